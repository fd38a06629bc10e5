"""The worked examples of SCORING.md §10.5 and each step and decision branch of §10.3, from the contract's text."""

from __future__ import annotations

from typing import Any

import pytest

from belote_club.rules import HouseRules, Outcome, score_game


def contree(**rules: Any) -> HouseRules:
    return HouseRules.from_dict({"game": "contree", **rules})


def deal(taker: int, points: list[int], value: int | str, contre: int = 0, **more: Any) -> dict[str, Any]:
    return {"taker": taker, "points": points, "bid": {"value": value, "contre": contre}, **more}


def one(rules: HouseRules, data: dict[str, Any]) -> tuple[Outcome, tuple[int, ...], int]:
    scored = score_game(rules, [data]).deals[0]
    return scored.outcome, scored.points, scored.reserve


# §10.5 ------------------------------------------------------------------------------------------------------

def test_example_1_made_contract_rounded() -> None:
    assert one(contree(), deal(0, [113, 49], 110, trump="hearts")) == (Outcome.MADE, (220, 50), 0)


def test_example_2_made_contre_with_belote() -> None:
    data = deal(0, [90, 72], 80, 1, belote=[0])
    assert one(contree(), data) == (Outcome.MADE, (520, 0), 0)
    assert one(contree(belote_multiplied=False), data) == (Outcome.MADE, (500, 0), 0)


def test_example_3_failed_contract() -> None:
    assert one(contree(), deal(0, [95, 67], 100, trump="spades")) == (Outcome.DEDANS, (0, 260), 0)


def test_example_4_capot_bid_made_with_belote() -> None:
    data = deal(0, [162, 0], "capot", capot=0, belote=[0])
    assert one(contree(), data) == (Outcome.CAPOT, (520, 0), 0)


def test_example_5_tie_reserve_or_dedans() -> None:
    data = deal(0, [81, 81], 80)
    assert one(contree(litige="reserve"), data) == (Outcome.LITIGE, (0, 80), 80)
    assert one(contree(), data) == (Outcome.DEDANS, (0, 240), 0)


def test_example_6_surcontre_failed() -> None:
    assert one(contree(), deal(0, [85, 77], 90, 2)) == (Outcome.DEDANS, (0, 1000), 0)


def test_example_7_capot_makes_any_contract() -> None:
    data = deal(0, [162, 0], 170, capot=0, trump="clubs")
    assert one(contree(max_bid=180), data) == (Outcome.CAPOT, (420, 0), 0)


def test_example_8_points_annonces() -> None:
    rules = contree(contract_scoring="points_annonces")
    assert one(rules, deal(0, [100, 62], 120, 1, belote=[0])) == (Outcome.MADE, (280, 0), 0)
    assert one(rules, deal(0, [90, 72], 120, 1, belote=[0])) == (Outcome.DEDANS, (20, 560), 0)


# The decision order -------------------------------------------------------------------------------------------

def test_capot_by_defence_fails_even_a_made_looking_contract() -> None:
    # capot = D: failed; capot_against_taker defaults to "chute" in contrée.
    assert one(contree(), deal(0, [0, 162], 80, capot=1)) == (Outcome.CAPOT_AGAINST, (0, 240), 0)
    assert one(contree(capot_against_taker="capot"), deal(0, [0, 162], 80, capot=1)) == (
        Outcome.CAPOT_AGAINST, (0, 330), 0)


def test_capot_bid_without_capot_fails() -> None:
    # 152 points and belote: more than any numeric contract, but a capot bid needs all the tricks.
    assert one(contree(), deal(0, [152, 10], "capot", belote=[0])) == (Outcome.DEDANS, (20, 410), 0)


def test_contract_counts_belote_and_exact_points() -> None:
    # c[T] = 71 + 20 = 91 >= 90 and > 91? no: 71 + 20 = 91 against 91 — a tie; 72 + 20 = 92 > 90: made.
    assert one(contree(), deal(0, [72, 90], 90, belote=[0]))[0] is Outcome.MADE
    # Rounding never decides: 85 rounds to 90 but 85 < 90.
    assert one(contree(), deal(0, [85, 77], 90))[0] is Outcome.DEDANS


def test_reaching_the_contract_is_not_enough_below_the_defence() -> None:
    # c[T] = 80 >= 80 but < c[D] = 82: failed.
    assert one(contree(), deal(0, [80, 82], 80))[0] is Outcome.DEDANS


def test_made_m1_each_camp_scores_rounded_points_and_the_taker_the_contract() -> None:
    assert one(contree(), deal(1, [56, 106], 100, belote=[0])) == (Outcome.MADE, (80, 210), 0)
    assert one(contree(rounding="exact"), deal(1, [56, 106], 100, belote=[0])) == (Outcome.MADE, (76, 206), 0)


