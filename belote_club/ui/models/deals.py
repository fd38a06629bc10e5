"""The deals of one game on the score sheet: points, running totals and reserve, read from a GameResult."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QWidget

from belote_club.rules import GameResult
from belote_club.rules.game import Outcome
from belote_club.text import number
from belote_club.ui.entry_syntax import format_deal
from belote_club.ui.game_source import Deal
from belote_club.ui.models.base import AnyIndex
from belote_club.ui.outcomes import outcome_label
from belote_club.ui.translation import tr


class DealsModel(QAbstractTableModel):
    """The deals of a game with their points, running totals and reserve (read from a GameResult)."""

    def __init__(self, camp_names: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.camp_names = camp_names
        self._deals: list[Deal] = []
        self._result: GameResult | None = None
        self._running: list[tuple[int, ...]] = []
        self._numbers: list[str] = []

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
        # A passed deal that the rules do not count has no number: the list never reaches « 13 » while the
        # sheet says « 12 donnes jouées ».
        self._numbers = []
        counted = 0
        for deal in result.deals:
            if deal.outcome is Outcome.PASSED and not self.passed_deals_count:
                self._numbers.append("–")
            else:
                counted += 1
                self._numbers.append(str(counted))
        self.endResetModel()

    #: Whether a passed deal counts as one of the game's deals (``HouseRules.passed_deals_count``).
    passed_deals_count = True

    def number_of(self, row: int) -> str:
        """The deal's number as the list shows it (« – » for a passed deal that does not count)."""
        return self._numbers[row] if 0 <= row < len(self._numbers) else str(row + 1)

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
            return tr("Saisie", "entry")
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
                return self.number_of(row)
            if column == 1:
                return format_deal(self._deals[row])
            if column == 2:
                return tr(outcome_label(dealt.outcome))
            if column < 3 + n:
                return number(dealt.points[column - 3])
            if column < 3 + 2 * n:
                return number(self._running[row][column - 3 - n])
            if column == 3 + 2 * n:
                return number(dealt.reserve) if dealt.reserve else ""
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
