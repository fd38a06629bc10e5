"""Migration 0008 (PRIZES.md): an older file gains the member flag (false for every card), the prize rules and
the cash box, its data kept; the head revision is read from the migrations, never written here."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from alembic import command
from sqlalchemy import select, text

from belote_club.storage import Database, schema
from belote_club.storage.models import CashEntryRow, PlayerRow, PrizeRulesRow


def test_an_older_file_gains_the_money_tables_and_members_stay_false(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    old = Database(f"sqlite:///{path}")
    schema.upgrade(old.engine, "0006")
    with old.engine.begin() as connection:
        connection.execute(text("INSERT INTO players (first_name, last_name, created_at, search_text)"
                                " VALUES ('Élise', 'Aubrac', :now, 'aubrac elise')"), {"now": dt.datetime(2026, 4, 1)})
    old.close()
    with Database.open(db_file=path) as db:
        assert db.revision() == schema.head_revision()
        with db.session() as session:
            player = session.scalars(select(PlayerRow)).one()
            assert (player.last_name, player.member) == ("Aubrac", False)
            assert session.scalars(select(PrizeRulesRow)).all() == []
            assert session.scalars(select(CashEntryRow)).all() == []


def test_0008_goes_down_and_up_again(tmp_path: Path) -> None:
    with Database.open(db_file=tmp_path / "club.belote") as db, db.engine.begin() as connection:
        config = schema.alembic_config(connection)
        command.downgrade(config, "0006")
        columns = {row[1] for row in connection.execute(text("PRAGMA table_info(players)"))}
        assert "member" not in columns
        command.upgrade(config, "head")
        columns = {row[1] for row in connection.execute(text("PRAGMA table_info(players)"))}
        assert "member" in columns
