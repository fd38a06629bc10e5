"""Printable documents of a tournament (made by ``belote_club.reports``), previewed with QtPdf, saved or printed."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from belote_club.ui.widgets import button, label

log = logging.getLogger(__name__)

#: (key, French title, needs a round)
DOCUMENTS = (
    ("sheets", "Feuilles de marque", True),
    ("tables", "Plan de table", True),
    ("standings", "Classement", False),
    ("results", "Palmarès", False),
    ("rules", "Règles du concours", False),
)


def tr(text: str) -> str:
    return QCoreApplication.translate("Documents", text)


def render(service: Any, tournament_id: int, document: str, round_number: int | None) -> bytes:
    """The PDF of one document, as bytes (raises ``ServiceError`` when it cannot be made yet)."""
    from belote_club.reports import from_services as fs

    if document == "sheets":
        from belote_club.reports.score_sheets import render_score_sheets

        data = render_score_sheets(fs.score_sheets_data(service, tournament_id, round_number), None)[0]
    elif document == "tables":
        from belote_club.reports.table_plan import render_table_plan

        data = render_table_plan(fs.table_plan_data(service, tournament_id, round_number), None)[0]
    elif document == "standings":
        from belote_club.reports.standings import render_standings

        data = render_standings(fs.standings_data(service, tournament_id, round_number), None)[0]
    elif document == "results":
        from belote_club.reports.results import render_results

        data = render_results(fs.results_data(service, tournament_id), None)[0]
    else:
        from belote_club.reports.rules_sheet import render_rules_sheet

        rules, event = fs.tournament_rules(service, tournament_id)
        data = render_rules_sheet(rules, None, event=event)[0]
    assert data is not None
    return data


class DocumentsDialog(QDialog):
    """Choose a document (and a round), see it, save it as PDF."""

    def __init__(self, service: Any, tournament_id: int, rounds: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Documents à imprimer"))
        self.resize(1000, 760)
        self.service = service
        self.tournament_id = tournament_id
        self.pdf_bytes = b""
        self.kind = QComboBox()
        for key, title, _needs_round in DOCUMENTS:
            self.kind.addItem(tr(title), key)
        self.round = QSpinBox()
        self.round.setPrefix(tr("Manche "))
        self.round.setRange(1, max(rounds, 1))
        self.round.setValue(max(rounds, 1))
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
        self.save_button = button(tr("Enregistrer en PDF…"), self.save, primary=True, shortcut="Ctrl+S")
        top = QHBoxLayout()
        top.addWidget(self.kind)
        top.addWidget(self.round)
        top.addWidget(self.pages, 1)
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
            self.pages.clear()
            return
        self.problem.hide()
        self.document.close()
        self._buffer = QBuffer(self)
        self._buffer.setData(QByteArray(self.pdf_bytes))
        self._buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        self.document.load(self._buffer)
        self.save_button.setEnabled(True)
        pages = self.document.pageCount()
        self.pages.setText(tr("{n} page(s)").format(n=pages))

    def suggested_name(self) -> str:
        tournament = self.service.tournament(self.tournament_id)
        title = self.kind.currentText()
        return f"{tournament.name} — {title}.pdf".replace("/", "-")

    def save(self, path: str | None = None) -> bool:
        if not self.pdf_bytes:
            return False
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, tr("Enregistrer en PDF"), self.suggested_name(),
                                                  tr("PDF (*.pdf)"))
        if not path:
            return False
        Path(path).write_bytes(self.pdf_bytes)
        return True
