"""Run every benchmark of tests/bench (``make bench``) and print their figures.

Benchmarks are not tests: they measure and print, they never fail on a figure.  Each runs in its
own process so that one's imports and caches do not flatter the next.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> int:
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    failures = 0
    for script in sorted(HERE.glob("bench_*.py")):
        print(f"== {script.name}", flush=True)
        done = subprocess.run([sys.executable, str(script)], env=env, check=False)
        if done.returncode != 0:
            print(f"   {script.name} a échoué (code {done.returncode})", flush=True)
            failures += 1
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
