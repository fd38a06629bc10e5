"""SQLAlchemy 2 typed models: the stored *facts* of a club.

Only what people entered is stored: the roster, tournaments with their house rules and settings,
registrations, teams, rounds with their draw seed, tables, exempts, the inputs of every deal (one row
per deal, as the JSON object of SCORING.md §2) or a game's paper totals, and the audit trail.
Nothing derived (deal points, game results, standings) is stored: the engine recomputes it.

These classes never leave :mod:`belote_club.storage`: :mod:`belote_club.storage.mapping` turns them into
the dataclasses of :mod:`belote_club.tournament` and back.
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    CheckConstraint,
    Date,
    DateTime,
    Dialect,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
    TypeDecorator,
    UniqueConstraint,
    false,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship
from sqlalchemy.types import TypeEngine

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class UTCDateTime(TypeDecorator[datetime]):
    """Timezone-aware UTC datetimes on every backend (SQLite keeps no zone: it is put back on read)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime given to a UTC column")
        value = value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


class JSONType(TypeDecorator[Any]):
    """JSON; JSONB on PostgreSQL.  The PostgreSQL dialect's type is imported only when a PostgreSQL
    database is used (:meth:`load_dialect_impl`), so opening a ``.belote`` file never loads that dialect
    (start-up time).  Stored the same as ``JSON().with_variant(JSONB(), "postgresql")`` (the migrations)."""

    impl = JSON
    cache_ok = True
    #: Python ``None`` is stored as JSON ``null``, as :class:`JSON` does (not as SQL NULL).
    should_evaluate_none = True

    def load_dialect_impl(self, dialect: Dialect) -> TypeEngine[Any]:
        if dialect.name == "postgresql":
            from sqlalchemy.dialects.postgresql import JSONB

            return dialect.type_descriptor(JSONB())
        return dialect.type_descriptor(JSON())


def utcnow() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)
    type_annotation_map = {datetime: UTCDateTime, dict[str, Any]: JSONType(), list[Any]: JSONType()}


class Meta(Base):
    """Marker table: ``application = belote-club`` tells our databases from any other one."""

    __tablename__ = "belote_club_meta"

    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(Text)


class SettingRow(Base):
    """One setting of the club (one club per database): ``club.name``, ``club.city``…

    A key-value table, so that a new setting needs no migration; absent keys mean « not set ».
    """

    __tablename__ = "settings"

    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(Text)


class PlayerRow(Base):
    """A member of the club's roster (shared by every tournament of the database)."""

    __tablename__ = "players"

    id: Mapped[int] = mapped_column(primary_key=True)
    first_name: Mapped[str] = mapped_column(String(100))
    last_name: Mapped[str] = mapped_column(String(100))
    licence: Mapped[str | None] = mapped_column(String(50))
    club: Mapped[str | None] = mapped_column(String(200))
    phone: Mapped[str | None] = mapped_column(String(50))
    email: Mapped[str | None] = mapped_column(String(200))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    #: Folded last name, first name, licence and club (migration 0005): what the roster search compares.
    search_text: Mapped[str] = mapped_column(String(500), server_default="", index=True)
    #: A member of the club (migration 0008): pays the members' fee of a concours that has one.
    member: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())

    __table_args__ = (Index("ix_players_name", "last_name", "first_name"),)


class TournamentRow(Base):
    """A concours or a club evening.

    ``rules`` is the full house-rules JSON (SCORING.md §1, as ``HouseRules.to_dict`` writes it);
    ``settings`` holds the tournament options (planned rounds, pairing, ranking criteria, exempt policy),
    a JSON object so that adding an option needs no migration.  ``finished`` is the organiser's
    closing of the tournament; the other statuses and the rules lock are derived from the rounds and
    the scores, never stored.
    """

    __tablename__ = "tournaments"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    date: Mapped[date] = mapped_column(Date)
    venue: Mapped[str] = mapped_column(String(200), default="", server_default="")
    format: Mapped[str] = mapped_column(String(20))
    preset: Mapped[str | None] = mapped_column(String(50))
    rules: Mapped[dict[str, Any]] = mapped_column(JSONType())
    settings: Mapped[dict[str, Any]] = mapped_column(JSONType(), default=dict)
    finished: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    registrations: Mapped[list[RegistrationRow]] = relationship(
        back_populates="tournament", cascade="all, delete-orphan", passive_deletes=True
    )
    teams: Mapped[list[TeamRow]] = relationship(
        back_populates="tournament", cascade="all, delete-orphan", passive_deletes=True,
        order_by="TeamRow.number",
    )
    rounds: Mapped[list[RoundRow]] = relationship(
        back_populates="tournament", cascade="all, delete-orphan", passive_deletes=True,
        order_by="RoundRow.number",
    )


