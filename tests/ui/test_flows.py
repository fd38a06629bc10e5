"""End-to-end flows through the real widgets, on a real (temporary) database."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt

from belote_club.services.club import ClubService
from belote_club.ui.main_window import MainWindow


def test_home_lists_and_opens(qtbot, window, service) -> None:
    assert window.home.empty.isVisible()
    service.create_tournament("Concours du samedi", dt.date(2026, 11, 21))
    window.home.refresh()
    assert window.home.model.rowCount() == 1
    assert window.home.model.index(0, 1).data() == "Concours du samedi"
    window.home.view.setFocus()
    qtbot.keyClick(window.home, Qt.Key.Key_Return)
    assert window.tournament_page is not None
    assert window.tournament_page.title.text() == "Concours du samedi"


def _register_teams(service, tid: int, count: int) -> None:
    for n in range(count):
        a = service.add_player("Joueur", f"A{n:02d}")
        b = service.add_player("Joueur", f"B{n:02d}")
        service.create_team(tid, (a.id, b.id))


def test_check_in_draw_score_standings(qtbot, window, service) -> None:
    tournament = service.create_tournament("Concours", dt.date(2026, 11, 21), preset="classique")
    _register_teams(service, tournament.id, 4)
    page = window.open_tournament(tournament.id)
    entrants = page.entrants
    assert entrants.model.rowCount() == 4
    for row in range(4):
        entrants.view.selectRow(row)
        entrants.check_button.click()
    assert "4 présents" in entrants.summary.text()

    page.tabs.setCurrentWidget(page.rounds)
    page.rounds.draw_button.click()
    assert page.rounds.model.rowCount() == 2
    assert page.rounds.progress.text() == "Manche 1 — terminées : 0 sur 2 · pas commencées : 2 (tables 1, 2)"

    qtbot.keyClicks(page.rounds.table_line, "2")
    qtbot.keyClick(page.rounds.table_line, Qt.Key.Key_Return)
    assert page.tabs.currentWidget() is page.scores
    sheet = page.scores.sheet
    assert sheet.source.key[2] == 2
    # Capots until the 1000-point game ends: 4 deals of 252.
    for _ in range(4):
        qtbot.keyClicks(sheet.entry, "1c")
        qtbot.keyClick(sheet.entry, Qt.Key.Key_Return)
    assert sheet.banner.isVisible()
    assert sheet.source.view.finished

    page.tabs.setCurrentWidget(page.standings)
    rows = page.standings.model.rows()
    assert rows[0].points_for == 1008 and rows[0].wins == 1

    # Undo the last deal: the game is open again and the standings follow.
    window.undo_group.undo()
    assert not sheet.source.view.finished
    page.tabs.setCurrentWidget(page.rounds)
    page.tabs.setCurrentWidget(page.standings)
    assert all(r.wins == 0 for r in page.standings.model.rows())


def test_demo_then_projector(qtbot, window) -> None:
    page = window.demo_tournament()
    assert page is not None
    page.tabs.setCurrentWidget(page.standings)
    assert page.standings.model.rowCount() == 24
    window.toggle_projector()
    projector = window.projector
    assert projector is not None
    captions = [caption for caption, _headers, _rows in projector.slides]
    assert len(projector.slides) == 3  # 12 tables, then 24 teams in two pages
    assert captions[0].startswith("Manche 3") and captions[1].startswith("Classement")
    assert projector.table.rowCount() == 12 and projector.table.item(0, 0).text() == "1"
    projector.next_page()
    assert projector.subtitle.text().endswith("1/2")
    assert projector.table.item(0, 0).text() == "1"  # rank 1 first
    qtbot.keyClick(projector, Qt.Key.Key_Escape)
    assert window.projector is None


def test_save_copy_and_open(qtbot, window, service, tmp_path) -> None:
    service.create_tournament("À copier", dt.date(2026, 11, 21))
    copy = tmp_path / "copie.belote"
    assert window.save_copy(str(copy))
    assert window.open_file(str(copy))
    assert window.home.model.rowCount() == 1
    assert window.home.model.index(0, 1).data() == "À copier"


def test_save_copy_over_the_open_file_is_refused_in_french(qtbot, window, service, tmp_path, monkeypatch) -> None:
    from belote_club.ui import widgets

    shown: list[str] = []
    monkeypatch.setattr(widgets, "show_refusal", lambda parent, error: shown.append(str(error)))
    assert not window.save_copy(service.location)
    assert len(shown) == 1 and "Traceback" not in shown[0]
    assert window.copy_action.isEnabled()


def test_unusable_database_file_is_explained(qtbot, tmp_path) -> None:
    from PySide6.QtCore import QSettings

    from belote_club.ui.main_window import open_initial_database

    bad = tmp_path / "notes.belote"
    bad.write_text("ceci n’est pas une base de données", encoding="utf-8")
    service = open_initial_database(QSettings(), file=str(bad))
    assert service is None
    win = MainWindow(None)
    qtbot.addWidget(win)
    win.show()
    assert win.home.problem.isVisible()
    assert "n’a pas pu être ouverte" in win.home.problem.text()
    assert not win.home.new_button.isVisible() and not win.new_action.isEnabled()
    good = tmp_path / "club.belote"
    ClubService.open(db_file=good).close()
    assert win.open_file(str(good))
    assert win.home.new_button.isVisible() and not win.home.problem.isVisible()
    win.close_service()


def test_club_dialog_names_the_club_everywhere(qtbot, window, service, monkeypatch) -> None:
    import io

    import pypdf

    from belote_club.ui import documents
    from belote_club.ui.dialogs import ClubDialog

    assert not window.home.club.isVisible()
    assert window.home.heading.text() == "Concours et soirées"

    def fill(dialog: ClubDialog) -> int:
        dialog.name.setText("Les As de Pique")
        dialog.city.setText("Vic-sur-Cère")
        dialog.buttons.accepted.emit()
        return dialog.result()

    monkeypatch.setattr(ClubDialog, "exec", fill)
    assert window.edit_club()
    assert service.club().name == "Les As de Pique"
    assert window.home.club.isVisible()
    assert window.home.club.text() == "Les As de Pique (Vic-sur-Cère)"
    assert "Les As de Pique" in window.windowTitle()
    tid = service.create_tournament("Concours du samedi", dt.date(2026, 11, 21), preset="classique").id
    pdf = documents.render(service, tid, "rules", None)
    text = pypdf.PdfReader(io.BytesIO(pdf)).pages[0].extract_text()
    assert "Les As de Pique" in text


def test_club_dialog_refusal_stays_open(qtbot, service) -> None:
    from belote_club.ui.dialogs import ClubDialog

    dialog = ClubDialog(service)
    qtbot.addWidget(dialog)
    dialog.name.setText("x" * 201)
    dialog.buttons.accepted.emit()
    assert dialog.error.text() and "trop long" in dialog.error.text()
    assert service.club().name == ""
