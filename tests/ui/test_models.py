

def test_standings_refresh_in_place_keeps_the_view(qtbot) -> None:
    """After a deal the standings refresh with as many rows: cells change, the model is not reset."""
    from types import SimpleNamespace

    from belote_club.ui.models import StandingsModel

    model = StandingsModel()
    rows = [SimpleNamespace(rank=i, entrant_id=i) for i in range(1, 4)]
    model.set_rows(rows)
    with qtbot.assertNotEmitted(model.modelReset), qtbot.waitSignal(model.dataChanged):
        model.set_rows(list(reversed(rows)))
    assert model.item(0).entrant_id == 3
    with qtbot.waitSignal(model.modelReset):
        model.set_rows(rows[:2])
    assert model.rowCount() == 2
