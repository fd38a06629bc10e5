"""The façade's automatic backups (a round drawn, a round finished), its read-only state, its backups list
and restores, and the ``kind`` of a ServiceError that comes from the storage."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from belote_club.services import Backup, ClubService, ServiceError
from belote_club.storage import (
    ROUND_DRAWN,
    ROUND_FINISHED,
    Database,
    StorageBusyError,
    StorageDamagedError,
    StorageError,
    StorageFullError,
    StorageReadOnlyError,
)
from belote_club.storage.sqlite_files import Access
from tests.helpers.club import concours, play_round
from tests.helpers.deals import full_game, made


def _taken(service: ClubService) -> set[tuple[str, int | None]]:
    taken = [(b.reason, b.round_number) for b in service.backups()]
    assert len(taken) == len(set(taken)), taken  # never twice the same moment
    return set(taken)


def test_a_draw_and_a_finished_round_each_leave_one_backup(tmp_path: Path) -> None:
    with ClubService.open(db_file=tmp_path / "club.belote") as service:
        assert service.backups() == []
        tid = concours(service, 8)
        assert _taken(service) == {(ROUND_DRAWN, 1)}
        tables = [t.number for t in service.round(tid, 1).tables]
        for number in tables[:-1]:
            service.set_deals(tid, 1, number, full_game(0))
        assert _taken(service) == {(ROUND_DRAWN, 1)}  # a game finished, the round not yet
        last = tables[-1]
        for deal in full_game(1)[:-1]:
            service.add_deal(tid, 1, last, deal)
        assert _taken(service) == {(ROUND_DRAWN, 1)}
        service.add_deal(tid, 1, last, full_game(1)[-1])  # the round's last game ends with this deal
        assert _taken(service) == {(ROUND_DRAWN, 1), (ROUND_FINISHED, 1)}
        service.edit_deal(tid, 1, last, 1, made(1, 100))  # a correction in a finished round: no new copy
        assert _taken(service) == {(ROUND_DRAWN, 1), (ROUND_FINISHED, 1)}
        service.draw_next_round(tid, seed=2)
        play_round(service, tid, 2)
        assert _taken(service) == {(ROUND_DRAWN, 1), (ROUND_DRAWN, 2), (ROUND_FINISHED, 1), (ROUND_FINISHED, 2)}
        backups = service.backups()
        assert all(isinstance(b, Backup) and b.path.is_file() for b in backups)
        assert "manche 2 terminée" in backups[0].description


def test_a_failing_backup_is_logged_and_the_action_stands(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          caplog: pytest.LogCaptureFixture) -> None:
    with ClubService.open(db_file=tmp_path / "club.belote") as service:
        tid = concours(service, 4, drawn=False)

        def full(reason_word: str, *, round_number: int | None = None) -> Path | None:
            raise StorageFullError("Le disque est plein : la sauvegarde automatique n’a pas pu être écrite.")

        monkeypatch.setattr(service.database, "backup_now", full)
        with caplog.at_level(logging.WARNING, logger="belote_club.services.base"):
            view = service.draw_next_round(tid, seed=1)
            play_round(service, tid, 1)
        assert view.number == 1 and service.round_progress(tid, 1).complete
        assert [r.getMessage() for r in caplog.records if "automatic backup" in r.getMessage()] == [
            f"automatic backup (tirage, round 1) of {service.location} failed",
            f"automatic backup (fin, round 1) of {service.location} failed",
        ]


def test_a_server_database_has_no_backups(service: ClubService) -> None:
    tid = concours(service, 4)
    play_round(service, tid, 1)
    if service.database.sqlite_file is None:
        assert service.backups() == []
        with pytest.raises(ServiceError, match="fichier .belote"):
            service.restore_backup("nulle-part.belote")
    else:
        assert _taken(service) == {(ROUND_DRAWN, 1), (ROUND_FINISHED, 1)}


def test_restore_a_backup_through_the_facade(tmp_path: Path) -> None:
    with ClubService.open(db_file=tmp_path / "club.belote") as service:
        tid = concours(service, 4)
        drawn = service.backups()[0]
        play_round(service, tid, 1)
        assert service.round_progress(tid, 1).complete
        aside = service.restore_backup(drawn.path)
        assert aside.is_file()
        assert service.round_progress(tid, 1).finished == 0  # the cache forgot the former content
        with pytest.raises(ServiceError) as refused:
            service.restore_backup(tmp_path / "absente.belote")
        assert refused.value.kind is not None and "absente" in str(refused.value)


def test_file_backups_and_restore_file_for_a_file_that_is_not_open(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    with ClubService.open(db_file=path) as service:
        tid = concours(service, 4)
        play_round(service, tid, 1)
    listed = ClubService.file_backups(path)
    assert [(b.reason, b.round_number) for b in listed][:2] == [(ROUND_FINISHED, 1), (ROUND_DRAWN, 1)]
    drawn = next(b for b in listed if b.reason == ROUND_DRAWN)
    aside = ClubService.restore_file(path, drawn.path)
    assert aside is not None and aside.is_file()
    with ClubService.open(db_file=path) as service:
        assert service.round_progress(tid, 1).finished == 0
        with pytest.raises(ServiceError, match="encore ouvert"):
            ClubService.restore_file(path, drawn.path)  # open here: refused, translated
    assert ClubService.file_backups(tmp_path / "jamais-ouvert.belote") == []


def test_read_only_is_said_by_the_facade_and_writes_are_refused_with_their_kind(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    with ClubService.open(db_file=path) as service:
        assert service.read_only is False and service.read_only_reason is None
        tid = concours(service, 4, drawn=False)
    reader = ClubService(Database(f"sqlite+pysqlite:///{path}",
                                  access=Access(read_only=True, reason="support en lecture seule")))
    try:
        assert reader.read_only is True and reader.read_only_reason == "support en lecture seule"
        assert reader.tournament(tid).id == tid
        with pytest.raises(ServiceError) as refused:
            reader.draw_next_round(tid, seed=1)
        assert refused.value.kind == "read_only"
        assert "lecture seule" in str(refused.value)
    finally:
        reader.database.dispose()


@pytest.mark.parametrize(("error", "kind"), [
    (StorageReadOnlyError("x"), "read_only"),
    (StorageBusyError("x"), "busy"),
    (StorageFullError("x"), "full"),
    (StorageDamagedError("x"), "damaged"),
    (StorageError("x"), "storage"),
    (ValueError("x"), None),
])
def test_the_kind_of_a_service_error_is_the_storage_error_class(error: Exception, kind: str | None) -> None:
    try:
        raise ServiceError("Refusé.") from error
    except ServiceError as raised:
        assert raised.kind == kind
    if isinstance(error, StorageError):
        made_from = ServiceError.from_storage(error)
        assert made_from.kind == kind and str(made_from) == "x"
    assert ServiceError("Refusé.").kind is None
    assert ServiceError("Refusé.", kind="busy").kind == "busy"


def test_a_round_finished_from_the_phones_leaves_its_backup(tmp_path: Path) -> None:
    with ClubService.open(db_file=tmp_path / "club.belote") as service:
        tid = concours(service, 4)
        tables = [t.number for t in service.round(tid, 1).tables]
        service.set_deals(tid, 1, tables[0], full_game(0))
        code = {a.table_number: a.code for a in service.entry_codes(tid, 1)}[tables[-1]]
        deals = full_game(1)
        for index, deal in enumerate(deals[:-1]):
            service.phone_add_deal(code, f"phone-write-{index:04d}", deal)
        assert _taken(service) == {(ROUND_DRAWN, 1)}
        service.phone_add_deal(code, "phone-write-last", deals[-1])  # the round's last game ends on a phone
        assert _taken(service) == {(ROUND_DRAWN, 1), (ROUND_FINISHED, 1)}


def test_a_table_counts_its_deals_as_the_score_sheet_does(tmp_path: Path) -> None:
    """« Saisie aux tables » shows a table's deals as the sheet numbers them: a passed deal only when the rules
    count passed deals (the phone and the desk then agree: 4 deals, a passed one, one more → 5)."""
    from tests.helpers.deals import passed

    with ClubService.open(db_file=tmp_path / "club.belote") as service:
        tid = concours(service, 4)
        table = service.round(tid, 1).tables[0].number
        service.set_deals(tid, 1, table, [made(0, 95), made(1, 100), made(0, 90), made(1, 85), passed(),
                                          made(0, 99)])
        counted = {a.table_number: a.deals for a in service.entry_codes(tid, 1)}
        assert counted[table] == 5
