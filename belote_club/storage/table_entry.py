"""What table-side entry (players' phones) must remember, beside the stored facts of ``models``.

* ``table_codes``: the entry code of each table of a round (6 characters, unguessable), with who may
  write to the table's game: the phones (``phone``), nobody but the desk (``desk``: the secretary took
  the table over), nobody (``locked``), the paper sheet (``paper``), or nobody because both sides
  confirmed the final score (``confirmed``).  ``seed`` is the round's draw seed when the code was made:
  a redrawn round gets new codes.
* ``table_writes``: every write a phone made, keyed by the phone's own id (a UUID), with the answer it
  was given, so that a write sent again (lost answer, flaky Wi-Fi) is answered the same and stored once.
* ``table_confirmations``: each side's confirmation of the final score (``fingerprint``: the game it saw).
* ``referee_calls``: a table asking for the referee (a disputed score, or a question), until answered.

The tables are on the same declarative ``Base`` as :mod:`belote_club.storage.models` (migration 0004).
:class:`TableEntryStore` is the only way in; it hands back frozen dataclasses, never rows.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import BigInteger, ForeignKey, Integer, String, Text, UniqueConstraint, delete, func, select
from sqlalchemy.orm import Mapped, Session, mapped_column

from belote_club.storage.models import AuditRow, Base, JSONType, RoundRow, utcnow

#: Who may write to a table's game (see the module docstring).
MODES = ("phone", "desk", "locked", "paper", "confirmed")


class TableCodeRow(Base):
    __tablename__ = "table_codes"

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"), index=True)
    round_number: Mapped[int] = mapped_column(Integer)
    table_number: Mapped[int] = mapped_column(Integer)
    code: Mapped[str] = mapped_column(String(16), unique=True)
    seed: Mapped[int] = mapped_column(BigInteger)
    mode: Mapped[str] = mapped_column(String(12), default="phone")
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    __table_args__ = (UniqueConstraint("tournament_id", "round_number", "table_number"),)


class TableWriteRow(Base):
    __tablename__ = "table_writes"

    id: Mapped[int] = mapped_column(primary_key=True)
    client_id: Mapped[str] = mapped_column(String(64), unique=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"), index=True)
    round_number: Mapped[int] = mapped_column(Integer)
    table_number: Mapped[int] = mapped_column(Integer)
    action: Mapped[str] = mapped_column(String(20))
    response: Mapped[dict[str, Any]] = mapped_column(JSONType)
    at: Mapped[datetime] = mapped_column(default=utcnow)


class TableConfirmationRow(Base):
    __tablename__ = "table_confirmations"

    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"), primary_key=True)
    round_number: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_number: Mapped[int] = mapped_column(Integer, primary_key=True)
    camp: Mapped[int] = mapped_column(Integer, primary_key=True)
    fingerprint: Mapped[str] = mapped_column(String(64))
    at: Mapped[datetime] = mapped_column(default=utcnow)


class RefereeCallRow(Base):
    __tablename__ = "referee_calls"

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"), index=True)
    round_number: Mapped[int] = mapped_column(Integer)
    table_number: Mapped[int] = mapped_column(Integer)
    camp: Mapped[int | None] = mapped_column(Integer)
    reason: Mapped[str] = mapped_column(Text)
    at: Mapped[datetime] = mapped_column(default=utcnow)
    resolved_at: Mapped[datetime | None] = mapped_column()


@dataclass(frozen=True)
class StoredCode:
    tournament_id: int
    round_number: int
    table_number: int
    code: str
    seed: int
    mode: str


@dataclass(frozen=True)
class StoredWrite:
    client_id: str
    tournament_id: int
    round_number: int
    table_number: int
    action: str
    response: Mapping[str, Any]


@dataclass(frozen=True)
class StoredCall:
    id: int
    tournament_id: int
    round_number: int
    table_number: int
    camp: int | None
    reason: str
    at: datetime
    resolved_at: datetime | None


@dataclass(frozen=True)
class TableActivity:
    """The journal's newest entry about a table of a round (``what``, its stable ``action`` key, when), and
    the newest entry that changed its deals (None if none did, or if its mode was set since)."""

    at: datetime
    action: str
    what: str
    deals_changed: tuple[str, str] | None = None  #: (action, what) of the newest change of the deals


#: Journal actions that change a table's deals or sheet (the desktop's and the phones' alike).
DEAL_ACTIONS = ("deal.add", "deal.insert", "deal.edit", "deal.delete", "game.set_deals", "game.paper", "game.clear")
#: The journal names a table's changes « Manche 2, table 7… » (desktop, phones and referee alike).
_TABLE_ENTRY = re.compile(r"^Manche (\d+), table (\d+)\b")


def _code(row: TableCodeRow) -> StoredCode:
    return StoredCode(row.tournament_id, row.round_number, row.table_number, row.code, row.seed, row.mode)


def _call(row: RefereeCallRow) -> StoredCall:
    return StoredCall(row.id, row.tournament_id, row.round_number, row.table_number, row.camp, row.reason,
                      row.at, row.resolved_at)


class TableEntryStore:
    """Queries over the table-entry tables, inside the caller's session (one unit of work)."""

    def __init__(self, session: Session) -> None:
        self.session = session

    # ------------------------------------------------------------------ codes

    def current_round(self, tournament_id: int) -> tuple[int, int] | None:
        """(number, seed) of the tournament's last drawn round, in one small query (None: no round)."""
        row = self.session.execute(select(RoundRow.number, RoundRow.seed).where(
            RoundRow.tournament_id == tournament_id).order_by(RoundRow.number.desc()).limit(1)).first()
        return (row.number, row.seed) if row is not None else None

    def codes(self, tournament_id: int, round_number: int) -> dict[int, StoredCode]:
        """The codes of a round, by table number."""
        rows = self.session.scalars(select(TableCodeRow).where(
            TableCodeRow.tournament_id == tournament_id, TableCodeRow.round_number == round_number))
        return {row.table_number: _code(row) for row in rows}

    def by_code(self, code: str) -> StoredCode | None:
        row = self.session.scalar(select(TableCodeRow).where(TableCodeRow.code == code))
        return _code(row) if row is not None else None

    def code_taken(self, code: str) -> bool:
        return self.session.scalar(select(TableCodeRow.id).where(TableCodeRow.code == code)) is not None

    def put_codes(self, tournament_id: int, round_number: int, seed: int, codes: Mapping[int, str],
                  *, drop_others: bool = False) -> None:
        """Store new codes (table number → code), replacing those of the same tables; ``drop_others``:
        the round was redrawn, every older code of the round goes."""
        query = delete(TableCodeRow).where(TableCodeRow.tournament_id == tournament_id,
                                           TableCodeRow.round_number == round_number)
        if not drop_others:
            query = query.where(TableCodeRow.table_number.in_(list(codes)))
        self.session.execute(query)
        self.session.flush()
        self.session.add_all(
            TableCodeRow(tournament_id=tournament_id, round_number=round_number, table_number=table,
                         code=code, seed=seed, mode="phone")
            for table, code in codes.items()
        )
        self.session.flush()

    def set_mode(self, tournament_id: int, round_number: int, table_number: int, mode: str) -> None:
        assert mode in MODES
        row = self.session.scalar(select(TableCodeRow).where(
            TableCodeRow.tournament_id == tournament_id, TableCodeRow.round_number == round_number,
            TableCodeRow.table_number == table_number))
        if row is None:
            raise LookupError(f"no code for table {table_number} of round {round_number}")
        row.mode = mode
        self.session.flush()

    def activity(self, tournament_id: int, round_number: int) -> dict[int, TableActivity]:
        """Table number → its newest journal entry in ``round_number`` (and its newest change of the deals)."""
        rows = self.session.execute(
            select(AuditRow.at, AuditRow.action, AuditRow.what).where(
                AuditRow.tournament_id == tournament_id, AuditRow.what.like(f"Manche {round_number}, table %"))
            .order_by(AuditRow.at.desc(), AuditRow.id.desc()))
        found: dict[int, TableActivity] = {}
        settled: set[int] = set()  # tables whose mode was set after their deals last changed
        for at, action, what in rows:
            match = _TABLE_ENTRY.match(what)
            if match is None or int(match.group(1)) != round_number:
                continue
            table = int(match.group(2))
            when = at if at.tzinfo is not None else at.replace(tzinfo=UTC)
            known = found.get(table)
            if known is None:
                known = found[table] = TableActivity(when, action, what)
            if table in settled or known.deals_changed is not None:
                continue
            if action == "table.mode":
                settled.add(table)
            elif action in DEAL_ACTIONS:
                found[table] = TableActivity(known.at, known.action, known.what, (action, what))
        return found

    # ------------------------------------------------------------------ idempotent writes

    def write(self, client_id: str) -> StoredWrite | None:
        row = self.session.scalar(select(TableWriteRow).where(TableWriteRow.client_id == client_id))
        if row is None:
            return None
        return StoredWrite(row.client_id, row.tournament_id, row.round_number, row.table_number, row.action,
                           row.response)

    def add_write(self, write: StoredWrite, at: datetime) -> None:
        self.session.add(TableWriteRow(client_id=write.client_id, tournament_id=write.tournament_id,
                                       round_number=write.round_number, table_number=write.table_number,
                                       action=write.action, response=dict(write.response), at=at))
        self.session.flush()

    def write_count(self, tournament_id: int) -> int:
        return self.session.scalar(select(func.count(TableWriteRow.id)).where(
            TableWriteRow.tournament_id == tournament_id)) or 0

    # ------------------------------------------------------------------ confirmations

    def confirmations(self, tournament_id: int, round_number: int, table_number: int) -> dict[int, str]:
        """camp → the fingerprint of the game that camp confirmed."""
        rows = self.session.scalars(select(TableConfirmationRow).where(
            TableConfirmationRow.tournament_id == tournament_id,
            TableConfirmationRow.round_number == round_number,
            TableConfirmationRow.table_number == table_number))
        return {row.camp: row.fingerprint for row in rows}

    def confirm(self, tournament_id: int, round_number: int, table_number: int, camp: int, fingerprint: str,
                at: datetime) -> None:
        row = self.session.get(TableConfirmationRow, (tournament_id, round_number, table_number, camp))
        if row is None:
            self.session.add(TableConfirmationRow(tournament_id=tournament_id, round_number=round_number,
                                                  table_number=table_number, camp=camp, fingerprint=fingerprint,
                                                  at=at))
        else:
            row.fingerprint = fingerprint
            row.at = at
        self.session.flush()

    def clear_confirmations(self, tournament_id: int, round_number: int, table_number: int) -> None:
        self.session.execute(delete(TableConfirmationRow).where(
            TableConfirmationRow.tournament_id == tournament_id,
            TableConfirmationRow.round_number == round_number,
            TableConfirmationRow.table_number == table_number))
        self.session.flush()

    # ------------------------------------------------------------------ referee calls

    def add_call(self, tournament_id: int, round_number: int, table_number: int, camp: int | None, reason: str,
                 at: datetime) -> StoredCall:
        row = RefereeCallRow(tournament_id=tournament_id, round_number=round_number, table_number=table_number,
                             camp=camp, reason=reason, at=at)
        self.session.add(row)
        self.session.flush()
        return _call(row)

    def calls(self, tournament_id: int, *, open_only: bool = True,
              tables: Iterable[tuple[int, int]] | None = None) -> list[StoredCall]:
        query = select(RefereeCallRow).where(RefereeCallRow.tournament_id == tournament_id)
        if open_only:
            query = query.where(RefereeCallRow.resolved_at.is_(None))
        calls = [_call(row) for row in self.session.scalars(query.order_by(RefereeCallRow.id))]
        if tables is not None:
            wanted = set(tables)
            calls = [c for c in calls if (c.round_number, c.table_number) in wanted]
        return calls

    def resolve_call(self, call_id: int, at: datetime) -> StoredCall | None:
        row = self.session.get(RefereeCallRow, call_id)
        if row is None:
            return None
        if row.resolved_at is None:
            row.resolved_at = at
            self.session.flush()
        return _call(row)
