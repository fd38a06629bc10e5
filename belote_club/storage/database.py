"""Engine and session factory; opening, creating, checking and upgrading a Belote Club database.

Three ways to name a database, the same as the command line:

* nothing: the embedded SQLite file :func:`belote_club.paths.default_database_file`;
* ``--db FILE``: any SQLite file (``.belote`` is only a habit, not required);
* ``--database URL``: any SQLAlchemy URL, e.g. ``postgresql+psycopg://user:pass@host/belote``.

Opening a database (:meth:`Database.open`):

* a missing file, a 0-byte file or an empty database (no table, no view, nothing) is created at the head
  revision by running every migration — the same code path as an upgrade, so the migrations are the
  schema's single source of truth;
* a SQLite file is checked first (:mod:`belote_club.storage.sqlite_files`): a truncated file or one failing
  ``PRAGMA quick_check`` is refused untouched, naming the latest automatic backup; a file that can be read
  but not written (read-only file, folder or medium; write lock kept by another program) is opened
  **read-only** (:attr:`Database.read_only`, :attr:`Database.read_only_reason`): every write is refused
  with a :class:`StorageReadOnlyError`;
* a Belote Club database at an older revision is **backed up** first (SQLite: a consistent copy
  ``<file>.bak-<revision>-<UTC timestamp>`` beside it, written to a temporary file then renamed) and then
  upgraded in one transaction;
* anything else — a text file, a foreign SQLite database (even one holding only a view), a database
  written by a newer Belote Club — is refused with a :class:`StorageError` (its sentence in the language in
  force) and left untouched (it is only ever inspected through a read-only connection).

Automatic backups (:mod:`belote_club.storage.backups`): :meth:`Database.backup_now` at the moments the
services choose (a round drawn, a round finished), and on :meth:`Database.close` when something was
written; :meth:`Database.backups` lists them, :meth:`Database.restore_backup` restores one.

Every SQLite connection runs ``PRAGMA foreign_keys=ON`` and ``PRAGMA journal_mode=WAL``; transactions
are driven by SQLAlchemy (``BEGIN`` emitted explicitly) so that DDL in migrations is transactional too.
Every failure leaves as a :class:`StorageError` subclass (French or English sentence) (:mod:`belote_club.storage.errors`).
"""

from __future__ import annotations

import json
import logging
import os
import re
import secrets
import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import URL, Engine, create_engine, make_url
from sqlalchemy.exc import ArgumentError, NoSuchModuleError, SQLAlchemyError
from sqlalchemy.orm import Session, sessionmaker

from belote_club.i18n import N_
from belote_club.i18n import gettext as _
from belote_club.storage import backups, copies, open_files, schema
from belote_club.storage.backups import Backup
from belote_club.storage.errors import (
    StorageDamagedError,
    StorageError,
    StorageReadOnlyError,
    message_for,
    precise,
    reason,
    translate,
)
from belote_club.storage.restore import backups_root_of, checked_backup, list_file_backups, restore_file
from belote_club.storage.sqlite_files import Access, inspect_sqlite_file, probe_access, read_only_uri
from belote_club.storage.sqlite_hooks import WRITE_OPTION, install_sqlite_hooks

__all__ = [
    "Database",
    "OpenReport",
    "WRITE_OPTION",
    "inspect_sqlite_file",
    "install_sqlite_hooks",
    "list_file_backups",
    "reason",
    "restore_file",
]

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class OpenReport:
    """What happened when the database was opened (shown in the status bar / logs)."""

    created: bool
    revision: str
    upgraded_from: str | None = None
    backup: Path | None = None
    #: Why the database could only be opened read-only (in the language in force at opening), else None.
    read_only_reason: str | None = None
    #: Stray temporary files of an interrupted copy, removed while opening.
    cleaned: tuple[Path, ...] = ()


def _display(url: URL) -> str:
    if url.get_backend_name() == "sqlite":
        return url.database or ":memory:"
    return url.render_as_string(hide_password=True)


def _masked(url: str) -> str:
    """A URL as typed, its password hidden (for an error message about a URL that does not parse)."""
    return re.sub(r"(://[^:/@]*:)[^@/]*@", r"\1***@", url)


