"""What the score sheet edits: one game's deals, through whoever stores them.  No Qt.

The score sheet never keeps deals of its own: it asks a :class:`GameSource` for the deals and the
engine's result after every change.  :class:`ServiceGame` goes through the services (one transaction
per call); :class:`MemoryGame` keeps the deals in memory (tests, examples).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from belote_club.rules import DealResult, Game, GameResult, HouseRules, score_game

Deal = dict[str, Any]


class GameSource(Protocol):
    """One game being scored.  Changing calls raise ``DealError`` (French message) and change nothing then."""

    rules: HouseRules
    camp_names: tuple[str, ...]
    title: str

    def deals(self) -> list[Deal]: ...

    def result(self) -> GameResult: ...

    def insert_deal(self, index: int, deal: Mapping[str, Any]) -> None: ...

    def replace_deal(self, index: int, deal: Mapping[str, Any]) -> None: ...

    def remove_deal(self, index: int) -> None: ...


def preview_deal(source: GameSource, deals: Sequence[Mapping[str, Any]], index: int,
                 deal: Mapping[str, Any], *, insert: bool = False) -> tuple[DealResult, GameResult]:
    """Score ``deal`` as if it stood at ``index`` (replacing the deal there — or inserted before it with
    ``insert`` — or appended): engine only.

    Raises ``DealError`` when the deal, or a deal after it, would no longer be valid.
    """
    trial = list(deals)
    if insert:
        trial.insert(index, dict(deal))
    elif index < len(trial):
        trial[index] = dict(deal)
    else:
        trial.append(dict(deal))
    game = Game(source.rules, camp_names=source.camp_names)
    results = [game.add(d) for d in trial]
    return results[index], game.result()


class MemoryGame:
    """A game kept in memory, scored by the engine; validates like the services do."""

    def __init__(self, rules: HouseRules, camp_names: Sequence[str] | None = None, title: str = "") -> None:
        self.rules = rules
        self.camp_names = tuple(camp_names or (f"camp {i + 1}" for i in range(rules.camps)))
        self.title = title
        self._deals: list[Deal] = []
        self._result = score_game(rules, [], camp_names=self.camp_names)

    def deals(self) -> list[Deal]:
        return [dict(d) for d in self._deals]

    def result(self) -> GameResult:
        return self._result

    def _apply(self, deals: list[Deal]) -> None:
        self._result = score_game(self.rules, deals, camp_names=self.camp_names)
        self._deals = deals

    def insert_deal(self, index: int, deal: Mapping[str, Any]) -> None:
        deals = self.deals()
        deals.insert(index, dict(deal))
        self._apply(deals)

    def replace_deal(self, index: int, deal: Mapping[str, Any]) -> None:
        deals = self.deals()
        deals[index] = dict(deal)
        self._apply(deals)

    def remove_deal(self, index: int) -> None:
        deals = self.deals()
        del deals[index]
        self._apply(deals)


def result_of_view(view: Any) -> GameResult:
    """The engine's GameResult shape rebuilt from a services ``GameView`` (what the sheet displays)."""
    from belote_club.rules import Outcome

    deals = tuple(
        DealResult(Outcome(d.outcome), tuple(d.points), d.reserve, d.winner, tuple(d.explanation)) for d in view.deals
    )
    return GameResult(
        deals=deals,
        totals=tuple(view.totals),
        finished=view.finished,
        winner=view.winner,
        rubicon=tuple(view.rubicon),
        game_points=tuple(view.game_points),
        reserve_lost=view.reserve_lost,
    )


class ServiceGame:
    """A table's game in a tournament, read and changed through ``ClubService`` (one transaction a call)."""

    def __init__(self, service: Any, tournament_id: int, round_number: int, table_number: int,
                 rules: HouseRules, camp_names: Sequence[str], title: str) -> None:
        self.service = service
        self.key = (tournament_id, round_number, table_number)
        self.rules = rules
        self.camp_names = tuple(camp_names)
        self.title = title
        self.view = service.game(*self.key)

    def reload(self) -> None:
        self.view = self.service.game(*self.key)

    def deals(self) -> list[Deal]:
        return [dict(d.data) for d in self.view.deals]

    def result(self) -> GameResult:
        return result_of_view(self.view)

    def insert_deal(self, index: int, deal: Mapping[str, Any]) -> None:
        if index >= len(self.view.deals):
            self.view = self.service.add_deal(*self.key, dict(deal))
        else:
            self.view = self.service.insert_deal(*self.key, index + 1, dict(deal))

    def replace_deal(self, index: int, deal: Mapping[str, Any]) -> None:
        self.view = self.service.edit_deal(*self.key, index + 1, dict(deal))

    def remove_deal(self, index: int) -> None:
        self.view = self.service.delete_deal(*self.key, index + 1)
