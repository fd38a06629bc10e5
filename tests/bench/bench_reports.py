"""Benchmark (not a test): the heaviest documents at the size of a big concours (issue 10).

    .venv/bin/python tests/bench/bench_reports.py [--teams 1000] [--rounds 7] [--repeat 3]

Goals, each reported through ``run_all.goal``:

* standings PDF of 1 000 teams after 7 rounds (ranking, then every round's tables): < 2 s;
* score sheets of the 500 tables of 1 000 teams, one per page: < 2 s (two per page is shown too);
* the cost per team stays flat: standings of 1 000 teams ≤ 1.3 × ten times the cost of 100 teams
  (measured in the same run, so it holds on a busy machine).

Input data is built first (not timed: the documents take plain data, see ``reports/data.py``); each
document is rendered to memory ``--repeat`` times and the best time is kept (the first run also pays for
font loading, reported apart).  The goals use the process's CPU time, as the issue measured them: on a
shared, busy machine wall time mostly measures the other processes (both are printed).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from run_all import goal

from belote_club.reports.sample import sample_score_sheets, sample_standings
from belote_club.reports.score_sheets import render_score_sheets
from belote_club.reports.standings import render_standings
from belote_club.rules import load_preset

GOAL_SECONDS = 2.0
SCALING = 1.3


def best_of(repeat: int, render: Callable[[], tuple[bytes | None, int]]) -> tuple[float, float, float, int, int]:
    """(first CPU time, best CPU time, best wall time, pages, bytes)."""
    cpu: list[float] = []
    wall: list[float] = []
    pages = size = 0
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        data, pages = render()
        cpu.append(time.process_time() - start_cpu)
        wall.append(time.perf_counter() - start)
        size = len(data or b"")
    return cpu[0], min(cpu), min(wall), pages, size


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--teams", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    standings = sample_standings(args.teams, args.rounds)
    small = sample_standings(args.teams // 10, args.rounds)
    sheets = sample_score_sheets(load_preset("concours"), args.teams, round_number=3)
    cases: list[tuple[str, Callable[[], tuple[bytes | None, int]]]] = [
        (f"classement de {args.teams} équipes, {args.rounds} manches", lambda: render_standings(standings)),
        (f"classement de {args.teams // 10} équipes, {args.rounds} manches", lambda: render_standings(small)),
        (f"feuilles de marque de {len(sheets.sheets)} tables, 1 par page",
         lambda: render_score_sheets(sheets, per_page=1)),
        (f"feuilles de marque de {len(sheets.sheets)} tables, 2 par page",
         lambda: render_score_sheets(sheets, per_page=2)),
    ]
    best: list[float] = []
    for label, render in cases:
        first, fastest, wall, pages, size = best_of(args.repeat, render)
        best.append(fastest)
        print(f"{label:<52} CPU {fastest:6.3f} s (1er passage {first:.3f} s, horloge {wall:.3f} s)  {pages:4d} pages  "
              f"{size / 1024:7.0f} Kio")
    met = goal(f"classement PDF, {args.teams} équipes (CPU)", best[0], GOAL_SECONDS, unit="s")
    met &= goal(f"feuilles de marque PDF, {args.teams} équipes (CPU)", best[2], GOAL_SECONDS, unit="s")
    met &= goal(f"classement : coût par équipe, {args.teams} / {args.teams // 10} équipes", best[0] / (10 * best[1]),
                SCALING)
    return 0 if met else 1


if __name__ == "__main__":
    raise SystemExit(main())
