"""Each house-rule option changes a result the way SCORING.md says."""

from typing import Any

import pytest

from belote_club.rules import HouseRules, Outcome, RulesError, score_game


def play(deals: list[dict[str, Any]], **rules: Any):
    return score_game(HouseRules.from_dict(rules), deals)


def first(deal: dict[str, Any], **rules: Any):
    return play([deal], **rules).deals[0]


def test_players_three_camps_and_dedans_goes_to_top_defender() -> None:
    deal = {"taker": 0, "points": [40, 70, 52]}
    result = first(deal, players=3)
    assert result.outcome is Outcome.DEDANS
    assert result.points == (0, 110, 52)  # the top defender takes the taker's tricks
    with pytest.raises(Exception, match="points"):
        first(deal, players=4)


def test_players_two_is_two_camps() -> None:
    assert first({"taker": 1, "points": [60, 102]}, players=2).points == (60, 102)


def test_three_camps_tied_defenders_put_taker_points_in_reserve() -> None:
    result = play([{"taker": 0, "points": [40, 61, 61], "belote": [0]},
                   {"taker": 1, "points": [20, 100, 42]}], players=3)
    tied, next_deal = result.deals
    assert tied.outcome is Outcome.DEDANS and tied.winner is None
    assert tied.points == (20, 61, 61) and tied.reserve == 40  # belote kept by the taker
    assert next_deal.points == (20, 140, 42) and next_deal.reserve == 0


def test_three_camps_tied_defenders_belote_not_kept_goes_to_reserve() -> None:
    result = first({"taker": 0, "points": [40, 61, 61], "belote": [0]}, players=3, belote_kept_on_chute=False)
    assert result.points == (0, 61, 61) and result.reserve == 60


def test_compare_on_rounded() -> None:
    deal = {"taker": 0, "points": [85, 77]}
    assert first(deal, rounding="ten_half_down").outcome is Outcome.MADE
    litige = first(deal, rounding="ten_half_down", compare_on="rounded")
    assert litige.outcome is Outcome.LITIGE
    assert litige.points == (0, 80) and litige.reserve == 80


def test_chute_points() -> None:
    deal = {"taker": 0, "points": [60, 102]}
    assert first(deal).points == (0, 162)
    assert first(deal, chute_points=100).points == (0, 100)
    assert first(deal, chute_points=162, rounding="ten_half_up").points == (0, 160)


def test_capot_points() -> None:
    deal = {"taker": 1, "points": [0, 162], "capot": 1}
    assert first(deal).points == (0, 252)
    assert first(deal, capot_points=500).points == (0, 500)


def test_capot_against_taker() -> None:
    deal = {"taker": 0, "points": [0, 162], "capot": 1, "belote": [0]}
    result = first(deal)
    assert result.outcome is Outcome.CAPOT_AGAINST and result.points == (20, 252)
    assert first(deal, capot_against_taker="chute").points == (20, 162)


CINQUANTE_DEFENCE = {"camp": 1, "kind": "cinquante", "high": "K", "suit": "hearts", "length": 4}


def test_capot_takes_annonces() -> None:
    deal = {"taker": 0, "points": [162, 0], "capot": 0, "annonces": [CINQUANTE_DEFENCE]}
    assert first(deal, annonces=True).points == (302, 0)
    assert first(deal, annonces=True, capot_takes_annonces=False).points == (252, 50)


def test_belote_points_only_twenty() -> None:
    assert HouseRules.from_dict({"belote_points": 20}).belote_points == 20
    with pytest.raises(RulesError, match="belote_points"):
        HouseRules.from_dict({"belote_points": 30})


def test_belote_kept_on_chute() -> None:
    deal = {"taker": 0, "points": [50, 112], "belote": [0]}
    assert first(deal).points == (20, 162)
    assert first(deal, belote_kept_on_chute=False).points == (0, 182)


def test_belote_counts_for_contract() -> None:
    deal = {"taker": 0, "points": [71, 91], "belote": [0]}
    assert first(deal).outcome is Outcome.LITIGE
    not_counted = first(deal, belote_counts_for_contract=False)
    assert not_counted.outcome is Outcome.DEDANS and not_counted.points == (20, 162)


