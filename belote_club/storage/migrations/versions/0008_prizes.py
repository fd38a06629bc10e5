"""Entry fees and prizes (PRIZES.md): a player card's « member » flag, the prize rules of a concours, and its
cash box (fees received, refunds, prizes paid out), one row per movement.

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-27 13:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

JSON_TYPE = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    with op.batch_alter_table("players", schema=None) as batch_op:
        batch_op.add_column(sa.Column("member", sa.Boolean(), server_default=sa.false(), nullable=False))

    op.create_table(
        "prize_rules",
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("rules", JSON_TYPE, nullable=False),
        sa.ForeignKeyConstraint(["tournament_id"], ["tournaments.id"],
                                name=op.f("fk_prize_rules_tournament_id_tournaments"), ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("tournament_id", name=op.f("pk_prize_rules")),
    )

    op.create_table(
        "cash_entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("registration_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=10), nullable=False),
        sa.Column("amount_cents", sa.BigInteger(), nullable=False),
        sa.Column("means", sa.String(length=10), nullable=True),
        sa.Column("lot", sa.String(length=200), nullable=True),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("kind IN ('payment', 'refund', 'prize')", name=op.f("ck_cash_entries_kind")),
        sa.CheckConstraint("amount_cents >= 0", name=op.f("ck_cash_entries_amount_not_negative")),
        sa.ForeignKeyConstraint(["tournament_id"], ["tournaments.id"],
                                name=op.f("fk_cash_entries_tournament_id_tournaments"), ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["registration_id"], ["registrations.id"],
                                name=op.f("fk_cash_entries_registration_id_registrations"), ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_cash_entries")),
    )
    with op.batch_alter_table("cash_entries", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_cash_entries_tournament_id"), ["tournament_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_cash_entries_registration_id"), ["registration_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("cash_entries", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_cash_entries_registration_id"))
        batch_op.drop_index(batch_op.f("ix_cash_entries_tournament_id"))
    op.drop_table("cash_entries")
    op.drop_table("prize_rules")
    with op.batch_alter_table("players", schema=None) as batch_op:
        batch_op.drop_column("member")