def _parse_url(url: str | URL) -> URL:
    """``url`` parsed, or a :class:`StorageError` naming what is wrong (never a ``ValueError``)."""
    if isinstance(url, URL):
        parsed = url
    else:
        try:
            parsed = make_url(url)
        except (ArgumentError, ValueError, TypeError) as error:
            port = re.search(r"@[^/?#]*?:([^/?#@]*)(?:[/?#]|$)", url)
            if port is not None and not port.group(1).isdigit():
                message = _("Adresse de base de données invalide : « {url} » : le port « {port} » n’est pas un "
                            "nombre. Exemple : postgresql+psycopg://utilisateur:motdepasse@serveur:5432/belote")
            else:
                message = _("Adresse de base de données invalide : « {url} ». "
                            "Exemple : postgresql+psycopg://utilisateur:motdepasse@serveur:5432/belote")
            port_text = port.group(1) if port is not None else ""
            raise StorageError(message.format(url=_masked(url), port=port_text)) from error
    if parsed.port is not None and not 1 <= parsed.port <= 65535:
        raise StorageError(_(
            "Adresse de base de données invalide : « {url} » : le port {port} n’existe pas "
            "(un nombre de 1 à 65535 est attendu, 5432 pour PostgreSQL)."
        ).format(url=_display(parsed), port=parsed.port))
    return parsed


