"""Errors of the tournament domain."""

from __future__ import annotations

__all__ = ["TournamentError"]


class TournamentError(ValueError):
    """A request the tournament cannot honour; the message is for a club member, in the language in force
    when it was raised."""
