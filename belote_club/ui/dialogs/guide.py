"""Aide › Guide de l’organisateur: the French user guide (resources/guide/guide.html), printable.

The guide is one HTML file with its images beside it (``resources/guide/images/``), built from
``docs/guide/guide.md`` by ``tools/build_guide.py``.  :class:`GuideDialog` shows it in a QTextBrowser, prints
it through the system print dialog and saves it as a PDF.  :func:`add_guide_action` puts « Guide de
l’organisateur » in a menu with F1 — except while the keyboard is in a widget that uses F1 itself (the score
sheet shows or hides its quick-entry memo with F1): there the action gives F1 up, so that Qt never finds the
key ambiguous and both keep working (the Help key, where a keyboard has one, always opens the guide).
"""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QMarginsF, QObject, Qt, QUrl
from PySide6.QtGui import (
    QAction,
    QImage,
    QKeySequence,
    QPageLayout,
    QPageSize,
    QShortcut,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QHBoxLayout,
    QLabel,
    QMenu,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from belote_club.paths import resource_path
from belote_club.ui.files import save_file_name
from belote_club.ui.translation import tr
from belote_club.ui.widgets import button, label, resize_within_screen

log = logging.getLogger(__name__)


def guide_file() -> Path:
    """The shipped guide (in a checkout, a wheel or a frozen application)."""
    return resource_path("guide", "guide.html")


def guide_html() -> str:
    return guide_file().read_text(encoding="utf-8")


def image_sources(html: str) -> list[str]:
    """The ``src`` of every image of the guide (relative to its folder)."""
    return re.findall(r'<img[^>]*\ssrc="([^"]+)"', html)


def guide_document(width_points: float | None = None) -> QTextDocument:
    """The guide as a QTextDocument whose images load from the guide's folder (for printing)."""
    document = QTextDocument()
    folder = guide_file().parent
    text = guide_html()
    for source in image_sources(text):  # given to the document: a bare QTextDocument loads no file itself
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(source),
                             QImage(str(folder / source)))
    document.setHtml(text)
    if width_points is not None:
        document.setTextWidth(width_points)
    return document


class GuideDialog(QDialog):
    """The guide, with « Imprimer… », « Enregistrer en PDF… » and « Fermer » (Échap closes it too)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Guide de l’organisateur"))
        resize_within_screen(self, 900, 720)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        # The guide is a page of paper, whatever the system's colours (its text is dark on light).
        self.browser.setStyleSheet("QTextBrowser { background-color: #ffffff; color: #1d2a24; }")
        self.browser.document().setDefaultStyleSheet("a { color: #17553a; }")  # the club's green, as on paper
        self.browser.setSearchPaths([str(guide_file().parent)])
        self.problem = label("", "warning", wrap=True)
        self.problem.hide()
        from belote_club.i18n import language

        if language() != "fr":  # the window speaks another language; the guide exists in French only
            self.problem.setText(tr("Ce guide n’existe qu’en français pour l’instant."))
            self.problem.show()
        try:
            text = guide_html()
        except OSError as error:
            log.error("Guide illisible : %s", error)
            text = ""
            self.problem.setText(tr("Le guide n’a pas pu être lu ({reason}) : réinstallez Belote Club.").format(
                reason=error.strerror or error))
            self.problem.show()
        self.browser.document().setBaseUrl(QUrl.fromLocalFile(str(guide_file().parent) + "/"))
        self.browser.setHtml(text)
        self.print_button = button(tr("Imprimer…"), self.print_guide, tip="Ctrl+P")
        self.save_button = button(tr("Enregistrer en PDF…"), self.save_pdf, tip="Ctrl+S")
        self.close_button = button(tr("Fermer"), self.reject, tip=tr("Échap"))
        for widget in (self.print_button, self.save_button):
            widget.setEnabled(bool(text))
        QShortcut(QKeySequence.StandardKey.Print, self, self.print_guide)
        QShortcut(QKeySequence.StandardKey.Save, self, self.save_pdf)
        self.status = QLabel()
        self.status.setProperty("role", "hint")
        row = QHBoxLayout()
        row.addWidget(self.status, 1)
        row.addWidget(self.print_button)
        row.addWidget(self.save_button)
        row.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.problem)
        layout.addWidget(self.browser, 1)
        layout.addLayout(row)
        self.browser.setFocus()

    def title(self) -> str:
        """The guide's own title (its first heading), as shown."""
        return str(self.browser.documentTitle())

    # -- printing --------------------------------------------------------------------------------
    @staticmethod
    def _prepare(printer: Any) -> None:
        printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        printer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
        printer.setDocName(tr("Guide de l’organisateur — Belote Club"))

    def write_pdf(self, path: str | Path) -> Path:
        """The guide as an A4 PDF at ``path`` (raises OSError when it cannot be written)."""
        from PySide6.QtPrintSupport import QPrinter

        target = Path(path)
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(target))
        self._prepare(printer)
        guide_document().print_(printer)
        if not target.is_file() or target.stat().st_size == 0:
            raise OSError(tr("fichier vide ou absent"))
        return target

    def save_pdf(self, path: str | None = None) -> Path | None:
        """« Enregistrer en PDF… »: asks where (unless ``path``), writes, says where in the dialog."""
        if path is None:  # the app's own dialog, in French, in the folder last written to (as every document)
            path = save_file_name(self, tr("Enregistrer le guide en PDF"), tr("Guide de l’organisateur") + ".pdf",
                                  tr("PDF (*.pdf)"))
        if not path:
            return None
        try:
            written = self.write_pdf(path)
        except OSError as error:
            QMessageBox.warning(self, tr("Enregistrement impossible"),
                                tr("Le fichier « {path} » n’a pas pu être écrit : {reason}").format(
                                    path=path, reason=error.strerror or error))
            return None
        self.status.setText(tr("Guide enregistré : {path}").format(path=written))
        return written

    def print_guide(self) -> bool:
        """« Imprimer… »: the system print dialog, then the guide on the printer chosen."""
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        self._prepare(printer)
        dialog = QPrintDialog(printer, self)
        dialog.setWindowTitle(tr("Imprimer le guide"))
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        guide_document().print_(printer)
        self.status.setText(tr("Guide envoyé à l’impression."))
        return True


