"""The same file opened twice in one process (the window and its table server) keeps its SQLite locks.

POSIX advisory locks belong to a process and an inode: closing *any* file descriptor on the database file
inside the process releases every lock its SQLite connections hold.  When a second ``Database`` of the
same file read its header with a plain ``open()``/``close()``, the first one's locks vanished; the next
other program to close the file believed it was the last user, checkpointed and deleted ``-wal`` and
``-shm``; from then on the window wrote into a deleted WAL nobody else saw, and its content overwrote the
real file on quit (acknowledged writes lost).  QA found it with « Démarrer le serveur » then
``belote-club --db FILE print tables`` in another process.
"""

from __future__ import annotations

import datetime as dt
import os
import subprocess
import sys
from pathlib import Path

import pytest

from belote_club.services import ClubService
from belote_club.storage import Database, StorageError, open_files
from belote_club.storage.backups import MANUAL
from belote_club.storage.restore import restore_file
from belote_club.storage.sqlite_files import inspect_sqlite_file

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # the file dialog test

_OTHER_READER = """
import sqlite3, sys
connection = sqlite3.connect(sys.argv[1], timeout=10)
print(connection.execute("SELECT count(*) FROM tournaments").fetchone()[0])
connection.close()
"""

_OTHER_WRITER = """
import datetime as dt, sys
from belote_club.services import ClubService
with ClubService.open(db_file=sys.argv[1]) as service:
    service.create_tournament(sys.argv[2], dt.date(2026, 12, 31))
"""


def _other_process(script: str, *args: str) -> str:
    """Run ``script`` in another process (opens the file, uses it, closes it: the last-user check runs)."""
    done = subprocess.run([sys.executable, "-c", script, *args], capture_output=True, text=True, timeout=120,
                          cwd=Path(__file__).resolve().parents[2], check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def _deleted_side_files() -> list[str]:
    """File descriptors of this process on a deleted ``-wal``/``-shm`` (the symptom QA saw with ``lsof``)."""
    found = []
    for fd in os.listdir("/proc/self/fd"):
        try:
            target = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:
            continue
        if target.endswith(("-wal (deleted)", "-shm (deleted)")):
            found.append(target)
    return found


def _names(service: ClubService) -> set[str]:
    return {summary.tournament.name for summary in service.tournaments()}


@pytest.fixture(autouse=True)
def _linux_only() -> None:
    if not Path("/proc/self/fd").is_dir():
        pytest.skip("/proc/self/fd est nécessaire (Linux)")


def test_window_and_its_server_keep_their_locks_when_another_program_closes(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    wal = path.with_name(path.name + "-wal")
    window = ClubService.open(db_file=path)
    window.create_tournament("Fenêtre", dt.date(2026, 12, 31))
    server = window.open_station()  # what TableServer.beside does: the same file opened a second time
    try:
        server.create_tournament("Serveur", dt.date(2026, 12, 31))
        assert _other_process(_OTHER_READER, str(path)) == "2"
        _other_process(_OTHER_WRITER, str(path), "Autre poste")
        assert wal.exists(), "another program deleted the -wal file still in use here"
        assert _deleted_side_files() == []
        assert _names(window) == _names(server) == {"Fenêtre", "Serveur", "Autre poste"}
        window.create_tournament("Après", dt.date(2026, 12, 31))
        server.create_tournament("Après serveur", dt.date(2026, 12, 31))
        assert _other_process(_OTHER_READER, str(path)) == "5"
        assert wal.exists() and _deleted_side_files() == []
    finally:
        server.close()
        window.close()
    assert _deleted_side_files() == []
    with ClubService.open(db_file=path) as reopened:
        assert _names(reopened) == {"Fenêtre", "Serveur", "Autre poste", "Après", "Après serveur"}


def test_storage_checks_of_an_open_file_never_release_its_locks(tmp_path: Path, data_dir: Path) -> None:
    """Every check storage makes on a file (opening it again, inspecting it, a copy or a restore aimed at
    it) leaves the locks of the connections this process already has on it."""
    path = tmp_path / "club.belote"
    wal = path.with_name(path.name + "-wal")
    with ClubService.open(db_file=path) as window:
        window.create_tournament("Fenêtre", dt.date(2026, 12, 31))
        assert open_files.is_open_here(path)
        backup = window.database.backup_now(MANUAL)
        assert backup is not None
        inspect_sqlite_file(path)
        Database.open(db_file=path).close()
        with Database.open(db_file=tmp_path / "other.belote") as other:
            with pytest.raises(StorageError, match="ouvert"):
                other.save_copy(path)
        with pytest.raises(StorageError, match="ouvert"):
            restore_file(path, backup, backups_root=data_dir)
        assert _other_process(_OTHER_READER, str(path)) == "1"
        assert wal.exists(), "another program deleted the -wal file still in use here"
        assert _deleted_side_files() == []
        window.create_tournament("Ensuite", dt.date(2026, 12, 31))
        assert _other_process(_OTHER_READER, str(path)) == "2"
    assert not open_files.is_open_here(path)
    with ClubService.open(db_file=path) as reopened:
        assert _names(reopened) == {"Fenêtre", "Ensuite"}


def test_a_file_dialog_showing_the_folder_keeps_the_locks(tmp_path: Path, qapp: object) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QFileDialog, QFileSystemModel

    from belote_club.ui.files import open_file_name

    path = tmp_path / "club.belote"
    wal = path.with_name(path.name + "-wal")
    with ClubService.open(db_file=path) as window:
        window.create_tournament("Fenêtre", dt.date(2026, 12, 31))
        waited = []

        def close_once_listed() -> None:
            """Close the dialog once it has looked at the file (its type column is known), or after 10 s."""
            dialog = QApplication.activeModalWidget()
            model = dialog.findChild(QFileSystemModel) if isinstance(dialog, QFileDialog) else None
            seen = model is not None and model.type(model.index(str(path))) != ""
            waited.append(seen)
            if dialog is not None and (seen or len(waited) > 100):
                dialog.reject()
            else:
                QTimer.singleShot(100, close_once_listed)

        QTimer.singleShot(100, close_once_listed)
        assert open_file_name(None, "Ouvrir", str(tmp_path), "Bases Belote Club (*.belote)") == ""
        assert waited[-1], "the dialog never listed the file"
        assert _other_process(_OTHER_READER, str(path)) == "1"
        assert wal.exists(), "another program deleted the -wal file still in use here"
        assert _deleted_side_files() == []
