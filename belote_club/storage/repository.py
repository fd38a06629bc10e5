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
import json
from collections import OrderedDict, defaultdict
from collections.abc import Collection, Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from sqlalchemy import Integer, Text, cast, delete, exists, func, or_, select
from sqlalchemy.orm import Session

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
from belote_club.text import fold
from belote_club.tournament.model import (
    AuditEntry,
    Exempt,
    ExemptAgainst,
    ExemptKind,
    ExemptPolicy,
    Format,
    GameRecord,
    GameState,
    PairingMethod,
    Player,
    RankingKey,
    Registration,
    Round,
    Table,
    Team,
    Tournament,
    TournamentStatus,
)

# ---------------------------------------------------------------------- players


def _player(row: PlayerRow) -> Player:
    return Player(
        first_name=row.first_name,
        last_name=row.last_name,
        licence=row.licence,
        club=row.club,
        phone=row.phone,
        email=row.email,
        id=row.id,
    )


def _fill_player(row: PlayerRow, player: Player) -> None:
    row.first_name = player.first_name
    row.last_name = player.last_name
    row.licence = player.licence
    row.club = player.club
    row.phone = player.phone
    row.email = player.email
    row.search_text = search_text(player)


def search_text(player: Player) -> str:
    """What the roster search compares (the ``search_text`` column, migration 0005): the folded last name,
    first name, licence and club.  Changing this rule needs a migration that fills the column again."""
    parts = (player.last_name, player.first_name, player.licence, player.club)
    return fold(" ".join(part for part in parts if part))[:500]


# ---------------------------------------------------------------------- tournaments


def settings_of(tournament: Tournament) -> dict[str, Any]:
    """The ``settings`` JSON of a tournament (the options that have no column of their own)."""
    return {
        "planned_rounds": tournament.planned_rounds,
        "pairing": tournament.pairing.value,
        "ranking_criteria": [key.value for key in tournament.ranking_criteria],
        "exempt_policy": {"kind": tournament.exempt_policy.kind.value, "amount": tournament.exempt_policy.amount,
                          "against": tournament.exempt_policy.against.value},
    }


def _tournament(row: TournamentRow, *, has_rounds: bool, has_scores: bool) -> Tournament:
    settings: Mapping[str, Any] = row.settings or {}
    defaults = Tournament(name="", date=row.date)
    policy = settings.get("exempt_policy") or {}
    if row.finished:
        status = TournamentStatus.FINISHED
    elif has_rounds:
        status = TournamentStatus.RUNNING
    else:
        status = TournamentStatus.REGISTRATION
    return Tournament(
        name=row.name,
        date=row.date,
        venue=row.venue,
        rules=dict(row.rules),
        preset=row.preset,
        format=Format(row.format),
        planned_rounds=int(settings.get("planned_rounds", defaults.planned_rounds)),
        pairing=PairingMethod(settings.get("pairing", defaults.pairing.value)),
        ranking_criteria=tuple(
            RankingKey(key) for key in settings.get("ranking_criteria", [k.value for k in defaults.ranking_criteria])
        ),
        exempt_policy=ExemptPolicy(
            kind=ExemptKind(policy.get("kind", defaults.exempt_policy.kind.value)),
            amount=int(policy.get("amount", defaults.exempt_policy.amount)),
            against=ExemptAgainst(policy.get("against", defaults.exempt_policy.against.value)),
        ),
        status=status,
        rules_locked=has_scores,
        id=row.id,
    )


def _fill_tournament(row: TournamentRow, tournament: Tournament) -> None:
    row.name = tournament.name
    row.date = tournament.date
    row.venue = tournament.venue
    row.rules = dict(tournament.rules)
    row.preset = tournament.preset
    row.format = tournament.format.value
    # Keys the dataclass does not hold (the forfeits of tables) are kept as they are.
    row.settings = {**(row.settings or {}), **settings_of(tournament)}
    row.finished = tournament.status is TournamentStatus.FINISHED


class NotFound(LookupError):
    """A row the caller named does not exist (services turn it into a French ``ServiceError``)."""


