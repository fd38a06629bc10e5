"""Aide › À propos: the text of ``belote_club.about`` in a dialog that scrolls, so that it fits a small
screen (1024×600) whatever the language; links open in the browser."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from belote_club.ui.translation import tr


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from PySide6 import __version__ as qt_version

        from belote_club.about import about_html

        self.setWindowTitle(tr("À propos de Belote Club"))
        layout = QVBoxLayout(self)
        self.text = QTextBrowser(self)
        self.text.setOpenExternalLinks(True)
        self.text.setHtml(about_html(qt_version))
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        height = min(560, screen.height() - 80) if screen is not None else 560
        self.resize(560, max(320, height))
