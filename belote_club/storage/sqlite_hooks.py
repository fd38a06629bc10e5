"""Connection hooks of every SQLite engine: WAL, foreign keys, busy timeout and explicit ``BEGIN``.

Kept apart from :mod:`belote_club.storage.database` so that :mod:`belote_club.storage.schema` (migrations)
and the database module both use it without importing each other.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Engine, event

from belote_club.storage.open_files import TrackedConnection

#: Connection execution option set by :meth:`Database.session` for units of work that write.
WRITE_OPTION = "belote_club_write"
#: How long (ms) a writer waits for another station's write lock before giving up.
BUSY_TIMEOUT_MS = 5000


def install_sqlite_hooks(engine: Engine, *, foreign_keys: bool = True, read_only: bool = False) -> None:
    """WAL, foreign keys and explicit ``BEGIN`` on every connection of a SQLite engine, each one a
    :class:`~belote_club.storage.open_files.TrackedConnection` (unless the engine has its own ``creator``,
    which must then make one): this process knows which files it has open.

    ``read_only``: the engine opens the file read-only (``mode=ro`` URI): the journal mode is left as the
    file has it (switching to WAL would be a write) and ``PRAGMA query_only`` refuses every write.
    """

    @event.listens_for(engine, "do_connect")
    def _tracked(_dialect: Any, _record: Any, _cargs: Any, cparams: dict[str, Any]) -> None:
        cparams.setdefault("factory", TrackedConnection)

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Let SQLAlchemy, not the sqlite3 module, decide where transactions begin (see the
        # "Serializable isolation / Savepoints / Transactional DDL" recipe of the SQLAlchemy docs).
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        try:
            cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            cursor.execute(f"PRAGMA foreign_keys={'ON' if foreign_keys else 'OFF'}")
            if read_only:
                cursor.execute("PRAGMA query_only=ON")
            else:
                cursor.execute("PRAGMA journal_mode=WAL")
        finally:
            cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Any) -> None:
        # A unit of work that will write takes SQLite's write lock at once (BEGIN IMMEDIATE): a deferred
        # transaction that reads, then writes after another connection has committed, fails at once with
        # « database is locked » (WAL snapshot conflict) instead of waiting busy_timeout for its turn.
        immediate = connection.get_execution_options().get(WRITE_OPTION, False) and not read_only
        connection.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")
