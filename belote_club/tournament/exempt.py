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

Points *against* follow ``ExemptPolicy.against`` (:class:`~.model.ExemptAgainst`): 0 by default (there
is no opponent), or the round's average of points scored (what an average opponent would have scored:
the bye no longer inflates the difference or the points-against criteria), or as many as the exempt
scores (the bye changes no difference).  ``nothing`` concedes nothing whatever the setting: it scores
nothing either.  :data:`EXEMPT_AGAINST_LABELS` names the settings (in the language in force), for Réglages.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from belote_club.i18n import N_
from belote_club.rules import HouseRules, round_lone

from .labels import Labels
from .model import ExemptAgainst, ExemptKind, ExemptPolicy
from .results import GameOutcome

__all__ = ["EXEMPT_AGAINST_LABELS", "ExemptScore", "exempt_score", "round_average"]

#: The label of each setting of the exempt's points against (Réglages), in the language in force when read.
EXEMPT_AGAINST_LABELS: Mapping[ExemptAgainst, str] = Labels({
    ExemptAgainst.ZERO: N_("aucun point contre"),
    ExemptAgainst.ROUND_AVERAGE: N_("la moyenne des points de la manche"),
    ExemptAgainst.SAME_AS_FOR: N_("autant de points contre que pour"),
})


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
    if policy.kind is ExemptKind.NOTHING:
        return ExemptScore(0, 0, 0, False)
    if policy.kind is ExemptKind.FIXED_WIN:
        points, game_points, won = policy.amount, 1, True
    elif policy.kind is ExemptKind.ROUND_AVERAGE:
        points, game_points, won = round_average(outcomes), 1, True
    else:
        house = rules if isinstance(rules, HouseRules) else HouseRules.from_dict(rules or {})
        points, game_points, won = _half_game(house, outcomes), 0, False
    if policy.against is ExemptAgainst.ROUND_AVERAGE:
        against = round_average(outcomes)
    elif policy.against is ExemptAgainst.SAME_AS_FOR:
        against = points
    else:
        against = 0
    return ExemptScore(points, against, game_points, won)
