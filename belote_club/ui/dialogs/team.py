"""Nouvelle équipe (doublettes: two roster players) — Inscrire un joueur (mêlée: one)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLineEdit, QWidget

from belote_club.services.errors import ServiceError
from belote_club.tournament.model import Format
from belote_club.ui.dialogs.base import ServiceDialog
from belote_club.ui.dialogs.player_picker import PlayerPicker
from belote_club.ui.widgets import stored_id

if TYPE_CHECKING:
    from belote_club.services import ClubService
    from belote_club.services.views import EntrantView
    from belote_club.tournament.model import Tournament


def tr(text: str) -> str:
    return QCoreApplication.translate("Dialogs", text)


class TeamDialog(ServiceDialog):
    """Pair two roster players into a team (doublettes) — or pick one player (mêlée)."""

    def __init__(self, service: ClubService, tournament: Tournament, parent: QWidget | None = None) -> None:
        self.melee = tournament.format is Format.MELEE
        super().__init__(tr("Inscrire un joueur") if self.melee else tr("Nouvelle équipe"), parent)
        self.setMinimumWidth(720)
        self.service = service
        self.tournament = tournament
        taken = {stored_id(p.id) for entrant in service.entrants(stored_id(tournament.id)) for p in entrant.players}
        self.first = PlayerPicker(service, exclude=taken)
        self.form.addRow(tr("Joueur") if self.melee else tr("Joueur 1"), self.first)
        if not self.melee:
            self.second = PlayerPicker(service, exclude=taken, default_row=1)
            self.name = QLineEdit()
            self.name.setPlaceholderText(tr("facultatif"))
            self.form.addRow(tr("Joueur 2"), self.second)
            self.form.addRow(tr("Nom de l’équipe"), self.name)
            # Entrée after a search goes on to the next field; Entrée in the team name accepts.
            self.first.chosen.connect(lambda: self.second.search.setFocus(Qt.FocusReason.OtherFocusReason))
            self.second.chosen.connect(lambda: self.name.setFocus(Qt.FocusReason.OtherFocusReason))
        else:
            self.first.chosen.connect(self._accept)

    def run(self) -> EntrantView:
        first = self.first.selected()
        if first is None:
            raise ServiceError(tr("Choisissez un joueur dans la liste."))
        if self.melee:
            return self.service.register_player(stored_id(self.tournament.id), stored_id(first.id))
        second = self.second.selected()
        if second is None:
            raise ServiceError(tr("Choisissez le deuxième joueur."))
        if second.id == first.id:
            raise ServiceError(tr("Une équipe compte deux joueurs différents."))
        return self.service.create_team(stored_id(self.tournament.id), (stored_id(first.id), stored_id(second.id)),
                                        name=self.name.text())
