"""The façade's snapshot (services/cache.py): what it shows is always what a fresh read shows."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from services_helpers import doublettes, made

from belote_club.services import ClubService
from tests.helpers.club import another_station


@pytest.fixture
def stations(service: ClubService) -> Iterator[tuple[ClubService, ClubService]]:
    with another_station(service) as other:
        yield service, other


def _fresh(service: ClubService) -> ClubService:
    database = service.database
    if database.is_sqlite:
        return ClubService.open(db_file=database.sqlite_file)
    return ClubService.open(url=database.url.render_as_string(hide_password=False))


def _same_as_fresh(service: ClubService, tid: int) -> None:
    with _fresh(service) as fresh:
        assert service.standings(tid) == fresh.standings(tid)
        assert service.round_summaries(tid) == fresh.round_summaries(tid)
        assert service.rounds(tid) == fresh.rounds(tid)
        assert service.round_progress(tid, 1) == fresh.round_progress(tid, 1)
        assert service.export(tid) == fresh.export(tid)


def test_deal_by_deal_the_kept_snapshot_matches_a_fresh_read(service: ClubService) -> None:
    tournament, _teams = doublettes(service, 5)
    tid = tournament.id
    assert tid is not None
    service.draw_next_round(tid, seed=5)
    service.standings(tid)  # the snapshot is kept from here on
    for deal in range(12):
        view = service.add_deal(tid, 1, 1, made(deal % 2, 100 + deal))
        _same_as_fresh(service, tid)
    assert view.finished
    service.edit_deal(tid, 1, 1, 12, made(1, 150))  # the winner changes: standings recomputed
    _same_as_fresh(service, tid)
    service.enter_paper_totals(tid, 1, 2, (1200, 800))
    _same_as_fresh(service, tid)
    service.clear_game(tid, 1, 2)
    _same_as_fresh(service, tid)
    service.add_deal(tid, 1, 2, made(0, 120))
    service.close_game(tid, 1, 2)
    _same_as_fresh(service, tid)
    service.delete_deal(tid, 1, 1, 3)
    service.insert_deal(tid, 1, 1, 1, made(1, 90))
    _same_as_fresh(service, tid)


def test_writes_of_another_station_are_seen_at_once(stations: tuple[ClubService, ClubService]) -> None:
    a, b = stations
    tournament, _teams = doublettes(a, 4)
    tid = tournament.id
    assert tid is not None
    a.draw_next_round(tid, seed=1)
    before = a.standings(tid)
    for _ in range(12):
        b.add_deal(tid, 1, 1, made(0, 120))
    assert a.standings(tid) != before
    _same_as_fresh(a, tid)
    # Interleaved: A keeps a snapshot, B writes, A writes — A must not apply its change on a stale base.
    a.standings(tid)
    b.add_deal(tid, 1, 2, made(0, 100))
    a.add_deal(tid, 1, 2, made(1, 100))
    _same_as_fresh(a, tid)
    assert len(a.game(tid, 1, 2).deals) == 2
    player = a.entrants(tid)[0].players[0]
    assert player.id is not None
    b.update_player(player.id, last_name="Zébulon")  # not a game: A reads the tournament again
    assert any("Zébulon" in row.label for row in a.standings(tid).rows)
    _same_as_fresh(a, tid)
