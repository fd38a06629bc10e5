"""Opening, creating, upgrading and refusing databases (real files, real migrations)."""

from __future__ import annotations

import datetime as dt
import hashlib
import sqlite3
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import select, text

from belote_club.storage import Database, StorageError, StorageIntegrityError, schema
from belote_club.storage.models import Base, Meta, PlayerRow, SettingRow, TournamentRow
from tests.helpers.fixtures import UNREACHABLE_SERVER


def _fingerprint(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def _open(url: str) -> Database:
    return Database.open(url=url)


def test_new_database_is_created_at_head(database_url: str) -> None:
    with _open(database_url) as db:
        assert db.report is not None and db.report.created
        assert db.revision() == schema.head_revision() == schema.known_revisions()[-1]
        with db.session() as session:
            assert session.get(Meta, "application").value == "belote-club"


def test_migrations_produce_exactly_the_models(database_url: str) -> None:
    with _open(database_url) as db, db.engine.connect() as connection:
        diff = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    assert diff == []


def test_data_survives_reopening(database_url: str) -> None:
    with _open(database_url) as db, db.session() as session:
        session.add(PlayerRow(first_name="Émile", last_name="Lefèvre", club="Belote d’Or"))
    with _open(database_url) as db:
        assert db.report is not None and not db.report.created and db.report.upgraded_from is None
        with db.session() as session:
            player = session.scalars(select(PlayerRow)).one()
            assert (player.first_name, player.last_name, player.club) == ("Émile", "Lefèvre", "Belote d’Or")
            assert player.created_at.tzinfo is not None


def test_session_rolls_back_on_error(database_url: str) -> None:
    with _open(database_url) as db:
        with pytest.raises(RuntimeError), db.session() as session:
            session.add(PlayerRow(first_name="A", last_name="B"))
            session.flush()
            raise RuntimeError("boom")
        with db.session() as session:
            assert session.scalars(select(PlayerRow)).all() == []


def test_foreign_keys_are_enforced(database_url: str) -> None:
    with _open(database_url) as db:
        with pytest.raises(StorageIntegrityError) as caught, db.session() as session:
            session.execute(
                text("INSERT INTO team_members (team_id, seat, player_id) VALUES (12345, 0, 67890)")
            )
    assert str(caught.value).startswith("Opération refusée : elle contredit des données déjà enregistrées")
    assert caught.value.__cause__ is not None


def _old_database(url: str, revision: str = "0001") -> None:
    """A database left at an older revision (the first by default), with a tournament in it."""
    db = Database(url)
    schema.upgrade(db.engine, revision)
    with db.engine.begin() as connection:
        connection.execute(
            text(
                "INSERT INTO tournaments (name, date, format, preset, rules, settings, finished, created_at)"
                " VALUES ('Concours de printemps', :date, 'doublettes', 'concours', '{}', '{}', false, :now)"
            ),
            {"date": dt.date(2026, 4, 12), "now": dt.datetime(2026, 4, 1, 12, 0)},
        )
    db.close()


def test_older_revision_is_upgraded_and_data_kept(database_url: str) -> None:
    _old_database(database_url)
    with _open(database_url) as db:
        assert db.report is not None
        assert db.report.upgraded_from == "0001"
        assert db.revision() == schema.head_revision()
        with db.session() as session:
            tournament = session.scalars(select(TournamentRow)).one()
            assert tournament.name == "Concours de printemps"
            assert tournament.venue == ""
            assert tournament.date == dt.date(2026, 4, 12)


def test_sqlite_upgrade_backs_up_the_old_file_first(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    _old_database(f"sqlite:///{path}")
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    with Database.open(db_file=path) as db:
        assert db.report is not None and db.report.backup is not None
        backup = db.report.backup
    assert backup.parent == tmp_path
    assert backup.name.startswith("club.belote.bak-0001-")
    with sqlite3.connect(backup) as connection:
        assert connection.execute("SELECT version_num FROM alembic_version").fetchall() == [("0001",)]
        assert connection.execute("SELECT name FROM tournaments").fetchall() == [("Concours de printemps",)]
    assert hashlib.sha256(path.read_bytes()).hexdigest() != before
    # The backup is itself an openable (and upgradable) Belote Club database.
    copy = tmp_path / "restored.belote"
    copy.write_bytes(backup.read_bytes())
    with Database.open(db_file=copy) as db:
        assert db.report is not None and db.report.upgraded_from == "0001"


def test_upgrade_from_0002_adds_empty_club_settings_after_a_backup(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    _old_database(f"sqlite:///{path}", "0002")
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE tournaments SET venue = 'Salle des fêtes'")
    connection.close()
    with Database.open(db_file=path) as db:
        assert db.report is not None and db.report.upgraded_from == "0002"
        assert db.report.backup is not None and db.report.backup.name.startswith("club.belote.bak-0002-")
        backup = db.report.backup
        assert db.revision() == schema.head_revision()
        with db.session() as session:
            assert session.scalars(select(SettingRow)).all() == []
            tournament = session.scalars(select(TournamentRow)).one()
            assert (tournament.name, tournament.venue) == ("Concours de printemps", "Salle des fêtes")
            session.add(SettingRow(key="club.name", value="Belote Club de Murat"))
    with sqlite3.connect(backup) as old:
        assert old.execute("SELECT version_num FROM alembic_version").fetchall() == [("0002",)]
        tables = {row[0] for row in old.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert "settings" not in tables and "tournaments" in tables
    old.close()
    with Database.open(db_file=path) as db, db.session() as session:
        assert session.get(SettingRow, "club.name").value == "Belote Club de Murat"


def test_upgrade_from_0002_on_any_backend(database_url: str) -> None:
    _old_database(database_url, "0002")
    with _open(database_url) as db:
        assert db.report is not None and db.report.upgraded_from == "0002"
        with db.session() as session:
            assert session.scalars(select(SettingRow)).all() == []
            assert session.scalars(select(TournamentRow.name)).all() == ["Concours de printemps"]


def test_opening_at_head_makes_no_backup(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    Database.open(db_file=path).close()
    Database.open(db_file=path).close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["club.belote"]


def test_sqlite_files_use_wal(tmp_path: Path) -> None:
    with Database.open(db_file=tmp_path / "club.belote") as db, db.engine.connect() as connection:
        assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1


def _assert_refused_untouched(path: Path, *fragments: str) -> None:
    before = _fingerprint(path.parent)
    mtime = path.stat().st_mtime_ns
    with pytest.raises(StorageError) as raised:
        Database.open(db_file=path)
    for fragment in fragments:
        assert fragment in str(raised.value)
    assert _fingerprint(path.parent) == before  # same files, same bytes, no -wal/-shm left behind
    assert path.stat().st_mtime_ns == mtime


def test_text_file_is_refused_and_untouched(tmp_path: Path) -> None:
    path = tmp_path / "notes.belote"
    path.write_text("Liste des joueurs : Dupont, Martin\n", encoding="utf-8")
    _assert_refused_untouched(path, "n’est pas une base Belote Club", str(path))


def test_short_binary_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "x.belote"
    path.write_bytes(b"\x00\x01")
    _assert_refused_untouched(path, "n’est pas une base Belote Club")


def test_foreign_sqlite_database_is_refused_and_untouched(tmp_path: Path) -> None:
    path = tmp_path / "compta.sqlite"
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE depenses (id INTEGER PRIMARY KEY, montant REAL)")
        connection.execute("INSERT INTO depenses (montant) VALUES (12.5)")
    connection.close()
    _assert_refused_untouched(path, "pas été créée par Belote Club")


def test_foreign_wal_sqlite_database_is_refused_and_untouched(tmp_path: Path) -> None:
    path = tmp_path / "autre.db"
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA journal_mode=WAL")
    connection.execute("CREATE TABLE t (x)")
    connection.commit()
    connection.close()
    _assert_refused_untouched(path, "pas été créée par Belote Club")


def test_other_alembic_application_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "autre.db"
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE alembic_version (version_num VARCHAR(32) PRIMARY KEY)")
        connection.execute("INSERT INTO alembic_version VALUES ('0001')")
        connection.execute("CREATE TABLE belote_club_meta (key TEXT PRIMARY KEY, value TEXT)")
    connection.close()
    _assert_refused_untouched(path, "marque d’application absente")


def test_database_from_a_newer_version_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    Database.open(db_file=path).close()
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE alembic_version SET version_num = 'f00dcafe'")
    connection.close()
    _assert_refused_untouched(path, "version plus récente", "mettez le programme à jour")


def test_empty_file_becomes_a_new_database(tmp_path: Path) -> None:
    path = tmp_path / "vide.belote"
    path.touch()
    with Database.open(db_file=path) as db:
        assert db.report is not None and db.report.created


def test_sqlite_database_without_tables_becomes_a_new_database(tmp_path: Path) -> None:
    path = tmp_path / "vide.db"
    with sqlite3.connect(path) as connection:
        connection.execute("PRAGMA user_version = 3")
    connection.close()
    assert path.stat().st_size > 0
    with Database.open(db_file=path) as db:
        assert db.report is not None and db.report.created


def test_directory_and_missing_folder_are_refused(tmp_path: Path) -> None:
    with pytest.raises(StorageError, match="est un dossier"):
        Database.open(db_file=tmp_path)
    with pytest.raises(StorageError, match="n’existe pas"):
        Database.open(db_file=tmp_path / "absent" / "club.belote")
    assert list(tmp_path.iterdir()) == []


def test_bad_urls_give_french_errors(tmp_path: Path) -> None:
    with pytest.raises(StorageError, match="Adresse de base de données invalide"):
        Database.open(url="ceci n’est pas une adresse")
    with pytest.raises(StorageError, match="Pilote de base de données indisponible"):
        Database.open(url="nosuchdialect://x/y")
    with pytest.raises(StorageError, match=UNREACHABLE_SERVER) as raised:
        Database.open(url="postgresql+psycopg://club:secret@127.0.0.1:1/belote?connect_timeout=2")
    assert "secret" not in str(raised.value)
    with pytest.raises(StorageError, match="soit un fichier"):
        Database.open(db_file=tmp_path / "a.belote", url="sqlite://")


def test_sqlite_url_gets_the_file_checks(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("bonjour", encoding="utf-8")
    with pytest.raises(StorageError, match="n’est pas une base Belote Club"):
        Database.open(url=f"sqlite:///{path}")
    with Database.open(url=f"sqlite:///{tmp_path / 'ok.belote'}") as db:
        assert db.report is not None and db.report.created


@pytest.mark.postgres
def test_server_database_with_foreign_tables_is_refused(postgres_url: str) -> None:
    db = Database(postgres_url)
    with db.engine.begin() as connection:
        connection.exec_driver_sql("CREATE TABLE compta (id integer primary key)")
    db.close()
    with pytest.raises(StorageError, match="pas de Belote Club"):
        Database.open(url=postgres_url)


def test_downgrade_to_base_and_back(database_url: str) -> None:
    from alembic import command

    with _open(database_url) as db:
        with db.engine.begin() as connection:
            command.downgrade(schema.alembic_config(connection), "base")
            assert schema.existing_tables(connection) == {"alembic_version"}
        schema.upgrade(db.engine, "head")
        assert db.revision() == schema.head_revision()


def test_failure_reasons_are_french_for_the_usual_causes() -> None:
    from sqlalchemy.exc import OperationalError

    from belote_club.storage.database import reason

    assert reason(OSError(28, "No space left on device")) == "disque plein"
    assert reason(PermissionError(13, "Permission denied")) == "accès refusé"
    locked = OperationalError("BEGIN", {}, Exception("database is locked"))
    assert reason(locked) == "base occupée par un autre poste"
    assert reason(RuntimeError("odd")) == "erreur technique « odd »"


def test_storage_errors_say_the_precise_cause() -> None:
    import errno
    import sqlite3

    from sqlalchemy.exc import IntegrityError, OperationalError

    from belote_club.storage import (
        StorageBusyError,
        StorageDamagedError,
        StorageFullError,
        StorageLockedError,
        StorageReadOnlyError,
        StorageUnavailableError,
    )
    from belote_club.storage.errors import translate

    def wrapped(message: str) -> OperationalError:
        return OperationalError("COMMIT", {}, sqlite3.OperationalError(message))

    where = "club.belote"
    assert type(translate(wrapped("database is locked"), where)) is StorageBusyError
    assert "occupée par un autre poste" in str(translate(wrapped("database is locked"), where))
    assert type(translate(wrapped("database is locked"), where, reading=True)) is StorageLockedError
    assert "utilisée par un autre programme" in str(translate(wrapped("database is locked"), where, reading=True))
    read_only = translate(wrapped("attempt to write a readonly database"), where)
    assert type(read_only) is StorageReadOnlyError and "lecture seule" in str(read_only)
    full = translate(wrapped("database or disk is full"), where)
    assert type(full) is StorageFullError and str(full).startswith("Disque plein")
    assert type(translate(OSError(errno.ENOSPC, "No space left on device"), where)) is StorageFullError
    assert type(translate(OSError(errno.EROFS, "Read-only file system"), where)) is StorageReadOnlyError
    damaged = translate(wrapped("database disk image is malformed"), where)
    assert type(damaged) is StorageDamagedError and "endommagée" in str(damaged)
    integrity = IntegrityError("INSERT", {}, sqlite3.IntegrityError("UNIQUE constraint failed: players.id"))
    assert type(translate(integrity, where)) is StorageIntegrityError

    class FakePgError(Exception):
        sqlstate = "40001"

    assert type(translate(OperationalError("COMMIT", {}, FakePgError("could not serialize")), where)) is (
        StorageBusyError
    )
    FakePgError.sqlstate = "08006"
    assert type(translate(OperationalError("SELECT", {}, FakePgError("server closed the connection")), where)) is (
        StorageUnavailableError
    )
    generic = translate(wrapped("something odd"), where)
    assert type(generic) is StorageError
    assert str(generic) == "Erreur de la base de données « club.belote » (erreur technique « something odd ») : " \
        "l’opération est annulée."


def test_a_write_on_a_read_only_file_says_read_only(tmp_path: Path) -> None:
    from belote_club.storage import StorageReadOnlyError
    from belote_club.storage.models import PlayerRow

    path = tmp_path / "club.belote"
    Database.open(db_file=path).close()
    # The URI's mode=ro makes the file read-only even for root (who ignores file modes).
    db = Database(f"sqlite+pysqlite:///file:{path}?mode=ro&uri=true")
    try:
        with pytest.raises(StorageReadOnlyError) as caught, db.session() as session:
            session.add(PlayerRow(first_name="A", last_name="B"))
    finally:
        db.close()
    assert "lecture seule" in str(caught.value)
    assert caught.value.__cause__ is not None


def test_revisions_read_from_the_scripts_match_alembic() -> None:
    from alembic.script import ScriptDirectory

    scripts = ScriptDirectory.from_config(schema.alembic_config())
    walked = [script.revision for script in reversed(list(scripts.walk_revisions()))]
    assert list(schema.known_revisions()) == walked
    assert schema.head_revision() == scripts.get_current_head()


def test_sqlite_file_holding_only_a_view_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "vue.sqlite"
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE VIEW chiffres AS SELECT 1 AS un")
    connection.close()
    _assert_refused_untouched(path, "pas été créée par Belote Club")


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("postgresql+psycopg://club:secret@localhost:abc/belote", "le port « abc » n’est pas un nombre"),
        ("postgresql+psycopg://club:secret@localhost:99999/belote", "le port 99999 n’existe pas"),
        ("postgresql+psycopg://club:secret@[::1/belote", "Adresse de base de données invalide"),
    ],
)
def test_bad_port_is_a_french_storage_error(url: str, expected: str) -> None:
    with pytest.raises(StorageError, match=expected) as refused:
        Database.open(url=url)
    assert "secret" not in str(refused.value)
    assert str(refused.value).startswith("Adresse de base de données invalide")


def test_bad_port_through_the_command_line_is_one_french_line() -> None:
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-m", "belote_club", "--database", "postgresql+psycopg://u:p@h:abc/db", "export"],
        capture_output=True, text=True, timeout=120,
    )
    assert done.returncode != 0
    assert "Adresse de base de données invalide" in done.stderr
    assert "ValueError" not in done.stderr and "Traceback" not in done.stderr


def test_the_process_knows_which_files_its_connections_have_open(tmp_path: Path) -> None:
    """Every SQLite connection storage opens is counted by inode (any name of the file), from its opening to
    its closing: the engine's, the migration's, a read-only engine's (see ``open_files``)."""
    import os

    from belote_club.storage import open_files
    from belote_club.storage.sqlite_files import Access

    path = tmp_path / "club.belote"
    assert not open_files.is_open_here(path)
    with Database.open(db_file=path) as db:
        with db.session(write=False) as session:
            session.execute(text("SELECT 1"))
            assert open_files.is_open_here(path)
        link = tmp_path / "autre-nom.belote"
        os.link(path, link)
        assert open_files.is_open_here(link)
        reader = Database(db.url, access=Access(read_only=True, reason="essai"))
        with reader.session(write=False) as session:
            session.execute(text("SELECT 1"))
        reader.dispose()
        assert open_files.is_open_here(path)  # the first engine still has it
    assert not open_files.is_open_here(path) and not open_files.is_open_here(link)
    reader = Database(f"sqlite+pysqlite:///{path}", access=Access(read_only=True, reason="essai"))
    with reader.session(write=False) as session:
        session.execute(text("SELECT 1"))
        assert open_files.is_open_here(path)
    reader.dispose()
    assert not open_files.is_open_here(path)
