"""``ClubService.round_summaries``: the list of rounds as counts, agreeing with the full ``rounds()``."""

from __future__ import annotations

import pytest
from services_helpers import doublettes, full_game, made

from belote_club.services import ClubService, scoring
from belote_club.services.views import RoundSummary, RoundView
from tests.helpers.club import another_station


def _expected(view: RoundView) -> RoundSummary:
    return RoundSummary(
        number=view.number, seed=view.seed, method=view.method, tables=len(view.tables),
        finished=view.progress.finished, in_progress=view.progress.in_progress, exempts=len(view.exempts),
        unavoidable_repeats=view.unavoidable_repeats,
    )


def _every_kind_of_table(service: ClubService) -> int:
    """Seven teams (one exempt per round): finished, paper, closed, in progress and empty tables."""
    tournament, _teams = doublettes(service, 7, preset="concours")
    tid = tournament.id
    assert tid is not None
    service.draw_next_round(tid, seed=3)
    service.set_deals(tid, 1, 1, full_game(0))
    service.enter_paper_totals(tid, 1, 2, (1100, 1300))
    service.set_deals(tid, 1, 3, full_game(1))
    service.draw_next_round(tid, seed=4)
    service.set_deals(tid, 2, 1, [made(0, 120), made(1, 90, belote=1)])  # in progress
    service.set_deals(tid, 2, 2, [made(0, 120)] * 3)
    service.close_game(tid, 2, 2)  # stopped by the organiser: over
    return tid


def test_summaries_agree_with_the_full_round_views(service: ClubService) -> None:
    tid = _every_kind_of_table(service)
    summaries = service.round_summaries(tid)
    assert summaries == [_expected(view) for view in service.rounds(tid)]
    first, second = summaries
    assert (first.tables, first.finished, first.in_progress, first.pending, first.exempts) == (3, 3, 0, 0, 1)
    assert first.complete and first.seed == 3
    assert (second.tables, second.finished, second.in_progress, second.pending) == (3, 1, 1, 1)
    assert not second.complete


def test_no_rounds_no_summaries(service: ClubService) -> None:
    tournament, _ = doublettes(service, 4)
    assert tournament.id is not None
    assert service.round_summaries(tournament.id) == []


def test_summaries_score_only_the_games_that_changed(service: ClubService, monkeypatch: pytest.MonkeyPatch) -> None:
    tid = _every_kind_of_table(service)
    calls: list[bool] = []
    real = scoring.score_game

    def counting(*args: object, **kwargs: object):  # type: ignore[no-untyped-def]
        calls.append(bool(kwargs.get("explain", True)))
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(scoring, "score_game", counting)
    scoring.clear_caches()
    # Another station, which has read nothing yet (the writes above warmed this one's snapshot: the check
    # for a finished round, which takes its automatic backup, reads the round's progress).  Not
    # ``open_station``: the table server's service shares the window's snapshots, warm here.
    with another_station(service) as station:
        station.round_summaries(tid)
        assert calls == [False] * 4  # the four games entered deal by deal, once each, without explanations
        calls.clear()
        station.round_summaries(tid)
        assert calls == []  # nothing changed: nothing rescored
        station.add_deal(tid, 2, 1, made(0, 100))  # scores the new content with explanations (the view returned)…
        assert calls == [True, False]  # …and the façade's snapshot rescores that game alone, without explanations
        calls.clear()
        summary = station.round_summaries(tid)[1]
        assert calls == []  # the summaries read that game's new state, scored once
        assert summary.in_progress == 1
