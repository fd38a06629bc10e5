"""A tournament as the services read it: :class:`TournamentSnapshot`, and the one way entrants are named.

One home for these facts, used by every service module:

* the entrants (registrations + teams + players → :class:`EntrantView`): :func:`load_entrants`, for the
  whole tournament or for a few entrants (the two sides of one table);
* how the two sides of a table are called: labels (« Les As », « Marie Dupont / Paul Martin ») for the
  engine's explanations, names (« l’équipe n° 12 ») for the paper-sheet checks: :func:`side_view`,
  :func:`side_name`, :func:`table_camps`;
* round progress (tables finished / being played / not started): :func:`round_progress`.

A snapshot loads a whole tournament in a handful of queries inside one unit of work and builds round
views, game views and standings from it (:mod:`belote_club.services.standings`).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from belote_club.i18n import gettext
from belote_club.services import scoring
from belote_club.services.errors import ServiceError
from belote_club.services.validation import shown
from belote_club.services.views import EntrantView, GameView, RoundProgress, RoundView, SideView, TableView
from belote_club.storage.repository import Repository
from belote_club.tournament.model import (
    Format,
    GameRecord,
    GameState,
    Player,
    RankingKey,
    Registration,
    Round,
    Team,
    Tournament,
)
from belote_club.tournament.results import GameOutcome

__all__ = [
    "RANKED", "TournamentSnapshot", "build_entrants", "load_entrants", "round_progress", "side_name",
    "side_view", "table_camps",
]


# ---------------------------------------------------------------------- entrants


def build_entrants(registrations: Sequence[Registration], teams: Mapping[int | None, Team],
                   players: Mapping[int, Player]) -> dict[int, EntrantView]:
    """Entrant views by entrant id, ordered by number then label."""
    views: list[EntrantView] = []
    for reg in registrations:
        if reg.team_id is not None:
            team = teams[reg.team_id]
            members = tuple(players[pid] for pid in team.player_ids)
            label = team.name or " / ".join(p.display_name for p in members)
            views.append(EntrantView(reg.team_id, team.number, label, members, reg, team_id=reg.team_id))
        elif reg.player_id is not None:
            player = players[reg.player_id]
            views.append(EntrantView(reg.player_id, reg.number, player.display_name, (player,), reg))
    views.sort(key=lambda v: (v.number is None, v.number or 0, v.label))
    return {v.entrant_id: v for v in views}


def load_entrants(repo: Repository, tournament_id: int,
                  entrant_ids: Collection[int] | None = None) -> dict[int, EntrantView]:
    """The entrants of a tournament (all of them, or only ``entrant_ids``), by entrant id.

    With ``entrant_ids`` the cost does not depend on the size of the tournament (a few indexed rows)."""
    registrations = repo.registrations(tournament_id, entrant_ids=entrant_ids)
    team_ids = [r.team_id for r in registrations if r.team_id is not None]
    teams: dict[int | None, Team] = {
        t.id: t for t in repo.teams(tournament_id, ids=team_ids if entrant_ids is not None else None)
    }
    player_ids = {pid for t in teams.values() for pid in t.player_ids}
    player_ids |= {r.player_id for r in registrations if r.player_id is not None}
    return build_entrants(registrations, teams, repo.players_by_id(player_ids))


# ---------------------------------------------------------------------- sides of a table


def side_view(entrants: Mapping[int, EntrantView], fmt: Format, side: tuple[int, ...]) -> SideView:
    """One side of a table as screens and sheets show it."""
    views = [entrants.get(e) for e in side]
    if fmt is Format.DOUBLETTES:
        view = views[0]
        if view is None:
            return SideView(side, gettext("Équipe {number}").format(number=side[0]), (None,), ())
        return SideView(side, view.label, (view.number,), view.players)
    labels = [v.label if v else gettext("Joueur {number}").format(number=e) for v, e in zip(views, side, strict=True)]
    players = tuple(p for v in views if v for p in v.players)
    return SideView(side, " / ".join(labels), tuple(v.number if v else None for v in views), players)


def side_name(side: SideView) -> str:
    """« l’équipe n° 12 » / « les joueurs n° 3 et 17 »: how the paper-sheet checks name a side."""
    numbers = [n for n in side.numbers if n is not None]
    if len(side.entrant_ids) == 1 and numbers:
        return gettext("l’équipe n° {number}").format(number=numbers[0])
    if numbers:
        return gettext("les joueurs n° {numbers}").format(numbers=gettext(" et ").join(str(n) for n in numbers))
    return side.label


def camps_of(entrants: Mapping[int, EntrantView], fmt: Format, sides: Sequence[tuple[int, ...]]
             ) -> tuple[tuple[str, str], tuple[str, str]] | None:
    """(labels, names) of the two sides of a table (see :func:`side_view`, :func:`side_name`)."""
    if len(sides) != 2:
        return None
    first, second = side_view(entrants, fmt, sides[0]), side_view(entrants, fmt, sides[1])
    return (first.label, second.label), (side_name(first), side_name(second))


def table_camps(repo: Repository, tournament: Tournament, round_number: int, table_number: int
                ) -> tuple[tuple[str, str], tuple[str, str]] | None:
    """(labels, names) of the two sides of one table, reading only that table's entrants."""
    assert tournament.id is not None
    sides = repo.table_sides(tournament.id, round_number, table_number)
    if len(sides) != 2:
        return None
    entrants = load_entrants(repo, tournament.id, {e for side in sides for e in side})
    return camps_of(entrants, tournament.format, sides)


