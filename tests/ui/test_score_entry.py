"""The Saisie tab: choosing a table, typing deals, undo and redo, paper totals, the game's chart."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCharts import QValueAxis
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from belote_club.ui.charts import GameChart, LeadersChart
from belote_club.ui.dialogs.paper_totals import PaperTotalsDialog
from tests.helpers.club import concours, melee, play_round
from tests.helpers.qt import ctrl, type_line


def test_saisie_tab_takes_a_table_number(qtbot, window, service) -> None:
    tid = concours(service)
    page = window.open_tournament(tid)
    page.tabs.setCurrentWidget(page.scores)
    scores = page.scores
    assert scores.sheet is None and scores.table_line.isVisible()
    assert page.focusWidget() is scores.table_line
    type_line(qtbot, scores.table_line, "9")
    assert scores.sheet is None and "Pas de table « 9 » dans la manche 1" in scores.table_problem.text()
    scores.table_line.clear()
    type_line(qtbot, scores.table_line, "3")
    assert scores.sheet is not None and scores.key == (1, 3)


def test_saisie_tab_takes_t7_like_the_entry_line(qtbot, window, service) -> None:
    from PySide6.QtCore import Qt

    tid = melee(service, 10)
    page = window.open_tournament(tid)
    page.tabs.setCurrentWidget(page.scores)
    line = page.scores.table_line
    qtbot.keyClicks(line, "t2")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert page.scores.sheet.isVisibleTo(page.scores) or page.scores.table_problem.text() == ""
    assert "Pas de table" not in page.scores.table_problem.text()
    from belote_club.ui.table_field import typed_table_number

    assert [typed_table_number(t) for t in ("7", " t7 ", "T 12", "t", "x7", "")] == [7, 7, 12, None, None, None]


def test_saisie_tab_before_any_draw_says_so(qtbot, window, service) -> None:
    tid = service.create_tournament("Concours", dt.date(2026, 11, 21)).id
    page = window.open_tournament(tid)
    page.tabs.setCurrentWidget(page.scores)
    type_line(qtbot, page.scores.table_line, "1")
    assert "Aucune manche tirée" in page.scores.table_problem.text()


def test_f2_insert_delete_from_the_entry_line(qtbot, window, service) -> None:
    tid = concours(service)
    page = window.open_tournament(tid)
    page.open_table(1, 1)
    sheet = page.scores.sheet
    for deal in ("195", "2 40", "1c", "p"):
        type_line(qtbot, sheet.entry, deal)
    # F2 with nothing chosen: the last deal.
    qtbot.keyClick(sheet.entry, Qt.Key.Key_F2)
    assert sheet.editing == 3 and sheet.entry.text() == "p"
    qtbot.keyClick(sheet.entry, Qt.Key.Key_Escape)
    # Haut, Haut, Haut: deal 2; F2 corrects it.
    for _ in range(3):
        qtbot.keyClick(sheet.entry, Qt.Key.Key_Up)
    qtbot.keyClick(sheet.entry, Qt.Key.Key_F2)
    assert sheet.editing == 1 and sheet.entry.text() == "2 40"
    sheet.entry.selectAll()
    type_line(qtbot, sheet.entry, "2 100")
    assert sheet.source.deals()[1]["points"] == [62, 100]
    # Suppr on the empty line deletes only a deal chosen with Haut/Bas.
    qtbot.keyClick(sheet.entry, Qt.Key.Key_Delete)
    assert len(sheet.source.deals()) == 4
    qtbot.keyClick(sheet.entry, Qt.Key.Key_Up)
    qtbot.keyClick(sheet.entry, Qt.Key.Key_Delete)
    assert len(sheet.source.deals()) == 3 and "supprimée" in sheet.feedback.text()
    # Inser before the chosen deal.
    qtbot.keyClick(sheet.entry, Qt.Key.Key_Up)
    qtbot.keyClick(sheet.entry, Qt.Key.Key_Up)
    qtbot.keyClick(sheet.entry, Qt.Key.Key_Insert)
    assert sheet.inserting and sheet.editing == 1


def test_ctrl_z_on_the_entry_line_undoes_deals(qtbot, window, service) -> None:
    tid = melee(service)
    page = window.open_tournament(tid)
    page.open_table(1, 1)
    window.activateWindow()
    qtbot.waitActive(window)
    sheet = page.scores.sheet
    sheet.entry.setFocus()
    for deal in ("195", "2 40b", "1c", "p"):
        type_line(qtbot, sheet.entry, deal)
    totals = [list(sheet.source.result().totals)]
    # Correct deal 2, delete deal 3, insert a forgotten deal before deal 1: three commands.
    qtbot.keyClick(sheet.entry, Qt.Key.Key_Up)
    for _ in range(2):
        qtbot.keyClick(sheet.entry, Qt.Key.Key_Up)
    qtbot.keyClick(sheet.entry, Qt.Key.Key_F2)
    sheet.entry.selectAll()
    type_line(qtbot, sheet.entry, "2 80")
    totals.append(list(sheet.source.result().totals))
    qtbot.keyClick(sheet.entry, Qt.Key.Key_Up)
    qtbot.keyClick(sheet.entry, Qt.Key.Key_Up)
    qtbot.keyClick(sheet.entry, Qt.Key.Key_Delete)
    totals.append(list(sheet.source.result().totals))
    for _ in range(3):
        qtbot.keyClick(sheet.entry, Qt.Key.Key_Up)
    qtbot.keyClick(sheet.entry, Qt.Key.Key_Insert)
    type_line(qtbot, sheet.entry, "1100b")
    totals.append(list(sheet.source.result().totals))
    assert len(sheet.source.deals()) == 4 and sheet.entry.text() == ""
    # Ctrl+Z ×3 from the line: each step undoes one deal change; the line stays empty (no old text back).
    for step in (2, 1, 0):
        ctrl(qtbot, sheet.entry, Qt.Key.Key_Z)
        assert sheet.entry.text() == "" and sheet.feedback.text() == ""  # nothing said of a deal undone
        assert [int(t) for t in sheet.source.result().totals] == totals[step]
        assert sheet.totals_labels[0].text().replace("\u202f", "") == str(totals[step][0])
    # The correction undone: deal 2 is selected and it is deal 2 that is explained.
    assert sheet.current_row() == 1
    assert sheet.detail.text().startswith("Donne 2")
    assert sheet.model.data(sheet.model.index(1, 1)) == "2 40 b"
    # Ctrl+Y ×3 walks forward again.
    for step in (1, 2, 3):
        ctrl(qtbot, sheet.entry, Qt.Key.Key_Y)
        assert sheet.entry.text() == ""
        assert [int(t) for t in sheet.source.result().totals] == totals[step]
    # Nothing left to redo: Ctrl+Y does nothing at all.
    ctrl(qtbot, sheet.entry, Qt.Key.Key_Y)
    assert sheet.entry.text() == "" and [int(t) for t in sheet.source.result().totals] == totals[3]


def test_ctrl_z_during_a_correction_gives_it_up_first(qtbot, window, service) -> None:
    tid = melee(service)
    page = window.open_tournament(tid)
    page.open_table(1, 1)
    window.activateWindow()
    qtbot.waitActive(window)
    sheet = page.scores.sheet
    sheet.entry.setFocus()
    for deal in ("195", "2 40"):
        type_line(qtbot, sheet.entry, deal)
    qtbot.keyClick(sheet.entry, Qt.Key.Key_F2)  # correcting deal 2, the one Ctrl+Z removes
    assert sheet.editing == 1
    ctrl(qtbot, sheet.entry, Qt.Key.Key_Z)
    assert sheet.editing is None and sheet.mode_label.text() == ""
    assert len(sheet.source.deals()) == 1
    # Escape with a correction in progress leaves the game as it was.
    qtbot.keyClick(sheet.entry, Qt.Key.Key_F2)
    sheet.entry.selectAll()
    qtbot.keyClicks(sheet.entry, "2 100")
    qtbot.keyClick(sheet.entry, Qt.Key.Key_Escape)
    assert sheet.editing is None and sheet.entry.text() == ""
    assert sheet.source.deals()[0]["points"][0] == 95


def test_paper_game_says_so_on_the_sheet(qtbot, window, service) -> None:
    tid = concours(service)
    service.enter_paper_totals(tid, 1, 4, [1040, 870], deal_count=12, belotes=1)
    page = window.open_tournament(tid)
    page.open_table(1, 4)
    scores = page.scores
    assert "1\u202f040 – 870" in scores.paper_info.text()
    assert scores.sheet.goal_label.text() == ""  # not « Donne 1 sur 12 »
    assert scores.sheet.entry.placeholderText() == "Saisie en totaux de la feuille"
    type_line(qtbot, scores.sheet.entry, "195")  # no deal on a paper game: said, nothing stored
    assert "totaux de la feuille" in scores.sheet.feedback.text() and service.game(tid, 1, 4).mode == "paper"
    scores.sheet.entry.clear()
    type_line(qtbot, scores.sheet.entry, "t2")  # but « t2 » opens table 2, as everywhere
    assert scores.key == (1, 2)


def test_paper_totals_with_warning_are_saved_only_when_confirmed(qtbot, service, monkeypatch) -> None:
    """Issue 24: totals the sheet contradicts were saved with only a yellow note; now asked in so many words."""
    asked: list[str] = []
    answer = [False]
    monkeypatch.setattr("belote_club.ui.dialogs.paper_totals.confirm",
                        lambda _p, _t, text, _a: asked.append(text) or answer[0])
    tid = concours(service, 6, preset="classique", name="Concours")
    dialog = PaperTotalsDialog(service, (tid, 1, 2), ("A", "B"))
    qtbot.addWidget(dialog)
    dialog.totals[0].setValue(1010)
    dialog.totals[1].setValue(333)
    dialog.deals.setValue(2)
    assert dialog.warnings.isVisibleTo(dialog)
    dialog.buttons.accepted.emit()
    assert asked and asked[0].startswith("Ces totaux ne concordent pas avec la feuille :")
    assert dialog.warnings.text() in asked[0]
    assert service.game(tid, 1, 2).mode == "empty" and dialog.result() == 0  # refused: nothing saved
    answer[0] = True
    dialog.buttons.accepted.emit()
    game = service.game(tid, 1, 2)
    assert game.mode == "paper" and game.totals == (1010, 333)


def test_paper_totals_warning_is_shown_whole(qtbot, service) -> None:
    tid = concours(service)
    dialog = PaperTotalsDialog(service, (tid, 1, 4), ("Équipe 6", "Équipe 1"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.focusWidget() is dialog.totals[0] or dialog.focusWidget().parent() is dialog.totals[0]
    dialog.totals[0].setValue(1040)
    dialog.totals[1].setValue(870)
    dialog.deals.setValue(12)
    dialog.belotes.setValue(1)
    QApplication.processEvents()
    assert dialog.warnings.isVisible()
    label = dialog.warnings
    assert label.height() >= label.heightForWidth(label.width()), "the warning is cut"


def test_game_chart_puts_deal_k_on_tick_k(qtbot) -> None:
    chart = GameChart()
    qtbot.addWidget(chart)
    chart.set_game(("A", "B"), [(95, 67)] * 7)
    axis = chart.x_axis
    assert (axis.min(), axis.max()) == (0, 7)
    assert axis.tickType() == QValueAxis.TickType.TicksDynamic
    assert (axis.tickAnchor(), axis.tickInterval()) == (0, 1)
    series = chart.chart().series()[0]
    assert [point.x() for point in series.points()] == list(range(8))
    chart.set_game(("A", "B"), [(10, 10)] * 40)  # many deals: every 5th deal, still whole numbers
    assert axis.tickInterval() == 5
    leaders = LeadersChart()
    qtbot.addWidget(leaders)
    leaders.set_leaders([("n° 1", [100, 200, 300])], 3)
    assert (leaders.x_axis.tickAnchor(), leaders.x_axis.tickInterval()) == (1, 1)
    leaders.set_leaders([("n° 1", [100])], 1)  # issue 24: after one round, no axis running to round 2
    assert (leaders.x_axis.min(), leaders.x_axis.max()) == (0.5, 1.5)


def test_undo_from_another_tab_names_the_deal_and_shows_it_first(qtbot, window, service) -> None:
    tid = concours(service, 8)
    page = window.open_tournament(tid)
    page.open_table(1, 4)
    sheet = page.scores.sheet
    for deal in ("195", "2 100"):
        type_line(qtbot, sheet.entry, deal)
    page.open_table(1, 2)  # another table on the sheet, then the teams tab
    page.tabs.setCurrentWidget(page.entrants)
    assert window.undo_action.text() == "Annuler : donne 2, table 4, manche 1"
    window.undo_action.trigger()
    assert page.tabs.currentWidget() is page.scores and page.scores.key == (1, 4)  # brought into view…
    assert len(service.game(tid, 1, 4).deals) == 1  # …then undone
    assert window.statusBar().currentMessage() == "Annulé : donne 2, table 4, manche 1"
    window.redo_action.trigger()
    assert len(service.game(tid, 1, 4).deals) == 2


def test_t_opens_the_round_in_play_and_m_another_round_only_when_asked(qtbot, window, service) -> None:
    """Issue 24: after round 2 is drawn, « t5 » typed on round 1's sheet opened round 1's table 5 (a deal
    could go into the wrong round).  « t5 » is the round in play; « m1 t5 » another round, said in the head."""
    from belote_club.ui.table_field import jump_target

    assert [jump_target(t) for t in ("t5", " T 12 ", "m1 t5", "M2T3", "m1", "195", "m t5")] == [
        (None, 5), (None, 12), (1, 5), (2, 3), None, None, None]
    tid = concours(service, 8)
    play_round(service, tid, 1)
    service.draw_next_round(tid, seed=2)
    page = window.open_tournament(tid)
    page.open_table(1, 3)  # round 1 asked for by name (from Manches, say)
    scores = page.scores
    assert scores.key == (1, 3)
    assert "Manche 1" in scores.round_label.text() and "manche en cours est la 2" in scores.round_label.text()
    assert scores.round_label.property("role") == "warning"
    qtbot.keyClicks(scores.sheet.entry, "t2")
    assert scores.sheet.feedback.text() == "Entrée : ouvrir la table 2"
    qtbot.keyClick(scores.sheet.entry, Qt.Key.Key_Return)
    assert scores.key == (2, 2)
    assert scores.round_label.text() == "Manche 2" and scores.round_label.property("role") == "title"
    qtbot.keyClicks(scores.sheet.entry, "m1 t4")
    assert scores.sheet.feedback.text() == "Entrée : ouvrir la table 4 de la manche 1"
    qtbot.keyClick(scores.sheet.entry, Qt.Key.Key_Return)
    assert scores.key == (1, 4)
    type_line(qtbot, scores.sheet.entry, "m3 t1")
    assert scores.key == (1, 4)
    assert scores.sheet.feedback.text() == "Pas de manche 3 : les manches tirées vont de 1 à 2."


def test_the_sheet_names_each_camp_with_its_teams_number(qtbot, window, service) -> None:
    """Issue 24, one rule for a team's label: the sheet's header says « Camp 1 : 8 · … » (the camp the entry line's
    « 1 » means, then the team as Manches names it), not « 1 · … », which read as team 1."""
    from PySide6.QtWidgets import QLabel

    tid = concours(service)
    page = window.open_tournament(tid)
    page.scores.open_table(1, 2)
    table = next(t for t in service.round(tid, 1).tables if t.number == 2)
    texts = [label.text() for label in page.scores.sheet.findChildren(QLabel)]
    for camp, side in enumerate(table.sides, start=1):
        assert side.numbered.split(" · ")[0].isdigit()
        assert f"Camp {camp}\u00a0: {side.numbered}" in texts


@pytest.mark.parametrize(("drawn", "typed", "said"), [
    (2, "m9 t2", "Pas de manche 9 : les manches tirées vont de 1 à 2."),
    (1, "m2 t1", "Pas de manche 2 : seule la manche 1 est tirée."),  # not « … vont de 1 à 1 »
])
def test_saisie_tab_takes_m1_t5_like_the_entry_line(qtbot, window, service, drawn, typed, said) -> None:
    """« m1 t2 » in the table box opens table 2 of round 1, as on the deal line (QA of issue 22); a round not drawn
    is said so, and with one round drawn, « seule la manche 1 est tirée »."""
    tid = concours(service)
    if drawn == 2:
        play_round(service, tid, 1)
        service.draw_next_round(tid, seed=3)
    page = window.open_tournament(tid)
    page.tabs.setCurrentWidget(page.scores)
    scores = page.scores
    type_line(qtbot, scores.table_line, typed)
    assert scores.sheet is None
    assert scores.table_problem.text() == said
    scores.table_line.clear()
    type_line(qtbot, scores.table_line, "m1 t2")
    assert scores.sheet is not None and scores.key == (1, 2)
