"""Paper totals of a contrée game: no fixed sum per deal; multiples of 10, the target, and a floor."""

from __future__ import annotations

from belote_club.rules import HouseRules, score_game
from belote_club.tournament import check_totals, contree_floor

CONTREE = HouseRules.from_dict({"game": "contree", "game_end": {"type": "deals", "count": 4}})


def test_real_games_raise_no_warning() -> None:
    deals = [
        {"taker": 0, "trump": "hearts", "points": [113, 49], "bid": {"value": 110, "contre": 0}},
        {"taker": 0, "points": [90, 72], "belote": [0], "bid": {"value": 80, "contre": 1}},
        {"taker": 1, "points": [95, 67], "bid": {"value": 100, "contre": 2}},
        {"taker": 1, "points": [0, 162], "capot": 1, "bid": {"value": "capot", "contre": 0}},
    ]
    totals = list(score_game(CONTREE, deals).totals)
    assert check_totals(CONTREE, totals, deals=4, belotes=1, capots=1) == []
    assert check_totals(CONTREE, totals) == []  # the rules' count of deals


def test_the_floor_follows_the_rules() -> None:
    assert contree_floor(CONTREE, 12) == 12 * 240  # 160 of tricks + the smallest contract
    exact = HouseRules.from_dict({"game": "contree", "rounding": "exact"})
    assert contree_floor(exact, 1) == 242
    announced = HouseRules.from_dict({"game": "contree", "contract_scoring": "points_annonces"})
    assert contree_floor(announced, 3, belotes=1) == 3 * 80 + 20  # a made contract scores the contract only
    reserve = HouseRules.from_dict({"game": "contree", "litige": "reserve"})
    assert contree_floor(reserve, 2, lost_reserve=80) == 2 * 160 - 80


def test_too_small_a_sum_and_a_stray_unit_are_flagged() -> None:
    warnings = check_totals(CONTREE, [400, 315], deals=4)
    assert any("pas un multiple de 10" in w for w in warnings)
    assert any("moins que les 960 points que donnent au moins 4 donnes de contrée" in w for w in warnings)
    one = check_totals(CONTREE, [200, 0], deals=1)
    assert any("que donne au moins 1 donne de contrée" in w for w in one)
