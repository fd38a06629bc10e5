"""Automatic backups: taken at the moments asked, rotated, listed by date and round, restored (the
current content set aside first), written whole or not at all; what an interrupted copy left is cleaned."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import pytest

from belote_club.services import ClubService
from belote_club.services.demo import create_demo
from belote_club.storage import Database, StorageDamagedError, StorageError
from belote_club.storage import backups as backup_module
from belote_club.storage.database import list_file_backups, restore_file


def _players(path: Path) -> list[str]:
    with closing(sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)) as connection:
        return [row[0] for row in connection.execute("SELECT last_name FROM players ORDER BY id")]


def _add_player(database: Database, name: str) -> None:
    from belote_club.storage.models import PlayerRow

    with database.session() as session:
        session.add(PlayerRow(first_name="Jeanne", last_name=name))


def test_backups_are_listed_newest_first_with_date_and_round(tmp_path: Path, data_dir: Path) -> None:
    path = tmp_path / "club.belote"
    with Database.open(db_file=path) as database:
        _add_player(database, "Avant")
        drawn = database.backup_now(backup_module.ROUND_DRAWN, round_number=3)
        _add_player(database, "Pendant")
        done = database.backup_now(backup_module.ROUND_FINISHED, round_number=3)
        listed = database.backups()
    assert drawn is not None and done is not None
    assert drawn.parent.parent == data_dir / "sauvegardes"
    assert drawn.name.startswith("club-") and drawn.name.endswith("-manche-3-tirage.belote")
    # the close wrote one more (something was written since the last backup? no: nothing since « fin »)
    assert [b.path for b in listed] == [done, drawn]
    assert listed[0].round_number == 3 and listed[0].reason == "fin"
    assert "manche 3 terminée" in listed[0].description and "manche 3 tirée" in listed[1].description
    assert _players(drawn) == ["Avant"] and _players(done) == ["Avant", "Pendant"]
    assert not drawn.with_name(drawn.name + "-wal").exists()  # a backup is one self-contained file


def test_close_backs_up_only_when_something_was_written(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    Database.open(db_file=path).close()
    assert list_file_backups(path) == []  # created, nothing written by a unit of work
    with Database.open(db_file=path) as database:
        with database.session(write=False) as session:
            session.execute(sql("SELECT count(*) FROM players"))
        with database.session() as session:  # a write unit that changes nothing
            session.execute(sql("SELECT count(*) FROM players"))
    assert list_file_backups(path) == []
    with Database.open(db_file=path) as database:
        _add_player(database, "Martin")
    closing_backups = list_file_backups(path)
    assert [b.reason for b in closing_backups] == ["fermeture"]
    assert _players(closing_backups[0].path) == ["Martin"]


def sql(statement: str) -> object:
    from sqlalchemy import text

    return text(statement)


def test_only_the_last_ones_are_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(backup_module, "KEEP", 3)
    path = tmp_path / "club.belote"
    with Database.open(db_file=path) as database:
        made = []
        for number in range(1, 6):
            _add_player(database, f"Joueur {number}")
            target = backup_module.backup_connection(
                sqlite3.connect(path), path, database.backups_root or tmp_path, "tirage", round_number=number,
                keep=backup_module.KEEP,
            )
            made.append(target)
        listed = [b.path for b in database.backups()]
    assert listed[:3] == made[::-1][:3]
    assert not made[0].exists() and not made[1].exists()


def test_restore_sets_the_current_content_aside_first(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    with ClubService.open(db_file=path) as service:
        create_demo(service, teams=4, rounds=1, seed=2)
        database = service.database
        snapshot = database.backup_now(backup_module.ROUND_FINISHED, round_number=1)
        assert snapshot is not None
        tid = service.tournaments()[0].tournament.id
        service.delete_tournament(tid)
        assert service.tournaments() == []
        aside = database.restore_backup(snapshot)
        assert [s.tournament.id for s in service.tournaments()] == [tid]  # seen at once by the open service
    assert aside.name.endswith("-restauration.belote")
    with closing(sqlite3.connect(aside)) as connection:
        assert connection.execute("SELECT count(*) FROM tournaments").fetchone() == (0,)
    with ClubService.open(db_file=path) as service:  # reopened: whole and restored
        assert len(service.tournaments()) == 1


def test_a_second_station_sees_the_restored_content(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    with Database.open(db_file=path) as first, Database.open(db_file=path) as second:
        _add_player(first, "Ancien")
        snapshot = first.backup_now(backup_module.MANUAL)
        _add_player(second, "Nouveau")
        assert snapshot is not None
        first.restore_backup(snapshot)
        with second.session(write=False) as session:
            names = session.execute(sql("SELECT last_name FROM players")).scalars().all()
    assert names == ["Ancien"]


def test_damaged_file_is_refused_naming_the_backup_then_restored(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    with Database.open(db_file=path) as database:
        _add_player(database, "Sauvé")
        good = database.backup_now(backup_module.ROUND_DRAWN, round_number=2)
    assert good is not None
    data = path.read_bytes()
    path.write_bytes(data[:-1])  # one byte short
    with pytest.raises(StorageDamagedError) as refused:
        Database.open(db_file=path)
    message = str(refused.value)
    assert "endommagé (fichier tronqué)" in message and "ni ouvert ni modifié" in message
    assert str(good) in message and "manche 2 tirée" in message
    assert path.read_bytes() == data[:-1]
    aside = restore_file(path, good)
    assert aside is not None and aside.read_bytes() == data[:-1]  # the damaged file is kept, byte for byte
    assert "endommagé mis de côté" in list_file_backups(path)[0].description
    with Database.open(db_file=path) as database, database.session(write=False) as session:
        assert session.execute(sql("SELECT last_name FROM players")).scalars().all() == ["Sauvé"]


def test_restore_refuses_a_bad_backup(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    Database.open(db_file=path).close()
    bad = tmp_path / "pas-une-sauvegarde.belote"
    bad.write_text("bonjour", encoding="utf-8")
    with Database.open(db_file=path) as database:
        with pytest.raises(StorageError, match="illisible|n’est pas"):
            database.restore_backup(bad)
        with pytest.raises(StorageError, match="introuvable"):
            database.restore_backup(tmp_path / "absente.belote")
        with pytest.raises(StorageError, match="elle-même"):
            database.restore_backup(path)


def test_restore_of_a_closed_file_open_elsewhere_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    with Database.open(db_file=path) as database:
        _add_player(database, "Un")
        snapshot = database.backup_now(backup_module.MANUAL)
        assert snapshot is not None
        with pytest.raises(StorageError, match="encore ouvert"):
            restore_file(path, snapshot)  # `database` still holds it: use database.restore_backup instead


def test_stray_temporaries_are_cleaned_at_open(tmp_path: Path, data_dir: Path) -> None:
    path = tmp_path / "club.belote"
    with Database.open(db_file=path) as database:
        _add_player(database, "Un")
        kept = database.backup_now(backup_module.MANUAL)
    assert kept is not None
    strays = [
        tmp_path / ".club.belote.bak-0003-20261122T230000Z.1a2b3c4d.tmp",
        tmp_path / ".club.belote.bak-0003-20261122T230000Z.1a2b3c4d.tmp-journal",
        kept.parent / f".{kept.name}.deadbeef.tmp",
    ]
    for stray in strays:
        stray.write_bytes(b"")
    unrelated = tmp_path / ".autre.belote.bak-0003.tmp"
    unrelated.write_bytes(b"")
    with Database.open(db_file=path) as database:
        assert database.report is not None and set(database.report.cleaned) == set(strays)
    assert not any(stray.exists() for stray in strays)
    assert unrelated.exists() and kept.exists()


def test_pre_upgrade_backup_goes_through_a_temporary_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.reliability.test_kills import _old_file

    path = tmp_path / "ancien.belote"
    _old_file(path)
    seen: list[str] = []
    real_replace = os.replace

    def spy(source: str | os.PathLike[str], target: str | os.PathLike[str]) -> None:
        seen.append(f"{Path(source).name} -> {Path(target).name}")
        real_replace(source, target)

    monkeypatch.setattr(backup_module.os, "replace", spy)
    with Database.open(db_file=path) as database:
        assert database.report is not None and database.report.backup is not None
        backup = database.report.backup
    assert any(line.startswith(".ancien.belote.bak-") and line.endswith(f"-> {backup.name}") for line in seen)
    backup_module.check_backup_file(backup)


def test_backups_of_a_full_data_folder_fail_in_french_without_touching_the_base(
    tmp_path: Path, tmpfs: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    from collections.abc import Callable

    assert callable(tmpfs)
    mount: Callable[[str], Path] = tmpfs  # type: ignore[assignment]
    full = mount("64k")
    monkeypatch.setenv("BELOTE_CLUB_DATA_DIR", str(full))
    path = tmp_path / "club.belote"
    with ClubService.open(db_file=path) as service:
        create_demo(service, teams=4, rounds=1, seed=3)
        with pytest.raises(StorageError, match="sauvegarde automatique.*disque plein"):
            service.database.backup_now(backup_module.MANUAL)
        assert len(service.tournaments()) == 1
    assert not [p for p in full.rglob("*") if p.is_file()]  # no half-written copy left


def test_backup_cli_round_trip_in_a_subprocess_leaves_no_temporary(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    script = (
        "import sys\nfrom belote_club.storage import Database\n"
        "with Database.open(db_file=sys.argv[1]) as d:\n    print(d.backup_now('manuelle'))\n"
    )
    done = subprocess.run([sys.executable, "-c", script, str(path)], capture_output=True, text=True, check=True,
                          env={**os.environ})
    made = Path(done.stdout.strip())
    assert made.exists() and not [p for p in made.parent.iterdir() if p.name.startswith(".")]
    shutil.rmtree(made.parent)


def test_a_backup_from_an_older_version_is_upgraded_when_restored(tmp_path: Path) -> None:
    from tests.reliability.test_kills import _old_file

    old = tmp_path / "ancien.belote"
    _old_file(old)
    path = tmp_path / "club.belote"
    with Database.open(db_file=path) as database:
        database.restore_backup(old)
        assert database.revision() == schema_head()
        with database.session(write=False) as session:
            names = session.execute(sql("SELECT name FROM tournaments")).scalars().all()
    assert names == ["Concours du jeudi"]


def schema_head() -> str:
    from belote_club.storage import schema

    return schema.head_revision()
