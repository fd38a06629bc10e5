"""The search boxes' filter ignores case and accents, as its name says."""

from __future__ import annotations

from belote_club.tournament.model import Player
from belote_club.ui.models.filter_proxy import FilterProxy
from belote_club.ui.models.players import PlayersModel


def test_filter_is_case_and_accent_insensitive(qtmodeltester) -> None:
    model = PlayersModel()
    model.set_rows([Player(first_name="Bérenger", last_name="Lefèvre"), Player(first_name="Bernard", last_name="Roux"),
                    Player(first_name="Émile", last_name="Œillet")])
    proxy = FilterProxy()
    proxy.setSourceModel(model)
    qtmodeltester.check(proxy)

    def shown() -> list[str]:
        return [proxy.index(row, 1).data() for row in range(proxy.rowCount())]

    proxy.set_search("BERENGER")
    assert shown() == ["Bérenger"]
    proxy.set_search("ber")
    assert shown() == ["Bérenger", "Bernard"]
    proxy.set_search("lefevre")
    assert shown() == ["Bérenger"]
    proxy.set_search("emile oeil")  # one cell must hold the text: « emile » and « oeillet » are two cells
    assert shown() == []
    proxy.set_search("oeil")
    assert shown() == ["Émile"]
    proxy.set_search("")
    assert proxy.rowCount() == 3