class TeamRow(Base):
    """A registered pair (doublettes), numbered within its tournament; players in ``team_members``."""

    __tablename__ = "teams"

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(200), default="")

    tournament: Mapped[TournamentRow] = relationship(back_populates="teams")
    members: Mapped[list[TeamMemberRow]] = relationship(
        back_populates="team", cascade="all, delete-orphan", passive_deletes=True,
        order_by="TeamMemberRow.seat",
    )

    __table_args__ = (UniqueConstraint("tournament_id", "number"),)


class TeamMemberRow(Base):
    __tablename__ = "team_members"

    team_id: Mapped[int] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id", ondelete="RESTRICT"), index=True)

    team: Mapped[TeamRow] = relationship(back_populates="members")


class RegistrationRow(Base):
    """A team (doublettes) or a player (mêlée) entered in a tournament: check-in, late arrival, withdrawal."""

    __tablename__ = "registrations"

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"), index=True)
    player_id: Mapped[int | None] = mapped_column(ForeignKey("players.id", ondelete="RESTRICT"), index=True)
    team_id: Mapped[int | None] = mapped_column(ForeignKey("teams.id", ondelete="CASCADE"), index=True)
    number: Mapped[int | None] = mapped_column(Integer)
    checked_in: Mapped[bool] = mapped_column(Boolean, default=False)
    joins_from_round: Mapped[int] = mapped_column(Integer, default=1)
    withdrawn_from_round: Mapped[int | None] = mapped_column(Integer)

    tournament: Mapped[TournamentRow] = relationship(back_populates="registrations")

    __table_args__ = (
        UniqueConstraint("tournament_id", "player_id"),
        UniqueConstraint("tournament_id", "team_id"),
        CheckConstraint("(player_id IS NULL) <> (team_id IS NULL)", name="player_xor_team"),
        CheckConstraint("joins_from_round >= 1", name="joins_from_round_positive"),
    )


class RoundRow(Base):
    """A drawn round: the method used and the seed, so that the draw can be replayed."""

    __tablename__ = "rounds"

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    seed: Mapped[int] = mapped_column(BigInteger)
    method: Mapped[str] = mapped_column(String(20))
    unavoidable_repeats: Mapped[int] = mapped_column(Integer, default=0)
    #: The organiser changed this round by hand (a swap): its repeats are « choisi à la main » (0006).
    swapped: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    tournament: Mapped[TournamentRow] = relationship(back_populates="rounds")
    tables: Mapped[list[TableRow]] = relationship(
        back_populates="round", cascade="all, delete-orphan", passive_deletes=True,
        order_by="TableRow.number",
    )
    exempts: Mapped[list[ExemptRow]] = relationship(
        back_populates="round", cascade="all, delete-orphan", passive_deletes=True,
        order_by="ExemptRow.id",
    )

    __table_args__ = (UniqueConstraint("tournament_id", "number"),)


class TableRow(Base):
    """A table of a round; who sits there in ``table_seats``; what was played in ``games``."""

    __tablename__ = "round_tables"

    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"), index=True)
    number: Mapped[int] = mapped_column(Integer)

    round: Mapped[RoundRow] = relationship(back_populates="tables")
    seats: Mapped[list[TableSeatRow]] = relationship(
        back_populates="table", cascade="all, delete-orphan", passive_deletes=True,
        order_by="(TableSeatRow.side, TableSeatRow.seat)",
    )
    game: Mapped[GameRow | None] = relationship(
        back_populates="table", cascade="all, delete-orphan", passive_deletes=True
    )

    __table_args__ = (UniqueConstraint("round_id", "number"),)


