"""Plain, frozen result types of the services: what the UI, the PDF reports and the CLI show.

They hold values only (no ORM object, no session): they can be kept, compared, sent across threads.
Domain dataclasses of :mod:`belote_club.tournament.model` (``Player``, ``Tournament``, ``Team``,
``Registration``, ``Round``, ``AuditEntry``) are returned as they are where they suffice.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from belote_club.i18n import gettext
from belote_club.rules.deal_data import DealData
from belote_club.tournament.draw import REPEAT_BY_HAND, REPEAT_UNAVOIDABLE
from belote_club.tournament.model import GameState, Player, Registration, Tournament
from belote_club.tournament.standings import RoundLine


@dataclass(frozen=True)
class ClubInfo:
    """The club that owns the database (one club per file); empty strings when not given yet."""

    name: str = ""
    city: str = ""

    @property
    def heading(self) -> str:
        """What the documents print: « Belote Club de Murat », « Les As de Pique (Vic-sur-Cère) », or ""."""
        if self.name and self.city and self.city.casefold() not in self.name.casefold():
            return f"{self.name} ({self.city})"
        return self.name


@dataclass(frozen=True)
class PresetInfo:
    """A house-rules preset: ``rules`` is the full JSON object of SCORING.md §1."""

    name: str
    title: str
    description: str
    rules: Mapping[str, Any]


@dataclass(frozen=True)
class TournamentSummary:
    """One line of the list of tournaments."""

    tournament: Tournament
    entrants: int
    checked_in: int
    rounds: int


@dataclass(frozen=True)
class EntrantView:
    """What the draw places: a team (doublettes) or a player (mêlée), with its registration.

    ``label`` is how it is named on screens and sheets: « 12 — Dupont / Martin » style pieces are left
    to the front ends; ``label`` itself is « Marie Dupont / Paul Martin » (team without a name), the
    team's name, or the player's name.
    """

    entrant_id: int
    number: int | None
    label: str
    players: tuple[Player, ...]
    registration: Registration
    team_id: int | None = None

    @property
    def checked_in(self) -> bool:
        return self.registration.checked_in

    @property
    def numbered(self) -> str:
        """The one rule of a team's (or player's) name wherever no column gives its number: « 3 · Les As »,
        « 3 · René Dupré / Agnès Müller » (a team without a name: its players), as on paper."""
        return numbered_label((self.number,), self.label)

    @property
    def withdrawn_from_round(self) -> int | None:
        return self.registration.withdrawn_from_round

    @property
    def joins_from_round(self) -> int:
        return self.registration.joins_from_round


def numbered_label(numbers: tuple[int | None, ...], label: str) -> str:
    """« 3 · Les As », « 12+15 · Alain Roy / Léa Roux » (mêlée partners), the label alone without a number."""
    known = [str(n) for n in numbers if n is not None]
    return f"{'+'.join(known)} · {label}" if known else label


@dataclass(frozen=True)
class SideView:
    """One side of a table: entrant ids (``(team_id,)`` or ``(player_id, player_id)``) and a label."""

    entrant_ids: tuple[int, ...]
    label: str
    numbers: tuple[int | None, ...]
    players: tuple[Player, ...]

    @property
    def numbered(self) -> str:
        """« 3 · Les As »: the side as named wherever no column gives its number (see ``EntrantView.numbered``)."""
        return numbered_label(self.numbers, self.label)


@dataclass(frozen=True)
class DealView:
    """A stored deal (``data`` as entered, SCORING.md §2) with what the engine made of it."""

    position: int
    data: DealData
    outcome: str
    points: tuple[int, ...]
    reserve: int
    winner: int | None
    explanation: tuple[str, ...]
    totals: tuple[int, ...]  #: running totals after this deal
    #: Whether the deal is one of the game's deals as the sheet numbers them (a passed deal is not, unless the
    #: rules count passed deals: ``passed_deals_count``), and its number then (``None`` when it does not count).
    counted: bool = True
    number: int | None = None


@dataclass(frozen=True)
class GameView:
    """The game of one table, recomputed from what was entered.

    ``mode`` is ``"empty"``, ``"deals"``, ``"paper"`` or ``"forfeit"`` (see ``forfeit``).  ``winner`` is a side index (0/1) or ``None``;
    ``totals`` are the points of each side (for a paper game, the totals copied from the sheet).
    ``warnings`` are the paper-sheet consistency warnings (French), empty for deal-by-deal games.
    ``fingerprint`` is set on the views of one game only (see below).
    """

    round_number: int
    table_number: int
    mode: str
    state: GameState
    deals: tuple[DealView, ...]
    totals: tuple[int, int]
    finished: bool
    winner: int | None
    game_points: tuple[int, int]
    rubicon: tuple[int, ...]
    reserve: int
    reserve_lost: int
    deal_count: int | None = None  #: a paper sheet's count of deals, when given
    belotes: int | None = None
    capots: int | None = None
    warnings: tuple[str, ...] = ()
    #: What was entered, condensed (:func:`belote_club.services.scoring.fingerprint`): set on the views of
    #: one game (``ClubService.game`` and the changing calls), "" in round and standings views.  Give it
    #: back as ``expected=`` to a changing call to have it refused if another station changed the game.
    fingerprint: str = ""
    #: The deals played that count (see ``DealView.counted``), summaries included: what « donne 7 sur 12 »
    #: says; for a paper sheet, its count of deals when given.
    played: int = 0
    #: ``mode == "forfeit"``: the side (0/1) that forfeited; the other one is scored as the exempt policy
    #: says, or with the totals typed when the forfeit was declared.
    forfeit: int | None = None

    @property
    def has_score(self) -> bool:
        return self.mode != "empty"


@dataclass(frozen=True)
class TableView:
    round_number: int
    number: int
    sides: tuple[SideView, SideView]
    game: GameView


@dataclass(frozen=True)
class RoundProgress:
    """How far a round is: tables finished (or closed), being played, not started."""

    round_number: int
    tables: int
    finished: int
    in_progress: int
    pending: int
    remaining: tuple[int, ...]  #: numbers of the tables not finished yet

    @property
    def complete(self) -> bool:
        return self.finished == self.tables


@dataclass(frozen=True)
class RoundSummary:
    """One line of the list of rounds, without the games themselves (:meth:`ClubService.round_summaries`).

    ``finished`` counts the tables whose game is over (played out, closed by the organiser, or entered
    from a paper sheet), ``in_progress`` those with a score but not over; ``exempts`` is how many
    entrants sit the round out.  ``seed`` and ``method`` are the draw's.
    """

    number: int
    seed: int
    method: str
    tables: int
    finished: int
    in_progress: int
    exempts: int
    unavoidable_repeats: int = 0
    swapped: bool = False  #: changed by hand (a swap): its repeats are « choisi à la main »

    @property
    def repeat_label(self) -> str:
        """How the round's repeats are described: « inévitable », or « choisi à la main » after a swap."""
        return gettext(REPEAT_BY_HAND) if self.swapped else gettext(REPEAT_UNAVOIDABLE)

    @property
    def pending(self) -> int:
        """Tables with nothing entered yet."""
        return self.tables - self.finished - self.in_progress

    @property
    def complete(self) -> bool:
        return self.finished == self.tables


