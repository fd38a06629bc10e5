"""Fixtures shared by the storage and services tests: every test that takes ``database_url`` runs on a
fresh SQLite file, and also on PostgreSQL when ``BELOTE_TEST_DATABASE_URL`` names a **throwaway**
database (its ``public`` schema is dropped and recreated around each test)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

POSTGRES_URL = os.environ.get("BELOTE_TEST_DATABASE_URL")


def reset_postgres(url: str) -> None:
    from sqlalchemy import create_engine
    from sqlalchemy.pool import NullPool

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
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A URL naming an empty database, on each available backend."""
    if request.param == "sqlite":
        yield f"sqlite+pysqlite:///{tmp_path / 'club.belote'}"
        return
    assert POSTGRES_URL is not None
    reset_postgres(POSTGRES_URL)
    yield POSTGRES_URL
    reset_postgres(POSTGRES_URL)


@pytest.fixture
def postgres_url() -> Iterator[str]:
    """An empty PostgreSQL database (skipped without ``BELOTE_TEST_DATABASE_URL``)."""
    if not POSTGRES_URL:
        pytest.skip("BELOTE_TEST_DATABASE_URL non défini")
    reset_postgres(POSTGRES_URL)
    yield POSTGRES_URL
    reset_postgres(POSTGRES_URL)
