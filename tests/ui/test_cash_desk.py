"""The cash desk of the Équipes tab and the « Droits et prix » dialog (PRIZES.md): a fee taken in one key, by
the means chosen, undone; a refund; the rules set with a live preview, refused input said in the dialog."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from belote_club.ui.dialogs.prizes import PrizesDialog, cents_of
from belote_club.ui.theme import colors
from tests.helpers.club import concours, play_round
from tests.ui.builders import page_on

RULES = {"fee_cents": 1400, "split": {"type": "percent", "shares": [60, 40]}, "lots": ["Jambon"]}


def test_fee_taken_in_one_key_and_undone(qtbot, service) -> None:
    tid = concours(service, 4, drawn=False)
    service.set_prize_rules(tid, RULES)
    page = page_on(qtbot, service, tid)
    panel, stack = page.entrants, page.context.undo_stack
    assert panel.model.data(panel.model.index(0, 4)) == "Doit 14,00\u00a0€"
    assert "reste dû 56,00\u00a0€ (4 inscriptions)" in panel.desk.takings.text()
    panel.view.selectRow(0)
    panel.desk.means.setCurrentIndex(panel.desk.means.findData("cheque"))
    assert panel.desk.pay_button.shortcut() == QKeySequence(Qt.Key.Key_F6)  # one key
    panel.desk.pay_button.click()
    sheet = service.prize_sheet(tid)
    assert sheet is not None and sheet.paid_by_means["cheque"] == 1400
    assert panel.model.data(panel.model.index(0, 4)) == "Payé · chèque"
    assert "Chèque 14,00\u00a0€" in panel.desk.takings.text()
    assert not panel.desk.pay_button.isEnabled()  # nothing more to pay
    assert stack.undoText().startswith("encaissement de 14,00\u00a0€ (chèque)")
    stack.undo()
    sheet = service.prize_sheet(tid)
    assert sheet is not None and sheet.fees_paid_cents == 0
    stack.redo()
    sheet = service.prize_sheet(tid)
    assert sheet is not None and sheet.fees_paid_cents == 1400


def test_refund_of_a_withdrawal(qtbot, service, monkeypatch) -> None:
    tid = concours(service, 4, drawn=False)
    service.set_prize_rules(tid, RULES)
    first = service.entrant_numbered(tid, 1).entrant_id
    service.pay(tid, first)
    page = page_on(qtbot, service, tid)
    panel = page.entrants
    panel.view.selectRow(0)
    assert not panel.desk.refund_button.isEnabled()  # not withdrawn
    monkeypatch.setattr("belote_club.ui.views.entrants.ask_withdrawal", lambda *_a: (True, None))
    monkeypatch.setattr("belote_club.ui.views.cash_desk.confirm", lambda *_a: True)
    panel.withdraw()
    panel.view.selectRow(0)
    assert panel.desk.refund_button.isEnabled()
    panel.desk.refund()
    sheet = service.prize_sheet(tid)
    assert sheet is not None and sheet.refunds_cents == 1400
    assert panel.model.data(panel.model.index(0, 4)) == "Remboursé (14,00\u00a0€)"


def test_without_prize_rules_the_desk_says_so(qtbot, service) -> None:
    tid = concours(service, 2, drawn=False)
    page = page_on(qtbot, service, tid)
    desk = page.entrants.desk
    assert desk.pay_button.isHidden() and "Pas de droits" in desk.takings.text()


def test_cents_are_read_without_floating_point() -> None:
    assert cents_of("14", "x") == 1400
    assert cents_of("14,5", "x") == 1450
    assert cents_of("1 400,05\u00a0€", "x") == 140005
    assert cents_of("", "x") == 0


def test_prizes_dialog_previews_saves_and_refuses(qtbot, service) -> None:
    tid = concours(service, 4, planned_rounds=1)
    page = page_on(qtbot, service, tid)
    dialog = PrizesDialog(page.context, page)
    qtbot.addWidget(dialog)
    dialog.fee.setText("10")
    dialog.split.setText("60 ; 50")
    assert "split.shares" in dialog.error.text()  # 110 %: said at once, nothing saved
    assert service.prize_rules(tid) is None
    dialog.split.setText("60 ; 40")
    dialog.lots.setPlainText("Jambon")
    assert dialog.error.text() == ""
    dialog.save()
    rules = service.prize_rules(tid)
    assert rules is not None and rules["fee_cents"] == 1000 and rules["lots"] == ["Jambon"]
    service.pay_all(tid)
    play_round(service, tid, 1)
    dialog.update_preview()
    assert dialog.preview.rowCount() == 4
    dialog.preview.selectRow(0)
    assert dialog.paid_button.isEnabled()
    dialog.record_paid()
    sheet = service.prize_sheet(tid)
    assert sheet is not None and sheet.rows[0].entry.prize_paid_cents == sheet.rows[0].prize_cents
    page.context.undo_stack.undo()
    sheet = service.prize_sheet(tid)
    assert sheet is not None and sheet.rows[0].entry.prize_paid_cents is None


def test_the_treasurers_sheet_is_a_document_once_there_are_prize_rules(qtbot, service) -> None:
    tid = concours(service, 4, drawn=False)
    page = page_on(qtbot, service, tid)
    dialog = page.show_documents()
    qtbot.addWidget(dialog)
    assert dialog.kind.findData("treasurer") < 0
    dialog.reject()
    service.set_prize_rules(tid, RULES)
    dialog = page.show_documents()
    qtbot.addWidget(dialog)
    dialog.kind.setCurrentIndex(dialog.kind.findData("treasurer"))
    assert dialog.document.pageCount() >= 1 and not dialog.problem.isVisibleTo(dialog)


def test_the_projector_shows_the_prize_list_at_the_end(qtbot, service) -> None:
    from belote_club.ui.views.projector import ProjectorWindow

    tid = concours(service, 4, planned_rounds=1)
    service.set_prize_rules(tid, {"fee_cents": 1000, "split": {"type": "amounts", "amounts": [2500, 1500]},
                                  "lots": ["Jambon"]})
    service.pay_all(tid)
    play_round(service, tid, 1)
    projector = ProjectorWindow(service, tid)
    qtbot.addWidget(projector)
    captions = [caption for caption, _headers, _rows in projector.slides]
    assert captions[-1] == "Palmarès · les prix"
    rows = projector.slides[-1][2]
    assert [row[2] for row in rows][:1] and rows[0][3] == "Jambon" and "€" in rows[0][2]
    projector.close()


def test_fees_and_prizes_chosen_when_the_concours_is_created(qtbot, service) -> None:
    from belote_club.ui.dialogs.tournament import TournamentDialog

    dialog = TournamentDialog(service)
    qtbot.addWidget(dialog)
    dialog.name.setText("Concours du samedi")
    dialog.fee.setText("14,00")
    dialog.prizes.setCurrentIndex(dialog.prizes.findData(0))  # « Mises redistribuées à 100 % »
    dialog.buttons.accepted.emit()
    created = dialog.result_value
    assert created is not None and created.id is not None
    rules = service.prize_rules(created.id)
    assert rules is not None and rules["fee_cents"] == 1400 and rules["pot_percent"] == 100

    refused = TournamentDialog(service)
    qtbot.addWidget(refused)
    refused.name.setText("Concours du dimanche")
    refused.fee.setText("quatorze")
    refused.buttons.accepted.emit()
    assert "Droits d’inscription" in refused.error.text()
    assert len(service.tournaments()) == 1  # nothing created


def test_closing_the_prizes_dialog_with_unsaved_changes_asks_first(qtbot, service, monkeypatch) -> None:
    from belote_club.ui.dialogs import prizes

    tid = concours(service, 4, drawn=False)
    service.set_prize_rules(tid, RULES)
    page = page_on(qtbot, service, tid)
    dialog = PrizesDialog(page.context, page)
    qtbot.addWidget(dialog)
    asked: list[str] = []

    def answer(keep_open: bool):
        def ask(parent, title, text, action) -> bool:
            asked.append(text)
            return not keep_open
        return ask

    monkeypatch.setattr(prizes, "confirm", answer(True))
    dialog.reject()  # nothing changed: closes without a question
    assert asked == [] and dialog.result() == PrizesDialog.DialogCode.Rejected
    dialog.setResult(PrizesDialog.DialogCode.Accepted)
    dialog.fee.setText("20")
    dialog.reject()  # changed, and the organiser goes back: the dialog stays, the rules as saved
    assert asked and dialog.result() == PrizesDialog.DialogCode.Accepted
    assert service.prize_rules(tid)["fee_cents"] == 1400
    monkeypatch.setattr(prizes, "confirm", answer(False))
    dialog.reject()
    assert dialog.result() == PrizesDialog.DialogCode.Rejected
    assert service.prize_rules(tid)["fee_cents"] == 1400


def test_f6_on_a_team_that_owes_nothing_says_why_in_the_status_bar(qtbot, service) -> None:
    from PySide6.QtGui import QUndoGroup
    from PySide6.QtWidgets import QMainWindow

    from belote_club.ui.views.tournament_page import TournamentPage

    tid = concours(service, 4, drawn=False)
    service.set_prize_rules(tid, RULES)
    first = service.entrant_numbered(tid, 1)
    service.pay(tid, first.entrant_id, means="cheque")
    window = QMainWindow()  # the status bar of the main window says it
    qtbot.addWidget(window)
    page = TournamentPage(service, tid, QUndoGroup())
    window.setCentralWidget(page)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    panel = page.entrants
    assert panel.isVisible()
    panel.view.selectRow(0)
    assert not panel.desk.pay_button.isEnabled()
    qtbot.keyClick(panel.view, Qt.Key.Key_F6)
    assert window.statusBar().currentMessage() == (
        f"Droits déjà payés par « {first.label} » (14,00\u00a0€, chèque) : rien à encaisser.")
    sheet = service.prize_sheet(tid)
    assert sheet is not None and sheet.fees_paid_cents == 1400  # nothing taken twice
    panel.view.selectRow(1)  # owes: F6 is the button's, and takes the fee
    window.statusBar().clearMessage()
    qtbot.keyClick(panel.view, Qt.Key.Key_F6)
    qtbot.waitUntil(lambda: service.prize_sheet(tid).fees_paid_cents == 2800)
    assert window.statusBar().currentMessage() == ""
    panel.view.clearSelection()
    panel.view.setCurrentIndex(panel.proxy.index(-1, -1))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(panel.view, Qt.Key.Key_F6)
    assert window.statusBar().currentMessage().startswith("Choisissez d’abord une inscription")


def test_refunding_a_withdrawal_that_paid_nothing_says_there_is_nothing_to_refund(qtbot, service,
                                                                                   monkeypatch) -> None:
    tid = concours(service, 4, drawn=False)
    service.set_prize_rules(tid, RULES)
    page = page_on(qtbot, service, tid)
    panel = page.entrants
    panel.view.selectRow(0)
    monkeypatch.setattr("belote_club.ui.views.entrants.ask_withdrawal", lambda *_a: (True, None))
    asked: list[tuple[str, str]] = []
    monkeypatch.setattr("belote_club.ui.views.cash_desk.confirm",
                        lambda _parent, _title, text, action: asked.append((text, action)) or True)
    panel.withdraw()
    panel.view.selectRow(0)
    panel.desk.refund()
    name = service.entrant_numbered(tid, 1).label
    assert asked == [(f"« {name} » n’a rien payé : il n’y a rien à rembourser. Noter l’abandon à la caisse ? "
                      "L’inscription ne devra plus rien.", "Ne plus rien devoir")]
    sheet = service.prize_sheet(tid)
    assert sheet is not None and sheet.rows[0].entry.refunded and sheet.refunds_cents == 0  # PRIZES.md §2
    assert panel.model.data(panel.model.index(0, 4)) == "Abandon, rien dû"


def test_the_preview_says_it_is_out_of_date_while_a_field_is_refused(qtbot, service) -> None:
    tid = concours(service, 4, drawn=False)
    service.set_prize_rules(tid, RULES)
    service.pay_all(tid)
    page = page_on(qtbot, service, tid)
    dialog = PrizesDialog(page.context, page)
    qtbot.addWidget(dialog)
    fresh = dialog.summary.text()
    assert "Cagnotte encaissée à ce jour 56,00\u00a0€" in fresh and dialog.preview.isEnabled()
    first = dialog.preview.item(0, 3).text()
    dialog.added.setText("dix")  # refused: the figures below are those of the rules before
    assert "Ajout du club" in dialog.error.text()
    assert not dialog.preview.isEnabled() and dialog.summary.text() != fresh
    assert dialog.summary.text().startswith("Aperçu pas à jour")
    assert dialog.preview.item(0, 3).text() == first
    assert dialog.preview.item(0, 3).foreground().color().name() == colors().disabled_text  # greyed
    dialog.added.setText("10")  # read again: up to date, with the club's 10 €
    assert dialog.preview.isEnabled() and dialog.error.text() == ""
    assert "Cagnotte encaissée à ce jour 66,00\u00a0€" in dialog.summary.text()
    assert dialog.preview.item(0, 3).foreground().color().name() != colors().disabled_text


def test_the_projectors_prize_columns_keep_their_width_from_page_to_page(qtbot, service) -> None:
    from belote_club.ui.views.projector import ProjectorWindow

    tid = concours(service, 16, planned_rounds=2)
    service.set_prize_rules(tid, {"fee_cents": 10000, "ties": "tie_break", "lots": [f"Lot {n}" for n in range(16)],
                                  "split": {"type": "percent", "shares": [40, 20, 10, 6, 5, 4, 3, 2, 2, 2, 1, 1,
                                                                          1, 1, 1, 1]}})
    service.pay_all(tid)
    play_round(service, tid, 1)
    service.draw_next_round(tid, seed=2)
    play_round(service, tid, 2, winner=1)
    projector = ProjectorWindow(service, tid)
    qtbot.addWidget(projector)
    projector.resize(1366, 768)
    projector.show()
    qtbot.waitExposed(projector)
    prizes = [i for i, slide in enumerate(projector.slides) if slide[0] == "Palmarès · les prix"]
    assert len(prizes) == 2  # 16 prizes: two pages
    pages = [projector.slides[i][2] for i in prizes]
    assert max(len(row[2]) for row in pages[0]) > max(len(row[2]) for row in pages[1])  # 640,00 € / 16,00 €
    header = projector.table.horizontalHeader()
    sizes = []
    for index in prizes:
        projector.slide = index - 1
        projector.next_page()
        assert projector.subtitle.text().startswith("Palmarès · les prix")
        sizes.append([header.sectionSize(c) for c in range(4)])
    assert sizes[0] == sizes[1], sizes
    projector.close()
