"""Initial schema: roster, tournaments, registrations, teams, rounds, tables, games, deals, audit.

Revision ID: 0001
Revises:
Create Date: 2026-11-21 05:32:08.553121
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

# Types are spelled out here, never imported from models.py: a migration must not change when models do.
JSON_TYPE = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:

    op.create_table(
        "belote_club_meta",
        sa.Column("key", sa.String(length=64), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_belote_club_meta")),
    )
    op.create_table(
        "players",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("first_name", sa.String(length=100), nullable=False),
        sa.Column("last_name", sa.String(length=100), nullable=False),
        sa.Column("licence", sa.String(length=50), nullable=True),
        sa.Column("club", sa.String(length=200), nullable=True),
        sa.Column("phone", sa.String(length=50), nullable=True),
        sa.Column("email", sa.String(length=200), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_players")),
    )
    with op.batch_alter_table("players", schema=None) as batch_op:
        batch_op.create_index("ix_players_name", ["last_name", "first_name"], unique=False)

    op.create_table(
        "tournaments",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("date", sa.Date(), nullable=False),
        sa.Column("format", sa.String(length=20), nullable=False),
        sa.Column("preset", sa.String(length=50), nullable=True),
        sa.Column("rules", JSON_TYPE, nullable=False),
        sa.Column("settings", JSON_TYPE, nullable=False),
        sa.Column("finished", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tournaments")),
    )
    op.create_table(
        "audit_entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=True),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("action", sa.String(length=50), nullable=False),
        sa.Column("what", sa.Text(), nullable=False),
        sa.Column("old_value", sa.Text(), nullable=True),
        sa.Column("new_value", sa.Text(), nullable=True),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_audit_entries_tournament_id_tournaments"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_audit_entries")),
    )
    with op.batch_alter_table("audit_entries", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_audit_entries_tournament_id"), ["tournament_id"], unique=False)

    op.create_table(
        "rounds",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("seed", sa.BigInteger(), nullable=False),
        sa.Column("method", sa.String(length=20), nullable=False),
        sa.Column("unavoidable_repeats", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_rounds_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rounds")),
        sa.UniqueConstraint("tournament_id", "number", name=op.f("uq_rounds_tournament_id_number")),
    )
    with op.batch_alter_table("rounds", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_rounds_tournament_id"), ["tournament_id"], unique=False)

    op.create_table(
        "teams",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_teams_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_teams")),
        sa.UniqueConstraint("tournament_id", "number", name=op.f("uq_teams_tournament_id_number")),
    )
    with op.batch_alter_table("teams", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_teams_tournament_id"), ["tournament_id"], unique=False)

    op.create_table(
        "exempts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("team_id", sa.Integer(), nullable=True),
        sa.Column("player_id", sa.Integer(), nullable=True),
        sa.CheckConstraint(
            "(player_id IS NULL) <> (team_id IS NULL)", name=op.f("ck_exempts_player_xor_team")
        ),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.id"], name=op.f("fk_exempts_player_id_players"), ondelete="RESTRICT"
        ),
        sa.ForeignKeyConstraint(
            ["round_id"], ["rounds.id"], name=op.f("fk_exempts_round_id_rounds"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["team_id"], ["teams.id"], name=op.f("fk_exempts_team_id_teams"), ondelete="RESTRICT"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_exempts")),
    )
    with op.batch_alter_table("exempts", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_exempts_player_id"), ["player_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_exempts_round_id"), ["round_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_exempts_team_id"), ["team_id"], unique=False)

    op.create_table(
        "registrations",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=True),
        sa.Column("team_id", sa.Integer(), nullable=True),
        sa.Column("number", sa.Integer(), nullable=True),
        sa.Column("checked_in", sa.Boolean(), nullable=False),
        sa.Column("joins_from_round", sa.Integer(), nullable=False),
        sa.Column("withdrawn_from_round", sa.Integer(), nullable=True),
        sa.CheckConstraint(
            "(player_id IS NULL) <> (team_id IS NULL)", name=op.f("ck_registrations_player_xor_team")
        ),
        sa.CheckConstraint("joins_from_round >= 1", name=op.f("ck_registrations_joins_from_round_positive")),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["players.id"],
            name=op.f("fk_registrations_player_id_players"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["team_id"], ["teams.id"], name=op.f("fk_registrations_team_id_teams"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_registrations_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_registrations")),
        sa.UniqueConstraint(
            "tournament_id", "player_id", name=op.f("uq_registrations_tournament_id_player_id")
        ),
        sa.UniqueConstraint("tournament_id", "team_id", name=op.f("uq_registrations_tournament_id_team_id")),
    )
    with op.batch_alter_table("registrations", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_registrations_player_id"), ["player_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_registrations_team_id"), ["team_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_registrations_tournament_id"), ["tournament_id"], unique=False)

    op.create_table(
        "round_tables",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["round_id"], ["rounds.id"], name=op.f("fk_round_tables_round_id_rounds"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_round_tables")),
        sa.UniqueConstraint("round_id", "number", name=op.f("uq_round_tables_round_id_number")),
    )
    with op.batch_alter_table("round_tables", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_round_tables_round_id"), ["round_id"], unique=False)

    op.create_table(
        "team_members",
        sa.Column("team_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.id"], name=op.f("fk_team_members_player_id_players"), ondelete="RESTRICT"
        ),
        sa.ForeignKeyConstraint(
            ["team_id"], ["teams.id"], name=op.f("fk_team_members_team_id_teams"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("team_id", "seat", name=op.f("pk_team_members")),
    )
    with op.batch_alter_table("team_members", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_team_members_player_id"), ["player_id"], unique=False)

    op.create_table(
        "games",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("totals", JSON_TYPE, nullable=True),
        sa.Column("deal_count", sa.Integer(), nullable=True),
        sa.Column("belotes", sa.Integer(), nullable=True),
        sa.Column("capots", sa.Integer(), nullable=True),
        sa.Column("lost_reserve", sa.Integer(), nullable=True),
        sa.Column("closed", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"], ["round_tables.id"], name=op.f("fk_games_table_id_round_tables"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_games")),
        sa.UniqueConstraint("table_id", name=op.f("uq_games_table_id")),
    )
    op.create_table(
        "table_seats",
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("side", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("team_id", sa.Integer(), nullable=True),
        sa.Column("player_id", sa.Integer(), nullable=True),
        sa.CheckConstraint(
            "(player_id IS NULL) <> (team_id IS NULL)", name=op.f("ck_table_seats_player_xor_team")
        ),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.id"], name=op.f("fk_table_seats_player_id_players"), ondelete="RESTRICT"
        ),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["round_tables.id"],
            name=op.f("fk_table_seats_table_id_round_tables"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["team_id"], ["teams.id"], name=op.f("fk_table_seats_team_id_teams"), ondelete="RESTRICT"
        ),
        sa.PrimaryKeyConstraint("table_id", "side", "seat", name=op.f("pk_table_seats")),
    )
    with op.batch_alter_table("table_seats", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_table_seats_player_id"), ["player_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_table_seats_team_id"), ["team_id"], unique=False)

    op.create_table(
        "deals",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("data", JSON_TYPE, nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_deals_game_id_games"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_deals")),
        sa.UniqueConstraint("game_id", "position", name=op.f("uq_deals_game_id_position")),
    )
    meta = sa.table("belote_club_meta", sa.column("key", sa.String), sa.column("value", sa.Text))
    op.bulk_insert(meta, [{"key": "application", "value": "belote-club"}])


def downgrade() -> None:

    op.drop_table("deals")
    with op.batch_alter_table("table_seats", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_table_seats_team_id"))
        batch_op.drop_index(batch_op.f("ix_table_seats_player_id"))

    op.drop_table("table_seats")
    op.drop_table("games")
    with op.batch_alter_table("team_members", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_team_members_player_id"))

    op.drop_table("team_members")
    with op.batch_alter_table("round_tables", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_round_tables_round_id"))

    op.drop_table("round_tables")
    with op.batch_alter_table("registrations", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_registrations_tournament_id"))
        batch_op.drop_index(batch_op.f("ix_registrations_team_id"))
        batch_op.drop_index(batch_op.f("ix_registrations_player_id"))

    op.drop_table("registrations")
    with op.batch_alter_table("exempts", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_exempts_team_id"))
        batch_op.drop_index(batch_op.f("ix_exempts_round_id"))
        batch_op.drop_index(batch_op.f("ix_exempts_player_id"))

    op.drop_table("exempts")
    with op.batch_alter_table("teams", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_teams_tournament_id"))

    op.drop_table("teams")
    with op.batch_alter_table("rounds", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_rounds_tournament_id"))

    op.drop_table("rounds")
    with op.batch_alter_table("audit_entries", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_audit_entries_tournament_id"))

    op.drop_table("audit_entries")
    op.drop_table("tournaments")
    with op.batch_alter_table("players", schema=None) as batch_op:
        batch_op.drop_index("ix_players_name")

    op.drop_table("players")
    op.drop_table("belote_club_meta")
