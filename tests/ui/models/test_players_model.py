"""The club's roster."""

from __future__ import annotations

from belote_club.ui.models.players import PlayersModel


def test_players_model(qtmodeltester, played) -> None:
    service, _tid = played
    model = PlayersModel()
    players = service.players()
    model.set_rows(players)
    qtmodeltester.check(model)
    assert model.rowCount() == len(players) == 12
    assert model.index(0, 0).data() == players[0].last_name
    assert model.item(0) == players[0]
