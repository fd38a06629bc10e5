"""Services — the club's roster of players: add, change, delete, search, CSV import and export."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from belote_club.i18n import gettext as _
from belote_club.services import csv_io, player_fields
from belote_club.services.base import ServiceBase
from belote_club.services.errors import ServiceError
from belote_club.services.validation import clean_player, csv_text, search_text
from belote_club.services.views import CsvPreview, ImportResult
from belote_club.tournament.model import Player

#: Players written per transaction by a CSV import (other stations write between two chunks).
IMPORT_CHUNK = 1_000


class RosterOps(ServiceBase):
    """The roster (players are club-wide, shared by every tournament)."""

    def add_player(
        self, first_name: str, last_name: str, *, licence: str | None = None, club: str | None = None,
        phone: str | None = None, email: str | None = None,
    ) -> Player:
        player = clean_player(Player(first_name, last_name, licence, club, phone, email))
        with self._unit() as repo:
            created = repo.add_player(player)
            self._audit(repo, None, "player.add", f"Ajout de {created.display_name} à la liste des joueurs")
            return created

    def add_players(self, players: Sequence[Player]) -> list[Player]:
        """Add several players in one transaction (all or none)."""
        if not isinstance(players, Sequence) or not all(isinstance(p, Player) for p in players):
            raise ServiceError(_("Les joueurs à ajouter se donnent en liste de fiches de joueurs."), field="players")
        cleaned = [clean_player(replace(p, id=None)) for p in players]
        with self._unit() as repo:
            created = [repo.add_player(p) for p in cleaned]
            if created:
                self._audit(repo, None, "player.add", "Ajout de joueurs à la liste", None,
                            f"{len(created)} joueur{'s' if len(created) > 1 else ''}")
            return created

    def update_player(self, player_id: int, **changes: str | None) -> Player:
        """Change some fields of a player (``first_name``, ``last_name``, ``licence``, ``club``, ``phone``,
        ``email``)."""
        unknown = set(changes) - set(player_fields.LABELS)
        if unknown:
            raise ServiceError(_("Champ inconnu : {fields}.").format(fields=", ".join(sorted(unknown))))
        with self._unit() as repo:
            current = self._player(repo, player_id)
            given: dict[str, Any] = dict(changes)
            updated = repo.update_player(clean_player(replace(current, **given)))
            diff_old = {k: getattr(current, k) for k in changes if getattr(current, k) != getattr(updated, k)}
            if diff_old:
                self._audit(repo, None, "player.update", f"Fiche de {updated.display_name}", diff_old,
                            {k: getattr(updated, k) for k in diff_old})
            return updated

    def delete_player(self, player_id: int) -> None:
        with self._unit() as repo:
            current = self._player(repo, player_id)
            if repo.player_in_use(player_id):
                raise ServiceError(_("{player} figure dans un concours : sa fiche ne peut pas être supprimée.").format(
                    player=current.display_name))
            repo.delete_player(player_id)
            self._audit(repo, None, "player.delete", f"Suppression de {current.display_name} de la liste des joueurs")

    def player(self, player_id: int) -> Player:
        with self._unit(write=False) as repo:
            return self._player(repo, player_id)

    def players(self, search: str = "") -> list[Player]:
        """The roster sorted by name; ``search``: every word must appear in the name, licence or club
        (case and accents ignored)."""
        search = search_text(search)
        with self._unit(write=False) as repo:
            return repo.search_players(search)

    def preview_players_csv(self, text: str) -> CsvPreview:
        """Parse a roster CSV (see :mod:`belote_club.services.csv_io`) without saving anything."""
        csv_text(text)
        with self._unit(write=False) as repo:
            return csv_io.preview(text, repo.players())

    def import_players_csv(self, text: str) -> ImportResult:
        """Add the valid lines of a roster CSV (duplicates of roster players are skipped); the lines with
        errors are returned, nothing of them is saved.

        The file is read and checked first, without holding the database; the players are then written in
        chunks of :data:`IMPORT_CHUNK`, each its own short transaction (journalled), so that other stations
        can save scores in between.  If a chunk fails, the chunks before it stay added and the error says
        how many players were."""
        csv_text(text)
        with self._unit(write=False) as repo:
            preview = csv_io.preview(text, repo.players())
        skipped = sum(1 for line in preview.valid if line.duplicate_of is not None)
        new = [line.player for line in preview.valid if line.duplicate_of is None and line.player is not None]
        added: list[Player] = []
        for start in range(0, len(new), IMPORT_CHUNK):
            chunk = new[start:start + IMPORT_CHUNK]
            try:
                with self._unit() as repo:
                    created = [repo.add_player(player) for player in chunk]
                    self._audit(repo, None, "player.import", "Import CSV de joueurs", None,
                                _players_added(len(created)))
            except ServiceError as error:
                if not added:
                    raise
                raise ServiceError(_("{error} Les {n} premiers joueurs du fichier ont été ajoutés.").format(
                    error=error, n=len(added))) from error
            added.extend(created)
        return ImportResult(added=tuple(added), skipped_duplicates=skipped, errors=preview.errors)

    def export_players_csv(self) -> str:
        with self._unit(write=False) as repo:
            return csv_io.export(repo.players())


def _players_added(count: int) -> str:
    """The journal's value (stored in French, not translated)."""
    return f"{count} joueur ajouté" if count == 1 else f"{count} joueurs ajoutés"
