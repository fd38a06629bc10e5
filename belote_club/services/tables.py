"""Table-side entry: the players' phones write their own table's deals (issue « phones at the tables »).

A mixin of the :class:`~belote_club.services.club.ClubService` facade (every call one unit of work, French
:class:`ServiceError` s, the same stale-game protection as the desktop).  Two audiences:

* **the phones** (through :mod:`belote_club.web`) know a table only by its *entry code*:
  :meth:`TableEntryOps.table_page`, :meth:`~TableEntryOps.phone_add_deal`,
  :meth:`~TableEntryOps.phone_edit_last`, :meth:`~TableEntryOps.phone_delete_last`,
  :meth:`~TableEntryOps.phone_confirm`, :meth:`~TableEntryOps.phone_call_referee`.  Every write carries
  the phone's own id (a UUID): the same id again is answered as the first time and stored once;
* **the desktop**: :meth:`~TableEntryOps.entry_codes` (made on first use, per table and per round),
  :meth:`~TableEntryOps.set_table_mode` (take over, lock, return to paper, give back to the phones),
  :meth:`~TableEntryOps.referee_calls` and :meth:`~TableEntryOps.resolve_referee_call`.

A code lets its holder write to its table only, in the current round only, while the table is left to the
phones (mode ``phone``) and the game is not over.  Refusals a phone can meet are :class:`TableConflictError`
(HTTP 409), :class:`StaleGameError` (409, the game reloaded), :class:`UnknownCodeError` (404); an invalid
deal is a plain :class:`ServiceError` with the desktop's message (422).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from functools import partial
from typing import Any, Self

from belote_club.i18n import gettext as _
from belote_club.rules import GameOverError
from belote_club.services import scoring
from belote_club.services.errors import ServiceError, StaleGameError
from belote_club.services.scores import DealEdit, GameChange, ScoreOps, Scorer, deal_change, score_view
from belote_club.services.snapshot import table_camps
from belote_club.services.table_views import (
    CALL_LIMIT,
    CALL_WINDOW,
    CODE_ALPHABET,
    CODE_LENGTH,
    CONFIRMED,
    DESK,
    LOCKED,
    MODE_LABELS,
    PAPER,
    PHONE,
    REFUSALS,
    RefereeCall,
    TableAccess,
    TableConflictError,
    TablePage,
    TableWrite,
    TooManyCallsError,
    UnknownCodeError,
    seconds_between,
)
from belote_club.services.views import DealView, GameView
from belote_club.storage import Database, StorageError
from belote_club.storage.repository import Repository
from belote_club.storage.table_entry import StoredCall, StoredWrite, TableActivity, TableEntryStore
from belote_club.text import number
from belote_club.tournament.model import GameRecord, GameState, Round, Tournament, TournamentStatus

__all__ = ["CALL_LIMIT", "CALL_WINDOW", "CODE_ALPHABET", "CODE_LENGTH", "CONFIRMED", "DESK", "LOCKED", "MODE_LABELS",
           "PAPER", "PHONE", "PHONE_ORIGIN", "REFUSALS", "RefereeCall", "TableAccess", "TableConflictError",
           "TableEntryOps", "TablePage", "TableWrite", "TooManyCallsError", "UnknownCodeError", "deal_json",
           "entry_mode", "game_json", "new_code", "normalise_code", "origin_of", "round_codes"]


@dataclass(frozen=True)
class PhoneAccess:
    """The table a phone's write reaches, found by its entry code."""

    code: str
    tournament_id: int
    round_number: int
    table_number: int


@dataclass(frozen=True)
class PhoneOutcome:
    """What a phone's write did: the answer's body (stored under the phone's id) and, when it changed the
    game's deals, what :meth:`~belote_club.services.scores.ScoreOps._write_locked` wrote."""

    body: dict[str, Any]
    written: tuple[str, str, GameChange, GameRecord] | None = None


#: A phone's write inside the frame: (repo, store, access, the game locked and read, what scores it and holds
#: the tournament) → its outcome.
PhoneChange = Callable[[Repository, TableEntryStore, PhoneAccess, GameRecord, Scorer], PhoneOutcome]


