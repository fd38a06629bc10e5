"""The words of a deal's explanation lines (SCORING.md §7): how amounts and camps are named.

The scoring itself is in :mod:`belote_club.rules.game`; these helpers only put its numbers into French.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

__all__ = ["PASSED_LINE", "amounts", "camp_lines", "default_camp_names", "role"]

PASSED_LINE = "Donne passée : tout le monde a passé, personne ne marque."

#: One labelled amount of a sum: ``(value, label)``; the first amount of a sum is shown bare.
Amount = tuple[int, str | None]


@cache
def default_camp_names(camps: int) -> tuple[str, ...]:
    """Camp labels used in explanations.  A label always stands in parentheses or after a colon,
    never after an article, so a caller may pass team or player names instead."""
    return tuple(f"camp {i}" for i in range(camps))


def amounts(parts: Iterable[Amount]) -> str:
    """« 160 + 20 (belote) »: the first amount bare, the others labelled; zero extras left out."""
    text = ""
    for value, label in parts:
        if not text:
            text = str(value) if label is None else f"{value} ({label})"
        elif value:
            text += f" + {value} ({label})" if label else f" + {value}"
    return text or "0"


def role(i: int, taker: int, camps: int) -> str:
    """« le preneur », « la défense » (2 camps) or « le défenseur » (3 camps)."""
    if i == taker:
        return "le preneur"
    return "la défense" if camps == 2 else "le défenseur"


def camp_lines(names: Sequence[str], taker: int, pts: Sequence[int], rt: Sequence[int], a: Sequence[int],
               b: Sequence[int], taker_parts: Iterable[Amount] | None = None) -> str:
    """« le preneur (camp 0) marque 95, la défense (camp 1) marque 87 »."""
    parts = []
    for i in range(len(pts)):
        amount = amounts(taker_parts) if (i == taker and taker_parts is not None) else amounts(
            ((rt[i], None), (b[i], "belote"), (a[i], "annonces")))
        parts.append(f"{role(i, taker, len(pts))} ({names[i]}) marque {amount}")
    return ", ".join(parts)