class Database:
    """An open Belote Club database: an engine plus a session factory.

    Use :meth:`open` (checks, creates, backs up, upgrades).  ``Database(url)`` alone does none of that and
    is meant for tests and tools that know what they do.
    """

    def __init__(
        self,
        url: str | URL,
        *,
        echo: bool = False,
        access: Access | None = None,
        backups_root: Path | None = None,
    ) -> None:
        self.url: URL = _parse_url(url)
        self.access = access or Access()
        #: Where the automatic backups of this (SQLite file) database go; None: no automatic backup.
        self.backups_root = backups_root
        kwargs: dict[str, Any] = {"echo": echo}
        if self.url.get_backend_name() != "sqlite":
            kwargs["pool_pre_ping"] = True
        file = self.sqlite_file
        if self.access.read_only and file is not None:
            uri = read_only_uri(file, immutable=self.access.immutable)
            kwargs["creator"] = lambda: open_files.connect(uri, uri=True, check_same_thread=False)
        try:
            self.engine: Engine = create_engine(self.url, **kwargs)
        except NoSuchModuleError:
            raise
        except (ArgumentError, ValueError, TypeError) as error:
            raise StorageError(_("Adresse de base de données invalide : « {url} » ({reason}).").format(
                url=_display(self.url), reason=reason(error))) from error
        if self.is_sqlite:
            install_sqlite_hooks(self.engine, read_only=self.access.read_only)
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        self.report: OpenReport | None = None
        #: Something was written since opening or since the last automatic backup.
        self.changed = False

    # ------------------------------------------------------------------ opening

    @classmethod
    def open(
        cls,
        *,
        db_file: str | Path | None = None,
        url: str | URL | None = None,
        echo: bool = False,
        backups_root: Path | None | bool = True,
    ) -> Database:
        """Open (create, upgrade) the database named by ``db_file`` or ``url`` (default file when neither).

        ``backups_root``: where automatic backups of a SQLite file go — ``True`` for the user's data folder
        (:func:`belote_club.paths.backups_dir`), a folder, or ``False``/``None`` for none.
        """
        if db_file is not None and url is not None:
            raise StorageError(_("Indiquez soit un fichier (--db), soit une adresse (--database), pas les deux."))
        root = backups_root_of(backups_root)
        if url is not None:
            parsed = _parse_url(url)
            if parsed.get_backend_name() == "sqlite" and parsed.database not in (None, "", ":memory:"):
                if parsed.query:
                    raise StorageError(_(
                        "Adresse de base de données invalide : « {url} » : pour un fichier SQLite, "
                        "n’ajoutez pas d’options après « ? » (utilisez --db FICHIER)."
                    ).format(url=_display(parsed)))
                return cls._open_sqlite_file(Path(parsed.database), parsed, echo=echo, root=root)
            return cls._open_server(parsed, echo=echo)
        if db_file is None:
            from belote_club.paths import default_database_file

            db_file = default_database_file()
        path = Path(db_file).expanduser()
        url_of_file = URL.create("sqlite+pysqlite", database=str(path))
        return cls._open_sqlite_file(path, url_of_file, echo=echo, root=root)

    @classmethod
    def _open_sqlite_file(cls, path: Path, url: URL, *, echo: bool, root: Path | None) -> Database:
        state, revision = inspect_sqlite_file(path, backups_root=root)
        if not path.parent.is_dir():
            raise StorageError(_("Le dossier « {folder} » n’existe pas.").format(folder=path.parent))
        if revision is not None:
            schema.check_known_revision(revision, str(path))
        access = Access()
        cleaned: list[Path] = []
        if state == "new":
            why = _why_not_writable(path)
            if why is not None:
                raise StorageReadOnlyError(
                    _("La base « {path} » ne peut pas être créée : {reason}.").format(path=path, reason=_(why)))
        else:
            access = probe_access(path)
            if access.read_only and revision != schema.head_revision():
                raise StorageReadOnlyError(_(
                    "« {path} » vient d’une version plus ancienne de Belote Club et doit être mis à jour, mais il "
                    "ne peut pas être modifié ({reason}) : copiez-le dans un dossier modifiable pour l’ouvrir."
                ).format(path=path, reason=_(access.reason) if access.reason else ""))
        if not access.read_only and not open_files.is_open_here(path):
            # Opened a second time here (the table server beside the window): a temporary file may be a
            # copy the first one is writing right now.
            cleaned = backups.clean_stray_temporaries(path, root)
        database = cls(url, echo=echo, access=access, backups_root=root)
        try:
            if state == "new":
                database._create()
            elif revision != schema.head_revision():
                assert revision is not None
                backup = database._backup_before_upgrade(path, revision)
                database._upgrade(revision, backup)
            else:
                database.report = OpenReport(created=False, revision=revision,
                                             read_only_reason=database.read_only_reason)
        except StorageError:
            database.dispose()
            raise
        except (SQLAlchemyError, sqlite3.Error, OSError, RuntimeError) as error:
            database.dispose()
            raise precise(error, _("Impossible de préparer la base « {path} » : {reason}.").format(
                path=path, reason=reason(error))) from error
        if cleaned:
            database.report = _with_cleaned(database.report, cleaned)
        log.info("database %s opened: %s", path, database.report)
        return database

    @classmethod
    def _open_server(cls, url: URL, *, echo: bool) -> Database:
        try:
            database = cls(url, echo=echo)
        except (NoSuchModuleError, ModuleNotFoundError) as error:
            raise StorageError(_(
                "Pilote de base de données indisponible pour « {url} » "
                "(pour PostgreSQL : installez « psycopg »)."
            ).format(url=_display(url))) from error
        try:
            with database.engine.connect() as connection:
                objects = schema.existing_objects(connection)
                revision = _revision_if_ours(connection, objects, _display(url))
                server_read_only = _server_read_only(connection)
            if server_read_only and revision != schema.head_revision():
                raise StorageReadOnlyError((
                    _("La base « {url} » est en lecture seule sur le serveur : elle ne peut pas être créée.")
                    if revision is None else
                    _("La base « {url} » est en lecture seule sur le serveur : elle ne peut pas être "
                      "mise à jour pour cette version de Belote Club.")
                ).format(url=_display(url)))
            if server_read_only:
                database.access = Access(read_only=True, reason=N_("base en lecture seule sur le serveur"))
            if revision is None:
                database._create()
            else:
                schema.check_known_revision(revision, _display(url))
                if revision != schema.head_revision():
                    # No file to copy on a server: the upgrade runs in one transaction (PostgreSQL has
                    # transactional DDL), so a failure leaves the database as it was.
                    database._upgrade(revision, None)
                else:
                    database.report = OpenReport(created=False, revision=revision,
                                                 read_only_reason=database.read_only_reason)
        except StorageError:
            database.dispose()
            raise
        except (SQLAlchemyError, ValueError, TypeError) as error:
            database.dispose()
            raise precise(error, _("Connexion impossible à la base « {url} » : {reason}.").format(
                url=_display(url), reason=reason(error))) from error
        return database

    def _create(self) -> None:
        schema.upgrade(self.engine, "head")
        self.report = OpenReport(created=True, revision=schema.head_revision())

    def _backup_before_upgrade(self, path: Path, revision: str) -> Path:
        with closing(open_files.connect(path, timeout=5.0)) as source:
            return backups.backup_before_upgrade(path, revision, source)

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
    def read_only(self) -> bool:
        """Opened read-only (see :attr:`read_only_reason`): every write raises :class:`StorageReadOnlyError`."""
        return self.access.read_only

    @property
    def read_only_reason(self) -> str | None:
        """Why the database is read-only (« support en lecture seule », in the language in force), else None."""
        return _(self.access.reason) if self.access.read_only and self.access.reason is not None else None

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

        Every database failure leaves as a :class:`StorageError` subclass saying its cause (busy, locked,
        read-only, disk full, integrity, damaged, unreachable), the original as ``__cause__``.
        """
        try:
            with open_files.writing(self.sqlite_file if write and not self.read_only else None), \
                    self._sessions.begin() as session:
                before = -1
                if self.is_sqlite:
                    if write and not self.read_only:
                        session.connection(execution_options={WRITE_OPTION: True})
                    before = _total_changes(session)
                yield session
                if write:
                    session.flush()  # what the commit would flush, counted below
                    if before < 0 or _total_changes(session) != before:
                        self.changed = True
        except (UnicodeDecodeError, json.JSONDecodeError) as error:  # garbled content: quick_check cannot see it
            log.info("unit of work on %s read garbled text", self.display_name, exc_info=True)
            raise StorageDamagedError(message_for(StorageDamagedError, self.display_name, error)) from error
        except (SQLAlchemyError, sqlite3.Error, OSError) as error:
            failure = translate(error, self.display_name, reading=not write)
            if self.read_only and isinstance(failure, StorageReadOnlyError):
                failure = StorageReadOnlyError(_(
                    "La base « {name} » est ouverte en lecture seule ({reason}) : "
                    "la modification est refusée, rien n’a été modifié."
                ).format(name=self.display_name, reason=self.read_only_reason))
            log.info("unit of work on %s failed: %s", self.display_name, failure, exc_info=True)
            raise failure from error

    def revision(self) -> str | None:
        with self.engine.connect() as connection:
            return schema.current_revision(connection)

    @property
    def sqlite_file(self) -> Path | None:
        """The SQLite file behind this database (``None`` for a server or an in-memory database)."""
        if not self.is_sqlite or self.url.database in (None, "", ":memory:"):
            return None
        return Path(self.url.database)

    # ------------------------------------------------------------------ backups

    def backup_now(self, reason_word: str, *, round_number: int | None = None) -> Path | None:
        """Write an automatic backup now (``reason_word``: :data:`backups.ROUND_DRAWN`, ``ROUND_FINISHED``,
        ``ON_CLOSE``, ``MANUAL``); returns its path, or None when this database has no automatic backups
        (a server, a database opened without a backup folder).  Old backups beyond the last
        :data:`backups.KEEP` are removed.  Raises :class:`StorageError` (e.g. disk full) — nothing of the
        database itself is changed either way."""
        file = self.sqlite_file
        if file is None or self.backups_root is None:
            return None
        with self._driver_connection() as source:
            target = backups.backup_connection(source, file, self.backups_root, reason_word,
                                               round_number=round_number)
        self.changed = False
        return target

    def backups(self) -> list[Backup]:
        """The automatic backups of this database file, newest first (empty for a server)."""
        file = self.sqlite_file
        if file is None or self.backups_root is None:
            return []
        return backups.list_backups(file, self.backups_root)

    def restore_backup(self, backup: str | Path) -> Path:
        """Replace the whole content of this database by the backup ``backup`` (one of :meth:`backups`).

        The current content is first saved as a backup itself (reason « restauration »), so a restore can
        be undone by restoring that one; returns its path.  The copy goes through SQLite's backup API into
        the open file: other stations see the restored data at their next read.
        """
        file = self.sqlite_file
        if file is None or self.backups_root is None:
            raise StorageError(_("La restauration d’une sauvegarde n’est possible que pour un fichier .belote."))
        if self.read_only:
            raise StorageReadOnlyError(_(
                "La base « {name} » est ouverte en lecture seule ({reason}) : elle ne peut pas être restaurée."
            ).format(name=self.display_name, reason=self.read_only_reason))
        source = checked_backup(Path(backup), file)
        aside = self.backup_now(backups.BEFORE_RESTORE)
        assert aside is not None
        with self._driver_connection() as destination:
            backups.restore_into(destination, file, source)
        if self.revision() != schema.head_revision():  # a backup written by an older version
            try:
                schema.upgrade(self.engine, "head")
            except (SQLAlchemyError, sqlite3.Error, RuntimeError) as error:
                raise precise(error, _("La sauvegarde restaurée n’a pas pu être mise à jour : {reason}. "
                                       "Le contenu d’avant est dans « {aside} ».").format(
                                           reason=reason(error), aside=aside)) from error
        self.changed = False
        log.info("database %s restored from %s (previous content kept in %s)", file, source, aside)
        return aside

    @contextmanager
    def _driver_connection(self) -> Iterator[sqlite3.Connection]:
        try:
            raw = self.engine.raw_connection()
        except SQLAlchemyError as error:
            raise translate(error, self.display_name) from error
        try:
            connection = raw.driver_connection
            assert isinstance(connection, sqlite3.Connection)
            yield connection
        finally:
            raw.close()

    # ------------------------------------------------------------------ copies
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
        copies.check_copy_target(path, self.sqlite_file)
        temporary = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
        try:
            if self.is_sqlite:
                with self._driver_connection() as source:
                    backups.write_copy(source, temporary)
            else:
                self.copy_rows_to(temporary)
            os.replace(temporary, path)
        except StorageError:
            backups.remove_sqlite_file(temporary)
            raise
        except (sqlite3.Error, SQLAlchemyError, OSError) as error:
            backups.remove_sqlite_file(temporary)
            raise precise(error, _("Impossible d’enregistrer la copie « {path} » : {reason}.").format(
                path=path, reason=reason(error))) from error
        log.info("copy of %s saved to %s", self.display_name, path)
        return path

    def copy_rows_to(self, target: Path) -> None:
        """Create the SQLite file ``target`` at the head revision and copy every stored row into it (the way
        :meth:`save_copy` copies a server database; usable from SQLite too)."""
        with Database.open(db_file=target, backups_root=False) as copy:
            copies.copy_rows(self.engine, copy.engine, self.display_name)

    #: Former name, still used by a test of the services.
    _copy_rows_to = copy_rows_to

    def close(self) -> None:
        """Close; an automatic backup is written first when something was written since the last one (a
        failing backup is logged, never raised: closing always succeeds)."""
        if self.changed and not self.read_only:
            try:
                self.backup_now(backups.ON_CLOSE)
            except StorageError:
                log.info("automatic backup on close of %s failed", self.display_name, exc_info=True)
        self.dispose()

    def dispose(self) -> None:
        """Close the connections, without the backup of :meth:`close`."""
        self.engine.dispose()

    def __enter__(self) -> Database:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# ---------------------------------------------------------------------- helpers


def _total_changes(session: Session) -> int:
    """Rows changed so far by the session's SQLite connection (to know whether a unit wrote anything)."""
    driver = session.connection().connection.driver_connection
    return driver.total_changes if isinstance(driver, sqlite3.Connection) else -1


