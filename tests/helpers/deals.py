"""Deals as in SCORING.md §2 (plain dicts, as the services and the table API take them)."""

from __future__ import annotations

from typing import Any

Deal = dict[str, Any]


def made(taker: int, taker_points: int, *, belote: int | None = None, trump: str = "hearts") -> Deal:
    """A two-camp suit deal where ``taker`` scored ``taker_points`` card points (the other camp the rest)."""
    points = [0, 0]
    points[taker] = taker_points
    points[1 - taker] = 162 - taker_points
    deal: Deal = {"taker": taker, "trump": trump, "points": points}
    if belote is not None:
        deal["belote"] = [belote]
    return deal


def capot(taker: int, *, trump: str = "hearts") -> Deal:
    """``taker`` takes every trick."""
    points = [0, 0]
    points[taker] = 162
    return {"taker": taker, "trump": trump, "points": points, "capot": taker}


def passed() -> Deal:
    """Everybody passed."""
    return {"passed": True}


def full_game(winner: int = 0) -> list[Deal]:
    """Twelve deals (a whole ``concours`` game) that ``winner`` wins 12 × 100 to 12 × 62."""
    return [made(winner, 100) for _ in range(12)]
