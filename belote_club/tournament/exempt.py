"""What an exempt (bye) scores, by the tournament's :class:`~.model.ExemptPolicy`.

The issue leaves these details open; the choices are:

- ``fixed_win``: a won game (1 game point, counted among wins) with ``amount`` points for and
  **0 against**: there is no opponent, so nobody's points are conceded;
- ``round_average``: a won game with the average, rounded to the nearest point, of the totals scored
  by all camps in the round's finished games, 0 against (provisional while games are being played; 0 if
  none is finished yet);
- ``half_game``: half the points a game is played to (target games: half the target; games in a fixed
  number of deals: half of their trick points, ``count × R(162) / 2``; open games: half the round
  average), 0 against, **no win**: the exempt is neither rewarded as a winner nor punished;
- ``nothing``: no points, no win; the round still appears as exempt.

An exempt round is never counted among games played.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from belote_club.rules import HouseRules, round_lone

from .model import ExemptKind, ExemptPolicy
from .results import GameOutcome

__all__ = ["ExemptScore", "exempt_score", "round_average"]


@dataclass(frozen=True)
class ExemptScore:
    points_for: int
    points_against: int
    game_points: int
    won: bool


def round_average(outcomes: Iterable[GameOutcome]) -> int:
    """Average of the totals of every camp in the finished games (half up); 0 without any."""
    totals = [t for o in outcomes if o.finished for t in o.totals]
    if not totals:
        return 0
    return (2 * sum(totals) + len(totals)) // (2 * len(totals))


def _half_game(rules: HouseRules, outcomes: list[GameOutcome]) -> int:
    end = rules.game_end
    if end.type == "target":
        return end.points // 2
    if end.type == "deals":
        return end.count * round_lone(rules.rounding, 162) // 2
    return round_average(outcomes) // 2


def exempt_score(policy: ExemptPolicy, round_outcomes: Iterable[GameOutcome],
                 rules: Mapping[str, Any] | HouseRules | None = None) -> ExemptScore:
    """The score of an exempt in a round whose games ended as ``round_outcomes``.

    ``rules``: the tournament's house rules (the JSON dict or ``HouseRules``), needed by ``half_game``.
    """
    outcomes = list(round_outcomes)
    if policy.kind is ExemptKind.FIXED_WIN:
        return ExemptScore(policy.amount, 0, 1, True)
    if policy.kind is ExemptKind.ROUND_AVERAGE:
        return ExemptScore(round_average(outcomes), 0, 1, True)
    if policy.kind is ExemptKind.HALF_GAME:
        house = rules if isinstance(rules, HouseRules) else HouseRules.from_dict(rules or {})
        return ExemptScore(_half_game(house, outcomes), 0, 0, False)
    return ExemptScore(0, 0, 0, False)
