"""Damaged, truncated and foreign files: refused untouched with a French reason (naming the latest backup
for a damaged Belote Club file), or — when the damage leaves a whole database — opened and read without a
raw exception.  Nothing is ever written into them."""

from __future__ import annotations

import hashlib
import random
import sqlite3
import zipfile
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

import pytest

from belote_club.services import ClubService, ServiceError
from belote_club.services.demo import create_demo
from belote_club.storage import Database, StorageDamagedError, StorageError
from belote_club.storage import backups as backup_module
from tests.reliability.conftest import Tally, iterations


def _state(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir()) if p.is_file()}


@pytest.fixture(scope="module")
def demo_bytes(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    path = tmp_path_factory.mktemp("demo") / "club.belote"
    with ClubService.open(db_file=path, ) as service:
        create_demo(service, teams=6, rounds=2, seed=4)
    with closing(sqlite3.connect(path)) as connection:  # one self-contained file (no WAL beside it)
        connection.execute("PRAGMA journal_mode=DELETE")
    return path.read_bytes()


def _open_and_use(path: Path) -> str:
    """« refused » or « opened »; any exception other than a French StorageError/ServiceError escapes."""
    try:
        service = ClubService.open(db_file=path)
    except ServiceError as error:
        assert isinstance(error.__cause__, StorageError)
        return "refused"
    with service:
        try:
            for summary in service.tournaments():
                tid = summary.tournament.id
                service.standings(tid)
                service.rounds(tid)
                service.export(tid)
        except ServiceError:
            return "refused-later"
    return "opened"


def test_truncated_files_are_refused_untouched(tmp_path: Path, demo_bytes: bytes,
                                               tally: Callable[[str], Tally]) -> None:
    result = tally("truncations")
    rng = random.Random(101)
    size = len(demo_bytes)
    page = 4096
    cuts = {1, 2, 99, 100, page - 1, page, page + 1, size // 2, size - page, size - page + 1, size - 100, size - 1}
    cuts |= {rng.randrange(1, size) for _ in range(max(0, iterations(24) - len(cuts)))}
    for cut in sorted(cuts):
        folder = tmp_path / f"cut{cut}"
        folder.mkdir()
        path = folder / "club.belote"
        path.write_bytes(demo_bytes[:cut])
        before = _state(folder)
        with pytest.raises(StorageError) as refused:
            Database.open(db_file=path)
        result.tried += 1
        assert isinstance(refused.value, StorageDamagedError), (cut, str(refused.value))
        assert "tronqué" in str(refused.value) or "endommagé" in str(refused.value)
        assert _state(folder) == before, f"the file cut at {cut} bytes was changed"
        result.survived += 1
    assert result.survived == result.tried


def test_damage_is_refused_naming_the_latest_backup(tmp_path: Path, demo_bytes: bytes) -> None:
    path = tmp_path / "club.belote"
    path.write_bytes(demo_bytes)
    with Database.open(db_file=path) as database:
        latest = database.backup_now(backup_module.ROUND_FINISHED, round_number=2)
    assert latest is not None
    data = bytearray(path.read_bytes())
    page = 4096
    for index in range(2 * page, 3 * page, 7):  # scribble over a b-tree page
        data[index] = 0xA5
    path.write_bytes(bytes(data))
    with pytest.raises(StorageDamagedError) as refused:
        Database.open(db_file=path)
    assert "contrôle d’intégrité échoué" in str(refused.value) or "endommagé" in str(refused.value)
    assert str(latest) in str(refused.value) and "Fichier › Restaurer une sauvegarde…" in str(refused.value)
    assert path.read_bytes() == bytes(data)


def test_random_damage_never_escapes_as_a_raw_exception(tmp_path: Path, demo_bytes: bytes,
                                                        tally: Callable[[str], Tally]) -> None:
    result = tally("damaged files (random bytes overwritten)")
    rng = random.Random(22)
    outcomes: dict[str, int] = {}
    for attempt in range(iterations(16)):
        folder = tmp_path / f"essai{attempt}"
        folder.mkdir()
        path = folder / "club.belote"
        data = bytearray(demo_bytes)
        start = rng.randrange(0, len(data) - 64)
        for index in range(start, start + rng.choice((1, 8, 64))):
            data[index] = rng.randrange(256)
        path.write_bytes(bytes(data))
        before = _state(folder)
        outcome = _open_and_use(path)
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
        result.tried += 1
        result.survived += 1
        if outcome == "refused":
            assert _state(folder) == before
    result.notes.append(", ".join(f"{k} {v}" for k, v in sorted(outcomes.items())))


def _foreign_files(folder: Path) -> dict[str, Path]:
    files: dict[str, Path] = {}

    def sqlite_file(name: str, *statements: str, wal: bool = False) -> None:
        path = folder / name
        with closing(sqlite3.connect(path)) as connection:
            if wal:
                connection.execute("PRAGMA journal_mode=WAL")
            for statement in statements:
                connection.execute(statement)
            connection.commit()
        files[name] = path

    sqlite_file("vue.sqlite", "CREATE VIEW v AS SELECT 1 AS x")
    sqlite_file("vue-wal.sqlite", "CREATE VIEW v AS SELECT 1 AS x", wal=True)
    sqlite_file("table.sqlite", "CREATE TABLE t (x)", "INSERT INTO t VALUES (1)")
    sqlite_file("table-vide.sqlite", "CREATE TABLE t (x)")
    sqlite_file("index.sqlite", "CREATE TABLE t (x)", "CREATE INDEX i ON t (x)")
    sqlite_file("trigger.sqlite", "CREATE TABLE t (x)", "CREATE TRIGGER tr AFTER INSERT ON t BEGIN SELECT 1; END")
    sqlite_file("alembic.sqlite", "CREATE TABLE alembic_version (version_num VARCHAR(32) PRIMARY KEY)",
                "INSERT INTO alembic_version VALUES ('abc')")
    sqlite_file("marque.sqlite", "CREATE TABLE belote_club_meta (key TEXT PRIMARY KEY, value TEXT)",
                "CREATE TABLE alembic_version (version_num VARCHAR(32) PRIMARY KEY)",
                "INSERT INTO belote_club_meta VALUES ('application', 'autre')",
                "INSERT INTO alembic_version VALUES ('0001')")
    sqlite_file("virtuelle.sqlite", "CREATE VIRTUAL TABLE f USING fts5(x)")
    for name, content in {
        "texte.belote": b"Ceci est un texte.\n",
        "csv.belote": "Nom;Prénom\nDupont;Jean\n".encode(),
        "zeros.belote": bytes(8192),
        "entete-seul.belote": b"SQLite format 3\x00",
        "entete-court.belote": b"SQLite form",
        "png.belote": b"\x89PNG\r\n\x1a\n" + bytes(100),
        "aleatoire.belote": random.Random(3).randbytes(20000),
        "entete-faux.belote": b"SQLite format 3\x00" + random.Random(4).randbytes(8000),
    }.items():
        (folder / name).write_bytes(content)
        files[name] = folder / name
    with zipfile.ZipFile(folder / "archive.belote", "w") as archive:
        archive.writestr("club.belote", "x")
    files["archive.belote"] = folder / "archive.belote"
    return files


def test_foreign_and_garbage_files_are_refused_untouched(tmp_path: Path, tally: Callable[[str], Tally]) -> None:
    result = tally("foreign or garbage files")
    files = _foreign_files(tmp_path)
    for name, path in files.items():
        before = _state(tmp_path)
        with pytest.raises(StorageError) as refused:
            Database.open(db_file=path)
        message = str(refused.value)
        assert message.startswith(("«", "La base")) and "Traceback" not in message, (name, message)
        assert _state(tmp_path) == before, f"{name} was changed or left side files"
        result.tried += 1
        result.survived += 1
    assert result.tried >= 18
