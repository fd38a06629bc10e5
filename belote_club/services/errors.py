"""The one exception type the services raise for anything a user can cause."""

from __future__ import annotations


class ServiceError(Exception):
    """A request that cannot be honoured; ``str(error)`` is one French sentence for the club member.

    ``field`` names the faulty input when there is one (a deal key such as ``points``, ``taker``…, or a
    form field such as ``last_name``); ``deal`` is the 1-based position of the faulty deal in its game.
    No SQLAlchemy, SQLite or PostgreSQL exception ever crosses the service boundary: the original
    exception is kept as ``__cause__`` for the logs.
    """

    def __init__(self, message: str, *, field: str | None = None, deal: int | None = None) -> None:
        # A message quoting what was typed must stay printable: a lone surrogate becomes « ? ».
        message = message.encode("utf-8", "replace").decode("utf-8")
        super().__init__(message)
        self.message = message
        self.field = field
        self.deal = deal


class StaleGameError(ServiceError):
    """A change refused because the game is no longer what the caller saw (another station changed it).

    ``game`` is the game as it now stands (a ``GameView``), so that the caller can show it at once.
    """

    def __init__(self, message: str, *, game: object = None) -> None:
        super().__init__(message)
        self.game = game
