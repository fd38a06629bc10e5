"""The club's roster: search, CSV import with its preview, CSV export."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QMessageBox, QTableWidget

from belote_club.ui.dialogs.csv_import import CsvImportDialog
from belote_club.ui.main_window import MainWindow
from belote_club.ui.views.roster import RosterPage


def test_roster_search_and_csv_import(qtbot, service, tmp_path, monkeypatch) -> None:
    window = MainWindow(service)
    qtbot.addWidget(window)
    service.add_player("Marie", "Dupont", club="Amicale")
    window.show_roster()
    roster = window.roster_page
    qtbot.keyClicks(roster.search, "dup")
    assert roster.model.rowCount() == 1
    csv_file = tmp_path / "joueurs.csv"
    csv_file.write_text("Nom;Prénom;Licence\nMartin;Paul;123\n;Sans nom;9\nDupont;Marie;\n", encoding="utf-8")
    seen = {}

    def run_dialog(dialog: CsvImportDialog) -> int:
        seen["errors"] = len(dialog.preview.errors)
        seen["button"] = dialog.import_button.text()
        dialog.import_button.click()
        return 1

    monkeypatch.setattr(CsvImportDialog, "exec", run_dialog)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: QMessageBox.StandardButton.Ok)
    roster.import_csv(str(csv_file))
    assert seen["errors"] == 1
    assert seen["button"] == "Importer 1 joueur"
    roster.search.clear()
    assert roster.model.rowCount() == 2


def test_csv_import_preview_points_at_the_line_in_error(qtbot, service) -> None:
    rows = [f"Nom{n};Prénom{n}" for n in range(30)]
    rows[24] = ";Paulette"
    dialog = CsvImportDialog(service, "Nom;Prénom\n" + "\n".join(rows) + "\n")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    assert table.editTriggers() == QTableWidget.EditTrigger.NoEditTriggers
    error_row = dialog.first_error
    assert table.item(error_row, 0).text() == "26"
    assert table.item(error_row, 2).text() == "le nom est vide."  # the number is in the first column already
    assert table.currentRow() == error_row
    assert table.visualItemRect(table.item(error_row, 0)).intersects(table.viewport().rect())


def test_roster_csv_export_opens_right_in_a_spreadsheet(qtbot, service, tmp_path) -> None:
    service.add_player("Élise", "Thomas")
    page = RosterPage(service)
    qtbot.addWidget(page)
    target = tmp_path / "joueurs.csv"
    page.export_csv(str(target))
    data = target.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")
    assert "Élise" in data.decode("utf-8-sig")


def test_ctrl_n_creates_what_the_page_is_about(qtbot, window, monkeypatch) -> None:
    from PySide6.QtCore import Qt

    made: list[str] = []
    monkeypatch.setattr(RosterPage, "add", lambda self: made.append("joueur"))
    monkeypatch.setattr(MainWindow, "new_tournament", lambda self: made.append("concours"))
    window.new_action.triggered.disconnect()
    window.new_action.triggered.connect(lambda _c=False: window.new_tournament())
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.show_roster()
    assert window.new_action.shortcut().isEmpty()  # one owner of Ctrl+N at a time
    qtbot.keyClick(window.roster_page.search, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    window.show_home()
    assert window.new_action.shortcut().toString() == "Ctrl+N"
    qtbot.keyClick(window.home.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert made == ["joueur", "concours"]


def test_the_players_page_fits_a_small_screen(qtbot, window, service) -> None:
    """At 1024×600 (a netbook), every button of « Joueurs du club » is within the page, none cut nor scrolled
    to (with the house's style sheet, the eight buttons on one row were wider than the screen)."""
    from PySide6.QtWidgets import QPushButton

    service.add_player("Marie-Thérèse", "de La Fontaine-Beaumarchais")
    window.resize(1024, 560)
    window.show_roster()
    qtbot.waitExposed(window)
    page = window.roster_page
    assert not window.page_scroll.horizontalScrollBar().isVisible()
    room = window.page_scroll.viewport().width()
    buttons = page.findChildren(QPushButton)
    assert len(buttons) >= 8
    for widget in buttons:
        right = widget.mapTo(window.page_scroll.viewport(), widget.rect().topRight()).x()
        assert widget.isVisible() and right <= room, widget.text()
    assert page.minimumSizeHint().width() <= 1024 - 80
