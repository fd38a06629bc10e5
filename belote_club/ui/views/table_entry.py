"""« Saisie aux tables »: the players' phones enter their own deals; the desktop serves them and stays in control.

* :class:`TableEntry` (one per tournament page) holds the table server's lifetime — a
  :class:`~belote_club.web.TableServer` in a background thread, on its own :class:`ClubService` over the
  same database, like another station — the « Saisie aux tables » button of the Manches tab, the
  referee-call banner of the page, and the panel.  The window stops the server when the tournament closes.
* :class:`TableEntryDialog` is the panel: the address in large type with its QR codes (the live results;
  the table chosen), the tables of the round served with their code and state, and what the secretary may
  do with a table (take it over, lock it, return it to paper, give it back to the phones), the referee
  calls to answer, the table cards to print.

Every change of a table is made through the services with the origin « poste principal » (journaled).
The desktop learns of the phones' deals through the window's watch of the change marker (every second
while the server runs); :meth:`TableEntry.refresh` is called with the page's reload.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from belote_club.services.errors import ServiceError
from belote_club.tournament.model import GameState
from belote_club.ui.models.table_access import (
    TableAccessModel,
    TableState,
    spaced_code,
    table_states,
)
from belote_club.ui.qr import qr_pixmap
from belote_club.ui.table_server import (
    answers,
    base_url,
    chosen_host,
    chosen_port,
    forget_serving,
    remember_serving,
    set_chosen_host,
    set_chosen_port,
    set_serving,
    station_service,
)
from belote_club.ui.theme import colors
from belote_club.ui.translation import tr
from belote_club.ui.views.referee_calls import RefereeBanner, call_text
from belote_club.ui.views.server_restart import RestartBanner
from belote_club.ui.widgets import attempt, button, confirm, label, resize_within_screen, shortcut, table_view

if TYPE_CHECKING:
    from belote_club.services import ClubService
    from belote_club.services.tables import RefereeCall
    from belote_club.ui.context import Context
    from belote_club.web import TableServer

log = logging.getLogger(__name__)

ORIGIN = "poste principal"
EVERY_NETWORK, THIS_COMPUTER = "0.0.0.0", "127.0.0.1"
class TableEntry(QObject):
    """The table server of one tournament page, its button (``open_button``: the page puts it in the Manches
    tab, ``RoundsPanel.add_tool``), its referee-call banner."""

    servingChanged = Signal(bool)
    openTable = Signal(int, int)  # round, table: the secretary enters it at the desktop
    changed = Signal()  # a table's mode or a call changed (the journal moved)

    def __init__(self, context: Context, page: QWidget,
                 documents: Callable[[str, int | None], Any] | None = None) -> None:
        super().__init__(page)
        self.context = context
        self.page = page
        self.documents = documents
        self.server: TableServer | None = None
        self.problem = ""
        self.calls: list[RefereeCall] = []
        self.states: list[TableState] = []
        self.dialog: TableEntryDialog | None = None
        self.open_button = button(tr("Saisie aux tables…"), self.show_panel,
                                  tip=tr("Les joueurs saisissent leurs donnes sur leur téléphone (Ctrl+Maj+T)"))
        shortcut(QKeySequence("Ctrl+Shift+T"), page, self.show_panel)
        self.banner = RefereeBanner(self.show_panel)
        self.restart_banner = RestartBanner(self)  # « … était en service : le redémarrer ? »
        self.refresh_calls()

    # -- the server ---------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.server is not None and self.server.running

    @property
    def url(self) -> str | None:
        return self.server.url if self.server is not None else None

    @property
    def live_url(self) -> str | None:
        return self.server.live_url if self.server is not None else None

    def table_url(self, code: str) -> str:
        return f"{self.server.url if self.server is not None else base_url(self.context.tournament_id)}/t/{code}"

    def start(self, host: str = EVERY_NETWORK, port: int | None = None) -> bool:
        """Start serving the tournament's current round; False (and :attr:`problem` in French) if impossible."""
        from belote_club.web import TableServer

        if self.server is not None:
            return True
        tid = self.context.tournament_id
        port = chosen_port() if port is None else port
        self.problem = ""
        try:
            self.context.service.entry_codes(tid)  # the round's codes, made now if they are not yet
        except ServiceError as error:
            self.problem = str(error)
            return self._started(False)
        own: ClubService | None = None
        try:
            own = station_service(self.context.service)
            server = TableServer(own, tid, host=host, port=port, log_level="warning").start()
        except ServiceError as error:
            if own is not None:
                own.close()
            self.problem = str(error)
            return self._started(False)
        self.server = server
        set_serving(tid, server.url)
        remember_serving(self.context.service, tid, host, port)
        log.info("Saisie aux tables : %s", server.url)
        if not answers(server.public_host, server.port):
            self.problem = tr("Le serveur est démarré mais ne répond pas à l’adresse {url} : un pare-feu bloque "
                              "peut-être le port {port}. Autorisez Belote Club dans le pare-feu de cet ordinateur, "
                              "ou choisissez un autre port.").format(url=server.url, port=server.port)
        elif server.public_host == THIS_COMPUTER and host != THIS_COMPUTER:
            self.problem = tr("Cet ordinateur n’est relié à aucun réseau : les téléphones ne pourront pas se "
                              "connecter. Reliez-le au Wi-Fi du club, puis arrêtez et redémarrez le serveur.")
        return self._started(True)

    def _started(self, started: bool) -> bool:
        self.restart_banner.update_state()
        self._update_button()
        self.servingChanged.emit(self.running)
        self.refresh()
        return started

    def stop(self, *, forget: bool = True) -> None:
        """Stop serving (idempotent): the phones' pages say the server is unreachable; nothing is lost.
        ``forget`` False (the window closing, not the organiser): the next opening offers to restart it."""
        server, self.server = self.server, None
        set_serving(self.context.tournament_id, None)
        if forget:
            forget_serving(self.context.service, self.context.tournament_id)
        if server is None:
            return
        try:
            server.stop()
        finally:
            server.service.close()
        self.problem = ""
        self.restart_banner.update_state()
        self._update_button()
        self.servingChanged.emit(False)
        self.refresh()

    def may_quit(self, parent: QWidget) -> bool:
        """Quitting stops the phones: asked first while the server runs and a round is in play."""
        if not self.running:
            return True
        rounds = attempt(parent, lambda: self.context.service.round_summaries(self.context.tournament_id)) or []
        if not rounds or rounds[-1].complete:
            return True
        last = rounds[-1]
        return confirm(parent, tr("Quitter"), tr(
            "La saisie aux tables est en service et la manche {n} est en cours ({done} tables terminées sur "
            "{total}) : quitter arrête les téléphones (rien de ce qui est saisi n’est perdu). Quitter quand même ?"
        ).format(n=last.number, done=last.finished, total=last.tables), tr("Quitter et arrêter les téléphones"))

    def _update_button(self) -> None:
        calls = len(self.calls)
        text = tr("Saisie aux tables (en service)…") if self.running else tr("Saisie aux tables…")
        if calls:
            text += " " + (tr("· 1 appel") if calls == 1 else tr("· {n} appels").format(n=calls))
        self.open_button.setText(text)
        self.open_button.setProperty("primary", bool(calls))
        self.open_button.style().unpolish(self.open_button)
        self.open_button.style().polish(self.open_button)

    # -- what the tables do -------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the calls (the banner) and, if the panel is shown, the tables again."""
        self.refresh_calls()
        if self.dialog is not None and self.dialog.isVisible():
            self.refresh_tables()
            self.dialog.show_state()

    def refresh_calls(self) -> None:
        try:
            self.calls = self.pending_calls()
        except ServiceError as error:  # the database busy for a moment: the next tick tries again
            log.info("Appels de l’arbitre illisibles : %s", error)
            return
        self.banner.show_calls(self.calls)
        self._update_button()
        if self.dialog is not None:
            self.dialog.show_calls(self.calls)

    def pending_calls(self) -> list[RefereeCall]:
        """The open calls of the current round whose table's game is not confirmed or closed.  The services keep
        a call open after both camps confirmed (or after the next draw): those are not shown."""
        service, tid = self.context.service, self.context.tournament_id
        calls = service.referee_calls(tid, open_only=True)
        if not calls:
            return []
        rounds = service.round_summaries(tid)
        current = rounds[-1].number if rounds else None
        calls = [c for c in calls if c.round_number == current]
        if not calls or current is None:
            return calls
        over = {a.table_number for a in service.table_accesses(tid, current) if a.mode == "confirmed"}
        over |= {t.number for t in service.round(tid, current).tables if t.game.state is GameState.CLOSED}
        return [c for c in calls if c.table_number not in over]

    def refresh_tables(self) -> list[TableState]:
        service, tid = self.context.service, self.context.tournament_id
        try:
            rounds = service.round_summaries(tid)
            if not rounds:
                self.states = []
                return self.states
            rnd = service.round(tid, rounds[-1].number)
            accesses = service.table_accesses(tid, rnd.number)
            if len(accesses) < len(rnd.tables):  # codes made on first sight, and for a round drawn since
                accesses = service.entry_codes(tid, rnd.number)
            contested = service.disputes(tid).in_round(rnd.number)
        except ServiceError as error:
            log.info("Tables illisibles : %s", error)
            return self.states
        self.states = table_states(rnd, accesses, contested)
        return self.states

    def set_mode(self, state: TableState, mode: str) -> bool:
        """Who may write to a table: ``desk``, ``locked``, ``paper`` or ``phone`` (journaled, « poste principal »)."""
        service, tid = self.context.service, self.context.tournament_id
        parent = self.dialog or self.page
        done = attempt(parent, lambda: service.set_table_mode(tid, state.round_number, state.table, mode,
                                                              origin=ORIGIN))
        if done is None:
            return False
        self.refresh()
        self.changed.emit()
        return True

    def take_over(self, state: TableState) -> bool:
        """The secretary enters this table at the desktop: the phones stop, the table opens in Saisie."""
        if state.mode not in ("desk", "locked", "confirmed") and not self.set_mode(state, "desk"):
            return False
        self.openTable.emit(state.round_number, state.table)
        return True

    def resolve(self, call_id: int) -> bool:
        service, tid = self.context.service, self.context.tournament_id
        done = attempt(self.dialog or self.page, lambda: service.resolve_referee_call(tid, call_id, origin=ORIGIN))
        if done is None:
            return False
        self.refresh()
        self.changed.emit()
        return True

    def print_cards(self) -> Any:
        number = self.states[0].round_number if self.states else None
        return self.documents("cards", number) if self.documents is not None else None

    def show_panel(self) -> TableEntryDialog:
        if self.dialog is None:
            self.dialog = TableEntryDialog(self, self.page)
        self.refresh_tables()
        self.dialog.show_state()
        self.dialog.show_calls(self.calls)
        if self.dialog.isVisible():  # open behind the window: bring it forward
            self.dialog.raise_()
            self.dialog.activateWindow()
        self.dialog.show()
        return self.dialog


