"""Nouvelle équipe (doublettes: two roster players) — Inscrire un joueur (mêlée: one) — Modifier l’équipe."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QWidget

from belote_club.services.errors import ServiceError
from belote_club.tournament.model import Format
from belote_club.ui.dialogs.base import ServiceDialog
from belote_club.ui.dialogs.player_picker import PlayerPicker
from belote_club.ui.translation import tr
from belote_club.ui.widgets import stored_id

if TYPE_CHECKING:
    from belote_club.services import ClubService
    from belote_club.services.views import EntrantView
    from belote_club.tournament.model import Tournament


class TeamDialog(ServiceDialog):
    """Pair two roster players into a team (doublettes) — or pick one player (mêlée).  With ``team``, that
    team is edited: its name, or a player replaced (the services refuse it once the team has played)."""

    def __init__(self, service: ClubService, tournament: Tournament, parent: QWidget | None = None, *,
                 team: EntrantView | None = None, apply: bool = True) -> None:
        self.melee = tournament.format is Format.MELEE
        title = (tr("Modifier l’équipe") if team is not None else
                 tr("Inscrire un joueur") if self.melee else tr("Nouvelle équipe"))
        super().__init__(title, parent)
        self.setMinimumWidth(720)
        self.service = service
        self.tournament = tournament
        self.team = team
        #: With ``apply`` False (an edit the caller makes, undoably), OK only checks the choice and leaves it
        #: here: (the new player ids, or None when they stay; the name).
        self.apply = apply
        self.changes: tuple[tuple[int, int] | None, str] | None = None
        taken = {stored_id(p.id) for entrant in service.entrants(stored_id(tournament.id)) for p in entrant.players}
        players = team.players if team is not None else ()
        taken -= {stored_id(p.id) for p in players}  # the team's own players stay on offer
        self.first = PlayerPicker(service, exclude=taken, caption=tr("Joueur 1"),
                                  current=players[0] if players else None)
        self.form.addRow(tr("Joueur") if self.melee else tr("Joueur 1"), self.first)
        if not self.melee:
            self.second = PlayerPicker(service, exclude=taken, caption=tr("Joueur 2"), partner=self.first,
                                       current=players[1] if len(players) > 1 else None)
            self.name = QLineEdit()
            self.name.setPlaceholderText(tr("facultatif"))
            if team is not None and team.label != " / ".join(p.display_name for p in team.players):
                self.name.setText(team.label)
            self.form.addRow(tr("Joueur 2"), self.second)
            self.form.addRow(tr("Nom de l’équipe"), self.name)
            # Entrée after a search goes on to the next field; Entrée in the team name accepts.
            self.first.chosen.connect(lambda: self.second.search.setFocus(Qt.FocusReason.OtherFocusReason))
            self.second.chosen.connect(lambda: self.name.setFocus(Qt.FocusReason.OtherFocusReason))
        else:
            self.first.chosen.connect(self._accept)

    def run(self) -> EntrantView | None:
        first = self.first.selected()
        if first is None:
            raise ServiceError(tr("Choisissez un joueur dans la liste."))
        tid = stored_id(self.tournament.id)
        if self.melee:
            return self.service.register_player(tid, stored_id(first.id))
        second = self.second.selected()
        if second is None:
            raise ServiceError(tr("Choisissez le deuxième joueur."))
        if second.id == first.id:
            raise ServiceError(tr("Une équipe compte deux joueurs différents."))
        ids = (stored_id(first.id), stored_id(second.id))
        if self.team is not None and self.team.team_id is not None:
            same = ids == tuple(stored_id(p.id) for p in self.team.players)
            self.changes = (None if same else ids, self.name.text())
            if not self.apply:
                return None
            return self.service.update_team(tid, self.team.team_id, player_ids=self.changes[0], name=self.changes[1])
        return self.service.create_team(tid, ids, name=self.name.text())
