"""Alembic, run from inside the package: no ``alembic.ini`` is needed at run time.

The migration scripts live in ``belote_club/storage/migrations`` (``env.py`` and ``versions/``) and are
shipped as package data.  ``alembic.ini`` beside this module only serves developers who want the
``alembic`` command (``alembic -c belote_club/storage/alembic.ini revision --autogenerate -m …``).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, Engine, create_engine, inspect
from sqlalchemy.pool import NullPool

from belote_club.storage.sqlite_hooks import install_sqlite_hooks

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"

#: Name of the table that tells a Belote Club database from any other one.
MARKER_TABLE = "belote_club_meta"
#: Value of the ``application`` key in the marker table.
APPLICATION = "belote-club"
VERSION_TABLE = "alembic_version"


def alembic_config(connection: Connection | None = None) -> Config:
    """An Alembic configuration pointing at the packaged migrations (optionally bound to a connection)."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


@cache
def script_directory() -> ScriptDirectory:
    return ScriptDirectory.from_config(alembic_config())


def head_revision() -> str:
    head = script_directory().get_current_head()
    assert head is not None, "no migration found"
    return head


def known_revisions() -> list[str]:
    """Every revision id, oldest first."""
    return [script.revision for script in reversed(list(script_directory().walk_revisions()))]


def current_revision(connection: Connection) -> str | None:
    return MigrationContext.configure(connection).get_current_revision()


def upgrade(engine: Engine, revision: str = "head") -> None:
    """Upgrade the database behind ``engine`` to ``revision`` in one transaction.

    A private connection is used.  On SQLite, foreign keys are switched off while the migration runs:
    batch migrations copy and drop tables, and ``ON DELETE CASCADE`` would otherwise empty the child
    tables; ``PRAGMA foreign_key_check`` then verifies that nothing was left dangling.
    """
    sqlite = engine.dialect.name == "sqlite"
    migration_engine = create_engine(engine.url, poolclass=NullPool) if sqlite else engine
    if sqlite:
        install_sqlite_hooks(migration_engine, foreign_keys=False)
    try:
        with migration_engine.connect() as connection:
            with connection.begin():
                command.upgrade(alembic_config(connection), revision)
                if sqlite:
                    dangling = connection.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
                    if dangling:
                        raise RuntimeError(f"foreign key violations after migration: {dangling[:5]}")
    finally:
        if migration_engine is not engine:
            migration_engine.dispose()


def existing_tables(connection: Connection) -> set[str]:
    return set(inspect(connection).get_table_names())
