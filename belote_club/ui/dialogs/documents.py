"""Printable documents of a tournament (made by ``belote_club.reports``), previewed with QtPdf, saved or printed.

Printing goes through the system's print dialog (``QPrintDialog``): each page of the PDF is rendered by QtPdf
to an image at the printer's resolution (capped, so that a 1200 dpi printer does not need 500 MB a page) and
painted onto the ``QPrinter``, honouring the page range, the number of copies and collation chosen there.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, QSize, Qt
from PySide6.QtGui import QPageLayout, QPageSize, QPainter
from PySide6.QtPdf import QPdfDocument, QPdfDocumentRenderOptions
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtPrintSupport import QAbstractPrintDialog, QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from belote_club.ui.files import save_file_name
from belote_club.ui.translation import QT_TR_NOOP, tr
from belote_club.ui.widgets import button, label, plural, resize_within_screen

if TYPE_CHECKING:
    from belote_club.services import ClubService

log = logging.getLogger(__name__)

#: (key, French title, needs a round)
DOCUMENTS = (
    ("sheets", QT_TR_NOOP("Feuilles de marque"), True),
    ("sheets2", QT_TR_NOOP("Feuilles de marque, 2 par page"), True),
    ("tables", QT_TR_NOOP("Plan de table"), True),
    ("standings", "Classement", False),
    ("results", QT_TR_NOOP("Palmarès"), False),
    ("rules", QT_TR_NOOP("Règles du concours"), False),
    ("cards", QT_TR_NOOP("Cartons de table"), True),  # phones at the tables: code and QR code of each table
    ("treasurer", QT_TR_NOOP("Feuille du trésorier"), False),  # offered when the concours has prize rules
)


#: Pages are rasterised at the printer's resolution, but no finer than this (an A4 page at 300 dpi: 35 MB).
MAX_PRINT_DPI = 300


def choose_printer(parent: QWidget | None, printer: QPrinter, pages: int) -> bool:
    """The system print dialog (printer, page range, copies); True when the user confirms.

    Replaced in tests (the seam): a modal dialog cannot be answered offscreen."""
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(tr("Imprimer"))
    options = (QAbstractPrintDialog.PrintDialogOption.PrintPageRange
               | QAbstractPrintDialog.PrintDialogOption.PrintCollateCopies
               | QAbstractPrintDialog.PrintDialogOption.PrintToFile
               | QAbstractPrintDialog.PrintDialogOption.PrintShowPageSize)
    dialog.setOptions(options)
    dialog.setMinMax(1, max(pages, 1))
    return dialog.exec() == QDialog.DialogCode.Accepted


def new_printer() -> QPrinter:
    """A high-resolution printer set up for our documents (A4 portrait); the dialog may change it."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    printer.setPageOrientation(QPageLayout.Orientation.Portrait)
    printer.setFullPage(True)  # our PDFs carry their own margins: lay each page on the whole sheet
    return printer


def pages_to_print(printer: QPrinter, page_count: int) -> list[int]:
    """The 0-based pages to send, copies and collation included, as the print dialog left them."""
    first, last = 1, page_count
    if printer.printRange() == QPrinter.PrintRange.PageRange and printer.fromPage() > 0:
        first = max(1, printer.fromPage())
        last = min(page_count, printer.toPage() or page_count)
    pages = list(range(first - 1, last))
    # A driver that makes copies itself (supportsMultipleCopies) is left to do so; otherwise we repeat.
    copies = 1 if printer.supportsMultipleCopies() else max(1, printer.copyCount())
    if printer.collateCopies():
        return pages * copies
    return [page for page in pages for _copy in range(copies)]


