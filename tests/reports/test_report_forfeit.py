"""A table declared forfeit in every document (issue 12): standings and their legend, round results, table plan,
palmarès; no score sheet for it.  People are named as on the screens (« Odile Michel / Guy Garcia »)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pdf_helpers import pdf_pages, pdf_text

from belote_club.cli import main
from belote_club.reports import from_services as fs
from belote_club.reports.results import render_results
from belote_club.reports.score_sheets import render_score_sheets
from belote_club.reports.standings import legend, render_standings
from belote_club.reports.table_plan import render_table_plan
from belote_club.services import ClubService
from belote_club.services.demo import create_demo


@pytest.fixture(scope="module")
def forfeit_db(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int, int, tuple[int, int]]:
    """A demo whose last round's table 1 is forfeit: its first side withdrew during the round.  Returns the
    file, the concours, the round and the two sides' entrant ids (the one that gave up first)."""
    path = tmp_path_factory.mktemp("db") / "forfait.belote"
    with ClubService.open(db_file=path) as service:
        tid = create_demo(service, teams=7, rounds=3, seed=5).tournament_id
        last = service.rounds(tid)[-1]
        table = last.tables[0]
        service.clear_game(tid, last.number, table.number)
        loser, winner = table.sides[0].entrant_ids[0], table.sides[1].entrant_ids[0]
        service.withdraw(tid, loser, last.number)
        game = service.declare_forfeit(tid, last.number, table.number, 0)
        assert game.mode == "forfeit" and game.forfeit == 0
    return path, tid, last.number, (loser, winner)


def test_standings_mark_the_forfeit_and_explain_it(forfeit_db: tuple[Path, int, int, tuple[int, int]]) -> None:
    path, tid, number, (loser, winner) = forfeit_db
    with ClubService.open(db_file=path) as service:
        data = fs.standings_data(service, tid)
        entrants = {e.entrant_id: e for e in service.entrants(tid)}
    by_number = {row.entrant.number: row for row in data.rows}
    lost = by_number[entrants[loser].number]
    won = by_number[entrants[winner].number]
    assert f"forfait en manche {number}" in lost.marks and f"abandon dès la manche {number}" in lost.marks
    assert f"gagnée par forfait en manche {number}" in won.marks
    assert [g.forfeit for g in lost.rounds if g.round_number == number] == [True]
    assert [(g.forfeit, g.result) for g in won.rounds if g.round_number == number] == [(True, "won")]
    assert not any(g.forfeit for row in data.rows for g in row.rounds if g.round_number != number)
    match = next(m for m in data.rounds[-1].matches if m.table == 1)
    assert match.forfeit == 0 and match.winner == 1

    text = pdf_text(render_standings(data)[0] or b"")
    assert f"forfait en manche {number} · abandon dès la manche {number}" in text
    assert "Légende — forfait : le camp qui abandonne pendant la manche perd la partie, l’autre la gagne." in text
    per_game = pdf_text(render_standings(data, per_game=True)[0] or b"")
    assert "forf." in per_game and "* : gagnée par forfait" in per_game and "forf. : forfait" in per_game


def test_legend_says_only_what_the_rows_use() -> None:
    from belote_club.reports.sample import sample_standings

    data = sample_standings(9, 3)
    assert "forfait" not in legend(data.rows) and legend(data.rows) == ""
    assert "ex. : exempt" in legend(data.rows, per_game=True)
    assert "forf." not in legend(data.rows, per_game=True)


def test_round_results_table_plan_and_palmares_mark_it(forfeit_db: tuple[Path, int, int, tuple[int, int]]) -> None:
    path, tid, number, _ = forfeit_db
    with ClubService.open(db_file=path) as service:
        plan = fs.table_plan_data(service, tid, number)
        results = fs.results_data(service, tid)
        standings = fs.standings_data(service, tid)
        previous = fs.table_plan_data(service, tid, number - 1)
    assert [t.forfeit for t in plan.tables][:1] == [0] and all(t.forfeit is None for t in plan.tables[1:])
    assert all(t.forfeit is None for t in previous.tables)
    first = pdf_pages(render_table_plan(plan)[0] or b"")[0]
    assert first.count("déclare forfait") == 1
    detail = pdf_text(render_standings(standings)[0] or b"")
    last = detail[detail.rindex(f"Manche {number}"):]  # the last round's results
    assert "forfait 0 – 1 000" in last and "gagne par forfait" in last
    palmares = pdf_text(render_results(results)[0] or b"")
    assert f"forfait en manche {number}" in palmares and "Légende" in palmares


def test_no_score_sheet_for_a_forfeit_table(forfeit_db: tuple[Path, int, int, tuple[int, int]],
                                           tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, tid, number, _ = forfeit_db
    with ClubService.open(db_file=path) as service:
        tables = [t.number for t in service.round(tid, number).tables]
        data = fs.score_sheets_data(service, tid, number, blank=1)
        sides = service.round(tid, number).tables[1].sides
    assert data.forfeited == (1,)
    assert [s.table for s in data.sheets] == [*tables[1:], None]
    out, pages = render_score_sheets(data)
    assert pages == len(tables)  # the other tables and the blank one
    text = pdf_text(out or b"")
    # Players named as on the screens, one form: « Prénom Nom / Prénom Nom ».
    assert " / ".join(p.display_name for p in sides[0].players) in text
    assert " – ".join(p.sort_name for p in sides[0].players) not in text
    sheets = tmp_path / "feuilles.pdf"
    assert main(["print", "sheets", "--db", str(path), "--tournament", str(tid), "-o", str(sheets)]) == 0
    captured = capsys.readouterr()
    assert "table 1 déclarée forfait : pas de feuille de marque." in captured.err
    assert len(pdf_pages(sheets)) == len(tables) - 1


def test_every_table_forfeit_leaves_no_sheet_to_print(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "deux.belote"
    with ClubService.open(db_file=path) as service:
        tid = create_demo(service, teams=2, rounds=1, seed=3).tournament_id
        service.clear_game(tid, 1, 1)
        service.declare_forfeit(tid, 1, 1, 1)
    code = main(["print", "sheets", "--db", str(path), "-o", str(tmp_path / "f.pdf")])
    assert code == 2
    err = capsys.readouterr().err
    assert "Toutes les tables de cette manche sont déclarées forfait" in err and "Traceback" not in err
    assert main(["print", "sheets", "--db", str(path), "--blank", "2", "-o", str(tmp_path / "b.pdf")]) == 0
    assert len(pdf_pages(tmp_path / "b.pdf")) == 2


def test_cli_standings_with_a_forfeit(forfeit_db: tuple[Path, int, int, tuple[int, int]], tmp_path: Path) -> None:
    path, tid, number, _ = forfeit_db
    out = tmp_path / "classement.pdf"
    assert main(["print", "standings", "--db", str(path), "--tournament", str(tid), "--per-game", "-o", str(out)]) == 0
    text = pdf_text(out)
    assert f"M{number}" in text and "forf." in text and f"forfait en manche {number}" in text


def test_the_concours_rule_sheet_says_what_a_forfeit_is(forfeit_db: tuple[Path, int, int, tuple[int, int]]) -> None:
    path, tid, _, _ = forfeit_db
    with ClubService.open(db_file=path) as service:
        lines = dict(fs.concours_rules(service, tid).lines)
    assert "la table est déclarée forfait : le camp qui abandonne perd la partie" in lines["Retard et abandon"]
