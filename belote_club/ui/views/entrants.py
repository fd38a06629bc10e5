"""The Équipes tab (Joueurs in a mêlée): registration, check-in, late arrivals, withdrawals, and the cash desk
(entry fees by means, refunds: :mod:`belote_club.ui.views.cash_desk`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QHeaderView, QLineEdit, QVBoxLayout, QWidget

from belote_club.services.errors import ServiceError
from belote_club.tournament.model import Format
from belote_club.ui.commands import ServiceCommand
from belote_club.ui.context import Context
from belote_club.ui.dialogs.prizes import PrizesDialog
from belote_club.ui.dialogs.team import TeamDialog
from belote_club.ui.models.entrants import EntrantsModel
from belote_club.ui.models.filter_proxy import FilterProxy
from belote_club.ui.translation import tr
from belote_club.ui.views.cash_desk import CashDesk, fee_text
from belote_club.ui.widgets import (
    attempt,
    button,
    confirm,
    label,
    selected_item,
    shortcut,
    show_refusal,
    stored_id,
    table_view,
)

if TYPE_CHECKING:
    from belote_club.services.views import EntrantView


class EntrantsPanel(QWidget):
    """Every change here is undoable (Édition › Annuler names it, brings the team into view, then undoes it)."""

    changed = Signal()
    #: A withdrawn entrant's table to declare forfeit: round, table, the side that gives up.
    forfeitRequested = Signal(int, int, int)

    def __init__(self, context: Context, parent: QWidget | None = None, *, melee: bool | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.model = EntrantsModel(self)
        self.proxy = FilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.view = table_view(self.proxy, stretch=2)
        # Columns sized once per refresh (on the first 40 rows), not at every layout pass: measuring the cells
        # of 200 teams again and again made opening a big concours slow.
        header = self.view.horizontalHeader()
        for column in range(self.model.columnCount()):
            if column != 2:
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        if melee is None:
            melee = context.tournament.format is Format.MELEE
        if melee:
            self.view.hideColumn(1)  # no team names in a mêlée
        self.view.doubleClicked.connect(lambda _i: self.toggle_check_in())
        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Chercher une équipe ou un joueur… (Ctrl+F)"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.proxy.set_search)
        shortcut(QKeySequence.StandardKey.Find, self, self.search.setFocus)
        self.summary = label("", "subtitle")
        self.add_button = button(tr("Inscrire un joueur…") if melee else tr("Nouvelle équipe…"), self.add,
                                 primary=True, shortcut="Ctrl+E")
        self.edit_button = button(tr("Modifier…"), self.edit, shortcut="F2",
                                  tip=tr("Renommer l’équipe ou remplacer un joueur"))
        self.check_button = button(tr("Pointer / dépointer"), self.toggle_check_in, shortcut="Ctrl+P",
                                   tip=tr("Présent à la table de pointage"))
        self.check_all_button = button(tr("Pointer tous"), self.check_in_all, shortcut="Ctrl+Shift+A",
                                       tip=tr("Tous les inscrits sont présents"))
        self.late_button = button(tr("Arrivée en retard"), self.join_late, shortcut="Ctrl+R")
        self.withdraw_button = button(tr("Abandon…"), self.withdraw, shortcut="Ctrl+B")
        self.reinstate_button = button(tr("Annuler l’abandon"), self.reinstate)
        self.remove_button = button(tr("Désinscrire…"), self.unregister)
        buttons = QHBoxLayout()
        for widget in (self.add_button, self.edit_button, self.check_button, self.late_button,
                       self.withdraw_button, self.reinstate_button, self.remove_button):
            buttons.addWidget(widget)
        buttons.addStretch(1)
        self.edit_button.setHidden(melee)  # once in the layout: a lone widget shown would be a window
        self.view.selectionModel().currentRowChanged.connect(lambda *_a: self._update_buttons())
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.summary)
        top.addWidget(self.check_all_button)  # here, where the search can make room: 1024 px wide at most
        layout.addLayout(top)
        layout.addLayout(buttons)
        self.desk = CashDesk(context, self.selected, self._change, self.open_prizes)
        layout.addWidget(self.desk)
        layout.addWidget(self.view, 1)
        self.refresh()

    def refresh(self, select: int | None = None) -> None:
        """Read the entrants again; ``select``: that entrant is chosen and scrolled into view (else the one
        chosen stays chosen)."""
        entrants = self.context.service.entrants(self.context.tournament_id)
        current = self.selected()
        try:
            sheet = self.context.service.prize_sheet(self.context.tournament_id)
        except ServiceError:
            sheet = None
        self.model.set_money({r.entry.entrant_id: fee_text(r) for r in sheet.rows} if sheet else {},
                             {r.entry.entrant_id for r in sheet.rows if r.owed_cents} if sheet else set())
        self.desk.update_from(sheet)
        self.model.set_rows(entrants)
        self.view.resizeColumnsToContents()
        present = sum(1 for e in entrants if e.checked_in and e.withdrawn_from_round is None)
        registered = (tr("{n} inscrit") if len(entrants) <= 1 else tr("{n} inscrits")).format(n=len(entrants))
        here = (tr("{n} présent") if present <= 1 else tr("{n} présents")).format(n=present)
        self.summary.setText(f"{registered} · {here}")
        wanted = select if select is not None else (current.entrant_id if current is not None else None)
        if wanted is not None:
            self.show_entrant(wanted)
        self._update_buttons()

    def show_entrant(self, entrant_id: int) -> None:
        """Choose that entrant and scroll it into view (the search is cleared if it hides it)."""
        for row, entrant in enumerate(self.model.rows()):
            if entrant.entrant_id == entrant_id:
                index = self.proxy.mapFromSource(self.model.index(row, 0))
                if not index.isValid():
                    self.search.clear()
                    index = self.proxy.mapFromSource(self.model.index(row, 0))
                self.view.selectRow(index.row())
                self.view.scrollTo(index)
                return

    def selected(self) -> EntrantView | None:
        item: EntrantView | None = selected_item(self.view)
        return item

    def _update_buttons(self) -> None:
        entrant = self.selected()
        withdrawn = entrant is not None and entrant.withdrawn_from_round is not None
        for widget in (self.edit_button, self.check_button, self.late_button, self.remove_button):
            widget.setEnabled(entrant is not None and not withdrawn)
        self.check_all_button.setEnabled(any(not e.checked_in and e.withdrawn_from_round is None
                                             for e in self.model.rows()))
        self.withdraw_button.setVisible(not withdrawn)
        self.withdraw_button.setEnabled(entrant is not None)
        self.reinstate_button.setVisible(withdrawn)
        self.desk.update_buttons()

    def open_prizes(self) -> None:
        """« Droits et prix… »: the fee, the pot, the prizes and the prize list of the concours."""
        def changed() -> None:
            self.refresh()
            self.changed.emit()

        PrizesDialog(self.context, self, changed=changed).exec()

    # -- undoable changes ----------------------------------------------------------------------------
    def _change(self, text: str, entrant_ids: list[int], forward: Callable[[], object],
                backward: Callable[[], object]) -> bool:
        """Make an undoable change of these entrants; undoing it shows this tab and the first of them."""
        def reveal() -> None:
            self.context.show(self)
            if entrant_ids:
                self.show_entrant(entrant_ids[0])

        def done() -> None:
            self.refresh(select=entrant_ids[0] if entrant_ids else None)
            self.changed.emit()

        return self.context.push(ServiceCommand(text, forward, backward, reveal=reveal, done=done,
                                                refused=self.context.refusal(self)))

    def toggle_check_in(self) -> None:
        entrant = self.selected()
        if entrant is None:
            return
        service, tid, eid, present = self.context.service, self.context.tournament_id, entrant.entrant_id, \
            not entrant.checked_in
        text = (tr("pointage de {name}") if present else tr("dépointage de {name}")).format(name=entrant.label)
        self._change(text, [eid], lambda: service.check_in(tid, eid, present),
                     lambda: service.check_in(tid, eid, not present))

    def check_in_all(self) -> None:
        """« Pointer tous »: every entrant not present yet (nor withdrawn) is checked in, in one undoable step."""
        service, tid = self.context.service, self.context.tournament_id
        absent = [e.entrant_id for e in self.model.rows() if not e.checked_in and e.withdrawn_from_round is None]
        if not absent:
            return

        def forward() -> None:
            for eid in absent:
                service.check_in(tid, eid, True)

        def backward() -> None:
            for eid in absent:
                service.check_in(tid, eid, False)

        count = len(absent)
        text = (tr("pointage de {n} inscrit") if count == 1 else tr("pointage de {n} inscrits")).format(n=count)
        self._change(text, absent, forward, backward)

    def join_late(self) -> None:
        entrant = self.selected()
        if entrant is None:
            return
        service, tid, eid = self.context.service, self.context.tournament_id, entrant.entrant_id
        before, present = entrant.joins_from_round, entrant.registration.checked_in
        self._change(tr("arrivée en retard de {name}").format(name=entrant.label), [eid],
                     lambda: service.join_late(tid, eid),
                     lambda: service.cancel_late_arrival(tid, eid, from_round=before, checked_in=present))

    def next_round(self) -> int:
        """The round a registration change now starts from: the next one to draw."""
        return len(self.context.service.round_summaries(self.context.tournament_id)) + 1

    def withdraw(self) -> None:
        entrant = self.selected()
        if entrant is None:
            return
        start = self.next_round()
        question = tr("Abandon de « {name} » à partir de la manche {n} : elle ne sera plus tirée, ses parties déjà "
                      "jouées comptent toujours. Confirmer l’abandon ?").format(name=entrant.label, n=start)
        if not confirm(self, tr("Abandon"), question, tr("Abandon à partir de la manche {n}").format(n=start)):
            return
        service, tid, eid = self.context.service, self.context.tournament_id, entrant.entrant_id
        if self._change(tr("abandon de {name} (manche {n})").format(name=entrant.label, n=start), [eid],
                        lambda: service.withdraw(tid, eid, start), lambda: service.reinstate(tid, eid)):
            self._offer_forfeit(entrant, start - 1)

    def _offer_forfeit(self, entrant: EntrantView, round_number: int) -> None:
        """Withdrawn during a drawn round, at a table not started: offer that table's forfeit (else the team
        stays seated there and the next draw waits for a game nobody will play)."""
        if round_number < 1:
            return
        try:
            rnd = self.context.service.round(self.context.tournament_id, round_number)
        except ServiceError:
            return
        for table in rnd.tables:
            for side, seated in enumerate(table.sides):
                if entrant.entrant_id in seated.entrant_ids and not table.game.has_score:
                    question = tr("« {name} » est à la table {t} de la manche {r}, qui n’a pas commencé. Déclarer le "
                                  "forfait de cette table ? L’adversaire marque comme un exempt.").format(
                        name=entrant.label, t=table.number, r=round_number)
                    if confirm(self, tr("Forfait"), question, tr("Déclarer le forfait")):
                        self.forfeitRequested.emit(round_number, table.number, side)
                    return

    def reinstate(self) -> None:
        entrant = self.selected()
        if entrant is None or entrant.withdrawn_from_round is None:
            return
        service, tid, eid, since = self.context.service, self.context.tournament_id, entrant.entrant_id, \
            entrant.withdrawn_from_round
        self._change(tr("retour de {name}").format(name=entrant.label), [eid],
                     lambda: service.reinstate(tid, eid), lambda: service.withdraw(tid, eid, since))

    def add(self) -> None:
        dialog = TeamDialog(self.context.service, self.context.tournament, self)
        if dialog.exec():
            added = dialog.result_value
            if added is None:
                self.refresh()
                self.changed.emit()
                return
            self._added(added)

    def _added(self, added: EntrantView) -> None:
        """Register what the dialog just created as an undoable change: undone by unregistering it (refused by
        the services once it is drawn), redone by registering the same players again (same name, number and
        check-in)."""
        service, tid = self.context.service, self.context.tournament_id
        ids = [p.id for p in added.players if p.id is not None]
        named = added.team_id is not None and added.label != " / ".join(p.display_name for p in added.players)
        current = {"id": added.entrant_id, "made": True}

        def forward() -> None:
            if current["made"]:  # made by the dialog itself
                return
            if added.team_id is None:
                again = service.register_player(tid, ids[0], number=added.number, checked_in=added.checked_in)
            else:
                again = service.create_team(tid, ids, name=added.label if named else "", number=added.number,
                                            checked_in=added.checked_in)
            current.update(id=again.entrant_id, made=True)

        def backward() -> None:
            service.unregister(tid, current["id"])
            current["made"] = False

        text = (tr("inscription de l’équipe {name}") if added.team_id is not None
                else tr("inscription de {name}")).format(name=added.label)
        self._change(text, [added.entrant_id], forward, backward)

    def edit(self) -> None:
        """« Modifier… »: rename the team or replace a player (undoable; in the journal)."""
        entrant = self.selected()
        if entrant is None or entrant.team_id is None:
            return
        played = self._first_game(entrant.entrant_id)
        if played is not None:
            show_refusal(self, ServiceError(tr("« {name} » a déjà joué (manche {r}, table {t}) : l’équipe ne se modifie "
                                               "plus ; ses résultats restent les siens.").format(
                name=entrant.label, r=played[0], t=played[1])))
            return
        tournament = self.context.tournament
        dialog = TeamDialog(self.context.service, tournament, self, team=entrant, apply=False)
        if not dialog.exec() or dialog.changes is None:
            return
        service, tid, team_id = self.context.service, self.context.tournament_id, entrant.team_id
        old_ids = tuple(stored_id(p.id) for p in entrant.players)
        old_name = "" if entrant.label == " / ".join(p.display_name for p in entrant.players) else entrant.label
        player_ids, name = dialog.changes
        self._change(tr("modification de l’équipe {name}").format(name=entrant.label), [entrant.entrant_id],
                     lambda: service.update_team(tid, team_id, player_ids=player_ids, name=name),
                     lambda: service.update_team(tid, team_id, player_ids=old_ids if player_ids else None,
                                                 name=old_name))

    def _first_game(self, entrant_id: int) -> tuple[int, int] | None:
        """(round, table) of the first game with a score that this entrant played, or None: a team is edited
        only until it has played."""
        for rnd in self.context.service.rounds(self.context.tournament_id):
            for table in rnd.tables:
                if table.game.has_score and any(entrant_id in side.entrant_ids for side in table.sides):
                    return rnd.number, table.number
        return None

    def unregister(self) -> None:
        entrant = self.selected()
        if entrant is None or not confirm(self, tr("Désinscrire"),
                                          tr("Désinscrire « {name} » ?").format(name=entrant.label), tr("Désinscrire")):
            return
        service, tid = self.context.service, self.context.tournament_id

        def unregister() -> bool:
            service.unregister(tid, entrant.entrant_id)
            return True

        if attempt(self, unregister):
            self.refresh()
            self.changed.emit()
