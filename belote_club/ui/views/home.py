"""The home screen: the club, its concours (open, duplicate, delete), the roster and the demonstration."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from belote_club.text import short_date
from belote_club.ui.models.tournaments import TournamentsModel
from belote_club.ui.translation import tr
from belote_club.ui.widgets import (
    attempt,
    button,
    confirm,
    label,
    selected_item,
    set_role,
    stored_id,
    table_view,
)

if TYPE_CHECKING:
    from belote_club.services import ClubService
    from belote_club.services.views import TournamentSummary


log = logging.getLogger(__name__)


class Home(Protocol):
    """What the home page needs of the window (``main_window.MainWindow``, which shows it)."""

    @property
    def service(self) -> ClubService | None: ...

    @property
    def loading(self) -> bool: ...

    @property
    def open_error(self) -> str: ...

    def new_tournament(self) -> None: ...

    def show_roster(self) -> Any: ...

    def demo_tournament(self, date: Any = None) -> Any: ...

    def open_tournament(self, tournament_id: int) -> Any: ...


class HomePage(QWidget):
    #: The page has painted once (the start-up waits for it before loading the database's code).
    first_painted = Signal()

    def __init__(self, window: Home) -> None:
        super().__init__()
        self.window_ = window
        self.painted = False
        #: While the window opens its data: what it opens (a file's path, an address).
        self.opening = ""
        self.model = TournamentsModel(self)
        self.view = table_view(self.model, stretch=1)
        self.view.doubleClicked.connect(lambda _i: self.open_selected())
        self.location = label("", "hint")
        self.problem = label("", "warning", wrap=True)
        self.problem.hide()
        self.empty = label(tr("Aucun concours pour l’instant : créez-en un, ou essayez le concours de démonstration."),
                           "subtitle", wrap=True)
        # The shortcuts (Ctrl+N, Ctrl+J) belong to the File menu: the same key on a visible button too would make
        # Qt refuse both as ambiguous, and nothing would happen.
        self.new_button = button(tr("Nouveau concours…"), window.new_tournament, primary=True, tip="Ctrl+N")
        self.open_button = button(tr("Ouvrir"), self.open_selected, tip=tr("Entrée"))
        self.duplicate_button = button(tr("Dupliquer"), self.duplicate)
        self.delete_button = button(tr("Supprimer…"), self.delete)
        self.demo_button = button(tr("Concours de démonstration"), self.offer_demo)
        self.roster_button = button(tr("Joueurs du club"), window.show_roster, tip="Ctrl+J")
        self.seasons_button = button(tr("Saisons"), self.show_seasons)
        # The club's own things (its players, its seasons, the demonstration) beside its name; what acts on the
        # concours of the list above it: seven buttons on one line would not fit a 1024-pixel screen in French.
        club_buttons = QHBoxLayout()
        for widget in (self.roster_button, self.seasons_button, self.demo_button):
            club_buttons.addWidget(widget)
        buttons = QHBoxLayout()
        for widget in (self.new_button, self.open_button, self.duplicate_button, self.delete_button):
            buttons.addWidget(widget)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 12)
        self.club = label("", "title", wrap=True)
        self.heading = label(tr("Concours et soirées"), "title")
        names = QVBoxLayout()
        names.addWidget(self.club)
        names.addWidget(self.heading)
        top = QHBoxLayout()
        top.addLayout(names, 1)
        top.addLayout(club_buttons)
        top.setAlignment(club_buttons, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        layout.addWidget(self.problem)
        layout.addLayout(buttons)
        layout.addWidget(self.empty)
        layout.addWidget(self.view, 1)
        # With no concours yet (no list), the room left goes below the message, not between the lines.
        self.filler = QWidget()
        layout.addWidget(self.filler, 1)
        layout.addWidget(self.location)

    def refresh(self) -> None:
        history = getattr(self.window_, "club_history", None)
        if history is not None:  # another file open: the former one's changes are no longer undoable
            history.follow_page()
        service = self.window_.service
        enabled = service is not None
        actions: tuple[QWidget, ...] = (self.new_button, self.demo_button, self.roster_button, self.seasons_button)
        if self.window_.loading:
            self._opening(actions)
            return
        for action in actions:
            action.setEnabled(True)
        self.empty.setText(tr("Aucun concours pour l’instant : créez-en un, ou essayez le concours de démonstration."))
        for widget in (self.new_button, self.open_button, self.duplicate_button, self.delete_button,
                       self.demo_button, self.roster_button, self.seasons_button, self.view):
            widget.setVisible(enabled)
        if service is None:
            self.club.hide()
            self.empty.hide()
            self.filler.show()
            self.problem.setText(tr("La base de données n’a pas pu être ouverte : {reason}\n"
                                    "Utilisez Fichier › Ouvrir… pour choisir un autre fichier.").format(
                reason=self.window_.open_error))
            self.problem.show()
            self.location.clear()
            return
        self.problem.hide()
        self.location.setText(tr("Données : {where}").format(where=service.location))
        try:
            club = service.club()
            summaries = sorted(service.tournaments(), key=lambda s: (s.tournament.date, s.tournament.id),
                               reverse=True)
        except Exception as error:  # noqa: BLE001 — a file that opens but cannot be read: said here, in French
            self._unreadable(error)
            return
        heading = club.heading
        self.club.setText(heading)
        self.club.setVisible(bool(heading))
        set_role(self.heading, "subtitle" if heading else "title")
        self.model.set_rows(summaries)
        has_rows = bool(summaries)
        self.empty.setVisible(not has_rows)
        self.view.setVisible(has_rows)
        self.filler.setVisible(not has_rows)
        for widget in (self.open_button, self.duplicate_button, self.delete_button):
            widget.setVisible(has_rows)
        if has_rows and not self.view.currentIndex().isValid():
            self.view.selectRow(0)

    def _opening(self, actions: tuple[QWidget, ...]) -> None:
        """While the data opens: the page as it will be, what needs the data greyed, and what is being opened."""
        hidden: tuple[QWidget, ...] = (self.club, self.open_button, self.duplicate_button, self.delete_button,
                                       self.view, self.problem)
        for widget in hidden:
            widget.hide()
        for action in actions:
            action.show()
            action.setEnabled(False)
        if self.opening:
            name = self.opening if "://" in self.opening else Path(self.opening).name
            self.empty.setText(tr("Ouverture de « {name} »…").format(name=name))
            self.location.setText(tr("Données : {where}").format(where=self.opening))
        else:
            self.empty.setText(tr("Ouverture des données…"))
        self.empty.show()
        self.filler.show()

    def paintEvent(self, event: Any) -> None:  # noqa: N802 — Qt override
        super().paintEvent(event)
        if not self.painted:
            self.painted = True
            self.first_painted.emit()

    def _unreadable(self, error: Exception) -> None:
        """The data opened but cannot be read (locked by another program, damaged…): the home screen says so
        and offers the ways out; it never stays on « Ouverture des données… »."""
        from belote_club.services.errors import ServiceError

        if isinstance(error, ServiceError):
            log.info("Données illisibles : %s", error)
            reason = str(error)
        else:
            log.exception("Données illisibles")
            reason = tr("erreur inattendue (les détails sont dans le journal)")
        for widget in (self.view, self.empty, self.club, self.open_button, self.duplicate_button, self.delete_button):
            widget.hide()
        self.filler.show()
        self.problem.setText(tr("Les données n’ont pas pu être lues : {reason}\nFichier › Ouvrir un fichier… en "
                                "choisit d’autres ; Fichier › Restaurer une sauvegarde… remet une sauvegarde "
                                "automatique.").format(reason=reason))
        self.problem.show()

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802 — Qt override
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.open_selected()
            return
        if event.key() == Qt.Key.Key_Delete:
            self.delete()
            return
        super().keyPressEvent(event)

    def selected(self) -> TournamentSummary | None:
        item: TournamentSummary | None = selected_item(self.view)
        return item

    def offer_demo(self) -> None:
        """The demonstration tournament goes into the open file, its fictitious players into the club's list:
        said first when the file already holds the club's own data (a fresh file needs no question)."""
        service = self.window_.service
        if service is None:
            return
        if service.tournaments() or service.players():
            text = tr("Le concours de démonstration ajoute à « {file} » un concours déjà joué et ses joueurs "
                      "fictifs, qui rejoignent la liste des joueurs du club. Pour essayer sans toucher à vos "
                      "données, créez d’abord un fichier d’essai (Fichier › Nouveau…).").format(
                file=Path(str(service.location)).name)
            if not confirm(self, tr("Concours de démonstration"), text, tr("Ajouter la démonstration")):
                return
        self.window_.demo_tournament()

    def show_seasons(self) -> None:
        """The club's seasons (create, open, rename, delete, the demonstration season)."""
        from belote_club.ui.dialogs.seasons import SeasonsDialog

        service = self.window_.service
        if service is not None:
            dialog = SeasonsDialog(service, self, getattr(self.window_, "club_history", None))
            dialog.exec()
            dialog.deleteLater()
            self.refresh()

    def open_selected(self) -> None:
        summary = self.selected()
        if summary is not None:
            self.window_.open_tournament(stored_id(summary.tournament.id))

    def duplicate(self) -> None:
        summary = self.selected()
        if summary is None:
            return
        service = self.window_.service
        if service is None:
            return
        copy = attempt(self, lambda: service.duplicate_tournament(stored_id(summary.tournament.id)))
        if copy is not None:
            self.refresh()

    def delete(self) -> None:
        summary = self.selected()
        service = self.window_.service
        if summary is None or service is None:
            return
        tournament = summary.tournament
        text = tr("Supprimer « {name} » du {date} et tout ce qui y a été saisi ? Cette action est définitive.").format(
            name=tournament.name, date=short_date(tournament.date))
        if confirm(self, tr("Supprimer le concours"), text, tr("Supprimer")):
            attempt(self, lambda: service.delete_tournament(stored_id(tournament.id)))
            self.refresh()
