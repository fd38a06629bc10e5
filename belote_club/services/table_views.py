"""The table-side entry's vocabulary: entry codes, who may write (modes), the refusals a phone can meet and
what the desktop and the phones are given (:class:`TableAccess`, :class:`TablePage`, :class:`TableWrite`,
:class:`RefereeCall`).  The operations are :mod:`belote_club.services.tables`' (which re-exports all of it)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from belote_club.i18n import N_
from belote_club.i18n import gettext as _
from belote_club.services.errors import ServiceError
from belote_club.services.views import GameView

#: 21 characters, none that can be mistaken for another (no 0/O/Q/D, 1/I/L, 2/Z, 5/S, 8/B, U/V), 10 of them
#: (printed and shown in two groups of five): 21¹⁰ ≈ 1.67 × 10¹³ codes.  With wrong codes limited by the web
#: server to 30 a minute for the whole server (:mod:`belote_club.web.ratelimit`), a room guessing for a whole
#: five-hour concours makes at most 9 000 tries: against 100 tables, a chance of 9 000 × 100 / 21¹⁰ ≈ 5.4 × 10⁻⁸
#: of finding one code, however many phones take part (docs/TABLE_API.md).
CODE_ALPHABET = "ACEFGHJKMNPRTWXY34679"
CODE_LENGTH = 10
#: Referee calls one table may make within :data:`CALL_WINDOW` seconds (more: :class:`TooManyCallsError`).
CALL_LIMIT, CALL_WINDOW = 3, 60.0

#: Who may write to a table's game.
PHONE, DESK, LOCKED, PAPER, CONFIRMED = "phone", "desk", "locked", "paper", "confirmed"
#: The modes' French labels (the journal stores them as they are; shown: translated, ``_(MODE_LABELS[m])``).
MODE_LABELS = {
    PHONE: N_("saisie au téléphone"),
    DESK: N_("reprise par l’arbitre"),
    LOCKED: N_("verrouillée"),
    PAPER: N_("sur feuille papier"),
    CONFIRMED: N_("score confirmé par les deux camps"),
}
REFUSALS = {
    DESK: N_("L’arbitre a repris la main sur cette table : la saisie au téléphone est suspendue."),
    LOCKED: N_("Cette table est verrouillée par l’arbitre : plus aucune saisie au téléphone."),
    PAPER: N_("Cette table joue sur feuille papier : la saisie au téléphone est fermée."),
    CONFIRMED: N_("Le score de cette table est confirmé par les deux camps : la partie est close."),
}


class UnknownCodeError(ServiceError):
    """No table has this entry code (mistyped, or a code of a round drawn again)."""


class TableConflictError(ServiceError):
    """A write refused because of the table's state: game over, locked, paper, round no longer current."""


class TooManyCallsError(ServiceError):
    """A table called the referee :data:`CALL_LIMIT` times within :data:`CALL_WINDOW` seconds (HTTP 429):
    ``retry_after`` is how many whole seconds until it may call again."""

    def __init__(self, message: str, *, retry_after: int) -> None:
        super().__init__(message)
        self.retry_after = retry_after


@dataclass(frozen=True)
class TableAccess:
    """A table of a round as the desktop sees its table-side entry: code, mode (see :func:`entry_mode`),
    confirmations, calls, deals entered (a paper sheet: the deals it counts), the journal's newest entry."""

    round_number: int
    table_number: int
    code: str
    mode: str
    confirmed_by: tuple[int, ...] = ()  #: camps whose confirmation matches the game as it stands
    open_calls: int = 0
    deals: int = 0
    last_activity: dt.datetime | None = None  #: when the journal last spoke of this table (UTC)

    @property
    def mode_label(self) -> str:
        return _(MODE_LABELS[self.mode])


@dataclass(frozen=True)
class TablePage:
    """What a phone shows: the table, its two camps, the rules and the game as it stands."""

    tournament_id: int
    tournament_name: str
    round_number: int
    table_number: int
    camps: tuple[str, str]
    rules: Mapping[str, Any]
    game: GameView
    mode: str
    current: bool  #: the code's round is the tournament's current round (and the draw is still the same)
    writable: bool  #: a phone may write now
    confirmed_by: tuple[int, ...]
    referee_called: bool
    notice: str = ""  #: why the phone may not write (in the language in force), "" when it may


@dataclass(frozen=True)
class TableWrite:
    """The answer to a phone's write: ``created`` False when it repeats an id already stored."""

    created: bool
    body: Mapping[str, Any]


@dataclass(frozen=True)
class RefereeCall:
    id: int
    round_number: int
    table_number: int
    camp: int | None
    reason: str
    at: dt.datetime
    resolved_at: dt.datetime | None
    camp_name: str | None = None  #: the calling (contesting) camp's name, when the phone said which


def seconds_between(earlier: dt.datetime, later: dt.datetime) -> float:
    """``later - earlier`` in seconds, whether the database gave the time back with its zone or without (UTC)."""
    if (earlier.tzinfo is None) != (later.tzinfo is None):
        earlier, later = earlier.replace(tzinfo=None), later.replace(tzinfo=None)
    return (later - earlier).total_seconds()
