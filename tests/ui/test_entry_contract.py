"""The quick-entry line of a contrée deal: the contract and the contre before the points (no Qt)."""

from __future__ import annotations

import pytest

from belote_club.ui.entry_contract import format_line, parse_line
from belote_club.ui.entry_syntax import EntryContext
from tests.helpers.entry import refusal

CONTREE = EntryContext(contract=True)
HIGH = EntryContext(contract=True, max_bid=180)
COINCHE = EntryContext(contract=True, annonces=True)


@pytest.mark.parametrize(
    ("text", "deal"),
    [
        ("1 110 95", {"taker": 0, "points": [95, 67], "bid": {"value": 110, "contre": 0}}),
        ("1110 95", {"taker": 0, "points": [95, 67], "bid": {"value": 110, "contre": 0}}),
        ("1 110 co 113", {"taker": 0, "points": [113, 49], "trump": "hearts", "bid": {"value": 110, "contre": 0}}),
        ("1110co113", {"taker": 0, "points": [113, 49], "trump": "hearts", "bid": {"value": 110, "contre": 0}}),
        ("2 80 x 90 b", {"taker": 1, "points": [72, 90], "belote": [1], "bid": {"value": 80, "contre": 1}}),
        ("280x 90b", {"taker": 1, "points": [72, 90], "belote": [1], "bid": {"value": 80, "contre": 1}}),
        ("1 90 pi xx 85", {"taker": 0, "points": [85, 77], "trump": "spades", "bid": {"value": 90, "contre": 2}}),
        ("1 cap c b", {"taker": 0, "capot": 0, "points": [162, 0], "belote": [0],
                       "bid": {"value": "capot", "contre": 0}}),
        ("1 CAPOT x 120", {"taker": 0, "points": [120, 42], "bid": {"value": "capot", "contre": 1}}),
        ("1 110 c2", {"taker": 0, "capot": 1, "points": [0, 162], "bid": {"value": 110, "contre": 0}}),
        ("1 100 x2", {"taker": 0, "penalty": {"kind": "renonce", "camp": 1}, "bid": {"value": 100, "contre": 0}}),
        ("1 100 x x2", {"taker": 0, "penalty": {"kind": "renonce", "camp": 1}, "bid": {"value": 100, "contre": 1}}),
        ("x2", {"penalty": {"kind": "renonce", "camp": 1}}),
        ("p", {"passed": True}),
    ],
)
def test_reads_the_contract_and_the_contre(text: str, deal: dict) -> None:
    assert parse_line(text, CONTREE) == deal


def test_max_bid_and_annonces_follow_the_rules() -> None:
    assert parse_line("1 180 tr c", HIGH)["bid"] == {"value": 180, "contre": 0}
    assert parse_line("1 100 95 a2tRco", COINCHE)["annonces"] == [
        {"camp": 1, "kind": "tierce", "high": "K", "suit": "hearts", "length": 3}]


def test_classic_lines_are_unchanged_outside_contree() -> None:
    assert parse_line("195", EntryContext()) == {"taker": 0, "points": [95, 67]}


@pytest.mark.parametrize(
    ("text", "context", "message"),
    [
        ("195", CONTREE, "« 95 » : contrat impossible : de 80 à 160 de 10 en 10, ou cap (capot) ; "
                         "tapez le camp, le contrat puis les points : 1 110 95."),
        ("1 170 95", CONTREE, "« 170 » : contrat impossible : de 80 à 160 de 10 en 10, ou cap (capot) ; "
                              "tapez le camp, le contrat puis les points : 1 110 95."),
        ("1 190 c", HIGH, "« 190 » : contrat impossible : de 80 à 180 de 10 en 10, ou cap (capot) ; "
                          "tapez le camp, le contrat puis les points : 1 110 95."),
        ("1 70 95", CONTREE, "« 70 » : contrat impossible : de 80 à 160 de 10 en 10, ou cap (capot) ; "
                             "tapez le camp, le contrat puis les points : 1 110 95."),
        ("1 110", CONTREE, "Points du preneur manquants : tapez le contrat puis les points, par exemple 1 110 95."),
        ("1 110 x", CONTREE, "Points du preneur manquants : tapez le contrat puis les points, par exemple 1 110 95."),
        ("b", CONTREE, "Commencez par le camp du preneur (1 ou 2), le contrat puis les points : 1 110 95."),
        ("1 110 95 r", CONTREE, "Pas de belote réclamée au décompte en contrée : notez-la b avec la donne."),
        ("1 110 co 95 pi", CONTREE, "« pi » : un seul atout par donne."),
        ("1 110 xxx 95", CONTREE, "« xxx » : contre : x (contré) ou xx (surcontré)."),
        ("3 110 95", CONTREE, "« 3 » : camp 3 inexistant pour le preneur (1 à 2)."),
        ("1 110 95 a2tRco", CONTREE, "« a2tRco » : les annonces ne sont pas jouées avec ces règles."),
    ],
)
def test_refuses_naming_the_field(text: str, context: EntryContext, message: str) -> None:
    assert str(refusal(parse_line, text, context)) == message


@pytest.mark.parametrize(
    "text", ["1 110 95", "1 110 co 113 b", "2 80 x 90 b1", "1 90 pi xx 85", "1 cap c b", "1 cap x 120",
             "1 110 c2", "1 100 x2", "1 100 xx x2", "x2", "p", "2 160 ca c"],
)
def test_format_round_trips(text: str) -> None:
    deal = parse_line(text, CONTREE)
    assert format_line(deal) == text
    assert parse_line(format_line(deal), CONTREE) == deal


def test_few_keystrokes() -> None:
    # The everyday contrée deal: camp, contract, space, points, Enter — eight keys; a contre adds one.
    for text, contre in (("1110 95", 0), ("1110x 95", 1), ("1110xx 95", 2)):
        assert parse_line(text, CONTREE)["bid"] == {"value": 110, "contre": contre}
        assert len(text) + 1 <= 10


def test_the_guide_and_the_readme_examples_read_as_they_say() -> None:
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    guide = (root / "docs" / "guide" / "guide.md").read_text(encoding="utf-8")
    section = guide.split("## La saisie d’une donne de contrée", 1)[1].split("\n## ", 1)[0]
    readme = (root / "README.md").read_text(encoding="utf-8").split("| Saisie | Donne de contrée |", 1)[1]
    readme = readme.split("\n\n", 1)[0]
    examples = [code for text in (section, readme) for line in text.splitlines() if line.startswith("| `")
                for code in re.findall(r"`([^`]+)`", line.split("|")[1])]
    assert len(examples) >= 14
    for example in examples:
        for line in example.split(" / "):
            parse_line(line, CONTREE)
    assert parse_line("1 cap 120", CONTREE)["points"] == [120, 42]
