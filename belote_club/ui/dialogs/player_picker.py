"""Search-as-you-type over the club's roster, inside a dialog (the team dialog's players)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLineEdit, QVBoxLayout, QWidget

from belote_club.ui.models.players import PlayersModel
from belote_club.ui.widgets import table_view

if TYPE_CHECKING:
    from belote_club.services import ClubService
    from belote_club.tournament.model import Player


def tr(text: str) -> str:
    return QCoreApplication.translate("Dialogs", text)


class PlayerPicker(QWidget):
    """Search-as-you-type over the roster; ``selected()`` is the chosen player.  Entrée in the search
    (the first player found is selected) emits ``chosen`` instead of accepting the whole dialog."""

    chosen = Signal()

    def __init__(self, service: ClubService, parent: QWidget | None = None, exclude: set[int] | None = None,
                 default_row: int = 0) -> None:
        super().__init__(parent)
        self.service = service
        self.exclude = exclude or set()
        self.default_row = default_row
        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Chercher un joueur (nom, licence, club)…"))
        self.search.setClearButtonEnabled(True)
        self.model = PlayersModel(self)
        self.view = table_view(self.model)
        self.view.setMinimumHeight(160)
        self.search.textChanged.connect(self.refresh)
        self.search.installEventFilter(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search)
        layout.addWidget(self.view)
        self.refresh()

    def refresh(self, *_args: Any) -> None:
        self.model.set_rows([p for p in self.service.players(self.search.text()) if p.id not in self.exclude])
        if self.model.rowCount():
            self.view.selectRow(min(self.default_row, self.model.rowCount() - 1))

    def selected(self) -> Player | None:
        index = self.view.currentIndex()
        return self.model.item(index.row()) if index.isValid() else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 — Qt override
        if (watched is self.search and isinstance(event, QKeyEvent)
                and event.type() == QEvent.Type.KeyPress and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            self.chosen.emit()
            return True
        return super().eventFilter(watched, event)
