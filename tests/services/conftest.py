"""A ``ClubService`` on a fresh SQLite file (and on PostgreSQL with ``BELOTE_TEST_DATABASE_URL``)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine
from sqlalchemy.pool import NullPool

from belote_club.services import ClubService

POSTGRES_URL = os.environ.get("BELOTE_TEST_DATABASE_URL")


def _reset_postgres(url: str) -> None:
    engine = create_engine(url, poolclass=NullPool)
    try:
        with engine.begin() as connection:
            connection.exec_driver_sql("DROP SCHEMA IF EXISTS public CASCADE")
            connection.exec_driver_sql("CREATE SCHEMA public")
    finally:
        engine.dispose()


@pytest.fixture(
    params=[
        "sqlite",
        pytest.param(
            "postgresql",
            marks=[
                pytest.mark.postgres,
                pytest.mark.skipif(not POSTGRES_URL, reason="BELOTE_TEST_DATABASE_URL non défini"),
            ],
        ),
    ]
)
def service(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[ClubService]:
    if request.param == "sqlite":
        club = ClubService.open(db_file=tmp_path / "club.belote")
    else:
        assert POSTGRES_URL is not None
        _reset_postgres(POSTGRES_URL)
        club = ClubService.open(url=POSTGRES_URL)
    yield club
    club.close()
    if request.param == "postgresql":
        assert POSTGRES_URL is not None
        _reset_postgres(POSTGRES_URL)
