"""Keyboard conventions of the whole window: Entrée on a focused button presses it (as Espace does), in the
main window as in the dialogs."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QApplication


class EnterPressesButtons(QObject):
    """Application-wide event filter: Entrée (either key) on a button that has the focus clicks it (a key event
    reaches a button only when it is the widget with the keyboard focus)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 — Qt override
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and event.modifiers() in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
                and isinstance(watched, QAbstractButton) and watched.isEnabled()):
            watched.click()
            return True
        return False


def install(app: QApplication) -> None:
    """Install the filter once on ``app``."""
    if app.property("beloteEnterPresses"):
        return
    app.setProperty("beloteEnterPresses", True)
    keeper = EnterPressesButtons(app)
    app.installEventFilter(keeper)
