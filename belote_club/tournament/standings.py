"""Standings per team (doublettes) or per player (mêlée).

Input: the tournament, its rounds, and each table's :class:`~.results.GameOutcome` keyed by
``(round number, table number)``; no rules engine is run here.  Only finished games count; a table
without a finished result is simply not counted yet.  In mêlée, each player is credited with their
side's result.  Exempt rounds score by the tournament's exempt policy (see :mod:`.exempt`).

Ranking: the tournament's ordered criteria (:class:`~.model.RankingKey`), every key larger-first
except ``points_against``.  Each criterion only separates the entrants equal on every criterion before
it, which is what the tie-breaks need: the head-to-head result counts the games *between the entrants
still tied*, the drawing of lots orders them by a seeded shuffle (the services record the seed).  Entrants
equal on every criterion share a rank (1, 2, 2, 4) and are marked ``tied`` (« ex æquo »); within a tie the
list is ordered by entrant id, so it is stable from one call to the next.

:data:`CRITERION_LABELS` names every criterion in French, once for every view (settings dialog,
Classement tab, PDF); :func:`criteria_text` makes the sentence « aux points marqués, puis … ».
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from belote_club.i18n import N_, gettext
from belote_club.rules import HouseRules

from .exempt import exempt_score
from .labels import Labels
from .model import RANKING_PRESETS, RankingKey, Round, Tournament
from .results import GameOutcome

__all__ = [
    "CRITERION_LABELS", "CRITERION_PHRASES", "EX_AEQUO", "RoundLine", "Standing", "compute_standings",
    "criteria_text", "ranking_criteria", "ranking_order",
]

#: One label per criterion, for every view that names it (dialog, Classement tab, PDF), in the language in force
#: when read (the French texts are the message ids).
CRITERION_LABELS: Mapping[RankingKey, str] = Labels({
    RankingKey.GAME_POINTS: N_("points de partie"),
    RankingKey.WINS: N_("parties gagnées"),
    RankingKey.POINTS_FOR: N_("points marqués"),
    RankingKey.DIFFERENCE: N_("différence"),
    RankingKey.POINTS_AGAINST: N_("points encaissés"),
    RankingKey.HEAD_TO_HEAD: N_("confrontation directe"),
    RankingKey.BEST_GAME: N_("meilleure partie"),
    RankingKey.LOTS: N_("tirage au sort"),
})
#: The same, after « classés » (« aux points marqués, puis à la différence »): whole phrases, since the
#: preposition depends on the word and the language.
CRITERION_PHRASES: Mapping[RankingKey, str] = Labels({
    RankingKey.GAME_POINTS: N_("aux points de partie"),
    RankingKey.WINS: N_("aux parties gagnées"),
    RankingKey.POINTS_FOR: N_("aux points marqués"),
    RankingKey.DIFFERENCE: N_("à la différence"),
    RankingKey.POINTS_AGAINST: N_("aux points encaissés"),
    RankingKey.HEAD_TO_HEAD: N_("à la confrontation directe"),
    RankingKey.BEST_GAME: N_("à la meilleure partie"),
    RankingKey.LOTS: N_("au tirage au sort"),
})
#: How a shared rank is marked (a message id: ``gettext(EX_AEQUO)`` where it is shown).
EX_AEQUO = N_("ex æquo")


def criteria_text(criteria: Sequence[RankingKey]) -> str:
    """« aux points marqués, puis aux points de partie, puis au tirage au sort »."""
    return gettext(", puis ").join(CRITERION_PHRASES[RankingKey(k)] for k in criteria)


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
    best_game: int = 0  #: the most points scored in one game (exempt rounds aside)
    tied: bool = False  #: shares its rank with another entrant (« ex æquo »)
    head_to_head: int = 0  #: game points won against the entrants it was tied with, when that criterion ran
    lot: int = 0  #: its place in the drawing of lots (1 = first), when that criterion ran

    @property
    def difference(self) -> int:
        return self.points_for - self.points_against

    def value(self, key: RankingKey) -> int:
        """The entrant's value for a criterion, as shown (``lots``: its place in the drawing)."""
        if key is RankingKey.DIFFERENCE:
            return self.difference
        if key is RankingKey.LOTS:
            return self.lot
        return int(getattr(self, key.value))


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


