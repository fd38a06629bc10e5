"""Explanations change no number: the engine has one implementation of each rule, and with
explanations off it only skips the wording (``rules/game.py``).

These tests sweep point splits (ties between defenders included) and rule variants and check
that a quiet game and an explained one agree to the point.
"""

from __future__ import annotations

import itertools

import pytest

from belote_club.rules import DealError, Game, HouseRules, score_game

VARIANTS = [
    {},
    {"rounding": "ten_half_down"},
    {"rounding": "ten_keep_160", "compare_on": "rounded"},
    {"rounding": "ten_defence_complement", "compare_on": "rounded"},
    {"rounding": "five_keep_160", "belote_kept_on_chute": False},
    {"litige": "dedans", "belote_counts_for_contract": False},
    {"chute_points": 100, "rounding": "ten_half_up"},
    {"game_end": {"type": "deals", "count": 1}},
    {"game_end": {"type": "deals", "count": 1}, "exact_last_deal": True, "rounding": "ten_half_down"},
    {"game_end": {"type": "target", "points": 100}, "exact_last_deal": True, "rounding": "ten_half_down"},
]


def both(rules: HouseRules, deals: list[dict]) -> None:
    fast, full = Game(rules, explain=False), Game(rules, explain=True)
    for deal in deals:
        assert fast.finished == full.finished
        if fast.finished:
            break
        a, b = fast.add(deal), full.add(deal)
        assert (a.outcome, a.points, a.reserve, a.winner) == (b.outcome, b.points, b.reserve, b.winner), deal
    assert fast.result().totals == full.result().totals


@pytest.mark.parametrize("variant", VARIANTS)
def test_two_camps(variant: dict) -> None:
    rules = HouseRules.from_dict(variant)
    for x in range(163):
        for taker, belote in itertools.product((0, 1), (None, 0, 1)):
            deal = {"taker": taker, "points": [x, 162 - x]}
            if belote is not None:
                deal["belote"] = [belote]
            both(rules, [{"taker": 1, "points": [81, 81]}, deal])  # with a reserve carried in


@pytest.mark.parametrize("variant", VARIANTS)
def test_three_camps(variant: dict) -> None:
    rules = HouseRules.from_dict({**variant, "players": 3})
    for x in range(0, 163, 3):
        for y in range(0, 163 - x, 3):
            points = [x, y, 162 - x - y]
            for taker, belote in itertools.product((0, 1, 2), (None, 0, 2)):
                deal = {"taker": taker, "points": points}
                if belote is not None:
                    deal["belote"] = [belote]
                both(rules, [deal])


@pytest.mark.parametrize("variant", [*VARIANTS, {"capot_against_taker": "chute", "belote_kept_on_chute": False},
                                     {"capot_points": 500, "rounding": "five_keep_160"}])
@pytest.mark.parametrize("players", [4, 3])
def test_capots_and_passed_deals(variant: dict, players: int) -> None:
    rules = HouseRules.from_dict({**variant, "players": players})
    camps = rules.camps
    for taker, capot in itertools.product(range(camps), range(camps)):
        for belote in (None, *range(camps)):
            deal = {"taker": taker, "capot": capot, "points": [162 if i == capot else 0 for i in range(camps)]}
            if belote is not None:
                deal["belote"] = [belote]
            both(rules, [{"passed": True}, deal, {"passed": True}])


@pytest.mark.parametrize("explain", [False, True])
def test_extend_keeps_the_deals_before_a_faulty_one(explain: bool) -> None:
    rules = HouseRules.from_dict({"game_end": {"type": "deals", "count": 4}})
    game = Game(rules, explain=explain)
    good = {"taker": 0, "points": [100, 62], "belote": [0]}
    with pytest.raises(DealError) as caught:
        game.extend([good, {"taker": 1, "points": [81, 81]}, {"taker": 0, "points": [100, 61]}, good])
    assert caught.value.deal == 3 and caught.value.field == "points"
    assert game.totals == (201, 62) and game.reserve == 81  # the litige's reserve is still in play
    game.extend([good, good])
    assert game.finished and game.totals == (201 + 201 + 120, 62 + 62 + 62)


def test_memoised_deals_are_shared_between_games_without_leaking_state() -> None:
    rules = HouseRules.from_dict({"game_end": {"type": "deals", "count": 2}})
    deals = [{"taker": 0, "points": [81, 81]}, {"taker": 1, "points": [60, 102]}]
    first = score_game(rules, deals, explain=False)
    second = score_game(rules, list(reversed(deals)), explain=False)
    third = score_game(rules, deals, explain=False)
    assert first == third
    assert first.deals[1].points == (60, 81 + 102)  # the reserve went to the winner of deal 2
    assert second.deals[0].points == (60, 102) and second.deals[0].reserve == 0
    assert first.deals[1].points == score_game(rules, deals, explain=True).deals[1].points
