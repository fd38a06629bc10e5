"""Table-side entry (players' phones): entry codes per table and round, idempotent phone writes,
end-of-game confirmations, referee calls.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-22 23:40:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

# Importing the models' module registers these tables on the shared declarative ``Base`` wherever the
# migrations are loaded (opening any database loads them), so that ``Base.metadata`` — used by copies and
# schema checks — always knows them.  The schema below is still spelled out: it must not follow the models.
import belote_club.storage.table_entry  # noqa: F401

JSON_TYPE = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "table_codes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("round_number", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("code", sa.String(length=16), nullable=False),
        sa.Column("seed", sa.BigInteger(), nullable=False),
        sa.Column("mode", sa.String(length=12), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["tournament_id"], ["tournaments.id"],
                                name=op.f("fk_table_codes_tournament_id_tournaments"), ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_table_codes")),
        sa.UniqueConstraint("code", name=op.f("uq_table_codes_code")),
        sa.UniqueConstraint("tournament_id", "round_number", "table_number",
                            name=op.f("uq_table_codes_tournament_id_round_number_table_number")),
    )
    with op.batch_alter_table("table_codes", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_table_codes_tournament_id"), ["tournament_id"], unique=False)

    op.create_table(
        "table_writes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("client_id", sa.String(length=64), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("round_number", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("action", sa.String(length=20), nullable=False),
        sa.Column("response", JSON_TYPE, nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["tournament_id"], ["tournaments.id"],
                                name=op.f("fk_table_writes_tournament_id_tournaments"), ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_table_writes")),
        sa.UniqueConstraint("client_id", name=op.f("uq_table_writes_client_id")),
    )
    with op.batch_alter_table("table_writes", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_table_writes_tournament_id"), ["tournament_id"], unique=False)

    op.create_table(
        "table_confirmations",
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("round_number", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("camp", sa.Integer(), nullable=False),
        sa.Column("fingerprint", sa.String(length=64), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["tournament_id"], ["tournaments.id"],
                                name=op.f("fk_table_confirmations_tournament_id_tournaments"), ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("tournament_id", "round_number", "table_number", "camp",
                                name=op.f("pk_table_confirmations")),
    )

    op.create_table(
        "referee_calls",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("round_number", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("camp", sa.Integer(), nullable=True),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("resolved_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(["tournament_id"], ["tournaments.id"],
                                name=op.f("fk_referee_calls_tournament_id_tournaments"), ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_referee_calls")),
    )
    with op.batch_alter_table("referee_calls", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_referee_calls_tournament_id"), ["tournament_id"], unique=False)


def downgrade() -> None:
    op.drop_table("referee_calls")
    op.drop_table("table_confirmations")
    op.drop_table("table_writes")
    op.drop_table("table_codes")
