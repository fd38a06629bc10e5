"""The house-rule sheet: every sentence of the rules in force is printed, and the examples are the engine's."""

from __future__ import annotations

import datetime as dt

import pytest
from pdf_helpers import normalise, pdf_pages, pdf_text

from belote_club.reports.data import EventInfo
from belote_club.reports.rules_sheet import examples, render_rules_sheet
from belote_club.rules import GameEnd, HouseRules, list_presets
from belote_club.rules.wording import describe_rules

EVENT = EventInfo("Concours d’été de l’Amicale", dt.date(2026, 7, 14), "Cercle de l’Atout", "Salle Œuvre")

# One variation per option value away from the defaults (the defaults are the first entry).
VARIANTS: list[dict[str, object]] = [
    {},
    {"players": 3}, {"players": 2},
    *({"rounding": mode} for mode in ("ten_half_down", "ten_half_up", "ten_keep_160", "ten_defence_complement",
                                      "five_keep_160")),
    {"rounding": "ten_half_down", "compare_on": "rounded"},
    {"chute_points": 160}, {"capot_points": 500},
    {"capot_against_taker": "chute"},
    {"annonces": True, "capot_takes_annonces": False},
    {"belote_kept_on_chute": False}, {"belote_counts_for_contract": False},
    {"annonces": True}, {"annonces": True, "annonces_count_for_contract": False},
    {"annonces": True, "tierce_points": 30}, {"annonces": True, "carre_values": "trump_value"},
    {"litige": "dedans"},
    {"trump_modes": ["suit", "sans_atout"], "annonces": True}, {"trump_modes": ["suit", "tout_atout"]},
    {"game_end": {"type": "target", "points": 1010, "strict": True}},
    {"game_end": {"type": "deals", "count": 12}},
    {"game_end": {"type": "deals", "count": 12}, "passed_deals_count": True},
    {"game_end": {"type": "open"}},
    {"tie": "draw"}, {"no_win_on_capot_or_chute": False},
    {"rounding": "ten_half_up", "exact_last_deal": True},
    {"rubicon": "simple"}, {"rubicon": "floating"},
    {"late_belote_claims": 0}, {"late_belote_claims": 2},
]


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: ",".join(f"{k}={v[k]}" for k in v) or "defaults")
def test_every_rule_sentence_is_printed(variant: dict[str, object]) -> None:
    rules = HouseRules.from_dict(variant)
    data, pages = render_rules_sheet(rules, event=EVENT)
    assert data is not None and data.startswith(b"%PDF")
    assert 1 <= pages <= 3
    text = pdf_text(data)
    for _title, sentence in describe_rules(rules):
        assert normalise(sentence) in text
    for example in examples(rules):
        assert normalise(example.title) in text
        for line in example.lines:
            assert normalise(line) in text


def test_header_footer_and_page_numbers() -> None:
    data, pages = render_rules_sheet(HouseRules(annonces=True, rounding="ten_half_down"), event=EVENT)
    assert data is not None
    texts = pdf_pages(data)
    assert len(texts) == pages
    for number, text in enumerate(texts, start=1):
        assert "Concours d’été de l’Amicale" in text
        assert f"page {number} / {pages}" in text
        assert "Imprimé le" in text
    first = texts[0]
    assert "Règles de jeu" in first and "mardi 14 juillet 2026" in first and "Cercle de l’Atout" in first
    text = " ".join(texts)
    assert "Le jeu de la carte ♠ ♥ ♦ ♣" in text
    for word in ("Fournir", "Couper", "Monter", "Pisser", "Dix de der"):
        assert word in text


def test_preset_named() -> None:
    for preset in list_presets():
        data, _ = render_rules_sheet(preset.rules)
        assert data is not None
        assert f"préréglage « {preset.title} »" in pdf_text(data)
    data, _ = render_rules_sheet(HouseRules(chute_points=170))
    assert data is not None and "règles maison" in pdf_text(data)


def test_examples_show_the_main_outcomes() -> None:
    for rules in (HouseRules(), HouseRules(players=3), HouseRules(litige="dedans", rounding="five_keep_160"),
                  HouseRules(annonces=True, game_end=GameEnd("deals", count=8))):
        found = examples(rules)
        assert 3 <= len(found) <= 5
        titles = " ".join(e.title for e in found)
        assert "Contrat rempli" in titles and "Capot" in titles and "dedans" in titles
        for example in found:
            assert example.lines, example.title
            assert len(example.points) == rules.camps


def test_litige_example_carries_the_reserve() -> None:
    litige = [e for e in examples(HouseRules()) if e.title.startswith("Litige")][0]
    assert any("réserve" in line for line in litige.lines)
    # Donne 1: 81 – 81, the defence (camp B) scores 81; donne 2: camp B makes it (105 + 20) and wins the reserve 81.
    assert litige.points == (57, 81 + 105 + 20 + 81)
    dedans = examples(HouseRules(litige="dedans"))
    assert [e for e in dedans if "Litige" in e.title] == []
    # The 81 – 81 deal is then scored as a dedans: the defence takes 162.
    tie = [e for e in dedans if e.title.startswith("Preneur dedans, puis")][0]
    assert tie.points[1] >= 162
