"""Kill loops: a station killed with SIGKILL at random moments never loses an acknowledged write.

The writer is a forked copy of the test process (no start-up cost, so many kills fit in a short run): it
adds random deals to the tables of a round and reports each call that returned (an acknowledged write)
through a pipe; it is killed with SIGKILL at a random moment, then the database is reopened — which checks
it (``quick_check``) — and every acknowledged deal must be there.  SQLite always; PostgreSQL too when
``BELOTE_TEST_DATABASE_URL`` names a throwaway database.  Also killed: automatic backups being written, and
the pre-upgrade backup and upgrade of an old file.
"""

from __future__ import annotations

import datetime as dt
import os
import random
import select
import signal
import sqlite3
import time
import traceback
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

import pytest

from belote_club.services import ClubService, ServiceError
from belote_club.services.demo import demo_players, random_deal
from belote_club.storage import Database, schema
from belote_club.storage.backups import check_backup_file, list_backups
from tests.reliability.conftest import Tally, iterations

Opener = Callable[[], ClubService]


def _prepare(service: ClubService) -> tuple[int, int]:
    """A concours of 8 teams (4 tables) whose first round is drawn and empty: (tournament id, round number)."""
    tournament = service.create_tournament("Concours de la Saint-Sylvestre", dt.date(2026, 12, 31),
                                           planned_rounds=60)
    assert tournament.id is not None
    roster = service.add_players(demo_players(random.Random(7), 16))
    for i in range(8):
        first, second = roster[2 * i].id, roster[2 * i + 1].id
        assert first is not None and second is not None
        service.create_team(tournament.id, (first, second), checked_in=True)
    return tournament.id, service.draw_next_round(tournament.id, seed=3).number


def _writer(out: int, opener: Opener, tournament: int, round_number: int, seed: int, backup_every: int) -> None:
    """The forked station: writes deals until killed (or until every game of the round is over)."""
    rng = random.Random(seed)
    service = opener()
    tables = [table.number for table in service.rounds(tournament)[round_number - 1].tables]
    os.write(out, b"READY\n")
    written = 0
    while True:
        for table in tables:
            try:
                view = service.add_deal(tournament, round_number, table, random_deal(rng))
            except ServiceError:
                continue  # this game is over
            os.write(out, f"ACK {table} {len(view.deals)}\n".encode())
            written += 1
            if backup_every and written % backup_every == 0:
                service.database.backup_now("manuelle")
        if all(service.game(tournament, round_number, table).finished for table in tables):
            os.write(out, b"DONE\n")
            return


