"""Property-based tests over random valid games."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from belote_club.rules import Game, GameOverError, HouseRules, Outcome, score_game
from tests.rules.strategies import deals_for, games

SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def play_until_end(rules: HouseRules, deals: list[dict]) -> tuple[Game, list[dict]]:
    game = Game(rules)
    played = []
    for deal in deals:
        if game.finished:
            break
        game.add(deal)
        played.append(deal)
    return game, played


@SETTINGS
@given(games())
def test_totals_are_sums_of_deal_points(case) -> None:
    rules, deals = case
    game, _ = play_until_end(rules, deals)
    result = game.result()
    for camp in range(rules.camps):
        assert result.totals[camp] == sum(d.points[camp] for d in result.deals)
    assert len(result.game_points) == rules.camps
    if result.finished and result.winner is not None:
        assert result.game_points[result.winner] in (1, 2)
        assert result.totals[result.winner] == max(result.totals)
    else:
        assert result.game_points == (0,) * rules.camps


@SETTINGS
@given(st.sampled_from(["ten_keep_160", "five_keep_160"]), st.integers(0, 162), st.integers(0, 1),
       st.sampled_from(["exact", "rounded"]))
def test_keep_160_made_deals_give_160(rounding: str, x: int, taker: int, compare_on: str) -> None:
    rules = HouseRules(rounding=rounding, compare_on=compare_on)
    deal = score_game(rules, [{"taker": taker, "points": [x, 162 - x]}]).deals[0]
    assume(deal.outcome is Outcome.MADE)
    assert sum(deal.points) == 160


@SETTINGS
@given(games())
def test_reserve_is_only_created_and_taken_as_the_spec_says(case) -> None:
    """Exact counting: every deal hands out its trick points, chute or capot plus belotes and annonces,
    some of it possibly into the reserve; the reserve is only taken by a deal's winner."""
    rules, deals = case
    rules = rules.replace(rounding="exact", chute_points=162, capot_points=252, exact_last_deal=False)
    game = Game(rules)
    reserve = 0
    for deal in deals:
        if game.finished:
            break
        result = game.add(deal)
        if result.outcome is Outcome.PASSED:
            assert result.points == (0,) * rules.camps and result.reserve == reserve
            continue
        if result.winner is not None:
            assert result.reserve == 0  # the winner took what was carried in, nothing new was added
        else:
            assert result.reserve >= reserve  # carried on, maybe increased
        if not rules.annonces:
            b = 20 * (len(deal.get("belote", [])) + len(deal.get("late_belote", [])))
            handed = sum(result.points) + result.reserve - reserve
            base = 252 if (result.outcome is Outcome.CAPOT or (
                result.outcome is Outcome.CAPOT_AGAINST and rules.capot_against_taker == "capot")) else 162
            # late claims beyond the allowance are ignored, so b is an upper bound
            assert base <= handed <= base + b
            assert (handed - base) % 20 == 0
        reserve = result.reserve
    final = game.result()
    assert final.reserve_lost == (reserve if final.finished else 0)


@SETTINGS
@given(games())
def test_a_deal_after_the_end_is_refused(case) -> None:
    rules, deals = case
    game, _ = play_until_end(rules, deals)
    if not game.finished:
        game.close()
    before = game.result()
    with pytest.raises(GameOverError):
        game.add({"taker": 0, "points": [162] + [0] * (rules.camps - 1)})
    assert game.result() == before


@SETTINGS
@given(games(), st.data())
def test_score_game_equals_incremental(case, data) -> None:
    rules, deals = case
    game, played = play_until_end(rules, deals)
    assert score_game(rules, played) == game.result()
    # explanation lines are optional; numbers are the same without them
    quiet = score_game(rules, played, explain=False)
    assert quiet.totals == game.result().totals
    assert all(d.explanation == () for d in quiet.deals)
    assert all(d.explanation for d in game.result().deals)


@SETTINGS
@given(st.data())
def test_made_deals_go_to_the_taker(data) -> None:
    rules = HouseRules()
    deal = data.draw(deals_for(rules))
    result = score_game(rules, [deal]).deals[0]
    if result.outcome is Outcome.MADE:
        assert result.winner == deal["taker"]
    if result.outcome is Outcome.DEDANS:
        assert result.points[deal["taker"]] in (0, 20)
