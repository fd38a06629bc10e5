"""Run every benchmark of tests/bench (``make bench``): print each goal's figure, fail when one is missed.

The protocol a benchmark follows (one file per subject: bench_engine, bench_draw, bench_storage,
bench_reports, bench_ui, bench_web, bench_cli…):

1. It is ``tests/bench/bench_<subject>.py``, a script: ``python tests/bench/bench_<subject>.py`` runs it with
   defaults sized for ``make bench`` (options may make it bigger or smaller). It is found by its name alone.
2. It prints what it measures as it likes, and reports **each goal** through :func:`goal` below::

       from run_all import goal          # tests/bench is the script's folder, hence on sys.path
       met = goal("deal → standings, 1 000 / 24 teams", ratio, 1.5)          # a ratio, lower is better
       met &= goal("draws per second, 100 teams", rate, 50, higher=True)   # higher is better
       met &= goal("standings PDF, 1 000 teams", seconds, 2.0, unit="s")
       return 0 if met else 1

   which prints one line ``GOAL ok|MISSED <name>: <figure> (goal ≤ or ≥ <limit>)``. Goals are ratios
   measured in the same run wherever the issue says so, so that they hold on a noisy machine.
3. Its exit status is 0 when every goal is met and 1 when one is missed; anything else means it broke.

This runner starts each benchmark in its own process (one's imports and caches do not flatter the next),
shows its output as it comes, then prints every GOAL line again with the machine's load, and exits 1 when a
goal is missed, a benchmark fails or crashes, or a benchmark declares no goal at all.

    python tests/bench/run_all.py [engine storage …] [--timeout SECONDS] [--list]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
MARK = "GOAL "


def _figure(value: float, unit: str) -> str:
    if unit == "×":
        return f"{value:.2f}×"
    return f"{value:.3g} {unit}" if unit else f"{value:.3g}"


def goal(name: str, value: float, limit: float, *, unit: str = "×", higher: bool = False) -> bool:
    """Print one goal's line in the runner's format; ``True`` when it is met.

    ``value`` is the measured figure (a ratio by default), ``limit`` the goal: met when ``value <= limit``,
    or ``value >= limit`` with ``higher=True``.
    """
    met = value >= limit if higher else value <= limit
    sign = "≥" if higher else "≤"
    verdict = "ok" if met else "MISSED"
    print(f"{MARK}{verdict} {name}: {_figure(value, unit)} (goal {sign} {_figure(limit, unit)})", flush=True)
    return met


def _benchmarks(names: list[str]) -> list[Path]:
    found = sorted(HERE.glob("bench_*.py"))
    if not names:
        return found
    wanted = {name.removeprefix("bench_").removesuffix(".py") for name in names}
    chosen = [path for path in found if path.stem.removeprefix("bench_") in wanted]
    unknown = wanted - {path.stem.removeprefix("bench_") for path in chosen}
    if unknown:
        raise SystemExit(f"benchmark inconnu : {', '.join(sorted(unknown))} "
                         f"(connus : {', '.join(p.stem.removeprefix('bench_') for p in found)})")
    return chosen


def _load() -> str:
    try:
        one, five, _fifteen = os.getloadavg()
    except OSError:  # not on every platform
        return "charge inconnue"
    return f"charge {one:.2f} (1 min), {five:.2f} (5 min) sur {os.cpu_count()} cœurs"


def _run(script: Path, timeout: float, env: dict[str, str]) -> tuple[int | None, list[str], float]:
    """Exit status (None when stopped by the timeout), the GOAL lines, the wall time."""
    began = time.perf_counter()
    goals: list[str] = []
    with subprocess.Popen([sys.executable, str(script)], env=env, cwd=ROOT, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True, bufsize=1) as child:
        watchdog = threading.Timer(timeout, child.kill)
        watchdog.start()
        try:
            assert child.stdout is not None
            for line in child.stdout:
                print(f"   {line}", end="", flush=True)
                if line.startswith(MARK):
                    goals.append(line[len(MARK):].rstrip("\n"))
            status: int | None = child.wait()
        finally:
            stopped = not watchdog.is_alive() and child.returncode is not None and child.returncode < 0
            watchdog.cancel()
    return (None if stopped else status), goals, time.perf_counter() - began


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Runs the benchmarks of tests/bench and checks their goals.")
    parser.add_argument("names", nargs="*", help="only these benchmarks (engine, storage…)")
    parser.add_argument("--timeout", type=float, default=900, help="seconds allowed to each benchmark")
    parser.add_argument("--list", action="store_true", help="list the benchmarks and stop")
    args = parser.parse_args(argv)
    scripts = _benchmarks(args.names)
    if args.list:
        print("\n".join(path.stem for path in scripts))
        return 0
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
           "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    print(f"Benchmarks de Belote Club — {_load()}", flush=True)
    summary: list[str] = []
    failed = False
    for script in scripts:
        print(f"== {script.name}", flush=True)
        status, goals, wall = _run(script, args.timeout, env)
        missed = [line for line in goals if line.startswith("MISSED")]
        if status is None:
            problem = f"arrêté au bout de {args.timeout:.0f} s"
        elif status not in (0, 1):
            problem = f"a échoué (code {status})"
        elif not goals:
            problem = "n’annonce aucun objectif (aucune ligne GOAL)"
        elif status == 1 and not missed:
            problem = "signale un objectif manqué sans ligne GOAL MISSED"
        elif status == 0 and missed:
            problem = "a une ligne GOAL MISSED mais se termine avec le code 0"
        else:
            problem = ""
        failed |= bool(problem or missed)
        summary.append(f"{script.stem} ({wall:.0f} s){' — ' + problem if problem else ''}")
        summary.extend(f"    {line}" for line in goals)
    print(f"\n== Résumé — {_load()}")
    print("\n".join(summary))
    print("Objectifs : " + ("au moins un manqué ou un benchmark en échec." if failed else "tous atteints."))
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
