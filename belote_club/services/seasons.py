"""Services — the club's seasons (SEASON.md): create, rename, change rules and dates, add and remove concours,
delete; the season's standings, recomputed from its concours at every read (never stored), and its export.

Each concours' final standings are what a season reads.  A season of 40 concours is read again after every
deal of its last one: the façade keeps, for each concours, what the season took from it with the concours'
change marker (read for all of them in two queries), and reads again only the concours that changed.
"""

from __future__ import annotations

import datetime as dt
import functools
import threading
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from belote_club.collector import bulk
from belote_club.i18n import gettext as _
from belote_club.services import standings as standings_mod
from belote_club.services.base import ServiceBase
from belote_club.services.errors import ServiceError
from belote_club.services.season_data import SeasonSummary, SeasonView, concours_result, season_json
from belote_club.services.season_rules import SEASON_PRESETS, SeasonPreset, season_rules
from belote_club.services.snapshot import RANKED, TournamentSnapshot
from belote_club.services.validation import is_id, shown, text
from belote_club.storage.repository import NotFound, Repository
from belote_club.tournament.model import Format
from belote_club.tournament.season import ConcoursResult, Season, SeasonRules, compute_season

__all__ = ["SeasonOps"]

#: A season's name: as long as a concours'.
NAME_MAX = 200
#: At most this many concours changed since the last read: their snapshots are kept (the services' cache size).
SNAPSHOTS_KEPT = 3


