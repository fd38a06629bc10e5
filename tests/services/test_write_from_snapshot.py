"""A deal written from the façade's kept snapshot (SQLite): one unit of work, the same result as the usual way,
and the usual way again as soon as the snapshot is out of date."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from belote_club.services import ClubService, ServiceError, StaleGameError
from tests.helpers.club import doublettes, units_begun
from tests.helpers.deals import made


@pytest.fixture
def club(tmp_path: Path) -> Iterator[ClubService]:
    with ClubService.open(db_file=tmp_path / "club.belote") as service:
        yield service


def _drawn(service: ClubService) -> int:
    tournament, _ids = doublettes(service, 4)
    assert tournament.id is not None
    service.draw_next_round(tournament.id, seed=1)
    return tournament.id


def test_a_deal_with_the_snapshot_kept_takes_one_writing_unit(club: ClubService,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    tid = _drawn(club)
    club.standings(tid)  # the snapshot is kept from here on
    begun = units_begun(club, monkeypatch)
    view = club.add_deal(tid, 1, 1, made(0, 100))
    assert begun == [True]
    assert len(view.deals) == 1 and view.deals[0].explanation  # the view still explains its deals


def test_deal_after_deal_each_takes_one_writing_unit(club: ClubService, monkeypatch: pytest.MonkeyPatch) -> None:
    """The change marker after a write is worked out from the one read in it (no query): it must be exactly the
    stored one, or the next deal would find the snapshot out of date and read the tournament again."""
    tid = _drawn(club)
    club.standings(tid)
    for deal in range(5):
        begun = units_begun(club, monkeypatch)
        club.add_deal(tid, 1, 1 + deal % 2, made(deal % 2, 100 + deal))
        assert begun == [True], deal
        monkeypatch.undo()
    begun = units_begun(club, monkeypatch)
    assert len(club.standings(tid).rows) == 4
    assert begun == [False]  # the marker read, the kept snapshot used


def test_the_same_game_and_standings_as_the_usual_way(club: ClubService, tmp_path: Path) -> None:
    tid = _drawn(club)
    club.standings(tid)
    with ClubService.open(db_file=tmp_path / "other.belote") as usual:
        other = _drawn(usual)
        for deal in range(12):
            quick = club.add_deal(tid, 1, 1, made(deal % 2, 100 + deal))
            slow = usual.add_deal(other, 1, 1, made(deal % 2, 100 + deal))  # no snapshot kept there
            assert quick == slow
        assert quick.finished
        quick = club.edit_deal(tid, 1, 1, 3, made(1, 150), expected=quick.fingerprint)
        slow = usual.edit_deal(other, 1, 1, 3, made(1, 150), expected=slow.fingerprint)
        assert quick == slow
        assert club.standings(tid).rows == usual.standings(other).rows
    with ClubService.open(db_file=tmp_path / "club.belote") as fresh:
        assert fresh.game(tid, 1, 1) == club.game(tid, 1, 1)
        assert fresh.standings(tid).rows == club.standings(tid).rows


def test_a_change_made_on_another_station_is_not_overwritten(club: ClubService, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    tid = _drawn(club)
    seen = club.add_deal(tid, 1, 1, made(0, 100))
    club.standings(tid)  # kept, with one deal
    with ClubService.open(db_file=tmp_path / "club.belote") as other:
        other.add_deal(tid, 1, 1, made(1, 120))
    with pytest.raises(StaleGameError) as raised:
        club.add_deal(tid, 1, 1, made(0, 90), expected=seen.fingerprint)
    assert raised.value.game is not None and len(raised.value.game.deals) == 2
    begun = units_begun(club, monkeypatch)
    view = club.add_deal(tid, 1, 1, made(0, 90))  # the snapshot is out of date: read again, nothing lost
    assert [d.data["taker"] for d in view.deals] == [0, 1, 0]
    assert begun[0] is True and False in begun  # the quick try, then the usual way


def test_a_refused_deal_writes_nothing(club: ClubService) -> None:
    tid = _drawn(club)
    club.add_deal(tid, 1, 1, made(0, 100))
    club.standings(tid)
    journal = len(club.audit(tid))
    with pytest.raises(ServiceError):
        club.add_deal(tid, 1, 1, {"taker": 0, "points": [95]})
    club.delete_deal(tid, 1, 1, 1)
    with pytest.raises(ServiceError):
        club.close_game(tid, 1, 1)  # nothing entered: nothing to close
    assert len(club.game(tid, 1, 1).deals) == 0
    assert len(club.audit(tid)) == journal + 1  # the deletion only


def test_a_deal_added_is_one_row_inserted(club: ClubService) -> None:
    """The commonest write of an evening: the deal's row and the journal's line inserted, nothing of the game
    read back nor rewritten (its other deals, its table)."""
    from sqlalchemy import event

    tid = _drawn(club)
    club.standings(tid)
    club.add_deal(tid, 1, 1, made(0, 100))  # the game's row exists from here on
    statements: list[str] = []

    def seen(_conn: object, _cursor: object, statement: str, *_args: object) -> None:
        statements.append(" ".join(statement.split()[:3]).upper())

    event.listen(club.database.engine, "before_cursor_execute", seen)
    try:
        view = club.add_deal(tid, 1, 1, made(1, 120))
    finally:
        event.remove(club.database.engine, "before_cursor_execute", seen)
    assert len(view.deals) == 2 and club.game(tid, 1, 1).deals[1].points == view.deals[1].points
    writes = [s for s in statements if not s.startswith(("SELECT", "BEGIN"))]
    assert writes == ["INSERT INTO DEALS", "INSERT INTO AUDIT_ENTRIES"], statements
    assert sum(s.startswith("SELECT") for s in statements) <= 2, statements  # the change marker, the last position


def _queries(service: ClubService) -> list[str]:
    """The SQL statements ``service``'s database runs from now on."""
    from sqlalchemy import event

    statements: list[str] = []
    event.listen(service.database.engine, "before_cursor_execute",
                 lambda _conn, _cursor, statement, *_rest: statements.append(statement))
    return statements


