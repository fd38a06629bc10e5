"""The games of a tournament (deals as entered, paper totals, closing, forfeits), read in bulk or one by one.

Part of :class:`belote_club.storage.repository.Repository`."""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Mapping
from typing import Any
from typing import cast as typed

from sqlalchemy import Integer, Text, bindparam, cast, func, insert, select
from sqlalchemy.orm.util import identity_key

from belote_club.rules.deal_data import DealData
from belote_club.storage.mapping import NotFound, RowAccess, deal_positions, decode_deals, game_record
from belote_club.storage.models import (
    DealRow,
    GameRow,
    RoundRow,
    TableRow,
    TournamentRow,
)
from belote_club.tournament.model import (
    GameRecord,
    GameState,
)

# Built once: a statement costs more to build than to run (a deal entered is the commonest write).
_LAST_POSITION = select(func.max(DealRow.position)).where(DealRow.game_id == bindparam("game_id", type_=Integer))
_DEAL_INSERT = insert(DealRow)


class GameRows(RowAccess):
    """Games: what was entered at each table."""

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
            record = game_record(tournament_id, game_id, rnd, table, decode_deals(joined), totals, count, belotes,
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
            if positions == deal_positions(positions.count(",") + 1):
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
        return game_record(
            tournament_id, game.id, round_number, table_number, tuple(typed(DealData, d.data) for d in game.deals), game.totals,
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
        new = [d.copy() for d in record.deals]
        self._store_deals(game, new)
        self.session.flush()
        return game_record(record.tournament_id, game.id, record.round_number, record.table_number, tuple(new),
                     game.totals, game.deal_count, game.belotes, game.capots, game.lost_reserve, game.closed)

    def append_deal(self, record: GameRecord) -> GameRecord:
        """Store a game whose only change is one deal added at its end, its row already stored (``record.id``):
        the deal's row inserted after the game's last one, nothing read but that position (a deal entered is
        the commonest write of an evening: :meth:`save_game` would read the table, the game and its deals)."""
        assert record.id is not None and record.deals
        self.session.flush()
        connection = self.session.connection()
        last = connection.execute(_LAST_POSITION, {"game_id": record.id}).scalar()
        connection.execute(_DEAL_INSERT, {"game_id": record.id, "position": (last or 0) + 1,
                                          "data": dict(record.deals[-1])})
        # The row was written behind the session's back: a game it holds forgets its deals, read again if asked.
        held = self.session.identity_map.get(identity_key(GameRow, record.id))
        if held is not None:
            self.session.expire(held, ["deals"])
        return record

    def _store_deals(self, game: GameRow, new: list[DealData]) -> None:
        """Make the game's deal rows hold ``new``, touching only the rows that change: a deal added is one
        row inserted, a deal corrected one row updated (whatever the number of deals before it); a deal
        inserted or deleted in the middle rewrites the rows from there on."""
        rows = list(game.deals)
        same = 0
        while same < min(len(rows), len(new)) and rows[same].data == new[same]:
            same += 1
        if len(rows) == len(new):
            for row, data in zip(rows[same:], new[same:], strict=True):
                if row.data != data:
                    row.data = typed(dict[str, Any], data)
            return
        if same < len(rows):
            del game.deals[same:]
            self.session.flush()  # the old positions freed before they are used again (unique per game)
        after = rows[same - 1].position if same else 0  # positions kept as stored (a file may have gaps)
        game.deals.extend(DealRow(position=i, data=data) for i, data in enumerate(new[same:], start=after + 1))

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

    def lots_seed(self, tournament_id: int) -> int | None:
        """The seed of the tournament's drawing of lots (ranking criterion ``lots``), drawn once and kept in its
        ``settings`` JSON (``"lots_seed"``); ``None`` when none was drawn."""
        settings = self.session.scalar(select(TournamentRow.settings).where(TournamentRow.id == tournament_id))
        seed = (settings or {}).get("lots_seed")
        return int(seed) if seed is not None else None

    def set_lots_seed(self, tournament_id: int, seed: int) -> None:
        row = self._row(TournamentRow, tournament_id)
        row.settings = {**(row.settings or {}), "lots_seed": int(seed)}
        self.session.flush()
