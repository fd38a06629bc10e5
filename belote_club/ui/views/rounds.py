"""The Manches tab: draw the next round, the table plan with each game's state, the round clock.

The buttons of the round sit on one row (``RoundsPanel.round_actions``): another feature adds its own button there
with ``RoundsPanel.add_action``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QHeaderView, QSpinBox, QTableView, QVBoxLayout, QWidget

from belote_club.tournament.model import Format
from belote_club.ui.commands import ServiceCommand
from belote_club.ui.context import Context
from belote_club.ui.models.tables import TablesModel
from belote_club.ui.round_clock import RoundClock
from belote_club.ui.table_field import TableNumberField
from belote_club.ui.theme import colors
from belote_club.ui.translation import tr
from belote_club.ui.views.table_plan import TablesView
from belote_club.ui.widgets import attempt, button, confirm, label, plural, set_role, shortcut

if TYPE_CHECKING:
    from belote_club.services.views import RoundSummary, RoundView


def _numbers(numbers: list[int]) -> str:
    """« tables 2, 4, 11 » (up to 15 numbers; beyond, the count alone says enough)."""
    if len(numbers) > 15:
        return ""
    return " (" + (tr("table {n}").format(n=numbers[0]) if len(numbers) == 1 else
                   tr("tables {list}").format(list=", ".join(map(str, numbers)))) + ")"


def progress_text(rnd: RoundView, contested: tuple[int, ...] = ()) -> str:
    """Where a round stands, as the services count it (``RoundView.progress``): tables finished, being played
    (a score entered), not started — each named; a finished game whose score is contested (``contested``:
    the referee called, not answered) is not counted finished but named apart."""
    progress = rnd.progress
    remaining = set(progress.remaining)
    playing = [t.number for t in rnd.tables if t.number in remaining and t.game.has_score]
    waiting = [t.number for t in rnd.tables if t.number in remaining and not t.game.has_score]
    disputed = [n for n in contested if n not in remaining]
    text = tr("Manche {n} — terminées : {done} sur {total}").format(
        n=rnd.number, done=progress.finished - len(disputed), total=progress.tables)
    if disputed:
        text += tr(" · score contesté — arbitre appelé : {n}").format(n=len(disputed)) + _numbers(disputed)
    if progress.tables and progress.complete and not disputed:
        return text + tr(" : la manche est complète.")
    if playing:
        text += tr(" · en cours : {n}").format(n=len(playing)) + _numbers(playing)
    if waiting:
        text += tr(" · pas commencées : {n}").format(n=len(waiting)) + _numbers(waiting)
    return text


class RoundsPanel(QWidget):
    changed = Signal()
    openTable = Signal(int, int)  # round, table

    def __init__(self, context: Context, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.round_box = QComboBox()
        # As wide as its longest choice (« Manche 3 · 0/20 tables » was cut to « tabl »).
        self.round_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.round_box.setAccessibleName(tr("Manche"))
        self.round_box.currentIndexChanged.connect(self._show_round)
        self.draw_button = button(tr("Tirer la manche suivante"), self.draw_next, primary=True, shortcut="Ctrl+T")
        self.redraw_button = button(tr("Refaire le tirage"), self.redraw)
        self.table_line = TableNumberField()
        self.table_line.returnPressed.connect(self._open_typed_table)
        shortcut(QKeySequence("Ctrl+G"), self, self.table_line.setFocus)
        self.progress = label("", "subtitle")
        self.repeats = label("", "warning", wrap=True)
        self.repeats.hide()
        self.model = TablesModel(self)
        self.view = TablesView()
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QTableView.SelectionBehavior.SelectItems)
        self.view.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        self.view.setTabKeyNavigation(False)
        self.view.verticalHeader().hide()
        self.view.verticalHeader().setDefaultSectionSize(30)
        # A row as tall as its text: « Contesté — arbitre appelé » wraps on two lines in a narrow Partie column
        # (1024 pixels, in English above all) instead of being elided.
        self.view.verticalHeader().setMinimumSectionSize(30)
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.doubleClicked.connect(self._open_clicked)
        self.view.swapRequested.connect(self.swap)
        self.exempts = label("", "hint", wrap=True)
        self.clock_minutes = QSpinBox()
        self.clock_minutes.setRange(5, 240)
        self.clock_minutes.setValue(45)
        self.clock_minutes.setSuffix(tr(" min"))
        self.clock_button = button(tr("Lancer le chrono"), self.toggle_clock)
        self.clock = RoundClock(context.round_timer, color=colors().green_dark, size=28)
        self.swap_text = (
            tr("Glissez une paire sur une autre pour les échanger, ou Espace sur l’une puis sur l’autre "
               "(tant qu’aucun score n’est saisi).")
            if context.tournament.format is Format.MELEE else
            tr("Glissez une équipe sur une autre pour les échanger, ou Espace sur l’une puis sur l’autre "
               "(tant qu’aucun score n’est saisi)."))
        self.swap_hint = label(self.swap_text, "hint", wrap=True)
        self.view.picked.connect(self._picked)
        self.view.openRequested.connect(self._open_clicked)

        # Two rows: the draw and the table field, then the round's progress beside the clock.  On one row they
        # made the window 1 067 px wide at least: cut off on a 1024×600 netbook.
        top = QHBoxLayout()
        top.addWidget(label(tr("Manche"), "subtitle"))
        top.addWidget(self.round_box)
        #: The round's commands; ``add_action`` puts another one here, after « Refaire le tirage ».
        self.round_actions = QHBoxLayout()
        self.round_actions.addWidget(self.draw_button)
        self.round_actions.addWidget(self.redraw_button)
        top.addLayout(self.round_actions)
        top.addStretch(1)
        top.addWidget(label(tr("Table :"), "subtitle"))
        top.addWidget(self.table_line)
        second = QHBoxLayout()
        self.progress.setWordWrap(True)
        second.addWidget(self.progress, 1)
        #: Tools of the round beside its progress (« Saisie aux tables »): ``add_tool`` puts them here.
        self.round_tools = QHBoxLayout()
        second.addLayout(self.round_tools)
        second.addWidget(self.clock)
        second.addWidget(self.clock_minutes)
        second.addWidget(self.clock_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(second)
        layout.addWidget(self.repeats)
        layout.addWidget(self.exempts)  # above the tables: in sight however long the round (« Exempt : … »)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.swap_hint)
        #: The list of rounds as counts (``round_summaries``: light on a 200-team concours); only the round
        #: shown is loaded whole (tables, sides, games).
        self.rounds: list[RoundSummary] = []
        self._round: RoundView | None = None
        self.refresh()

    def add_action(self, widget: QWidget) -> None:
        """Another command of the round (a button), on the row of the draw."""
        self.round_actions.addWidget(widget)

    def add_tool(self, widget: QWidget) -> None:
        """A tool of the round (a button), on the row of its progress, before the clock."""
        self.round_tools.addWidget(widget)

    def current_round(self) -> RoundView | None:
        """The round shown, whole, or None."""
        return self._round

    def refresh(self, select: int | None = None) -> None:
        keep = self.round_box.currentIndex()
        self.rounds = self.context.service.round_summaries(self.context.tournament_id)
        disputes = attempt(self, lambda: self.context.service.disputes(self.context.tournament_id))
        self.round_box.blockSignals(True)
        self.round_box.clear()
        for summary in self.rounds:
            contested = len(disputes.in_round(summary.number)) if disputes is not None else 0
            state = (tr("terminée") if summary.complete and not contested else
                     tr("{done}/{total} tables").format(done=summary.finished - contested, total=summary.tables))
            self.round_box.addItem(tr("Manche {n}").format(n=summary.number) + " · " + state, summary.number)
        if select is not None:
            keep = select - 1
        if not 0 <= keep < len(self.rounds):
            keep = len(self.rounds) - 1
        self.round_box.setCurrentIndex(keep)
        self.round_box.blockSignals(False)
        self._show_round()

    def _show_round(self, *_args: Any) -> None:
        number = self.round_box.currentData()
        self._round = (attempt(self, lambda: self.context.service.round(self.context.tournament_id, number))
                       if number is not None else None)
        rnd = self._round
        self.round_box.setVisible(rnd is not None)
        if rnd is None:
            self.model.set_rows([])
            self.progress.setText(tr("Aucune manche tirée : pointez les équipes présentes puis tirez la manche 1."))
            self.repeats.hide()
            self.exempts.clear()
            self.exempts.hide()
            self.redraw_button.hide()
            self.swap_hint.hide()
            return
        disputes = attempt(self, lambda: self.context.service.disputes(self.context.tournament_id))
        contested = disputes.in_round(rnd.number) if disputes is not None else ()
        self.model.contested = frozenset(contested)
        self.model.set_rows(rnd.tables)
        self.progress.setText(progress_text(rnd, contested))
        if rnd.unavoidable_repeats:
            self.repeats.setText(plural(
                rnd.unavoidable_repeats,
                tr("{n} rencontre déjà jouée dans une manche précédente : inévitable avec ces équipes."),
                tr("{n} rencontres déjà jouées dans une manche précédente : inévitable avec ces équipes.")))
            self.repeats.show()
        else:
            self.repeats.hide()
        self.exempts.setText(
            tr("Exempt : {names}").format(names=", ".join(e.numbered for e in rnd.exempts)) if rnd.exempts else "")
        self.exempts.setVisible(bool(rnd.exempts))  # no empty line above the tables
        last = rnd.number == self.rounds[-1].number
        editable = last and not any(t.game.has_score for t in rnd.tables)
        self.redraw_button.setVisible(editable)
        self.swap_hint.setVisible(editable)
        self.view.swapping_allowed = editable
        self.view.resizeColumnsToContents()

    def toggle_clock(self) -> None:
        timer = self.context.round_timer
        if timer.running():
            timer.stop()
            self.clock_button.setText(tr("Lancer le chrono"))
        else:
            timer.start(self.clock_minutes.value())
            self.clock_button.setText(tr("Arrêter le chrono"))

    def _picked(self, side: tuple[int, int] | None) -> None:
        if side is None:
            self.swap_hint.setText(self.swap_text)
            return
        rnd = self.current_round()
        table = next((t for t in rnd.tables if t.number == side[0]), None) if rnd is not None else None
        name = table.sides[side[1]].label if table is not None else ""
        self.swap_hint.setText(tr("« {name} » choisie : Espace sur l’autre place pour les échanger, Échap pour "
                                  "renoncer.").format(name=name))

    def _round_change(self, text: str, number: int, forward: Callable[[], object],
                      backward: Callable[[], object]) -> bool:
        """An undoable change of round ``number``; undoing it shows this tab and that round first."""
        def reveal() -> None:
            self.context.show(self)
            index = self.round_box.findData(number)
            if index >= 0:
                self.round_box.setCurrentIndex(index)

        def done() -> None:
            self.refresh(select=number)
            self.changed.emit()

        return self.context.push(ServiceCommand(text, forward, backward, reveal=reveal, done=done,
                                                refused=self.context.refusal(self)))

    def draw_next(self) -> None:
        """Draw the next round (undoable: the draw is cancelled, then made again with the same seed)."""
        service, tid = self.context.service, self.context.tournament_id
        number = len(self.rounds) + 1
        seed: list[int] = []

        def forward() -> None:
            drawn = service.draw_next_round(tid, seed=seed[0] if seed else None)
            seed[:] = [drawn.seed]

        self._round_change(tr("tirage de la manche {n}").format(n=number), number, forward,
                           lambda: service.delete_round(tid, number))

    def redraw(self) -> None:
        rnd = self.current_round()
        if rnd is None or not confirm(self, tr("Refaire le tirage"),
                                      tr("Tirer à nouveau la manche {n} ?").format(n=rnd.number), tr("Refaire")):
            return
        service, tid = self.context.service, self.context.tournament_id
        if attempt(self, lambda: service.redraw_round(tid, rnd.number)) is not None:
            self.refresh(select=rnd.number)
            self.changed.emit()

    def swap(self, side_a: tuple[int, int], side_b: tuple[int, int]) -> None:
        rnd = self.current_round()
        if rnd is None:
            return
        service, tid, number = self.context.service, self.context.tournament_id, rnd.number
        self._round_change(tr("échange de places, manche {n} (table {a} et table {b})").format(
            n=number, a=side_a[0], b=side_b[0]), number,
            lambda: service.swap_sides(tid, number, side_a, side_b),
            lambda: service.swap_sides(tid, number, side_a, side_b))

    def _open_clicked(self, index: QModelIndex) -> None:
        rnd = self.current_round()
        if rnd is not None:
            self.openTable.emit(rnd.number, self.model.item(index.row()).number)

    def _open_typed_table(self) -> None:
        number = self.table_line.typed()
        rnd = self.current_round()
        if number is None or rnd is None:
            return
        if any(t.number == number for t in rnd.tables):
            self.table_line.clear()
            set_role(self.table_line, "")
            self.openTable.emit(rnd.number, number)
        else:
            self.table_line.selectAll()
            self.progress.setText(tr("Pas de table {n} dans la manche {r}.").format(n=number, r=rnd.number))
