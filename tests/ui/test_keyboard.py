"""Entrée presses the focused button, in the window as in a dialog, without an application-wide event filter."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QDialog, QLineEdit, QPushButton, QVBoxLayout

from belote_club.ui import keyboard


def _dialog(qtbot):  # type: ignore[no-untyped-def]
    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    line = QLineEdit()
    first, second = QPushButton("Premier"), QPushButton("Second")
    for button in (first, second):
        button.setAutoDefault(False)  # Qt's own default-button behaviour out of the way
        layout.addWidget(button)
    check = QCheckBox("Case")
    layout.addWidget(line)
    layout.addWidget(check)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog, line, first, second, check


def test_enter_clicks_the_focused_button_of_a_dialog(qtbot) -> None:  # type: ignore[no-untyped-def]
    keyboard.install(QApplication.instance())
    _dialog_, line, first, second, check = _dialog(qtbot)
    clicks: list[str] = []
    first.clicked.connect(lambda: clicks.append("premier"))
    second.clicked.connect(lambda: clicks.append("second"))
    second.setFocus()
    qtbot.keyClick(second, Qt.Key.Key_Return)
    first.setFocus()
    qtbot.keyClick(first, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert clicks == ["second", "premier"]
    check.setFocus()
    qtbot.keyClick(check, Qt.Key.Key_Return)
    assert check.isChecked()
    second.setEnabled(False)
    second.setFocus()
    qtbot.keyClick(second, Qt.Key.Key_Return)
    qtbot.keyClick(first, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # a modifier: not a press
    assert clicks == ["second", "premier"]
    line.setFocus()
    qtbot.keyClick(line, Qt.Key.Key_Return)  # not a button: untouched
    assert clicks == ["second", "premier"]


def test_no_filter_on_the_whole_application(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Every event of every widget (paints, layouts) would otherwise go through Python first."""
    app = QApplication.instance()
    keyboard.install(app)
    keyboard.install(app)  # once
    keepers = [child for child in app.findChildren(QObject) if isinstance(child, keyboard.EnterPressesButtons)]
    assert len(keepers) == 1
    seen: list[object] = []
    original = keyboard.EnterPressesButtons.eventFilter
    try:
        keyboard.EnterPressesButtons.eventFilter = lambda self, watched, event: seen.append(watched) or False  # type: ignore[method-assign]
        _dialog_, line, _first, _second, _check = _dialog(qtbot)
        line.setFocus()
        qtbot.keyClicks(line, "abc")
        line.repaint()
    finally:
        keyboard.EnterPressesButtons.eventFilter = original  # type: ignore[method-assign]
    assert line not in seen
