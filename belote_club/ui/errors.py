"""Unexpected errors: log the traceback, tell the club member in plain French, keep the data.

Every service call is its own transaction, committed before it returns, so an error in the window
never leaves a half-written result behind: the dialog says so.  One dialog at a time — an error
raised while the dialog is open is only logged (no cascade).
"""

from __future__ import annotations

import logging
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication, QMessageBox

from belote_club.ui.translation import tr

log = logging.getLogger("belote_club")


class ErrorReporter:
    """The global exception hook.  ``show`` is replaceable (tests record instead of showing)."""

    def __init__(self, log_file: Path | None) -> None:
        self.log_file = log_file
        self._showing = False
        self.show: Callable[[str, str], None] = self._show_dialog
        self._previous_hook = sys.excepthook

    def install(self) -> None:
        self._previous_hook = sys.excepthook
        sys.excepthook = self.excepthook
        self._previous_handler = qInstallMessageHandler(qt_message_handler)

    def uninstall(self) -> None:
        sys.excepthook = self._previous_hook
        qInstallMessageHandler(getattr(self, "_previous_handler", None))

    def excepthook(self, kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            QApplication.quit()
            return
        details = "".join(traceback.format_exception(kind, error, tb))
        log.error("Erreur inattendue :\n%s", details)
        if self._showing or QApplication.instance() is None:
            return
        self._showing = True
        try:
            self.show(self.message(error), details)
        finally:
            self._showing = False

    def message(self, error: BaseException) -> str:
        text = tr(
            "Une erreur inattendue s’est produite. L’opération en cours n’a pas abouti, "
            "mais les données déjà enregistrées sont intactes : chaque donne et chaque "
            "inscription est enregistrée séparément."
        )
        if self.log_file is not None:
            text += "\n\n" + tr("Les détails ont été notés dans le journal :") + f"\n{self.log_file}"
        return text

    def _show_dialog(self, message: str, details: str) -> None:
        box = QMessageBox(QApplication.activeWindow())
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(tr("Belote Club — erreur"))
        box.setText(tr("Quelque chose s’est mal passé."))
        box.setInformativeText(message)
        box.setDetailedText(details)
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.exec()


_QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


def qt_message_handler(kind: QtMsgType, context: object, message: str) -> None:
    """Qt's own warnings go to the log file, not to the user."""
    logging.getLogger("qt").log(_QT_LEVELS.get(kind, logging.WARNING), "%s", message)