def _fork(work: Callable[[int], None]) -> tuple[int, int]:
    """Run ``work(pipe)`` in a forked child; its pid and the reading end of its pipe."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        os.close(read_end)
        code = 0
        try:
            work(write_end)
        except BaseException:  # noqa: BLE001 — reported to the parent through the pipe
            os.write(write_end, ("FAILED " + traceback.format_exc().replace("\n", " | ") + "\n").encode())
            code = 1
        os._exit(code)
    os.close(write_end)
    return pid, read_end


def _read_until(read_end: int, word: bytes, timeout: float) -> bytes:
    data = b""
    deadline = time.monotonic() + timeout
    while word not in data and b"FAILED" not in data:
        remaining = deadline - time.monotonic()
        if remaining <= 0 or not select.select([read_end], [], [], remaining)[0]:
            break
        chunk = os.read(read_end, 65536)
        if not chunk:
            break
        data += chunk
    return data


def _kill_after(pid: int, read_end: int, delay: float) -> list[str]:
    """Wait for READY, let the child work ``delay`` seconds, SIGKILL it; every line it wrote."""
    data = _read_until(read_end, b"READY", 60)
    if b"READY" in data:
        time.sleep(delay)
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    os.waitpid(pid, 0)
    while chunk := os.read(read_end, 65536):
        data += chunk
    os.close(read_end)
    text = data.decode(errors="replace")
    if "FAILED" in text or "READY" not in text:
        pytest.fail(f"the writer failed: {text[-2000:]}")
    return text.splitlines()


def _missing(service: ClubService, tournament: int, round_number: int, lines: list[str]) -> tuple[int, int]:
    """(acknowledged deals, acknowledged deals missing after the kill)."""
    best: dict[int, int] = {}
    for line in lines:
        if line.startswith("ACK "):
            _, table, count = line.split()
            best[int(table)] = max(best.get(int(table), 0), int(count))
    lost = 0
    for table, count in best.items():
        lost += max(0, count - len(service.game(tournament, round_number, table).deals))
    return sum(best.values()), lost


def _kill_loop(opener: Opener, result: Tally, attempts: int, *, backup_every: int = 0) -> None:
    rng = random.Random(20261122)
    with opener() as service:
        tournament, round_number = _prepare(service)
    acknowledged = 0
    for attempt in range(attempts):
        pid, read_end = _fork(lambda out, r=round_number, a=attempt: _writer(out, opener, tournament, r, a,
                                                                              backup_every))
        lines = _kill_after(pid, read_end, rng.uniform(0.02, 0.5))
        result.tried += 1
        with opener() as service:  # reopening checks the file (quick_check) before anything else
            acked, lost = _missing(service, tournament, round_number, lines)
            if all(game.finished for game in (service.game(tournament, round_number, t.number)
                                              for t in service.rounds(tournament)[round_number - 1].tables)):
                round_number = service.draw_next_round(tournament, seed=attempt).number  # fresh empty games
        acknowledged += acked
        result.lost += lost
        result.survived += lost == 0
        if lost:
            result.notes.append(f"attempt {attempt}: {lost} of {acked} acknowledged deals missing")
    result.notes.append(f"{acknowledged} acknowledged deals checked")
    assert acknowledged > 0, "no write was acknowledged before the kills: the loop tested nothing"
    assert result.lost == 0, result.line()


def test_sqlite_writer_killed_at_random_moments(tmp_path: Path, tally: Callable[[str], Tally]) -> None:
    path = tmp_path / "club.belote"
    _kill_loop(lambda: ClubService.open(db_file=path), tally("SQLite deals"), iterations(6))
    with closing(sqlite3.connect(path)) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]


def test_sqlite_writer_killed_while_backing_up(tmp_path: Path, data_dir: Path,
                                               tally: Callable[[str], Tally]) -> None:
    path = tmp_path / "club.belote"
    _kill_loop(lambda: ClubService.open(db_file=path), tally("SQLite deals + automatic backups"), iterations(4),
               backup_every=1)
    backups = list_backups(path, data_dir / "sauvegardes")
    assert backups, "the writer wrote no backup before being killed"
    for backup in backups:
        check_backup_file(backup.path)  # every listed backup is whole: a kill leaves only a hidden .tmp
    folder = backups[0].path.parent
    Database.open(db_file=path).close()  # opening cleans what a killed copy left
    assert not [name for name in os.listdir(folder) if name.startswith(".")]


@pytest.mark.postgres
def test_postgres_writer_killed_at_random_moments(postgres_url: str, tally: Callable[[str], Tally]) -> None:
    _kill_loop(lambda: ClubService.open(url=postgres_url), tally("PostgreSQL deals"), iterations(4))


def _old_file(path: Path) -> None:
    database = Database(f"sqlite+pysqlite:///{path}")
    schema.upgrade(database.engine, schema.known_revisions()[0])
    with database.engine.begin() as connection:
        connection.exec_driver_sql(
            "INSERT INTO tournaments (name, date, format, preset, rules, settings, finished, created_at) "
            "VALUES ('Concours du jeudi', '2026-01-08', 'doublettes', 'concours', '{}', '{}', 0, "
            "'2026-01-08 20:00:00')"
        )
    database.dispose()


def _open_and_close(out: int, path: Path) -> None:
    os.write(out, b"READY\n")
    Database.open(db_file=path).close()
    os.write(out, b"DONE\n")


def test_upgrade_killed_at_random_moments(tmp_path: Path, tally: Callable[[str], Tally]) -> None:
    import alembic.command  # noqa: F401 — loaded before forking, so that the kills land in the upgrade itself

    result = tally("SQLite upgrade and pre-upgrade backup")
    rng = random.Random(8)
    finished = 0
    for attempt in range(iterations(6)):
        folder = tmp_path / f"essai{attempt}"
        folder.mkdir()
        path = folder / "ancien.belote"
        _old_file(path)
        pid, read_end = _fork(lambda out, p=path: _open_and_close(out, p))
        lines = _kill_after(pid, read_end, rng.uniform(0.0, 0.25))
        finished += "DONE" in lines
        result.tried += 1
        for leftover in folder.iterdir():
            if ".bak-" in leftover.name and not leftover.name.startswith("."):
                assert leftover.stat().st_size > 0  # never a 0-byte « .bak »
                check_backup_file(leftover)  # nor a half-written one
        with Database.open(db_file=path) as database, database.session(write=False) as session:
            names = session.execute(schema.text("SELECT name FROM tournaments")).scalars().all()
        survived = names == ["Concours du jeudi"]
        result.survived += survived
        result.lost += not survived
        assert not [p.name for p in folder.iterdir() if p.name.endswith(".tmp")]
    result.notes.append(f"{finished} upgrades finished before the kill")
    assert result.lost == 0, result.line()


def _old_server_database(url: str) -> None:
    from tests.helpers.fixtures import reset_postgres

    reset_postgres(url)
    database = Database(url)
    schema.upgrade(database.engine, schema.known_revisions()[0])
    with database.engine.begin() as connection:
        connection.exec_driver_sql(
            "INSERT INTO tournaments (name, date, format, preset, rules, settings, finished, created_at) "
            "VALUES ('Concours du jeudi', '2026-01-08', 'doublettes', 'concours', '{}', '{}', false, "
            "'2026-01-08 20:00:00')"
        )
    database.dispose()


def _open_server_and_close(out: int, url: str) -> None:
    os.write(out, b"READY\n")
    Database.open(url=url).close()
    os.write(out, b"DONE\n")


@pytest.mark.postgres
def test_postgres_upgrade_killed_at_random_moments(postgres_url: str, tally: Callable[[str], Tally]) -> None:
    import alembic.command  # noqa: F401 — loaded before forking, so that the kills land in the upgrade itself

    result = tally("PostgreSQL upgrade")
    rng = random.Random(9)
    finished = 0
    for _attempt in range(iterations(4)):
        _old_server_database(postgres_url)
        pid, read_end = _fork(lambda out: _open_server_and_close(out, postgres_url))
        finished += "DONE" in _kill_after(pid, read_end, rng.uniform(0.0, 1.5))
        result.tried += 1
        with Database.open(url=postgres_url) as database, database.session(write=False) as session:
            names = session.execute(schema.text("SELECT name FROM tournaments")).scalars().all()
            assert database.revision() == schema.head_revision()
        survived = names == ["Concours du jeudi"]
        result.survived += survived
        result.lost += not survived
    result.notes.append(f"{finished} upgrades finished before the kill")
    assert result.lost == 0, result.line()


def _copy_forever(out: int, path: Path, target: Path) -> None:
    database = Database.open(db_file=path)
    os.write(out, b"READY\n")
    while True:
        database.save_copy(target)
        os.write(out, b"COPIED\n")


def test_save_copy_killed_at_random_moments(tmp_path: Path, tally: Callable[[str], Tally]) -> None:
    """« Enregistrer une copie » killed mid-copy: the copy is either the previous whole one or the new one."""
    result = tally("SQLite « save a copy »")
    path = tmp_path / "club.belote"
    with ClubService.open(db_file=path) as service:
        _prepare(service)
    target = tmp_path / "copie.belote"
    rng = random.Random(10)
    copies = 0
    for _attempt in range(iterations(5)):
        pid, read_end = _fork(lambda out: _copy_forever(out, path, target))
        copies += sum(line == "COPIED" for line in _kill_after(pid, read_end, rng.uniform(0.0, 0.3)))
        result.tried += 1
        if target.exists():
            check_backup_file(target)
            with closing(sqlite3.connect(target)) as connection:
                assert connection.execute("SELECT count(*) FROM players").fetchone() == (16,)
        result.survived += 1
    result.notes.append(f"{copies} copies finished before the kills")
