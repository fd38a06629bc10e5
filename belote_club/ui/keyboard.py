"""Keyboard conventions of the whole window: Entrée on a focused button presses it (as Espace does), in the
main window as in the dialogs."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget


class EnterPressesButtons(QObject):
    """Event filter of the buttons: Entrée (either key) on a button that has the focus clicks it (a key event
    reaches a button only when it is the widget with the keyboard focus).

    It is installed on each button when the button first gets the keyboard focus (``focusChanged``), not on
    the whole application: an application-wide filter is a Python call for every event of every widget
    (paints, layouts, timers), which the window paid at every deal typed."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 — Qt override
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and event.modifiers() in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
                and isinstance(watched, QAbstractButton) and watched.isEnabled()):
            watched.click()
            return True
        return False

    def watch(self, _old: QWidget | None, now: QWidget | None) -> None:
        """The focus moved to ``now``: a button gets the filter (once)."""
        if isinstance(now, QAbstractButton) and not now.property("beloteEnterPresses"):
            now.setProperty("beloteEnterPresses", True)
            now.installEventFilter(self)


def install(app: QApplication) -> None:
    """Install the convention once on ``app``: every button that gets the focus from now on follows it."""
    if app.property("beloteEnterPresses"):
        return
    app.setProperty("beloteEnterPresses", True)
    keeper = EnterPressesButtons(app)
    app.focusChanged.connect(keeper.watch)
    keeper.watch(None, app.focusWidget())
