"""A season as the front ends read it: its views, the export (SEASON.md §3, JSON and CSV), and each concours'
final standings turned into what the season computation takes (:class:`ConcoursResult`)."""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from belote_club.services import csv_io
from belote_club.services.snapshot import TournamentSnapshot
from belote_club.services.views import Standings
from belote_club.tournament.model import Player
from belote_club.tournament.season import (
    ConcoursEntry,
    ConcoursResult,
    Season,
    SeasonLine,
    SeasonRules,
    SeasonStanding,
)

__all__ = ["SeasonSummary", "SeasonView", "concours_result", "season_csv", "season_json"]

_KINDS = {"won": "won", "lost": "lost", "draw": "drawn"}


@dataclass(frozen=True)
class SeasonSummary:
    """A season in a list: its dates as shown (given, else those of its concours; None when it holds none)."""

    season: Season
    first_date: dt.date | None
    last_date: dt.date | None

    @property
    def id(self) -> int:
        assert self.season.id is not None
        return self.season.id

    @property
    def name(self) -> str:
        return self.season.name

    @property
    def concours_count(self) -> int:
        return len(self.season.concours_ids)


@dataclass(frozen=True)
class SeasonView:
    """A season's standings: the season, its rules (defaults filled in), every concours it holds (id →
    name, date, format, finished), the players named in its rows, and the computed standing."""

    summary: SeasonSummary
    rules: SeasonRules
    held: Mapping[int, ConcoursResult]
    players: Mapping[int, Player]
    standing: SeasonStanding

    @property
    def lines(self) -> tuple[SeasonLine, ...]:
        return self.standing.lines


def concours_result(snapshot: TournamentSnapshot, standings: Standings, finished: bool) -> ConcoursResult:
    """The final standings of a concours as the season takes them: each row's cards, rank, wins, points and
    games by kind (an exempt round is ``exempt``; a table declared forfeit ``forfeit_won``/``forfeit_lost``)."""
    tournament = snapshot.tournament
    forfeits = snapshot.forfeits
    entries = []
    for row in standings.rows:
        games: Counter[str] = Counter()
        for line in row.lines:
            if line.exempt:
                games["exempt"] += 1
                continue
            kind = _KINDS.get(line.result)
            if kind is None:
                continue
            if (line.round_number, line.table) in forfeits and kind != "drawn":
                kind = "forfeit_" + kind
            games[kind] += 1
        entries.append(ConcoursEntry(
            player_ids=tuple(p.id for p in row.players if p.id is not None), number=row.number, rank=row.rank,
            wins=row.wins, points_for=row.points_for, points_against=row.points_against, games=dict(games)))
    assert tournament.id is not None
    return ConcoursResult(id=tournament.id, name=tournament.name, date=tournament.date,
                          format=tournament.format.value, finished=finished, entries=tuple(entries))


def _player(player: Player | None) -> dict[str, Any]:
    if player is None:
        return {"first_name": "", "last_name": "", "licence": None}
    return {"first_name": player.first_name, "last_name": player.last_name, "licence": player.licence}


def season_json(view: SeasonView) -> dict[str, Any]:
    """The export of SEASON.md §3: ``{"season": {"id", "name", "first_date", "last_date", "rules", "concours",
    "rows"}}``."""
    summary = view.summary
    standing = view.standing
    return {"season": {
        "id": summary.id,
        "name": summary.name,
        "first_date": summary.first_date.isoformat() if summary.first_date else None,
        "last_date": summary.last_date.isoformat() if summary.last_date else None,
        "rules": view.rules.to_dict(),
        "concours": [
            {"id": c.id, "name": c.name, "date": c.date.isoformat(), "finished": c.finished,
             "provisional": c.id in standing.provisional}
            for c in standing.concours
        ],
        "rows": [
            {
                "rank": line.rank,
                "ids": list(line.ids),
                "players": [_player(view.players.get(pid)) for pid in line.ids],
                "concours": line.concours,
                "counted": list(line.counted),
                "wins": line.wins,
                "points_for": line.points_for,
                "total": line.total,
                "by_concours": [{"concours": p.concours_id, "team": p.team, "rank": p.rank, "points": p.points}
                                for p in line.by_concours],
            }
            for line in standing.lines
        ],
    }}


def row_names(line: SeasonLine, players: Mapping[int, Player], *, sort_names: bool = True) -> str:
    """« Fauré Noémie / Dupont Marie »: the row's players (« Nom Prénom »), in name order."""
    from belote_club.tournament.season import name_key

    chosen = sorted(line.ids, key=lambda pid: (name_key(players.get(pid)), pid))
    names = []
    for pid in chosen:
        player = players.get(pid)
        if player is None:
            names.append(str(pid))
        else:
            names.append(player.sort_name if sort_names else player.display_name)
    return " / ".join(names)


def season_csv(view: SeasonView) -> str:
    """``saison.csv``: one line a row — rank, names, concours, wins, points for, total, then each concours'
    points (empty when absent), ``;``-separated with a header line."""
    concours: Sequence[ConcoursResult] = view.standing.concours
    rows: list[list[Any]] = [["rang", "noms", "concours", "victoires", "points_pour", "total",
                              *(f"{c.name} ({c.date.strftime('%d/%m/%Y')})" for c in concours)]]
    for line in view.standing.lines:
        points = {p.concours_id: p.points for p in line.by_concours}
        rows.append(["" if line.rank is None else line.rank, row_names(line, view.players), line.concours, line.wins,
                     line.points_for, line.total, *(points.get(c.id, "") for c in concours)])
    return csv_io.write_rows(rows)
