"""``make pdfs``: render every document of the demonstration concours to PDF, then to PNG for a look.

A fresh demo database is built through the services (doublettes and mêlée; in the last round of the
doublettes, a team withdraws during the round and its table is declared forfeit), every document is
printed from it; then made-up data (the standings with the QR code of the live results page, a podium
whose third place is shared by three teams): every document with long names (a 55-character concours, a 39-character club,
teams and players of 60 characters and more), rule sheets for rules without an ordinary suit and at three
players, and a concours of 1 000 teams.  Each PDF is turned into PNG pages with ``pdftoppm -png -r 60`` in
``out/pdfs/`` (the first three and the last page of the long ones).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from belote_club.reports import from_services as fs
from belote_club.reports.data import ResultsData
from belote_club.reports.results import render_results
from belote_club.reports.rules_sheet import render_rules_sheet
from belote_club.reports.sample import (
    sample_results,
    sample_score_sheets,
    sample_standings,
    sample_table_plan,
)
from belote_club.reports.score_sheets import render_score_sheets
from belote_club.reports.standings import render_standings
from belote_club.reports.table_plan import render_table_plan
from belote_club.rules import HouseRules, load_preset
from belote_club.services import ClubService
from belote_club.services.demo import create_demo

OUT = Path("out/pdfs")
CLUB = "Belote Club de Murat"
LIVE_URL = "http://192.168.1.20:8080/live"


def forfeit_during_last_round(service: ClubService, tournament_id: int) -> None:
    """The first team of the last round's table 2 withdraws during that round: its game is erased (the demo
    played every table) and the table declared forfeit, as the organiser would."""
    last = service.rounds(tournament_id)[-1]
    table = last.tables[1]
    service.clear_game(tournament_id, last.number, table.number)
    service.withdraw(tournament_id, table.sides[0].entrant_ids[0], last.number)
    service.declare_forfeit(tournament_id, last.number, table.number, 0)


def shared_third(results: ResultsData) -> ResultsData:
    """The same palmarès with the 3rd, 4th and 5th rows tied 3rd (the podium's third block holds three)."""
    rows = tuple(replace(row, rank=3) if 3 <= i <= 5 else row for i, row in enumerate(results.rows, start=1))
    return replace(results, rows=rows)


def main() -> int:
    if shutil.which("pdftoppm") is None:
        print("pdftoppm introuvable : installez poppler-utils.", file=sys.stderr)
        return 2
    if OUT.exists():
        shutil.rmtree(OUT)
    OUT.mkdir(parents=True)
    db = OUT / "demo.belote"
    jobs: list[tuple[str, Callable[[Path], tuple[bytes | None, int]]]] = []
    with ClubService.open(db_file=db) as service:
        doubles = create_demo(service, teams=17, rounds=4, seed=2026).tournament_id
        forfeit_during_last_round(service, doubles)
        melee = create_demo(service, teams=9, rounds=3, format="melee", seed=7).tournament_id
        rules, event = fs.tournament_rules(service, doubles)
        event = type(event)(event.name, event.date, CLUB, event.venue)
        standings = fs.standings_data(service, doubles, club=CLUB)
        standings_r2 = fs.standings_data(service, doubles, 2, club=CLUB)
        plan = fs.table_plan_data(service, doubles, club=CLUB)
        sheets = fs.score_sheets_data(service, doubles, 4, blank=1, club=CLUB)
        plan_r4 = fs.table_plan_data(service, doubles, 4, club=CLUB)
        results = fs.results_data(service, doubles, club=CLUB)
        melee_standings = fs.standings_data(service, melee, club=CLUB)
        melee_plan = fs.table_plan_data(service, melee, club=CLUB)
        melee_sheets = fs.score_sheets_data(service, melee, 3, club=CLUB)
    jobs += [
        ("regles-concours", lambda p: render_rules_sheet(rules, p, event=event)),
        ("regles-belote-moderne", lambda p: render_rules_sheet(load_preset("belote-moderne"), p, event=event)),
        ("regles-a-trois", lambda p: render_rules_sheet(load_preset("belote-a-trois"), p, event=event)),
        ("classement", lambda p: render_standings(standings, p)),
        ("classement-manche-2", lambda p: render_standings(standings_r2, p)),
        ("tables", lambda p: render_table_plan(plan, p)),
        ("tables-manche-4-forfait", lambda p: render_table_plan(plan_r4, p)),
        ("classement-par-manche", lambda p: render_standings(standings, p, per_game=True)),
        ("feuilles", lambda p: render_score_sheets(sheets, p, per_page=1)),
        ("feuilles-a5", lambda p: render_score_sheets(sheets, p, per_page=2)),
        ("palmares", lambda p: render_results(results, p)),
        ("melee-classement", lambda p: render_standings(melee_standings, p)),
        ("melee-tables", lambda p: render_table_plan(melee_plan, p)),
        ("melee-feuilles-a5", lambda p: render_score_sheets(melee_sheets, p, per_page=2)),
        ("classement-200-equipes", lambda p: render_standings(sample_standings(200, 5), p)),
    ]
    long_standings = sample_standings(30, 5, long_names=True)
    long_plan = sample_table_plan(30, long_names=True)
    modern = load_preset("belote-moderne")
    jobs += [
        ("long-classement", lambda p: render_standings(long_standings, p, per_game=True)),
        ("long-classement-direct", lambda p: render_standings(long_standings, p, live_url=LIVE_URL)),
        ("long-palmares-3e-partage", lambda p: render_results(shared_third(sample_results(12, 4, long_names=True)), p)),
        ("long-tables", lambda p: render_table_plan(long_plan, p)),
        ("long-feuilles", lambda p: render_score_sheets(sample_score_sheets(modern, 6, long_names=True), p)),
        ("long-feuilles-a5", lambda p: render_score_sheets(sample_score_sheets(modern, 6, long_names=True), p,
                                                           per_page=2)),
        ("long-feuilles-a-trois", lambda p: render_score_sheets(
            sample_score_sheets(load_preset("belote-a-trois"), 6, long_names=True), p)),
        ("long-palmares", lambda p: render_results(sample_results(30, 5, long_names=True), p)),
        ("long-regles", lambda p: render_rules_sheet(modern, p, event=long_plan.event)),
        ("regles-sans-couleur", lambda p: render_rules_sheet(
            HouseRules.from_dict({"trump_modes": ["sans_atout", "tout_atout"], "annonces": True,
                                  "rubicon": "floating"}), p)),
        ("regles-rubicon", lambda p: render_rules_sheet(load_preset("rubicon"), p)),
        ("mille-classement", lambda p: render_standings(sample_standings(1000, 7), p)),
        ("mille-tables", lambda p: render_table_plan(sample_table_plan(1000), p)),
        ("mille-feuilles", lambda p: render_score_sheets(sample_score_sheets(load_preset("concours"), 1000), p)),
        ("mille-palmares", lambda p: render_results(sample_results(1000, 7), p)),
    ]
    for name, render in jobs:
        pdf = OUT / f"{name}.pdf"
        start = time.perf_counter()
        _, pages = render(pdf)
        elapsed = time.perf_counter() - start
        ranges = [(1, min(pages, 3))] + ([(pages, pages)] if pages > 3 else [])
        for first, last in ranges:
            subprocess.run(["pdftoppm", "-png", "-r", "60", "-f", str(first), "-l", str(last), str(pdf),
                            str(OUT / name)], check=True)
        print(f"{pdf} : {pages} page{'s' if pages > 1 else ''} en {elapsed:.2f} s")
    print(f"Images PNG dans {OUT}/ : regardez chaque page.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
