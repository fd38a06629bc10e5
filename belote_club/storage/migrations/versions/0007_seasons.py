"""Seasons (SEASON.md): a season's name, dates and rules, and the concours it counts.

The player card's licence number (``players.licence``, nullable text) is in the schema since 0001; the
season's standings are derived from its concours, never stored.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-27 12:45:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

# Types are spelled out here, never imported from models.py: a migration must not change when models do.
JSON_TYPE = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "seasons",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("first_date", sa.Date(), nullable=True),
        sa.Column("last_date", sa.Date(), nullable=True),
        sa.Column("rules", JSON_TYPE, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_seasons")),
    )
    op.create_table(
        "season_concours",
        sa.Column("season_id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["season_id"], ["seasons.id"], name=op.f("fk_season_concours_season_id_seasons"),
                                ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["tournament_id"], ["tournaments.id"],
                                name=op.f("fk_season_concours_tournament_id_tournaments"), ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("season_id", "tournament_id", name=op.f("pk_season_concours")),
    )
    with op.batch_alter_table("season_concours", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_season_concours_tournament_id"), ["tournament_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("season_concours", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_season_concours_tournament_id"))
    op.drop_table("season_concours")
    op.drop_table("seasons")
