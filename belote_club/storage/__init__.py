"""Storage: SQLAlchemy models, engine/session factory, packaged Alembic migrations, backups.

Only :mod:`belote_club.services` imports this package.  Every failure leaves it as a :class:`StorageError`
(a sentence in the language in force, French by default; the subclasses say the precise cause), never as a
SQLAlchemy or driver exception.

Automatic backups (:mod:`belote_club.storage.backups`): ``Database.backup_now(ROUND_DRAWN, round_number=n)``
and ``ROUND_FINISHED`` at those moments, one on close when something was written; ``Database.backups()``
lists them (:class:`Backup`: ``taken``, ``round_number``, ``reason``, ``description``, ``path``) and
``Database.restore_backup(path)`` restores one; :func:`list_file_backups` and :func:`restore_file` do the
same for a file that cannot be opened (damaged).
"""

from belote_club.storage.backups import (
    BEFORE_RESTORE,
    MANUAL,
    ON_CLOSE,
    ROUND_DRAWN,
    ROUND_FINISHED,
    Backup,
)
from belote_club.storage.database import Database, OpenReport
from belote_club.storage.errors import (
    StorageBusyError,
    StorageDamagedError,
    StorageError,
    StorageFullError,
    StorageIntegrityError,
    StorageLockedError,
    StorageReadOnlyError,
    StorageUnavailableError,
)
from belote_club.storage.restore import list_file_backups, restore_file

__all__ = [
    "BEFORE_RESTORE",
    "MANUAL",
    "ON_CLOSE",
    "ROUND_DRAWN",
    "ROUND_FINISHED",
    "Backup",
    "Database",
    "OpenReport",
    "StorageBusyError",
    "StorageDamagedError",
    "StorageError",
    "StorageFullError",
    "StorageIntegrityError",
    "StorageLockedError",
    "StorageReadOnlyError",
    "StorageUnavailableError",
    "list_file_backups",
    "restore_file",
]