TIERCE_TAKER = {"camp": 0, "kind": "tierce", "high": "A", "suit": "spades", "length": 3}


def test_annonces_played_or_refused() -> None:
    deal = {"taker": 0, "points": [90, 72], "annonces": [TIERCE_TAKER]}
    assert first(deal, annonces=True).points == (110, 72)
    with pytest.raises(Exception, match="annonces"):
        first(deal)


def test_annonces_count_for_contract() -> None:
    deal = {"taker": 0, "points": [75, 87], "annonces": [TIERCE_TAKER]}
    assert first(deal, annonces=True).outcome is Outcome.MADE
    dedans = first(deal, annonces=True, annonces_count_for_contract=False)
    assert dedans.outcome is Outcome.DEDANS and dedans.points == (0, 182)  # the taker's annonces go too


def test_tierce_points() -> None:
    deal = {"taker": 0, "points": [90, 72], "annonces": [TIERCE_TAKER]}
    assert first(deal, annonces=True, tierce_points=30).points == (120, 72)


def carre(camp: int, high: str) -> dict[str, Any]:
    return {"camp": camp, "kind": "carre", "high": high}


def test_carre_values() -> None:
    ace = {"taker": 0, "points": [90, 72], "annonces": [carre(0, "A")], "trump": "hearts"}
    nine = {"taker": 0, "points": [90, 72], "annonces": [carre(0, "9")], "trump": "hearts"}
    assert first(ace, annonces=True).points == (190, 72)
    assert first(ace, annonces=True, carre_values="trump_value").points == (200, 72)
    assert first(nine, annonces=True).points == (240, 72)
    assert first(nine, annonces=True, carre_values="trump_value").points == (230, 72)


def test_litige_dedans() -> None:
    deal = {"taker": 0, "points": [81, 81]}
    assert first(deal).outcome is Outcome.LITIGE
    dedans = first(deal, litige="dedans")
    assert dedans.outcome is Outcome.DEDANS and dedans.points == (0, 162) and dedans.reserve == 0


def test_trump_modes() -> None:
    deal = {"taker": 0, "points": [90, 72], "trump": "sans_atout"}
    with pytest.raises(Exception, match="trump"):
        first(deal)
    assert first(deal, trump_modes=["suit", "sans_atout"]).points == (90, 72)


def test_game_end_target_and_strict() -> None:
    deals = [{"taker": 0, "points": [100, 62]}]
    assert play(deals, game_end={"type": "target", "points": 100}).finished
    assert not play(deals, game_end={"type": "target", "points": 100, "strict": True}).finished


def test_game_end_deals_and_open() -> None:
    deals = [{"taker": 0, "points": [100, 62]}, {"taker": 1, "points": [70, 92]}]
    ended = play(deals, game_end={"type": "deals", "count": 2})
    assert ended.finished and ended.winner == 0 and ended.game_points == (1, 0)
    assert not play(deals, game_end={"type": "deals", "count": 3}).finished
    opened = play(deals * 10, game_end={"type": "open"})
    assert not opened.finished
    closed = score_game(HouseRules.from_dict({"game_end": {"type": "open"}}), deals, closed=True)
    assert closed.finished and closed.winner == 0


def test_tie_extra_deal_or_draw() -> None:
    deals = [{"taker": 0, "points": [81, 81]}]  # litige on the last deal: scored as made, 81 – 81
    extra = play(deals, game_end={"type": "deals", "count": 1})
    assert extra.deals[0].outcome is Outcome.LITIGE and extra.totals == (81, 81)
    assert not extra.finished  # a tie plays an extra deal
    draw = play(deals, game_end={"type": "deals", "count": 1}, tie="draw")
    assert draw.finished and draw.winner is None and draw.game_points == (0, 0)


def test_no_win_on_capot_or_chute() -> None:
    deals = [{"taker": 0, "points": [90, 72]}, {"taker": 0, "points": [40, 122], "belote": [0]}]
    rules = {"game_end": {"type": "target", "points": 100}, "chute_points": 0}
    barred = play(deals, **rules)
    assert barred.totals == (110, 72) and not barred.finished
    allowed = play(deals, **rules, no_win_on_capot_or_chute=False)
    assert allowed.finished and allowed.winner == 0


