"""Opening a database and reading it must not import the draw machinery's heavy dependencies."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SCRIPT = """
import sys
from belote_club.services import ClubService
from belote_club.services.demo import create_demo

with ClubService.open(db_file=sys.argv[1]) as service:
    if sys.argv[2] == "create":
        create_demo(service, teams=4, rounds=2, seed=1)
    else:
        tid = service.tournaments()[0].tournament.id
        service.rounds(tid)
        service.standings(tid)
        service.round_summaries(tid)
print("networkx" in sys.modules)
"""


def _networkx_loaded(path: Path, action: str) -> bool:
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(path), action], capture_output=True, text=True,
                          check=True)
    return done.stdout.strip() == "True"


def test_networkx_is_loaded_by_draws_only(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    assert _networkx_loaded(path, "create")  # drawing rounds needs the matching
    assert not _networkx_loaded(path, "read")  # opening, listing, ranking do not


OPEN_ONLY = """
import sys
from belote_club.services import ClubService

with ClubService.open(db_file=sys.argv[1]) as service:
    service.tournaments()
print("alembic" in sys.modules, "sqlalchemy.dialects.postgresql.base" in sys.modules)
"""


def test_alembic_is_loaded_only_to_create_or_upgrade(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    first = subprocess.run([sys.executable, "-c", OPEN_ONLY, str(path)], capture_output=True, text=True, check=True)
    assert first.stdout.split()[0] == "True"  # creating the file runs the migrations
    again = subprocess.run([sys.executable, "-c", OPEN_ONLY, str(path)], capture_output=True, text=True, check=True)
    assert again.stdout.split()[0] == "False"  # a file at the head revision needs no Alembic
