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