class _ResultCache:
    """What each concours gave the seasons, with the change marker it was read at."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.entries: dict[int, tuple[str, ConcoursResult]] = {}


class SeasonOps(ServiceBase):
    """Seasons: the concours they count, their rules, their standings and export."""

    # ================================================================== reading

    def season_presets(self) -> list[SeasonPreset]:
        """The ready-made rules offered when a season is created (« victoires », « points par place »…)."""
        return list(SEASON_PRESETS)

    def seasons(self) -> list[SeasonSummary]:
        """Every season, the most recent first, with its dates as shown."""
        with self._unit(write=False) as repo:
            seasons = repo.seasons()
            facts = repo.concours_facts({tid for s in seasons for tid in s.concours_ids})
        return [self._season_summary(season, facts) for season in seasons]

    def season(self, season_id: int) -> SeasonSummary:
        with self._unit(write=False) as repo:
            season = self._season(repo, season_id)
            return self._season_summary(season, repo.concours_facts(season.concours_ids))

    def season_standings(self, season_id: int) -> SeasonView:
        """The season's standings, recomputed from its concours (SEASON.md §2)."""
        with bulk(), self._unit(write=False) as repo:
            season = self._season(repo, season_id)
            rules = self._season_rules_of(season)
            return self._season_view(repo, season, rules)

    def season_preview(self, rules: Mapping[str, Any], concours_ids: Iterable[int], *,
                       name: str = "") -> SeasonView:
        """What a season of these rules over these concours would give, saving nothing (the live preview)."""
        checked = season_rules(rules)
        with bulk(), self._unit(write=False) as repo:
            ids = self._concours_ids(repo, concours_ids, checked)
            season = Season(name=name, rules=dict(rules), concours_ids=ids, id=0)
            return self._season_view(repo, season, checked)

    def season_export(self, season_id: int) -> dict[str, Any]:
        """The season as the JSON export of SEASON.md §3."""
        return season_json(self.season_standings(season_id))

    def seasons_of_concours(self, tournament_id: int) -> list[SeasonSummary]:
        """The seasons counting the concours (what the projector shows after the evening's standings)."""
        return [s for s in self.seasons() if tournament_id in s.season.concours_ids]

    # ================================================================== writing

    def create_season(self, name: str, rules: Mapping[str, Any] | None = None, *,
                      concours: Iterable[int] = (), first_date: dt.date | None = None,
                      last_date: dt.date | None = None) -> SeasonSummary:
        """A new season (journalled).  ``rules``: SEASON.md §2, every key optional."""
        name = self._season_name(name)
        given = dict(rules or {}) if isinstance(rules, Mapping) or rules is None else rules
        checked = season_rules(given)
        first, last = self._season_dates(first_date, last_date)
        with self._unit() as repo:
            ids = self._concours_ids(repo, concours, checked)
            created = repo.add_season(Season(name=name, rules=dict(given), first_date=first, last_date=last,
                                             concours_ids=ids))
            self._audit(repo, None, "season.create", f"Création de la saison « {name} »", None,
                        self._concours_text(ids))
            return self._season_summary(created, repo.concours_facts(created.concours_ids))

    def rename_season(self, season_id: int, name: str) -> SeasonSummary:
        return self.update_season(season_id, name=name)

    def set_season_dates(self, season_id: int, first_date: dt.date | None, last_date: dt.date | None) -> SeasonSummary:
        """The dates of the season (``None``: those of its concours).  They never add a concours by themselves."""
        return self.update_season(season_id, dates=(first_date, last_date))

    def set_season_rules(self, season_id: int, rules: Mapping[str, Any]) -> SeasonSummary:
        return self.update_season(season_id, rules=rules)

    def update_season(self, season_id: int, *, name: str | None = None,
                      dates: tuple[dt.date | None, dt.date | None] | None = None,
                      rules: Mapping[str, Any] | None = None, concours: Iterable[int] | None = None) -> SeasonSummary:
        """Change what is given of a season (name, dates, rules, the list of its concours) in one step: all is
        checked before anything is saved, and each part changed has its line in the journal.  What the season
        form's OK saves, and what undoing it sets back."""
        new_name = None if name is None else self._season_name(name)
        first, last = self._season_dates(*dates) if dates is not None else (None, None)
        checked = season_rules(rules) if rules is not None else None
        with self._unit() as repo:
            season = self._season(repo, season_id)
            ids = season.concours_ids if concours is None else self._concours_ids(
                repo, concours, checked or self._season_rules_of(season))
            if checked is not None and concours is None:
                self._concours_ids(repo, ids, checked)
            updated = replace(season, name=season.name if new_name is None else new_name,
                              first_date=season.first_date if dates is None else first,
                              last_date=season.last_date if dates is None else last,
                              rules=dict(season.rules) if rules is None else dict(rules), concours_ids=ids)
            self._write_season(repo, season, updated)
            return self._season_summary(updated, repo.concours_facts(updated.concours_ids))

    def _write_season(self, repo: Repository, season: Season, updated: Season) -> None:
        """Save ``updated`` over ``season``, with a line in the journal for each part that changed."""
        if (updated.name, updated.first_date, updated.last_date, dict(updated.rules)) != (
                season.name, season.first_date, season.last_date, dict(season.rules)):
            repo.update_season(updated)
        name = updated.name
        if season.name != name:
            self._audit(repo, None, "season.update", f"Saison « {name} » : nom", season.name, name)
        if (season.first_date, season.last_date) != (updated.first_date, updated.last_date):
            self._audit(repo, None, "season.update", f"Saison « {name} » : dates", _dates_text(season),
                        _dates_text(updated))
        if dict(season.rules) != dict(updated.rules):
            self._audit(repo, None, "season.rules", f"Saison « {name} » : règles", dict(season.rules),
                        dict(updated.rules))
        removed = tuple(tid for tid in season.concours_ids if tid not in updated.concours_ids)
        added = tuple(tid for tid in updated.concours_ids if tid not in season.concours_ids)
        if removed or added:
            assert season.id is not None
            repo.set_season_concours(season.id, updated.concours_ids)
        if removed:
            self._audit(repo, None, "season.concours", f"Saison « {name} » : retrait de concours",
                        self._concours_text(removed), None)
        if added:
            self._audit(repo, None, "season.concours", f"Saison « {name} » : ajout de concours", None,
                        self._concours_text(added))

    def add_season_concours(self, season_id: int, concours_ids: Iterable[int]) -> SeasonSummary:
        """Add concours to the season; one already there is refused (nothing changes)."""
        wanted = list(concours_ids)
        with self._unit() as repo:
            season = self._season(repo, season_id)
            for tid in wanted:
                if tid in season.concours_ids:
                    raise ServiceError(_("Le concours n° {id} fait déjà partie de la saison n° {season}.").format(
                        id=shown(tid), season=season_id), field="concours")
            if len(set(wanted)) != len(wanted):
                raise ServiceError(_("Un même concours est donné deux fois."), field="concours")
            ids = self._concours_ids(repo, wanted, self._season_rules_of(season))
            self._write_season(repo, season, replace(season, concours_ids=(*season.concours_ids, *ids)))
            updated = repo.get_season(season_id)
            return self._season_summary(updated, repo.concours_facts(updated.concours_ids))

    def remove_season_concours(self, season_id: int, concours_ids: Iterable[int]) -> SeasonSummary:
        """Take concours out of the season (they stay in the file); one not in it is refused."""
        wanted = list(concours_ids)
        with self._unit() as repo:
            season = self._season(repo, season_id)
            for tid in wanted:
                if tid not in season.concours_ids:
                    raise ServiceError(_("Le concours n° {id} ne fait pas partie de la saison n° {season}.").format(
                        id=shown(tid), season=season_id), field="concours")
            self._write_season(repo, season, replace(season, concours_ids=tuple(
                tid for tid in season.concours_ids if tid not in wanted)))
            updated = repo.get_season(season_id)
            return self._season_summary(updated, repo.concours_facts(updated.concours_ids))

    def delete_season(self, season_id: int) -> Season:
        """Delete the season (never a concours with it); returns what it was, so that it can be made again."""
        with self._unit() as repo:
            season = self._season(repo, season_id)
            repo.delete_season(season_id)
            self._audit(repo, None, "season.delete", f"Suppression de la saison « {season.name} »",
                        self._concours_text(season.concours_ids), None)
            return season

    def restore_season(self, season: Season) -> SeasonSummary:
        """A deleted season made again (undo): same name, dates, rules and concours (those still there)."""
        with self._unit(write=False) as repo:
            present = set(repo.concours_facts(season.concours_ids))
        return self.create_season(season.name, season.rules, concours=[t for t in season.concours_ids if t in present],
                                  first_date=season.first_date, last_date=season.last_date)

    # ================================================================== helpers

    @staticmethod
    def _season_name(value: object) -> str:
        name = text(value, "name", _("nom de la saison"), NAME_MAX)
        if not name:
            raise ServiceError(_("Le nom de la saison est obligatoire."), field="name")
        return name

    @staticmethod
    def _season_dates(first: object, last: object) -> tuple[dt.date | None, dt.date | None]:
        for value, field in ((first, "first_date"), (last, "last_date")):
            if value is not None and (not isinstance(value, dt.date) or isinstance(value, dt.datetime)):
                raise ServiceError(_("Date de la saison invalide : « {value} ».").format(value=shown(value)),
                                   field=field)
        if isinstance(first, dt.date) and isinstance(last, dt.date) and last < first:
            raise ServiceError(_("La saison finit avant de commencer : le {last} est avant le {first}.").format(
                first=first.strftime("%d/%m/%Y"), last=last.strftime("%d/%m/%Y")), field="last_date")
        return first, last  # type: ignore[return-value]

    @staticmethod
    def _season(repo: Repository, season_id: int) -> Season:
        try:
            if is_id(season_id):
                return repo.get_season(season_id)
        except NotFound:
            pass
        raise ServiceError(_("La saison n° {id} n’existe pas.").format(id=shown(season_id)), field="season")

    @staticmethod
    def _season_rules_of(season: Season) -> SeasonRules:
        return season_rules(season.rules)

    @staticmethod
    def _concours_ids(repo: Repository, concours_ids: Iterable[int], rules: SeasonRules) -> tuple[int, ...]:
        """The concours ids, checked: each exists, none twice, and a ``teams`` season holds no mêlée."""
        if isinstance(concours_ids, str | bytes) or not isinstance(concours_ids, Iterable):
            raise ServiceError(_("Les concours de la saison se donnent en liste de numéros."), field="concours")
        ids = list(concours_ids)
        for tid in ids:
            if not is_id(tid):
                raise ServiceError(_("Le concours n° {id} n’existe pas.").format(id=shown(tid)), field="concours")
        if len(set(ids)) != len(ids):
            raise ServiceError(_("Un même concours est donné deux fois."), field="concours")
        facts = repo.concours_facts(ids)
        for tid in ids:
            if tid not in facts:
                raise ServiceError(_("Le concours n° {id} n’existe pas.").format(id=shown(tid)), field="concours")
            if rules.ranking == "teams" and facts[tid][2] == Format.MELEE.value:
                raise ServiceError(_("Le concours n° {id} est une mêlée : une saison qui classe des équipes "
                                     "(« ranking » : « teams ») ne compte que des doublettes.").format(id=tid),
                                   field="concours")
        return tuple(ids)

    @staticmethod
    def _concours_text(ids: Sequence[int]) -> str:
        """The journal's value (stored in French)."""
        return ", ".join(f"n° {tid}" for tid in ids) if ids else "aucun concours"

    @staticmethod
    def _season_summary(season: Season, facts: Mapping[int, tuple[str, dt.date, str, bool]]) -> SeasonSummary:
        dates = [facts[tid][1] for tid in season.concours_ids if tid in facts]
        first = season.first_date if season.first_date is not None else min(dates, default=None)
        last = season.last_date if season.last_date is not None else max(dates, default=None)
        return SeasonSummary(season=season, first_date=first, last_date=last)

    def _season_view(self, repo: Repository, season: Season, rules: SeasonRules) -> SeasonView:
        held = self._concours_results(repo, season.concours_ids)
        players = repo.players_by_id({pid for result in held.values() for entry in result.entries
                                      for pid in entry.player_ids})
        standing = compute_season(rules, held.values(), players)
        facts = {tid: (r.name, r.date, r.format, r.finished) for tid, r in held.items()}
        return SeasonView(summary=self._season_summary(season, facts), rules=rules, held=held, players=players,
                          standing=standing)

    def _concours_results(self, repo: Repository, ids: Sequence[int]) -> dict[int, ConcoursResult]:
        """Each concours' final standings as the season takes them; read again only for a concours whose change
        marker moved since the last read."""
        cache = self._result_cache()
        markers = repo.change_markers(ids)
        found: dict[int, ConcoursResult] = {}
        with cache.lock:
            kept_results = {tid: cache.entries.get(tid) for tid in ids}
        changed = [tid for tid in ids if (kept_results[tid] or ("", None))[0] != markers[tid]]
        facts = repo.concours_facts(changed) if changed else {}
        # A few concours changed (a deal, a concours closed): each is what the window shows, its snapshot is
        # kept for the next deal.  Many (the first read): loaded once each, not kept (the cache holds three).
        keep = len(changed) <= SNAPSHOTS_KEPT
        for tid in ids:
            marker = markers[tid]
            kept = kept_results[tid]
            if kept is not None and kept[0] == marker:
                found[tid] = kept[1]
                continue
            if tid not in facts:
                continue
            snapshot = self._snapshot(repo, tid) if keep else self._kept_snapshot(repo, tid)
            if snapshot is not None:
                standings = self._snapshots.derived(snapshot, (RANKED, None),
                                                    functools.partial(standings_mod.compute, snapshot, None))
            else:
                snapshot = TournamentSnapshot.load(repo, self._tournament(repo, tid))
                standings = standings_mod.compute(snapshot, None)
            result = concours_result(snapshot, standings, facts[tid][3])
            with cache.lock:
                cache.entries[tid] = (marker, result)
            found[tid] = result
        return found

    def _result_cache(self) -> _ResultCache:
        cache = self.__dict__.get("_season_results")
        if not isinstance(cache, _ResultCache):
            cache = _ResultCache()
            self.__dict__["_season_results"] = cache
        return cache


def _dates_text(season: Season) -> str:
    def one(day: dt.date | None) -> str:
        return day.strftime("%d/%m/%Y") if day else "—"

    return f"{one(season.first_date)} – {one(season.last_date)}"
