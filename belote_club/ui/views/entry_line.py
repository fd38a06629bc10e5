"""The score sheet's keyboard: the one-line deal entry and the list of deals, each with its keys."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLineEdit, QTableView


class DealsTable(QTableView):
    """The list of deals: Entrée/F2 edits the current deal, Suppr deletes it, Inser inserts one before it."""

    editRequested = Signal()
    removeRequested = Signal()
    insertRequested = Signal()

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802 — Qt override
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_F2):
            self.editRequested.emit()
        elif key == Qt.Key.Key_Delete:
            self.removeRequested.emit()
        elif key == Qt.Key.Key_Insert:
            self.insertRequested.emit()
        else:
            super().keyPressEvent(event)


class EntryLine(QLineEdit):
    """The one-line deal entry; Échap cancels an edit, Haut/Bas move in the list of deals; there, F2 corrects
    the deal chosen, Inser inserts one before it and Suppr (on an empty line) deletes it — as in the list."""

    cancelled = Signal()
    moveSelection = Signal(int)
    editRequested = Signal()
    insertRequested = Signal()
    removeRequested = Signal()
    #: Ctrl+Z / Ctrl+Y typed on the line: they undo and redo deals (Édition menu), never the line's typing.
    historyRequested = Signal()

    @staticmethod
    def is_history_key(event: Any) -> bool:
        return bool(event.matches(QKeySequence.StandardKey.Undo) or event.matches(QKeySequence.StandardKey.Redo)
                    or (event.key() == Qt.Key.Key_Y
                        and event.modifiers() == Qt.KeyboardModifier.ControlModifier))

    def event(self, event: Any) -> bool:
        # A QLineEdit claims Ctrl+Z for its own typing history: the secretary, always typing here, got back
        # the text of an earlier deal on the line (Entrée would then enter it again) instead of an undone deal.
        if event.type() == QEvent.Type.ShortcutOverride and self.is_history_key(event):
            self.historyRequested.emit()
            event.ignore()
            return False
        return super().event(event)

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802 — Qt override
        key = event.key()
        if self.is_history_key(event):  # nothing to undo or redo: nothing happens, not a line from the past
            event.accept()
            return
        if key == Qt.Key.Key_Escape:
            self.cancelled.emit()
            return
        if key == Qt.Key.Key_F2:
            self.editRequested.emit()
            return
        if key == Qt.Key.Key_Insert and not event.modifiers():
            self.insertRequested.emit()
            return
        if key == Qt.Key.Key_Delete and not event.modifiers() and not self.text():
            self.removeRequested.emit()
            return
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and not event.modifiers():
            self.moveSelection.emit(-1 if key == Qt.Key.Key_Up else 1)
            return
        super().keyPressEvent(event)
