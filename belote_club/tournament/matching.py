"""Minimum-cost perfect pairing of an even set of nodes, the engine under every draw.

The cost of pairing ``u`` with ``v`` has three tiers, compared lexicographically:

1. ``repeats(u, v)``: how many *repeated relations* the pair creates (a repeated meeting, a repeated
   partner, the number of opponents met before at a mêlée table).  The sum over the pairing is minimal:
   a repeat only happens when no pairing without it exists.
2. ``extra(u, v)``: how many previous meetings the pair carries in all (a third meeting is worse than
   a second one).
3. the *position cost*: ``(i - j)²`` where ``i`` and ``j`` are the positions of the nodes in ``order``
   when ``by_position`` (the ranking method: neighbours in the standings meet, 1 v 2, 3 v 4, and the
   square makes two small jumps cheaper than one big one); otherwise seeded random noise (the random
   method: every pairing without repeats is as good as another and the seed picks one).

The tiers are folded into one integer weight for ``networkx.max_weight_matching(maxcardinality=True)``
(integer weights keep the blossom algorithm exact).

Speed: networkx's blossom algorithm on the full graph takes about 1.4 s for 200 nodes, and on sparse
graphs of 1 000 nodes still most of a second.  Up to :data:`FULL_GRAPH_LIMIT` nodes the full graph is
solved directly (a few milliseconds).  Above, the candidate edges come first: each node with the nodes at
most :data:`BAND` places after it in ``order`` that it can meet *without any repeat*, whose position cost
is always the squared distance in ``order`` (for the random method ``order`` is already a seeded shuffle,
so pairing near neighbours of a random order is just as random).  On those edges an exact dynamic
programme over the order (:func:`_banded`, ``n × 2^BAND`` steps at most, 0.08 s for 1 000 nodes) finds the
pairing of least position cost.  If it exists it has no repeat at all, so tiers 1 and 2 are optimal and
tier 3 is optimal over the candidate edges (with the ranking method the optimum uses near neighbours
anyway).  Otherwise the blossom algorithm tries each node's ``k`` nearest possible opponents, ``k`` growing
(:data:`CANDIDATE_STEPS`), and the full graph is the last resort, which keeps the number of repeats exactly
minimal in every case.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # networkx itself is imported by the functions that draw: opening a database needs none
    import networkx as nx

__all__ = ["FULL_GRAPH_LIMIT", "Pairing", "pair_up"]

#: Up to this many nodes the full graph is solved directly (a few milliseconds; above, the sparse
#: graph is much faster, and the full graph only runs when it cannot avoid every repeat).
FULL_GRAPH_LIMIT = 24
#: The banded search pairs each node with one at most this many places after it (2^BAND states at most).
BAND = 8
#: Candidate neighbours per node tried (networkx) when the banded search finds no pairing without repeat.
CANDIDATE_STEPS = (8, 24)

Pairing = list[tuple[int, int]]
PairCost = Callable[[int, int], int]


def _zero(_u: int, _v: int) -> int:
    return 0


def pair_up(
    order: Sequence[int],
    *,
    repeats: PairCost,
    extra: PairCost = _zero,
    by_position: bool,
    rng: random.Random,
) -> tuple[Pairing, int]:
    """Pair the nodes of ``order`` (an even number of distinct ints).

    Returns the pairs, each ``(u, v)`` with ``u`` before ``v`` in ``order``, sorted by the position of
    ``u``, and the total of ``repeats`` over the pairs (the unavoidable repeats).  Deterministic for
    a given ``order`` and ``rng`` state.
    """
    n = len(order)
    if n % 2:
        raise ValueError("pair_up needs an even number of nodes")
    if n == 0:
        return [], 0
    position = {node: i for i, node in enumerate(order)}
    if len(position) != n:
        raise ValueError("pair_up needs distinct nodes")
    noise_span = max(n * n, 16)

    def position_cost(i: int, j: int) -> int:
        return (i - j) ** 2 if by_position else rng.randrange(noise_span)

    # Tier sizes: the largest possible total of a lower tier is below one unit of the tier above.
    tier3_total = (n // 2) * noise_span + 1
    if n > FULL_GRAPH_LIMIT:
        def distance(i: int, j: int) -> int:
            return (i - j) ** 2

        banded = _banded(order, repeats, BAND)
        if banded is not None:
            return _normalise(banded, position), 0
        for k in CANDIDATE_STEPS:
            pairs = _sparse(order, k, repeats, extra, distance, tier3_total)
            if pairs is not None:
                return _normalise(pairs, position), 0
    pairs = _full(order, repeats, extra, position_cost, tier3_total)
    pairs = _normalise(pairs, position)
    return pairs, sum(repeats(u, v) for u, v in pairs)


def _banded(order: Sequence[int], repeats: PairCost, width: int) -> Pairing | None:
    """The pairing of least position cost among those that pair each node with one at most ``width``
    places after it in ``order`` without any repeat; None when there is none.

    Exact dynamic programming over the order: the state at place ``i`` is the set of the next ``width``
    places already paired (a bit mask), so the work is ``n × 2^width`` at most, and far less in practice.
    """
    n = len(order)
    allowed: list[int] = []  # bit d set: order[i] may meet order[i + d]
    for i, u in enumerate(order):
        bits = 0
        for d in range(1, min(width, n - 1 - i) + 1):
            if not repeats(u, order[i + d]):
                bits |= 1 << d
        allowed.append(bits)
    layer: dict[int, int] = {0: 0}  # mask of the places from i on already paired -> least cost so far
    back: list[dict[int, tuple[int, int]]] = []  # per place: new mask -> (mask before, jump d or 0)
    for i in range(n):
        following: dict[int, int] = {}
        choice: dict[int, tuple[int, int]] = {}
        bits = allowed[i]
        for mask, cost in layer.items():
            if mask & 1:  # place i is already paired with an earlier one
                nxt = mask >> 1
                if nxt not in following or cost < following[nxt]:
                    following[nxt] = cost
                    choice[nxt] = (mask, 0)
                continue
            free = bits & ~mask
            while free:
                low = free & -free
                free ^= low
                d = low.bit_length() - 1
                nxt = (mask | low) >> 1
                total = cost + d * d
                if nxt not in following or total < following[nxt]:
                    following[nxt] = total
                    choice[nxt] = (mask, d)
        if not following:
            return None
        back.append(choice)
        layer = following
    if 0 not in layer:
        return None
    pairs: Pairing = []
    mask = 0
    for i in range(n - 1, -1, -1):
        mask, d = back[i][mask]
        if d:
            pairs.append((order[i], order[i + d]))
    return pairs


def _normalise(pairs: Sequence[tuple[int, int]], position: dict[int, int]) -> Pairing:
    oriented = [(u, v) if position[u] < position[v] else (v, u) for u, v in pairs]
    return sorted(oriented, key=lambda p: position[p[0]])


def _solve(graph: nx.Graph[int], n: int) -> list[tuple[int, int]] | None:
    import networkx as nx  # lazy: about 0.2 s of imports, paid on the first draw only

    matching = nx.max_weight_matching(graph, maxcardinality=True, weight="weight")
    if 2 * len(matching) != n:
        return None
    return [(int(u), int(v)) for u, v in matching]


def _sparse(
    order: Sequence[int],
    k: int,
    repeats: PairCost,
    extra: PairCost,
    position_cost: Callable[[int, int], int],
    tier3_total: int,
) -> list[tuple[int, int]] | None:
    n = len(order)
    costs: list[tuple[int, int, int]] = []
    for i, u in enumerate(order):
        found = 0
        for j in range(i + 1, n):
            v = order[j]
            if repeats(u, v):
                continue
            costs.append((u, v, extra(u, v) * tier3_total + position_cost(i, j)))
            found += 1
            if found >= k:
                break
    return _solve(_graph(order, costs), n)


def _graph(order: Sequence[int], costs: Sequence[tuple[int, int, int]]) -> nx.Graph[int]:
    """The weighted graph: weight = a constant above every cost, minus the cost (all weights > 0)."""
    import networkx as nx  # lazy, see _solve

    base = max((c for _u, _v, c in costs), default=0) + 1
    graph: nx.Graph[int] = nx.Graph()
    graph.add_nodes_from(order)
    for u, v, c in costs:
        graph.add_edge(u, v, weight=base - c)
    return graph


def _full(
    order: Sequence[int],
    repeats: PairCost,
    extra: PairCost,
    position_cost: Callable[[int, int], int],
    tier3_total: int,
) -> list[tuple[int, int]]:
    n = len(order)
    costs: list[tuple[int, int, int, int, int]] = []
    max_extra = 0
    for i, u in enumerate(order):
        for j in range(i + 1, n):
            v = order[j]
            r, e = repeats(u, v), extra(u, v)
            max_extra = max(max_extra, e)
            costs.append((u, v, r, e, position_cost(i, j)))
    tier2_total = ((n // 2) * max_extra + 1) * tier3_total
    graph = _graph(order, [(u, v, r * tier2_total + e * tier3_total + p) for u, v, r, e, p in costs])
    pairs = _solve(graph, n)
    if pairs is None:  # cannot happen on a complete graph with an even number of nodes
        raise RuntimeError("no perfect matching on a complete graph")
    return pairs
