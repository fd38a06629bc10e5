"""A player's card: new player, or the card of one in the roster."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLineEdit, QWidget

from belote_club.ui.dialogs.base import ServiceDialog
from belote_club.ui.translation import QT_TR_NOOP, tr
from belote_club.ui.widgets import stored_id

if TYPE_CHECKING:
    from belote_club.services import ClubService
    from belote_club.tournament.model import Player


class PlayerDialog(ServiceDialog):
    FIELDS = (("first_name", QT_TR_NOOP("&Prénom")), ("last_name", "&Nom"), ("licence", QT_TR_NOOP("&Licence")), ("club", QT_TR_NOOP("&Club")),
              ("phone", QT_TR_NOOP("&Téléphone")), ("email", QT_TR_NOOP("C&ourriel")))

    def __init__(self, service: ClubService, player: Player | None = None, parent: QWidget | None = None, *,
                 prefill: str = "") -> None:
        super().__init__(tr("Nouveau joueur") if player is None else tr("Fiche du joueur"), parent)
        self.service = service
        self.player = player
        self.edits: dict[str, QLineEdit] = {}
        for key, text in self.FIELDS:
            edit = QLineEdit(getattr(player, key) or "" if player else "")
            self.edits[key] = edit
            self.form.addRow(tr(text), edit)
        if player is None and prefill.strip():
            # « Jean Dupont » searched: Jean, Dupont; a single word is the last name (what one searches by).
            words = prefill.split()
            if len(words) > 1:
                self.edits["first_name"].setText(words[0])
            self.edits["last_name"].setText(" ".join(words[1:]) if len(words) > 1 else words[0])

    def run(self) -> Player:
        values = {key: edit.text() for key, edit in self.edits.items()}
        if self.player is None:
            first, last = values.pop("first_name"), values.pop("last_name")
            return self.service.add_player(first, last, **{k: v or None for k, v in values.items()})
        return self.service.update_player(stored_id(self.player.id), **{k: v or None for k, v in values.items()})
