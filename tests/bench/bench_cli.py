"""Benchmark (not a test): start-up of ``belote-club score`` against a bare ``python -c pass``, as information.

    .venv/bin/python tests/bench/bench_cli.py [--runs 15]

Both are started ``--runs`` times, interleaved, in the same run; the median of each is kept, in CPU time of
the child process (user + system: on a busy machine wall time mostly measures the others; both printed).  The
ratio is printed for information only: the former goal « ``score`` ≤ 2 × ``python -c pass`` » was withdrawn
(issue 21: no user feels 20 ms at a command line, and the start-up tricks it asked for cost more reading than
they saved).  ``belote-club`` is the console script next to the interpreter (``python -m belote_club`` when
there is none).  The goal reported is that the ``score`` path imports no heavy package (Qt, SQLAlchemy,
ReportLab, Alembic).

Bytecode: an installed Belote Club runs from compiled bytecode (pip compiles every module when it installs a
wheel; a checkout writes ``__pycache__`` at its first run).  When the environment forbids writing it
(``PYTHONDONTWRITEBYTECODE``) and the checkout has no ``__pycache__``, every start compiles Belote Club's
modules again — a cost no user pays.  So the children run with bytecode allowed, in a temporary
``PYTHONPYCACHEPREFIX`` warmed by one run, as an install has it.  Both commands see the same interpreter and
``site``.

Where it is measured: the checkout's virtualenv as ``make`` installs it (editable), and a fresh virtualenv where
the wheel alone is installed by pip (``pip wheel --no-deps``), as a user installing the package has it, with the
floor there: ``python -c "import re, json"``, what pip's console-script launcher and the JSON the command reads
and writes cost before any code of ours.
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
    print(f"   belote-club score / python -c pass (démarrage, copie de travail installée par make) : "
          f"{checkout_ratio:.2f}× (information, pas d’objectif)")
    met = goal("modules lourds importés par score", float(heavy != "[]"), 0.0, unit="")
    return 0 if met else 1


if __name__ == "__main__":
    raise SystemExit(main())
