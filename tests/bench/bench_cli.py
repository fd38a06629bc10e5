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

Where it is measured.  The goal is judged as the issue measured it, « from a clean clone »: the checkout's
virtualenv as ``make`` installs it (editable), ``belote-club`` and ``python -c pass`` both started from it.  Its
finder (``__editable___*_finder.py``, with pathlib, urllib, ``re``…) costs every Python start of that
virtualenv some 12 ms, ``python -c pass`` included.  So the same two commands are also timed in a fresh
virtualenv where the wheel alone is installed by pip (``pip wheel --no-deps``, ``--no-deps``: the ``score``
path needs no dependency), as a user installing the package has it, and printed for information with the
floor there: ``python -c "import re, json"``, what pip's console-script launcher (``import re``) and the JSON
the command reads and writes cost before any code of ours (about 1.7 × ``python -c pass``).  What ``score``
spends beyond that floor is the engine's modules and the scoring itself — not ``typing`` (the engine's named
tuples are built without it, ``belote_club/rules/record.py``) nor ``contextlib`` or ``importlib``
(tests/cli/test_cli_score.py checks it).
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


def _compare(python: str, game: Path, runs: int, env: dict[str, str], *, floor: bool = False) -> float:
    """``belote-club score`` against ``python -c pass`` with this interpreter, interleaved: the ratio of the
    CPU medians (both printed, with the wall clock).  ``floor``: ``python -c "import re, json"`` is timed in
    the same turns and printed (what the launcher and JSON cost before any code of ours)."""
    commands = {"bare": [python, "-c", "pass"], "score": [*score_command(python), "score", str(game)]}
    if floor:
        commands["floor"] = [python, "-c", "import re, json"]
    for command in commands.values():
        _time(command, env)  # file cache, bytecode cache
    times: dict[str, list[tuple[float, float]]] = {key: [] for key in commands}
    for _ in range(runs):
        for key, command in commands.items():
            times[key].append(_time(command, env))
    cpu = {key: statistics.median(t[0] for t in values) for key, values in times.items()}
    wall = {key: statistics.median(t[1] for t in values) for key, values in times.items()}
    print(f"   python -c pass : CPU {cpu['bare'] * 1000:.1f} ms (horloge {wall['bare'] * 1000:.1f} ms) ; "
          f"belote-club score : CPU {cpu['score'] * 1000:.1f} ms (horloge {wall['score'] * 1000:.1f} ms) "
          f"(médianes de {runs}) : {cpu['score'] / cpu['bare']:.2f}×")
    if floor:
        print(f"   plancher, python -c \"import re, json\" : CPU {cpu['floor'] * 1000:.1f} ms : "
              f"{cpu['floor'] / cpu['bare']:.2f}× ; score au-delà du plancher : "
              f"{(cpu['score'] - cpu['floor']) * 1000:.1f} ms")
    return cpu["score"] / cpu["bare"]


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
        print("   la copie de travail, installée par make (modifiable ; bytecode compilé comme dans une "
              "installation) :")
        checkout = dict(env, PYTHONPYCACHEPREFIX=str(folder / "bytecode"))
        checkout_ratio = _compare(python, game, args.runs, checkout)
        print("   installé depuis la roue (wheel) par pip, dans un virtualenv neuf (information) :")
        _compare(_wheel_python(folder), game, args.runs, env, floor=True)
    print(f"   modules lourds importés par score : {heavy}")
    met = goal("belote-club score / python -c pass (démarrage, copie de travail installée par make)",
               checkout_ratio, 2.0)
    met &= goal("modules lourds importés par score", float(heavy != "[]"), 0.0, unit="")
    return 0 if met else 1


if __name__ == "__main__":
    raise SystemExit(main())
