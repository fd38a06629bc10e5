"""Standings and paper-sheet checks, recomputed from the stored games every time.

Reading of the issue where it is silent:

* A game counts once it is over: finished by the rules, closed by the organiser, or entered as paper
  totals.  Games still being played are ignored (the projector shows them as « en cours »).
* Every entrant of a side gets that side's result: in mêlée both partners get the table's points.
* Exempts score according to the tournament's ``exempt_policy``: ``fixed_win`` a won game with
  ``amount`` points and 0 against; ``round_average`` a won game with the average points scored by a side
  in that round's finished games; ``half_game`` that same average without a win (half of what a table
  scores in all); ``nothing`` nothing.  An exempt is not a game played.
* Ranking follows ``Tournament.ranking_criteria`` (larger first, ``points_against`` smaller first);
  entrants equal on every criterion share a rank and are listed by number.
* Entrants appear once they are checked in or have played; a withdrawn entrant stays in the standings
  with what was played (``withdrawn_from_round`` tells the front ends to mark it).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from belote_club.rules import HouseRules
from belote_club.services.views import StandingRow, Standings
from belote_club.tournament.model import ExemptKind, GameRecord, RankingKey

if TYPE_CHECKING:
    from belote_club.services.club import _Context


@dataclass
class _Tally:
    played: int = 0
    wins: int = 0
    game_points: int = 0
    points_for: int = 0
    points_against: int = 0
    exempts: int = 0
    opponents: list[int] = field(default_factory=list)

    def value(self, key: RankingKey) -> int:
        if key is RankingKey.GAME_POINTS:
            return self.game_points
        if key is RankingKey.WINS:
            return self.wins
        if key is RankingKey.POINTS_FOR:
            return self.points_for
        if key is RankingKey.DIFFERENCE:
            return self.points_for - self.points_against
        return -self.points_against  # fewer is better


def compute(context: _Context, after_round: int | None = None) -> Standings:
    tournament = context.tournament
    last = max((r.number for r in context.rounds), default=0)
    after = last if after_round is None else min(after_round, last)
    tallies: dict[int, _Tally] = defaultdict(_Tally)
    incomplete: list[int] = []
    policy = tournament.exempt_policy
    for rnd in context.rounds:
        if rnd.number > after:
            continue
        side_points: list[int] = []
        unfinished = False
        for table in rnd.tables:
            game = context.game_view(rnd.number, table.number, explain=False)
            if not game.finished:
                unfinished = True
                continue
            for s in (0, 1):
                side_points.append(game.totals[s])
                for entrant in table.sides[s]:
                    tally = tallies[entrant]
                    tally.played += 1
                    tally.points_for += game.totals[s]
                    tally.points_against += game.totals[1 - s]
                    tally.game_points += game.game_points[s]
                    tally.wins += 1 if game.winner == s else 0
                    tally.opponents.extend(table.sides[1 - s])
        if unfinished:
            incomplete.append(rnd.number)
        average = round(sum(side_points) / len(side_points)) if side_points else 0
        for exempt in rnd.exempts:
            tally = tallies[exempt.entrant_id]
            tally.exempts += 1
            if policy.kind is ExemptKind.FIXED_WIN:
                tally.wins += 1
                tally.game_points += 1
                tally.points_for += policy.amount
            elif policy.kind is ExemptKind.ROUND_AVERAGE:
                tally.wins += 1
                tally.game_points += 1
                tally.points_for += average
            elif policy.kind is ExemptKind.HALF_GAME:
                tally.points_for += average
    entrants = context.entrants
    for entrant_id, view in entrants.items():
        if view.registration.checked_in:
            tallies.setdefault(entrant_id, _Tally())
    criteria = tuple(tournament.ranking_criteria)

    def number(entrant_id: int) -> int:
        view = entrants.get(entrant_id)
        return view.number if view is not None and view.number is not None else 10**9

    order = sorted(tallies, key=lambda e: (tuple(-tallies[e].value(k) for k in criteria), number(e), e))
    rows: list[StandingRow] = []
    previous_key: tuple[int, ...] | None = None
    rank = 0
    for index, entrant_id in enumerate(order, start=1):
        tally = tallies[entrant_id]
        key = tuple(tally.value(k) for k in criteria)
        if key != previous_key:
            rank = index
            previous_key = key
        view = entrants.get(entrant_id)
        rows.append(
            StandingRow(
                rank=rank,
                entrant_id=entrant_id,
                number=view.number if view else None,
                label=view.label if view else str(entrant_id),
                players=view.players if view else (),
                played=tally.played,
                wins=tally.wins,
                game_points=tally.game_points,
                points_for=tally.points_for,
                points_against=tally.points_against,
                exempts=tally.exempts,
                opponent_ids=tuple(tally.opponents),
                opponents=tuple(entrants[o].label if o in entrants else str(o) for o in tally.opponents),
                withdrawn_from_round=view.withdrawn_from_round if view else None,
            )
        )
    return Standings(
        tournament_id=context.tournament_id,
        after_round=after,
        criteria=tuple(k.value for k in criteria),
        rows=tuple(rows),
        incomplete_rounds=tuple(incomplete),
    )


def paper_warnings(rules: HouseRules, record: GameRecord) -> list[str]:
    """French warnings about a paper sheet's totals (empty: nothing suspicious).

    The optional counts make the check precise: ``deal_count`` counts the deals played (all-pass deals
    excluded), ``belotes`` the belotes scored, ``capots`` the capots, ``lost_reserve`` the reserve left at
    the end.  Each played deal puts 162 points on the table (160 with a rounding mode, give or take 10),
    a capot ``capot_points`` instead, a belote ``belote_points``; annonces cannot be checked.
    """
    if record.totals is None:
        return []
    a, b = record.totals
    warnings: list[str] = []
    end = rules.game_end
    if a == b:
        warnings.append(f"Totaux égaux ({a} – {b}) : la partie est enregistrée comme nulle.")
    if end.type == "target":
        top = max(a, b)
        reached = top > end.points if end.strict else top >= end.points
        if not reached:
            warnings.append(f"Aucun total n’atteint le but de {end.points} points : la partie semble inachevée.")
    if end.type == "deals" and record.deal_count is not None and record.deal_count < end.count:
        warnings.append(
            f"La feuille compte {record.deal_count} donnes alors que la partie en prévoit {end.count}."
        )
    if rules.rounding != "exact":
        step = 5 if rules.rounding == "five_keep_160" else 10
        if a % step or b % step:
            warnings.append(f"Avec l’arrondi choisi, les totaux devraient être des multiples de {step}.")
    if record.deal_count is not None:
        rounded = rules.rounding != "exact"
        per_deal = 160 if rounded else 162
        capot_extra = (250 if rounded and rules.capot_points == 252 else rules.capot_points) - per_deal
        expected = (
            record.deal_count * per_deal
            + (record.belotes or 0) * rules.belote_points
            + (record.capots or 0) * capot_extra
            - (record.lost_reserve or 0)
        )
        tolerance = 10 * record.deal_count if rounded else 0
        total = a + b
        if rules.annonces:
            if total < expected - tolerance:
                warnings.append(
                    f"Les totaux ({a} + {b} = {total}) sont inférieurs au minimum attendu ({expected}) pour "
                    f"{record.deal_count} donnes."
                )
        elif abs(total - expected) > tolerance:
            detail = _detail(record)
            warnings.append(
                f"Les totaux ({a} + {b} = {total}) ne correspondent pas à {detail} : "
                f"{expected}{f' à {tolerance} près' if tolerance else ''} attendus."
            )
    return warnings


def _detail(record: GameRecord) -> str:
    parts: Sequence[str] = [f"{record.deal_count} donnes"]
    extras = []
    if record.belotes:
        extras.append(f"{record.belotes} belote{'s' if record.belotes > 1 else ''}")
    if record.capots:
        extras.append(f"{record.capots} capot{'s' if record.capots > 1 else ''}")
    if record.lost_reserve:
        extras.append(f"{record.lost_reserve} points de réserve perdus")
    if extras:
        return f"{parts[0]}, {', '.join(extras)}"
    return parts[0]
