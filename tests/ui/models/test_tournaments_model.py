"""The home screen's list of concours."""

from __future__ import annotations

from belote_club.ui.models.tournaments import TournamentsModel


def test_tournaments_model(qtmodeltester, played) -> None:
    service, _tid = played
    model = TournamentsModel()
    model.set_rows(service.tournaments())
    qtmodeltester.check(model)
    assert model.rowCount() == 1
    assert [model.index(0, c).data() for c in (0, 1, 3, 4, 5)] == ["21/11/2026", "Concours", "6", "1 / 4", "En cours"]
