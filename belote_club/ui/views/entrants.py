"""The Équipes tab (Joueurs in a mêlée): registration, check-in, late arrivals, withdrawals."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QVBoxLayout, QWidget

from belote_club.tournament.model import Format
from belote_club.ui.context import Context
from belote_club.ui.dialogs.team import TeamDialog
from belote_club.ui.models.entrants import EntrantsModel
from belote_club.ui.models.filter_proxy import FilterProxy
from belote_club.ui.widgets import attempt, button, confirm, label, selected_item, shortcut, table_view

if TYPE_CHECKING:
    from belote_club.services.views import EntrantView


def tr(text: str) -> str:
    return QCoreApplication.translate("TournamentPage", text)


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
        self.search.textChanged.connect(self.proxy.set_search)
        shortcut(QKeySequence.StandardKey.Find, self, self.search.setFocus)
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

    def selected(self) -> EntrantView | None:
        item: EntrantView | None = selected_item(self.view)
        return item

    def _update_buttons(self) -> None:
        entrant = self.selected()
        withdrawn = entrant is not None and entrant.withdrawn_from_round is not None
        for widget in (self.check_button, self.late_button, self.remove_button):
            widget.setEnabled(entrant is not None and not withdrawn)
        self.withdraw_button.setVisible(not withdrawn)
        self.withdraw_button.setEnabled(entrant is not None)
        self.reinstate_button.setVisible(withdrawn)

    def _act(self, call: Callable[[EntrantView], Any]) -> None:
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
        def unregister() -> bool:
            service.unregister(tid, entrant.entrant_id)
            return True

        if attempt(self, unregister):
            self.refresh()
            self.changed.emit()
