"""The club's season (docs: ``SEASON.md``): a ranking of players (or pairs of players) over several concours.

Pure computation, no storage.  The services hand over each concours' final standings as
:class:`ConcoursResult` (one :class:`ConcoursEntry` per standings row: the player cards, the rank, the wins,
the points and how many games of each kind the row played) and the season's :class:`SeasonRules`;
:func:`compute_season` returns every row of the season, ranked rows first, then the « non classé » rows.

A player's (team's) points for one concours are ``per_concours`` + the sum of ``per_game`` over its games +
``place_points[rank − 1]`` + the score term; the season total is the sum over the concours counted (all of
them, or the best ``best_of``).  Ties on the total are broken by ``tie_breaks`` in order; a tie left is
« ex æquo » (ranks as in sport: 1, 2, 2, 4).  Nothing here is stored: the season is recomputed from the
concours every time.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from belote_club.text import fold

from .model import Player

__all__ = [
    "GAME_KINDS", "PER_GAME_DEFAULT", "RANKINGS", "SCORES", "TIE_BREAKS", "ConcoursEntry", "ConcoursPoints",
    "ConcoursResult", "Season", "SeasonLine", "SeasonRules", "SeasonStanding", "compute_season", "name_key",
]

#: The kinds of game a ``per_game`` object scores, in the order of SEASON.md §2.
GAME_KINDS = ("won", "drawn", "lost", "exempt", "forfeit_won", "forfeit_lost")
PER_GAME_DEFAULT: Mapping[str, int] = {"won": 1, "drawn": 0, "lost": 0, "exempt": 1, "forfeit_won": 1,
                                       "forfeit_lost": 0}
RANKINGS = ("players", "teams")
SCORES = ("none", "points_for", "difference")
TIE_BREAKS = ("concours", "wins", "points_for", "name", "shared")
DEFAULT_TIE_BREAKS = ("concours", "wins", "points_for", "name")


@dataclass(frozen=True)
class SeasonRules:
    """The rules of a season, every key of SEASON.md §2 with its default (validated by the services)."""

    ranking: str = "players"
    per_game: Mapping[str, int] = field(default_factory=lambda: dict(PER_GAME_DEFAULT))
    per_concours: int = 0
    place_points: tuple[int, ...] = ()
    score: str = "none"
    score_divisor: int = 1
    best_of: int | None = None
    min_concours: int = 0
    count_unfinished: bool = False
    tie_breaks: tuple[str, ...] = DEFAULT_TIE_BREAKS

    def to_dict(self) -> dict[str, Any]:
        """The JSON object, every default filled in (as the export writes it)."""
        return {
            "ranking": self.ranking,
            "per_game": {kind: self.per_game.get(kind, PER_GAME_DEFAULT[kind]) for kind in GAME_KINDS},
            "per_concours": self.per_concours,
            "place_points": list(self.place_points),
            "score": self.score,
            "score_divisor": self.score_divisor,
            "best_of": self.best_of,
            "min_concours": self.min_concours,
            "count_unfinished": self.count_unfinished,
            "tie_breaks": list(self.tie_breaks),
        }


@dataclass(frozen=True)
class Season:
    """A season as stored: its name, its dates as given (``None``: those of its concours), its rules (the
    JSON object as given) and the ids of the concours it counts."""

    name: str
    rules: Mapping[str, Any] = field(default_factory=dict)
    first_date: dt.date | None = None
    last_date: dt.date | None = None
    concours_ids: tuple[int, ...] = ()
    id: int | None = None


@dataclass(frozen=True)
class ConcoursEntry:
    """One row of a concours' final standings: a team (two cards) in doublettes, a player in mêlée."""

    player_ids: tuple[int, ...]
    number: int | None
    rank: int
    wins: int
    points_for: int
    points_against: int
    games: Mapping[str, int] = field(default_factory=dict)  #: GAME_KINDS → how many games of that kind


@dataclass(frozen=True)
class ConcoursResult:
    """A concours as the season sees it: its final standings."""

    id: int
    name: str
    date: dt.date
    format: str  #: "doublettes" or "melee"
    finished: bool
    entries: tuple[ConcoursEntry, ...] = ()


class ConcoursPoints(NamedTuple):
    """What one row earned in one concours (a named tuple: a season of 40 concours builds thousands)."""

    concours_id: int
    team: int | None  #: the team's (or the mêlée player's) number in that concours
    rank: int
    points: int
    wins: int
    points_for: int
    counted: bool  #: counted in the season's total (``best_of``)


@dataclass(frozen=True)
class SeasonLine:
    """One row of the season: a player (one id) or a pair of players (two ids, ascending)."""

    rank: int | None  #: None: « non classé » (fewer concours than ``min_concours``)
    ids: tuple[int, ...]
    concours: int
    counted: tuple[int, ...]
    wins: int
    points_for: int
    total: int
    by_concours: tuple[ConcoursPoints, ...]
    tied: bool = False  #: shares its rank (« ex æquo »)


@dataclass(frozen=True)
class SeasonStanding:
    """The season's concours that count (date order) with whether each is provisional, and its rows."""

    concours: tuple[ConcoursResult, ...]
    provisional: frozenset[int]
    lines: tuple[SeasonLine, ...]


def name_key(player: Player | None) -> tuple[str, str]:
    """A player's place in name order: last name, then first name, folded (accents, case, « œ », hyphens)."""
    if player is None:
        return ("", "")
    return (fold(player.last_name).replace("-", " "), fold(player.first_name).replace("-", " "))


