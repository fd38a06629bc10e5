"""What the score sheet edits: one game's deals, through whoever stores them.  No Qt.

The score sheet never keeps deals of its own: it asks a :class:`GameSource` for the deals and the
engine's result after every change.  Every changing call may name the ``fingerprint`` the game must still
have (``expected``; by default the one of the game last read): when another station changed the game
meanwhile, the source reloads it and raises ``StaleGameError`` (French message), changing nothing.  :class:`ServiceGame` goes through the services (one transaction
per call); :class:`MemoryGame` keeps the deals in memory (tests, examples).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from typing import Protocol

from belote_club.rules import DealResult, Game, GameResult, HouseRules, Outcome, score_game
from belote_club.rules.deal_data import DealData
from belote_club.services import ClubService
from belote_club.services.errors import StaleGameError
from belote_club.services.scoring import counted_deals
from belote_club.services.views import GameView

#: One deal as entered (SCORING.md §2), as the sheet lists it and hands it over.
Deal = DealData


class GameSource(Protocol):
    """One game being scored.  Changing calls raise ``DealError`` (French message) and change nothing then."""

    rules: HouseRules
    camp_names: tuple[str, ...]
    title: str

    @property
    def fingerprint(self) -> str: ...

    def deals(self) -> list[Deal]: ...

    def result(self) -> GameResult: ...

    def counted(self) -> list[bool]:
        """Whether each deal is one of the game's deals as the sheet numbers them (the game's view says it:
        ``DealView.counted``; a passed deal is not, unless the rules count passed deals)."""
        ...

    def reload(self) -> bool: ...

    def insert_deal(self, index: int, deal: Deal, *, expected: str | None = None) -> None: ...

    def replace_deal(self, index: int, deal: Deal, *, expected: str | None = None) -> None: ...

    def remove_deal(self, index: int, *, expected: str | None = None) -> None: ...


def preview_deal(source: GameSource, deals: Sequence[Deal], index: int,
                 deal: Deal, *, insert: bool = False) -> tuple[DealResult, GameResult]:
    """Score ``deal`` as if it stood at ``index`` (replacing the deal there — or inserted before it with
    ``insert`` — or appended): engine only.

    Raises ``DealError`` when the deal, or a deal after it, would no longer be valid.
    """
    trial = list(deals)
    if insert:
        trial.insert(index, deal.copy())
    elif index < len(trial):
        trial[index] = deal.copy()
    else:
        trial.append(deal.copy())
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

    @property
    def fingerprint(self) -> str:
        text = json.dumps(self._deals, sort_keys=True, separators=(",", ":"))
        return hashlib.blake2b(text.encode(), digest_size=10).hexdigest()

    def deals(self) -> list[Deal]:
        return [d.copy() for d in self._deals]

    def result(self) -> GameResult:
        return self._result

    def counted(self) -> list[bool]:
        return counted_deals(self.rules, self._result.deals)  # what the services' view of a game says

    def reload(self) -> bool:
        return False  # nobody else changes a game kept in memory

    def _check(self, expected: str | None) -> None:
        if expected is not None and expected != self.fingerprint:
            raise StaleGameError("La partie a été modifiée entre-temps : elle vient d’être rechargée.")

    def _apply(self, deals: list[Deal]) -> None:
        self._result = score_game(self.rules, deals, camp_names=self.camp_names)
        self._deals = deals

    def insert_deal(self, index: int, deal: Deal, *, expected: str | None = None) -> None:
        self._check(expected)
        deals = self.deals()
        deals.insert(index, deal.copy())
        self._apply(deals)

    def replace_deal(self, index: int, deal: Deal, *, expected: str | None = None) -> None:
        self._check(expected)
        deals = self.deals()
        deals[index] = deal.copy()
        self._apply(deals)

    def remove_deal(self, index: int, *, expected: str | None = None) -> None:
        self._check(expected)
        deals = self.deals()
        del deals[index]
        self._apply(deals)


def result_of_view(view: GameView) -> GameResult:
    """The engine's GameResult shape rebuilt from a services ``GameView`` (what the sheet displays)."""
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

    def __init__(self, service: ClubService, tournament_id: int, round_number: int, table_number: int,
                 rules: HouseRules, camp_names: Sequence[str], title: str) -> None:
        self.service = service
        self.key = (tournament_id, round_number, table_number)
        self.rules = rules
        self.camp_names = tuple(camp_names)
        self.title = title
        self.view = service.game(*self.key)

    @property
    def fingerprint(self) -> str:
        return self.view.fingerprint

    def reload(self) -> bool:
        """Read the game again; whether it changed (on another station) since it was last read."""
        before = self.view.fingerprint
        self.view = self.service.game(*self.key)
        return self.view.fingerprint != before

    def deals(self) -> list[Deal]:
        return [d.data.copy() for d in self.view.deals]

    def result(self) -> GameResult:
        return result_of_view(self.view)

    def counted(self) -> list[bool]:
        return [d.counted for d in self.view.deals]

    def _change(self, call: Callable[..., GameView], *args: object, expected: str | None) -> None:
        try:
            self.view = call(*self.key, *args, expected=self.view.fingerprint if expected is None else expected)
        except StaleGameError as error:
            self.view = error.game if isinstance(error.game, GameView) else self.service.game(*self.key)
            raise

    def insert_deal(self, index: int, deal: Deal, *, expected: str | None = None) -> None:
        if index >= len(self.view.deals):
            self._change(self.service.add_deal, deal.copy(), expected=expected)
        else:
            self._change(self.service.insert_deal, index + 1, deal.copy(), expected=expected)

    def replace_deal(self, index: int, deal: Deal, *, expected: str | None = None) -> None:
        self._change(self.service.edit_deal, index + 1, deal.copy(), expected=expected)

    def remove_deal(self, index: int, *, expected: str | None = None) -> None:
        self._change(self.service.delete_deal, index + 1, expected=expected)