def print_pdf(document: QPdfDocument, printer: QPrinter) -> int:
    """Paint the document's pages onto ``printer``; returns the number of sheets sent (0: nothing printed)."""
    count = document.pageCount()
    pages = pages_to_print(printer, count)
    if not pages:
        return 0
    painter = QPainter()
    if not painter.begin(printer):
        return 0
    try:
        dpi = min(printer.resolution(), MAX_PRINT_DPI)
        options = QPdfDocumentRenderOptions()
        for sent, page in enumerate(pages):
            if sent and not printer.newPage():
                return sent
            target = QRectF(printer.pageLayout().fullRectPixels(printer.resolution()) if printer.fullPage()
                            else printer.pageLayout().paintRectPixels(printer.resolution()))
            target.moveTo(0, 0)
            size = document.pagePointSize(page)  # points (1/72 inch)
            scale = min(target.width() / size.width(), target.height() / size.height())
            width, height = size.width() * scale, size.height() * scale
            box = QRectF(target.x() + (target.width() - width) / 2, target.y() + (target.height() - height) / 2,
                         width, height)
            image = document.render(page, QSize(round(size.width() * dpi / 72), round(size.height() * dpi / 72)),
                                    options)
            painter.drawImage(box, image)
        return len(pages)
    finally:
        painter.end()


def render(service: ClubService, tournament_id: int, document: str, round_number: int | None) -> bytes:
    """The PDF of one document, as bytes (raises ``ServiceError`` when it cannot be made yet)."""
    from belote_club.reports import from_services as fs

    if document in ("sheets", "sheets2"):
        from belote_club.reports.score_sheets import render_score_sheets

        # Two per page: an A4 sheet cut in A5 halves, as many clubs hand them out.
        data = render_score_sheets(fs.score_sheets_data(service, tournament_id, round_number), None,
                                   per_page=2 if document == "sheets2" else 1)[0]
    elif document == "tables":
        from belote_club.reports.table_plan import render_table_plan

        data = render_table_plan(fs.table_plan_data(service, tournament_id, round_number), None)[0]
    elif document == "standings":
        from belote_club.reports.standings import render_standings

        data = render_standings(fs.standings_data(service, tournament_id, round_number), None)[0]
    elif document == "results":
        from belote_club.reports.results import render_results

        data = render_results(fs.results_data(service, tournament_id), None)[0]
    elif document == "treasurer":
        from belote_club.reports.treasurer import render_treasurer

        data = render_treasurer(fs.treasurer_data(service, tournament_id), None)[0]
    elif document == "cards":
        from belote_club.ui.table_server import cards_pdf

        data = cards_pdf(service, tournament_id, round_number)
    else:
        from belote_club.reports.rules_sheet import render_rules_sheet

        rules, event = fs.tournament_rules(service, tournament_id)
        data = render_rules_sheet(rules, None, event=event, concours=fs.concours_rules(service, tournament_id))[0]
    assert data is not None
    return data


