"""The window on small screens: 1024 × 600, a finished game at 1366 × 768."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from belote_club.ui.main_window import MainWindow
from tests.helpers.club import concours, melee
from tests.helpers.qt import type_line


class _Screen:
    def __init__(self, width: int, height: int) -> None:
        self.rect = QRect(0, 0, width, height)

    def availableGeometry(self) -> QRect:  # noqa: N802 — the QScreen method it stands for
        return self.rect


def test_window_fits_the_screen(qtbot) -> None:
    window = MainWindow(None)
    qtbot.addWidget(window)
    window.fit_to_screen(_Screen(1024, 600))
    assert window.width() <= 1024 and window.height() <= 600 - 40
    window.fit_to_screen(_Screen(1920, 1080))
    assert (window.width(), window.height()) == (1366, 768)


def test_a_finished_game_fits_the_window(qtbot, window, service) -> None:
    tid = concours(service)
    page = window.open_tournament(tid)
    page.open_table(1, 1)
    sheet = page.scores.sheet
    for deal in ("195", "2 40", "195b", "1c", "p", "181"):
        type_line(qtbot, sheet.entry, deal)
    assert sheet.goal_label.text() == "Donne 6 sur 12"  # the passed deal is not one of the 12
    for deal in ("195r2", "2 110", "1 70", "2 120b", "x2", "1 100", "2 90"):
        type_line(qtbot, sheet.entry, deal)
    assert len(sheet.source.deals()) == 13, sheet.feedback.text()
    QApplication.processEvents()  # the chart follows the deal at the event loop's next turn
    assert sheet.source.view.finished and sheet.banner.isVisible() and page.scores.chart.isVisible()
    # The help, the explanation and the chart used to push the window to 802 pixels on a 768 screen.
    assert window.minimumSizeHint().height() <= 728
    assert sheet.goal_label.text() == "12 donnes jouées"  # not « Donne 13 sur 12 »
    assert "F2" in sheet.entry.placeholderText()


def test_tournament_page_fits_a_1024_px_screen(qtbot, window, service) -> None:
    tid = melee(service, 10)
    page = window.open_tournament(tid)
    # The rounds' progress wraps beside the clock (no longer on the row of the draw and table field), and the
    # « rounds in progress » note of the standings wraps: unwrapped, each made the window wider than 1024 px.
    assert page.rounds.progress.wordWrap() and page.standings.incomplete.wordWrap()
    for index in range(page.tabs.count()):
        page.tabs.setCurrentIndex(index)
        qtbot.wait(1)
        # The page itself fits (the window scrolls only below that): 1024 less the frame and the scroll margins.
        assert window.stack.minimumSizeHint().width() <= 1000, page.tabs.tabText(index)
        assert window.stack.minimumSizeHint().height() <= 540, page.tabs.tabText(index)


def test_classement_shows_every_column_at_1024(qtbot, window, service) -> None:
    from tests.helpers.club import play_round

    tid = concours(service, 8)
    play_round(service, tid, 1)
    window.resize(1024, 560)
    page = window.open_tournament(tid)
    page.tabs.setCurrentWidget(page.standings)
    QApplication.processEvents()
    panel = page.standings
    assert panel.narrow and not panel.chart.isVisible()  # the chart gives its room to the table
    view = panel.view
    header = view.horizontalHeader()
    used = sum(header.sectionSize(c) for c in range(panel.model.columnCount()) if not header.isSectionHidden(c))
    assert used <= view.viewport().width()  # Victoires, Points, Contre, Écart in sight
    assert panel.model.index(0, 2).data(Qt.ItemDataRole.ToolTipRole).startswith(panel.model.rows()[0].label)
    # A short window: a smaller head, the date and venue still in sight in small type (issue 24: they were hidden).
    assert page.compact and page.subtitle.isVisible() and "·" in page.subtitle.text()
    assert page.subtitle.geometry().bottom() - page.title.geometry().top() <= 60, (page.title.geometry(), page.subtitle.geometry())
    window.resize(1366, 728)
    QApplication.processEvents()
    assert panel.chart.isVisible() and not page.compact


def test_a_page_a_few_pixels_too_tall_does_not_scroll(qtbot) -> None:
    """The window's pages do not scroll for a few pixels: a page whose preferred height (word-wrapped labels)
    is a little more than the screen's shows no scroll bar (the Classement tab grew one of 2 pixels at
    1366 × 768 each time it was shown), while a page much too tall, or that cannot fit at its minimum size,
    still scrolls (the Saisie tab at 1024 × 600 keeps its list of deals whole)."""
    from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

    from belote_club.ui.widgets import PageStack

    scroll = QScrollArea()
    qtbot.addWidget(scroll)
    stack = PageStack()
    scroll.setWidget(stack)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    page = QWidget()
    column = QVBoxLayout(page)
    note = QLabel("Manche en cours : 4 (seules les parties terminées comptent) " * 3)
    note.setWordWrap(True)
    column.addWidget(note)
    tall = QLabel("tableau")
    tall.setMinimumHeight(200)
    column.addWidget(tall)
    stack.addWidget(page)
    preferred = stack.heightForWidth(600)
    scroll.resize(600, preferred - 10)  # 10 pixels short of the preferred height: no scroll bar
    scroll.show()
    QApplication.processEvents()
    assert scroll.viewport().height() < preferred
    assert not scroll.verticalScrollBar().isVisible() and stack.height() == scroll.viewport().height()
    scroll.resize(600, preferred - 100)  # far too short: it scrolls, the page at its preferred height
    qtbot.waitUntil(scroll.verticalScrollBar().isVisible, timeout=2000)
    assert stack.height() == preferred
    scroll.resize(600, preferred - 10)
    tall.setMinimumHeight(1000)  # a few pixels short, but its minimum cannot fit: it scrolls
    qtbot.waitUntil(lambda: stack.height() >= 1000, timeout=2000)
    assert scroll.verticalScrollBar().isVisible()


def test_a_contested_game_is_not_elided_in_manches_at_1024(qtbot, window, service) -> None:
    """Issue 24: « Contesté — arbitre appelé » was elided in Manches' Partie column at 1024 pixels; its row grows
    and the text wraps instead."""
    from tests.helpers.deals import made

    tid = concours(service, 8)
    codes = {a.table_number: a.code for a in service.entry_codes(tid, 1)}
    for number in range(12):
        service.phone_add_deal(codes[2], f"deal-2-{number:03d}", made(0, 100))
    service.phone_confirm(codes[2], "dispute-0001", 1, agree=False)
    window.resize(1024, 560)
    page = window.open_tournament(tid)
    page.tabs.setCurrentWidget(page.rounds)
    view = page.rounds.view
    header = view.horizontalHeader()  # the Partie column (the last, stretched) narrower than the text, as at 1024
    header.resizeSection(2, header.sectionSize(2) + view.viewport().width() - sum(
        header.sectionSize(c) for c in range(5)) + header.sectionSize(4) - 120)
    QApplication.processEvents()
    text = page.rounds.model.index(1, 4).data()
    assert text == "Contesté — arbitre appelé"
    assert view.fontMetrics().horizontalAdvance(text) > view.columnWidth(4)
    assert view.rowHeight(1) >= 2 * view.fontMetrics().lineSpacing()  # two lines, not « Contesté — arb… »
    assert view.rowHeight(0) >= 30
