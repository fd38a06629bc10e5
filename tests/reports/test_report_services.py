"""Every document from a real database built by the services' demo, and the ``print`` command."""

from __future__ import annotations

import argparse
import io
from pathlib import Path

import pytest
from pdf_helpers import pdf_pages, pdf_text

from belote_club.cli.print_pdf import add_parser as add_print_parser
from belote_club.cli.print_pdf import run as run_print
from belote_club.reports import from_services as fs
from belote_club.services import ClubService
from belote_club.services.demo import create_demo


@pytest.fixture(scope="module")
def demo_db(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int]:
    path = tmp_path_factory.mktemp("db") / "demo.belote"
    with ClubService.open(db_file=path) as service:
        report = create_demo(service, teams=7, rounds=3, seed=5)
    return path, report.tournament_id


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="belote-club")
    sub = parser.add_subparsers(dest="command")
    add_print_parser(sub)
    return parser.parse_args(["print", *argv])


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run_print(parse(*argv), out, err)
    return code, out.getvalue(), err.getvalue()


def test_data_from_services(demo_db: tuple[Path, int]) -> None:
    path, tid = demo_db
    with ClubService.open(db_file=path) as service:
        standings = service.standings(tid)
        data = fs.standings_data(service, tid)
        assert [r.rank for r in data.rows] == [r.rank for r in standings.rows]
        assert [r.points_for for r in data.rows] == [r.points_for for r in standings.rows]
        assert data.after_round == 3 and len(data.rounds) == 3
        assert data.criteria.startswith("aux ")
        plan = fs.table_plan_data(service, tid, 2)
        assert plan.round_number == 2
        assert len(plan.tables) == len(service.round(tid, 2).tables)
        sheets = fs.score_sheets_data(service, tid, 1, blank=2)
        assert len(sheets.sheets) == len(service.round(tid, 1).tables) + 2
        assert sheets.rules.game_end.type == "deals"  # the demo plays the « concours » preset
        # --blank N adds N blank sheets to the (latest) round's sheets (issue 12), it does not replace them
        latest = fs.score_sheets_data(service, tid, None, blank=3)
        last_tables = [t.number for t in service.rounds(tid)[-1].tables]
        assert [s.table for s in latest.sheets] == [*last_tables, None, None, None]
        team = standings.rows[0]
        # Named as on every screen (the services' Player.display_name), ordered by family name in lists.
        assert data.rows[0].entrant.players == tuple(p.display_name for p in team.players)
        assert data.rows[0].entrant.sort_names == tuple(p.sort_name for p in team.players)


@pytest.mark.parametrize("document", ["rules", "standings", "tables", "sheets", "results"])
def test_print_every_document(demo_db: tuple[Path, int], tmp_path: Path, document: str) -> None:
    path, tid = demo_db
    out = tmp_path / f"{document}.pdf"
    code, stdout, stderr = run(document, "--db", str(path), "--tournament", str(tid), "--club", "Club du Lac",
                               "-o", str(out))
    assert (code, stderr) == (0, "")
    assert stdout.startswith(f"{out} : ")
    pages = pdf_pages(out)
    text = " ".join(pages)
    assert "Club du Lac" in text
    assert all(f"page {n} / {len(pages)}" in page for n, page in enumerate(pages, start=1))
    with ClubService.open(db_file=path) as service:
        standings = service.standings(tid)
        last_round = service.rounds(tid)[-1]
        tournament = service.tournament(tid)
    assert tournament.name in text
    if document in ("standings", "results"):
        for row in standings.rows:
            assert row.players[0].display_name in text
            assert row.players[0].sort_name not in text
    if document == "tables":
        assert f"Manche {last_round.number} — plan des tables" in text
        for table in last_round.tables:
            for player in table.sides[0].players:
                assert f"{player.display_name} " in text
    if document == "sheets":
        assert len(pages) == len(last_round.tables)
    assert embedded_fonts_only(out)


def embedded_fonts_only(path: Path) -> bool:
    """Every font the document names is an embedded DejaVu (no stray, unembedded Helvetica)."""
    from pypdf import PdfReader

    seen = set()
    for page in PdfReader(path).pages:
        fonts = page["/Resources"].get_object().get("/Font", {})
        for ref in fonts.values():
            font = ref.get_object()
            seen.add(str(font["/BaseFont"]))
            descriptor = font.get("/FontDescriptor")
            assert descriptor is not None and "/FontFile2" in descriptor.get_object(), font["/BaseFont"]
    assert seen and all("DejaVu" in name for name in seen), seen
    return True


