"""Benchmark (not a test): start-up of ``belote-club score`` against a bare ``python -c pass`` (issue 10).

    .venv/bin/python tests/bench/bench_cli.py [--runs 15]

Both are started ``--runs`` times, interleaved, in the same run; the median of each is kept, in CPU time of
the child process (user + system: on a busy machine wall time mostly measures the others; both printed).  Goal:
``belote-club score GAME.json`` (a one-deal game: start-up, parsing, scoring, output) ≤ 2 × ``python -c pass``.
``belote-club`` is the console script next to the interpreter (``python -m belote_club`` when there is none).
It also checks that the ``score`` path imports no heavy package (Qt, SQLAlchemy, ReportLab).

Bytecode: an installed Belote Club runs from compiled bytecode (pip compiles every module when it installs a
wheel; a checkout writes ``__pycache__`` at its first run).  When the environment forbids writing it
(``PYTHONDONTWRITEBYTECODE``, as on the shared build machine) and the checkout has no ``__pycache__``, every start
compiles Belote Club's modules again — a cost no user pays (``score`` then takes about 1.4 times as long),
while ``python -c pass`` compiles nothing.  So the children run with bytecode allowed, in a temporary
``PYTHONPYCACHEPREFIX`` warmed by one run, as an install has it.  Both commands see the same interpreter and
``site``.

The editable install flatters the ratio: its finder (``__editable___*_finder.py``, with pathlib, urllib…)
costs every Python start of the virtualenv some 12 ms, ``python -c pass`` included, which a wheel install does
not pay.  So the goal is measured as a user has it: the wheel is built (``pip wheel --no-deps``) and installed
alone (``--no-deps``: the ``score`` path needs no dependency) in a fresh virtualenv, where both commands are
timed the same way; the checkout's editable figure is printed for information.  What the wheel install's
``score`` spends beyond Python's own start: ``json`` (with ``re`` and ``enum``, which pip's console-script
launcher imports anyway) and the engine's modules — not ``typing`` (the engine's named tuples are built without
it, ``belote_club/rules/record.py``) nor ``contextlib`` or ``importlib`` (tests/cli/test_cli_score.py checks it).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from run_all import goal

HEAVY = ("PySide6", "sqlalchemy", "reportlab", "alembic")


def _time(argv: list[str], env: dict[str, str] | None = None) -> tuple[float, float]:
    """(CPU seconds of the child, wall seconds)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, wall


def score_command(python: str) -> list[str]:
    """``belote-club`` as installed next to ``python`` (the console script), else ``python -m belote_club``."""
    script = Path(python).parent / "belote-club"
    return [str(script)] if script.is_file() and os.access(script, os.X_OK) else [python, "-m", "belote_club"]


def _compare(python: str, game: Path, runs: int, env: dict[str, str]) -> float:
    """``belote-club score`` against ``python -c pass`` with this interpreter, interleaved: the ratio of the
    CPU medians (both printed, with the wall clock)."""
    score = [*score_command(python), "score", str(game)]
    bare = [python, "-c", "pass"]
    _time(bare, env), _time(score, env)  # file cache, bytecode cache
    bare_times, score_times = [], []
    for _ in range(runs):
        bare_times.append(_time(bare, env))
        score_times.append(_time(score, env))
    bare_median = statistics.median(t[0] for t in bare_times)
    score_median = statistics.median(t[0] for t in score_times)
    bare_wall = statistics.median(t[1] for t in bare_times)
    score_wall = statistics.median(t[1] for t in score_times)
    print(f"   python -c pass : CPU {bare_median * 1000:.1f} ms (horloge {bare_wall * 1000:.1f} ms) ; "
          f"belote-club score : CPU {score_median * 1000:.1f} ms (horloge {score_wall * 1000:.1f} ms) "
          f"(médianes de {runs}) : {score_median / bare_median:.2f}×")
    return score_median / bare_median


def _wheel_python(folder: Path) -> str:
    """A fresh virtualenv with Belote Club's wheel alone installed (as pip installs it: bytecode compiled)."""
    root = Path(__file__).resolve().parents[2]
    wheels = folder / "wheel"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w",
                    str(wheels), str(root)], check=True, stdout=subprocess.DEVNULL)
    venv = folder / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = str(venv / "bin" / "python")
    subprocess.run([python, "-m", "pip", "install", "-q", "--no-deps", "--no-index", *map(str, wheels.glob("*.whl"))],
                   check=True, stdout=subprocess.DEVNULL)
    return python


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    python = sys.executable
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        game = folder / "game.json"
        game.write_text(json.dumps({"deals": [{"taker": 0, "points": [75, 87], "belote": [0]}]}), encoding="utf-8")
        probe = [python, "-c", "import sys; from belote_club.cli import main; main(['score', sys.argv[1]]); "
                 f"print(sorted(m for m in sys.modules if m.split('.')[0] in {HEAVY!r}))", str(game)]
        heavy = subprocess.run(probe, check=True, capture_output=True, text=True).stdout.strip().splitlines()[-1]
        env = {key: value for key, value in os.environ.items() if key not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPATH")}
        print("   installé depuis la roue (wheel), dans un virtualenv neuf :")
        wheel_ratio = _compare(_wheel_python(folder), game, args.runs, env)
        print("   la copie de travail (installation modifiable, bytecode compilé comme dans une installation) :")
        checkout = dict(env, PYTHONPYCACHEPREFIX=str(folder / "bytecode"))
        _compare(python, game, args.runs, checkout)
    print(f"   modules lourds importés par score : {heavy}")
    met = goal("belote-club score / python -c pass (démarrage, installé depuis la roue)", wheel_ratio, 2.0)
    met &= goal("modules lourds importés par score", float(heavy != "[]"), 0.0, unit="")
    return 0 if met else 1


if __name__ == "__main__":
    raise SystemExit(main())
