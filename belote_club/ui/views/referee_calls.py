"""The referee calls as the desk shows them: a call's reason in the window's language, its line in the list of
« Saisie aux tables », and the banner across the tournament page while tables call the referee."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from belote_club.text import french_time
from belote_club.ui.theme import colors
from belote_club.ui.translation import QT_TR_NOOP, tr
from belote_club.ui.widgets import button

if TYPE_CHECKING:
    from belote_club.services.tables import RefereeCall

#: The reasons of a plain call (the services' default, the table page's button): the banner says no more.
PLAIN_CALLS = (QT_TR_NOOP("Appel de l’arbitre"), QT_TR_NOOP("Appel depuis la table"))
#: How the services store a side's dispute of the final score (services/tables.py).
DISPUTE = re.compile(r"^(.+) conteste le score final$")


def shown_reason(reason: str) -> str:
    """A call's reason (stored in French, as the services and the table page write it) in the window's
    language; a reason typed by someone is shown as typed."""
    if reason in PLAIN_CALLS:
        return tr(reason)
    disputed = DISPUTE.match(reason)
    return tr("{name} conteste le score final").format(name=disputed.group(1)) if disputed else reason


def call_text(call: RefereeCall) -> str:
    moment = call.at.astimezone() if call.at.tzinfo is not None else call.at
    return tr("{time} — Table {table} (manche {round}) : {reason}").format(
        time=french_time(moment), table=call.table_number, round=call.round_number, reason=shown_reason(call.reason))


class RefereeBanner(QFrame):
    """Across the tournament page while tables call the referee: which tables, and a way to the list."""

    def __init__(self, show_panel: Callable[[], object], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("refereeBanner")
        self.text = QLabel()
        self.text.setTextFormat(Qt.TextFormat.PlainText)  # a call's reason is typed on a phone: never rich text
        self.text.setWordWrap(True)
        self.text.setAccessibleName(tr("Appels de l’arbitre"))
        self.show_button = button(tr("Voir les appels…"), show_panel)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        row.addWidget(self.text, 1)
        row.addWidget(self.show_button)
        self.hide()

    def show_calls(self, calls: list[RefereeCall]) -> None:
        if not calls:
            self.hide()
            return
        self.setStyleSheet(f"#refereeBanner {{ background: {colors().alert}; border-radius: 4px; }}"
                           "#refereeBanner QLabel { color: white; font-size: 14pt; font-weight: 600; }")
        if len(calls) == 1:
            call = calls[0]
            if call.reason in PLAIN_CALLS:
                self.text.setText(tr("La table {table} appelle l’arbitre.").format(table=call.table_number))
            else:
                self.text.setText(tr("La table {table} appelle l’arbitre : {reason}").format(
                    table=call.table_number, reason=shown_reason(call.reason)))
        else:
            tables = sorted({c.table_number for c in calls})
            self.text.setText(tr("{n} appels de l’arbitre : tables {tables}").format(
                n=len(calls), tables=", ".join(map(str, tables))))
        self.show()


__all__ = ["DISPUTE", "PLAIN_CALLS", "RefereeBanner", "call_text", "shown_reason"]