def test_made_contre_capot_takes_capot_base() -> None:
    assert one(contree(), deal(0, [162, 0], 120, 1, capot=0)) == (Outcome.CAPOT, ((250 + 120) * 2, 0), 0)


def test_made_contre_defence_keeps_only_its_belote() -> None:
    assert one(contree(), deal(0, [120, 42], 100, 2, belote=[1])) == (Outcome.MADE, ((160 + 100) * 4, 20), 0)


def test_failed_belote_taken_from_taker_is_added_after_multiplication() -> None:
    rules = contree(belote_kept_on_chute=False)
    assert one(rules, deal(0, [70, 92], 100, 1, belote=[0])) == (Outcome.DEDANS, (0, (160 + 100) * 2 + 20), 0)
    assert one(contree(), deal(0, [70, 92], 100, 1, belote=[0])) == (Outcome.DEDANS, (20, (160 + 100) * 2), 0)


def test_failed_defence_belote_multiplied_or_not() -> None:
    assert one(contree(), deal(0, [70, 92], 100, 1, belote=[1]))[1] == (0, (160 + 100 + 20) * 2)
    assert one(contree(belote_multiplied=False), deal(0, [70, 92], 100, 1, belote=[1]))[1] == (0, (160 + 100) * 2 + 20)


def test_chute_points_is_the_base() -> None:
    assert one(contree(chute_points=150), deal(0, [70, 92], 100))[1] == (0, 150 + 100)
    assert one(contree(chute_points=150), deal(0, [100, 62], 80, 1))[1] == ((150 + 80) * 2, 0)


def test_tie_with_contre_is_failed_even_with_reserve() -> None:
    assert one(contree(litige="reserve"), deal(0, [81, 81], 80, 1)) == (Outcome.DEDANS, (0, 480), 0)


def test_capot_bid_points_is_the_capot_contract() -> None:
    assert one(contree(capot_bid_points=500), deal(1, [0, 162], "capot", capot=1)) == (
        Outcome.CAPOT, (0, 250 + 500), 0)


# Step 2: penalty ----------------------------------------------------------------------------------------------

def test_penalty_without_bid_is_a_failed_80() -> None:
    data = {"penalty": {"kind": "renonce", "camp": 0}}
    assert one(contree(), data) == (Outcome.PENALTY, (0, 240), 0)


def test_penalty_with_bid_and_belote() -> None:
    data = {"penalty": {"kind": "fausse_donne", "camp": 1}, "bid": {"value": 110, "contre": 1}, "belote": [1]}
    assert one(contree(), data) == (Outcome.PENALTY, ((160 + 110) * 2, 20), 0)


def test_penalty_ignores_capot_and_counts_all_annonces() -> None:
    rules = contree(annonces=True, capot_against_taker="capot")
    data = {"penalty": {"kind": "renonce", "camp": 0}, "taker": 0, "points": [0, 162], "capot": 1,
            "annonces": [{"camp": 1, "kind": "tierce", "high": "K", "suit": "hearts"}]}
    assert one(rules, data) == (Outcome.PENALTY, (0, 160 + 80 + 20), 0)


# Annonces (coinche) -------------------------------------------------------------------------------------------

def test_annonces_count_for_the_contract_and_go_to_the_winner() -> None:
    rules = contree(annonces=True)
    tierce = [{"camp": 0, "kind": "tierce", "high": "K", "suit": "hearts"}]
    # 72 + 20 (tierce) = 92 >= 90: made; taker R(72) + 20 + 90 = 180, defence R(90) = 90.
    assert one(rules, deal(0, [72, 90], 90, annonces=tierce)) == (Outcome.MADE, (180, 90), 0)
    # Failed: the defence takes every annonce.
    assert one(rules, deal(0, [60, 102], 90, annonces=tierce)) == (Outcome.DEDANS, (0, 160 + 90 + 20), 0)
    # Contré made: the taker takes the defence's annonces too.
    theirs = [{"camp": 1, "kind": "tierce", "high": "K", "suit": "hearts"}]
    assert one(rules, deal(0, [110, 52], 80, 1, annonces=theirs)) == (Outcome.MADE, ((160 + 20 + 80) * 2, 0), 0)


def test_capot_m1_takes_defence_annonces() -> None:
    rules = contree(annonces=True)
    theirs = [{"camp": 1, "kind": "cinquante", "high": "K", "suit": "hearts"}]
    assert one(rules, deal(0, [162, 0], 80, capot=0, annonces=theirs)) == (Outcome.CAPOT, (250 + 50 + 80, 0), 0)


# Step 8 and the game ------------------------------------------------------------------------------------------

