"""Registration, check-in, late arrivals and withdrawals: who is drawable in round k.

Every function returns a new object (the model is immutable) and raises :class:`TournamentError`
with a message a club member can read (in the language in force) when a request makes no sense.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from belote_club.i18n import gettext as _

from .errors import TournamentError
from .model import Format, Registration, Team, Tournament

__all__ = [
    "check_in",
    "drawable_entrants",
    "is_drawable",
    "join_late",
    "register_player",
    "register_team",
    "reinstate",
    "validate_registrations",
    "withdraw",
]


def register_player(tournament: Tournament, player_id: int, *, number: int | None = None,
                    checked_in: bool = False) -> Registration:
    """Register a player alone (mêlée)."""
    if tournament.format is not Format.MELEE:
        raise TournamentError(_("En doublettes, on inscrit des équipes, pas des joueurs seuls."))
    return Registration(player_id=player_id, number=number, checked_in=checked_in,
                        tournament_id=tournament.id)


def register_team(tournament: Tournament, team: Team, *, checked_in: bool = False) -> Registration:
    """Register a team (doublettes).  The team must already have its id."""
    if tournament.format is not Format.DOUBLETTES:
        raise TournamentError(_("En mêlée, chaque joueur s’inscrit seul."))
    if team.id is None:
        raise TournamentError(
            _("L’équipe n° {number} doit être enregistrée avant son inscription.").format(number=team.number))
    if team.player_ids[0] == team.player_ids[1]:
        raise TournamentError(_("L’équipe n° {number} compte deux fois le même joueur.").format(number=team.number))
    return Registration(team_id=team.id, checked_in=checked_in, tournament_id=tournament.id)


def check_in(registration: Registration, present: bool = True) -> Registration:
    """Mark the entrant present (or absent again)."""
    return replace(registration, checked_in=present)


def join_late(registration: Registration, round_number: int) -> Registration:
    """A late arrival: drawn from ``round_number`` on, and checked in."""
    if round_number < 1:
        raise TournamentError(_("Le numéro de manche commence à 1."))
    if registration.withdrawn_from_round is not None and registration.withdrawn_from_round <= round_number:
        raise TournamentError(_("Impossible d’arriver après son propre abandon."))
    return replace(registration, joins_from_round=round_number, checked_in=True)


def withdraw(registration: Registration, from_round: int) -> Registration:
    """No longer drawn from ``from_round`` on; results already played are kept."""
    if from_round < 1:
        raise TournamentError(_("Le numéro de manche commence à 1."))
    if from_round <= registration.joins_from_round and registration.joins_from_round > 1:
        raise TournamentError(_(
            "Abandon à la manche {withdrawal} avant l’arrivée prévue à la manche {arrival}."
        ).format(withdrawal=from_round, arrival=registration.joins_from_round))
    return replace(registration, withdrawn_from_round=from_round)


def reinstate(registration: Registration) -> Registration:
    """Cancel a withdrawal."""
    return replace(registration, withdrawn_from_round=None)


def is_drawable(registration: Registration, round_number: int) -> bool:
    """Whether the entrant is drawn in round ``round_number``: checked in, arrived, not withdrawn."""
    if not registration.checked_in or registration.joins_from_round > round_number:
        return False
    return registration.withdrawn_from_round is None or round_number < registration.withdrawn_from_round


def drawable_entrants(tournament: Tournament, registrations: Iterable[Registration],
                      round_number: int) -> list[int]:
    """Entrant ids (team ids in doublettes, player ids in mêlée) drawable in ``round_number``, sorted."""
    wanted_team = tournament.format is Format.DOUBLETTES
    result = []
    for reg in registrations:
        if (reg.team_id is not None) != wanted_team:
            continue
        if is_drawable(reg, round_number):
            result.append(reg.entrant_id)
    return sorted(result)


def validate_registrations(tournament: Tournament, registrations: Sequence[Registration],
                           teams: Sequence[Team] = ()) -> list[str]:
    """Problems with the registrations as sentences in the language in force (empty list: all is well).

    Checks: the entrant kind matches the format, nobody is registered twice, and in doublettes no
    player plays in two registered teams.
    """
    problems: list[str] = []
    doublettes = tournament.format is Format.DOUBLETTES
    seen: set[int] = set()
    for reg in registrations:
        if (reg.team_id is None) == (reg.player_id is None):
            problems.append(_("Une inscription doit désigner soit un joueur, soit une équipe."))
            continue
        if doublettes and reg.team_id is None:
            problems.append(_("En doublettes, on inscrit des équipes, pas des joueurs seuls."))
            continue
        if not doublettes and reg.player_id is None:
            problems.append(_("En mêlée, chaque joueur s’inscrit seul."))
            continue
        if reg.entrant_id in seen:
            twice = (_("L’équipe n° {number} est inscrite deux fois.") if doublettes
                     else _("Le joueur n° {number} est inscrit deux fois."))
            problems.append(twice.format(number=reg.entrant_id))
        seen.add(reg.entrant_id)
    if doublettes:
        by_id = {team.id: team for team in teams}
        owner: dict[int, int] = {}
        for reg in registrations:
            team = by_id.get(reg.team_id)
            if team is None:
                continue
            for pid in team.player_ids:
                if pid in owner and owner[pid] != team.number:
                    problems.append(_("Un même joueur figure dans les équipes n° {first} et n° {second}.").format(
                        first=owner[pid], second=team.number))
                owner[pid] = team.number
    return problems
