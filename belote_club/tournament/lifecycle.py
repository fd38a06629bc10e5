"""Tournament lifecycle: the rules lock with the first score; rounds start and the tournament closes.

Also the helper that writes an audit entry for a change (the services layer stores it).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import replace

from .errors import TournamentError
from .model import AuditEntry, GameRecord, Tournament, TournamentStatus

__all__ = ["audit", "change_rules", "close", "record_score", "round_drawn", "rules_editable"]


def rules_editable(tournament: Tournament, games: Iterable[GameRecord] = ()) -> bool:
    """The house rules may change until the first score is entered."""
    return not tournament.rules_locked and not any(g.has_score for g in games)


def change_rules(tournament: Tournament, rules: dict, games: Iterable[GameRecord] = (), *,
                 preset: str | None = None) -> Tournament:
    """New house rules (validate them with ``HouseRules.from_dict`` first); refused once scored."""
    if not rules_editable(tournament, games):
        raise TournamentError("Les règles ne se modifient plus : une partie a déjà été marquée.")
    return replace(tournament, rules=dict(rules), preset=preset)


def record_score(tournament: Tournament) -> Tournament:
    """Call when a score is entered: locks the rules (idempotent)."""
    if tournament.status is TournamentStatus.FINISHED:
        raise TournamentError("Le concours est clos : il n’accepte plus de score.")
    return replace(tournament, rules_locked=True, status=TournamentStatus.RUNNING)


def round_drawn(tournament: Tournament) -> Tournament:
    """Call when a round is drawn: the tournament is running."""
    if tournament.status is TournamentStatus.FINISHED:
        raise TournamentError("Le concours est clos : plus de tirage possible.")
    return replace(tournament, status=TournamentStatus.RUNNING)


def close(tournament: Tournament) -> Tournament:
    return replace(tournament, status=TournamentStatus.FINISHED)


def audit(what: str, old: object, new: object, *, when: dt.datetime | None = None,
          tournament_id: int | None = None) -> AuditEntry:
    """An audit entry; values shown as text (``None`` stays ``None``); ``when`` defaults to now (UTC)."""
    return AuditEntry(
        what=what,
        old_value=None if old is None else str(old),
        new_value=None if new is None else str(new),
        when=when if when is not None else dt.datetime.now(dt.UTC),
        tournament_id=tournament_id,
    )
