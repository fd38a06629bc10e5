"""The score sheet's undo commands: each change of a game (add, edit, remove a deal) done through its source."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from PySide6.QtCore import QAbstractItemModel
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import QLineEdit, QTableView

from belote_club.rules import DealError
from belote_club.services.errors import ServiceError, StaleGameError
from belote_club.ui.game_source import GameSource
from belote_club.ui.translation import tr

SOURCE_ERRORS = (DealError, ServiceError)


class Sheet(Protocol):
    """What the commands need of the score sheet they change (``views.score_sheet.ScoreSheet``, which makes
    them): its game source, its table and entry line, and how it shows a change or a refusal."""

    @property
    def source(self) -> GameSource: ...

    @property
    def model(self) -> QAbstractItemModel: ...

    @property
    def table(self) -> QTableView: ...

    @property
    def entry(self) -> QLineEdit: ...

    @property
    def locate(self) -> Callable[[], Sheet | None]: ...

    def describe(self, what: str, index: int) -> str: ...

    def refresh(self, select_row: int | None = None) -> None: ...

    def set_feedback(self, text: str, role: str) -> None: ...

    def show_stale(self, error: StaleGameError, *, clear_history_later: bool = False) -> None: ...

    def report(self, error: Exception) -> None: ...


class DealCommand(QUndoCommand):
    """A change of the game, done through the game source.  The sheet performs the first ``redo`` itself
    (so that a refusal is shown inline, not raised inside ``QUndoStack.push``); later undo/redo that the
    source refuses (the tournament was closed meanwhile…) are reported on the sheet and change nothing.

    ``before`` and ``after`` are the game's fingerprints around the change: an undo expects the game to be
    exactly as this command left it, a redo as it found it — so that a change made on another station in
    between is never undone blindly (the game is reloaded and the refusal shown instead)."""

    def __init__(self, sheet: Sheet, text: str) -> None:
        super().__init__(text)
        #: The live sheet of this game, brought into view (its table opened, its tab shown) when asked:
        #: the sheet the command was made on may have been closed since.
        self.locate = sheet.locate
        self.done_once = False
        self.before: str | None = None
        self.after: str | None = None

    def _run(self, action: Callable[[Sheet, str | None], None], expected: str | None, row: int | None) -> None:
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

    def forward(self, sheet: Sheet, expected: str | None = None) -> None:
        raise NotImplementedError

    def backward(self, sheet: Sheet, expected: str | None = None) -> None:
        raise NotImplementedError


class AddDealCommand(DealCommand):
    def __init__(self, sheet: Sheet, index: int, deal: Mapping[str, Any]) -> None:
        super().__init__(sheet, sheet.describe(tr("donne {n}"), index))
        self.index, self.deal = index, dict(deal)

    def forward(self, sheet: Sheet, expected: str | None = None) -> None:
        sheet.source.insert_deal(self.index, self.deal, expected=expected)

    def backward(self, sheet: Sheet, expected: str | None = None) -> None:
        sheet.source.remove_deal(self.index, expected=expected)


class EditDealCommand(DealCommand):
    def __init__(self, sheet: Sheet, index: int, old: Mapping[str, Any], new: Mapping[str, Any]) -> None:
        super().__init__(sheet, sheet.describe(tr("correction de la donne {n}"), index))
        self.index, self.old, self.new = index, dict(old), dict(new)
        self.row = index

    def forward(self, sheet: Sheet, expected: str | None = None) -> None:
        sheet.source.replace_deal(self.index, self.new, expected=expected)

    def backward(self, sheet: Sheet, expected: str | None = None) -> None:
        sheet.source.replace_deal(self.index, self.old, expected=expected)


class RemoveDealCommand(DealCommand):
    def __init__(self, sheet: Sheet, index: int, old: Mapping[str, Any]) -> None:
        super().__init__(sheet, sheet.describe(tr("suppression de la donne {n}"), index))
        self.index, self.old = index, dict(old)

    def forward(self, sheet: Sheet, expected: str | None = None) -> None:
        sheet.source.remove_deal(self.index, expected=expected)

    def backward(self, sheet: Sheet, expected: str | None = None) -> None:
        sheet.source.insert_deal(self.index, self.old, expected=expected)
