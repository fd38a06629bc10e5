"""A realistic demonstration concours, built through the services like a club secretary would.

French names, a roster with clubs and licences, every deal entered and scored by the engine under the
``concours`` preset (12 deals counted to the point), with plausible deals: the taker usually makes it,
trick points always sum to 162, an occasional belote, capot, *dedans* and *litige* (whose reserve goes to
the next deal's winner), now and then an all-pass deal.  One team (or player) arrives late at round 2, one
withdraws halfway; with an odd count the draw makes an exempt.  One table of round 1 is entered from its
paper sheet (totals and counts) rather than deal by deal.  Everything is reproducible from ``seed``.

``game="contree"``: the concours plays the Fédération's contrée (preset ``contree``, SCORING.md §10): every deal
has a bid near what the taker makes (now and then too high, hence a failed contract), a few contrés and
surcontrés, a capot bid when the taker wins every trick; every table is entered deal by deal.
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from belote_club.i18n import gettext as _
from belote_club.rules import Game, HouseRules
from belote_club.services.club import ClubService
from belote_club.services.errors import ServiceError
from belote_club.tournament.model import Format, Player

# The names below are data (a French club's members, teams and clubs): not translated.
FIRST_NAMES = (
    "Marie", "Jean", "Pierre", "Michel", "Monique", "André", "Nathalie", "Philippe", "Isabelle", "Alain",
    "Sylvie", "Bernard", "Catherine", "Jacques", "Françoise", "Daniel", "Christine", "Patrick", "Martine",
    "Gérard", "Brigitte", "René", "Josiane", "Roger", "Colette", "Marcel", "Jeannine", "Claude", "Odette",
    "Henri", "Ginette", "Lucien", "Denise", "Robert", "Hélène", "Émile", "Thérèse", "Gilbert", "Yvette",
    "Maurice", "Geneviève", "Raymond", "Paulette", "Georges", "Simone", "Louis", "Éliane", "Fernand",
    "Danièle", "Serge", "Chantal", "Thierry", "Véronique", "Pascal", "Agnès", "Yves", "Renée", "Joël",
)
LAST_NAMES = (
    "Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau",
    "Simon", "Laurent", "Lefèvre", "Michel", "Garcia", "David", "Bertrand", "Roux", "Vincent", "Fournier",
    "Morel", "Girard", "André", "Lefebvre", "Mercier", "Dupont", "Lambert", "Bonnet", "François", "Martinez",
    "Legrand", "Garnier", "Faure", "Rousseau", "Blanc", "Guérin", "Muller", "Henry", "Roussel", "Nicolas",
    "Perrin", "Morin", "Mathieu", "Clément", "Gauthier", "Dumont", "Lopez", "Fontaine", "Chevalier",
    "Robin", "Masson", "Sanchez", "Gérard", "Nguyen", "Boyer", "Denis", "Lemaire", "Duval", "Joly",
    "Gautier", "Roger", "Roche", "Roy", "Noël", "Meyer", "Lucas", "Meunier", "Jean", "Pérez", "Marchand",
    "Dufour", "Blanchard", "Barbier", "Brun", "Dumas", "Brunet", "Schmitt", "Leroux", "Colin", "Fernandez",
)
CLUBS = (
    "Belote Club de Saint-Flour", "Les As de Pique", "Amicale du Rebelote", "Cercle de l’Atout",
    "La Dame de Cœur", "Foyer rural de Vic", "Les Capoteurs", None,
)
#: Team names of the demonstrations (the window's small demo, sample documents).
TEAM_NAMES = ("Les As", "Carré de valets", "Belote et Rebelote", "Les Capots", "Dix de der", "Les Atouts",
              "Les Preneurs", "La Réserve")
SUITS = ("hearts", "spades", "diamonds", "clubs")
#: The demonstration club, given to a database that has no club name yet (its venue is in Murat too).
DEMO_CLUB = ("Belote Club de Murat", "Murat")


@dataclass(frozen=True)
class DemoReport:
    tournament_id: int
    entrants: int
    rounds: int
    games: int
    deals: int


def demo_names(rng: random.Random) -> Iterator[tuple[str, str]]:
    """(first name, last name) pairs drawn from :data:`FIRST_NAMES` and :data:`LAST_NAMES`, distinct while
    there are enough left: the one builder of demonstration and sample names (draws from ``rng`` lazily)."""
    seen: set[tuple[str, str]] = set()
    while True:
        first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
        if (first, last) in seen and len(seen) < len(FIRST_NAMES) * len(LAST_NAMES) // 2:
            continue
        seen.add((first, last))
        yield first, last


def demo_players(rng: random.Random, count: int) -> list[Player]:
    """``count`` roster players with demonstration names, a club (or none) and usually a licence."""
    names = demo_names(rng)
    players: list[Player] = []
    for _index in range(count):
        first, last = next(names)
        club = rng.choice(CLUBS)
        licence = f"{rng.randint(10, 99)}{rng.randint(0, 999999):06d}" if rng.random() < 0.7 else None
        players.append(Player(first_name=first, last_name=last, club=club, licence=licence))
    return players


def random_deal(rng: random.Random) -> dict[str, Any]:
    """A plausible deal of a 4-player suit game (SCORING.md §2)."""
    if rng.random() < 0.03:
        return {"passed": True}
    taker = rng.randrange(2)
    deal: dict[str, Any] = {"taker": taker, "trump": rng.choice(SUITS)}
    roll = rng.random()
    if roll < 0.035:  # capot, usually by the taker
        winner = taker if rng.random() < 0.9 else 1 - taker
        points = [0, 0]
        points[winner] = 162
        deal["points"] = points
        deal["capot"] = winner
    elif roll < 0.07:  # a litige: 81 – 81 without belote
        deal["points"] = [81, 81]
        return deal
    else:
        taken = max(0, min(162, round(rng.gauss(96, 28))))
        if taken == 0:
            taken = 10
        points = [0, 0]
        points[taker] = taken
        points[1 - taker] = 162 - taken
        deal["points"] = points
    if rng.random() < 0.22:
        deal["belote"] = [taker if rng.random() < 0.6 else 1 - taker]
    return deal


def random_contree_deal(rng: random.Random) -> dict[str, Any]:
    """A plausible contrée deal (SCORING.md §10.2): :func:`random_deal` with the contract that was bid."""
    deal = random_deal(rng)
    if deal.get("passed"):
        return deal
    taker = deal["taker"]
    if deal.get("capot") == taker and rng.random() < 0.6:
        value: int | str = "capot"
    else:
        made = deal["points"][taker] + (20 if deal.get("belote") == [taker] else 0)
        value = max(80, min(160, (made + rng.choice((-30, -20, -10, -10, 0, 0, 10, 20))) // 10 * 10))
    roll = rng.random()
    deal["bid"] = {"value": value, "contre": 0 if roll < 0.85 else 1 if roll < 0.97 else 2}
    return deal


def random_game(rules: HouseRules, rng: random.Random) -> list[dict[str, Any]]:
    """Deals until the game is over under ``rules`` (every deal checked by the engine)."""
    game = Game(rules, explain=False)
    deals: list[dict[str, Any]] = []
    while not game.finished:
        if len(deals) > 60:
            raise RuntimeError("a demo game did not end")
        deal = random_contree_deal(rng) if rules.contree else random_deal(rng)
        game.add(deal)
        deals.append(deal)
    return deals


def create_demo(
    service: ClubService,
    *,
    teams: int = 16,
    rounds: int = 4,
    format: Format | str = Format.DOUBLETTES,
    seed: int | None = None,
    name: str | None = None,
    progress: Callable[[str], None] | None = None,
    game: str = "belote",
    finish: bool = False,
) -> DemoReport:
    """Create and play a whole concours; returns its id and a few counts.  ``game``: ``"belote"`` (the
    ``concours`` preset) or ``"contree"`` (the ``contree`` preset).  ``finish``: close it once fully played (the
    command line's and the window's demo: a concours fully played is finished, not « En cours »).

    ``teams`` is the number of teams (doublettes) or of pairs of players (mêlée: ``2 × teams`` players).
    A database without a club name gets :data:`DEMO_CLUB`; a club already named keeps its name.
    """
    fmt = Format(format)
    if teams < 2:
        raise ServiceError(_("Il faut au moins deux équipes pour une démonstration."), field="teams")
    if rounds < 1:
        raise ServiceError(_("Il faut au moins une manche."), field="rounds")
    if game not in ("belote", "contree"):
        raise ServiceError(_("Jeu inconnu « {game} » (belote ou contree).").format(game=game), field="game")
    rng = random.Random(seed)
    say = progress or (lambda _text: None)
    if not service.club().name:
        service.set_club(name=DEMO_CLUB[0], city=DEMO_CLUB[1])
    date = dt.date(2026, 3, 14) + dt.timedelta(days=7 * rng.randrange(30))
    # The concours' name and venue are data, stored as a French club would name them (not translated).
    title = name or f"Concours de démonstration ({'doublettes' if fmt is Format.DOUBLETTES else 'mêlée'})"
    tournament = service.create_tournament(
        title, date, preset="contree" if game == "contree" else "concours", format=fmt,
        venue="Salle des fêtes de Murat", planned_rounds=rounds,
    )
    tid = tournament.id
    assert tid is not None
    late = rounds >= 2
    people = 2 * teams + (2 if late and fmt is Format.DOUBLETTES else 1 if late else 0)
    roster = service.add_players(demo_players(rng, people))
    say(_("{n} joueurs créés").format(n=len(roster)))
    entrant_ids: list[int] = []
    late_id: int | None = None
    if fmt is Format.DOUBLETTES:
        for i in range(teams):
            a, b = roster[2 * i], roster[2 * i + 1]
            assert a.id is not None and b.id is not None
            entrant_ids.append(service.create_team(tid, (a.id, b.id), checked_in=True).entrant_id)
        if late:
            a, b = roster[-2], roster[-1]
            assert a.id is not None and b.id is not None
            late_id = service.create_team(tid, (a.id, b.id), name="Les Retardataires").entrant_id
    else:
        for player in roster[: 2 * teams]:
            assert player.id is not None
            entrant_ids.append(service.register_player(tid, player.id, checked_in=True).entrant_id)
        if late:
            assert roster[-1].id is not None
            late_id = service.register_player(tid, roster[-1].id).entrant_id
    rules = HouseRules.from_dict(tournament.rules)
    withdraw_round = max(2, rounds // 2 + 1)
    games = deals_count = 0
    for number in range(1, rounds + 1):
        if number == 2 and late_id is not None:
            service.join_late(tid, late_id, 2)
        if number == withdraw_round and rounds >= 3:
            service.withdraw(tid, entrant_ids[rng.randrange(len(entrant_ids))], number)
        view = service.draw_next_round(tid, seed=rng.randrange(2**31))
        for index, table in enumerate(view.tables):
            deals = random_game(rules, rng)
            if number == 1 and index == 0 and not rules.contree:
                played = Game(rules, explain=False)
                for deal in deals:
                    played.add(deal)
                result = played.result()
                service.enter_paper_totals(
                    tid, number, table.number, (result.totals[0], result.totals[1]),
                    deal_count=sum(1 for d in deals if not d.get("passed")),
                    belotes=sum(len(d.get("belote", [])) for d in deals),
                    capots=sum(1 for d in deals if d.get("capot") is not None),
                    lost_reserve=result.reserve_lost,
                )
            else:
                service.set_deals(tid, number, table.number, deals)
                deals_count += len(deals)
            games += 1
        say(_("manche {round} : {tables} tables, {exempts} exempt(s)").format(
            round=number, tables=len(view.tables), exempts=len(view.exempts)))
    if finish:
        service.finish_tournament(tid)
    return DemoReport(tid, len(entrant_ids) + (1 if late_id else 0), rounds, games, deals_count)