def _server_read_only(connection: Any) -> bool:
    """PostgreSQL in a read-only transaction by default (hot standby, ``default_transaction_read_only``)."""
    if connection.dialect.name != "postgresql":
        return False
    return str(connection.exec_driver_sql("SHOW transaction_read_only").scalar()).lower() == "on"


def _why_not_writable(path: Path) -> str | None:
    from belote_club.storage.sqlite_files import read_only_reason

    return read_only_reason(path)


def _with_cleaned(report: OpenReport | None, cleaned: list[Path]) -> OpenReport | None:
    if report is None:
        return None
    from dataclasses import replace

    return replace(report, cleaned=tuple(cleaned))


def _revision_if_ours(connection: Any, objects: set[str], name: str) -> str | None:
    """``None`` for an empty server database, the revision for ours; refuse anything else."""
    if not objects:
        return None
    if schema.MARKER_TABLE not in objects or schema.VERSION_TABLE not in objects:
        raise StorageError(_(
            "La base « {name} » contient déjà des tables ou des vues qui ne sont pas de Belote Club : "
            "utilisez une base vide dédiée."
        ).format(name=name))
    from sqlalchemy import text

    marker = connection.execute(
        text(f"SELECT value FROM {schema.MARKER_TABLE} WHERE key = 'application'")
    ).scalar_one_or_none()
    revision = schema.current_revision(connection)
    if marker != schema.APPLICATION or revision is None:
        raise StorageError(
            _("La base « {name} » n’est pas une base Belote Club (marque d’application absente).").format(name=name))
    return revision
