"""``ClubService``: the one Qt-free facade over the club's database.

Every public method is one unit of work: it opens a session, reads or changes what it must, commits
before it returns, and hands back plain values (domain dataclasses or :mod:`belote_club.services.views`).
Any user error — an unknown id, an invalid deal, a refused operation, an unreadable database — is a
:class:`~belote_club.services.errors.ServiceError` with a French message; nothing of SQLAlchemy leaks.

Choices where the issue is silent (see also the module docstrings of ``scoring`` and ``standings``):

* Deals are stored as entered; every change (add, insert, edit, delete, paper totals, closing) re-scores
  the whole game through the engine *before* anything is written, so an invalid deal saves nothing.
* The rules of a tournament are locked once a score exists; ``update_rules(..., unlock=True)`` changes
  them anyway, provided every stored game still scores under the new rules (else nothing changes).
* A round is drawn only when the previous one is complete (every table finished or closed), unless
  ``allow_unfinished=True``; a round beyond ``planned_rounds`` is refused (raise the setting first).
* Redraw, swaps and deleting a round: only the last round, and only while none of its games has a score.
* Entrants are numbered in registration order (team numbers in doublettes, bib numbers in mêlée).
"""

from __future__ import annotations

import datetime as dt
import gc
import json
import secrets
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any, TypeVar

from sqlalchemy.exc import IntegrityError, OperationalError, SQLAlchemyError

from belote_club.rules import (
    DealError,
    HouseRules,
    RulesError,
    list_presets,
    load_preset,
    preset_matching,
    score_game,
)
from belote_club.rules.wording import describe_rules
from belote_club.services import csv_io, player_fields, scoring
from belote_club.services import standings as standings_mod
from belote_club.services.errors import ServiceError, StaleGameError
from belote_club.services.views import (
    ClubInfo,
    CsvPreview,
    DealView,
    EntrantView,
    GameView,
    ImportResult,
    PresetInfo,
    RoundProgress,
    RoundSummary,
    RoundView,
    SideView,
    Standings,
    TableView,
    TournamentSummary,
)
from belote_club.storage import Database, OpenReport, StorageError
from belote_club.storage.repository import NotFound, Repository
from belote_club.tournament import draw as draws
from belote_club.tournament import registration as regs
from belote_club.tournament.errors import TournamentError
from belote_club.tournament.model import (
    RANKING_PRESETS,
    AuditEntry,
    ExemptKind,
    ExemptPolicy,
    Format,
    GameRecord,
    GameState,
    PairingMethod,
    Player,
    RankingKey,
    Registration,
    Round,
    Team,
    Tournament,
    TournamentStatus,
)

Clock = Callable[[], dt.datetime]

#: Bounds of what a person may type (beyond them, the value is a typing error, not a concours).
MAX_ROUNDS = 99
MAX_NUMBER = 9_999  #: team and bib numbers
MAX_POINTS = 99_999  #: a paper total, an exempt's fixed points
MAX_ID = 2**63 - 1  #: larger ids cannot even be looked up

#: ``ClubInfo`` field → (settings key, French label for messages).
_CLUB_FIELDS = {"name": ("club.name", "nom du club"), "city": ("club.city", "ville")}


def _utcnow() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def _dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


