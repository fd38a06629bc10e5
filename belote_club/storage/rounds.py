"""The rounds of a tournament: tables, seats, exempts, drawn and stored as a whole; where an entrant sat.

Part of :class:`belote_club.storage.repository.Repository`."""

from __future__ import annotations

from collections import defaultdict

from sqlalchemy import exists, func, or_, select

from belote_club.storage.mapping import (
    NotFound,
    RowAccess,
)
from belote_club.storage.models import (
    ExemptRow,
    RoundRow,
    TableRow,
    TableSeatRow,
    TournamentRow,
)
from belote_club.tournament.model import (
    Exempt,
    Format,
    PairingMethod,
    Round,
    Table,
)


class RoundRows(RowAccess):
    """Rounds and their tables."""

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

