"""Services — the club, presets and rules, tournaments (create, list, settings, close, copy, delete) and
the journal."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from belote_club.i18n import N_, language
from belote_club.i18n import gettext as _
from belote_club.rules import HouseRules, RulesError, load_preset
from belote_club.rules.presets import two_camp_presets
from belote_club.rules.wording import describe_rules
from belote_club.services import scoring
from belote_club.services.base import ServiceBase
from belote_club.services.errors import ServiceError
from belote_club.services.journal import shown_line
from belote_club.services.names import text_problem
from belote_club.services.validation import (
    MAX_ID,
    MAX_ROUNDS,
    check_two_camps,
    choice,
    criteria,
    depth_ok,
    is_id,
    matching_preset,
    plain,
    text,
    tournament_name,
    whole,
)
from belote_club.services.validation import date as check_date
from belote_club.services.validation import exempt_policy as check_policy
from belote_club.services.validation import seed as check_seed
from belote_club.services.views import ClubInfo, PresetInfo, TournamentSummary
from belote_club.storage.repository import Repository
from belote_club.tournament import lifecycle
from belote_club.tournament.errors import TournamentError
from belote_club.tournament.model import (
    AuditEntry,
    ExemptPolicy,
    Format,
    PairingMethod,
    RankingKey,
    Registration,
    Tournament,
    TournamentStatus,
)

#: ``ClubInfo`` field → (settings key, French label for messages, marked: translated where shown).
CLUB_FIELDS = {"name": ("club.name", N_("nom du club")), "city": ("club.city", N_("ville"))}


class TournamentOps(ServiceBase):
    """The club, presets and rules, tournaments, the journal."""

    # ================================================================== the club

    def club(self) -> ClubInfo:
        """The club's name and city, as stored in this database (empty strings when not given)."""
        with self._unit(write=False) as repo:
            stored = repo.settings("club.")
        return ClubInfo(name=stored.get("club.name", ""), city=stored.get("club.city", ""))

    def set_club(self, *, name: str | None = None, city: str | None = None) -> ClubInfo:
        """Change the club's name and/or city (``None``: unchanged, ``""``: cleared); audited."""
        given = {"name": name, "city": city}
        for field, value in given.items():
            if value is not None and not isinstance(value, str):
                raise ServiceError(_("Le champ « {label} » doit être un texte.").format(label=_(CLUB_FIELDS[field][1])),
                                   field=field)
        cleaned = {field: " ".join(value.split()) for field, value in given.items() if value is not None}
        for field, value in cleaned.items():
            label = _(CLUB_FIELDS[field][1])
            if len(value) > 200:
                raise ServiceError(_("Le champ « {label} » est trop long (200 caractères au plus).").format(label=label),
                                   field=field)
            problem = text_problem(value, label)
            if problem is not None:
                raise ServiceError(problem[0].upper() + problem[1:] + ".", field=field)
        with self._unit() as repo:
            stored = repo.settings("club.")
            current = ClubInfo(name=stored.get("club.name", ""), city=stored.get("club.city", ""))
            updated = replace(current, **cleaned)
            changed = [field for field in cleaned if getattr(current, field) != getattr(updated, field)]
            if changed:
                repo.put_settings({CLUB_FIELDS[field][0]: getattr(updated, field) for field in changed})
                self._audit(repo, None, "club.update", "Coordonnées du club",
                            {field: getattr(current, field) for field in changed},
                            {field: getattr(updated, field) for field in changed})
            return updated

    # ================================================================== presets and rules

    def presets(self) -> list[PresetInfo]:
        """The presets a concours can use: a table opposes two sides, so three-camp presets are left out."""
        return [PresetInfo(p.name, p.title, p.description, p.rules.to_dict()) for p in two_camp_presets()]

    def rules_description(self, tournament_id: int) -> list[tuple[str, str]]:
        """(section, French sentence) pairs describing the tournament's rules, for the rule sheet."""
        tournament = self.tournament(tournament_id)
        return describe_rules(scoring.house_rules(tournament.rules))

    # ================================================================== tournaments

    def create_tournament(
        self,
        name: str,
        date: dt.date,
        *,
        preset: str | None = "concours",
        rules: Mapping[str, Any] | None = None,
        format: Format | str = Format.DOUBLETTES,
        venue: str = "",
        planned_rounds: int = 4,
        pairing: PairingMethod | str = PairingMethod.RANKING,
        ranking: str | Sequence[RankingKey | str] = "points",
        exempt_policy: ExemptPolicy | None = None,
    ) -> Tournament:
        """A new tournament.  Its rules are the preset's, with ``rules`` (any keys of SCORING.md §1) on top.

        ``ranking`` is a preset name of ``RANKING_PRESETS`` (« points », « victoires ») or a list of keys.
        """
        name = tournament_name(name)
        if rules is not None and (not isinstance(rules, Mapping) or not depth_ok(rules)):
            raise ServiceError(_("Les règles maison se donnent option par option (un objet JSON)."), field="rules")
        try:
            base = load_preset(preset).to_dict() if preset else {}
            new_rules = HouseRules.from_dict({**base, **(rules or {})})
        except RulesError as error:
            raise scoring.rules_error(error) from error
        check_two_camps(new_rules)
        merged = new_rules.to_dict()
        tournament = Tournament(
            name=name,
            date=check_date(date),
            venue=text(venue, "venue", _("lieu")),
            rules=merged,
            preset=preset if preset and not rules else matching_preset(merged),
            format=choice(Format, format, "format"),
            planned_rounds=whole(planned_rounds, "planned_rounds", _("nombre de manches"), 1, MAX_ROUNDS),
            pairing=choice(PairingMethod, pairing, "pairing"),
            ranking_criteria=criteria(ranking),
            exempt_policy=check_policy(exempt_policy or ExemptPolicy()),
        )
        with self._unit() as repo:
            created = repo.add_tournament(tournament)
            self._audit(repo, created.id, "tournament.create", f"Création du concours « {created.name} »",
                        None, {"preset": created.preset, "format": created.format.value})
            self._draw_lots_seed(repo, created)
            return created

    def tournaments(self) -> list[TournamentSummary]:
        with self._unit(write=False) as repo:
            counts = repo.registration_counts()
            rounds = repo.round_counts()
            summaries = []
            for tournament in repo.tournaments():
                assert tournament.id is not None
                entrants, checked_in = counts.get(tournament.id, (0, 0))
                summaries.append(TournamentSummary(tournament=tournament, entrants=entrants, checked_in=checked_in,
                                                   rounds=rounds.get(tournament.id, 0)))
            return summaries

    def tournament(self, tournament_id: int) -> Tournament:
        with self._unit(write=False) as repo:
            return self._tournament(repo, tournament_id)

    def change_marker(self, tournament_id: int) -> str:
        """A short text that changes whenever anything stored for the tournament changes — on this station or
        on another one sharing the database (scores, registrations, rounds, rules, settings, roster, club).
        One small query: screens poll it and reload only when it moved.  Compare markers for equality only."""
        with self._unit(write=False) as repo:
            return repo.change_marker(tournament_id if is_id(tournament_id) else 0)

    def update_tournament(
        self,
        tournament_id: int,
        *,
        name: str | None = None,
        date: dt.date | None = None,
        venue: str | None = None,
        format: Format | str | None = None,
        planned_rounds: int | None = None,
        pairing: PairingMethod | str | None = None,
        ranking: str | Sequence[RankingKey | str] | None = None,
        exempt_policy: ExemptPolicy | None = None,
    ) -> Tournament:
        """Change the settings (not the rules: :meth:`update_rules`).  The format can change only before
        the first registration; the number of planned rounds not below the rounds already drawn."""
        with self._unit() as repo:
            current = self._tournament(repo, tournament_id)
            changes: dict[str, Any] = {}
            if name is not None:
                changes["name"] = tournament_name(name)
            if date is not None:
                changes["date"] = check_date(date)
            if venue is not None:
                changes["venue"] = text(venue, "venue", _("lieu"))
            if format is not None and choice(Format, format, "format") is not current.format:
                if repo.registration_counts(tournament_id).get(tournament_id, (0, 0))[0]:
                    raise ServiceError(_("La formule ne peut plus changer : des inscriptions existent déjà."),
                                       field="format")
                changes["format"] = Format(format)
            if planned_rounds is not None:
                drawn = repo.round_count(tournament_id)
                changes["planned_rounds"] = whole(planned_rounds, "planned_rounds", _("nombre de manches"),
                                                  max(drawn, 1), MAX_ROUNDS)
            if pairing is not None:
                changes["pairing"] = choice(PairingMethod, pairing, "pairing")
            if ranking is not None:
                changes["ranking_criteria"] = criteria(ranking)
            if exempt_policy is not None:
                changes["exempt_policy"] = check_policy(exempt_policy)
            updated = repo.update_tournament(replace(current, **changes))
            old = {k: plain(getattr(current, k)) for k in changes}
            new = {k: plain(getattr(updated, k)) for k in changes}
            if changes:
                self._audit(repo, tournament_id, "tournament.update", "Réglages du concours", old, new)
            self._draw_lots_seed(repo, updated)
            return updated

    def _draw_lots_seed(self, repo: Repository, tournament: Tournament) -> None:
        """The first time the tournament ranks by drawing of lots (criterion ``lots``), its seed is drawn,
        kept with the tournament and written in the journal: every later standings draws the same lots (see
        ``tournament.standings.compute_standings(lots_seed=…)``).  Never drawn again."""
        assert tournament.id is not None
        if RankingKey.LOTS not in tournament.ranking_criteria or repo.lots_seed(tournament.id) is not None:
            return
        drawn = check_seed(None)
        repo.set_lots_seed(tournament.id, drawn)
        self._audit(repo, tournament.id, "tournament.lots_seed", "Tirage au sort pour départager le classement : "
                    "graine tirée", None, {"lots_seed": drawn})

    def update_rules(
        self,
        tournament_id: int,
        rules: Mapping[str, Any],
        *,
        preset: str | None = None,
        unlock: bool = False,
    ) -> Tournament:
        """Replace the house rules (full or partial object of SCORING.md §1; missing keys take defaults).

        Refused once a score exists unless ``unlock`` is true; then every stored game is re-scored under
        the new rules first, and the change is refused if one no longer scores.
        """
        if not isinstance(rules, Mapping) or not depth_ok(rules):
            raise ServiceError(_("Les règles maison se donnent option par option (un objet JSON)."), field="rules")
        try:
            new_rules = HouseRules.from_dict(dict(rules))
        except RulesError as error:
            raise scoring.rules_error(error) from error
        check_two_camps(new_rules)
        new_dict = new_rules.to_dict()
        with self._unit() as repo:
            current = self._tournament(repo, tournament_id)
            changed = self._rules_change(current, new_dict, preset, unlock)
            if current.rules_locked:
                for record in repo.games(tournament_id):
                    scoring.game_view(new_rules, record, explain=False, summary=True)
            updated = repo.update_tournament(changed)
            what = "Règles maison (déverrouillées)" if current.rules_locked else "Règles maison"
            self._audit(repo, tournament_id, "rules.update", what, dict(current.rules), new_dict)
            return updated

    @staticmethod
    def _rules_change(current: Tournament, rules: dict[str, Any], preset: str | None, unlock: bool) -> Tournament:
        try:
            return lifecycle.change_rules(current, rules, preset=preset if preset is not None
                                          else matching_preset(rules), unlock=unlock)
        except TournamentError as error:
            raise ServiceError(str(error)) from error

    def apply_preset(self, tournament_id: int, preset: str, *, unlock: bool = False) -> Tournament:
        try:
            rules = load_preset(preset).to_dict()
        except RulesError as error:
            raise scoring.rules_error(error) from error
        return self.update_rules(tournament_id, rules, preset=preset, unlock=unlock)

    def finish_tournament(self, tournament_id: int, finished: bool = True) -> Tournament:
        """Close (or reopen) the tournament: a closed tournament refuses draws and scores."""
        with self._unit() as repo:
            current = self._tournament(repo, tournament_id)
            if finished:
                changed = lifecycle.close(current)
            else:
                changed = lifecycle.reopen(current, has_rounds=repo.round_count(tournament_id) > 0)
            updated = repo.update_tournament(changed)
            self._audit(repo, tournament_id, "tournament.finish" if finished else "tournament.reopen",
                        "Clôture du concours" if finished else "Réouverture du concours",
                        current.status.value, updated.status.value)
            return updated

    def duplicate_tournament(
        self, tournament_id: int, *, name: str | None = None, date: dt.date | None = None,
        with_entrants: bool = True,
    ) -> Tournament:
        """A copy with the same rules and settings (and, by default, the same teams / players, not checked
        in); no rounds, no scores."""
        with self._unit() as repo:
            source = self._tournament(repo, tournament_id)
            given = name is not None and isinstance(name, str) and name.strip()
            new_name = tournament_name(name) if given else _("{name} (copie)").format(name=source.name)
            copy = repo.add_tournament(
                replace(source, id=None, name=new_name, date=check_date(date) if date is not None else source.date,
                        status=TournamentStatus.REGISTRATION, rules_locked=False)
            )
            assert copy.id is not None
            if with_entrants:
                team_map: dict[int, int] = {}
                for team in repo.teams(tournament_id):
                    new_team = repo.add_team(replace(team, id=None, tournament_id=copy.id))
                    assert team.id is not None and new_team.id is not None
                    team_map[team.id] = new_team.id
                for reg in repo.registrations(tournament_id):
                    repo.add_registration(
                        Registration(
                            player_id=reg.player_id,
                            team_id=team_map.get(reg.team_id) if reg.team_id is not None else None,
                            number=reg.number,
                            tournament_id=copy.id,
                        )
                    )
            self._audit(repo, copy.id, "tournament.duplicate",
                        f"Copie du concours « {source.name} » (n° {tournament_id})")
            return copy

    def delete_tournament(self, tournament_id: int) -> None:
        with self._unit() as repo:
            current = self._tournament(repo, tournament_id)
            repo.delete_tournament(tournament_id)
            self._audit(repo, None, "tournament.delete",
                        f"Suppression du concours « {current.name} » du {current.date:%d/%m/%Y} (n° {tournament_id})")

    # ================================================================== the journal

    def audit(self, tournament_id: int | None, *, limit: int | None = None) -> list[AuditEntry]:
        """The audit trail, newest first (``None``: roster changes and deleted tournaments).  Each ``what`` is
        the line in the language in force (stored in French: see :func:`belote_club.services.journal.shown_line`)."""
        if limit is not None:
            whole(limit, "limit", _("nombre d’entrées du journal"), 0, MAX_ID)
        with self._unit(write=False) as repo:
            entries = repo.audit(tournament_id if tournament_id is None or is_id(tournament_id) else 0, limit=limit)
        if language() == "fr":
            return entries
        return [replace(entry, what=shown_line(entry.what)) for entry in entries]
