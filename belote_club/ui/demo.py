"""The home screen's demonstration: a concours caught in the middle of its evening (two rounds played, the
third being entered), so that every tab has something to show.

The names, clubs and deals come from :mod:`belote_club.services.demo` (the one home of demonstration data);
only the evening's shape is decided here.
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from belote_club.rules import HouseRules
from belote_club.services.demo import CLUBS, FIRST_NAMES, LAST_NAMES, random_game

if TYPE_CHECKING:
    from belote_club.services import ClubService
    from belote_club.tournament.model import Player

TEAM_NAMES = ("Les As", "Carré de valets", "Belote et Rebelote", "Les Capots", "Dix de der", "Les Atouts",
              "Les Preneurs", "La Réserve")


def build_demo(service: ClubService, *, teams: int = 24, rounds_played: int = 2, partial_round: bool = True,
               seed: int = 2026, progress: Callable[[int, int], None] | None = None,
               date: dt.date | None = None) -> int:
    """Create « Concours de démonstration » with ``teams`` teams (dated today unless ``date``); returns its id."""
    rng = random.Random(seed)
    tournament = service.create_tournament(
        "Concours de démonstration", date or dt.date.today(), preset="concours", venue="Salle des fêtes",
        planned_rounds=4,
    )
    tid = tournament.id
    assert tid is not None
    rules = HouseRules.from_dict(tournament.rules)
    steps = teams + rounds_played + 1
    done = 0
    used: set[tuple[str, str]] = set()

    def person() -> Player:
        for _attempt in range(50):  # distinct names while there are some left
            first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
            if (first, last) not in used:
                break
        used.add((first, last))
        return service.add_player(first, last, club=rng.choice(CLUBS),
                                  licence=f"{rng.randint(10, 99)}{rng.randint(10000, 99999)}")

    for number in range(1, teams + 1):
        a, b = person(), person()
        assert a.id is not None and b.id is not None
        name = TEAM_NAMES[number - 1] if number <= len(TEAM_NAMES) else ""
        service.create_team(tid, (a.id, b.id), name=name, checked_in=True)
        done += 1
        if progress:
            progress(done, steps)
    for index in range(rounds_played + (1 if partial_round else 0)):
        rnd = service.draw_next_round(tid, seed=seed + index)
        last = index == rounds_played
        for table in rnd.tables:
            if last and rng.random() < 0.4:
                continue  # not started yet
            deals = random_game(rules, rng)
            if last:  # being played: its first few deals
                deals = deals[:rng.randint(2, 6)]
            service.set_deals(tid, rnd.number, table.number, deals)
        done += 1
        if progress:
            progress(done, steps)
    return tid
