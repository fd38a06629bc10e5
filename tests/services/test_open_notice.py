"""Opening an older file says so, in French, on the command line (and in the window's status bar)."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote_club.cli import main
from belote_club.services import ClubService
from belote_club.storage import schema
from belote_club.storage.database import Database


def old_file(path: Path) -> None:
    db = Database(f"sqlite:///{path}")
    schema.upgrade(db.engine, "0001")
    db.close()


def test_new_and_current_files_have_no_notice(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    with ClubService.open(db_file=path) as service:
        assert service.open_notice is None
    with ClubService.open(db_file=path) as service:
        assert service.open_notice is None


def test_upgraded_file_is_announced_with_its_backup(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "club.belote"
    old_file(path)
    assert main(["export", "--db", str(path), "--format", "json"]) == 2  # no tournament in it: an error…
    err = capsys.readouterr().err
    # … but first the notice that the file was brought up to date, and where the old one is kept
    assert "Base mise à jour depuis une version plus ancienne de Belote Club" in err
    backups = list(tmp_path.glob("club.belote.bak-0001-*"))
    assert len(backups) == 1 and str(backups[0]) in err
    assert "upgrading" not in err and "Traceback" not in err
