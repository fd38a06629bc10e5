"""The exceptions the storage layer lets out, and the translation of every database error into them.

Nothing of SQLAlchemy, SQLite or PostgreSQL leaves :mod:`belote_club.storage`: :meth:`Database.open`,
:meth:`Database.session` and the copy/backup helpers raise a :class:`StorageError` (or one of its
subclasses, which say the precise cause) whose ``str()`` is a sentence meant for the club member, in the
language in force when the error is made (French by default; gettext domain ``belote_club_storage``); the
original exception stays available as ``__cause__`` for the logs.

This module imports neither SQLAlchemy nor a database driver: errors are classified by the class names and
SQLSTATE codes they carry, so that importing it costs nothing.
"""

from __future__ import annotations

import errno

from belote_club.i18n import N_
from belote_club.i18n import gettext as _


class StorageError(Exception):
    """A database that cannot be opened, created, upgraded, read or written.

    ``str(error)`` is a sentence meant for the club member (in the language in force); nothing of SQLAlchemy, SQLite or
    PostgreSQL leaks through it (the original exception stays available as ``__cause__``).
    """

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class StorageBusyError(StorageError):
    """Another station holds the write lock longer than we wait (SQLite ``busy``), or PostgreSQL reports a
    lock, serialisation or deadlock conflict: nothing was written, trying again in a moment works."""


class StorageLockedError(StorageError):
    """Another program keeps the file locked (``PRAGMA locking_mode=EXCLUSIVE``, a lock taken by a tool):
    even reading is impossible until it lets go."""


class StorageReadOnlyError(StorageError):
    """The database can be read but not written (read-only file, folder or medium; read-only server
    transaction or missing privilege).  A database opened read-only raises it for every write."""


class StorageFullError(StorageError):
    """The disk (or the server's) is full: the write was cancelled, nothing was changed."""


class StorageIntegrityError(StorageError):
    """A write contradicts what is stored (duplicate, row still used elsewhere): refused, nothing changed."""


class StorageDamagedError(StorageError):
    """The file is damaged (truncated, failing ``PRAGMA quick_check``, not a database any more)."""


class StorageUnavailableError(StorageError):
    """The server cannot be reached, or the connection was lost during the operation."""


_ERRNO_REASONS = {
    errno.EACCES: N_("accès refusé"),
    errno.EPERM: N_("opération non permise"),
    errno.ENOSPC: N_("disque plein"),
    errno.EDQUOT: N_("quota de disque dépassé"),
    errno.EROFS: N_("support en lecture seule"),
    errno.ENOENT: N_("fichier ou dossier introuvable"),
    errno.EISDIR: N_("c’est un dossier"),
    errno.ENOTDIR: N_("un élément du chemin n’est pas un dossier"),
    errno.EIO: N_("erreur de lecture ou d’écriture sur le disque"),
}
_DATABASE_REASONS = (
    ("database table is locked", N_("fichier utilisé par un autre programme")),
    ("database is locked", N_("base occupée par un autre poste")),
    ("readonly database", N_("fichier en lecture seule")),
    ("read-only", N_("base en lecture seule")),
    ("database or disk is full", N_("disque plein")),
    ("no space left", N_("disque plein")),
    ("could not extend file", N_("disque plein")),
    ("disk i/o error", N_("erreur de lecture ou d’écriture sur le disque")),
    ("unable to open database file", N_("fichier impossible à ouvrir")),
    ("malformed", N_("fichier endommagé")),
    ("file is not a database", N_("fichier endommagé")),
    ("password authentication failed", N_("identifiant ou mot de passe refusé")),
    ("connection refused", N_("le serveur ne répond pas")),
    ("could not translate host name", N_("serveur introuvable")),
    ("name or service not known", N_("serveur introuvable")),
    ("timeout expired", N_("le serveur ne répond pas")),
    ("server closed the connection", N_("connexion au serveur perdue")),
    ("connection is closed", N_("connexion au serveur perdue")),
    ("terminating connection", N_("connexion au serveur perdue")),
    ("does not exist", N_("base inexistante sur le serveur")),
    ("permission denied", N_("droits insuffisants")),
)

#: PostgreSQL SQLSTATE classes and codes → the class to raise.
_SQLSTATE_KINDS: tuple[tuple[str, type[StorageError]], ...] = (
    ("40001", StorageBusyError),  # serialization_failure
    ("40P01", StorageBusyError),  # deadlock_detected
    ("55P03", StorageBusyError),  # lock_not_available
    ("25006", StorageReadOnlyError),  # read_only_sql_transaction
    ("42501", StorageReadOnlyError),  # insufficient_privilege
    ("53100", StorageFullError),  # disk_full
    ("23", StorageIntegrityError),  # integrity_constraint_violation (class)
    ("08", StorageUnavailableError),  # connection_exception (class)
    ("57P", StorageUnavailableError),  # admin/crash shutdown, cannot connect now
    ("XX001", StorageDamagedError),  # data_corrupted
    ("XX002", StorageDamagedError),  # index_corrupted
)


def original(error: BaseException) -> BaseException:
    """The driver's exception behind a SQLAlchemy wrapper (``error.orig``), else ``error`` itself."""
    inner = getattr(error, "orig", None)
    return inner if isinstance(inner, BaseException) else error


def first_line(error: BaseException) -> str:
    inner = original(error)
    text = str(inner).strip()
    return text.splitlines()[0] if text else type(inner).__name__


