import datetime as dt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tournament_helpers import placed

from belote_club.tournament.draw import (
    can_redraw,
    choose_exempts,
    count_repeats,
    draw_next_round,
    draw_round,
    exempt_count,
    swap,
    swap_entrants,
)
from belote_club.tournament.errors import TournamentError
from belote_club.tournament.history import History
from belote_club.tournament.model import (
    Exempt,
    Format,
    GameRecord,
    PairingMethod,
    Registration,
    Round,
    Table,
    Tournament,
)

D, M = Format.DOUBLETTES, Format.MELEE
RANK, RAND = PairingMethod.RANKING, PairingMethod.RANDOM


def test_round_one_is_random_and_reproducible() -> None:
    a = draw_round(D, range(1, 11), [], number=1, seed=42, method=RANK, ranking=list(range(1, 11)))
    assert a.method is RAND and a.seed == 42 and a.number == 1
    assert a == draw_round(D, reversed(range(1, 11)), [], number=1, seed=42)
    assert sorted(placed(a)) == list(range(1, 11)) and not a.exempts
    others = {draw_round(D, range(1, 11), [], number=1, seed=s).tables for s in range(10)}
    assert len(others) > 5  # the seed matters


def test_ranking_method_pairs_neighbours() -> None:
    ranking = [8, 3, 5, 1, 7, 2]
    rnd = draw_round(D, range(1, 9), [], number=2, seed=0, method=RANK, ranking=ranking + [4, 6])
    assert [t.sides for t in rnd.tables] == [((8,), (3,)), ((5,), (1,)), ((7,), (2,)), ((4,), (6,))]


def test_ranking_method_avoids_repeat() -> None:
    r1 = Round(1, 0, RAND, tables=(Table(1, ((1,), (2,))), Table(2, ((3,), (4,)))))
    rnd = draw_round(D, [1, 2, 3, 4], [r1], number=2, seed=0, method=RANK, ranking=[1, 2, 3, 4])
    assert [t.sides for t in rnd.tables] == [((1,), (3,)), ((2,), (4,))]
    assert rnd.unavoidable_repeats == 0 and count_repeats(rnd, [r1]).total == 0


def test_unavoidable_repeat_is_reported() -> None:
    rounds: list[Round] = []
    for k in range(1, 5):  # 4 teams: only 3 distinct pairings exist
        rounds.append(draw_round(D, [1, 2, 3, 4], rounds, number=k, seed=k))
    assert [r.unavoidable_repeats for r in rounds] == [0, 0, 0, 2]
    assert count_repeats(rounds[3], rounds[:3]).opponents == 2


def test_ranking_required_after_round_one() -> None:
    with pytest.raises(TournamentError, match="classement"):
        draw_round(D, range(6), [], number=2, seed=1, method=RANK)
    with pytest.raises(TournamentError, match="deux équipes"):
        draw_round(D, [1], [], number=1, seed=1)
    with pytest.raises(TournamentError, match="quatre joueurs"):
        draw_round(M, [1, 2, 3], [], number=1, seed=1)
    with pytest.raises(TournamentError, match="doublon"):
        draw_round(D, range(6), [], number=2, seed=1, method=RANK, ranking=[1, 1])


def test_exempt_goes_to_lowest_ranked_never_exempt() -> None:
    previous = [Round(1, 0, RAND, exempts=(Exempt(5),))]
    rnd = draw_round(D, range(1, 6), previous, number=2, seed=3, method=RAND, ranking=[1, 2, 3, 4, 5])
    assert rnd.exempts == (Exempt(4),)  # 5 is last but was exempt already
    assert exempt_count(D, 7) == 1 and exempt_count(M, 10) == 2 and exempt_count(M, 8) == 0


def test_exempt_round_one_random_and_late_arrivals_last() -> None:
    seen = {draw_round(D, range(1, 8), [], number=1, seed=s).exempts[0].entrant_id for s in range(40)}
    assert len(seen) >= 4
    import random
    # 9 is not in the ranking (arrived late): counted as last, so exempt.
    assert choose_exempts([1, 2, 9], 1, History(), [2, 1], random.Random(0)) == [9]


def test_melee_draw_structure() -> None:
    rnd = draw_round(M, range(1, 15), [], number=1, seed=7)
    assert len(rnd.exempts) == 2 and len(rnd.tables) == 3
    assert all(len(s) == 2 for t in rnd.tables for s in t.sides)
    assert sorted(placed(rnd)) == list(range(1, 15))


def test_melee_ranking_groups_neighbours() -> None:
    rnd = draw_round(M, range(1, 9), [], number=2, seed=0, method=RANK, ranking=list(range(1, 9)))
    assert [t.sides for t in rnd.tables] == [((1, 2), (3, 4)), ((5, 6), (7, 8))]


