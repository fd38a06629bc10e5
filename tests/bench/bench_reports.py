"""Benchmark (not a test): the two heaviest documents.

    .venv/bin/python tests/bench/bench_reports.py [--teams 200] [--rounds 5] [--tables 100] [--repeat 3]

* standings of 200 teams after 5 rounds (ranking, then every round's tables): goal < 2 s;
* score sheets of 100 tables, one per page and two per page: goal < 2 s each.

Input data is built first (not timed); each document is rendered to memory ``--repeat`` times and the
best time is kept (the first run also pays for font loading, reported apart).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from belote_club.reports.sample import sample_score_sheets, sample_standings
from belote_club.reports.score_sheets import render_score_sheets
from belote_club.reports.standings import render_standings
from belote_club.rules import load_preset

GOAL = 2.0


def best_of(repeat: int, render: Callable[[], tuple[bytes | None, int]]) -> tuple[float, float, int, int]:
    times: list[float] = []
    pages = size = 0
    for _ in range(repeat):
        start = time.perf_counter()
        data, pages = render()
        times.append(time.perf_counter() - start)
        size = len(data or b"")
    return times[0], min(times), pages, size


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--teams", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    standings = sample_standings(args.teams, args.rounds)
    sheets = sample_score_sheets(load_preset("concours"), 2 * args.tables, round_number=3)
    assert len(sheets.sheets) == args.tables
    cases = [
        (f"classement de {args.teams} équipes, {args.rounds} manches", lambda: render_standings(standings)),
        (f"feuilles de marque de {args.tables} tables, 1 par page",
         lambda: render_score_sheets(sheets, per_page=1)),
        (f"feuilles de marque de {args.tables} tables, 2 par page",
         lambda: render_score_sheets(sheets, per_page=2)),
    ]
    failed = False
    for label, render in cases:
        first, best, pages, size = best_of(args.repeat, render)
        verdict = "OK" if best < GOAL else "TROP LENT"
        failed |= best >= GOAL
        print(f"{label:<48} {best:6.3f} s (1er passage {first:.3f} s)  {pages:4d} pages  "
              f"{size / 1024:7.0f} Kio  objectif < {GOAL:.0f} s : {verdict}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
