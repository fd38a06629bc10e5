"""pytest fixtures for the whole suite (registered by ``tests/conftest.py`` through ``pytest_plugins``).

Every test that takes ``database_url`` runs on a fresh SQLite file, and also on PostgreSQL when
``BELOTE_TEST_DATABASE_URL`` names a **throwaway** database (its ``public`` schema is dropped and recreated
around each test).
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from belote_club import i18n
from belote_club.services import ClubService
from tests.helpers.club import doublettes, open_service

POSTGRES_URL = os.environ.get("BELOTE_TEST_DATABASE_URL")

# What a user reading an unreachable PostgreSQL server is told depends on the optional `postgres` extra:
# with the driver, the connection fails (« Connexion impossible … »); without it (a fresh clone's
# `make test`), nothing is tried and the message says which package to install.
POSTGRES_DRIVER = importlib.util.find_spec("psycopg") is not None
UNREACHABLE_SERVER = "Connexion impossible" if POSTGRES_DRIVER else "installez « psycopg »"


LEAKED = (
    "SELECT pid, state, left(query, 120) FROM pg_stat_activity "
    "WHERE datname = current_database() AND pid <> pg_backend_pid() AND starts_with(state, 'idle in transaction')"
)


@pytest.fixture(autouse=True)
def private_data_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Each test has its own data folder (``BELOTE_CLUB_DATA_DIR``): the automatic backups written on close,
    the default database and the logs never land in the user's real folder, nor leak from test to test."""
    folder = tmp_path_factory.mktemp("donnees")
    monkeypatch.setenv("BELOTE_CLUB_DATA_DIR", str(folder))
    return folder


def reset_postgres(url: str) -> list[str]:
    """Drop and recreate the ``public`` schema of the test server's database.

    Connections left open by the code under test are ended first, so that a leak never blocks the reset
    (a transaction left « idle in transaction » holds locks that DROP SCHEMA would wait for forever); the
    leaked transactions are returned (« pid: last query ») for the caller to report.
    """
    from sqlalchemy import create_engine
    from sqlalchemy.pool import NullPool

    engine = create_engine(url, poolclass=NullPool)
    try:
        with engine.begin() as connection:
            leaked = [f"{pid}: {query}" for pid, _state, query in connection.exec_driver_sql(LEAKED)]
            connection.exec_driver_sql(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE datname = current_database() AND pid <> pg_backend_pid()"
            )
            connection.exec_driver_sql("SET LOCAL lock_timeout = '30s'")
            connection.exec_driver_sql("DROP SCHEMA IF EXISTS public CASCADE")
            connection.exec_driver_sql("CREATE SCHEMA public")
    finally:
        engine.dispose()
    return leaked


def _reset_after(url: str) -> None:
    """The reset after a test: a transaction the code left open is a bug (it holds locks), said here."""
    leaked = reset_postgres(url)
    if leaked:
        import gc

        gc.collect()  # the leaked sessions meet their ended connections now, in this test, not in the next one
        pytest.fail("transactions laissées ouvertes sur PostgreSQL (« idle in transaction ») :\n" + "\n".join(leaked))


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
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A URL naming an empty database, on each available backend."""
    if request.param == "sqlite":
        yield f"sqlite+pysqlite:///{tmp_path / 'club.belote'}"
        return
    assert POSTGRES_URL is not None
    reset_postgres(POSTGRES_URL)
    yield POSTGRES_URL
    _reset_after(POSTGRES_URL)


@pytest.fixture
def postgres_url() -> Iterator[str]:
    """An empty PostgreSQL database (skipped without ``BELOTE_TEST_DATABASE_URL``)."""
    if not POSTGRES_URL:
        pytest.skip("BELOTE_TEST_DATABASE_URL non défini")
    reset_postgres(POSTGRES_URL)
    yield POSTGRES_URL
    _reset_after(POSTGRES_URL)


@pytest.fixture
def any_service(database_url: str, tmp_path: Path) -> Iterator[ClubService]:
    """A ``ClubService`` on every backend of ``database_url`` (a SQLite file, PostgreSQL when available)."""
    service = open_service(tmp_path / "club.belote" if database_url.startswith("sqlite") else database_url)
    yield service
    service.close()


@pytest.fixture
def sqlite_service(tmp_path: Path) -> Iterator[ClubService]:
    """A ``ClubService`` on a fresh SQLite file, ``tmp_path / "club.belote"``."""
    service = open_service(tmp_path / "club.belote")
    yield service
    service.close()


@pytest.fixture
def stations(tmp_path: Path) -> Iterator[tuple[ClubService, ClubService]]:
    """Two services on the same SQLite file, as two score-entry stations of one club."""
    first = open_service(tmp_path / "club.belote")
    second = open_service(tmp_path / "club.belote")
    yield first, second
    second.close()
    first.close()


@dataclass(frozen=True)
class Concours:
    """A doublettes concours with its teams checked in and round 1 drawn."""

    service: ClubService
    tournament_id: int
    team_ids: list[int]
    path: Path


@pytest.fixture
def drawn_concours(sqlite_service: ClubService, tmp_path: Path) -> Concours:
    """Five teams of the concours preset on a SQLite file, round 1 drawn (seed 1): two tables, one exempt."""
    tournament, ids = doublettes(sqlite_service, 5)
    assert tournament.id is not None
    sqlite_service.draw_next_round(tournament.id, seed=1)
    return Concours(sqlite_service, tournament.id, ids, tmp_path / "club.belote")


@pytest.fixture
def english() -> Iterator[None]:
    """The whole process in English for one test (the window's, or the club's, language), French afterwards."""
    i18n.set_language("en")
    try:
        yield
    finally:
        i18n.set_language("fr")


@pytest.fixture
def french_afterwards() -> Iterator[None]:
    """French for a test that switches the language itself, and French again after it."""
    i18n.set_language("fr")
    try:
        yield
    finally:
        i18n.set_language("fr")
