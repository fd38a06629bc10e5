"""Rounds changed by hand: « swapped » is set once the organiser swaps teams or sides in a drawn round, so
that its repeats read « choisi à la main », never « inévitable ».

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-23 00:25:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    with op.batch_alter_table("rounds", schema=None) as batch_op:
        batch_op.add_column(sa.Column("swapped", sa.Boolean(), server_default=sa.false(), nullable=False))


def downgrade() -> None:
    with op.batch_alter_table("rounds", schema=None) as batch_op:
        batch_op.drop_column("swapped")
