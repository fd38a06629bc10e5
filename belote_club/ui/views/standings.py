"""The Classement tab: the standings after a chosen round, the leaders' chart, a team's detail on double-click."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QHeaderView, QSplitter, QVBoxLayout, QWidget

from belote_club.tournament.model import Format
from belote_club.ui.charts import LeadersChart, line_colors
from belote_club.ui.context import Context
from belote_club.ui.dialogs.team_detail import TeamDetailDialog
from belote_club.ui.models.standings import StandingsModel
from belote_club.ui.translation import tr
from belote_club.ui.widgets import criteria_names, label, plural, selected_item, table_view

if TYPE_CHECKING:
    from belote_club.services.views import Standings


class StandingsPanel(QWidget):
    #: Below this width (a 1024 px screen) the chart gives its room to the table: every column in sight.
    CHART_MIN_WIDTH = 1180

    def __init__(self, context: Context, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.after = QComboBox()
        self.after.setAccessibleName(tr("Classement après la manche"))
        self.after.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.after.currentIndexChanged.connect(lambda _i: self.refresh(keep=True))
        self.criteria = label("", "hint", wrap=True)
        self.incomplete = label("", "hint", wrap=True)  # wrapped: unwrapped it made the window too wide for 1024 px
        self.disputed = label("", "error", wrap=True)
        self.disputed.hide()
        self.model = StandingsModel(self)
        self.model.individual = context.tournament.format is Format.MELEE
        self.view = table_view(self.model, stretch=2)
        # A long name loses its middle, never its end: « (abandon) » stays in sight.
        self.view.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.view.doubleClicked.connect(lambda _i: self.show_detail())
        self.view.setToolTip(tr("Double-clic : le détail manche par manche"))
        self.chart = LeadersChart(individual=self.model.individual)
        self.chart.setMinimumWidth(340)
        self._per_round: dict[int, dict[int, tuple[str, int]]] = {}
        self._chart_data: tuple[Any, int] | None = None
        self._has_chart = False
        self._rounds_listed: int | None = None  #: the last round the « Après » box lists
        self._shown: Standings | None = None  #: the standings on screen (the services' object)
        top = QHBoxLayout()
        top.addWidget(label(tr("Après"), "subtitle"))
        top.addWidget(self.after)
        top.addWidget(self.incomplete, 1)
        left = QVBoxLayout()
        left.addLayout(top)
        left.addWidget(self.criteria)
        left.addWidget(self.disputed)
        left.addWidget(self.view, 1)
        holder = QWidget()
        holder.setLayout(left)
        splitter = QSplitter()
        splitter.addWidget(holder)
        splitter.addWidget(self.chart)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([960, 360])  # the table first: team names whole at 1366 px
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        # Filled when its tab is first shown (TournamentPage._stale): the chart needs the standings after every
        # round, which would make opening a 200-team concours wait for a tab nobody looks at yet.

    @property
    def narrow(self) -> bool:
        return 0 < self.width() < self.CHART_MIN_WIDTH

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 — Qt override
        super().resizeEvent(event)
        self.chart.setVisible(self._has_chart and not self.narrow)

    def show_detail(self) -> Any:
        row = selected_item(self.view)
        if row is None:
            return None
        dialog = TeamDetailDialog(self.context.service, self.context.tournament_id, row, self)
        dialog.open()
        return dialog

    def invalidate_from(self, round_number: int) -> None:
        """Forget the per-round standings (chart) from this round on: a score there changed."""
        for number in [n for n in self._per_round if n >= round_number]:
            del self._per_round[number]

    def refresh(self, keep: bool = True) -> None:
        """Show the standings after the round chosen.  Only what changed is redone: the services give the very
        same standings while no game's outcome moved (a deal added to a game still being played), and then
        nothing here is touched; otherwise only the rows that changed are said to the view."""
        service, tid = self.context.service, self.context.tournament_id
        latest = service.standings(tid)
        rounds = latest.after_round
        if rounds != self._rounds_listed or not keep:
            self._list_rounds(rounds, keep)
        after = self.after.currentData() or rounds
        standings = latest if after == rounds else service.standings(tid, after_round=after)
        self._show_disputes(after)
        if standings is self._shown:
            return  # the very same standings: no game's outcome moved since they were shown
        self._shown = standings
        first_fill = self.model.rowCount() == 0
        self.model.set_rows(standings.rows)
        if first_fill and standings.rows:
            self._size_columns()
        self._set_text(self.criteria,
                       tr("Classement {criteria}").format(criteria=criteria_names(standings.criteria)))
        self._set_text(self.incomplete, plural(
            len(standings.incomplete_rounds),
            tr("Manche en cours : {list} (seules les parties terminées comptent)"),
            tr("Manches en cours : {list} (seules les parties terminées comptent)")).format(
            list=", ".join(map(str, standings.incomplete_rounds))) if standings.incomplete_rounds else "")
        self._per_round[after] = {row.entrant_id: (row.label, row.points_for) for row in standings.rows}
        self._chart(after, standings)

    def _show_disputes(self, after: int) -> None:
        """Contested games up to that round: named above the table, their entrants' rows provisional."""
        disputes = self.context.service.disputes(self.context.tournament_id)
        tables = sorted((r, t) for r, t in disputes.tables if r <= after)
        before = self.model.provisional
        self.model.set_provisional(disputes.entrants(after))
        if self.model.provisional != before and self.model.rowCount():
            self.view.resizeColumnToContents(0)  # « 1 ex æquo (provisoire) » whole
        self._set_text(self.disputed, plural(
            len(tables),
            tr("Score contesté — arbitre appelé ({list}) : classement provisoire pour les lignes marquées * (en "
               "rouge)."),
            tr("Scores contestés — arbitre appelé ({list}) : classement provisoire pour les lignes marquées * (en "
               "rouge)."),
        ).format(list=", ".join(tr("manche {r}, table {t}").format(r=r, t=t) for r, t in tables)) if tables else "")
        self.disputed.setVisible(bool(tables))

    @staticmethod
    def _set_text(widget: Any, text: str) -> None:
        if widget.text() != text:
            widget.setText(text)

    def _list_rounds(self, rounds: int, keep: bool) -> None:
        """The « Après » choices: « la dernière manche » stays the last one when a round is drawn; an earlier
        round chosen stays chosen."""
        chosen = self.after.currentData() if keep and self.after.currentIndex() > 0 else None
        self.after.blockSignals(True)
        self.after.clear()
        for n in range(rounds, 0, -1):
            self.after.addItem(tr("la manche {n}").format(n=n) if n < rounds
                               else tr("la dernière manche ({n})").format(n=n), n)
        if chosen is not None:
            self.after.setCurrentIndex(max(0, self.after.findData(chosen)))
        self.after.blockSignals(False)
        self._rounds_listed = rounds

    def _size_columns(self) -> None:
        """Size the columns once, on the first rows (the header measures 40 of them): re-measuring 200 rows at
        every deal would cost more than the standings."""
        header = self.view.horizontalHeader()
        self.view.resizeColumnsToContents()
        for column in range(self.model.columnCount()):
            if column != 2:
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)

    def _chart(self, last: int, standings: Standings) -> None:
        if last < 1:
            self._has_chart = False
            self.chart.hide()
            return
        service, tid = self.context.service, self.context.tournament_id
        for n in range(1, last):
            if n not in self._per_round:
                rows = service.standings(tid, after_round=n).rows
                self._per_round[n] = {row.entrant_id: (row.label, row.points_for) for row in rows}
        # Short legend (« n° 7 »): the chart is narrow, and the table beside it gives rank and name in the same colour.
        leaders = [(row.entrant_id, tr("n° {n}").format(n=row.number) if row.number is not None else row.label)
                   for row in standings.rows[:5]]
        lines = [(label_text, [self._per_round[n].get(entrant, ("", 0))[1] for n in range(1, last + 1)])
                 for entrant, label_text in leaders]
        if (lines, last) != self._chart_data:
            self._chart_data = (lines, last)
            self.chart.set_leaders(lines, last)
        palette = line_colors()
        self.model.set_colors({entrant: palette[i % len(palette)] for i, (entrant, _l) in enumerate(leaders)})
        self._has_chart = True
        self.chart.setVisible(not self.narrow)