def entry_mode(stored: str, record: GameRecord, activity: TableActivity | None) -> str:
    """Who is entering a table's game: the stored mode, unless it was left to the phones (``phone``) while
    the sheet's totals were entered (``paper``) or the deals were last changed at the desk (``desk``: typed
    at a station without taking the table over).  Only the stored mode decides what a phone may write."""
    if stored != PHONE:
        return stored
    if record.totals is not None:
        return PAPER
    changed = activity.deals_changed if activity is not None else None
    if record.deals and changed is not None and not changed[1].endswith(PHONE_ORIGIN):
        return DESK
    return PHONE


def normalise_code(code: object) -> str:
    """The code as stored: upper case, spaces and dashes removed (what a person types)."""
    if not isinstance(code, str):
        return ""
    return "".join(code.split()).replace("-", "").upper()[:16]


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _position in range(CODE_LENGTH))


PHONE_ORIGIN = "(téléphone)"  # the journal's (stored, read back: French, not translated)


def origin_of(table_number: int) -> str:
    return f"table {table_number} {PHONE_ORIGIN}"


def deal_json(deal: DealView) -> dict[str, Any]:
    """One deal of a game as the table API gives it (docs/TABLE_API.md)."""
    return {"number": deal.position, "deal": scoring.copy_json(dict(deal.data)), "outcome": deal.outcome,
            "points": list(deal.points), "reserve": deal.reserve, "winner": deal.winner,
            "explanation": list(deal.explanation), "totals": list(deal.totals), "counted": deal.counted}


def game_json(game: GameView) -> dict[str, Any]:
    return {"deals": [deal_json(d) for d in game.deals], "totals": list(game.totals), "finished": game.finished,
            "winner": game.winner, "reserve": game.reserve, "mode": game.mode, "fingerprint": game.fingerprint,
            "deal_count": game.played}


def round_codes(store: TableEntryStore, tournament_id: int, rnd: Round, *, create: bool) -> tuple[dict[int, str], int]:
    """The entry codes of a round's tables (table number → code) and how many were made now: with ``create``,
    missing codes are made, and a round drawn again (another seed) gets new codes for every table; without
    it, only the codes of the round as drawn now."""
    stored = store.codes(tournament_id, rnd.number)
    tables = [t.number for t in rnd.tables]
    redrawn = any(c.seed != rnd.seed for c in stored.values())
    missing = [t for t in tables if t not in stored or redrawn]
    made: dict[int, str] = {}
    if missing and create:
        for table in missing:
            code = new_code()
            while code in made.values() or store.code_taken(code):
                code = new_code()
            made[table] = code
        store.put_codes(tournament_id, rnd.number, rnd.seed, made, drop_others=redrawn)
        stored = store.codes(tournament_id, rnd.number)
    codes = {t: stored[t].code for t in tables if t in stored and stored[t].seed == rnd.seed}
    return codes, len(made)


def _call(call: StoredCall, names: Mapping[tuple[int, int], tuple[str, str]] | None = None) -> RefereeCall:
    camps = (names or {}).get((call.round_number, call.table_number))
    name = camps[call.camp] if camps is not None and call.camp in (0, 1) else None
    return RefereeCall(call.id, call.round_number, call.table_number, call.camp, call.reason, call.at,
                       call.resolved_at, name)


def _finished(body: object) -> bool:
    """Whether a write's answer says its game is now finished (the answer, or its ``game``, holds it)."""
    if not isinstance(body, dict):
        return False
    game = body.get("game")
    return bool(body.get("finished") or body.get("closed") or (isinstance(game, dict) and game.get("finished")))


def _client_id(value: object) -> str:
    if not isinstance(value, str) or not 8 <= len(value.strip()) <= 64:
        raise ServiceError(_("Identifiant d’envoi manquant ou invalide (« id » : 8 à 64 caractères)."), field="id")
    return value.strip()


def _camp(value: object) -> int:
    if isinstance(value, bool) or value not in (0, 1):
        raise ServiceError(_("Le camp se désigne par 0 ou 1."), field="camp")
    assert isinstance(value, int)
    return value