@dataclass(frozen=True)
class RoundView:
    number: int
    seed: int
    method: str
    tables: tuple[TableView, ...]
    exempts: tuple[EntrantView, ...]
    unavoidable_repeats: int
    progress: RoundProgress
    created_at: dt.datetime | None = None
    swapped: bool = False  #: changed by hand (a swap): its repeats are « choisi à la main »

    @property
    def repeat_label(self) -> str:
        """How the round's repeats are described: « inévitable », or « choisi à la main » after a swap."""
        return gettext(REPEAT_BY_HAND) if self.swapped else gettext(REPEAT_UNAVOIDABLE)


@dataclass(frozen=True)
class StandingRow:
    """One line of the standings.  ``opponents`` are the labels of the entrants met, round by round."""

    rank: int
    entrant_id: int
    number: int | None
    label: str
    players: tuple[Player, ...]
    played: int
    wins: int
    game_points: int
    points_for: int
    points_against: int
    exempts: int
    opponent_ids: tuple[int, ...]
    opponents: tuple[str, ...]
    withdrawn_from_round: int | None = None
    draws: int = 0
    losses: int = 0
    lines: tuple[RoundLine, ...] = ()  #: round by round: table or exempt, opponents, points, result
    joins_from_round: int = 1  #: a late arrival's first round (1 for everybody who was there from the start)

    @property
    def difference(self) -> int:
        return self.points_for - self.points_against


@dataclass(frozen=True)
class Standings:
    """Standings after ``after_round`` (every finished game up to it), best first.

    ``criteria`` are the ranking keys used, in order; rows tied on every criterion share a rank.
    ``incomplete_rounds`` lists rounds that still have unfinished games (their finished games count).
    """

    tournament_id: int
    after_round: int
    criteria: tuple[str, ...]
    rows: tuple[StandingRow, ...]
    incomplete_rounds: tuple[int, ...] = ()


@dataclass(frozen=True)
class CsvLine:
    """One line of a roster CSV being imported: the player it gives, or French errors."""

    line: int
    player: Player | None
    errors: tuple[str, ...] = ()
    duplicate_of: int | None = None  #: id of a roster player with the same name and licence


@dataclass(frozen=True)
class CsvPreview:
    lines: tuple[CsvLine, ...]

    @property
    def valid(self) -> tuple[CsvLine, ...]:
        return tuple(line for line in self.lines if line.player is not None and not line.errors)

    @property
    def errors(self) -> tuple[CsvLine, ...]:
        return tuple(line for line in self.lines if line.errors)


@dataclass(frozen=True)
class ImportResult:
    added: tuple[Player, ...]
    skipped_duplicates: int
    errors: tuple[CsvLine, ...]
