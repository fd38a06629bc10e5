"""Services, players and tournaments for tests, built through the public ``ClubService`` only."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from belote_club.services import ClubService
from belote_club.tournament.model import Format, Player, Tournament
from tests.helpers.deals import full_game

DATE = dt.date(2026, 11, 21)
FIRST = ("Marie", "Jean", "Émile", "Hélène", "Paul", "Lucie", "René", "Odette", "Gérard", "Josiane")
LAST = ("Dupont", "Lefèvre", "Martin", "Durand", "Moreau", "Girard", "Roux", "Fournier", "Noël", "Blanc")


def open_service(where: str | Path) -> ClubService:
    """A ``ClubService`` on a SQLite file (a path) or on a database URL (a string with « :// »)."""
    if isinstance(where, str) and "://" in where:
        return ClubService.open(url=where)
    return ClubService.open(db_file=where)


def another_station(service: ClubService) -> ClubService:
    """A second ``ClubService`` on the database of ``service`` (its SQLite file or its URL), as another
    station of the club; close it (``with another_station(service) as other:``)."""
    database = service.database
    if database.is_sqlite:
        return ClubService.open(db_file=database.sqlite_file)
    return ClubService.open(url=database.url.render_as_string(hide_password=False))


def player(i: int) -> Player:
    """The ``i``-th test player: accented French names, all distinct."""
    return Player(first_name=FIRST[i % 10], last_name=f"{LAST[(i // 10) % 10]}{'' if i < 10 else i}")


def players(service: ClubService, count: int, *, start: int = 0) -> list[Player]:
    """``count`` new players in the club's roster (ids set)."""
    return service.add_players([player(i) for i in range(start, start + count)])


def doublettes(service: ClubService, teams: int, *, name: str = "Concours du printemps",
               preset: str = "concours", date: dt.date = dt.date(2026, 4, 12), checked_in: bool = True,
               **settings: Any) -> tuple[Tournament, list[int]]:
    """A doublettes tournament with ``teams`` teams (checked in by default); returns it and the team ids."""
    tournament = service.create_tournament(name, date, preset=preset, format=Format.DOUBLETTES, **settings)
    assert tournament.id is not None
    roster = players(service, 2 * teams)
    ids = []
    for i in range(teams):
        a, b = roster[2 * i].id, roster[2 * i + 1].id
        assert a is not None and b is not None
        ids.append(service.create_team(tournament.id, (a, b), checked_in=checked_in).entrant_id)
    return tournament, ids


def concours(service: ClubService, teams: int = 8, *, name: str = "Concours de la Saint-Martin",
             preset: str = "concours", drawn: bool = True, seed: int = 1, **settings: Any) -> int:
    """The id of a doublettes concours of ``teams`` checked-in teams, round 1 drawn unless ``drawn=False``."""
    tournament, _ids = doublettes(service, teams, name=name, preset=preset, date=DATE, **settings)
    assert tournament.id is not None
    if drawn:
        service.draw_next_round(tournament.id, seed=seed)
    return tournament.id


def melee(service: ClubService, players_count: int = 21, *, name: str = "Mêlée du vendredi",
          preset: str = "concours", planned_rounds: int = 3, drawn: bool = True, seed: int = 1) -> int:
    """The id of a mêlée of ``players_count`` checked-in players, round 1 drawn unless ``drawn=False``."""
    tournament = service.create_tournament(name, DATE, preset=preset, format=Format.MELEE,
                                           planned_rounds=planned_rounds)
    assert tournament.id is not None
    for registered in players(service, players_count):
        assert registered.id is not None
        service.register_player(tournament.id, registered.id, checked_in=True)
    if drawn:
        service.draw_next_round(tournament.id, seed=seed)
    return tournament.id


def play_round(service: ClubService, tournament_id: int, round_number: int, *, winner: int = 0) -> None:
    """Every table of the round gets a whole game that camp ``winner`` wins."""
    for table in service.round(tournament_id, round_number).tables:
        service.set_deals(tournament_id, round_number, table.number, full_game(winner))


def units_begun(service: ClubService, monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """The units of work ``service`` begins from now on, as it asks its database for them (True: a writing
    one)."""
    real = service.database.session
    begun: list[bool] = []

    @contextmanager
    def session(*, write: bool = True) -> Iterator[object]:
        begun.append(write)
        with real(write=write) as opened:
            yield opened

    monkeypatch.setattr(service.database, "session", session)
    return begun


def demo_season(folder: Path, concours_count: int, *, seed: int) -> Path:
    """A club file in ``folder`` holding a demo season of ``concours_count`` finished concours
    (``create_season_demo``): slow to make, so made once per test module, each test working on a copy."""
    from belote_club.services.season_demo import create_season_demo

    path = folder / "season.belote"
    with ClubService.open(db_file=path) as service:
        create_season_demo(service, concours_count, seed=seed)
    return path


def file_copy(original: Path, folder: Path, name: str = "club.belote") -> Path:
    """A copy of the club file ``original`` in ``folder``: a test changes its own copy only."""
    copy = folder / name
    copy.write_bytes(original.read_bytes())
    return copy


@contextmanager
def opened_copy(original: Path, folder: Path, name: str = "club.belote") -> Iterator[ClubService]:
    """A ``ClubService`` on a fresh copy of the club file ``original`` (see :func:`file_copy`)."""
    with ClubService.open(db_file=file_copy(original, folder, name)) as opened:
        yield opened
