"""What previous rounds say: who met whom, who partnered whom, who was exempt."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from .model import Round

__all__ = ["History", "pair_key"]


def pair_key(a: int, b: int) -> tuple[int, int]:
    """An unordered pair of ids as a sorted tuple."""
    return (a, b) if a < b else (b, a)


@dataclass
class History:
    """Counts over previous rounds.

    ``opponents[(a, b)]``: how many times entrants a and b faced each other (in mêlée, a player of one
    side against a player of the other).  ``partners[(a, b)]``: how many times two players were partners
    (mêlée only).  ``exempts[x]``: how many rounds x was exempt.
    """

    opponents: Counter[tuple[int, int]] = field(default_factory=Counter)
    partners: Counter[tuple[int, int]] = field(default_factory=Counter)
    exempts: Counter[int] = field(default_factory=Counter)

    @classmethod
    def of(cls, rounds: Iterable[Round]) -> History:
        history = cls()
        for rnd in rounds:
            history.add(rnd)
        return history

    def add(self, rnd: Round) -> None:
        for table in rnd.tables:
            side_a, side_b = table.sides
            for side in (side_a, side_b):
                for i, x in enumerate(side):
                    for y in side[i + 1:]:
                        self.partners[pair_key(x, y)] += 1
            for x in side_a:
                for y in side_b:
                    self.opponents[pair_key(x, y)] += 1
        for exempt in rnd.exempts:
            self.exempts[exempt.entrant_id] += 1

    def met(self, a: int, b: int) -> int:
        return self.opponents.get(pair_key(a, b), 0)

    def partnered(self, a: int, b: int) -> int:
        return self.partners.get(pair_key(a, b), 0)
