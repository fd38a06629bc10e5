"""What the tabs of a tournament page share: the service, the tournament, the undo group, the round clock."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoGroup, QUndoStack
from PySide6.QtWidgets import QWidget

from belote_club.rules import HouseRules
from belote_club.ui.commands import ServiceCommand
from belote_club.ui.round_clock import RoundTimer
from belote_club.ui.widgets import show_refusal

if TYPE_CHECKING:
    from belote_club.services import ClubService
    from belote_club.tournament.model import Tournament


class Context:
    """The service, the tournament id, the page's one undo stack (deals and every other change, in the
    window's undo group), the round's countdown, and ``show``: bring a tab into view (set by the page)."""

    def __init__(self, service: ClubService, tournament_id: int, undo_group: QUndoGroup,
                 round_timer: RoundTimer | None = None) -> None:
        self.service = service
        self.round_timer = round_timer or RoundTimer()
        self.tournament_id = tournament_id
        self.undo_group = undo_group
        self.undo_stack = QUndoStack()
        undo_group.addStack(self.undo_stack)
        undo_group.setActiveStack(self.undo_stack)
        self.show: Callable[[QWidget], None] = lambda _tab: None
        #: The tournament and its engine rules as last read, with the change marker they were read at.
        self._kept: tuple[str, Tournament, HouseRules | None] | None = None

    def push(self, command: ServiceCommand) -> bool:
        """Make an undoable change; pushed on the undo stack only if the services accepted it."""
        if not command.perform():
            return False
        self.undo_stack.push(command)
        return True

    def refusal(self, parent: QWidget) -> Callable[[Exception], None]:
        """How a refused change is said: in a message box over ``parent``."""
        return lambda error: show_refusal(parent, error)

    @property
    def tournament(self) -> Tournament:
        """The tournament as stored now.  Read again only when its change marker moved (one small query,
        where reading it costs several): every write, here or on another station, moves the marker."""
        marker = self.service.change_marker(self.tournament_id)
        if self._kept is None or self._kept[0] != marker:
            self._kept = (marker, self.service.tournament(self.tournament_id), None)
        return self._kept[1]

    def rules(self) -> HouseRules:
        tournament = self.tournament
        assert self._kept is not None
        marker, kept, rules = self._kept
        if rules is None:
            rules = HouseRules.from_dict(tournament.rules)
            self._kept = (marker, kept, rules)
        return rules
