"""The table plan of the Manches tab: a table view where a team (Camp 1 / Camp 2 cell) is dragged onto another."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QMimeData, QModelIndex, Qt, Signal
from PySide6.QtGui import QDrag, QKeyEvent
from PySide6.QtWidgets import QTableView

SIDE_MIME = "application/x-belote-side"


class TablesView(QTableView):
    """The table plan; drag a team (Camp 1 / Camp 2 cell) onto another to swap them — or, from the keyboard,
    Espace on one, the arrows to the other, Espace again (Échap gives up).  Entrée opens the table."""

    swapRequested = Signal(tuple, tuple)
    #: The side picked with Espace, or None when the pick is given up (for the hint under the plan).
    picked = Signal(object)
    openRequested = Signal(QModelIndex)

    def __init__(self) -> None:
        super().__init__()
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(True)
        self.swapping_allowed = False
        self.held: tuple[int, int] | None = None

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 — Qt override
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentIndex().isValid():
            self.openRequested.emit(self.currentIndex())
            return
        if key == Qt.Key.Key_Space and self.swapping_allowed:
            side = self._side_at(self.currentIndex())
            if side is None:
                return
            if self.held is None:
                self.held = side
                self.picked.emit(side)
            else:
                held, self.held = self.held, None
                self.picked.emit(None)
                if held != side:
                    self.swapRequested.emit(held, side)
            return
        if key == Qt.Key.Key_Escape and self.held is not None:
            self.held = None
            self.picked.emit(None)
            return
        super().keyPressEvent(event)

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
