"""The Règles tab: the house rules of the concours, locked once a score is entered (unlocked on request)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from belote_club.rules import HouseRules
from belote_club.services.errors import ServiceError
from belote_club.ui.context import Context
from belote_club.ui.rules_editor import RulesEditor
from belote_club.ui.translation import tr
from belote_club.ui.widgets import label


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
