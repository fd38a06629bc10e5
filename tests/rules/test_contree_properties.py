"""Properties of contrée scoring (SCORING.md §10.3) over random rules and deals."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from belote_club.rules import HouseRules, Outcome, round_lone, score_game

MULTIPLIER = (1, 2, 4)


@st.composite
def contree_rules(draw: st.DrawFn) -> HouseRules:
    scoring = draw(st.sampled_from(["points_faits", "points_annonces"]))
    data: dict[str, Any] = {
        "game": "contree",
        "contract_scoring": scoring,
        "rounding": draw(st.sampled_from(["exact", "ten_half_up", "ten_half_down", "ten_keep_160", "five_keep_160",
                                          "ten_defence_complement"])),
        "belote_multiplied": draw(st.booleans()),
        "belote_kept_on_chute": draw(st.booleans()),
        "chute_points": draw(st.integers(0, 500)),
        "capot_points": draw(st.integers(0, 1000)),
        "capot_against_taker": draw(st.sampled_from(["capot", "chute"])),
        "max_bid": draw(st.sampled_from(range(160, 251, 10))),
        "capot_bid_points": draw(st.sampled_from(range(250, 1001, 10))),
        "game_end": {"type": "open"},
    }
    if scoring == "points_faits":
        data["litige"] = draw(st.sampled_from(["dedans", "reserve"]))
    return HouseRules.from_dict(data)


@st.composite
def contree_deal(draw: st.DrawFn, rules: HouseRules, contre: int | None = None) -> dict[str, Any]:
    taker = draw(st.integers(0, 1))
    capot = draw(st.sampled_from([None, None, None, 0, 1]))
    if capot is None:
        first = draw(st.integers(0, 162))
        points = [first, 162 - first]
    else:
        points = [162, 0] if capot == 0 else [0, 162]
    value = draw(st.one_of(st.sampled_from(range(80, rules.max_bid + 1, 10)), st.just("capot")))
    deal: dict[str, Any] = {"taker": taker, "points": points, "trump": draw(st.sampled_from(["hearts", "clubs"])),
                            "bid": {"value": value, "contre": draw(st.integers(0, 2)) if contre is None else contre}}
    if capot is not None:
        deal["capot"] = capot
    belote = draw(st.sampled_from([None, 0, 1]))
    if belote is not None:
        deal["belote"] = [belote]
    return deal


@st.composite
def rules_and_deal(draw: st.DrawFn) -> tuple[HouseRules, dict[str, Any]]:
    rules = draw(contree_rules())
    return rules, draw(contree_deal(rules))


def value_of(rules: HouseRules, deal: dict[str, Any]) -> int:
    value = deal["bid"]["value"]
    return rules.capot_bid_points if value == "capot" else int(value)


@settings(max_examples=300, deadline=None)
@given(rules_and_deal())
def test_outcome_follows_the_decision_order(case: tuple[HouseRules, dict[str, Any]]) -> None:
    rules, deal = case
    result = score_game(rules, [deal]).deals[0]
    T, D = deal["taker"], 1 - deal["taker"]
    b = [20 if camp in deal.get("belote", []) else 0 for camp in (0, 1)]
    c = [deal["points"][i] + b[i] for i in (0, 1)]
    capot = deal.get("capot")
    m = MULTIPLIER[deal["bid"]["contre"]]
    if capot == T:
        expected = {Outcome.CAPOT}
    elif capot == D:
        expected = {Outcome.CAPOT_AGAINST}
    elif deal["bid"]["value"] == "capot" or c[T] < value_of(rules, deal) or c[T] < c[D]:
        expected = {Outcome.DEDANS}
    elif c[T] > c[D]:
        expected = {Outcome.MADE}
    else:
        expected = {Outcome.LITIGE} if rules.litige == "reserve" and m == 1 else {Outcome.DEDANS}
    assert result.outcome in expected


@settings(max_examples=300, deadline=None)
@given(rules_and_deal())
def test_made_taker_wins_the_deal_and_failed_defence_does(case: tuple[HouseRules, dict[str, Any]]) -> None:
    rules, deal = case
    result = score_game(rules, [deal]).deals[0]
    T, D = deal["taker"], 1 - deal["taker"]
    v = value_of(rules, deal)
    m = MULTIPLIER[deal["bid"]["contre"]]
    if result.outcome in (Outcome.MADE, Outcome.CAPOT):
        assert result.winner == T
        assert result.points[T] > result.points[D]
        assert result.points[T] >= v * m
    elif result.outcome in (Outcome.DEDANS, Outcome.CAPOT_AGAINST):
        assert result.winner == D
        assert result.points[D] >= (round_lone(rules.rounding, rules.chute_points) + v) * m or (
            result.outcome is Outcome.CAPOT_AGAINST and rules.capot_against_taker == "capot"
            and rules.contract_scoring == "points_faits")
        assert result.points[T] == (20 if T in deal.get("belote", []) and rules.belote_kept_on_chute else 0)
    else:
        assert result.outcome is Outcome.LITIGE and result.winner is None


@st.composite
def rules_and_plain_deal(draw: st.DrawFn) -> tuple[HouseRules, dict[str, Any]]:
    rules = draw(contree_rules())
    deal = draw(contree_deal(rules, contre=0))
    deal.pop("belote", None)
    return rules, deal


@settings(max_examples=300, deadline=None)
@given(rules_and_plain_deal())
def test_contre_multiplies_a_failed_contract_and_a_made_contre(case: tuple[HouseRules, dict[str, Any]]) -> None:
    """Without belote: a failed contract's amount scales with the multiplier; a contré's amount doubles into a
    surcontré's."""
    rules, deal = case
    scored = [score_game(rules, [{**deal, "bid": {**deal["bid"], "contre": k}}]).deals[0] for k in (0, 1, 2)]
    if scored[0].outcome in (Outcome.DEDANS, Outcome.CAPOT_AGAINST):
        assert scored[1].points == tuple(2 * p for p in scored[0].points)
        assert scored[2].points == tuple(4 * p for p in scored[0].points)
    if scored[1].outcome in (Outcome.MADE, Outcome.CAPOT):
        assert scored[2].points == tuple(2 * p for p in scored[1].points)
        if rules.contract_scoring == "points_annonces":
            assert scored[0].points == tuple(p // 2 for p in scored[1].points)


@settings(max_examples=200, deadline=None)
@given(rules_and_deal())
def test_sum_of_a_deal(case: tuple[HouseRules, dict[str, Any]]) -> None:
    """What the two camps score together, from the steps' own formulas."""
    rules, deal = case
    result = score_game(rules, [deal]).deals[0]
    m = MULTIPLIER[deal["bid"]["contre"]]
    v = value_of(rules, deal)
    belotes = 20 * len(deal.get("belote", []))
    chute = round_lone(rules.rounding, rules.chute_points)
    capot = round_lone(rules.rounding, rules.capot_points)
    total = sum(result.points)
    if result.outcome is Outcome.LITIGE:
        assert total + result.reserve in range(162 - 20 + belotes, 162 + 20 + belotes)  # rounding moves each side ≤ 5
    elif result.outcome in (Outcome.DEDANS, Outcome.CAPOT_AGAINST):
        base = capot if (result.outcome is Outcome.CAPOT_AGAINST and rules.capot_against_taker == "capot"
                         and rules.contract_scoring == "points_faits") else chute
        low = (base + v) * m + belotes
        assert low <= total <= low + belotes * (m - 1)
    elif rules.contract_scoring == "points_annonces":
        assert v * m + belotes <= total <= v * m + belotes * m
    elif m > 1:
        base = capot if result.outcome is Outcome.CAPOT else chute
        assert (base + v) * m + belotes <= total <= (base + v) * m + belotes * m


@settings(max_examples=100, deadline=None)
@given(rules_and_deal())
def test_reserve_goes_unmultiplied_to_the_next_winner(case: tuple[HouseRules, dict[str, Any]]) -> None:
    rules, deal = case
    if rules.contract_scoring != "points_faits" or rules.litige != "reserve":
        return
    tie = {"taker": 0, "points": [81, 81], "bid": {"value": 80, "contre": 0}}
    first = score_game(rules, [tie]).deals[0]
    alone = score_game(rules, [deal]).deals[0]
    after = score_game(rules, [tie, deal]).deals[1]
    if alone.winner is None:
        assert after.points == alone.points and after.reserve == first.reserve + alone.reserve
    else:
        expected = list(alone.points)
        expected[alone.winner] += first.reserve
        assert after.points == tuple(expected) and after.reserve == 0


@st.composite
def rules_and_deals(draw: st.DrawFn) -> tuple[HouseRules, list[dict[str, Any]]]:
    rules = draw(contree_rules())
    deals = draw(st.lists(contree_deal(rules), min_size=1, max_size=6))
    if draw(st.booleans()):  # a deals game whose last scheduled deal is the last one: a tie there is a failure
        rules = rules.replace(game_end={"type": "deals", "count": len(deals)}, tie="draw")
    return rules, deals


@settings(max_examples=400, deadline=None)
@given(rules_and_deals())
def test_quiet_path_scores_as_the_explained_one(case: tuple[HouseRules, list[dict[str, Any]]]) -> None:
    """The quiet scoring (the standings': plain deals memoised) and the explained scoring agree deal by deal."""
    rules, deals = case
    quiet = score_game(rules, deals, explain=False)
    explained = score_game(rules, deals, explain=True)
    assert [(d.outcome, d.points, d.reserve, d.winner) for d in quiet.deals] == [
        (d.outcome, d.points, d.reserve, d.winner) for d in explained.deals]
    assert quiet.totals == explained.totals
