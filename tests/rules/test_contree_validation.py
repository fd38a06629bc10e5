"""Contrée's house rules (SCORING.md §10.1) and its deal's ``bid`` (§10.2): defaults, and every error naming
its key — in French — with nothing scored."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_club.rules import Bid, DealError, GameEnd, HouseRules, RulesError, parse_deal, score_game
from belote_club.rules.house_rules import CONTREE_ONLY, NOT_IN_CONTREE


def contree(**rules: Any) -> HouseRules:
    return HouseRules.from_dict({"game": "contree", **rules})


# House rules --------------------------------------------------------------------------------------------------

def test_game_defaults_to_belote_and_is_accepted_in_every_rule_set() -> None:
    assert HouseRules.from_dict({}).game == "belote"
    assert HouseRules.from_dict({"game": "belote"}) == HouseRules()
    assert "game" not in HouseRules().to_dict()  # a classic rule set's object is the one it always was


def test_contree_defaults() -> None:
    rules = contree()
    assert rules.rounding == "ten_half_up"
    assert rules.litige == "dedans"
    assert rules.capot_against_taker == "chute"
    assert rules.game_end == GameEnd("target", 2000, False)
    assert rules.no_win_on_capot_or_chute is True
    assert rules.annonces is False
    assert (rules.contract_scoring, rules.capot_bid_points, rules.max_bid, rules.belote_multiplied) == (
        "points_faits", 250, 160, True)
    assert rules.rubicon == "none"
    assert contree(game_end={"type": "target"}).game_end.points == 2000
    assert contree(game_end={"type": "target", "points": 1500}).game_end.points == 1500


def test_contree_keeps_given_values() -> None:
    rules = contree(rounding="exact", litige="reserve", capot_against_taker="capot", no_win_on_capot_or_chute=False)
    assert (rules.rounding, rules.litige, rules.capot_against_taker, rules.no_win_on_capot_or_chute) == (
        "exact", "reserve", "capot", False)


def test_contree_round_trip() -> None:
    rules = contree(max_bid=180, annonces=True, belote_multiplied=False)
    data = json.loads(json.dumps(rules.to_dict()))
    assert data["game"] == "contree"
    assert not set(NOT_IN_CONTREE) & set(data)
    assert HouseRules.from_dict(data) == rules
    assert rules.replace(max_bid=200).max_bid == 200


def expect_rules_error(data: dict[str, Any], key: str) -> RulesError:
    with pytest.raises(RulesError) as caught:
        HouseRules.from_dict(data)
    assert caught.value.key == key
    assert str(caught.value).startswith(f"{key}: ")
    return caught.value


@pytest.mark.parametrize("key", NOT_IN_CONTREE)
def test_meaningless_keys_refused_in_contree_whatever_their_value(key: str) -> None:
    value = HouseRules().to_dict()[key]  # even the default value
    error = expect_rules_error({"game": "contree", key: value}, key)
    assert "contrée" in error.message


@pytest.mark.parametrize(("key", "value"), [("contract_scoring", "points_faits"), ("capot_bid_points", 250),
                                            ("max_bid", 160), ("belote_multiplied", True)])
def test_contree_keys_refused_in_belote(key: str, value: object) -> None:
    assert key in CONTREE_ONLY
    expect_rules_error({key: value}, key)
    expect_rules_error({"game": "belote", key: value}, key)


@pytest.mark.parametrize(("data", "key"), [
    ({"game": "coinche"}, "game"),
    ({"game": None}, "game"),
    ({"game": True}, "game"),
    ({"game": "contree", "players": 3}, "players"),
    ({"game": "contree", "players": 2}, "players"),
    ({"game": "contree", "contract_scoring": "points"}, "contract_scoring"),
    ({"game": "contree", "capot_bid_points": 255}, "capot_bid_points"),
    ({"game": "contree", "capot_bid_points": 240}, "capot_bid_points"),
    ({"game": "contree", "capot_bid_points": 1010}, "capot_bid_points"),
    ({"game": "contree", "capot_bid_points": 250.0}, "capot_bid_points"),
    ({"game": "contree", "max_bid": 150}, "max_bid"),
    ({"game": "contree", "max_bid": 260}, "max_bid"),
    ({"game": "contree", "max_bid": 175}, "max_bid"),
    ({"game": "contree", "max_bid": True}, "max_bid"),
    ({"game": "contree", "belote_multiplied": 1}, "belote_multiplied"),
    ({"game": "contree", "contract_scoring": "points_annonces", "annonces": True}, "annonces"),
    ({"game": "contree", "contract_scoring": "points_annonces", "litige": "reserve"}, "litige"),
    ({"game": "contree", "game_end": {"type": "target", "points": 0}}, "game_end.points"),
    ({"game": "contree", "rounding": "ten"}, "rounding"),
])
def test_bad_contree_rules(data: dict[str, Any], key: str) -> None:
    expect_rules_error(data, key)


def test_boundaries_accepted() -> None:
    assert contree(capot_bid_points=1000, max_bid=250).max_bid == 250
    assert contree(contract_scoring="points_annonces").litige == "dedans"


def test_direct_construction_is_validated_too() -> None:
    with pytest.raises(RulesError, match="^max_bid: "):
        HouseRules(max_bid=180)
    with pytest.raises(RulesError, match="^players: "):
        HouseRules(game="contree", players=3)


# The deal's bid -----------------------------------------------------------------------------------------------

BASE = {"taker": 0, "points": [100, 62]}


def expect_deal_error(data: Any, field: str, rules: HouseRules | None = None) -> DealError:
    rules = rules or contree()
    with pytest.raises(DealError) as caught:
        parse_deal(data, rules, 3)
    assert caught.value.deal == 3 and caught.value.field == field
    assert str(caught.value).startswith(f"deal 3: {field}: ")
    # The game refuses it too, scoring nothing.
    with pytest.raises(DealError):
        score_game(rules, [data])
    return caught.value


def test_bid_parsed() -> None:
    assert parse_deal({**BASE, "bid": {"value": 100, "contre": 1}}, contree()).bid == Bid(100, 1)
    assert parse_deal({**BASE, "bid": {"value": 100}}, contree()).bid == Bid(100, 0)
    assert parse_deal({**BASE, "bid": {"value": "capot", "contre": 2}}, contree()).bid == Bid("capot", 2)
    assert parse_deal({**BASE, "bid": {"contre": 0, "value": 160}}, contree()).bid == Bid(160, 0)
    assert parse_deal({**BASE, "bid": {"value": 250}}, contree(max_bid=250)).bid == Bid(250, 0)
    assert parse_deal(BASE, HouseRules()).bid is None


@pytest.mark.parametrize(("bid", "field"), [
    (None, "bid"),
    ([], "bid"),
    (100, "bid"),
    ("100", "bid"),
    ({}, "bid.value"),
    ({"contre": 1}, "bid.value"),
    ({"value": None}, "bid.value"),
    ({"value": 100.0}, "bid.value"),
    ({"value": 1e2}, "bid.value"),
    ({"value": True}, "bid.value"),
    ({"value": "100"}, "bid.value"),
    ({"value": "Capot"}, "bid.value"),
    ({"value": 70}, "bid.value"),
    ({"value": 85}, "bid.value"),
    ({"value": 170}, "bid.value"),
    ({"value": 0}, "bid.value"),
    ({"value": -80}, "bid.value"),
    ({"value": 100, "contre": None}, "bid.contre"),
    ({"value": 100, "contre": 3}, "bid.contre"),
    ({"value": 100, "contre": -1}, "bid.contre"),
    ({"value": 100, "contre": 1.0}, "bid.contre"),
    ({"value": 100, "contre": True}, "bid.contre"),
    ({"value": 100, "contre": "1"}, "bid.contre"),
    ({"value": 100, "suit": "hearts"}, "bid.suit"),
    ({"value": 100, "contre": 0, "taker": 0}, "bid.taker"),
])
def test_bad_bid(bid: Any, field: str) -> None:
    expect_deal_error({**BASE, "bid": bid}, field)


def test_float_and_exponent_and_true_from_json_text() -> None:
    for text in ('{"value": 100.0}', '{"value": 1e2}', '{"value": true}', '{"value": 100, "contre": 1.0}',
                 '{"value": 100, "contre": false}', '{"value": null}'):
        bid = json.loads(text)
        with pytest.raises(DealError, match="^deal 3: bid\\."):
            parse_deal({**BASE, "bid": bid}, contree(), 3)


def test_max_bid_bounds_the_bid() -> None:
    expect_deal_error({**BASE, "bid": {"value": 190}}, "bid.value", contree(max_bid=180))
    assert parse_deal({**BASE, "bid": {"value": 180}}, contree(max_bid=180)).bid == Bid(180, 0)


def test_bid_required_unless_passed_or_penalty() -> None:
    error = expect_deal_error(BASE, "bid")
    assert "contrat" in error.message
    assert parse_deal({"passed": True}, contree()).bid is None
    assert parse_deal({"penalty": {"kind": "renonce", "camp": 0}}, contree()).bid is None
    assert parse_deal({"penalty": {"kind": "renonce", "camp": 0}, "bid": {"value": 90}}, contree()).bid == Bid(90, 0)


def test_penalty_bid_still_validated() -> None:
    expect_deal_error({"penalty": {"kind": "renonce", "camp": 0}, "bid": {"value": 95}}, "bid.value")
    expect_deal_error({"penalty": {"kind": "renonce", "camp": 0}, "bid": None}, "bid")


def test_bid_on_passed_deal_is_an_error() -> None:
    expect_deal_error({"passed": True, "bid": {"value": 80}}, "bid")
    expect_deal_error({"passed": True, "bid": None}, "bid")


def test_late_belote_refused_in_contree() -> None:
    expect_deal_error({**BASE, "bid": {"value": 80}, "late_belote": [0]}, "late_belote")
    assert parse_deal({**BASE, "bid": {"value": 80}, "late_belote": []}, contree()).late_belote == ()


def test_bid_refused_in_belote() -> None:
    expect_deal_error({**BASE, "bid": {"value": 80}}, "bid", HouseRules())
    expect_deal_error({**BASE, "bid": None}, "bid", HouseRules())
    expect_deal_error({"passed": True, "bid": {"value": 80}}, "bid", HouseRules())


def test_section_2_still_checked_in_contree() -> None:
    expect_deal_error({"taker": 0, "points": [100, 61], "bid": {"value": 80}}, "points")
    expect_deal_error({"taker": 2, "points": [100, 62], "bid": {"value": 80}}, "taker")
    expect_deal_error({"taker": 0, "points": [100, 62], "capot": 0, "bid": {"value": 80}}, "capot")
    expect_deal_error({**BASE, "bid": {"value": 80}, "annonces": [{"camp": 0, "kind": "tierce", "high": "K",
                                                                     "suit": "hearts"}]}, "annonces")


def test_invalid_deal_keeps_the_deals_before() -> None:
    with pytest.raises(DealError, match="^deal 2: bid.contre: "):
        score_game(contree(), [{**BASE, "bid": {"value": 80}}, {**BASE, "bid": {"value": 80, "contre": 5}}])


# The one-go check of the usual deal (deal.plain_contree) against the field-by-field one -----------------------

_VALUES: list[Any] = [80, 85, 160, 170, "capot", "Capot", 100.0, True, None]
_CONTRES: list[Any] = [0, 1, 2, 3, -1, True, 1.0, None]


@given(
    taker=st.sampled_from([0, 1, 2, True, None]),
    first=st.sampled_from([0, 81, 100, 162, 163, -1]),
    second=st.sampled_from([62, 81, 0, -1]),
    trump=st.sampled_from([None, "hearts", "sans_atout", "tout_atout", "nope"]),
    capot=st.sampled_from([None, 0, 1, 2, True]),
    belote=st.sampled_from([None, [], [0], [1], [0, 1], [2], "0"]),
    bid=st.one_of(st.fixed_dictionaries({"value": st.sampled_from(_VALUES)},
                                        optional={"contre": st.sampled_from(_CONTRES), "x": st.just(1)}),
                  st.sampled_from([None, 80, []])),
    modes=st.sampled_from([["suit"], ["suit", "sans_atout"], ["tout_atout"]]),
)
@settings(max_examples=600, deadline=None)
def test_plain_contree_agrees_with_field_by_field(taker: Any, first: int, second: int, trump: Any, capot: Any,
                                                 belote: Any, bid: Any, modes: list[str]) -> None:
    rules = contree(trump_modes=modes)
    data: dict[str, Any] = {"taker": taker, "points": [first, second], "bid": bid}
    for key, value in (("trump", trump), ("capot", capot), ("belote", belote)):
        if value is not None:
            data[key] = value
    outcomes = []
    for try_plain in (True, False):
        try:
            outcomes.append(parse_deal(data, rules, 1, try_plain=try_plain))
        except DealError as error:
            outcomes.append(error.field)  # type: ignore[arg-type]
    assert outcomes[0] == outcomes[1]


def test_rules_in_words_for_contree() -> None:
    from belote_club.rules.wording import describe_rules, summary_line

    sentences = [sentence for _title, sentence in describe_rules(contree())]
    assert any("contrer (× 2)" in s and "surcontrer (× 4)" in s for s in sentences)
    assert not any("réclamer au décompte" in s for s in sentences)  # no late belote in contrée
    assert summary_line(contree()).startswith("Contrée aux points faits · partie en ")  # one capital (QA)
    assert "capot 250" in summary_line(contree())
    assert "capot" not in summary_line(contree(contract_scoring="points_annonces"))


def _usual_deals(top: int) -> Iterator[dict[str, Any]]:
    """Every usual contrée deal (plain_contree_index takes them all), trump left out."""
    for taker in (0, 1):
        for first in range(163):
            for value in [*range(80, top + 1, 10), "capot"]:
                for contre in (0, 1, 2):
                    for capot in (None, 0, 1):
                        if capot is not None and [first, 162 - first][capot] != 162:
                            continue
                        for belote in (None, [0], [1]):
                            data: dict[str, Any] = {"taker": taker, "points": [first, 162 - first],
                                                    "bid": {"value": value, "contre": contre}}
                            if capot is not None:
                                data["capot"] = capot
                            if belote is not None:
                                data["belote"] = belote
                            yield data


@pytest.mark.parametrize("options", [
    {},
    {"contract_scoring": "points_annonces"},
    {"belote_multiplied": False, "belote_kept_on_chute": True, "rounding": "exact"},
    {"litige": "reserve", "capot_against_taker": "capot", "rounding": "ten_keep_160", "max_bid": 180},
    {"annonces": True, "rounding": "ten_defence_complement", "chute_points": 150, "capot_points": 300},
    {"rounding": "ten_half_down", "litige": "reserve", "belote_kept_on_chute": True},
    {"rounding": "five_keep_160", "litige": "reserve", "belote_multiplied": False},
])
def test_plain_contree_index_gives_one_number_only_to_deals_that_score_alike(options: dict[str, Any]) -> None:
    """The game's memo of usual deals is keyed by plain_contree_index: two deals with one number must score the
    same, as §10.3 (family.score_deal, on the deal checked field by field) scores them, on an ordinary deal and
    on the last deal of a ``deals`` game (the memo tells those apart itself).  The number leaves out the trick
    points of failed contracts and of made ones they do not change: many deals share a number."""
    from belote_club.rules import score_deal
    from belote_club.rules.deal import allowed_trumps, plain_contree_index
    from belote_club.rules.rounding import trick_classes

    rules = contree(**options)
    trumps = allowed_trumps(rules.trump_modes)
    flat = rules.contract_scoring != "points_faits"
    seen: dict[int, tuple[Any, ...]] = {}
    deals = 0
    for data in _usual_deals(rules.max_bid):
        index = plain_contree_index(data, trumps, True, rules.max_bid, rules.belote_points, flat,
                                    trick_classes(rules.rounding))
        assert index is not None
        deal = parse_deal(data, rules, 1, try_plain=False)
        b = [0, 0]
        for camp in deal.belote:
            b[camp] += rules.belote_points
        scored = tuple(score_deal(rules, deal, b, litige_as_made=last)[:5] for last in (False, True))
        assert seen.setdefault(index, scored) == scored, data
        deals += 1
    assert len(seen) < deals / 2  # the failed and the doubled contracts share their numbers


def test_a_value_received_is_shown_as_json_writes_it() -> None:
    """Issue 22 (QA, phone API): a bad value is quoted as the JSON sent it — « true », « null » — never as
    Python's « True », « None »."""
    assert "reçu « true »" in expect_deal_error({**BASE, "bid": {"value": 100, "contre": True}}, "bid.contre").message
    assert "reçu « null »" in expect_deal_error({**BASE, "bid": None}, "bid").message
