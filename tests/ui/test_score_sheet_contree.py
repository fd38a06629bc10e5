"""The score sheet of a contrée game: the contract on the entry line, its help, its explanations."""

from __future__ import annotations

from PySide6.QtCore import Qt

from belote_club.rules import HouseRules
from belote_club.ui.views.score_sheet import ScoreSheet
from tests.ui import builders
from tests.ui.builders import type_deal

CONTREE = HouseRules.from_dict({"game": "contree"})


def make_sheet(qtbot) -> ScoreSheet:
    """The score sheet of a contrée game (:func:`tests.ui.builders.make_sheet`)."""
    return builders.make_sheet(qtbot, CONTREE)


def test_a_contre_typed_at_the_desk(qtbot) -> None:
    sheet = make_sheet(qtbot)
    qtbot.keyClicks(sheet.entry, "180x 90b")
    assert "× 2 = 520" in sheet.feedback.text()  # the preview, before Enter
    qtbot.keyClick(sheet.entry, Qt.Key.Key_Return)
    assert sheet.source.deals() == [{"taker": 0, "points": [90, 72], "belote": [0], "bid": {"value": 80, "contre": 1}}]
    assert [t.text() for t in sheet.totals_labels] == ["520", "0"]
    type_deal(qtbot, sheet, "2 100 pi 67")  # camp 2 bid 100 at spades and made 67: failed
    assert [t.text() for t in sheet.totals_labels] == ["780", "0"]
    assert sheet.model.index(1, 1).data() == "2 100 pi 67"


def test_a_classic_line_is_refused_naming_the_contract(qtbot) -> None:
    sheet = make_sheet(qtbot)
    type_deal(qtbot, sheet, "195b")
    assert sheet.model.rowCount() == 0
    assert "contrat impossible" in sheet.feedback.text()
    assert sheet.feedback.property("role") == "error"


def test_the_help_lists_the_contract(qtbot) -> None:
    sheet = make_sheet(qtbot)
    help_text = sheet._help_text()
    assert "1 110 95" in help_text and "2 80 x 90" in help_text
    assert "195/40" not in help_text
