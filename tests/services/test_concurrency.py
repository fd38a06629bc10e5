"""Two stations on one SQLite file: changes take turns, none is lost, none fails."""

from __future__ import annotations

import threading
from pathlib import Path

from services_helpers import doublettes, made

from belote_club.services import ClubService, ServiceError


def test_two_services_adding_deals_to_the_same_game_at_once(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    with ClubService.open(db_file=path) as setup:
        tournament, _ids = doublettes(setup, 4)
        assert tournament.id is not None
        setup.draw_next_round(tournament.id, seed=1)
    stations = [ClubService.open(db_file=path), ClubService.open(db_file=path)]
    failures: list[str] = []
    start = threading.Barrier(2)

    def enter(service: ClubService, taker: int) -> None:
        start.wait()
        for i in range(5):
            try:
                service.add_deal(tournament.id, 1, 1, made(taker, 90 + i))
            except ServiceError as error:  # « database is locked » before the fix
                failures.append(error.message)

    threads = [threading.Thread(target=enter, args=(s, taker)) for taker, s in enumerate(stations)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    try:
        assert failures == []
        deals = stations[0].game(tournament.id, 1, 1).deals
        assert len(deals) == 10
        assert sorted(d.data["taker"] for d in deals) == [0] * 5 + [1] * 5
    finally:
        for service in stations:
            service.close()


def test_a_change_overtaken_again_and_again_is_computed_under_the_write_lock(tmp_path: Path,
                                                                            monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from belote_club.services import scores

    monkeypatch.setattr(scores, "_ATTEMPTS", 0)  # every change takes the last, locked way
    with ClubService.open(db_file=tmp_path / "club.belote") as service:
        tournament, _ids = doublettes(service, 4)
        assert tournament.id is not None
        service.draw_next_round(tournament.id, seed=1)
        view = service.add_deal(tournament.id, 1, 1, made(0, 100))
        view = service.edit_deal(tournament.id, 1, 1, 1, made(1, 120), expected=view.fingerprint)
        assert [d.data["taker"] for d in service.game(tournament.id, 1, 1).deals] == [1]
        assert service.standings(tournament.id) is not None


def _busy_writes(service: ClubService, monkeypatch, count: int) -> list[bool]:  # type: ignore[no-untyped-def]
    """The next ``count`` writing units of work of ``service`` find the database busy; returns the log of
    writing units begun (True: refused busy)."""
    from contextlib import contextmanager

    from belote_club.storage import StorageBusyError

    real = service.database.session
    begun: list[bool] = []

    @contextmanager
    def session(*, write: bool = True):  # type: ignore[no-untyped-def]
        if write:
            begun.append(len([b for b in begun if b]) < count)
            if begun[-1]:
                raise StorageBusyError("La base est occupée par un autre poste : réessayez dans un instant.")
        with real(write=write) as opened:
            yield opened

    monkeypatch.setattr(service.database, "session", session)
    return begun


def test_a_write_that_finds_the_database_busy_is_tried_again(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    with ClubService.open(db_file=tmp_path / "club.belote") as service:
        tournament, _ids = doublettes(service, 4)
        assert tournament.id is not None
        service.draw_next_round(tournament.id, seed=1)
        begun = _busy_writes(service, monkeypatch, 2)
        view = service.add_deal(tournament.id, 1, 1, made(0, 100))
        assert begun == [True, True, False] and len(view.deals) == 1
        begun = _busy_writes(service, monkeypatch, 5)
        try:
            service.add_deal(tournament.id, 1, 1, made(1, 100))
        except ServiceError as error:
            assert error.kind == "busy" and "occupée" in error.message
        else:
            raise AssertionError("a database busy beyond the retries must be said")
        assert begun == [True, True, True]
        monkeypatch.undo()
        assert len(service.game(tournament.id, 1, 1).deals) == 1  # nothing written by the refused one
