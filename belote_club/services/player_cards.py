"""Services — a player across concours: the card's history (every concours played, with partner, number, rank,
wins, points and season points), the cards bearing the same name (a second « Noémie Fauré » is said, not made
silently) and merging two cards of one person.

The same person in several concours is the same card of the roster (SEASON.md §1): merging two cards makes
every concours of the second name the first, so that the seasons count them together.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, replace

from belote_club.collector import bulk
from belote_club.i18n import gettext as _
from belote_club.services import standings as standings_mod
from belote_club.services.errors import ServiceError
from belote_club.services.season_data import concours_result
from belote_club.services.season_rules import season_rules
from belote_club.services.seasons import SeasonOps
from belote_club.services.snapshot import TournamentSnapshot
from belote_club.services.validation import shown
from belote_club.text import fold
from belote_club.tournament.model import Format, Player
from belote_club.tournament.season import entry_points

__all__ = ["PlayerCardOps", "PlayerConcours", "PlayerMerge"]


@dataclass(frozen=True)
class PlayerConcours:
    """One concours of a player's history."""

    concours_id: int
    name: str
    date: dt.date
    format: str
    finished: bool
    number: int | None  #: the team's number (doublettes) or the player's (mêlée)
    partner: Player | None  #: doublettes: the team mate; mêlée: None (partners change every round)
    rank: int | None  #: None when the player has no row in the standings yet
    wins: int
    points_for: int
    season_points: int | None = None  #: under the rules of the season asked for, when it counts this concours


@dataclass(frozen=True)
class PlayerMerge:
    """What merging two cards did, so that it can be undone: the kept card and the merged one as they were, and
    the concours the merged card had played (which now name the kept card)."""

    kept: Player
    merged: Player
    concours: tuple[int, ...]


@dataclass(frozen=True)
class MergeDone:
    """A merge made: how to undo it, and the kept card as it is now."""

    undo: PlayerMerge
    kept_now: Player


def _same_name(player: Player, first_name: str, last_name: str) -> bool:
    def key(text: str) -> str:
        return " ".join(fold(text).replace("-", " ").split())

    return key(player.first_name) == key(first_name) and key(player.last_name) == key(last_name)


