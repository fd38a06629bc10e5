"""Fault injection: kills, full disks, read-only media, locks, damaged files, hostile CSV.

Every test here runs a bounded number of attempts by default (the suite stays fast); set
``BELOTE_RELIABILITY_ITERATIONS`` to a larger number for a long campaign.  Each test records what it
tried, what survived and what was lost; the totals are printed at the end of the run.

The user's data folder (automatic backups) is redirected to a temporary folder for every test.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from belote_club.paths import DATA_DIR_ENV

#: Attempts per fault loop (kills, truncations, damaged files) unless the environment says otherwise.
ITERATIONS = int(os.environ.get("BELOTE_RELIABILITY_ITERATIONS", "0") or 0)


def iterations(default: int) -> int:
    return ITERATIONS if ITERATIONS > 0 else default


@dataclass
class Tally:
    """One fault campaign: how many attempts, how many ended with every acknowledged write present."""

    name: str
    tried: int = 0
    survived: int = 0
    lost: int = 0
    notes: list[str] = field(default_factory=list)

    def line(self) -> str:
        extra = f" ({'; '.join(self.notes)})" if self.notes else ""
        return f"{self.name}: tried {self.tried}, survived {self.survived}, lost {self.lost}{extra}"


_TALLIES: list[Tally] = []


@pytest.fixture
def tally(request: pytest.FixtureRequest) -> Callable[[str], Tally]:
    def make(name: str) -> Tally:
        result = Tally(f"{request.node.name} — {name}")
        _TALLIES.append(result)
        return result

    return make


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not _TALLIES:
        return
    terminalreporter.section("reliability: tried / survived / lost")
    for item in _TALLIES:
        terminalreporter.write_line(item.line())


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "donnees"
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    return folder


@pytest.fixture
def data_dir(_private_data_dir: Path) -> Path:
    return _private_data_dir


@contextmanager
def _mounted_tmpfs(where: Path, size: str) -> Iterator[Path]:
    where.mkdir(parents=True, exist_ok=True)
    try:
        done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
                              capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired) as error:
        pytest.skip(f"impossible de monter un tmpfs ici ({error})")
    if done.returncode != 0:
        pytest.skip(f"impossible de monter un tmpfs ici (droits insuffisants : {done.stderr.strip()[:120]})")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], capture_output=True, timeout=10, check=False)


@pytest.fixture
def tmpfs(tmp_path: Path) -> Iterator[Callable[[str], Path]]:
    """``tmpfs("2m")``: a fresh tmpfs of that size mounted in the test's folder (skipped without the right)."""
    with ExitStack() as stack:
        count = iter(range(100))

        def mount(size: str) -> Path:
            return stack.enter_context(_mounted_tmpfs(tmp_path / f"tmpfs{next(count)}", size))

        yield mount


def remount_read_only(where: Path) -> None:
    subprocess.run(["mount", "-o", "remount,ro", str(where)], check=True, capture_output=True, timeout=10)
