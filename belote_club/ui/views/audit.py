"""The Journal tab: every change of the concours, the most recent first."""

from __future__ import annotations

from PySide6.QtWidgets import QListWidget, QVBoxLayout, QWidget

from belote_club.text import short_datetime
from belote_club.ui.context import Context
from belote_club.ui.translation import tr
from belote_club.ui.widgets import label


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
            when = short_datetime(entry.when)
            self.list.addItem(f"{when}   {entry.what}")
