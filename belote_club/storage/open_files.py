"""The database files this process has open through SQLite, so that nothing reads them behind its back.

SQLite's locks on a file are POSIX advisory locks, and those belong to a process and an inode: closing
*any* file descriptor on the file inside the process releases every lock of every SQLite connection of
the process on it.  Another program then believes it is the file's last user, checkpoints and deletes
the ``-wal`` and ``-shm`` files, and this process goes on writing into a deleted WAL that nobody else
reads, whose content is lost or overwrites the real file when it closes.  SQLite itself shares its locks
correctly between the connections of one process (one record per inode; a descriptor is only closed
when no lock of the process remains), so the rule is:

* every SQLite connection storage opens is a :class:`TrackedConnection` (the engines of
  :func:`~belote_club.storage.sqlite_hooks.install_sqlite_hooks` get it through ``do_connect``), counted
  here by inode while it is open;
* a raw read of a database file (its header, a byte-for-byte copy) or its replacement happens only inside
  :func:`raw_access`, which says whether the file is open here (then it must not be touched: read it
  through SQLite instead) and keeps connections from opening or closing meanwhile.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

_lock = threading.RLock()
_open: Counter[tuple[int, int]] = Counter()


def _identity(path: str | os.PathLike[str]) -> tuple[int, int] | None:
    """The inode a path names now (``None``: nothing there)."""
    try:
        status = os.stat(path)
    except (OSError, ValueError):
        return None
    return status.st_dev, status.st_ino


def _file_of(database: Any, uri: bool) -> str | None:
    """The file a ``sqlite3.connect`` argument names (``None`` for an in-memory or temporary database)."""
    name = os.fsdecode(database) if isinstance(database, (str, bytes, os.PathLike)) else None
    if not name or name == ":memory:":
        return None
    if uri and name.startswith("file:"):
        parts = urlsplit(name)
        if "mode=memory" in parts.query:
            return None
        name = unquote(parts.path)
    return name or None


class TrackedConnection(sqlite3.Connection):
    """A ``sqlite3`` connection counted in this module's registry from its opening to its closing."""

    def __init__(self, database: Any, *args: Any, **kwargs: Any) -> None:
        file = _file_of(database, bool(kwargs.get("uri", False)))
        with _lock:  # no raw read between the moment SQLite opens the file and the moment it is counted
            super().__init__(database, *args, **kwargs)
            self._belote_key = _identity(file) if file is not None else None
            if self._belote_key is not None:
                _open[self._belote_key] += 1

    def close(self) -> None:
        with _lock:  # counted until SQLite has really let the file go
            super().close()
            self._forget()

    def _forget(self) -> None:
        key = getattr(self, "_belote_key", None)
        if key is None:
            return
        self._belote_key = None
        _open[key] -= 1
        if _open[key] <= 0:
            del _open[key]

    def __del__(self) -> None:
        # A connection dropped without close() (garbage collected): close it now, counted until then.  If
        # it cannot be closed from here, it stays counted: raw reads of its file are refused, never risked.
        try:
            self.close()
        except Exception:  # noqa: BLE001 - a finaliser must not raise
            pass


def connect(database: str | os.PathLike[str], **kwargs: Any) -> TrackedConnection:
    """``sqlite3.connect`` returning a :class:`TrackedConnection`."""
    connection = sqlite3.connect(database, factory=TrackedConnection, **kwargs)
    assert isinstance(connection, TrackedConnection)
    return connection


def is_open_here(path: str | os.PathLike[str]) -> bool:
    """This process has a SQLite connection open on the file ``path`` names (through any of its names)."""
    key = _identity(path)
    with _lock:
        return key is not None and _open[key] > 0


@contextmanager
def raw_access(path: Path) -> Iterator[bool]:
    """``with raw_access(path) as allowed:`` — open, read, copy or replace ``path`` by hand only when
    ``allowed`` (no connection of this process has it open); no connection opens or closes meanwhile."""
    with _lock:
        yield not is_open_here(path)


class _Gate:
    """A reentrant lock whose waiters in the foreground (the window, the command line) go before those in
    the background (:func:`in_background`: the table server's phone writes)."""

    def __init__(self) -> None:
        self._turn = threading.Condition()
        self._owner: int | None = None
        self._depth = 0
        self._foreground_waiting = 0

    @contextmanager
    def held(self, foreground: bool) -> Iterator[None]:
        me = threading.get_ident()
        with self._turn:
            if self._owner == me:
                self._depth += 1
            else:
                self._foreground_waiting += foreground
                try:
                    while self._owner is not None or (not foreground and self._foreground_waiting):
                        self._turn.wait()
                finally:
                    self._foreground_waiting -= foreground
                self._owner, self._depth = me, 1
        try:
            yield
        finally:
            with self._turn:
                self._depth -= 1
                if self._depth == 0:
                    self._owner = None
                    self._turn.notify_all()


_writers: dict[tuple[int, int], _Gate] = {}
_background: ContextVar[bool] = ContextVar("belote_club_background_writer", default=False)


@contextmanager
def in_background() -> Iterator[None]:
    """``with in_background():`` — the writes made inside give way to the foreground's (:func:`writing`)."""
    token = _background.set(True)
    try:
        yield
    finally:
        _background.reset(token)


@contextmanager
def writing(path: str | os.PathLike[str] | None) -> Iterator[None]:
    """``with writing(path):`` — this process's units of work that write to the SQLite file ``path`` take
    turns here, one at a time, before asking SQLite for its write lock (``None``: no file, nothing to do);
    a waiting foreground writer (the desk) goes before the background's (:func:`in_background`, the phones).

    Two stations of one process on one file — the window and its table server — would otherwise meet in
    SQLite's busy handler, which waits by growing sleeps (up to 100 ms each) and lets a stream of phone writes
    keep the desk waiting; here the desk's write is the next one.  Other programs on the file still take
    turns through SQLite's lock."""
    key = _identity(path) if path is not None else None
    if key is None:
        yield
        return
    with _lock:
        gate = _writers.setdefault(key, _Gate())
    with gate.held(foreground=not _background.get()):
        yield


__all__ = ["TrackedConnection", "connect", "in_background", "is_open_here", "raw_access", "writing"]
