"""The house-rule sheet: every sentence of the rules in force is printed, and the examples are the engine's."""

from __future__ import annotations

import datetime as dt

import pytest
from pdf_helpers import normalise, pdf_pages, pdf_text

from belote_club.reports.data import EventInfo
from belote_club.reports.rules_sheet import examples, render_rules_sheet
from belote_club.rules import GameEnd, HouseRules, list_presets, load_preset
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


@pytest.mark.parametrize("modes", [["sans_atout"], ["tout_atout"], ["sans_atout", "tout_atout"]])
def test_rules_without_an_ordinary_suit_print_their_own_examples(modes: list[str]) -> None:
    rules = HouseRules.from_dict({"trump_modes": modes, "annonces": True})
    data, pages = render_rules_sheet(rules)
    text = pdf_text(data or b"")
    assert pages >= 1 and "erreur" not in text.lower()
    assert "à cœur" not in text and "à pique" not in text  # every example follows the modes in force
    first = "tout-atout" if "tout_atout" in modes else "sans-atout"
    assert f"prend à {first}" in text
    for mode in modes:
        name = {"sans_atout": "Sans-atout", "tout_atout": "Tout-atout"}[mode]
        assert name in text  # its card values and how it is played
    assert "4 × 38 = 152" in text and "162" in text


def test_how_to_play_follows_the_rules() -> None:
    three = pdf_text(render_rules_sheet(HouseRules(players=3))[0] or b"")
    assert "Chacun joue pour soi : pas de partenaire" in three
    assert "partenaire est maître" not in three and "Renonce" in three
    assert "joueur A" in three and "camp A" not in three
    four = pdf_text(render_rules_sheet(HouseRules(annonces=True, carre_values="trump_value"))[0] or b"")
    assert "partenaire est maître du pli" in four
    assert "un carré passe avant une séquence" in four and "la séquence la plus longue" in four
    assert "celle qui est à l’atout" in four and "d’as : 110" in four
    rubicon = pdf_text(render_rules_sheet(load_preset("rubicon"))[0] or b"")
    assert "Rubicon : une partie entière" in rubicon and "2 points de partie" in rubicon
    assert "Rubicon : une partie entière" not in four


def test_the_sheet_is_readable_on_a_wall() -> None:
    from belote_club.reports.rules_sheet import sheet_styles

    for name, style in sheet_styles().items():
        assert style.fontSize >= 10, name
        assert "Oblique" not in style.fontName and "Italic" not in style.fontName, name
        assert style.textColor is not None
        grey = max(style.textColor.rgb()) - min(style.textColor.rgb()) < 0.05 and min(style.textColor.rgb()) > 0.3
        assert not grey, name  # ink or the accent colour, never pale grey


def test_concours_rules_are_printed_when_given() -> None:
    from belote_club.reports.data import ConcoursRules

    concours = ConcoursRules((("Classement", "Les équipes sont classées aux victoires."),
                              ("Exempt", "Une équipe exempte marque 1 000 points.")))
    text = pdf_text(render_rules_sheet(HouseRules(), event=EVENT, concours=concours)[0] or b"")
    assert "Règlement du concours" in text and "Une équipe exempte marque 1 000 points." in text
