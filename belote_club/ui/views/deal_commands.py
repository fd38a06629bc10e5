"""The score sheet's undo commands: each change of a game (add, edit, remove a deal) done through its source."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

from belote_club.rules import DealError
from belote_club.services.errors import ServiceError, StaleGameError
from belote_club.ui.game_source import Deal
from belote_club.ui.translation import tr

if TYPE_CHECKING:
    from belote_club.ui.views.score_sheet import ScoreSheet

SOURCE_ERRORS = (DealError, ServiceError)


class DealCommand(QUndoCommand):
    """A change of the game, done through the game source.  The sheet performs the first ``redo`` itself
    (so that a refusal is shown inline, not raised inside ``QUndoStack.push``); later undo/redo that the
    source refuses (the tournament was closed meanwhile…) are reported on the sheet and change nothing.

    ``before`` and ``after`` are the game's fingerprints around the change: an undo expects the game to be
    exactly as this command left it, a redo as it found it — so that a change made on another station in
    between is never undone blindly (the game is reloaded and the refusal shown instead)."""

    def __init__(self, sheet: ScoreSheet, text: str) -> None:
        super().__init__(text)
        #: The live sheet of this game, brought into view (its table opened, its tab shown) when asked:
        #: the sheet the command was made on may have been closed since.
        self.locate = sheet.locate
        self.done_once = False
        self.before: str | None = None
        self.after: str | None = None

    def _run(self, action: Callable[[ScoreSheet, str | None], None], expected: str | None, row: int | None) -> None:
        sheet = self.locate()
        if sheet is None:  # the table is gone (round drawn again on another station): nothing to act on
            self.setObsolete(True)
            return
        if self.index < sheet.model.rowCount():  # the deal concerned in sight before it changes
            sheet.table.selectRow(self.index)
        try:
            action(sheet, expected)
        except StaleGameError as error:
            self.setObsolete(True)
            sheet.show_stale(error, clear_history_later=True)
            return
        except SOURCE_ERRORS as error:
            sheet.report(error)
            self.setObsolete(True)
            return
        sheet.refresh(select_row=row)
        if not sheet.entry.text():  # the line's last message was about a deal this undo/redo changed
            sheet.set_feedback("", "hint")

    def redo(self) -> None:
        if not self.done_once:
            self.done_once = True
            sheet = self.locate()
            if sheet is not None:
                sheet.refresh(select_row=self.row)
            return
        self._run(self.forward, self.before, self.row)

    def undo(self) -> None:
        self._run(self.backward, self.after, self.row)

    index = 0

    row: int | None = None

    def forward(self, sheet: ScoreSheet, expected: str | None = None) -> None:
        raise NotImplementedError

    def backward(self, sheet: ScoreSheet, expected: str | None = None) -> None:
        raise NotImplementedError


class AddDealCommand(DealCommand):
    def __init__(self, sheet: ScoreSheet, index: int, deal: Deal) -> None:
        super().__init__(sheet, sheet.describe(tr("donne {n}"), index))
        self.index, self.deal = index, deal.copy()

    def forward(self, sheet: ScoreSheet, expected: str | None = None) -> None:
        sheet.source.insert_deal(self.index, self.deal, expected=expected)

    def backward(self, sheet: ScoreSheet, expected: str | None = None) -> None:
        sheet.source.remove_deal(self.index, expected=expected)


class EditDealCommand(DealCommand):
    def __init__(self, sheet: ScoreSheet, index: int, old: Deal, new: Deal) -> None:
        super().__init__(sheet, sheet.describe(tr("correction de la donne {n}"), index))
        self.index, self.old, self.new = index, old.copy(), new.copy()
        self.row = index

    def forward(self, sheet: ScoreSheet, expected: str | None = None) -> None:
        sheet.source.replace_deal(self.index, self.new, expected=expected)

    def backward(self, sheet: ScoreSheet, expected: str | None = None) -> None:
        sheet.source.replace_deal(self.index, self.old, expected=expected)


class RemoveDealCommand(DealCommand):
    def __init__(self, sheet: ScoreSheet, index: int, old: Deal) -> None:
        super().__init__(sheet, sheet.describe(tr("suppression de la donne {n}"), index))
        self.index, self.old = index, old.copy()

    def forward(self, sheet: ScoreSheet, expected: str | None = None) -> None:
        sheet.source.remove_deal(self.index, expected=expected)

    def backward(self, sheet: ScoreSheet, expected: str | None = None) -> None:
        sheet.source.insert_deal(self.index, self.old, expected=expected)
