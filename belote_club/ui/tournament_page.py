"""One tournament: registrations, rounds and tables, score entry, standings, house rules, audit."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QCoreApplication, QMimeData, QModelIndex, Qt, Signal
from PySide6.QtGui import QDrag, QKeySequence, QShortcut, QUndoGroup
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QListWidget,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from belote_club.rules import HouseRules
from belote_club.services.errors import ServiceError, StaleGameError
from belote_club.tournament.model import Format
from belote_club.ui.charts import PALETTE, GameChart, LeadersChart
from belote_club.ui.dialogs import FilterProxy, PaperTotalsDialog, TeamDialog, TournamentDialog
from belote_club.ui.game_source import ServiceGame
from belote_club.ui.models import EntrantsModel, StandingsModel, TablesModel
from belote_club.ui.projector import RoundClock, RoundTimer
from belote_club.ui.rules_editor import RulesEditor
from belote_club.ui.score_sheet import ScoreSheet
from belote_club.ui.text import points
from belote_club.ui.widgets import (
    attempt,
    button,
    confirm,
    criteria_names,
    label,
    selected_item,
    set_role,
    table_view,
)

log = logging.getLogger(__name__)
SIDE_MIME = "application/x-belote-side"


def tr(text: str) -> str:
    return QCoreApplication.translate("TournamentPage", text)


class Context:
    """What the panels share: the service, the tournament id, and a « something changed » signal hub."""

    def __init__(self, service: Any, tournament_id: int, undo_group: QUndoGroup,
                 round_timer: RoundTimer | None = None) -> None:
        self.service = service
        self.round_timer = round_timer or RoundTimer()
        self.tournament_id = tournament_id
        self.undo_group = undo_group

    @property
    def tournament(self) -> Any:
        return self.service.tournament(self.tournament_id)

    def rules(self) -> HouseRules:
        return HouseRules.from_dict(self.tournament.rules)


# ---------------------------------------------------------------------------------------------- entrants


class EntrantsPanel(QWidget):
    changed = Signal()

    def __init__(self, context: Context, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.model = EntrantsModel(self)
        self.proxy = FilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.view = table_view(self.proxy, stretch=2)
        if context.tournament.format is Format.MELEE:
            self.view.hideColumn(1)  # no team names in a mêlée
        self.view.doubleClicked.connect(lambda _i: self.toggle_check_in())
        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Chercher une équipe ou un joueur… (Ctrl+F)"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        QShortcut(QKeySequence.StandardKey.Find, self, activated=self.search.setFocus)
        self.summary = label("", "subtitle")
        melee = context.tournament.format is Format.MELEE
        self.add_button = button(tr("Inscrire un joueur…") if melee else tr("Nouvelle équipe…"), self.add,
                                 primary=True, shortcut="Ctrl+E")
        self.check_button = button(tr("Pointer / dépointer"), self.toggle_check_in, shortcut="Ctrl+P",
                                   tip=tr("Présent à la table de pointage"))
        self.late_button = button(tr("Arrivée en retard"), self.join_late)
        self.withdraw_button = button(tr("Abandon"), self.withdraw)
        self.reinstate_button = button(tr("Annuler l’abandon"), self.reinstate)
        self.remove_button = button(tr("Désinscrire"), self.unregister)
        buttons = QHBoxLayout()
        for widget in (self.add_button, self.check_button, self.late_button, self.withdraw_button,
                       self.reinstate_button, self.remove_button):
            buttons.addWidget(widget)
        buttons.addStretch(1)
        self.view.selectionModel().currentRowChanged.connect(lambda *_a: self._update_buttons())
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.summary)
        layout.addLayout(top)
        layout.addLayout(buttons)
        layout.addWidget(self.view, 1)
        self.refresh()

    def refresh(self) -> None:
        entrants = self.context.service.entrants(self.context.tournament_id)
        current = self.selected()
        self.model.set_rows(entrants)
        present = sum(1 for e in entrants if e.checked_in and e.withdrawn_from_round is None)
        registered = (tr("{n} inscrit") if len(entrants) <= 1 else tr("{n} inscrits")).format(n=len(entrants))
        here = (tr("{n} présent") if present <= 1 else tr("{n} présents")).format(n=present)
        self.summary.setText(f"{registered} · {here}")
        if current is not None:
            for row, entrant in enumerate(entrants):
                if entrant.entrant_id == current.entrant_id:
                    self.view.selectRow(self.proxy.mapFromSource(self.model.index(row, 0)).row())
        self._update_buttons()

    def selected(self) -> Any:
        return selected_item(self.view)

    def _update_buttons(self) -> None:
        entrant = self.selected()
        withdrawn = entrant is not None and entrant.withdrawn_from_round is not None
        for widget in (self.check_button, self.late_button, self.remove_button):
            widget.setEnabled(entrant is not None and not withdrawn)
        self.withdraw_button.setVisible(not withdrawn)
        self.withdraw_button.setEnabled(entrant is not None)
        self.reinstate_button.setVisible(withdrawn)

    def _act(self, call: Any) -> None:
        entrant = self.selected()
        if entrant is None:
            return
        if attempt(self, lambda: call(entrant)) is not None:
            self.refresh()
            self.changed.emit()

    def add(self) -> None:
        dialog = TeamDialog(self.context.service, self.context.tournament, self)
        if dialog.exec():
            self.refresh()
            self.changed.emit()

    def toggle_check_in(self) -> None:
        service, tid = self.context.service, self.context.tournament_id
        self._act(lambda e: service.check_in(tid, e.entrant_id, not e.checked_in))

    def join_late(self) -> None:
        service, tid = self.context.service, self.context.tournament_id
        self._act(lambda e: service.join_late(tid, e.entrant_id))

    def withdraw(self) -> None:
        service, tid = self.context.service, self.context.tournament_id
        self._act(lambda e: service.withdraw(tid, e.entrant_id))

    def reinstate(self) -> None:
        service, tid = self.context.service, self.context.tournament_id
        self._act(lambda e: service.reinstate(tid, e.entrant_id))

    def unregister(self) -> None:
        entrant = self.selected()
        if entrant is None or not confirm(self, tr("Désinscrire"),
                                          tr("Désinscrire « {name} » ?").format(name=entrant.label), tr("Désinscrire")):
            return
        service, tid = self.context.service, self.context.tournament_id
        if attempt(self, lambda: service.unregister(tid, entrant.entrant_id) or True):
            self.refresh()
            self.changed.emit()


# ---------------------------------------------------------------------------------------------- rounds


class TablesView(QTableView):
    """The table plan; drag a team (Camp 1 / Camp 2 cell) onto another to swap them."""

    swapRequested = Signal(tuple, tuple)

    def __init__(self) -> None:
        super().__init__()
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(True)
        self.swapping_allowed = False

    def _side_at(self, index: QModelIndex) -> tuple[int, int] | None:
        if not index.isValid() or index.column() not in (1, 2):
            return None
        table = index.model().index(index.row(), 0).data(Qt.ItemDataRole.UserRole)
        return (table.number, index.column() - 1)

    def startDrag(self, _actions: Any) -> None:  # noqa: N802 — Qt override
        side = self._side_at(self.currentIndex())
        if side is None or not self.swapping_allowed:
            return
        mime = QMimeData()
        mime.setData(SIDE_MIME, f"{side[0]},{side[1]}".encode())
        drag = QDrag(self)
        drag.setMimeData(mime)
        drag.exec(Qt.DropAction.MoveAction)

    def dragEnterEvent(self, event: Any) -> None:  # noqa: N802
        if event.mimeData().hasFormat(SIDE_MIME) and self.swapping_allowed:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: Any) -> None:  # noqa: N802
        if self._side_at(self.indexAt(event.position().toPoint())) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: Any) -> None:  # noqa: N802
        target = self._side_at(self.indexAt(event.position().toPoint()))
        if target is None:
            event.ignore()
            return
        table, side = (int(x) for x in bytes(event.mimeData().data(SIDE_MIME)).decode().split(","))
        event.acceptProposedAction()
        if (table, side) != target:
            self.swapRequested.emit((table, side), target)


def _numbers(numbers: list[int]) -> str:
    """« tables 2, 4, 11 » (up to 15 numbers; beyond, the count alone says enough)."""
    if len(numbers) > 15:
        return ""
    return " (" + (tr("table {n}").format(n=numbers[0]) if len(numbers) == 1 else
                   tr("tables {list}").format(list=", ".join(map(str, numbers)))) + ")"


def progress_text(rnd: Any) -> str:
    """Where a round stands: tables finished, being played (a score entered), not started — each named."""
    finished = [t.number for t in rnd.tables if t.game.finished]
    playing = [t.number for t in rnd.tables if t.game.has_score and not t.game.finished]
    waiting = [t.number for t in rnd.tables if not t.game.has_score and not t.game.finished]
    text = tr("Manche {n} — terminées : {done} sur {total}").format(n=rnd.number, done=len(finished),
                                                                     total=len(rnd.tables))
    if rnd.tables and not playing and not waiting:
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
        self.round_box.setAccessibleName(tr("Manche"))
        self.round_box.currentIndexChanged.connect(self._show_round)
        self.draw_button = button(tr("Tirer la manche suivante"), self.draw_next, primary=True, shortcut="Ctrl+T")
        self.redraw_button = button(tr("Refaire le tirage"), self.redraw)
        self.table_line = QLineEdit()
        self.table_line.setPlaceholderText(tr("N° de table puis Entrée"))
        # Wide enough for the whole placeholder (whatever the language), never wider than needed.
        hint_width = self.table_line.fontMetrics().horizontalAdvance(self.table_line.placeholderText())
        self.table_line.setFixedWidth(hint_width + 28)
        self.table_line.returnPressed.connect(self._open_typed_table)
        QShortcut(QKeySequence("Ctrl+G"), self, activated=self.table_line.setFocus)
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
        self.view.verticalHeader().hide()
        self.view.verticalHeader().setDefaultSectionSize(30)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.doubleClicked.connect(self._open_clicked)
        self.view.swapRequested.connect(self.swap)
        self.exempts = label("", "hint", wrap=True)
        self.clock_minutes = QSpinBox()
        self.clock_minutes.setRange(5, 240)
        self.clock_minutes.setValue(45)
        self.clock_minutes.setSuffix(tr(" min"))
        self.clock_button = button(tr("Lancer le chrono"), self.toggle_clock)
        self.clock = RoundClock(context.round_timer, color="#17553a", size=28)
        self.swap_hint = label(
            tr("Glissez une paire sur une autre pour les échanger (tant qu’aucun score n’est saisi).")
            if context.tournament.format is Format.MELEE else
            tr("Glissez une équipe sur une autre pour les échanger (tant qu’aucun score n’est saisi)."), "hint")

        # Two rows: the draw and the table field, then the round's progress beside the clock.  On one row they
        # made the window 1 067 px wide at least: cut off on a 1024×600 netbook.
        top = QHBoxLayout()
        top.addWidget(label(tr("Manche"), "subtitle"))
        top.addWidget(self.round_box)
        top.addWidget(self.draw_button)
        top.addWidget(self.redraw_button)
        top.addStretch(1)
        top.addWidget(label(tr("Table :"), "subtitle"))
        top.addWidget(self.table_line)
        second = QHBoxLayout()
        self.progress.setWordWrap(True)
        second.addWidget(self.progress, 1)
        second.addWidget(self.clock)
        second.addWidget(self.clock_minutes)
        second.addWidget(self.clock_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(second)
        layout.addWidget(self.repeats)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.exempts)
        layout.addWidget(self.swap_hint)
        #: The list of rounds as counts (``round_summaries``: light on a 200-team concours); only the round
        #: shown is loaded whole (tables, sides, games).
        self.rounds: list[Any] = []
        self._round: Any = None
        self.refresh()

    def current_round(self) -> Any:
        """The round shown, whole (a ``RoundView``), or None."""
        return self._round

    def refresh(self, select: int | None = None) -> None:
        keep = self.round_box.currentIndex()
        self.rounds = self.context.service.round_summaries(self.context.tournament_id)
        self.round_box.blockSignals(True)
        self.round_box.clear()
        for summary in self.rounds:
            state = (tr("terminée") if summary.complete else
                     tr("{done}/{total} tables").format(done=summary.finished, total=summary.tables))
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
            self.redraw_button.hide()
            self.swap_hint.hide()
            return
        self.model.set_rows(rnd.tables)
        self.progress.setText(progress_text(rnd))
        if rnd.unavoidable_repeats:
            self.repeats.setText(tr("{n} rencontre(s) déjà jouée(s) dans une manche précédente : "
                                    "inévitable avec ces équipes.").format(n=rnd.unavoidable_repeats))
            self.repeats.show()
        else:
            self.repeats.hide()
        self.exempts.setText(
            tr("Exempt : {names}").format(names=", ".join(e.label for e in rnd.exempts)) if rnd.exempts else "")
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

    def draw_next(self) -> None:
        service, tid = self.context.service, self.context.tournament_id
        rnd = attempt(self, lambda: service.draw_next_round(tid))
        if rnd is not None:
            self.refresh(select=rnd.number)
            self.changed.emit()

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
        service, tid = self.context.service, self.context.tournament_id
        if attempt(self, lambda: service.swap_sides(tid, rnd.number, side_a, side_b)) is not None:
            self.refresh(select=rnd.number)
            self.changed.emit()

    def _open_clicked(self, index: QModelIndex) -> None:
        rnd = self.current_round()
        if rnd is not None:
            self.openTable.emit(rnd.number, self.model.item(index.row()).number)

    def _open_typed_table(self) -> None:
        number = typed_table_number(self.table_line.text())
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


# ---------------------------------------------------------------------------------------------- scores


class ScoresPanel(QWidget):
    """The score sheet of the chosen table; « t7 » or the table box opens another table of the round."""

    changed = Signal()

    def __init__(self, context: Context, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.key: tuple[int, int] | None = None
        self.sheet: ScoreSheet | None = None
        #: The game could not be reloaded because someone was typing on it: the watch tries again.
        self.reload_pending = False
        self.chart = GameChart()
        self.chart.setMinimumHeight(240)
        self.paper_button = button(tr("Totaux de la feuille…"), self.enter_paper, tip=tr("Saisir seulement les totaux"))
        self.clear_button = button(tr("Effacer la partie…"), self.clear_game)
        self.close_button = button(tr("Clore la partie…"), self.close_game,
                                   tip=tr("Temps écoulé ou partie libre : le plus haut total gagne"))
        self.reopen_button = button(tr("Rouvrir la partie"), self.reopen_game)
        self.table_box = QSpinBox()
        self.table_box.setPrefix(tr("Table "))
        self.table_box.setRange(1, 999)
        self.table_box.setKeyboardTracking(False)
        self.table_box.valueChanged.connect(self._table_chosen)
        self.paper_info = label("", "warning", wrap=True)
        self.paper_info.hide()
        self.empty = label(tr("Choisissez une table : double-clic dans le plan de table, ou tapez son numéro."),
                           "subtitle", wrap=True)
        # Where to type that number (the table box above only shows once a table is open).
        self.table_line = QLineEdit()
        self.table_line.setPlaceholderText(tr("N° de table puis Entrée"))
        self.table_line.setAccessibleName(tr("Table à saisir"))
        self.table_line.setFixedWidth(self.table_line.fontMetrics().horizontalAdvance(
            self.table_line.placeholderText()) + 28)
        self.table_line.returnPressed.connect(self._open_typed_table)
        self.table_problem = label("", "error", wrap=True)
        empty_page = QWidget()
        empty_layout = QVBoxLayout(empty_page)
        empty_layout.addStretch(1)
        empty_layout.addWidget(self.empty)
        empty_layout.addWidget(self.table_line)
        empty_layout.addWidget(self.table_problem)
        empty_layout.addStretch(2)
        self.empty_page = empty_page
        self.stack = QStackedWidget()
        self.stack.addWidget(empty_page)
        top = QHBoxLayout()
        top.addWidget(self.table_box)
        top.addStretch(1)
        top.addWidget(self.paper_button)
        top.addWidget(self.close_button)
        top.addWidget(self.reopen_button)
        top.addWidget(self.clear_button)
        self.top = QWidget()
        self.top.setLayout(top)
        self.top.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(self.top)
        layout.addWidget(self.paper_info)
        layout.addWidget(self.stack, 1)
        self.chart.hide()

    def open_table(self, round_number: int, table_number: int) -> bool:
        service, tid = self.context.service, self.context.tournament_id
        rnd = attempt(self, lambda: service.round(tid, round_number))
        if rnd is None:
            return False
        table = next((t for t in rnd.tables if t.number == table_number), None)
        if table is None:
            return False
        names = tuple(side.label for side in table.sides)
        title = tr("Manche {r} · table {t}").format(r=round_number, t=table_number)
        source = ServiceGame(service, tid, round_number, table_number, self.context.rules(), names, title)
        self._close_sheet()
        self.sheet = ScoreSheet(source)
        self.context.undo_group.addStack(self.sheet.undo_stack)
        self.context.undo_group.setActiveStack(self.sheet.undo_stack)
        self.sheet.changed.connect(self._sheet_changed)
        self.sheet.tableRequested.connect(lambda n: self.open_table(round_number, n))
        self.stack.addWidget(self.sheet)
        self.stack.setCurrentWidget(self.sheet)
        self.sheet.side.insertWidget(2, self.chart, 1)
        self.key = (round_number, table_number)
        self.table_box.blockSignals(True)
        self.table_box.setMaximum(max(t.number for t in rnd.tables))
        self.table_box.setValue(table_number)
        self.table_box.blockSignals(False)
        self.top.show()
        self._update_extras()
        self.sheet.entry.setFocus()
        return True

    def focus_entry(self) -> None:
        """Tab shown: the keyboard goes to the deal line, or to the table number when no table is open."""
        (self.sheet.entry if self.sheet is not None else self.table_line).setFocus()

    def _open_typed_table(self) -> None:
        text = self.table_line.text().strip()
        if not text:
            return
        rounds = attempt(self, lambda: self.context.service.round_summaries(self.context.tournament_id)) or []
        if not rounds:
            self.table_problem.setText(tr("Aucune manche tirée : tirez d’abord une manche (onglet Manches)."))
            return
        last = rounds[-1].number
        number = typed_table_number(text)
        if number is not None and self.open_table(last, number):
            self.table_line.clear()
            self.table_problem.clear()
            return
        self.table_line.selectAll()
        self.table_problem.setText(tr("Pas de table « {n} » dans la manche {r}.").format(n=text, r=last))

    def _table_chosen(self, number: int) -> None:
        if self.key is not None and number != self.key[1]:
            self.open_table(self.key[0], number)

    def _sheet_changed(self) -> None:
        self._update_extras()
        self.changed.emit()

    def _update_extras(self) -> None:
        if self.sheet is None:
            return
        view = self.sheet.source.view
        paper = view.mode == "paper"
        self.paper_button.setVisible(not view.deals and not paper)
        self.clear_button.setVisible(view.has_score)
        self.close_button.setVisible(bool(view.deals) and not view.finished and view.state != "closed")
        self.reopen_button.setVisible(view.state == "closed")
        if paper:
            text = tr("Partie saisie en totaux de la feuille : {a} – {b}.").format(a=points(view.totals[0]),
                                                                                  b=points(view.totals[1]))
            if view.warnings:
                text += "\n" + "\n".join(view.warnings)
            self.paper_info.setText(text)
        self.paper_info.setVisible(paper)
        self.sheet.entry.setEnabled(not paper)
        if paper:
            self.sheet.entry.setPlaceholderText(tr("Saisie en totaux de la feuille"))
        self.chart.set_game(self.sheet.source.camp_names, [d.totals for d in view.deals])
        self.chart.setVisible(len(view.deals) > 0)

    def _expected(self) -> str | None:
        """The fingerprint of the game shown: a change is refused if another station changed it since."""
        return self.sheet.source.view.fingerprint if self.sheet is not None else None

    def _game_call(self, call: Any) -> None:
        """Close, reopen, clear: done on the game shown, else refused (reloaded, said on the sheet)."""
        stale: list[StaleGameError] = []

        def guarded() -> Any:
            try:
                return call()
            except StaleGameError as error:  # said on the sheet, not in a dialog
                stale.append(error)
                return None

        done = attempt(self, guarded)
        if stale:
            self._stale(stale[0])
        elif done is not None:
            self.open_table(*self.key)
            self.changed.emit()

    def _stale(self, error: StaleGameError) -> None:
        """The game changed on another station: show it as it now stands, and say why inline."""
        if self.key is None:
            return
        self.open_table(*self.key)
        if self.sheet is not None:
            self.sheet.report(error)
        self.changed.emit()

    def close_game(self) -> None:
        if self.key is None or not confirm(
                self, tr("Clore la partie"),
                tr("Clore la partie de la table {n} ? Le camp qui a le plus haut total la gagne.").format(n=self.key[1]),
                tr("Clore")):
            return
        service, tid, expected = self.context.service, self.context.tournament_id, self._expected()
        self._game_call(lambda: service.close_game(tid, *self.key, expected=expected))

    def reopen_game(self) -> None:
        if self.key is None:
            return
        service, tid, expected = self.context.service, self.context.tournament_id, self._expected()
        self._game_call(lambda: service.close_game(tid, *self.key, closed=False, expected=expected))

    def enter_paper(self) -> None:
        if self.sheet is None or self.key is None:
            return
        key = (self.context.tournament_id, *self.key)
        dialog = PaperTotalsDialog(self.context.service, key, self.sheet.source.camp_names, self,
                                   expected=self._expected())
        if dialog.exec():
            self.open_table(*self.key)
            self.changed.emit()
        elif dialog.stale is not None:
            self._stale(dialog.stale)

    def clear_game(self) -> None:
        if self.key is None or not confirm(self, tr("Effacer la partie"),
                                           tr("Effacer tout ce qui est saisi pour la table {n} ?").format(n=self.key[1]),
                                           tr("Effacer")):
            return
        service, tid, expected = self.context.service, self.context.tournament_id, self._expected()
        self._game_call(lambda: service.clear_game(tid, *self.key, expected=expected))

    def reload(self) -> None:
        """Read the open game again (another station may have changed it), unless someone is typing on it.
        A table that no longer exists (round drawn again elsewhere) is closed, with the reason."""
        if self.sheet is None or self.key is None:
            return
        self.reload_pending = self.sheet.is_busy()  # retried at the watch's next tick
        if self.reload_pending:
            return
        try:
            rules_changed = self.context.rules() != self.sheet.source.rules
            if rules_changed:
                self.open_table(*self.key)  # the preview and the help follow the new rules
            elif self.sheet.reload():
                self._update_extras()
        except ServiceError as error:
            self._close_sheet()
            self.table_problem.setText(str(error))

    def _close_sheet(self) -> None:
        if self.sheet is not None:
            self.chart.setParent(None)
            self.context.undo_group.removeStack(self.sheet.undo_stack)
            self.stack.removeWidget(self.sheet)
            self.sheet.deleteLater()
            self.sheet = None
        self.key = None
        self.top.hide()
        self.stack.setCurrentWidget(self.empty_page)


# ---------------------------------------------------------------------------------------------- standings


def typed_table_number(text: str) -> int | None:
    """« 7 » or « t7 » (as on the entry line) → 7; anything else → None."""
    text = text.strip()
    if text[:1] in ("t", "T"):
        text = text[1:].strip()
    return int(text) if text.isdigit() else None


class StandingsPanel(QWidget):
    def __init__(self, context: Context, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.after = QComboBox()
        self.after.setAccessibleName(tr("Classement après la manche"))
        self.after.currentIndexChanged.connect(lambda _i: self.refresh(keep=True))
        self.criteria = label("", "hint", wrap=True)
        self.incomplete = label("", "hint", wrap=True)  # wrapped: unwrapped it made the window too wide for 1024 px
        self.model = StandingsModel(self)
        self.model.individual = context.tournament.format is Format.MELEE
        self.view = table_view(self.model, stretch=2)
        self.view.doubleClicked.connect(lambda _i: self.show_detail())
        self.view.setToolTip(tr("Double-clic : le détail manche par manche"))
        self.chart = LeadersChart(individual=self.model.individual)
        self.chart.setMinimumWidth(340)
        self._per_round: dict[int, dict[int, tuple[str, int]]] = {}
        self._chart_data: tuple[Any, int] | None = None
        top = QHBoxLayout()
        top.addWidget(label(tr("Après"), "subtitle"))
        top.addWidget(self.after)
        top.addWidget(self.incomplete, 1)
        left = QVBoxLayout()
        left.addLayout(top)
        left.addWidget(self.criteria)
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

    def refresh(self, keep: bool = False) -> None:
        service, tid = self.context.service, self.context.tournament_id
        latest = service.standings(tid)
        rounds = latest.after_round
        chosen = self.after.currentData() if keep else None
        self.after.blockSignals(True)
        self.after.clear()
        for n in range(rounds, 0, -1):
            self.after.addItem(tr("la manche {n}").format(n=n) if n < rounds
                               else tr("la dernière manche ({n})").format(n=n), n)
        if chosen is not None:
            self.after.setCurrentIndex(max(0, self.after.findData(chosen)))
        self.after.blockSignals(False)
        after = self.after.currentData() or rounds
        standings = latest if after == rounds else service.standings(tid, after_round=after)
        first_fill = self.model.rowCount() == 0
        self.model.set_rows(standings.rows)
        if first_fill and standings.rows:
            # Size the columns once; re-measuring 200 rows at every deal would cost more than the standings.
            header = self.view.horizontalHeader()
            self.view.resizeColumnsToContents()
            for column in range(self.model.columnCount()):
                if column != 2:
                    header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        self.criteria.setText(tr("Départage : ") + criteria_names(standings.criteria))
        self.incomplete.setText(
            tr("Manche(s) en cours : {n} (seules les parties terminées comptent)").format(
                n=", ".join(map(str, standings.incomplete_rounds))) if standings.incomplete_rounds else "")
        self._per_round[after] = {row.entrant_id: (row.label, row.points_for) for row in standings.rows}
        self._chart(after, standings)

    def _chart(self, last: int, standings: Any) -> None:
        if last < 1:
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
        self.model.colors = {entrant: PALETTE[i % len(PALETTE)] for i, (entrant, _l) in enumerate(leaders)}
        self.chart.show()


class TeamDetailDialog(QDialog):
    """One entrant's games, round by round: table, opponent, score, result."""

    def __init__(self, service: Any, tournament_id: int, row: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("{rank}. {name} — manche par manche").format(rank=row.rank, name=row.label))
        self.resize(760, 360)
        # A mêlée player changes partner every round: who it was belongs in the detail (« avec qui ? »).
        melee = False
        headers = [tr("Manche"), tr("Table"), tr("Adversaire"), tr("Score"), tr("Résultat")]
        rounds = service.rounds(tournament_id)
        if any(len(side.entrant_ids) > 1 for rnd in rounds for table in rnd.tables for side in table.sides):
            melee = True
            headers.insert(2, tr("Partenaire"))
        self.table = QTableWidget(0, len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        lines: list[tuple[str, ...]] = []
        for rnd in rounds:
            found = False
            for table in rnd.tables:
                for index, side in enumerate(table.sides):
                    if row.entrant_id in side.entrant_ids:
                        found = True
                        game = table.game
                        other = table.sides[1 - index].label
                        score = (f"{points(game.totals[index])} – {points(game.totals[1 - index])}"
                                 if game.has_score else "")
                        if game.winner is None:
                            result = tr("en cours") if game.has_score and not game.finished else ""
                            if game.finished and game.winner is None:
                                result = tr("nul")
                        else:
                            result = tr("gagnée") if game.winner == index else tr("perdue")
                        line = [str(rnd.number), str(table.number), other, score, result]
                        if melee:
                            line.insert(2, " / ".join(
                                player.display_name for entrant, player in zip(side.entrant_ids, side.players, strict=False)
                                if entrant != row.entrant_id))
                        lines.append(tuple(line))
            if not found and any(e.entrant_id == row.entrant_id for e in rnd.exempts):
                lines.append((str(rnd.number), "—", *([""] if melee else []), tr("exempt"), "", ""))
        self.table.setRowCount(len(lines))
        for r, line in enumerate(lines):
            for c, value in enumerate(line):
                self.table.setItem(r, c, QTableWidgetItem(value))
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        summary = label(tr("{played} partie(s), {wins} victoire(s), {pf} points marqués, {pa} encaissés").format(
            played=row.played, wins=row.wins, pf=points(row.points_for), pa=points(row.points_against)), "subtitle")
        layout = QVBoxLayout(self)
        layout.addWidget(summary)
        layout.addWidget(self.table)
        layout.addWidget(button(tr("Fermer"), self.accept))


# ---------------------------------------------------------------------------------------------- rules, audit


class RulesPanel(QWidget):
    changed = Signal()

    def __init__(self, context: Context, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.unlocked = False
        self.editor = RulesEditor(context.rules())
        self.editor.rulesChanged.connect(self._store)
        self.editor.unlockRequested.connect(self._unlock)
        self.status = label("", "hint")
        layout = QVBoxLayout(self)
        layout.addWidget(self.editor, 1)
        layout.addWidget(self.status)
        self.refresh()

    def refresh(self) -> None:
        tournament = self.context.tournament
        self.editor.set_rules(HouseRules.from_dict(tournament.rules))
        self.editor.set_locked(tournament.rules_locked and not self.unlocked)

    def _unlock(self) -> None:
        self.unlocked = True
        self.editor.set_locked(False)
        self.status.setText(tr("Règles déverrouillées : chaque changement recalcule tous les résultats."))

    def _store(self, rules: HouseRules) -> None:
        service, tid = self.context.service, self.context.tournament_id
        try:
            service.update_rules(tid, rules.to_dict(), unlock=self.unlocked)
        except ServiceError as error:
            self.status.setText(str(error))
            self.refresh()
            return
        self.status.setText(tr("Règles enregistrées."))
        self.changed.emit()


class AuditPanel(QWidget):
    def __init__(self, context: Context, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.list = QListWidget()
        layout = QVBoxLayout(self)
        layout.addWidget(label(tr("Journal des modifications (le plus récent en haut)"), "subtitle"))
        layout.addWidget(self.list)
        self.refresh()

    def refresh(self) -> None:
        self.list.clear()
        for entry in self.context.service.audit(self.context.tournament_id, limit=500):
            when = entry.when.strftime("%d/%m %H:%M")
            self.list.addItem(f"{when}   {entry.what}")


# ---------------------------------------------------------------------------------------------- the page


class TournamentPage(QWidget):
    """Tabs over one tournament; every panel is refreshed from the services after a change."""

    back = Signal()
    changed = Signal()

    def __init__(self, service: Any, tournament_id: int, undo_group: QUndoGroup,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = Context(service, tournament_id, undo_group, RoundTimer(self))
        tournament = self.context.tournament
        self.title = label(tournament.name, "title")
        self.subtitle = label("", "subtitle")
        self.settings_button = button(tr("Réglages…"), self.edit_settings)
        self.export_button = button(tr("Exporter (JSON)…"), self.export_json)
        self.documents_button = button(tr("Documents…"), self.show_documents, shortcut="Ctrl+Shift+P",
                                       tip=tr("Feuilles de marque, plan de table, classement, palmarès, règles ; "
                                                  "Ctrl+P imprime le document de l’onglet affiché"))
        self.entrants = EntrantsPanel(self.context)
        self.rounds = RoundsPanel(self.context)
        self.scores = ScoresPanel(self.context)
        self.standings = StandingsPanel(self.context)
        self.rules = RulesPanel(self.context)
        self.audit = AuditPanel(self.context)
        self.tabs = QTabWidget()
        melee = tournament.format is Format.MELEE
        for widget, text in ((self.entrants, tr("Joueurs") if melee else tr("Équipes")), (self.rounds, tr("Manches")),
                             (self.scores, tr("Saisie")), (self.standings, tr("Classement")),
                             (self.rules, tr("Règles")), (self.audit, tr("Journal"))):
            self.tabs.addTab(widget, text)
        for index in range(self.tabs.count()):
            QShortcut(QKeySequence(f"Alt+{index + 1}"), self, activated=lambda i=index: self.tabs.setCurrentIndex(i))
        # Ctrl+P prints the document of the tab shown (on the teams tab it stays « pointer / dépointer »);
        # a shortcut lives only while its panel is visible, so the two never clash.
        for panel in (self.rounds, self.scores, self.standings, self.rules):
            QShortcut(QKeySequence.StandardKey.Print, panel, activated=self.print_tab_document)
        self.tabs.currentChanged.connect(self._tab_shown)
        self.entrants.changed.connect(self.refresh_all)
        self.rounds.changed.connect(self.refresh_all)
        self.rounds.openTable.connect(self.open_table)
        self.scores.changed.connect(self._scores_changed)
        self.rules.changed.connect(self.refresh_all)
        self._stale: set[QWidget] = {self.standings}
        head = QHBoxLayout()
        titles = QVBoxLayout()
        titles.addWidget(self.title)
        titles.addWidget(self.subtitle)
        head.addLayout(titles, 1)
        head.addWidget(self.settings_button)
        head.addWidget(self.documents_button)
        head.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(self.tabs, 1)
        self._update_title()

    @property
    def tournament_id(self) -> int:
        return self.context.tournament_id

    def _update_title(self) -> None:
        tournament = self.context.tournament
        self.title.setText(tournament.name)
        parts = [tournament.date.strftime("%d/%m/%Y")]
        if tournament.venue:
            parts.append(tournament.venue)
        parts.append(tr("doublettes") if tournament.format is Format.DOUBLETTES else tr("mêlée"))
        parts.append(tr("{n} manches prévues").format(n=tournament.planned_rounds))
        self.subtitle.setText(" · ".join(parts))

    def open_table(self, round_number: int, table_number: int) -> None:
        if self.scores.open_table(round_number, table_number):
            self.tabs.setCurrentWidget(self.scores)
            self.scores.sheet.entry.setFocus()

    def _scores_changed(self) -> None:
        # Standings and progress follow every deal; they are rebuilt when shown (cheap tabs stay live).
        if self.scores.key is not None:
            self.standings.invalidate_from(self.scores.key[0])
        self._stale |= {self.rounds, self.standings, self.audit}
        self.changed.emit()

    def refresh_all(self) -> None:
        self.standings.invalidate_from(1)
        self._update_title()
        self._stale |= {self.entrants, self.rounds, self.standings, self.rules, self.audit}
        self._tab_shown(self.tabs.currentIndex())
        self.changed.emit()

    def reload_from_database(self, *, everything: bool = False) -> None:
        """Show what the database now holds (changes made on other stations): the title, the tab shown and
        the open game — never a line being typed; the other tabs when next shown.  The rules tab is left
        alone while one of its fields has the keyboard, unless ``everything`` (F5).  Raises ``ServiceError``
        when the tournament no longer exists."""
        self._update_title()
        self.standings.invalidate_from(1)
        self._stale |= {self.entrants, self.rounds, self.standings, self.rules, self.audit}
        current = self.tabs.currentWidget()
        focus = QApplication.focusWidget()
        if current is self.rules and not everything and focus is not None and self.rules.isAncestorOf(focus):
            pass  # refreshed when next shown
        elif current in self._stale:
            self._stale.discard(current)
            current.refresh()  # type: ignore[attr-defined]
        self.scores.reload()

    def _tab_shown(self, index: int) -> None:
        widget = self.tabs.widget(index)
        if widget is self.scores:
            self.scores.focus_entry()
        if widget in self._stale:
            self._stale.discard(widget)
            widget.refresh()  # type: ignore[attr-defined]

    def show_documents(self, document: str | None = None, round_number: int | None = None) -> Any:
        from belote_club.ui.documents import DocumentsDialog

        dialog = DocumentsDialog(self.context.service, self.context.tournament_id, len(self.rounds.rounds), self,
                                 document=document, round_number=round_number)
        dialog.open()
        return dialog

    def tab_document(self) -> tuple[str, int | None] | None:
        """The document that goes with the tab shown, and its round: what Ctrl+P prints."""
        widget = self.tabs.currentWidget()
        if widget is self.rounds:
            rnd = self.rounds.current_round()
            return ("tables", rnd.number) if rnd is not None else None
        if widget is self.scores:
            rnd = self.rounds.current_round()
            number = self.scores.key[0] if self.scores.key is not None else (rnd.number if rnd else None)
            return ("sheets", number) if number is not None else None
        if widget is self.standings:
            return ("standings", self.standings.after.currentData())
        if widget is self.rules:
            return ("rules", None)
        return None

    def print_tab_document(self) -> Any:
        """Ctrl+P: the documents dialog on this tab's document (the preview), the system print dialog over it."""
        chosen = self.tab_document()
        if chosen is None:
            return self.show_documents()
        dialog = self.show_documents(*chosen)
        if dialog.print_button.isEnabled():
            dialog.print_document()
        return dialog

    def edit_settings(self) -> None:
        dialog = TournamentDialog(self.context.service, self.context.tournament, self)
        if dialog.exec():
            self.refresh_all()

    def export_json(self) -> None:
        import json

        path, _ = QFileDialog.getSaveFileName(self, tr("Exporter le concours"), f"{self.context.tournament.name}.json",
                                              tr("JSON (*.json)"))
        if not path:
            return
        data = attempt(self, lambda: self.context.service.export(self.context.tournament_id))
        if data is not None:
            with open(path, "w", encoding="utf-8") as handle:
                json.dump(data, handle, ensure_ascii=False, indent=2, default=str)
