"""The standings."""

from __future__ import annotations

from types import SimpleNamespace

from belote_club.ui.models.standings import StandingsModel


def test_standings_model(qtmodeltester, played) -> None:
    service, tid = played
    model = StandingsModel()
    model.set_rows(service.standings(tid).rows)
    qtmodeltester.check(model)
    assert model.rowCount() == 6
    assert model.index(0, 0).data() == "1"
    assert model.index(0, 8).data() == "+1\u202f008"


def test_standings_refresh_in_place_keeps_the_view(qtbot) -> None:
    """After a deal the standings refresh with as many rows: cells change, the model is not reset."""
    model = StandingsModel()
    rows = [SimpleNamespace(rank=i, entrant_id=i) for i in range(1, 4)]
    model.set_rows(rows)
    with qtbot.assertNotEmitted(model.modelReset), qtbot.waitSignal(model.dataChanged):
        model.set_rows(list(reversed(rows)))
    assert model.item(0).entrant_id == 3
    with qtbot.waitSignal(model.modelReset):
        model.set_rows(rows[:2])
    assert model.rowCount() == 2


def test_shared_ranks_say_ex_aequo(qtmodeltester) -> None:
    model = StandingsModel()
    rows = [SimpleNamespace(rank=r, entrant_id=i, number=i, label=f"É{i}", withdrawn_from_round=None, played=1,
                            exempts=0, wins=1, game_points=1, points_for=100, points_against=50, difference=50,
                            opponents=()) for i, r in enumerate((1, 2, 2, 4))]
    model.set_rows(rows)
    qtmodeltester.check(model)
    assert [model.index(r, 0).data() for r in range(4)] == ["1", "2 ex æquo", "2 ex æquo", "4"]