class Repository:
    """Reads and writes the facts of the club inside one session (one unit of work)."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def _rows(self, statement: Any) -> Sequence[Any]:
        """Plain rows of a ``SELECT`` of columns, executed by Core on the session's connection (same
        transaction) and fetched at once.  The ORM's ``Session.execute`` costs about half as much again per
        row for plain columns, and iterating a result fetches row by row: both tell on bulk reads (7,400
        deals of a 200-team concours).  Pending changes are flushed first, as the session's autoflush would."""
        session = self.session
        if session.new or session.dirty or session.deleted:
            session.flush()
        return session.connection().execute(statement).all()

    # ------------------------------------------------------------------ players

    def add_player(self, player: Player) -> Player:
        row = PlayerRow()
        _fill_player(row, player)
        self.session.add(row)
        self.session.flush()
        return _player(row)

    def update_player(self, player: Player) -> Player:
        row = self._row(PlayerRow, player.id)
        _fill_player(row, player)
        self.session.flush()
        return _player(row)

    def get_player(self, player_id: int) -> Player | None:
        row = self.session.get(PlayerRow, player_id)
        return _player(row) if row is not None else None

    def players(self, ids: Iterable[int] | None = None) -> list[Player]:
        """Players (all of them, or those of ``ids``), sorted by last then first name."""
        players = list(self.players_by_id(ids).values())
        return sorted(players, key=lambda p: (p.sort_key, p.id or 0))

    def players_by_id(self, ids: Iterable[int] | None = None) -> dict[int, Player]:
        """Players (all of them, or those of ``ids``) by id, in no particular order: what a tournament
        needs to name its entrants (a Core ``SELECT`` of columns; no sorting by folded names)."""
        query = select(PlayerRow.id, PlayerRow.first_name, PlayerRow.last_name, PlayerRow.licence, PlayerRow.club,
                       PlayerRow.phone, PlayerRow.email)
        if ids is not None:
            wanted = list(ids)
            if not wanted:
                return {}
            query = query.where(PlayerRow.id.in_(wanted))
        return {
            pid: Player(first_name=first, last_name=last, licence=licence, club=club, phone=phone, email=email, id=pid)
            for pid, first, last, licence, club, phone, email in self._rows(query)
        }

    def search_players(self, text: str) -> list[Player]:
        """Players whose name, licence or club contains every word of ``text``, case and accents ignored
        (« emile » finds « Émile »), sorted by name.  The database compares the folded words with each
        player's folded ``search_text``: no player is read unless it matches."""
        words = [fold(w) for w in text.split() if w]
        if not words:
            return self.players()
        query = select(PlayerRow.id, PlayerRow.first_name, PlayerRow.last_name, PlayerRow.licence, PlayerRow.club,
                       PlayerRow.phone, PlayerRow.email)
        for word in words:
            query = query.where(PlayerRow.search_text.contains(word, autoescape=True))
        found = [
            Player(first_name=first, last_name=last, licence=licence, club=club, phone=phone, email=email, id=pid)
            for pid, first, last, licence, club, phone, email in self._rows(query)
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
        _fill_tournament(row, tournament)
        self.session.add(row)
        self.session.flush()
        return _tournament(row, has_rounds=False, has_scores=False)

    def update_tournament(self, tournament: Tournament) -> Tournament:
        row = self._row(TournamentRow, tournament.id)
        _fill_tournament(row, tournament)
        self.session.flush()
        return self.get_tournament(row.id)

    def get_tournament(self, tournament_id: int) -> Tournament:
        row = self._row(TournamentRow, tournament_id)
        return _tournament(
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
        return [_tournament(r, has_rounds=r.id in with_rounds, has_scores=r.id in with_scores) for r in rows]

    def delete_tournament(self, tournament_id: int) -> None:
        row = self._row(TournamentRow, tournament_id)
        # Bulk deletes, children first: fast, and independent of ON DELETE CASCADE support.
        round_ids = select(RoundRow.id).where(RoundRow.tournament_id == tournament_id)
        table_ids = select(TableRow.id).where(TableRow.round_id.in_(round_ids))
        game_ids = select(GameRow.id).where(GameRow.table_id.in_(table_ids))
        team_ids = select(TeamRow.id).where(TeamRow.tournament_id == tournament_id)
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
            Team(number=number, player_ids=_pair(members[team_id]), name=name, tournament_id=tournament_id, id=team_id)
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
            player_ids=_pair([m.player_id for m in row.members]),
            name=row.name,
            tournament_id=row.tournament_id,
            id=row.id,
        )

    # ------------------------------------------------------------------ registrations

    def add_registration(self, registration: Registration) -> Registration:
        row = RegistrationRow(tournament_id=registration.tournament_id)
        self._fill_registration(row, registration)
        self.session.add(row)
        self.session.flush()
        return self._registration(row)

    def update_registration(self, registration: Registration) -> Registration:
        row = self._row(RegistrationRow, registration.id)
        self._fill_registration(row, registration)
        self.session.flush()
        return self._registration(row)

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

    @staticmethod
    def _fill_registration(row: RegistrationRow, registration: Registration) -> None:
        row.player_id = registration.player_id
        row.team_id = registration.team_id
        row.number = registration.number
        row.checked_in = registration.checked_in
        row.joins_from_round = registration.joins_from_round
        row.withdrawn_from_round = registration.withdrawn_from_round

    @staticmethod
    def _registration(row: RegistrationRow) -> Registration:
        return Registration(
            player_id=row.player_id,
            team_id=row.team_id,
            checked_in=row.checked_in,
            joins_from_round=row.joins_from_round,
            withdrawn_from_round=row.withdrawn_from_round,
            number=row.number,
            tournament_id=row.tournament_id,
            id=row.id,
        )

    # ------------------------------------------------------------------ rounds

    def add_round(self, tournament_id: int, rnd: Round) -> Round:
        fmt = Format(self._row(TournamentRow, tournament_id).format)
        row = RoundRow(
            tournament_id=tournament_id,
            number=rnd.number,
            seed=rnd.seed,
            method=rnd.method.value,
            unavoidable_repeats=rnd.unavoidable_repeats,
            swapped=rnd.swapped,
        )
        self._fill_round_content(row, rnd, fmt)
        self.session.add(row)
        self.session.flush()
        return self.get_round(tournament_id, rnd.number)

    def replace_round(self, tournament_id: int, rnd: Round) -> Round:
        """Store a new draw (or a swapped one) for an existing round number; its games go with the old tables."""
        fmt = Format(self._row(TournamentRow, tournament_id).format)
        row = self._round_row(tournament_id, rnd.number)
        row.seed = rnd.seed
        row.method = rnd.method.value
        row.unavoidable_repeats = rnd.unavoidable_repeats
        row.swapped = rnd.swapped
        row.tables.clear()
        row.exempts.clear()
        self.session.flush()
        self._fill_round_content(row, rnd, fmt)
        self.session.flush()
        return self.get_round(tournament_id, rnd.number)

    def table_sides(self, tournament_id: int, round_number: int, table_number: int) -> tuple[tuple[int, ...], ...]:
        """The sides of one table (entrant ids), without loading the whole round."""
        query = (
            select(TableSeatRow.side, func.coalesce(TableSeatRow.team_id, TableSeatRow.player_id))
            .join(TableRow, TableRow.id == TableSeatRow.table_id)
            .join(RoundRow, RoundRow.id == TableRow.round_id)
            .where(RoundRow.tournament_id == tournament_id, RoundRow.number == round_number,
                   TableRow.number == table_number)
            .order_by(TableSeatRow.side, TableSeatRow.seat)
        )
        sides: dict[int, list[int]] = defaultdict(list)
        for side, entrant in self.session.execute(query):
            sides[side].append(entrant)
        return tuple(tuple(sides[s]) for s in sorted(sides))

    def round_counts(self) -> dict[int, int]:
        """Tournament id → number of rounds drawn (one query)."""
        query = select(RoundRow.tournament_id, func.count()).group_by(RoundRow.tournament_id)
        return {tid: int(count) for tid, count in self._rows(query)}

    def entrant_places(self, tournament_id: int, entrant_id: int) -> list[tuple[int, int | None]]:
        """Where the entrant was drawn: (round number, table number) for each table it sits at, (round
        number, ``None``) for each round it is exempt, in round order."""
        seated = (
            select(RoundRow.number, TableRow.number)
            .join(TableRow, TableRow.round_id == RoundRow.id)
            .join(TableSeatRow, TableSeatRow.table_id == TableRow.id)
            .where(RoundRow.tournament_id == tournament_id,
                   or_(TableSeatRow.team_id == entrant_id, TableSeatRow.player_id == entrant_id))
        )
        exempt = (
            select(RoundRow.number)
            .join(ExemptRow, ExemptRow.round_id == RoundRow.id)
            .where(RoundRow.tournament_id == tournament_id,
                   or_(ExemptRow.team_id == entrant_id, ExemptRow.player_id == entrant_id))
        )
        places: list[tuple[int, int | None]] = [(r, t) for r, t in self._rows(seated)]
        places += [(r, None) for (r,) in self._rows(exempt)]
        return sorted(set(places), key=lambda place: (place[0], place[1] or 0))

    def entrant_drawn(self, tournament_id: int, entrant_id: int) -> bool:
        """Whether the entrant sits at a table or is exempt in any round of the tournament."""
        rounds = select(RoundRow.id).where(RoundRow.tournament_id == tournament_id)
        seated = exists().where(
            TableSeatRow.table_id == TableRow.id, TableRow.round_id.in_(rounds),
            or_(TableSeatRow.team_id == entrant_id, TableSeatRow.player_id == entrant_id),
        )
        exempt = exists().where(
            ExemptRow.round_id.in_(rounds), or_(ExemptRow.team_id == entrant_id, ExemptRow.player_id == entrant_id)
        )
        return bool(self.session.scalar(select(or_(seated, exempt))))

    def round_count(self, tournament_id: int) -> int:
        return self.session.scalar(select(func.count()).where(RoundRow.tournament_id == tournament_id)) or 0

    def delete_round(self, tournament_id: int, number: int) -> None:
        self.session.delete(self._round_row(tournament_id, number))
        self.session.flush()

    def get_round(self, tournament_id: int, number: int) -> Round:
        rounds = self.rounds(tournament_id, number=number)
        if not rounds:
            raise NotFound(f"round {number}")
        return rounds[0]

    def rounds(self, tournament_id: int, *, number: int | None = None) -> list[Round]:
        """Rounds with their tables and exempts, in order (three queries whatever the size)."""
        round_query = select(RoundRow.id, RoundRow.number, RoundRow.seed, RoundRow.method, RoundRow.unavoidable_repeats,
                             RoundRow.swapped).where(
            RoundRow.tournament_id == tournament_id
        )
        if number is not None:
            round_query = round_query.where(RoundRow.number == number)
        round_rows = self._rows(round_query.order_by(RoundRow.number))
        if not round_rows:
            return []
        round_ids = [r.id for r in round_rows]
        seats: dict[int, dict[int, list[int]]] = defaultdict(lambda: defaultdict(list))
        tables_of: dict[int, list[tuple[int, int]]] = defaultdict(list)
        table_query = (
            select(TableRow.round_id, TableRow.id, TableRow.number)
            .where(TableRow.round_id.in_(round_ids))
            .order_by(TableRow.round_id, TableRow.number)
        )
        for round_id, table_id, table_number in self._rows(table_query):
            tables_of[round_id].append((table_id, table_number))
        seat_query = (
            select(
                TableSeatRow.table_id,
                TableSeatRow.side,
                func.coalesce(TableSeatRow.team_id, TableSeatRow.player_id),
            )
            .join(TableRow, TableRow.id == TableSeatRow.table_id)
            .where(TableRow.round_id.in_(round_ids))
            .order_by(TableSeatRow.table_id, TableSeatRow.side, TableSeatRow.seat)
        )
        for table_id, side, entrant in self._rows(seat_query):
            seats[table_id][side].append(entrant)
        exempts: dict[int, list[Exempt]] = defaultdict(list)
        exempt_query = (
            select(ExemptRow.round_id, ExemptRow.id, func.coalesce(ExemptRow.team_id, ExemptRow.player_id))
            .where(ExemptRow.round_id.in_(round_ids))
            .order_by(ExemptRow.id)
        )
        for round_id, exempt_id, entrant in self._rows(exempt_query):
            exempts[round_id].append(Exempt(entrant_id=entrant, id=exempt_id))
        return [
            Round(
                number=r.number,
                seed=r.seed,
                method=PairingMethod(r.method),
                tables=tuple(
                    Table(number=n, sides=(tuple(seats[t][0]), tuple(seats[t][1])), id=t) for t, n in tables_of[r.id]
                ),
                exempts=tuple(exempts[r.id]),
                unavoidable_repeats=r.unavoidable_repeats,
                swapped=bool(r.swapped),
                tournament_id=tournament_id,
                id=r.id,
            )
            for r in round_rows
        ]

    def _fill_round_content(self, row: RoundRow, rnd: Round, fmt: Format) -> None:
        key = "team_id" if fmt is Format.DOUBLETTES else "player_id"
        for table in rnd.tables:
            table_row = TableRow(number=table.number)
            for side_index, side in enumerate(table.sides):
                for seat, entrant in enumerate(side):
                    table_row.seats.append(TableSeatRow(side=side_index, seat=seat, **{key: entrant}))
            row.tables.append(table_row)
        for exempt in rnd.exempts:
            row.exempts.append(ExemptRow(**{key: exempt.entrant_id}))

    def _round_row(self, tournament_id: int, number: int) -> RoundRow:
        row = self.session.scalar(
            select(RoundRow).where(RoundRow.tournament_id == tournament_id, RoundRow.number == number)
        )
        if row is None:
            raise NotFound(f"round {number}")
        return row

    # ------------------------------------------------------------------ games

    def games(self, tournament_id: int, *, round_number: int | None = None) -> list[GameRecord]:
        """Every stored game of the tournament (or of one round), ordered by round then table.

        Tables where nothing was ever entered have no game row and are absent.
        """
        return [record for record, _key in self.games_keyed(tournament_id, round_number=round_number)]

    def games_keyed(self, tournament_id: int, *, round_number: int | None = None) -> list[tuple[GameRecord, str]]:
        """:meth:`games`, each with a *content key*: a string that changes whenever what was entered changes
        (the deals' JSON text, the paper totals, the closed flag).  Callers may memoise derived results on it.

        The deals are read as JSON text and decoded once per game (``[d1, d2, …]``), and the decoding is
        memoised on the text: decoding thousands of tiny JSON values one by one is what made a 200-team
        concours slow to rank.
        """
        game_ids = (
            select(GameRow.id)
            .join(TableRow, TableRow.id == GameRow.table_id)
            .join(RoundRow, RoundRow.id == TableRow.round_id)
            .where(RoundRow.tournament_id == tournament_id)
        )
        if round_number is not None:
            game_ids = game_ids.where(RoundRow.number == round_number)
        # Paper totals as text too: JSON ``null`` for nearly every game, decoded only when it is not.
        query = (
            select(
                GameRow.id, RoundRow.number, TableRow.number, cast(GameRow.totals, Text), GameRow.deal_count,
                GameRow.belotes, GameRow.capots, GameRow.lost_reserve, GameRow.closed,
            )
            .join(TableRow, TableRow.id == GameRow.table_id)
            .join(RoundRow, RoundRow.id == TableRow.round_id)
            .where(RoundRow.tournament_id == tournament_id)
            .order_by(RoundRow.number, TableRow.number)
        )
        if round_number is not None:
            query = query.where(RoundRow.number == round_number)
        texts = self._deal_texts(game_ids.scalar_subquery())
        result: list[tuple[GameRecord, str]] = []
        for game_id, rnd, table, totals_text, count, belotes, capots, lost, closed in self._rows(query):
            joined = "[" + texts.get(game_id, "") + "]"
            totals = json.loads(totals_text) if totals_text is not None and totals_text != "null" else None
            record = _game(tournament_id, game_id, rnd, table, _decode_deals(joined), totals, count, belotes,
                           capots, lost, closed)
            key = f"{joined}|{totals_text}|{count}|{belotes}|{capots}|{lost}|{int(bool(closed))}"
            result.append((record, key))
        return result

    def _deal_texts(self, game_ids: Any) -> dict[int, str]:
        """The deals of some games as JSON text, ``d1,d2,…`` in position order, by game id.

        Concatenated by the database (600 rows instead of 7,400 for a 200-team concours).  PostgreSQL orders
        inside the aggregate; SQLite before 3.44 cannot, but reads the deals of ``game_id IN (…)`` along their
        (game_id, position) index, hence in order — the positions are concatenated alongside and checked,
        and a game whose positions do not read 1, 2, … n is read again deal by deal, in order.
        """
        data, position = cast(DealRow.data, Text), cast(DealRow.position, Text)
        texts_of: Any
        positions_of: Any
        if self.session.connection().dialect.name == "sqlite":
            texts_of, positions_of = func.group_concat(data, ","), func.group_concat(position, ",")
        else:
            texts_of = func.aggregate_strings(data, ",").aggregate_order_by(DealRow.position)
            positions_of = func.aggregate_strings(position, ",").aggregate_order_by(DealRow.position)
        query = (
            select(DealRow.game_id, texts_of, positions_of)
            .where(DealRow.game_id.in_(game_ids))
            .group_by(DealRow.game_id)
        )
        texts: dict[int, str] = {}
        unordered: list[int] = []
        for game_id, joined, positions in self._rows(query):
            if positions == _positions(positions.count(",") + 1):
                texts[game_id] = joined
            else:
                unordered.append(game_id)
        if unordered:
            parts: dict[int, list[str]] = defaultdict(list)
            for game_id, text in self._rows(
                select(DealRow.game_id, data).where(DealRow.game_id.in_(unordered))
                .order_by(DealRow.game_id, DealRow.position)
            ):
                parts[game_id].append(text)
            texts.update((game_id, ",".join(items)) for game_id, items in parts.items())
        return texts

    def get_game(self, tournament_id: int, round_number: int, table_number: int, *,
                 lock: bool = False) -> GameRecord:
        """The game of a table; a PENDING empty record when nothing was entered (the table must exist).

        ``lock``: the caller is about to change this game; on a server the table's row stays locked until
        the transaction ends, so two stations correcting the same game take turns (SQLite's whole-file
        write lock does that already).
        """
        table = self._table_row(tournament_id, round_number, table_number, lock=lock)
        if table.game is None:
            return GameRecord(round_number=round_number, table_number=table_number, tournament_id=tournament_id)
        game = table.game
        return _game(
            tournament_id, game.id, round_number, table_number, tuple(d.data for d in game.deals), game.totals,
            game.deal_count, game.belotes, game.capots, game.lost_reserve, game.closed,
        )

    def save_game(self, record: GameRecord) -> GameRecord:
        """Store what was entered for one table (deals replaced as a whole).  A record with nothing in
        it removes the game row, so « no row » always means « nothing entered »."""
        assert record.tournament_id is not None
        table = self._table_row(record.tournament_id, record.round_number, record.table_number)
        empty = not record.deals and record.totals is None and record.state is not GameState.CLOSED
        game = table.game
        if empty:
            if game is not None:
                self.session.delete(game)
                table.game = None
                self.session.flush()
            return GameRecord(record.round_number, record.table_number, tournament_id=record.tournament_id)
        if game is None:
            game = GameRow()
            table.game = game
        game.totals = list(record.totals) if record.totals is not None else None
        game.deal_count = record.deal_count
        game.belotes = record.belotes
        game.capots = record.capots
        game.lost_reserve = record.lost_reserve
        game.closed = record.state is GameState.CLOSED
        old = [d.data for d in game.deals]
        new = [dict(d) for d in record.deals]
        if old != new:
            game.deals.clear()
            self.session.flush()
            game.deals.extend(DealRow(position=i, data=data) for i, data in enumerate(new, start=1))
        self.session.flush()
        return _game(record.tournament_id, game.id, record.round_number, record.table_number, tuple(new),
                     game.totals, game.deal_count, game.belotes, game.capots, game.lost_reserve, game.closed)

    def _table_row(self, tournament_id: int, round_number: int, table_number: int, *,
                   lock: bool = False) -> TableRow:
        query = (
            select(TableRow)
            .join(RoundRow, RoundRow.id == TableRow.round_id)
            .where(
                RoundRow.tournament_id == tournament_id,
                RoundRow.number == round_number,
                TableRow.number == table_number,
            )
        )
        row = self.session.scalar(query.with_for_update(of=TableRow) if lock else query)
        if row is None:
            raise NotFound(f"table {table_number} of round {round_number}")
        return row

    # ------------------------------------------------------------------ forfeits

    def forfeits(self, tournament_id: int) -> dict[tuple[int, int], dict[str, Any]]:
        """The tables declared forfeit: (round, table) → ``{"side": 0|1, "totals": [a, b] | None}``.

        Kept in the tournament's ``settings`` JSON (``"forfeits"``), like the other options that need no
        column of their own."""
        settings = self.session.scalar(select(TournamentRow.settings).where(TournamentRow.id == tournament_id))
        found: dict[tuple[int, int], dict[str, Any]] = {}
        for item in (settings or {}).get("forfeits", []):
            found[(int(item["round"]), int(item["table"]))] = {"side": int(item["side"]), "totals": item.get("totals")}
        return found

    def set_forfeit(self, tournament_id: int, round_number: int, table_number: int,
                    forfeit: Mapping[str, Any] | None) -> None:
        """Declare (``forfeit``: ``{"side", "totals"}``) or cancel (``None``) the forfeit of one table."""
        row = self._row(TournamentRow, tournament_id)
        settings = dict(row.settings or {})
        kept = [item for item in settings.get("forfeits", [])
                if (int(item["round"]), int(item["table"])) != (round_number, table_number)]
        if forfeit is not None:
            kept.append({"round": round_number, "table": table_number, "side": int(forfeit["side"]),
                         "totals": forfeit.get("totals")})
            kept.sort(key=lambda item: (item["round"], item["table"]))
        if kept:
            settings["forfeits"] = kept
        else:
            settings.pop("forfeits", None)
        row.settings = settings
        self.session.flush()

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
        row = AuditRow(
            tournament_id=entry.tournament_id,
            at=entry.when,
            action=action,
            what=entry.what,
            old_value=entry.old_value,
            new_value=entry.new_value,
        )
        self.session.add(row)
        self.session.flush()
        return _audit(row)

    def change_marker(self, tournament_id: int) -> str:
        """A short text that changes whenever anything stored for the tournament changes (one query).

        Every write of the services adds an audit row in its own transaction: the tournament's rows, and the
        rows with no tournament (roster, club details, a deleted tournament).  Audit rows are never deleted,
        so their *count* grows with every committed write — also on PostgreSQL, where a transaction may commit
        an id lower than one already visible (the maximum alone could miss it).  The maximum id is added so
        that the marker also moves if a row were ever replaced.
        """
        count, highest = self.session.execute(
            select(func.count(AuditRow.id), func.max(AuditRow.id)).where(
                or_(AuditRow.tournament_id == tournament_id, AuditRow.tournament_id.is_(None))
            )
        ).one()
        return f"{count}.{highest or 0}"

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
        return [_audit(row) for row in self.session.scalars(query)]

    # ------------------------------------------------------------------ helpers

    def _row(self, model: type[Any], row_id: int | None) -> Any:
        row = self.session.get(model, row_id) if row_id is not None else None
        if row is None:
            raise NotFound(f"{model.__tablename__} {row_id}")
        return row


_DECODED: OrderedDict[str, tuple[Mapping[str, Any], ...]] = OrderedDict()
_DECODED_MAX = 20_000


def _decode_deals(text: str) -> tuple[Mapping[str, Any], ...]:
    """``json.loads`` of a game's deals, memoised on the text (the same text always gives the same deals).

    The decoded dicts are shared between callers: they are treated as read-only everywhere (services copy
    a deal before changing it).
    """
    cached = _DECODED.get(text)
    if cached is not None:
        _DECODED.move_to_end(text)
        return cached
    deals = tuple(json.loads(text))
    _DECODED[text] = deals
    if len(_DECODED) > _DECODED_MAX:
        _DECODED.popitem(last=False)
    return deals


@lru_cache(maxsize=256)
def _positions(count: int) -> str:
    """``"1,2,…,count"``: the positions of a game's deals, as ``Repository._deal_texts`` reads them."""
    return ",".join(map(str, range(1, count + 1)))


def _pair(ids: list[int]) -> tuple[int, int]:
    if len(ids) != 2:
        raise ValueError(f"a team has two players, found {len(ids)}")
    return (ids[0], ids[1])


def _game(
    tournament_id: int, game_id: int, round_number: int, table_number: int, deals: tuple[Mapping[str, Any], ...],
    totals: list[Any] | None, deal_count: int | None, belotes: int | None, capots: int | None,
    lost_reserve: int | None, closed: bool,
) -> GameRecord:
    if closed:
        state = GameState.CLOSED
    elif totals is not None:
        state = GameState.FINISHED
    elif deals:
        state = GameState.IN_PROGRESS
    else:
        state = GameState.PENDING
    return GameRecord(
        round_number=round_number,
        table_number=table_number,
        deals=deals,
        totals=(int(totals[0]), int(totals[1])) if totals is not None else None,
        deal_count=deal_count,
        belotes=belotes,
        capots=capots,
        lost_reserve=lost_reserve,
        state=state,
        tournament_id=tournament_id,
        id=game_id,
    )


def _audit(row: AuditRow) -> AuditEntry:
    when = row.at if row.at.tzinfo is not None else row.at.replace(tzinfo=dt.UTC)
    return AuditEntry(
        what=row.what,
        old_value=row.old_value,
        new_value=row.new_value,
        when=when,
        tournament_id=row.tournament_id,
        id=row.id,
    )
