"""Storage and services benchmark (a script, not a timed test): ``python tests/bench/bench_storage.py``.

Every goal of issue « speed at the size of a big concours » that the services answer for, each measured
as a ratio in the same run (CPU time, median of several runs), so that it holds on a noisy machine:

* deal committed → standings refreshed (``add_deal`` then ``standings``, as the window does after every
  deal): the cost at 1 000 teams ≤ 1.5× the cost at 24 teams, and under one frame (16 ms) at 200 teams;
* saving a game (``set_deals``), creating a team (``create_team``), registering a player (mêlée,
  ``register_player``): cost independent of the number of entrants, ≤ 1.3× from 50 to 1 000;
* the whole demo (``belote-club demo``, 4 rounds): per-team cost at 1 000 teams ≤ 1.2× that at 100 teams
  (``--demo-teams 0`` skips it: it takes a minute or two);
* searching a roster of 100 000 players: under 250 ms a query (it took 2.5 s);
* also printed: open a 200-team concours and rank it (cold and warm), draw its round 7, JSON export.

Exits 1 when a goal is missed (``--no-fail``: report only).
"""

from __future__ import annotations

import argparse
import datetime as dt
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

from run_all import goal  # noqa: E402

from belote_club.cli import main as cli_main  # noqa: E402
from belote_club.services import ClubService  # noqa: E402
from belote_club.services.demo import create_demo, demo_players, random_game  # noqa: E402
from belote_club.services.scoring import clear_caches, house_rules  # noqa: E402
from belote_club.storage import mapping  # noqa: E402
from belote_club.tournament.model import Format  # noqa: E402


def _cpu(action: Callable[[], object]) -> float:
    start = time.process_time()
    action()
    return time.process_time() - start


def _interleaved(small: list[Callable[[], object]], large: list[Callable[[], object]]) -> tuple[float, float]:
    """Median CPU time of each list of actions, run alternately (a burst of load hits both alike)."""
    times: tuple[list[float], list[float]] = ([], [])
    for a, b in zip(small, large, strict=True):
        times[0].append(_cpu(a))
        times[1].append(_cpu(b))
    return statistics.median(times[0]), statistics.median(times[1])


def _cold() -> None:
    clear_caches()
    mapping.DECODED.clear()


class Concours:
    """A doublettes concours of ``teams`` teams, round 1 drawn, every table played but the first two."""

    def __init__(self, folder: Path, teams: int, *, seed: int = 2026) -> None:
        self.teams = teams
        self.service = ClubService.open(db_file=folder / f"concours-{teams}.belote")
        self.rng = random.Random(seed)
        tournament = self.service.create_tournament(f"Banc {teams}", dt.date(2026, 11, 21), planned_rounds=7)
        assert tournament.id is not None
        self.tid = tournament.id
        self.rules = house_rules(tournament.rules)
        roster = self.service.add_players(demo_players(self.rng, 2 * teams + 40))
        self.spare = [p.id for p in roster[2 * teams:] if p.id is not None]  # 20 more teams
        for i in range(teams):
            a, b = roster[2 * i].id, roster[2 * i + 1].id
            assert a is not None and b is not None
            self.service.create_team(self.tid, (a, b), checked_in=True)
        view = self.service.draw_next_round(self.tid, seed=seed)
        self.tables = [t.number for t in view.tables]
        for number in self.tables[2:]:
            self.service.set_deals(self.tid, 1, number, random_game(self.rules, self.rng))

    def deal_then_standings(self) -> list[Callable[[], object]]:
        """« A deal is committed, the standings are refreshed », over one whole game (the screen shows the
        standings already)."""
        self.service.standings(self.tid)
        deals = random_game(self.rules, self.rng)
        return [lambda deal=deal: (self.service.add_deal(self.tid, 1, 1, deal), self.service.standings(self.tid))
                for deal in deals]

    def save_game(self, count: int) -> list[Callable[[], object]]:
        """Saving a whole game (``set_deals``) at a table."""
        games = [random_game(self.rules, self.rng) for _ in range(count)]
        return [lambda g=g: self.service.set_deals(self.tid, 1, 2, g) for g in games]

    def create_team(self, count: int) -> list[Callable[[], object]]:
        """Creating (and registering) one more team."""
        pairs = [(self.spare[2 * i], self.spare[2 * i + 1]) for i in range(count)]
        return [lambda p=p: self.service.create_team(self.tid, p) for p in pairs]

    def close(self) -> None:
        self.service.close()


