"""What the tabs of a tournament page share: the service, the tournament, the undo group, the round clock."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoGroup

from belote_club.rules import HouseRules
from belote_club.ui.round_clock import RoundTimer

if TYPE_CHECKING:
    from belote_club.services import ClubService
    from belote_club.tournament.model import Tournament


class Context:
    """The service, the tournament id, the undo group of its score sheets and the round's countdown."""

    def __init__(self, service: ClubService, tournament_id: int, undo_group: QUndoGroup,
                 round_timer: RoundTimer | None = None) -> None:
        self.service = service
        self.round_timer = round_timer or RoundTimer()
        self.tournament_id = tournament_id
        self.undo_group = undo_group

    @property
    def tournament(self) -> Tournament:
        return self.service.tournament(self.tournament_id)

    def rules(self) -> HouseRules:
        return HouseRules.from_dict(self.tournament.rules)