def _row_name_key(ids: tuple[int, ...], players: Mapping[int, Player]) -> tuple[Any, ...]:
    keyed = sorted((name_key(players.get(pid)), pid) for pid in ids)
    return (tuple(k for k, _pid in keyed), tuple(sorted(ids)))


def counted_concours(rules: SeasonRules, concours: Iterable[ConcoursResult]) -> list[ConcoursResult]:
    """The concours that count, in date order then id: the finished ones (every one with ``count_unfinished``)."""
    chosen = [c for c in concours if c.finished or rules.count_unfinished]
    return sorted(chosen, key=lambda c: (c.date, c.id))


def entry_points(rules: SeasonRules, entry: ConcoursEntry) -> int:
    """The season points of one standings row of one concours."""
    points = rules.per_concours
    for kind, count in entry.games.items():
        points += rules.per_game.get(kind, 0) * count
    if 1 <= entry.rank <= len(rules.place_points):
        points += rules.place_points[entry.rank - 1]
    if rules.score == "points_for":
        points += entry.points_for // rules.score_divisor
    elif rules.score == "difference":
        points += (entry.points_for - entry.points_against) // rules.score_divisor
    return points


@dataclass
class _Row:
    ids: tuple[int, ...]
    results: list[tuple[ConcoursResult, ConcoursEntry, int]] = field(default_factory=list)


def compute_season(rules: SeasonRules, concours: Iterable[ConcoursResult],
                   players: Mapping[int, Player]) -> SeasonStanding:
    """Every row of the season, ranked rows first (rank order, then name order within a shared rank), then the
    « non classé » rows in the same order without a rank."""
    counted = counted_concours(rules, concours)
    rows: dict[tuple[int, ...], _Row] = {}
    for result in counted:
        for entry in result.entries:
            points = entry_points(rules, entry)
            keys = ([tuple(sorted(entry.player_ids))] if rules.ranking == "teams"
                    else [(pid,) for pid in dict.fromkeys(entry.player_ids)])
            for key in keys:
                row = rows.get(key)
                if row is None:
                    row = rows[key] = _Row(key)
                row.results.append((result, entry, points))
    lines = [_line(rules, row) for row in rows.values()]
    names = {line.ids: _row_name_key(line.ids, players) for line in lines}
    ranked = [line for line in lines if line.concours >= rules.min_concours]
    unranked = [line for line in lines if line.concours < rules.min_concours]
    ordered = _rank(rules, ranked, names)
    others = [line for group in _groups(rules, unranked, names) for line in group]
    return SeasonStanding(
        concours=tuple(counted),
        provisional=frozenset(c.id for c in counted if not c.finished),
        lines=tuple(ordered + others),
    )


def _line(rules: SeasonRules, row: _Row) -> SeasonLine:
    results = sorted(row.results, key=lambda item: (item[0].date, item[0].id))
    best = sorted(results, key=lambda item: (-item[2], -item[1].wins, -item[1].points_for, item[0].date, item[0].id))
    if rules.best_of is not None:
        best = best[:rules.best_of]
    chosen = {item[0].id for item in best}
    return SeasonLine(
        rank=None,
        ids=row.ids,
        concours=len(results),
        counted=tuple(c.id for c, _entry, _points in results if c.id in chosen),
        wins=sum(entry.wins for c, entry, _points in results if c.id in chosen),
        points_for=sum(entry.points_for for c, entry, _points in results if c.id in chosen),
        total=sum(points for c, _entry, points in results if c.id in chosen),
        by_concours=tuple(ConcoursPoints(c.id, entry.number, entry.rank, points, entry.wins, entry.points_for,
                                         c.id in chosen) for c, entry, points in results),
    )


def _groups(rules: SeasonRules, lines: Sequence[SeasonLine],
            names: Mapping[tuple[int, ...], tuple[Any, ...]]) -> list[list[SeasonLine]]:
    """The lines in order, grouped by what the tie-breaks leave equal (each group in name order)."""
    keys: list[Any] = []
    for tie_break in rules.tie_breaks:
        if tie_break == "shared":
            break
        keys.append(tie_break)

    def key(line: SeasonLine) -> tuple[Any, ...]:
        values: list[Any] = [-line.total]
        for tie_break in keys:
            if tie_break == "concours":
                values.append(-line.concours)
            elif tie_break == "wins":
                values.append(-line.wins)
            elif tie_break == "points_for":
                values.append(-line.points_for)
            elif tie_break == "name":
                values.append(names[line.ids])
        return tuple(values)

    ordered = sorted(lines, key=lambda line: (key(line), names[line.ids]))
    groups: list[list[SeasonLine]] = []
    previous: tuple[Any, ...] | None = None
    for line in ordered:
        current = key(line)
        if groups and current == previous:
            groups[-1].append(line)
        else:
            groups.append([line])
        previous = current
    return groups


def _rank(rules: SeasonRules, lines: Sequence[SeasonLine],
          names: Mapping[tuple[int, ...], tuple[Any, ...]]) -> list[SeasonLine]:
    ranked: list[SeasonLine] = []
    for group in _groups(rules, lines, names):
        rank = len(ranked) + 1
        ranked.extend(_with_rank(line, rank, len(group) > 1) for line in group)
    return ranked


def _with_rank(line: SeasonLine, rank: int, tied: bool) -> SeasonLine:
    return SeasonLine(rank=rank, ids=line.ids, concours=line.concours, counted=line.counted, wins=line.wins,
                      points_for=line.points_for, total=line.total, by_concours=line.by_concours, tied=tied)
