"""QtCharts: a game's running totals, and the leading teams' points across rounds."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QEvent, QMargins, QPointF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from belote_club.ui.theme import colors
from belote_club.ui.translation import tr

#: The lines' colours; none is the theme's red, which marks a provisional or contested row in the standings.
PALETTE = ("#1f6f4a", "#a8437f", "#2d5fa8", "#c77c02", "#6a3d9a", "#4d4d4d")
#: The same hues lightened, to read on the dark scheme's background.
DARK_PALETTE = ("#5fc48f", "#e59ac5", "#8ab4f8", "#f2b14e", "#c39be8", "#b8b8b8")


def line_colors() -> tuple[str, ...]:
    """The lines' colours (and the leaders' names in the standings) for the colour scheme in use."""
    return DARK_PALETTE if colors().dark else PALETTE


def _pen(index: int) -> QPen:
    """The club's colour of the ``index``-th line."""
    palette = line_colors()
    pen = QPen(QColor(palette[index % len(palette)]))
    pen.setWidth(3)
    return pen


class _LineChart(QChartView):
    def __init__(self, title: str) -> None:
        chart = QChart()
        self._dark: bool | None = None
        chart.setTitle(title)
        font = QFont()
        font.setPointSize(11)
        font.setBold(True)
        chart.setTitleFont(font)
        chart.setMargins(QMargins(4, 4, 4, 4))
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        small = QFont()
        small.setPointSize(9)
        chart.legend().setFont(small)
        chart.setBackgroundRoundness(4)
        super().__init__(chart)
        self.small = small
        self.setRenderHint(QPainter.RenderHint.Antialiasing)

        self.x_axis = QValueAxis()
        self.x_axis.setLabelFormat("%d")
        self.x_axis.setLabelsFont(self.small)
        self.x_axis.setTitleFont(self.small)
        self.y_axis = QValueAxis()
        self.y_axis.setLabelFormat("%d")
        self.y_axis.setLabelsFont(self.small)
        for axis in (self.x_axis, self.y_axis):  # « 1 000 » in full: Qt Charts elides to « … » in a narrow chart
            axis.setTruncateLabels(False)
        chart.addAxis(self.x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(self.y_axis, Qt.AlignmentFlag.AlignLeft)
        self._series: list[QLineSeries] = []
        self._axis: tuple[int, int, int, str] | None = None
        self._y_top: int | None = None
        self.setViewportUpdateMode(QChartView.ViewportUpdateMode.FullViewportUpdate)
        self._follow_scheme()

    def _follow_scheme(self) -> None:
        """Light or dark as the application's scheme (:func:`belote_club.ui.theme.colors`); the lines keep the
        club's colours."""
        dark = colors().dark
        if dark == self._dark:
            return
        self._dark = dark
        chart = self.chart()
        title_font = chart.titleFont()
        chart.setTheme(QChart.ChartTheme.ChartThemeDark if dark else QChart.ChartTheme.ChartThemeLight)
        chart.setBackgroundBrush(QColor(colors().base))
        chart.setTitleFont(title_font)
        chart.legend().setFont(self.small)
        for axis in (self.x_axis, self.y_axis):
            axis.setLabelsFont(self.small)
        self.x_axis.setTitleFont(self.small)
        for index, series in enumerate(self._series):  # the theme gave them its own colours
            series.setPen(_pen(index))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 — Qt override
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self._follow_scheme()

    def _plot(self, lines: Sequence[tuple[str, Sequence[int]]], x_title: str, x_from: int, x_count: int) -> None:
        """Draw ``lines`` (name, values from x = ``x_from``).  The series already shown are reused (their points
        replaced): after a deal only the points move, nothing is built again."""
        chart = self.chart()
        if len(lines) != len(self._series):
            chart.removeAllSeries()
            self._series = []
            for index in range(len(lines)):
                series = QLineSeries()
                series.setPointsVisible(True)
                series.setPen(_pen(index))
                chart.addSeries(series)
                series.attachAxis(self.x_axis)
                series.attachAxis(self.y_axis)
                self._series.append(series)
        top = 0
        for series, (name, values) in zip(self._series, lines, strict=True):
            if series.name() != name:
                series.setName(name)
            points = [QPointF(x, value) for x, value in enumerate(values, start=x_from)]
            if series.points() != points:
                series.replace(points)
            top = max(top, *values) if values else top
        last = x_from + x_count - 1
        # Deal k on tick k: ticks on whole numbers, one per deal (or every 2, 5… when there are many).
        span = last - x_from
        step = next(s for s in (1, 2, 5, 10, 20, 50, 100) if span / s <= 12 or s == 100)
        axis = (x_from, last, step, x_title)
        if axis != self._axis:
            self._axis = axis
            # One point alone (the standings after round 1): half a step either side, its one tick only —
            # not an axis running to a round 2 not played yet.
            self.x_axis.setRange(x_from - 0.5, x_from + 0.5) if span < 1 else self.x_axis.setRange(x_from, last)
            self.x_axis.setTickType(QValueAxis.TickType.TicksDynamic)
            self.x_axis.setTickAnchor(x_from)
            self.x_axis.setTickInterval(step)
            self.x_axis.setMinorTickCount(0)
            self.x_axis.setTitleText(x_title)
        y_top, y_step = vertical_scale(top)
        if y_top != self._y_top:
            self._y_top = y_top
            self.y_axis.setRange(0, y_top)
            self.y_axis.setTickCount(y_top // y_step + 1)


def vertical_scale(top: int) -> tuple[int, int]:
    """The top of the vertical axis and the step between its labels, for points up to ``top``: a round step
    (1, 2 or 5 times a power of ten, about a quarter of the points' range) and the first multiple of it 5 %
    above the highest point (4 915 → 6 000 by 2 000; 1 134 → 1 500 by 500).  A deal that moves the points a
    little leaves the axis and its labels as they are (a new range lays all its labels out again: the
    longest part of refreshing the chart); the labels are round numbers, and the axis never runs to twice
    the highest point (Qt's « nice numbers » made 0–10 000 of points up to 5 041)."""
    raw = max(100, int(top * 1.05))
    quarter = raw / 4
    power = 10 ** (len(str(int(quarter))) - 1)
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= quarter)
    return -(-raw // step) * step, step


class GameChart(_LineChart):
    """Running totals of the two camps, deal after deal."""

    def __init__(self) -> None:
        super().__init__(tr("Évolution de la partie"))

    def set_game(self, names: Sequence[str], running: Sequence[Sequence[int]]) -> None:
        lines = [(name, [0, *[totals[i] for totals in running]]) for i, name in enumerate(names)]
        self._plot(lines, tr("Donne"), 0, len(running) + 1)


class LeadersChart(_LineChart):
    """Points of the leading teams after each round."""

    def __init__(self, individual: bool = False) -> None:
        # A mêlée ranks players, not teams.
        super().__init__(tr("Joueurs de tête") if individual else tr("Équipes de tête"))

    def set_leaders(self, lines: Sequence[tuple[str, Sequence[int]]], rounds: int) -> None:
        self._plot(lines, tr("Manche"), 1, rounds)