def test_reserve_goes_unmultiplied_to_the_next_winner() -> None:
    rules = contree(litige="reserve")
    result = score_game(rules, [deal(0, [81, 81], 80), deal(1, [50, 112], 100, 1)])
    first, second = result.deals
    assert (first.outcome, first.points, first.reserve) == (Outcome.LITIGE, (0, 80), 80)
    assert (second.outcome, second.points, second.reserve) == (Outcome.MADE, (0, (160 + 100) * 2 + 80), 0)


def test_tie_on_last_deal_of_deals_game_is_failed_and_wins_the_reserve() -> None:
    rules = contree(litige="reserve", game_end={"type": "deals", "count": 2})
    result = score_game(rules, [deal(0, [81, 81], 80), deal(1, [81, 81], 80)])
    last = result.deals[1]
    assert (last.outcome, last.points, last.reserve) == (Outcome.DEDANS, (240 + 80, 0), 0)
    assert result.finished and result.winner == 0 and result.reserve_lost == 0


def test_contree_game_to_2000_one_game_point_no_rubicon() -> None:
    big = deal(0, [85, 77], 90, 2, trump="hearts")  # failed surcontré: the defence scores 1000
    result = score_game(contree(), [deal(1, [85, 77], 90, 2), big, big])
    assert result.totals == (1000, 2000)
    assert result.finished and result.winner == 1
    assert result.game_points == (0, 1) and result.rubicon == ()


def test_failed_taker_barred_from_winning_on_that_deal() -> None:
    rules = contree(game_end={"type": "target", "points": 530})
    # camp 1 leads at 520, takes, fails and keeps its belote: 540, but it is the chuté taker.
    deals = [deal(0, [40, 122], 100, 1), deal(1, [92, 70], 80, belote=[1])]
    result = score_game(rules, deals)
    assert result.deals[0].points == (0, (160 + 100) * 2)
    assert result.totals == (240, 540)
    assert not result.finished
    result = score_game(rules, [*deals, {"passed": True}])
    assert result.finished and result.winner == 1


@pytest.mark.parametrize("contre", [0, 1, 2])
def test_multiplier_scales_failed_amount(contre: int) -> None:
    assert one(contree(), deal(0, [60, 102], 100, contre))[1] == (0, 260 * (1, 2, 4)[contre])


def test_points_annonces_ignores_capot_points_and_capot_against_taker() -> None:
    rules = contree(contract_scoring="points_annonces", capot_against_taker="capot", capot_points=400)
    assert one(rules, deal(0, [0, 162], 100, capot=1)) == (Outcome.CAPOT_AGAINST, (0, 160 + 100), 0)
    assert one(rules, deal(0, [162, 0], 100, 1, capot=0)) == (Outcome.CAPOT, (200, 0), 0)


# Explanations (§10.3's last paragraph), French and English --------------------------------------------------

def lines_of(rules: HouseRules, data: dict[str, Any]) -> tuple[str, ...]:
    return score_game(rules, [data]).deals[0].explanation


def test_explanation_names_the_contract_the_totals_and_the_multiplier() -> None:
    lines = lines_of(contree(), deal(0, [90, 72], 80, 1, belote=[0], trump="hearts"))
    assert any("80 cœur contré" in line for line in lines)
    assert any("110 contre 72" in line for line in lines)  # the totals compared, belote included
    assert "Contré réussi : le preneur marque (160 + 20 (belote) + 80 (contrat)) × 2 = 520." in lines
    lines = lines_of(contree(belote_multiplied=False), deal(0, [90, 72], 80, 1, belote=[0]))
    assert any(line.startswith("Contrat : 80 contré ") for line in lines)  # no suit recorded: no suit named
    assert "Contré réussi : le preneur marque (160 + 80 (contrat)) × 2 + 20 (belote) = 500." in lines
    lines = lines_of(contree(), deal(0, [85, 77], 90, 2))
    assert "Surcontré chuté : la défense marque (160 + 90 (contrat)) × 4 = 1000." in lines
    lines = lines_of(contree(), deal(0, [113, 49], 110, trump="spades"))
    assert any("110 pique" in line for line in lines)
    assert "Contrat réussi : le preneur marque 110 + 110 (contrat) = 220 ; la défense marque 50." in lines


def test_explanation_in_english() -> None:
    from belote_club import i18n

    with i18n.using("en"):
        lines = lines_of(contree(), deal(0, [90, 72], 80, 1, belote=[0], trump="hearts"))
    assert any("80 hearts doubled" in line for line in lines)
    assert "Doubled contract made: the taker scores (160 + 20 (belote) + 80 (contract)) × 2 = 520." in lines
    assert not any("é" in line or "preneur" in line for line in lines)
