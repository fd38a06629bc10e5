"""Plain input data for the documents.

The renderers take these small frozen dataclasses, never a database session: the services layer (or
a test, or the benchmark) builds them, and :mod:`belote_club.reports.from_services` maps the services'
results onto them.  Names are already what a club member reads (« Équipe 12 », « Marie Dupont »): people are
named first name first on paper as on every screen (the services' ``Player.display_name``).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from belote_club.i18n import gettext as _
from belote_club.rules import HouseRules


@dataclass(frozen=True)
class EventInfo:
    """The tournament (or club evening) a document is about."""

    name: str
    date: dt.date | None = None
    club: str = ""
    venue: str = ""


@dataclass(frozen=True)
class ConcoursRules:
    """The concours' own rules, for the rule sheet: (heading, sentence) pairs in reading order — games and
    deals, ranking and tie-breaks, exempts, late arrivals and withdrawals, timetable."""

    lines: tuple[tuple[str, str], ...] = ()


#: Between the players of a team on paper, as on the screens: « Odile Michel / Guy Garcia ».
PLAYERS_JOIN = " / "


def team_label(number: int | str) -> str:
    """« Équipe 12 » (« Team 12 »): a team without a name of its own; ``team_label("")`` is the words before
    the number."""
    return _("Équipe {number}").format(number=number)


@dataclass(frozen=True)
class Entrant:
    """A team (doublettes) or a player (mêlée): bib number, label and the people behind it."""

    number: int | None
    name: str  #: « Les As de Bormes », or the player's name in mêlée; may be empty
    players: tuple[str, ...] = ()  #: « Marie Dupont », « Paul Martin » (as every screen names them)
    player_numbers: tuple[int | None, ...] = ()  #: mêlée partners: each player's bib number
    #: The players' names for alphabetical order only (« Dupont Marie »), never printed; empty: ``players``.
    sort_names: tuple[str, ...] = ()

    @property
    def player_lines(self) -> tuple[str, ...]:
        """The players, each with their bib number when known: « Alain Roy (15) »."""
        numbers = self.player_numbers or (None,) * len(self.players)
        return tuple(f"{p} ({n})" if n is not None else p for p, n in zip(self.players, numbers, strict=False))

    @property
    def title(self) -> str:
        """The name without the number: « Les As de Bormes », « Équipe 12 », or the player."""
        if self.name:
            return self.name
        if len(self.players) == 1:
            return self.players[0]
        return team_label(self.number) if self.number is not None else PLAYERS_JOIN.join(self.player_lines)

    @property
    def players_text(self) -> str:
        """The players as the screens list them: « Odile Michel / Guy Garcia »."""
        return PLAYERS_JOIN.join(self.players)

    @property
    def label(self) -> str:
        """« Équipe 12 · Les As de Bormes », « 12 · Dupont Marie », or what exists of it."""
        if self.number is None:
            return self.name or PLAYERS_JOIN.join(self.player_lines)
        if self.name:
            return f"{self.number} · {self.name}"
        return team_label(self.number) if len(self.players) != 1 else f"{self.number} · {self.players[0]}"


@dataclass(frozen=True)
class RoundScore:
    """One entrant's round in the standings: the points of its game, or an exempt."""

    round_number: int
    points_for: int | None  #: None: no finished game that round (not drawn, or game not over)
    result: str = "none"  #: "won", "lost", "draw" or "none"
    exempt: bool = False
    forfeit: bool = False  #: the game was declared forfeit (``result`` says who gave up: "lost")


@dataclass(frozen=True)
class StandingRow:
    rank: int
    entrant: Entrant
    played: int
    wins: int
    game_points: int
    points_for: int
    points_against: int
    #: « exempt en manche 2 », « arrivée en manche 2 », « abandon dès la manche 3 », « forfait en manche 3 »,
    #: « gagne par forfait en manche 3 »
    marks: tuple[str, ...] = ()
    rounds: tuple[RoundScore, ...] = ()  #: round by round, for the per-game columns
    prize: str = ""  #: the palmarès' prize (lot, dotation), when the organiser gives one

    @property
    def difference(self) -> int:
        return self.points_for - self.points_against


@dataclass(frozen=True)
class MatchResult:
    """One table of a round, as played (or not yet: ``points`` is None)."""

    table: int
    sides: tuple[Entrant, Entrant]
    points: tuple[int, int] | None = None
    winner: int | None = None  #: 0, 1 or None (draw, or not finished)
    rubicon: bool = False
    forfeit: int | None = None  #: the side (0/1) that declared forfeit, or None


@dataclass(frozen=True)
class RoundResults:
    number: int
    matches: tuple[MatchResult, ...]
    exempts: tuple[Entrant, ...] = ()


@dataclass(frozen=True)
class StandingsData:
    event: EventInfo
    rows: tuple[StandingRow, ...]
    after_round: int | None = None  #: standings after this round (None: current)
    criteria: str = ""  #: « points, puis victoires »
    rounds: tuple[RoundResults, ...] = ()
    individual: bool = False  #: mêlée: players are ranked, not teams
    in_progress: tuple[int, ...] = ()  #: rounds up to ``after_round`` with games still being played


@dataclass(frozen=True)
class PlanTable:
    number: int
    sides: tuple[Entrant, Entrant]
    forfeit: int | None = None  #: the side (0/1) that declared forfeit, or None


@dataclass(frozen=True)
class TablePlanData:
    event: EventInfo
    round_number: int
    tables: tuple[PlanTable, ...]
    exempts: tuple[Entrant, ...] = ()


@dataclass(frozen=True)
class ScoreSheet:
    """One table's sheet.  Blank sheets have no table number and no sides; a sheet has one side per camp
    of the rules (missing sides are left blank to fill in)."""

    round_number: int | None = None
    table: int | None = None
    sides: tuple[Entrant, ...] | None = None


@dataclass(frozen=True)
class ScoreSheetsData:
    event: EventInfo
    rules: HouseRules
    sheets: tuple[ScoreSheet, ...]
    rows: int | None = None  #: deal rows per sheet (None: from the rules)
    forfeited: tuple[int, ...] = ()  #: the round's tables declared forfeit: no sheet for them


@dataclass(frozen=True)
class ResultsData:
    """The palmarès: final standings with the podium set apart."""

    event: EventInfo
    rows: tuple[StandingRow, ...]
    rounds_played: int
    criteria: str = ""
    individual: bool = False
    facts: tuple[tuple[str, str], ...] = field(default=())  #: (« Équipes », « 48 »), (« Parties jouées », « 96 »)…
    provisional: bool = False  #: the concours is not over (rounds left to play or games unfinished)
    money: bool = False  #: the prizes are the concours' prize rules (money and lots), not a list of lots
