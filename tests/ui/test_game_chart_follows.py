"""The game's chart after a deal: drawn at the event loop's next turn when the Saisie tab is in sight, when it is
next shown otherwise — always the game as stored, never a stale one in sight."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tests.helpers.club import concours
from tests.helpers.qt import type_line


def _points(chart) -> list[list[float]]:  # type: ignore[no-untyped-def]
    return [[point.y() for point in series.points()] for series in chart.chart().series()]


def test_the_chart_follows_each_deal(qtbot, window, service) -> None:  # type: ignore[no-untyped-def]
    tid = concours(service)
    page = window.open_tournament(tid)
    page.open_table(1, 1)
    scores, sheet = page.scores, page.scores.sheet
    QApplication.processEvents()
    assert not scores.chart.isVisible()  # nothing entered: no chart
    type_line(qtbot, sheet.entry, "195")
    assert sheet.totals_labels[0].text() != "0"  # the sheet at once
    QApplication.processEvents()
    assert scores.chart.isVisible()
    type_line(qtbot, sheet.entry, "2 40")
    QApplication.processEvents()
    view = scores.game.view
    assert _points(scores.chart) == [[0, *[d.totals[i] for d in view.deals]] for i in range(2)]


def test_going_to_the_standings_at_once_draws_the_chart_when_saisie_is_back(qtbot, window, service) -> None:  # type: ignore[no-untyped-def]
    tid = concours(service)
    page = window.open_tournament(tid)
    page.open_table(1, 1)
    scores, sheet = page.scores, page.scores.sheet
    QApplication.processEvents()
    type_line(qtbot, sheet.entry, "195")
    page.tabs.setCurrentWidget(page.standings)
    QApplication.processEvents()
    assert not scores.chart.isVisible()
    page.tabs.setCurrentWidget(page.scores)
    QApplication.processEvents()
    assert scores.chart.isVisible()
    view = scores.game.view
    assert _points(scores.chart) == [[0, *[d.totals[i] for d in view.deals]] for i in range(2)]


def test_a_game_emptied_hides_its_chart_at_once(qtbot, window, service) -> None:  # type: ignore[no-untyped-def]
    tid = concours(service)
    page = window.open_tournament(tid)
    page.open_table(1, 1)
    scores, sheet = page.scores, page.scores.sheet
    type_line(qtbot, sheet.entry, "195")
    QApplication.processEvents()
    assert scores.chart.isVisible()
    window.undo_group.undo()
    assert not sheet.source.deals() and not scores.chart.isVisible()


def test_the_vertical_axis_has_round_labels_and_stays_close_to_the_points() -> None:
    """Round steps, the top the first multiple of the step 5 % above the highest point (never twice it:
    Qt's « nice numbers » made 0–10 000 of points up to 5 041), and a small move of the points keeps it."""
    from belote_club.ui.charts import vertical_scale

    assert vertical_scale(5041) == (6000, 2000) == vertical_scale(4915)
    assert vertical_scale(1134) == (1500, 500)
    assert vertical_scale(0) == (100, 50)
    for top in range(0, 20_000, 37):
        axis_top, step = vertical_scale(top)
        assert axis_top % step == 0 and top * 1.05 <= axis_top + 1 and axis_top < 2 * max(top, 100)
        assert str(step).strip("0") in ("1", "2", "5")


def test_no_leader_is_coloured_like_a_contested_row() -> None:
    """The standings colour each leader's name like its line of the chart, and a provisional (contested) row in the
    theme's red: a leader in red read as contested (QA evening of issue 24)."""
    from belote_club.ui.charts import DARK_PALETTE, PALETTE
    from belote_club.ui.theme import DARK, LIGHT

    assert LIGHT.red.lower() not in {c.lower() for c in PALETTE}
    assert DARK.red.lower() not in {c.lower() for c in DARK_PALETTE}
