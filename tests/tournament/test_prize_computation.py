"""The pot, the prizes and the fees of PRIZES.md, computed in integer cents."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from belote_club.tournament.prizes import (
    Entry,
    PrizeRules,
    PrizeRulesError,
    compute,
    fee_due,
    owed,
    place_money,
)


def entries(ranks: list[int | None], *, fee: int = 1400, paid: int = 1400) -> list[Entry]:
    return [Entry(entrant_id=i + 1, number=i + 1, rank=rank, fee_due_cents=fee, paid_cents=paid,
                  means="cash" if paid else None) for i, rank in enumerate(ranks)]


def test_defaults_are_filled_in() -> None:
    assert PrizeRules.from_dict({}).to_dict() == {
        "fee_cents": 0, "member_fee_cents": None, "pot_percent": 100, "added_cents": 0,
        "split": {"type": "percent", "shares": []}, "round_to_cents": 100, "remainder": "club", "lots": [],
        "ties": "share",
    }
    rules = PrizeRules.from_dict({"split": {"type": "amounts", "amounts": [5000, 3000]}})
    assert rules.to_dict()["split"] == {"type": "amounts", "amounts": [5000, 3000]}


@pytest.mark.parametrize(("data", "key"), [
    ({"fee_cents": -1}, "fee_cents"),
    ({"fee_cents": 14.5}, "fee_cents"),
    ({"fee_cents": True}, "fee_cents"),
    ({"member_fee_cents": 1500, "fee_cents": 1400}, "member_fee_cents"),
    ({"pot_percent": 101}, "pot_percent"),
    ({"added_cents": "10"}, "added_cents"),
    ({"split": {"type": "percent", "shares": [60, 50]}}, "split.shares"),
    ({"split": {"type": "percent", "shares": [50.5]}}, "split.shares"),
    ({"split": {"type": "amounts", "amounts": [1000, 2.5]}}, "split.amounts"),
    ({"split": {"type": "amounts", "shares": [10]}}, "split.shares"),
    ({"split": {"type": "half"}}, "split.type"),
    ({"split": [50, 50]}, "split"),
    ({"round_to_cents": 10}, "round_to_cents"),
    ({"remainder": "last"}, "remainder"),
    ({"lots": "jambon"}, "lots"),
    ({"lots": [1]}, "lots"),
    ({"ties": "coin"}, "ties"),
    ({"prize": 3}, "prize"),
])
def test_bad_rules_are_refused_naming_the_key(data: dict[str, object], key: str) -> None:
    with pytest.raises(PrizeRulesError) as caught:
        PrizeRules.from_dict(data)
    assert caught.value.key == key
    assert f"« {key} »" in str(caught.value)


def test_members_fee_in_doublettes_is_the_floor_of_the_mean() -> None:
    rules = PrizeRules.from_dict({"fee_cents": 1400, "member_fee_cents": 1001})
    assert fee_due(rules, [True, False]) == (1001 + 1400) // 2
    assert fee_due(rules, [True, True]) == 1001
    assert fee_due(rules, [False]) == 1400
    assert fee_due(PrizeRules.from_dict({"fee_cents": 700}), [True]) == 700


def test_owed_follows_the_fee_and_stops_at_a_refund() -> None:
    assert owed(1400, 500, False) == 900
    assert owed(1400, 1400, False) == 0
    assert owed(1000, 1400, False) == 0  # the fee went down: what was paid stays
    assert owed(1400, 0, True) == 0


def test_percent_split_is_rounded_down_and_the_remainder_kept() -> None:
    # 10 teams × 14 € = 140 €, 100 % of it: 50 % → 70 €, 30 % → 42 €, 20 % → 28 €.
    rules = PrizeRules.from_dict({"fee_cents": 1400, "split": {"type": "percent", "shares": [50, 30, 15]},
                                  "round_to_cents": 500})
    sheet = compute(rules, entries(list(range(1, 11))), {"cash": 14000})
    assert sheet.pot_cents == 14000
    assert [row.prize_cents for row in sheet.rows[:4]] == [7000, 4000, 2000, 0]
    assert sheet.remainder_cents == 14000 - 13000
    assert sheet.balance_cents == 14000 - 13000


def test_remainder_first_goes_to_the_first_row() -> None:
    rules = PrizeRules.from_dict({"split": {"shares": [50, 30, 15]}, "round_to_cents": 500, "remainder": "first"})
    sheet = compute(rules, entries(list(range(1, 11))), {"cash": 14000})
    assert sheet.remainder_cents == 1000
    assert sheet.rows[0].prize_cents == 8000
    assert sheet.prizes_cents == 14000 and sheet.balance_cents == 0


def test_pot_percent_added_and_refunds() -> None:
    rules = PrizeRules.from_dict({"pot_percent": 75, "added_cents": 5000})
    people = entries([1, 2, None])
    people[2] = Entry(3, 3, None, 1400, paid_cents=1400, refunded_cents=1400, refunded=True, means="card")
    sheet = compute(rules, people, {"cash": 2800, "card": 1400})
    assert sheet.fees_paid_cents == 4200 and sheet.refunds_cents == 1400
    assert sheet.pot_cents == 2800 * 75 // 100 + 5000
    assert sheet.paid_by_means == {"cash": 2800, "cheque": 0, "card": 1400, "transfer": 0}


def test_fixed_amounts_are_paid_until_the_pot_runs_out() -> None:
    rules = PrizeRules.from_dict({"split": {"type": "amounts", "amounts": [10000, 5000, 3000]}})
    assert place_money(rules, 12050, 4) == [10000, 2000, 0, 0]
    assert place_money(rules, 30000, 2) == [10000, 5000]


def test_shared_rank_shares_the_places_it_covers() -> None:
    # Places 2 and 3 (40 € + 30 €) shared by two teams: 35 € each; the lots go one each in printed order.
    rules = PrizeRules.from_dict({"split": {"type": "amounts", "amounts": [5000, 4000, 3000]},
                                  "lots": ["jambon", "saucisson", "bouteille"]})
    sheet = compute(rules, entries([1, 2, 2, 4]), {"cash": 20000})
    assert [row.prize_cents for row in sheet.rows] == [5000, 3500, 3500, 0]
    assert [row.lot for row in sheet.rows] == ["jambon", "saucisson", "bouteille", None]
    assert [row.shared for row in sheet.rows] == [False, True, True, False]


def test_share_is_rounded_down_too() -> None:
    rules = PrizeRules.from_dict({"split": {"type": "amounts", "amounts": [5000, 3000, 2000]}, "round_to_cents": 1000})
    sheet = compute(rules, entries([1, 1, 1]), {"cash": 20000})
    assert [row.prize_cents for row in sheet.rows] == [3000, 3000, 3000]
    assert sheet.remainder_cents == 20000 - 9000


def test_tie_break_pays_each_printed_place() -> None:
    rules = PrizeRules.from_dict({"split": {"type": "amounts", "amounts": [5000, 4000, 3000]}, "ties": "tie_break"})
    sheet = compute(rules, entries([1, 2, 2]), {"cash": 20000})
    assert [row.prize_cents for row in sheet.rows] == [5000, 4000, 3000]


def test_places_beyond_the_last_row_and_teams_that_never_played() -> None:
    rules = PrizeRules.from_dict({"split": {"shares": [50, 30, 20]}, "lots": ["a", "b", "c"]})
    sheet = compute(rules, entries([1, None, 2]), {"cash": 4200})
    assert [row.entry.number for row in sheet.rows] == [1, 3, 2]
    assert [row.prize_cents for row in sheet.rows] == [2100, 1200, 0]
    assert [row.lot for row in sheet.rows] == ["a", "b", None]
    assert sheet.remainder_cents == 4200 - 3300


@given(
    ranks=st.lists(st.integers(1, 6), min_size=0, max_size=12).map(sorted),
    pot_paid=st.integers(0, 2_000_000),
    shares=st.lists(st.integers(0, 40), max_size=8).filter(lambda s: sum(s) <= 100),
    amounts=st.lists(st.integers(0, 100_000), max_size=8),
    percent=st.booleans(), first=st.booleans(), share=st.booleans(),
    step=st.sampled_from([1, 50, 100, 500, 1000]),
)
def test_never_more_than_the_pot(ranks: list[int], pot_paid: int, shares: list[int], amounts: list[int],
                                 percent: bool, first: bool, share: bool, step: int) -> None:
    split = {"type": "percent", "shares": shares} if percent else {"type": "amounts", "amounts": amounts}
    rules = PrizeRules.from_dict({"split": split, "round_to_cents": step, "remainder": "first" if first else "club",
                                  "ties": "share" if share else "tie_break"})
    sheet = compute(rules, entries(list(ranks)), {"cheque": pot_paid})
    money = [row.prize_cents for row in sheet.rows]
    assert all(isinstance(m, int) and m >= 0 for m in money)
    assert sheet.remainder_cents >= 0
    assert sheet.prizes_cents + (0 if first and money else sheet.remainder_cents) == sheet.pot_cents
    assert all(m % step == 0 for m in (money[1:] if first else money))
