import datetime as dt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_club.tournament.draw import draw_round
from belote_club.tournament.model import (
    Exempt,
    ExemptKind,
    ExemptPolicy,
    Format,
    PairingMethod,
    RankingKey,
    Round,
    Table,
    Tournament,
)
from belote_club.tournament.results import GameOutcome
from belote_club.tournament.standings import compute_standings, ranking_criteria, ranking_order

RAND = PairingMethod.RANDOM
T = Tournament(name="Concours", date=dt.date(2026, 6, 1))


def win(a: int, b: int, rubicon: bool = False) -> GameOutcome:
    return GameOutcome((a, b), 0 if a > b else 1, ((2 if rubicon else 1), 0) if a > b else (0, 1))


def test_doublettes_standings_with_exempt_and_rubicon() -> None:
    r1 = Round(1, 0, RAND, tables=(Table(1, ((1,), (2,))),), exempts=(Exempt(3),))
    r2 = Round(2, 0, RAND, tables=(Table(1, ((3,), (1,))),), exempts=(Exempt(2),))
    results = {(1, 1): win(1000, 400, rubicon=True), (2, 1): win(700, 1010)}
    table = compute_standings(T, [r2, r1], results, entrants=[4])
    by_id = {s.entrant_id: s for s in table}
    one = by_id[1]
    assert (one.games_played, one.wins, one.losses, one.game_points) == (2, 2, 0, 3)
    assert (one.points_for, one.points_against, one.difference) == (2010, 1100, 910)
    assert one.opponents == frozenset({2, 3}) and [r.round_number for r in one.rounds] == [1, 2]
    three = by_id[3]
    assert (three.games_played, three.exempt_rounds, three.wins, three.points_for) == (1, 1, 1, 1700)
    assert three.rounds[0].exempt and three.rounds[0].result == "won"
    assert by_id[4].games_played == 0 and by_id[4].rank == 4
    # preset "points": points for, then game points: 2010, 1700 (700 + exempt 1000), 1400 (400 + 1000), 0
    assert ranking_order(table) == [1, 3, 2, 4]


def test_criteria_and_shared_ranks() -> None:
    r1 = Round(1, 0, RAND, tables=(Table(1, ((1,), (2,))), Table(2, ((3,), (4,)))))
    results = {(1, 1): win(1000, 500), (1, 2): win(1000, 500)}
    table = compute_standings(T, [r1], results)
    assert [(s.entrant_id, s.rank) for s in table] == [(1, 1), (3, 1), (2, 3), (4, 3)]
    victoires = compute_standings(T, [r1], {(1, 1): win(1000, 500), (1, 2): win(1010, 990)},
                                  criteria=ranking_criteria("victoires"))
    assert [s.entrant_id for s in victoires] == [3, 1, 4, 2]  # wins first, then points for
    fewest_against = compute_standings(T, [r1], {(1, 1): win(1000, 500), (1, 2): win(1010, 990)},
                                       criteria=(RankingKey.GAME_POINTS, RankingKey.POINTS_AGAINST))
    assert [s.entrant_id for s in fewest_against] == [1, 3, 2, 4]


def test_ranking_criteria_parsing() -> None:
    assert ranking_criteria("points") == (RankingKey.POINTS_FOR, RankingKey.GAME_POINTS)
    assert ranking_criteria(["difference", "wins"]) == (RankingKey.DIFFERENCE, RankingKey.WINS)
    assert ranking_criteria("points_against") == (RankingKey.POINTS_AGAINST,)
    with pytest.raises(ValueError):
        ranking_criteria(["wins", "wins"])
    with pytest.raises(ValueError):
        ranking_criteria("nope")


def test_unfinished_and_missing_games_do_not_count_draws_do() -> None:
    r1 = Round(1, 0, RAND, tables=(Table(1, ((1,), (2,))), Table(2, ((3,), (4,)))))
    results = {(1, 1): GameOutcome((300, 200), None, (0, 0), finished=False)}
    assert all(s.games_played == 0 and s.rank == 1 for s in compute_standings(T, [r1], results))
    drawn = compute_standings(T, [r1], {(1, 2): GameOutcome.from_totals((900, 900))})
    three = next(s for s in drawn if s.entrant_id == 3)
    assert (three.games_played, three.draws, three.wins, three.game_points) == (1, 1, 0, 0)


def test_melee_individual_standings() -> None:
    melee = Tournament(name="Mêlée", date=dt.date(2026, 6, 1), format=Format.MELEE,
                       exempt_policy=ExemptPolicy(ExemptKind.ROUND_AVERAGE))
    r1 = Round(1, 0, RAND, tables=(Table(1, ((1, 2), (3, 4))),), exempts=(Exempt(5),))
    table = compute_standings(melee, [r1], {(1, 1): win(600, 1000)})
    by_id = {s.entrant_id: s for s in table}
    assert by_id[3].points_for == 1000 and by_id[3].rounds[0].partners == (4,)
    assert by_id[3].opponents == frozenset({1, 2}) and by_id[4].wins == 1
    assert by_id[5].points_for == 800 and by_id[5].games_played == 0  # round average of 600 and 1000
    assert [s.rank for s in table] == [1, 1, 3, 4, 4]


@settings(max_examples=40, deadline=None)
@given(n=st.integers(2, 14), rounds=st.integers(1, 4), seed=st.integers(0, 10**6), data=st.data())
def test_standings_invariants(n: int, rounds: int, seed: int, data: st.DataObject) -> None:
    """Points for and against balance over played games; ranks are 1-based competition ranks."""
    previous: list[Round] = []
    results: dict[tuple[int, int], GameOutcome] = {}
    for k in range(1, rounds + 1):
        rnd = draw_round(Format.DOUBLETTES, range(n), previous, number=k, seed=seed + k)
        previous.append(rnd)
        for t in rnd.tables:
            a, b = data.draw(st.integers(0, 1500)), data.draw(st.integers(0, 1500))
            results[(k, t.number)] = GameOutcome.from_totals((a, b))
    tourney = Tournament(name="P", date=dt.date(2026, 1, 1), exempt_policy=ExemptPolicy(ExemptKind.NOTHING))
    table = compute_standings(tourney, previous, results)
    assert sorted(s.entrant_id for s in table) == list(range(n))
    assert sum(s.points_for for s in table) == sum(s.points_against for s in table)
    assert sum(s.wins for s in table) == sum(s.losses for s in table)
    assert sum(s.games_played for s in table) == 2 * len(results)
    assert table[0].rank == 1
    for i, s in enumerate(table):
        assert s.rank <= i + 1
        if i:
            prev = table[i - 1]
            key = (-s.points_for, -s.game_points)
            prev_key = (-prev.points_for, -prev.game_points)
            assert prev_key <= key
            assert (s.rank == prev.rank) == (prev_key == key)
            if s.rank != prev.rank:
                assert s.rank == i + 1
