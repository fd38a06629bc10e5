"""The Équipes tab and the team dialog: registering, check-in, withdrawal."""

from __future__ import annotations

import datetime as dt

from PySide6.QtGui import QUndoGroup

from belote_club.ui.dialogs.team import TeamDialog
from belote_club.ui.views.tournament_page import TournamentPage
from tests.helpers.club import concours
from tests.helpers.qt import type_line


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


def test_team_dialog_enter_after_a_search_goes_to_the_next_player(qtbot, service) -> None:
    tid = service.create_tournament("Concours", dt.date(2026, 11, 21)).id
    for first, last in (("Jean", "Martin"), ("Marie", "Bernard"), ("Pierre", "Dubois")):
        service.add_player(first, last)
    dialog = TeamDialog(service, service.tournament(tid))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.focusWidget() is dialog.first.search
    type_line(qtbot, dialog.first.search, "mart")
    assert dialog.isVisible()  # Entrée did not create a team with whoever the second list had selected
    assert dialog.focusWidget() is dialog.second.search
    type_line(qtbot, dialog.second.search, "bern")
    assert dialog.focusWidget() is dialog.name
    dialog.buttons.accepted.emit()
    assert dialog.result() == dialog.DialogCode.Accepted
    assert [p.last_name for p in service.entrants(tid)[0].players] == ["Martin", "Bernard"]


def test_registered_and_present_agree_in_number(qtbot, service) -> None:
    tid = service.create_tournament("Concours", dt.date(2026, 11, 21)).id
    a, b = service.add_player("Jean", "Martin"), service.add_player("Marie", "Bernard")
    service.create_team(tid, (a.id, b.id))
    page = TournamentPage(service, tid, QUndoGroup())
    qtbot.addWidget(page)
    assert page.entrants.summary.text() == "1 inscrit · 0 présent"


def test_withdrawal_and_reinstatement_buttons(qtbot, service) -> None:
    from PySide6.QtGui import QUndoGroup

    tid = concours(service, 6, preset="classique", name="Concours")
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
