"""The one exception type the services raise for anything a user can cause."""

from __future__ import annotations

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

#: The storage's error classes → :attr:`ServiceError.kind` (what went wrong with the database, for callers
#: that react to it: a read-only banner, « try again » for busy, the backups for a damaged file…).
STORAGE_KINDS: tuple[tuple[type[StorageError], str], ...] = (
    (StorageReadOnlyError, "read_only"),
    (StorageBusyError, "busy"),
    (StorageLockedError, "locked"),
    (StorageFullError, "full"),
    (StorageDamagedError, "damaged"),
    (StorageIntegrityError, "integrity"),
    (StorageUnavailableError, "unavailable"),
)


def storage_kind(error: BaseException | None) -> str | None:
    """The :attr:`ServiceError.kind` of a storage error (``"storage"`` for a plain :class:`StorageError`),
    ``None`` for anything else."""
    if not isinstance(error, StorageError):
        return None
    for cls, kind in STORAGE_KINDS:
        if isinstance(error, cls):
            return kind
    return "storage"


class ServiceError(Exception):
    """A request that cannot be honoured; ``str(error)`` is one French sentence for the club member.

    ``field`` names the faulty input when there is one (a deal key such as ``points``, ``taker``…, or a
    form field such as ``last_name``); ``deal`` is the 1-based position of the faulty deal in its game.
    No SQLAlchemy, SQLite or PostgreSQL exception ever crosses the service boundary: the original
    exception is kept as ``__cause__`` for the logs.

    ``kind`` says what went wrong with the database when that is the reason (``"read_only"``, ``"busy"``,
    ``"locked"``, ``"full"``, ``"damaged"``, ``"integrity"``, ``"unavailable"``, ``"storage"``), copied
    from the storage error class: given, or else read from ``__cause__`` (``raise ServiceError(…) from
    storage_error``); ``None`` for a refusal that has nothing to do with the database.
    """

    def __init__(self, message: str, *, field: str | None = None, deal: int | None = None,
                 kind: str | None = None) -> None:
        # A message quoting what was typed must stay printable: a lone surrogate becomes « ? ».
        message = message.encode("utf-8", "replace").decode("utf-8")
        super().__init__(message)
        self.message = message
        # The field may quote what was typed too (an unknown key of a deal): printable as well.
        self.field = field.encode("utf-8", "replace").decode("utf-8") if field is not None else None
        self.deal = deal
        self._kind = kind

    @property
    def kind(self) -> str | None:
        return self._kind if self._kind is not None else storage_kind(self.__cause__)

    @classmethod
    def from_storage(cls, error: StorageError) -> ServiceError:
        """The storage's refusal as a :class:`ServiceError` with its message and its :attr:`kind` (raise it
        ``from error``)."""
        return cls(error.message, kind=storage_kind(error))


class StaleGameError(ServiceError):
    """A change refused because the game is no longer what the caller saw (another station changed it).

    ``game`` is the game as it now stands (a ``GameView``), so that the caller can show it at once.
    """

    def __init__(self, message: str, *, game: object = None) -> None:
        super().__init__(message)
        self.game = game
