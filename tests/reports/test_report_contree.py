"""Contrée's documents: score sheets with columns for the contract, the suit and the contre; a rule sheet that
explains the contract scoring in force, with worked deals scored by the engine under those rules."""

from __future__ import annotations

import pytest
from pdf_helpers import normalise, pdf_pages, pdf_text

from belote_club.reports.data import EventInfo, ScoreSheet, ScoreSheetsData
from belote_club.reports.rules_examples import examples
from belote_club.reports.rules_sheet import contract_rules, render_rules_sheet
from belote_club.reports.sample import sample_score_sheets
from belote_club.reports.score_sheets import contract_columns, render_score_sheets
from belote_club.rules import Game, HouseRules, load_preset

CONTREE = HouseRules.from_dict({"game": "contree"})
COINCHE = HouseRules.from_dict({"game": "contree", "annonces": True, "litige": "reserve", "max_bid": 180})
ANNOUNCED = HouseRules.from_dict({"game": "contree", "contract_scoring": "points_annonces",
                                  "belote_multiplied": False})


def _first_page(rules: HouseRules, per_page: int = 1) -> str:
    data = ScoreSheetsData(EventInfo("Concours"), rules, (ScoreSheet(),))
    return pdf_pages(render_score_sheets(data, per_page=per_page)[0] or b"")[0]


@pytest.mark.parametrize("rules", [CONTREE, COINCHE])
@pytest.mark.parametrize("per_page", [1, 2])
def test_score_sheets_have_the_contract_the_suit_and_the_contre(rules: HouseRules, per_page: int) -> None:
    text = _first_page(rules, per_page)
    for header in ("Contrat", "Atout", "Contre", "×2 ×4", "♥ ♠ ♦ ♣", f"80–{rules.max_bid}", "entourez ×2 (contré)"):
        assert header in normalise(text), header
    filled = pdf_pages(render_score_sheets(sample_score_sheets(rules, 4))[0] or b"")
    assert len(filled) == 2 and all("Contrat" in page and "Contre" in page for page in filled)


def test_classic_sheets_are_unchanged() -> None:
    assert contract_columns(load_preset("concours")) == []
    assert "Contre" not in _first_page(load_preset("concours"))


@pytest.mark.parametrize("rules", [CONTREE, COINCHE, ANNOUNCED])
def test_the_rule_sheet_explains_the_contract_with_the_engines_examples(rules: HouseRules) -> None:
    text = normalise(pdf_text(render_rules_sheet(rules)[0] or b""))
    assert "Les enchères (contrée)" in text
    for _title, sentence in contract_rules(rules):
        assert normalise(sentence)[:60] in text
    shown = examples(rules)
    assert [e.title for e in shown][:1] == ["Contrat réussi"]
    for example in shown:
        assert normalise(example.lines[-1]) in text
    # each example is what the engine scores for its deal under these rules
    made = Game(rules, explain=True).add(
        {"taker": 0, "trump": "hearts", "points": [113, 49], "bid": {"value": 110, "contre": 0}})
    assert shown[0].points == made.points


def test_the_sheet_follows_the_options() -> None:
    assert "de 80 à 180" in dict(contract_rules(COINCHE))["Enchères"]
    assert "de 80 à 160" in dict(contract_rules(ANNOUNCED))["Enchères"]
    contre = next(e for e in examples(ANNOUNCED) if e.title.startswith("Contré"))
    assert contre.points == (0, 180)  # 80 × 2 + 20: the belote added after the contre
    assert any(e.title == "Annonces" for e in examples(COINCHE))
    assert any(e.title == "Litige" for e in examples(COINCHE))
    assert contract_rules(load_preset("concours")) == []