def test_melee_avoids_partners_and_opponents() -> None:
    rounds: list[Round] = []
    for k in range(1, 4):  # 16 players, 3 rounds: new partners and new opponents are possible
        rounds.append(draw_round(M, range(16), rounds, number=k, seed=k * 11, method=RAND))
    for k in range(1, 3):
        reps = count_repeats(rounds[k], rounds[:k])
        assert reps.partners == 0 and reps.opponents == 0 and rounds[k].unavoidable_repeats == 0


def test_draw_next_round_uses_registrations() -> None:
    t = Tournament(name="C", date=dt.date(2026, 1, 1), pairing=RANK)
    regs = [Registration(team_id=i, checked_in=True) for i in range(1, 6)]
    regs.append(Registration(team_id=6, checked_in=True, joins_from_round=2))
    r1 = draw_next_round(t, regs, [], seed=9)
    assert r1.number == 1 and sorted(placed(r1)) == [1, 2, 3, 4, 5] and len(r1.exempts) == 1
    r2 = draw_next_round(t, regs, [r1], seed=10, ranking=[1, 2, 3, 4, 5])
    assert r2.number == 2 and r2.method is RANK and sorted(placed(r2)) == [1, 2, 3, 4, 5, 6]


def test_swap_sides_and_entrants() -> None:
    rnd = Round(1, 0, RAND, tables=(Table(1, ((1,), (2,))), Table(2, ((3,), (4,)))), exempts=(Exempt(5),))
    swapped = swap(rnd, (1, 1), (2, 0))
    assert [t.sides for t in swapped.tables] == [((1,), (3,)), ((2,), (4,))]
    assert swap(rnd, (1, 0), (1, 1)).tables[0].sides == ((2,), (1,))
    assert swap(rnd, (1, 0), (1, 0)) == rnd
    with pytest.raises(TournamentError, match="table n° 9"):
        swap(rnd, (9, 0), (1, 0))
    with pytest.raises(TournamentError, match="deux côtés"):
        swap(rnd, (1, 2), (1, 0))
    brought_in = swap_entrants(rnd, 5, 2)
    assert brought_in.tables[0].sides == ((1,), (5,)) and brought_in.exempts == (Exempt(2),)
    with pytest.raises(TournamentError):
        swap_entrants(rnd, 1, 99)


def test_can_redraw() -> None:
    rnd = Round(2, 0, RAND, tables=(Table(1, ((1,), (2,))),))
    assert can_redraw(rnd, [GameRecord(2, 1), GameRecord(1, 1, totals=(1000, 500))])
    assert not can_redraw(rnd, [GameRecord(2, 1, totals=(1000, 500))])


@pytest.mark.parametrize("fmt", [D, M])
@pytest.mark.parametrize("method", [RANK, RAND])
def test_200_entrants_round_7_draws_without_repeat(fmt: Format, method: PairingMethod) -> None:
    import random
    entrants = list(range(1, 201))
    rounds: list[Round] = []
    for k in range(1, 7):
        rounds.append(draw_round(fmt, entrants, rounds, number=k, seed=k, method=RAND))
    ranking = entrants[:]
    random.Random(7).shuffle(ranking)
    rnd = draw_round(fmt, entrants, rounds, number=7, seed=7, method=method, ranking=ranking)
    assert rnd.unavoidable_repeats == 0  # its speed is measured in tests/bench/bench_draw.py


@settings(max_examples=60, deadline=None)
@given(fmt=st.sampled_from(Format), n=st.integers(4, 30), seed=st.integers(0, 10**6), data=st.data())
def test_swaps_keep_everybody_placed_once(fmt: Format, n: int, seed: int, data: st.DataObject) -> None:
    rnd = draw_round(fmt, range(n), [], number=1, seed=seed)
    before = sorted(placed(rnd))
    numbers = [t.number for t in rnd.tables]
    for _ in range(3):
        a = (data.draw(st.sampled_from(numbers)), data.draw(st.integers(0, 1)))
        b = (data.draw(st.sampled_from(numbers)), data.draw(st.integers(0, 1)))
        rnd = swap(rnd, a, b)
        x, y = data.draw(st.sampled_from(before)), data.draw(st.sampled_from(before))
        rnd = swap_entrants(rnd, x, y)
        assert sorted(placed(rnd)) == before
    twice = swap(swap(rnd, (numbers[0], 0), (numbers[-1], 1)), (numbers[0], 0), (numbers[-1], 1))
    assert twice == rnd


# The exempt is chosen jointly with the pairing (issue « the organiser's evening »).
def _rounds_of(*pairings: tuple[tuple[int, int], ...]) -> list[Round]:
    return [Round(k, 0, RAND, tables=tuple(Table(i, ((a,), (b,))) for i, (a, b) in enumerate(p, start=1)))
            for k, p in enumerate(pairings, start=1)]


