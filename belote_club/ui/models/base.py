"""What every table model of the window shares: read-only rows of plain objects, described by columns."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont

T = TypeVar("T")
AnyIndex = QModelIndex | QPersistentModelIndex
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
CENTER = int(Qt.AlignmentFlag.AlignCenter)
ITEM_ROLE = Qt.ItemDataRole.UserRole


def tr(text: str) -> str:
    return QCoreApplication.translate("Models", text)


# Built once: ``data()`` is called for every visible cell at every repaint.
_BOLD: QFont | None = None
_COLORS: dict[str, QColor] = {}


def bold() -> QFont:
    global _BOLD
    if _BOLD is None:
        _BOLD = QFont()
        _BOLD.setBold(True)
    return _BOLD


def color(name: str) -> QColor:
    found = _COLORS.get(name)
    if found is None:
        found = _COLORS[name] = QColor(name)
    return found


@dataclass(frozen=True)
class Column(Generic[T]):
    title: str
    text: Callable[[T], str]
    align: int = LEFT
    sort: Callable[[T], Any] | None = None


class ListTableModel(QAbstractTableModel, Generic[T]):
    """Read-only rows of plain objects; ``ITEM_ROLE`` gives the object of a row."""

    columns: Sequence[Column[T]] = ()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[T] = []

    #: a refresh with as many rows as before only says the cells changed (views keep their scroll
    #: position and lay out nothing again); a model whose rows keep their identity may leave it False
    refresh_in_place = False

    def set_rows(self, rows: Sequence[T]) -> None:
        new = list(rows)
        if self.refresh_in_place and self._rows and len(new) == len(self._rows):
            self._rows = new
            self.dataChanged.emit(self.index(0, 0), self.index(len(new) - 1, len(self.columns) - 1))
            return
        self.beginResetModel()
        self._rows = new
        self.endResetModel()

    def rows(self) -> list[T]:
        return list(self._rows)

    def item(self, row: int) -> T:
        return self._rows[row]

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            if 0 <= section < len(self.columns):
                return tr(self.columns[section].title)
        return None

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self._rows)):
            return None
        row = self._rows[index.row()]
        column = self.columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.text(row)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return column.align
        if role == ITEM_ROLE:
            return row
        if role == Qt.ItemDataRole.InitialSortOrderRole:
            return None
        return self.extra(row, index.column(), role)

    def extra(self, row: T, column: int, role: int) -> Any:
        return None