class Melee:
    """A mêlée of ``players`` registered players (nothing drawn)."""

    def __init__(self, folder: Path, players: int, *, seed: int = 7) -> None:
        self.service = ClubService.open(db_file=folder / f"melee-{players}.belote")
        tournament = self.service.create_tournament(f"Mêlée {players}", dt.date(2026, 11, 21), format=Format.MELEE)
        assert tournament.id is not None
        self.tid = tournament.id
        roster = self.service.add_players(demo_players(random.Random(seed), players + 20))
        self.spare = [p.id for p in roster[players:] if p.id is not None]
        for player in roster[:players]:
            assert player.id is not None
            self.service.register_player(self.tid, player.id, checked_in=True)

    def register(self, count: int) -> list[Callable[[], object]]:
        return [lambda p=p: self.service.register_player(self.tid, p) for p in self.spare[:count]]

    def close(self) -> None:
        self.service.close()


def _roster_search(folder: Path, players: int) -> float:
    """Median CPU seconds of a roster search among ``players`` players (folded words, indexed column)."""
    with ClubService.open(db_file=folder / "roster.belote") as service:
        rng = random.Random(3)
        for start in range(0, players, 5_000):
            service.add_players(demo_players(rng, min(5_000, players - start)))
        queries = ["emile", "mart dup", "belote", "gérard", "zz", "12", "roux cœur", "é"]
        return statistics.median(_cpu(lambda q=q: service.players(q)) for q in queries)


def _demo_per_team(folder: Path, teams: int, *, again: bool = False) -> float:
    """CPU seconds per team of the whole demo (4 rounds), in a new file (``again``: a second one)."""
    with ClubService.open(db_file=folder / f"demo-{teams}{'-again' if again else ''}.belote") as service:
        start = time.process_time()
        create_demo(service, teams=teams, rounds=4, seed=2026)
        return (time.process_time() - start) / teams


