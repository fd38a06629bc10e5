"""A ``ClubService`` on a fresh SQLite file (and on PostgreSQL with ``BELOTE_TEST_DATABASE_URL``):
built on the ``database_url`` fixture of ``tests/conftest.py``."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from belote_club.services import ClubService


@pytest.fixture
def service(database_url: str, tmp_path: Path) -> Iterator[ClubService]:
    if database_url.startswith("sqlite"):
        club = ClubService.open(db_file=tmp_path / "club.belote")
    else:
        club = ClubService.open(url=database_url)
    yield club
    club.close()
