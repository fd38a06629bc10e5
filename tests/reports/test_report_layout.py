"""Layout (issue 12): no word ever prints over another, whatever the names; lookup order; podium; metadata."""

from __future__ import annotations

import datetime as dt
import io
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from pdf_helpers import overlaps, pdf_pages, pdf_text, word_boxes
from pypdf import PdfReader

from belote_club.reports.base import DocumentInfo, fit_text
from belote_club.reports.data import Entrant, ResultsData, StandingRow
from belote_club.reports.fonts import SANS_BOLD, register_fonts
from belote_club.reports.results import STEP_GAP, podium, podium_blocks, render_results
from belote_club.reports.rules_sheet import render_rules_sheet
from belote_club.reports.sample import (
    LONG_EVENT,
    LONG_TEAMS,
    sample_results,
    sample_score_sheets,
    sample_standings,
    sample_table_plan,
)
from belote_club.reports.score_sheets import render_score_sheets
from belote_club.reports.standings import render_standings
from belote_club.reports.table_plan import lookup_entries, lookup_pages, render_table_plan
from belote_club.rules import HouseRules, load_preset

LIVE_URL = "http://192.168.1.20:8080/live"


def _shared_third(results: ResultsData) -> ResultsData:
    """The 3rd, 4th and 5th rows tied 3rd: the podium's third step holds three teams (long names here)."""
    rows = tuple(replace(row, rank=3) if 3 <= i <= 5 else row for i, row in enumerate(results.rows, start=1))
    return replace(results, rows=rows)


needs_poppler = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) absent")


def _documents() -> dict[str, bytes]:
    modern = load_preset("belote-moderne")
    three = load_preset("belote-a-trois")
    rich = HouseRules.from_dict({"annonces": True, "trump_modes": ["suit", "sans_atout", "tout_atout"]})
    docs = {
        "standings": render_standings(sample_standings(18, 5, long_names=True))[0],
        "standings-per-game": render_standings(sample_standings(18, 6, long_names=True), per_game=True)[0],
        "standings-live": render_standings(sample_standings(18, 5, long_names=True), live_url=LIVE_URL)[0],
        "results-shared-third": render_results(_shared_third(sample_results(12, 4, long_names=True)))[0],
        "tables": render_table_plan(sample_table_plan(18, long_names=True))[0],
        "results": render_results(sample_results(18, 5, long_names=True))[0],
        "rules": render_rules_sheet(modern, event=LONG_EVENT)[0],
        "rules-three": render_rules_sheet(three, event=LONG_EVENT)[0],
        "sheets": render_score_sheets(sample_score_sheets(rich, 4, long_names=True, blank=1))[0],
        "sheets-a5": render_score_sheets(sample_score_sheets(modern, 4, long_names=True), per_page=2)[0],
        "sheets-three": render_score_sheets(sample_score_sheets(three, 6, long_names=True), per_page=2)[0],
    }
    return {name: data for name, data in docs.items() if data is not None}


@needs_poppler
def test_no_word_prints_over_another_with_long_names(tmp_path: Path) -> None:
    assert len(LONG_EVENT.name) >= 55 and len(LONG_EVENT.club) >= 39 and min(map(len, LONG_TEAMS)) >= 60
    for name, data in _documents().items():
        pages = word_boxes(data, tmp_path)
        assert pages, name
        for number, page in enumerate(pages, start=1):
            assert not overlaps(page), f"{name}, page {number}: {overlaps(page)[:5]}"


@needs_poppler
def test_the_overlap_check_sees_an_overlap(tmp_path: Path) -> None:
    from reportlab.pdfgen.canvas import Canvas

    register_fonts()
    buffer = io.BytesIO()
    canvas = Canvas(buffer)
    canvas.setFont(SANS_BOLD, 10)
    canvas.drawString(100, 700, "Concours de la Saint-Martin")
    canvas.drawString(160, 700, "Belote Club de Murat")
    canvas.save()
    assert overlaps(word_boxes(buffer.getvalue(), tmp_path)[0])


