"""Standings, table plan, score sheets and palmarès from hand-made data: names, ranks, pages, headers."""

from __future__ import annotations

import datetime as dt

import pytest
from pdf_helpers import pdf_pages, pdf_text

from belote_club.reports.data import (
    Entrant,
    EventInfo,
    MatchResult,
    PlanTable,
    ResultsData,
    RoundResults,
    ScoreSheet,
    ScoreSheetsData,
    StandingRow,
    StandingsData,
    TablePlanData,
)
from belote_club.reports.results import render_results
from belote_club.reports.sample import sample_score_sheets, sample_standings, sample_table_plan
from belote_club.reports.score_sheets import SPARE_ROWS, deal_rows, render_score_sheets
from belote_club.reports.standings import render_standings
from belote_club.reports.table_plan import lookup_entries, render_table_plan
from belote_club.rules import GameEnd, HouseRules, load_preset
from belote_club.rules.wording import summary_line

EVENT = EventInfo("Challenge Œcuménique", dt.date(2026, 12, 1), "Amicale du Rebelote", "Foyer")
# People are named as on every screen (« Marie Dupont »); their family names order the alphabetical lists.
DUPONT = Entrant(3, "Les Cœurs d’Artichaut", ("Marie Dupont", "Noël Lefèvre"), sort_names=("Dupont Marie", "Lefèvre Noël"))
MARTIN = Entrant(7, "", ("Paul Martin", "Zoé Œillet"), sort_names=("Martin Paul", "Œillet Zoé"))
GARNIER = Entrant(12, "Les As", ("Joël Garnier", "Hélène Bœuf"), sort_names=("Garnier Joël", "Bœuf Hélène"))


def small_standings() -> StandingsData:
    rows = (
        StandingRow(1, GARNIER, 2, 2, 3, 2210, 1405),
        StandingRow(2, DUPONT, 2, 1, 1, 2010, 1980),
        StandingRow(2, MARTIN, 2, 1, 1, 2010, 2010),
    )
    rounds = (RoundResults(1, (MatchResult(1, (GARNIER, DUPONT), (1010, 405), 0, rubicon=True),), (MARTIN,)),)
    return StandingsData(EVENT, rows, after_round=2, criteria="aux points, puis aux victoires", rounds=rounds)


def test_standings_text() -> None:
    data, pages = render_standings(small_standings())
    assert data is not None and pages == 1
    text = pdf_text(data)
    assert "Classement après la manche 2" in text
    assert "Challenge Œcuménique" in text and "mardi 1er décembre 2026" in text
    assert "Les Cœurs d’Artichaut" in text and "Marie Dupont / Noël Lefèvre" in text
    assert "Équipe 7" not in text and "Paul Martin / Zoé Œillet" in text  # one rule: the players name it
    assert "Dupont Marie" not in text and " – Lefèvre" not in text
    # Rank, number, name, played, wins, game points (shown: a Rubicon made them differ), for, against, diff.
    assert "1 12 Les As" in text
    assert "2 2 3 2 210 1 405 +805" in text
    assert "2 010 2 010 0" in text
    assert "Pts part." in text
    assert "Manche 1" in text and "1 010 – 405" in text
    assert "Exempt : 7 · Paul Martin / Zoé Œillet" in text


def test_standings_without_rubicon_hide_game_points() -> None:
    data, _ = render_standings(sample_standings(10, 2))
    assert data is not None
    # The sample has Rubicon wins; a copy with game points = wins has no « Pts part. » column.
    plain = StandingsData(EVENT, tuple(StandingRow(r.rank, r.entrant, r.played, r.wins, r.wins, r.points_for,
                                                   r.points_against) for r in small_standings().rows))
    data, _ = render_standings(plain)
    assert data is not None and "Pts part." not in pdf_text(data)


def test_standings_of_200_teams_paginate_with_repeated_header() -> None:
    standings = sample_standings(200, 5)
    data, pages = render_standings(standings)
    assert data is not None
    texts = pdf_pages(data)
    assert len(texts) == pages
    ranking_pages = [t for t in texts if "Équipe et joueurs" in t]
    assert len(ranking_pages) >= 5  # 200 rows cannot fit on a few pages…
    assert pages <= 30  # …nor take one page each
    for number, text in enumerate(texts, start=1):
        assert f"page {number} / {pages}" in text
        assert "Challenge" not in text and "Concours de la Saint-Martin" in text
    for row in standings.rows[:: 37]:
        assert row.entrant.title in pdf_text(data)
    last = standings.rows[-1]
    assert any(f"{last.rank} {last.entrant.number} " in t for t in ranking_pages)
    # Every round's tables are listed after the ranking, with their own header row.
    assert sum(t.count("Camp 1") for t in texts) >= 5


