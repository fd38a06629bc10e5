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


def test_a_failed_contract_is_chute_and_no_reserve_column_under_litige_dedans(qtbot) -> None:
    """Issue 22 (QA): a failed contrée contract is « Chuté » (SCORING.md §10.3: *chuté*), never « Dedans », and a
    made one « Réussi » (the contract's words, as the explanation's « Contrat réussi »);
    under ``litige: "dedans"`` (contrée's default) no deal can carry a reserve, so the list has no « Réserve » column;
    the empty line's hint is written in contrée's syntax."""
    sheet = make_sheet(qtbot)
    assert sheet.entry.placeholderText().startswith("1 110 95 ")
    type_deal(qtbot, sheet, "1 100 pi 95")
    type_deal(qtbot, sheet, "2 80 81")  # 81 – 81 on an 80: a tie, scored as failed
    type_deal(qtbot, sheet, "1 110 co 113")
    assert [sheet.model.index(row, 2).data() for row in range(3)] == ["Chuté", "Chuté", "Réussi"]
    headers = [sheet.model.headerData(c, Qt.Orientation.Horizontal) for c in range(sheet.model.columnCount())]
    assert headers[-2:] == ["Total 2", ""]  # the room left, untitled: no « Réserve » that nothing can fill


def test_the_reserve_column_stays_where_a_litige_can_fill_it(qtbot) -> None:
    rules = HouseRules.from_dict({"game": "contree", "litige": "reserve"})
    sheet = builders.make_sheet(qtbot, rules)
    type_deal(qtbot, sheet, "1 80 81")  # 81 – 81: a litige, 80 in reserve
    assert sheet.model.headerData(sheet.model.columnCount() - 1, Qt.Orientation.Horizontal) == "Réserve"
    assert sheet.model.index(0, sheet.model.columnCount() - 1).data() == "80"
    assert sheet.model.index(0, 2).data() == "Litige"
