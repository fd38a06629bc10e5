"""Speed without a change for the user: the tabs are built when first shown, and a deal refreshes the
standings only when it may move them (a game finished), showing the same rows as a fresh read."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from belote_club.ui.views.tournament_page import AUDIT, ENTRANTS, ROUNDS, RULES, SCORES, STANDINGS
from tests.helpers.club import concours
from tests.ui.builders import page_on


def test_only_the_tab_shown_is_built(qtbot, service) -> None:
    tid = concours(service, 6, preset="classique", name="Concours")
    page = page_on(qtbot, service, tid)
    page.focus_first()
    assert page.tabs.built(ENTRANTS)
    assert not any(page.tabs.built(i) for i in (ROUNDS, SCORES, STANDINGS, RULES, AUDIT))
    page.tabs.setCurrentIndex(ROUNDS)  # shown: built and filled
    assert page.tabs.built(ROUNDS) and page.tabs.currentWidget() is page.rounds
    assert page.rounds.model.rowCount() == 3
    assert page.tabs.indexOf(page.standings) == STANDINGS  # asked for: built, still where it was
    page.tabs.setCurrentWidget(page.standings)
    assert page.tabs.currentIndex() == STANDINGS
    assert page.standings.model.rowCount() == 6
    assert page.tabs.widget(AUDIT) is page.audit and page.audit.list.count() > 0


def _standings_texts(page) -> list[list[str]]:
    model = page.standings.model
    return [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())]


def test_a_deal_refreshes_the_standings_only_when_a_game_ends(qtbot, service) -> None:
    tid = concours(service, 6, preset="classique", name="Concours")
    page = page_on(qtbot, service, tid)
    page.tabs.setCurrentWidget(page.standings)
    shown = page.standings.model.rows()
    page.open_table(1, 1)
    assert page.scores.key == (1, 1)
    sheet = page.scores.sheet
    refreshed: list[bool] = []
    original = page.standings.refresh
    page.standings.refresh = lambda keep=True: (refreshed.append(True), original(keep))  # type: ignore[method-assign]
    sheet.entry.setText("1c")  # a capot: the game goes on
    assert sheet.commit()
    page.tabs.setCurrentWidget(page.standings)
    QApplication.processEvents()
    assert refreshed == []  # nothing to redo: the game is not over
    assert page.standings.model.rows() == shown
    page.tabs.setCurrentWidget(page.scores)
    for _ in range(3):
        sheet.entry.setText("1c")
        assert sheet.commit()
    assert page.scores.game is not None and page.scores.game.view.finished
    page.tabs.setCurrentWidget(page.standings)
    assert refreshed == [True]
    fresh = service.standings(tid).rows
    assert page.standings.model.rows() == list(fresh)
    expected = [[page.standings.model.columns[c].text(row) for c in range(9)] for row in fresh]
    texts = _standings_texts(page)
    assert [t[1:] for t in texts] == [e[1:] for e in expected]  # the rank column may say « ex æquo »


def test_the_tab_bar_keeps_its_size_whichever_tab_is_selected(qtbot, service) -> None:
    """The selected tab's title is in bold: the others reserve that width, so that changing tab does not
    resize the bar (which laid out and painted the whole page again at every change of tab)."""
    tid = concours(service, 6, preset="classique", name="Concours")
    page = page_on(qtbot, service, tid)
    bar = page.tabs.tabBar()
    widths = set()
    for index in (ENTRANTS, ROUNDS, SCORES, STANDINGS, RULES, AUDIT):
        page.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        widths.add((bar.sizeHint().width(), tuple(bar.tabRect(i).width() for i in range(bar.count()))))
    assert len(widths) == 1, widths
