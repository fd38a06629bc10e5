"""Engine and session factory; opening, creating, checking and upgrading a Belote Club database.

Three ways to name a database, the same as the command line:

* nothing: the embedded SQLite file :func:`belote_club.paths.default_database_file`;
* ``--db FILE``: any SQLite file (``.belote`` is only a habit, not required);
* ``--database URL``: any SQLAlchemy URL, e.g. ``postgresql+psycopg://user:pass@host/belote``.

Opening a database (:meth:`Database.open`):

* a missing file, a 0-byte file or an empty database (no table at all) is created at the head
  revision by running every migration — the same code path as an upgrade, so the migrations are the
  schema's single source of truth;
* a Belote Club database at an older revision is **backed up** first (SQLite: a consistent copy
  ``<file>.bak-<revision>-<UTC timestamp>`` beside it) and then upgraded in one transaction;
* anything else — a text file, a foreign SQLite database, a database written by a newer Belote Club —
  is refused with a French :class:`StorageError` and left untouched (it is only ever inspected through
  a read-only connection).

Every SQLite connection runs ``PRAGMA foreign_keys=ON`` and ``PRAGMA journal_mode=WAL``; transactions
are driven by SQLAlchemy (``BEGIN`` emitted explicitly) so that DDL in migrations is transactional too.
"""

from __future__ import annotations

import logging
import os
import secrets
import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import URL, Engine, create_engine, make_url
from sqlalchemy.exc import ArgumentError, NoSuchModuleError, SQLAlchemyError
from sqlalchemy.orm import Session, sessionmaker

from belote_club.storage import schema
from belote_club.storage.errors import StorageDamagedError, StorageError, classify, precise, reason, translate
from belote_club.storage.sqlite_hooks import WRITE_OPTION, install_sqlite_hooks

__all__ = ["Database", "OpenReport", "WRITE_OPTION", "install_sqlite_hooks", "reason"]

log = logging.getLogger(__name__)

SQLITE_HEADER = b"SQLite format 3\x00"


@dataclass(frozen=True)
class OpenReport:
    """What happened when the database was opened (shown in the status bar / logs)."""

    created: bool
    revision: str
    upgraded_from: str | None = None
    backup: Path | None = None


def _display(url: URL) -> str:
    if url.get_backend_name() == "sqlite":
        return url.database or ":memory:"
    return url.render_as_string(hide_password=True)


