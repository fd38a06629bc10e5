"""Build the documents' input data from :class:`belote_club.services.ClubService` results.

The only place in ``reports/`` that knows the services' result types; the renderers themselves take the
plain dataclasses of :mod:`belote_club.reports.data`.
"""

from __future__ import annotations

from collections.abc import Sequence

from belote_club.reports.data import (
    Entrant,
    EventInfo,
    MatchResult,
    PlanTable,
    ResultsData,
    RoundResults,
    ScoreSheet,
    ScoreSheetsData,
    StandingRow,
    StandingsData,
    TablePlanData,
)
from belote_club.rules import HouseRules
from belote_club.services import ClubService, ServiceError
from belote_club.services.views import EntrantView, RoundView, SideView, Standings
from belote_club.services.views import StandingRow as ServiceRow
from belote_club.tournament.model import Format, Player, Tournament

CRITERIA = {
    "game_points": "victoires",
    "wins": "parties gagnées",
    "points_for": "points",
    "difference": "différence",
    "points_against": "points concédés",
}


def event_info(tournament: Tournament, club: str = "") -> EventInfo:
    return EventInfo(tournament.name, tournament.date, club, tournament.venue)


def club_heading(service: ClubService, club: str | None = None) -> str:
    """``club`` when given (``belote-club print --club``, even ""), else the club stored in the database."""
    return service.club().heading if club is None else club


def criteria_text(criteria: Sequence[str]) -> str:
    """« aux points, puis aux victoires »."""
    words = [CRITERIA.get(str(c), str(c)) for c in criteria]
    parts = [("à la " if w == "différence" else "aux ") + w for w in words]
    return ", puis ".join(parts)


def _names(players: Sequence[Player]) -> tuple[str, ...]:
    return tuple(p.sort_name for p in players)


def _team_name(label: str, players: Sequence[Player]) -> str:
    """The team's own name, or "" when the services' label only lists the players."""
    listed = {" / ".join(p.display_name for p in players), " / ".join(p.sort_name for p in players)}
    return "" if label in listed else label


def entrant_from_row(row: ServiceRow, individual: bool) -> Entrant:
    if individual:
        return Entrant(row.number, "", _names(row.players))
    return Entrant(row.number, _team_name(row.label, row.players), _names(row.players))


def entrant_from_view(view: EntrantView, individual: bool) -> Entrant:
    if individual:
        return Entrant(view.number, "", _names(view.players))
    return Entrant(view.number, _team_name(view.label, view.players), _names(view.players))


def entrant_from_side(side: SideView, individual: bool) -> Entrant:
    if individual:
        # Two partners drawn together: no team number, no team name; each player keeps their number.
        return Entrant(None, "", _names(side.players), tuple(side.numbers))
    number = side.numbers[0] if side.numbers else None
    return Entrant(number, _team_name(side.label, side.players), _names(side.players))


def round_results(view: RoundView, individual: bool) -> RoundResults:
    matches = []
    for table in view.tables:
        game = table.game
        sides = (entrant_from_side(table.sides[0], individual), entrant_from_side(table.sides[1], individual))
        points = (game.totals[0], game.totals[1]) if game.has_score else None
        winner = game.winner if game.finished else None
        matches.append(MatchResult(table.number, sides, points, winner, rubicon=bool(game.rubicon)))
    exempts = tuple(entrant_from_view(e, individual) for e in view.exempts)
    return RoundResults(view.number, tuple(matches), exempts)


def _rows(standings: Standings, individual: bool) -> tuple[StandingRow, ...]:
    return tuple(
        StandingRow(r.rank, entrant_from_row(r, individual), r.played, r.wins, r.game_points, r.points_for,
                    r.points_against)
        for r in standings.rows
    )


def _last_round(service: ClubService, tournament_id: int) -> int:
    rounds = service.rounds(tournament_id)
    if not rounds:
        raise ServiceError("Aucune manche n’a encore été tirée pour ce concours.")
    return rounds[-1].number


def standings_data(service: ClubService, tournament_id: int, after_round: int | None = None,
                   *, club: str | None = None) -> StandingsData:
    tournament = service.tournament(tournament_id)
    club = club_heading(service, club)
    individual = tournament.format is Format.MELEE
    views = service.rounds(tournament_id)
    if after_round is not None and after_round not in {v.number for v in views}:
        raise ServiceError(f"La manche {after_round} n’a pas encore été tirée.")
    standings = service.standings(tournament_id, after_round=after_round)
    rounds = tuple(round_results(v, individual) for v in views if v.number <= standings.after_round)
    in_progress = tuple(n for n in standings.incomplete_rounds if n <= standings.after_round)
    return StandingsData(event_info(tournament, club), _rows(standings, individual),
                         after_round=standings.after_round or None, criteria=criteria_text(standings.criteria),
                         rounds=rounds, individual=individual, in_progress=in_progress)


def table_plan_data(service: ClubService, tournament_id: int, round_number: int | None = None,
                    *, club: str | None = None) -> TablePlanData:
    tournament = service.tournament(tournament_id)
    club = club_heading(service, club)
    individual = tournament.format is Format.MELEE
    number = round_number if round_number is not None else _last_round(service, tournament_id)
    view = service.round(tournament_id, number)
    tables = tuple(PlanTable(t.number, (entrant_from_side(t.sides[0], individual),
                                        entrant_from_side(t.sides[1], individual))) for t in view.tables)
    exempts = tuple(entrant_from_view(e, individual) for e in view.exempts)
    return TablePlanData(event_info(tournament, club), number, tables, exempts)


def score_sheets_data(service: ClubService, tournament_id: int, round_number: int | None = None,
                      *, blank: int = 0, club: str | None = None) -> ScoreSheetsData:
    tournament = service.tournament(tournament_id)
    club = club_heading(service, club)
    rules = HouseRules.from_dict(tournament.rules)
    sheets: list[ScoreSheet] = []
    if round_number is not None or blank == 0:
        plan = table_plan_data(service, tournament_id, round_number, club=club)
        sheets = [ScoreSheet(plan.round_number, t.number, t.sides) for t in plan.tables]
    sheets += [ScoreSheet() for _ in range(blank)]
    return ScoreSheetsData(event_info(tournament, club), rules, tuple(sheets))


def results_data(service: ClubService, tournament_id: int, *, club: str | None = None) -> ResultsData:
    tournament = service.tournament(tournament_id)
    club = club_heading(service, club)
    individual = tournament.format is Format.MELEE
    standings = service.standings(tournament_id)
    rounds = service.rounds(tournament_id)
    games = sum(1 for v in rounds for t in v.tables if t.game.has_score)
    deals = sum(len(t.game.deals) for v in rounds for t in v.tables)
    players = {p.id for r in standings.rows for p in r.players}
    facts = [(("Joueurs" if individual else "Équipes"), str(len(standings.rows)))]
    if not individual:
        facts.append(("Joueurs", str(len(players))))
    facts += [("Manches", str(len(rounds))), ("Parties jouées", str(games))]
    if deals:
        facts.append(("Donnes saisies", str(deals)))
    provisional = bool(standings.incomplete_rounds) or len(rounds) < tournament.planned_rounds
    return ResultsData(event_info(tournament, club), _rows(standings, individual), len(rounds),
                       criteria_text(standings.criteria), individual, tuple(facts), provisional=provisional)


def tournament_rules(service: ClubService, tournament_id: int,
                     *, club: str | None = None) -> tuple[HouseRules, EventInfo]:
    tournament = service.tournament(tournament_id)
    club = club_heading(service, club)
    return HouseRules.from_dict(tournament.rules), event_info(tournament, club)
