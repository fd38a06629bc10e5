"""One tournament: its tabs (Équipes, Manches, Saisie, Classement, Règles, Journal), one module each, refreshed
from the services after a change; the title, Réglages, Documents and the JSON export above them."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence, QUndoGroup
from PySide6.QtWidgets import QApplication, QHBoxLayout, QVBoxLayout, QWidget

from belote_club.text import short_date
from belote_club.tournament.model import Format
from belote_club.ui.context import Context
from belote_club.ui.dialogs.tournament import TournamentDialog
from belote_club.ui.files import save_file_name
from belote_club.ui.round_clock import RoundTimer
from belote_club.ui.translation import tr
from belote_club.ui.views.audit import AuditPanel
from belote_club.ui.views.entrants import EntrantsPanel
from belote_club.ui.views.lazy_tabs import LazyTabs
from belote_club.ui.views.rounds import RoundsPanel
from belote_club.ui.views.rules import RulesPanel
from belote_club.ui.views.scores import ScoresPanel
from belote_club.ui.views.standings import StandingsPanel
from belote_club.ui.views.table_entry import TableEntry
from belote_club.ui.widgets import attempt, button, label, shortcut

if TYPE_CHECKING:
    from belote_club.services import ClubService
    from belote_club.tournament.model import Tournament
    from belote_club.ui.dialogs.documents import DocumentsDialog


#: The tabs, in order.
ENTRANTS, ROUNDS, SCORES, STANDINGS, RULES, AUDIT = range(6)


class TournamentPage(QWidget):
    """Tabs over one tournament; every panel is refreshed from the services after a change."""

    back = Signal()
    changed = Signal()

    def __init__(self, service: ClubService, tournament_id: int, undo_group: QUndoGroup,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = Context(service, tournament_id, undo_group, RoundTimer(self))
        tournament = self.context.tournament
        # Wrapped: a long name goes on two lines rather than pushing the buttons off a 1024-pixel screen.
        self.title = label(tournament.name, "title", wrap=True)
        self.subtitle = label("", "subtitle", wrap=True)
        self.settings_button = button(tr("Réglages…"), self.edit_settings)
        self.export_button = button(tr("Exporter (JSON)…"), self.export_json)
        self.documents_button = button(tr("Documents…"), self.show_documents, shortcut="Ctrl+Shift+P",
                                       tip=tr("Feuilles de marque, plan de table, classement, palmarès, règles ; "
                                                  "Ctrl+P imprime le document de l’onglet affiché"))
        melee = tournament.format is Format.MELEE
        # Only the tab shown first is built now; the others when first shown or asked for (``LazyTabs``):
        # opening a 200-team concours does not wait for tabs nobody looks at yet.
        self.melee = melee
        self.tabs = LazyTabs(self)  # its parent at once: a polished tree moved under a new parent is styled again
        self.tabs.add_lazy(self._build_entrants, tr("Joueurs") if melee else tr("Équipes"))
        self.tabs.add_lazy(self._build_rounds, tr("Manches"))
        self.tabs.add_lazy(self._build_scores, tr("Saisie"))
        self.tabs.add_lazy(self._build_standings, tr("Classement"))
        self.tabs.add_lazy(self._build_rules, tr("Règles"))
        self.tabs.add_lazy(self._build_audit, tr("Journal"))
        for index in range(self.tabs.count()):
            shortcut(QKeySequence(f"Alt+{index + 1}"), self, partial(self.tabs.setCurrentIndex, index))
        self.tabs.currentChanged.connect(self._tab_shown)
        self.context.show = self.tabs.setCurrentWidget
        #: « Saisie aux tables » (the phones): the table server's lifetime, its button in Manches, the referee calls.
        self.table_entry = TableEntry(self.context, self, self.show_documents)
        self.table_entry.openTable.connect(self.open_table)
        #: Tabs to refresh when next shown (their data changed since they were filled).
        self._stale: set[int] = {STANDINGS}
        #: The page's head: the titles, then its buttons (the window puts « ← Accueil » first: ``add_home_button``).
        self.head = QHBoxLayout()
        head = self.head
        titles = QVBoxLayout()
        titles.addWidget(self.title)
        titles.addWidget(self.subtitle)
        head.addLayout(titles, 1)
        head.addWidget(self.settings_button)
        head.addWidget(self.documents_button)
        head.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(self.table_entry.banner)
        layout.addWidget(self.table_entry.restart_banner)
        layout.addWidget(self.tabs, 1)
        self._update_title(tournament)

    # -- the tabs' panels (built on first use) ---------------------------------------------------------
    @property
    def entrants(self) -> EntrantsPanel:
        return cast(EntrantsPanel, self.tabs.panel(ENTRANTS))

    @property
    def rounds(self) -> RoundsPanel:
        return cast(RoundsPanel, self.tabs.panel(ROUNDS))

    @property
    def scores(self) -> ScoresPanel:
        return cast(ScoresPanel, self.tabs.panel(SCORES))

    @property
    def standings(self) -> StandingsPanel:
        return cast(StandingsPanel, self.tabs.panel(STANDINGS))

    @property
    def rules(self) -> RulesPanel:
        return cast(RulesPanel, self.tabs.panel(RULES))

    @property
    def audit(self) -> AuditPanel:
        return cast(AuditPanel, self.tabs.panel(AUDIT))

    def _print_shortcut(self, panel: QWidget) -> None:
        # Ctrl+P prints the document of the tab shown (on the teams tab it stays « pointer / dépointer »);
        # a shortcut lives only while its panel is visible, so the two never clash.
        shortcut(QKeySequence.StandardKey.Print, panel, self.print_tab_document)

    def _build_entrants(self, holder: QWidget) -> QWidget:
        panel = EntrantsPanel(self.context, holder, melee=self.melee)  # filled as it is built
        self._stale.discard(ENTRANTS)
        panel.changed.connect(self.refresh_all)
        panel.forfeitDeclared.connect(self._forfeit_declared)
        return panel

    def _build_rounds(self, holder: QWidget) -> QWidget:
        panel = RoundsPanel(self.context, holder)  # filled as it is built
        self._stale.discard(ROUNDS)
        panel.changed.connect(self.refresh_all)
        panel.openTable.connect(self.open_table)
        panel.add_tool(self.table_entry.open_button)
        self._print_shortcut(panel)
        return panel

    def _build_scores(self, holder: QWidget) -> QWidget:
        panel = ScoresPanel(self.context, holder)
        panel.changed.connect(self._scores_changed)
        self._print_shortcut(panel)
        return panel

    def _build_standings(self, holder: QWidget) -> QWidget:
        panel = StandingsPanel(self.context, holder)  # filled when its tab is shown
        self._print_shortcut(panel)
        return panel

    def _build_rules(self, holder: QWidget) -> QWidget:
        panel = RulesPanel(self.context, holder)  # filled as it is built
        self._stale.discard(RULES)
        panel.changed.connect(self.refresh_all)
        self._print_shortcut(panel)
        return panel

    def _build_audit(self, holder: QWidget) -> QWidget:
        panel = AuditPanel(self.context, holder)  # filled as it is built
        self._stale.discard(AUDIT)
        return panel

    #: A window below this height (a 600-pixel screen) has a one-line head: the tab below (the deal list) gets
    #: the room.
    COMPACT_HEIGHT = 640

    @property
    def compact(self) -> bool:
        return 0 < self.window().height() < self.COMPACT_HEIGHT

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 — Qt override
        super().resizeEvent(event)
        self.fit_head()

    def fit_head(self) -> None:
        """The head as low as the buttons in a short window (smaller title, the date and venue in small type
        under it: hidden, they were in a tooltip only); whole otherwise."""
        compact = self.compact
        self.title.setStyleSheet("font-size: 14pt;" if compact else "")
        self.subtitle.setStyleSheet("font-size: 9pt;" if compact else "")

    def focus_first(self) -> None:
        """The keyboard on the tab shown: its list, or the deal line."""
        self._tab_shown(self.tabs.currentIndex())
        if self.tabs.currentWidget() is self.entrants:
            self.entrants.view.setFocus()

    def add_home_button(self, widget: QWidget) -> None:
        """The way back to the home screen, first in the head of the page."""
        self.head.insertWidget(0, widget)

    @property
    def tournament_id(self) -> int:
        return self.context.tournament_id

    def _update_title(self, tournament: Tournament | None = None) -> None:
        if tournament is None:
            tournament = self.context.tournament
        self.title.setText(tournament.name)
        parts = [short_date(tournament.date)]
        if tournament.venue:
            parts.append(tournament.venue)
        parts.append(tr("doublettes") if tournament.format is Format.DOUBLETTES else tr("mêlée"))
        parts.append(tr("{n} manches prévues").format(n=tournament.planned_rounds))
        self.subtitle.setText(" · ".join(parts))

    def open_table(self, round_number: int, table_number: int) -> None:
        if self.scores.open_table(round_number, table_number):
            self.tabs.setCurrentWidget(self.scores)
            self.scores.focus_entry()

    def _forfeit_declared(self, round_number: int, table_number: int) -> None:
        """A withdrawal declared that table forfeit: the score sheet showing it shows the forfeit."""
        if self.tabs.built(SCORES) and self.scores.key == (round_number, table_number):
            self.scores.open_table(round_number, table_number)

    def _scores_changed(self) -> None:
        # Progress and journal follow every deal, the standings every deal that may move them (a game
        # finished, or changed once finished); each tab is rebuilt when next shown.
        scores = self.scores
        if scores.ranking_moved:
            if scores.key is not None and self.tabs.built(STANDINGS):
                self.standings.invalidate_from(scores.key[0])
            self._stale.add(STANDINGS)
        self._stale |= {ROUNDS, AUDIT}
        self.changed.emit()

    def _forget_standings(self) -> None:
        if self.tabs.built(STANDINGS):
            self.standings.invalidate_from(1)

    def refresh_all(self) -> None:
        self._forget_standings()
        self._update_title()
        self._stale |= {ENTRANTS, ROUNDS, STANDINGS, RULES, AUDIT}
        self._tab_shown(self.tabs.currentIndex())
        self.table_entry.refresh()
        self.changed.emit()

    def reload_from_database(self, *, everything: bool = False) -> None:
        """Show what the database now holds (changes made on other stations): the title, the tab shown and
        the open game — never a line being typed; the other tabs when next shown.  The rules tab is left
        alone while one of its fields has the keyboard, unless ``everything`` (F5).  Raises ``ServiceError``
        when the tournament no longer exists."""
        self._update_title()
        self._forget_standings()
        self._stale |= {ENTRANTS, ROUNDS, STANDINGS, RULES, AUDIT}
        current = self.tabs.currentIndex()
        focus = QApplication.focusWidget()
        if current == RULES and not everything and focus is not None and self.rules.isAncestorOf(focus):
            pass  # refreshed when next shown
        elif current in self._stale:
            self._stale.discard(current)
            self.tabs.panel(current).refresh()  # type: ignore[attr-defined]
        if self.tabs.built(SCORES):
            self.scores.reload()
        self.table_entry.refresh()

    def _tab_shown(self, index: int) -> None:
        if not 0 <= index < self.tabs.count():
            return
        widget = self.tabs.panel(index)  # built now if it was not yet
        if index == SCORES:
            self.scores.focus_entry()
        if index in self._stale:
            self._stale.discard(index)
            widget.refresh()  # type: ignore[attr-defined]

    def show_documents(self, document: str | None = None, round_number: int | None = None) -> DocumentsDialog:
        from belote_club.ui.dialogs.documents import DocumentsDialog

        rounds = (len(self.rounds.rounds) if self.tabs.built(ROUNDS)
                  else len(self.context.service.round_summaries(self.context.tournament_id)))
        dialog = DocumentsDialog(self.context.service, self.context.tournament_id, rounds, self,
                                 document=document, round_number=round_number)
        dialog.open()
        return dialog

    def tab_document(self) -> tuple[str, int | None] | None:
        """The document that goes with the tab shown, and its round: what Ctrl+P prints."""
        index = self.tabs.currentIndex()
        if index == ROUNDS:
            rnd = self.rounds.current_round()
            return ("tables", rnd.number) if rnd is not None else None
        if index == SCORES:
            if self.scores.key is not None:
                return ("sheets", self.scores.key[0])
            rnd = self.rounds.current_round()
            return ("sheets", rnd.number) if rnd is not None else None
        if index == STANDINGS:
            return ("standings", self.standings.after.currentData())
        if index == RULES:
            return ("rules", None)
        return None

    def print_tab_document(self) -> DocumentsDialog:
        """Ctrl+P: the documents dialog on this tab's document (the preview), the system print dialog over it."""
        chosen = self.tab_document()
        if chosen is None:
            return self.show_documents()
        dialog = self.show_documents(*chosen)
        if dialog.print_button.isEnabled():
            dialog.print_document()
        return dialog

    def edit_settings(self) -> None:
        dialog = TournamentDialog(self.context.service, self.context.tournament, self)
        if dialog.exec():
            self.refresh_all()

    def export_json(self) -> None:
        import json

        path = save_file_name(self, tr("Exporter le concours"), f"{self.context.tournament.name}.json",
                              tr("JSON (*.json)"), service=self.context.service)
        if not path:
            return
        data = attempt(self, lambda: self.context.service.export(self.context.tournament_id))
        if data is not None:
            with open(path, "w", encoding="utf-8") as handle:
                json.dump(data, handle, ensure_ascii=False, indent=2, default=str)