def test_header_texts_shrink_then_cut_between_words() -> None:
    register_fonts()
    text, size = fit_text("Grand concours de belote", SANS_BOLD, 8.5, 1000)
    assert (text, size) == ("Grand concours de belote", 8.5)
    text, size = fit_text(LONG_EVENT.name * 3, SANS_BOLD, 8.5, 200)
    assert size == 6.0 and text.endswith("…") and not text.endswith(" …")
    assert LONG_EVENT.name.startswith(text[:-1].split()[0])


def test_long_names_stay_whole_words() -> None:
    for name, data in _documents().items():
        if name.startswith("rules"):
            continue
        text = pdf_text(data)
        for word in ("Bormes-les-Mimosas", "Rochefoucauld-Montmorency", "Vandenberghe-Schwarzenegger"):
            assert word in text, (name, word)


def test_lookup_reads_down_the_left_column_then_the_right_on_each_page() -> None:
    data = sample_table_plan(400)
    entries = lookup_entries(data)
    story = lookup_pages(entries, 600, 700)
    pages = [flowable for flowable in story if hasattr(flowable, "_cellvalues")]
    assert len(pages) > 2
    read: list[str] = []
    for page in pages:
        columns = page._cellvalues[0]
        assert len(columns) <= 2
        for column in columns:
            names = [row[0].text if hasattr(row[0], "text") else row[0] for row in column._cellvalues[1:]]
            read += names
    assert len(read) == len(entries)
    assert [n.replace("\u00a0", " ") for n in read] == [e.name.replace("\u00a0", " ") for e in entries]


def _row(rank: int, number: int, name: str) -> StandingRow:
    return StandingRow(rank, Entrant(number, name, (f"Joueur {number}", f"Partenaire {number}")), 4, 3, 3, 4000 - rank,
                       3000)


def test_a_shared_third_place_shows_both_teams_on_the_podium() -> None:
    rows = (_row(1, 1, "Les As"), _row(2, 2, "Les Valets"), _row(3, 3, "Les Dames"), _row(3, 4, "Les Rois"),
            _row(5, 5, "Les Dix"))
    blocks = podium_blocks(rows)
    assert [[r.entrant.name for r in block] for block in blocks] == [["Les As"], ["Les Valets"],
                                                                      ["Les Dames", "Les Rois"]]
    data = ResultsData(LONG_EVENT, rows, 4, "aux victoires")
    first = pdf_pages(render_results(data)[0] or b"")[0]
    assert "3e ex æquo" in first and "Les Dames" in first and "Les Rois" in first
    assert "Classement final" in first  # the ranking starts on page 1, below the podium


def test_palmares_ranking_starts_on_page_one_and_prizes_print() -> None:
    results = sample_results(200, 5)
    rows = tuple(type(r)(**{**r.__dict__, "prize": f"Lot n° {i}"}) if i <= 3 else r
                 for i, r in enumerate(results.rows, start=1))
    data = ResultsData(results.event, rows, results.rounds_played, results.criteria, facts=results.facts)
    pages = pdf_pages(render_results(data)[0] or b"")
    assert "Classement final" in pages[0]
    assert "Lot" in pages[0] and "Lot n° 1" in pages[0]
    assert "400" in pages[0]  # « Joueurs 400 »: facts spaced like every number (no thousands here)


def test_ex_aequo_is_marked_in_the_standings() -> None:
    rows = (_row(1, 1, "Les As"), _row(2, 2, "Les Valets"), _row(2, 3, "Les Dames"))
    data = sample_standings(4, 1)
    data = type(data)(data.event, rows, after_round=4, criteria="aux victoires")
    text = pdf_text(render_standings(data)[0] or b"")
    assert text.count("ex æquo") == 2