def reason(error: BaseException) -> str:
    """Why an operation failed, in the language in force for the common causes; else the system's own first line,
    labelled as such (it is English, but it is what a technician needs)."""
    inner = original(error)
    if isinstance(inner, OSError) and inner.errno in _ERRNO_REASONS:
        return _(_ERRNO_REASONS[inner.errno])
    text = first_line(inner)
    folded = text.lower()
    for needle, french in _DATABASE_REASONS:
        if needle in folded:
            return _(french)
    return _("erreur technique « {detail} »").format(detail=text.rstrip("."))


def _sqlstate(error: BaseException) -> str | None:
    code = getattr(error, "sqlstate", None) or getattr(error, "pgcode", None)
    return code if isinstance(code, str) else None


def _mro_names(error: BaseException) -> set[str]:
    return {cls.__name__ for cls in type(error).__mro__}


def classify(error: BaseException, *, reading: bool = False) -> type[StorageError]:
    """The :class:`StorageError` subclass that says why ``error`` happened.

    ``reading``: the failed unit of work only read.  SQLite reports « database is locked » both when another
    station holds the write lock a moment too long (busy: try again) and when another program keeps the
    whole file locked; in WAL mode readers are never blocked by a station, so a locked *read* means
    another program.
    """
    inner = original(error)
    if isinstance(inner, StorageError):
        return type(inner)
    code = _sqlstate(inner)
    if code is not None:
        for prefix, kind in _SQLSTATE_KINDS:
            if code.startswith(prefix):
                return kind
    if isinstance(inner, OSError):
        if inner.errno in (errno.ENOSPC, errno.EDQUOT):
            return StorageFullError
        if inner.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            return StorageReadOnlyError
        return StorageError
    names = _mro_names(error) | _mro_names(inner)
    if "IntegrityError" in names:
        return StorageIntegrityError
    text = first_line(inner).lower()
    code_name = getattr(inner, "sqlite_errorname", "") or ""
    if "database table is locked" in text or code_name.startswith("SQLITE_LOCKED"):
        return StorageLockedError
    if "database is locked" in text or code_name.startswith("SQLITE_BUSY"):
        return StorageLockedError if reading else StorageBusyError
    if "readonly" in text or "read-only" in text or code_name.startswith("SQLITE_READONLY"):
        return StorageReadOnlyError
    if "database or disk is full" in text or "no space left" in text or code_name == "SQLITE_FULL":
        return StorageFullError
    if (
        "malformed" in text
        or "file is not a database" in text
        or code_name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB"))
    ):
        return StorageDamagedError
    if names & {"DisconnectionError"} or getattr(error, "connection_invalidated", False):
        return StorageUnavailableError
    if any(needle in text for needle in ("connection refused", "server closed the connection",
                                         "connection is closed", "could not translate host name",
                                         "terminating connection", "timeout expired")):
        return StorageUnavailableError
    return StorageError


def translate(error: BaseException, where: str, *, reading: bool = False) -> StorageError:
    """A :class:`StorageError` (the precise subclass, its sentence in the language in force) for a failure on
    the database ``where`` (its file path or its URL without password).  Raise it ``from error``."""
    if isinstance(error, StorageError):
        return error
    kind = classify(error, reading=reading)
    return kind(message_for(kind, where, error))


def precise(error: BaseException, message: str, *, reading: bool = False) -> StorageError:
    """``message`` raised as the :class:`StorageError` subclass that says why ``error`` happened."""
    return classify(error, reading=reading)(message)


def message_for(kind: type[StorageError], where: str, error: BaseException) -> str:
    """The sentence (in the language in force) for a unit of work on ``where`` that failed with ``kind``."""
    if kind is StorageBusyError:
        return _(
            "La base « {where} » est occupée par un autre poste : l’opération est annulée, "
            "réessayez dans un instant."
        ).format(where=where)
    if kind is StorageLockedError:
        return _(
            "La base « {where} » est utilisée par un autre programme qui la bloque : l’opération est annulée. "
            "Fermez cet autre programme puis réessayez."
        ).format(where=where)
    if kind is StorageReadOnlyError:
        return _(
            "La base « {where} » est en lecture seule (fichier, dossier ou support protégé en écriture) : "
            "l’opération est annulée, rien n’a été modifié."
        ).format(where=where)
    if kind is StorageFullError:
        return _(
            "Disque plein : la base « {where} » n’a pas pu être écrite, l’opération est annulée et rien n’a "
            "été modifié. Libérez de la place puis réessayez."
        ).format(where=where)
    if kind is StorageIntegrityError:
        return _(
            "Opération refusée : elle contredit des données déjà enregistrées "
            "(doublon ou élément utilisé ailleurs)."
        )
    if kind is StorageDamagedError:
        return _(
            "La base « {where} » est endommagée : l’opération est annulée. "
            "Restaurez la dernière sauvegarde (Fichier › Restaurer une sauvegarde…)."
        ).format(where=where)
    if kind is StorageUnavailableError:
        return _("La base « {where} » ne répond pas ({reason}) : l’opération est annulée, réessayez.").format(
            where=where, reason=reason(error))
    return _("Erreur de la base de données « {where} » ({reason}) : l’opération est annulée.").format(
        where=where, reason=reason(error))


__all__ = [
    "StorageBusyError",
    "StorageDamagedError",
    "StorageError",
    "StorageFullError",
    "StorageIntegrityError",
    "StorageLockedError",
    "StorageReadOnlyError",
    "StorageUnavailableError",
    "classify",
    "precise",
    "reason",
    "translate",
]