class GuideLauncher(QObject):
    """The menu action that opens the guide, F1 kept only where no widget uses F1 itself."""

    def __init__(self, window: QWidget, menu: QMenu) -> None:
        super().__init__(window)
        self.window = window
        self.dialog: GuideDialog | None = None
        self.action = QAction(tr("&Guide de l’organisateur"), window)
        self.action.setStatusTip(tr("Le mode d’emploi d’une soirée, pas à pas ; imprimable"))
        self.action.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.HelpContents))
        self.action.triggered.connect(lambda _checked=False: self.show_guide())
        menu.addAction(self.action)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self.follow_focus)

    def show_guide(self) -> GuideDialog:
        if self.dialog is None:
            self.dialog = GuideDialog(self.window)
        if self.dialog.isVisible():  # open behind the window: bring it forward
            self.dialog.raise_()
            self.dialog.activateWindow()
        self.dialog.show()
        return self.dialog

    def follow_focus(self, _old: QWidget | None, new: QWidget | None) -> None:
        """The keyboard moved to ``new``: F1 is the guide's unless ``new`` (or a parent) has its own F1."""
        keys = QKeySequence.keyBindings(QKeySequence.StandardKey.HelpContents)
        if new is not None and uses_own_key(new, QKeySequence(Qt.Key.Key_F1)):
            keys = [key for key in keys if key != QKeySequence(Qt.Key.Key_F1)]
        if self.action.shortcuts() != keys:
            self.action.setShortcuts(keys)


def uses_own_key(widget: QWidget, key: QKeySequence) -> bool:
    """Whether ``widget`` or one of its parents has an enabled shortcut of its own on ``key``."""
    current: QObject | None = widget
    while current is not None:
        for shortcut in current.findChildren(QShortcut, options=Qt.FindChildOption.FindDirectChildrenOnly):
            if shortcut.isEnabled() and shortcut.context() != Qt.ShortcutContext.ApplicationShortcut and \
                    key in shortcut.keys():
                return True
        current = current.parent()
    return False


def add_guide_action(window: QWidget, menu: QMenu) -> GuideLauncher:
    """« Guide de l’organisateur » (F1) in ``menu`` (the window's Aide menu)."""
    return GuideLauncher(window, menu)


__all__ = ["GuideDialog", "GuideLauncher", "add_guide_action", "guide_document", "guide_file", "uses_own_key"]
