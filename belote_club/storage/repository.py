"""Rows ↔ :mod:`belote_club.tournament` dataclasses, inside one session.

:class:`Repository` is what :mod:`belote_club.services` uses: it takes and returns the frozen dataclasses
of :mod:`belote_club.tournament.model` (never an ORM object) and works inside the caller's session, so a
service call stays one unit of work.  Bulk reads (games and deals of a whole tournament) go through Core
``SELECT`` statements rather than the ORM: that is what keeps « open a 200-team concours and rank it »
under a tenth of a second.

Derived values are computed here, never stored:

* ``Tournament.status``: ``finished`` column → FINISHED; any round drawn → RUNNING; else REGISTRATION;
* ``Tournament.rules_locked``: whether any game has a deal or paper totals;
* ``GameRecord.state``: CLOSED (organiser), FINISHED (paper totals), IN_PROGRESS (deals), PENDING —
  the services refine IN_PROGRESS into FINISHED with the rules engine, which alone knows when a game ends.
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import Collection, Iterable, Mapping
from dataclasses import replace
from typing import Any

from sqlalchemy import Integer, bindparam, cast, delete, exists, func, insert, or_, select

from belote_club.storage.cash import CashRows
from belote_club.storage.games import GameRows
from belote_club.storage.mapping import (
    NotFound,
    audit_entry,
    fill_player,
    fill_registration,
    fill_tournament,
    pair,
    player_of,
    registration_of,
    search_text,
    settings_of,
    tournament_of,
)
from belote_club.storage.models import (
    AuditRow,
    DealRow,
    ExemptRow,
    GameRow,
    PlayerRow,
    RegistrationRow,
    RoundRow,
    SettingRow,
    TableRow,
    TableSeatRow,
    TeamMemberRow,
    TeamRow,
    TournamentRow,
)
from belote_club.storage.rounds import RoundRows
from belote_club.storage.seasons import SeasonRows
from belote_club.text import fold
from belote_club.tournament.model import (
    AuditEntry,
    Player,
    Registration,
    Team,
    Tournament,
)

__all__ = ["NotFound", "Repository", "search_text", "settings_of"]

#: A journal row inserted as is (built once: a statement costs more to build than to run).
_AUDIT_INSERT = insert(AuditRow)
_MARKER_QUERIES: dict[bool, Any] = {}


def _marker_query(sqlite: bool) -> Any:
    """The change marker's query (see :meth:`Repository.change_marker`), built once per kind of database: a
    statement costs more to build than to run, and the marker is read at every write and every refresh."""
    found = _MARKER_QUERIES.get(sqlite)
    if found is None:
        tournament = bindparam("tournament_id", type_=Integer)
        by_tournament = AuditRow.tournament_id == tournament
        no_tournament = AuditRow.tournament_id.is_(None)
        larger = func.max if sqlite else func.greatest  # of two values: SQLite's max(a, b), SQL's greatest
        highest = larger(func.coalesce(select(func.max(AuditRow.id)).where(by_tournament).scalar_subquery(), 0),
                         func.coalesce(select(func.max(AuditRow.id)).where(no_tournament).scalar_subquery(), 0))
        count = (select(func.count(AuditRow.id)).where(by_tournament).scalar_subquery()
                 + select(func.count(AuditRow.id)).where(no_tournament).scalar_subquery())
        found = _MARKER_QUERIES[sqlite] = select(highest) if sqlite else select(count, highest)
    return found


class Repository(GameRows, RoundRows, SeasonRows, CashRows):
    """Reads and writes the facts of the club inside one session (one unit of work)."""

    # ------------------------------------------------------------------ players

    def add_player(self, player: Player) -> Player:
        row = PlayerRow()
        fill_player(row, player)
        self.session.add(row)
        self.session.flush()
        return player_of(row)

    def update_player(self, player: Player) -> Player:
        row = self._row(PlayerRow, player.id)
        fill_player(row, player)
        self.session.flush()
        return player_of(row)

    def get_player(self, player_id: int) -> Player | None:
        row = self.session.get(PlayerRow, player_id)
        return player_of(row) if row is not None else None

    def players(self, ids: Iterable[int] | None = None) -> list[Player]:
        """Players (all of them, or those of ``ids``), sorted by last then first name."""
        players = list(self.players_by_id(ids).values())
        return sorted(players, key=lambda p: (p.sort_key, p.id or 0))

    def players_by_id(self, ids: Iterable[int] | None = None) -> dict[int, Player]:
        """Players (all of them, or those of ``ids``) by id, in no particular order: what a tournament
        needs to name its entrants (a Core ``SELECT`` of columns; no sorting by folded names)."""
        query = select(PlayerRow.id, PlayerRow.first_name, PlayerRow.last_name, PlayerRow.licence, PlayerRow.club,
                       PlayerRow.phone, PlayerRow.email, PlayerRow.member)
        if ids is not None:
            wanted = list(ids)
            if not wanted:
                return {}
            query = query.where(PlayerRow.id.in_(wanted))
        return {
            pid: Player(first_name=first, last_name=last, licence=licence, club=club, phone=phone, email=email, id=pid,
                        member=bool(member))
            for pid, first, last, licence, club, phone, email, member in self._rows(query)
        }

    def search_players(self, text: str) -> list[Player]:
        """Players whose name, licence or club contains every word of ``text``, case and accents ignored
        (« emile » finds « Émile »), sorted by name.  The database compares the folded words with each
        player's folded ``search_text``: no player is read unless it matches."""
        words = [fold(w) for w in text.split() if w]
        if not words:
            return self.players()
        query = select(PlayerRow.id, PlayerRow.first_name, PlayerRow.last_name, PlayerRow.licence, PlayerRow.club,
                       PlayerRow.phone, PlayerRow.email, PlayerRow.member)
        for word in words:
            query = query.where(PlayerRow.search_text.contains(word, autoescape=True))
        found = [
            Player(first_name=first, last_name=last, licence=licence, club=club, phone=phone, email=email, id=pid,
                   member=bool(member))
            for pid, first, last, licence, club, phone, email, member in self._rows(query)
        ]
        return sorted(found, key=lambda p: (p.sort_key, p.id or 0))

    def player_in_use(self, player_id: int) -> bool:
        return bool(
            self.session.scalar(
                select(
                    or_(
                        exists().where(TeamMemberRow.player_id == player_id),
                        exists().where(RegistrationRow.player_id == player_id),
                        exists().where(TableSeatRow.player_id == player_id),
                    )
                )
            )
        )

    def delete_player(self, player_id: int) -> None:
        self.session.delete(self._row(PlayerRow, player_id))
        self.session.flush()

    # ------------------------------------------------------------------ tournaments

    def add_tournament(self, tournament: Tournament) -> Tournament:
        row = TournamentRow()
        fill_tournament(row, tournament)
        self.session.add(row)
        self.session.flush()
        return tournament_of(row, has_rounds=False, has_scores=False)

    def update_tournament(self, tournament: Tournament) -> Tournament:
        row = self._row(TournamentRow, tournament.id)
        fill_tournament(row, tournament)
        self.session.flush()
        return self.get_tournament(row.id)

    def get_tournament(self, tournament_id: int) -> Tournament:
        row = self._row(TournamentRow, tournament_id)
        return tournament_of(
            row, has_rounds=self._has_rounds(tournament_id), has_scores=self.has_scores(tournament_id)
        )

    def rules_and_finished(self, tournament_id: int) -> tuple[dict[str, Any], bool]:
        """The stored house rules of a tournament and whether it is closed (one small query): what a write
        checks again before it saves a change computed earlier."""
        row = self.session.execute(
            select(TournamentRow.rules, TournamentRow.finished).where(TournamentRow.id == tournament_id)
        ).first()
        if row is None:
            raise NotFound(f"tournaments {tournament_id}")
        return dict(row[0]), bool(row[1])

    def tournaments(self) -> list[Tournament]:
        """Every tournament, the most recent first."""
        rows = self.session.scalars(select(TournamentRow).order_by(TournamentRow.date.desc(), TournamentRow.id.desc()))
        with_rounds = set(self.session.scalars(select(RoundRow.tournament_id).distinct()))
        with_scores = set(self.session.scalars(self._scored_games_query(RoundRow.tournament_id).distinct()))
        return [tournament_of(r, has_rounds=r.id in with_rounds, has_scores=r.id in with_scores) for r in rows]

    def delete_tournament(self, tournament_id: int) -> None:
        row = self._row(TournamentRow, tournament_id)
        # Bulk deletes, children first: fast, and independent of ON DELETE CASCADE support.
        round_ids = select(RoundRow.id).where(RoundRow.tournament_id == tournament_id)
        table_ids = select(TableRow.id).where(TableRow.round_id.in_(round_ids))
        game_ids = select(GameRow.id).where(GameRow.table_id.in_(table_ids))
        team_ids = select(TeamRow.id).where(TeamRow.tournament_id == tournament_id)
        self.delete_money(tournament_id)
        for statement in (
            delete(DealRow).where(DealRow.game_id.in_(game_ids)),
            delete(GameRow).where(GameRow.table_id.in_(table_ids)),
            delete(TableSeatRow).where(TableSeatRow.table_id.in_(table_ids)),
            delete(TableRow).where(TableRow.round_id.in_(round_ids)),
            delete(ExemptRow).where(ExemptRow.round_id.in_(round_ids)),
            delete(RoundRow).where(RoundRow.tournament_id == tournament_id),
            delete(RegistrationRow).where(RegistrationRow.tournament_id == tournament_id),
            delete(TeamMemberRow).where(TeamMemberRow.team_id.in_(team_ids)),
            delete(TeamRow).where(TeamRow.tournament_id == tournament_id),
        ):
            self.session.execute(statement, execution_options={"synchronize_session": False})
        self.forget_concours_in_seasons(tournament_id)
        self.session.expire(row)
        self.session.delete(row)
        self.session.flush()

    def _has_rounds(self, tournament_id: int) -> bool:
        return bool(self.session.scalar(select(exists().where(RoundRow.tournament_id == tournament_id))))

    def _scored_games_query(self, column: Any) -> Any:
        has_deal = exists().where(DealRow.game_id == GameRow.id)
        return (
            select(column)
            .select_from(GameRow)
            .join(TableRow, TableRow.id == GameRow.table_id)
            .join(RoundRow, RoundRow.id == TableRow.round_id)
            .where(or_(GameRow.totals.is_not(None), has_deal))
        )

    def has_scores(self, tournament_id: int, round_number: int | None = None) -> bool:
        """Whether any game (of the tournament, or of one round) has a deal or paper totals."""
        query = self._scored_games_query(GameRow.id).where(RoundRow.tournament_id == tournament_id)
        if round_number is not None:
            query = query.where(RoundRow.number == round_number)
        return self.session.scalar(select(exists(query))) or False

    # ------------------------------------------------------------------ teams

    def add_team(self, team: Team) -> Team:
        row = TeamRow(tournament_id=team.tournament_id, number=team.number, name=team.name)
        row.members = [TeamMemberRow(seat=i, player_id=pid) for i, pid in enumerate(team.player_ids)]
        self.session.add(row)
        self.session.flush()
        return self._team(row)

    def update_team(self, team: Team) -> Team:
        row = self._row(TeamRow, team.id)
        row.number = team.number
        row.name = team.name
        current = [m.player_id for m in row.members]
        if current != list(team.player_ids):
            row.members.clear()
            self.session.flush()
            row.members.extend(TeamMemberRow(seat=i, player_id=pid) for i, pid in enumerate(team.player_ids))
        self.session.flush()
        return self._team(row)

    def delete_team(self, team_id: int) -> None:
        self.session.delete(self._row(TeamRow, team_id))
        self.session.flush()

    def get_team(self, team_id: int) -> Team:
        return self._team(self._row(TeamRow, team_id))

    def teams(self, tournament_id: int, *, ids: Collection[int] | None = None) -> list[Team]:
        """The teams of a tournament by number (``ids``: only those teams)."""
        members: dict[int, list[int]] = defaultdict(list)
        query = (
            select(TeamMemberRow.team_id, TeamMemberRow.player_id)
            .join(TeamRow, TeamRow.id == TeamMemberRow.team_id)
            .where(TeamRow.tournament_id == tournament_id)
            .order_by(TeamMemberRow.team_id, TeamMemberRow.seat)
        )
        team_query = (
            select(TeamRow.id, TeamRow.number, TeamRow.name)
            .where(TeamRow.tournament_id == tournament_id)
            .order_by(TeamRow.number)
        )
        if ids is not None:
            wanted = list(ids)
            if not wanted:
                return []
            query = query.where(TeamMemberRow.team_id.in_(wanted))
            team_query = team_query.where(TeamRow.id.in_(wanted))
        for team_id, player_id in self._rows(query):
            members[team_id].append(player_id)
        rows = self._rows(team_query)
        return [
            Team(number=number, player_ids=pair(members[team_id]), name=name, tournament_id=tournament_id, id=team_id)
            for team_id, number, name in rows
        ]

    def team_numbers_of_players(self, tournament_id: int, player_ids: Iterable[int], *,
                                except_team: int | None = None) -> dict[int, int]:
        """Player id → number of the tournament's team they already play in (``except_team`` left out)."""
        wanted = [pid for pid in player_ids if isinstance(pid, int)]
        if not wanted:
            return {}
        query = (
            select(TeamMemberRow.player_id, TeamRow.number)
            .join(TeamRow, TeamRow.id == TeamMemberRow.team_id)
            .where(TeamRow.tournament_id == tournament_id, TeamMemberRow.player_id.in_(wanted))
        )
        if except_team is not None:
            query = query.where(TeamRow.id != except_team)
        return {player_id: number for player_id, number in self._rows(query)}

    def highest_team_number(self, tournament_id: int) -> int:
        """The highest team number of the tournament (0 without teams)."""
        return self.session.scalar(
            select(func.max(TeamRow.number)).where(TeamRow.tournament_id == tournament_id)) or 0

    def team_number_taken(self, tournament_id: int, number: int) -> bool:
        return bool(self.session.scalar(select(exists().where(
            TeamRow.tournament_id == tournament_id, TeamRow.number == number))))

    def _team(self, row: TeamRow) -> Team:
        return Team(
            number=row.number,
            player_ids=pair([m.player_id for m in row.members]),
            name=row.name,
            tournament_id=row.tournament_id,
            id=row.id,
        )

    # ------------------------------------------------------------------ registrations

    def add_registration(self, registration: Registration) -> Registration:
        row = RegistrationRow(tournament_id=registration.tournament_id)
        fill_registration(row, registration)
        self.session.add(row)
        self.session.flush()
        return registration_of(row)

    def update_registration(self, registration: Registration) -> Registration:
        row = self._row(RegistrationRow, registration.id)
        fill_registration(row, registration)
        self.session.flush()
        return registration_of(row)

    def delete_registration(self, registration_id: int) -> None:
        self.session.delete(self._row(RegistrationRow, registration_id))
        self.session.flush()

    def registrations(self, tournament_id: int, *,
                      entrant_ids: Collection[int] | None = None) -> list[Registration]:
        """The registrations of a tournament in registration order (``entrant_ids``: only those entrants —
        team ids in doublettes, player ids in mêlée)."""
        query = (
            select(RegistrationRow.id, RegistrationRow.player_id, RegistrationRow.team_id, RegistrationRow.checked_in,
                   RegistrationRow.joins_from_round, RegistrationRow.withdrawn_from_round, RegistrationRow.number)
            .where(RegistrationRow.tournament_id == tournament_id)
            .order_by(RegistrationRow.id)
        )
        if entrant_ids is not None:
            wanted = list(entrant_ids)
            if not wanted:
                return []
            query = query.where(or_(RegistrationRow.team_id.in_(wanted), RegistrationRow.player_id.in_(wanted)))
        return [
            Registration(player_id=player_id, team_id=team_id, checked_in=bool(checked_in),
                         joins_from_round=joins, withdrawn_from_round=withdrawn, number=number,
                         tournament_id=tournament_id, id=reg_id)
            for reg_id, player_id, team_id, checked_in, joins, withdrawn, number in self._rows(query)
        ]

    def registration_counts(self, tournament_id: int | None = None) -> dict[int, tuple[int, int]]:
        """Tournament id → (registrations, checked in), for every tournament or one (one query)."""
        query = select(RegistrationRow.tournament_id, func.count(),
                       func.sum(cast(RegistrationRow.checked_in, Integer))).group_by(RegistrationRow.tournament_id)
        if tournament_id is not None:
            query = query.where(RegistrationRow.tournament_id == tournament_id)
        return {tid: (int(count), int(checked or 0)) for tid, count, checked in self._rows(query)}

    def highest_registration_number(self, tournament_id: int) -> int:
        """The highest bib number of the tournament's registrations (0 without any)."""
        return self.session.scalar(
            select(func.max(RegistrationRow.number)).where(RegistrationRow.tournament_id == tournament_id)) or 0

    def registration_number_taken(self, tournament_id: int, number: int) -> bool:
        return bool(self.session.scalar(select(exists().where(
            RegistrationRow.tournament_id == tournament_id, RegistrationRow.number == number))))

    # ------------------------------------------------------------------ club settings

    def settings(self, prefix: str = "") -> dict[str, str]:
        """Stored settings whose key starts with ``prefix``."""
        query = select(SettingRow.key, SettingRow.value)
        if prefix:
            query = query.where(SettingRow.key.startswith(prefix, autoescape=True))
        return {key: value for key, value in self.session.execute(query)}

    def put_settings(self, values: Mapping[str, str | None]) -> None:
        """Store each value; ``None`` or ``""`` removes the key."""
        for key, value in values.items():
            row = self.session.get(SettingRow, key)
            if not value:
                if row is not None:
                    self.session.delete(row)
            elif row is None:
                self.session.add(SettingRow(key=key, value=value))
            else:
                row.value = value
        self.session.flush()

    # ------------------------------------------------------------------ audit

    def add_audit(self, entry: AuditEntry, action: str) -> AuditEntry:
        # One row inserted as is (no object for the session to track): every write of the services adds one, a
        # deal entered included.  What the session holds is written first, in order (a new tournament's row).
        self.session.flush()
        inserted = self.session.connection().execute(_AUDIT_INSERT, {
            "tournament_id": entry.tournament_id,
            "at": entry.when,
            "action": action,
            "what": entry.what,
            "old_value": entry.old_value,
            "new_value": entry.new_value,
        })
        when = entry.when if entry.when.tzinfo is not None else entry.when.replace(tzinfo=dt.UTC)
        key = inserted.inserted_primary_key
        assert key is not None
        return replace(entry, when=when, id=key[0])

    def change_marker(self, tournament_id: int) -> str:
        """A short text that changes whenever anything stored for the tournament changes (one query, whose cost
        does not grow with the journal).

        Every write of the services adds an audit row in its own transaction: the tournament's rows, and the
        rows with no tournament (roster, club details, a deleted tournament).  Audit rows are never deleted.

        - On SQLite the writes are one after the other (a writing unit holds the file's write lock from its
          start to its commit), so a new row's id is above every row already visible: the highest id of the
          two sets is the marker.  Two seeks in the index on ``tournament_id``: counting the rows, as before,
          read the whole tournament's journal at every write (0.2 ms at 1 500 rows, milliseconds late in a
          big concours).
        - On PostgreSQL a transaction may commit an id lower than one already visible, which the maximum alone
          would miss: the *count* of the rows, which grows with every committed write, is added (each set
          counted apart, so that both are read from the index).
        """
        connection = self.session.connection()
        sqlite = connection.dialect.name == "sqlite"
        row = connection.execute(_marker_query(sqlite), {"tournament_id": tournament_id}).one()
        return str(row[0]) if sqlite else f"{row[0]}.{row[1]}"

    @staticmethod
    def change_marker_after(before: str, added: AuditEntry) -> str:
        """The tournament's change marker once the journal row ``added`` (of that tournament) is written, when
        ``before`` was read in the same SQLite write: the file's write lock lets nothing else be written in
        between, and a new row's id is above every other, so the marker is that id, without a query."""
        assert added.id is not None and "." not in before  # a SQLite marker
        return str(added.id)

    def audit(self, tournament_id: int | None, *, limit: int | None = None) -> list[AuditEntry]:
        """The audit trail, newest first (``tournament_id=None``: entries of deleted tournaments and
        of the roster)."""
        query = select(AuditRow).order_by(AuditRow.at.desc(), AuditRow.id.desc())
        if tournament_id is None:
            query = query.where(AuditRow.tournament_id.is_(None))
        else:
            query = query.where(AuditRow.tournament_id == tournament_id)
        if limit is not None:
            query = query.limit(limit)
        return [audit_entry(row) for row in self.session.scalars(query)]

