"""The score sheet, driven through its widgets: type, Enter, read the model and the totals."""

from __future__ import annotations

from PySide6.QtCore import Qt

from belote_club.rules import load_preset
from tests.ui.builders import make_sheet, type_deal


def test_typing_a_deal_scores_it(qtbot) -> None:
    sheet = make_sheet(qtbot)
    qtbot.keyClicks(sheet.entry, "195b")
    assert "Faite" in sheet.feedback.text()
    qtbot.keyClick(sheet.entry, Qt.Key.Key_Return)
    assert sheet.entry.text() == ""
    assert sheet.model.rowCount() == 1
    assert [t.text() for t in sheet.totals_labels] == ["115", "67"]
    assert sheet.source.deals() == [{"taker": 0, "points": [95, 67], "belote": [0]}]
    assert "belote" in sheet.detail.text()


def test_invalid_line_is_refused_inline(qtbot) -> None:
    sheet = make_sheet(qtbot)
    type_deal(qtbot, sheet, "1200")
    assert sheet.model.rowCount() == 0
    assert "162 au plus" in sheet.feedback.text()
    assert sheet.feedback.property("role") == "error"
    assert sheet.entry.text() == "1200"


def test_litige_reserve_then_dedans(qtbot) -> None:
    sheet = make_sheet(qtbot)
    type_deal(qtbot, sheet, "181")
    assert "Réserve" in sheet.reserve_label.text()
    type_deal(qtbot, sheet, "150")
    assert [t.text() for t in sheet.totals_labels] == ["0", "324"]  # 81 + 162 + 81 of the reserve
    assert sheet.model.index(1, 2).data() == "Dedans"


def test_edit_delete_undo_redo(qtbot) -> None:
    sheet = make_sheet(qtbot)
    for line in ("195", "2100", "p"):
        type_deal(qtbot, sheet, line)
    assert sheet.model.rowCount() == 3
    sheet.table.selectRow(0)
    qtbot.keyClick(sheet.table, Qt.Key.Key_F2)
    assert sheet.entry.text() == "1 95"
    sheet.entry.selectAll()
    type_deal(qtbot, sheet, "1100")
    assert sheet.source.deals()[0]["points"] == [100, 62]
    sheet.table.setFocus()
    sheet.table.selectRow(2)
    qtbot.keyClick(sheet.table, Qt.Key.Key_Delete)
    assert sheet.model.rowCount() == 2
    sheet.undo_stack.undo()
    assert sheet.model.rowCount() == 3
    sheet.undo_stack.undo()
    assert sheet.source.deals()[0]["points"] == [95, 67]
    sheet.undo_stack.redo()
    assert sheet.source.deals()[0]["points"] == [100, 62]
    while sheet.undo_stack.canUndo():
        sheet.undo_stack.undo()
    assert sheet.source.deals() == []


def test_escape_cancels_an_edit(qtbot) -> None:
    sheet = make_sheet(qtbot)
    type_deal(qtbot, sheet, "195")
    sheet.start_edit(0)
    qtbot.keyClick(sheet.entry, Qt.Key.Key_Escape)
    assert sheet.editing is None and sheet.entry.text() == ""
    type_deal(qtbot, sheet, "280")
    assert sheet.model.rowCount() == 2


def test_end_of_game_is_announced_with_rubicon(qtbot) -> None:
    rules = load_preset("rubicon")
    sheet = make_sheet(qtbot, rules)
    target = rules.game_end.points
    while not sheet.source.result().finished:
        type_deal(qtbot, sheet, "1c")
        assert sheet.model.rowCount() < target
    assert sheet.banner.isVisible()
    assert "Partie terminée, gagnée par Équipe A (" in sheet.banner.text()  # never « victoire de Les … »
    assert "Rubicon" in sheet.banner.text()
    type_deal(qtbot, sheet, "195")
    assert "terminée" in sheet.feedback.text()


def test_table_jump(qtbot) -> None:
    sheet = make_sheet(qtbot)
    with qtbot.waitSignal(sheet.tableRequested) as blocker:
        type_deal(qtbot, sheet, "t7")
    assert blocker.args == [7]


def test_insert_a_forgotten_deal(qtbot) -> None:
    sheet = make_sheet(qtbot)
    for line in ("195", "p"):
        type_deal(qtbot, sheet, line)
    sheet.table.setFocus()
    sheet.table.selectRow(1)
    qtbot.keyClick(sheet.table, Qt.Key.Key_Insert)
    assert sheet.inserting and "avant la donne passée" in sheet.mode_label.text()  # the list shows it « – »
    type_deal(qtbot, sheet, "2 100")
    assert [d.get("passed", False) for d in sheet.source.deals()] == [False, False, True]
    assert sheet.source.deals()[1] == {"taker": 1, "points": [62, 100]}
    sheet.undo_stack.undo()
    assert len(sheet.source.deals()) == 2


def test_a_refusal_names_the_deal_as_the_list_numbers_it(qtbot) -> None:
    """After a passed deal that the rules do not count, the engine's « donne 2 » is the list's first deal:
    a refused line says « Donne 1 », as the header (« Donne 1 · partie en 1 000 ») and the list say."""
    sheet = make_sheet(qtbot)
    assert not sheet.source.rules.passed_deals_count
    type_deal(qtbot, sheet, "p")
    assert sheet.goal_label.text().startswith("Donne 1 ")
    qtbot.keyClicks(sheet.entry, "195b2r1")  # two belotes in one deal: refused
    assert sheet.feedback.text().startswith("Donne 1 : "), sheet.feedback.text()
    qtbot.keyClick(sheet.entry, Qt.Key.Key_Return)
    assert sheet.model.rowCount() == 1 and sheet.feedback.text().startswith("Donne 1 : ")
    sheet.entry.clear()
    type_deal(qtbot, sheet, "195")
    sheet.start_edit(1)  # the list's deal 1 (the second line)
    sheet.entry.clear()
    qtbot.keyClicks(sheet.entry, "195b2r1")
    assert sheet.feedback.text().startswith("Donne 1 : "), sheet.feedback.text()
