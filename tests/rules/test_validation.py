"""Bad rules and bad deals end in a clean error naming the key / the deal and field."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belote_club.rules import (
    DealError,
    HouseRules,
    RulesError,
    list_presets,
    load_preset,
    parse_deal,
    score_game,
)


@pytest.mark.parametrize(
    ("rules", "key"),
    [
        ({"colour": 1}, "colour"),
        ({"players": 5}, "players"),
        ({"players": "4"}, "players"),
        ({"players": 4.0}, "players"),
        ({"rounding": "ten"}, "rounding"),
        ({"chute_points": 501}, "chute_points"),
        ({"chute_points": True}, "chute_points"),
        ({"capot_points": -1}, "capot_points"),
        ({"capot_points": 10**100}, "capot_points"),
        ({"annonces": "yes"}, "annonces"),
        ({"annonces": 1}, "annonces"),
        ({"tierce_points": 25}, "tierce_points"),
        ({"trump_modes": []}, "trump_modes"),
        ({"trump_modes": ["suit", "suit"]}, "trump_modes"),
        ({"trump_modes": "suit"}, "trump_modes"),
        ({"game_end": {"type": "target", "points": 0}}, "game_end.points"),
        ({"game_end": {"type": "deals", "count": "12"}}, "game_end.count"),
        ({"game_end": {"type": "open", "count": 3}}, "game_end.count"),
        ({"game_end": {"points": 1000}}, "game_end.type"),
        ({"game_end": "target"}, "game_end"),
        ({"late_belote_claims": -1}, "late_belote_claims"),
        ({"rubicon": "double"}, "rubicon"),
    ],
)
def test_bad_rules_name_the_key(rules: dict[str, Any], key: str) -> None:
    with pytest.raises(RulesError) as info:
        HouseRules.from_dict(rules)
    assert info.value.key == key
    assert str(info.value).startswith(key)


def test_rules_round_trip_every_preset() -> None:
    for preset in list_presets():
        data = json.loads(json.dumps(preset.rules.to_dict()))
        assert HouseRules.from_dict(data) == preset.rules
        assert preset.title and preset.description


def test_required_presets() -> None:
    assert load_preset("classique") == HouseRules()
    concours = load_preset("concours")
    assert concours.game_end.type == "deals" and concours.game_end.count == 12
    assert concours.rounding == "exact" and concours.capot_points == 252 and not concours.annonces
    assert concours.litige == "reserve"
    assert load_preset("arrondi-dizaine").rounding == "ten_half_down"
    assert load_preset("arrondi-dizaine").game_end.points == 1010
    assert load_preset("annonces").annonces and load_preset("annonces").game_end.points == 1000
    assert load_preset("rubicon").rubicon == "floating"
    with pytest.raises(RulesError, match="inconnu"):
        load_preset("pas-de-tel-preset")


@pytest.mark.parametrize(
    ("deal", "field"),
    [
        ({"points": [80, 82]}, "taker"),
        ({"taker": 0}, "points"),
        ({"taker": 2, "points": [80, 82]}, "taker"),
        ({"taker": True, "points": [80, 82]}, "taker"),
        ({"taker": 0, "points": [80, 81]}, "points"),
        ({"taker": 0, "points": [80, 82, 0]}, "points"),
        ({"taker": 0, "points": [163, -1]}, "points"),
        ({"taker": 0, "points": [80.0, 82]}, "points"),
        ({"taker": 0, "points": "80,82"}, "points"),
        ({"taker": 0, "points": [160, 2], "capot": 0}, "capot"),
        ({"taker": 0, "points": [80, 82], "belote": [0, 1]}, "belote"),
        ({"taker": 0, "points": [80, 82], "belote": [0], "late_belote": [1]}, "late_belote"),
        ({"taker": 0, "points": [80, 82], "belote": [3]}, "belote"),
        ({"taker": 0, "points": [80, 82], "trump": "stars"}, "trump"),
        ({"taker": 0, "points": [80, 82], "trump": "sans_atout"}, "trump"),
        ({"taker": 0, "points": [80, 82], "annonces": [{"camp": 0, "kind": "tierce", "high": "A", "suit": "hearts"}]},
         "annonces"),
        ({"taker": 0, "points": [80, 82], "penalty": {"kind": "revoke", "camp": 0}}, "penalty.kind"),
        ({"taker": 0, "points": [80, 82], "bonus": 10}, "bonus"),
        ({"passed": True, "taker": 0}, "taker"),
        ({"passed": "yes"}, "passed"),
    ],
)
def test_bad_deals_name_deal_and_field(deal: dict[str, Any], field: str) -> None:
    good = {"taker": 0, "points": [90, 72]}
    with pytest.raises(DealError) as info:
        score_game(HouseRules(), [good, deal])
    assert info.value.deal == 2
    assert info.value.field == field
    assert str(info.value).startswith(f"deal 2: {field}")


@pytest.mark.parametrize(
    ("annonce", "field"),
    [
        ({"camp": 0, "kind": "quinte", "high": "A", "suit": "hearts"}, "annonces[1].kind"),
        ({"camp": 0, "kind": "tierce", "high": "1", "suit": "hearts"}, "annonces[1].high"),
        ({"camp": 0, "kind": "tierce", "high": "8", "suit": "hearts"}, "annonces[1].high"),
        ({"camp": 0, "kind": "tierce", "high": "A"}, "annonces[1].suit"),
        ({"camp": 0, "kind": "cent", "high": "A", "suit": "hearts", "length": 9}, "annonces[1].length"),
        ({"camp": 0, "kind": "cinquante", "high": "A", "suit": "hearts", "length": 3}, "annonces[1].length"),
        ({"camp": 0, "kind": "carre", "high": "8"}, "annonces[1].high"),
        ({"camp": 5, "kind": "carre", "high": "J"}, "annonces[1].camp"),
    ],
)
def test_bad_annonces(annonce: dict[str, Any], field: str) -> None:
    with pytest.raises(DealError) as info:
        score_game(HouseRules(annonces=True), [{"taker": 0, "points": [90, 72], "annonces": [annonce]}])
    assert info.value.field == field


def test_invalid_deal_changes_nothing_in_a_game() -> None:
    from belote_club.rules import Game

    game = Game(HouseRules())
    game.add({"taker": 0, "points": [90, 72], "late_belote": [0]})
    before = game.result()
    with pytest.raises(DealError):
        game.add({"taker": 0, "points": [90, 73], "late_belote": [1]})
    assert game.result() == before
    game.add({"taker": 1, "points": [90, 72], "late_belote": [1]})
    assert game.result().totals == (200, 164)  # camp 1's claim was not used by the refused deal


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**30, 10**30) | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(
        st.sampled_from(["taker", "points", "capot", "belote", "late_belote", "annonces", "penalty", "passed",
                         "trump", "camp", "kind", "high", "suit", "length", "x"]), children, max_size=5),
    max_leaves=20,
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(json_values, max_size=4), st.dictionaries(st.text(max_size=12), json_values, max_size=3))
def test_random_malformed_input_ends_in_a_clean_error(deals: list[Any], rules: dict[str, Any]) -> None:
    try:
        parsed = HouseRules.from_dict(rules)
    except RulesError:
        parsed = HouseRules()
    try:
        score_game(parsed, deals)
    except DealError as exc:
        assert exc.deal is not None and 1 <= exc.deal <= len(deals)


# The usual deal is accepted in one go (deal.plain_index); anything else is checked field by field.  Adding
# ``"late_belote": None`` (which changes nothing) forces the field-by-field path: both must agree.
_odd_values = st.sampled_from([0, 1, 2, 3, -1, True, False, "0", None, 1.0, [], [0], [1], [2], [True], [0, 1],
                               [81, 81], [162, 0], [0, 162], [100, 62, 0], [54, 54, 54], [161, 1], [80, 81],
                               "hearts", "sans_atout", "tout_atout", "pique", {"a": 1}])


@settings(max_examples=400, deadline=None)
@given(st.sampled_from([{}, {"players": 3}, {"players": 2}, {"trump_modes": ["sans_atout"]},
                        {"trump_modes": ["suit", "sans_atout", "tout_atout"]}]),
       st.fixed_dictionaries({}, optional={"taker": _odd_values, "points": _odd_values, "trump": _odd_values,
                                           "belote": _odd_values, "capot": _odd_values}))
def test_usual_deals_accepted_in_one_go_agree_with_the_field_checks(rules_data: dict, deal: dict) -> None:
    rules = HouseRules.from_dict(rules_data)

    def outcome(data: dict) -> object:
        try:
            return parse_deal(data, rules, 1)
        except DealError as exc:
            return str(exc)

    assert outcome(deal) == outcome({**deal, "late_belote": None})
