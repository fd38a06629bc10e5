"""Storage: SQLAlchemy models, engine/session factory, packaged Alembic migrations.

Only :mod:`belote_club.services` imports this package.
"""

from belote_club.storage.database import Database, OpenReport
from belote_club.storage.errors import StorageError

__all__ = ["Database", "OpenReport", "StorageError"]
