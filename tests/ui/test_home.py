"""The home screen, the data file (open, save a copy, unusable files), the club, the window and its menus."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton

from belote_club.services import ClubService
from belote_club.ui.dialogs.club import ClubDialog
from belote_club.ui.main_window import MainWindow
from belote_club.ui.views.roster import RosterPage
from tests.helpers.club import concours
from tests.ui.builders import chain_after


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

    from belote_club.ui.opening import open_initial_database

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

    from belote_club.ui.dialogs import documents
    from belote_club.ui.dialogs.club import ClubDialog

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
    from belote_club.ui.dialogs.club import ClubDialog

    dialog = ClubDialog(service)
    qtbot.addWidget(dialog)
    dialog.name.setText("x" * 201)
    dialog.buttons.accepted.emit()
    assert dialog.error.text() and "trop long" in dialog.error.text()
    assert service.club().name == ""


def test_club_dialog_starts_in_the_name_field(qtbot, service) -> None:
    dialog = ClubDialog(service)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.focusWidget() is dialog.name
    # Typing « Club de … » used to press OK with its space and save a club without a name.
    qtbot.keyClicks(dialog.focusWidget(), "Club de Saint-Flour")
    assert dialog.name.text() == "Club de Saint-Flour"
    assert dialog.isVisible()
    # Tab goes on through the fields, then to the buttons.
    assert dialog.name.nextInFocusChain() is dialog.city or dialog.city in chain_after(dialog.name, 3)


def test_window_title_names_the_application_once(qtbot, window, service) -> None:
    service.set_club(name="Club de Saint-Flour", city="Saint-Flour")
    window._update_title()
    title = window.windowTitle()
    assert title == "Club de Saint-Flour — club.belote — Belote Club"
    assert title.count("Belote Club") == 1


def test_home_without_concours_keeps_its_lines_together(qtbot, window) -> None:
    window.show_home()
    home = window.home
    assert home.empty.isVisible() and home.filler.isVisible()
    gap = home.empty.geometry().top() - home.new_button.geometry().bottom()
    assert gap < 40, gap


def _ambiguous(window: MainWindow) -> list[str]:
    menu_keys = {a.shortcut().toString() for a in window.findChildren(type(window.new_action)) if not a.shortcut().isEmpty()}
    return [b.text() for b in window.findChildren(QAbstractButton)
            if b.isVisible() and not b.shortcut().isEmpty() and b.shortcut().toString() in menu_keys]


def test_no_button_repeats_a_menu_shortcut(qtbot, window, service) -> None:
    service.create_tournament("Concours", dt.date(2026, 11, 21))
    window.show_home()
    assert _ambiguous(window) == []
    window.show_roster()
    assert _ambiguous(window) == []
    assert "Ctrl+N" in window.home.new_button.toolTip()


def test_ctrl_j_and_alt_home_work_from_the_keyboard(qtbot, window) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.keyClick(window, Qt.Key.Key_J, Qt.KeyboardModifier.ControlModifier)
    assert isinstance(window.stack.currentWidget(), RosterPage)
    qtbot.keyClick(window.roster_page.search, Qt.Key.Key_Home, Qt.KeyboardModifier.AltModifier)
    assert window.stack.currentWidget() is window.home


def test_enter_presses_the_focused_button(qtbot, window, service) -> None:
    concours(service, 4, drawn=False)
    window.show_home()
    window.home.open_button.setFocus()
    with qtbot.waitSignal(window.home.open_button.clicked):
        qtbot.keyClick(window.home.open_button, Qt.Key.Key_Return)
    assert window.tournament_page is not None and window.stack.currentWidget() is window.tournament_page


def test_the_accueils_buttons_fit_a_small_screen_in_french(qtbot, window, service) -> None:
    """At 1024×600 (a netbook), the seven buttons of the Accueil are within the page, none cut nor scrolled to."""
    service.set_club(name="Amicale des joueurs de belote de Saint-Flour-de-Mercoire", city="Saint-Flour")
    concours(service, 4)
    window.resize(1024, 560)
    window.show()
    window.show_home()
    qtbot.waitExposed(window)
    home = window.home
    assert not window.page_scroll.horizontalScrollBar().isVisible()
    room = window.page_scroll.viewport().width()
    for widget in (home.new_button, home.open_button, home.duplicate_button, home.delete_button,
                   home.roster_button, home.seasons_button, home.demo_button):
        right = widget.mapTo(window.page_scroll.viewport(), widget.rect().topRight()).x()
        assert widget.isVisible() and right <= room, widget.text()
    # with room to spare: the window's frame, a scroll bar, a wider system font
    assert home.minimumSizeHint().width() <= 1024 - 80
