"""Disk full: every write refused says « Disque plein » (not a generic database error), nothing
acknowledged is lost, the file stays whole and can be written again once space is freed.

Needs a small tmpfs (mounting one needs root or CAP_SYS_ADMIN): skipped with the reason otherwise.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

from belote_club.services import ClubService, ServiceError
from belote_club.services.demo import demo_players
from belote_club.storage import StorageFullError
from tests.reliability.conftest import Tally


def test_disk_full_is_said_and_loses_nothing(tmpfs: Callable[[str], Path], tally: Callable[[str], Tally]) -> None:
    import random

    result = tally("disk full (SQLite on a 1 MiB tmpfs)")
    disk = tmpfs("1m")
    path = disk / "club.belote"
    ballast = disk / "lest"
    ballast.write_bytes(bytes(256 * 1024))  # freed at the end, to write again
    acknowledged: list[str] = []
    refusals: list[ServiceError] = []
    rng = random.Random(5)
    with ClubService.open(db_file=path) as service:
        for _batch in range(400):
            players = demo_players(rng, 40)
            try:
                added = service.add_players(players)
            except ServiceError as error:
                refusals.append(error)
                if len(refusals) >= 3:
                    break
                continue
            acknowledged.extend(p.last_name + "/" + p.first_name for p in added)
        result.tried = len(acknowledged)
    assert refusals, "the disk never filled up: the test tested nothing"
    for refusal in refusals:
        assert "Disque plein" in str(refusal), str(refusal)
        assert isinstance(refusal.__cause__, StorageFullError)
    with closing(sqlite3.connect(path)) as connection:
        assert connection.execute("PRAGMA quick_check").fetchall() == [("ok",)]
    with ClubService.open(db_file=path) as service:  # reopened on the full disk: readable
        stored = [p.last_name + "/" + p.first_name for p in service.players()]
        missing = [name for name in acknowledged if name not in stored]
        result.lost = len(missing)
        result.survived = len(acknowledged) - len(missing)
        assert not missing
        ballast.unlink()
        service.add_player("Libre", "Place")  # space freed: writes work again
    result.notes.append(f"{len(acknowledged)} players acknowledged, {len(refusals)} batches refused")