def test_print_sheets_two_per_page_with_blanks(demo_db: tuple[Path, int], tmp_path: Path) -> None:
    path, tid = demo_db
    out = tmp_path / "s.pdf"
    code, _, stderr = run("sheets", "--db", str(path), "--round", "1", "--blank", "3", "--per-page", "2",
                          "-o", str(out))
    assert (code, stderr) == (0, "")
    with ClubService.open(db_file=path) as service:
        tables = len(service.round(tid, 1).tables)
    assert len(pdf_pages(out)) == -(-(tables + 3) // 2)
    assert pdf_text(out).count("Manche _____ · Table _____") == 3


def test_print_from_a_preset_without_database(tmp_path: Path) -> None:
    out = tmp_path / "r.pdf"
    assert run("rules", "--preset", "belote-moderne", "-o", str(out))[0] == 0
    assert "préréglage « Belote moderne »" in pdf_text(out)
    out = tmp_path / "blank.pdf"
    assert run("sheets", "--preset", "concours", "--blank", "4", "--per-page", "2", "-o", str(out))[0] == 0
    assert len(pdf_pages(out)) == 2


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("rules", "--preset", "inconnu", "-o", "{tmp}/x.pdf"), "préréglage inconnu « inconnu »"),
        (("standings", "--db", "{tmp}/absent.belote", "-o", "{tmp}/x.pdf"), "n’existe pas"),
        (("standings", "--db", "{db}", "--tournament", "99", "-o", "{tmp}/x.pdf"), "Le concours n° 99 n’existe pas"),
        (("tables", "--db", "{db}", "--round", "9", "-o", "{tmp}/x.pdf"), "La manche 9 n’a pas encore été tirée"),
        (("results", "--db", "{db}", "-o", "{tmp}/x.txt"), "doit finir par « .pdf »"),
        (("results", "--db", "{db}", "-o", "{tmp}/nowhere/x.pdf"), "n’existe pas"),
    ],
)
def test_print_errors(demo_db: tuple[Path, int], tmp_path: Path, argv: tuple[str, ...], message: str) -> None:
    path, _ = demo_db
    args = [a.format(tmp=tmp_path, db=path) for a in argv]
    code, stdout, stderr = run(*args)
    assert code == 2 and stdout == ""
    assert stderr.startswith("belote-club : erreur") and stderr.count("\n") == 1
    assert message in stderr
    assert not (tmp_path / "x.pdf").exists()


def test_wired_in_the_command_line(demo_db: tuple[Path, int], tmp_path: Path,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    from belote_club.cli import main

    path, _ = demo_db
    out = tmp_path / "palmares.pdf"
    assert main(["--db", str(path), "print", "results", "-o", str(out)]) == 0
    assert "Palmarès" in pdf_text(out)
    assert main(["print", "standings", "--db", str(path), "--round", "7", "-o", str(tmp_path / "x.pdf")]) == 2
    err = capsys.readouterr().err
    assert err == "belote-club : erreur : La manche 7 n’a pas encore été tirée.\n"


def test_documents_name_the_stored_club_unless_told_otherwise(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    with ClubService.open(db_file=path) as service:
        tid = create_demo(service, teams=4, rounds=1, seed=3).tournament_id
        assert service.club().name == "Belote Club de Murat"  # the demo names a club that had no name
        service.set_club(name="Les As de Pique", city="Vic-sur-Cère")
        create_demo(service, teams=2, rounds=1, seed=4)
        assert service.club().name == "Les As de Pique"  # …and leaves a named club alone
    for document in ("rules", "standings", "results"):
        out = tmp_path / f"{document}.pdf"
        code, stdout, stderr = run(document, "--db", str(path), "--tournament", str(tid), "-o", str(out))
        assert (code, stderr) == (0, "") and stdout.startswith(f"{out} : ")
        assert all("Les As de Pique (Vic-sur-Cère)" in page for page in pdf_pages(out)), document
    out = tmp_path / "override.pdf"
    assert run("standings", "--db", str(path), "--tournament", str(tid), "--club", "Club du Lac", "-o", str(out))[0] == 0
    assert "Club du Lac" in pdf_text(out) and "As de Pique" not in pdf_text(out)
    assert run("standings", "--db", str(path), "--tournament", str(tid), "--club", "", "-o", str(out))[0] == 0
    assert "As de Pique" not in pdf_text(out)


def test_documents_say_when_results_are_provisional(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    with ClubService.open(db_file=path) as service:
        tid = create_demo(service, teams=6, rounds=2, seed=3).tournament_id
        complete = (fs.standings_data(service, tid), fs.results_data(service, tid))
        service.update_tournament(tid, planned_rounds=3)
        service.draw_next_round(tid, seed=1)  # round 3 drawn, nothing played yet
        ongoing = (fs.standings_data(service, tid), fs.results_data(service, tid))
    out = tmp_path / "standings.pdf"
    assert run("standings", "--db", str(path), "--tournament", str(tid), "-o", str(out))[0] == 0
    assert "Classement provisoire, manche 3 en cours" in pdf_text(out)
    out = tmp_path / "results.pdf"
    assert run("results", "--db", str(path), "--tournament", str(tid), "-o", str(out))[0] == 0
    text = pdf_text(out)
    assert "Palmarès provisoire" in text and "Classement provisoire" in text and "Classement final" not in text
    standings, results = complete
    assert standings.in_progress == () and not results.provisional
    standings, results = ongoing
    assert standings.in_progress == (3,) and results.provisional