@pytest.mark.parametrize("method", [RAND, RANK])
@pytest.mark.parametrize("seed", range(12))
def test_exempt_chosen_with_the_pairing_avoids_the_repeat(method: PairingMethod, seed: int) -> None:
    previous = _rounds_of(((2, 4), (6, 3), (5, 1)), ((2, 6), (3, 5), (1, 4)), ((6, 5), (4, 3), (1, 2)))
    ranking = [1, 2, 3, 4, 5] if method is RANK else None
    rnd = draw_round(D, [1, 2, 3, 4, 5], previous, number=4, seed=seed, method=method, ranking=ranking)  # 6 left
    assert rnd.unavoidable_repeats == 0 and count_repeats(rnd, previous).total == 0
    assert rnd.exempts[0].entrant_id in {1, 2, 4}


def test_late_arrival_does_not_sit_out_its_first_round() -> None:
    previous = _rounds_of(((1, 2), (3, 4)))
    for seed in range(30):
        for ranking in (None, [1, 2, 3, 4, 5]):  # 5 arrives late: unranked, so ranked last
            method = RANK if ranking else RAND
            rnd = draw_round(D, [1, 2, 3, 4, 5], previous, number=2, seed=seed, method=method, ranking=ranking)
            assert rnd.exempts[0].entrant_id != 5
    # When every team that has played already sat out more often, a late arrival takes it (fewest byes first).
    previous = [Round(1, 0, RAND, tables=(Table(1, ((1,), (2,))),), exempts=(Exempt(3),)),
                Round(2, 0, RAND, tables=(Table(1, ((2,), (3,))),), exempts=(Exempt(1),)),
                Round(3, 0, RAND, tables=(Table(1, ((1,), (3,))),), exempts=(Exempt(2),))]
    assert {draw_round(D, [1, 2, 3, 4, 5], previous, number=4, seed=s).exempts[0].entrant_id
            for s in range(10)} <= {4, 5}


@settings(max_examples=40, deadline=None)
@given(st.integers(5, 11).filter(lambda n: n % 2 == 1), st.integers(0, 10**6), st.integers(1, 4))
def test_no_choice_of_exempt_gives_fewer_repeats(n: int, seed: int, rounds_before: int) -> None:
    """Against a brute force over every exempt among those with the fewest byes."""
    from tests.helpers.tournament import min_repeats

    teams = list(range(1, n + 1))
    previous: list[Round] = []
    for k in range(1, rounds_before + 1):
        previous.append(draw_round(D, teams, previous, number=k, seed=seed + k))
    rnd = draw_round(D, teams, previous, number=rounds_before + 1, seed=seed)
    history = History.of(previous)
    fewest = min(history.exempts.get(t, 0) for t in teams)
    best = min(min_repeats([t for t in teams if t != x], history) for x in teams
               if history.exempts.get(x, 0) == fewest)
    assert history.exempts.get(rnd.exempts[0].entrant_id, 0) == fewest
    assert count_repeats(rnd, previous).total == rnd.unavoidable_repeats == best


# A manual swap: warned about before, then « choisi à la main », never « inévitable ».
def test_swap_marks_the_round_chosen_by_hand_and_warns() -> None:
    from belote_club.tournament.draw import REPEAT_BY_HAND, REPEAT_UNAVOIDABLE, check_swap, repeat_label

    previous = [Round(1, 0, RAND, tables=(Table(1, ((1,), (2,))), Table(2, ((3,), (4,)))), exempts=(Exempt(5),))]
    drawn = draw_round(D, [1, 2, 3, 4, 5], previous, number=2, seed=1)
    assert not drawn.swapped and repeat_label(drawn) == REPEAT_UNAVOIDABLE == "inévitable"
    assert count_repeats(drawn, previous).total == 0
    # Put 1 against 2 again, and 5 (exempt in round 1) out again.
    by_hand = drawn
    partner_of_1 = next(t for t in drawn.tables if 1 in (t.sides[0][0], t.sides[1][0]))
    other = partner_of_1.sides[1][0] if partner_of_1.sides[0][0] == 1 else partner_of_1.sides[0][0]
    if other != 2:
        by_hand = swap_entrants(by_hand, other, 2)
    exempt = by_hand.exempts[0].entrant_id
    if exempt != 5:
        by_hand = swap_entrants(by_hand, exempt, 5)
    assert by_hand.swapped and repeat_label(by_hand) == REPEAT_BY_HAND == "choisi à la main"
    check = check_swap(drawn, by_hand, previous)
    assert check.new_repeats == count_repeats(by_hand, previous).total >= 1 and check.second_byes == (5,)
    assert check.needs_warning and len(check.sentences({5: "l’équipe n° 5"})) == 2
    assert "deuxième exemption à l’équipe n° 5" in check.sentences({5: "l’équipe n° 5"})[1]
    assert swap(drawn, (1, 0), (1, 1)).swapped
    assert not check_swap(drawn, drawn, previous).needs_warning
