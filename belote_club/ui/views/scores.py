"""The Saisie tab: the score sheet of the chosen table, with the game's chart and its commands (paper totals,
close, reopen, clear); « t7 » opens a table of the round in play, « m1 t5 » one of another round (asked for by
name only), the table box another table of the round shown, whose number is always in sight."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QSpinBox, QStackedWidget, QVBoxLayout, QWidget

from belote_club.services.errors import ServiceError, StaleGameError
from belote_club.text import number
from belote_club.ui.charts import GameChart
from belote_club.ui.commands import ServiceCommand
from belote_club.ui.context import Context
from belote_club.ui.dialogs.paper_totals import PaperTotalsDialog
from belote_club.ui.game_source import ServiceGame
from belote_club.ui.table_field import TableNumberField, round_table_jump
from belote_club.ui.translation import tr
from belote_club.ui.views.score_sheet import ScoreSheet
from belote_club.ui.widgets import attempt, button, confirm, label, set_role

if TYPE_CHECKING:
    from belote_club.services.views import GameView


def ranked_outcome(view: GameView) -> tuple[object, ...]:
    """What the standings read of a game: nothing until it is finished, then its totals, winner, game points."""
    if not view.finished:
        return (False,)
    return (True, tuple(view.totals), view.winner, tuple(view.game_points))


def no_such_round(round_number: int, last: int) -> str:
    """« m9 t1 » typed when only rounds 1 to ``last`` are drawn: what is said (no « de 1 à 1 »)."""
    if last <= 0:
        return tr("Pas de manche {r} : aucune manche n’est tirée.").format(r=round_number)
    if last == 1:
        return tr("Pas de manche {r} : seule la manche 1 est tirée.").format(r=round_number)
    return tr("Pas de manche {r} : les manches tirées vont de 1 à {n}.").format(r=round_number, n=last)


class ScoresPanel(QWidget):
    """The score sheet of the chosen table; « t7 » or the table box opens another table of the round."""

    changed = Signal()

    def __init__(self, context: Context, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.key: tuple[int, int] | None = None
        self.sheet: ScoreSheet | None = None
        #: The open table's game, as the services give it (the sheet's source).
        self.game: ServiceGame | None = None
        #: The game could not be reloaded because someone was typing on it: the watch tries again.
        self.reload_pending = False
        #: Whether the last change (``changed``) may have moved the standings: a deal that leaves its game
        #: unfinished (and unfinished it was) does not — the standings only count finished games.
        self.ranking_moved = True
        self._ranked: tuple[object, ...] | None = None
        self.chart = GameChart()
        self.chart.setMinimumHeight(240)
        #: The chart lags the game shown (see ``_update_chart``); the timer brings it up to date.
        self._chart_due = False
        self._chart_timer = QTimer(self)
        self._chart_timer.setSingleShot(True)
        self._chart_timer.setInterval(0)
        self._chart_timer.timeout.connect(self._update_chart)
        self.paper_button = button(tr("Totaux de la feuille…"), self.enter_paper, shortcut="Ctrl+Shift+F",
                                   tip=tr("Saisir seulement les totaux"))
        self.clear_button = button(tr("Effacer la partie…"), self.clear_game)
        self.close_button = button(tr("Clore la partie…"), self.close_game,
                                   tip=tr("Temps écoulé ou partie libre : le plus haut total gagne"))
        self.reopen_button = button(tr("Rouvrir la partie"), self.reopen_game)
        self.forfeit_button = button(tr("Forfait…"), self.declare_forfeit,
                                     tip=tr("Un côté de la table abandonne : l’autre gagne comme un exempt"))
        self.unforfeit_button = button(tr("Annuler le forfait"), self.cancel_forfeit)
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
        self.table_line = TableNumberField(tr("Table à saisir"))
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
        #: « Manche 3 » beside the table box: the sheet's own title (« Manche 3 · table 2 ») is hidden here.
        self.round_label = label("", "title")
        top.addWidget(self.round_label)
        top.addWidget(self.table_box)
        top.addStretch(1)
        top.addWidget(self.paper_button)
        top.addWidget(self.close_button)
        top.addWidget(self.reopen_button)
        top.addWidget(self.forfeit_button)
        top.addWidget(self.unforfeit_button)
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
            if self.sheet is not None and rnd.tables:  # « t9 » typed on a sheet's line
                self.sheet.set_feedback(tr("La manche {r} n’a pas de table {t} (tables 1 à {n}).").format(
                    r=round_number, t=table_number, n=max(t.number for t in rnd.tables)), "error")
                self.sheet.entry.selectAll()
            return False
        names = tuple(side.numbered for side in table.sides)  # « 8 · Les As », the one rule of a team's label
        title = tr("Manche {r} · table {t}").format(r=round_number, t=table_number)
        source = ServiceGame(service, tid, round_number, table_number, self.context.rules(), names, title)
        self._close_sheet()
        self.sheet = ScoreSheet(source, self.context.undo_stack,
                                place=tr("table {t}, manche {r}").format(t=table_number, r=round_number))
        self.sheet.locate = partial(self.sheet_for, round_number, table_number)
        self.game = source
        self._ranked = ranked_outcome(source.view)
        self.sheet.changed.connect(self._sheet_changed)
        self.sheet.tableRequested.connect(self._open_in_play)
        self.sheet.roundTableRequested.connect(self._open_elsewhere)
        self.sheet.title.hide()
        in_play = self.round_in_play()
        self.round_label.setText(tr("Manche {n}").format(n=round_number) if round_number == in_play else
                                 tr("Manche {n} (la manche en cours est la {current})").format(
                                     n=round_number, current=in_play))
        set_role(self.round_label, "title" if round_number == in_play else "warning")
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

    def sheet_for(self, round_number: int, table_number: int) -> ScoreSheet | None:
        """The sheet of that table, in view: opened if another table is shown, its tab brought forward (an
        undo never changes a game out of sight); None when the table no longer exists."""
        if self.key != (round_number, table_number) and not self.open_table(round_number, table_number):
            return None
        self.context.show(self)
        return self.sheet

    def focus_entry(self) -> None:
        """Tab shown: the keyboard goes to the deal line, or to the table number when no table is open."""
        (self.sheet.entry if self.sheet is not None else self.table_line).setFocus()

    def round_in_play(self) -> int | None:
        """The round being played: the last one drawn (None before the first draw)."""
        rounds = attempt(self, lambda: self.context.service.round_summaries(self.context.tournament_id)) or []
        return rounds[-1].number if rounds else None

    def _open_in_play(self, table_number: int) -> None:
        """« t7 » on the sheet's line: that table of the round in play, whatever round the sheet shows."""
        in_play = self.round_in_play()
        if in_play is not None:
            self.open_table(in_play, table_number)

    def _open_elsewhere(self, round_number: int, table_number: int) -> None:
        """« m1 t5 »: table 5 of round 1, said on the line when that round is not drawn."""
        in_play = self.round_in_play()
        if in_play is not None and 1 <= round_number <= in_play:
            self.open_table(round_number, table_number)
        elif self.sheet is not None:
            self.sheet.set_feedback(no_such_round(round_number, in_play or 0), "error")
            self.sheet.entry.selectAll()

    def _open_typed_table(self) -> None:
        text = self.table_line.text().strip()
        if not text:
            return
        rounds = attempt(self, lambda: self.context.service.round_summaries(self.context.tournament_id)) or []
        if not rounds:
            self.table_problem.setText(tr("Aucune manche tirée : tirez d’abord une manche (onglet Manches)."))
            return
        last = rounds[-1].number
        elsewhere = round_table_jump(text)  # « m1 t5 », as on the deal line
        if elsewhere is not None:
            round_number, table_number = elsewhere
            if 1 <= round_number <= last and self.open_table(round_number, table_number):
                self.table_line.clear()
                self.table_problem.clear()
                return
            self.table_line.selectAll()
            if 1 <= round_number <= last:
                self.table_problem.setText(tr("Pas de table « {n} » dans la manche {r}.").format(
                    n=table_number, r=round_number))
            else:
                self.table_problem.setText(no_such_round(round_number, last))
            return
        number = self.table_line.typed()
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
        before = self._ranked
        self._ranked = ranked_outcome(self.game.view) if self.game is not None else None
        self._update_extras(chart_later=True)
        self.ranking_moved = before is None or self._ranked != before
        self.changed.emit()
        self.ranking_moved = True

    def _update_extras(self, *, chart_later: bool = False) -> None:
        """The commands that fit the game shown, its paper or forfeit notice, its chart.  ``chart_later``: after
        a deal, the chart follows at the event loop's next turn, and only once the tab is in sight (see
        :meth:`_update_chart`): the deal stored and the sheet's totals come first."""
        if self.sheet is None:
            return
        if self.game is None:
            return
        view = self.game.view
        forfeit = view.mode == "forfeit"
        paper = view.mode == "paper" or forfeit
        self.paper_button.setVisible(not view.deals and not paper)
        self.forfeit_button.setVisible(not view.has_score)
        self.unforfeit_button.setVisible(forfeit)
        self.clear_button.setVisible(view.has_score and not forfeit)
        self.close_button.setVisible(bool(view.deals) and not view.finished and view.state != "closed")
        self.reopen_button.setVisible(view.state == "closed")
        names = self.sheet.source.camp_names
        if forfeit and view.forfeit is not None:
            text = tr("Forfait de {name} : {a} – {b}.").format(name=names[view.forfeit], a=number(view.totals[0]),
                                                                 b=number(view.totals[1]))
            self.paper_info.setText(text)
        elif paper:
            text = tr("Partie saisie en totaux de la feuille : {a} – {b}.").format(a=number(view.totals[0]),
                                                                                  b=number(view.totals[1]))
            if view.warnings:
                text += "\n" + "\n".join(view.warnings)
            self.paper_info.setText(text)
        self.paper_info.setVisible(paper)
        # Entered from its paper sheet: no deal is typed here, but « t6 » still opens another table.
        self.sheet.locked_reason = (
            tr("Table déclarée forfait : « Annuler le forfait » pour y saisir des donnes. « t6 » ouvre une autre "
               "table.") if forfeit else
            tr("Partie saisie en totaux de la feuille : « Effacer la partie… » pour la saisir donne par donne. "
               "« t6 » ouvre une autre table.") if paper else "")
        if forfeit:
            self.sheet.entry.setPlaceholderText(tr("Table déclarée forfait"))
        elif paper:
            self.sheet.entry.setPlaceholderText(tr("Saisie en totaux de la feuille"))
        self._chart_due = True
        if chart_later and view.deals:
            self._chart_timer.start()
        else:  # at once: a table opened, or a game left empty (hiding costs nothing, a stale chart never shows)
            self._update_chart()

    def _update_chart(self) -> None:
        """The game's running totals on the chart, if they changed since it was drawn and the tab is in sight;
        else when the tab is next shown (``showEvent``).  Showing the chart (its first deal) lays out the whole
        chart: 5 ms that a secretary who goes straight to the Classement tab would wait for nothing."""
        if not self._chart_due or self.sheet is None or self.game is None:
            return
        deals = self.game.view.deals
        if deals and not self.isVisible():
            return
        self._chart_due = False
        self.chart.set_game(self.sheet.source.camp_names, [d.totals for d in deals])
        self.chart.setVisible(len(deals) > 0)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 — Qt override
        super().showEvent(event)
        self._update_chart()

    def declare_forfeit(self, side: int | None = None) -> bool:
        """« Forfait… »: one side gives up (undoable, journalled, shown as forfait everywhere)."""
        if self.key is None or self.game is None:
            return False
        from belote_club.ui.dialogs.forfeit import ForfeitDialog

        round_number, table_number = self.key
        if side is None:
            side = self._withdrawn_side(round_number, table_number)
        dialog = ForfeitDialog(table_number, self.game.camp_names, self, side=side)
        if not dialog.exec():
            return False
        return self.forfeit_change(round_number, table_number, dialog.side(), dialog.totals_typed())

    def _withdrawn_side(self, round_number: int, table_number: int) -> int:
        """The side of that table whose entrant has withdrawn (the one that gives up), else side 0."""
        service, tid = self.context.service, self.context.tournament_id
        withdrawn = {e.entrant_id for e in service.entrants(tid) if e.withdrawn_from_round is not None}
        table = next((t for t in service.round(tid, round_number).tables if t.number == table_number), None)
        sides = table.sides if table is not None else ()
        return next((i for i, s in enumerate(sides) if withdrawn & set(s.entrant_ids)), 0)

    def forfeit_change(self, round_number: int, table_number: int, side: int, totals: list[int] | None) -> bool:
        service, tid = self.context.service, self.context.tournament_id
        names = self.game.camp_names if self.game is not None and self.key == (round_number, table_number) else ()
        who = names[side] if names else tr("côté {n}").format(n=side + 1)
        return self._table_change(
            tr("forfait de {name}, table {t}, manche {r}").format(name=who, t=table_number, r=round_number),
            round_number, table_number,
            lambda: service.declare_forfeit(tid, round_number, table_number, side, totals=totals),
            lambda: service.cancel_forfeit(tid, round_number, table_number))

    def cancel_forfeit(self) -> bool:
        if self.key is None:
            return False
        service, tid, (round_number, table_number) = self.context.service, self.context.tournament_id, self.key
        view = self.game.view if self.game is not None else None
        side, totals = (view.forfeit or 0, list(view.totals)) if view is not None else (0, None)
        return self._table_change(
            tr("annulation du forfait, table {t}, manche {r}").format(t=table_number, r=round_number),
            round_number, table_number, lambda: service.cancel_forfeit(tid, round_number, table_number),
            lambda: service.declare_forfeit(tid, round_number, table_number, side, totals=totals))

    def _table_change(self, text: str, round_number: int, table_number: int, forward: Callable[[], object],
                      backward: Callable[[], object]) -> bool:
        """An undoable change of a whole table (a forfeit); undoing it shows that table first."""
        def reveal() -> None:
            self.sheet_for(round_number, table_number)

        def done() -> None:
            if self.key == (round_number, table_number):
                self.open_table(round_number, table_number)
            self.changed.emit()

        return self.context.push(ServiceCommand(text, forward, backward, reveal=reveal, done=done,
                                                refused=self.context.refusal(self)))

    def _expected(self) -> str | None:
        """The fingerprint of the game shown: a change is refused if another station changed it since."""
        return self.game.view.fingerprint if self.game is not None else None

    def _game_call(self, call: Callable[[], object]) -> None:
        """Close, reopen, clear: done on the game shown, else refused (reloaded, said on the sheet)."""
        stale: list[StaleGameError] = []

        def guarded() -> object:
            try:
                return call()
            except StaleGameError as error:  # said on the sheet, not in a dialog
                stale.append(error)
                return None

        done = attempt(self, guarded)
        if stale:
            self._stale(stale[0])
        elif done is not None and self.key is not None:
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
        service, tid, expected, (rnd, table) = self.context.service, self.context.tournament_id, self._expected(), self.key
        self._game_call(lambda: service.close_game(tid, rnd, table, expected=expected))

    def reopen_game(self) -> None:
        if self.key is None:
            return
        service, tid, expected, (rnd, table) = self.context.service, self.context.tournament_id, self._expected(), self.key
        self._game_call(lambda: service.close_game(tid, rnd, table, closed=False, expected=expected))

    def enter_paper(self) -> None:
        if self.sheet is None or self.key is None:
            return
        key = (self.context.tournament_id, self.key[0], self.key[1])
        dialog = PaperTotalsDialog(self.context.service, key, self.sheet.source.camp_names, self,
                                   expected=self._expected())
        if dialog.exec() and self.key is not None:
            self.open_table(*self.key)
            self.changed.emit()
        elif dialog.stale is not None:
            self._stale(dialog.stale)

    def clear_game(self) -> None:
        if self.key is None or not confirm(self, tr("Effacer la partie"),
                                           tr("Effacer tout ce qui est saisi pour la table {n} ?").format(n=self.key[1]),
                                           tr("Effacer")):
            return
        service, tid, expected, (rnd, table) = self.context.service, self.context.tournament_id, self._expected(), self.key
        self._game_call(lambda: service.clear_game(tid, rnd, table, expected=expected))

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
            self.stack.removeWidget(self.sheet)
            self.sheet.deleteLater()
            self.sheet = None
        self.game = None
        self.key = None
        self.top.hide()
        self.stack.setCurrentWidget(self.empty_page)
