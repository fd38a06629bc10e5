"""A search box's filter: a row stays when one of its cells contains the text typed, ignoring case and accents."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, QSortFilterProxyModel, Qt

from belote_club.text import fold


class FilterProxy(QSortFilterProxyModel):
    """Case- and accent-insensitive filter over every column: « berenger » finds « Bérenger », « EMILE » finds
    « Émile » (both sides go through :func:`belote_club.text.fold`)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._needle = ""
        self.setFilterKeyColumn(-1)

    def set_search(self, text: str) -> None:
        """Filter on ``text`` (folded); an empty text shows every row."""
        needle = fold(text)
        if needle != self._needle:
            self.beginFilterChange()
            self._needle = needle
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex) -> bool:  # noqa: N802
        if not self._needle:
            return True
        model = self.sourceModel()
        for column in range(model.columnCount(source_parent)):
            value = model.index(source_row, column, source_parent).data(Qt.ItemDataRole.DisplayRole)
            if value is not None and self._needle in fold(str(value)):
                return True
        return False
