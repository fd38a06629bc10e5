"""The documents dialog: preview, save, two score sheets per page, within the screen."""

from __future__ import annotations

from PySide6.QtGui import QUndoGroup

from belote_club.ui.dialogs.documents import DOCUMENTS, DocumentsDialog
from belote_club.ui.views.tournament_page import TournamentPage
from tests.helpers.club import concours, melee


def test_documents_preview_and_save(qtbot, service, tmp_path) -> None:

    tid = concours(service, 6, preset="classique", name="Concours")
    page = TournamentPage(service, tid, QUndoGroup())
    qtbot.addWidget(page)
    dialog = page.show_documents()
    qtbot.addWidget(dialog)
    for index in range(dialog.kind.count()):
        dialog.kind.setCurrentIndex(index)
        assert dialog.document.pageCount() >= 1, dialog.kind.currentText()
        assert not dialog.problem.isVisibleTo(dialog)
    target = tmp_path / "feuilles.pdf"
    dialog.kind.setCurrentIndex(0)
    assert dialog.save(str(target))
    assert target.read_bytes().startswith(b"%PDF")


def test_documents_offer_two_score_sheets_per_page(qtbot, service) -> None:
    tid = melee(service, 16)
    assert "sheets2" in [key for key, _t, _r in DOCUMENTS]
    dialog = DocumentsDialog(service, tid, 1, document="sheets")
    qtbot.addWidget(dialog)
    one = dialog.document.pageCount()
    dialog.kind.setCurrentIndex(dialog.kind.findData("sheets2"))
    assert dialog.round.isVisibleTo(dialog)
    assert one == 4 and dialog.document.pageCount() == 2


def test_documents_dialog_is_never_taller_than_the_screen(qtbot, service) -> None:
    tid = melee(service, 10)
    dialog = DocumentsDialog(service, tid, 1)
    qtbot.addWidget(dialog)
    room = dialog.screen().availableGeometry()
    assert dialog.height() <= room.height() - 40 and dialog.width() <= room.width()
