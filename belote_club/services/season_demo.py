"""A demonstration season: N finished concours of one club, doublettes and mêlée mixed, played by the club's
recurring players, and the season over them (« Saison de démonstration », ``belote-club demo --season N``).

What a real season has: partners changing from one concours to the next, players absent some evenings, a late
arrival, a withdrawal during a drawn round whose table is declared forfeit, odd counts that make exempts, and
two players who come only once (below the season's ``min_concours``).  Every deal is entered and scored by the
engine; every concours is closed once fully played.  Reproducible from ``seed``.
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable
from dataclasses import dataclass

from belote_club.i18n import gettext as _
from belote_club.rules import HouseRules
from belote_club.services.club import ClubService
from belote_club.services.demo import DEMO_CLUB, demo_players, random_game
from belote_club.services.errors import ServiceError
from belote_club.services.season_rules import SEASON_PRESETS
from belote_club.tournament.model import Format, Player

__all__ = ["SeasonDemoReport", "create_season_demo"]

#: The regulars of the demonstration club, and the two who come once.
REGULARS = 30
ONCE = 2
ROUNDS = 4
MAX_CONCOURS = 40


@dataclass(frozen=True)
class SeasonDemoReport:
    season_id: int
    concours_ids: tuple[int, ...]
    players: int
    reused: int = 0  #: of them, cards of the club already there (same name), taken again


def create_season_demo(service: ClubService, concours: int = 8, *, seed: int | None = None,
                       name: str = "Saison de démonstration",
                       progress: Callable[[str], None] | None = None) -> SeasonDemoReport:
    """``concours`` finished concours, one a fortnight (the first, third… in doublettes, the second, fourth… in
    mêlée), and the season « victoires + points marqués » over them, with ``min_concours`` 2 (from two
    concours on)."""
    if isinstance(concours, bool) or not isinstance(concours, int) or not 1 <= concours <= MAX_CONCOURS:
        raise ServiceError(_("Une saison de démonstration compte de 1 à {max} concours.").format(max=MAX_CONCOURS),
                           field="season")
    rng = random.Random(seed)
    say = progress or (lambda _text: None)
    if not service.club().name:
        service.set_club(name=DEMO_CLUB[0], city=DEMO_CLUB[1])
    roster, reused = _roster(service, demo_players(rng, REGULARS + ONCE))
    regulars, once = roster[:REGULARS], roster[REGULARS:]
    start = dt.date(2026, 1, 10)
    ids: list[int] = []
    for index in range(concours):
        fmt = Format.MELEE if index % 2 == 1 else Format.DOUBLETTES
        present = [p for p in regulars if rng.random() < 0.8]
        if index < len(once):
            present.append(once[index])  # each comes once
        rng.shuffle(present)
        date = start + dt.timedelta(days=14 * index)
        tid = _play(service, rng, present, fmt, date, index + 1)
        ids.append(tid)
        say(_("concours {n} sur {total} joué").format(n=index + 1, total=concours))
    preset = next(p for p in SEASON_PRESETS if p.name == "victoires_points")
    summary = service.create_season(name, {**preset.rules, "min_concours": 2 if concours >= 2 else 0}, concours=ids)
    return SeasonDemoReport(summary.id, tuple(ids), len(roster), reused)


def _roster(service: ClubService, wanted: list[Player]) -> tuple[list[Player], int]:
    """The demonstration's players: a card of the club bearing the same name is taken again (never a second
    « Noémie Fauré »), the others are made; and how many were taken again."""
    found = [next(iter(service.namesakes(p.first_name, p.last_name)), None) for p in wanted]
    made = iter(service.add_players([p for p, card in zip(wanted, found, strict=True) if card is None]))
    roster = [card if card is not None else next(made) for card in found]
    return roster, sum(card is not None for card in found)


def _play(service: ClubService, rng: random.Random, present: list[Player], fmt: Format, date: dt.date,
          number: int) -> int:
    """One concours of the season, played and closed."""
    kind = "doublettes" if fmt is Format.DOUBLETTES else "mêlée"
    tournament = service.create_tournament(f"Concours n° {number} ({kind})", date, preset="concours", format=fmt,
                                           venue="Salle des fêtes de Murat", planned_rounds=ROUNDS)
    tid = tournament.id
    assert tid is not None
    late_people = present[-2:] if fmt is Format.DOUBLETTES else present[-1:]
    on_time = present[:len(present) - len(late_people)]
    entrants: list[int] = []
    late_id: int | None = None
    if fmt is Format.DOUBLETTES:
        if len(on_time) % 2:
            on_time = on_time[:-1]
        for i in range(0, len(on_time), 2):
            a, b = on_time[i], on_time[i + 1]
            assert a.id is not None and b.id is not None
            entrants.append(service.create_team(tid, (a.id, b.id), checked_in=True).entrant_id)
        a, b = late_people
        assert a.id is not None and b.id is not None
        late_id = service.create_team(tid, (a.id, b.id)).entrant_id
    else:
        for player in on_time:
            assert player.id is not None
            entrants.append(service.register_player(tid, player.id, checked_in=True).entrant_id)
        assert late_people[0].id is not None
        late_id = service.register_player(tid, late_people[0].id).entrant_id
    rules = HouseRules.from_dict(tournament.rules)
    for round_number in range(1, ROUNDS + 1):
        if round_number == 2:
            service.join_late(tid, late_id, 2)
        view = service.draw_next_round(tid, seed=rng.randrange(2**31))
        forfeit_table = None
        if round_number == 3 and view.tables:
            table = view.tables[rng.randrange(len(view.tables))]
            quitter = table.sides[0].entrant_ids[0]
            service.withdraw(tid, quitter, round_number)
            service.declare_forfeit(tid, round_number, table.number, 0)
            forfeit_table = table.number
        for table in view.tables:
            if table.number != forfeit_table:
                service.set_deals(tid, round_number, table.number, random_game(rules, rng))
    service.finish_tournament(tid)
    return tid