def _big_concours(folder: Path, teams: int, rounds: int) -> None:
    """Open + rank, draw, export on the demo of ``teams`` teams (figures printed, no goal here)."""
    db = folder / "bench.belote"
    code = cli_main(["demo", "--db", str(db), "--teams", str(teams), "--rounds", str(rounds), "--seed", "2026"])
    if code:
        raise SystemExit(code)
    with ClubService.open(db_file=db) as service:
        tid = service.tournaments()[0].tournament.id
        assert tid is not None
        service.update_tournament(tid, planned_rounds=rounds + 1)

    def open_and_rank() -> int:
        with ClubService.open(db_file=db) as service:
            return len(service.standings(tid).rows)

    open_and_rank()
    cold = []
    for _ in range(5):
        _cold()
        cold.append(_cpu(open_and_rank))
    warm = statistics.median(_cpu(open_and_rank) for _ in range(5))
    print(f"open + full standings, {teams} teams: cold {statistics.median(cold) * 1e3:.1f} ms, "
          f"warm {warm * 1e3:.1f} ms CPU")
    with ClubService.open(db_file=db) as service:
        export = _cpu(lambda: service.export(tid))
        draw = _cpu(lambda: service.draw_next_round(tid, seed=7))
    print(f"JSON export, {teams} teams: {export * 1e3:.0f} ms CPU; draw round {rounds + 1}: {draw * 1e3:.0f} ms CPU")


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--small", type=int, default=24, help="teams of the small concours (deal → standings)")
    parser.add_argument("--middle", type=int, default=200, help="teams of the 16 ms check")
    parser.add_argument("--large", type=int, default=1000)
    parser.add_argument("--few", type=int, default=50, help="entrants of the small side of « independent of size »")
    parser.add_argument("--demo-teams", type=int, default=1000, help="0: skip the whole-demo goal")
    parser.add_argument("--roster", type=int, default=100_000, help="players of the roster search (0: skip)")
    parser.add_argument("--no-fail", action="store_true")
    args = parser.parse_args()

    met = True
    with tempfile.TemporaryDirectory(prefix="belote-bench-") as name:
        folder = Path(name)
        sizes = sorted({args.small, args.few, args.middle, args.large})
        concours = {}
        for teams in sizes:
            start = time.process_time()
            concours[teams] = Concours(folder, teams)
            print(f"concours of {teams} teams built in {time.process_time() - start:.1f} s CPU", flush=True)
        deal: dict[int, float] = {}
        deal[args.small], deal[args.large] = _interleaved(concours[args.small].deal_then_standings(),
                                                          concours[args.large].deal_then_standings())
        deal[args.middle] = statistics.median(_cpu(a) for a in concours[args.middle].deal_then_standings())
        save = _interleaved(concours[args.few].save_game(15), concours[args.large].save_game(15))
        team = _interleaved(concours[args.few].create_team(15), concours[args.large].create_team(15))
        print(f"deal → standings: {deal[args.small] * 1e3:.2f} ms at {args.small} teams, {deal[args.middle] * 1e3:.2f} "
              f"ms at {args.middle}, {deal[args.large] * 1e3:.2f} ms at {args.large} (CPU, median)")
        print(f"save a game: {save[0] * 1e3:.2f} ms at {args.few} teams, {save[1] * 1e3:.2f} ms at {args.large}")
        print(f"create a team: {team[0] * 1e3:.2f} ms at {args.few} teams, {team[1] * 1e3:.2f} ms at {args.large}")
        for c in concours.values():
            c.close()
        melees = {players: Melee(folder, players) for players in (args.few, args.large)}
        register = _interleaved(melees[args.few].register(15), melees[args.large].register(15))
        for m in melees.values():
            m.close()
        print(f"register a player: {register[0] * 1e3:.2f} ms at {args.few}, {register[1] * 1e3:.2f} ms at "
              f"{args.large} (CPU, median)")

        met &= goal(f"deal → standings, {args.large} / {args.small} teams", deal[args.large] / deal[args.small], 1.5)
        met &= goal(f"deal → standings, {args.middle} teams", deal[args.middle] * 1e3, 16, unit="ms")
        met &= goal(f"save a game, {args.large} / {args.few} teams", save[1] / save[0], 1.3)
        met &= goal(f"create a team, {args.large} / {args.few} teams", team[1] / team[0], 1.3)
        met &= goal(f"register a player, {args.large} / {args.few} players", register[1] / register[0], 1.3)

        if args.demo_teams:
            small = max(args.demo_teams // 10, 2)
            # The small demo before and after the large one, their mean kept: the machine's speed drifts over the
            # half-minute the large one takes, and this way a drift weighs on both sides alike.
            before = _demo_per_team(folder, small)
            per_large = _demo_per_team(folder, args.demo_teams)
            after = _demo_per_team(folder, small, again=True)
            per_small = (before + after) / 2
            print(f"demo, 4 rounds: {per_small * 1e3:.1f} ms per team at {small} teams (before {before * 1e3:.1f}, "
                  f"after {after * 1e3:.1f}), {per_large * 1e3:.1f} ms per team at {args.demo_teams} teams (CPU)")
            met &= goal(f"demo per team, {args.demo_teams} / {small} teams", per_large / per_small, 1.2)
            with ClubService.open(db_file=folder / f"demo-{args.demo_teams}.belote") as service:
                tid = service.tournaments()[0].tournament.id
                assert tid is not None
                _cold()
                cold = _cpu(lambda: service.export(tid))
                warm = _cpu(lambda: service.export(tid))
            print(f"JSON export, {args.demo_teams} teams: {cold:.2f} s CPU cold, {warm:.2f} s again (kept snapshot)")

        if args.roster:
            search = _roster_search(folder, args.roster)
            met &= goal(f"roster search, {args.roster} players", search * 1e3, 250, unit="ms")

        _big_concours(folder, args.middle, 6)
    if not met and not args.no_fail:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
