"""The deals of one game on the score sheet."""

from __future__ import annotations

from belote_club.rules import HouseRules
from belote_club.ui.game_source import MemoryGame
from belote_club.ui.models.deals import DealsModel


def test_deals_model(qtmodeltester) -> None:
    source = MemoryGame(HouseRules(), ("A", "B"))
    for deal in ({"taker": 0, "points": [95, 67]}, {"passed": True}, {"taker": 1, "points": [81, 81]}):
        source.insert_deal(len(source.deals()), deal)
    model = DealsModel(source.camp_names)
    model.set_game(source.deals(), source.result(), source.counted())
    qtmodeltester.check(model)
    assert model.rowCount() == 3 and model.columnCount() == 8
    # The passed deal does not count (the default rules): it has no number, as the game's view says.
    assert [model.index(row, 0).data() for row in range(3)] == ["1", "–", "2"] and model.played == 2
    assert model.index(2, 7).data() == "81"
    assert model.index(0, 5).data() == "95"