# ---------------------------------------------------------------------- progress


def round_progress(round_number: int, games: Sequence[tuple[int, GameView]]) -> RoundProgress:
    """Tables finished (or closed), being played, not started, from the (table number, game) of a round."""
    finished = sum(1 for _number, game in games if game.finished)
    in_progress = sum(1 for _number, game in games if not game.finished and game.has_score)
    return RoundProgress(
        round_number=round_number,
        tables=len(games),
        finished=finished,
        in_progress=in_progress,
        pending=len(games) - finished - in_progress,
        remaining=tuple(number for number, game in games if not game.finished),
    )


# ---------------------------------------------------------------------- the snapshot


def _outcome(game: GameView) -> tuple[object, ...]:
    """What the standings read of a game: only a finished game counts, by its totals, winner, game points."""
    if not game.finished:
        return (False,)
    return (True, game.totals, game.winner, game.game_points)


#: The first item of the :attr:`TournamentSnapshot.derived` keys whose result depends on the finished games'
#: outcomes only (standings after a round): a deal added to a game still being played leaves them as they are.
RANKED = "standings"


def _ranked_only(key: object) -> bool:
    return isinstance(key, tuple) and bool(key) and key[0] == RANKED


class TournamentSnapshot:
    """Everything about one tournament, loaded in a handful of queries, to build views and standings.

    Valid inside the unit of work that loaded it (players are read lazily through the repository it was
    loaded with); :meth:`detach` reads what is left and forgets that repository, so that a snapshot kept
    beyond its unit of work (the services' cache) never reaches the database again: what a later unit of
    work reads, it reads through its own repository."""

    def __init__(self, repo: Repository, tournament: Tournament) -> None:
        assert tournament.id is not None
        self._repo: Repository | None = repo
        self.tournament = tournament
        self.tournament_id: int = tournament.id
        self.rules = scoring.house_rules(tournament.rules)
        self.registrations = repo.registrations(tournament.id)
        self.rounds: list[Round] = repo.rounds(tournament.id)
        self.rules_key = scoring.rules_key(tournament.rules)
        self.games: dict[tuple[int, int], GameRecord] = {}
        self.content_keys: dict[tuple[int, int], str] = {}
        for record, key in repo.games_keyed(tournament.id):
            self.games[(record.round_number, record.table_number)] = record
            self.content_keys[(record.round_number, record.table_number)] = key
        self._tables: dict[tuple[int, int], tuple[tuple[int, ...], tuple[int, ...]]] | None = None
        self.teams: dict[int | None, Team] = {t.id: t for t in repo.teams(tournament.id)}
        #: Tables declared forfeit: (round, table) → ``{"side", "totals"}`` (see ``Repository.forfeits``).
        self.forfeits = repo.forfeits(tournament.id)
        #: The seed of the drawing of lots (criterion ``lots``), drawn once and kept with the tournament.
        self.lots_seed: int = ((repo.lots_seed(tournament.id) or 0)
                               if RankingKey.LOTS in tournament.ranking_criteria else 0)
        self._entrants: dict[int, EntrantView] | None = None
        self._players: dict[int, Player] | None = None
        self._views: dict[tuple[int, int, bool], GameView] = {}
        self._unexplained: dict[tuple[int, int], GameView] = {}
        #: Results derived from the whole snapshot (standings after each round…), kept by the services'
        #: cache while nothing they depend on changes (see :meth:`update_game`).
        self.derived: dict[object, object] = {}
        self.version = 0  #: moves with every :meth:`update_game`

    @classmethod
    def load(cls, repo: Repository, tournament: Tournament) -> TournamentSnapshot:
        return cls(repo, tournament)

    def detach(self) -> None:
        """Read what is still read lazily, so that the snapshot outlives its unit of work (cache)."""
        _ = self.entrants
        self._repo = None

    def update_game(self, record: GameRecord) -> None:
        """The game of one table as just saved: only that game is scored again.

        What was derived from the whole snapshot (:attr:`derived`) is forgotten only when the game's
        outcome as the standings see it (finished, totals, winner, game points) changed; when only whether
        it has a score changed (its first deal, or its last one deleted), only what the round's progress
        feeds (keys not under :data:`RANKED`) is forgotten: a deal added to a game still being played leaves
        the standings as they were, the very same object (a screen may compare it with ``is``)."""
        key = (record.round_number, record.table_number)
        self.version += 1
        before = self.game_view(*key, explain=False)
        empty = not record.deals and record.totals is None and record.state is not GameState.CLOSED
        if empty:
            self.games.pop(key, None)
            self.content_keys.pop(key, None)
        else:
            self.games[key] = record
            self.content_keys[key] = "fingerprint:" + scoring.fingerprint(record)
        self._unexplained.clear()  # a round average of a forfeit may include this game: all read again
        for explain in (True, False):
            self._views.pop((*key, explain), None)
            for (round_number, table_number) in self.forfeits:  # a round average may include this game
                if round_number == record.round_number:
                    self._views.pop((round_number, table_number, explain), None)
        after = self.game_view(*key, explain=False)
        if _outcome(before) != _outcome(after):
            self.derived.clear()
        elif before.has_score != after.has_score:  # the round's progress moved, not the standings
            self.derived = {k: v for k, v in self.derived.items() if _ranked_only(k)}

    def update_forfeit(self, round_number: int, table_number: int, forfeit: Mapping[str, Any] | None,
                       view: GameView | None = None) -> None:
        """The forfeit of one table as just declared (``{"side", "totals"}``, ``view``: its game as the
        declaration scored it) or cancelled (``None``): the views of that table and of the round's other
        forfeits (whose round average it leaves or joins) are built again when asked for, and what was
        derived from the whole snapshot is forgotten."""
        key = (round_number, table_number)
        self.version += 1
        if forfeit is None:
            self.forfeits.pop(key, None)
        else:
            self.forfeits[key] = {"side": int(forfeit["side"]), "totals": forfeit.get("totals")}
        stale = {key} | {k for k in self.forfeits if k[0] == round_number}
        self._views = {k: v for k, v in self._views.items() if (k[0], k[1]) not in stale}
        self._unexplained = {k: v for k, v in self._unexplained.items() if k not in stale}
        if forfeit is not None and view is not None:  # a forfeit has no explanation to build: one view
            self._views[(*key, True)] = self._views[(*key, False)] = view
        self.derived.clear()

    @property
    def players(self) -> dict[int, Player]:
        if self._players is None:
            ids = {pid for t in self.teams.values() for pid in t.player_ids}
            ids |= {r.player_id for r in self.registrations if r.player_id is not None}
            if self._repo is None:
                raise RuntimeError("snapshot detached from its unit of work before its players were read")
            self._players = self._repo.players_by_id(ids)
        return self._players

    @property
    def entrants(self) -> dict[int, EntrantView]:
        if self._entrants is None:
            self._entrants = build_entrants(self.registrations, self.teams, self.players)
        return self._entrants

    @property
    def labels(self) -> dict[int, str]:
        return {eid: view.label for eid, view in self.entrants.items()}

    def round(self, number: int) -> Round:
        for rnd in self.rounds:
            if rnd.number == number:
                return rnd
        raise ServiceError(gettext("La manche {round} n’a pas encore été tirée.").format(round=shown(number)))

    def put_round(self, rnd: Round) -> None:
        """A round just drawn, redrawn or swapped: replace it and forget what was derived from the old one."""
        self.rounds = [r for r in self.rounds if r.number != rnd.number] + [rnd]
        self.rounds.sort(key=lambda r: r.number)
        self._tables = None
        self._views = {k: v for k, v in self._views.items() if k[0] != rnd.number}
        self._unexplained = {k: v for k, v in self._unexplained.items() if k[0] != rnd.number}

    def record(self, round_number: int, table_number: int) -> GameRecord:
        return self.games.get(
            (round_number, table_number),
            GameRecord(round_number, table_number, tournament_id=self.tournament_id),
        )

    def side_view(self, side: tuple[int, ...]) -> SideView:
        return side_view(self.entrants, self.tournament.format, side)

    def game_view(self, round_number: int, table_number: int, *, explain: bool = True) -> GameView:
        key = (round_number, table_number, explain)
        cached = self._views.get(key)
        if cached is not None:
            return cached
        forfeit = self.forfeits.get((round_number, table_number))
        if forfeit is not None:
            view = self.forfeit_view(round_number, table_number, forfeit)
            self._views[key] = view
            return view
        record = self.record(round_number, table_number)
        content = self.content_keys.get((round_number, table_number))
        if not explain and record.totals is None:
            view = (scoring.cached_game_view(self.rules, self.rules_key, record, content) if content is not None
                    else scoring.game_view(self.rules, record, explain=False))
        else:
            camps = self.camps(round_number, table_number)
            labels, names = camps if camps is not None else (None, None)
            warnings = scoring.paper_warnings(self.rules, record, names) if record.totals is not None else ()
            view = scoring.game_view(self.rules, record, explain=explain, warnings=warnings, camp_names=labels)
        self._views[key] = view
        return view

    def unexplained_view(self, round_number: int, table_number: int) -> GameView:
        """The game with every deal line (points, running totals) but no explanation built: what a printed
        document needs.  (``game_view(explain=False)`` is a summary: totals and state, no deal lines.)"""
        key = (round_number, table_number)
        cached = self._unexplained.get(key)
        if cached is not None:
            return cached
        record = self.record(round_number, table_number)
        if key in self.forfeits or record.totals is not None or not record.deals:
            view = self.game_view(round_number, table_number, explain=False)
        else:
            camps = self.camps(round_number, table_number)
            view = scoring.game_view(self.rules, record, explain=False,
                                     camp_names=camps[0] if camps is not None else None)
        self._unexplained[key] = view
        return view

    def forfeit_view(self, round_number: int, table_number: int, forfeit: Mapping[str, Any]) -> GameView:
        """The game of a table declared forfeit (see :func:`scoring.forfeit_view`)."""
        others = []
        for rnd in self.rounds:
            if rnd.number != round_number:
                continue
            for table in rnd.tables:
                if table.number == table_number or (round_number, table.number) in self.forfeits:
                    continue
                game = self.game_view(round_number, table.number, explain=False)
                if game.finished:
                    others.append(GameOutcome(game.totals, game.winner, game.game_points, True))
        return scoring.forfeit_view(self.rules, self.tournament.exempt_policy, round_number, table_number,
                                    int(forfeit["side"]), forfeit.get("totals"), others)

    def has_table(self, round_number: int, table_number: int) -> bool:
        if self._tables is None:
            self._tables = {(r.number, t.number): t.sides for r in self.rounds for t in r.tables}
        return (round_number, table_number) in self._tables

    def camps(self, round_number: int, table_number: int) -> tuple[tuple[str, str], tuple[str, str]] | None:
        """(labels, names) of the two sides of a table (see :func:`camps_of`)."""
        if self._tables is None:
            self._tables = {(r.number, t.number): t.sides for r in self.rounds for t in r.tables}
        sides = self._tables.get((round_number, table_number))
        if sides is None:
            return None
        return camps_of(self.entrants, self.tournament.format, sides)

    def round_view(self, rnd: Round, *, explain: bool = True) -> RoundView:
        """The round's tables and games; ``explain=False``: deal lines without explanations (documents)."""
        tables = tuple(
            TableView(
                round_number=rnd.number,
                number=table.number,
                sides=(self.side_view(table.sides[0]), self.side_view(table.sides[1])),
                game=(self.game_view(rnd.number, table.number) if explain
                      else self.unexplained_view(rnd.number, table.number)),
            )
            for table in rnd.tables
        )
        progress = round_progress(rnd.number, [(t.number, t.game) for t in tables])
        exempts = tuple(
            self.entrants.get(e.entrant_id)
            or EntrantView(e.entrant_id, None, str(e.entrant_id), (), Registration(player_id=e.entrant_id))
            for e in rnd.exempts
        )
        return RoundView(rnd.number, rnd.seed, rnd.method.value, tables, exempts, rnd.unavoidable_repeats, progress,
                         swapped=rnd.swapped)

    def complete(self, rnd: Round) -> bool:
        """Whether every game of the round is finished (or closed); stops at the first one that is not (asked
        after every game finished: a round being played answers at once, whatever its number of tables)."""
        return all(self.game_view(rnd.number, t.number, explain=False).finished for t in rnd.tables)

    def progress(self, rnd: Round) -> RoundProgress:
        games = [(t.number, self.game_view(rnd.number, t.number, explain=False)) for t in rnd.tables]
        return round_progress(rnd.number, games)
