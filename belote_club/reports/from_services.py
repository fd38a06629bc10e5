"""Build the documents' input data from :class:`belote_club.services.ClubService` results.

The only place in ``reports/`` that knows the services' result types; the renderers themselves take the
plain dataclasses of :mod:`belote_club.reports.data`.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import replace

from belote_club.i18n import N_, ngettext
from belote_club.i18n import gettext as _
from belote_club.reports.data import (
    ConcoursRules,
    Entrant,
    EventInfo,
    MatchResult,
    PlanTable,
    ResultsData,
    RoundResults,
    RoundScore,
    ScoreSheet,
    ScoreSheetsData,
    StandingRow,
    StandingsData,
    TablePlanData,
)
from belote_club.reports.treasurer import TreasurerData
from belote_club.rules import HouseRules
from belote_club.services import ClubService, ServiceError
from belote_club.services.views import EntrantView, GameView, RoundView, SideView, Standings
from belote_club.services.views import StandingRow as ServiceRow
from belote_club.text import euros, number
from belote_club.tournament.model import ExemptKind, Format, PairingMethod, Player, Tournament
from belote_club.tournament.standings import RoundLine

#: Each ranking criterion as the standings name it: « aux points », « à la différence »…
CRITERIA = {
    "game_points": N_("aux victoires"),
    "wins": N_("aux parties gagnées"),
    "points_for": N_("aux points"),
    "difference": N_("à la différence"),
    "points_against": N_("aux points concédés"),
    # the tie-breaks (after every other criterion)
    "head_to_head": N_("à la confrontation directe"),
    "best_game": N_("à la meilleure partie"),
    "lots": N_("au tirage au sort"),
}
#: Under Rubicon, game points are not the number of wins.
RUBICON_GAME_POINTS = N_("aux points de partie (victoire au Rubicon : 2)")


def event_info(tournament: Tournament, club: str = "") -> EventInfo:
    return EventInfo(tournament.name, tournament.date, club, tournament.venue)


def club_heading(service: ClubService, club: str | None = None) -> str:
    """``club`` when given (``belote-club print --club``, even ""), else the club stored in the database."""
    return service.club().heading if club is None else club


def criteria_text(criteria: Sequence[str], rules: HouseRules | None = None) -> str:
    """« aux points, puis aux victoires »; under Rubicon, game points are not the number of wins (a Rubicon
    win counts twice): the text says « points de partie », the order the standings really follow."""
    rubicon = rules is not None and rules.rubicon != "none"
    parts = [_(RUBICON_GAME_POINTS) if rubicon and str(c) == "game_points"
             else _(CRITERIA[str(c)]) if str(c) in CRITERIA else _("aux {criterion}").format(criterion=c)
             for c in criteria]
    return _(", puis ").join(parts)


def _names(players: Sequence[Player]) -> tuple[str, ...]:
    """The players as every screen names them (``Player.display_name``: « Odile Michel »)."""
    return tuple(p.display_name for p in players)


def _sort_names(players: Sequence[Player]) -> tuple[str, ...]:
    return tuple(p.sort_name for p in players)


def _team_name(label: str, players: Sequence[Player]) -> str:
    """The team's own name, or "" when the services' label only lists the players."""
    listed = {" / ".join(p.display_name for p in players), " / ".join(p.sort_name for p in players)}
    return "" if label in listed else label


def _entrant(number: int | None, label: str, players: Sequence[Player], individual: bool,
             numbers: tuple[int | None, ...] = ()) -> Entrant:
    name = "" if individual else _team_name(label, players)
    return Entrant(number, name, _names(players), numbers, sort_names=_sort_names(players))


def entrant_from_row(row: ServiceRow, individual: bool) -> Entrant:
    return _entrant(row.number, row.label, row.players, individual)


def entrant_from_view(view: EntrantView, individual: bool) -> Entrant:
    return _entrant(view.number, view.label, view.players, individual)


def entrant_from_side(side: SideView, individual: bool) -> Entrant:
    if individual:
        # Two partners drawn together: no team number, no team name; each player keeps their number.
        return _entrant(None, side.label, side.players, True, tuple(side.numbers))
    number = side.numbers[0] if side.numbers else None
    return _entrant(number, side.label, side.players, False)


def forfeit_side(game: GameView) -> int | None:
    """The side (0/1) that declared forfeit at a table, or None (the export's ``"mode": "forfeit"``)."""
    return game.forfeit if game.mode == "forfeit" else None


#: (entrant id, round number) → True: that entrant gave up the round's game (forfeit); False: it won by forfeit.
Forfeits = dict[tuple[int, int], bool]


def forfeits_of(views: Sequence[RoundView]) -> Forfeits:
    """Who gave up and who won by forfeit, round by round (entrant ids: teams, or players in mêlée)."""
    out: Forfeits = {}
    for view in views:
        for table in view.tables:
            side = forfeit_side(table.game)
            if side is None:
                continue
            for index, table_side in enumerate(table.sides):
                for entrant_id in table_side.entrant_ids:
                    out[(entrant_id, view.number)] = index == side
    return out


def round_results(view: RoundView, individual: bool, contested: Collection[int] = ()) -> RoundResults:
    """The round's games; ``contested``: the numbers of its tables whose score a camp disputed."""
    matches = []
    for table in view.tables:
        game = table.game
        sides = (entrant_from_side(table.sides[0], individual), entrant_from_side(table.sides[1], individual))
        points = (game.totals[0], game.totals[1]) if game.has_score else None
        winner = game.winner if game.finished else None
        matches.append(MatchResult(table.number, sides, points, winner, rubicon=bool(game.rubicon),
                                   forfeit=forfeit_side(game), contested=table.number in contested))
    exempts = tuple(entrant_from_view(e, individual) for e in view.exempts)
    return RoundResults(view.number, tuple(matches), exempts)


def _rows(standings: Standings, individual: bool, entrants: dict[int, EntrantView] | None = None,
          forfeits: Forfeits | None = None, provisional: Collection[int] = ()) -> tuple[StandingRow, ...]:
    """The rows; ``provisional``: the entrants who sat at a game whose score is contested."""
    entrants = entrants or {}
    forfeits = forfeits or {}
    contested = (_(CONTESTED_MARK),)
    return tuple(
        StandingRow(r.rank, entrant_from_row(r, individual), r.played, r.wins, r.game_points, r.points_for,
                    r.points_against, marks=_marks(r, entrants.get(r.entrant_id), individual, forfeits)
                    + (contested if r.entrant_id in provisional else ()),
                    rounds=tuple(_round_score(line, (r.entrant_id, line.round_number) in forfeits)
                                 for line in r.lines))
        for r in standings.rows
    )


def _round_score(line: RoundLine, forfeit: bool = False) -> RoundScore:
    counted = line.exempt or line.result != "none"  # "none" at a table: the game is not over yet
    return RoundScore(line.round_number, line.points_for if counted else None, line.result, line.exempt, forfeit)


#: What the standings say beside a name, for one round or several (« exempt en manches 2, 4 »).
LISTED = {
    "exempt": (N_("exempt en manche {rounds}"), N_("exempt en manches {rounds}")),
    "forfeit": (N_("forfait en manche {rounds}"), N_("forfait en manches {rounds}")),
    "won": (N_("gagnée par forfait en manche {rounds}"), N_("gagnée par forfait en manches {rounds}")),
    "won_alone": (N_("gagné par forfait en manche {rounds}"), N_("gagné par forfait en manches {rounds}")),
}


#: Beside an entrant who sat at a contested game, until the referee settles it.
CONTESTED_MARK = N_("provisoire : score contesté — arbitre appelé")


def _listed(what: str, rounds: Sequence[int]) -> str:
    """« exempt en manche 2 », « forfait en manches 2, 4 » (``what``: a key of :data:`LISTED`)."""
    singular, plural = LISTED[what]
    return _(plural if len(rounds) > 1 else singular).format(rounds=", ".join(str(n) for n in rounds))


def _marks(row: ServiceRow, entrant: EntrantView | None, individual: bool,
           forfeits: Forfeits | None = None) -> tuple[str, ...]:
    """What the standings say beside a name: exempt rounds, forfeits (given up, or won by the other side's
    forfeit), late arrival, withdrawal."""
    marks: list[str] = []
    exempt_rounds = [line.round_number for line in row.lines if line.exempt]
    if exempt_rounds:
        marks.append(_listed("exempt", exempt_rounds))
    forfeits = forfeits or {}
    given_up = [line.round_number for line in row.lines if forfeits.get((row.entrant_id, line.round_number))]
    won = [line.round_number for line in row.lines if forfeits.get((row.entrant_id, line.round_number)) is False]
    if given_up:
        marks.append(_listed("forfeit", given_up))
    if won:
        marks.append(_listed("won_alone" if individual else "won", won))
    late = entrant.joins_from_round if entrant is not None else 1
    if late > 1:
        marks.append((_("arrivé en manche {round}") if individual else _("arrivée en manche {round}")).format(round=late))
    withdrawn = row.withdrawn_from_round or (entrant.withdrawn_from_round if entrant is not None else None)
    if withdrawn is not None:
        marks.append(withdrawal_mark(withdrawn))
    return tuple(marks)


def withdrawal_mark(round_number: int) -> str:
    """« abandon dès la manche 3 », beside the name of a team (player) that withdrew."""
    return _("abandon dès la manche {round}").format(round=round_number)


def _last_round(service: ClubService, tournament_id: int) -> int:
    rounds = service.rounds(tournament_id)
    if not rounds:
        raise ServiceError(_("Aucune manche n’a encore été tirée pour ce concours."))
    return rounds[-1].number


def standings_data(service: ClubService, tournament_id: int, after_round: int | None = None,
                   *, club: str | None = None) -> StandingsData:
    tournament = service.tournament(tournament_id)
    club = club_heading(service, club)
    individual = tournament.format is Format.MELEE
    views = service.rounds(tournament_id)
    if after_round is not None and after_round not in {v.number for v in views}:
        raise ServiceError(_("La manche {round} n’a pas encore été tirée.").format(round=after_round))
    standings = service.standings(tournament_id, after_round=after_round)
    entrants = {e.entrant_id: e for e in service.entrants(tournament_id)}
    disputes = service.disputes(tournament_id)
    rounds = tuple(round_results(v, individual, disputes.in_round(v.number)) for v in views
                   if v.number <= standings.after_round)
    in_progress = tuple(n for n in standings.incomplete_rounds if n <= standings.after_round)
    forfeits = forfeits_of([v for v in views if v.number <= standings.after_round])
    provisional = disputes.entrants(standings.after_round)
    return StandingsData(event_info(tournament, club),
                         _rows(standings, individual, entrants, forfeits, provisional),
                         after_round=standings.after_round or None,
                         criteria=criteria_text(standings.criteria, HouseRules.from_dict(tournament.rules)),
                         rounds=rounds, individual=individual, in_progress=in_progress,
                         contested=bool(provisional))


def table_plan_data(service: ClubService, tournament_id: int, round_number: int | None = None,
                    *, club: str | None = None) -> TablePlanData:
    tournament = service.tournament(tournament_id)
    club = club_heading(service, club)
    individual = tournament.format is Format.MELEE
    number = round_number if round_number is not None else _last_round(service, tournament_id)
    view = service.round(tournament_id, number)
    tables = tuple(PlanTable(t.number, (entrant_from_side(t.sides[0], individual),
                                        entrant_from_side(t.sides[1], individual)), forfeit_side(t.game))
                   for t in view.tables)
    exempts = tuple(entrant_from_view(e, individual) for e in view.exempts)
    return TablePlanData(event_info(tournament, club), number, tables, exempts)


def score_sheets_data(service: ClubService, tournament_id: int, round_number: int | None = None,
                      *, blank: int = 0, club: str | None = None) -> ScoreSheetsData:
    tournament = service.tournament(tournament_id)
    club = club_heading(service, club)
    rules = HouseRules.from_dict(tournament.rules)
    sheets: list[ScoreSheet] = []
    forfeited: tuple[int, ...] = ()
    # The round's sheets (the latest round by default), then ``blank`` blank ones; with blank sheets asked
    # for and no round drawn yet, the blank sheets alone.  A table declared forfeit has no game to score:
    # no sheet (``forfeited`` lists it).
    if round_number is not None or blank == 0 or service.rounds(tournament_id):
        plan = table_plan_data(service, tournament_id, round_number, club=club)
        sheets = [ScoreSheet(plan.round_number, t.number, t.sides) for t in plan.tables if t.forfeit is None]
        forfeited = tuple(t.number for t in plan.tables if t.forfeit is not None)
    sheets += [ScoreSheet() for _sheet in range(blank)]
    return ScoreSheetsData(event_info(tournament, club), rules, tuple(sheets), forfeited=forfeited)


def results_data(service: ClubService, tournament_id: int, *, club: str | None = None,
                 prizes: Sequence[str] = ()) -> ResultsData:
    """The palmarès; ``prizes`` (lots, dotations) go to the rows in ranking order: the first to the first
    row, and so on (ex æquo rows each take the next line: the organiser writes them as they want them)."""
    tournament = service.tournament(tournament_id)
    club = club_heading(service, club)
    individual = tournament.format is Format.MELEE
    standings = service.standings(tournament_id)
    rounds = service.rounds(tournament_id)
    games = sum(1 for v in rounds for t in v.tables if t.game.has_score)
    deals = sum(len(t.game.deals) for v in rounds for t in v.tables)
    players = {p.id for r in standings.rows for p in r.players}
    facts = [((_("Joueurs") if individual else _("Équipes")), number(len(standings.rows)))]
    if not individual:
        facts.append((_("Joueurs"), number(len(players))))
    facts += [(_("Manches"), number(len(rounds))), (_("Parties jouées"), number(games))]
    if deals:
        facts.append((_("Donnes saisies"), number(deals)))
    disputes = service.disputes(tournament_id)
    provisional = bool(standings.incomplete_rounds or disputes) or len(rounds) < tournament.planned_rounds
    entrants = {e.entrant_id: e for e in service.entrants(tournament_id)}
    rows = _rows(standings, individual, entrants, forfeits_of(rounds), disputes.entrants())
    money = False
    if prizes:
        rows = tuple(replace(row, prize=prizes[i].strip()) if i < len(prizes) else row for i, row in enumerate(rows))
    else:
        sheet = service.prize_sheet(tournament_id)
        if sheet is not None:
            money = any(r.prize_cents for r in sheet.rows)
            won = {r.entry.entrant_id: r for r in sheet.rows if r.entry.rank is not None}
            rows = tuple(replace(row, prize=prize_text(won[r.entrant_id].prize_cents, won[r.entrant_id].lot))
                         if r.entrant_id in won else row for row, r in zip(rows, standings.rows, strict=True))
    return ResultsData(event_info(tournament, club), rows, len(rounds),
                       criteria_text(standings.criteria, HouseRules.from_dict(tournament.rules)), individual,
                       tuple(facts), provisional=provisional, money=money)


def prize_text(cents: int, lot: str | None) -> str:
    """A prize as the palmarès prints it: « 50,00 € + Jambon », « 50,00 € », « Jambon » or ""."""
    return " + ".join([*([euros(cents)] if cents else []), *([lot] if lot else [])])


def treasurer_data(service: ClubService, tournament_id: int, *, club: str | None = None) -> TreasurerData:
    """The treasurer's sheet; a French :class:`ServiceError` for a concours without prize rules."""
    tournament = service.tournament(tournament_id)
    sheet = service.prize_sheet(tournament_id)
    if sheet is None:
        raise ServiceError(_("Ce concours n’a pas de règles des prix : pas de feuille du trésorier (fixez d’abord "
                             "les droits d’inscription et les prix)."))
    individual = tournament.format is Format.MELEE
    views = service.entrants(tournament_id)
    entrants = {e.entrant_id: entrant_from_view(e, individual) for e in views}
    marks = {e.entrant_id: (withdrawal_mark(e.withdrawn_from_round),) for e in views
             if e.withdrawn_from_round is not None}
    return TreasurerData(event_info(tournament, club_heading(service, club)), sheet, entrants, individual, marks)


def tournament_rules(service: ClubService, tournament_id: int,
                     *, club: str | None = None) -> tuple[HouseRules, EventInfo]:
    tournament = service.tournament(tournament_id)
    club = club_heading(service, club)
    return HouseRules.from_dict(tournament.rules), event_info(tournament, club)


def concours_rules(service: ClubService, tournament_id: int) -> ConcoursRules:
    """The concours' own rules for the rule sheet, from what the organiser set."""
    tournament = service.tournament(tournament_id)
    return concours_lines(tournament, HouseRules.from_dict(tournament.rules))


def concours_lines(tournament: Tournament, rules: HouseRules) -> ConcoursRules:
    individual = tournament.format is Format.MELEE
    end = rules.game_end
    if end.type == "deals":
        game = _("une partie en {count} donnes").format(count=end.count)
    elif end.type == "target":
        game = _("une partie en {points} points").format(points=number(end.points))
    else:
        game = _("une partie arrêtée par l’organisateur")
    rounds = tournament.planned_rounds
    draw = (_("les adversaires sont tirés au sort à chaque manche")
            if tournament.pairing is PairingMethod.RANDOM else
            _("la première manche est tirée au sort, puis les voisins au classement se rencontrent "
              "(sans rejouer contre le même adversaire quand c’est possible)"))
    format_text = (_("mêlée : chacun s’inscrit seul, partenaires et adversaires sont tirés à chaque manche ; "
                     "classement individuel") if individual else _("doublettes : les équipes s’inscrivent à deux"))
    criteria = criteria_text([k.value for k in tournament.ranking_criteria], rules)
    ranking = (_("Les joueurs sont classés {criteria}. À égalité sur tous ces critères, le rang est partagé "
                 "(ex æquo).") if individual else
               _("Les équipes sont classées {criteria}. À égalité sur tous ces critères, le rang est partagé "
                 "(ex æquo)."))
    late = (_("Un joueur arrivé en retard entre au tirage de la manche suivante ; les manches manquées ne lui "
              "rapportent rien. Un joueur qui abandonne n’est plus tiré et garde au classement les résultats déjà "
              "joués.") if individual else
            _("Une équipe arrivée en retard entre au tirage de la manche suivante ; les manches manquées ne lui "
              "rapportent rien. Une équipe qui abandonne n’est plus tirée et garde au classement les résultats "
              "déjà joués."))
    lines = [
        (_("Formule"), _("Concours en {format}.").format(format=format_text)),
        (_("Manches et parties"), ngettext(
            "{rounds} manche ; à chaque manche, {game} par table, selon les règles ci-dessus ; {draw}.",
            "{rounds} manches ; à chaque manche, {game} par table, selon les règles ci-dessus ; {draw}.",
            rounds).format(rounds=rounds, game=game, draw=draw)),
        (_("Classement"), ranking.format(criteria=criteria)),
        (_("Exempt"), _exempt_text(tournament)),
        (_("Retard et abandon"), late + " " + _(
            "Si l’abandon survient pendant une manche déjà tirée, la table est déclarée forfait : le camp qui "
            "abandonne perd la partie, l’autre marque ce que marque un exempt (ou les points fixés par "
            "l’organisateur).")),
    ]
    return ConcoursRules(tuple(lines))


def _exempt_text(tournament: Tournament) -> str:
    policy = tournament.exempt_policy
    if tournament.format is Format.MELEE:
        start = _("Quand le nombre de joueurs n’est pas un multiple de 4, 1 à 3 joueurs sont exempts de la "
                  "manche, choisis parmi ceux qui l’ont été le moins souvent : ")
    else:
        start = _("Avec un nombre impair d’équipes, une équipe est exempte de la manche, choisie parmi celles qui "
                  "l’ont été le moins souvent : ")
    if policy.kind is ExemptKind.FIXED_WIN:
        return start + _("la manche lui compte comme une partie gagnée, {points} points à 0.").format(
            points=number(policy.amount))
    if policy.kind is ExemptKind.ROUND_AVERAGE:
        return start + _("la manche lui compte comme une partie gagnée, avec la moyenne des points marqués dans "
                         "la manche, à 0.")
    if policy.kind is ExemptKind.HALF_GAME:
        return start + _("la moitié des points d’une partie, sans victoire.")
    return start + _("la manche ne lui rapporte rien.")
