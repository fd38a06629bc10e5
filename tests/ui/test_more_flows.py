"""More flows through real widgets: models, roster and CSV import, paper totals, rules lock, swaps."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from belote_club.ui import models
from belote_club.ui.dialogs import CsvImportDialog, PaperTotalsDialog, TeamDialog
from belote_club.ui.main_window import MainWindow
from belote_club.ui.tournament_page import TournamentPage


def tournament_with_round(service, teams: int = 6, preset: str = "classique") -> int:
    tid = service.create_tournament("Concours", dt.date(2026, 11, 21), preset=preset).id
    for n in range(teams):
        a = service.add_player("Anne", f"Alpha{n}")
        b = service.add_player("Bruno", f"Bravo{n}")
        entrant = service.create_team(tid, (a.id, b.id))
        service.check_in(tid, entrant.entrant_id)
    service.draw_next_round(tid, seed=1)
    return tid


def test_models_pass_the_model_tester(qtmodeltester, service) -> None:
    tid = tournament_with_round(service)
    service.set_deals(tid, 1, 1, [{"taker": 0, "capot": 0, "points": [162, 0]}] * 4)
    checks = [
        (models.TournamentsModel(), service.tournaments()),
        (models.PlayersModel(), service.players()),
        (models.EntrantsModel(), service.entrants(tid)),
        (models.TablesModel(), service.round(tid, 1).tables),
        (models.StandingsModel(), service.standings(tid).rows),
    ]
    for model, rows in checks:
        model.set_rows(rows)
        qtmodeltester.check(model)
        assert model.rowCount() == len(rows) > 0
    tables = checks[3][0]
    assert tables.index(0, 3).data() == "1\u202f008 – 0"
    assert tables.index(0, 4).data() == "Terminée"
    standings = checks[4][0]
    assert standings.index(0, 0).data() == "1"


def test_roster_search_and_csv_import(qtbot, service, tmp_path, monkeypatch) -> None:
    window = MainWindow(service)
    qtbot.addWidget(window)
    service.add_player("Marie", "Dupont", club="Amicale")
    window.show_roster()
    roster = window.roster_page
    qtbot.keyClicks(roster.search, "dup")
    assert roster.model.rowCount() == 1
    csv_file = tmp_path / "joueurs.csv"
    csv_file.write_text("Nom;Prénom;Licence\nMartin;Paul;123\n;Sans nom;9\nDupont;Marie;\n", encoding="utf-8")
    seen = {}

    def run_dialog(dialog: CsvImportDialog) -> int:
        seen["errors"] = len(dialog.preview.errors)
        seen["button"] = dialog.import_button.text()
        dialog.import_button.click()
        return 1

    monkeypatch.setattr(CsvImportDialog, "exec", run_dialog)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: QMessageBox.StandardButton.Ok)
    roster.import_csv(str(csv_file))
    assert seen["errors"] == 1
    assert seen["button"] == "Importer 1 joueur(s)"
    roster.search.clear()
    assert roster.model.rowCount() == 2


def test_team_dialog_pairs_two_players(qtbot, service) -> None:
    tid = service.create_tournament("Concours", dt.date(2026, 11, 21)).id
    service.add_player("Anne", "Alpha")
    service.add_player("Bruno", "Bravo")
    dialog = TeamDialog(service, service.tournament(tid))
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.first.search, "alpha")
    qtbot.keyClicks(dialog.second.search, "bravo")
    dialog.name.setText("Les As")
    dialog.buttons.accepted.emit()
    assert dialog.result() == dialog.DialogCode.Accepted
    assert [e.label for e in service.entrants(tid)] == ["Les As"]

    again = TeamDialog(service, service.tournament(tid))
    qtbot.addWidget(again)
    assert again.first.model.rowCount() == 0  # players already in a team are not offered again
    again.buttons.accepted.emit()  # refused inside the dialog, which stays open
    assert "Choisissez un joueur" in again.error.text()
    assert again.result() != again.DialogCode.Accepted


def test_paper_totals_with_warning(qtbot, service) -> None:
    tid = tournament_with_round(service)
    dialog = PaperTotalsDialog(service, (tid, 1, 2), ("A", "B"))
    qtbot.addWidget(dialog)
    dialog.totals[0].setValue(1010)
    dialog.totals[1].setValue(333)
    dialog.deals.setValue(2)
    assert dialog.warnings.isVisibleTo(dialog)
    dialog.buttons.accepted.emit()
    game = service.game(tid, 1, 2)
    assert game.mode == "paper" and game.totals == (1010, 333)


def test_rules_locked_after_a_score_then_unlocked(qtbot, service, monkeypatch) -> None:
    from PySide6.QtGui import QUndoGroup

    tid = tournament_with_round(service)
    service.add_deal(tid, 1, 1, {"taker": 0, "points": [95, 67]})
    page = TournamentPage(service, tid, QUndoGroup())
    qtbot.addWidget(page)
    editor = page.rules.editor
    assert editor.is_locked()
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.StandardButton.Yes)
    editor.unlock_button.click()
    combo = editor.controls["rounding"]
    combo.setCurrentIndex(combo.findData("ten_half_up"))
    assert service.tournament(tid).rules["rounding"] == "ten_half_up"
    assert service.game(tid, 1, 1).deals[0].points == (100, 70)  # recomputed under the new rules


def test_swap_two_teams_by_drop(qtbot, service) -> None:
    from PySide6.QtGui import QUndoGroup

    tid = tournament_with_round(service)
    page = TournamentPage(service, tid, QUndoGroup())
    qtbot.addWidget(page)
    rounds = page.rounds
    assert rounds.view.swapping_allowed
    before = service.round(tid, 1).tables
    rounds.view.swapRequested.emit((1, 0), (2, 1))
    after = service.round(tid, 1).tables
    assert after[0].sides[0].entrant_ids == before[1].sides[1].entrant_ids
    assert after[1].sides[1].entrant_ids == before[0].sides[0].entrant_ids
    # Once a score exists, the plan is frozen.
    service.add_deal(tid, 1, 1, {"taker": 0, "points": [95, 67]})
    rounds.refresh()
    assert not rounds.view.swapping_allowed and not rounds.redraw_button.isVisibleTo(rounds)


def test_typing_a_table_number_refuses_unknown_tables(qtbot, service) -> None:
    from PySide6.QtGui import QUndoGroup

    tid = tournament_with_round(service)
    page = TournamentPage(service, tid, QUndoGroup())
    qtbot.addWidget(page)
    qtbot.keyClicks(page.rounds.table_line, "9")
    qtbot.keyClick(page.rounds.table_line, Qt.Key.Key_Return)
    assert "Pas de table 9" in page.rounds.progress.text()
    page.rounds.table_line.clear()
    qtbot.keyClicks(page.rounds.table_line, "3")
    qtbot.keyClick(page.rounds.table_line, Qt.Key.Key_Return)
    assert page.scores.key == (1, 3)
    sheet = page.scores.sheet
    qtbot.keyClicks(sheet.entry, "t1")
    qtbot.keyClick(sheet.entry, Qt.Key.Key_Return)
    assert page.scores.key == (1, 1)


def test_documents_preview_and_save(qtbot, service, tmp_path) -> None:
    from PySide6.QtGui import QUndoGroup

    tid = tournament_with_round(service)
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


def test_team_detail_round_by_round(qtbot, service) -> None:
    from PySide6.QtGui import QUndoGroup

    tid = tournament_with_round(service)
    service.set_deals(tid, 1, 1, [{"taker": 0, "capot": 0, "points": [162, 0]}] * 4)
    page = TournamentPage(service, tid, QUndoGroup())
    qtbot.addWidget(page)
    page.tabs.setCurrentWidget(page.standings)
    page.standings.view.selectRow(0)
    dialog = page.standings.show_detail()
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 1
    assert dialog.table.item(0, 4).text() == "gagnée"
    assert dialog.table.item(0, 3).text() == "1\u202f008 – 0"


def test_melee_from_the_new_tournament_dialog(qtbot, service) -> None:
    from belote_club.ui.dialogs import TournamentDialog

    window = MainWindow(service)
    qtbot.addWidget(window)
    dialog = TournamentDialog(service, None, window)
    qtbot.addWidget(dialog)
    dialog.name.setText("Mêlée du jeudi")  # QTest types ASCII only
    dialog.format.setCurrentIndex(dialog.format.findData("melee"))
    dialog.preset.setCurrentIndex(dialog.preset.findData("classique"))
    dialog.buttons.accepted.emit()
    tournament = dialog.result_value
    assert tournament.format.value == "melee"
    for n in range(8):
        player = service.add_player("Joueur", f"N{n}")
        register = TeamDialog(service, tournament)
        qtbot.addWidget(register)
        qtbot.keyClicks(register.first.search, f"N{n}")
        register.buttons.accepted.emit()
        service.check_in(tournament.id, player.id)
    page = window.open_tournament(tournament.id)
    assert page.tabs.tabText(0) == "Joueurs"
    assert page.entrants.model.rowCount() == 8
    page.rounds.draw_button.click()
    assert page.rounds.model.rowCount() == 2
    page.open_table(1, 1)
    for _ in range(4):
        qtbot.keyClicks(page.scores.sheet.entry, "2c")
        qtbot.keyClick(page.scores.sheet.entry, Qt.Key.Key_Return)
    page.tabs.setCurrentWidget(page.standings)
    rows = page.standings.model.rows()
    assert [r.points_for for r in rows[:2]] == [1008, 1008]  # both partners of the winning side
    assert page.standings.model.headerData(2, Qt.Orientation.Horizontal) == "Joueur"


def test_withdrawal_and_reinstatement_buttons(qtbot, service) -> None:
    from PySide6.QtGui import QUndoGroup

    tid = tournament_with_round(service)
    page = TournamentPage(service, tid, QUndoGroup())
    qtbot.addWidget(page)
    panel = page.entrants
    assert not panel.check_button.isEnabled()  # nothing selected yet
    panel.view.selectRow(0)
    assert panel.withdraw_button.isVisibleTo(panel) and not panel.reinstate_button.isVisibleTo(panel)
    panel.withdraw_button.click()
    assert "Abandon (manche 2)" == panel.model.index(0, 3).data()
    assert panel.reinstate_button.isVisibleTo(panel) and not panel.check_button.isEnabled()
    panel.reinstate_button.click()
    assert panel.model.index(0, 3).data() == "Présent"
