"""Naming a table: « 7 » or « t7 » (as on the score sheet's entry line: the table of the round in play),
« m1 t5 » (table 5 of round 1, another round only when asked), and the field where it is typed."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QLineEdit, QWidget

from belote_club.ui.translation import tr

#: « t7 », « T 12 » typed on the deal line: open that table of the round in play (a bare number there is a
#: deal's points).
TABLE_JUMP = re.compile(r"^\s*t\s*(\d{1,4})\s*$", re.IGNORECASE)
#: « m1 t5 », « M2T3 »: table 5 of round 1, whatever the round in play.
ROUND_TABLE_JUMP = re.compile(r"^\s*m\s*(\d{1,3})\s*t\s*(\d{1,4})\s*$", re.IGNORECASE)


def table_jump(text: str) -> int | None:
    """The table named by « t7 » on the deal line (in the round in play); None for anything else (a deal)."""
    match = TABLE_JUMP.match(text)
    return int(match.group(1)) if match else None


def round_table_jump(text: str) -> tuple[int, int] | None:
    """(round, table) named by « m1 t5 » on the deal line; None for anything else."""
    match = ROUND_TABLE_JUMP.match(text)
    return (int(match.group(1)), int(match.group(2))) if match else None


def jump_target(text: str) -> tuple[int | None, int] | None:
    """(round, table) named on the deal line: round None for « t7 » (the round in play); None for a deal."""
    table = table_jump(text)
    return (None, table) if table is not None else round_table_jump(text)


def jump_hint(target: tuple[int | None, int]) -> str:
    """What Enter will do with that line: « Entrée : ouvrir la table 7 [de la manche 1] »."""
    round_number, table = target
    if round_number is None:
        return tr("Entrée : ouvrir la table {n}").format(n=table)
    return tr("Entrée : ouvrir la table {t} de la manche {r}").format(t=table, r=round_number)


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
