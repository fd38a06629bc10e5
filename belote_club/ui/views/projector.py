"""The projector window: full screen on a chosen screen, large type, table plan and standings in turn, live.

An optional round clock (big countdown) sits on top.  Échap closes it; Espace shows the next page now; S shows
(or no longer shows) the standings of the seasons counting the concours after the evening's standings.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QGuiApplication
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from belote_club.services.errors import ServiceError
from belote_club.text import euros, number, signed
from belote_club.ui.models.standings import tied_ranks
from belote_club.ui.round_clock import RoundClock, RoundTimer
from belote_club.ui.translation import tr

if TYPE_CHECKING:
    from belote_club.services import ClubService
    from belote_club.services.views import RoundSummary, TableView


def exempt_note(exempts: int) -> str:
    """« (exempt) » after a team that sat a round out: its win without a game is explained."""
    if not exempts:
        return ""
    return " " + (tr("(exempt)") if exempts == 1 else tr("(exempt {n} fois)").format(n=exempts))


def standings_caption(last: RoundSummary | None, rounds: int) -> str:
    """As the PDF says it: « Classement provisoire — manche 2 en cours, 0/8 tables » while the last round is
    being played, « Classement après la manche 2 » once it is complete."""
    if last is None:
        return tr("Classement")
    if not last.complete:
        return tr("Classement provisoire — manche {n} en cours, {done}/{total} tables").format(
            n=last.number, done=last.finished, total=last.tables)
    return tr("Classement après la manche {n}").format(n=last.number)


def table_row(table: TableView, contested: bool = False) -> tuple[str, str, str, str]:
    """A table of the plan as the room reads it: a forfeited side is named so, and the score says « forfait »
    (« 0 – 1 000 » alone read like a game played); a score a camp disputed says so until the referee settles it."""
    game = table.game
    if contested:
        score = f"{number(game.totals[0])} – {number(game.totals[1])}"
        return (str(table.number), table.sides[0].numbered, table.sides[1].numbered,
                tr("{score} : contesté — arbitre appelé").format(score=score))
    names = [side.numbered for side in table.sides]
    if game.mode == "forfeit" and game.forfeit is not None:
        names[game.forfeit] += tr(" (forfait)")
        return str(table.number), names[0], names[1], tr("forfait")
    score = f"{number(game.totals[0])} – {number(game.totals[1])}" if game.has_score else ""
    return str(table.number), names[0], names[1], score


class ProjectorWindow(QWidget):
    closed = Signal()

    def __init__(self, service: ClubService, tournament_id: int, settings: QSettings | None = None,
                 timer: RoundTimer | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.service = service
        self.tournament_id = tournament_id
        self.settings = settings or QSettings()
        self.setWindowTitle(tr("Belote Club — projection"))
        self.setStyleSheet("background: #123d29; color: white;")
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 34pt; font-weight: 700; color: white;")
        # A long name never widens the window past the screen: it is elided (``_fit_title``).
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.title_text = ""
        self.subtitle = QLabel()
        self.subtitle.setStyleSheet("font-size: 22pt; color: #cfe6d9;")
        self.clock = RoundClock(timer or RoundTimer(self))
        #: While the table server runs: the QR code of the live results page (``show_live_address``).
        self.live_qr = QLabel()
        self.live_caption = QLabel(tr("Résultats en direct\nsur votre téléphone"))
        self.live_caption.setStyleSheet("font-size: 12pt; color: #cfe6d9;")
        self.live_caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.live_box = QWidget()
        live_layout = QVBoxLayout(self.live_box)
        live_layout.setContentsMargins(0, 0, 24, 0)
        live_layout.addWidget(self.live_qr, 0, Qt.AlignmentFlag.AlignHCenter)
        live_layout.addWidget(self.live_caption)
        self.live_box.hide()
        self.table = self._table()
        self.slides: list[tuple[str, tuple[str, ...], list[tuple[str, ...]]]] = []
        self.slide = 0
        self.rotation = QTimer(self)
        self.rotation.setInterval(int(str(self.settings.value("projector/seconds", 15, int))) * 1000)
        self.rotation.timeout.connect(self.next_page)
        # Changes arrive deal by deal; the projector follows within a second, in one rebuild.
        self.pending = QTimer(self)
        self.pending.setSingleShot(True)
        self.pending.setInterval(800)
        self.pending.timeout.connect(self.refresh)
        head = QHBoxLayout()
        titles = QVBoxLayout()
        titles.addWidget(self.title)
        titles.addWidget(self.subtitle)
        head.addLayout(titles, 1)
        head.addWidget(self.live_box)
        head.addWidget(self.clock)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 24, 40, 24)
        layout.addLayout(head)
        layout.addWidget(self.table, 1)
        self.refresh()
        self.rotation.start()

    @staticmethod
    def _table() -> QTableWidget:
        table = QTableWidget()
        table.verticalHeader().hide()
        table.setShowGrid(False)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setAlternatingRowColors(True)
        table.setStyleSheet(
            "QTableWidget { background: #123d29; alternate-background-color: #17553a; color: white; border: none;"
            " font-size: 24pt; }"
            "QTableWidget::item { padding: 0 14px; }"
            "QHeaderView::section { background: #0c2c1d; color: #cfe6d9; font-size: 18pt; border: none; padding: 8px; }"
        )
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return table

    def show_on_chosen_screen(self) -> None:
        screens = QGuiApplication.screens()
        wanted = self.settings.value("projector/screen", "", str)
        screen = next((s for s in screens if s.name() == wanted), None)
        if screen is None:
            screen = screens[-1] if len(screens) > 1 else QGuiApplication.primaryScreen()
        self.setScreen(screen)
        self.setGeometry(screen.geometry())
        self.showFullScreen()

    ROWS_PER_SLIDE = 12

    def next_page(self) -> None:
        if self.slides:
            self.slide = (self.slide + 1) % len(self.slides)
        self._show_slide()

    def show_live_address(self, url: str | None) -> None:
        """The QR code of the live results page (``url``) in the corner, or none (None: no server)."""
        from belote_club.ui.qr import qr_pixmap

        if not url:
            self.live_box.hide()
            return
        self.live_qr.setPixmap(qr_pixmap(url, 180))
        self.live_qr.setToolTip(url)
        self.live_box.show()

    def schedule_refresh(self) -> None:
        self.pending.start()

    def refresh(self) -> None:
        """Rebuild the slides from the services: the last round's table plan, then the standings, in pages."""
        tournament = self.service.tournament(self.tournament_id)
        self.title_text = tournament.name
        self._fit_title()
        rounds = self.service.round_summaries(self.tournament_id)  # counts only; the last round is loaded whole
        slides: list[tuple[str, tuple[str, ...], list[tuple[str, ...]]]] = []
        n = self.ROWS_PER_SLIDE
        disputes = self.service.disputes(self.tournament_id)
        provisional = disputes.entrants()
        if rounds:
            rnd = self.service.round(self.tournament_id, rounds[-1].number)
            progress = rnd.progress
            contested = disputes.in_round(rnd.number)
            rows: list[tuple[str, ...]] = [table_row(t, t.number in contested) for t in rnd.tables]
            rows += [("—", e.numbered, tr("exempt"), "") for e in rnd.exempts]
            caption = tr("Manche {n} · plan de table · {done}/{total} tables terminées").format(
                n=rnd.number, done=progress.finished - len(set(contested) - set(progress.remaining)),
                total=progress.tables)
            for start in range(0, len(rows), n):
                slides.append((caption, (tr("Table"), tr("Camp 1"), tr("Camp 2"), tr("Score")), rows[start:start + n]))
        standings = self.service.standings(self.tournament_id)
        tied = tied_ranks(standings.rows)
        ranks: list[tuple[str, ...]] = [(tr("{rank} ex æquo").format(rank=r.rank) if r.rank in tied else str(r.rank),
                                         r.label + exempt_note(r.exempts)
                                         + (tr(" (abandon)") if r.withdrawn_from_round else "")
                                         + (tr(" (provisoire)") if r.entrant_id in provisional
                                            else ""), str(r.wins),
                                         number(r.points_for), signed(r.difference)) for r in standings.rows]
        caption = standings_caption(rounds[-1] if rounds else None, len(rounds))
        for start in range(0, max(len(ranks), 1), n):
            slides.append((caption, (tr("Rang"), tr("Équipe"), tr("Victoires"), tr("Points"), tr("Écart")),
                           ranks[start:start + n]))
        if rounds and not standings.incomplete_rounds and len(rounds) >= tournament.planned_rounds:
            slides += self._prize_slides(tied)
        if self.settings.value("projector/season", False, bool):
            slides += self._season_slides()
        self.slides = slides
        self.slide = min(self.slide, len(slides) - 1)
        self._show_slide()

    def _prize_slides(self, tied: Collection[int]) -> list[tuple[str, tuple[str, ...], list[tuple[str, ...]]]]:
        """Once the last round is over, the prize list of a concours with prize rules: money and lots, shared
        ranks « ex æquo » (none without prize rules, or when nobody receives anything)."""
        try:
            sheet = self.service.prize_sheet(self.tournament_id)
        except ServiceError:
            return []
        if sheet is None:
            return []
        won = [r for r in sheet.rows if r.entry.rank is not None and (r.prize_cents or r.lot)]
        rows: list[tuple[str, ...]] = [(tr("{rank} ex æquo").format(rank=r.entry.rank) if r.shared or r.entry.rank in tied
                 else str(r.entry.rank), r.entry.label, euros(r.prize_cents) if r.prize_cents else "", r.lot or "")
                for r in won]
        n = self.ROWS_PER_SLIDE
        headers: tuple[str, ...] = (tr("Rang"), tr("Équipe"), tr("Prix"), tr("Lot"))
        return [(tr("Palmarès · les prix"), headers, rows[start:start + n]) for start in range(0, len(rows), n)]

    def _season_slides(self) -> list[tuple[str, tuple[str, ...], list[tuple[str, ...]]]]:
        """The seasons counting this concours, after the evening's standings (when the organiser asks: key S)."""
        from belote_club.services.errors import ServiceError
        from belote_club.services.season_data import row_names

        slides: list[tuple[str, tuple[str, ...], list[tuple[str, ...]]]] = []
        try:
            seasons = self.service.seasons_of_concours(self.tournament_id)
            views = [self.service.season_standings(s.id) for s in seasons]
        except ServiceError:
            return slides
        n = self.ROWS_PER_SLIDE
        for view in views:
            rows: list[tuple[str, ...]] = [
                ("–" if line.rank is None else tr("{rank} ex æquo").format(rank=line.rank) if line.tied
                 else str(line.rank), row_names(line, view.players, sort_names=False), str(line.concours),
                 str(line.wins), number(line.total)) for line in view.lines if line.rank is not None]
            caption = tr("Saison « {name} » · classement").format(name=view.summary.name)
            for start in range(0, len(rows), n):
                who = tr("Joueurs") if view.rules.ranking == "teams" else tr("Joueur")
                slides.append((caption, (tr("Rang"), who, tr("Concours"), tr("Victoires"), tr("Total")),
                               rows[start:start + n]))
        return slides

    def toggle_season(self) -> None:
        """Key S: the seasons' standings after the evening's, or no longer (kept for the next projection)."""
        self.settings.setValue("projector/season", not self.settings.value("projector/season", False, bool))
        self.refresh()

    def _fixed_rows(self) -> None:
        """Every page's rows as tall as a full page's: a last page of three teams is not stretched."""
        table = self.table
        height = max(24, (table.viewport().height() or table.height()) // self.ROWS_PER_SLIDE)
        table.verticalHeader().setDefaultSectionSize(height)

    def _show_slide(self) -> None:
        caption, headers, rows = self.slides[self.slide]
        pages = sum(1 for s in self.slides if s[0] == caption)
        if pages > 1:
            index = [i for i, s in enumerate(self.slides) if s[0] == caption].index(self.slide) + 1
            caption += f" · {index}/{pages}"
        self.subtitle.setText(caption)
        table = self.table
        table.clear()
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels(list(headers))
        table.setRowCount(len(rows))
        bold = QFont()
        bold.setBold(True)
        ranking = headers[1] in (tr("Équipe"), tr("Joueur"), tr("Joueurs"))  # the evening's or a season's
        numeric = {0, 2} if headers[-1] == tr("Lot") else {0, 2, 3, 4} if ranking else {0, 3}
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                item = QTableWidgetItem(value)
                align = Qt.AlignmentFlag.AlignRight if c in numeric else Qt.AlignmentFlag.AlignLeft
                item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                if c == 0:
                    item.setFont(bold)
                table.setItem(r, c, item)
        for c in range(len(headers)):  # headers aligned like their column: names left, figures right
            head = table.horizontalHeaderItem(c)
            if head is not None:
                side = Qt.AlignmentFlag.AlignRight if c in numeric else Qt.AlignmentFlag.AlignLeft
                head.setTextAlignment(side | Qt.AlignmentFlag.AlignVCenter)
        header = table.horizontalHeader()
        self._stretched = [c for c in range(len(headers)) if c in (1, 2, 3) and c not in numeric]
        for c in range(len(headers)):  # the others fixed, as wide on every page of the list: they do not move
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch if c in self._stretched
                                        else QHeaderView.ResizeMode.Fixed)
        self._set_widths(self._column_widths(self._list_rows(), self._stretched, self.TEXT_POINTS))
        self._fixed_rows()
        self._fit_names()

    TEXT_POINTS = 24.0
    MIN_TEXT_POINTS = 15.0
    #: Beside an item's text: its padding (14 px each side) and the style's margins.
    ITEM_MARGINS = 2 * 14 + 10

    def _list_rows(self) -> list[tuple[str, ...]]:
        """The rows of every page of the list shown (the table plan, the standings, the prizes…)."""
        caption = self.slides[self.slide][0]
        return [row for slide in self.slides if slide[0] == caption for row in slide[2]]

    def _column_widths(self, rows: Sequence[tuple[str, ...]], stretched: Collection[int],
                       points: float) -> dict[int, int]:
        """The width of each column that is not stretched: its widest text in ``rows`` in type of ``points``
        (the first column in bold), at least its title's."""
        font = QFont(self.table.font())
        font.setPointSizeF(points)
        bold = QFont(font)
        bold.setBold(True)
        plain, strong = QFontMetricsF(font), QFontMetricsF(bold)
        header = self.table.horizontalHeader()
        widths: dict[int, int] = {}
        for c in range(self.table.columnCount()):
            if c not in stretched:
                metrics = strong if c == 0 else plain
                text = max((metrics.horizontalAdvance(row[c]) for row in rows if c < len(row)), default=0.0)
                widths[c] = max(math.ceil(text) + self.ITEM_MARGINS, header.sectionSizeHint(c))
        return widths

    def _set_widths(self, widths: dict[int, int]) -> None:
        header = self.table.horizontalHeader()
        for column, width in widths.items():
            header.resizeSection(column, width)

    def _fit_names(self) -> None:
        """Long team names get a smaller type rather than an ellipsis (down to 15 pt, readable from afar).  The
        type and the widths are worked out over every page of the list, not the page alone: when the page turns,
        no column moves and the type keeps its size."""
        table = self.table
        columns = getattr(self, "_stretched", [])
        if not columns or table.rowCount() == 0 or not table.isVisible():
            return
        rows = self._list_rows()
        header = table.horizontalHeader()
        font = QFont(table.font())
        font.setPointSizeF(self.TEXT_POINTS)
        metrics = QFontMetricsF(font)
        widest = {c: max((metrics.horizontalAdvance(row[c]) for row in rows if c < len(row)), default=0.0)
                  for c in columns}
        # Every column in the same type (the scores too): a score in 24 pt beside names in 15 pt took the room
        # the names needed.  Twice: the figures' columns narrow with the smaller type, the names gain it.
        size = self.TEXT_POINTS
        for _pass in range(2):
            self._set_widths(self._column_widths(rows, columns, size))
            header.resizeSections()
            ratio = 1.0
            for c in columns:
                room = header.sectionSize(c) - 48  # the items’ padding (14 px each side), the style’s margins
                if widest[c] > room > 0:
                    ratio = min(ratio, room / widest[c])
            size = max(self.MIN_TEXT_POINTS, min(size, self.TEXT_POINTS * ratio))
        self._set_widths(self._column_widths(rows, columns, size))
        for c in range(table.columnCount()):
            for r in range(table.rowCount()):
                item = table.item(r, c)
                if item is not None:
                    fitted = QFont(item.font())
                    fitted.setPointSizeF(size)
                    item.setFont(fitted)

    def _fit_title(self) -> None:
        width = self.title.width() if self.title.width() > 50 else self.width() - 80
        self.title.setText(self.title.fontMetrics().elidedText(self.title_text, Qt.TextElideMode.ElideRight,
                                                               max(width, 200)))
        self.title.setToolTip(self.title_text)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 — Qt override
        super().resizeEvent(event)
        self._fit_title()
        self._fixed_rows()
        self._fit_names()

    def showEvent(self, event: Any) -> None:  # noqa: N802 — Qt override
        super().showEvent(event)
        self._fit_names()

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802 — Qt override
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_F11):
            self.close()
        elif event.key() == Qt.Key.Key_Space:
            self.next_page()
        elif event.key() == Qt.Key.Key_S:
            self.toggle_season()
        else:
            super().keyPressEvent(event)

    def closeEvent(self, event: Any) -> None:  # noqa: N802
        self.rotation.stop()
        self.pending.stop()
        self.closed.emit()
        super().closeEvent(event)
