"""The tournament domain: plain frozen dataclasses and enums, no behaviour beyond small properties.

These are the stored facts of a tournament (what people entered): the roster, the tournament and its
options, registrations, teams, draws with their seed, game records and the audit trail.  Everything
derived (game results, standings) is computed elsewhere and never stored here.

Conventions
-----------
- Every entity has ``id: int | None``: ``None`` until storage assigns one.
- Collections are tuples so that every object is immutable; update with :func:`dataclasses.replace`.
- An *entrant* is what the draw places: a team id in :attr:`Format.DOUBLETTES`, a player id in
  :attr:`Format.MELEE`.  A :data:`Side` of a table is a tuple of entrant ids: ``(team_id,)`` in
  doublettes, ``(player_id, player_id)`` (the two partners) in mêlée.
- Enums are ``StrEnum`` so that their values are the strings stored in the database and in JSON.

This module is additive-only: storage maps it to rows.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from belote_club.text import fold

__all__ = [
    "AuditEntry",
    "Exempt",
    "ExemptAgainst",
    "ExemptKind",
    "ExemptPolicy",
    "Format",
    "GameRecord",
    "GameState",
    "PairingMethod",
    "Player",
    "RANKING_PRESETS",
    "RankingKey",
    "Registration",
    "Round",
    "Side",
    "Table",
    "Team",
    "Tournament",
    "TournamentStatus",
]


class Format(StrEnum):
    """How people register and how standings are kept."""

    DOUBLETTES = "doublettes"  #: registered pairs, team standings
    MELEE = "melee"  #: players register alone; partners and opponents drawn each round; individual standings


class PairingMethod(StrEnum):
    """How a round's tables are drawn.  Round 1 is always random."""

    RANDOM = "random"
    RANKING = "ranking"  #: neighbours in the standings meet (1 v 2, 3 v 4, …)


class ExemptKind(StrEnum):
    """What an exempt (a bye) scores; see ``belote_club.tournament.exempt``."""

    FIXED_WIN = "fixed_win"  #: a won game with ``ExemptPolicy.amount`` points, 0 against
    ROUND_AVERAGE = "round_average"  #: a won game with the round's average of points scored
    HALF_GAME = "half_game"  #: half the points of a game, no win
    NOTHING = "nothing"  #: nothing at all


class ExemptAgainst(StrEnum):
    """What an exempt (a bye) concedes: the points against that its round counts."""

    ZERO = "zero"  #: nothing: there is no opponent (the default)
    ROUND_AVERAGE = "round_average"  #: the round's average of points scored, as an average opponent would
    SAME_AS_FOR = "same_as_for"  #: as many as the exempt scores: a bye changes no difference


@dataclass(frozen=True)
class ExemptPolicy:
    """The exempt policy of a tournament.  ``amount`` only matters for ``FIXED_WIN``; ``against`` says
    what the exempt concedes (``belote_club.tournament.exempt``)."""

    kind: ExemptKind = ExemptKind.FIXED_WIN
    amount: int = 1000
    against: ExemptAgainst = ExemptAgainst.ZERO


class RankingKey(StrEnum):
    """One criterion of the standings, in the order given by ``Tournament.ranking_criteria``.

    Every key ranks the larger value first, except ``POINTS_AGAINST`` (fewer is better).  The last three
    are tie-breaks: they only separate entrants equal on every criterion before them.  Their French labels
    are ``belote_club.tournament.standings.CRITERION_LABELS``.
    """

    GAME_POINTS = "game_points"  #: game points (1 per win, 2 for a Rubicon win); the « victoires »
    WINS = "wins"  #: number of games won, Rubicon or not
    POINTS_FOR = "points_for"
    DIFFERENCE = "difference"
    POINTS_AGAINST = "points_against"
    HEAD_TO_HEAD = "head_to_head"  #: game points won in the games between the entrants still tied
    BEST_GAME = "best_game"  #: the most points scored in one game (exempt rounds aside)
    LOTS = "lots"  #: drawing of lots, seeded (``compute_standings(lots_seed=…)``): separates every tie


#: Ranking presets: ``points`` = points then wins; ``victoires`` = wins then points then difference.
RANKING_PRESETS: Mapping[str, tuple[RankingKey, ...]] = {
    "points": (RankingKey.POINTS_FOR, RankingKey.GAME_POINTS),
    "victoires": (RankingKey.GAME_POINTS, RankingKey.POINTS_FOR, RankingKey.DIFFERENCE),
}


class TournamentStatus(StrEnum):
    REGISTRATION = "registration"  #: registering and checking in, no round drawn yet
    RUNNING = "running"  #: at least one round drawn
    FINISHED = "finished"  #: closed by the organiser


class GameState(StrEnum):
    PENDING = "pending"  #: nothing entered yet
    IN_PROGRESS = "in_progress"  #: some deals entered, the game is not over
    FINISHED = "finished"  #: over (by the rules, or totals entered from a paper sheet)
    CLOSED = "closed"  #: an ``open`` game closed by the organiser (``score_game(..., closed=True)``)


