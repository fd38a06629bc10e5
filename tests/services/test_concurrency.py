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
