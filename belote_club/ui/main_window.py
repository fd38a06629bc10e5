"""The main window: the home screen (tournaments), the roster, one tournament; File › Open / Save a copy."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QUndoGroup
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressDialog,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from belote_club.ui import keyboard
from belote_club.ui.club_history import ClubHistory
from belote_club.ui.dialogs.guide import add_guide_action
from belote_club.ui.files import (
    install_qt_extra_translations,
    offer_to_create,
    read_only_reason,
    remember_file,
)
from belote_club.ui.opening import file_problem
from belote_club.ui.translation import tr
from belote_club.ui.views.home import HomePage
from belote_club.ui.widgets import PageStack, attempt, button, stored_id

if TYPE_CHECKING:
    from belote_club.services import ClubService
    from belote_club.ui.views.projector import ProjectorWindow
    from belote_club.ui.views.roster import RosterPage
    from belote_club.ui.views.tournament_page import TournamentPage

log = logging.getLogger(__name__)
PREFERRED_SIZE = (1366, 768)
FRAME_ALLOWANCE = 40  # title bar and borders, added by the window manager around the client area


class MainWindow(QMainWindow):
    #: The change marker is one small query (2 ms): every 1.5 s, a deal entered on another station or on a
    #: phone shows here within 2 seconds (issue « phones at the tables »).
    WATCH_INTERVAL_MS = 1500
    #: While the table server runs (« Saisie aux tables »), the phones' deals show within two seconds.
    SERVING_WATCH_MS = 1000
    def __init__(self, service: ClubService | None, settings: QSettings | None = None, parent: QWidget | None = None, *,
                 loading: bool = False) -> None:
        super().__init__(parent)
        self.service = service
        self.loading = loading
        #: Why no data could be opened at start-up (shown on the home page).
        self.open_error = ""
        self.settings = settings or QSettings()
        self.undo_group = QUndoGroup(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            keyboard.install(app)  # Entrée presses the focused button
            install_qt_extra_translations(app)  # the file dialogs wholly in French
        self.tournament_page: TournamentPage | None = None
        self.roster_page: RosterPage | None = None
        self.projector: ProjectorWindow | None = None
        #: While a tournament is open: every few seconds, its change marker is read (one small query) and the
        #: screens shown are reloaded when another station changed something (see ``poll_changes``).
        self.watch = QTimer(self)
        self.watch.setInterval(self.WATCH_INTERVAL_MS)
        self.watch.timeout.connect(self.poll_changes)
        self._marker: str | None = None
        self.setWindowTitle("Belote Club")
        self.fit_to_screen()
        self.stack = PageStack()
        self.home = HomePage(self)
        self.stack.addWidget(self.home)
        self.club_history = ClubHistory(self)  # seasons and cards: Édition › Annuler on the Accueil and Joueurs
        # Scrolled only when the screen is smaller than a page needs: every control stays within reach.
        self.page_scroll = QScrollArea()
        self.page_scroll.setWidget(self.stack)
        self.page_scroll.setWidgetResizable(True)
        self.page_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.read_only_banner = QLabel()
        self.read_only_banner.setProperty("role", "readonly")
        self.read_only_banner.setWordWrap(True)
        self.read_only_banner.hide()
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.read_only_banner)
        column.addWidget(self.page_scroll, 1)
        self.setCentralWidget(central)
        self._menus()
        self.stack.currentChanged.connect(lambda _index: self._context_shortcuts())
        self.home.refresh()
        self._update_title()

    def opened(self) -> ClubService:
        """The open data's service; only called where the window's actions need one (disabled otherwise)."""
        if self.service is None:
            raise RuntimeError("no database open")
        return self.service

    def fit_to_screen(self, screen: Any = None) -> None:
        """1366×768 where there is room, centred; on a smaller screen, as much of its available area as the
        window's frame leaves (no part of the window out of reach)."""
        from PySide6.QtGui import QGuiApplication

        screen = screen or self.screen() or QGuiApplication.primaryScreen()
        width, height = PREFERRED_SIZE
        if screen is None:
            self.resize(width, height)
            return
        room = screen.availableGeometry()
        if room.width() < width or room.height() < height + FRAME_ALLOWANCE:
            self.resize(min(width, room.width()), min(height, room.height() - FRAME_ALLOWANCE))
            self.move(room.topLeft())
        else:
            self.resize(width, height)
            self.move(room.center() - self.rect().center())

    # -- menus ----------------------------------------------------------------------------------
    def make_action(self, text: str, slot: Any, shortcut: Any = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _history_action(self, plain: str, named: str, said: str, *, undo: bool) -> QAction:
        """Édition › Annuler / Rétablir over the window's undo group, named after the change it acts on."""
        action = QAction(plain, self)
        action.setEnabled(False)
        group = self.undo_group

        def rename(text: str) -> None:
            action.setText(named.format(what=text) if text else plain)

        def run() -> None:
            what = group.undoText() if undo else group.redoText()
            if undo:
                group.undo()
            else:
                group.redo()
            if what:
                self.statusBar().showMessage(said.format(what=what), 8000)

        (group.undoTextChanged if undo else group.redoTextChanged).connect(rename)
        (group.canUndoChanged if undo else group.canRedoChanged).connect(action.setEnabled)
        action.triggered.connect(lambda _checked=False: run())
        return action

    def _menus(self) -> None:
        from belote_club.ui.file_menu import FileMenu

        self.files = FileMenu(self, self)
        bar = self.menuBar()
        file_menu = bar.addMenu(tr("&Fichier"))
        self.new_action = self.make_action(tr("&Nouveau concours…"), self.new_tournament, QKeySequence.StandardKey.New)
        file_menu.addAction(self.new_action)
        file_menu.addSeparator()
        self.files.add_to(file_menu)
        self.copy_action = self.files.copy_action
        file_menu.addSeparator()
        self.club_action = self.make_action(tr("C&lub…"), self.edit_club)
        file_menu.addAction(self.club_action)
        file_menu.addAction(self.make_action(tr("&Accueil"), self.show_home, "Alt+Home"))
        self.roster_action = self.make_action(tr("&Joueurs du club"), self.show_roster, "Ctrl+J")
        file_menu.addAction(self.roster_action)
        file_menu.addSeparator()
        file_menu.addAction(self.make_action(tr("&Quitter"), self.close, QKeySequence.StandardKey.Quit))
        edit_menu = bar.addMenu(tr("É&dition"))
        # « Annuler : donne 12, table 4, manche 1 »: the action names what it undoes; the command brings it
        # into view (its tab, its table, its line) before it changes, and the status bar says what changed.
        undo = self._history_action(tr("Annuler", "undo"), tr("Annuler : {what}"), tr("Annulé : {what}"), undo=True)
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = self._history_action(tr("Rétablir"), tr("Rétablir : {what}"), tr("Rétabli : {what}"), undo=False)
        self.undo_action, self.redo_action = undo, redo
        # Ctrl+Y everywhere, plus the platform's own keys — once each: on Windows these already hold Ctrl+Y, and
        # an action listing a key twice finds its own shortcut ambiguous and does nothing.
        redo_keys = [QKeySequence("Ctrl+Y")]
        for key in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo):
            if key not in redo_keys:
                redo_keys.append(key)
        redo.setShortcuts(redo_keys)
        edit_menu.addAction(undo)
        edit_menu.addAction(redo)
        view_menu = bar.addMenu(tr("A&ffichage"))  # Alt+A is « &Aide »
        self.refresh_action = self.make_action(tr("A&ctualiser"), self.refresh_from_database, "F5")
        self.refresh_action.setStatusTip(tr("Relire la base : les saisies des autres postes s’affichent"))
        view_menu.addAction(self.refresh_action)
        self.projector_action = self.make_action(tr("Écran de &projection"), self.toggle_projector, "F11")
        view_menu.addAction(self.projector_action)
        language = view_menu.addMenu(tr("&Langue"))
        for code, text in (("", tr("Celle du système")), ("fr", "Français"), ("en", "English")):
            action = QAction(text, self)
            action.setCheckable(True)
            action.setChecked(self.settings.value("ui/language", "", str) == code)
            action.triggered.connect(lambda _c=False, c=code: self.set_language(c))
            language.addAction(action)
        help_menu = bar.addMenu(tr("&Aide"))
        self.guide = add_guide_action(self, help_menu)
        help_menu.addSeparator()
        help_menu.addAction(self.make_action(tr("À &propos de Belote Club"), self.about))
        self._enable_actions()

    def _context_shortcuts(self) -> None:
        """Ctrl+N creates what the page shown is about: a player on « Joueurs du club », a concours elsewhere
        (one owner at a time: a key held by two shortcuts does nothing in Qt)."""
        on_roster = self.roster_page is not None and self.stack.currentWidget() is self.roster_page
        self.new_action.setShortcut(QKeySequence() if on_roster else QKeySequence(QKeySequence.StandardKey.New))

    def _enable_actions(self) -> None:
        has_service = self.service is not None
        reason = read_only_reason(self.service) if self.service is not None else None
        writable = has_service and reason is None
        self.new_action.setEnabled(writable)
        self.files.enable(has_service, self.database_file() is not None, writable)
        self.club_action.setEnabled(writable)
        # Opened read-only (read-only medium or folder, a lock held elsewhere): a banner says so, writes are refused.
        self.read_only_banner.setText(tr("Fichier ouvert en lecture seule ({reason}) : vous pouvez tout consulter, "
                                         "rien ne peut y être enregistré.").format(reason=reason) if reason else "")
        self.read_only_banner.setVisible(reason is not None)
        self.projector_action.setEnabled(self.tournament_page is not None)
        self.refresh_action.setEnabled(has_service)
        self.roster_action.setEnabled(has_service)

    def _update_title(self) -> None:
        if self.loading:
            self.setWindowTitle("Belote Club")
            return
        where = self.service.location if self.service is not None else tr("aucune base ouverte")
        parts = []
        club = attempt(self, self.service.club) if self.service is not None else None
        if club is not None and club.name:
            parts.append(club.name)
        parts.append(Path(where).name if "://" not in where else where)
        # The application's name comes last, as Qt adds it to a title that does not already end with it
        # (« Belote Club — … — Belote Club » otherwise).
        parts.append("Belote Club")
        self.setWindowTitle(" — ".join(parts))

    def open_when_painted(self, *, url: str | None = None, file: str | None = None,
                          open_file: str | None = None) -> None:
        """Start-up: the home page says what it opens and paints first, then ``start`` opens the data in a
        background thread (SQLAlchemy loads there) while the window answers."""
        from belote_club.ui.opening import StartUp, opening_target

        self.home.opening = opening_target(self.settings, url=url, file=file, open_file=open_file)
        self.home.refresh()
        self.startup = StartUp(self, self.home.first_painted,
                               lambda: self.start(url=url, file=file, open_file=open_file))

    def start(self, *, url: str | None = None, file: str | None = None, open_file: str | None = None) -> None:
        """Open the data at start-up: ``open_file`` (a file handed over by the file manager or the command
        line) if it can be opened, else ``--database``/``--db``, the last-used or the default file.  A file that
        cannot be opened is explained in a dialog; the club's usual data opens instead."""
        from belote_club.ui.opening import StartUp, import_services, initial_target, open_data

        startup = getattr(self, "startup", None) or StartUp(self, self.home.first_painted, lambda: None)
        self.startup = startup
        problem = target = None
        if open_file:
            problem = file_problem(open_file)
            missing = not Path(open_file).expanduser().exists() and Path(open_file).expanduser().parent.is_dir()
            if missing:
                startup.run(import_services)  # while the question is asked
                if offer_to_create(self, open_file):
                    problem = None  # « belote-club club.belote » on a file to come: created on request
            if problem is None:
                target = str(Path(open_file).expanduser().absolute())
        fallback = initial_target(self.settings, file=file)
        startup.run(lambda: open_data(open_file=target, url=url, fallback=fallback),
                    lambda opened: self._opened(opened, problem, target), self._open_failed)

    def _opened(self, opened: Any, problem: str | None, target: str | None) -> None:
        if not self.loading:  # a file was opened meanwhile (Fichier › Ouvrir, a recent file): it wins
            if opened.service is not None:
                opened.service.close()
            return
        self.open_error = opened.error or ""
        problem = problem or opened.refused
        if target and not opened.refused:
            remember_file(self.settings, target)
        self.set_service(opened.service)
        if problem:
            text = tr("Belote Club n’a pas pu ouvrir ce fichier : {reason}").format(reason=problem)
            if self.service is not None:
                text += "\n\n" + tr("Les données habituelles du club sont ouvertes à la place ({where}).").format(
                    where=self.service.location)
            QMessageBox.warning(self, tr("Ouverture impossible"), text)

    def _open_failed(self, error: BaseException) -> None:
        """Opening broke unexpectedly: the home page says so (never stays on « Ouverture… »), the hook reports."""
        self.open_error = tr("erreur inattendue (les détails sont dans le journal)")
        self.set_service(None)
        raise error

    def set_service(self, service: ClubService | None) -> None:
        """The database is open (or could not be): fill the home screen."""
        if not self.loading and self.service is not None:
            # A file was opened meanwhile (macOS file-open event): it wins.
            if service is not None:
                service.close()
            return
        self.loading = False
        self.service = service
        file = self.database_file()
        if file is not None:
            remember_file(self.settings, file)
        self._update_title()
        self._enable_actions()
        self.show_home()
        self._announce_open()

    def replace_service(self, service: ClubService) -> None:
        """Another data file is open (Fichier › Ouvrir, Nouveau, a recent file): everything shown is its."""
        self._close_tournament()
        self._drop_roster()
        if self.service is not None:
            self.service.close()
        self.service = service
        self.loading = False
        self._update_title()
        self._enable_actions()
        self.show_home()
        self._announce_open()

    def reload_everything(self) -> None:
        """The whole content changed (a backup restored): back home, every page read again."""
        self._close_tournament()
        self._drop_roster()
        self._update_title()
        self._enable_actions()
        self.show_home()

    def _drop_roster(self) -> None:
        if self.roster_page is not None:
            self.stack.removeWidget(self.roster_page)
            self.roster_page.deleteLater()
            self.roster_page = None

    def open_file(self, path: str | None = None) -> bool:
        """Fichier › Ouvrir un fichier… (a missing file is offered for creation)."""
        return self.files.open_file(path)

    def save_copy(self, path: str | None = None) -> bool:
        """Fichier › Enregistrer une copie…"""
        return self.files.save_copy(path)

    def _announce_open(self) -> None:
        """Say in the status bar when opening upgraded the file (and where the old one was kept)."""
        notice = self.service.open_notice if self.service is not None else None
        if notice:
            self.statusBar().showMessage(notice, 15000)

    # -- navigation -----------------------------------------------------------------------------
    def show_home(self) -> None:
        self.home.refresh()
        self.stack.setCurrentWidget(self.home)
        self.home.view.setFocus()

    def show_roster(self) -> RosterPage | None:
        if self.service is None:
            return None
        from belote_club.ui.views.roster import RosterPage

        if self.roster_page is None:
            self.roster_page = RosterPage(self.service, history=self.club_history)
            self.roster_page.back.connect(self.show_home)
            self.stack.addWidget(self.roster_page)
        self.roster_page.refresh()
        self.stack.setCurrentWidget(self.roster_page)
        self.roster_page.search.setFocus()
        return self.roster_page

    def open_tournament(self, tournament_id: int) -> TournamentPage:
        from belote_club.ui.views.tournament_page import TournamentPage

        self._close_tournament()
        self._marker = self._read_marker(tournament_id)  # before the page reads: no change can slip between
        page = TournamentPage(self.opened(), tournament_id, self.undo_group)
        page.add_home_button(button(tr("← Accueil"), self.show_home))
        page.changed.connect(self._tournament_changed)
        page.table_entry.servingChanged.connect(self._table_server_changed)
        self.tournament_page = page
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self._enable_actions()
        page.focus_first()
        self.watch.start()
        return page

    def _close_tournament(self) -> None:
        self.watch.stop()
        self._marker = None
        if self.tournament_page is not None:
            self.tournament_page.table_entry.stop(forget=False)  # offered again when the concours reopens
            if self.projector is not None:
                self.projector.close()
                self.projector = None
            self.stack.removeWidget(self.tournament_page)
            for stack in self.undo_group.stacks():
                self.undo_group.removeStack(stack)
            self.tournament_page.deleteLater()
            self.tournament_page = None

    def _tournament_changed(self) -> None:
        if self.projector is not None:
            self.projector.schedule_refresh()

    # -- other stations ---------------------------------------------------------------------------
    def _read_marker(self, tournament_id: int) -> str | None:
        from belote_club.services.errors import ServiceError

        try:
            return str(self.opened().change_marker(tournament_id))
        except ServiceError as error:  # server unreachable for a moment: try again at the next tick
            log.info("Marqueur de changement illisible : %s", error)
            return None

    def poll_changes(self) -> None:
        """The watch timer: when the window is in use or the projector is shown, reload what is shown if the
        tournament changed in the database (another station entered a score, registered a team…)."""
        page = self.tournament_page
        projecting = self.projector is not None and self.projector.isVisible()
        serving = page is not None and page.table_entry.running  # the phones write: follow them
        if page is None or self.service is None or not (self.isActiveWindow() or projecting or serving):
            return
        marker = self._read_marker(page.tournament_id)
        if marker is None or marker == self._marker:
            from belote_club.ui.views.tournament_page import SCORES  # imported with the page already
            if page.tabs.built(SCORES) and page.scores.reload_pending:  # being typed on at the last change
                page.scores.reload()
            return
        self._marker = marker  # read before reloading: a change made meanwhile moves it again
        self._reload_tournament()

    def refresh_from_database(self) -> None:
        """Affichage › Actualiser (F5): read the page shown again from the database."""
        if self.service is None:
            return
        current = self.stack.currentWidget()
        if current is self.tournament_page and self.tournament_page is not None:
            self._marker = self._read_marker(self.tournament_page.tournament_id)
            self._reload_tournament(everything=True)
        elif current is self.roster_page and self.roster_page is not None:
            self.roster_page.refresh()
        else:
            self.home.refresh()
        self.statusBar().showMessage(tr("Affichage actualisé."), 3000)

    def _reload_tournament(self, *, everything: bool = False) -> None:
        from belote_club.services.errors import ServiceError

        page = self.tournament_page
        if page is None:
            return
        try:
            page.reload_from_database(everything=everything)
        except ServiceError as error:  # deleted on another station
            log.info("Concours illisible : %s", error)
            self._close_tournament()
            self._enable_actions()
            self.show_home()
            self.statusBar().showMessage(
                tr("Ce concours n’est plus dans la base (supprimé sur un autre poste ?) : retour à l’accueil."), 15000)
            return
        if self.projector is not None:
            self.projector.schedule_refresh()

    # -- tournaments ----------------------------------------------------------------------------
    def new_tournament(self) -> None:
        from belote_club.ui.dialogs.tournament import TournamentDialog

        if self.service is None:
            return
        dialog = TournamentDialog(self.service, None, self)
        if dialog.exec() and dialog.result_value is not None:
            self.open_tournament(stored_id(dialog.result_value.id))

    def demo_tournament(self, date: Any = None) -> Any:
        from belote_club.ui.demo import build_demo

        progress = QProgressDialog(tr("Préparation du concours de démonstration…"), "", 0, 100, self)
        progress.setCancelButton(None)
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(300)

        def step(done: int, total: int) -> None:
            progress.setValue(int(100 * done / total))
            QApplication.processEvents()

        service = self.opened()
        tid = attempt(self, lambda: build_demo(service, progress=step, date=date))
        progress.close()
        if tid is not None:
            self.home.refresh()
            return self.open_tournament(tid)
        return None

    def edit_club(self) -> bool:
        """File › Club…: name and city of the club (home screen, window title, documents)."""
        if self.service is None:
            return False
        from belote_club.ui.dialogs.club import ClubDialog

        dialog = ClubDialog(self.service, self)
        if not dialog.exec():
            return False
        self._update_title()
        self.home.refresh()
        self.statusBar().showMessage(tr("Club enregistré : {name}").format(
            name=dialog.result_value.heading or tr("sans nom")), 6000)
        return True

    # -- files ----------------------------------------------------------------------------------
    def database_file(self) -> Path | None:
        if self.service is None:
            return None
        location = self.service.location
        return None if "://" in location else Path(location)

    # -- misc -----------------------------------------------------------------------------------
    def toggle_projector(self) -> None:
        if self.tournament_page is None:
            return
        if self.projector is not None:
            self.projector.close()
            self.projector = None
            return
        from PySide6.QtGui import QGuiApplication
        from PySide6.QtWidgets import QInputDialog

        from belote_club.ui.views.projector import ProjectorWindow

        screens = QGuiApplication.screens()
        if len(screens) > 1:
            names = [f"{s.name()} ({s.size().width()}×{s.size().height()})" for s in screens]
            current = self.settings.value("projector/screen", "", str)
            start = next((i for i, s in enumerate(screens) if s.name() == current), len(screens) - 1)
            choice, ok = QInputDialog.getItem(self, tr("Écran de projection"), tr("Afficher sur l’écran :"),
                                              names, start, False)
            if not ok:
                return
            self.settings.setValue("projector/screen", screens[names.index(choice)].name())
        self.projector = ProjectorWindow(self.opened(), self.tournament_page.tournament_id, self.settings,
                                         self.tournament_page.context.round_timer)
        self.projector.closed.connect(self._projector_closed)
        self.projector.show_live_address(self.tournament_page.table_entry.live_url)
        self.projector.show_on_chosen_screen()

    def _projector_closed(self) -> None:
        self.projector = None

    def _table_server_changed(self, serving: bool) -> None:
        """« Saisie aux tables » started or stopped: watch faster while the phones write; the projector shows
        the QR code of the live results while the server runs."""
        self.watch.setInterval(self.SERVING_WATCH_MS if serving else self.WATCH_INTERVAL_MS)
        if self.projector is not None and self.tournament_page is not None:
            self.projector.show_live_address(self.tournament_page.table_entry.live_url)

    def set_language(self, code: str) -> None:
        self.settings.setValue("ui/language", code)
        QMessageBox.information(self, tr("Langue"), tr("La nouvelle langue sera utilisée au prochain démarrage."))

    def about(self) -> None:
        from belote_club.ui.dialogs.about import AboutDialog

        AboutDialog(self).exec()

    def close_service(self) -> None:
        startup = getattr(self, "startup", None)
        for opened in startup.abandon() if startup is not None else []:  # closed while opening
            if getattr(opened, "service", None) is not None:
                opened.service.close()
        if self.service is not None:
            self.service.close()
            self.service = None

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 — Qt override
        super().resizeEvent(event)
        if self.tournament_page is not None:
            self.tournament_page.fit_head()  # a short window: the page's head on one line

    def closeEvent(self, event: Any) -> None:  # noqa: N802 — Qt override
        if self.tournament_page is not None and not self.tournament_page.table_entry.may_quit(self):
            event.ignore()  # the phones keep writing
            return
        if self.tournament_page is not None:
            self.tournament_page.table_entry.stop(forget=False)  # ends with the window; restart offered next time
        if self.projector is not None:
            self.projector.close()
        super().closeEvent(event)
