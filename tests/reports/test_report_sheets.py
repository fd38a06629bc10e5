"""Score sheets follow the rules in force (issue 12): camps, annonces, sans-atout/tout-atout, spare rows,
signatures for both sides and the referee."""

from __future__ import annotations

from pdf_helpers import pdf_pages

from belote_club.reports.data import EventInfo, ScoreSheet, ScoreSheetsData
from belote_club.reports.sample import LONG_EVENT, sample_score_sheets
from belote_club.reports.score_sheets import SPARE_ROWS, deal_rows, render_score_sheets, special_modes
from belote_club.rules import HouseRules, load_preset


def _first_page(rules: HouseRules, per_page: int = 1) -> str:
    data = ScoreSheetsData(EventInfo("Concours"), rules, (ScoreSheet(),))
    return pdf_pages(render_score_sheets(data, per_page=per_page)[0] or b"")[0]


def test_a_three_player_sheet_has_three_camps() -> None:
    for per_page in (1, 2):
        text = _first_page(load_preset("belote-a-trois"), per_page)
        assert "Camp 3" in text and "Signature camp 3" in text and "CAMP 3" in text
    assert "Camp 3" not in _first_page(load_preset("concours"))


def test_annonces_and_special_modes_have_their_columns() -> None:
    plain = _first_page(load_preset("concours"))
    assert "Annonces" not in plain and "SA" not in plain
    rich = HouseRules.from_dict({"annonces": True, "trump_modes": ["suit", "sans_atout", "tout_atout"]})
    text = _first_page(rich)
    assert "Annonces" in text and "SA TA" in text and "entourez SA" in text
    assert special_modes(HouseRules.from_dict({"trump_modes": ["sans_atout"]})) == ()  # every deal is one
    assert special_modes(HouseRules.from_dict({"trump_modes": ["suit", "tout_atout"]})) == ("TA",)


def test_spare_rows_follow_the_planned_deals() -> None:
    rules = load_preset("concours")  # 12 deals
    assert deal_rows(rules, 1) == 12 + SPARE_ROWS
    text = _first_page(rules)
    assert f"Lignes 13 à {12 + SPARE_ROWS}" in text and "donnes supplémentaires" in text


def test_both_sides_and_the_referee_sign() -> None:
    text = _first_page(load_preset("concours"))
    assert "Signature camp 1" in text and "Signature camp 2" in text and "Arbitre" in text


def test_long_names_and_long_concours_name_print_whole() -> None:
    data = sample_score_sheets(load_preset("belote-moderne"), 6, long_names=True)
    pages = pdf_pages(render_score_sheets(data)[0] or b"")
    assert all("page" in page for page in pages)
    assert LONG_EVENT.name in pages[0]
