"""Errors of the scoring engine.  Messages are French: a club scorer reads them."""

from __future__ import annotations


class RulesError(ValueError):
    """A house-rule key is unknown or has a bad value.  ``key`` names it (``game_end.points``…)."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(f"{key}: {message}" if key else message)
        self.key = key
        self.message = message


class DealError(ValueError):
    """A deal is invalid.  ``deal`` is its 1-based number in the game, ``field`` the faulty key."""

    def __init__(self, deal: int | None, field: str, message: str) -> None:
        prefix = f"deal {deal}: " if deal is not None else ""
        super().__init__(f"{prefix}{field}: {message}" if field else f"{prefix}{message}")
        self.deal = deal
        self.field = field
        self.message = message


class GameOverError(DealError):
    """A deal was entered after the end of the game."""
