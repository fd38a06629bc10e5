"""What a delegate paints of a cell is what ``data()`` says, role by role (and no ``multiData`` override: with
PySide6 6.12 it corrupts None's reference count, see ``ui/models/base.py``)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

from belote_club.ui.models.base import RIGHT, Column, ListTableModel, bold, color


class _Model(ListTableModel[tuple[str, int]]):
    columns = (Column("Nom", lambda r: r[0]), Column("Points", lambda r: str(r[1]), RIGHT))

    def extra(self, row: tuple[str, int], column: int, role: int) -> object:
        if role == Qt.ItemDataRole.FontRole and column == 0:
            return bold()
        if role == Qt.ItemDataRole.ForegroundRole and row[1] < 0:
            return color("#b3261e")
        return None


def test_a_painted_cell_reads_what_data_says(qtbot) -> None:  # type: ignore[no-untyped-def]
    assert "multiData" not in vars(ListTableModel)
    model = _Model()
    model.set_rows([("Alice", 12), ("Bob", -3)])
    delegate = QStyledItemDelegate()
    for row in range(2):
        for column in range(2):
            index = model.index(row, column)
            option = QStyleOptionViewItem()
            delegate.initStyleOption(option, index)
            assert option.text == index.data()
            assert int(option.displayAlignment) == index.data(Qt.ItemDataRole.TextAlignmentRole)
            assert option.font.bold() == (column == 0)
            foreground = index.data(Qt.ItemDataRole.ForegroundRole)
            if foreground is not None:
                assert option.palette.text().color() == foreground
    assert model.index(1, 1).data(Qt.ItemDataRole.ForegroundRole) == color("#b3261e")
    span_of_an_invalid_row = model.index(0, 0).siblingAtRow(5)
    assert not span_of_an_invalid_row.isValid() and model.data(QModelIndex()) is None