class PlayerCardOps(SeasonOps):
    """A player's history, same-name cards, merging."""

    def namesakes(self, first_name: str, last_name: str) -> list[Player]:
        """The roster cards bearing this name (case, accents and hyphens aside): what is offered before a
        second card of the same name is made."""
        if not isinstance(first_name, str) or not isinstance(last_name, str):
            return []
        with self._unit(write=False) as repo:
            found = repo.search_players(fold(last_name))
        return [p for p in found if _same_name(p, first_name, last_name)]

    def namesake_message(self, first_name: str, last_name: str) -> str | None:
        """« Noémie Fauré existe déjà (fiche n° 12, licence 0123456). » — or None when the name is new."""
        found = self.namesakes(first_name, last_name)
        if not found:
            return None
        cards = ", ".join(
            _("fiche n° {id}, licence {licence}").format(id=p.id, licence=p.licence) if p.licence
            else _("fiche n° {id}").format(id=p.id) for p in found)
        return _("{name} existe déjà ({cards}) : choisissez la fiche existante, ou créez une nouvelle fiche s’il "
                 "s’agit d’une autre personne.").format(name=found[0].display_name, cards=cards)

    def player_history(self, player_id: int, *, season_id: int | None = None) -> list[PlayerConcours]:
        """Every concours the card took part in, in date order; with ``season_id``, the season points it
        earned in each concours that season counts."""
        with bulk(), self._unit(write=False) as repo:
            player = self._player(repo, player_id)
            assert player.id is not None
            rules = None
            counted: tuple[int, ...] = ()
            if season_id is not None:
                season = self._season(repo, season_id)
                rules, counted = season_rules(season.rules), season.concours_ids
            lines = []
            for tid in repo.concours_of_player(player.id):
                snapshot = self._kept_snapshot(repo, tid) or TournamentSnapshot.load(repo, self._tournament(repo, tid))
                tournament = snapshot.tournament
                standings = standings_mod.compute(snapshot, None)
                row = next((r for r in standings.rows if player.id in {p.id for p in r.players}), None)
                entry = None
                if row is not None and rules is not None and tid in counted:
                    result = concours_result(snapshot, standings, tournament.status.value == "finished")
                    entry = next((e for e in result.entries if player.id in e.player_ids), None)
                partner = None
                if row is not None and tournament.format is Format.DOUBLETTES:
                    partner = next((p for p in row.players if p.id != player.id), None)
                number = row.number if row is not None else None
                lines.append(PlayerConcours(
                    concours_id=tid, name=tournament.name, date=tournament.date, format=tournament.format.value,
                    finished=tournament.status.value == "finished", number=number, partner=partner,
                    rank=row.rank if row is not None else None, wins=row.wins if row is not None else 0,
                    points_for=row.points_for if row is not None else 0,
                    season_points=entry_points(rules, entry) if rules is not None and entry is not None else None))
        return sorted(lines, key=lambda line: (line.date, line.concours_id))

    def merge_players(self, kept_id: int, merged_id: int) -> Player:
        """Make the card ``merged_id`` one with ``kept_id``: its concours now name ``kept_id``, its empty
        fields (licence, club, phone, e-mail) fill those of ``kept_id`` left empty, and it is deleted.
        Refused when both cards played the same concours.  Returns the kept card."""
        return self.merge_cards(kept_id, merged_id).kept_now

    def merge_cards(self, kept_id: int, merged_id: int) -> MergeDone:
        """:meth:`merge_players`, returning also what :meth:`unmerge_players` needs to undo it."""
        with self._unit() as repo:
            kept = self._player(repo, kept_id)
            merged = self._player(repo, merged_id)
            if kept.id == merged.id:
                raise ServiceError(_("Une fiche ne se fusionne pas avec elle-même."), field="merged")
            assert kept.id is not None and merged.id is not None
            played = repo.concours_of_player(merged.id)
            both = sorted(set(repo.concours_of_player(kept.id)) & set(played))
            if both:
                raise ServiceError(_("{kept} (fiche n° {a}) et {merged} (fiche n° {b}) ont joué le même concours "
                                     "(n° {concours}) : ce sont deux personnes, les fiches ne peuvent pas être "
                                     "fusionnées.").format(kept=kept.display_name, a=kept.id,
                                                           merged=merged.display_name, b=merged.id,
                                                           concours=shown(both[0])), field="merged")
            filled = {field: getattr(merged, field) for field in ("licence", "club", "phone", "email")
                      if not getattr(kept, field) and getattr(merged, field)}
            repo.merge_players(kept.id, merged.id)
            updated = repo.update_player(replace(kept, **filled)) if filled else kept
            self._audit(repo, None, "player.merge", f"Fusion des fiches de {kept.display_name}",
                        f"n° {merged.id}", f"n° {kept.id}")
            return MergeDone(PlayerMerge(kept=kept, merged=merged, concours=tuple(played)), updated)

    def unmerge_players(self, merge: PlayerMerge) -> Player:
        """Undo a merge: the merged card is made again (its former number when it is free), its concours name it
        again, and the fields it had filled on the kept card are emptied again (unless changed since).  Returns
        the card made again.  Refused when the kept card no longer exists."""
        with self._unit() as repo:
            kept = self._player(repo, merge.kept.id or 0)
            assert kept.id is not None
            still = set(repo.concours_facts(merge.concours))
            emptied = {field: getattr(merge.kept, field) for field in ("licence", "club", "phone", "email")
                       if getattr(kept, field) == getattr(merge.merged, field) != getattr(merge.kept, field)}
            if emptied:
                repo.update_player(replace(kept, **emptied))
            card = repo.split_player(kept.id, merge.merged, [tid for tid in merge.concours if tid in still])
            self._audit(repo, None, "player.unmerge", f"Séparation des fiches de {kept.display_name}",
                        f"n° {kept.id}", f"n° {card.id}")
            return card
