"""Search-as-you-type over the club's roster, inside a dialog (the team dialog's players).

Nothing is chosen until a search is typed or a player picked; then the first player found is the one chosen (« ber » chooses Bérenger before Bernard: the roster's order, accents
ignored by the services' search), the choice is named in words under the list, Haut/Bas move it, Entrée
confirms it and goes on; a player missing from the roster is created from here (« Nouveau joueur… »)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QVBoxLayout, QWidget

from belote_club.ui.dialogs.player import PlayerDialog
from belote_club.ui.models.players import PlayersModel
from belote_club.ui.theme import strong_selection
from belote_club.ui.translation import tr
from belote_club.ui.widgets import button, label, set_role, table_view

if TYPE_CHECKING:
    from belote_club.services import ClubService
    from belote_club.tournament.model import Player


class PlayerPicker(QWidget):
    """``selected()`` is the chosen player.  Entrée in the search emits ``chosen`` (the dialog goes on to its
    next field) instead of accepting the whole dialog.  ``partner``: another picker whose choice this one
    does not offer (a team has two different players)."""

    chosen = Signal()
    changed = Signal()

    def __init__(self, service: ClubService, parent: QWidget | None = None, exclude: set[int] | None = None,
                 *, caption: str = "", current: Player | None = None, partner: PlayerPicker | None = None) -> None:
        super().__init__(parent)
        self.service = service
        self.exclude = exclude or set()
        self.caption = caption
        self.partner = partner
        #: A player to keep chosen (the team's own, when a team is edited) until another is chosen.
        self._keep: int | None = current.id if current is not None else None
        #: Players the search finds but who already play in another team (said, rather than « none found »).
        self.registered: list[Player] = []
        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Chercher un joueur (nom, licence, club)…"))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(caption or tr("Chercher un joueur"))
        self.model = PlayersModel(self)
        self.view = table_view(self.model)
        self.view.setMinimumHeight(120)
        strong_selection(self.view)
        self.choice = label("", "ok", wrap=True)  # wrapped: a long hint was cut beside the button
        self.new_button = button(tr("Nouveau joueur…"), self.create_player,
                                 tip=tr("Créer la fiche d’un joueur absent de la liste (Ctrl+Maj+N)"))
        create = QShortcut(QKeySequence("Ctrl+Shift+N"), self)
        create.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        create.activated.connect(self.create_player)
        self.search.textChanged.connect(lambda _text: self.refresh(first=True))
        self.view.selectionModel().currentRowChanged.connect(lambda *_args: self._chosen_changed())
        self.search.installEventFilter(self)
        if partner is not None:
            partner.changed.connect(lambda: self.refresh(first=False))
        bottom = QHBoxLayout()
        bottom.addWidget(self.choice, 1)
        bottom.addWidget(self.new_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search)
        layout.addWidget(self.view)
        layout.addLayout(bottom)
        self.refresh(first=False)

    def _offered(self) -> list[Player]:
        taken = set(self.exclude)
        other = self.partner.selected() if self.partner is not None else None
        if other is not None and other.id is not None:
            taken.add(other.id)
        if self._keep is not None:
            taken.discard(self._keep)
        found = self.service.players(self.search.text())
        self.registered = [p for p in found if p.id in self.exclude and p.id != self._keep]
        return [p for p in found if p.id not in taken]

    def refresh(self, *, first: bool = True) -> None:
        """List the players found; ``first``: choose the first of them (a new search), else keep the choice
        when it is still offered."""
        before = self.selected()
        rows = self._offered()
        self.model.set_rows(rows)
        # Nothing is chosen until the user types or picks a player (Entrée on an empty dialog registers nothing).
        row: int | None = 0 if self.search.text().strip() else None
        if not first:
            wanted = self._keep if self._keep is not None else (before.id if before is not None else None)
            row = next((i for i, p in enumerate(rows) if p.id == wanted), row)
        if rows and row is not None:
            self.view.selectRow(row)
            self.view.scrollTo(self.model.index(row, 0))
        else:
            self.view.clearSelection()
            self.view.setCurrentIndex(self.model.index(-1, -1))
        self._chosen_changed()

    def select_player(self, player_id: int) -> None:
        for row, player in enumerate(self.model.rows()):
            if player.id == player_id:
                self.view.selectRow(row)
                self.view.scrollTo(self.model.index(row, 0))
                return

    def selected(self) -> Player | None:
        index = self.view.currentIndex()
        return self.model.item(index.row()) if index.isValid() and index.row() < self.model.rowCount() else None

    def _chosen_changed(self) -> None:
        player = self.selected()
        if player is not None and player.id != self._keep:
            self._keep = None
        if player is None:
            registered = self.registered
            if not self.search.text():
                self.choice.setText(tr("Aucun joueur choisi"))
            elif registered:
                self.choice.setText(tr("{name} joue déjà dans une autre équipe de ce concours.").format(
                    name=registered[0].display_name))
            else:
                self.choice.setText(tr("Aucun joueur trouvé : « Nouveau joueur… » crée sa fiche."))
            set_role(self.choice, "hint")
        else:
            text = player.display_name + (f" ({player.club})" if player.club else "")
            self.choice.setText(tr("Choisi : {name}").format(name=text))
            set_role(self.choice, "ok")
        self.changed.emit()

    def create_player(self) -> Player | None:
        """« Nouveau joueur… »: the player's card, with the name searched already typed; the new player is chosen."""
        dialog = PlayerDialog(self.service, None, self.window(), prefill=self.search.text())
        if not dialog.exec() or dialog.result_value is None:
            return None
        player: Player = dialog.result_value
        self.search.blockSignals(True)
        self.search.setText(player.display_name)
        self.search.blockSignals(False)
        self.refresh(first=True)
        if player.id is not None:
            self.select_player(player.id)
        self.search.setFocus()
        return player

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 — Qt override
        if watched is self.search and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress:
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.chosen.emit()
                return True
            if event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down) and self.model.rowCount():
                row = max(0, self.view.currentIndex().row())
                row = max(0, min(self.model.rowCount() - 1, row + (1 if event.key() == Qt.Key.Key_Down else -1)))
                self.view.selectRow(row)
                return True
        return super().eventFilter(watched, event)
