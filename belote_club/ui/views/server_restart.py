"""« Le serveur des tables était en service : le redémarrer ? » — across the tournament page when the window
was closed (or the program stopped) while the phones were entering: one button restarts the table server
where it listened, another leaves it stopped."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from belote_club.ui.context import Context
from belote_club.ui.table_server import forget_serving, was_serving
from belote_club.ui.translation import tr
from belote_club.ui.widgets import button, set_role


class ServerEntry(Protocol):
    """What the banner needs of the table entry (``views.table_entry.TableEntry``, which shows it)."""

    context: Context

    @property
    def running(self) -> bool: ...

    def start(self, host: str, port: int | None) -> bool: ...

    def show_panel(self) -> Any: ...


class RestartBanner(QWidget):
    """Shown while a server left running last time is not running now."""

    def __init__(self, entry: ServerEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        self.text = QLabel(tr("Le serveur des tables était en service : le redémarrer ?"))
        self.text.setWordWrap(True)
        set_role(self.text, "warning")
        self.restart_button = button(tr("Redémarrer le serveur"), self.restart, primary=True)
        self.dismiss_button = button(tr("Laisser arrêté"), self.dismiss)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.text, 1)
        row.addWidget(self.restart_button)
        row.addWidget(self.dismiss_button)
        self.update_state()

    def left_running(self) -> tuple[str, int] | None:
        entry = self.entry
        return was_serving(entry.context.service, entry.context.tournament_id)

    def update_state(self) -> None:
        self.setVisible(not self.entry.running and self.left_running() is not None)

    def restart(self) -> bool:
        """Start the server where it listened; a refusal (port taken…) is said in the panel."""
        where = self.left_running()
        started = where is not None and self.entry.start(*where)
        self.update_state()
        if not started:
            self.entry.show_panel()
        return started

    def dismiss(self) -> None:
        forget_serving(self.entry.context.service, self.entry.context.tournament_id)
        self.update_state()
