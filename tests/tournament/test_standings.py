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


# Tie-breaks (issue « the organiser's evening »): head-to-head, best single game, drawing of lots; ex æquo.
from belote_club.tournament.standings import CRITERION_LABELS, CRITERION_PHRASES, EX_AEQUO, criteria_text  # noqa: E402

TIE = (
    Round(1, 0, RAND, tables=(Table(1, ((1,), (2,))), Table(2, ((3,), (4,))))),
    Round(2, 0, RAND, tables=(Table(1, ((3,), (1,))), Table(2, ((2,), (4,))))),
)
# 1 and 2: one win each, 1 500 points each; 1 beat 2 (1 000 – 900); 1's best game 1 000, 2's 900.
TIE_RESULTS = {(1, 1): win(1000, 900), (1, 2): win(1010, 200), (2, 1): win(1000, 500), (2, 2): win(600, 400)}


def test_shared_ranks_are_marked_ex_aequo() -> None:
    table = compute_standings(T, TIE, TIE_RESULTS, criteria=(RankingKey.GAME_POINTS, RankingKey.POINTS_FOR))
    by_id = {s.entrant_id: s for s in table}
    assert by_id[1].rank == by_id[2].rank == 2 and by_id[1].tied and by_id[2].tied
    assert not by_id[3].tied and by_id[3].rank == 1 and by_id[4].rank == 4
    assert EX_AEQUO == "ex æquo"


def test_head_to_head_separates_the_tied_entrants_only() -> None:
    keys = (RankingKey.GAME_POINTS, RankingKey.POINTS_FOR, RankingKey.HEAD_TO_HEAD)
    table = compute_standings(T, TIE, TIE_RESULTS, criteria=keys)
    assert [(s.entrant_id, s.rank, s.tied) for s in table] == [(3, 1, False), (1, 2, False), (2, 3, False),
                                                                (4, 4, False)]
    assert {s.entrant_id: s.head_to_head for s in table}[1] == 1
    # 2 beat 4 too, but 4 is not tied with 2: only the games between tied entrants count.
    assert {s.entrant_id: s.head_to_head for s in table}[2] == 0


def test_best_single_game() -> None:
    keys = (RankingKey.GAME_POINTS, RankingKey.POINTS_FOR, RankingKey.BEST_GAME)
    table = compute_standings(T, TIE, TIE_RESULTS, criteria=keys)
    assert [s.entrant_id for s in table] == [3, 1, 2, 4]
    assert {s.entrant_id: s.best_game for s in table} == {1: 1000, 2: 900, 3: 1010, 4: 400}


def test_drawing_of_lots_is_seeded_and_breaks_every_tie() -> None:
    rounds = [Round(1, 0, RAND, tables=tuple(Table(i, ((2 * i - 1,), (2 * i,))) for i in range(1, 6)))]
    results = {(1, i): GameOutcome.from_totals((800, 800)) for i in range(1, 6)}
    keys = (RankingKey.GAME_POINTS, RankingKey.LOTS)
    orders = set()
    for seed in range(8):
        table = compute_standings(T, rounds, results, criteria=keys, lots_seed=seed)
        assert [s.rank for s in table] == list(range(1, 11)) and not any(s.tied for s in table)
        assert table == compute_standings(T, rounds, results, criteria=keys, lots_seed=seed)
        assert sorted(s.lot for s in table) == list(range(1, 11))
        orders.add(tuple(s.entrant_id for s in table))
    assert len(orders) > 1


def test_every_criterion_has_one_french_label() -> None:
    assert set(CRITERION_LABELS) == set(RankingKey) == set(CRITERION_PHRASES)
    assert criteria_text((RankingKey.POINTS_FOR, RankingKey.DIFFERENCE, RankingKey.HEAD_TO_HEAD, RankingKey.LOTS)) == (
        "aux points marqués, puis à la différence, puis à la confrontation directe, puis au tirage au sort")


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 3), st.integers(0, 3), st.integers(0, 1200), st.integers(0, 1200)),
                min_size=1, max_size=12),
       st.permutations(list(RankingKey)), st.integers(0, 5))
def test_standings_are_ordered_by_the_criteria(games: list, keys: list, seed: int) -> None:
    rounds, results = [], {}
    for number, (a, b, x, y) in enumerate(games, start=1):
        if a == b:
            continue
        rounds.append(Round(number, 0, RAND, tables=(Table(1, ((a + 1,), (b + 1,))),)))
        results[(number, 1)] = GameOutcome.from_totals((x, y))
    table = compute_standings(T, rounds, results, criteria=tuple(keys), entrants=[1, 2, 3, 4], lots_seed=seed)
    assert [s.rank for s in table] == sorted(s.rank for s in table)
    ranks = [s.rank for s in table]
    assert all(s.tied == (ranks.count(s.rank) > 1) for s in table)
    if RankingKey.LOTS in keys:
        assert not any(s.tied for s in table)
    plain = [k for k in keys if k not in (RankingKey.HEAD_TO_HEAD, RankingKey.LOTS)]
    first_group_key = keys.index(RankingKey.HEAD_TO_HEAD) if RankingKey.HEAD_TO_HEAD in keys else len(keys)
    first_group_key = min(first_group_key, keys.index(RankingKey.LOTS))
    prefix = list(keys[:first_group_key])
    sign = {k: (-1 if k is RankingKey.POINTS_AGAINST else 1) for k in plain}
    values = [tuple(sign[k] * s.value(k) for k in prefix) for s in table]
    assert values == sorted(values, reverse=True)
