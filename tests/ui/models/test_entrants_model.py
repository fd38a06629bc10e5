"""The teams of a concours, with where each stands."""

from __future__ import annotations

from belote_club.ui.models.entrants import EntrantsModel


def test_entrants_model(qtmodeltester, played) -> None:
    service, tid = played
    model = EntrantsModel()
    entrants = service.entrants(tid)
    model.set_rows(entrants)
    qtmodeltester.check(model)
    assert model.rowCount() == 6
    assert model.index(0, 3).data() == "Présent"
    service.withdraw(tid, entrants[0].entrant_id)
    model.set_rows(service.entrants(tid))
    assert model.index(0, 3).data().startswith("Abandon (manche ")
