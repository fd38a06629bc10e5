"""UI benchmark (not a timed test): prints figures.

1. Start to first window shown (goal < 1.5 s): a fresh Python process, from its launch to the main
   window's first shown event, on an empty database.
2. Opening the 200-team tournament (all tabs built, rounds tab filled) and, for comparison, the list of
   rounds as counts (``round_summaries``, what the UI uses) against every round loaded whole (``rounds``).
3. Committing a deal to refreshed standings on the 200-team demo (goal < 50 ms): type a deal on the score
   sheet, press Enter (stored through the services), then rebuild the standings tab (table and chart).

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python tests/bench/bench_ui.py [--teams 200]``
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
import belote_club.ui.main_window as mw

original_show = mw.MainWindow.show
original_set_service = mw.MainWindow.set_service

def show(self):
    original_show(self)
    QTimer.singleShot(0, lambda: print(f"SHOWN {time.time():.6f}", flush=True))

def set_service(self, service):
    original_set_service(self, service)
    def report():
        print(f"READY {time.time():.6f}", flush=True)
        QApplication.quit()
    QTimer.singleShot(0, report)

mw.MainWindow.show = show
mw.MainWindow.set_service = set_service
from belote_club.app import main
sys.exit(main(["--db", sys.argv[1]]))
"""


def start_time(runs: int) -> tuple[list[float], list[float]]:
    figures, ready = [], []
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, XDG_DATA_HOME=tmp, XDG_STATE_HOME=tmp, XDG_CONFIG_HOME=tmp, PYTHONPATH=str(ROOT))
        db = str(Path(tmp) / "bench.belote")
        for _ in range(runs):
            began = time.time()
            out = subprocess.run([sys.executable, "-c", CHILD, db], capture_output=True, text=True, env=env,
                                 check=True, timeout=60).stdout
            stamps = dict(line.split() for line in out.splitlines() if line[:5] in ("SHOWN", "READY"))
            figures.append(float(stamps["SHOWN"]) - began)
            ready.append(float(stamps["READY"]) - began)
    return figures, ready


def deal_to_standings(teams: int, deals: int) -> dict[str, list[float]]:
    from PySide6.QtCore import QSettings
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from belote_club.app import create_application
    from belote_club.services.club import ClubService
    from belote_club.services.demo import create_demo
    from belote_club.ui.main_window import MainWindow

    tmp = Path(tempfile.mkdtemp(prefix="belote-bench-"))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp / "settings"))
    create_application()
    service = ClubService.open(db_file=tmp / "bench.belote")
    began = time.perf_counter()
    report = create_demo(service, teams=teams, rounds=3, seed=7)
    tid = report.tournament_id
    service.update_tournament(tid, planned_rounds=4)
    rnd = service.draw_next_round(tid, seed=11)
    print(f"  demo: {teams} teams, 3 rounds played, round 4 drawn ({len(rnd.tables)} tables) "
          f"in {time.perf_counter() - began:.1f} s")
    window = MainWindow(service)
    window.show()
    figures: dict[str, list[float]] = {"commit": [], "standings": [], "total": [], "open": [],
                                       "round_summaries": [], "rounds": []}
    for _ in range(3):
        t0 = time.perf_counter()
        page = window.open_tournament(tid)
        QApplication.processEvents()
        figures["open"].append((time.perf_counter() - t0) * 1000)
        for key in ("round_summaries", "rounds"):
            t0 = time.perf_counter()
            getattr(service, key)(tid)
            figures[key].append((time.perf_counter() - t0) * 1000)
    table_numbers = [t.number for t in rnd.tables]
    for i in range(deals):
        page.open_table(rnd.number, table_numbers[i % len(table_numbers)])
        sheet = page.scores.sheet
        QTest.keyClicks(sheet.entry, "1 95b")
        QApplication.processEvents()
        t0 = time.perf_counter()
        assert sheet.commit()
        t1 = time.perf_counter()
        page.tabs.setCurrentWidget(page.standings)  # rebuilt because a deal changed
        QApplication.processEvents()
        t2 = time.perf_counter()
        page.tabs.setCurrentWidget(page.scores)
        figures["commit"].append((t1 - t0) * 1000)
        figures["standings"].append((t2 - t1) * 1000)
        figures["total"].append((t2 - t0) * 1000)
    rows = page.standings.model.rowCount()
    assert rows >= teams - 2, rows
    window.close()
    service.close()
    return figures


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--teams", type=int, default=200)
    parser.add_argument("--deals", type=int, default=15)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()

    print("Belote Club — UI benchmark")
    starts, ready = start_time(args.runs)
    print(f"start to first window shown: median {statistics.median(starts):.2f} s "
          f"(runs: {', '.join(f'{s:.2f}' for s in starts)}; goal < 1.5 s)")
    print(f"start to home screen filled (database open): median {statistics.median(ready):.2f} s "
          f"(runs: {', '.join(f'{s:.2f}' for s in ready)})")
    figures = deal_to_standings(args.teams, args.deals)
    for key, label in (("open", "tournament opened (tabs built, rounds tab filled)"),
                       ("round_summaries", "list of rounds as counts (round_summaries)"),
                       ("rounds", "every round loaded whole (rounds), for comparison"),
                       ("commit", "deal committed (Enter → stored, sheet refreshed)"),
                       ("standings", "standings tab rebuilt (table + chart)"),
                       ("total", "deal to refreshed standings")):
        values = figures[key]
        print(f"{label}: median {statistics.median(values):.1f} ms, max {max(values):.1f} ms"
              + ("  (goal < 50 ms)" if key == "total" else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
