"""Qt test helpers: typing into widgets and settings kept out of the user's folders.

PySide6 is imported inside the functions, so importing this module costs nothing to Qt-free tests.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest


def type_line(qtbot: Any, widget: Any, text: str) -> None:
    """Type ``text`` into ``widget`` and press Enter, as the secretary does on the entry line."""
    from PySide6.QtCore import Qt

    qtbot.keyClicks(widget, text)
    qtbot.keyClick(widget, Qt.Key.Key_Return)


def ctrl(qtbot: Any, widget: Any, key: Any) -> None:
    """Ctrl + ``key`` on ``widget``."""
    from PySide6.QtCore import Qt

    qtbot.keyClick(widget, key, Qt.KeyboardModifier.ControlModifier)


def isolate_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """QSettings and the user's folders (XDG) go to ``tmp_path``: a test never touches real data."""
    from PySide6.QtCore import QSettings

    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