def compute_standings(
    tournament: Tournament,
    rounds: Iterable[Round],
    results: Mapping[tuple[int, int], GameOutcome],
    *,
    entrants: Iterable[int] = (),
    criteria: Sequence[RankingKey] | None = None,
    rules: Mapping[str, Any] | HouseRules | None = None,
    lots_seed: int = 0,
) -> list[Standing]:
    """The standings, best first.

    ``entrants``: ids to list even without any game (late arrivals, entrants never drawn); everybody
    seen in a round is listed anyway, withdrawn entrants included with the results they played.
    ``criteria`` defaults to the tournament's; ``rules`` to ``tournament.rules`` (used for the exempt
    policy ``half_game`` only); ``lots_seed`` seeds the drawing of lots (:attr:`RankingKey.LOTS`), so that
    the same seed gives the same order: the services draw it once and record it.
    """
    tallies: dict[int, _Tally] = {e: _Tally() for e in entrants}
    house_rules = rules if rules is not None else tournament.rules
    for rnd in sorted(rounds, key=lambda r: r.number):
        round_outcomes = []
        for table in rnd.tables:
            outcome = results.get((rnd.number, table.number))
            for side in table.sides:
                for x in side:
                    if x not in tallies:  # (not setdefault: it would build a tally for every seat every time)
                        tallies[x] = _Tally()
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
    totals = {entrant: _totals(tally) for entrant, tally in tallies.items()}
    # Refine groups of equal entrants one criterion at a time: a tie-break looks at its group only.
    groups: list[list[int]] = [sorted(totals)]
    extra: dict[int, dict[str, int]] = {entrant: {} for entrant in totals}
    for key in keys:
        refined: list[list[int]] = []
        for group in groups:
            if len(group) == 1:
                refined.append(group)
                continue
            values = _values(key, group, totals, tallies, lots_seed)
            if key in (RankingKey.HEAD_TO_HEAD, RankingKey.LOTS):
                for entrant in group:
                    extra[entrant][key.value if key is RankingKey.HEAD_TO_HEAD else "lot"] = (
                        values[entrant] if key is RankingKey.HEAD_TO_HEAD else -values[entrant])
            order = sorted(group, key=lambda e: (-values[e], e))
            start = 0
            for i in range(1, len(order) + 1):
                if i == len(order) or values[order[i]] != values[order[start]]:
                    refined.append(order[start:i])
                    start = i
        groups = refined
    ranked: list[Standing] = []
    for group in groups:
        rank = len(ranked) + 1
        for entrant in group:
            ranked.append(Standing(entrant_id=entrant, rank=rank, opponents=frozenset(tallies[entrant].opponents),
                                   tied=len(group) > 1, head_to_head=extra[entrant].get("head_to_head", 0),
                                   lot=extra[entrant].get("lot", 0), **totals[entrant]))
    return ranked


def _values(key: RankingKey, group: Sequence[int], totals: Mapping[int, Mapping[str, Any]],
            tallies: Mapping[int, _Tally], lots_seed: int) -> dict[int, int]:
    """Each entrant's value for ``key`` within its group of tied entrants, larger first."""
    if key is RankingKey.HEAD_TO_HEAD:
        members = set(group)
        return {e: sum(line.game_points for line in tallies[e].lines
                       if not line.exempt and members.intersection(line.opponents)) for e in group}
    if key is RankingKey.LOTS:
        drawn = sorted(totals)
        random.Random(lots_seed).shuffle(drawn)
        place = {entrant: i for i, entrant in enumerate(drawn)}
        return {e: -(place[e] + 1) for e in group}
    if key is RankingKey.DIFFERENCE:
        return {e: totals[e]["points_for"] - totals[e]["points_against"] for e in group}
    if key is RankingKey.POINTS_AGAINST:
        return {e: -totals[e]["points_against"] for e in group}
    return {e: totals[e][key.value] for e in group}


def _totals(tally: _Tally) -> dict[str, Any]:
    """An entrant's totals (the fields of :class:`Standing` but the id, rank and opponents), in one pass."""
    lines = tally.lines
    if any(lines[i].round_number > lines[i + 1].round_number for i in range(len(lines) - 1)):
        lines = sorted(lines, key=lambda line: line.round_number)
    played = wins = draws = losses = game_points = points_for = points_against = exempt_rounds = best = 0
    for line in lines:
        result = line.result
        if result == "won":
            wins += 1
        if line.exempt:
            exempt_rounds += 1
        else:
            played += 1
            best = max(best, line.points_for)
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
        "rounds": tuple(lines), "best_game": best,
    }


def ranking_order(standings: Sequence[Standing]) -> list[int]:
    """Entrant ids best first, as the draw's ``ranking`` argument expects."""
    return [s.entrant_id for s in standings]
