"""The Équipes tab and the team dialog: registering, check-in, withdrawal."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoGroup
from PySide6.QtWidgets import QLabel

from belote_club.ui.dialogs.team import TeamDialog
from belote_club.ui.views.tournament_page import TournamentPage
from tests.helpers.club import concours
from tests.helpers.deals import made
from tests.helpers.qt import type_line
from tests.ui.builders import page_on


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


def test_team_dialog_chooses_nobody_until_the_user_does(qtbot, service) -> None:
    tid = service.create_tournament("Concours", dt.date(2026, 11, 21)).id
    for first, last in (("Léon", "André"), ("Marie", "Bernard"), ("Pierre", "Dubois")):
        service.add_player(first, last)
    dialog = TeamDialog(service, service.tournament(tid))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.first.selected() is None and dialog.second.selected() is None
    assert dialog.first.choice.text() == "Aucun joueur choisi"
    qtbot.keyClick(dialog.first.search, Qt.Key.Key_Return)
    qtbot.keyClick(dialog.second.search, Qt.Key.Key_Return)
    dialog.buttons.accepted.emit()  # Entrée on the empty dialog: refused, nothing registered
    assert dialog.result() != dialog.DialogCode.Accepted and service.entrants(tid) == []
    qtbot.keyClicks(dialog.first.search, "dub")
    assert dialog.first.selected() is not None and dialog.first.selected().last_name == "Dubois"
    qtbot.keyClick(dialog.second.view, Qt.Key.Key_Down)  # picking in the list chooses too
    assert dialog.second.selected() is not None


def test_registered_and_present_agree_in_number(qtbot, service) -> None:
    tid = service.create_tournament("Concours", dt.date(2026, 11, 21)).id
    a, b = service.add_player("Jean", "Martin"), service.add_player("Marie", "Bernard")
    service.create_team(tid, (a.id, b.id))
    page = TournamentPage(service, tid, QUndoGroup())
    qtbot.addWidget(page)
    assert page.entrants.summary.text() == "1 inscrit · 0 présent"


def test_withdrawal_and_reinstatement_buttons(qtbot, service, monkeypatch) -> None:
    from PySide6.QtGui import QUndoGroup

    asked: list[str] = []
    monkeypatch.setattr("belote_club.ui.views.entrants.ask_withdrawal",
                        lambda _p, name, start, _game: asked.append(f"{name} à partir de la manche {start}")
                        or (True, None))
    tid = concours(service, 6, preset="classique", name="Concours")
    page = TournamentPage(service, tid, QUndoGroup())
    qtbot.addWidget(page)
    panel = page.entrants
    assert not panel.check_button.isEnabled()  # nothing selected yet
    panel.view.selectRow(0)
    assert panel.withdraw_button.isVisibleTo(panel) and not panel.reinstate_button.isVisibleTo(panel)
    panel.withdraw_button.click()
    assert "à partir de la manche 2" in asked[0]  # confirmed first, naming the round
    assert "Abandon (manche 2)" == panel.model.index(0, 3).data()
    assert panel.reinstate_button.isVisibleTo(panel) and not panel.check_button.isEnabled()
    panel.reinstate_button.click()
    assert panel.model.index(0, 3).data() == "Présent"


def test_team_dialog_chooses_the_first_match_and_names_it(qtbot, service) -> None:
    tid = service.create_tournament("Concours", dt.date(2026, 11, 21)).id
    for first, last in (("Bernard", "Martin"), ("Bérenger", "Dupont"), ("Paul", "Roux")):
        service.add_player(first, last)
    dialog = TeamDialog(service, service.tournament(tid))
    qtbot.addWidget(dialog)
    dialog.show()
    type_line(qtbot, dialog.first.search, "ber")  # accents ignored: Bérenger Dupont comes first (by name)
    assert dialog.first.selected().first_name == "Bérenger"
    assert dialog.first.choice.text() == "Choisi : Bérenger Dupont"
    assert dialog.focusWidget() is dialog.second.search
    type_line(qtbot, dialog.second.search, "ber")  # Bérenger is player 1: Bernard is the first match left
    assert dialog.second.selected().first_name == "Bernard"
    assert "Bernard Martin" in dialog.second.choice.text()
    qtbot.keyClick(dialog.second.search, Qt.Key.Key_Down)  # nothing below: stays on Bernard
    assert dialog.second.selected().first_name == "Bernard"
    dialog.buttons.accepted.emit()
    assert [p.first_name for p in service.entrants(tid)[0].players] == ["Bérenger", "Bernard"]


def test_a_new_player_is_created_from_the_team_dialog(qtbot, service, monkeypatch) -> None:
    from belote_club.ui.dialogs.player import PlayerDialog

    def accept(dialog: PlayerDialog) -> int:
        assert (dialog.edits["first_name"].text(), dialog.edits["last_name"].text()) == ("Jean", "Nouveau")
        dialog.edits["club"].setText("Murat")
        dialog.buttons.accepted.emit()
        return int(dialog.result())

    monkeypatch.setattr(PlayerDialog, "exec", accept)
    tid = service.create_tournament("Concours", dt.date(2026, 11, 21)).id
    service.add_player("Anne", "Alpha")
    dialog = TeamDialog(service, service.tournament(tid))
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.second.search, "Jean Nouveau")
    assert dialog.second.selected() is None
    dialog.second.new_button.click()
    chosen = dialog.second.selected()
    assert (chosen.first_name, chosen.last_name, chosen.club) == ("Jean", "Nouveau", "Murat")
    assert dialog.second.choice.text() == "Choisi : Jean Nouveau (Murat)"


def test_a_searched_family_name_with_its_particle_goes_into_nom(qtbot, service, monkeypatch) -> None:
    """Issue 24: « Le Goff » searched, then « Nouveau joueur… »: Nom « Le Goff », Prénom empty to type."""
    from belote_club.ui.dialogs.player import PlayerDialog

    def accept(dialog: PlayerDialog) -> int:
        assert (dialog.edits["first_name"].text(), dialog.edits["last_name"].text()) == ("", "Le Goff")
        dialog.edits["first_name"].setText("Yann")
        dialog.buttons.accepted.emit()
        return int(dialog.result())

    monkeypatch.setattr(PlayerDialog, "exec", accept)
    tid = service.create_tournament("Concours", dt.date(2026, 11, 21)).id
    dialog = TeamDialog(service, service.tournament(tid))
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.first.search, "Le Goff")
    dialog.first.new_button.click()
    chosen = dialog.first.selected()
    assert (chosen.first_name, chosen.last_name) == ("Yann", "Le Goff")


def test_a_new_team_is_chosen_and_in_view(qtbot, service, monkeypatch) -> None:
    tid = concours(service, 30, drawn=False)
    a, b = service.add_player("Zoé", "Zorglub"), service.add_player("Yves", "Zorro")
    page = page_on(qtbot, service, tid)
    page.resize(1000, 500)
    page.show()

    def exec_(dialog: TeamDialog) -> int:
        dialog.first.select_player(a.id)
        dialog.second.select_player(b.id)
        dialog.buttons.accepted.emit()
        return int(dialog.result())

    monkeypatch.setattr(TeamDialog, "exec", exec_)
    page.entrants.add_button.click()
    chosen = page.entrants.selected()
    assert chosen is not None and [p.last_name for p in chosen.players] == ["Zorglub", "Zorro"]
    view = page.entrants.view
    assert view.viewport().rect().intersects(view.visualRect(view.currentIndex()))


def test_team_edit_check_in_and_withdrawal_are_undoable(qtbot, window, service, monkeypatch) -> None:
    monkeypatch.setattr("belote_club.ui.views.entrants.ask_withdrawal", lambda *_a: (True, None))
    tid = concours(service, 4, drawn=False)
    page = window.open_tournament(tid)
    panel = page.entrants
    panel.view.selectRow(0)
    first = panel.selected()

    def rename(dialog: TeamDialog) -> int:
        dialog.name.setText("Les Rebelotes")
        dialog.buttons.accepted.emit()
        return int(dialog.result())

    monkeypatch.setattr(TeamDialog, "exec", rename)
    panel.edit_button.click()
    assert service.entrants(tid)[0].label == "Les Rebelotes"
    assert window.undo_action.text() == f"Annuler : modification de l’équipe {first.label}"
    panel.check_button.click()  # all present: this one is no longer
    assert not service.entrants(tid)[0].checked_in
    panel.check_all_button.click()
    assert all(e.checked_in for e in service.entrants(tid))
    assert window.undo_action.text() == "Annuler : pointage de 1 inscrit"
    page.tabs.setCurrentWidget(page.rounds)
    window.undo_action.trigger()  # brought back into view, then undone
    assert page.tabs.currentWidget() is page.entrants
    assert panel.selected().entrant_id == first.entrant_id
    assert not service.entrants(tid)[0].checked_in
    assert window.statusBar().currentMessage() == "Annulé : pointage de 1 inscrit"
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert service.entrants(tid)[0].label == first.label and service.entrants(tid)[0].checked_in
    window.redo_action.trigger()
    panel.view.selectRow(1)
    panel.withdraw_button.click()
    assert service.entrants(tid)[1].withdrawn_from_round == 1
    window.undo_action.trigger()
    assert service.entrants(tid)[1].withdrawn_from_round is None


def test_a_withdrawal_during_a_round_declares_the_forfeit_in_the_same_dialog(qtbot, window, service,
                                                                             monkeypatch) -> None:
    """Issue 24: one dialog — the withdrawal, then the forfeit of its game in play, the withdrawing side
    pre-selected — made as one undoable step, a game already begun erased and given back by the undo."""
    from belote_club.ui.dialogs.withdrawal import WithdrawalDialog

    shown: list[WithdrawalDialog] = []
    monkeypatch.setattr(WithdrawalDialog, "exec", lambda dialog: dialog.show() or shown.append(dialog) or 1)
    tid = concours(service, 4)  # round 1 drawn
    page = window.open_tournament(tid)
    panel = page.entrants
    leaving = service.round(tid, 1).tables[1].sides[1]  # side 2 of table 2: the side to pre-select
    service.set_deals(tid, 1, 2, [made(0, 100), made(1, 90)])
    panel.show_entrant(leaving.entrant_ids[0])
    panel.withdraw_button.click()
    dialog = shown[0]
    assert dialog.game is not None and (dialog.game.round_number, dialog.game.table_number) == (1, 2)
    assert dialog.declare.isChecked() and dialog.fields is not None and dialog.fields.side() == 1
    assert dialog.fields.loser.currentText() == leaving.label
    texts = " ".join(child.text() for child in dialog.findChildren(QLabel))
    assert "Les 2 donnes déjà saisies seront effacées (Ctrl+Z les rend)." in texts
    assert "à partir de la manche 2" in dialog.ok.text()
    assert dialog.focusWidget() is dialog.ok  # Entrée confirms, keyboard first
    game = service.game(tid, 1, 2)
    assert game.mode == "forfeit" and game.forfeit == 1 and game.finished
    assert window.undo_action.text() == f"Annuler : abandon de {leaving.label} et forfait de la table 2, manche 1"
    page.open_table(1, 2)
    assert "Forfait de" in page.scores.paper_info.text()
    page.tabs.setCurrentWidget(page.rounds)
    assert page.rounds.model.index(1, 4).data() == "Forfait"
    window.undo_action.trigger()  # one step: the forfeit, the deals given back, the withdrawal
    assert [d.data for d in service.game(tid, 1, 2).deals] == [made(0, 100), made(1, 90)]
    assert all(e.withdrawn_from_round is None for e in service.entrants(tid))
    window.redo_action.trigger()
    assert service.game(tid, 1, 2).mode == "forfeit"


def test_a_withdrawal_without_the_forfeit_leaves_the_game(qtbot, window, service, monkeypatch) -> None:
    from belote_club.ui.dialogs.withdrawal import WithdrawalDialog

    def refuse_forfeit(dialog: WithdrawalDialog) -> int:
        dialog.declare.setChecked(False)
        assert not dialog.fields.isEnabled()
        return 1

    monkeypatch.setattr(WithdrawalDialog, "exec", refuse_forfeit)
    tid = concours(service, 4)
    page = window.open_tournament(tid)
    page.entrants.view.selectRow(0)
    page.entrants.withdraw_button.click()
    assert service.entrants(tid)[0].withdrawn_from_round == 2
    assert all(t.game.mode == "empty" for t in service.round(tid, 1).tables)


def test_a_team_is_edited_only_until_it_has_played(qtbot, service, monkeypatch) -> None:
    refused: list[str] = []
    monkeypatch.setattr("belote_club.ui.views.entrants.show_refusal", lambda _p, error: refused.append(str(error)))
    monkeypatch.setattr(TeamDialog, "exec", lambda _self: pytest.fail("no dialog for a team that has played"))
    tid = concours(service, 4)
    table = service.round(tid, 1).tables[0]
    service.add_deal(tid, 1, table.number, {"taker": 0, "points": [95, 67]})
    page = page_on(qtbot, service, tid)
    played = table.sides[0].entrant_ids[0]
    page.entrants.show_entrant(played)
    page.entrants.edit_button.click()
    assert "a déjà joué (manche 1, table 1)" in refused[0]


def test_undo_of_each_registration_change_against_the_services(qtbot, window, service, monkeypatch) -> None:
    """Every registration change undoes through the services as they are, a late arrival once a round is
    drawn included (the services cancel it while the entrant sits in no draw)."""
    asked: list[str] = []
    refused: list[str] = []
    monkeypatch.setattr("belote_club.ui.views.entrants.ask_withdrawal",
                        lambda _p, _n, _s, game: asked.append(_n) or (True, (game.side, None) if game else None))
    monkeypatch.setattr("belote_club.ui.context.show_refusal", lambda _p, error: refused.append(str(error)))
    tid = concours(service, 8)  # round 1 drawn
    a, b = service.add_player("Zoé", "Zed"), service.add_player("Yves", "Ygrec")
    late = service.create_team(tid, (a.id, b.id))
    page = window.open_tournament(tid)
    panel, stack = page.entrants, page.context.undo_stack
    panel.refresh(select=late.entrant_id)
    before = stack.count()
    was = next(e for e in service.entrants(tid) if e.entrant_id == late.entrant_id)
    panel.late_button.click()
    assert next(e for e in service.entrants(tid) if e.entrant_id == late.entrant_id).joins_from_round == 2
    assert stack.count() == before + 1 and window.undo_action.text().startswith("Annuler : arrivée en retard")
    window.undo_action.trigger()
    back = next(e for e in service.entrants(tid) if e.entrant_id == late.entrant_id)
    assert (back.joins_from_round, back.checked_in) == (was.joins_from_round, was.checked_in)
    window.redo_action.trigger()
    assert next(e for e in service.entrants(tid) if e.entrant_id == late.entrant_id).joins_from_round == 2
    # Check-in, withdrawal during the drawn round, swap, forfeit, draw: each undone, then redone.
    first = service.entrants(tid)[0]
    panel.refresh(select=first.entrant_id)
    panel.check_button.click()
    window.undo_action.trigger()
    assert service.entrants(tid)[0].checked_in
    panel.withdraw_button.click()  # with its table's forfeit (accepted here): one step
    assert window.undo_action.text().startswith("Annuler : abandon de ")
    assert service.game(tid, 1, next(t.number for t in service.round(tid, 1).tables
                                     if first.entrant_id in t.sides[0].entrant_ids + t.sides[1].entrant_ids)
                        ).mode == "forfeit"
    window.undo_action.trigger()
    assert service.entrants(tid)[0].withdrawn_from_round is None
    page.rounds.swap((1, 0), (2, 1))
    swapped = service.round(tid, 1).tables[0].sides[0].label
    window.undo_action.trigger()
    assert service.round(tid, 1).tables[0].sides[0].label != swapped
    page.scores.forfeit_change(1, 1, 0, None)
    assert service.game(tid, 1, 1).mode == "forfeit"
    window.undo_action.trigger()
    assert service.game(tid, 1, 1).mode != "forfeit"
    assert refused == []
    # An undo the services refuse (a score entered since the swap) is said in French; the item leaves.
    page.rounds.swap((1, 0), (2, 1))
    service.set_deals(tid, 1, 3, [made(0, 100)])
    count = stack.count()
    window.undo_action.trigger()
    assert refused and "scores sont déjà saisis" in refused[-1]
    assert stack.count() == count - 1


def test_a_new_team_is_undone_and_redone(qtbot, window, service) -> None:
    tid = concours(service, 8)  # round 1 drawn: the new team arrives for round 2
    page = window.open_tournament(tid)
    panel = page.entrants
    a, b = service.add_player("Zoé", "Zed"), service.add_player("Yves", "Ygrec")
    created = service.create_team(tid, (a.id, b.id), name="Les Derniers", checked_in=True)
    panel._added(created)  # what « Nouvelle équipe… » does once its dialog has registered the team
    assert window.undo_action.text() == "Annuler : inscription de l’équipe Les Derniers"
    window.undo_action.trigger()
    assert all(e.label != "Les Derniers" for e in service.entrants(tid))
    window.redo_action.trigger()
    again = [e for e in service.entrants(tid) if e.label == "Les Derniers"]
    assert len(again) == 1 and again[0].checked_in and {p.id for p in again[0].players} == {a.id, b.id}
    window.undo_action.trigger()  # the redone registration is the one undone
    assert all(e.label != "Les Derniers" for e in service.entrants(tid))


def test_a_player_already_in_a_team_is_named_not_reported_missing(qtbot, service) -> None:
    """Searching a player who already plays says so (no invitation to create a duplicate card)."""
    tid = service.create_tournament("Concours", dt.date(2026, 11, 21)).id
    service.add_player("Anne", "Alpha")
    service.add_player("Bruno", "Bravo")
    service.add_player("Chloé", "Charlie")
    first = TeamDialog(service, service.tournament(tid))
    qtbot.addWidget(first)
    qtbot.keyClicks(first.first.search, "alpha")
    qtbot.keyClicks(first.second.search, "bravo")
    first.buttons.accepted.emit()
    again = TeamDialog(service, service.tournament(tid))
    qtbot.addWidget(again)
    qtbot.keyClicks(again.first.search, "alpha")
    assert again.first.choice.text() == "Anne Alpha joue déjà dans une autre équipe de ce concours."
    again.first.search.clear()
    qtbot.keyClicks(again.first.search, "zzz")
    assert again.first.choice.text() == "Aucun joueur trouvé : « Nouveau joueur… » crée sa fiche."


def test_a_searched_name_suggests_first_and_last_names() -> None:
    """The new player card takes the names from the search: first then last, or the name in capitals as the
    last name wherever it stands (club lists write « DUPONT Jean »)."""
    from belote_club.ui.dialogs.player import split_name

    assert split_name("Jean Dupont") == ("Jean", "Dupont")
    assert split_name("DUPONT Jean") == ("Jean", "DUPONT")
    assert split_name("Jean DUPONT") == ("Jean", "DUPONT")
    assert split_name("LE GALL Marie-Anne") == ("Marie-Anne", "LE GALL")
    assert split_name("Jean de La Fontaine") == ("Jean", "de La Fontaine")
    assert split_name("  Dupont ") == ("", "Dupont")
    assert split_name("JEAN DUPONT") == ("JEAN", "DUPONT")  # all in capitals: no telling, the usual order
    assert split_name("J. DUPONT") == ("J.", "DUPONT")
    # Issue 24: a search beginning with a particle is a family name, kept whole in Nom.
    assert split_name("Le Goff") == ("", "Le Goff")
    assert split_name("le bihan") == ("", "le bihan")
    assert split_name("de La Fontaine") == ("", "de La Fontaine")
    assert split_name("Van Damme") == ("", "Van Damme")
    assert split_name("Loïc Le Bihan") == ("Loïc", "Le Bihan")
    assert split_name("Marie le GALL") == ("Marie", "le GALL")
    assert split_name("Ben Martin") == ("Ben", "Martin")
