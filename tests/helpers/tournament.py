"""Pure helpers over ``belote_club.tournament`` (draws, histories)."""

from __future__ import annotations

import networkx as nx

from belote_club.tournament.history import History
from belote_club.tournament.model import Round


def placed(rnd: Round) -> list[int]:
    """Every entrant of a round, tables then exempts (with duplicates, if any)."""
    return [x for t in rnd.tables for s in t.sides for x in s] + [e.entrant_id for e in rnd.exempts]


def min_repeats(nodes: list[int], history: History, *, partners: bool = False) -> int:
    """Exact minimum of repeated pairs in a perfect pairing of ``nodes`` (even count).

    On a complete graph, a perfect pairing's non-repeat edges form a matching of the non-repeat graph,
    and any maximum matching of it extends to a perfect pairing: the minimum is n/2 - that maximum.
    """
    graph: nx.Graph[int] = nx.Graph()
    graph.add_nodes_from(nodes)
    seen = history.partnered if partners else history.met
    for i, u in enumerate(nodes):
        for v in nodes[i + 1:]:
            if not seen(u, v):
                graph.add_edge(u, v)
    return len(nodes) // 2 - len(nx.max_weight_matching(graph, maxcardinality=True))
