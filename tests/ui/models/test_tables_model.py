"""The table plan of a round."""

from __future__ import annotations

from belote_club.ui.models.tables import TablesModel


def test_tables_model(qtmodeltester, played) -> None:
    service, tid = played
    model = TablesModel()
    model.set_rows(service.round(tid, 1).tables)
    qtmodeltester.check(model)
    assert model.rowCount() == 3
    assert model.index(0, 3).data() == "1\u202f008 – 0"
    assert model.index(0, 4).data() == "Terminée"
    assert model.index(1, 4).data() == "À saisir"