def test_table_plan_and_lookup() -> None:
    plan = TablePlanData(EVENT, 3, (PlanTable(1, (DUPONT, MARTIN)), PlanTable(12, (GARNIER, DUPONT))), (MARTIN,))
    entries = lookup_entries(plan)
    names = [e.name for e in entries]
    # In the order of family names (Bœuf, Dupont, …, Œillet), named as everywhere else.
    assert names[0] == "Hélène Bœuf" and names[-1] == "Zoé Œillet"
    assert names.index("Hélène Bœuf") < names.index("Marie Dupont") < names.index("Zoé Œillet")
    data, pages = render_table_plan(plan)
    assert data is not None and pages == 2
    first, second = pdf_pages(data)
    assert "Manche 3 — plan des tables" in first
    assert "3 · Les Cœurs d’Artichaut" in first and "contre" in first
    assert "Exempt : 7 · Paul Martin / Zoé Œillet" in first
    assert "où suis-je assis" in second
    assert "Joël Garnier n° 12 → table 12" in second
    assert "Paul Martin n° 7 → table 1" in second
    assert "Paul Martin n° 7 exempt" in second
    assert "Marie Dupont / Noël Lefèvre" in first


def test_table_plan_of_many_tables_paginates() -> None:
    plan = sample_table_plan(120, 1)
    data, pages = render_table_plan(plan)
    assert data is not None and pages > 3
    text = pdf_text(data)
    assert "Manche 1 — plan des tables" in text and " 60 " in text
    assert all(f"page {n} / {pages}" in t for n, t in enumerate(pdf_pages(data), start=1))


@pytest.mark.parametrize("per_page", [1, 2])
def test_score_sheets_one_or_two_per_page(per_page: int) -> None:
    rules = load_preset("concours")
    data = sample_score_sheets(rules, 10, round_number=2, blank=1)
    assert len(data.sheets) == 6
    pdf, pages = render_score_sheets(data, per_page=per_page)
    assert pdf is not None
    assert pages == (6 if per_page == 1 else 3)
    texts = pdf_pages(pdf)
    text = " ".join(texts)
    for table in range(1, 6):
        assert f"Manche 2 · Table {table}" in text
    assert "Manche _____ · Table _____" in text  # the blank sheet
    assert text.count("Règles : " + summary_line(rules).replace("\u00a0", " ")) == 6
    # One row per planned deal (12 in the « concours » preset) and three spare rows for passed and extra deals.
    assert deal_rows(rules, per_page) == 12 + SPARE_ROWS == 15
    assert " 15 1 2 " in texts[0]
    assert " 16 1 2 " not in texts[0]
    assert "Lignes 13 à 15 : donnes passées" in texts[0]
    assert "Réserve" in text and "Belote" in text and "Preneur" in text and "Capot" in text
    for sheet in data.sheets[:5]:
        assert sheet.sides is not None
        for side in sheet.sides:
            assert side.label in text


def test_score_sheet_rows_follow_the_rules() -> None:
    assert deal_rows(HouseRules(game_end=GameEnd("deals", count=8)), 2) == 8 + SPARE_ROWS
    assert deal_rows(HouseRules(), 1) == 16
    assert deal_rows(HouseRules(), 2) == 12
    assert deal_rows(HouseRules(), 2, 20) == 20
    sheets = ScoreSheetsData(EVENT, HouseRules(litige="dedans"), (ScoreSheet(),))
    pdf, pages = render_score_sheets(sheets)
    assert pdf is not None and pages == 1
    text = pdf_text(pdf)
    assert "Réserve" not in text and " 16 1 2 " in text
    with pytest.raises(ValueError):
        render_score_sheets(sheets, per_page=3)


def test_results_podium_and_final_ranking() -> None:
    standings = small_standings()
    facts = (("Équipes", "3"), ("Manches", "2"))
    data, pages = render_results(ResultsData(EVENT, standings.rows, 2, standings.criteria, facts=facts))
    assert data is not None and pages == 1
    text = pdf_text(data)
    assert "Palmarès" in text and "2 manches" in text
    assert "1er" in text and "Les As" in text
    # The second and third rows are tied second: no « 3e » on the podium.
    assert text.count("2e ex æquo") == 2
    assert "3e" not in text
    assert "Classement final, aux points, puis aux victoires" in text
    assert "Joël Garnier / Hélène Bœuf" in text


def test_results_with_nothing_played() -> None:
    data, _ = render_results(ResultsData(EVENT, (), 0))
    assert data is not None and "le concours n’a pas encore été joué" in pdf_text(data)


def test_melee_partners_keep_their_own_numbers() -> None:
    pair = Entrant(None, "", ("Alain Roy", "Nathalie Dumas"), (15, 8))
    other = Entrant(None, "", ("Éliane Duval", "Raymond Brun"), (13, 19))
    assert pair.label == "Alain Roy (15) / Nathalie Dumas (8)"
    plan = TablePlanData(EVENT, 1, (PlanTable(4, (pair, other)),), (Entrant(2, "", ("Roger Dumas",)),))
    entries = {e.name: (e.detail.replace("\u00a0", " "), e.table) for e in lookup_entries(plan)}
    assert entries == {"Alain Roy": ("n° 15", 4), "Nathalie Dumas": ("n° 8", 4), "Éliane Duval": ("n° 13", 4),
                       "Raymond Brun": ("n° 19", 4), "Roger Dumas": ("n° 2", None)}
    data, _ = render_table_plan(plan)
    assert data is not None
    first, second = pdf_pages(data)
    assert "Alain Roy (15) Nathalie Dumas (8)" in first and "Exempt : 2 · Roger Dumas" in first
    assert "Liste alphabétique des joueurs (par nom de famille), avec leur table." in second
    assert "Roger Dumas n° 2 exempt" in second
