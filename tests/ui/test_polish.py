"""What the screenshots showed: chart ticks on whole deals, round progress naming its tables, the table box
wide enough for its hint, a window that fits a small screen, projected names fitted rather than cut."""

from __future__ import annotations

import datetime as dt
from types import SimpleNamespace

import pytest
from PySide6.QtCharts import QValueAxis
from PySide6.QtCore import QRect
from PySide6.QtGui import QUndoGroup

from belote_club.ui.charts import GameChart, LeadersChart
from belote_club.ui.main_window import MainWindow
from belote_club.ui.tournament_page import TournamentPage, progress_text


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


def _table(number: int, has_score: bool, finished: bool) -> SimpleNamespace:
    return SimpleNamespace(number=number, game=SimpleNamespace(has_score=has_score, finished=finished))


def test_progress_names_tables_in_progress_and_not_started() -> None:
    tables = [_table(1, True, False), _table(2, False, False), _table(3, True, True), _table(4, True, False)]
    text = progress_text(SimpleNamespace(number=3, tables=tables))
    assert text == "Manche 3 — terminées : 1 sur 4 · en cours : 2 (tables 1, 4) · pas commencées : 1 (table 2)"
    done = progress_text(SimpleNamespace(number=2, tables=[_table(1, True, True)]))
    assert done == "Manche 2 — terminées : 1 sur 1 : la manche est complète."
    many = progress_text(SimpleNamespace(number=1, tables=[_table(n, False, False) for n in range(1, 31)]))
    assert many == "Manche 1 — terminées : 0 sur 30 · pas commencées : 30"


def test_table_box_shows_its_whole_hint(qtbot, service) -> None:
    tid = service.create_tournament("Concours", dt.date(2026, 11, 21)).id
    page = TournamentPage(service, tid, QUndoGroup())
    qtbot.addWidget(page)
    line = page.rounds.table_line
    assert line.width() >= line.fontMetrics().horizontalAdvance(line.placeholderText()) + 20


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


def test_projector_shrinks_long_names_instead_of_cutting_them(qtbot, service) -> None:
    from PySide6.QtGui import QFont, QFontMetricsF

    from belote_club.ui.projector import ProjectorWindow

    tid = service.create_tournament("Concours", dt.date(2026, 11, 21), preset="classique").id
    for n in range(4):
        a = service.add_player("Marie-Françoise-Bernadette", f"Dupont-de-la-Grande-Maison{n}")
        b = service.add_player("Jean-Christophe-Emmanuel", f"Lefèvre-Saint-Martin{n}")
        entrant = service.create_team(tid, (a.id, b.id))
        service.check_in(tid, entrant.entrant_id)
    service.draw_next_round(tid, seed=1)
    projector = ProjectorWindow(service, tid)
    qtbot.addWidget(projector)
    projector.resize(1366, 768)
    projector.show()
    qtbot.waitExposed(projector)
    item = projector.table.item(0, 1)
    size = item.font().pointSizeF()
    assert ProjectorWindow.MIN_TEXT_POINTS <= size < ProjectorWindow.TEXT_POINTS
    font = QFont(projector.table.font())
    font.setPointSizeF(size)
    if size > ProjectorWindow.MIN_TEXT_POINTS:
        header = projector.table.horizontalHeader()
        assert QFontMetricsF(font).horizontalAdvance(item.text()) <= header.sectionSize(1) - 28
    projector.close()


def test_rounds_panel_and_projector_load_only_the_round_shown(qtbot, service, monkeypatch) -> None:
    """The list of rounds comes from round_summaries (counts); service.rounds (every table of every round,
    with explanations) is never called to open a tournament, pick a round or project it."""
    from belote_club.ui.projector import ProjectorWindow

    tid = service.create_tournament("Concours", dt.date(2026, 11, 21), preset="classique").id
    for n in range(4):
        a = service.add_player("Anne", f"A{n}")
        b = service.add_player("Bruno", f"B{n}")
        entrant = service.create_team(tid, (a.id, b.id))
        service.check_in(tid, entrant.entrant_id)
    service.draw_next_round(tid, seed=1)
    for table in (1, 2):
        service.set_deals(tid, 1, table, [{"taker": 0, "capot": 0, "points": [162, 0]}] * 4)
    service.draw_next_round(tid, seed=2)
    service.set_deals(tid, 2, 1, [{"taker": 0, "capot": 0, "points": [162, 0]}] * 4)
    monkeypatch.setattr(service, "rounds", lambda *_a, **_k: pytest.fail("service.rounds called"))
    page = TournamentPage(service, tid, QUndoGroup())
    qtbot.addWidget(page)
    panel = page.rounds
    assert [panel.round_box.itemText(i) for i in range(panel.round_box.count())] == [
        "Manche 1 · terminée", "Manche 2 · 1/2 tables"]
    assert panel.current_round().number == 2
    panel.round_box.setCurrentIndex(0)
    assert panel.current_round().number == 1 and panel.model.rowCount() == 2
    projector = ProjectorWindow(service, tid)
    qtbot.addWidget(projector)
    assert projector.subtitle.text().startswith("Manche 2")