class DocumentsDialog(QDialog):
    """Choose a document (and a round), see it, print it or save it as PDF."""

    def __init__(self, service: ClubService, tournament_id: int, rounds: int, parent: QWidget | None = None, *,
                 document: str | None = None, round_number: int | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Documents à imprimer"))
        resize_within_screen(self, 1000, 760)
        self.service = service
        self.tournament_id = tournament_id
        self.pdf_bytes = b""
        self.kind = QComboBox()
        money = service.prize_rules(tournament_id) is not None
        for key, title, _needs_round in DOCUMENTS:
            if key != "treasurer" or money:
                self.kind.addItem(tr(title), key)
        self.round = QSpinBox()
        self.round.setPrefix(tr("Manche "))
        self.round.setRange(1, max(rounds, 1))
        self.round.setValue(round_number if round_number and 1 <= round_number <= rounds else max(rounds, 1))
        if document is not None and self.kind.findData(document) >= 0:
            self.kind.setCurrentIndex(self.kind.findData(document))
        self.kind.currentIndexChanged.connect(self.refresh)
        self.round.valueChanged.connect(self.refresh)
        self.problem = label("", "warning", wrap=True)
        self.problem.hide()
        self.document = QPdfDocument(self)
        self.view = QPdfView()
        self.view.setDocument(self.document)
        self.view.setPageMode(QPdfView.PageMode.MultiPage)
        self.view.setZoomMode(QPdfView.ZoomMode.FitInView)
        self.pages = label("", "hint")
        self.print_button = button(tr("Imprimer…"), self.print_document, primary=True,
                                   shortcut="Ctrl+P")
        self.save_button = button(tr("Enregistrer en PDF…"), self.save, shortcut="Ctrl+S")
        top = QHBoxLayout()
        top.addWidget(self.kind)
        top.addWidget(self.round)
        top.addWidget(self.pages, 1)
        top.addWidget(self.print_button)
        top.addWidget(self.save_button)
        top.addWidget(button(tr("Fermer"), self.reject))
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.problem)
        layout.addWidget(self.view, 1)
        self._buffer: QBuffer | None = None
        self.has_rounds = rounds > 0
        self.refresh()

    def refresh(self, *_args: Any) -> None:
        from belote_club.services.errors import ServiceError

        key = self.kind.currentData()
        needs_round = next(n for k, _t, n in DOCUMENTS if k == key) or key == "standings"
        self.round.setVisible(needs_round and self.has_rounds)
        round_number = self.round.value() if needs_round and self.has_rounds else None
        try:
            self.pdf_bytes = render(self.service, self.tournament_id, key, round_number)
        except ServiceError as error:
            self.pdf_bytes = b""
            self.problem.setText(str(error))
            self.problem.show()
            self.document.close()
            self.save_button.setEnabled(False)
            self.print_button.setEnabled(False)
            self.pages.clear()
            return
        self.problem.hide()
        self.document.close()
        self._buffer = QBuffer(self)
        self._buffer.setData(QByteArray(self.pdf_bytes))
        self._buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        self.document.load(self._buffer)
        self.save_button.setEnabled(True)
        self.print_button.setEnabled(True)
        pages = self.document.pageCount()
        self.pages.setText(plural(pages, tr("{n} page"), tr("{n} pages")))

    def suggested_name(self) -> str:
        tournament = self.service.tournament(self.tournament_id)
        title = self.kind.currentText()
        return f"{tournament.name} — {title}.pdf".replace("/", "-")

    def save(self, path: str | None = None) -> bool:
        if not self.pdf_bytes:
            return False
        if path is None:
            path = save_file_name(self, tr("Enregistrer en PDF"), self.suggested_name(), tr("PDF (*.pdf)"),
                                  service=self.service)
        if not path:
            return False
        try:
            Path(path).write_bytes(self.pdf_bytes)
        except OSError as error:
            QMessageBox.warning(self, tr("Enregistrement impossible"),
                                tr("Le fichier « {path} » n’a pas pu être écrit : {reason}").format(
                                    path=path, reason=error.strerror or error))
            return False
        return True

    def print_document(self, printer: QPrinter | None = None) -> int:
        """Print the document shown through the system dialog (``printer`` given: no dialog, for tests and
        callers that already chose).  Returns the number of pages sent, 0 when cancelled or impossible."""
        pages = self.document.pageCount()
        if not self.pdf_bytes or pages < 1:
            return 0
        if printer is None:
            printer = new_printer()
            printer.setDocName(self.suggested_name().removesuffix(".pdf"))
            if not choose_printer(self, printer, pages):
                return 0
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            sent = print_pdf(self.document, printer)
        finally:
            QApplication.restoreOverrideCursor()
        if sent == 0:
            QMessageBox.warning(self, tr("Impression impossible"),
                                tr("L’imprimante n’a pas pu être utilisée : vérifiez qu’elle est allumée et "
                                   "reliée, puis recommencez, ou enregistrez le document en PDF."))
            return 0
        self.pages.setText(plural(sent, tr("{n} page envoyée à l’impression"), tr("{n} pages envoyées à l’impression")))
        log.info("Impression : %s, %d pages", self.kind.currentData(), sent)
        return sent
