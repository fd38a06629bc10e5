"""Rounding modes of SCORING.md §3, on the spec's own figures."""

import pytest

from belote_club.rules import ROUNDINGS, round_lone, round_tricks


@pytest.mark.parametrize(("x", "expected"), [(64, 60), (105, 100), (106, 110), (76, 80), (86, 90), (0, 0)])
def test_ten_half_down(x: int, expected: int) -> None:
    assert round_lone("ten_half_down", x) == expected


@pytest.mark.parametrize(("x", "expected"), [(114, 110), (115, 120), (0, 0), (5, 10)])
def test_ten_half_up(x: int, expected: int) -> None:
    assert round_lone("ten_half_up", x) == expected


def test_ten_half_down_can_make_170() -> None:
    assert sum(round_tricks("ten_half_down", [76, 86], 0)) == 170


@pytest.mark.parametrize(
    ("points", "expected"),
    [([116, 46], [120, 40]), ([115, 47], [110, 50]), ([86, 76], [90, 70]), ([76, 86], [70, 90]),
     ([46, 116], [40, 120]), ([162, 0], [160, 0])],
)
def test_ten_keep_160_pairs(points: list[int], expected: list[int]) -> None:
    assert round_tricks("ten_keep_160", points, 0) == expected
    assert round_tricks("ten_keep_160", points, 1) == expected


def test_ten_keep_160_three_camps_six_rounds_up() -> None:
    assert round_tricks("ten_keep_160", [56, 46, 60], 0) == [60, 50, 60]


def test_ten_defence_complement() -> None:
    assert round_tricks("ten_defence_complement", [85, 77], 0) == [80, 80]
    assert round_tricks("ten_defence_complement", [77, 85], 1) == [80, 80]
    assert round_tricks("ten_defence_complement", [95, 67], 0) == [90, 70]
    assert round_lone("ten_defence_complement", 115) == 120  # lone amounts: half up
    # three camps: plain ten_half_up
    assert round_tricks("ten_defence_complement", [85, 45, 32], 0) == [90, 50, 30]


@pytest.mark.parametrize(("x", "expected"), [(120, 120), (42, 40), (118, 115), (44, 45), (116, 115), (46, 45), (0, 0)])
def test_five_keep_160(x: int, expected: int) -> None:
    assert round_lone("five_keep_160", x) == expected


@pytest.mark.parametrize("mode", ROUNDINGS)
def test_162_and_252(mode: str) -> None:
    if mode == "exact":
        assert (round_lone(mode, 162), round_lone(mode, 252)) == (162, 252)
    else:
        assert (round_lone(mode, 162), round_lone(mode, 252)) == (160, 250)


@pytest.mark.parametrize("mode", ["ten_keep_160", "five_keep_160", "ten_defence_complement"])
def test_keep_160_modes_always_sum_to_160(mode: str) -> None:
    for x in range(163):
        for taker in (0, 1):
            assert sum(round_tricks(mode, [x, 162 - x], taker)) == 160, (mode, x, taker)
