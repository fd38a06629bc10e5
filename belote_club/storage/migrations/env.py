"""Alembic environment of Belote Club.

At run time :func:`belote_club.storage.schema.upgrade` hands over an open connection through
``config.attributes["connection"]``.  From the ``alembic`` command line (developers only) the URL is
taken from ``BELOTE_DATABASE_URL`` or from ``sqlalchemy.url`` in ``belote_club/storage/alembic.ini``.
"""

from __future__ import annotations

import os

from alembic import context
from sqlalchemy import Connection, create_engine
from sqlalchemy.pool import NullPool

from belote_club.storage.models import Base

config = context.config
target_metadata = Base.metadata


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        # SQLite cannot ALTER most things: batch mode copies the table; on PostgreSQL it is a plain ALTER.
        render_as_batch=True,
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_offline() -> None:
    url = os.environ.get("BELOTE_DATABASE_URL") or config.get_main_option("sqlalchemy.url")
    context.configure(url=url, target_metadata=target_metadata, literal_binds=True, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    url = os.environ.get("BELOTE_DATABASE_URL") or config.get_main_option("sqlalchemy.url")
    if not url:
        raise SystemExit("BELOTE_DATABASE_URL (ou sqlalchemy.url dans alembic.ini) est requis.")
    engine = create_engine(url, poolclass=NullPool)
    try:
        with engine.connect() as connection:
            _run(connection)
            connection.commit()
    finally:
        engine.dispose()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
