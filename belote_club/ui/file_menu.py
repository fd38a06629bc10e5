"""Fichier: a new data file, open one (and the recent ones), save a copy, restore an automatic backup, import
players from a CSV file.  The window hands a newly opened service to ``MainWindow.replace_service``."""

from __future__ import annotations

import logging
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox

from belote_club.ui.files import (
    forget_recent_files,
    message_of,
    offer_to_create,
    open_file_name,
    recent_files,
    remember_file,
    restore,
    save_file_name,
)
from belote_club.ui.translation import QT_TR_NOOP, tr
from belote_club.ui.widgets import attempt, confirm

if TYPE_CHECKING:
    from belote_club.services import ClubService

log = logging.getLogger(__name__)
FILE_FILTER = QT_TR_NOOP("Belote Club (*.belote);;SQLite (*.sqlite *.db);;Tous les fichiers (*)")


class Files(Protocol):
    """What the Fichier menu needs of the window (``main_window.MainWindow``, which makes the menu): its data,
    its settings, its actions, and how it takes a newly opened service."""

    @property
    def service(self) -> ClubService | None: ...

    @property
    def settings(self) -> QSettings: ...

    def make_action(self, text: str, slot: Any, shortcut: Any = None) -> QAction: ...

    def database_file(self) -> Path | None: ...

    def replace_service(self, service: ClubService) -> None: ...

    def reload_everything(self) -> None: ...

    def show_roster(self) -> Any: ...


