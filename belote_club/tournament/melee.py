"""Seating a mêlée round: players into partnerships, partnerships into tables.

The aim, in this order: the fewest repeated partners, then the fewest repeated opponents (a player facing
someone already faced), then neighbours in the standings together (``ranking`` method) or a seeded random
arrangement.

1. Players are paired into partnerships by :func:`~.matching.pair_up`: repeated partners are exactly
   minimal (``P*``), then (``ranking``) neighbours in the standings become partners (1 with 2, 3 with 4…).
2. Partnerships are paired into tables, again by :func:`~.matching.pair_up`: the cost of a table is the
   number of opponents already met, then the previous meetings, then the distance in the standings.
3. Stage 2 is exact only *given* stage 1's partnerships, so the arrangement is then improved:
   - up to :data:`EXACT_LIMIT` players, by an exact branch-and-bound search over every seating, which
     keeps the two stages' arrangement unless another has strictly fewer (partner, opponent) repeats:
     the result is the proven optimum (within :data:`EXACT_BUDGET` steps: 12 players take a few
     thousand, 16 players up to about 0.3 s);
   - above (or when that search runs out of budget), by a local search that re-seats two tables at a
     time, exactly, while that lowers (partner repeats, opponent repeats): every move of one player,
     exchange of two or new partnerships between two tables is weighed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .history import History
from .matching import pair_up
from .model import Table

__all__ = ["EXACT_BUDGET", "EXACT_LIMIT", "MAX_IMPROVEMENT_PASSES", "seat_melee"]

#: Rounds of up to this many players are seated by the exact search.
EXACT_LIMIT = 16
#: Steps of the exact search before it settles for the best seating found (never reached at 12 players).
EXACT_BUDGET = 200_000
#: Bound on the local search (each pass tries every move of a table with repeats).
MAX_IMPROVEMENT_PASSES = 20

Seats = list[list[list[int]]]  # tables of two sides of two players


def seat_melee(order: list[int], history: History, by_rank: bool,
               rng: random.Random) -> tuple[list[Table], tuple[int, int]]:
    """The tables of a mêlée round for ``order`` (a multiple of 4 players, in ranking or seeded order) and
    their (repeated partners, repeated opponents)."""
    partnerships, partner_repeats = pair_up(
        order,
        repeats=lambda u, v: 1 if history.partnered(u, v) else 0,
        extra=history.partnered,
        by_position=by_rank,
        rng=rng,
    )

    def cross(p: int, q: int) -> list[int]:
        (a, b), (c, d) = partnerships[p], partnerships[q]
        return [history.met(a, c), history.met(a, d), history.met(b, c), history.met(b, d)]

    tables_of_pairs, opponent_repeats = pair_up(
        list(range(len(partnerships))),  # already in order of their better-placed member
        repeats=lambda p, q: sum(1 for m in cross(p, q) if m),
        extra=lambda p, q: sum(cross(p, q)),
        by_position=by_rank,
        rng=rng,
    )
    seats: Seats = [[list(partnerships[p]), list(partnerships[q])] for p, q in tables_of_pairs]
    cost = (partner_repeats, opponent_repeats)
    if opponent_repeats:
        if len(order) <= EXACT_LIMIT:
            seats, cost = _exact(order, history, seats, cost, (partner_repeats, 0))
        if cost[1]:  # a large round, or the exact search's budget spent
            cost = _improve(seats, history)
    tables = [Table(number=i, sides=(tuple(a), tuple(b))) for i, (a, b) in enumerate(seats, start=1)]
    return tables, cost


def _table_cost(table: list[list[int]], history: History) -> tuple[int, int]:
    """(repeated partners, repeated opponents) at one mêlée table."""
    (a, b), (c, d) = table
    partners = (1 if history.partnered(a, b) else 0) + (1 if history.partnered(c, d) else 0)
    opponents = sum(1 for x in (a, b) for y in (c, d) if history.met(x, y))
    return partners, opponents


def _exact(order: Sequence[int], history: History, seats: Seats, cost: tuple[int, int],
           floor: tuple[int, int], budget: int = EXACT_BUDGET) -> tuple[Seats, tuple[int, int]]:
    """Branch and bound over every seating: the first unseated player (in ``order``) takes a partner,
    then two opponents; a branch stops as soon as it cannot beat the best seating found.  Starts from
    ``seats`` of repeats ``cost``, replaced only by a strictly better seating; stops at once on one of
    repeats ``floor`` (none can be better), or after ``budget`` steps."""
    best: list[object] = [cost, seats]
    steps = [0]

    def search(free: list[int], partners: int, opponents: int, tables: Seats) -> bool:
        """True when the search must stop (an optimum with no opponent repeat, or the budget spent)."""
        steps[0] += 1
        if steps[0] > budget:
            return True
        if not free:
            best[0], best[1] = (partners, opponents), [[list(s) for s in t] for t in tables]
            return (partners, opponents) <= floor
        a, rest = free[0], free[1:]
        for i, b in enumerate(rest):
            p_ab = partners + (1 if history.partnered(a, b) else 0)
            if (p_ab, opponents) >= best[0]:  # type: ignore[operator]
                continue
            others = rest[:i] + rest[i + 1:]
            for j, c in enumerate(others):
                for k in range(j + 1, len(others)):
                    d = others[k]
                    p = p_ab + (1 if history.partnered(c, d) else 0)
                    o = opponents + sum(1 for x in (a, b) for y in (c, d) if history.met(x, y))
                    if (p, o) >= best[0]:  # type: ignore[operator]
                        continue
                    tables.append([[a, b], [c, d]])
                    stop = search(others[:j] + others[j + 1:k] + others[k + 1:], p, o, tables)
                    tables.pop()
                    if stop:
                        return True
        return False

    search(list(order), 0, 0, [])
    return best[1], best[0]  # type: ignore[return-value]


def _improve(seats: Seats, history: History) -> tuple[int, int]:
    """Local search: every table with repeats is re-seated together with each other table, exactly (the
    eight players of the two tables in every possible seating), while that lowers (partner repeats,
    opponent repeats).  This covers moving one player, exchanging two and re-forming partnerships.
    Deterministic: scans tables in order; at most :data:`MAX_IMPROVEMENT_PASSES` passes.  Returns the
    repeats left."""
    costs = [_table_cost(t, history) for t in seats]
    for _ in range(MAX_IMPROVEMENT_PASSES):
        improved = False
        for i in range(len(seats)):
            for j in range(len(seats)):
                if costs[i] == (0, 0):
                    break
                if j == i:
                    continue
                current = (costs[i][0] + costs[j][0], costs[i][1] + costs[j][1])
                players = [x for table in (seats[i], seats[j]) for side in table for x in side]
                new_seats, new_cost = _exact(players, history, [seats[i], seats[j]], current, (0, 0))
                if new_cost < current:
                    seats[i], seats[j] = new_seats
                    costs[i], costs[j] = _table_cost(seats[i], history), _table_cost(seats[j], history)
                    improved = True
        if not improved:
            break
    return sum(c[0] for c in costs), sum(c[1] for c in costs)
