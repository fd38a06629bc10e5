"""Tournament lifecycle: the rules lock with the first score; rounds start and the tournament closes.

The one home of these rules and of their refusals (French, or the language in force): the services call these
functions (and turn :class:`TournamentError` into their own error, unchanged).  Also the helper that writes an audit
entry for a change (the services store it).
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from belote_club.i18n import N_
from belote_club.i18n import gettext as _

from .errors import TournamentError
from .model import AuditEntry, GameRecord, Tournament, TournamentStatus

__all__ = [
    "audit", "change_rules", "check_open", "close", "record_score", "reopen", "round_drawn", "rules_editable",
]

#: The refusal of a rules change once a score exists (a French message id: raise ``_(RULES_LOCKED)``).
RULES_LOCKED = N_(
    "Les règles sont verrouillées : des scores sont déjà saisis. Déverrouillez-les explicitement pour les modifier."
)


def check_open(tournament: Tournament) -> None:
    """Refuse any change (draw, score, registration) to a closed tournament."""
    if tournament.status is TournamentStatus.FINISHED:
        raise TournamentError(
            _("Le concours « {name} » est clos : rouvrez-le pour le modifier.").format(name=tournament.name))


def rules_editable(tournament: Tournament, games: Iterable[GameRecord] = ()) -> bool:
    """The house rules may change until the first score is entered."""
    return not tournament.rules_locked and not any(g.has_score for g in games)


def change_rules(tournament: Tournament, rules: Mapping[str, Any], games: Iterable[GameRecord] = (), *,
                 preset: str | None = None, unlock: bool = False) -> Tournament:
    """New house rules (validate them with ``HouseRules.from_dict`` first).

    Refused once a score exists unless ``unlock`` is true (the caller then checks that every stored game
    still scores under the new rules)."""
    if not unlock and not rules_editable(tournament, games):
        raise TournamentError(_(RULES_LOCKED))
    return replace(tournament, rules=dict(rules), preset=preset)


def record_score(tournament: Tournament) -> Tournament:
    """Call when a score is entered: locks the rules (idempotent)."""
    check_open(tournament)
    return replace(tournament, rules_locked=True, status=TournamentStatus.RUNNING)


def round_drawn(tournament: Tournament) -> Tournament:
    """Call when a round is drawn: the tournament is running."""
    check_open(tournament)
    return replace(tournament, status=TournamentStatus.RUNNING)


def close(tournament: Tournament) -> Tournament:
    return replace(tournament, status=TournamentStatus.FINISHED)


def reopen(tournament: Tournament, *, has_rounds: bool) -> Tournament:
    """A closed tournament open again: running if a round was drawn, else back to registration."""
    return replace(tournament, status=TournamentStatus.RUNNING if has_rounds else TournamentStatus.REGISTRATION)


def audit(what: str, old: object, new: object, *, when: dt.datetime | None = None,
          tournament_id: int | None = None) -> AuditEntry:
    """An audit entry; values kept as text (a text as it is, anything else as JSON; ``None`` stays ``None``);
    ``when`` defaults to now (UTC)."""
    return AuditEntry(
        what=what,
        old_value=_text(old),
        new_value=_text(new),
        when=when if when is not None else dt.datetime.now(dt.UTC),
        tournament_id=tournament_id,
    )


def _text(value: object) -> str | None:
    if value is None or isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, sort_keys=True)
