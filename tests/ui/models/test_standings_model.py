"""The standings."""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import Qt

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
    rows = [_row(i, i) for i in range(1, 4)]
    model.set_rows(rows)
    with qtbot.assertNotEmitted(model.modelReset), qtbot.waitSignal(model.dataChanged):
        model.set_rows(list(reversed(rows)))
    assert model.rows()[0].entrant_id == 3
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


def _row(rank: int, entrant: int, points: int = 100) -> SimpleNamespace:
    return SimpleNamespace(rank=rank, entrant_id=entrant, number=entrant, label=f"É{entrant}",
                           withdrawn_from_round=None, played=1, exempts=0, wins=1, game_points=1, points_for=points,
                           points_against=50, difference=points - 50, opponents=())


def test_only_the_rows_that_changed_are_said(qtbot) -> None:
    """A refresh in place says which rows changed (dataChanged on those), and their cells are read again."""
    model = StandingsModel()
    rows = [_row(i, i) for i in range(1, 7)]
    model.set_rows(rows)
    assert model.index(2, 6).data() == "100"
    changed: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda top, bottom, _roles=(): changed.append((top.row(), bottom.row())))
    model.set_rows([*rows[:2], _row(3, 3, 250), _row(4, 4, 260), *rows[4:]])
    assert changed == [(2, 3)]
    assert model.index(2, 6).data() == "250" and model.index(3, 6).data() == "260"
    changed.clear()
    model.set_rows(list(model.rows()))  # nothing changed: nothing said
    assert changed == []


def test_a_rank_shared_by_a_new_tie_and_colours_are_said(qtbot) -> None:
    model = StandingsModel()
    model.set_rows([_row(1, 1), _row(2, 2), _row(3, 3)])
    changed: list[int] = []
    model.dataChanged.connect(lambda top, _bottom, _roles=(): changed.append(top.row()))
    model.set_rows([_row(1, 1), _row(2, 2), _row(2, 3)])  # row 2 unchanged, but now « 2 ex æquo »
    assert sorted(set(changed)) == [1, 2]
    assert [model.index(r, 0).data() for r in range(3)] == ["1", "2 ex æquo", "2 ex æquo"]
    changed.clear()
    model.set_colors({1: "#1f6f4a"})
    assert changed == [0]
    assert model.index(0, 2).data(Qt.ItemDataRole.ForegroundRole) is not None
    changed.clear()
    model.set_colors({1: "#1f6f4a"})
    assert changed == []