@dataclass(frozen=True)
class Player:
    """A member of the club roster, reused across tournaments."""

    first_name: str
    last_name: str
    licence: str | None = None
    club: str | None = None
    phone: str | None = None
    email: str | None = None
    id: int | None = None
    #: A member of the club: pays the members' fee of a concours that has one (PRIZES.md).
    member: bool = False

    @property
    def display_name(self) -> str:
        """« Marie Dupont »: how a person is named in running text."""
        return " ".join(p for p in (self.first_name.strip(), self.last_name.strip()) if p)

    @property
    def sort_name(self) -> str:
        """« Dupont Marie »: how a person is named in sorted lists."""
        return " ".join(p for p in (self.last_name.strip(), self.first_name.strip()) if p)

    @property
    def sort_key(self) -> tuple[str, str]:
        """Key for sorting a roster by last name then first name, ignoring case and accents."""
        return (fold(self.last_name), fold(self.first_name))


@dataclass(frozen=True)
class Tournament:
    """A tournament (concours) or a club evening.

    ``rules`` is the house-rules JSON object of SCORING.md §1 (``HouseRules.from_dict`` turns it into
    the engine's rules); ``preset`` is the name of the preset it started from, if any.
    ``rules_locked`` becomes true with the first score entered: the rules are editable until then.
    """

    name: str
    date: dt.date
    venue: str = ""
    rules: Mapping[str, Any] = field(default_factory=dict)
    preset: str | None = None
    format: Format = Format.DOUBLETTES
    planned_rounds: int = 4
    pairing: PairingMethod = PairingMethod.RANKING
    ranking_criteria: tuple[RankingKey, ...] = RANKING_PRESETS["points"]
    exempt_policy: ExemptPolicy = field(default_factory=ExemptPolicy)
    status: TournamentStatus = TournamentStatus.REGISTRATION
    rules_locked: bool = False
    id: int | None = None


@dataclass(frozen=True)
class Team:
    """A registered pair (doublettes).  ``number`` is the team's bib number within the tournament."""

    number: int
    player_ids: tuple[int, int]
    name: str = ""
    tournament_id: int | None = None
    id: int | None = None


@dataclass(frozen=True)
class Registration:
    """A player (mêlée) or a team (doublettes) registered in a tournament.

    Exactly one of ``player_id`` and ``team_id`` is set.  ``joins_from_round`` = k: a late arrival,
    drawn from round k on.  ``withdrawn_from_round`` = k: no longer drawn from round k on; the results
    already played are kept.  ``number`` is the player's bib number in mêlée (teams carry theirs).
    """

    player_id: int | None = None
    team_id: int | None = None
    checked_in: bool = False
    joins_from_round: int = 1
    withdrawn_from_round: int | None = None
    number: int | None = None
    tournament_id: int | None = None
    id: int | None = None

    @property
    def entrant_id(self) -> int:
        """The id the draw places: the team id in doublettes, the player id in mêlée."""
        entrant = self.team_id if self.team_id is not None else self.player_id
        if entrant is None:
            raise ValueError("registration without player nor team")
        return entrant


#: One side of a table: ``(team_id,)`` in doublettes, ``(player_id, player_id)`` in mêlée.
Side = tuple[int, ...]


@dataclass(frozen=True)
class Table:
    """One table of a round: two sides facing each other.  Side 0 is camp 0 of the game, side 1 camp 1."""

    number: int
    sides: tuple[Side, Side]
    id: int | None = None


@dataclass(frozen=True)
class Exempt:
    """An entrant (team id or player id) exempt (bye) in a round."""

    entrant_id: int
    id: int | None = None


@dataclass(frozen=True)
class Round:
    """A drawn round.  ``seed`` reproduces the draw; ``method`` is the method actually used.

    ``unavoidable_repeats`` is what the draw reported: meetings (doublettes) or repeated partners and
    opponents (mêlée) it could not avoid.  ``swapped``: the organiser changed the draw by hand (a swap);
    its repeats are then « choisi à la main », never « inévitable » (``draw.repeat_label``).
    """

    number: int
    seed: int
    method: PairingMethod
    tables: tuple[Table, ...] = ()
    exempts: tuple[Exempt, ...] = ()
    unavoidable_repeats: int = 0
    tournament_id: int | None = None
    id: int | None = None
    swapped: bool = False


@dataclass(frozen=True)
class GameRecord:
    """What was entered for one table's game in a round.

    Either ``deals`` (deal JSON objects of SCORING.md §2, scored by the rules engine) or ``totals``
    copied from a paper sheet, one per side.  With totals, the optional counts (deals played, belotes,
    capots, reserve lost) let ``checks.check_totals`` verify the sheet.
    """

    round_number: int
    table_number: int
    deals: tuple[Mapping[str, Any], ...] = ()
    totals: tuple[int, int] | None = None
    deal_count: int | None = None
    belotes: int | None = None
    capots: int | None = None
    lost_reserve: int | None = None
    state: GameState = GameState.PENDING
    tournament_id: int | None = None
    id: int | None = None

    @property
    def has_score(self) -> bool:
        """Whether anything was scored (a redraw is then no longer allowed)."""
        return bool(self.deals) or self.totals is not None


@dataclass(frozen=True)
class AuditEntry:
    """One change to a stored fact: ``what`` names it in French, values are shown as text."""

    what: str
    old_value: str | None
    new_value: str | None
    when: dt.datetime
    tournament_id: int | None = None
    id: int | None = None
