"""Alembic, run from inside the package: no ``alembic.ini`` is needed at run time.

The migration scripts live in ``belote_club/storage/migrations`` (``env.py`` and ``versions/``) and are
shipped as package data.  ``alembic.ini`` beside this module only serves developers who want the
``alembic`` command (``alembic -c belote_club/storage/alembic.ini revision --autogenerate -m …``).

Alembic is imported only when a database must be created or upgraded: opening a database already at the
head revision reads the revision ids from the scripts' text (:func:`known_revisions`) and the current one
from the ``alembic_version`` table, which costs a few milliseconds instead of Alembic's import.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import Connection, Engine, create_engine, inspect, text
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.pool import NullPool

from belote_club.i18n import gettext as _
from belote_club.storage.errors import StorageError
from belote_club.storage.sqlite_hooks import install_sqlite_hooks

if TYPE_CHECKING:
    from alembic.config import Config

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
VERSIONS_DIR = MIGRATIONS_DIR / "versions"

#: Name of the table that tells a Belote Club database from any other one.
MARKER_TABLE = "belote_club_meta"
#: Value of the ``application`` key in the marker table.
APPLICATION = "belote-club"
VERSION_TABLE = "alembic_version"


def alembic_config(connection: Connection | None = None) -> Config:
    """An Alembic configuration pointing at the packaged migrations (optionally bound to a connection)."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def _script_ids(path: Path) -> tuple[str, str | None] | None:
    """``(revision, down_revision)`` of a migration script, read from its module-level assignments."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: dict[str, object] = {}
    for node in tree.body:
        target: ast.expr | None = None
        value: ast.expr | None = None
        if isinstance(node, ast.AnnAssign):
            target, value = node.target, node.value
        elif isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, value = node.targets[0], node.value
        if isinstance(target, ast.Name) and target.id in ("revision", "down_revision") and value is not None:
            found[target.id] = ast.literal_eval(value)
    revision = found.get("revision")
    down = found.get("down_revision")
    if not isinstance(revision, str) or not (down is None or isinstance(down, str)):
        return None
    return revision, down


@cache
def known_revisions() -> tuple[str, ...]:
    """Every revision id, oldest first (a single linear history, as the project keeps it)."""
    parents: dict[str, str | None] = {}
    for script in sorted(VERSIONS_DIR.glob("*.py")):
        ids = _script_ids(script)
        if ids is not None:
            parents[ids[0]] = ids[1]
    children = {down: revision for revision, down in parents.items()}
    if len(children) != len(parents):
        raise RuntimeError(f"migration history is not linear: {parents}")
    ordered: list[str] = []
    current = children.get(None)
    while current is not None:
        ordered.append(current)
        current = children.get(current)
    if len(ordered) != len(parents):
        raise RuntimeError(f"migration history is broken: {parents}")
    return tuple(ordered)


def head_revision() -> str:
    revisions = known_revisions()
    assert revisions, "no migration found"
    return revisions[-1]


def current_revision(connection: Connection) -> str | None:
    """The revision stamped in ``alembic_version`` (None when the table is missing or empty)."""
    if VERSION_TABLE not in existing_tables(connection):
        return None
    try:
        rows = connection.execute(text(f"SELECT version_num FROM {VERSION_TABLE}")).fetchall()
    except SQLAlchemyError:
        return None
    if len(rows) != 1:
        return None
    return str(rows[0][0])


def upgrade(engine: Engine, revision: str = "head") -> None:
    """Upgrade the database behind ``engine`` to ``revision`` in one transaction.

    A private connection is used.  On SQLite, foreign keys are switched off while the migration runs:
    batch migrations copy and drop tables, and ``ON DELETE CASCADE`` would otherwise empty the child
    tables; ``PRAGMA foreign_key_check`` then verifies that nothing was left dangling.
    """
    from alembic import command

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


def existing_objects(connection: Connection) -> set[str]:
    """Tables and views (a database holding only a view is not empty)."""
    inspector = inspect(connection)
    return set(inspector.get_table_names()) | set(inspector.get_view_names())


def check_known_revision(revision: str, name: str) -> None:
    """Refuse a database written by a newer Belote Club (a revision this program does not know)."""
    if revision not in known_revisions():
        raise StorageError(_(
            "La base « {name} » a été écrite par une version plus récente de Belote Club "
            "(schéma {revision}) : mettez le programme à jour pour l’ouvrir."
        ).format(name=name, revision=revision))
