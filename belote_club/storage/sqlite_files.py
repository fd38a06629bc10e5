"""Looking at a SQLite file before using it: what it is, whether it is whole, whether it can be written.

Nothing here writes the file: it is inspected through a read-only connection (``immutable=1`` when no
``-wal`` file is beside it, so not even a lock is taken), and the write probe only begins and rolls back
an empty transaction.  Its header is read by hand only when no SQLite connection of this process has the
file open (:mod:`belote_club.storage.open_files`): closing that descriptor would release their locks.
"""

from __future__ import annotations

import os
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from belote_club.i18n import N_
from belote_club.i18n import gettext as _
from belote_club.storage import open_files, schema
from belote_club.storage.backups import latest_backup
from belote_club.storage.errors import (
    StorageBusyError,
    StorageDamagedError,
    StorageError,
    StorageLockedError,
    StorageReadOnlyError,
    classify,
    reason,
)

SQLITE_HEADER = b"SQLite format 3\x00"
HEADER_SIZE = 100
#: How long (s) a probe waits for a lock held by another station before concluding.
PROBE_TIMEOUT = 5.0


@dataclass(frozen=True)
class Access:
    """How a database file can be used: read-write, or read-only and why (a French phrase, the message id:
    shown through gettext, as :attr:`Database.read_only_reason` does)."""

    read_only: bool = False
    reason: str | None = None
    #: Read-only and SQLite cannot even create its ``-shm`` file: read with ``immutable=1``.
    immutable: bool = False


def has_wal_content(path: Path) -> bool:
    wal = path.with_name(path.name + "-wal")
    try:
        return wal.stat().st_size > 0
    except OSError:
        return False


def read_only_uri(path: Path, *, immutable: bool) -> str:
    uri = f"{path.resolve().as_uri()}?mode=ro"
    return uri + "&immutable=1" if immutable else uri


def read_only_connection(path: Path, *, timeout: float | None = None) -> sqlite3.Connection:
    """A connection that cannot write ``path`` nor leave side files beside it.

    Without a ``-wal`` file there is nothing outside the main file, so ``immutable=1`` reads it without
    even taking a lock (a plain read-only connection to a WAL database would create ``-wal``/``-shm``
    files it cannot remove).  With a ``-wal`` file, its content matters: read-only mode reads it.
    """
    wal = path.with_name(path.name + "-wal")
    return open_files.connect(
        read_only_uri(path, immutable=not wal.exists()), uri=True, timeout=PROBE_TIMEOUT if timeout is None else timeout
    )


def damaged_message(path: Path, detail: str, backups_root: Path | None) -> str:
    """« the file is damaged, left untouched; here is the way out (the latest backup, named) » (``detail``:
    already in the language in force)."""
    latest = latest_backup(path, backups_root)
    if latest is not None:
        way_out = _(
            " Dernière sauvegarde automatique : « {backup} » ({description}) : remettez-la à sa "
            "place avec Fichier › Restaurer une sauvegarde…, ou ouvrez-la directement avec Fichier › Ouvrir…"
        ).format(backup=latest.path, description=latest.description)
    else:
        way_out = _(
            " Aucune sauvegarde automatique de ce fichier n’a été trouvée : ouvrez une copie si vous en avez une "
            "(Fichier › Ouvrir…)."
        )
    return _("« {path} » est endommagé ({detail}) : il n’a été ni ouvert ni modifié.").format(
        path=path, detail=detail) + way_out


def _size_problem(path: Path, header: bytes) -> str | None:
    """« fichier tronqué » when the file is shorter than its header says, or not whole pages."""
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        return _("en-tête invalide")
    size = path.stat().st_size
    if size % page_size:
        return _("fichier tronqué")
    change_counter = header[24:28]
    valid_for = header[92:96]
    pages = int.from_bytes(header[28:32], "big")
    # The in-header size is trustworthy only when written by SQLite ≥ 3.7.0 in the same transaction as the
    # change counter; a pending WAL may hold pages beyond it (never fewer).
    if pages and change_counter == valid_for and size < pages * page_size and not has_wal_content(path):
        return _("fichier tronqué")
    return None


