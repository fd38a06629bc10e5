"""Benchmark (not a test): the scoring engine against a plain reference scorer, in the same run.

    .venv/bin/python tests/bench/bench_engine.py [--deals N] [--rounds R]

Random games of the presets are generated first (not timed) and cut where the game ends; then, ``R`` times
in alternation so that a noisy machine slows all of them alike, the same deals are scored by

- the reference scorer of SCORING.md written the obvious way (``reference_scorer.py``, no explanations),
- the engine with explanations off (``score_game(..., explain=False)``, as the standings use it), its
  memo of plain deals emptied before each round, so that a round pays for every deal it meets first,
- the engine with explanations on (what ``belote-club score`` prints).

Each figure is the best of the ``R`` rounds (CPU time).  Both ratios to the reference (explanations off and
on) are printed as information: the former goal « engine ≥ 2 × the reference » was withdrawn (issue 21: no
user feels 5 µs a deal), and the speed it asked for is no longer bought with start-up tricks.

Validation is included everywhere (every deal is checked).  Before timing, the reference's totals and winner
are compared with the engine's, game by game: that agreement is the goal reported through ``run_all.goal``
(no game scored differently), since a yardstick that scores differently would measure nothing.  Exit status
1 when a goal is missed.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import reference_scorer
from run_all import goal

from belote_club.rules import Game, HouseRules, load_preset, score_game
from belote_club.rules.game import clear_plain_deals

PRESETS = ["classique", "concours", "arrondi-dizaine", "annonces", "rubicon", "belote-a-trois"]

Games = list[tuple[HouseRules, dict[str, Any], list[dict[str, Any]]]]


def random_deal(rng: random.Random, rules: HouseRules) -> dict[str, Any]:
    camps = rules.camps
    roll = rng.random()
    if roll < 0.04:
        return {"passed": True}
    taker = rng.randrange(camps)
    deal: dict[str, Any] = {"taker": taker, "trump": rng.choice(("hearts", "spades", "diamonds", "clubs"))}
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


def make_games(n_deals: int, seed: int = 1) -> Games:
    """Games of random presets, each cut after the deal that ends it; ``n_deals`` deals in all."""
    rng = random.Random(seed)
    games: Games = []
    total = 0
    while total < n_deals:
        rules = load_preset(rng.choice(PRESETS))
        game = Game(rules, explain=False)
        deals = []
        for _ in range(40):
            if game.finished or total >= n_deals:
                break
            deal = random_deal(rng, rules)
            game.add(deal)
            deals.append(deal)
            total += 1
        games.append((rules, reference_scorer.make_rules(rules.to_dict()), deals))
    return games


def check_same(games: Games) -> int:
    """The number of games on which the reference scorer and the engine disagree (totals or winner)."""
    disagree = 0
    for rules, ref_rules, deals in games:
        expected = score_game(rules, deals, explain=False)
        got = reference_scorer.play(ref_rules, deals)
        if list(expected.totals) != got["totals"] or expected.winner != got["winner"]:
            disagree += 1
            print(f"the reference scorer disagrees with the engine on {deals!r}")
    return disagree


def reference(games: Games) -> None:
    play = reference_scorer.play
    for _rules, ref_rules, deals in games:
        play(ref_rules, deals)


def quiet(games: Games) -> None:
    clear_plain_deals()  # cold: every round pays for the plain deals it meets first
    for rules, _ref_rules, deals in games:
        score_game(rules, deals, explain=False)


def explained(games: Games) -> None:
    for rules, _ref_rules, deals in games:
        score_game(rules, deals, explain=True)


def best_times(games: Games, runs: dict[str, Callable[[Games], None]], rounds: int) -> dict[str, float]:
    best = {name: float("inf") for name in runs}
    for _ in range(rounds):
        for name, run in runs.items():
            start = time.process_time()
            run(games)
            best[name] = min(best[name], time.process_time() - start)
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=50_000)
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    games = make_games(args.deals)
    deals = sum(len(d) for _r, _rr, d in games)
    disagree = check_same(games)
    times = best_times(games, {"reference": reference, "quiet": quiet, "explained": explained}, args.rounds)
    rate = {name: deals / t for name, t in times.items()}
    ratio_quiet = rate["quiet"] / rate["reference"]
    ratio_explained = rate["explained"] / rate["reference"]
    print(f"{deals} deals in {len(games)} games, best of {args.rounds} (CPU):")
    print(f"  reference scorer           {rate['reference']:>10,.0f} deals/s")
    print(f"  engine, explanations off   {rate['quiet']:>10,.0f} deals/s")
    print(f"  engine, explanations on    {rate['explained']:>10,.0f} deals/s")
    print(f"  ratio off / reference = {ratio_quiet:.2f} (information: moteur sans explications / barème "
          f"de référence, pas d’objectif)")
    print(f"  ratio on / reference  = {ratio_explained:.2f} (information: moteur avec explications / barème "
          f"de référence, pas d’objectif)")
    met = goal(f"parties calculées autrement que par le barème de référence, sur {len(games)}", disagree, 0, unit="")
    return 0 if met else 1


if __name__ == "__main__":
    raise SystemExit(main())
