"""Rounding of trick-derived amounts (SCORING.md §3).

Two entry points:

* :func:`round_lone` rounds a single amount that stands alone (a chute, a capot, a litige reserve,
  the sum handed to the top defender in a 3-camp *dedans*);
* :func:`round_tricks` rounds the trick points of every camp of a deal together, because two modes
  look at both camps at once (``ten_keep_160`` for the 6s, ``ten_defence_complement``).

Reading of the contract: in ``ten_keep_160`` a lone amount ending in 6 rounds up, like a 6 in a
3-camp game; in 2 camps whose points sum to 162, when one camp's points end in 6 the other's do too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache


def _exact(x: int) -> int:
    return x


def _ten_half_down(x: int) -> int:  # 0-5 down, 6-9 up
    return (x + 4) // 10 * 10


def _ten_half_up(x: int) -> int:  # 0-4 down, 5-9 up
    return (x + 5) // 10 * 10


def _five_keep_160(x: int) -> int:  # subtract 1, nearest multiple of 5 (never a tie on integers)
    return (x + 1) // 5 * 5 if x > 0 else 0


def _ten_keep_lone(x: int) -> int:  # ten_keep_160 alone: 1-5 down, 6-9 up
    return (x + 4) // 10 * 10 if x % 10 != 6 else x + 4


LONE: dict[str, Callable[[int], int]] = {
    "exact": _exact,
    "ten_half_down": _ten_half_down,
    "ten_half_up": _ten_half_up,
    "ten_keep_160": _ten_keep_lone,
    "ten_defence_complement": _ten_half_up,
    "five_keep_160": _five_keep_160,
}


#: ``LONE[mode]`` of every trick count (0 to 162), computed from the functions above: a deal's trick points are
#: rounded by look-up, not by a function call per camp (a 3-camp deal has three).  Other amounts call ``LONE``.
#: A mode's table is computed when a deal is first rounded in that mode (:func:`tricks_table`), not at import.
TRICKS: dict[str, dict[int, int]] = {}


def tricks_table(mode: str) -> dict[int, int]:
    """``TRICKS[mode]``, computed on first use."""
    table = TRICKS.get(mode)
    if table is None:
        f = LONE[mode]
        table = TRICKS[mode] = {x: f(x) for x in range(163)}
    return table


def round_lone(mode: str, amount: int) -> int:
    """``R(amount)`` for an amount that stands alone."""
    return LONE[mode](amount)


def round_tricks(mode: str, points: Sequence[int], taker: int) -> list[int]:
    """``R(t[i])`` for every camp of a deal.  ``taker`` matters to ``ten_defence_complement``."""
    if mode == "exact":
        return list(points)
    if len(points) == 2:
        a, b = points
        if mode == "ten_keep_160":
            if a % 10 == 6 and b % 10 == 6:
                if a >= b:
                    return [a + 4, b - 6]
                return [a - 6, b + 4]
        elif mode == "ten_defence_complement":
            defence = 1 - taker
            d = _ten_half_up(points[defence])
            out = [0, 0]
            out[defence] = d
            out[taker] = 160 - d
            return out
        try:
            table = TRICKS[mode]
        except KeyError:  # the mode's first deal
            table = tricks_table(mode)
        if a in table and b in table:  # trick points (always, for a validated deal)
            return [table[a], table[b]]  # no comprehension (a function frame in Python 3.11): this runs per deal
        f = LONE[mode]
        return [f(a), f(b)]
    if len(points) == 3:
        try:
            table = TRICKS[mode]
        except KeyError:  # the mode's first deal
            table = tricks_table(mode)
        a, b, c = points
        if a in table and b in table and c in table:
            return [table[a], table[b], table[c]]
    f = LONE[mode]
    return [f(x) for x in points]


@cache
def trick_classes(mode: str) -> tuple[int, ...]:
    """Which 2-camp deals :func:`round_tricks` rounds alike in ``mode``: item ``taker * 163 + p`` (``p``, camp 0's
    trick points, 0 to 162) is a number from 0 to 162, the same for two deals exactly when their rounded pair
    ``round_tricks(mode, (p, 162 - p), taker)`` is the same.  Computed by :func:`round_tricks` itself, once per
    mode; a memo key made with it (``deal.plain_contree_index``) merges the deals that rounding makes alike."""
    classes: dict[tuple[int, ...], int] = {}
    out = [classes.setdefault(tuple(round_tricks(mode, (p, 162 - p), taker)), len(classes))
           for taker in (0, 1) for p in range(163)]
    assert len(classes) <= 163  # the memo key has room for classes 0 to 162 (deal.plain_contree_index)
    return tuple(out)
