"""Standings per team (doublettes) or per player (mêlée).

Input: the tournament, its rounds, and each table's :class:`~.results.GameOutcome` keyed by
``(round number, table number)``; no rules engine is run here.  Only finished games count; a table
without a finished result is simply not counted yet.  In mêlée, each player is credited with their
side's result.  Exempt rounds score by the tournament's exempt policy (see :mod:`.exempt`).

Ranking: the tournament's ordered criteria (:class:`~.model.RankingKey`), every key larger-first
except ``points_against``.  Entrants equal on every criterion share a rank (1, 2, 2, 4); within a
tie the list is ordered by entrant id, so it is stable from one call to the next.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from belote_club.rules import HouseRules

from .exempt import exempt_score
from .model import RANKING_PRESETS, RankingKey, Round, Tournament
from .results import GameOutcome

__all__ = ["RoundLine", "Standing", "compute_standings", "ranking_criteria", "ranking_order"]


@dataclass(frozen=True)
class RoundLine:
    """One entrant's round: at a table (``table`` set) or exempt (``exempt``)."""

    round_number: int
    table: int | None
    partners: tuple[int, ...] = ()  #: mêlée: the partner's player id
    opponents: tuple[int, ...] = ()  #: team ids or player ids faced
    points_for: int = 0
    points_against: int = 0
    game_points: int = 0
    result: str = "none"  #: "won", "lost", "draw", or "none" (an exempt scored without a win)
    exempt: bool = False


@dataclass(frozen=True)
class Standing:
    entrant_id: int
    rank: int
    games_played: int
    wins: int
    draws: int
    losses: int
    game_points: int
    points_for: int
    points_against: int
    exempt_rounds: int
    rounds: tuple[RoundLine, ...]
    opponents: frozenset[int]

    @property
    def difference(self) -> int:
        return self.points_for - self.points_against

    def value(self, key: RankingKey) -> int:
        return self.difference if key is RankingKey.DIFFERENCE else getattr(self, key.value)


@dataclass
class _Tally:
    lines: list[RoundLine] = field(default_factory=list)
    opponents: set[int] = field(default_factory=set)


def ranking_criteria(value: str | Sequence[str | RankingKey]) -> tuple[RankingKey, ...]:
    """A preset name (``points``, ``victoires``) or a list of keys, as a tuple of :class:`RankingKey`."""
    if isinstance(value, str):
        if value in RANKING_PRESETS:
            return RANKING_PRESETS[value]
        return (RankingKey(value),)
    keys = tuple(RankingKey(k) for k in value)
    if len(set(keys)) != len(keys):
        raise ValueError("duplicate ranking key")
    return keys


def _sort_key(standing: Standing, criteria: Sequence[RankingKey]) -> tuple[int, ...]:
    return tuple(
        standing.value(k) if k is RankingKey.POINTS_AGAINST else -standing.value(k) for k in criteria
    )


def compute_standings(
    tournament: Tournament,
    rounds: Iterable[Round],
    results: Mapping[tuple[int, int], GameOutcome],
    *,
    entrants: Iterable[int] = (),
    criteria: Sequence[RankingKey] | None = None,
    rules: Mapping[str, Any] | HouseRules | None = None,
) -> list[Standing]:
    """The standings, best first.

    ``entrants``: ids to list even without any game (late arrivals, entrants never drawn); everybody
    seen in a round is listed anyway, withdrawn entrants included with the results they played.
    ``criteria`` defaults to the tournament's; ``rules`` to ``tournament.rules`` (used for the exempt
    policy ``half_game`` only).
    """
    tallies: dict[int, _Tally] = {e: _Tally() for e in entrants}
    house_rules = rules if rules is not None else tournament.rules
    for rnd in sorted(rounds, key=lambda r: r.number):
        round_outcomes = []
        for table in rnd.tables:
            outcome = results.get((rnd.number, table.number))
            for side in table.sides:
                for x in side:
                    tallies.setdefault(x, _Tally())
            if outcome is None or not outcome.finished:
                continue
            round_outcomes.append(outcome)
            for index, side in enumerate(table.sides):
                other = table.sides[1 - index]
                if outcome.winner is None:
                    result = "draw"
                else:
                    result = "won" if outcome.winner == index else "lost"
                for x in side:
                    tally = tallies[x]
                    tally.opponents.update(other)
                    tally.lines.append(RoundLine(
                        round_number=rnd.number,
                        table=table.number,
                        partners=tuple(y for y in side if y != x),
                        opponents=tuple(other),
                        points_for=outcome.totals[index],
                        points_against=outcome.totals[1 - index],
                        game_points=outcome.game_points[index],
                        result=result,
                    ))
        if rnd.exempts:
            score = exempt_score(tournament.exempt_policy, round_outcomes, house_rules)
            for exempt in rnd.exempts:
                tallies.setdefault(exempt.entrant_id, _Tally()).lines.append(RoundLine(
                    round_number=rnd.number,
                    table=None,
                    points_for=score.points_for,
                    points_against=score.points_against,
                    game_points=score.game_points,
                    result="won" if score.won else "none",
                    exempt=True,
                ))
    keys = tuple(criteria) if criteria is not None else tournament.ranking_criteria
    # Totals first, each entrant's sort key once, then the frozen Standings with their rank: live standings
    # are recomputed at every deal entered.
    keyed = []
    for entrant, tally in tallies.items():
        totals = _totals(tally)
        values = {key: totals[key.value] if key is not RankingKey.DIFFERENCE
                  else totals["points_for"] - totals["points_against"] for key in keys}
        sort_key = tuple(values[k] if k is RankingKey.POINTS_AGAINST else -values[k] for k in keys)
        keyed.append((sort_key, entrant, totals, tally))
    keyed.sort(key=lambda item: (item[0], item[1]))
    ranked: list[Standing] = []
    previous: tuple[int, ...] | None = None
    rank = 0
    for i, (sort_key, entrant, totals, tally) in enumerate(keyed):
        if sort_key != previous:
            rank = i + 1
            previous = sort_key
        ranked.append(Standing(entrant_id=entrant, rank=rank, opponents=frozenset(tally.opponents), **totals))
    return ranked


def _totals(tally: _Tally) -> dict[str, Any]:
    """An entrant's totals (the fields of :class:`Standing` but the id, rank and opponents), in one pass."""
    lines = tally.lines
    if any(lines[i].round_number > lines[i + 1].round_number for i in range(len(lines) - 1)):
        lines = sorted(lines, key=lambda line: line.round_number)
    played = wins = draws = losses = game_points = points_for = points_against = exempt_rounds = 0
    for line in lines:
        result = line.result
        if result == "won":
            wins += 1
        if line.exempt:
            exempt_rounds += 1
        else:
            played += 1
            if result == "draw":
                draws += 1
            elif result == "lost":
                losses += 1
        game_points += line.game_points
        points_for += line.points_for
        points_against += line.points_against
    return {
        "games_played": played, "wins": wins, "draws": draws, "losses": losses, "game_points": game_points,
        "points_for": points_for, "points_against": points_against, "exempt_rounds": exempt_rounds,
        "rounds": tuple(lines),
    }


def ranking_order(standings: Sequence[Standing]) -> list[int]:
    """Entrant ids best first, as the draw's ``ranking`` argument expects."""
    return [s.entrant_id for s in standings]
