"""Storage and services benchmark (a script, not a timed test): ``python tests/bench/bench_storage.py``.

Builds ``belote-club demo --teams 200 --rounds 6`` in a temporary SQLite file (or reuses ``--db FILE``),
then measures, each on a freshly opened database as the application would:

* open the file and compute the full standings — goal < 100 ms;
* draw round 7 (ranking method, from the recomputed standings) — goal < 1 s.

Prints the figures; exits with status 1 if a goal is missed (``--no-fail`` to only report).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from belote_club.cli import main as cli_main  # noqa: E402
from belote_club.services import ClubService  # noqa: E402


def _timed(action, repeat: int) -> tuple[float, object]:  # type: ignore[no-untyped-def]
    times = []
    result = None
    for _ in range(repeat):
        start = time.perf_counter()
        result = action()
        times.append(time.perf_counter() - start)
    return statistics.median(times), result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, help="reuse this demo database instead of building one")
    parser.add_argument("--teams", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--no-fail", action="store_true")
    args = parser.parse_args()

    folder = tempfile.TemporaryDirectory(prefix="belote-bench-")
    db = args.db or Path(folder.name) / "bench.belote"
    if args.db is None:
        start = time.perf_counter()
        code = cli_main(["demo", "--db", str(db), "--teams", str(args.teams), "--rounds", str(args.rounds),
                         "--seed", "2026"])
        if code:
            return code
        print(f"demo --teams {args.teams} --rounds {args.rounds}: {time.perf_counter() - start:.1f} s, "
              f"{db.stat().st_size / 1e6:.1f} Mo")

    with ClubService.open(db_file=db) as service:
        tournament_id = service.tournaments()[0].tournament.id
        assert tournament_id is not None

    def open_and_rank() -> int:
        with ClubService.open(db_file=db) as service:
            return len(service.standings(tournament_id).rows)

    standings_time, rows = _timed(open_and_rank, args.repeat)
    print(f"open + full standings ({rows} rows): {standings_time * 1000:.1f} ms (goal < 100 ms)")

    with ClubService.open(db_file=db) as service:
        if service.tournament(tournament_id).planned_rounds < args.rounds + 1:
            service.update_tournament(tournament_id, planned_rounds=args.rounds + 1)

    def open_and_draw() -> int:
        with ClubService.open(db_file=db) as service:
            view = service.draw_next_round(tournament_id, seed=7)
            service.delete_round(tournament_id, view.number)  # leave the file as it was for the next run
            return len(view.tables)

    # Timed: open + draw + store the round (+ the delete that keeps runs comparable).
    draw_time, tables = _timed(open_and_draw, max(1, args.repeat // 2))
    print(f"open + draw round {args.rounds + 1} ({tables} tables) + store: {draw_time * 1000:.0f} ms (goal < 1 s)")

    folder.cleanup()
    missed = standings_time >= 0.1 or draw_time >= 1.0
    if missed and not args.no_fail:
        print("goal missed")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
