"""A player's card: new player, or the card of one in the roster."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QCheckBox, QLineEdit, QWidget

from belote_club.ui.dialogs.base import ServiceDialog
from belote_club.ui.translation import QT_TR_NOOP, tr
from belote_club.ui.widgets import stored_id

if TYPE_CHECKING:
    from belote_club.services import ClubService
    from belote_club.tournament.model import Player


#: Words that begin a family name, never a first name: « Le Goff », « de La Fontaine », « Van Damme ».
PARTICLES = frozenset({"le", "la", "les", "de", "du", "des", "d’", "d'", "l’", "l'", "van", "von", "der", "den",
                       "di", "da", "del", "della", "dos", "das", "mc", "saint", "sainte", "st", "ste", "ter", "ten"})


def _particle(word: str) -> bool:
    return word.casefold() in PARTICLES


def split_name(searched: str) -> tuple[str, str]:
    """The first and last names a search suggests for a new player card.

    « Jean Dupont »: Jean, Dupont.  A name in capitals is the last name wherever it stands, as club lists write
    it: « DUPONT Jean » and « Jean DUPONT » both give Jean, DUPONT (« LE GALL Marie-Anne »: Marie-Anne, LE GALL).
    A single word is the last name (what one searches by), and so is a search that begins with a particle:
    « Le Goff », « de La Fontaine » (never Prénom « Le »); a particle just before a name in capitals is part
    of it (« Marie le GALL »: Marie, le GALL)."""
    words = searched.split()
    if len(words) < 2:
        return "", " ".join(words)
    capitals = [i for i, w in enumerate(words) if len(w.strip("-'’.")) > 1 and w.isupper()]
    if capitals and len(capitals) < len(words):
        last = set(capitals)
        for i in capitals:  # the particles written before a capitalised name belong to it
            j = i - 1
            while j >= 0 and j not in last and _particle(words[j]):
                last.add(j)
                j -= 1
        if len(last) < len(words):
            return (" ".join(w for i, w in enumerate(words) if i not in last),
                    " ".join(w for i, w in enumerate(words) if i in last))
    if _particle(words[0]):
        return "", " ".join(words)
    return words[0], " ".join(words[1:])


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
        # the member flag: the members' fee of a concours that has one (PRIZES.md)
        self.member = QCheckBox(tr("&Membre du club"))
        self.member.setChecked(bool(player and player.member))
        self.form.addRow("", self.member)
        if player is None and prefill.strip():
            first, last = split_name(prefill)
            self.edits["first_name"].setText(first)
            self.edits["last_name"].setText(last)

    def run(self) -> Player:
        values = {key: edit.text() for key, edit in self.edits.items()}
        if self.player is None:
            first, last = values.pop("first_name"), values.pop("last_name")
            existing = self._namesake(first, last)
            if existing is not None:
                return existing
            return self._with_member(self.service.add_player(first, last, **{k: v or None for k, v in values.items()}))
        return self._with_member(
            self.service.update_player(stored_id(self.player.id), **{k: v or None for k, v in values.items()}))

    def _with_member(self, player: Player) -> Player:
        """The card with the member flag as ticked (written only when it changes)."""
        if player.member == self.member.isChecked():
            return player
        return self.service.set_player_member(stored_id(player.id), self.member.isChecked())

    def _namesake(self, first: str, last: str) -> Player | None:
        """When the name is already on a card (« Noémie Fauré » exists): say so and offer that card.  Returns
        the card chosen, None to create a new one; refuses (the dialog stays open) when the user goes back."""
        from PySide6.QtWidgets import QMessageBox

        from belote_club.services.errors import ServiceError

        message = self.service.namesake_message(first, last)
        if message is None:
            return None
        found = self.service.namesakes(first, last)
        box = QMessageBox(QMessageBox.Icon.Question, tr("Ce nom existe déjà"), message,
                          QMessageBox.StandardButton.Cancel, self)
        use = box.addButton(tr("Prendre la fiche existante"), QMessageBox.ButtonRole.AcceptRole)
        new = box.addButton(tr("Créer une autre fiche"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(use)
        box.exec()
        if box.clickedButton() is use:
            return found[0]
        if box.clickedButton() is new:
            return None
        raise ServiceError(tr("Aucune fiche créée : ce nom existe déjà dans la liste des joueurs."))
