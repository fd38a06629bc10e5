"""What every table model of the window shares: read-only rows of plain objects, described by columns."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont

from belote_club.ui.theme import colors
from belote_club.ui.translation import tr

T = TypeVar("T")
AnyIndex = QModelIndex | QPersistentModelIndex
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
CENTER = int(Qt.AlignmentFlag.AlignCenter)
ITEM_ROLE = int(Qt.ItemDataRole.UserRole)


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
    #: tells apart a title translated two ways (``tr(title, disambiguation)``): « Saisie » the entry, not the tab
    disambiguation: str | None = None


def changed_ranges(old: Sequence[Any], new: Sequence[Any]) -> list[tuple[int, int]]:
    """The (first, last) runs of positions where two sequences of the same length differ (``is`` first, then
    ``==``): what a refresh in place says changed."""
    runs: list[tuple[int, int]] = []
    start = -1
    for position, (before, after) in enumerate(zip(old, new, strict=True)):
        if before is after or before == after:
            if start >= 0:
                runs.append((start, position - 1))
                start = -1
        elif start < 0:
            start = position
    if start >= 0:
        runs.append((start, len(new) - 1))
    return runs


#: Roles as plain numbers: ``data()`` compares and looks them up for every cell painted, several times.
DISPLAY_ROLE = int(Qt.ItemDataRole.DisplayRole)
ALIGNMENT_ROLE = int(Qt.ItemDataRole.TextAlignmentRole)
INITIAL_SORT_ROLE = int(Qt.ItemDataRole.InitialSortOrderRole)


class ListTableModel(QAbstractTableModel, Generic[T]):
    """Read-only rows of plain objects; ``ITEM_ROLE`` gives the object of a row.

    What a cell shows is computed once per row object and kept until that row changes (:meth:`set_rows`,
    :meth:`rows_changed`): a repaint asks ``data()`` for every visible cell, five or six roles each.  So
    ``Column.text`` and :meth:`extra` must depend on the row and on the model's state only, and a change of
    that state is said with :meth:`rows_changed`."""

    columns: Sequence[Column[T]] = ()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[T] = []
        #: per row (None until painted): per column, role → value
        self._cells: list[list[dict[int, Any]] | None] = []
        self._scheme: object = None

    #: a refresh with as many rows as before only says which rows changed (views keep their scroll
    #: position and selection, and lay out nothing again); a model whose rows keep their identity may leave
    #: it False
    refresh_in_place = False

    def set_rows(self, rows: Sequence[T]) -> None:
        new = list(rows)
        if self.refresh_in_place and self._rows and len(new) == len(self._rows):
            runs = changed_ranges(self._rows, new)
            self._rows = new
            for first, last in runs:
                self._cells[first:last + 1] = [None] * (last - first + 1)
            for first, last in runs:
                self.dataChanged.emit(self.index(first, 0), self.index(last, len(self.columns) - 1))
            return
        self.beginResetModel()
        self._rows = new
        self._cells = [None] * len(new)
        self.endResetModel()

    def rows_changed(self, positions: Iterable[int]) -> None:
        """Say that these rows show differently (a state of the model that the rows do not carry changed)."""
        for position in sorted(set(positions)):
            if 0 <= position < len(self._rows):
                self._cells[position] = None
                self.dataChanged.emit(self.index(position, 0), self.index(position, len(self.columns) - 1))

    def rows(self) -> list[T]:
        return list(self._rows)

    def item(self, row: int) -> T:
        return self._rows[row]

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008, N802 — Qt override
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008, N802 — Qt override
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802 — Qt override
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            if 0 <= section < len(self.columns):
                column = self.columns[section]
                return tr(column.title, column.disambiguation)
        return None

    def text(self, item: T, position: int, column: int) -> str:
        """The text of a cell (``item`` is the row at ``position``); a model may say more than its column."""
        return self.columns[column].text(item)

    def _cell(self, position: int, column: int) -> dict[int, Any] | None:
        """The values kept for a cell, role → value (computed for its whole row when first asked)."""
        if not 0 <= position < len(self._rows):
            return None  # an invalid index has row -1
        if colors() is not self._scheme:  # light ↔ dark while running: the colours kept are the old scheme's
            self._scheme = colors()
            self._cells = [None] * len(self._rows)
        cells = self._cells[position] or self._fill(position)
        return cells[column] if 0 <= column < len(cells) else None

    def _fill(self, position: int) -> list[dict[int, Any]]:
        item = self._rows[position]
        cells = self._cells[position] = [
            {DISPLAY_ROLE: self.text(item, position, c), ALIGNMENT_ROLE: column.align, ITEM_ROLE: item,
             INITIAL_SORT_ROLE: None}
            for c, column in enumerate(self.columns)]
        return cells

    def data(self, index: AnyIndex, role: int = DISPLAY_ROLE) -> Any:
        # Called for every role of every cell painted (some thousand times a repaint): kept short.
        position = index.row()
        if position < 0 or colors() is not self._scheme:
            cell = self._cell(position, index.column())
            if cell is None:
                return None
        else:
            try:
                cell = (self._cells[position] or self._fill(position))[index.column()]
            except IndexError:
                return None
        try:
            return cell[role]
        except KeyError:
            value = cell[role] = self.extra(self._rows[position], index.column(), role)
            return value

    # No ``multiData`` override (Qt 6 asks a painted cell's seven roles in one call): with PySide6 6.12, going
    # through its QModelRoleDataSpan from Python drops a reference to None at every cell, and the process
    # aborts after some thousands of cells painted (« deallocating None »).  Seven ``data()`` calls it is.

    def extra(self, row: T, column: int, role: int) -> Any:
        return None