def inspect_sqlite_file(
    path: Path, *, backups_root: Path | None = None, check: bool = True
) -> tuple[str, str | None]:
    """Classify a file without writing to it: ``("new", None)`` or ``("ours", revision)``.

    Raises :class:`StorageError` for anything that is not a whole Belote Club database: a folder, a text
    file, a foreign SQLite database (even one holding only a view), a truncated file or one failing
    ``PRAGMA quick_check`` (:class:`StorageDamagedError`, naming the latest backup), a file another
    program keeps locked (:class:`StorageLockedError`).

    A file this process already has open (the window's file opened again by its table server) is
    inspected through SQLite only: its header is not read by hand (see :mod:`open_files`).
    """
    if path.is_dir():
        raise StorageError(_("« {path} » est un dossier, pas un fichier de base de données.").format(path=path))
    if not path.exists():
        return "new", None
    header = _header(path)
    if header == b"":
        return "new", None  # a 0-byte file holds nothing to lose: it becomes a new database
    if header is not None and not header.startswith(SQLITE_HEADER):
        if SQLITE_HEADER.startswith(header[: len(SQLITE_HEADER)]):
            raise StorageDamagedError(damaged_message(path, _("fichier tronqué"), backups_root))
        raise StorageError(
            _("« {path} » n’est pas une base Belote Club (ce n’est pas une base SQLite).").format(path=path))
    problem = None
    if header is not None:
        problem = _("fichier tronqué") if len(header) < HEADER_SIZE else _size_problem(path, header)
    if problem is not None:
        raise StorageDamagedError(damaged_message(path, problem, backups_root))
    try:
        with closing(_readable_connection(path)) as connection:
            objects = connection.execute(
                "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"
            ).fetchall()
            if not objects:
                return "new", None
            tables = {name for kind, name in objects if kind == "table"}
            if schema.MARKER_TABLE not in tables or schema.VERSION_TABLE not in tables:
                raise StorageError(_(
                    "« {path} » est une base SQLite qui n’a pas été créée par Belote Club : "
                    "elle n’a été ni ouverte ni modifiée."
                ).format(path=path))
            marker = connection.execute(
                f"SELECT value FROM {schema.MARKER_TABLE} WHERE key = 'application'"
            ).fetchone()
            versions = connection.execute(f"SELECT version_num FROM {schema.VERSION_TABLE}").fetchall()
            if check:
                result = [row[0] for row in connection.execute("PRAGMA quick_check").fetchall()]
                if result != ["ok"]:
                    raise StorageDamagedError(damaged_message(path, _("contrôle d’intégrité échoué"), backups_root))
    except UnicodeDecodeError as error:  # a text cell of the schema or marker is garbled
        raise StorageDamagedError(damaged_message(path, _("texte illisible"), backups_root)) from error
    except sqlite3.Error as error:
        kind = classify(error, reading=True)
        if kind is StorageLockedError:
            raise StorageLockedError(locked_message(path)) from error
        if kind is StorageReadOnlyError or getattr(error, "sqlite_errorname", "") == "SQLITE_CANTOPEN":
            raise StorageReadOnlyError(_(
                "« {path} » ne peut pas être lu : il est dans un dossier ou sur un support en lecture seule et "
                "contient des modifications pas encore intégrées (fichier « {name}-wal »). Copiez le "
                "fichier et son « -wal » dans un dossier modifiable pour l’ouvrir."
            ).format(path=path, name=path.name)) from error
        raise StorageDamagedError(damaged_message(path, reason(error), backups_root)) from error
    if marker is None or marker[0] != schema.APPLICATION or len(versions) != 1:
        raise StorageError(
            _("« {path} » n’est pas une base Belote Club (marque d’application absente).").format(path=path))
    return "ours", str(versions[0][0])


