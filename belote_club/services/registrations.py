"""Services — registrations and teams: entrants, teams (doublettes), players alone (mêlée), check-in, late
arrivals, withdrawals."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from belote_club.i18n import gettext as _
from belote_club.services.base import ServiceBase
from belote_club.services.errors import ServiceError
from belote_club.services.snapshot import load_entrants
from belote_club.services.validation import MAX_NUMBER, MAX_ROUNDS, registration_text, text, whole
from belote_club.services.views import EntrantView
from belote_club.storage.repository import Repository
from belote_club.tournament import registration as regs
from belote_club.tournament.model import Format, Registration, Team


class RegistrationOps(ServiceBase):
    """Who plays: entrants, teams, check-in, late arrivals, withdrawals."""

    def entrants(self, tournament_id: int) -> list[EntrantView]:
        """Registered teams (doublettes) or players (mêlée), by number."""
        with self._unit(write=False) as repo:
            tournament = self._tournament(repo, tournament_id)
            assert tournament.id is not None
            return list(load_entrants(repo, tournament.id).values())

    def create_team(
        self, tournament_id: int, player_ids: tuple[int, int] | Sequence[int], *, name: str = "",
        number: int | None = None, checked_in: bool = False,
    ) -> EntrantView:
        """Pair two roster players into a team and register it (doublettes)."""
        ids = _two_ids(player_ids)
        if number is not None:
            whole(number, "number", _("numéro d’équipe"), 1, MAX_NUMBER)
        team_name = text(name, "name", _("nom de l’équipe"))
        with self._unit() as repo:
            tournament = self._tournament(repo, tournament_id)
            self._check_open(tournament)
            if tournament.format is not Format.DOUBLETTES:
                raise ServiceError(_("En mêlée, chaque joueur s’inscrit seul."))
            members = [self._player(repo, pid) for pid in ids]
            if ids[0] == ids[1]:
                raise ServiceError(_("Une équipe compte deux joueurs différents."), field="player_ids")
            taken = repo.team_numbers_of_players(tournament_id, ids)
            for player in members:
                if player.id in taken:
                    raise ServiceError(_("{player} joue déjà dans l’équipe n° {team}.").format(
                        player=player.display_name, team=taken[player.id]))
            if number is None:
                number = repo.highest_team_number(tournament_id) + 1
            elif repo.team_number_taken(tournament_id, number):
                raise ServiceError(_("Le numéro d’équipe {number} est déjà pris.").format(number=number), field="number")
            team = repo.add_team(Team(number=number, player_ids=(ids[0], ids[1]), name=team_name,
                                      tournament_id=tournament_id))
            repo.add_registration(regs.register_team(tournament, team, checked_in=checked_in))
            assert team.id is not None
            entrant = self._entrant(repo, tournament, team.id)
            self._audit(repo, tournament_id, "team.create", f"Inscription de l’équipe n° {number}", None, entrant.label)
            return entrant

    def update_team(
        self, tournament_id: int, team_id: int, *, player_ids: Sequence[int] | None = None, name: str | None = None,
    ) -> EntrantView:
        """Rename a team or replace its players, until it has played (a game with a score, or a bye); the
        change is in the journal (« Modification de l’équipe n° 3 », old and new names)."""
        with self._unit() as repo:
            tournament = self._tournament(repo, tournament_id)
            self._check_open(tournament)
            before = self._entrant(repo, tournament, team_id)
            if before.team_id is None:
                raise ServiceError(_("En mêlée, on inscrit des joueurs, pas des équipes."))
            played = self._last_round_played(repo, before)
            if played:
                raise ServiceError(_("L’équipe n° {number} a déjà joué (manche {round}) : elle ne peut plus être "
                                     "renommée ni changer de joueurs.").format(number=before.number, round=played))
            team = repo.get_team(team_id)
            changes: dict[str, Any] = {}
            if name is not None:
                changes["name"] = text(name, "name", _("nom de l’équipe"))
            if player_ids is not None:
                ids = _two_ids(player_ids)
                if ids[0] == ids[1]:
                    raise ServiceError(_("Une équipe compte deux joueurs différents."), field="player_ids")
                clash = repo.team_numbers_of_players(tournament_id, ids, except_team=team_id)
                if clash:
                    raise ServiceError(_("Un de ces joueurs joue déjà dans l’équipe n° {team}.").format(
                        team=min(clash.values())))
                for pid in ids:
                    self._player(repo, pid)
                changes["player_ids"] = ids
            repo.update_team(replace(team, **changes))
            after = self._entrant(repo, tournament, team_id)
            self._audit(repo, tournament_id, "team.update", f"Modification de l’équipe n° {team.number}",
                        _team_text(before), _team_text(after))
            return after

    def register_player(
        self, tournament_id: int, player_id: int, *, number: int | None = None, checked_in: bool = False,
    ) -> EntrantView:
        """Register a roster player alone (mêlée)."""
        with self._unit() as repo:
            tournament = self._tournament(repo, tournament_id)
            self._check_open(tournament)
            player = self._player(repo, player_id)
            if repo.registrations(tournament_id, entrant_ids=[player_id]):
                raise ServiceError(_("{player} figure déjà parmi les inscrits.").format(player=player.display_name))
            if number is None:
                number = repo.highest_registration_number(tournament_id) + 1
            elif repo.registration_number_taken(
                    tournament_id, whole(number, "number", _("numéro d’inscription"), 1, MAX_NUMBER)):
                raise ServiceError(_("Le numéro {number} est déjà attribué.").format(number=number), field="number")
            repo.add_registration(regs.register_player(tournament, player_id, number=number, checked_in=checked_in))
            self._audit(repo, tournament_id, "registration.add", f"Inscription de {player.display_name}",
                        None, f"n° {number}")
            return self._entrant(repo, tournament, player_id)

    def unregister(self, tournament_id: int, entrant_id: int) -> None:
        """Remove an entrant who has not been drawn yet (afterwards: :meth:`withdraw`)."""
        with self._unit() as repo:
            tournament = self._tournament(repo, tournament_id)
            entrant = self._entrant(repo, tournament, entrant_id)
            if repo.entrant_drawn(tournament_id, entrant_id):
                raise ServiceError(_("{entrant} figure déjà dans un tirage : déclarez plutôt un abandon.").format(
                    entrant=entrant.label))
            assert entrant.registration.id is not None
            moves = [e for e in repo.cash_entries(tournament_id) if e.registration_id == entrant.registration.id]
            if any(e.kind == "payment" for e in moves) and not any(e.kind == "refund" for e in moves):
                raise ServiceError(_("{entrant} a payé ses droits d’inscription : avant de désinscrire, déclarez "
                                     "l’abandon et remboursez, ou annulez le paiement.").format(
                    entrant=entrant.label))
            repo.delete_registration(entrant.registration.id)
            if entrant.team_id is not None:
                repo.delete_team(entrant.team_id)
            self._audit(repo, tournament_id, "registration.delete", f"Désinscription de {entrant.label}")

    def check_in(self, tournament_id: int, entrant_id: int, present: bool = True) -> EntrantView:
        return self._change_registration(
            tournament_id, entrant_id, lambda _repo, _entrant, reg, _next: regs.check_in(reg, present),
            "registration.check_in", "Pointage" if present else "Annulation du pointage",
        )

    def join_late(self, tournament_id: int, entrant_id: int, round_number: int | None = None) -> EntrantView:
        """A late arrival, drawn from ``round_number`` on (default: the next round to draw).

        Refused for a round already drawn, and for an entrant already drawn in a round (it has arrived)."""
        def change(repo: Repository, entrant: EntrantView, reg: Registration, next_round: int) -> Registration:
            if round_number is None:
                arrival = next_round
            else:
                arrival = whole(round_number, "round_number", _("manche d’arrivée"), 1, MAX_ROUNDS)
                if arrival < next_round:
                    raise ServiceError(
                        _("La manche {round} est déjà tirée : une arrivée en retard compte au plus tôt pour la "
                          "manche {next}.").format(round=arrival, next=next_round), field="round_number")
            assert entrant.registration.tournament_id is not None
            places = repo.entrant_places(entrant.registration.tournament_id, entrant.entrant_id)
            if places:
                raise ServiceError(_("{entrant} figure déjà dans le tirage de la manche {round} : ce n’est pas une "
                                     "arrivée en retard.").format(entrant=entrant.label, round=places[0][0]))
            return regs.join_late(reg, arrival)

        return self._change_registration(tournament_id, entrant_id, change, "registration.join_late",
                                         "Arrivée en retard")

    def cancel_late_arrival(self, tournament_id: int, entrant_id: int, *, from_round: int = 1,
                            checked_in: bool = False) -> EntrantView:
        """Undo a late arrival: the entrant is drawn from ``from_round`` again (its arrival round before the
        late arrival) with its former check-in.  Refused once the entrant sits in a draw (it has arrived)."""
        def change(repo: Repository, entrant: EntrantView, reg: Registration, _next_round: int) -> Registration:
            back = whole(from_round, "from_round", _("manche d’arrivée"), 1, MAX_ROUNDS)
            if not isinstance(checked_in, bool):
                raise ServiceError(_("Le pointage est oui ou non."), field="checked_in")
            assert entrant.registration.tournament_id is not None
            places = repo.entrant_places(entrant.registration.tournament_id, entrant.entrant_id)
            if places:
                raise ServiceError(_("{entrant} figure dans le tirage de la manche {round} : son arrivée ne peut "
                                     "plus être annulée.").format(entrant=entrant.label, round=places[0][0]))
            return replace(reg, joins_from_round=back, checked_in=checked_in)

        return self._change_registration(tournament_id, entrant_id, change, "registration.cancel_late",
                                         "Arrivée en retard annulée")

    def withdraw(self, tournament_id: int, entrant_id: int, from_round: int | None = None) -> EntrantView:
        """Withdrawal: no longer drawn from ``from_round`` on (default: the next round to draw); the games
        already played keep counting.  Refused before a round the entrant has played (a game with a score,
        or a bye); a round drawn but not played yet can be given (then :meth:`declare_forfeit` its table)."""
        def change(repo: Repository, entrant: EntrantView, reg: Registration, next_round: int) -> Registration:
            start = next_round if from_round is None else whole(from_round, "from_round", _("manche de l’abandon"),
                                                                1, MAX_ROUNDS)
            last = self._last_round_played(repo, entrant)
            if start <= last:
                raise ServiceError(
                    _("{entrant} a joué la manche {round} : l’abandon compte au plus tôt à partir de la "
                      "manche {next}.").format(entrant=entrant.label, round=last, next=last + 1), field="from_round")
            return regs.withdraw(reg, start)

        return self._change_registration(tournament_id, entrant_id, change, "registration.withdraw", "Abandon")

    @staticmethod
    def _last_round_played(repo: Repository, entrant: EntrantView) -> int:
        """The last round the entrant played: exempt, or at a table whose game has a score (0: none)."""
        tid = entrant.registration.tournament_id
        assert tid is not None
        last = 0
        for round_number, table_number in repo.entrant_places(tid, entrant.entrant_id):
            if table_number is None or repo.get_game(tid, round_number, table_number).has_score:
                last = max(last, round_number)
        return last

    def reinstate(self, tournament_id: int, entrant_id: int) -> EntrantView:
        return self._change_registration(
            tournament_id, entrant_id, lambda _repo, _entrant, reg, _next: regs.reinstate(reg),
            "registration.reinstate", "Annulation de l’abandon",
        )

    def _change_registration(
        self, tournament_id: int, entrant_id: int,
        change: Callable[[Repository, EntrantView, Registration, int], Registration], action: str, what: str,
    ) -> EntrantView:
        with self._unit() as repo:
            tournament = self._tournament(repo, tournament_id)
            self._check_open(tournament)
            entrant = self._entrant(repo, tournament, entrant_id)
            next_round = repo.round_count(tournament_id) + 1
            new = change(repo, entrant, entrant.registration, next_round)
            repo.update_registration(new)
            self._audit(repo, tournament_id, action, f"{what} : {entrant.label}",
                        registration_text(entrant.registration), registration_text(new))
            return self._entrant(repo, tournament, entrant_id)


def _two_ids(player_ids: object) -> tuple[int, int]:
    """The two player ids of a team, or a French refusal."""
    if isinstance(player_ids, (str, bytes)) or not isinstance(player_ids, Sequence):
        raise ServiceError(_("Une équipe compte deux joueurs."), field="player_ids")
    ids = tuple(player_ids)
    if len(ids) != 2:
        raise ServiceError(_("Une équipe compte deux joueurs."), field="player_ids")
    return ids[0], ids[1]


def _team_text(entrant: EntrantView) -> str:
    """A team as the journal keeps it: its label and its two players."""
    players = " et ".join(p.display_name for p in entrant.players)
    return entrant.label if entrant.label == " / ".join(p.display_name for p in entrant.players) \
        else f"{entrant.label} ({players})"
