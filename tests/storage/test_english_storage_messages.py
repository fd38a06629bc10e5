"""English out of the storage layer: real failures (a damaged file naming its latest backup, a text file, a
newer file version, a read-only database, a bad address, a backup refused) give English sentences with English
chosen, and the very same French sentences as before once French is back."""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import text

from belote_club import i18n
from belote_club.storage import (
    Database,
    StorageBusyError,
    StorageDamagedError,
    StorageError,
    StorageReadOnlyError,
    StorageUnavailableError,
    backups,
)
from belote_club.storage.errors import message_for, reason
from belote_club.storage.sqlite_files import Access


def _refusal(action: object) -> str:
    assert callable(action)
    with pytest.raises(StorageError) as raised:
        action()
    return str(raised.value)


def _both(action: object) -> tuple[str, str]:
    """The refusal of ``action`` in English, then in French."""
    i18n.set_language("en")
    english = _refusal(action)
    i18n.set_language("fr")
    return english, _refusal(action)


def test_a_damaged_file_names_its_latest_backup_in_english(tmp_path: Path, french_afterwards: None) -> None:
    path, root = tmp_path / "club.belote", tmp_path / "sauvegardes"
    with Database.open(db_file=path, backups_root=root) as database:
        backup = database.backup_now(backups.ROUND_DRAWN, round_number=2)
    assert backup is not None
    path.write_bytes(path.read_bytes()[:-1])  # one byte short

    english, french = _both(lambda: Database.open(db_file=path, backups_root=root))
    assert english.startswith(f'“{path}” is damaged (truncated file): it was neither opened nor changed.')
    assert f' Latest automatic backup: “{backup}” (' in english and "round 2 drawn" in english
    assert "File › Restore a backup…" in english and "«" not in english
    assert french.startswith(f"« {path} » est endommagé (fichier tronqué) : il n’a été ni ouvert ni modifié.")
    assert f"Dernière sauvegarde automatique : « {backup} » (" in french and "manche 2 tirée" in french


def test_refused_files_and_addresses_in_english(tmp_path: Path, french_afterwards: None) -> None:
    notes = tmp_path / "notes.belote"
    notes.write_text("des notes, pas une base\n" * 20, encoding="utf-8")
    english, french = _both(lambda: Database.open(db_file=notes, backups_root=False))
    assert english == f'“{notes}” is not a Belote Club database (it is not a SQLite database).'
    assert french == f"« {notes} » n’est pas une base Belote Club (ce n’est pas une base SQLite)."

    newer = tmp_path / "newer.belote"
    Database.open(db_file=newer, backups_root=False).close()
    with sqlite3.connect(newer) as connection:
        connection.execute("UPDATE alembic_version SET version_num = 'f00dcafe'")
    connection.close()
    english, french = _both(lambda: Database.open(db_file=newer, backups_root=False))
    assert english == (f'The database “{newer}” was written by a newer version of Belote Club (schema f00dcafe): '
                       "update the program to open it.")
    assert french == (f"La base « {newer} » a été écrite par une version plus récente de Belote Club "
                      "(schéma f00dcafe) : mettez le programme à jour pour l’ouvrir.")

    english, french = _both(lambda: Database.open(url="postgresql+psycopg://club:secret@serveur:port/belote"))
    assert english == ('Invalid database address: “postgresql+psycopg://club:***@serveur:port/belote”: the port '
                       '“port” is not a number. Example: postgresql+psycopg://user:password@server:5432/belote')
    assert french == ("Adresse de base de données invalide : « postgresql+psycopg://club:***@serveur:port/belote » : "
                      "le port « port » n’est pas un nombre. Exemple : "
                      "postgresql+psycopg://utilisateur:motdepasse@serveur:5432/belote")
    english, _french = _both(lambda: Database.open(db_file=tmp_path / "a.belote", url="sqlite://"))
    assert english == "Give either a file (--db) or an address (--database), not both."


def test_read_only_database_and_restore_in_english(tmp_path: Path, french_afterwards: None) -> None:
    path = tmp_path / "club.belote"
    Database.open(db_file=path, backups_root=False).close()
    reader = Database(f"sqlite+pysqlite:///{path}", access=Access(read_only=True, reason="support en lecture seule"))
    try:
        def write() -> None:
            with reader.session() as session:
                session.execute(text("INSERT INTO players (first_name, last_name, search_text) VALUES ('A', 'B', 'a')"))

        i18n.set_language("en")
        assert reader.read_only_reason == "read-only medium"
        with pytest.raises(StorageReadOnlyError) as refused:
            write()
        assert str(refused.value) == (f'The database “{path}” is open read-only (read-only medium): the change is '
                                      "refused, nothing was changed.")
        i18n.set_language("fr")
        assert reader.read_only_reason == "support en lecture seule"
        with pytest.raises(StorageReadOnlyError) as refused:
            write()
        assert str(refused.value) == (f"La base « {path} » est ouverte en lecture seule (support en lecture seule) : "
                                      "la modification est refusée, rien n’a été modifié.")
    finally:
        reader.dispose()

    with Database.open(db_file=path, backups_root=tmp_path / "sauvegardes") as database:
        english, french = _both(lambda: database.restore_backup(tmp_path / "absente.belote"))
    assert english == f'The backup “{tmp_path / "absente.belote"}” cannot be found.'
    assert french == f"La sauvegarde « {tmp_path / 'absente.belote'} » est introuvable."


def test_error_sentences_and_reasons_in_english(french_afterwards: None) -> None:
    full = OSError(errno.ENOSPC, "No space left on device")
    i18n.set_language("en")
    assert reason(full) == "disk full"
    assert reason(RuntimeError("database is locked")) == "database busy with another station"
    assert reason(RuntimeError("Something odd.")) == 'technical error “Something odd”'
    assert message_for(StorageBusyError, "club.belote", full) == (
        'The database “club.belote” is busy with another station: the operation is cancelled, try again in a moment.')
    assert message_for(StorageUnavailableError, "serveur/belote", RuntimeError("connection refused")) == (
        'The database “serveur/belote” does not answer (the server does not answer): the operation is cancelled, '
        "try again.")
    damaged = message_for(StorageDamagedError, "club.belote", full)
    assert damaged.endswith("Restore the latest backup (File › Restore a backup…).")
    i18n.set_language("fr")
    assert reason(full) == "disque plein"
    assert reason(RuntimeError("Something odd.")) == "erreur technique « Something odd »"
    assert message_for(StorageBusyError, "club.belote", full) == (
        "La base « club.belote » est occupée par un autre poste : l’opération est annulée, "
        "réessayez dans un instant.")


def test_backup_descriptions_follow_the_language(tmp_path: Path, french_afterwards: None) -> None:
    import datetime as dt

    drawn = backups.Backup(tmp_path / "x.belote", dt.datetime(2026, 11, 22, 23, 40), 3, backups.ROUND_DRAWN)
    manual = backups.Backup(tmp_path / "y.belote", dt.datetime(2026, 11, 22, 23, 40), 2, backups.MANUAL)
    i18n.set_language("en")
    assert drawn.description == "22 Nov 2026 at 23:40 — round 3 drawn"
    assert manual.description == "22 Nov 2026 at 23:40 — backup asked for (round 2)"
    i18n.set_language("fr")
    assert drawn.description == "22/11/2026 à 23\u00a0h\u00a040 — manche 3 tirée"
    assert manual.description == "22/11/2026 à 23\u00a0h\u00a040 — sauvegarde demandée (manche 2)"
