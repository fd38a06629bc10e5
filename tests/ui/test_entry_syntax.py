"""The quick-entry syntax of the score sheet (no Qt)."""

from __future__ import annotations

import pytest

from belote_club.rules import Game, HouseRules, parse_deal
from belote_club.ui.entry_syntax import EntryContext, EntryError, format_deal, parse_entry
from tests.helpers.entry import refusal

TWO = EntryContext()
THREE = EntryContext(camps=3)
ALL = EntryContext(trump_modes=("suit", "sans_atout", "tout_atout"), annonces=True)


@pytest.mark.parametrize(
    ("text", "deal"),
    [
        ("195", {"taker": 0, "points": [95, 67]}),
        ("2 40", {"taker": 1, "points": [122, 40]}),
        ("1 95 b", {"taker": 0, "points": [95, 67], "belote": [0]}),
        ("195b2", {"taker": 0, "points": [95, 67], "belote": [1]}),
        ("195r2", {"taker": 0, "points": [95, 67], "late_belote": [1]}),
        ("1c", {"taker": 0, "capot": 0, "points": [162, 0]}),
        ("2c1", {"taker": 1, "capot": 0, "points": [162, 0]}),
        ("1c b", {"taker": 0, "capot": 0, "points": [162, 0], "belote": [0]}),
        ("P", {"passed": True}),
        ("x2", {"penalty": {"kind": "renonce", "camp": 1}}),
        ("f1", {"penalty": {"kind": "fausse_donne", "camp": 0}}),
        ("10", {"taker": 0, "points": [0, 162]}),
        ("1162", {"taker": 0, "points": [162, 0]}),
    ],
)
def test_reads_common_deals(text: str, deal: dict) -> None:
    assert parse_entry(text, TWO) == deal


def test_three_camps() -> None:
    assert parse_entry("2 80/50", THREE) == {"taker": 1, "points": [32, 80, 50]}
    with pytest.raises(EntryError, match="trois camps"):
        parse_entry("195", THREE)
    with pytest.raises(EntryError, match="dépasse 162"):
        parse_entry("1100/80", THREE)


def test_trumps_and_annonces() -> None:
    assert parse_entry("195sa", ALL) == {"taker": 0, "points": [95, 67], "trump": "sans_atout"}
    assert parse_entry("195 co a2tRco a1kV", ALL) == {
        "taker": 0,
        "points": [95, 67],
        "trump": "hearts",
        "annonces": [
            {"camp": 1, "kind": "tierce", "high": "K", "suit": "hearts", "length": 3},
            {"camp": 0, "kind": "carre", "high": "J"},
        ],
    }
    assert parse_entry("1 95 a1c6Api", ALL)["annonces"] == [
        {"camp": 0, "kind": "cent", "high": "A", "suit": "spades", "length": 6}
    ]


@pytest.mark.parametrize(
    ("text", "context", "reason"),
    [
        ("", TWO, "vide"),
        ("195 40", TWO, "en trop"),
        ("1200", TWO, "162 au plus"),
        ("3 95", TWO, "camp 3 inexistant"),
        ("b", TWO, "commencez par le camp du preneur"),
        ("1", TWO, "points du preneur manquants"),
        ("195c", TWO, "capot se note sans points"),
        ("195 zz", TWO, "je ne comprends pas « zz »"),
        ("195sa", TWO, "sans-atout n’est pas joué"),
        ("195ta", TWO, "tout-atout n’est pas joué"),
        ("195 a2tRco", TWO, "annonces ne sont pas jouées"),
        ("195 a2tR", ALL, "couleur de la suite"),
        ("x2 f1", TWO, "une seule pénalité"),
        ("x2", THREE, "qu’à deux camps"),
        ("195 co pi", ALL, "un seul atout"),
    ],
)
def test_refuses_with_a_reason(text: str, context: EntryContext, reason: str) -> None:
    assert reason in refusal(parse_entry, text, context).reason


@pytest.mark.parametrize(
    ("text", "context", "message"),
    [
        ("1xx", TWO, "« xx » : une seule pénalité par donne."),
        ("x2 f1", TWO, "« x2 f1 » : une seule pénalité par donne."),
        ("195 40", TWO, "« 40 » : nombre en trop."),
        ("3 95", TWO, "« 3 » : camp 3 inexistant pour le preneur (1 à 2)."),
        ("195 b3", TWO, "« b3 » : camp 3 inexistant pour la belote (1 à 2)."),
        ("195 co pi", ALL, "« pi » : un seul atout par donne."),
        ("195 SA", TWO, "« SA » : le sans-atout n’est pas joué avec ces règles."),
        ("195 a2tR", ALL, "« a2tR » : précisez la couleur de la suite (co, pi, ca, tr) : a1tRco."),
        ("", TWO, "Ligne vide."),
        ("1", TWO, "Points du preneur manquants : tapez par exemple 195."),
        ("19z", TWO, "Je ne comprends pas « z »."),
    ],
)
def test_messages_are_sentences_naming_the_part_at_fault(text: str, context: EntryContext, message: str) -> None:
    assert str(refusal(parse_entry, text, context)) == message


@pytest.mark.parametrize(
    "text", ["195", "2 40 b", "1c", "2c1 b2", "p", "x2", "195 sa r2", "195 co a2tRco a1kV", "1 95 a1c6Api"]
)
def test_format_round_trips(text: str) -> None:
    deal = parse_entry(text, ALL)
    assert parse_entry(format_deal(deal), ALL) == deal


def test_format_three_camps_round_trips() -> None:
    deal = parse_entry("3 70/20 b1", THREE)
    assert parse_entry(format_deal(deal), THREE) == deal


def test_parsed_deals_are_valid_for_the_engine() -> None:
    rules = HouseRules(trump_modes=("suit", "sans_atout", "tout_atout"), annonces=True)
    game = Game(rules)
    for text in ["195 b", "2 40", "p", "1c", "x2", "195 co a2tRco a1kV"]:
        deal = parse_entry(text, ALL)
        parse_deal(deal, rules)
        game.add(deal)
    assert game.result().totals[0] > 0


def test_six_keystrokes_for_common_deals() -> None:
    # The line plus Enter: at most six key presses for the deals played every evening.
    for text in ["195", "195b", "195b2", "1c", "p", "2c1"]:
        parse_entry(text, TWO)
        assert len(text) + 1 <= 6