def _header(path: Path) -> bytes | None:
    """The first :data:`HEADER_SIZE` bytes of ``path``, read by hand; ``None`` when a SQLite connection of
    this process has the file open (closing a descriptor on it would release that connection's locks)."""
    with open_files.raw_access(path) as allowed:
        if not allowed:
            return None
        try:
            with path.open("rb") as handle:
                return handle.read(HEADER_SIZE)
        except OSError as error:
            raise classify(error, reading=True)(
                _("Impossible de lire le fichier « {path} » : {reason}.").format(path=path, reason=reason(error))
            ) from error


def _readable_connection(path: Path) -> sqlite3.Connection:
    """:func:`read_only_connection`, falling back to ``immutable=1`` when a read-only folder keeps SQLite
    from creating the ``-shm`` file and no pending WAL content would be missed."""
    connection = read_only_connection(path)
    try:
        connection.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchall()
    except sqlite3.OperationalError as error:
        connection.close()
        if _cannot_share(error) and not has_wal_content(path):
            return open_files.connect(read_only_uri(path, immutable=True), uri=True)
        raise
    return connection


def _cannot_share(error: sqlite3.Error) -> bool:
    """SQLite could not create or open the ``-shm`` file a WAL reader needs (read-only folder or medium)."""
    name = str(getattr(error, "sqlite_errorname", "") or "")
    return name.startswith(("SQLITE_CANTOPEN", "SQLITE_READONLY")) or "unable to open" in str(error)


def _read_only_medium(folder: Path) -> bool:
    statvfs = getattr(os, "statvfs", None)
    if statvfs is None:
        return False
    try:
        return bool(statvfs(folder).f_flag & os.ST_RDONLY)
    except OSError:
        return False


def read_only_reason(path: Path) -> str | None:
    """Why ``path`` cannot be written, from the file system's point of view (None: it can); a French message
    id (shown through gettext)."""
    if _read_only_medium(path.parent):
        return N_("support en lecture seule")
    if not os.access(path.parent, os.W_OK):
        return N_("dossier en lecture seule")
    if path.exists() and not os.access(path, os.W_OK):
        return N_("fichier en lecture seule")
    return None


def probe_access(path: Path) -> Access:
    """Can the existing database ``path`` be written?  Read-only (and why) when it cannot.

    Raises :class:`StorageLockedError` when another program keeps the file locked even for reading.
    """
    why = read_only_reason(path)
    if why is None:
        try:
            with closing(open_files.connect(path, timeout=PROBE_TIMEOUT, isolation_level=None)) as connection:
                connection.execute("BEGIN IMMEDIATE")
                connection.execute("ROLLBACK")
            return Access()
        except sqlite3.Error as error:
            kind = classify(error, reading=False)
            if kind is StorageReadOnlyError or getattr(error, "sqlite_errorname", "") == "SQLITE_CANTOPEN":
                why = N_("fichier en lecture seule")
            elif kind in (StorageBusyError, StorageLockedError):
                why = N_("verrouillé en écriture par un autre programme")
            else:
                raise classify(error)(
                    _("Impossible d’ouvrir « {path} » : {reason}.").format(path=path, reason=reason(error))
                ) from error
    return Access(read_only=True, reason=why, immutable=_needs_immutable(path))


def _needs_immutable(path: Path) -> bool:
    """A read-only connection that cannot create ``-shm`` fails: read immutable (no pending WAL to miss)."""
    try:
        with closing(open_files.connect(read_only_uri(path, immutable=False), uri=True, timeout=PROBE_TIMEOUT)) as c:
            c.execute("SELECT count(*) FROM sqlite_master").fetchall()
        return False
    except sqlite3.OperationalError as error:
        if _cannot_share(error) and not has_wal_content(path):
            return True
        if classify(error, reading=True) is StorageLockedError:
            raise StorageLockedError(locked_message(path)) from error
        raise StorageReadOnlyError(
            _("« {path} » ne peut pas être lu : {reason}.").format(path=path, reason=reason(error))
        ) from error


def locked_message(path: Path) -> str:
    """Another program keeps ``path`` locked even for reading."""
    return _(
        "« {path} » est utilisé par un autre programme qui le bloque : il ne peut pas être lu. "
        "Fermez cet autre programme puis rouvrez le fichier."
    ).format(path=path)
