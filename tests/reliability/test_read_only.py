"""A file that can be read but not written opens read-only and says why; one locked even for reading is
refused with the reason; writes on a read-only database are refused in French, nothing changes."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from belote_club.services import ClubService, ServiceError
from belote_club.services.demo import create_demo
from belote_club.storage import Database, StorageLockedError, StorageReadOnlyError, sqlite_files
from tests.reliability.conftest import remount_read_only


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture(scope="module")
def demo_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("demo") / "club.belote"
    with ClubService.open(db_file=path) as service:
        create_demo(service, teams=4, rounds=2, seed=1)
    return path


def _reads_and_refuses_writes(path: Path, reason: str) -> None:
    with ClubService.open(db_file=path) as service:
        assert service.database.read_only
        assert service.database.read_only_reason == reason
        summaries = service.tournaments()
        tid = summaries[0].tournament.id
        assert service.standings(tid)
        with pytest.raises(ServiceError, match="ouverte en lecture seule") as refused:
            service.set_club(name="Club modifié", city="Ailleurs")
        assert reason in str(refused.value)
        assert isinstance(refused.value.__cause__, StorageReadOnlyError)


def test_read_only_medium_opens_read_only(demo_file: Path, tmpfs: Callable[[str], Path]) -> None:
    medium = tmpfs("8m")
    path = medium / "club.belote"
    shutil.copyfile(demo_file, path)
    remount_read_only(medium)
    before = _digest(path)
    _reads_and_refuses_writes(path, "support en lecture seule")
    assert _digest(path) == before
    assert sorted(p.name for p in medium.iterdir()) == ["club.belote"]  # no -wal / -shm left behind
    with pytest.raises(StorageReadOnlyError, match="ne peut pas être créée : support en lecture seule"):
        Database.open(db_file=medium / "nouveau.belote")


def test_old_file_on_read_only_medium_is_refused_clearly(tmp_path: Path, tmpfs: Callable[[str], Path]) -> None:
    from tests.reliability.test_kills import _old_file

    medium = tmpfs("4m")
    _old_file(medium / "ancien.belote")
    remount_read_only(medium)
    with pytest.raises(StorageReadOnlyError, match="doit être mis à jour.*support en lecture seule"):
        Database.open(db_file=medium / "ancien.belote")


@pytest.fixture
def holder(tmp_path: Path) -> Iterator[Callable[[Path, str], None]]:
    """``holder(path, sql)``: another program (a separate process) runs ``sql`` on ``path`` and keeps its
    connection open until the end of the test."""
    processes: list[subprocess.Popen[str]] = []

    def hold(path: Path, sql: str) -> None:
        script = (
            "import sqlite3, sys, time\n"
            f"c = sqlite3.connect({str(path)!r}, isolation_level=None)\n"
            f"for statement in {sql!r}.split(';'):\n"
            "    c.execute(statement)\n"
            "print('held', flush=True)\n"
            "time.sleep(60)\n"
        )
        process = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
        processes.append(process)
        assert process.stdout is not None and process.stdout.readline().strip() == "held"

    yield hold
    for process in processes:
        process.kill()
        process.wait()
        if process.stdout is not None:
            process.stdout.close()


def test_write_lock_kept_by_another_program_opens_read_only(
    demo_file: Path, tmp_path: Path, holder: Callable[[Path, str], None], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sqlite_files, "PROBE_TIMEOUT", 0.3)
    path = tmp_path / "club.belote"
    shutil.copyfile(demo_file, path)
    holder(path, "BEGIN IMMEDIATE;UPDATE settings SET value = value")  # e.g. a database editor, changes pending
    _reads_and_refuses_writes(path, "verrouillé en écriture par un autre programme")  # a hang: faulthandler_timeout


def test_exclusive_lock_of_another_program_is_refused_with_the_reason(
    demo_file: Path, tmp_path: Path, holder: Callable[[Path, str], None], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sqlite_files, "PROBE_TIMEOUT", 0.3)
    path = tmp_path / "club.belote"
    shutil.copyfile(demo_file, path)
    holder(path, "PRAGMA locking_mode=EXCLUSIVE;BEGIN IMMEDIATE;UPDATE settings SET value = value;COMMIT")
    with pytest.raises(StorageLockedError, match="utilisé par un autre programme qui le bloque") as refused:
        Database.open(db_file=path)
    assert refused.value.__cause__ is not None
    with pytest.raises(ServiceError, match="utilisé par un autre programme"):
        ClubService.open(db_file=path)


def test_read_only_database_makes_no_backup_on_close(demo_file: Path, tmpfs: Callable[[str], Path],
                                                     data_dir: Path) -> None:
    medium = tmpfs("8m")
    shutil.copyfile(demo_file, medium / "club.belote")
    remount_read_only(medium)
    with Database.open(db_file=medium / "club.belote") as database:
        assert database.read_only
        with pytest.raises(StorageReadOnlyError, match="ne peut pas être restaurée"):
            database.restore_backup(demo_file)
    assert not (data_dir / "sauvegardes").exists()


def _as_ordinary_user(check: Callable[[], None]) -> None:
    """Run ``check`` as an ordinary user (file modes bind it): in a forked child that drops root's rights
    when the tests run as root, else here."""
    import os
    import traceback

    if os.geteuid() != 0:
        check()
        return
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read_end)
        code = 0
        try:
            os.setgid(65534)
            os.setuid(65534)  # nobody
            check()
        except BaseException:  # noqa: BLE001 — reported through the pipe
            os.write(write_end, traceback.format_exc().encode())
            code = 1
        os._exit(code)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as reader:
        report = reader.read().decode(errors="replace")
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0, report


@pytest.mark.parametrize("what", ["fichier", "dossier"])
def test_read_only_file_or_folder_opens_read_only(demo_file: Path, what: str) -> None:
    import os
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix="belote-ro-"))
    try:
        os.chmod(folder, 0o755)
        path = folder / "club.belote"
        shutil.copyfile(demo_file, path)
        os.chmod(path, 0o444 if what == "fichier" else 0o644)
        if os.geteuid() == 0:  # the ordinary user of _as_ordinary_user owns them
            os.chown(folder, 65534, 65534)
            os.chown(path, 65534, 65534)
        if what == "dossier":
            os.chmod(folder, 0o555)

        def check() -> None:
            os.environ["BELOTE_CLUB_DATA_DIR"] = str(Path(tempfile.gettempdir()) / f"belote-ro-data-{os.getpid()}")
            _reads_and_refuses_writes(path, f"{what} en lecture seule")

        before = _digest(path)
        _as_ordinary_user(check)
        assert _digest(path) == before
        assert sorted(p.name for p in folder.iterdir())[:1] == ["club.belote"]
    finally:
        os.chmod(folder, 0o755)
        shutil.rmtree(folder, ignore_errors=True)


@pytest.mark.postgres
def test_read_only_server_database_opens_read_only(postgres_url: str) -> None:
    from sqlalchemy import create_engine
    from sqlalchemy.pool import NullPool

    with ClubService.open(url=postgres_url) as service:
        create_demo(service, teams=4, rounds=1, seed=1)
    engine = create_engine(postgres_url, poolclass=NullPool, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as connection:
            name = connection.exec_driver_sql("SELECT current_database()").scalar()
            connection.exec_driver_sql(f'ALTER DATABASE "{name}" SET default_transaction_read_only = on')
        with ClubService.open(url=postgres_url) as service:
            assert service.database.read_only
            assert service.database.read_only_reason == "base en lecture seule sur le serveur"
            assert service.tournaments()
            with pytest.raises(ServiceError, match="ouverte en lecture seule"):
                service.add_player("Jean", "Dupont")
    finally:
        with engine.connect() as connection:
            connection.exec_driver_sql("SET default_transaction_read_only = off")
            connection.exec_driver_sql(f'ALTER DATABASE "{name}" RESET default_transaction_read_only')
        engine.dispose()
