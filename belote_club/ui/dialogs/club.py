"""Fichier › Club… : the club's name and city."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLineEdit, QWidget

from belote_club.ui.dialogs.base import ServiceDialog
from belote_club.ui.translation import tr
from belote_club.ui.widgets import label

if TYPE_CHECKING:
    from belote_club.services import ClubService
    from belote_club.services.views import ClubInfo


class ClubDialog(ServiceDialog):
    """File › Club…: the club's name and city, stored in the database and printed on every document."""

    def __init__(self, service: ClubService, parent: QWidget | None = None) -> None:
        super().__init__(tr("Le club"), parent)
        self.service = service
        club = service.club()
        self.name = QLineEdit(club.name)
        self.name.setPlaceholderText(tr("Belote Club de Murat"))
        self.city = QLineEdit(club.city)
        self.city.setPlaceholderText(tr("Murat"))
        self.form.addRow(tr("&Nom du club"), self.name)
        self.form.addRow(tr("&Ville"), self.city)
        self.form.addRow(label(tr("Le nom du club figure en tête des feuilles de marque, plans de table, "
                                  "classements et palmarès."), "hint", wrap=True))

    def run(self) -> ClubInfo:
        return self.service.set_club(name=self.name.text(), city=self.city.text())
