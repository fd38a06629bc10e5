"""The services' memory of the tournaments being shown: read once, then kept up to date game by game.

A screen refreshes the standings after every deal.  Loading the whole tournament for that grows with the
concours; instead the façade keeps the :class:`TournamentSnapshot` it last read, stamped with the
tournament's *change marker* (``Repository.change_marker``: drawn from the journal rows that concern the
tournament — the last id on SQLite, the count and last id on PostgreSQL; every committed write adds one).

* A read first reads the marker (one small query).  Same marker: nothing was written anywhere since, the
  snapshot is used as it is.  Another marker: it is read again from the database.
* A game saved by this façade updates the snapshot in place (:meth:`TournamentSnapshot.update_game`: only
  that game is scored again, the standings are recomputed only if its outcome changed; a table's forfeit
  declared or cancelled: :meth:`TournamentSnapshot.update_forfeit`) — provided the
  marker read just before the write, in the write's own transaction, is the snapshot's, and the write moved
  it by exactly its own journal row.  Any other write (here or on another station) leaves a marker the
  snapshot does not carry, so the next read loads the tournament again: the cache is never trusted
  beyond what it can prove.

A snapshot keeps the game views it built, whose deal explanations are in the language in force when they
were built: each snapshot is kept for one language (:func:`belote_club.i18n.language`, the process's or a
web request's), so that a phone in English and the desk in French never read each other's words.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping
from typing import Any, TypeVar, cast

from belote_club.i18n import language
from belote_club.services.snapshot import TournamentSnapshot
from belote_club.services.views import GameView
from belote_club.tournament.model import GameRecord

__all__ = ["SnapshotCache"]

T = TypeVar("T")


def _count(marker: str) -> int:
    return int(marker.split(".", 1)[0])


class SnapshotCache:
    """The last snapshot of a few tournaments (one per language in use), each with the change marker it is
    valid for."""

    def __init__(self, size: int = 3) -> None:
        self._size = size
        self._lock = threading.Lock()
        self._entries: OrderedDict[tuple[int, str], tuple[str, TournamentSnapshot]] = OrderedDict()

    def get(self, tournament_id: int, marker: str) -> TournamentSnapshot | None:
        """The snapshot of the tournament if it is valid for ``marker`` in the language in force (else ``None``)."""
        key = (tournament_id, language())
        with self._lock:
            entry = self._entries.get(key)
            if entry is None or entry[0] != marker:
                return None
            self._entries.move_to_end(key)
            return entry[1]

    def holds(self, tournament_id: int) -> bool:
        """Whether a snapshot of the tournament is kept in the language in force (valid or not: see :meth:`get`)."""
        with self._lock:
            return (tournament_id, language()) in self._entries

    def put(self, tournament_id: int, marker: str, snapshot: TournamentSnapshot) -> None:
        snapshot.detach()
        key = (tournament_id, language())
        with self._lock:
            self._entries[key] = (marker, snapshot)
            self._entries.move_to_end(key)
            while len(self._entries) > self._size:
                self._entries.popitem(last=False)

    def derived(self, snapshot: TournamentSnapshot, key: object, compute: Callable[[], T]) -> T:
        """``compute()`` (a result derived from the whole snapshot), remembered with the snapshot until a
        game's outcome changes.  A result computed while a game was being saved is not remembered."""
        with self._lock:
            if key in snapshot.derived:
                return cast(T, snapshot.derived[key])
            version = snapshot.version
        value = compute()
        with self._lock:
            if snapshot.version == version:
                snapshot.derived[key] = value
        return value

    def game_saved(self, tournament_id: int, before: str, after: str, record: GameRecord) -> None:
        """This façade saved ``record``; ``before``/``after``: the markers read in the write's transaction
        just before the change and just after its journal row.  The snapshots of the tournament kept for
        another language are dropped (read again when asked for: the game is scored in their language)."""
        self._saved(tournament_id, before, after, lambda snapshot: snapshot.update_game(record))

    def forfeit_saved(self, tournament_id: int, before: str, after: str, round_number: int, table_number: int,
                      forfeit: Mapping[str, Any] | None, view: GameView) -> None:
        """This façade declared (``forfeit``: ``{"side", "totals"}``) or cancelled (``None``) the forfeit of a
        table, whose game is now ``view``; the rest as :meth:`game_saved`."""
        self._saved(tournament_id, before, after,
                    lambda snapshot: snapshot.update_forfeit(round_number, table_number, forfeit, view))

    def _saved(self, tournament_id: int, before: str, after: str,
               update: Callable[[TournamentSnapshot], None]) -> None:
        key = (tournament_id, language())
        with self._lock:
            for other in [k for k in self._entries if k[0] == tournament_id and k != key]:
                del self._entries[other]
            entry = self._entries.get(key)
            if entry is None:
                return
            marker, snapshot = entry
            if marker != before or _count(after) != _count(before) + 1:
                del self._entries[key]  # something else was written meanwhile: read it again
                return
            update(snapshot)
            self._entries[key] = (after, snapshot)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