class ClubService:
    """The facade.  ``ClubService.open(db_file=…)`` or ``ClubService(Database.open(…))``."""

    def __init__(self, database: Database, *, clock: Clock = _utcnow) -> None:
        self.database = database
        self._clock = clock

    @classmethod
    def open(cls, *, db_file: str | Path | None = None, url: str | None = None) -> ClubService:
        """Open (create or upgrade) a database; :class:`ServiceError` when it cannot be used."""
        try:
            return cls(Database.open(db_file=db_file, url=url))
        except StorageError as error:
            raise ServiceError(error.message) from error

    def close(self) -> None:
        self.database.close()

    def __enter__(self) -> ClubService:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def open_report(self) -> OpenReport | None:
        """What opening did: created, upgraded from which revision, where the backup is (status bar)."""
        return self.database.report

    @property
    def open_notice(self) -> str | None:
        """A French sentence when opening changed the file (upgraded from an older version), else None."""
        report = self.database.report
        if report is None or report.upgraded_from is None:
            return None
        backup = f" ; copie de l’ancien fichier : « {report.backup} »" if report.backup else ""
        return f"Base mise à jour depuis une version plus ancienne de Belote Club{backup}."

    @property
    def location(self) -> str:
        """The database file, or its URL without password (for the title bar)."""
        return self.database.display_name

    def save_copy(self, path: str | Path) -> Path:
        """Write a consistent copy of the open database to the ``.belote`` (SQLite) file ``path``.

        Works while the database is in use; returns the copy's path.  From SQLite, the file is copied with
        SQLite's backup API; from a server (PostgreSQL), a new ``.belote`` file is created at the current
        schema and filled with every stored fact.  An existing ``path`` is replaced whole (the caller asks
        the user first); the open file itself is refused, as are folders and unwritable places, with a
        French :class:`ServiceError`.
        """
        try:
            return self.database.save_copy(path)
        except StorageError as error:
            raise ServiceError(error.message) from error

    @contextmanager
    def _unit(self, *, write: bool = True) -> Iterator[Repository]:
        """One session, one transaction; ``write=False`` for the calls that only read (see
        :meth:`Database.session`)."""
        try:
            with self.database.session(write=write) as session:
                yield Repository(session)
        except ServiceError:
            raise
        except TournamentError as error:
            raise ServiceError(str(error)) from error
        except RulesError as error:
            raise scoring.rules_error(error) from error
        except NotFound as error:
            raise ServiceError(f"Introuvable : {_french_thing(str(error))}.") from error
        except IntegrityError as error:
            raise ServiceError(
                "Opération refusée : elle contredit des données déjà enregistrées (doublon ou élément utilisé ailleurs)."
            ) from error
        except OperationalError as error:
            if _is_busy(error):
                raise ServiceError(
                    f"La base « {self.location} » est occupée par un autre poste : l’opération est annulée, "
                    "réessayez dans un instant."
                ) from error
            raise ServiceError(f"Erreur de la base de données « {self.location} » : l’opération est annulée.") from error
        except SQLAlchemyError as error:
            raise ServiceError(f"Erreur de la base de données « {self.location} » : l’opération est annulée.") from error
        except StorageError as error:
            raise ServiceError(error.message) from error

    def _audit(self, repo: Repository, tournament_id: int | None, action: str, what: str,
               old: Any = None, new: Any = None) -> None:
        def text(value: Any) -> str | None:
            if value is None or isinstance(value, str):
                return value
            return _dump(value)

        repo.add_audit(
            AuditEntry(what=what, old_value=text(old), new_value=text(new), when=self._clock(),
                       tournament_id=tournament_id),
            action,
        )

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
                raise ServiceError(f"Le champ « {_CLUB_FIELDS[field][1]} » doit être un texte.", field=field)
        cleaned = {field: " ".join(value.split()) for field, value in given.items() if value is not None}
        for field, value in cleaned.items():
            if len(value) > 200:
                label = _CLUB_FIELDS[field][1]
                raise ServiceError(f"Le champ « {label} » est trop long (200 caractères au plus).", field=field)
        with self._unit() as repo:
            stored = repo.settings("club.")
            current = ClubInfo(name=stored.get("club.name", ""), city=stored.get("club.city", ""))
            updated = replace(current, **cleaned)
            changed = [field for field in cleaned if getattr(current, field) != getattr(updated, field)]
            if changed:
                repo.put_settings({_CLUB_FIELDS[field][0]: getattr(updated, field) for field in changed})
                self._audit(repo, None, "club.update", "Coordonnées du club",
                            {field: getattr(current, field) for field in changed},
                            {field: getattr(updated, field) for field in changed})
            return updated

    # ================================================================== presets and rules

    def presets(self) -> list[PresetInfo]:
        """The presets a concours can use: a table opposes two sides, so three-camp presets are left out."""
        return [PresetInfo(p.name, p.title, p.description, p.rules.to_dict()) for p in list_presets()
                if p.rules.camps == 2]

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
        name = _name(name)
        try:
            base = load_preset(preset).to_dict() if preset else {}
            new_rules = HouseRules.from_dict({**base, **(rules or {})})
        except RulesError as error:
            raise scoring.rules_error(error) from error
        _check_two_camps(new_rules)
        merged = new_rules.to_dict()
        tournament = Tournament(
            name=name,
            date=_date(date),
            venue=_text(venue, "venue", "lieu"),
            rules=merged,
            preset=preset if preset and not rules else _matching_preset(merged),
            format=_choice(Format, format, "format"),
            planned_rounds=_whole(planned_rounds, "planned_rounds", "nombre de manches", 1, MAX_ROUNDS),
            pairing=_choice(PairingMethod, pairing, "pairing"),
            ranking_criteria=_criteria(ranking),
            exempt_policy=_exempt_policy(exempt_policy or ExemptPolicy()),
        )
        with self._unit() as repo:
            created = repo.add_tournament(tournament)
            self._audit(repo, created.id, "tournament.create", f"Création du concours « {created.name} »",
                        None, {"preset": created.preset, "format": created.format.value})
            return created

    def tournaments(self) -> list[TournamentSummary]:
        with self._unit(write=False) as repo:
            summaries = []
            for tournament in repo.tournaments():
                assert tournament.id is not None
                registrations = repo.registrations(tournament.id)
                summaries.append(
                    TournamentSummary(
                        tournament=tournament,
                        entrants=len(registrations),
                        checked_in=sum(1 for r in registrations if r.checked_in),
                        rounds=repo.round_count(tournament.id),
                    )
                )
            return summaries

    def tournament(self, tournament_id: int) -> Tournament:
        with self._unit(write=False) as repo:
            return self._tournament(repo, tournament_id)

    def change_marker(self, tournament_id: int) -> str:
        """A short text that changes whenever anything stored for the tournament changes — on this station or
        on another one sharing the database (scores, registrations, rounds, rules, settings, roster, club).
        One small query: screens poll it and reload only when it moved.  Compare markers for equality only."""
        with self._unit(write=False) as repo:
            return repo.change_marker(tournament_id if _is_id(tournament_id) else 0)

    def _tournament(self, repo: Repository, tournament_id: int) -> Tournament:
        try:
            if _is_id(tournament_id):
                return repo.get_tournament(tournament_id)
        except NotFound:
            pass
        raise ServiceError(f"Le concours n° {tournament_id} n’existe pas.")

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
                changes["name"] = _name(name)
            if date is not None:
                changes["date"] = _date(date)
            if venue is not None:
                changes["venue"] = _text(venue, "venue", "lieu")
            if format is not None and _choice(Format, format, "format") is not current.format:
                if repo.registrations(tournament_id):
                    raise ServiceError("La formule ne peut plus changer : des inscriptions existent déjà.",
                                       field="format")
                changes["format"] = Format(format)
            if planned_rounds is not None:
                drawn = repo.round_count(tournament_id)
                changes["planned_rounds"] = _whole(planned_rounds, "planned_rounds", "nombre de manches",
                                                   max(drawn, 1), MAX_ROUNDS)
            if pairing is not None:
                changes["pairing"] = _choice(PairingMethod, pairing, "pairing")
            if ranking is not None:
                changes["ranking_criteria"] = _criteria(ranking)
            if exempt_policy is not None:
                changes["exempt_policy"] = _exempt_policy(exempt_policy)
            updated = repo.update_tournament(replace(current, **changes))
            old = {k: _plain(getattr(current, k)) for k in changes}
            new = {k: _plain(getattr(updated, k)) for k in changes}
            if changes:
                self._audit(repo, tournament_id, "tournament.update", "Réglages du concours", old, new)
            return updated

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
        if not isinstance(rules, Mapping):
            raise ServiceError("Les règles maison se donnent option par option (un objet JSON).", field="rules")
        try:
            new_rules = HouseRules.from_dict(dict(rules))
        except RulesError as error:
            raise scoring.rules_error(error) from error
        _check_two_camps(new_rules)
        with self._unit() as repo:
            current = self._tournament(repo, tournament_id)
            if current.rules_locked and not unlock:
                raise ServiceError(
                    "Les règles sont verrouillées : des scores sont déjà saisis. "
                    "Déverrouillez-les explicitement pour les modifier."
                )
            if current.rules_locked:
                for record in repo.games(tournament_id):
                    scoring.game_view(new_rules, record, explain=False)
            new_dict = new_rules.to_dict()
            updated = repo.update_tournament(
                replace(current, rules=new_dict, preset=preset if preset is not None else _matching_preset(new_dict))
            )
            what = "Règles maison (déverrouillées)" if current.rules_locked else "Règles maison"
            self._audit(repo, tournament_id, "rules.update", what, dict(current.rules), new_dict)
            return updated

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
                status = TournamentStatus.FINISHED
            else:
                status = TournamentStatus.RUNNING if repo.rounds(tournament_id) else TournamentStatus.REGISTRATION
            updated = repo.update_tournament(replace(current, status=status))
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
            new_name = _name(name) if name is not None and name.strip() else f"{source.name} (copie)"
            copy = repo.add_tournament(
                replace(source, id=None, name=new_name, date=_date(date) if date is not None else source.date,
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

    # ================================================================== roster

    def add_player(
        self, first_name: str, last_name: str, *, licence: str | None = None, club: str | None = None,
        phone: str | None = None, email: str | None = None,
    ) -> Player:
        player = _clean_player(Player(first_name, last_name, licence, club, phone, email))
        with self._unit() as repo:
            created = repo.add_player(player)
            self._audit(repo, None, "player.add", f"Ajout de {created.display_name} à la liste des joueurs")
            return created

    def add_players(self, players: Sequence[Player]) -> list[Player]:
        """Add several players in one transaction (all or none)."""
        cleaned = [_clean_player(replace(p, id=None)) for p in players]
        with self._unit() as repo:
            created = [repo.add_player(p) for p in cleaned]
            if created:
                self._audit(repo, None, "player.add", "Ajout de joueurs à la liste", None, f"{len(created)} joueurs")
            return created

    def update_player(self, player_id: int, **changes: str | None) -> Player:
        """Change some fields of a player (``first_name``, ``last_name``, ``licence``, ``club``, ``phone``,
        ``email``)."""
        unknown = set(changes) - set(player_fields.LABELS)
        if unknown:
            raise ServiceError(f"Champ inconnu : {', '.join(sorted(unknown))}.")
        with self._unit() as repo:
            current = self._player(repo, player_id)
            updated = repo.update_player(_clean_player(replace(current, **changes)))
            diff_old = {k: getattr(current, k) for k in changes if getattr(current, k) != getattr(updated, k)}
            if diff_old:
                self._audit(repo, None, "player.update", f"Fiche de {updated.display_name}", diff_old,
                            {k: getattr(updated, k) for k in diff_old})
            return updated

    def delete_player(self, player_id: int) -> None:
        with self._unit() as repo:
            current = self._player(repo, player_id)
            if repo.player_in_use(player_id):
                raise ServiceError(
                    f"{current.display_name} figure dans un concours : sa fiche ne peut pas être supprimée."
                )
            repo.delete_player(player_id)
            self._audit(repo, None, "player.delete", f"Suppression de {current.display_name} de la liste des joueurs")

    def player(self, player_id: int) -> Player:
        with self._unit(write=False) as repo:
            return self._player(repo, player_id)

    @staticmethod
    def _player(repo: Repository, player_id: int) -> Player:
        found = repo.get_player(player_id) if _is_id(player_id) else None
        if found is None:
            raise ServiceError(f"Le joueur n° {player_id} n’existe pas.")
        return found

    def players(self, search: str = "") -> list[Player]:
        """The roster sorted by name; ``search``: every word must appear in the name, licence or club
        (case and accents ignored)."""
        search = _text(search, "search", "recherche")
        with self._unit(write=False) as repo:
            return repo.search_players(search)

    def preview_players_csv(self, text: str) -> CsvPreview:
        """Parse a roster CSV (see :mod:`belote_club.services.csv_io`) without saving anything."""
        _csv_text(text)
        with self._unit(write=False) as repo:
            return csv_io.preview(text, repo.players())

    def import_players_csv(self, text: str) -> ImportResult:
        """Add the valid lines of a roster CSV (duplicates of roster players are skipped); the lines with
        errors are returned, nothing of them is saved."""
        _csv_text(text)
        with self._unit() as repo:
            preview = csv_io.preview(text, repo.players())
            added = []
            skipped = 0
            for line in preview.valid:
                if line.duplicate_of is not None:
                    skipped += 1
                    continue
                assert line.player is not None
                added.append(repo.add_player(line.player))
            if added:
                self._audit(repo, None, "player.import", "Import CSV de joueurs", None, f"{len(added)} joueurs ajoutés")
            return ImportResult(added=tuple(added), skipped_duplicates=skipped, errors=preview.errors)

    def export_players_csv(self) -> str:
        with self._unit(write=False) as repo:
            return csv_io.export(repo.players())

    # ================================================================== registrations and teams

    def entrants(self, tournament_id: int) -> list[EntrantView]:
        """Registered teams (doublettes) or players (mêlée), by number."""
        with self._unit(write=False) as repo:
            return list(self._entrants(repo, self._tournament(repo, tournament_id)).values())

    def _entrants(self, repo: Repository, tournament: Tournament) -> dict[int, EntrantView]:
        assert tournament.id is not None
        registrations = repo.registrations(tournament.id)
        teams = {t.id: t for t in repo.teams(tournament.id)}
        player_ids = {pid for t in teams.values() for pid in t.player_ids}
        player_ids |= {r.player_id for r in registrations if r.player_id is not None}
        players = {p.id: p for p in repo.players(player_ids) if p.id is not None}
        return build_entrants(registrations, teams, players)

    def _entrant(self, repo: Repository, tournament: Tournament, entrant_id: int) -> EntrantView:
        entrant = self._entrants(repo, tournament).get(entrant_id)
        if entrant is None:
            if tournament.format is Format.DOUBLETTES:
                raise ServiceError(f"L’équipe n° {entrant_id} n’est pas inscrite à ce concours.")
            raise ServiceError(f"Le joueur n° {entrant_id} n’est pas inscrit à ce concours.")
        return entrant

    def create_team(
        self, tournament_id: int, player_ids: tuple[int, int] | Sequence[int], *, name: str = "",
        number: int | None = None, checked_in: bool = False,
    ) -> EntrantView:
        """Pair two roster players into a team and register it (doublettes)."""
        ids = tuple(player_ids)
        if len(ids) != 2:
            raise ServiceError("Une équipe compte deux joueurs.", field="player_ids")
        if number is not None:
            _whole(number, "number", "numéro d’équipe", 1, MAX_NUMBER)
        with self._unit() as repo:
            tournament = self._tournament(repo, tournament_id)
            self._check_open(tournament)
            if tournament.format is not Format.DOUBLETTES:
                raise ServiceError("En mêlée, chaque joueur s’inscrit seul.")
            members = [self._player(repo, pid) for pid in ids]
            if ids[0] == ids[1]:
                raise ServiceError("Une équipe compte deux joueurs différents.", field="player_ids")
            teams = repo.teams(tournament_id)
            taken = {pid: t.number for t in teams for pid in t.player_ids}
            for player in members:
                if player.id in taken:
                    raise ServiceError(f"{player.display_name} joue déjà dans l’équipe n° {taken[player.id]}.")
            if number is None:
                number = max((t.number for t in teams), default=0) + 1
            elif any(t.number == number for t in teams):
                raise ServiceError(f"Le numéro d’équipe {number} est déjà pris.", field="number")
            team = repo.add_team(Team(number=number, player_ids=(ids[0], ids[1]), name=_text(name, "name", "nom"),
                                      tournament_id=tournament_id))
            repo.add_registration(regs.register_team(tournament, team, checked_in=checked_in))
            entrant = self._entrant(repo, tournament, team.id or 0)
            self._audit(repo, tournament_id, "team.create", f"Inscription de l’équipe n° {number}", None, entrant.label)
            return entrant

    def update_team(
        self, tournament_id: int, team_id: int, *, player_ids: Sequence[int] | None = None, name: str | None = None,
    ) -> EntrantView:
        """Rename a team or change its players (a replacement: results already played stay the team's)."""
        with self._unit() as repo:
            tournament = self._tournament(repo, tournament_id)
            before = self._entrant(repo, tournament, team_id)
            team = repo.get_team(team_id)
            changes: dict[str, Any] = {}
            if name is not None:
                changes["name"] = _text(name, "name", "nom")
            if player_ids is not None:
                ids = tuple(player_ids)
                if len(ids) != 2 or ids[0] == ids[1]:
                    raise ServiceError("Une équipe compte deux joueurs différents.", field="player_ids")
                for other in repo.teams(tournament_id):
                    if other.id != team_id and set(other.player_ids) & set(ids):
                        raise ServiceError(f"Un de ces joueurs joue déjà dans l’équipe n° {other.number}.")
                for pid in ids:
                    self._player(repo, pid)
                changes["player_ids"] = ids
            repo.update_team(replace(team, **changes))
            after = self._entrant(repo, tournament, team_id)
            self._audit(repo, tournament_id, "team.update", f"Équipe n° {team.number}", before.label, after.label)
            return after

    def register_player(
        self, tournament_id: int, player_id: int, *, number: int | None = None, checked_in: bool = False,
    ) -> EntrantView:
        """Register a roster player alone (mêlée)."""
        with self._unit() as repo:
            tournament = self._tournament(repo, tournament_id)
            self._check_open(tournament)
            player = self._player(repo, player_id)
            existing = repo.registrations(tournament_id)
            if any(r.player_id == player_id for r in existing):
                raise ServiceError(f"{player.display_name} figure déjà parmi les inscrits.")
            used = {r.number for r in existing if r.number is not None}
            if number is None:
                number = max(used, default=0) + 1
            elif _whole(number, "number", "numéro d’inscription", 1, MAX_NUMBER) in used:
                raise ServiceError(f"Le numéro {number} est déjà attribué.", field="number")
            repo.add_registration(regs.register_player(tournament, player_id, number=number, checked_in=checked_in))
            self._audit(repo, tournament_id, "registration.add", f"Inscription de {player.display_name}",
                        None, f"n° {number}")
            return self._entrant(repo, tournament, player_id)

    def unregister(self, tournament_id: int, entrant_id: int) -> None:
        """Remove an entrant who has not been drawn yet (afterwards: :meth:`withdraw`)."""
        with self._unit() as repo:
            tournament = self._tournament(repo, tournament_id)
            entrant = self._entrant(repo, tournament, entrant_id)
            drawn = any(
                entrant_id in side for rnd in repo.rounds(tournament_id) for t in rnd.tables for side in t.sides
            ) or any(e.entrant_id == entrant_id for rnd in repo.rounds(tournament_id) for e in rnd.exempts)
            if drawn:
                raise ServiceError(f"{entrant.label} figure déjà dans un tirage : déclarez plutôt un abandon.")
            assert entrant.registration.id is not None
            repo.delete_registration(entrant.registration.id)
            if entrant.team_id is not None:
                repo.delete_team(entrant.team_id)
            self._audit(repo, tournament_id, "registration.delete", f"Désinscription de {entrant.label}")

    def check_in(self, tournament_id: int, entrant_id: int, present: bool = True) -> EntrantView:
        return self._change_registration(
            tournament_id, entrant_id, lambda reg, _next: regs.check_in(reg, present), "registration.check_in",
            "Pointage" if present else "Annulation du pointage",
        )

    def join_late(self, tournament_id: int, entrant_id: int, round_number: int | None = None) -> EntrantView:
        """A late arrival, drawn from ``round_number`` on (default: the next round to draw)."""
        return self._change_registration(
            tournament_id, entrant_id,
            lambda reg, next_round: regs.join_late(
                reg, next_round if round_number is None else _whole(round_number, "round_number", "manche d’arrivée",
                                                                    1, MAX_ROUNDS)),
            "registration.join_late", "Arrivée en retard",
        )

    def withdraw(self, tournament_id: int, entrant_id: int, from_round: int | None = None) -> EntrantView:
        """Withdrawal: no longer drawn from ``from_round`` on (default: the next round to draw); the games
        already played keep counting."""
        return self._change_registration(
            tournament_id, entrant_id,
            lambda reg, next_round: regs.withdraw(
                reg, next_round if from_round is None else _whole(from_round, "from_round", "manche de l’abandon",
                                                                  1, MAX_ROUNDS)),
            "registration.withdraw", "Abandon",
        )

    def reinstate(self, tournament_id: int, entrant_id: int) -> EntrantView:
        return self._change_registration(
            tournament_id, entrant_id, lambda reg, _next: regs.reinstate(reg), "registration.reinstate",
            "Annulation de l’abandon",
        )

    def _change_registration(
        self, tournament_id: int, entrant_id: int, change: Callable[[Registration, int], Registration],
        action: str, what: str,
    ) -> EntrantView:
        with self._unit() as repo:
            tournament = self._tournament(repo, tournament_id)
            self._check_open(tournament)
            entrant = self._entrant(repo, tournament, entrant_id)
            next_round = repo.round_count(tournament_id) + 1
            new = change(entrant.registration, next_round)
            repo.update_registration(new)
            self._audit(repo, tournament_id, action, f"{what} : {entrant.label}",
                        _registration_text(entrant.registration), _registration_text(new))
            return self._entrant(repo, tournament, entrant_id)

    # ================================================================== rounds

    def rounds(self, tournament_id: int) -> list[RoundView]:
        with _bulk(), self._unit(write=False) as repo:
            context = _Context.load(repo, self._tournament(repo, tournament_id))
            return [context.round_view(rnd) for rnd in context.rounds]

    def round_summaries(self, tournament_id: int) -> list[RoundSummary]:
        """Every round in order, as counts only: tables, finished, in progress, exempts, seed.

        Light enough to call after every score (the list of rounds): no entrant, label or deal line is
        built.  Paper and empty games need no engine; a game entered deal by deal is scored once per
        content (the same memoised summary as the standings), so only a game that changed is rescored.
        """
        with _bulk(), self._unit(write=False) as repo:
            tournament = self._tournament(repo, tournament_id)
            rules = scoring.house_rules(tournament.rules)
            rules_key = scoring.rules_key(tournament.rules)
            games = {(record.round_number, record.table_number): (record, key)
                     for record, key in repo.games_keyed(tournament_id)}
            summaries = []
            for rnd in repo.rounds(tournament_id):
                finished = in_progress = 0
                for table in rnd.tables:
                    stored = games.get((rnd.number, table.number))
                    if stored is None:
                        continue
                    record, key = stored
                    if record.totals is not None:
                        over = True  # a paper sheet is a finished game (see scoring.paper_view)
                    elif not record.deals:
                        continue  # closed before any deal: nothing entered, as in round_progress
                    else:
                        over = scoring.cached_game_view(rules, rules_key, record, key).finished
                    finished += over
                    in_progress += not over
                summaries.append(RoundSummary(
                    number=rnd.number, seed=rnd.seed, method=rnd.method.value, tables=len(rnd.tables),
                    finished=finished, in_progress=in_progress, exempts=len(rnd.exempts),
                    unavoidable_repeats=rnd.unavoidable_repeats,
                ))
            return summaries

    def round(self, tournament_id: int, number: int) -> RoundView:
        with self._unit(write=False) as repo:
            context = _Context.load(repo, self._tournament(repo, tournament_id))
            return context.round_view(context.round(number))

    def round_progress(self, tournament_id: int, number: int) -> RoundProgress:
        """Tables finished / being played / not started in a round (cheap: no explanations built)."""
        with _bulk(), self._unit(write=False) as repo:
            context = _Context.load(repo, self._tournament(repo, tournament_id))
            return context.progress(context.round(number))

    def draw_next_round(self, tournament_id: int, *, seed: int | None = None,
                        allow_unfinished: bool = False) -> RoundView:
        """Draw the next round with the tournament's pairing method (``seed``: random when omitted)."""
        with _bulk(), self._unit() as repo:
            tournament = self._tournament(repo, tournament_id)
            self._check_open(tournament)
            context = _Context.load(repo, tournament)
            number = len(context.rounds) + 1
            if number > tournament.planned_rounds:
                raise ServiceError(
                    f"Le concours prévoit {tournament.planned_rounds} manches : augmentez ce nombre dans les "
                    "réglages pour en tirer une de plus."
                )
            if context.rounds and not allow_unfinished:
                progress = context.progress(context.rounds[-1])
                if not progress.complete:
                    raise ServiceError(
                        f"La manche {progress.round_number} n’est pas terminée : "
                        f"{_plural(len(progress.remaining), 'table')} à saisir ({_numbers(progress.remaining)})."
                    )
            seed = _seed(seed)
            ranking = context.ranking() if context.rounds else None
            rnd = draws.draw_next_round(tournament, context.registrations, context.rounds, seed=seed, ranking=ranking)
            stored = repo.add_round(tournament_id, rnd)
            self._audit(repo, tournament_id, "round.draw", f"Tirage de la manche {number}", None,
                        {"seed": seed, "method": stored.method.value, "tables": len(stored.tables),
                         "exempts": [e.entrant_id for e in stored.exempts]})
            context.put_round(stored)
            return context.round_view(stored)

    def redraw_round(self, tournament_id: int, number: int, *, seed: int | None = None) -> RoundView:
        """Draw the last round again (new seed), while none of its games has a score."""
        with self._unit() as repo:
            tournament = self._tournament(repo, tournament_id)
            context = self._editable_round(repo, tournament, number)
            seed = _seed(seed)
            previous = [r for r in context.rounds if r.number < number]
            ranking = context.ranking(after_round=number - 1) if previous else None
            entrants = regs.drawable_entrants(tournament, context.registrations, number)
            rnd = draws.draw_round(tournament.format, entrants, previous, number=number, seed=seed,
                                   method=tournament.pairing, ranking=ranking)
            old = context.round(number)
            stored = repo.replace_round(tournament_id, rnd)
            self._audit(repo, tournament_id, "round.redraw", f"Nouveau tirage de la manche {number}",
                        {"seed": old.seed}, {"seed": seed})
            context.put_round(stored)
            return context.round_view(stored)

    def swap_sides(self, tournament_id: int, number: int, side_a: tuple[int, int], side_b: tuple[int, int]) -> RoundView:
        """Exchange two sides ``(table number, side 0/1)`` of the last round (no score entered yet)."""
        with self._unit() as repo:
            tournament = self._tournament(repo, tournament_id)
            for place in (side_a, side_b):
                if (not isinstance(place, Sequence) or len(place) != 2
                        or not all(isinstance(x, int) and not isinstance(x, bool) for x in place)):
                    raise ServiceError("Une place se désigne par son numéro de table et son côté (0 ou 1).")
            context = self._editable_round(repo, tournament, number)
            swapped = draws.swap(context.round(number), (side_a[0], side_a[1]), (side_b[0], side_b[1]))
            return self._store_swap(repo, context, swapped, f"tables {side_a[0]} et {side_b[0]}")

    def swap_entrants(self, tournament_id: int, number: int, entrant_a: int, entrant_b: int) -> RoundView:
        """Exchange the places of two entrants of the last round (at tables or exempt)."""
        with self._unit() as repo:
            tournament = self._tournament(repo, tournament_id)
            context = self._editable_round(repo, tournament, number)
            if entrant_a == entrant_b:
                raise ServiceError("Choisissez deux inscrits différents pour un échange.")
            seated = {e for table in context.round(number).tables for side in table.sides for e in side}
            seated |= {e.entrant_id for e in context.round(number).exempts}
            for entrant_id in (entrant_a, entrant_b):
                if entrant_id not in seated:
                    label = self._entrant(repo, tournament, entrant_id).label
                    raise ServiceError(f"{label} ne figure pas dans la manche {number}.")
            swapped = draws.swap_entrants(context.round(number), entrant_a, entrant_b)
            labels = context.labels
            return self._store_swap(repo, context, swapped,
                                    f"{labels.get(entrant_a, entrant_a)} et {labels.get(entrant_b, entrant_b)}")

    def _store_swap(self, repo: Repository, context: _Context, swapped: Round, what: str) -> RoundView:
        previous = [r for r in context.rounds if r.number < swapped.number]
        repeats = draws.count_repeats(swapped, previous).total
        stored = repo.replace_round(context.tournament_id, replace(swapped, unavoidable_repeats=repeats))
        self._audit(repo, context.tournament_id, "round.swap", f"Échange dans la manche {swapped.number} : {what}")
        context.put_round(stored)
        return context.round_view(stored)

    def delete_round(self, tournament_id: int, number: int) -> None:
        """Cancel the last round's draw (no score entered yet)."""
        with self._unit() as repo:
            tournament = self._tournament(repo, tournament_id)
            context = self._editable_round(repo, tournament, number)
            old = context.round(number)
            repo.delete_round(tournament_id, number)
            self._audit(repo, tournament_id, "round.delete", f"Annulation du tirage de la manche {number}",
                        {"seed": old.seed}, None)

    def _editable_round(self, repo: Repository, tournament: Tournament, number: int) -> _Context:
        self._check_open(tournament)
        context = _Context.load(repo, tournament)
        if not context.rounds or number != context.rounds[-1].number:
            raise ServiceError(f"Seule la dernière manche tirée peut être modifiée (manche {number} demandée).")
        if not draws.can_redraw(context.round(number), context.games.values()):
            raise ServiceError(f"Des scores sont déjà saisis dans la manche {number} : le tirage ne peut plus changer.")
        return context

    # ================================================================== scores

    def game(self, tournament_id: int, round_number: int, table_number: int) -> GameView:
        with self._unit(write=False) as repo:
            tournament = self._tournament(repo, tournament_id)
            record = self._game(repo, tournament_id, round_number, table_number)
            return self._score(repo, tournament, record)

    def preview_deal(
        self, tournament_id: int, round_number: int, table_number: int, deal: Mapping[str, Any],
        position: int | None = None,
    ) -> DealView:
        """What ``deal`` would give at ``position`` (default: after the last one), saving nothing."""
        with self._unit(write=False) as repo:
            tournament = self._tournament(repo, tournament_id)
            record = self._game(repo, tournament_id, round_number, table_number)
            deals = list(record.deals)
            position = _position(position, len(deals) + 1, "insert")
            deals.insert(position - 1, _deal(deal, position))
            view = self._score(repo, tournament, replace(record, deals=tuple(deals), totals=None))
            return view.deals[position - 1]

    # Every call that changes a game takes ``expected``: the ``fingerprint`` of the GameView the caller is
    # looking at.  When given and the stored game no longer matches (another station changed it meanwhile),
    # nothing changes and :class:`StaleGameError` carries the game as it now stands.

    def add_deal(self, tournament_id: int, round_number: int, table_number: int, deal: Mapping[str, Any], *,
                 expected: str | None = None) -> GameView:
        """Append a deal to a table's game."""
        return self._change_deals(tournament_id, round_number, table_number, "add", None, deal, expected)

    def insert_deal(self, tournament_id: int, round_number: int, table_number: int, position: int,
                    deal: Mapping[str, Any], *, expected: str | None = None) -> GameView:
        """Insert a forgotten deal at ``position`` (1-based); the following ones move down."""
        return self._change_deals(tournament_id, round_number, table_number, "insert", position, deal, expected)

    def edit_deal(self, tournament_id: int, round_number: int, table_number: int, position: int,
                  deal: Mapping[str, Any], *, expected: str | None = None) -> GameView:
        """Correct the deal at ``position``."""
        return self._change_deals(tournament_id, round_number, table_number, "edit", position, deal, expected)

    def delete_deal(self, tournament_id: int, round_number: int, table_number: int, position: int, *,
                    expected: str | None = None) -> GameView:
        return self._change_deals(tournament_id, round_number, table_number, "delete", position, None, expected)

    def set_deals(self, tournament_id: int, round_number: int, table_number: int,
                  deals: Sequence[Mapping[str, Any]], *, expected: str | None = None) -> GameView:
        """Replace every deal of a game at once (e.g. to undo a « clear »); an empty list clears it."""
        with self._unit() as repo:
            tournament, record = self._scorable(repo, tournament_id, round_number, table_number, expected)
            if isinstance(deals, (str, bytes)) or not isinstance(deals, Sequence):
                raise ServiceError("Les donnes d’une partie se donnent en liste.", field="deals")
            new = replace(record, deals=tuple(_deal(d, i) for i, d in enumerate(deals, start=1)), totals=None, deal_count=None, belotes=None,
                          capots=None, lost_reserve=None)
            view = self._score(repo, tournament, new)
            repo.save_game(new)
            self._audit(repo, tournament_id, "game.set_deals", f"Manche {round_number}, table {table_number} : donnes",
                        _record_value(record), _record_value(new))
            return view

    def _change_deals(self, tournament_id: int, round_number: int, table_number: int, action: str,
                      position: int | None, deal: Mapping[str, Any] | None, expected: str | None) -> GameView:
        with self._unit() as repo:
            tournament, record = self._scorable(repo, tournament_id, round_number, table_number, expected)
            if record.totals is not None:
                raise ServiceError(
                    f"La table {table_number} a été saisie en totaux de feuille : effacez-les avant de saisir des donnes."
                )
            if record.state is GameState.CLOSED and action != "delete":
                raise ServiceError(f"La partie de la table {table_number} est close : rouvrez-la pour la modifier.")
            deals = [dict(d) for d in record.deals]
            old_deal: dict[str, Any] | None = None
            if action == "add":
                position = len(deals) + 1
                deals.append(_deal(deal, position))
            elif action == "insert":
                position = _position(position, len(deals) + 1, action)
                deals.insert(position - 1, _deal(deal, position))
            elif action == "edit":
                position = _position(position, len(deals), action)
                old_deal = deals[position - 1]
                deals[position - 1] = _deal(deal, position)
            else:
                position = _position(position, len(deals), action)
                old_deal = deals.pop(position - 1)
            new = replace(record, deals=tuple(deals))
            view = self._score(repo, tournament, new)
            repo.save_game(new)
            where = f"Manche {round_number}, table {table_number}, donne {position}"
            what = {"add": "ajout", "insert": "insertion", "edit": "correction", "delete": "suppression"}[action]
            self._audit(repo, tournament_id, f"deal.{action}", f"{where} : {what}", old_deal,
                        deals[position - 1] if action != "delete" else None)
            return view

    def check_paper_totals(
        self, tournament_id: int, round_number: int, table_number: int, totals: tuple[int, int] | Sequence[int], *,
        deal_count: int | None = None, belotes: int | None = None, capots: int | None = None,
        lost_reserve: int | None = None,
    ) -> list[str]:
        """The consistency warnings a paper sheet's totals raise, without saving anything."""
        with self._unit(write=False) as repo:
            tournament = self._tournament(repo, tournament_id)
            record = self._game(repo, tournament_id, round_number, table_number)
            paper = _paper_record(record, totals, deal_count, belotes, capots, lost_reserve)
            return list(self._score(repo, tournament, paper).warnings)

    def enter_paper_totals(
        self, tournament_id: int, round_number: int, table_number: int, totals: tuple[int, int] | Sequence[int], *,
        deal_count: int | None = None, belotes: int | None = None, capots: int | None = None,
        lost_reserve: int | None = None, expected: str | None = None,
    ) -> GameView:
        """Record a game from its paper sheet: the two totals (side 0, side 1) and optional counts that let
        the totals be checked.  Saved even with warnings (returned in ``GameView.warnings``); refused if the
        table already has deals entered."""
        with self._unit() as repo:
            tournament, record = self._scorable(repo, tournament_id, round_number, table_number, expected)
            if record.deals:
                raise ServiceError(
                    f"Des donnes sont déjà saisies à la table {table_number} : supprimez-les avant de saisir des totaux."
                )
            paper = _paper_record(record, totals, deal_count, belotes, capots, lost_reserve)
            view = self._score(repo, tournament, paper)
            repo.save_game(paper)
            self._audit(repo, tournament_id, "game.paper",
                        f"Manche {round_number}, table {table_number} : totaux de la feuille",
                        list(record.totals) if record.totals else None, list(paper.totals or ()))
            return view

    def clear_game(self, tournament_id: int, round_number: int, table_number: int, *,
                   expected: str | None = None) -> GameView:
        """Erase everything entered for a table (deals or totals)."""
        with self._unit() as repo:
            _tournament, record = self._scorable(repo, tournament_id, round_number, table_number, expected)
            empty = GameRecord(round_number, table_number, tournament_id=tournament_id)
            repo.save_game(empty)
            self._audit(repo, tournament_id, "game.clear", f"Manche {round_number}, table {table_number} : effacement",
                        _record_value(record), None)
            return replace(scoring.empty_view(round_number, table_number), fingerprint=scoring.fingerprint(empty))

    def close_game(self, tournament_id: int, round_number: int, table_number: int, closed: bool = True, *,
                   expected: str | None = None) -> GameView:
        """The organiser ends a game (an ``open`` game, or one stopped by time): highest total wins.
        ``closed=False`` reopens it."""
        with self._unit() as repo:
            tournament, record = self._scorable(repo, tournament_id, round_number, table_number, expected)
            if record.totals is not None:
                raise ServiceError("Une partie saisie en totaux de feuille est déjà terminée.")
            if closed and not record.deals:
                raise ServiceError(f"Aucune donne n’est saisie à la table {table_number} : rien à clore.")
            state = GameState.CLOSED if closed else (GameState.IN_PROGRESS if record.deals else GameState.PENDING)
            new = replace(record, state=state)
            view = self._score(repo, tournament, new)
            repo.save_game(new)
            self._audit(repo, tournament_id, "game.close" if closed else "game.reopen",
                        f"Manche {round_number}, table {table_number} : "
                        + ("partie close par l’organisateur" if closed else "partie rouverte"))
            return view

    def _scorable(self, repo: Repository, tournament_id: int, round_number: int,
                  table_number: int, expected: str | None = None) -> tuple[Tournament, GameRecord]:
        """The tournament (open) and the game about to change, locked; ``expected``: see ``add_deal``."""
        tournament = self._tournament(repo, tournament_id)
        self._check_open(tournament)
        record = self._game(repo, tournament_id, round_number, table_number, lock=True)
        if expected is not None and scoring.fingerprint(record) != expected:
            try:
                current: GameView | None = self._score(repo, tournament, record)
            except ServiceError:
                current = None
            raise StaleGameError(
                f"La partie de la table {table_number} a été modifiée sur un autre poste : "
                "elle vient d’être rechargée.",
                game=current,
            )
        return tournament, record

    @staticmethod
    def _game(repo: Repository, tournament_id: int, round_number: int, table_number: int, *,
              lock: bool = False) -> GameRecord:
        try:
            if _is_id(round_number) and _is_id(table_number):
                return repo.get_game(tournament_id, round_number, table_number, lock=lock)
        except NotFound:
            pass
        raise ServiceError(f"La table {table_number} de la manche {round_number} n’existe pas.")

    def _score(self, repo: Repository, tournament: Tournament, record: GameRecord) -> GameView:
        """Score a whole game before saving it; an invalid deal raises with its position and field."""
        rules = scoring.house_rules(tournament.rules)
        try:
            score_game(rules, record.deals, explain=False, closed=record.state is GameState.CLOSED)
        except DealError as error:
            raise scoring.deal_error(error) from error
        names = self._camp_names(repo, tournament, record.round_number, record.table_number)
        warnings = standings_mod.paper_warnings(rules, record, names) if record.totals is not None else ()
        labels = self._camp_labels(repo, tournament, record.round_number, record.table_number)
        view = scoring.game_view(rules, record, camp_names=labels, warnings=warnings)
        return replace(view, fingerprint=scoring.fingerprint(record))

    def _camp_labels(self, repo: Repository, tournament: Tournament, round_number: int,
                     table_number: int) -> tuple[str, str] | None:
        """The sides' own labels (team name, or the two players) for the engine's explanation lines,
        which always put a name in parentheses: « Le preneur (Les As) fait 95 contre 87. »"""
        assert tournament.id is not None
        sides = repo.table_sides(tournament.id, round_number, table_number)
        if len(sides) != 2:
            return None
        wanted = {e for side in sides for e in side}
        registrations = [r for r in repo.registrations(tournament.id)
                         if (r.team_id if r.team_id is not None else r.player_id) in wanted]
        teams = {t.id: t for t in repo.teams(tournament.id)}
        player_ids = {pid for r in registrations if r.team_id is not None for pid in teams[r.team_id].player_ids}
        player_ids |= {r.player_id for r in registrations if r.player_id is not None}
        players = {p.id: p for p in repo.players(player_ids) if p.id is not None}
        entrants = build_entrants(registrations, teams, players)
        return (_side_from(entrants, tournament.format, sides[0]).label,
                _side_from(entrants, tournament.format, sides[1]).label)

    def _camp_names(self, repo: Repository, tournament: Tournament, round_number: int,
                    table_number: int) -> tuple[str, str] | None:
        """« l’équipe n° 12 » / « les joueurs n° 3 et 17 » for the two sides of one table (two small queries)."""
        assert tournament.id is not None
        sides = repo.table_sides(tournament.id, round_number, table_number)
        if len(sides) != 2:
            return None
        numbers = repo.entrant_numbers(tournament.id, [e for side in sides for e in side])
        names = []
        for side in sides:
            view = SideView(side, " / ".join(str(e) for e in side), tuple(numbers.get(e) for e in side), ())
            names.append(_side_name(view))
        return (names[0], names[1])

    # ================================================================== results

    def standings(self, tournament_id: int, *, after_round: int | None = None) -> Standings:
        """Standings recomputed from the stored games (finished or closed games count)."""
        if after_round is not None:
            _whole(after_round, "after_round", "manche du classement", 0, MAX_ID)
        with _bulk(), self._unit(write=False) as repo:
            context = _Context.load(repo, self._tournament(repo, tournament_id))
            return context.standings(after_round)

    def audit(self, tournament_id: int | None, *, limit: int | None = None) -> list[AuditEntry]:
        """The audit trail, newest first (``None``: roster changes and deleted tournaments)."""
        if limit is not None:
            _whole(limit, "limit", "nombre d’entrées du journal", 0, MAX_ID)
        with self._unit(write=False) as repo:
            return repo.audit(tournament_id if tournament_id is None or _is_id(tournament_id) else 0, limit=limit)

    def export(self, tournament_id: int) -> dict[str, Any]:
        """The whole tournament as one JSON-ready object (see :mod:`belote_club.services.export`)."""
        from belote_club.services.export import export_tournament

        with _bulk(), self._unit(write=False) as repo:
            context = _Context.load(repo, self._tournament(repo, tournament_id))
            return export_tournament(context)

    # ================================================================== helpers

    @staticmethod
    def _check_open(tournament: Tournament) -> None:
        if tournament.status is TournamentStatus.FINISHED:
            raise ServiceError(f"Le concours « {tournament.name} » est clos : rouvrez-le pour le modifier.")


# ---------------------------------------------------------------------- a tournament loaded for reading
@contextmanager
def _bulk() -> Iterator[None]:
    """Pause the cyclic garbage collector while a whole tournament is loaded and ranked.

    Loading a 200-team concours allocates tens of thousands of small objects (rows, decoded deals,
    results); the collector's generation-2 passes over them cost more than the work itself (2–4×).
    Nothing is lost: collection resumes (and catches up) when the block ends.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()




class _Context:
    """Everything about one tournament, loaded in a handful of queries, to build views and standings."""

    def __init__(self, repo: Repository, tournament: Tournament) -> None:
        assert tournament.id is not None
        self.repo = repo
        self.tournament = tournament
        self.tournament_id: int = tournament.id
        self.rules = scoring.house_rules(tournament.rules)
        self.registrations = repo.registrations(tournament.id)
        self.rounds: list[Round] = repo.rounds(tournament.id)
        self.rules_key = scoring.rules_key(tournament.rules)
        self.games: dict[tuple[int, int], GameRecord] = {}
        self.content_keys: dict[tuple[int, int], str] = {}
        for record, key in repo.games_keyed(tournament.id):
            self.games[(record.round_number, record.table_number)] = record
            self.content_keys[(record.round_number, record.table_number)] = key
        self._tables: dict[tuple[int, int], tuple[tuple[int, ...], tuple[int, ...]]] | None = None
        self.teams = {t.id: t for t in repo.teams(tournament.id)}
        self._entrants: dict[int, EntrantView] | None = None
        self._players: dict[int, Player] | None = None
        self._views: dict[tuple[int, int, bool], GameView] = {}

    @classmethod
    def load(cls, repo: Repository, tournament: Tournament) -> _Context:
        return cls(repo, tournament)


    @property
    def players(self) -> dict[int, Player]:
        if self._players is None:
            ids = {pid for t in self.teams.values() for pid in t.player_ids}
            ids |= {r.player_id for r in self.registrations if r.player_id is not None}
            self._players = self.repo.players_by_id(ids)
        return self._players

    @property
    def entrants(self) -> dict[int, EntrantView]:
        if self._entrants is None:
            self._entrants = build_entrants(self.registrations, self.teams, self.players)
        return self._entrants

    @property
    def labels(self) -> dict[int, str]:
        return {eid: view.label for eid, view in self.entrants.items()}

    def round(self, number: int) -> Round:
        for rnd in self.rounds:
            if rnd.number == number:
                return rnd
        raise ServiceError(f"La manche {number} n’a pas encore été tirée.")

    def put_round(self, rnd: Round) -> None:
        """A round just drawn, redrawn or swapped: replace it and forget what was derived from the old one."""
        self.rounds = [r for r in self.rounds if r.number != rnd.number] + [rnd]
        self.rounds.sort(key=lambda r: r.number)
        self._tables = None
        self._views = {k: v for k, v in self._views.items() if k[0] != rnd.number}

    def record(self, round_number: int, table_number: int) -> GameRecord:
        return self.games.get(
            (round_number, table_number),
            GameRecord(round_number, table_number, tournament_id=self.tournament_id),
        )

    def side_view(self, side: tuple[int, ...]) -> SideView:
        return _side_from(self.entrants, self.tournament.format, side)

    def game_view(self, round_number: int, table_number: int, *, explain: bool = True) -> GameView:
        key = (round_number, table_number, explain)
        cached = self._views.get(key)
        if cached is not None:
            return cached
        record = self.record(round_number, table_number)
        content = self.content_keys.get((round_number, table_number))
        if not explain and record.totals is None:
            view = (scoring.cached_game_view(self.rules, self.rules_key, record, content) if content is not None
                    else scoring.game_view(self.rules, record, explain=False))
        else:
            names = self.camp_names(round_number, table_number)
            warnings = standings_mod.paper_warnings(self.rules, record, names) if record.totals is not None else ()
            view = scoring.game_view(self.rules, record, explain=explain, warnings=warnings,
                                     camp_names=self.camp_labels(round_number, table_number))
        self._views[key] = view
        return view

    def camp_labels(self, round_number: int, table_number: int) -> tuple[str, str] | None:
        """The sides' own labels, for the engine's explanation lines (see ``ClubService._camp_labels``)."""
        if self._tables is None:
            self._tables = {(r.number, t.number): t.sides for r in self.rounds for t in r.tables}
        sides = self._tables.get((round_number, table_number))
        if sides is None:
            return None
        return (self.side_view(sides[0]).label, self.side_view(sides[1]).label)

    def camp_names(self, round_number: int, table_number: int) -> tuple[str, str] | None:
        """How the engine's explanations and the paper checks name the two sides of a table."""
        if self._tables is None:
            self._tables = {(r.number, t.number): t.sides for r in self.rounds for t in r.tables}
        sides = self._tables.get((round_number, table_number))
        if sides is None:
            return None
        return (_side_name(self.side_view(sides[0])), _side_name(self.side_view(sides[1])))

    def round_view(self, rnd: Round, *, explain: bool = True) -> RoundView:
        tables = tuple(
            TableView(
                round_number=rnd.number,
                number=table.number,
                sides=(self.side_view(table.sides[0]), self.side_view(table.sides[1])),
                game=self.game_view(rnd.number, table.number, explain=explain),
            )
            for table in rnd.tables
        )
        progress = _progress(rnd.number, [(t.number, t.game) for t in tables])
        exempts = tuple(
            self.entrants.get(e.entrant_id)
            or EntrantView(e.entrant_id, None, str(e.entrant_id), (), Registration(player_id=e.entrant_id))
            for e in rnd.exempts
        )
        return RoundView(rnd.number, rnd.seed, rnd.method.value, tables, exempts, rnd.unavoidable_repeats, progress)

    def progress(self, rnd: Round) -> RoundProgress:
        games = [(t.number, self.game_view(rnd.number, t.number, explain=False)) for t in rnd.tables]
        return _progress(rnd.number, games)

    def standings(self, after_round: int | None = None) -> Standings:
        return standings_mod.compute(self, after_round)

    def ranking(self, after_round: int | None = None) -> list[int]:
        return [row.entrant_id for row in self.standings(after_round).rows]


# ---------------------------------------------------------------------- small helpers


def build_entrants(registrations: Sequence[Registration], teams: Mapping[int | None, Team],
                   players: Mapping[int, Player]) -> dict[int, EntrantView]:
    """Entrant views by entrant id, ordered by number then label."""
    views: list[EntrantView] = []
    for reg in registrations:
        if reg.team_id is not None:
            team = teams[reg.team_id]
            members = tuple(players[pid] for pid in team.player_ids)
            label = team.name or " / ".join(p.display_name for p in members)
            views.append(EntrantView(reg.team_id, team.number, label, members, reg, team_id=reg.team_id))
        elif reg.player_id is not None:
            player = players[reg.player_id]
            views.append(EntrantView(reg.player_id, reg.number, player.display_name, (player,), reg))
    views.sort(key=lambda v: (v.number is None, v.number or 0, v.label))
    return {v.entrant_id: v for v in views}


def _progress(round_number: int, games: Sequence[tuple[int, GameView]]) -> RoundProgress:
    finished = sum(1 for _number, game in games if game.finished)
    in_progress = sum(1 for _number, game in games if not game.finished and game.has_score)
    return RoundProgress(
        round_number=round_number,
        tables=len(games),
        finished=finished,
        in_progress=in_progress,
        pending=len(games) - finished - in_progress,
        remaining=tuple(number for number, game in games if not game.finished),
    )


def _side_from(entrants: Mapping[int, EntrantView], fmt: Format, side: tuple[int, ...]) -> SideView:
    views = [entrants.get(e) for e in side]
    if fmt is Format.DOUBLETTES:
        view = views[0]
        if view is None:
            return SideView(side, f"Équipe {side[0]}", (None,), ())
        return SideView(side, view.label, (view.number,), view.players)
    labels = [v.label if v else f"Joueur {e}" for v, e in zip(views, side, strict=True)]
    players = tuple(p for v in views if v for p in v.players)
    return SideView(side, " / ".join(labels), tuple(v.number if v else None for v in views), players)


def _side_name(side: SideView) -> str:
    numbers = [n for n in side.numbers if n is not None]
    if len(side.entrant_ids) == 1 and numbers:
        return f"l’équipe n° {numbers[0]}"
    if numbers:
        return "les joueurs n° " + " et ".join(str(n) for n in numbers)
    return side.label


def _criteria(ranking: str | Sequence[RankingKey | str]) -> tuple[RankingKey, ...]:
    if isinstance(ranking, str):
        if ranking not in RANKING_PRESETS:
            raise ServiceError(
                f"Classement inconnu « {ranking} » (connus : {', '.join(RANKING_PRESETS)}).", field="ranking"
            )
        return tuple(RANKING_PRESETS[ranking])
    if not isinstance(ranking, Sequence):
        raise ServiceError("Les critères de classement se donnent en liste.", field="ranking")
    keys = tuple(_choice(RankingKey, k, "ranking") for k in ranking)
    if not keys or len(set(keys)) != len(keys):
        raise ServiceError("Les critères de classement doivent être distincts et au moins un.", field="ranking")
    return keys


def _matching_preset(rules: Mapping[str, Any]) -> str | None:
    """The preset whose rules are exactly these (``None`` for custom rules)."""
    return preset_matching(HouseRules.from_dict(dict(rules)))


def _is_id(value: object) -> bool:
    """Whether ``value`` can be the id of a stored row (anything else names nothing that exists)."""
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= MAX_ID


def _whole(value: object, field: str, label: str, low: int, high: int) -> int:
    """``value`` if it is a whole number from ``low`` to ``high``; else a French :class:`ServiceError`."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        shown = f"« {value} »" if isinstance(value, str) else str(value)
        if high == MAX_ID:
            bound = "positif ou nul" if low == 0 else f"d’au moins {_thousands(low)}"
        else:
            bound = f"de {_thousands(low)} à {_thousands(high)}"
        raise ServiceError(f"Valeur invalide pour « {label} » : un nombre entier {bound} est attendu (reçu : {shown}).",
                           field=field)
    return value


def _text(value: object, field: str, label: str, limit: int = 200) -> str:
    if not isinstance(value, str):
        raise ServiceError(f"Le champ « {label} » doit être un texte.", field=field)
    value = value.strip()
    if len(value) > limit:
        raise ServiceError(f"Le champ « {label} » dépasse {limit} caractères.", field=field)
    return value


def _name(value: object) -> str:
    name = _text(value, "name", "nom du concours")
    if not name:
        raise ServiceError("Le nom du concours est obligatoire.", field="name")
    return name


def _date(value: object) -> dt.date:
    if isinstance(value, dt.datetime):
        return value.date()
    if not isinstance(value, dt.date):
        raise ServiceError(f"Date du concours invalide : « {value} ».", field="date")
    return value


#: field → (« … inconnu(e) », allowed values and their meaning).
_CHOICES: dict[str, tuple[str, dict[str, str]]] = {
    "format": ("Formule inconnue", {"doublettes": "doublettes", "melee": "mêlée"}),
    "pairing": ("Méthode de tirage inconnue", {"random": "au hasard", "ranking": "selon le classement"}),
    "kind": ("Règle de l’exempt inconnue", {"fixed_win": "partie gagnée à points fixes",
                                   "round_average": "partie gagnée à la moyenne de la manche",
                                   "half_game": "moitié d’une partie", "nothing": "rien"}),
    "ranking": ("Critère de classement inconnu", {"game_points": "points de partie", "wins": "victoires",
                                          "points_for": "points marqués", "difference": "différence",
                                          "points_against": "points encaissés"}),
}


_E = TypeVar("_E")


def _choice(enum: type[_E], value: object, field: str) -> _E:
    """``enum(value)``, or a French :class:`ServiceError` naming the allowed values."""
    try:
        return enum(value)  # type: ignore[call-arg]
    except ValueError:
        label, known = _CHOICES[field]
        listed = ", ".join(f"« {key} » ({meaning})" for key, meaning in known.items())
        raise ServiceError(f"{label} : « {value} » (possibles : {listed}).", field=field) from None


def _exempt_policy(policy: object) -> ExemptPolicy:
    if not isinstance(policy, ExemptPolicy):
        raise ServiceError("Règle de l’exempt invalide.", field="exempt_policy")
    kind = _choice(ExemptKind, policy.kind, "kind")
    amount = _whole(policy.amount, "exempt_policy", "points de l’exempt", 0, MAX_POINTS)
    return ExemptPolicy(kind, amount)


def _check_two_camps(rules: HouseRules) -> None:
    if rules.camps != 2:
        raise ServiceError(
            "Un concours se joue à deux camps par table (4 ou 2 joueurs) : la belote à trois ne s’y prête pas.",
            field="players",
        )


def _deal(deal: object, position: int | None) -> dict[str, Any]:
    """A copy of one deal as entered (SCORING.md §2), or a French refusal when it is not one."""
    if deal is None:
        return {}
    if not isinstance(deal, Mapping):
        where = f"Donne {position} : " if position else ""
        raise ServiceError(f"{where}une donne se décrit par ses champs (preneur, atout, points…).", deal=position)
    return dict(deal)


def _csv_text(text: object) -> None:
    if not isinstance(text, str):
        raise ServiceError("Le contenu du fichier CSV doit être un texte (décodez-le avec csv_io.decode).")


def _thousands(value: int) -> str:
    """« 99 999 », with the narrow no-break space French puts between thousands."""
    return f"{value:,}".replace(",", "\u202f")


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'s' if count > 1 else ''}"


def _plain(value: Any) -> Any:
    if isinstance(value, dt.date):
        return value.isoformat()
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, ExemptPolicy):
        return {"kind": value.kind.value, "amount": value.amount}
    if hasattr(value, "value"):
        return value.value
    return value


def _clean_player(player: Player) -> Player:
    """The player with its texts trimmed (empty optional fields: ``None``), or the first problem found."""
    values = {field: value.strip() if isinstance(value, str) else value
              for field in player_fields.LABELS if (value := getattr(player, field)) is not None}
    for field, problem in player_fields.problems(values):
        raise ServiceError(problem[0].upper() + problem[1:] + ".", field=field)
    return replace(player, **{field: values.get(field) or None for field in player_fields.LABELS})


def _registration_text(reg: Registration) -> str:
    parts = ["pointé" if reg.checked_in else "non pointé"]
    if reg.joins_from_round > 1:
        parts.append(f"arrive à la manche {reg.joins_from_round}")
    if reg.withdrawn_from_round is not None:
        parts.append(f"abandon à la manche {reg.withdrawn_from_round}")
    return ", ".join(parts)


def _seed(seed: int | None) -> int:
    if seed is None:
        return secrets.randbelow(2**31)
    if not isinstance(seed, int) or not 0 <= seed < 2**63:
        raise ServiceError("La graine du tirage doit être un entier positif.", field="seed")
    return seed


def _position(position: int | None, maximum: int, action: str) -> int:
    if position is None:
        return maximum
    if isinstance(position, bool) or not isinstance(position, int) or not 1 <= position <= maximum:
        if maximum < 1:
            raise ServiceError("Aucune donne n’est saisie.", field="position")
        raise ServiceError(f"Numéro de donne invalide : {position} (de 1 à {maximum}).", field="position")
    return position


def _numbers(numbers: Sequence[int]) -> str:
    shown = ", ".join(str(n) for n in numbers[:10])
    return shown + (" …" if len(numbers) > 10 else "")


def _paper_record(record: GameRecord, totals: Sequence[int], deal_count: int | None, belotes: int | None,
                  capots: int | None, lost_reserve: int | None) -> GameRecord:
    values = list(totals) if isinstance(totals, Sequence) and not isinstance(totals, str) else []
    if len(values) != 2 or not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        raise ServiceError("Il faut deux totaux entiers, un par côté de la table.", field="totals")
    if any(v < 0 for v in values):
        raise ServiceError("Un total de feuille ne peut pas être négatif.", field="totals")
    if any(v > MAX_POINTS for v in values):
        raise ServiceError(f"Un total de feuille ne dépasse pas {_thousands(MAX_POINTS)} points : vérifiez la saisie.",
                           field="totals")
    for name, label, value in (("deal_count", "nombre de donnes", deal_count),
                               ("belotes", "nombre de belotes", belotes),
                               ("capots", "nombre de capots", capots),
                               ("lost_reserve", "réserve perdue", lost_reserve)):
        if value is not None:
            _whole(value, name, label, 0, MAX_POINTS if name == "lost_reserve" else 999)
    return replace(record, deals=(), totals=(values[0], values[1]), deal_count=deal_count, belotes=belotes,
                   capots=capots, lost_reserve=lost_reserve, state=GameState.FINISHED)


def _record_value(record: GameRecord) -> Any:
    if record.totals is not None:
        return {"totals": list(record.totals)}
    return [dict(d) for d in record.deals] or None


def _is_busy(error: OperationalError) -> bool:
    """SQLite's « database is locked / busy », or a PostgreSQL lock or serialisation conflict."""
    text = str(error.orig).lower()
    return "locked" in text or "busy" in text or "could not serialize" in text or "deadlock" in text


def _french_thing(key: str) -> str:
    words = {
        "players": "joueur", "tournaments": "concours", "teams": "équipe", "registrations": "inscription",
        "round": "manche", "table": "table",
    }
    parts = key.split()
    if parts and parts[0] in words:
        parts[0] = words[parts[0]]
    return " ".join(parts)
