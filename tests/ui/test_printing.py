"""Printing through the system dialog: every page rendered onto the QPrinter, page range and copies honoured.

The dialog itself is modal, so tests go through the seam ``documents.choose_printer`` (or hand a printer in),
with a ``QPrinter`` writing a PDF file that pypdf then counts."""

from __future__ import annotations

import datetime as dt

import pypdf
import pytest
from PySide6.QtGui import QUndoGroup
from PySide6.QtPrintSupport import QPrinter

from belote_club.services.club import ClubService
from belote_club.ui.dialogs import documents
from belote_club.ui.views.tournament_page import TournamentPage
from tests.helpers.club import concours
from tests.ui.builders import page_on


@pytest.fixture
def page(qtbot, service):
    return page_on(qtbot, service, concours(service, 6, preset="classique", name="Concours"))


def pdf_printer(path) -> QPrinter:
    printer = documents.new_printer()
    printer.setResolution(150)  # quick
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    return printer


def page_count(path) -> int:
    return len(pypdf.PdfReader(str(path)).pages)


def test_every_page_printed(qtbot, page, tmp_path) -> None:
    dialog = page.show_documents("sheets", 1)
    qtbot.addWidget(dialog)
    assert dialog.kind.currentData() == "sheets" and dialog.document.pageCount() == 3
    assert dialog.print_button.isEnabled() and dialog.print_button.text() == "Imprimer…"
    target = tmp_path / "imprimé.pdf"
    assert dialog.print_document(pdf_printer(target)) == 3
    assert page_count(target) == 3
    reader = pypdf.PdfReader(str(target))
    box = reader.pages[0].mediabox
    assert abs(float(box.width) - 595) < 2 and abs(float(box.height) - 842) < 2  # A4 portrait


def test_page_range_and_copies(qtbot, page, tmp_path) -> None:
    dialog = page.show_documents("sheets", 1)
    qtbot.addWidget(dialog)
    printer = pdf_printer(tmp_path / "deux.pdf")
    printer.setPrintRange(QPrinter.PrintRange.PageRange)
    printer.setFromTo(2, 3)
    printer.setCopyCount(2)
    assert documents.pages_to_print(printer, 3) == [1, 2, 1, 2]  # collated by default
    printer.setCollateCopies(False)
    assert documents.pages_to_print(printer, 3) == [1, 1, 2, 2]
    assert dialog.print_document(printer) == 4
    assert page_count(tmp_path / "deux.pdf") == 4


def test_print_button_goes_through_the_system_dialog(qtbot, page, tmp_path, monkeypatch) -> None:
    asked: list[int] = []
    target = tmp_path / "bouton.pdf"

    def choose(parent, printer, pages):  # the seam: what the user picks in QPrintDialog
        asked.append(pages)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(target))
        printer.setResolution(100)
        return True

    monkeypatch.setattr(documents, "choose_printer", choose)
    dialog = page.show_documents("standings")
    qtbot.addWidget(dialog)
    dialog.print_button.click()
    assert asked == [dialog.document.pageCount()]
    assert page_count(target) == dialog.document.pageCount()
    assert "envoyée" in dialog.pages.text()

    monkeypatch.setattr(documents, "choose_printer", lambda *_a: False)  # cancelled: nothing printed
    assert dialog.print_document() == 0


def test_ctrl_p_prints_the_document_of_the_tab(qtbot, page, tmp_path, monkeypatch) -> None:
    chosen: list[tuple[str, int]] = []
    monkeypatch.setattr(documents, "choose_printer",
                        lambda parent, printer, pages: chosen.append((parent.kind.currentData(), pages)) or False)
    page.show()
    for widget, expected in ((page.rounds, "tables"), (page.standings, "standings"), (page.rules, "rules")):
        page.tabs.setCurrentWidget(widget)
        assert page.tab_document()[0] == expected
        dialog = page.print_tab_document()
        qtbot.addWidget(dialog)
        assert chosen[-1] == (expected, dialog.document.pageCount())
        dialog.close()
    assert [k for k, _n in chosen] == ["tables", "standings", "rules"]
    page.open_table(1, 2)
    page.tabs.setCurrentWidget(page.scores)
    assert page.tab_document() == ("sheets", 1)
    page.tabs.setCurrentWidget(page.entrants)
    assert page.tab_document() is None  # there Ctrl+P checks a team in


def test_nothing_printable_leaves_the_button_disabled(qtbot, tmp_path) -> None:
    with ClubService.open(db_file=tmp_path / "vide.belote") as service:
        tid = service.create_tournament("Vide", dt.date(2026, 11, 21)).id
        page = TournamentPage(service, tid, QUndoGroup())
        qtbot.addWidget(page)
        dialog = page.show_documents("sheets")
        qtbot.addWidget(dialog)
        assert dialog.problem.isVisibleTo(dialog)  # no round drawn: no score sheets yet
        assert not dialog.print_button.isEnabled()
        assert dialog.print_document() == 0
