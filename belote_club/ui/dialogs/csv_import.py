"""Importing a roster CSV: every line previewed (errors per line) before the valid ones are imported."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from belote_club.ui.theme import colors
from belote_club.ui.translation import tr
from belote_club.ui.widgets import label, plural

if TYPE_CHECKING:
    from belote_club.services import ClubService

#: How the services start a CSV line's problem (« Ligne 16 : … », in English « Line 16: … »).
LINE_PREFIX = re.compile(r"^(?:Ligne|Line) \d+\s?: ")


class CsvImportDialog(QDialog):
    """Preview a roster CSV line by line (errors per line) before importing the valid lines."""

    def __init__(self, service: ClubService, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Importer des joueurs"))
        self.resize(860, 520)
        self.service = service
        self.text = text
        self.preview = service.preview_players_csv(text)
        valid, errors = len(self.preview.valid), len(self.preview.errors)
        duplicates = sum(1 for line in self.preview.valid if line.duplicate_of is not None)
        summary = tr("{valid}, {duplicates} ; {errors}.").format(
            valid=plural(valid, tr("{n} ligne valable"), tr("{n} lignes valables")),
            duplicates=tr("dont {dup} déjà dans la liste").format(dup=duplicates),
            errors=plural(errors, tr("{n} ligne en erreur"), tr("{n} lignes en erreur")))
        self.table = QTableWidget(len(self.preview.lines), 3)
        self.table.setHorizontalHeaderLabels([tr("Ligne"), tr("Joueur"), tr("Remarque")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        first_error: int | None = None
        for row, line in enumerate(self.preview.lines):
            name = line.player.display_name if line.player else ""
            if line.errors:
                if first_error is None:
                    first_error = row
                # The line number is in its own column: « Ligne 16 : » / « Line 16: » is not repeated in the remark.
                note = tr(" ; ").join(LINE_PREFIX.sub("", e) for e in line.errors)
            elif line.duplicate_of is not None:
                note = tr("déjà dans la liste : ignoré")
            else:
                note = tr("sera ajouté")
            for column, value in enumerate((str(line.line), name, note)):
                item = QTableWidgetItem(value)
                if line.errors:
                    item.setForeground(QColor(colors().red))
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Annuler"))
        self.import_button = buttons.addButton(plural(valid - duplicates, tr("Importer {n} joueur"), tr("Importer {n} joueurs")),
                                               QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_button.setEnabled(valid - duplicates > 0)
        buttons.accepted.connect(self._import)
        buttons.rejected.connect(self.reject)
        self.summary = label(summary, "warning" if errors else "", wrap=True)
        self.first_error = first_error
        if first_error is not None:
            self.table.selectRow(first_error)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.result_value: Any = None

    def showEvent(self, event: Any) -> None:  # noqa: N802 — Qt override
        super().showEvent(event)
        item = self.table.item(self.first_error, 0) if self.first_error is not None else None
        if item is not None:  # the first line in error in sight, not below the fold
            self.table.scrollToItem(item, QTableWidget.ScrollHint.PositionAtCenter)

    def _import(self) -> None:
        self.result_value = self.service.import_players_csv(self.text)
        self.accept()
