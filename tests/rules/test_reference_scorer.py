"""The engine against the plain reference scorer of ``tests/bench/reference_scorer.py``.

The reference is the yardstick of the engine's speed benchmark; it is also a second, independent reading
of SCORING.md, so the two must give the same outcome, points and reserve for every deal.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings

from belote_club.rules import DealError, Game, HouseRules
from tests.bench import reference_scorer
from tests.rules.strategies import games


def engine(rules: HouseRules, deals: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    game = Game(rules, explain=False)
    played = []
    for deal in deals:
        if game.finished:
            break
        try:
            game.add(deal)
        except DealError:
            break
        played.append(deal)
    return played, game.result().to_dict()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games())
def test_reference_agrees_with_engine(game: tuple[HouseRules, list[dict[str, Any]]]) -> None:
    rules, deals = game
    played, expected = engine(rules, deals)
    got = reference_scorer.score(rules.to_dict(), played)
    assert [(d["outcome"], d["points"], d["reserve"]) for d in got["deals"]] == [
        (d["outcome"], d["points"], d["reserve"]) for d in expected["deals"]]
    for key in ("totals", "finished", "winner", "rubicon", "game_points", "reserve_lost"):
        assert got[key] == expected[key], key
