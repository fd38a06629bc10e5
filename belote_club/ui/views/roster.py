"""The club's roster: search as you type, add and edit, CSV import with preview, CSV export."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QMessageBox, QVBoxLayout, QWidget

from belote_club.ui.club_history import ClubHistory
from belote_club.ui.dialogs.csv_import import CsvImportDialog
from belote_club.ui.dialogs.player import PlayerDialog
from belote_club.ui.files import open_file_name, save_file_name
from belote_club.ui.models.players import PlayersModel
from belote_club.ui.translation import tr
from belote_club.ui.widgets import (
    attempt,
    button,
    confirm,
    label,
    plural,
    selected_item,
    shortcut,
    stored_id,
    table_view,
)

if TYPE_CHECKING:
    from belote_club.services import ClubService
    from belote_club.services.player_cards import PlayerMerge


class RosterPage(QWidget):
    back = Signal()

    def __init__(self, service: ClubService, parent: QWidget | None = None, *,
                 history: ClubHistory | None = None) -> None:
        super().__init__(parent)
        self.service = service
        #: The club's undo history (the window's): merging two cards is undone by Édition › Annuler.
        self.club_history = history or ClubHistory(parent=self)
        self.club_history.changed.connect(self.refresh)
        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Chercher (nom, prénom, licence, club)…"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.refresh)
        shortcut(QKeySequence.StandardKey.Find, self, self.search.setFocus)
        self.model = PlayersModel(self)
        self.view = table_view(self.model, stretch=3)
        self.view.doubleClicked.connect(lambda _i: self.edit())
        self.count = label("", "subtitle")
        buttons = QHBoxLayout()
        # Alt+Home is the File › Accueil shortcut: on this button too, Qt would find it ambiguous and do nothing.
        buttons.addWidget(button(tr("← Accueil"), self.back.emit, tip="Alt+Home"))
        buttons.addWidget(button(tr("Nouveau joueur…"), self.add, primary=True, shortcut="Ctrl+Shift+N",
                                 tip=tr("Créer la fiche d’un joueur — Ctrl+N")))
        # On this page Ctrl+N creates a player: the window takes Ctrl+N off « Nouveau concours… » while it is shown.
        shortcut(QKeySequence.StandardKey.New, self, self.add)
        buttons.addWidget(button(tr("Modifier…"), self.edit))
        buttons.addWidget(button(tr("Supprimer…"), self.delete))
        buttons.addWidget(button(tr("Historique…"), self.history))
        buttons.addWidget(button(tr("Fusionner…"), self.merge))
        buttons.addStretch(1)
        buttons.addWidget(self.count)
        # The file's buttons beside the title: on the row of the cards' buttons, they made the page wider than a
        # 1024-pixel screen.
        top = QHBoxLayout()
        top.addWidget(label(tr("Joueurs du club"), "title"))
        top.addStretch(1)
        top.addWidget(button(tr("Importer un CSV…"), self.import_csv))
        top.addWidget(button(tr("Exporter en CSV…"), self.export_csv))
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(buttons)
        layout.addWidget(self.search)
        layout.addWidget(self.view, 1)
        self.refresh()

    def refresh(self, *_args: Any) -> None:
        players = self.service.players(self.search.text())
        self.model.set_rows(players)
        self.count.setText(plural(len(players), tr("{n} joueur"), tr("{n} joueurs")))

    def add(self) -> None:
        if PlayerDialog(self.service, None, self).exec():
            self.refresh()

    def edit(self) -> None:
        player = selected_item(self.view)
        if player is not None and PlayerDialog(self.service, player, self).exec():
            self.refresh()

    def delete(self) -> None:
        player = selected_item(self.view)
        if player is None or not confirm(self, tr("Supprimer un joueur"),
                                         tr("Supprimer la fiche de {name} ?").format(name=player.display_name),
                                         tr("Supprimer")):
            return
        def delete() -> bool:
            self.service.delete_player(stored_id(player.id))
            return True

        if attempt(self, delete):
            self.refresh()

    def history(self) -> None:
        """Every concours the selected player played (date, partner, number, rank, games won, points)."""
        from belote_club.ui.dialogs.seasons import PlayerHistoryDialog

        player = selected_item(self.view)
        if player is not None:
            PlayerHistoryDialog(self.service, stored_id(player.id), None, self).exec()

    def merge(self) -> None:
        """The selected card is one person with another card of the same name: its concours go to that card,
        and it is deleted (refused when both played the same concours)."""
        from PySide6.QtWidgets import QInputDialog

        player = selected_item(self.view)
        if player is None:
            return
        others = [p for p in (attempt(self, lambda: self.service.namesakes(player.first_name, player.last_name)) or [])
                  if p.id != player.id]
        if not others:
            QMessageBox.information(self, tr("Fusionner deux fiches"), tr(
                "Aucune autre fiche au nom de {name} : rien à fusionner.").format(name=player.display_name))
            return
        choices = [tr("fiche n° {id} — {name}, licence {licence}, club {club}").format(
            id=p.id, name=p.display_name, licence=p.licence or "–", club=p.club or "–") for p in others]
        chosen, ok = QInputDialog.getItem(self, tr("Fusionner deux fiches"), tr(
            "La fiche n° {id} ({name}) est la même personne que :").format(id=player.id, name=player.display_name),
            choices, 0, False)
        if not ok:
            return
        kept = others[choices.index(chosen)]
        history, kept_id, merged_id = self.club_history, stored_id(kept.id), stored_id(player.id)
        made: list[PlayerMerge] = []

        def merge() -> None:
            made.append(self.service.merge_cards(history.current("player", kept_id),
                                                 history.current("player", merged_id)).undo)

        def split() -> None:
            history.move("player", merged_id, stored_id(self.service.unmerge_players(made.pop()).id))

        history.push(tr("fusion des fiches de {name}").format(name=player.display_name), merge, split, self)

    def import_csv(self, path: str | None = None) -> None:
        if path is None:
            path = open_file_name(self, tr("Importer des joueurs"), "", tr("CSV (*.csv *.txt)"))
        if not path:
            return
        from belote_club.services.csv_io import decode

        try:
            raw = Path(path).read_bytes()
        except OSError:
            QMessageBox.warning(self, tr("Importer des joueurs"),
                                tr("Impossible de lire le fichier « {path} ».").format(path=path))
            return
        dialog = CsvImportDialog(self.service, decode(raw), self)
        if dialog.exec() and dialog.result_value is not None:
            result = dialog.result_value
            QMessageBox.information(self, tr("Import terminé"),
                                    ", ".join((
                                        plural(len(result.added), tr("{n} joueur ajouté"), tr("{n} joueurs ajoutés")),
                                        plural(result.skipped_duplicates, tr("{n} déjà présent"),
                                               tr("{n} déjà présents")),
                                        plural(len(result.errors), tr("{n} ligne en erreur"), tr("{n} lignes en erreur")),
                                    )) + ".")
            self.refresh()

    def export_csv(self, path: str | None = None) -> None:
        if path is None:
            path = save_file_name(self, tr("Exporter les joueurs"), "joueurs.csv", tr("CSV (*.csv)"),
                                  service=self.service)
        if path:
            # With a BOM: Excel and LibreOffice then read the accents right on a double-click.
            Path(path).write_text(self.service.export_players_csv(), encoding="utf-8-sig", newline="")
