"""A table model whose cells Qt keeps: for the big tables painted after every deal (the standings).

:class:`~belote_club.ui.models.base.ListTableModel` answers ``data()`` from Python.  Qt asks a painted cell
for seven roles, each a call from C++ into Python through PySide (about 2 µs each): the Classement tab's
fifteen rows of nine columns cost some 1 000 calls, nearly half the time the table took to paint (2 ms of
4.5 at 200 teams).  :class:`StoredTableModel` is a ``QStandardItemModel``: what each cell shows is written
into Qt's items when the rows change, and painting reads it without calling Python at all.  It keeps the
``ListTableModel`` contract — rows of plain objects described by :class:`~belote_club.ui.models.base.Column`,
:meth:`text`, :meth:`extra` for the :attr:`stored_roles`, :meth:`rows_changed`, ``ITEM_ROLE`` giving a
row's object — and, like a ``refresh_in_place`` list model, a refresh with as many rows only says the runs
of rows that changed (the view keeps its scroll position and selection, nothing is laid out again).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel

from belote_club.ui.models.base import ALIGNMENT_ROLE, DISPLAY_ROLE, ITEM_ROLE, Column, changed_ranges
from belote_club.ui.translation import tr

T = TypeVar("T")


class StoredTableModel(QStandardItemModel, Generic[T]):
    """Read-only rows of plain objects whose cells Qt keeps (see the module)."""

    columns: Sequence[Column[T]] = ()
    #: the roles, beyond the text, the alignment and the row's object, that :meth:`extra` is asked for once
    #: per cell when its row changes (what it says for other roles is never shown)
    stored_roles: tuple[int, ...] = ()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(0, len(self.columns), parent)
        prototype = QStandardItem()
        prototype.setFlags(Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled)  # read-only, as a list model
        self.setItemPrototype(prototype)
        self._rows: list[T] = []
        self.set_titles()

    def title(self, column: int) -> str:
        """The title of a column's header."""
        return tr(self.columns[column].title)

    def set_titles(self) -> None:
        """Write the headers' titles again (:meth:`title` changed)."""
        self.setHorizontalHeaderLabels([self.title(c) for c in range(len(self.columns))])

    def rows(self) -> list[T]:
        return list(self._rows)

    def text(self, item: T, position: int, column: int) -> str:
        """The text of a cell (``item`` is the row at ``position``); a model may say more than its column."""
        return self.columns[column].text(item)

    def extra(self, row: T, column: int, role: int) -> Any:
        """What a cell says for one of the :attr:`stored_roles` (``None``: nothing)."""
        return None

    def set_rows(self, rows: Sequence[T]) -> None:
        new = list(rows)
        if self._rows and len(new) == len(self._rows):
            runs = changed_ranges(self._rows, new)
            self._rows = new
            for first, last in runs:
                self._write(range(first, last + 1))
            return
        self.beginResetModel()
        blocked = self.blockSignals(True)  # the views hear of the reset only, not of each cell written
        try:
            self.setRowCount(len(new))
            self._rows = new
            self._write(range(len(new)), say=False)
        finally:
            self.blockSignals(blocked)
        self.endResetModel()

    def rows_changed(self, positions: Iterable[int]) -> None:
        """Write these rows again (a state of the model that the rows do not carry changed)."""
        for position in sorted(set(positions)):
            if 0 <= position < len(self._rows):
                self._write(range(position, position + 1))

    def _write(self, positions: range, *, say: bool = True) -> None:
        """Write the cells of these rows into Qt's items, then say (one ``dataChanged``) that they changed."""
        if not positions:
            return
        blocked = self.blockSignals(True)  # one dataChanged for the run, not one per cell
        try:
            for position in positions:
                row = self._rows[position]
                for column, described in enumerate(self.columns):
                    values: dict[int, Any] = {role: self.extra(row, column, role) for role in self.stored_roles}
                    values[DISPLAY_ROLE] = self.text(row, position, column)
                    values[ALIGNMENT_ROLE] = described.align
                    values[ITEM_ROLE] = row
                    self.setItemData(self.index(position, column), values)  # None clears a role
        finally:
            self.blockSignals(blocked)
        if say:
            self.dataChanged.emit(self.index(positions[0], 0),
                                  self.index(positions[-1], len(self.columns) - 1), [])
