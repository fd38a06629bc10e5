"""The standings are recomputed only when a game's outcome moves: a deal added to a game still being played
leaves the very same standings object (what the window compares to skip its refresh), while the round's
progress follows every deal."""

from __future__ import annotations

from belote_club.services import ClubService
from tests.helpers.club import doublettes
from tests.helpers.deals import made


def test_a_deal_of_an_unfinished_game_keeps_the_standings(service: ClubService) -> None:
    tournament, _teams = doublettes(service, 5)
    tid = tournament.id
    assert tid is not None
    service.draw_next_round(tid, seed=5)
    before = service.standings(tid)
    assert service.round_summaries(tid)[0].in_progress == 0
    view = service.add_deal(tid, 1, 1, made(0, 100))  # the game's first deal: progress moves, not the ranking
    assert not view.finished
    assert service.standings(tid) is before
    assert service.round_summaries(tid)[0].in_progress == 1
    for deal in range(1, 12):
        view = service.add_deal(tid, 1, 1, made(deal % 2, 100 + deal))
        if not view.finished:
            assert service.standings(tid) is before
    assert view.finished
    after = service.standings(tid)
    assert after is not before and after != before  # the finished game counts now
    assert service.round_summaries(tid)[0].finished == 1
    service.edit_deal(tid, 1, 1, 12, made(1, 150))  # still finished, another winner: recomputed
    assert service.standings(tid) is not after