class TableEntryDialog(QDialog):
    """The panel: start and stop the server, the address and QR codes, the tables, the calls, the cards."""

    def __init__(self, entry: TableEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        self.setWindowTitle(tr("Saisie aux tables"))
        resize_within_screen(self, 1340, 740)  # the camps' names whole beside the rest at 1366
        screen = self.screen()
        #: A netbook's 1024 × 600 screen: smaller QR codes and table code.  On every screen the camps' names are
        #: whole (never stretched into what is left: « 4 · René Dupont /… »); a narrow table scrolls sideways.
        self.small = screen is not None and (screen.availableGeometry().height() < 700
                                             or screen.availableGeometry().width() < 1200)
        #: The QR codes' sizes: smaller on a small screen, so that nothing is cut off.
        self.qr_sizes = (120, 96) if self.small else (160, 130)
        # -- the server's row: stopped (where to listen, start) or running (the address, stop)
        self.status = label("", "subtitle", wrap=True)
        self.address = QLabel()
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setAccessibleName(tr("Adresse pour les téléphones"))
        self.host = QComboBox()
        self.host.addItem(tr("Réseau du club (Wi-Fi)"), EVERY_NETWORK)
        self.host.addItem(tr("Cet ordinateur (essai)"), THIS_COMPUTER)
        self.host.setAccessibleName(tr("Écoute"))
        self.host.setCurrentIndex(max(0, self.host.findData(chosen_host(EVERY_NETWORK))))  # as last chosen
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(chosen_port())
        self.port.setPrefix(tr("port "))
        self.port.setGroupSeparatorShown(False)
        self.port.setAccessibleName(tr("Port"))
        self.start_button = button(tr("&Démarrer le serveur"), self.start, primary=True)
        self.stop_button = button(tr("&Arrêter le serveur"), self.stop)
        self.problem = label("", "warning", wrap=True)
        self.problem.hide()
        self.hint = label("", "hint", wrap=True)
        # -- the tables of the round served
        self.model = TableAccessModel(self)
        self.view = table_view(self.model)
        self.view.setAccessibleName(tr("Tables de la manche"))
        # The two camps one a line each, a name too long for the column shortened (its whole text in the
        # tooltip): wrapped, the first camp took both lines on a 1024-pixel screen and hid the second.
        self.view.setWordWrap(False)
        self.view.verticalHeader().setDefaultSectionSize(48)
        self.view.selectionModel().currentRowChanged.connect(lambda *_a: self.show_selection())
        self.view.doubleClicked.connect(lambda *_a: self.take_over())
        self.take_button = button(tr("&Reprendre au poste"), self.take_over,
                                  tip=tr("Cette table se saisit ici, au poste ; ses téléphones ne peuvent plus écrire"))
        self.lock_button = button(tr("&Verrouiller"), lambda: self.set_mode("locked"),
                                  tip=tr("Plus personne ne saisit cette table, ni téléphone ni feuille"))
        self.paper_button = button(tr("Revenir au &papier"), lambda: self.set_mode("paper"),
                                   tip=tr("Cette table rend une feuille de marque papier"))
        self.phone_button = button(tr("Rendre au &téléphone"), lambda: self.set_mode("phone"),
                                   tip=tr("Les téléphones de cette table saisissent à nouveau"))
        # -- the QR codes: the table chosen, the live results
        self.table_title = label("", "subtitle")
        self.table_qr = QLabel()
        self.table_qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table_code = QLabel()
        self.table_code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table_code.setStyleSheet(f"font-size: {13 if self.small else 15}pt; font-weight: 700; letter-spacing: 2px;")
        self.live_qr = QLabel()
        self.live_qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.live_caption = label("", "hint", wrap=True)
        self.live_caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # -- the referee calls
        self.calls = QListWidget()
        self.calls.setAccessibleName(tr("Appels de l’arbitre"))
        self.calls.setMaximumHeight(50)
        self.resolve_button = button(tr("App&el traité"), self.resolve)
        self.cards_button = button(tr("&Cartons de table…"), self.entry.print_cards,
                                   tip=tr("Un carton par table : numéro, camps, code et QR code (Documents)"))

        server_row = QHBoxLayout()
        server_row.addWidget(self.status)
        server_row.addStretch(1)
        server_row.addWidget(label(tr("Écoute :"), "hint"))
        server_row.addWidget(self.host)
        server_row.addWidget(self.port)
        server_row.addWidget(self.start_button)
        server_row.addWidget(self.stop_button)
        address_row = QHBoxLayout()
        address_row.addWidget(self.address)
        address_row.addSpacing(16)
        address_row.addWidget(self.hint, 1)
        actions = QHBoxLayout()
        for widget in (self.take_button, self.lock_button, self.paper_button, self.phone_button):
            actions.addWidget(widget)
        actions.addStretch(1)
        actions.addWidget(self.cards_button)
        actions.addWidget(button(tr("Fermer"), self.close))
        codes = QVBoxLayout()
        codes.setContentsMargins(0, 0, 0, 0)
        codes.addWidget(self.table_title, 0, Qt.AlignmentFlag.AlignHCenter)
        codes.addWidget(self.table_qr)
        codes.addWidget(self.table_code)
        codes.addStretch(1)
        codes.addWidget(self.live_qr)
        codes.addWidget(self.live_caption)
        middle = QHBoxLayout()
        middle.addWidget(self.view, 1)
        codes_box = QWidget()
        codes_box.setLayout(codes)
        codes_box.setFixedWidth(180 if self.small else 210)
        middle.addWidget(codes_box)
        calls_box = QGroupBox(tr("Appels de l’arbitre"))
        calls_row = QGridLayout(calls_box)
        calls_row.setContentsMargins(8, 2, 8, 4)
        calls_row.addWidget(self.calls, 0, 0)
        calls_row.addWidget(self.resolve_button, 0, 1, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.addLayout(server_row)
        layout.addLayout(address_row)
        layout.addWidget(self.problem)
        layout.addLayout(middle, 1)
        layout.addLayout(actions)
        layout.addWidget(calls_box)

    # -- showing -------------------------------------------------------------------------------
    def show_state(self) -> None:
        entry = self.entry
        running = entry.running
        self.status.setText(tr("Serveur en service ; adresse pour les téléphones :") if running
                            else tr("Serveur arrêté."))
        self.address.setText(entry.url if entry.url else tr("Démarrez le serveur pour obtenir l’adresse."))
        self.address.setStyleSheet(f"font-size: {24 if running else 14}pt; font-weight: 700; "
                                   f"color: {colors().green_dark if running else colors().muted};")
        # Enabled or not rather than shown or hidden: the row keeps its size (no dialog growing off a small screen).
        for widget in (self.host, self.port, self.start_button):
            widget.setEnabled(not running)
        self.stop_button.setEnabled(running)
        self.problem.setText(entry.problem)
        self.problem.setVisible(bool(entry.problem))
        local_only = running and entry.server is not None and entry.server.public_host == THIS_COMPUTER
        if running and not entry.states:
            self.hint.setText(tr("Aucune manche tirée : les codes des tables viendront avec le tirage."))
        elif local_only:
            self.hint.setText(tr("Essai : le serveur n’écoute que sur cet ordinateur, seul un navigateur de cet "
                                 "ordinateur ouvre les pages des tables. Pour les téléphones, arrêtez le serveur et "
                                 "choisissez « Réseau du club (Wi-Fi) »."))
        elif running:
            self.hint.setText(tr("Les téléphones doivent être sur le même réseau Wi-Fi que cet ordinateur. "
                                 "Chaque table ouvre sa page avec le QR code de son carton ou tape l’adresse "
                                 "et son code."))
        else:
            self.hint.setText(tr("Imprimez les cartons de table après avoir choisi le port : leurs QR codes "
                                 "contiennent l’adresse du serveur."))
        table = self.current()
        self.model.set_rows(entry.states)
        if table is not None:
            row = self.model.row_of(table)
            if row >= 0:
                self.view.setCurrentIndex(self.model.index(row, 0))
        elif entry.states and not self.view.currentIndex().isValid():
            self.view.setCurrentIndex(self.model.index(0, 0))
        live = entry.live_url
        if live:
            self.live_qr.setPixmap(qr_pixmap(live, self.qr_sizes[1]))
            self.live_caption.setText(tr("Résultats en direct pour toute la salle"))
            self.live_qr.setToolTip(live)
        else:
            self.live_qr.clear()
            self.live_caption.setText(tr("Démarrez le serveur pour afficher le QR code des résultats en direct."))
        self.show_selection()

    def current(self) -> int | None:
        """The table number of the row chosen, if any."""
        index = self.view.currentIndex()
        if not index.isValid() or index.row() >= self.model.rowCount():
            return None
        return self.model.item(index.row()).table

    def selected(self) -> TableState | None:
        index = self.view.currentIndex()
        if not index.isValid() or index.row() >= self.model.rowCount():
            return None
        return self.model.item(index.row())

    def show_selection(self) -> None:
        state = self.selected()
        for widget in (self.take_button, self.lock_button, self.paper_button, self.phone_button):
            widget.setEnabled(state is not None)
        if state is None:
            self.table_title.setText(tr("Aucune manche tirée") if not self.entry.states else "")
            self.table_qr.clear()
            self.table_code.clear()
            return
        self.lock_button.setEnabled(state.mode != "locked")
        self.paper_button.setEnabled(state.mode != "paper")
        self.phone_button.setEnabled(state.mode != "phone")
        self.table_title.setText(tr("Table {n}").format(n=state.table))
        self.table_qr.setPixmap(qr_pixmap(self.entry.table_url(state.code), self.qr_sizes[0]))
        self.table_qr.setToolTip(self.entry.table_url(state.code))
        self.table_code.setText(spaced_code(state.code))
        self.table_code.setAccessibleName(tr("Code de la table {n}").format(n=state.table))

    def show_calls(self, calls: list[RefereeCall]) -> None:
        keep = self.calls.currentRow()
        self.calls.clear()
        for call in calls:
            item = QListWidgetItem(call_text(call))
            item.setData(Qt.ItemDataRole.UserRole, call.id)
            self.calls.addItem(item)
        if not calls:
            self.calls.addItem(tr("Aucun appel en cours."))
            self.calls.item(0).setFlags(Qt.ItemFlag.NoItemFlags)
        else:
            self.calls.setCurrentRow(min(max(keep, 0), len(calls) - 1))
        self.resolve_button.setEnabled(bool(calls))

    # -- doing ---------------------------------------------------------------------------------
    def start(self) -> bool:
        set_chosen_port(self.port.value())
        set_chosen_host(str(self.host.currentData()))
        started = self.entry.start(str(self.host.currentData()), self.port.value())
        self.show_state()
        return started

    def stop(self) -> None:
        self.entry.stop()
        self.show_state()

    def set_mode(self, mode: str) -> bool:
        state = self.selected()
        return state is not None and self.entry.set_mode(state, mode)

    def take_over(self) -> bool:
        state = self.selected()
        if state is None or not self.entry.take_over(state):
            return False
        self.close()
        return True

    def resolve(self) -> bool:
        item = self.calls.currentItem()
        call_id = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return isinstance(call_id, int) and self.entry.resolve(call_id)


__all__ = ["ORIGIN", "TableEntry", "TableEntryDialog"]
