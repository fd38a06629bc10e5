"""Benchmark (not a test): score 100 000 random deals in games, validation included.

    .venv/bin/python tests/bench/bench_engine.py [--deals N] [--explain]

Deals are generated first (not timed); then every game is scored deal by deal through
``Game.add`` (which validates each deal) with explanation lines off, as the standings do.
Goal: ≥ 250 000 deals/s on one core.
"""

from __future__ import annotations

import argparse
import random
import time

from belote_club.rules import Game, HouseRules, load_preset

PRESETS = ["classique", "concours", "arrondi-dizaine", "annonces", "rubicon", "belote-a-trois"]


def random_deal(rng: random.Random, rules: HouseRules) -> dict:
    camps = rules.camps
    roll = rng.random()
    if roll < 0.04:
        return {"passed": True}
    taker = rng.randrange(camps)
    deal: dict = {"taker": taker, "trump": rng.choice(("hearts", "spades", "diamonds", "clubs"))}
    if roll < 0.08:
        capot = taker if rng.random() < 0.8 else (taker + 1) % camps
        deal["points"] = [162 if i == capot else 0 for i in range(camps)]
        deal["capot"] = capot
    else:
        cuts = sorted(rng.randint(0, 162) for _ in range(camps - 1))
        bounds = [0, *cuts, 162]
        deal["points"] = [bounds[i + 1] - bounds[i] for i in range(camps)]
    if rng.random() < 0.25:
        deal["belote"] = [rng.randrange(camps)]
    if rules.annonces and rng.random() < 0.3:
        deal["annonces"] = [{"camp": rng.randrange(camps), "kind": "tierce", "high": rng.choice("9JQKA"),
                             "suit": deal["trump"]}]
    return deal


def make_games(n_deals: int, seed: int = 1) -> list[tuple[HouseRules, list[dict]]]:
    rng = random.Random(seed)
    games = []
    total = 0
    while total < 3 * n_deals:  # games end early: generate more than is scored
        rules = load_preset(rng.choice(PRESETS))
        deals = [random_deal(rng, rules) for _ in range(24)]
        games.append((rules, deals))
        total += len(deals)
    return games


def run(n_deals: int, explain: bool) -> float:
    games = make_games(n_deals)
    scored = 0
    cpu = time.process_time()
    start = time.perf_counter()
    for rules, deals in games:
        if scored >= n_deals:
            break
        game = Game(rules, explain=explain)
        add = game.add
        for deal in deals:
            if game.finished or scored >= n_deals:
                break
            add(deal)
            scored += 1
        game.result()
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu
    rate = scored / elapsed
    print(f"{scored} deals in {elapsed:.3f} s: {rate:,.0f} deals/s wall, {scored / cpu:,.0f} deals/s CPU "
          f"(explain={'on' if explain else 'off'})")
    return rate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=100_000)
    parser.add_argument("--explain", action="store_true")
    args = parser.parse_args()
    run(args.deals, args.explain)


if __name__ == "__main__":
    main()
