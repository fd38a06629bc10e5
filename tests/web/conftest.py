"""Fixtures of the web tests: a drawn concours, its entry codes, the ASGI test client, a real uvicorn, a phone's
headless Chromium (``browser``: for the modules that called ``require_browser()``)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from belote_club.services import ClubService
from belote_club.web import TableServer, create_app
from tests.helpers.browser import phone_driver
from tests.helpers.club import doublettes, open_service


@dataclass(frozen=True)
class Room:
    """A concours of 8 teams, round 1 drawn (4 tables), with the entry code of each table."""

    service: ClubService
    tournament_id: int
    codes: dict[int, str]
    path: Path


@pytest.fixture
def room(tmp_path: Path) -> Iterator[Room]:
    service = open_service(tmp_path / "club.belote")
    tournament, _ids = doublettes(service, 8)
    assert tournament.id is not None
    service.draw_next_round(tournament.id, seed=1)
    codes = {access.table_number: access.code for access in service.entry_codes(tournament.id)}
    yield Room(service, tournament.id, codes, tmp_path / "club.belote")
    service.close()


def annonces_room(folder: Path) -> Room:
    """A concours of 2 teams in ``folder`` whose rules play annonces and every trump mode (sans-atout,
    tout-atout), round 1 drawn (one table); close its service."""
    service = open_service(folder / "annonces.belote")
    tournament, _ids = doublettes(service, 2, rules={"annonces": True,
                                                     "trump_modes": ["suit", "sans_atout", "tout_atout"]})
    assert tournament.id is not None
    service.draw_next_round(tournament.id, seed=1)
    codes = {access.table_number: access.code for access in service.entry_codes(tournament.id)}
    return Room(service, tournament.id, codes, folder / "annonces.belote")


@pytest.fixture
def client(room: Room) -> Iterator[TestClient]:
    with TestClient(create_app(room.service, room.tournament_id)) as test_client:
        yield test_client


@pytest.fixture
def server(room: Room) -> Iterator[TableServer]:
    """A real uvicorn on 127.0.0.1 (free port), with its own service on the room's file (another station)."""
    service = ClubService.open(db_file=room.path)
    table_server = TableServer(service, room.tournament_id, host="127.0.0.1", port=0).start()
    yield table_server
    table_server.stop()
    service.close()


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[Any]:
    """A phone: headless Chromium at 390 × 844 asking for French pages, closed after the test."""
    driver = phone_driver(tmp_path / "chromium-profile")
    yield driver
    driver.quit()