def test_pdf_metadata_names_the_document_club_and_real_date() -> None:
    data = render_standings(sample_standings(6, 2, long_names=True))[0]
    meta = PdfReader(io.BytesIO(data or b"")).metadata
    assert meta is not None
    assert meta.title and "Classement" in meta.title and LONG_EVENT.name in meta.title
    assert meta.author == LONG_EVENT.club
    assert meta.subject and LONG_EVENT.name in meta.subject
    created = meta.creation_date
    assert created is not None and created.year >= 2025 and created.year != 2000
    assert abs(created.replace(tzinfo=None) - dt.datetime.now()).days < 2 or created.year == dt.datetime.now().year


def test_document_info_defaults_to_now() -> None:
    assert DocumentInfo("x").printed_at.year == dt.datetime.now().year


@pytest.mark.parametrize("align", ["left", "centre", "right"])
def test_a_cell_too_narrow_for_its_line_wraps_between_words(align: str) -> None:
    from reportlab.platypus import SimpleDocTemplate

    from belote_club.reports.cells import Line, Lines, text_cell
    from belote_club.reports.fonts import CONDENSED_BOLD

    register_fonts()
    cell = text_cell([Line(LONG_TEAMS[0], CONDENSED_BOLD, 9), Line("Dupont Marie – Martin Paul", CONDENSED_BOLD, 7)],
                     80, align=align)
    assert not isinstance(cell, Lines)
    buffer = io.BytesIO()
    SimpleDocTemplate(buffer).build([cell])
    text = pdf_text(buffer.getvalue())
    assert "Saint-Flour-sur-Cère" in text and "Dupont Marie" in text


def test_the_ranking_label_says_the_real_order_under_rubicon() -> None:
    from belote_club.reports.from_services import criteria_text

    plain = criteria_text(["game_points", "points_for"], HouseRules())
    assert plain == "aux victoires, puis aux points"
    rubicon = criteria_text(["game_points", "points_for"], load_preset("rubicon"))
    assert rubicon.startswith("aux points de partie") and "victoires," not in rubicon


def test_the_standings_qr_code_says_what_it_is() -> None:
    data = sample_standings(18, 5, long_names=True)
    first = pdf_pages(render_standings(data, live_url=LIVE_URL)[0] or b"")[0]
    assert "Résultats en direct : scannez avec votre téléphone" in first and LIVE_URL in first
    assert "Résultats en direct" not in pdf_text(render_standings(data)[0] or b"")


@needs_poppler
def test_the_qr_code_stays_below_the_title_and_beside_the_subtitle(tmp_path: Path) -> None:
    data = sample_standings(18, 5, long_names=True)
    page = word_boxes(render_standings(data, live_url=LIVE_URL)[0] or b"", tmp_path)[0]
    title = [w for w in page if w[0] in ("Classement", "après")]
    caption = [w for w in page if w[0] in ("scannez", "téléphone")]
    subtitle = [w for w in page if w[0] == "Bonnaventure-Delacroix"]
    assert title and caption and subtitle
    # The caption is below the title (pdftotext: y grows downwards) and right of every subtitle word.
    assert min(c[2] for c in caption) > max(t[4] for t in title[:2])
    assert min(c[1] for c in caption) > max(s[3] for s in subtitle)


@pytest.mark.parametrize("shared", [1, 2, 3])
def test_the_winner_stands_highest_whatever_the_ties(shared: int) -> None:
    results = sample_results(12, 4, long_names=True)
    rows = tuple(replace(row, rank=3) if 3 <= i < 3 + shared else row
                 for i, row in enumerate(results.rows, start=1))
    table = podium(rows)
    assert table is not None
    table.wrap(500, 800)
    by_rank = {c.rank: c for c in table.columns}
    assert [c.rank for c in table.columns] == [2, 1, 3]
    assert len(next(b for b in podium_blocks(rows) if b[0].rank == 3)) == shared
    first, second, third = by_rank[1], by_rank[2], by_rank[3]
    assert first.step >= second.step + STEP_GAP and second.step >= third.step + STEP_GAP
    assert first.top >= max(second.top, third.top) + STEP_GAP - 0.01
    assert table.height >= first.top
