import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_club.tournament import matching
from belote_club.tournament.matching import pair_up


def brute_force_min(order: list[int], cost) -> int:
    """Minimum total cost over every perfect pairing (small n only)."""
    if not order:
        return 0
    first, rest = order[0], order[1:]
    best = None
    for i, other in enumerate(rest):
        value = cost(first, other) + brute_force_min(rest[:i] + rest[i + 1:], cost)
        best = value if best is None else min(best, value)
    assert best is not None
    return best


def test_ranking_pairs_neighbours() -> None:
    pairs, repeats = pair_up([5, 3, 9, 1, 7, 2], repeats=lambda u, v: 0, by_position=True, rng=random.Random(0))
    assert pairs == [(5, 3), (9, 1), (7, 2)] and repeats == 0


def test_ranking_avoids_repeat_with_smallest_jumps() -> None:
    met = {(1, 2)}
    pairs, repeats = pair_up([1, 2, 3, 4], repeats=lambda u, v: int((min(u, v), max(u, v)) in met),
                             by_position=True, rng=random.Random(0))
    assert pairs == [(1, 3), (2, 4)] and repeats == 0  # 1 v 3, 2 v 4 rather than 1 v 4, 2 v 3


def test_unavoidable_repeat_is_counted() -> None:
    # 4 nodes that all met each other: every pairing has 2 repeats.
    pairs, repeats = pair_up([1, 2, 3, 4], repeats=lambda u, v: 1, by_position=False, rng=random.Random(1))
    assert repeats == 2 and sorted(x for p in pairs for x in p) == [1, 2, 3, 4]


def test_errors() -> None:
    with pytest.raises(ValueError):
        pair_up([1, 2, 3], repeats=lambda u, v: 0, by_position=True, rng=random.Random(0))
    with pytest.raises(ValueError):
        pair_up([1, 1], repeats=lambda u, v: 0, by_position=True, rng=random.Random(0))
    assert pair_up([], repeats=lambda u, v: 0, by_position=True, rng=random.Random(0)) == ([], 0)


@settings(max_examples=150, deadline=None)
@given(n=st.sampled_from([2, 4, 6, 8]), data=st.data())
def test_repeat_tier_is_exactly_minimal(n: int, data: st.DataObject) -> None:
    nodes = list(range(n))
    edges = list(itertools.combinations(nodes, 2))
    met = set(data.draw(st.lists(st.sampled_from(edges), unique=True)))
    rep = lambda u, v: int((min(u, v), max(u, v)) in met)  # noqa: E731
    by_position = data.draw(st.booleans())
    pairs, repeats = pair_up(nodes, repeats=rep, by_position=by_position, rng=random.Random(data.draw(st.integers())))
    assert sorted(x for p in pairs for x in p) == nodes
    assert repeats == sum(rep(u, v) for u, v in pairs) == brute_force_min(nodes, rep)
    if by_position:  # among pairings with the fewest repeats, the smallest sum of squared jumps
        full = lambda u, v: rep(u, v) * 10_000 + (u - v) ** 2  # noqa: E731
        assert sum(full(u, v) for u, v in pairs) == brute_force_min(nodes, full)


def test_banded_then_sparse_then_full_fallback(monkeypatch: pytest.MonkeyPatch) -> None:
    """Above the limit the banded search is tried, then the sparse graph; when neither can be perfect
    without a repeat, the full graph decides."""
    calls: list[str] = []
    real_banded, real_sparse, real_full = matching._banded, matching._sparse, matching._full

    def banded(*args, **kwargs):
        calls.append("banded")
        return real_banded(*args, **kwargs)

    def sparse(*args, **kwargs):
        calls.append("sparse")
        return real_sparse(*args, **kwargs)

    def full(*args, **kwargs):
        calls.append("full")
        return real_full(*args, **kwargs)

    monkeypatch.setattr(matching, "_banded", banded)
    monkeypatch.setattr(matching, "_sparse", sparse)
    monkeypatch.setattr(matching, "_full", full)
    nodes = list(range(80))
    pairs, repeats = pair_up(nodes, repeats=lambda u, v: 0, by_position=True, rng=random.Random(0))
    assert calls == ["banded"] and repeats == 0 and pairs[0] == (0, 1)
    calls.clear()
    # Node 0 met everybody: no perfect pairing without a repeat exists; exactly one is needed.
    pairs, repeats = pair_up(nodes, repeats=lambda u, v: int(0 in (u, v)), by_position=False,
                             rng=random.Random(0))
    assert calls == ["banded", "sparse", "sparse", "full"] and repeats == 1
    assert sorted(x for p in pairs for x in p) == nodes


@settings(max_examples=60, deadline=None)
@given(n=st.integers(13, 30).map(lambda k: 2 * k), seed=st.integers(0, 10_000), density=st.sampled_from([0.02, 0.1, 0.3]))
def test_banded_search_is_the_exact_optimum_over_its_candidates(n: int, seed: int, density: float) -> None:
    """The banded search against networkx's blossom algorithm on the same candidate edges (each node with
    the next BAND places, no repeat): same existence of a perfect pairing, same least total of squared jumps."""
    import networkx as nx

    rng = random.Random(seed)
    order = list(range(n))
    rng.shuffle(order)
    met = {(u, v) for u in range(n) for v in range(u + 1, n) if rng.random() < density}
    rep = lambda u, v: int((min(u, v), max(u, v)) in met)  # noqa: E731
    position = {node: i for i, node in enumerate(order)}
    graph: nx.Graph[int] = nx.Graph()
    for i, u in enumerate(order):
        for d in range(1, matching.BAND + 1):
            if i + d < n and not rep(u, order[i + d]):
                graph.add_edge(u, order[i + d], weight=10_000 - d * d)
    best = nx.max_weight_matching(graph, maxcardinality=True)
    pairs = matching._banded(order, rep, matching.BAND)
    if 2 * len(best) != n:
        assert pairs is None
        return
    assert pairs is not None and sorted(x for p in pairs for x in p) == sorted(order)
    assert all(not rep(u, v) and 0 < abs(position[u] - position[v]) <= matching.BAND for u, v in pairs)
    cost = lambda ps: sum((position[u] - position[v]) ** 2 for u, v in ps)  # noqa: E731
    assert cost(pairs) == cost(best)
