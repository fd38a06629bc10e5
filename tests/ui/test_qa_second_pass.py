"""Regressions from a second run by hand in a real window (Xvfb, xdotool): a mêlée, undo chains, settings."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt


def melee(service, players: int = 21) -> int:
    tid = service.create_tournament("Mêlée du vendredi", dt.date(2026, 11, 21), preset="concours",
                                    format="melee", planned_rounds=3).id
    names = ["D’Artagnan", "Müller-Lefèvre", "L’Hermite", "Ézanno", "Côté"]
    for n in range(players):
        player = service.add_player("Jean", f"{names[n % len(names)]}{n}")
        entrant = service.register_player(tid, player.id)
        service.check_in(tid, entrant.entrant_id)
    service.draw_next_round(tid, seed=1)
    return tid


def type_line(qtbot, widget, text: str) -> None:
    qtbot.keyClicks(widget, text)
    qtbot.keyClick(widget, Qt.Key.Key_Return)


def ctrl(qtbot, widget, key) -> None:
    qtbot.keyClick(widget, key, Qt.KeyboardModifier.ControlModifier)


# -- Ctrl+Z / Ctrl+Y typed on the entry line undo deals, not the line's typing --------------------------------

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


# -- the concours dialog: Tab leaves the date; the exempt policy is a setting ---------------------------------

def test_tab_leaves_the_date_field_at_once(qtbot, service) -> None:
    from belote_club.ui.dialogs import TournamentDialog

    dialog = TournamentDialog(service)
    qtbot.addWidget(dialog)
    dialog.show()
    year = dialog.date.date().year()
    qtbot.keyClick(dialog.name, Qt.Key.Key_Tab)
    assert dialog.focusWidget() is dialog.date
    qtbot.keyClick(dialog.date, Qt.Key.Key_Tab)  # not to the month, then the year
    assert dialog.focusWidget() is dialog.venue
    qtbot.keyClick(dialog.venue, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert dialog.focusWidget() is dialog.date
    qtbot.keyClicks(dialog.venue, "Salle des fetes")
    assert dialog.venue.text() == "Salle des fetes" and dialog.date.date().year() == year


def _row_of(panel, name: str) -> str:
    model = panel.model
    for row in range(model.rowCount()):
        cells = [str(model.data(model.index(row, c)) or "") for c in range(model.columnCount())]
        if any(name in cell for cell in cells):
            return " | ".join(cells)
    raise AssertionError(name)


def test_exempt_policy_is_set_in_the_settings_and_shows_in_the_standings(qtbot, window, service) -> None:
    from belote_club.tournament.model import ExemptKind
    from belote_club.ui.dialogs import TournamentDialog

    tid = melee(service)
    page = window.open_tournament(tid)
    page.tabs.setCurrentWidget(page.rounds)
    label = page.rounds.exempts.text().split(" : ", 1)[1]  # « Exempt : Jean Côté4 »
    page.tabs.setCurrentWidget(page.standings)
    assert "1\u202f000" in _row_of(page.standings, label) or "1 000" in _row_of(page.standings, label)

    dialog = TournamentDialog(service, page.context.tournament, page)
    qtbot.addWidget(dialog)
    assert dialog.exempt.currentData() == ExemptKind.FIXED_WIN.value and dialog.exempt_points.isEnabled()
    dialog.exempt_points.setValue(700)
    dialog._accept()
    assert service.tournament(tid).exempt_policy.amount == 700
    page.refresh_all()
    assert "700" in _row_of(page.standings, label)

    dialog = TournamentDialog(service, page.context.tournament, page)
    qtbot.addWidget(dialog)
    assert dialog.exempt_points.value() == 700
    dialog.exempt.setCurrentIndex(dialog.exempt.findData(ExemptKind.NOTHING.value))
    assert not dialog.exempt_points.isEnabled()
    dialog._accept()
    assert service.tournament(tid).exempt_policy.kind is ExemptKind.NOTHING
    page.refresh_all()
    assert "700" not in _row_of(page.standings, label)


def test_settings_keep_custom_ranking_criteria(qtbot, service) -> None:  # noqa: ANN001
    """Criteria that are neither preset show as « Personnalisé » and survive OK unchanged."""
    from belote_club.ui.dialogs import TournamentDialog

    tid = service.create_tournament("Concours du jeudi", dt.date(2026, 11, 26)).id
    service.update_tournament(tid, ranking=["difference", "wins"])
    dialog = TournamentDialog(service, service.tournament(tid))
    qtbot.addWidget(dialog)
    assert dialog.ranking.currentText() == "Personnalisé : écart, victoires"
    dialog.accept()
    assert [k.value for k in service.tournament(tid).ranking_criteria] == ["difference", "wins"]
