"""The score sheet: one game, typed deal by deal on one line, keyboard first.

Type ``195`` and Enter: the deal is scored, stored through the game source, the totals move and the
line is ready for the next deal.  While typing, the line below says what the deal would give, or why it
cannot be read.  A deal in the list is edited with Enter (or a double click) and deleted with Suppr;
every change is an undo command acting on the game source (Ctrl+Z / Ctrl+Y), never on the widgets.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QFont, QKeySequence, QShortcut, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QScrollArea,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from belote_club.rules import DealError, GameResult, score_game
from belote_club.rules.game import Outcome
from belote_club.services.errors import ServiceError, StaleGameError
from belote_club.ui.entry_syntax import HELP_LINES, EntryContext, EntryError, format_deal, parse_entry
from belote_club.ui.game_source import Deal, GameSource, preview_deal
from belote_club.ui.text import outcome_label, points

log = logging.getLogger(__name__)

AnyIndex = QModelIndex | QPersistentModelIndex
SOURCE_ERRORS = (DealError, ServiceError)
TABLE_JUMP = re.compile(r"^\s*t\s*(\d{1,4})\s*$", re.IGNORECASE)


def tr(text: str) -> str:
    return QCoreApplication.translate("ScoreSheet", text)


class DealsModel(QAbstractTableModel):
    """The deals of a game with their points, running totals and reserve (read from a GameResult)."""

    def __init__(self, camp_names: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.camp_names = camp_names
        self._deals: list[Deal] = []
        self._result: GameResult | None = None
        self._running: list[tuple[int, ...]] = []

    def set_game(self, deals: list[Deal], result: GameResult) -> None:
        self.beginResetModel()
        self._deals = deals
        self._result = result
        running: list[tuple[int, ...]] = []
        totals = [0] * len(self.camp_names)
        for deal in result.deals:
            totals = [t + p for t, p in zip(totals, deal.points, strict=True)]
            running.append(tuple(totals))
        self._running = running
        self.endResetModel()

    @property
    def camps(self) -> int:
        return len(self.camp_names)

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._deals)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 3 + 2 * self.camps + 1

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        n = self.camps
        if section == 0:
            return tr("N°")
        if section == 1:
            return tr("Saisie")
        if section == 2:
            return tr("Résultat")
        if section < 3 + n:
            return tr("Points {camp}").format(camp=section - 3 + 1)
        if section < 3 + 2 * n:
            return tr("Total {camp}").format(camp=section - 3 - n + 1)
        if section == 3 + 2 * n:
            return tr("Réserve")
        return None

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self._result is None:
            return None
        row, column = index.row(), index.column()
        if not (0 <= row < len(self._deals)):
            return None
        n = self.camps
        dealt = self._result.deals[row]
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return str(row + 1)
            if column == 1:
                return format_deal(self._deals[row])
            if column == 2:
                return QCoreApplication.translate("Outcome", outcome_label(dealt.outcome))
            if column < 3 + n:
                return points(dealt.points[column - 3])
            if column < 3 + 2 * n:
                return points(self._running[row][column - 3 - n])
            if column == 3 + 2 * n:
                return points(dealt.reserve) if dealt.reserve else ""
        elif role == Qt.ItemDataRole.ToolTipRole:
            return "\n".join(dealt.explanation)
        elif role == Qt.ItemDataRole.TextAlignmentRole:
            if column >= 3 or column == 0:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        elif role == Qt.ItemDataRole.FontRole and 3 + n <= column < 3 + 2 * n:
            font = QFont()
            font.setBold(True)
            return font
        elif role == Qt.ItemDataRole.UserRole:
            return dict(self._deals[row])
        return None


class _DealCommand(QUndoCommand):
    """A change of the game, done through the game source.  The sheet performs the first ``redo`` itself
    (so that a refusal is shown inline, not raised inside ``QUndoStack.push``); later undo/redo that the
    source refuses (the tournament was closed meanwhile…) are reported on the sheet and change nothing.

    ``before`` and ``after`` are the game's fingerprints around the change: an undo expects the game to be
    exactly as this command left it, a redo as it found it — so that a change made on another station in
    between is never undone blindly (the game is reloaded and the refusal shown instead)."""

    def __init__(self, sheet: ScoreSheet, text: str) -> None:
        super().__init__(text)
        self.sheet = sheet
        self.done_once = False
        self.before: str | None = None
        self.after: str | None = None

    def _run(self, action: Any, expected: str | None, row: int | None) -> None:
        try:
            action(expected)
        except StaleGameError as error:
            self.setObsolete(True)
            self.sheet.show_stale(error, clear_history_later=True)
            return
        except SOURCE_ERRORS as error:
            self.sheet.report(error)
            self.setObsolete(True)
            return
        self.sheet.refresh(select_row=row)
        if not self.sheet.entry.text():  # the line's last message was about a deal this undo/redo changed
            self.sheet._set_feedback("", "hint")

    def redo(self) -> None:
        if not self.done_once:
            self.done_once = True
            self.sheet.refresh(select_row=self.row)
            return
        self._run(self.forward, self.before, self.row)

    def undo(self) -> None:
        self._run(self.backward, self.after, self.row)

    row: int | None = None

    def forward(self, expected: str | None = None) -> None:
        raise NotImplementedError

    def backward(self, expected: str | None = None) -> None:
        raise NotImplementedError


class AddDealCommand(_DealCommand):
    def __init__(self, sheet: ScoreSheet, index: int, deal: Mapping[str, Any]) -> None:
        super().__init__(sheet, tr("Ajouter la donne {n}").format(n=index + 1))
        self.index, self.deal = index, dict(deal)

    def forward(self, expected: str | None = None) -> None:
        self.sheet.source.insert_deal(self.index, self.deal, expected=expected)

    def backward(self, expected: str | None = None) -> None:
        self.sheet.source.remove_deal(self.index, expected=expected)


class EditDealCommand(_DealCommand):
    def __init__(self, sheet: ScoreSheet, index: int, old: Mapping[str, Any], new: Mapping[str, Any]) -> None:
        super().__init__(sheet, tr("Modifier la donne {n}").format(n=index + 1))
        self.index, self.old, self.new = index, dict(old), dict(new)
        self.row = index

    def forward(self, expected: str | None = None) -> None:
        self.sheet.source.replace_deal(self.index, self.new, expected=expected)

    def backward(self, expected: str | None = None) -> None:
        self.sheet.source.replace_deal(self.index, self.old, expected=expected)


class RemoveDealCommand(_DealCommand):
    def __init__(self, sheet: ScoreSheet, index: int, old: Mapping[str, Any]) -> None:
        super().__init__(sheet, tr("Supprimer la donne {n}").format(n=index + 1))
        self.index, self.old = index, dict(old)

    def forward(self, expected: str | None = None) -> None:
        self.sheet.source.remove_deal(self.index, expected=expected)

    def backward(self, expected: str | None = None) -> None:
        self.sheet.source.insert_deal(self.index, self.old, expected=expected)


class DealsTable(QTableView):
    """The list of deals: Entrée/F2 edits the current deal, Suppr deletes it, Inser inserts one before it."""

    editRequested = Signal()
    removeRequested = Signal()
    insertRequested = Signal()

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802 — Qt override
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_F2):
            self.editRequested.emit()
        elif key == Qt.Key.Key_Delete:
            self.removeRequested.emit()
        elif key == Qt.Key.Key_Insert:
            self.insertRequested.emit()
        else:
            super().keyPressEvent(event)


class EntryLine(QLineEdit):
    """The one-line deal entry; Échap cancels an edit, Haut/Bas move in the list of deals; there, F2 corrects
    the deal chosen, Inser inserts one before it and Suppr (on an empty line) deletes it — as in the list."""

    cancelled = Signal()
    moveSelection = Signal(int)
    editRequested = Signal()
    insertRequested = Signal()
    removeRequested = Signal()
    #: Ctrl+Z / Ctrl+Y typed on the line: they undo and redo deals (Édition menu), never the line's typing.
    historyRequested = Signal()

    @staticmethod
    def is_history_key(event: Any) -> bool:
        return bool(event.matches(QKeySequence.StandardKey.Undo) or event.matches(QKeySequence.StandardKey.Redo)
                    or (event.key() == Qt.Key.Key_Y
                        and event.modifiers() == Qt.KeyboardModifier.ControlModifier))

    def event(self, event: Any) -> bool:
        # A QLineEdit claims Ctrl+Z for its own typing history: the secretary, always typing here, got back
        # the text of an earlier deal on the line (Entrée would then enter it again) instead of an undone deal.
        if event.type() == QEvent.Type.ShortcutOverride and self.is_history_key(event):
            self.historyRequested.emit()
            event.ignore()
            return False
        return super().event(event)

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802 — Qt override
        key = event.key()
        if self.is_history_key(event):  # nothing to undo or redo: nothing happens, not a line from the past
            event.accept()
            return
        if key == Qt.Key.Key_Escape:
            self.cancelled.emit()
            return
        if key == Qt.Key.Key_F2:
            self.editRequested.emit()
            return
        if key == Qt.Key.Key_Insert and not event.modifiers():
            self.insertRequested.emit()
            return
        if key == Qt.Key.Key_Delete and not event.modifiers() and not self.text():
            self.removeRequested.emit()
            return
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and not event.modifiers():
            self.moveSelection.emit(-1 if key == Qt.Key.Key_Up else 1)
            return
        super().keyPressEvent(event)


class ScoreSheet(QWidget):
    """One game's score sheet.  ``changed`` is emitted after every stored change (standings refresh)."""

    changed = Signal()
    tableRequested = Signal(int)

    def __init__(self, source: GameSource, undo_stack: QUndoStack | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.source = source
        self.undo_stack = undo_stack or QUndoStack(self)
        rules = source.rules
        self.context = EntryContext(rules.camps, rules.trump_modes, rules.annonces)
        self.editing: int | None = None
        self.inserting = False  # with ``editing``: the line inserts a forgotten deal before that one
        #: A deal chosen with Haut/Bas from the entry line: F2, Inser, Suppr typed there act on it.
        self.picked = False

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
            total.setStyleSheet("font-size: 30pt; font-weight: 700; color: #17553a;")
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

        self.model = DealsModel(source.camp_names, self)
        self.table = DealsTable()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.doubleClicked.connect(lambda index: self.start_edit(index.row()))
        self.table.selectionModel().currentRowChanged.connect(self._show_selected)

        self.mode_label = QLabel()
        self.mode_label.setProperty("role", "subtitle")
        self.entry = EntryLine()
        self.entry.setObjectName("entryLine")
        self.entry.setPlaceholderText(tr("195 puis Entrée — p : passe — 1c : capot"))
        self.entry.setAccessibleName(tr("Saisie de la donne"))
        self.entry.textChanged.connect(self._preview)
        self.entry.returnPressed.connect(self.commit)
        self.entry.cancelled.connect(self.cancel_edit)
        self.entry.moveSelection.connect(self._move_selection)
        self.entry.editRequested.connect(self._edit_from_entry)
        self.entry.insertRequested.connect(lambda: self.picked and self.start_insert(self.current_row()))
        self.entry.removeRequested.connect(lambda: self.picked and self.remove_selected())
        self.entry.historyRequested.connect(self._before_history)
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        self.feedback.setMinimumHeight(48)
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

    # -- reading --------------------------------------------------------------------------------
    def _help_text(self) -> str:
        lines = []
        for example, meaning in HELP_LINES:
            if ("sa" in example and len(self.context.trump_modes) == 1) or (
                example.startswith("a2") and not self.context.annonces
            ) or (example == "195/40" and self.context.camps == 2) or (
                example.startswith("x2") and self.context.camps != 2
            ):
                continue
            lines.append(f"<b>{example}</b> : {QCoreApplication.translate('EntryHelp', meaning)}")
        lines.append(tr("<b>t7</b> : ouvrir la table 7"))
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
        self.model.set_game(deals, result)
        for label, total in zip(self.totals_labels, result.totals, strict=True):
            label.setText(points(total))
        reserve = result.deals[-1].reserve if result.deals else 0
        self.reserve_label.setText(tr("Réserve : {n}").format(n=points(reserve)) if reserve else "")
        # A passed deal is not one of the « 12 donnes » unless the rules say so (as the engine counts them).
        counted = sum(1 for d in result.deals
                      if d.outcome is not Outcome.PASSED or self.source.rules.passed_deals_count)
        self.goal_label.setText(self._goal_text(counted, result.finished))
        self._show_end(result)
        if select_row is not None and 0 <= select_row < len(deals):
            self.table.selectRow(select_row)
        else:
            self.table.scrollToBottom()
        if deals and self.editing is None:
            # The deal just corrected (or restored by an undo) is the one selected: explain that one.
            chosen = select_row is not None and 0 <= select_row < len(deals)
            self._explain(select_row if chosen else len(deals) - 1)
        self.changed.emit()

    def _goal_text(self, count: int, finished: bool = False) -> str:
        if finished:  # not « Donne 13 sur 12 »; nothing for a game entered as its sheet's totals
            if not count:
                return ""
            return tr("{n} donne jouée").format(n=count) if count == 1 else tr("{n} donnes jouées").format(n=count)
        end = self.source.rules.game_end
        if end.type == "target":
            return tr("Donne {n} · partie en {target}").format(n=count + 1, target=points(end.points))
        if end.type == "deals":
            return tr("Donne {n} sur {count}").format(n=count + 1, count=end.count)
        return tr("Donne {n} · partie libre").format(n=count + 1)

    def _show_end(self, result: GameResult) -> None:
        if not result.finished:
            self.banner.hide()
            self.entry.setPlaceholderText(tr("195 puis Entrée — p : passe — 1c : capot"))
            return
        names = self.source.camp_names
        score = " – ".join(points(t) for t in result.totals)
        if result.winner is None:
            text = tr("Partie terminée : égalité ({score}).").format(score=score)
        else:
            text = tr("Partie terminée : victoire de {name} ({score}).").format(name=names[result.winner], score=score)
        if result.rubicon:
            losers = ", ".join(names[i] for i in result.rubicon)
            text += " " + tr("Rubicon : {losers} — la victoire compte double.").format(losers=losers)
        if result.reserve_lost:
            text += " " + tr("Réserve perdue : {n}.").format(n=points(result.reserve_lost))
        self.banner.setText(text)
        self.banner.show()
        self.entry.setPlaceholderText(tr("Partie terminée — F2 : corriger une donne"))

    def _explain(self, row: int) -> None:
        result = self.source.result()
        if 0 <= row < len(result.deals):
            lines = result.deals[row].explanation
            self.detail.setText(tr("Donne {n}").format(n=row + 1) + "<br>" + "<br>".join(lines))
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

    def _edit_from_entry(self) -> None:
        """F2 in the entry line: correct the deal chosen with Haut/Bas, else the last one."""
        if self.editing is not None:
            return
        row = self.current_row() if self.picked else -1
        self.start_edit(row if row >= 0 else len(self.source.deals()) - 1)

    # -- typing ---------------------------------------------------------------------------------
    def _set_feedback(self, text: str, role: str) -> None:
        self.feedback.setText(text)
        self.feedback.setProperty("role", role)
        self.feedback.style().unpolish(self.feedback)
        self.feedback.style().polish(self.feedback)

    def _parse(self, text: str) -> tuple[Deal | None, str]:
        """The deal typed, or None and the reason it is refused."""
        try:
            deal = parse_entry(text, self.context)
        except EntryError as error:
            return None, str(error)
        return deal, ""

    def _target_index(self) -> int:
        return self.editing if self.editing is not None else len(self.source.deals())

    def _preview(self, text: str) -> None:
        if not text.strip():
            self._set_feedback("", "hint")
            return
        jump = TABLE_JUMP.match(text)
        if jump:
            self._set_feedback(tr("Entrée : ouvrir la table {n}").format(n=jump.group(1)), "hint")
            return
        deal, reason = self._parse(text)
        if deal is None:
            self._set_feedback(reason, "error")
            return
        try:
            dealt, game = preview_deal(self.source, self.source.deals(), self._target_index(), deal,
                                       insert=self.inserting)
        except DealError as error:
            self._set_feedback(_deal_error_text(error), "error")
            return
        names = self.source.camp_names
        scored = " – ".join(f"{names[i]} {points(p)}" for i, p in enumerate(dealt.points))
        line = f"→ {QCoreApplication.translate('Outcome', outcome_label(dealt.outcome))} : {scored}"
        if dealt.reserve:
            line += " · " + tr("réserve {n}").format(n=points(dealt.reserve))
        line += "<br><span style='color:#5d6b64'>" + " ".join(dealt.explanation) + "</span>"
        self._set_feedback(line, "ok")

    def commit(self) -> bool:
        """Store the line's deal (Enter).  Returns whether something was stored."""
        text = self.entry.text()
        jump = TABLE_JUMP.match(text)
        if jump:
            self.entry.clear()
            self.tableRequested.emit(int(jump.group(1)))
            return False
        deal, reason = self._parse(text)
        if deal is None:
            self._set_feedback(reason, "error")
            self.entry.selectAll()
            return False
        index = self._target_index()
        deals = self.source.deals()
        try:
            preview_deal(self.source, deals, index, deal, insert=self.inserting)
        except DealError as error:
            self._set_feedback(_deal_error_text(error), "error")
            self.entry.selectAll()
            return False
        command: _DealCommand | None
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
        self.entry.clear()
        self._explain(index)
        self._set_feedback(self.detail.text(), "ok")
        return True

    def start_insert(self, row: int) -> None:
        if not 0 <= row < len(self.source.deals()):
            return
        self.editing = row
        self.inserting = True
        self.mode_label.setText(tr("Donne oubliée, insérée avant la donne {n} — Entrée pour valider, "
                                   "Échap pour annuler").format(n=row + 1))
        self.entry.clear()
        self.entry.setFocus()

    def start_edit(self, row: int) -> None:
        deals = self.source.deals()
        if not 0 <= row < len(deals):
            return
        self.inserting = False
        self.editing = row
        self.mode_label.setText(tr("Correction de la donne {n} — Entrée pour valider, Échap pour annuler").format(n=row + 1))
        self.entry.setText(format_deal(deals[row]))
        self.entry.setFocus()
        self.entry.selectAll()

    def cancel_edit(self) -> None:
        self.editing = None
        self.inserting = False
        self.picked = False
        self.mode_label.clear()
        self.entry.clear()
        self._set_feedback("", "hint")

    def remove_selected(self) -> bool:
        row = self.current_row()
        deals = self.source.deals()
        if not 0 <= row < len(deals):
            return False
        remaining = deals[:row] + deals[row + 1:]
        try:
            score_game(self.source.rules, remaining, explain=False)
        except DealError as error:
            self._set_feedback(tr("Impossible de supprimer la donne {n} : {reason}").format(
                n=row + 1, reason=_deal_error_text(error)), "error")
            return False
        done = self._perform(RemoveDealCommand(self, row, deals[row]))
        if done:
            self.picked = False
            self._set_feedback(tr("Donne {n} supprimée (Ctrl+Z pour l’annuler).").format(n=row + 1), "hint")
        return done

    def _perform(self, command: _DealCommand) -> bool:
        """Do the change through the source; push it on the undo stack only if the source accepted it."""
        command.before = self.source.fingerprint
        try:
            command.forward()
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
        text = _deal_error_text(error) if isinstance(error, DealError) else str(error)
        self._set_feedback(text, "error")
        log.info("Refusé : %s", text)


def _deal_error_text(error: DealError) -> str:
    """The engine's French reason, with the deal number in French (not the field's JSON name)."""
    message = getattr(error, "message", str(error))
    if error.deal is not None:
        return tr("Donne {n} : {reason}").format(n=error.deal, reason=message)
    return message