class FileMenu(QObject):
    """The file items of the window's Fichier menu and what they do: ``window`` is the main window as a widget
    (parent of the dialogs, its status bar), ``files`` the same window as :class:`Files`."""

    def __init__(self, window: QMainWindow, files: Files) -> None:
        super().__init__(window)
        self.window = window
        self.files = files
        self.recent_menu = QMenu(tr("Fichiers &récents"), window)
        self.recent_menu.aboutToShow.connect(self.fill_recent)
        self.new_file_action = files.make_action(tr("No&uveau…"), self.new_file)
        self.new_file_action.setStatusTip(tr("Créer un nouveau fichier de données Belote Club"))
        self.open_action = files.make_action(tr("&Ouvrir un fichier…"), self.open_file, QKeySequence.StandardKey.Open)
        self.copy_action = files.make_action(tr("Enregistrer une &copie…"), self.save_copy, "Ctrl+Shift+S")
        self.restore_action = files.make_action(tr("&Restaurer une sauvegarde…"), self.restore_backup)
        self.import_action = files.make_action(tr("&Importer des joueurs (CSV)…"), self.import_players, "Ctrl+I")

    def add_to(self, menu: QMenu) -> None:
        menu.addAction(self.new_file_action)
        menu.addAction(self.open_action)
        menu.addMenu(self.recent_menu)
        menu.addAction(self.copy_action)
        menu.addAction(self.restore_action)
        menu.addSeparator()
        menu.addAction(self.import_action)

    def enable(self, has_service: bool, is_file: bool, writable: bool) -> None:
        self.copy_action.setEnabled(has_service)
        self.restore_action.setEnabled(has_service and is_file and writable)
        self.import_action.setEnabled(has_service and writable)

    # -- recent files ---------------------------------------------------------------------------------
    def fill_recent(self) -> None:
        self.recent_menu.clear()
        paths = recent_files(self.files.settings)
        for number, path in enumerate(paths, start=1):
            action = QAction(f"&{number} {Path(path).name} — {Path(path).parent}", self.recent_menu)
            action.triggered.connect(partial(self._open_recent, path))
            self.recent_menu.addAction(action)
        if not paths:
            empty = self.recent_menu.addAction(tr("Aucun fichier récent"))
            empty.setEnabled(False)
            return
        self.recent_menu.addSeparator()
        self.recent_menu.addAction(tr("Effacer la liste"), lambda: forget_recent_files(self.files.settings))

    def _open_recent(self, path: str, _checked: bool = False) -> None:
        self.open_file(path)

    # -- files ----------------------------------------------------------------------------------------
    def _folder(self) -> str:
        current = self.files.database_file()
        return str(current.parent if current is not None else Path.home())

    def open_file(self, path: str | None = None, *, create: bool = False) -> bool:
        """Open a data file (asked for when ``path`` is None); ``create``: a missing file is created without
        asking (Fichier › Nouveau…); otherwise it is offered for creation."""
        if path is None:
            path = open_file_name(self.window, tr("Ouvrir un fichier Belote Club"), self._folder(),
                                                  tr(FILE_FILTER))
        if not path:
            return False
        target = Path(path).expanduser()
        if target.is_dir():
            QMessageBox.warning(self.window, tr("Ouverture impossible"),
                                tr("« {path} » est un dossier, pas un fichier Belote Club.").format(path=target))
            return False
        if not target.exists() and not create and not offer_to_create(self.window, target):
            return False
        from belote_club.services.club import ClubService
        from belote_club.services.errors import ServiceError

        try:
            service = ClubService.open(db_file=target)
        except ServiceError as error:
            QMessageBox.warning(self.window, tr("Ouverture impossible"), str(error))
            return False
        remember_file(self.files.settings, target)
        self.files.replace_service(service)
        return True

    def new_file(self, path: str | None = None) -> bool:
        """Fichier › Nouveau… : a new, empty data file, then opened."""
        if path is None:
            suggestion = str(Path(self._folder()) / (tr("Nouveau club") + ".belote"))
            path = save_file_name(self.window, tr("Nouveau fichier Belote Club"), suggestion,
                                                  tr("Belote Club (*.belote)"))
        if not path:
            return False
        target = Path(path).expanduser()
        if target.suffix == "":
            target = target.with_suffix(".belote")
        if target.exists():
            QMessageBox.warning(self.window, tr("Nouveau fichier"),
                                tr("« {path} » existe déjà : ouvrez-le avec Fichier › Ouvrir un fichier…, ou "
                                   "choisissez un autre nom.").format(path=target))
            return False
        return self.open_file(str(target), create=True)

    def save_copy(self, path: str | None = None) -> bool:
        """Fichier › Enregistrer une copie: a consistent ``.belote`` copy of the open data."""
        service = self.files.service
        if service is None:
            return False
        if path is None:
            source = self.files.database_file()
            suggestion = (source.with_name(source.stem + tr(" (copie)") + ".belote") if source is not None
                          else Path.home() / (tr("Belote Club (copie)") + ".belote"))
            path = save_file_name(self.window, tr("Enregistrer une copie"), str(suggestion),
                                                  tr("Belote Club (*.belote)"))
        if not path:
            return False
        copy = attempt(self.window, lambda: service.save_copy(path))
        if copy is None:
            return False
        self.window.statusBar().showMessage(tr("Copie enregistrée : {path}").format(path=copy), 6000)
        return True

    def restore_backup(self) -> bool:
        """Fichier › Restaurer une sauvegarde… : choose one (by date and round), confirm, restore, reload."""
        service = self.files.service
        if service is None:
            return False
        from belote_club.ui.dialogs.restore import RestoreDialog

        dialog = RestoreDialog(service, self.window)
        if not dialog.exec() or dialog.chosen() is None:
            return False
        backup = dialog.chosen()
        what = str(getattr(backup, "description", backup))
        if not confirm(self.window, tr("Restaurer une sauvegarde"),
                       tr("Remplacer tout le contenu du fichier par la sauvegarde du {what} ? Le contenu actuel "
                          "est d’abord sauvegardé lui-même.").format(what=what), tr("Restaurer")):
            return False
        try:
            aside = restore(service, backup)
        except Exception as error:  # noqa: BLE001 — the storage's own refusal, said in French
            log.info("Restauration refusée : %s", error)
            QMessageBox.warning(self.window, tr("Restauration impossible"), message_of(error))
            return False
        self.files.reload_everything()
        self.window.statusBar().showMessage(
            tr("Sauvegarde restaurée ({what}) ; l’ancien contenu est gardé : {aside}").format(what=what, aside=aside),
            15000)
        return True

    def import_players(self) -> None:
        """Fichier › Importer des joueurs (CSV)… : the roster, then its CSV import."""
        if self.files.service is None:
            return
        page = self.files.show_roster()
        if page is not None:
            page.import_csv()
