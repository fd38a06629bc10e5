"""Services — scores: a table's game, deals added, inserted, corrected, deleted, paper totals, closing.

Every change of a game — these, and a forfeit declared or cancelled (:mod:`belote_club.services.forfeits`)
— takes one road, :meth:`ScoreOps._write_game`: computed (checked, scored once) from the game as stored,
then written with its one journal line in one unit of work.  The whole game is re-scored through the engine
*before* anything is written, so an invalid deal saves nothing.  Every call that changes what was entered
takes ``expected``: the ``fingerprint`` of the GameView the caller is looking at.  When given and the
stored game no longer matches (another station changed it meanwhile), nothing changes and
:class:`StaleGameError` carries the game as it now stands.  Every call that changes a game also takes
``origin``: where it came from (« poste principal », the default, « poste 2 »…), written in the journal
after the change (« Manche 1, table 3, donne 2 : ajout — poste 2 »), as the phones' writes are
(« — table 3 (téléphone) »).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import Any, Literal

from belote_club.i18n import gettext as _
from belote_club.rules.deal_data import DealData
from belote_club.services import scoring
from belote_club.services.base import DESK, ServiceBase
from belote_club.services.errors import ServiceError, StaleGameError
from belote_club.services.snapshot import TournamentSnapshot, table_camps
from belote_club.services.validation import deal as check_deal
from belote_club.services.validation import is_id, paper_record, record_value, shown
from belote_club.services.validation import origin as check_origin
from belote_club.services.validation import position as deal_position
from belote_club.services.views import DealView, GameView
from belote_club.storage.repository import NotFound, Repository
from belote_club.tournament.model import GameRecord, GameState, Tournament

#: How many times a change is computed outside the write before it is computed inside it (under the lock),
#: when other stations keep changing the same game in between.
_ATTEMPTS = 3
#: How many times a write that found the database busy (another station holding the write lock beyond the
#: wait) is tried again before the user is told.
_BUSY_RETRIES = 2


@dataclass(frozen=True)
class GameChange:
    """A change of one game, computed before it is written: the new record, its view, the journal line."""

    record: GameRecord
    view: GameView
    action: str
    what: str
    old: Any = None
    new: Any = None
    #: the record changed by one deal added at its end, nothing else (stored as one row inserted)
    appended: bool = False
    #: the change declares the table forfeit (``forfeit``: ``{"side", "totals"}``) or cancels it (``None``)
    #: instead of changing what was entered (see :mod:`belote_club.services.forfeits`)
    forfeit_changed: bool = False
    forfeit: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class DealEdit:
    """One change of a game's deals, whoever asks for it (the window, a phone, the command line):
    ``action`` is ``"add"`` (at the end), ``"insert"`` (at ``position``, the following ones move down),
    ``"edit"`` (the deal at ``position``) or ``"delete"``; ``position`` is 1-based (``None`` for
    ``"edit"`` and ``"delete"``: the last deal); ``deal`` is the new deal as entered (SCORING.md §2),
    checked by :func:`belote_club.services.validation.deal` on the way."""

    action: Literal["add", "insert", "edit", "delete"]
    position: int | None = None
    deal: object = None


#: The sides' (labels, names) of a table, when it has two sides.
Camps = tuple[tuple[str, str], tuple[str, str]] | None


@dataclass(frozen=True)
class Scorer:
    """What a change of a game is computed with: called with the changed record, it scores it (the
    tournament's rules, the table's names: :func:`score_view`).  A change of the table's forfeit also reads
    the sides' names (``camps``), the forfeit as stored (``forfeit``) and the view of a forfeit
    (:meth:`forfeit_view`, from the round's other games)."""

    tournament: Tournament
    camps: Camps
    forfeit: Mapping[str, Any] | None = None
    snapshot: TournamentSnapshot | None = None  #: given for a change of the forfeit

    def __call__(self, record: GameRecord) -> GameView:
        return score_view(self.tournament, record, self.camps)

    def forfeit_view(self, round_number: int, table_number: int, forfeit: Mapping[str, Any]) -> GameView:
        """The game of the table once declared forfeit (:meth:`TournamentSnapshot.forfeit_view`)."""
        assert self.snapshot is not None, "a forfeit is computed from the whole tournament"
        return self.snapshot.forfeit_view(round_number, table_number, forfeit)


#: The journal's words for a deal change (the journal is stored in French: not translated).
ACTIONS = {"add": "ajout", "insert": "insertion", "edit": "correction", "delete": "suppression"}


class ScoreOps(ServiceBase):
    """The game of each table: deal by deal or from the paper sheet."""

    def game(self, tournament_id: int, round_number: int, table_number: int) -> GameView:
        with self._unit(write=False) as repo:
            tournament = self._tournament(repo, tournament_id)
            record = self._game(repo, tournament_id, round_number, table_number)
            if (round_number, table_number) in repo.forfeits(tournament_id):
                snapshot = self._snapshot(repo, tournament_id)
                return snapshot.game_view(round_number, table_number)
            return self._score(repo, tournament, record)

    def preview_deal(
        self, tournament_id: int, round_number: int, table_number: int, deal: DealData,
        position: int | None = None,
    ) -> DealView:
        """What ``deal`` would give at ``position`` (default: after the last one), saving nothing."""
        with self._unit(write=False) as repo:
            tournament = self._tournament(repo, tournament_id)
            record = self._game(repo, tournament_id, round_number, table_number)
            deals = list(record.deals)
            where = deal_position(position, len(deals) + 1)
            deals.insert(where - 1, check_deal(deal, where))
            view = self._score(repo, tournament, replace(record, deals=tuple(deals), totals=None))
            return view.deals[where - 1]

    def add_deal(self, tournament_id: int, round_number: int, table_number: int, deal: DealData, *,
                 expected: str | None = None, origin: str = DESK) -> GameView:
        """Append a deal to a table's game."""
        return self.change_deals(tournament_id, round_number, table_number, DealEdit("add", None, deal),
                                 expected=expected, origin=origin)

    def insert_deal(self, tournament_id: int, round_number: int, table_number: int, position: int,
                    deal: DealData, *, expected: str | None = None, origin: str = DESK) -> GameView:
        """Insert a forgotten deal at ``position`` (1-based); the following ones move down."""
        return self.change_deals(tournament_id, round_number, table_number, DealEdit("insert", position, deal),
                                 expected=expected, origin=origin)

    def edit_deal(self, tournament_id: int, round_number: int, table_number: int, position: int,
                  deal: DealData, *, expected: str | None = None, origin: str = DESK) -> GameView:
        """Correct the deal at ``position``."""
        return self.change_deals(tournament_id, round_number, table_number, DealEdit("edit", position, deal),
                                 expected=expected, origin=origin)

    def delete_deal(self, tournament_id: int, round_number: int, table_number: int, position: int, *,
                    expected: str | None = None, origin: str = DESK) -> GameView:
        return self.change_deals(tournament_id, round_number, table_number, DealEdit("delete", position),
                                 expected=expected, origin=origin)

    def set_deals(self, tournament_id: int, round_number: int, table_number: int,
                  deals: Sequence[DealData], *, expected: str | None = None, origin: str = DESK) -> GameView:
        """Replace every deal of a game at once (e.g. to undo a « clear »); an empty list clears it."""
        if isinstance(deals, (str, bytes)) or not isinstance(deals, Sequence):
            raise ServiceError(_("Les donnes d’une partie se donnent en liste."), field="deals")
        given = tuple(check_deal(d, i) for i, d in enumerate(deals, start=1))

        def change(record: GameRecord, score: Scorer) -> GameChange:
            new = replace(record, deals=given, totals=None, deal_count=None, belotes=None, capots=None,
                          lost_reserve=None)
            return GameChange(new, score(new), "game.set_deals",
                              f"Manche {round_number}, table {table_number} : donnes", record_value(record),
                              record_value(new))

        return self._write_game(tournament_id, round_number, table_number, expected, change, origin)

    def change_deals(self, tournament_id: int, round_number: int, table_number: int, edit: DealEdit, *,
                     expected: str | None = None, origin: str = DESK) -> GameView:
        """The one road of a deal: add, insert, correct or delete one deal of a table's game (``edit``), for
        every caller — the window, the command line, and the phones (:mod:`belote_club.services.tables`
        runs the same change inside its exactly-once frame, :meth:`_write_locked`).  The deal is checked
        once (:func:`~belote_club.services.validation.deal`), the game scored once (:func:`score_view`),
        one journal line written in one wording (« Manche 1, table 3, donne 2 : ajout — poste 2 »), in one
        unit of work (see :meth:`_write_game`)."""
        return self._write_game(tournament_id, round_number, table_number, expected,
                                partial(deal_change, edit), origin)

    def _write_game(self, tournament_id: int, round_number: int, table_number: int, expected: str | None,
                    change: Callable[[GameRecord, Scorer], GameChange], origin: str = DESK, *,
                    forfeit_change: bool = False) -> GameView:
        """Change one game: read it and compute the change (scoring, checks) in a reading unit of work, then
        write it in a short one — provided the game and the rules are still what the change was computed
        from (else start again: another station got there first; with ``expected`` given, that is a
        :class:`StaleGameError`); after :data:`_ATTEMPTS` such turns, the change is computed inside the write
        itself.  A write that finds the database busy is tried again (:data:`_BUSY_RETRIES`).

        On SQLite, when the façade keeps the tournament's snapshot, the change is first computed inside the
        write from that snapshot (:meth:`_write_from_snapshot`): one unit of work instead of two, and no
        reading of the game again.  The façade's snapshot is brought up to date with that game only
        (:mod:`belote_club.services.cache`).  ``origin``: where the write came from, in the journal.

        ``forfeit_change``: the change declares or cancels the table's forfeit (a game declared forfeit takes
        no other change): it is computed inside the write, from the whole tournament (the view of a forfeit
        reads the round's other games)."""
        where = check_origin(origin)
        attempt = _ATTEMPTS if forfeit_change else 0
        busy_left = _BUSY_RETRIES
        quick = self.database.is_sqlite and self._snapshots.holds(tournament_id)
        while True:
            locked = attempt >= _ATTEMPTS  # the last try computes inside the write: it cannot be overtaken
            try:
                if quick:
                    quick = False  # once: a snapshot out of date is read again by the usual way
                    written = self._write_from_snapshot(tournament_id, round_number, table_number, expected,
                                                        change, where, forfeit_change=forfeit_change)
                    if written is not None:
                        return written
                if not locked:
                    with self._unit(write=False) as repo:
                        record, scorer = self._scorable(repo, tournament_id, round_number, table_number, expected)
                        planned = change(record, scorer)
                with self._unit() as repo:
                    if locked:
                        before, after, planned, stored = self._write_locked(
                            repo, tournament_id, round_number, table_number, expected, change, where,
                            forfeit_change=forfeit_change)
                    else:
                        rules, finished = repo.rules_and_finished(tournament_id)
                        if finished:
                            self._check_open(self._tournament(repo, tournament_id))
                        current = self._game(repo, tournament_id, round_number, table_number, lock=True)
                        if rules != scorer.tournament.rules or \
                                scoring.fingerprint(current) != scoring.fingerprint(record):
                            attempt += 1
                            continue  # another station got there first: compute again from what it left
                        before = repo.change_marker(tournament_id)
                        after, stored = self._save(repo, tournament_id, planned, where)
            except ServiceError as error:
                # Another station kept the write lock longer than the wait (a long import, a slow disk):
                # nothing was written; try again a few times before saying the database is busy.
                if error.kind != "busy" or busy_left == 0:
                    raise
                busy_left -= 1
                continue
            return self._saved(tournament_id, round_number, before, after, planned, stored)

    def _write_locked(self, repo: Repository, tournament_id: int, round_number: int, table_number: int,
                      expected: str | None, change: Callable[[GameRecord, Scorer], GameChange],
                      where: str, *, forfeit_change: bool = False,
                      game: tuple[GameRecord, Scorer] | None = None) -> tuple[str, str, GameChange, GameRecord]:
        """Inside a writing unit of work: lock the game, compute the change from it as it is stored, store it
        with its journal line.  The change markers before and after, the change, the game as stored (for
        :meth:`_saved`, once the unit is committed).  The phones' frame calls it inside its own unit, with the
        ``game`` it already locked and read there (:meth:`_stored_game`): it is not read a second time."""
        if game is None:
            record, scorer = self._scorable(repo, tournament_id, round_number, table_number, expected,
                                            forfeit_change=forfeit_change, lock=True)
        else:
            self._check_open(game[1].tournament)
            record, scorer = self._checked(*game, forfeit_change, expected)
        planned = change(record, scorer)
        before = repo.change_marker(tournament_id)
        # On SQLite the unit holds the file's write lock: the marker after follows from ``before`` (no query).
        after, stored = self._save(repo, tournament_id, planned, where,
                                   before=before if self.database.is_sqlite else None)
        return before, after, planned, stored

    def _write_from_snapshot(self, tournament_id: int, round_number: int, table_number: int, expected: str | None,
                             change: Callable[[GameRecord, Scorer], GameChange], where: str, *,
                             forfeit_change: bool = False) -> GameView | None:
        """The change computed and written in one unit of work, from the snapshot the façade keeps — when it is
        valid for the change marker read inside the write (``None`` otherwise: nothing written).

        Only on SQLite: a writing unit holds the file's write lock from its start, so the marker read in it
        proves that nothing was written since the snapshot and that nothing can be until this unit ends; the
        snapshot's game, rules and names are then exactly what is stored, and scoring them is quick (no
        reading), so the lock is held no longer than the usual way holds it."""
        with self._unit() as repo:
            before = repo.change_marker(tournament_id)
            snapshot = self._snapshots.get(tournament_id, before)
            if snapshot is None:
                return None
            record, scorer = self._from_snapshot(snapshot, round_number, table_number, expected,
                                                 forfeit_change=forfeit_change)
            planned = change(record, scorer)
            after, stored = self._save(repo, tournament_id, planned, where, before=before)
        return self._saved(tournament_id, round_number, before, after, planned, stored)

    def _save(self, repo: Repository, tournament_id: int, planned: GameChange, where: str, *,
              before: str | None = None) -> tuple[str, GameRecord]:
        """Store the changed game and its journal line; the change marker after them (``before``: the marker
        read in this same SQLite write, from which the new one follows without reading it again), and the
        record as stored (a game stored for the first time has its id now)."""
        record = planned.record
        if planned.forfeit_changed:
            repo.set_forfeit(tournament_id, record.round_number, record.table_number, planned.forfeit)
        elif planned.appended:
            repo.append_deal(record)
        else:
            saved = repo.save_game(record)
            if saved.id != record.id:
                record = replace(record, id=saved.id)
        line = self._audit(repo, tournament_id, planned.action, planned.what, planned.old, planned.new, origin=where)
        if before is not None:
            return Repository.change_marker_after(before, line), record
        return repo.change_marker(tournament_id), record

    def _saved(self, tournament_id: int, round_number: int, before: str, after: str, planned: GameChange,
               record: GameRecord) -> GameView:
        """After the commit: the snapshot brought up to date (``record``: the game as stored), the round's
        backup if it is now finished."""
        if planned.forfeit_changed:
            self._snapshots.forfeit_saved(tournament_id, before, after, round_number, record.table_number,
                                          planned.forfeit, planned.view)
        else:
            self._snapshots.game_saved(tournament_id, before, after, record)
        self._game_written(tournament_id, round_number, planned.view.finished)
        return planned.view

    def check_paper_totals(
        self, tournament_id: int, round_number: int, table_number: int, totals: tuple[int, int] | Sequence[int], *,
        deal_count: int | None = None, belotes: int | None = None, capots: int | None = None,
        lost_reserve: int | None = None,
    ) -> list[str]:
        """The consistency warnings a paper sheet's totals raise, without saving anything."""
        with self._unit(write=False) as repo:
            tournament = self._tournament(repo, tournament_id)
            record = self._game(repo, tournament_id, round_number, table_number)
            paper = paper_record(record, totals, deal_count, belotes, capots, lost_reserve)
            return list(self._score(repo, tournament, paper).warnings)

    def enter_paper_totals(
        self, tournament_id: int, round_number: int, table_number: int, totals: tuple[int, int] | Sequence[int], *,
        deal_count: int | None = None, belotes: int | None = None, capots: int | None = None,
        lost_reserve: int | None = None, expected: str | None = None, origin: str = DESK,
    ) -> GameView:
        """Record a game from its paper sheet: the two totals (side 0, side 1) and optional counts that let
        the totals be checked.  Saved even with warnings (returned in ``GameView.warnings``); refused if the
        table already has deals entered."""
        def change(record: GameRecord, score: Scorer) -> GameChange:
            if record.deals:
                raise ServiceError(_("Des donnes sont déjà saisies à la table {table} : supprimez-les avant de "
                                     "saisir des totaux.").format(table=table_number))
            paper = paper_record(record, totals, deal_count, belotes, capots, lost_reserve)
            return GameChange(paper, score(paper), "game.paper",
                              f"Manche {round_number}, table {table_number} : totaux de la feuille",
                              list(record.totals) if record.totals else None, list(paper.totals or ()))

        return self._write_game(tournament_id, round_number, table_number, expected, change, origin)

    def clear_game(self, tournament_id: int, round_number: int, table_number: int, *,
                   expected: str | None = None, origin: str = DESK) -> GameView:
        """Erase everything entered for a table (deals or totals)."""
        def change(record: GameRecord, _score: Scorer) -> GameChange:
            empty = GameRecord(round_number, table_number, tournament_id=tournament_id)
            view = replace(scoring.empty_view(round_number, table_number), fingerprint=scoring.fingerprint(empty))
            return GameChange(empty, view, "game.clear", f"Manche {round_number}, table {table_number} : effacement",
                              record_value(record), None)

        return self._write_game(tournament_id, round_number, table_number, expected, change, origin)

    def close_game(self, tournament_id: int, round_number: int, table_number: int, closed: bool = True, *,
                   expected: str | None = None, origin: str = DESK) -> GameView:
        """The organiser ends a game (an ``open`` game, or one stopped by time): highest total wins.
        ``closed=False`` reopens it."""
        def change(record: GameRecord, score: Scorer) -> GameChange:
            if record.totals is not None:
                raise ServiceError(_("Une partie saisie en totaux de feuille est déjà terminée."))
            if closed and not record.deals:
                raise ServiceError(_("Aucune donne n’est saisie à la table {table} : rien à clore.").format(
                    table=table_number))
            state = GameState.CLOSED if closed else (GameState.IN_PROGRESS if record.deals else GameState.PENDING)
            new = replace(record, state=state)
            return GameChange(new, score(new), "game.close" if closed else "game.reopen",
                              f"Manche {round_number}, table {table_number} : "
                              + ("partie close par l’organisateur" if closed else "partie rouverte"))

        return self._write_game(tournament_id, round_number, table_number, expected, change, origin)

    def _scorable(self, repo: Repository, tournament_id: int, round_number: int, table_number: int,
                  expected: str | None = None, *, forfeit_change: bool = False,
                  lock: bool = False) -> tuple[GameRecord, Scorer]:
        """The game about to change and what scores it (:meth:`_stored_game`), checked: the tournament open,
        ``expected`` (see ``add_deal``), the forfeit (``forfeit_change``: see :meth:`_write_game`)."""
        record, scorer = self._stored_game(repo, tournament_id, round_number, table_number,
                                           forfeit_change=forfeit_change, lock=lock)
        self._check_open(scorer.tournament)
        return self._checked(record, scorer, forfeit_change, expected)

    def _stored_game(self, repo: Repository, tournament_id: int, round_number: int, table_number: int, *,
                     forfeit_change: bool = False, lock: bool = False) -> tuple[GameRecord, Scorer]:
        """A table's game as stored and what scores a change of it (the tournament, how its sides are named,
        its forfeit), nothing checked: from the snapshot the façade keeps when nothing was written since (one
        query: the change is then computed without reading anything else), else from the database
        (``forfeit_change``: the whole tournament is read, if it is not kept).  ``lock``: the caller is about
        to change it — on a server its table's row is locked first (a SQLite writing unit holds the file)."""
        locked = None
        if lock and not self.database.is_sqlite:
            locked = self._game(repo, tournament_id, round_number, table_number, lock=True)
        snapshot = self._snapshot(repo, tournament_id) if forfeit_change else self._kept_snapshot(repo, tournament_id)
        if snapshot is not None:
            return self._snapshot_game(snapshot, round_number, table_number, forfeit_change=forfeit_change)
        tournament = self._tournament(repo, tournament_id)
        record = locked if locked is not None else self._game(repo, tournament_id, round_number, table_number)
        camps = table_camps(repo, tournament, round_number, table_number)
        return record, Scorer(tournament, camps, repo.forfeits(tournament_id).get((round_number, table_number)))

    def _from_snapshot(self, snapshot: TournamentSnapshot, round_number: int, table_number: int,
                       expected: str | None, *, forfeit_change: bool = False) -> tuple[GameRecord, Scorer]:
        """What :meth:`_scorable` gives, read from a snapshot known to be up to date."""
        self._check_open(snapshot.tournament)
        record, scorer = self._snapshot_game(snapshot, round_number, table_number, forfeit_change=forfeit_change)
        return self._checked(record, scorer, forfeit_change, expected)

    @staticmethod
    def _snapshot_game(snapshot: TournamentSnapshot, round_number: int, table_number: int, *,
                       forfeit_change: bool = False) -> tuple[GameRecord, Scorer]:
        """What :meth:`_stored_game` gives, read from a snapshot known to be up to date."""
        if not (is_id(round_number) and is_id(table_number) and snapshot.has_table(round_number, table_number)):
            raise ServiceError(_("La table {table} de la manche {round} n’existe pas.").format(
                table=shown(table_number), round=shown(round_number)))
        forfeit = snapshot.forfeits.get((round_number, table_number))
        return snapshot.record(round_number, table_number), Scorer(
            snapshot.tournament, snapshot.camps(round_number, table_number), forfeit,
            snapshot if forfeit_change else None)

    @staticmethod
    def _checked(record: GameRecord, scorer: Scorer, forfeit_change: bool,
                 expected: str | None) -> tuple[GameRecord, Scorer]:
        """Refuse a change of a game declared forfeit (but the change of its forfeit), or of a game no longer
        as the caller saw it."""
        round_number, table_number = record.round_number, record.table_number
        if scorer.forfeit is not None and not forfeit_change:
            raise ServiceError(_("La table {table} de la manche {round} est déclarée forfait : annulez le forfait "
                                 "avant d’y saisir des points.").format(table=table_number, round=round_number))
        if expected is not None and scoring.fingerprint(record) != expected:
            try:
                current: GameView | None = scorer(record)
            except ServiceError:
                current = None
            raise StaleGameError(
                _("La partie de la table {table} a été modifiée sur un autre poste : elle vient d’être "
                  "rechargée.").format(table=table_number),
                game=current,
            )
        return record, scorer

    @staticmethod
    def _game(repo: Repository, tournament_id: int, round_number: int, table_number: int, *,
              lock: bool = False) -> GameRecord:
        try:
            if is_id(round_number) and is_id(table_number):
                return repo.get_game(tournament_id, round_number, table_number, lock=lock)
        except NotFound:
            pass
        raise ServiceError(_("La table {table} de la manche {round} n’existe pas.").format(
            table=shown(table_number), round=shown(round_number)))

    @staticmethod
    def _score(repo: Repository, tournament: Tournament, record: GameRecord) -> GameView:
        """Score a whole game (see :func:`score_view`), reading how its sides are named."""
        return score_view(tournament, record, table_camps(repo, tournament, record.round_number, record.table_number))


def deal_change(edit: DealEdit, record: GameRecord, score: Scorer) -> GameChange:
    """``edit`` applied to a game: the checks of the game's state, the deal checked, the game scored once,
    the journal line (stored in French: not translated).  Nothing is written here."""
    round_number, table_number, action = record.round_number, record.table_number, edit.action
    if record.totals is not None:
        raise ServiceError(_("La table {table} a été saisie en totaux de feuille : effacez-les avant de "
                             "saisir des donnes.").format(table=table_number))
    if record.state is GameState.CLOSED and action != "delete":
        raise ServiceError(_("La partie de la table {table} est close : rouvrez-la pour la modifier.").format(
            table=table_number))
    deals = list(record.deals)
    old_deal: DealData | None = None
    if action == "add":
        at = len(deals) + 1
        deals.append(check_deal(edit.deal, at))
    elif action == "insert":
        at = deal_position(edit.position, len(deals) + 1)
        deals.insert(at - 1, check_deal(edit.deal, at))
    elif action == "edit":
        at = deal_position(edit.position, len(deals))
        old_deal = deals[at - 1]
        deals[at - 1] = check_deal(edit.deal, at)
    else:
        at = deal_position(edit.position, len(deals))
        old_deal = deals.pop(at - 1)
    new = replace(record, deals=tuple(deals))
    return GameChange(new, score(new), f"deal.{action}",
                      f"Manche {round_number}, table {table_number}, donne {at} : {ACTIONS[action]}",
                      old_deal, deals[at - 1] if action != "delete" else None,
                      appended=action == "add" and record.id is not None)


def score_view(tournament: Tournament, record: GameRecord, camps: Camps) -> GameView:
    """Score a whole game before saving it — the engine runs once; an invalid deal raises with its position
    and field.  ``camps``: the sides' (labels, names), see :func:`belote_club.services.snapshot.camps_of`."""
    rules = scoring.house_rules(tournament.rules)
    labels, names = camps if camps is not None else (None, None)
    warnings = scoring.paper_warnings(rules, record, names) if record.totals is not None else ()
    view = scoring.game_view(rules, record, camp_names=labels, warnings=warnings, located=False)
    return replace(view, fingerprint=scoring.fingerprint(record))