class TableEntryOps(ScoreOps):
    """Table-side entry, mixed into the facade (uses its unit of work, scoring and audit)."""

    # ------------------------------------------------------------------ the desktop

    def open_station(self) -> Self:
        """Another service on the same database (file or URL, password included), like a second station:
        what the table server uses from its own threads while the window keeps its own.  Being in this same
        process, it shares this service's snapshots (:class:`~belote_club.services.cache.SnapshotCache`): a
        phone's write keeps the window's snapshot up to date and the desk's next write scores from it, where
        a snapshot of its own would be out of date after every phone write and read again whole."""
        try:
            return type(self)(Database.open(url=self.database.url), snapshots=self._snapshots)
        except StorageError as error:
            raise ServiceError.from_storage(error) from error

    def export(self, tournament_id: int) -> dict[str, Any]:
        """The export of :class:`~belote_club.services.results.ResultOps`, with the current round's entry
        codes made first, so that each of its tables has its ``entry_code`` (issue « phones at the tables »)."""
        try:
            self.entry_codes(tournament_id)
        except ServiceError:
            pass  # an unknown concours is refused by the export itself; a read-only file exports without codes
        result: dict[str, Any] = super().export(tournament_id)  # type: ignore[misc]
        return result

    def entry_codes(self, tournament_id: int, round_number: int | None = None) -> list[TableAccess]:
        """Every table of a round (default: the current one, the last drawn) with its entry code, made on
        first use (and made again for a round drawn again).  Empty when no round is drawn."""
        with self._unit() as repo:
            return self._accesses(repo, tournament_id, round_number, create=True)

    def table_accesses(self, tournament_id: int, round_number: int | None = None) -> list[TableAccess]:
        """Like :meth:`entry_codes` but reading only (tables without a code yet are left out)."""
        with self._unit(write=False) as repo:
            return self._accesses(repo, tournament_id, round_number, create=False)

    def _accesses(self, repo: Repository, tournament_id: int, round_number: int | None,
                  *, create: bool) -> list[TableAccess]:
        tournament = self._tournament(repo, tournament_id)
        rules, rules_key = scoring.house_rules(tournament.rules), scoring.rules_key(tournament.rules)
        number = repo.round_count(tournament_id) if round_number is None else round_number
        if number < 1:
            return []
        rnd = repo.get_round(tournament_id, number) if round_number is None else self._round_of(
            repo, tournament_id, number)
        store = TableEntryStore(repo.session)
        tables = [t.number for t in rnd.tables]
        codes, made = round_codes(store, tournament_id, rnd, create=create)
        if made:
            self._audit(repo, tournament_id, "table.codes", f"Manche {number} : codes de saisie aux tables",
                        None, f"{made} tables")
        calls = store.calls(tournament_id)
        result = []
        modes = {c.table_number: c.mode for c in store.codes(tournament_id, number).values()}
        activity = store.activity(tournament_id, number)
        for table in tables:
            code = codes.get(table)
            if code is None:
                continue
            confirmed = store.confirmations(tournament_id, number, table)
            record = repo.get_game(tournament_id, number, table)
            fingerprint = scoring.fingerprint(record)
            seen = activity.get(table)
            result.append(TableAccess(
                number, table, code, entry_mode(modes[table], record, seen),
                tuple(sorted(c for c, fp in confirmed.items() if fp == fingerprint)),
                sum(1 for c in calls if (c.round_number, c.table_number) == (number, table)),
                scoring.cached_game_view(rules, rules_key, record, fingerprint).played,  # as the sheet counts
                seen.at if seen is not None else None))
        return result

    @staticmethod
    def _view(repo: Repository, tournament: Tournament, record: GameRecord) -> tuple[GameView, tuple[str, str]]:
        """The game scored once (:func:`~belote_club.services.scores.score_view`, the desktop's wording) and
        the two camps' labels."""
        camps = table_camps(repo, tournament, record.round_number, record.table_number)
        labels = camps[0] if camps is not None else (_("Camp 1"), _("Camp 2"))
        return score_view(tournament, record, camps if camps is not None else (labels, labels)), labels

    @staticmethod
    def _round_of(repo: Repository, tournament_id: int, number: int) -> Round:
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= repo.round_count(tournament_id):
            raise ServiceError(_("La manche {round} n’a pas encore été tirée.").format(round=number), field="round")
        return repo.get_round(tournament_id, number)

    def set_table_mode(self, tournament_id: int, round_number: int, table_number: int, mode: str, *,
                       origin: str = "poste principal") -> TableAccess:
        """Who may write to a table's game: ``"desk"`` (the secretary takes over), ``"locked"``, ``"paper"``
        (back to the paper sheet), ``"phone"`` (given back to the phones).  Audited with ``origin``."""
        if mode not in (PHONE, DESK, LOCKED, PAPER):
            raise ServiceError(_("Mode de saisie inconnu : « {mode} ».").format(mode=mode), field="mode")
        self.entry_codes(tournament_id, round_number)
        with self._unit() as repo:
            store = TableEntryStore(repo.session)
            stored = store.codes(tournament_id, round_number).get(table_number)
            if stored is None:
                raise ServiceError(_("La table {table} de la manche {round} n’existe pas.").format(table=table_number, round=round_number))
            shown = entry_mode(stored.mode, repo.get_game(tournament_id, round_number, table_number),
                               store.activity(tournament_id, round_number).get(table_number))
            if mode != stored.mode or mode != shown:  # giving back a table typed at the desk is journaled too
                store.set_mode(tournament_id, round_number, table_number, mode)
                if mode == PHONE:
                    store.clear_confirmations(tournament_id, round_number, table_number)
                self._audit(repo, tournament_id, "table.mode",
                            f"Manche {round_number}, table {table_number} : {MODE_LABELS[mode]} — {origin}",
                            MODE_LABELS[shown], MODE_LABELS[mode])
        return next(a for a in self.table_accesses(tournament_id, round_number) if a.table_number == table_number)

    def referee_calls(self, tournament_id: int, *, open_only: bool = True) -> list[RefereeCall]:
        """The tables calling the referee (oldest first); ``open_only=False`` includes answered calls."""
        with self._unit(write=False) as repo:
            tournament = self._tournament(repo, tournament_id)
            calls = TableEntryStore(repo.session).calls(tournament_id, open_only=open_only)
            names: dict[tuple[int, int], tuple[str, str]] = {}
            for key in {(c.round_number, c.table_number) for c in calls if c.camp is not None}:
                camps = table_camps(repo, tournament, *key)
                if camps is not None:
                    names[key] = camps[0]
            return [_call(c, names) for c in calls]

    def resolve_referee_call(self, tournament_id: int, call_id: int, *, origin: str = "poste principal") -> RefereeCall:
        with self._unit() as repo:
            self._tournament(repo, tournament_id)
            store = TableEntryStore(repo.session)
            found = [c for c in store.calls(tournament_id, open_only=False) if c.id == call_id]
            if not found:
                raise ServiceError(_("L’appel n° {id} n’existe pas.").format(id=call_id))
            call = store.resolve_call(call_id, self._clock())
            assert call is not None
            if found[0].resolved_at is None:
                self._audit(repo, tournament_id, "table.referee_done",
                            f"Manche {call.round_number}, table {call.table_number} : appel de l’arbitre traité — {origin}")
            return _call(call)

    # ------------------------------------------------------------------ the phones

    def table_page(self, code: str) -> TablePage:
        """The table behind an entry code, as its phones show it; :class:`UnknownCodeError` if none."""
        with self._unit(write=False) as repo:
            return self._page(repo, code)

    def _page(self, repo: Repository, code: str, record: GameRecord | None = None) -> TablePage:
        store = TableEntryStore(repo.session)
        stored = store.by_code(normalise_code(code))
        if stored is None:
            raise UnknownCodeError(_("Code de table inconnu : vérifiez-le sur le carton de la table."))
        tournament = self._tournament(repo, stored.tournament_id)
        r, t = stored.round_number, stored.table_number
        if record is None:
            record = repo.get_game(stored.tournament_id, r, t)
        view, labels = self._view(repo, tournament, record)
        current = store.current_round(stored.tournament_id) == (r, stored.seed)
        confirmed = store.confirmations(stored.tournament_id, r, t)
        notice = self._refusal(tournament, stored.mode, current, record)
        forfeit = repo.forfeits(stored.tournament_id).get((r, t))
        if forfeit is not None:  # the forfeit's score, as the desk shows it, and no deal to enter
            view = self._snapshot(repo, stored.tournament_id).forfeit_view(r, t, forfeit)
            notice = notice if not current else _("Table déclarée forfait par {camp} : plus aucune saisie.").format(
                camp=labels[int(forfeit["side"])])
        calls = store.calls(stored.tournament_id, tables=[(r, t)])
        return TablePage(
            tournament_id=stored.tournament_id, tournament_name=tournament.name, round_number=r, table_number=t,
            camps=labels, rules=dict(tournament.rules), game=view, mode=entry_mode(stored.mode, record, None),
            current=current,
            writable=not notice, referee_called=bool(calls), notice=notice,
            confirmed_by=tuple(sorted(c for c, fp in confirmed.items() if fp == view.fingerprint)),
        )

    @staticmethod
    def _refusal(tournament: Tournament, mode: str, current: bool, record: GameRecord) -> str:
        """Why a phone may not change this game now ("" when it may; finished games: see ``finished``)."""
        if tournament.status is TournamentStatus.FINISHED:
            return _("Le concours « {name} » est clos : plus aucune saisie.").format(name=tournament.name)
        if not current:
            return _("La manche {round} n’est plus la manche en cours (ou son tirage a été refait) : plus aucune "
                     "saisie avec ce code.").format(round=record.round_number)
        if mode != PHONE:
            return _(REFUSALS[mode])
        if record.totals is not None:
            return _("Les totaux de la feuille papier sont déjà saisis pour cette table.")
        if record.state is GameState.CLOSED:
            return _("La partie a été close par l’arbitre.")
        return ""

    def _phone_write(self, code: str, client_id: object, action: str, change: PhoneChange) -> TableWrite:
        """The exactly-once frame of every phone write: find the table, lock its game, answer a repeated id
        as before, check the table is open to phones, apply ``change(repo, store, access, record,
        scorer)`` → the answer's body, store the answer under the id.  All in one unit of work; after it,
        what a committed write of a game does (:meth:`~belote_club.services.scores.ScoreOps._saved`).

        The game and the tournament are read once (:meth:`~belote_club.services.scores.ScoreOps._stored_game`:
        from the snapshot this façade keeps when nothing was written since, else from the database) and the
        change is computed from that reading: a phone's write holds the database's write lock no longer than
        the desk's does."""
        client = _client_id(client_id)
        with self._unit() as repo:
            store = TableEntryStore(repo.session)
            stored = store.by_code(normalise_code(code))
            if stored is None:
                raise UnknownCodeError(_("Code de table inconnu : vérifiez-le sur le carton de la table."))
            r, t = stored.round_number, stored.table_number
            record, scorer = self._stored_game(repo, stored.tournament_id, r, t, lock=True)
            previous = store.write(client)
            if previous is not None:
                if (previous.tournament_id, previous.round_number, previous.table_number, previous.action) != (
                        stored.tournament_id, r, t, action):
                    raise TableConflictError(_("Cet identifiant d’envoi a déjà servi pour une autre opération."))
                return TableWrite(created=False, body=previous.response)
            current = store.current_round(stored.tournament_id) == (r, stored.seed)
            notice = self._refusal(scorer.tournament, stored.mode, current, record)
            if notice:
                raise TableConflictError(notice)
            outcome = change(repo, store, PhoneAccess(code, stored.tournament_id, r, t), record, scorer)
            store.add_write(StoredWrite(client, stored.tournament_id, r, t, action, outcome.body), self._clock())
        # committed: the snapshot kept up to date, the round's backup if this write finished its last game
        if outcome.written is not None:
            self._saved(stored.tournament_id, r, *outcome.written)
        else:
            self._game_written(stored.tournament_id, r, _finished(outcome.body))
        return TableWrite(created=True, body=outcome.body)

    @staticmethod
    def _check_expected(table: int, record: GameRecord, expected: object, position: object = None) -> None:
        """Refuse a write made from a game the phone no longer shows as it stands (``expected``: its
        fingerprint; ``position``: the number of the deal it meant to add); either of the wrong JSON type is
        refused (422), not taken as stale."""
        if expected is not None and not isinstance(expected, str):
            raise ServiceError(_("« expected » doit être l’empreinte de la partie (un texte)."), field="expected")
        if position is not None and (isinstance(position, bool) or not isinstance(position, int)):
            raise ServiceError(_("« position » doit être un nombre entier (le numéro de la donne)."),
                               field="position")
        stale = isinstance(expected, str) and expected != "" and expected != scoring.fingerprint(record)
        if position is not None and position != len(record.deals) + 1:
            stale = True
        if stale:
            raise StaleGameError(
                _("La partie de la table {table} a été modifiée sur un autre téléphone ou poste : elle vient d’être "
                  "rechargée.").format(table=table), game=None)

    def _phone_deals(self, code: str, client_id: object, edit: DealEdit, expected: object,
                     position: object = None) -> TableWrite:
        """A phone's change of its table's deals: the desktop's road (:meth:`ScoreOps.change_deals`: the
        same checks, the same scoring, the same journal line, « — table 3 (téléphone) »), inside the
        phone's exactly-once frame.  A phone adds at the end, corrects or deletes the last deal only."""
        def change(repo: Repository, store: TableEntryStore, access: PhoneAccess, record: GameRecord,
                   scorer: Scorer) -> PhoneOutcome:
            r, t = access.round_number, access.table_number
            self._check_expected(t, record, expected, position)
            if edit.action != "add" and not record.deals:
                raise TableConflictError(_("Aucune donne n’est saisie : rien à corriger.") if edit.action == "edit"
                                         else _("Aucune donne n’est saisie : rien à supprimer."))
            try:
                written = self._write_locked(repo, access.tournament_id, r, t, None, partial(deal_change, edit),
                                             origin_of(t), game=(record, scorer))
            except ServiceError as error:
                if isinstance(error.__cause__, GameOverError):
                    raise TableConflictError(_("La partie de la table {table} est terminée : corrigez la dernière "
                                               "donne ou confirmez le score.").format(table=t)) from error
                raise
            store.clear_confirmations(access.tournament_id, r, t)
            view = written[2].view
            body: dict[str, Any] = {"round": r, "table": t, **game_json(view)}
            body["deal"] = deal_json(view.deals[-1]) if edit.action != "delete" else None
            return PhoneOutcome(body, written)

        return self._phone_write(code, client_id, edit.action, change)

    def phone_add_deal(self, code: str, client_id: object, deal: object, *, expected: object = None,
                       position: object = None) -> TableWrite:
        """Append a deal (SCORING.md §2).  ``expected``: the fingerprint of the game the phone showed;
        ``position``: the deal number the phone meant to add — either refuses the write if the game moved."""
        return self._phone_deals(code, client_id, DealEdit("add", None, deal), expected, position)

    def phone_edit_last(self, code: str, client_id: object, deal: object, *, expected: object = None) -> TableWrite:
        """Correct the last deal (only the last one: earlier corrections are the referee's)."""
        return self._phone_deals(code, client_id, DealEdit("edit", None, deal), expected)

    def phone_delete_last(self, code: str, client_id: object, *, expected: object = None) -> TableWrite:
        return self._phone_deals(code, client_id, DealEdit("delete"), expected)

    def phone_confirm(self, code: str, client_id: object, camp: object, *, agree: bool = True,
                      expected: object = None) -> TableWrite:
        """A camp confirms the final score (``agree``) or disputes it (the referee is called).  When both
        camps confirmed the same game, the table is closed to the phones (mode ``confirmed``); an ``open``
        game is then closed as the organiser would close it."""
        side = None if camp is None and not agree else _camp(camp)

        def change(repo: Repository, store: TableEntryStore, access: PhoneAccess, record: GameRecord,
                   scorer: Scorer) -> PhoneOutcome:
            tournament = scorer.tournament
            self._check_expected(access.table_number, record, expected)
            page = self._page(repo, access.code, record)
            r, t, tid = page.round_number, page.table_number, page.tournament_id
            open_game = scoring.house_rules(tournament.rules).game_end.type == "open"
            if not page.game.finished and not (open_game and record.deals):
                raise TableConflictError(_("La partie n’est pas terminée : le score ne peut pas encore être confirmé."))
            name = page.camps[side] if side is not None else "Un camp"
            if not agree:
                store.add_call(tid, r, t, side, f"{name} conteste le score final", self._clock())
                self._audit(repo, tid, "table.dispute",
                            f"Manche {r}, table {t} : {name} conteste le score, l’arbitre est appelé — {origin_of(t)}")
                return PhoneOutcome({"round": r, "table": t, "confirmed_by": list(page.confirmed_by),
                                     "closed": False, "referee_called": True})
            assert side is not None
            store.confirm(tid, r, t, side, page.game.fingerprint, self._clock())
            confirmed = {c for c, fp in store.confirmations(tid, r, t).items() if fp == page.game.fingerprint}
            closed = confirmed == {0, 1}
            if closed:
                if not page.game.finished:
                    changed = replace(record, state=GameState.CLOSED)
                    score_view(tournament, changed, None)  # still a valid game (it is: only closed)
                    repo.save_game(changed)
                store.set_mode(tid, r, t, CONFIRMED)
                for call in store.calls(tid, tables=[(r, t)]):  # both camps agree: the dispute is settled
                    store.resolve_call(call.id, self._clock())
            totals = " – ".join(number(v) for v in page.game.totals)
            self._audit(repo, tid, "table.confirm",
                        f"Manche {r}, table {t} : {name} confirme le score {totals}"
                        + (" ; partie close" if closed else "") + f" — {origin_of(t)}")
            return PhoneOutcome({"round": r, "table": t, "confirmed_by": sorted(confirmed), "closed": closed,
                                 "referee_called": False})

        return self._phone_write(code, client_id, "confirm", change)

    def phone_call_referee(self, code: str, client_id: object, *, camp: object = None, reason: object = "") -> TableWrite:
        """A table asks for the referee (any time, even when the table is closed to the phones), with a code
        of the current round only, :data:`CALL_LIMIT` times a table within :data:`CALL_WINDOW` seconds
        (:class:`TooManyCallsError`); an id already used for another operation or table is refused (409)."""
        client = _client_id(client_id)
        side = None if camp is None else _camp(camp)
        if reason is not None and not isinstance(reason, str):
            raise ServiceError(_("« reason » doit être un texte."), field="reason")
        text = reason.strip()[:200] if isinstance(reason, str) else ""
        with self._unit() as repo:
            store = TableEntryStore(repo.session)
            stored = store.by_code(normalise_code(code))
            if stored is None:
                raise UnknownCodeError(_("Code de table inconnu : vérifiez-le sur le carton de la table."))
            r, t, tid = stored.round_number, stored.table_number, stored.tournament_id
            previous = store.write(client)
            if previous is not None:
                if (previous.tournament_id, previous.round_number, previous.table_number, previous.action) != (
                        tid, r, t, "referee"):
                    raise TableConflictError(_("Cet identifiant d’envoi a déjà servi pour une autre opération."))
                return TableWrite(created=False, body=previous.response)
            if store.current_round(tid) != (r, stored.seed):
                raise TableConflictError(_("La manche {round} n’est plus la manche en cours (ou son tirage a été "
                                           "refait) : appelez l’arbitre de vive voix.").format(round=r))
            now = self._clock()
            recent = sorted(c.at for c in store.calls(tid, open_only=False, tables=[(r, t)])
                            if seconds_between(c.at, now) < CALL_WINDOW)
            if len(recent) >= CALL_LIMIT:
                wait = max(1, int(CALL_WINDOW - seconds_between(recent[-CALL_LIMIT], now)) + 1)
                raise TooManyCallsError(_("L’arbitre est déjà appelé pour cette table : patientez avant de "
                                          "l’appeler encore."), retry_after=wait)
            store.add_call(tid, r, t, side, text or "Appel de l’arbitre", now)
            self._audit(repo, tid, "table.referee", f"Manche {r}, table {t} : appel de l’arbitre — {origin_of(t)}",
                        None, text or None)
            body = {"round": r, "table": t, "referee_called": True}
            store.add_write(StoredWrite(client, tid, r, t, "referee", body), now)
            return TableWrite(created=True, body=body)

