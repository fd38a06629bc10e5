"""Creating a concours and changing its settings: the dialog's keyboard, the exempt policy, ranking criteria, the mêlée, the house rules tab."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoGroup
from PySide6.QtWidgets import QMessageBox

from belote_club.ui.dialogs.team import TeamDialog
from belote_club.ui.dialogs.tournament import TournamentDialog
from belote_club.ui.main_window import MainWindow
from belote_club.ui.views.tournament_page import TournamentPage
from tests.helpers.club import concours, melee


def test_tournament_dialog_starts_in_the_name_field(qtbot, service) -> None:
    dialog = TournamentDialog(service)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.focusWidget() is dialog.name
    assert dialog.fields()[:3] == [dialog.name, dialog.date, dialog.venue]
    assert not dialog.error.text()


def test_tab_leaves_the_date_field_at_once(qtbot, service) -> None:
    from belote_club.ui.dialogs.tournament import TournamentDialog

    dialog = TournamentDialog(service)
    qtbot.addWidget(dialog)
    dialog.show()
    year = dialog.date.date().year()
    qtbot.keyClick(dialog.name, Qt.Key.Key_Tab)
    assert dialog.focusWidget() is dialog.date
    qtbot.keyClick(dialog.date, Qt.Key.Key_Tab)  # not to the month, then the year
    assert dialog.focusWidget() is dialog.venue
    qtbot.keyClick(dialog.venue, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert dialog.focusWidget() is dialog.date
    qtbot.keyClicks(dialog.venue, "Salle des fetes")
    assert dialog.venue.text() == "Salle des fetes" and dialog.date.date().year() == year


def _row_of(panel, name: str) -> str:
    model = panel.model
    for row in range(model.rowCount()):
        cells = [str(model.data(model.index(row, c)) or "") for c in range(model.columnCount())]
        if any(name in cell for cell in cells):
            return " | ".join(cells)
    raise AssertionError(name)


def test_exempt_policy_is_set_in_the_settings_and_shows_in_the_standings(qtbot, window, service) -> None:
    from belote_club.tournament.model import ExemptKind
    from belote_club.ui.dialogs.tournament import TournamentDialog

    tid = melee(service)
    page = window.open_tournament(tid)
    page.tabs.setCurrentWidget(page.rounds)
    label = page.rounds.exempts.text().split(" : ", 1)[1].split(" · ", 1)[1]  # « Exempt : 21 · Jean Côté4 »
    page.tabs.setCurrentWidget(page.standings)
    assert "1\u202f000" in _row_of(page.standings, label) or "1 000" in _row_of(page.standings, label)

    dialog = TournamentDialog(service, page.context.tournament, page)
    qtbot.addWidget(dialog)
    assert dialog.exempt.currentData() == ExemptKind.FIXED_WIN.value and dialog.exempt_points.isEnabled()
    dialog.exempt_points.setValue(700)
    dialog._accept()
    assert service.tournament(tid).exempt_policy.amount == 700
    page.refresh_all()
    assert "700" in _row_of(page.standings, label)

    dialog = TournamentDialog(service, page.context.tournament, page)
    qtbot.addWidget(dialog)
    assert dialog.exempt_points.value() == 700
    dialog.exempt.setCurrentIndex(dialog.exempt.findData(ExemptKind.NOTHING.value))
    assert not dialog.exempt_points.isEnabled()
    dialog._accept()
    assert service.tournament(tid).exempt_policy.kind is ExemptKind.NOTHING
    page.refresh_all()
    assert "700" not in _row_of(page.standings, label)


def test_settings_keep_custom_ranking_criteria(qtbot, service) -> None:
    """Criteria that are neither preset show as « Personnalisé » and survive OK unchanged."""
    from belote_club.ui.dialogs.tournament import TournamentDialog

    tid = service.create_tournament("Concours du jeudi", dt.date(2026, 11, 26)).id
    service.update_tournament(tid, ranking=["difference", "wins"])
    dialog = TournamentDialog(service, service.tournament(tid))
    qtbot.addWidget(dialog)
    assert dialog.ranking.currentText() == "Personnalisé : à la différence, puis aux parties gagnées"
    dialog.accept()
    assert [k.value for k in service.tournament(tid).ranking_criteria] == ["difference", "wins"]


def test_melee_from_the_new_tournament_dialog(qtbot, service) -> None:
    from belote_club.ui.dialogs.tournament import TournamentDialog

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


def test_rules_locked_after_a_score_then_unlocked(qtbot, service, monkeypatch) -> None:

    tid = concours(service, 6, preset="classique", name="Concours")
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


def test_settings_offer_the_peers_tie_breaks_and_what_a_bye_concedes(qtbot, service) -> None:
    from belote_club.tournament.model import ExemptAgainst, RankingKey

    tid = concours(service, 8)
    dialog = TournamentDialog(service, service.tournament(tid))
    qtbot.addWidget(dialog)
    labels = [dialog.ranking.itemText(i) for i in range(dialog.ranking.count())]
    wanted = next(i for i, text in enumerate(labels) if text.startswith("Aux victoires") and "tirage au sort" in text)
    assert "à la confrontation directe, puis à la meilleure partie, puis au tirage au sort" in labels[wanted]
    dialog.ranking.setCurrentIndex(wanted)
    dialog.exempt_against.setCurrentIndex(dialog.exempt_against.findData(ExemptAgainst.ROUND_AVERAGE.value))
    changed = dialog.run()
    assert tuple(changed.ranking_criteria)[-3:] == (RankingKey.HEAD_TO_HEAD, RankingKey.BEST_GAME, RankingKey.LOTS)
    assert changed.exempt_policy.against == ExemptAgainst.ROUND_AVERAGE
    again = TournamentDialog(service, service.tournament(tid))  # reopened: both choices shown as made
    qtbot.addWidget(again)
    assert again.ranking.currentIndex() == wanted
    assert again.exempt_against.currentData() == ExemptAgainst.ROUND_AVERAGE.value
    assert any("Tirage au sort pour départager" in e.what for e in service.audit(tid, limit=3))  # seed journalled


def test_the_exempt_points_follow_the_rules_target_until_typed(qtbot, service) -> None:
    """Issue 22 (QA): a contrée concours is played in 2 000 points; a bye « won with fixed points » got 1 000,
    half a won game. The fixed points follow the chosen rules' target, unless the organiser typed their own."""
    dialog = TournamentDialog(service)
    qtbot.addWidget(dialog)
    assert dialog.exempt_points.value() == 1000  # « Concours »: 12 deals, the usual 1 000
    dialog.preset.setCurrentIndex(dialog.preset.findData("contree"))
    assert dialog.exempt_points.value() == 2000
    dialog.preset.setCurrentIndex(dialog.preset.findData("classique"))
    assert dialog.exempt_points.value() == 1000
    dialog.exempt_points.setValue(1500)  # the organiser's own figure is kept
    dialog.preset.setCurrentIndex(dialog.preset.findData("coinche"))
    assert dialog.exempt_points.value() == 1500
    assert dialog.exempt_policy().amount == 1500
