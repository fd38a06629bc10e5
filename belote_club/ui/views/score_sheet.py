"""The score sheet: one game, typed deal by deal on one line, keyboard first.

Type ``195`` and Enter: the deal is scored, stored through the game source, the totals move and the
line is ready for the next deal.  While typing, the line below says what the deal would give, or why it
cannot be read.  A deal in the list is edited with Enter (or a double click) and deleted with Suppr;
every change is an undo command acting on the game source (Ctrl+Z / Ctrl+Y), never on the widgets.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QFontMetrics, QKeySequence, QResizeEvent, QShortcut, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from belote_club.rules import DealError, GameResult, score_game
from belote_club.services.errors import StaleGameError
from belote_club.text import number
from belote_club.ui.entry_contract import entry_context, format_line, help_lines, parse_line, placeholder
from belote_club.ui.entry_syntax import EntryError
from belote_club.ui.game_source import Deal, GameSource, preview_deal
from belote_club.ui.models.deals import DealsModel
from belote_club.ui.outcomes import outcome_label
from belote_club.ui.table_field import jump_hint, jump_target
from belote_club.ui.theme import colors
from belote_club.ui.translation import tr
from belote_club.ui.views.deal_commands import (
    SOURCE_ERRORS,
    AddDealCommand,
    DealCommand,
    EditDealCommand,
    RemoveDealCommand,
)
from belote_club.ui.views.entry_line import DealsTable, EntryLine
from belote_club.ui.widgets import set_role

log = logging.getLogger(__name__)


class ScoreSheet(QWidget):
    """One game's score sheet.  ``changed`` is emitted after every stored change (standings refresh)."""

    changed = Signal()
    tableRequested = Signal(int)  #: « t7 »: that table of the round in play
    roundTableRequested = Signal(int, int)  #: « m1 t5 »: round, table (another round only when asked)

    def __init__(self, source: GameSource, undo_stack: QUndoStack | None = None,
                 parent: QWidget | None = None, *, place: str = "") -> None:
        super().__init__(parent)
        self.source = source
        self.undo_stack = undo_stack or QUndoStack(self)
        #: Where this game is played (« table 4, manche 1 »): the undo history names each deal with it.
        self.place = place
        #: Why no deal can be typed here (a game entered from its paper sheet's totals); « t7 » still works.
        self.locked_reason = ""
        #: The live sheet of this game, in view (see ``DealCommand``); a sheet alone is its own.
        self.locate: Callable[[], ScoreSheet | None] = lambda: self
        rules = source.rules
        self.context = entry_context(rules)
        self.editing: int | None = None
        self.inserting = False  # with ``editing``: the line inserts a forgotten deal before that one
        #: A deal chosen with Haut/Bas from the entry line: F2, Inser, Suppr typed there act on it.
        self.picked = False
        self._quiet = False  # the line is being emptied after a deal was stored: no preview

        self.title = QLabel(source.title)
        self.title.setProperty("role", "title")
        self.totals_labels: list[QLabel] = []
        totals_box = QFrame()
        totals_box.setObjectName("totalsBox")
        totals_layout = QGridLayout(totals_box)
        totals_layout.setContentsMargins(0, 0, 0, 0)
        totals_layout.setHorizontalSpacing(28)  # long team names must not run into each other
        for camp, name in enumerate(source.camp_names):
            name_label = QLabel(f"{camp + 1} · {name}")
            name_label.setProperty("role", "subtitle")
            name_label.setWordWrap(True)
            totals_layout.setColumnStretch(camp, 1)
            total = QLabel("0")
            total.setProperty("role", "total")
            totals_layout.addWidget(name_label, 0, camp)
            totals_layout.addWidget(total, 1, camp)
            self.totals_labels.append(total)
        self.reserve_label = QLabel()
        self.reserve_label.setProperty("role", "subtitle")
        totals_layout.addWidget(self.reserve_label, 1, len(source.camp_names), Qt.AlignmentFlag.AlignBottom)
        self.goal_label = QLabel()
        self.goal_label.setProperty("role", "subtitle")
        totals_layout.addWidget(self.goal_label, 0, len(source.camp_names), Qt.AlignmentFlag.AlignRight)

        self.banner = QLabel()
        self.banner.setProperty("role", "banner")
        self.banner.setWordWrap(True)
        self.banner.hide()

        self.model = DealsModel(source.camp_names, self, contree=rules.contree, reserve=rules.litige == "reserve")
        self._title_widths: list[int] = []
        self.table = DealsTable()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setTabKeyNavigation(False)
        self.table.verticalHeader().hide()
        # Rows as tall as the text needs: at 1366 × 768 a whole game (8 deals and more) is in sight.
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        # Never fewer than four deals in sight: on a short screen the page scrolls rather than squeeze the list
        # (see ``PageStack``: a page within a few pixels of the screen's height is fitted, not scrolled).
        self.table.setMinimumHeight(self.table.horizontalHeader().sizeHint().height() + 2 * self.table.frameWidth()
                                    + 4 * self.table.verticalHeader().defaultSectionSize())
        # Columns sized from the texts by :meth:`_fit_columns`, not by Qt's ResizeToContents: that one measured
        # every cell of the game again through the model at each deal entered.
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.doubleClicked.connect(lambda index: self.start_edit(index.row()))
        self.table.selectionModel().currentRowChanged.connect(self._show_selected)

        self.mode_label = QLabel()
        self.mode_label.setProperty("role", "subtitle")
        self.entry = EntryLine()
        self.entry.setObjectName("entryLine")
        self.entry.setPlaceholderText(placeholder(self.context))
        self.entry.setAccessibleName(tr("Saisie de la donne"))
        self.entry.textChanged.connect(self._preview)
        self.entry.returnPressed.connect(self.commit)
        self.entry.cancelled.connect(self.cancel_edit)
        self.entry.moveSelection.connect(self._move_selection)
        self.entry.editRequested.connect(self._edit_from_entry)
        self.entry.insertRequested.connect(self._insert_from_entry)
        self.entry.removeRequested.connect(self._remove_from_entry)
        self.entry.historyRequested.connect(self._before_history)
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        self.feedback.setMinimumHeight(2 * self.feedback.fontMetrics().height())
        self.feedback.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setProperty("role", "hint")
        self.help = QLabel(self._help_text())
        self.help.setProperty("role", "hint")
        self.help.setWordWrap(True)

        self.table.editRequested.connect(lambda: self.start_edit(self.current_row()))
        self.table.removeRequested.connect(self.remove_selected)
        self.table.insertRequested.connect(lambda: self.start_insert(self.current_row()))
        help_shortcut = QShortcut(QKeySequence(Qt.Key.Key_F1), self)
        help_shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        help_shortcut.activated.connect(lambda: self.help.setVisible(not self.help.isVisible()))

        left = QVBoxLayout()
        left.addWidget(self.title)
        left.addWidget(totals_box)
        left.addWidget(self.banner)
        left.addWidget(self.mode_label)
        left.addWidget(self.entry)
        left.addWidget(self.feedback)
        left.addWidget(self.table, 1)
        side_panel = QWidget()
        side_panel.setObjectName("sheetSide")
        right = QVBoxLayout(side_panel)
        right.setContentsMargins(0, 0, 4, 0)
        detail_title = QLabel(tr("Explication"))
        detail_title.setProperty("role", "subtitle")
        right.addWidget(detail_title)
        right.addWidget(self.detail)
        help_title = QLabel(tr("Saisie rapide (F1)"))
        help_title.setProperty("role", "subtitle")
        right.addSpacing(12)
        right.addWidget(help_title)
        right.addWidget(self.help)
        right.addStretch(1)
        self.side = right
        # The explanation, the game's chart and the help scroll together when the window is short: the sheet
        # never asks for more height than the screen has (the window grew off a 768-pixel screen otherwise).
        self.side_scroll = QScrollArea()
        self.side_scroll.setWidget(side_panel)
        self.side_scroll.setWidgetResizable(True)
        self.side_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.side_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.side_scroll.setStyleSheet("QScrollArea, #sheetSide { background: transparent; }")
        layout = QHBoxLayout(self)
        layout.addLayout(left, 3)
        layout.addWidget(self.side_scroll, 2)
        self.setFocusProxy(self.entry)
        self.refresh()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 — Qt override
        """On a short screen (a 600-pixel netbook) the totals shrink so that the list of deals keeps room."""
        super().resizeEvent(event)
        screen = self.screen()
        short = screen is not None and screen.availableGeometry().height() < 720
        role = "total-small" if short or self.height() < 440 else "total"
        for total in self.totals_labels:
            if total.property("role") != role:
                set_role(total, role)
        # The list of deals first: narrow, its every column in sight (the explanation and chart beside shrink);
        # short, the message line keeps one line of room instead of two.
        layout = self.layout()
        if isinstance(layout, QHBoxLayout):
            layout.setStretch(0, 2 if self.width() < 1150 else 3)
            layout.setStretch(1, 1 if self.width() < 1150 else 2)
        lines = 1 if short else 2
        self.feedback.setMinimumHeight(lines * self.feedback.fontMetrics().height())
        # Short: the banner and the deal line in smaller type, so that the deals keep the height.
        self.banner.setStyleSheet("font-size: 12pt; padding: 4px 10px;" if short else "")
        self.entry.setStyleSheet("QLineEdit#entryLine { font-size: 14pt; padding: 3px 8px; }" if short else "")

    # -- reading --------------------------------------------------------------------------------
    def _help_text(self) -> str:
        lines = []
        for example, meaning in help_lines(self.context):
            if ("sa" in example and len(self.context.trump_modes) == 1) or (
                example.startswith("a2") and not self.context.annonces
            ) or (example == "195/40" and self.context.camps == 2) or (
                example.startswith("x2") and self.context.camps != 2
            ):
                continue
            lines.append(tr("{example} : {meaning}").format(example=f"<b>{example}</b>", meaning=tr(meaning)))
        lines.append(tr("<b>t7</b> : ouvrir la table 7 de la manche en cours ; "
                        "<b>m1 t5</b> : la table 5 de la manche 1"))
        lines.append(tr("Entrée ou F2 sur une donne : la modifier ; Suppr : la supprimer ; "
                        "Inser : insérer une donne oubliée avant elle"))
        return "<br>".join(lines)

    def current_row(self) -> int:
        index = self.table.currentIndex()
        return index.row() if index.isValid() else -1

    def _before_history(self) -> None:
        """Undo or redo asked from the entry line: a correction or insertion in progress is given up first
        (the deal it named may be the one undone); a new deal being typed stays on the line."""
        if self.editing is not None:
            self.cancel_edit()

    def refresh(self, select_row: int | None = None) -> None:
        deals = self.source.deals()
        result = self.source.result()
        if self.editing is not None and not 0 <= self.editing < len(deals):  # undone from the menu meanwhile
            self.cancel_edit()
        self.model.set_game(deals, result, self.source.counted())
        self._fit_columns()
        for label, total in zip(self.totals_labels, result.totals, strict=True):
            label.setText(number(total))
        reserve = result.deals[-1].reserve if result.deals else 0
        self.reserve_label.setText(tr("Réserve : {n}").format(n=number(reserve)) if reserve else "")
        # A passed deal is not one of the « 12 donnes » unless the rules say so: the game's view says which count.
        self.goal_label.setText(self._goal_text(self.model.played, result.finished))
        self._show_end(result)
        if select_row is not None and 0 <= select_row < len(deals):
            self.table.selectRow(select_row)
        else:
            self.table.scrollToBottom()
        if deals and self.editing is None:
            # The deal just corrected (or restored by an undo) is the one selected: explain that one.
            chosen = select_row is not None and 0 <= select_row < len(deals)
            self._explain(select_row if select_row is not None and chosen else len(deals) - 1)
        self.changed.emit()

    def _fit_columns(self) -> None:
        """Each column as wide as its title and its widest text (the totals in bold), with the margins Qt's
        ResizeToContents gives, from the texts the model keeps; the last one takes the room left."""
        header = self.table.horizontalHeader()
        plain, bold = self.table.fontMetrics(), QFontMetrics(self.model.bold_font)
        # An item's text margin on each side, the grid line (QCommonStyle, QTableView.sizeHintForColumn), and one
        # character to spare: on X11 a painted text may run a few pixels wider than its advance (« 1 110 co … »).
        margin = 2 * (self.table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self.table) + 1) + 1
        margin += plain.averageCharWidth()
        if not self._title_widths:  # the titles never change for a sheet: measured once
            self._title_widths = [header.sectionSizeHint(column) for column in range(self.model.columnCount())]
        for column in range(self.model.columnCount() - 1):
            metrics = bold if self.model.is_bold(column) else plain
            width = max([self._title_widths[column],
                         *(metrics.horizontalAdvance(text) + margin for text in self.model.texts(column))])
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)

    def _goal_text(self, count: int, finished: bool = False) -> str:
        if finished:  # not « Donne 13 sur 12 »; nothing for a game entered as its sheet's totals
            if not count:
                return ""
            return tr("{n} donne jouée").format(n=count) if count == 1 else tr("{n} donnes jouées").format(n=count)
        end = self.source.rules.game_end
        if end.type == "target":
            return tr("Donne {n} · partie en {target}").format(n=count + 1, target=number(end.points))
        if end.type == "deals":
            return tr("Donne {n} sur {count}").format(n=count + 1, count=end.count)
        return tr("Donne {n} · partie libre").format(n=count + 1)

    def _show_end(self, result: GameResult) -> None:
        if not result.finished:
            self.banner.hide()
            self.entry.setPlaceholderText(placeholder(self.context))
            return
        names = self.source.camp_names
        score = " – ".join(number(t) for t in result.totals)
        if result.winner is None:
            text = tr("Partie terminée : égalité ({score}).").format(score=score)
        else:
            text = tr("Partie terminée, gagnée par {name} ({score}).").format(name=names[result.winner], score=score)
        if result.rubicon:
            losers = ", ".join(names[i] for i in result.rubicon)
            text += " " + tr("Rubicon : {losers} — la victoire compte double.").format(losers=losers)
        if result.reserve_lost:
            text += " " + tr("Réserve perdue : {n}.").format(n=number(result.reserve_lost))
        self.banner.setText(text)
        self.banner.show()
        self.entry.setPlaceholderText(tr("Partie terminée — F2 : corriger une donne"))

    def _explain(self, row: int) -> None:
        result = self.source.result()
        if 0 <= row < len(result.deals):
            lines = result.deals[row].explanation
            shown = self.model.number_of(row)
            title = tr("Donne passée (elle ne compte pas)") if shown == "–" else tr("Donne {n}").format(n=shown)
            self.detail.setText(title + "<br>" + "<br>".join(lines))
        else:
            self.detail.clear()

    def _show_selected(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid():
            self._explain(current.row())

    def _move_selection(self, step: int) -> None:
        count = self.model.rowCount()
        if not count:
            return
        row = self.current_row()
        row = count - 1 if row < 0 or not self.picked else max(0, min(count - 1, row + step))
        self.picked = True
        self.table.selectRow(row)

    def _insert_from_entry(self) -> None:
        """Inser on the entry line: a forgotten deal before the one chosen with Haut/Bas."""
        if self.picked:
            self.start_insert(self.current_row())

    def _remove_from_entry(self) -> None:
        """Suppr on an empty entry line: delete the deal chosen with Haut/Bas."""
        if self.picked:
            self.remove_selected()

    def _edit_from_entry(self) -> None:
        """F2 in the entry line: correct the deal chosen with Haut/Bas, else the last one."""
        if self.editing is not None:
            return
        row = self.current_row() if self.picked else -1
        self.start_edit(row if row >= 0 else len(self.source.deals()) - 1)

    # -- typing ---------------------------------------------------------------------------------
    def set_feedback(self, text: str, role: str) -> None:
        if self.feedback.text() != text:
            self.feedback.setText(text)
        if self.feedback.property("role") != role:  # styled again only when its role changes (style sheet)
            set_role(self.feedback, role)

    def _parse(self, text: str) -> tuple[Deal | None, str]:
        """The deal typed, or None and the reason it is refused."""
        try:
            deal = parse_line(text, self.context)
        except EntryError as error:
            return None, str(error)
        return deal, ""

    def _target_index(self) -> int:
        return self.editing if self.editing is not None else len(self.source.deals())

    def _preview(self, text: str) -> None:
        if self._quiet:
            return
        if not text.strip():
            self.set_feedback("", "hint")
            return
        jump = jump_target(text)
        if jump is not None:
            self.set_feedback(jump_hint(jump), "hint")
            return
        if self.locked_reason:
            self.set_feedback(self.locked_reason, "error")
            return
        deal, reason = self._parse(text)
        if deal is None:
            self.set_feedback(reason, "error")
            return
        try:
            dealt, game = preview_deal(self.source, self.source.deals(), self._target_index(), deal,
                                       insert=self.inserting)
        except DealError as error:
            self.set_feedback(self._error_text(error), "error")
            return
        names = self.source.camp_names
        scored = " – ".join(f"{names[i]} {number(p)}" for i, p in enumerate(dealt.points))
        line = tr("→ {outcome} : {scored}").format(outcome=tr(outcome_label(dealt.outcome, self.context.contract)), scored=scored)
        if dealt.reserve:
            line += " · " + tr("réserve {n}").format(n=number(dealt.reserve))
        line += f"<br><span style='color:{colors().muted}'>" + " ".join(dealt.explanation) + "</span>"
        self.set_feedback(line, "ok")

    def commit(self) -> bool:
        """Store the line's deal (Enter).  Returns whether something was stored."""
        text = self.entry.text()
        jump = jump_target(text)
        if jump is not None:  # the page opens it; a table the round does not have is said here (the line kept)
            self.tableRequested.emit(jump[1]) if jump[0] is None else self.roundTableRequested.emit(*jump)
            return False
        if self.locked_reason:
            self.set_feedback(self.locked_reason, "error")
            self.entry.selectAll()
            return False
        deal, reason = self._parse(text)
        if deal is None:
            self.set_feedback(reason, "error")
            self.entry.selectAll()
            return False
        index = self._target_index()
        deals = self.source.deals()
        try:
            preview_deal(self.source, deals, index, deal, insert=self.inserting)
        except DealError as error:
            self.set_feedback(self._error_text(error), "error")
            self.entry.selectAll()
            return False
        command: DealCommand | None
        if self.inserting:
            command = AddDealCommand(self, index, deal)
        elif self.editing is not None:
            old = deals[index]
            command = EditDealCommand(self, index, old, deal) if old != deal else None
        else:
            command = AddDealCommand(self, index, deal)
        if command is not None and not self._perform(command):
            self.entry.selectAll()
            return False
        self.editing = None
        self.inserting = False
        self.picked = False
        self.mode_label.clear()
        self._quiet = True  # the line emptied: no preview of nothing, the deal stored is explained below
        try:
            self.entry.clear()
        finally:
            self._quiet = False
        self._explain(index)
        self.set_feedback(self.detail.text(), "ok")
        return True

    def start_insert(self, row: int) -> None:
        if not 0 <= row < len(self.source.deals()):
            return
        self.editing = row
        self.inserting = True
        shown = self.model.number_of(row)  # as the list numbers it: « – » for a passed deal that does not count
        self.mode_label.setText(tr("Donne oubliée, insérée avant la donne passée — Entrée pour valider, Échap pour "
                                   "annuler") if shown == "–" else tr(
            "Donne oubliée, insérée avant la donne {n} — Entrée pour valider, Échap pour annuler").format(n=shown))
        self.entry.clear()
        self.entry.setFocus()

    def start_edit(self, row: int) -> None:
        deals = self.source.deals()
        if not 0 <= row < len(deals):
            return
        self.inserting = False
        self.editing = row
        shown = self.model.number_of(row)
        self.mode_label.setText(tr("Correction de la donne passée — Entrée pour valider, Échap pour annuler")
                                if shown == "–" else
                                tr("Correction de la donne {n} — Entrée pour valider, Échap pour annuler").format(n=shown))
        self.entry.setText(format_line(deals[row]))
        self.entry.setFocus()
        self.entry.selectAll()

    def cancel_edit(self) -> None:
        self.editing = None
        self.inserting = False
        self.picked = False
        self.mode_label.clear()
        self.entry.clear()
        self.set_feedback("", "hint")

    def remove_selected(self) -> bool:
        row = self.current_row()
        deals = self.source.deals()
        if not 0 <= row < len(deals):
            return False
        remaining = deals[:row] + deals[row + 1:]
        try:
            score_game(self.source.rules, remaining, explain=False)
        except DealError as error:
            shown = self.model.number_of(row)
            self.set_feedback((tr("Impossible de supprimer la donne passée : {reason}") if shown == "–" else
                               tr("Impossible de supprimer la donne {n} : {reason}")).format(
                n=shown, reason=_deal_error_text(error)), "error")
            return False
        shown = self.model.number_of(row)
        done = self._perform(RemoveDealCommand(self, row, deals[row]))
        if done:
            self.picked = False
            self.set_feedback((tr("Donne passée supprimée (Ctrl+Z pour l’annuler).") if shown == "–" else
                               tr("Donne {n} supprimée (Ctrl+Z pour l’annuler).")).format(n=shown), "hint")
        return done

    def _error_text(self, error: DealError) -> str:
        """The engine's reason, the deal named as the list numbers it: the engine counts places, so that after
        a passed deal the rules do not count, its « donne 8 » is the list's 7 (the deal being added: the next
        number; a passed deal that does not count: the reason alone)."""
        if error.deal is None:
            return _deal_error_text(error)
        position = error.deal - 1
        if position < self.model.rowCount():
            shown = self.model.number_of(position)
        else:
            shown = self.model.next_number()
        message = getattr(error, "message", str(error))
        return message if shown == "–" else tr("Donne {n} : {reason}").format(n=shown, reason=message)

    def describe(self, what: str, index: int) -> str:
        """« donne 12, table 4, manche 1 »: a deal as the undo history names it (``what`` holds ``{n}``)."""
        shown = self.model.number_of(index) if index < self.model.rowCount() else None
        if shown is None:  # a deal being added: the next number, unless it is a pass that does not count
            shown = self.model.next_number()
        text = what.format(n=shown)
        return f"{text}, {self.place}" if self.place else text

    def _perform(self, command: DealCommand) -> bool:
        """Do the change through the source; push it on the undo stack only if the source accepted it."""
        command.before = self.source.fingerprint
        try:
            command.forward(self)
        except StaleGameError as error:
            self.show_stale(error)
            return False
        except SOURCE_ERRORS as error:
            self.report(error)
            return False
        command.after = self.source.fingerprint
        self.undo_stack.push(command)
        return True

    # -- other stations -----------------------------------------------------------------------------
    def is_busy(self) -> bool:
        """Whether someone is typing here: a deal being corrected or inserted, or text on the line."""
        return self.editing is not None or bool(self.entry.text().strip())

    def reload(self) -> bool:
        """Read the game again from its source (another station may have changed it), unless someone is
        typing on this sheet: a line being typed is never touched.  Whether the game shown changed."""
        if self.is_busy() or not self.source.reload():
            return False
        self.picked = False
        self._forget_history()
        self.refresh()
        return True

    def show_stale(self, error: StaleGameError, *, clear_history_later: bool = False) -> None:
        """The source refused a change because the game changed elsewhere and reloaded it: show the game
        as it now stands and say so on the sheet (the line typed stays, to be checked and entered again)."""
        if self.editing is not None and self.editing >= len(self.source.deals()):
            self.editing = None
            self.inserting = False
            self.mode_label.clear()
        self.picked = False
        self.refresh()
        self.report(error)
        # The history no longer matches the game: undoing would act on deals someone else changed.
        if clear_history_later:  # inside QUndoStack.undo()/redo(): not while it runs
            QTimer.singleShot(0, self._forget_history)
        else:
            self._forget_history()

    def _forget_history(self) -> None:
        self.undo_stack.clear()

    def report(self, error: Exception) -> None:
        text = self._error_text(error) if isinstance(error, DealError) else str(error)
        self.set_feedback(text, "error")
        log.info("Refusé : %s", text)


def _deal_error_text(error: DealError) -> str:
    """The engine's French reason, with the deal number in French (not the field's JSON name)."""
    message = getattr(error, "message", str(error))
    if error.deal is not None:
        return tr("Donne {n} : {reason}").format(n=error.deal, reason=message)
    return message
