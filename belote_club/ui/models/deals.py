"""The deals of one game on the score sheet: points, running totals and reserve, read from a GameResult."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QWidget

from belote_club.rules import GameResult
from belote_club.text import number
from belote_club.ui.entry_contract import format_line
from belote_club.ui.game_source import Deal
from belote_club.ui.models.base import ALIGNMENT_ROLE, DISPLAY_ROLE, ITEM_ROLE, LEFT, RIGHT, AnyIndex
from belote_club.ui.outcomes import outcome_label
from belote_club.ui.translation import tr

#: The other roles as plain numbers (``data()`` is asked several roles of every cell measured or painted).
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_FONT = int(Qt.ItemDataRole.FontRole)


class DealsModel(QAbstractTableModel):
    """The deals of a game with their points, running totals and reserve (read from a GameResult).

    The texts of every cell are made once, when the game is set (a game has a few dozen cells at most):
    the list asks them again at every measure and repaint."""

    def __init__(self, camp_names: tuple[str, ...], parent: QWidget | None = None, *, contree: bool = False,
                 reserve: bool = True) -> None:
        super().__init__(parent)
        self.camp_names = camp_names
        #: Contrée's words for the outcomes (« Chuté »); the last column is the reserve's only when a litige
        #: can fill it (``litige: "reserve"``), else it is the room left, untitled.
        self.contree = contree
        self.reserve = reserve
        self._deals: list[Deal] = []
        self._result: GameResult | None = None
        self._numbers: list[str] = []
        self._texts: list[list[str]] = []
        self.bold_font = QFont()  #: the running totals' font
        self.bold_font.setBold(True)

    def set_game(self, deals: list[Deal], result: GameResult, counted: Sequence[bool]) -> None:
        """The game's deals, the engine's result and which deals count (as the game's view says,
        :meth:`~belote_club.ui.game_source.GameSource.counted`)."""
        self.beginResetModel()
        self._deals = deals
        self._result = result
        # A deal that does not count (a passed deal the rules do not count) has no number: the list never
        # reaches « 13 » while the sheet says « 12 donnes jouées ».
        self._numbers = []
        played = 0
        for counts in counted:
            played += counts
            self._numbers.append(str(played) if counts else "–")
        totals = [0] * len(self.camp_names)
        self._texts = []
        for row, dealt in enumerate(result.deals):
            totals = [t + p for t, p in zip(totals, dealt.points, strict=True)]
            self._texts.append([
                self._numbers[row], format_line(deals[row]) if row < len(deals) else "",
                tr(outcome_label(dealt.outcome, self.contree)), *(number(p) for p in dealt.points),
                *(number(t) for t in totals), number(dealt.reserve) if dealt.reserve else ""])
        self.endResetModel()

    @property
    def played(self) -> int:
        """The deals that count, as the list numbers them."""
        return sum(1 for shown in self._numbers if shown != "–")

    def number_of(self, row: int) -> str:
        """The deal's number as the list shows it (« – » for a passed deal that does not count)."""
        return self._numbers[row] if 0 <= row < len(self._numbers) else str(row + 1)

    def next_number(self) -> str:
        """The number the next deal entered takes (unless it is a passed deal that does not count)."""
        return str(self.played + 1)

    def texts(self, column: int) -> list[str]:
        """What the column shows, row by row (the sheet sizes its columns from them)."""
        return [cells[column] for cells in self._texts]

    def is_bold(self, column: int) -> bool:
        """The running totals are in bold."""
        return 3 + self.camps <= column < 3 + 2 * self.camps

    @property
    def camps(self) -> int:
        return len(self.camp_names)

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008, N802 — Qt override
        return 0 if parent.isValid() else len(self._deals)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008, N802 — Qt override
        return 0 if parent.isValid() else 3 + 2 * self.camps + 1

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802 — Qt override
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
        if section == 3 + 2 * n:  # the room left; titled only when a litige can put a reserve there
            return tr("Réserve") if self.reserve else ""
        return None

    def data(self, index: AnyIndex, role: int = DISPLAY_ROLE) -> Any:
        row, column = index.row(), index.column()
        if not (0 <= row < len(self._texts) and 0 <= column < len(self._texts[row])):
            return None
        if role == DISPLAY_ROLE:
            return self._texts[row][column]
        if role == ALIGNMENT_ROLE:
            return RIGHT if column >= 3 or column == 0 else LEFT
        if role == _FONT:
            return self.bold_font if self.is_bold(column) else None
        if role == _TOOLTIP and self._result is not None:
            return "\n".join(self._result.deals[row].explanation)
        if role == ITEM_ROLE:
            return dict(self._deals[row])
        return None
