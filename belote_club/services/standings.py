"""Standings: a thin adapter over :mod:`belote_club.tournament`.

The services score every table's game through the engine (or take the paper totals), turn each result
into a :class:`~belote_club.tournament.results.GameOutcome`, and let
:func:`belote_club.tournament.standings.compute_standings` rank the entrants (exempt policy, ranking
criteria, ties sharing a rank).  This module only adds what the front ends show: labels, numbers,
players, the opponents met in round order.

Entrants listed: everybody who has been drawn (withdrawn entrants included, with what they played) and
every checked-in entrant, even before the first round — a late arrival only from the round it joins.
"""

from __future__ import annotations

from belote_club.services.snapshot import TournamentSnapshot
from belote_club.services.views import StandingRow, Standings
from belote_club.tournament.results import GameOutcome
from belote_club.tournament.standings import compute_standings


def ranking(snapshot: TournamentSnapshot, after_round: int | None = None) -> list[int]:
    """Entrant ids, best first (what a draw by ranking pairs)."""
    return [row.entrant_id for row in compute(snapshot, after_round).rows]


def compute(snapshot: TournamentSnapshot, after_round: int | None = None) -> Standings:
    last = max((r.number for r in snapshot.rounds), default=0)
    after = last if after_round is None else max(0, min(after_round, last))
    rounds = [r for r in snapshot.rounds if r.number <= after]
    results: dict[tuple[int, int], GameOutcome] = {}
    incomplete: list[int] = []
    for rnd in rounds:
        for table in rnd.tables:
            game = snapshot.game_view(rnd.number, table.number, explain=False)
            if not game.finished:
                if rnd.number not in incomplete:
                    incomplete.append(rnd.number)
                continue
            results[(rnd.number, table.number)] = GameOutcome(game.totals, game.winner, game.game_points, True)
    entrants = snapshot.entrants
    # A late arrival is listed from the round it joins: the standings after round 1 never show at 0 a team
    # that arrived for round 2 (the screens and the papers read these same rows).
    checked_in = [eid for eid, view in entrants.items() if view.registration.checked_in
                  and (after == 0 or view.registration.joins_from_round <= after)]
    ranked = compute_standings(snapshot.tournament, rounds, results, entrants=checked_in, rules=snapshot.rules,
                              lots_seed=snapshot.lots_seed)
    rows = []
    for standing in ranked:
        view = entrants.get(standing.entrant_id)
        opponent_ids = tuple(o for line in standing.rounds for o in line.opponents)
        rows.append(
            StandingRow(
                rank=standing.rank,
                entrant_id=standing.entrant_id,
                number=view.number if view else None,
                label=view.label if view else str(standing.entrant_id),
                players=view.players if view else (),
                played=standing.games_played,
                wins=standing.wins,
                game_points=standing.game_points,
                points_for=standing.points_for,
                points_against=standing.points_against,
                exempts=standing.exempt_rounds,
                opponent_ids=opponent_ids,
                opponents=tuple(entrants[o].label if o in entrants else str(o) for o in opponent_ids),
                withdrawn_from_round=view.withdrawn_from_round if view else None,
                joins_from_round=view.registration.joins_from_round if view else 1,
                draws=standing.draws,
                losses=standing.losses,
                lines=standing.rounds,
            )
        )
    return Standings(
        tournament_id=snapshot.tournament_id,
        after_round=after,
        criteria=tuple(k.value for k in snapshot.tournament.ranking_criteria),
        rows=tuple(rows),
        incomplete_rounds=tuple(incomplete),
    )

