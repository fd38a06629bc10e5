"""Tournament venue (« lieu »), printed on the PDF headers; existing tournaments get an empty one.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-21 05:32:11.654995
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    with op.batch_alter_table("tournaments", schema=None) as batch_op:
        batch_op.add_column(sa.Column("venue", sa.String(length=200), server_default="", nullable=False))


def downgrade() -> None:
    with op.batch_alter_table("tournaments", schema=None) as batch_op:
        batch_op.drop_column("venue")