def test_exact_last_deal_deals_game() -> None:
    deals = [{"taker": 0, "points": [104, 58]}, {"taker": 0, "points": [104, 58]}]
    rules = {"rounding": "ten_half_down", "game_end": {"type": "deals", "count": 2}}
    assert play(deals, **rules).totals == (200, 120)
    assert play(deals, **rules, exact_last_deal=True).totals == (204, 118)


def test_exact_last_deal_target_game() -> None:
    rules = {"rounding": "ten_half_down", "game_end": {"type": "target", "points": 110}, "exact_last_deal": True}
    # rounded, 106 would reach 110: the deal is scored again to the point and the game goes on
    rescored = play([{"taker": 0, "points": [106, 56]}], **rules)
    assert rescored.totals == (106, 56) and not rescored.finished
    assert play([{"taker": 0, "points": [106, 56]}], **{**rules, "exact_last_deal": False}).finished


def test_rubicon_simple_and_floating() -> None:
    capot0 = {"taker": 0, "points": [162, 0], "capot": 0}
    capot1 = {"taker": 1, "points": [0, 162], "capot": 1}
    target = {"game_end": {"type": "target", "points": 400}}
    crushed = [capot0, capot0]  # 504 – 0: under half the target and half the winner's total
    assert play(crushed, **target).game_points == (1, 0)
    simple = play(crushed, **target, rubicon="simple")
    assert simple.rubicon == (1,) and simple.game_points == (2, 0)
    assert play(crushed, **target, rubicon="floating").rubicon == (1,)
    # 524 – 252: 252 is not under half the target (200) but is under half the winner's total (262)
    behind = [capot1, capot0, {**capot0, "belote": [0]}]
    assert play(behind, **target).totals == (524, 252)
    assert play(behind, **target, rubicon="simple").rubicon == ()
    floating = play(behind, **target, rubicon="floating")
    assert floating.rubicon == (1,) and floating.game_points == (2, 0)
    # 504 – 252: exactly half is not under half
    assert play([capot1, capot0, capot0], **target, rubicon="floating").game_points == (1, 0)


def test_late_belote_claims() -> None:
    deals = [{"taker": 0, "points": [90, 72], "late_belote": [0]}] * 2
    default = play(deals)
    assert default.totals == (200, 144)  # one claim accepted, the second ignored
    assert "refusée" in " ".join(default.deals[1].explanation)
    assert play(deals, late_belote_claims=2).totals == (220, 144)
    assert play(deals, late_belote_claims=0).totals == (180, 144)


def test_passed_deals_count() -> None:
    deals = [{"passed": True}, {"taker": 0, "points": [90, 72]}]
    end = {"game_end": {"type": "deals", "count": 2}}
    assert not play(deals, **end).finished
    assert play(deals, **end, passed_deals_count=True).finished


def test_penalty() -> None:
    deal = {"penalty": {"kind": "renonce", "camp": 0}, "belote": [0]}
    result = first(deal)
    assert result.outcome is Outcome.PENALTY and result.points == (20, 162) and result.winner == 1
    assert first(deal, belote_kept_on_chute=False).points == (0, 182)
    with pytest.raises(Exception, match="penalty"):
        first({"penalty": {"kind": "renonce", "camp": 0}, "taker": 0, "points": [50, 60, 52]}, players=3)


def test_exact_last_deal_counts_the_reserve_won() -> None:
    rules = {"rounding": "ten_half_down", "game_end": {"type": "target", "points": 268}, "exact_last_deal": True}
    # 81 – 81 litige: camp 0 scores 80, reserve 80.  Then 106 – 56 made by camp 0: rounded, 80 + 110 + 80
    # = 270 reaches 268, so the deal is scored to the point: 80 + 106 + 80 = 266, and play goes on.
    result = play([{"taker": 1, "points": [81, 81]}, {"taker": 0, "points": [106, 56]}], **rules)
    assert result.deals[1].points == (186, 56)
    assert result.totals == (266, 56) and not result.finished