class TableSeatRow(Base):
    """One entrant of one side of a table: a team (doublettes, seat 0) or a player (mêlée, seats 0–1).

    ``side`` is the engine's camp (0 or 1).
    """

    __tablename__ = "table_seats"

    table_id: Mapped[int] = mapped_column(ForeignKey("round_tables.id", ondelete="CASCADE"), primary_key=True)
    side: Mapped[int] = mapped_column(Integer, primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    team_id: Mapped[int | None] = mapped_column(ForeignKey("teams.id", ondelete="RESTRICT"), index=True)
    player_id: Mapped[int | None] = mapped_column(ForeignKey("players.id", ondelete="RESTRICT"), index=True)

    table: Mapped[TableRow] = relationship(back_populates="seats")

    __table_args__ = (CheckConstraint("(player_id IS NULL) <> (team_id IS NULL)", name="player_xor_team"),)


class ExemptRow(Base):
    """A team (doublettes) or a player (mêlée) exempt in a round; what it scores is a tournament setting."""

    __tablename__ = "exempts"

    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"), index=True)
    team_id: Mapped[int | None] = mapped_column(ForeignKey("teams.id", ondelete="RESTRICT"), index=True)
    player_id: Mapped[int | None] = mapped_column(ForeignKey("players.id", ondelete="RESTRICT"), index=True)

    round: Mapped[RoundRow] = relationship(back_populates="exempts")

    __table_args__ = (CheckConstraint("(player_id IS NULL) <> (team_id IS NULL)", name="player_xor_team"),)


class GameRow(Base):
    """What was entered for the game of one table: deals (rows in ``deals``) or a paper sheet's totals.

    ``totals`` (two integers) and the optional counts copied from the paper sheet are set only for a
    paper game.  ``closed`` records that the organiser closed an ``open`` game (SCORING.md §6).
    """

    __tablename__ = "games"

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("round_tables.id", ondelete="CASCADE"), unique=True)
    totals: Mapped[list[Any] | None] = mapped_column(JSONType())
    deal_count: Mapped[int | None] = mapped_column(Integer)
    belotes: Mapped[int | None] = mapped_column(Integer)
    capots: Mapped[int | None] = mapped_column(Integer)
    lost_reserve: Mapped[int | None] = mapped_column(Integer)
    closed: Mapped[bool] = mapped_column(Boolean, default=False)

    table: Mapped[TableRow] = relationship(back_populates="game")
    deals: Mapped[list[DealRow]] = relationship(
        back_populates="game", cascade="all, delete-orphan", passive_deletes=True,
        order_by="DealRow.position",
    )


class DealRow(Base):
    """The inputs of one deal, exactly the JSON object of SCORING.md §2; ``position`` counts from 1."""

    __tablename__ = "deals"

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    position: Mapped[int] = mapped_column(Integer)
    data: Mapped[dict[str, Any]] = mapped_column(JSONType())

    game: Mapped[GameRow] = relationship(back_populates="deals")

    __table_args__ = (UniqueConstraint("game_id", "position"),)


class AuditRow(Base):
    """One change: ``what`` (French, shown as is), the old and new values as text, and when.

    ``action`` is a stable machine key (``deal.edit``, ``rules.update``…) for filtering.
    ``tournament_id`` becomes NULL when the tournament is deleted, so the deletion stays on record.
    """

    __tablename__ = "audit_entries"

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int | None] = mapped_column(
        ForeignKey("tournaments.id", ondelete="SET NULL"), index=True
    )
    at: Mapped[datetime] = mapped_column(default=utcnow)
    action: Mapped[str] = mapped_column(String(50))
    what: Mapped[str] = mapped_column(Text)
    old_value: Mapped[str | None] = mapped_column(Text)
    new_value: Mapped[str | None] = mapped_column(Text)


class PrizeRulesRow(Base):
    """The prize rules of a concours (PRIZES.md §1, migration 0008): its JSON object, every default filled in.

    A concours without a row has no prize rules (no money, no ``prizes`` in its export)."""

    __tablename__ = "prize_rules"

    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"), primary_key=True)
    rules: Mapped[dict[str, Any]] = mapped_column(JSONType())


class CashEntryRow(Base):
    """One movement of the cash box of a concours (migration 0008), for one registered team (player in mêlée):
    a fee received (``payment``, with its ``means``), a ``refund`` to a team that withdrew, or a ``prize`` paid
    out (the money and the lot handed over).  Amounts in cents.  Undoing one deletes its row (journaled)."""

    __tablename__ = "cash_entries"

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"), index=True)
    registration_id: Mapped[int] = mapped_column(ForeignKey("registrations.id", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(10))
    amount_cents: Mapped[int] = mapped_column(BigInteger)
    means: Mapped[str | None] = mapped_column(String(10))
    lot: Mapped[str | None] = mapped_column(String(200))
    at: Mapped[datetime] = mapped_column(default=utcnow)

    __table_args__ = (
        CheckConstraint("kind IN ('payment', 'refund', 'prize')", name="kind"),
        CheckConstraint("amount_cents >= 0", name="amount_not_negative"),
    )
class SeasonRow(Base):
    """A season of the club (SEASON.md, migration 0007): a name, its dates as given (NULL: those of its
    concours), its rules as the JSON object given, and the concours it counts (``season_concours``).  Its
    standings are derived from those concours, never stored."""

    __tablename__ = "seasons"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    first_date: Mapped[date | None] = mapped_column(Date)
    last_date: Mapped[date | None] = mapped_column(Date)
    rules: Mapped[dict[str, Any]] = mapped_column(JSONType())
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class SeasonConcoursRow(Base):
    """A concours counted by a season (a concours may belong to several seasons)."""

    __tablename__ = "season_concours"

    season_id: Mapped[int] = mapped_column(ForeignKey("seasons.id", ondelete="CASCADE"), primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"), primary_key=True,
                                               index=True)
