"""Naming a table: « 7 » or « t7 » (as on the score sheet's entry line), and the field where it is typed."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QLineEdit, QWidget

from belote_club.ui.translation import tr

#: « t7 », « T 12 » typed on the deal line: open that table (a bare number there is a deal's points).
TABLE_JUMP = re.compile(r"^\s*t\s*(\d{1,4})\s*$", re.IGNORECASE)


def table_jump(text: str) -> int | None:
    """The table named by « t7 » on the deal line; None for anything else (a deal)."""
    match = TABLE_JUMP.match(text)
    return int(match.group(1)) if match else None


def typed_table_number(text: str) -> int | None:
    """« 7 » or « t7 » in a table field → 7; anything else → None."""
    text = text.strip()
    if text[:1] in ("t", "T"):
        text = text[1:].strip()
    return int(text) if text.isdigit() else None


class TableNumberField(QLineEdit):
    """« N° de table puis Entrée »: as wide as its whole hint (whatever the language), never wider.
    ``typed()`` is the table number typed, or None."""

    def __init__(self, accessible_name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setPlaceholderText(tr("N° de table puis Entrée"))
        if accessible_name:
            self.setAccessibleName(accessible_name)
        self.setFixedWidth(self.fontMetrics().horizontalAdvance(self.placeholderText()) + 28)

    def typed(self) -> int | None:
        return typed_table_number(self.text())
