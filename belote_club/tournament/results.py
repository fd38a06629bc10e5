"""A game's result as plain data: what standings need, without the rules engine.

The services layer builds a :class:`GameOutcome` per table, either from the engine
(``score_game(HouseRules.from_dict(t.rules), deals)``, see :meth:`GameOutcome.from_engine`) or from
totals copied from a paper sheet (:meth:`GameOutcome.from_totals`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

__all__ = ["EngineResult", "GameOutcome"]


class EngineResult(Protocol):
    """The part of ``belote_club.rules.GameResult`` used here."""

    @property
    def totals(self) -> tuple[int, ...]: ...
    @property
    def winner(self) -> int | None: ...
    @property
    def game_points(self) -> tuple[int, ...]: ...
    @property
    def finished(self) -> bool: ...


@dataclass(frozen=True)
class GameOutcome:
    """One game's result, per camp (camp i = side i of the table).

    ``winner`` is the winning camp or ``None`` (a draw, or a game not finished); ``game_points`` gives
    1 to the winner, 2 for a Rubicon win, 0 otherwise.  Standings count only finished games.
    """

    totals: tuple[int, int]
    winner: int | None
    game_points: tuple[int, int]
    finished: bool = True

    def __post_init__(self) -> None:
        if len(self.totals) != 2 or len(self.game_points) != 2:
            raise ValueError("a table game has two camps")
        if self.winner not in (None, 0, 1):
            raise ValueError("winner must be 0, 1 or None")

    @classmethod
    def from_totals(cls, totals: Sequence[int]) -> GameOutcome:
        """A paper sheet: the higher total wins one game point; equal totals are a draw."""
        a, b = totals
        if a == b:
            return cls((a, b), None, (0, 0))
        winner = 0 if a > b else 1
        return cls((a, b), winner, (1, 0) if winner == 0 else (0, 1))

    @classmethod
    def from_engine(cls, result: EngineResult) -> GameOutcome:
        """From the engine's ``GameResult`` (4-player or 2-player game: two camps)."""
        a, b = result.totals
        pa, pb = result.game_points
        return cls((a, b), result.winner, (pa, pb), result.finished)

    @property
    def is_draw(self) -> bool:
        return self.finished and self.winner is None
