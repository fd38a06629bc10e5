"""What the printed documents read: rounds without deal explanations, a late arrival's first round."""

from __future__ import annotations

from belote_club.services import ClubService, scoring
from tests.helpers.club import concours, doublettes, play_round
from tests.helpers.deals import made


def test_rounds_without_explanations_keep_every_deal_line(service: ClubService) -> None:
    tid = concours(service, 8)
    play_round(service, tid, 1)
    service.draw_next_round(tid, seed=2)
    service.add_deal(tid, 2, 1, made(0, 120))
    service.enter_paper_totals(tid, 2, 2, (1100, 1300))
    explained = service.rounds(tid)
    plain = service.rounds(tid, explain=False)
    assert [r.number for r in plain] == [1, 2]
    for full, bare in zip(explained, plain, strict=True):
        assert full.progress == bare.progress and full.exempts == bare.exempts
        for a, b in zip(full.tables, bare.tables, strict=True):
            assert (a.game.mode, a.game.totals, a.game.winner, a.game.finished) == (
                b.game.mode, b.game.totals, b.game.winner, b.game.finished)
            assert [(d.position, d.points, d.totals, d.outcome) for d in a.game.deals] == [
                (d.position, d.points, d.totals, d.outcome) for d in b.game.deals]
            assert all(d.explanation == () for d in b.game.deals)
    assert any(d.explanation for t in explained[0].tables for d in t.game.deals)
    assert len(plain[1].tables[0].game.deals) == 1


def test_rounds_without_explanations_build_none(service: ClubService, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    tid = concours(service, 4)
    play_round(service, tid, 1)
    asked: list[bool] = []
    real = scoring.score_game

    def counting(*args, **kwargs):  # type: ignore[no-untyped-def]
        asked.append(bool(kwargs.get("explain", True)))
        return real(*args, **kwargs)

    monkeypatch.setattr(scoring, "score_game", counting)
    service.rounds(tid, explain=False)
    assert asked and not any(asked)


def test_a_standing_row_says_when_its_entrant_joined(service: ClubService) -> None:
    tournament, teams = doublettes(service, 8, checked_in=False)
    tid = tournament.id
    assert tid is not None
    for team in teams[:6]:
        service.check_in(tid, team)
    service.draw_next_round(tid, seed=1)
    play_round(service, tid, 1)
    for team in teams[6:]:
        service.join_late(tid, team)  # from round 2
    service.draw_next_round(tid, seed=2)
    play_round(service, tid, 2)
    joined = {row.entrant_id: row.joins_from_round for row in service.standings(tid).rows}
    assert joined == {**{team: 1 for team in teams[:6]}, **{team: 2 for team in teams[6:]}}
