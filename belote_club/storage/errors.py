"""The one exception the storage layer lets out."""

from __future__ import annotations


class StorageError(Exception):
    """A database that cannot be opened, created, upgraded or written.

    ``str(error)`` is a French sentence meant for the club member; nothing of SQLAlchemy, SQLite or
    PostgreSQL leaks through it (the original exception stays available as ``__cause__``).
    """

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
