"""Made-up tournaments for previews, tests and the benchmark (``make pdfs`` uses the services' demo when present).

Deterministic: the same ``seed`` gives the same clubs, people and scores.  People's names come from the demo's
one name builder (:func:`belote_club.services.demo.demo_names`); team names and the long names that test
the layout are this module's.
"""

from __future__ import annotations

import datetime as dt
import random

from belote_club.i18n import gettext as _
from belote_club.reports.data import (
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
from belote_club.reports.from_services import criteria_text
from belote_club.rules import HouseRules
from belote_club.services.demo import demo_names
from belote_club.text import number as spaced

TEAM_WORDS = ("Les As", "Les Rebelotes", "Belote et Rebelote", "Les Capots", "Dix de Der", "Les Valets",
              "Les Neuf d’atout", "Les Dames de cœur", "Les Pisseurs", "Les Surcoupeurs", "Les Tierces",
              "Les Carrés de valets", "Le Litige", "Les Dedans", "Les Coinchés")

EVENT = EventInfo("Concours de la Saint-Martin", dt.date(2026, 11, 21), "Belote Club de Bormes",
                  "Salle des fêtes")
#: A realistic long concours name (55 characters) and club name (39): the header must never overlap.
LONG_EVENT = EventInfo("Grand concours de belote de la Saint-Martin en doublettes",
                       dt.date(2026, 11, 21), "Amicale des belotiers de Bormes-les-Mimosas",
                       "Salle polyvalente Jean-Baptiste Bonnaventure-Delacroix")
#: Names of 60 characters and more, with long words: they must wrap between words, never over a neighbour.
LONG_TEAMS = ("Les Inséparables du Comité des fêtes de Saint-Flour-sur-Cère et environs",
              "Association sportive et culturelle des retraités de Bormes-les-Mimosas",
              "Les Vieilles Canailles de l’Amicale laïque de Castelnau-de-Montmiral")
LONG_LAST = ("Bonnaventure-Delacroix de la Rochefoucauld-Montmorency", "Vandenberghe-Schwarzenegger")
LONG_FIRST = ("Marie-Françoise-Bernadette", "Jean-Christophe-Emmanuel")


def sample_entrants(count: int, seed: int = 7, *, long_names: bool = False) -> list[Entrant]:
    """``count`` teams; with ``long_names``, every third one has a name and players of 60+ characters."""
    rng = random.Random(seed)
    names = demo_names(rng)  # the one builder of demonstration names (services/demo.py)
    out = []
    for number in range(1, count + 1):
        people = (next(names), next(names))
        if long_names and number % 3 == 1:
            people = ((LONG_FIRST[0], LONG_LAST[0]), (LONG_FIRST[1], LONG_LAST[1]))
        players = tuple(f"{first} {last}" for first, last in people)  # as every screen names them
        sort_names = tuple(f"{last} {first}" for first, last in people)
        name = rng.choice(TEAM_WORDS) if rng.random() < 0.45 else ""
        if name and number % 3 == 0:
            name = f"{name} de {rng.choice(('Bormes', 'La Londe', 'Hyères', 'Cogolin', 'Le Lavandou'))}"
        if long_names and number % 3 == 1:
            name = LONG_TEAMS[number % len(LONG_TEAMS)]
        out.append(Entrant(number, name, players, sort_names=sort_names))
    return out


def _game(rng: random.Random) -> tuple[tuple[int, int], int]:
    winner_points = rng.randint(1000, 1180)
    loser_points = rng.randint(380, 990)
    winner = rng.randint(0, 1)
    points = (winner_points, loser_points) if winner == 0 else (loser_points, winner_points)
    return points, winner


def sample_rounds(entrants: list[Entrant], rounds: int, seed: int = 11,
                  played: bool = True) -> list[RoundResults]:
    rng = random.Random(seed)
    out = []
    for number in range(1, rounds + 1):
        order = entrants[:]
        rng.shuffle(order)
        exempts = (order.pop(),) if len(order) % 2 else ()
        matches = []
        for table in range(len(order) // 2):
            sides = (order[2 * table], order[2 * table + 1])
            if played:
                points, winner = _game(rng)
                matches.append(MatchResult(table + 1, sides, points, winner, rubicon=min(points) < 500))
            else:
                matches.append(MatchResult(table + 1, sides))
        out.append(RoundResults(number, tuple(matches), exempts))
    return out


def standings_from(rounds: list[RoundResults], entrants: list[Entrant]) -> list[StandingRow]:
    """Points first, then wins: the « points » ranking of the club."""
    stats = {e.number: [0, 0, 0, 0, 0] for e in entrants}  # played, wins, game points, for, against
    scores: dict[int | None, list[RoundScore]] = {e.number: [] for e in entrants}
    for results in rounds:
        for match in results.matches:
            if match.points is None:
                continue
            for side in (0, 1):
                result = "won" if match.winner == side else "lost"
                scores[match.sides[side].number].append(RoundScore(results.number, match.points[side], result))
                row = stats[match.sides[side].number]
                row[0] += 1
                row[3] += match.points[side]
                row[4] += match.points[1 - side]
                if match.winner == side:
                    row[1] += 1
                    row[2] += 2 if match.rubicon else 1
        for exempt in results.exempts:
            scores[exempt.number].append(RoundScore(results.number, 1000, "won", exempt=True))
            row = stats[exempt.number]
            row[0] += 1
            row[1] += 1
            row[2] += 1
            row[3] += 1000
    by_number = {e.number: e for e in entrants}
    keyed = sorted(stats.items(), key=lambda item: (-item[1][3], -item[1][2], item[0]))
    rows = []
    previous: tuple[int, int] | None = None
    rank = 0
    for position, (number, (played, wins, game_points, pf, pa)) in enumerate(keyed, start=1):
        key = (pf, game_points)
        if key != previous:
            rank = position
        previous = key
        marks = tuple(_("exempt en manche {rounds}").format(rounds=g.round_number) for g in scores[number] if g.exempt)
        rows.append(StandingRow(rank, by_number[number], played, wins, game_points, pf, pa, marks=marks,
                                rounds=tuple(scores[number])))
    return rows


def sample_standings(teams: int = 24, rounds: int = 4, seed: int = 7, *, long_names: bool = False) -> StandingsData:
    entrants = sample_entrants(teams, seed, long_names=long_names)
    results = sample_rounds(entrants, rounds, seed + 4)
    return StandingsData(LONG_EVENT if long_names else EVENT, tuple(standings_from(results, entrants)),
                         after_round=rounds, criteria=criteria_text(["points_for", "game_points"]),
                         rounds=tuple(results))


def sample_table_plan(teams: int = 24, round_number: int = 3, seed: int = 7, *,
                      long_names: bool = False) -> TablePlanData:
    entrants = sample_entrants(teams, seed, long_names=long_names)
    results = sample_rounds(entrants, 1, seed + round_number, played=False)[0]
    tables = tuple(PlanTable(m.table, m.sides) for m in results.matches)
    return TablePlanData(LONG_EVENT if long_names else EVENT, round_number, tables, results.exempts)


def sample_score_sheets(rules: HouseRules, teams: int = 24, round_number: int = 3, seed: int = 7,
                        blank: int = 0, *, long_names: bool = False) -> ScoreSheetsData:
    plan = sample_table_plan(teams, round_number, seed, long_names=long_names)
    sheets = [ScoreSheet(round_number, t.number, t.sides) for t in plan.tables]
    sheets += [ScoreSheet() for _sheet in range(blank)]
    return ScoreSheetsData(plan.event, rules, tuple(sheets))


def sample_results(teams: int = 24, rounds: int = 4, seed: int = 7, *, long_names: bool = False) -> ResultsData:
    standings = sample_standings(teams, rounds, seed, long_names=long_names)
    games = sum(len(r.matches) for r in standings.rounds)
    facts = ((_("Équipes"), spaced(teams)), (_("Joueurs"), spaced(2 * teams)), (_("Manches"), spaced(rounds)),
             (_("Parties jouées"), spaced(games)))
    return ResultsData(standings.event, standings.rows, rounds, standings.criteria, facts=facts)