class Database:
    """An open Belote Club database: an engine plus a session factory.

    Use :meth:`open` (checks, creates, backs up, upgrades).  ``Database(url)`` alone does none of that and
    is meant for tests and tools that know what they do.
    """

    def __init__(self, url: str | URL, *, echo: bool = False) -> None:
        self.url: URL = make_url(url) if isinstance(url, str) else url
        kwargs: dict[str, Any] = {"echo": echo}
        if self.url.get_backend_name() != "sqlite":
            kwargs["pool_pre_ping"] = True
        self.engine: Engine = create_engine(self.url, **kwargs)
        if self.is_sqlite:
            install_sqlite_hooks(self.engine)
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        self.report: OpenReport | None = None

    # ------------------------------------------------------------------ opening

    @classmethod
    def open(
        cls,
        *,
        db_file: str | Path | None = None,
        url: str | URL | None = None,
        echo: bool = False,
    ) -> Database:
        """Open (create, upgrade) the database named by ``db_file`` or ``url`` (default file when neither)."""
        if db_file is not None and url is not None:
            raise StorageError("Indiquez soit un fichier (--db), soit une adresse (--database), pas les deux.")
        if url is not None:
            try:
                parsed = make_url(url) if isinstance(url, str) else url
            except ArgumentError as error:
                raise StorageError(f"Adresse de base de données invalide : « {url} ».") from error
            if parsed.get_backend_name() == "sqlite" and parsed.database not in (None, "", ":memory:"):
                return cls._open_sqlite_file(Path(parsed.database), parsed, echo=echo)
            return cls._open_server(parsed, echo=echo)
        if db_file is None:
            from belote_club.paths import default_database_file

            db_file = default_database_file()
        path = Path(db_file).expanduser()
        return cls._open_sqlite_file(path, URL.create("sqlite+pysqlite", database=str(path)), echo=echo)

    @classmethod
    def _open_sqlite_file(cls, path: Path, url: URL, *, echo: bool) -> Database:
        state, revision = inspect_sqlite_file(path)
        if not path.parent.is_dir():
            raise StorageError(f"Le dossier « {path.parent} » n’existe pas.")
        if revision is not None:
            _check_known_revision(revision, str(path))
        database = cls(url, echo=echo)
        try:
            if state == "new":
                database._create()
            elif revision != schema.head_revision():
                assert revision is not None
                backup = backup_sqlite_file(path, revision)
                database._upgrade(revision, backup)
            else:
                database.report = OpenReport(created=False, revision=revision)
        except StorageError:
            database.close()
            raise
        except (SQLAlchemyError, OSError, RuntimeError) as error:
            database.close()
            raise precise(error, f"Impossible de préparer la base « {path} » : {reason(error)}.") from error
        log.info("database %s opened: %s", path, database.report)
        return database

    @classmethod
    def _open_server(cls, url: URL, *, echo: bool) -> Database:
        try:
            database = cls(url, echo=echo)
        except (NoSuchModuleError, ModuleNotFoundError) as error:
            raise StorageError(
                f"Pilote de base de données indisponible pour « {_display(url)} » "
                "(pour PostgreSQL : installez « psycopg »)."
            ) from error
        try:
            with database.engine.connect() as connection:
                tables = schema.existing_tables(connection)
                revision = _revision_if_ours(connection, tables, _display(url))
            if revision is None:
                database._create()
            else:
                _check_known_revision(revision, _display(url))
                if revision != schema.head_revision():
                    # No file to copy on a server: the upgrade runs in one transaction (PostgreSQL has
                    # transactional DDL), so a failure leaves the database as it was.
                    database._upgrade(revision, None)
                else:
                    database.report = OpenReport(created=False, revision=revision)
        except StorageError:
            database.close()
            raise
        except SQLAlchemyError as error:
            database.close()
            raise precise(
                error, f"Connexion impossible à la base « {_display(url)} » : {reason(error)}."
            ) from error
        return database

    def _create(self) -> None:
        schema.upgrade(self.engine, "head")
        self.report = OpenReport(created=True, revision=schema.head_revision())

    def _upgrade(self, revision: str, backup: Path | None) -> None:
        log.info("upgrading database %s from %s (backup: %s)", self.display_name, revision, backup)
        schema.upgrade(self.engine, "head")
        self.report = OpenReport(
            created=False, revision=schema.head_revision(), upgraded_from=revision, backup=backup
        )

    # ------------------------------------------------------------------ use

    @property
    def is_sqlite(self) -> bool:
        return self.url.get_backend_name() == "sqlite"

    @property
    def display_name(self) -> str:
        """The file path, or the URL without its password."""
        return _display(self.url)

    @contextmanager
    def session(self, *, write: bool = True) -> Iterator[Session]:
        """One unit of work: commits when the block ends normally, rolls back on any exception.

        ``write``: the unit may change something.  On SQLite it then takes the write lock when it begins,
        so two programs changing the same file take turns (waiting up to ``busy_timeout``) instead of one
        failing; ``write=False`` lets readers run alongside a writer (WAL).
        """
        try:
            with self._sessions.begin() as session:
                if write and self.is_sqlite:
                    session.connection(execution_options={WRITE_OPTION: True})
                yield session
        except (SQLAlchemyError, sqlite3.Error) as error:
            log.warning("unit of work on %s failed", self.display_name, exc_info=True)
            raise translate(error, self.display_name, reading=not write) from error
        except OSError as error:
            raise translate(error, self.display_name, reading=not write) from error

    def revision(self) -> str | None:
        with self.engine.connect() as connection:
            return schema.current_revision(connection)

    @property
    def sqlite_file(self) -> Path | None:
        """The SQLite file behind this database (``None`` for a server or an in-memory database)."""
        if not self.is_sqlite or self.url.database in (None, "", ":memory:"):
            return None
        return Path(self.url.database)

    def save_copy(self, target: str | Path) -> Path:
        """Write a consistent copy of the whole database to the SQLite file ``target``; return its path.

        * SQLite: the sqlite3 online backup API on one of the engine's own connections, so a pending WAL
          and writes made by this process are included, and the copy is one consistent snapshot;
        * any other backend (PostgreSQL): a new SQLite file is created at the head revision by the
          migrations, then every stored row is copied from one repeatable-read snapshot of the server.

        The copy is written to a temporary file beside ``target`` and moved into place at the end, so an
        existing ``target`` is either replaced whole or left as it was.  The open file itself is refused.
        """
        path = Path(target).expanduser()
        self._check_copy_target(path)
        temporary = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
        try:
            if self.is_sqlite:
                self._backup_sqlite_to(temporary)
            else:
                self._copy_rows_to(temporary)
            os.replace(temporary, path)
        except StorageError:
            _remove_sqlite_file(temporary)
            raise
        except (sqlite3.Error, SQLAlchemyError, OSError) as error:
            _remove_sqlite_file(temporary)
            raise precise(error, f"Impossible d’enregistrer la copie « {path} » : {reason(error)}.") from error
        log.info("copy of %s saved to %s", self.display_name, path)
        return path

    def _check_copy_target(self, path: Path) -> None:
        if path.is_dir():
            raise StorageError(f"« {path} » est un dossier : choisissez un nom de fichier pour la copie.")
        if not path.parent.is_dir():
            raise StorageError(f"Le dossier « {path.parent} » n’existe pas : la copie n’a pas été enregistrée.")
        source = self.sqlite_file
        if source is not None and (
            path.resolve() == source.resolve() or (path.exists() and source.exists() and path.samefile(source))
        ):
            raise StorageError(
                "La copie ne peut pas remplacer le fichier ouvert lui-même : choisissez un autre nom de fichier."
            )
        if path.with_name(path.name + "-wal").exists():
            raise StorageError(
                f"« {path} » semble ouvert par un autre programme (un fichier « {path.name}-wal » est présent) : "
                "fermez-le ou choisissez un autre nom de fichier."
            )
        if not os.access(path.parent, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
            raise StorageError(f"Vous n’avez pas le droit d’écrire « {path} » : choisissez un autre emplacement.")

    def _backup_sqlite_to(self, temporary: Path) -> None:
        raw = self.engine.raw_connection()
        try:
            source = raw.driver_connection
            assert isinstance(source, sqlite3.Connection)
            with closing(sqlite3.connect(temporary)) as destination:
                source.backup(destination)
        finally:
            raw.close()

    def _copy_rows_to(self, temporary: Path) -> None:
        from sqlalchemy import insert, select

        from belote_club.storage.models import Base, Meta

        copy = Database.open(db_file=temporary)
        try:
            source_engine = self.engine
            if self.engine.dialect.name == "postgresql":
                source_engine = self.engine.execution_options(isolation_level="REPEATABLE READ")
            with source_engine.connect() as source, source.begin(), copy.engine.begin() as destination:
                revision = schema.current_revision(source)
                if revision != schema.head_revision():
                    raise StorageError(
                        f"La base « {self.display_name} » n’est pas à jour (schéma {revision}) : "
                        "rouvrez-la avant d’en enregistrer une copie."
                    )
                for table in Base.metadata.sorted_tables:
                    query = select(table).order_by(*table.primary_key.columns)
                    if table is Meta.__table__:
                        present = set(destination.scalars(select(Meta.key)))
                        query = query.where(Meta.key.not_in(present))
                    for rows in source.execute(query).mappings().partitions(1000):
                        destination.execute(insert(table), [dict(row) for row in rows])
        finally:
            copy.close()

    def close(self) -> None:
        self.engine.dispose()

    def __enter__(self) -> Database:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# ---------------------------------------------------------------------- inspection


def inspect_sqlite_file(path: Path) -> tuple[str, str | None]:
    """Classify a file without writing to it: ``("new", None)`` or ``("ours", revision)``.

    Raises :class:`StorageError` for anything that is not a Belote Club database.
    """
    if path.is_dir():
        raise StorageError(f"« {path} » est un dossier, pas un fichier de base de données.")
    if not path.exists():
        return "new", None
    try:
        with path.open("rb") as handle:
            header = handle.read(len(SQLITE_HEADER))
    except OSError as error:
        raise precise(error, f"Impossible de lire le fichier « {path} » : {reason(error)}.", reading=True) from error
    if header == b"":
        return "new", None  # a 0-byte file holds nothing to lose: it becomes a new database
    if header != SQLITE_HEADER:
        raise StorageError(f"« {path} » n’est pas une base Belote Club (ce n’est pas une base SQLite).")
    try:
        with closing(_read_only_connection(path)) as connection:
            tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            if not tables:
                return "new", None
            if schema.MARKER_TABLE not in tables or schema.VERSION_TABLE not in tables:
                raise StorageError(
                    f"« {path} » est une base SQLite qui n’a pas été créée par Belote Club : elle n’a pas été ouverte."
                )
            marker = connection.execute(
                f"SELECT value FROM {schema.MARKER_TABLE} WHERE key = 'application'"
            ).fetchone()
            versions = connection.execute(f"SELECT version_num FROM {schema.VERSION_TABLE}").fetchall()
    except sqlite3.DatabaseError as error:
        kind = classify(error, reading=True)
        if kind in (StorageError, StorageDamagedError):
            raise StorageDamagedError(
                f"« {path} » est illisible ou endommagé : ce n’est pas une base Belote Club utilisable."
            ) from error
        raise kind(f"Impossible de lire « {path} » : {reason(error)}.") from error
    if marker is None or marker[0] != schema.APPLICATION or len(versions) != 1:
        raise StorageError(f"« {path} » n’est pas une base Belote Club (marque d’application absente).")
    return "ours", str(versions[0][0])


def _read_only_connection(path: Path) -> sqlite3.Connection:
    """A connection that cannot write ``path`` nor leave side files beside it.

    Without a ``-wal`` file there is nothing outside the main file, so ``immutable=1`` reads it without
    even taking a lock (a plain read-only connection to a WAL database would create ``-wal``/``-shm``
    files it cannot remove).  With a ``-wal`` file, its content matters: read-only mode reads it.
    """
    uri = path.resolve().as_uri()
    if path.with_name(path.name + "-wal").exists():
        return sqlite3.connect(f"{uri}?mode=ro", uri=True)
    return sqlite3.connect(f"{uri}?mode=ro&immutable=1", uri=True)


def _revision_if_ours(connection: Any, tables: set[str], name: str) -> str | None:
    """``None`` for an empty server database, the revision for ours; refuse anything else."""
    if not tables:
        return None
    if schema.MARKER_TABLE not in tables or schema.VERSION_TABLE not in tables:
        raise StorageError(
            f"La base « {name} » contient déjà des tables qui ne sont pas de Belote Club : "
            "utilisez une base vide dédiée."
        )
    from sqlalchemy import text

    marker = connection.execute(
        text(f"SELECT value FROM {schema.MARKER_TABLE} WHERE key = 'application'")
    ).scalar_one_or_none()
    revision = schema.current_revision(connection)
    if marker != schema.APPLICATION or revision is None:
        raise StorageError(f"La base « {name} » n’est pas une base Belote Club (marque d’application absente).")
    return revision


def _check_known_revision(revision: str, name: str) -> None:
    if revision not in schema.known_revisions():
        raise StorageError(
            f"La base « {name} » a été écrite par une version plus récente de Belote Club "
            f"(schéma {revision}) : mettez le programme à jour pour l’ouvrir."
        )


def backup_sqlite_file(path: Path, revision: str) -> Path:
    """A consistent copy of ``path`` beside it (SQLite backup API, so a pending WAL is included)."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.name}.bak-{revision}-{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}.bak-{revision}-{stamp}-{counter}")
    try:
        with closing(_read_only_connection(path)) as source:
            with closing(sqlite3.connect(target)) as destination:
                source.backup(destination)
    except (sqlite3.Error, OSError) as error:
        target.unlink(missing_ok=True)
        raise precise(
            error,
            f"Impossible de sauvegarder « {path} » avant sa mise à jour : {reason(error)}. Rien n’a été modifié."
        ) from error
    return target


def _remove_sqlite_file(path: Path) -> None:
    for leftover in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        leftover.unlink(missing_ok=True)
