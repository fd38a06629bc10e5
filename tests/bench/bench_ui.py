"""UI benchmark (not a timed test): prints figures and reports its goals through ``run_all.goal``.

1. Start to home screen usable, against a bare PySide6 window started in the same run (issue « speed »:
   ≤ 3×): a fresh Python process, from its launch to the home screen filled (database open), on an empty
   database; and, alternating with it, the same number of fresh processes that create a ``QApplication`` and
   a ``QWidget``, show it and quit at its first paint, measured the same way (launch → stamp).  Medians
   compared.  The start to the main window's first shown event is printed as information.
2. Opening the 200-team tournament in the window (all tabs built, rounds tab filled; goal < 150 ms, median)
   and, for comparison, the list of rounds as counts (``round_summaries``, what the UI uses) against every
   round loaded whole (``rounds``).
3. Committing a deal to refreshed standings on the 200-team demo (goal < 50 ms, median): type a deal on the
   score sheet, press Enter (stored through the services), then rebuild the standings tab (table and chart).

Exit status 1 when a goal is missed.

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
sys.path.insert(0, str(Path(__file__).resolve().parent))

from run_all import goal  # noqa: E402

START_RATIO_GOAL = 3.0
OPEN_GOAL_SECONDS = 0.150
DEAL_GOAL_SECONDS = 0.050

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

BARE = r"""
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

class Bare(QWidget):
    painted = False

    def paintEvent(self, event):
        super().paintEvent(event)
        if not self.painted:
            self.painted = True
            print(f"PAINTED {time.time():.6f}", flush=True)
            QTimer.singleShot(0, QApplication.quit)

app = QApplication(sys.argv)
window = Bare()
window.show()
sys.exit(app.exec())
"""


def start_time(runs: int) -> tuple[list[float], list[float], list[float]]:
    """Launch → main window shown, launch → home screen filled, launch → bare window's first paint (s).

    The app and the bare window alternate, so that a noisy machine slows both alike."""
    figures, ready, bare = [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, XDG_DATA_HOME=tmp, XDG_STATE_HOME=tmp, XDG_CONFIG_HOME=tmp, PYTHONPATH=str(ROOT))
        db = str(Path(tmp) / "bench.belote")
        for _ in range(runs):
            began = time.time()
            out = subprocess.run([sys.executable, "-c", BARE], capture_output=True, text=True, env=env,
                                 check=True, timeout=60).stdout
            stamps = dict(line.split() for line in out.splitlines() if line[:7] == "PAINTED")
            bare.append(float(stamps["PAINTED"]) - began)
            began = time.time()
            out = subprocess.run([sys.executable, "-c", CHILD, db], capture_output=True, text=True, env=env,
                                 check=True, timeout=60).stdout
            stamps = dict(line.split() for line in out.splitlines() if line[:5] in ("SHOWN", "READY"))
            figures.append(float(stamps["SHOWN"]) - began)
            ready.append(float(stamps["READY"]) - began)
    return figures, ready, bare


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
    starts, ready, bare = start_time(args.runs)
    print(f"start to first window shown: median {statistics.median(starts):.2f} s "
          f"(runs: {', '.join(f'{s:.2f}' for s in starts)})")
    print(f"start to home screen filled (database open): median {statistics.median(ready):.2f} s "
          f"(runs: {', '.join(f'{s:.2f}' for s in ready)})")
    print(f"start to a bare PySide6 window's first paint: median {statistics.median(bare):.2f} s "
          f"(runs: {', '.join(f'{s:.2f}' for s in bare)})")
    start_ratio = statistics.median(ready) / statistics.median(bare)
    figures = deal_to_standings(args.teams, args.deals)
    for key, label in (("open", "tournament opened (tabs built, rounds tab filled)"),
                       ("round_summaries", "list of rounds as counts (round_summaries)"),
                       ("rounds", "every round loaded whole (rounds), for comparison"),
                       ("commit", "deal committed (Enter → stored, sheet refreshed)"),
                       ("standings", "standings tab rebuilt (table + chart)"),
                       ("total", "deal to refreshed standings")):
        values = figures[key]
        print(f"{label}: median {statistics.median(values):.1f} ms, max {max(values):.1f} ms")
    met = goal("écran d’accueil utilisable / fenêtre PySide6 nue", start_ratio, START_RATIO_GOAL)
    met &= goal(f"concours de {args.teams} équipes ouvert dans la fenêtre",
                statistics.median(figures["open"]) / 1000, OPEN_GOAL_SECONDS, unit="s")
    met &= goal(f"donne → classement rafraîchi, {args.teams} équipes",
                statistics.median(figures["total"]) / 1000, DEAL_GOAL_SECONDS, unit="s")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
