"""The player card's member flag (PRIZES.md: the members' fee), ticked on the card itself."""

from __future__ import annotations

from belote_club.services import ClubService


def test_a_new_card_can_be_a_member_and_an_old_one_stop_being_one(qtbot, sqlite_service: ClubService) -> None:
    from belote_club.ui.dialogs.player import PlayerDialog

    dialog = PlayerDialog(sqlite_service)
    qtbot.addWidget(dialog)
    dialog.edits["first_name"].setText("Loïc")
    dialog.edits["last_name"].setText("Le Bihan")
    assert not dialog.member.isChecked()
    dialog.member.setChecked(True)
    dialog._accept()
    card = dialog.result_value
    assert card.member
    assert sqlite_service.player(card.id).member

    again = PlayerDialog(sqlite_service, sqlite_service.player(card.id))
    qtbot.addWidget(again)
    assert again.member.isChecked()
    again.member.setChecked(False)
    again._accept()
    assert not sqlite_service.player(card.id).member