def test_a_phone_write_through_the_windows_station_keeps_the_desks_snapshot(
        club: ClubService, monkeypatch: pytest.MonkeyPatch) -> None:
    """The window's table server is a station of the window (``open_station``) sharing its snapshots: a phone's
    deal keeps the desk's snapshot up to date, and the desk's next deal is written from it (one unit of work),
    instead of reading the whole concours again after every phone write."""
    tid = _drawn(club)
    codes = {a.table_number: a.code for a in club.entry_codes(tid)}
    club.standings(tid)
    server = club.open_station()
    try:
        for number in (1, 2):
            server.phone_add_deal(codes[1], f"phone-write-{number}", made(0, 100), position=number)
            begun = units_begun(club, monkeypatch)
            club.add_deal(tid, 1, 2, made(1, 120))
            assert begun == [True]
            monkeypatch.undo()
        assert [len(club.game(tid, 1, t).deals) for t in (1, 2)] == [2, 2]
    finally:
        server.close()


def test_a_phone_write_with_the_snapshot_kept_reads_the_game_once(club: ClubService) -> None:
    """A phone's deal finds its table by its code and scores the game from the kept snapshot: the game, the
    tournament and the names are not read from the database (they were read twice or three times)."""
    tid = _drawn(club)
    code = club.entry_codes(tid)[0].code
    club.standings(tid)
    statements = _queries(club)
    written = club.phone_add_deal(code, "phone-write-1", made(0, 100), position=1)
    assert written.created and len(written.body["deals"]) == 1
    reads = [s for s in statements if s.lstrip().upper().startswith("SELECT")]
    assert not any(name in s for s in reads for name in ("FROM tournaments", "FROM deals", "FROM players"))
