"""What every part of the ``ClubService`` façade shares: the database, the unit of work, the journal.

:class:`ServiceBase` opens a unit of work (one session, one transaction) and turns whatever goes wrong
inside it into a French :class:`ServiceError`; it also reads the tournament, a player or the entrants the
way every subject module needs them.  The subject modules (``tournaments``, ``roster``,
``registrations``, ``rounds``, ``scores``, ``results``) each add their public methods on top of it, and
:class:`belote_club.services.club.ClubService` puts them together.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Self

from belote_club.i18n import gettext as _
from belote_club.rules import RulesError
from belote_club.services import scoring
from belote_club.services.cache import SnapshotCache
from belote_club.services.errors import ServiceError
from belote_club.services.snapshot import TournamentSnapshot, load_entrants
from belote_club.services.validation import french_thing, is_id, shown
from belote_club.services.views import EntrantView
from belote_club.storage import (
    ROUND_DRAWN,
    ROUND_FINISHED,
    Backup,
    Database,
    OpenReport,
    StorageError,
    list_file_backups,
)
from belote_club.storage import restore_file as storage_restore_file
from belote_club.storage.repository import NotFound, Repository
from belote_club.tournament import lifecycle
from belote_club.tournament.errors import TournamentError
from belote_club.tournament.model import AuditEntry, Format, Player, Tournament

Clock = Callable[[], dt.datetime]

log = logging.getLogger(__name__)

#: Where a desk write comes from when the caller does not say (the journal's « origin »).
DESK = "poste principal"


def utcnow() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


class ServiceBase:
    """The database and the clock of a façade, its unit of work and shared reads."""

    def __init__(self, database: Database, *, clock: Clock = utcnow, snapshots: SnapshotCache | None = None) -> None:
        """``snapshots``: the memory of the tournaments read (:mod:`belote_club.services.cache`), shared with
        another façade of this process on the same database (:meth:`~belote_club.services.tables.TableEntryOps.open_station`:
        the window and its table server), so that each one's writes keep the other's snapshot up to date
        instead of making it read the whole tournament again; by default its own."""
        self.database = database
        self._clock = clock
        self._snapshots = snapshots if snapshots is not None else SnapshotCache()

    @classmethod
    def open(cls, *, db_file: str | Path | None = None, url: str | None = None) -> Self:
        """Open (create or upgrade) a database; :class:`ServiceError` when it cannot be used."""
        try:
            return cls(Database.open(db_file=db_file, url=url))
        except StorageError as error:
            raise ServiceError.from_storage(error) from error

    def close(self) -> None:
        self.database.close()

    def __enter__(self) -> Self:
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
        if report.backup:
            return _("Base mise à jour depuis une version plus ancienne de Belote Club ; copie de l’ancien fichier : "
                     "« {backup} ».").format(backup=report.backup)
        return _("Base mise à jour depuis une version plus ancienne de Belote Club.")

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
            raise ServiceError.from_storage(error) from error

    # ------------------------------------------------------------------ read-only, backups, restore

    @property
    def read_only(self) -> bool:
        """The database could only be opened for reading: every write is refused (``kind="read_only"``)."""
        return self.database.read_only

    @property
    def read_only_reason(self) -> str | None:
        """Why it is read-only, a French phrase (« support en lecture seule »…), else None."""
        return self.database.read_only_reason

    def backups(self) -> list[Backup]:
        """The automatic backups of the open file, newest first (empty for a server); each has ``path``,
        ``taken``, ``round_number``, ``reason`` and a French ``description``."""
        try:
            return self.database.backups()
        except StorageError as error:
            raise ServiceError.from_storage(error) from error
        except OSError as error:
            raise ServiceError(_("Les sauvegardes ne peuvent pas être lues : {reason}.").format(
                reason=error.strerror or error)) from error

    def restore_backup(self, path: str | Path) -> Path:
        """Replace the open data by the backup ``path`` (one of :meth:`backups`); the current content is
        first kept as a backup itself, whose path is returned (a restore can be undone)."""
        try:
            aside = self.database.restore_backup(path)
        except StorageError as error:
            raise ServiceError.from_storage(error) from error
        finally:
            self._snapshots.clear()  # whatever was kept may describe the former content
        return aside

    @staticmethod
    def file_backups(db_file: str | Path) -> list[Backup]:
        """The automatic backups of the ``.belote`` file ``db_file``, newest first — also when the file itself
        cannot be opened (damaged, missing)."""
        try:
            return list_file_backups(db_file)
        except StorageError as error:
            raise ServiceError.from_storage(error) from error
        except OSError as error:
            raise ServiceError(_("Les sauvegardes ne peuvent pas être lues : {reason}.").format(
                reason=error.strerror or error)) from error

    @staticmethod
    def restore_file(db_file: str | Path, backup: str | Path) -> Path | None:
        """Put ``backup`` in place of the ``.belote`` file ``db_file``, which is not open here (typically a
        damaged file that was refused); what was there is set aside first in the backups folder: returns
        where (None when there was no file)."""
        try:
            return storage_restore_file(db_file, backup)
        except StorageError as error:
            raise ServiceError.from_storage(error) from error

    # ------------------------------------------------------------------ the unit of work

    @contextmanager
    def _unit(self, *, write: bool = True) -> Iterator[Repository]:
        """One session, one transaction; ``write=False`` for the calls that only read (see
        :meth:`Database.session`).  Storage errors arrive translated (busy, read-only, disk full…)."""
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
            raise ServiceError(_("Introuvable : {what}.").format(what=french_thing(str(error)))) from error
        except StorageError as error:
            raise ServiceError.from_storage(error) from error
        except RecursionError as error:
            raise ServiceError(_("Donnée imbriquée trop profondément : l’opération est annulée.")) from error

    def _audit(self, repo: Repository, tournament_id: int | None, action: str, what: str,
               old: Any = None, new: Any = None, *, origin: str | None = None) -> AuditEntry:
        """One journal line; ``origin`` (« poste principal », « poste 2 », « table 7 (téléphone) »): where the
        change came from, written after it (« … : ajout — poste 2 »), as the phones' writes have it."""
        if origin is not None:
            what = f"{what} — {origin}"
        return repo.add_audit(lifecycle.audit(what, old, new, when=self._clock(), tournament_id=tournament_id), action)

    # ------------------------------------------------------------------ automatic backups

    def _backup(self, reason: str, round_number: int | None = None) -> None:
        """An automatic backup of the (SQLite) file after a committed write that matters (issue 13: a round
        drawn, a round finished).  It never fails the user's action: a failure (disk full…) is logged."""
        try:
            self.database.backup_now(reason, round_number=round_number)
        except (StorageError, OSError):
            log.warning("automatic backup (%s, round %s) of %s failed", reason, round_number,
                        self.database.display_name, exc_info=True)

    def _round_drawn(self, round_number: int) -> None:
        """After the commit of a draw: its backup."""
        self._backup(ROUND_DRAWN, round_number)

    def _game_written(self, tournament_id: int, round_number: int, finished: bool) -> None:
        """After the commit of a write to a game of ``round_number`` (``finished``: the game is now finished
        or closed): when that write finished the round's last game, a backup « manche n terminée » — once per
        round (a correction in a round already finished and backed up takes none).  Never fails."""
        if not finished or self.database.sqlite_file is None or self.database.backups_root is None:
            return
        try:
            with self._unit(write=False) as repo:
                snapshot = self._snapshot(repo, tournament_id)
                complete = snapshot.complete(snapshot.round(round_number))
            if not complete or any(b.reason == ROUND_FINISHED and b.round_number == round_number
                                   for b in self.database.backups()):
                return
        except (ServiceError, StorageError, OSError):
            log.warning("round %s of %s: completeness unknown, no automatic backup", round_number,
                        self.database.display_name, exc_info=True)
            return
        self._backup(ROUND_FINISHED, round_number)

    # ------------------------------------------------------------------ shared reads

    @staticmethod
    def _tournament(repo: Repository, tournament_id: int) -> Tournament:
        try:
            if is_id(tournament_id):
                return repo.get_tournament(tournament_id)
        except NotFound:
            pass
        raise ServiceError(_("Le concours n° {id} n’existe pas.").format(id=shown(tournament_id)))

    def _snapshot(self, repo: Repository, tournament_id: int) -> TournamentSnapshot:
        """The whole tournament for reading: the one this façade keeps if nothing was written since (one
        small query to know it), else read again (see :mod:`belote_club.services.cache`)."""
        if not is_id(tournament_id):
            self._tournament(repo, tournament_id)
        marker = repo.change_marker(tournament_id)
        snapshot = self._snapshots.get(tournament_id, marker)
        if snapshot is None:
            snapshot = TournamentSnapshot.load(repo, self._tournament(repo, tournament_id))
            self._snapshots.put(tournament_id, marker, snapshot)
        return snapshot

    def _kept_snapshot(self, repo: Repository, tournament_id: int) -> TournamentSnapshot | None:
        """The snapshot this façade keeps of the tournament if nothing was written since (else ``None``;
        nothing is loaded)."""
        if not is_id(tournament_id):
            return None
        return self._snapshots.get(tournament_id, repo.change_marker(tournament_id))

    @staticmethod
    def _player(repo: Repository, player_id: int) -> Player:
        found = repo.get_player(player_id) if is_id(player_id) else None
        if found is None:
            raise ServiceError(_("Le joueur n° {id} n’existe pas.").format(id=shown(player_id)))
        return found

    @staticmethod
    def _entrant(repo: Repository, tournament: Tournament, entrant_id: int) -> EntrantView:
        """One registered entrant (a few indexed rows, whatever the size of the tournament)."""
        assert tournament.id is not None
        entrant = load_entrants(repo, tournament.id, [entrant_id]).get(entrant_id) if is_id(entrant_id) else None
        if entrant is None:
            if tournament.format is Format.DOUBLETTES:
                raise ServiceError(_("L’équipe n° {id} n’est pas inscrite à ce concours.").format(id=shown(entrant_id)))
            raise ServiceError(_("Le joueur n° {id} n’est pas inscrit à ce concours.").format(id=shown(entrant_id)))
        return entrant

    @staticmethod
    def _check_open(tournament: Tournament) -> None:
        try:
            lifecycle.check_open(tournament)
        except TournamentError as error:
            raise ServiceError(str(error)) from error
