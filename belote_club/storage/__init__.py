"""Storage: SQLAlchemy models, engine/session factory, packaged Alembic migrations.

Only :mod:`belote_club.services` imports this package.  Every failure leaves it as a :class:`StorageError`
(a French sentence; the subclasses say the precise cause), never as a SQLAlchemy or driver exception.
"""

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

__all__ = [
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
]
