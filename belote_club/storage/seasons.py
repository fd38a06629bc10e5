"""Seasons (SEASON.md) and what spans concours: the seasons' rows, the concours they count, the change markers
of many concours at once, the concours a player took part in, and merging two cards of one player.

Part of :class:`belote_club.storage.repository.Repository`; takes and returns the dataclasses of
:mod:`belote_club.tournament` (:class:`~belote_club.tournament.season.Season`), never a row.
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from sqlalchemy import delete, func, select, update

from belote_club.storage.mapping import RowAccess, fill_player, player_of
from belote_club.storage.models import (
    AuditRow,
    ExemptRow,
    PlayerRow,
    RegistrationRow,
    RoundRow,
    SeasonConcoursRow,
    SeasonRow,
    TableRow,
    TableSeatRow,
    TeamMemberRow,
    TeamRow,
    TournamentRow,
)
from belote_club.tournament.model import Player
from belote_club.tournament.season import Season

__all__ = ["SeasonRows"]


class SeasonRows(RowAccess):
    """Seasons, the concours they count, and the player's concours."""

    # ------------------------------------------------------------------ seasons

    def add_season(self, season: Season) -> Season:
        row = SeasonRow(name=season.name, first_date=season.first_date, last_date=season.last_date,
                        rules=dict(season.rules))
        self.session.add(row)
        self.session.flush()
        self.set_season_concours(row.id, season.concours_ids)
        return self.get_season(row.id)

    def update_season(self, season: Season) -> Season:
        """Name, dates and rules of ``season`` (its concours: :meth:`set_season_concours`)."""
        row = self._row(SeasonRow, season.id)
        row.name, row.first_date, row.last_date = season.name, season.first_date, season.last_date
        row.rules = dict(season.rules)
        self.session.flush()
        return self.get_season(row.id)

    def set_season_concours(self, season_id: int, concours_ids: Iterable[int]) -> None:
        wanted = set(concours_ids)
        present = set(self.session.scalars(
            select(SeasonConcoursRow.tournament_id).where(SeasonConcoursRow.season_id == season_id)))
        gone = present - wanted
        if gone:
            self.session.execute(delete(SeasonConcoursRow).where(
                SeasonConcoursRow.season_id == season_id, SeasonConcoursRow.tournament_id.in_(gone)))
        for tournament_id in sorted(wanted - present):
            self.session.add(SeasonConcoursRow(season_id=season_id, tournament_id=tournament_id))
        self.session.flush()

    def get_season(self, season_id: int) -> Season:
        row = self._row(SeasonRow, season_id)
        return self._season(row, self._season_concours([season_id]).get(season_id, ()))

    def seasons(self) -> list[Season]:
        """Every season, the most recent first (by id)."""
        rows = list(self.session.scalars(select(SeasonRow).order_by(SeasonRow.id.desc())))
        concours = self._season_concours([row.id for row in rows])
        return [self._season(row, concours.get(row.id, ())) for row in rows]

    def delete_season(self, season_id: int) -> None:
        row = self._row(SeasonRow, season_id)
        self.session.execute(delete(SeasonConcoursRow).where(SeasonConcoursRow.season_id == season_id))
        self.session.delete(row)
        self.session.flush()

    def forget_concours_in_seasons(self, tournament_id: int) -> None:
        """A deleted concours leaves every season (the seasons stay)."""
        self.session.execute(delete(SeasonConcoursRow).where(SeasonConcoursRow.tournament_id == tournament_id),
                             execution_options={"synchronize_session": False})

    def concours_facts(self, ids: Iterable[int] | None = None) -> dict[int, tuple[str, dt.date, str, bool]]:
        """``id → (name, date, format, finished)`` of the concours ``ids`` (every concours when None)."""
        query = select(TournamentRow.id, TournamentRow.name, TournamentRow.date, TournamentRow.format,
                       TournamentRow.finished)
        if ids is not None:
            wanted = list(ids)
            if not wanted:
                return {}
            query = query.where(TournamentRow.id.in_(wanted))
        return {tid: (name, date, fmt, bool(finished)) for tid, name, date, fmt, finished in self._rows(query)}

    def change_markers(self, tournament_ids: Sequence[int]) -> dict[int, str]:
        """The change marker of each concours (as :meth:`Repository.change_marker` gives it), in two queries
        whatever their number: what a season reads to know which of its concours changed."""
        if not tournament_ids:
            return {}
        connection = self.session.connection()
        sqlite = connection.dialect.name == "sqlite"
        by_tournament = {tid: (count, highest) for tid, count, highest in self._rows(
            select(AuditRow.tournament_id, func.count(AuditRow.id), func.max(AuditRow.id))
            .where(AuditRow.tournament_id.in_(list(tournament_ids))).group_by(AuditRow.tournament_id))}
        none_count, none_highest = self._rows(
            select(func.count(AuditRow.id), func.max(AuditRow.id)).where(AuditRow.tournament_id.is_(None)))[0]
        markers = {}
        for tid in tournament_ids:
            count, highest = by_tournament.get(tid, (0, 0))
            top = max(highest or 0, none_highest or 0)
            markers[tid] = str(top) if sqlite else f"{count + (none_count or 0)}.{top}"
        return markers

    # ------------------------------------------------------------------ players across concours

    def concours_of_player(self, player_id: int) -> list[int]:
        """The concours where the card is registered (mêlée) or in a team (doublettes)."""
        alone = select(RegistrationRow.tournament_id).where(RegistrationRow.player_id == player_id)
        in_team = (select(TeamRow.tournament_id).join(TeamMemberRow, TeamMemberRow.team_id == TeamRow.id)
                   .where(TeamMemberRow.player_id == player_id))
        return sorted({row[0] for row in self._rows(alone.union(in_team))})

    def merge_players(self, kept: int, merged: int) -> None:
        """Every concours of the card ``merged`` now names the card ``kept``; ``merged`` is deleted.  The
        caller checks first that the two cards never played the same concours (:meth:`concours_of_player`)."""
        for model in (RegistrationRow, TeamMemberRow, TableSeatRow, ExemptRow):
            column: Any = model.player_id
            self.session.execute(update(model).where(column == merged).values(player_id=kept),
                                 execution_options={"synchronize_session": False})
        self.session.expire_all()
        self.session.delete(self._row(PlayerRow, merged))
        self.session.flush()

    def split_player(self, kept: int, card: Player, concours_ids: Iterable[int]) -> Player:
        """Undo :meth:`merge_players`: the card ``card`` is made again (with its former id when that is free: an
        id once given, a sequence never gives again), and every seat of the card ``kept`` in the concours
        ``concours_ids`` (those the merged card played, where ``kept`` did not play before) names it again."""
        row = PlayerRow()
        fill_player(row, card)
        if card.id is not None and self.session.get(PlayerRow, card.id) is None:
            row.id = card.id
        self.session.add(row)
        self.session.flush()
        wanted = list(concours_ids)
        rounds = select(RoundRow.id).where(RoundRow.tournament_id.in_(wanted))
        where: list[tuple[Any, Any]] = [
            (RegistrationRow, RegistrationRow.tournament_id.in_(wanted)),
            (TeamMemberRow, TeamMemberRow.team_id.in_(select(TeamRow.id).where(TeamRow.tournament_id.in_(wanted)))),
            (TableSeatRow, TableSeatRow.table_id.in_(select(TableRow.id).where(TableRow.round_id.in_(rounds)))),
            (ExemptRow, ExemptRow.round_id.in_(rounds)),
        ]
        for model, inside in where:
            column: Any = model.player_id
            self.session.execute(update(model).where(column == kept, inside).values(player_id=row.id),
                                 execution_options={"synchronize_session": False})
        self.session.expire_all()
        self.session.flush()
        return player_of(self._row(PlayerRow, row.id))

    # ------------------------------------------------------------------ helpers

    def _season_concours(self, season_ids: Sequence[int]) -> Mapping[int, tuple[int, ...]]:
        if not season_ids:
            return {}
        found: dict[int, list[int]] = defaultdict(list)
        query = (select(SeasonConcoursRow.season_id, SeasonConcoursRow.tournament_id)
                 .where(SeasonConcoursRow.season_id.in_(list(season_ids)))
                 .order_by(SeasonConcoursRow.season_id, SeasonConcoursRow.tournament_id))
        for season_id, tournament_id in self._rows(query):
            found[season_id].append(tournament_id)
        return {sid: tuple(ids) for sid, ids in found.items()}

    @staticmethod
    def _season(row: SeasonRow, concours: tuple[int, ...]) -> Season:
        return Season(name=row.name, rules=dict(row.rules or {}), first_date=row.first_date, last_date=row.last_date,
                      concours_ids=concours, id=row.id)

