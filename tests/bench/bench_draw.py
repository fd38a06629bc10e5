"""Benchmark (not a test): drawing round 7 of a 1 000-team concours, against the blossom algorithm.

    .venv/bin/python tests/bench/bench_draw.py [--teams N] [--rounds R]

Six rounds are drawn first (not timed), each with a seeded random ranking; then round 7 is drawn with the
ranking method and with the random method, best of ``R`` (CPU time).  In the same run, networkx's
``max_weight_matching`` — what the draw used before — solves the same candidate edges of the ranking
draw (each team with the next ``BAND`` teams of the ranking it has not met), as the yardstick of speed and
of optimality: both must find a pairing without any repeat and the same least total of squared jumps.

Goals (issue « speed »): round 7 of 1 000 teams drawn in < 1 s, with the same optimality (no avoidable
repeat; the least position cost over the candidate edges), each reported through ``run_all.goal``.  Exit
status 1 when a goal is missed.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from run_all import goal

from belote_club.text import number as french_number
from belote_club.tournament.draw import count_repeats, draw_round
from belote_club.tournament.history import History
from belote_club.tournament.matching import BAND
from belote_club.tournament.model import Format, PairingMethod, Round

GOAL_SECONDS = 1.0


def best_time(run: Callable[[], object], rounds: int) -> tuple[float, object]:
    best, value = float("inf"), None
    for _ in range(rounds):
        start = time.process_time()
        value = run()
        best = min(best, time.process_time() - start)
    return best, value


def networkx_pairing(order: list[int], history: History) -> list[tuple[int, int]]:
    import networkx as nx

    graph: nx.Graph[int] = nx.Graph()
    graph.add_nodes_from(order)
    for i, u in enumerate(order):
        for d in range(1, BAND + 1):
            if i + d < len(order) and not history.met(u, order[i + d]):
                graph.add_edge(u, order[i + d], weight=BAND * BAND + 1 - d * d)
    return [(int(u), int(v)) for u, v in nx.max_weight_matching(graph, maxcardinality=True)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--teams", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    rng = random.Random(2026)
    teams = list(range(1, args.teams + 1))
    rounds: list[Round] = []
    for number in range(1, 7):
        ranking = teams[:]
        rng.shuffle(ranking)
        rounds.append(draw_round(Format.DOUBLETTES, teams, rounds, number=number, seed=number,
                                 method=PairingMethod.RANKING, ranking=ranking))
    ranking = teams[:]
    rng.shuffle(ranking)
    history = History.of(rounds)

    def draw(method: PairingMethod) -> Callable[[], Round]:
        return lambda: draw_round(Format.DOUBLETTES, teams, rounds, number=7, seed=7, method=method,
                                  ranking=ranking)

    t_rank, by_rank = best_time(draw(PairingMethod.RANKING), args.rounds)
    t_random, at_random = best_time(draw(PairingMethod.RANDOM), args.rounds)
    t_blossom, blossom = best_time(lambda: networkx_pairing(ranking, history), 1)
    assert isinstance(by_rank, Round) and isinstance(at_random, Round) and isinstance(blossom, list)

    position = {team: i for i, team in enumerate(ranking)}

    def jumps(pairs: list[tuple[int, int]]) -> int:
        return sum((position[u] - position[v]) ** 2 for u, v in pairs)

    drawn = [(t.sides[0][0], t.sides[1][0]) for t in by_rank.tables]
    repeats = count_repeats(by_rank, rounds).total + count_repeats(at_random, rounds).total
    print(f"{args.teams} teams, round 7, best of {args.rounds} (CPU):")
    print(f"  ranking method   {t_rank:7.3f} s")
    print(f"  random method    {t_random:7.3f} s")
    print(f"  networkx blossom {t_blossom:7.3f} s on the same candidate edges (ranking method, pairing only)")
    print(f"  ratio draw / blossom = {t_rank / t_blossom:.3f}")
    slowest = max(t_rank, t_random)
    print(f"  repeats {repeats} (unavoidable, as the draw says: {by_rank.unavoidable_repeats}), "
          f"squared jumps {jumps(drawn)} (blossom {jumps(blossom)}), "
          f"{2 * len(blossom)} of {len(teams)} teams paired by the blossom")
    n = french_number(args.teams)
    met = goal(f"tirage le plus lent, {n} équipes", slowest, GOAL_SECONDS, unit="s")
    met &= goal(f"répétitions évitables, {n} équipes", repeats + by_rank.unavoidable_repeats, 0, unit="")
    met &= goal(f"équipes non appariées par le blossom, {n} équipes", len(teams) - 2 * len(blossom), 0, unit="")
    met &= goal(f"écart du coût de position au blossom exact, {n} équipes", abs(jumps(drawn) - jumps(blossom)), 0,
                unit="")
    return 0 if met else 1


if __name__ == "__main__":
    raise SystemExit(main())
