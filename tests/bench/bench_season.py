"""Season benchmark (a script): ``python tests/bench/bench_season.py [--concours 40] [--teams 40]``.

Issue 23: a season of 40 concours of 40 teams ranks in under 200 ms after a deal is entered in its last
concours.  The season is read as the window reads it after every deal (``add_deal`` then
``season_standings``); its cost is measured (CPU time, median of several deals) and compared, in the same
run, with one concours' standings: that 40-team concours ranked from its stored facts (a fresh façade: read
and ranked, as when it is opened).  Goals: the season's read ≤ 200 ms, and ≤ 3× one concours' standings (only
the concours that changed is read again; the others' results are kept with their change marker).

The concours are entered from paper totals (a few seconds each); the last concours' last round is being played
(``count_unfinished``: it counts, provisionally).
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

from belote_club.rules import Game  # noqa: E402
from belote_club.services import ClubService  # noqa: E402
from belote_club.services.demo import demo_players, random_game  # noqa: E402
from belote_club.services.scoring import house_rules  # noqa: E402

ROUNDS = 4


def _cpu(action: Callable[[], object]) -> float:
    start = time.process_time()
    action()
    return time.process_time() - start


def build(service: ClubService, concours: int, teams: int, rng: random.Random) -> tuple[int, int]:
    """``concours`` concours of ``teams`` teams drawn from a roster of regulars, played from paper totals; the
    last one's last round has its first table left to play.  Returns (season id, last concours id)."""
    roster = [p.id for p in service.add_players(demo_players(rng, 3 * teams)) if p.id is not None]
    ids: list[int] = []
    for index in range(concours):
        tournament = service.create_tournament(f"Concours {index + 1}", dt.date(2026, 1, 3) + dt.timedelta(days=7 * index),
                                               planned_rounds=ROUNDS)
        assert tournament.id is not None
        tid = tournament.id
        rules = house_rules(tournament.rules)
        present = rng.sample(roster, 2 * teams)
        for i in range(teams):
            service.create_team(tid, (present[2 * i], present[2 * i + 1]), checked_in=True)
        last = index == concours - 1
        for number in range(1, ROUNDS + 1):
            view = service.draw_next_round(tid, seed=rng.randrange(2**31))
            for table in view.tables:
                if last and number == ROUNDS and table.number == 1:
                    continue
                game = Game(rules, explain=False)
                for deal in random_game(rules, rng):
                    game.add(deal)
                totals = game.result().totals
                service.enter_paper_totals(tid, number, table.number, (totals[0], totals[1]))
        if not last:
            service.finish_tournament(tid)
        ids.append(tid)
        print(f"  concours {index + 1}/{concours} built", flush=True)
    season = service.create_season("Banc", {"count_unfinished": True, "best_of": concours // 2,
                                            "place_points": [10, 8, 6, 4, 2]}, concours=ids)
    return season.id, ids[-1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--concours", type=int, default=40)
    parser.add_argument("--teams", type=int, default=40)
    parser.add_argument("--repeat", type=int, default=9)
    parser.add_argument("--no-fail", action="store_true")
    args = parser.parse_args()
    rng = random.Random(2026)
    with tempfile.TemporaryDirectory() as folder, ClubService.open(db_file=Path(folder) / "season.belote") as service:
        started = time.perf_counter()
        season_id, last = build(service, args.concours, args.teams, rng)
        print(f"built {args.concours} concours × {args.teams} teams in {time.perf_counter() - started:.0f} s")
        cold = _cpu(lambda: service.season_standings(season_id))
        print(f"season read cold (every concours loaded): {cold * 1000:.0f} ms")
        deal = {"taker": 0, "trump": "hearts", "points": [100, 62]}
        service.standings(last)  # the window shows that concours
        season_times, concours_times = [], []
        for _ in range(args.repeat):
            service.add_deal(last, ROUNDS, 1, deal)
            season_times.append(_cpu(lambda: service.season_standings(season_id)))
            service.delete_deal(last, ROUNDS, 1, 1)
            service.season_standings(season_id)
            with ClubService.open(db_file=Path(folder) / "season.belote") as fresh:
                concours_times.append(_cpu(lambda fresh=fresh: fresh.standings(last)))
        season_ms = statistics.median(season_times) * 1000
        concours_ms = statistics.median(concours_times) * 1000
        rows = len(service.season_standings(season_id).lines)
        print(f"after a deal: season {season_ms:.1f} ms ({rows} rows); one concours' standings {concours_ms:.1f} ms")
        met = goal(f"season of {args.concours} × {args.teams} after a deal", season_ms, 200, unit="ms")
        met &= goal("season after a deal / one concours' standings", season_ms / max(concours_ms, 0.1), 3.0)
    return 0 if met or args.no_fail else 1


if __name__ == "__main__":
    sys.exit(main())
