"""``season create|add|remove|list``, ``export --season``, ``print season``, ``demo --season`` (SEASON.md §3)."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from belote_club.cli import main
from belote_club.services import ClubService
from tests.helpers.club import file_copy


@pytest.fixture(scope="module")
def demo_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("cli-season") / "club.belote"
    assert main(["--db", str(path), "demo", "--season", "2", "--seed", "5"]) == 0
    return path


@pytest.fixture
def db(demo_file: Path, tmp_path: Path) -> Path:
    return file_copy(demo_file, tmp_path)


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def test_demo_season_is_finished_concours_and_a_season(db: Path) -> None:
    with ClubService.open(db_file=db) as service:
        assert [s.concours_count for s in service.seasons()] == [2]
        assert {t.tournament.status.value for t in service.tournaments()} == {"finished"}


def test_a_second_demo_season_takes_the_cards_again(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The same names again (same seed): the club's cards are taken again, and said — never a second card."""
    with ClubService.open(db_file=db) as service:
        before = len(service.players())
    status, out, err = _run(capsys, "--db", str(db), "demo", "--season", "1", "--seed", "5")
    assert status == 0 and err == ""
    assert out.splitlines()[1] == ("32 de ces joueurs avaient déjà leur fiche dans le fichier : elles ont été "
                                   "reprises, sans doublon.")
    with ClubService.open(db_file=db) as service:
        assert len(service.players()) == before
        assert len(service.season_export(service.seasons()[0].id)["season"]["rows"]) > 0


def test_create_add_remove_list(db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"best_of": 1, "place_points": [3, 2, 1]}), encoding="utf-8")
    status, out, err = _run(capsys, "--db", str(db), "season", "create", "Coupe d’hiver", "--rules", str(rules),
                            "--concours", "1")
    assert (status, out, err) == (0, "Saison n° 2 créée : Coupe d’hiver\n", "")
    assert _run(capsys, "--db", str(db), "season", "add", "2", "2")[0] == 0
    status, out, _err = _run(capsys, "--db", str(db), "season", "list")
    lines = out.splitlines()
    assert status == 0 and len(lines) == 2
    assert "Coupe d’hiver" in lines[0] and "10/01/2026" in lines[0] and "24/01/2026" in lines[0]
    assert "2 concours" in lines[0]
    assert _run(capsys, "--db", str(db), "season", "remove", "2", "1")[0] == 0
    with ClubService.open(db_file=db) as service:
        assert service.season(2).season.concours_ids == (2,)
    status, out, err = _run(capsys, "--db", str(db), "season", "create", "Datée", "--rules", str(rules),
                            "--from", "2026-01-01", "--to", "31/03/2026")
    assert status == 0 and out == "Saison n° 3 créée : Datée\n"
    assert "01/01/2026 – 31/03/2026" in _run(capsys, "--db", str(db), "season", "list")[1]


@pytest.mark.parametrize(("args", "named"), [
    (["season", "add", "1", "1"], "n° 1"),
    (["season", "remove", "1", "9"], "n° 9"),
    (["season", "add", "8", "1"], "n° 8"),
    (["season", "create", "X", "--rules", "RULES", "--concours", "1,a"], "--concours"),
    (["season", "create", "X", "--rules", "RULES", "--from", "demain"], "--from"),
    (["season", "create", "X", "--rules", "BAD"], "best_of"),
    (["season", "create", "X", "--rules", "missing.json"], "--rules"),
    (["season", "create", "", "--rules", "RULES"], "nom"),
    (["export", "--season", "5", "--format", "json"], "n° 5"),
    (["print", "season", "--season", "5", "-o", "OUT.pdf"], "n° 5"),
    (["print", "season", "-o", "OUT.pdf"], "--season"),
])
def test_bad_input_changes_nothing_and_says_why(db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                args: list[str], named: str) -> None:
    good, bad = tmp_path / "rules.json", tmp_path / "bad.json"
    good.write_text("{}", encoding="utf-8")
    bad.write_text('{"best_of": 0}', encoding="utf-8")
    args = [{"RULES": str(good), "BAD": str(bad), "OUT.pdf": str(tmp_path / "out.pdf")}.get(a, a) for a in args]
    before = db.read_bytes()
    status, out, err = _run(capsys, "--db", str(db), *args)
    assert status == 2 and out == ""
    assert err.startswith("belote-club : erreur : ") and err.count("\n") == 1 and named in err
    assert db.read_bytes() == before


def test_export_json_and_csv(db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out_json = tmp_path / "season.json"
    assert _run(capsys, "--db", str(db), "export", "--season", "1", "--format", "json", "-o", str(out_json))[0] == 0
    season = json.loads(out_json.read_text(encoding="utf-8"))["season"]
    assert set(season) == {"id", "name", "first_date", "last_date", "rules", "concours", "rows"}
    assert set(season["rows"][0]) == {"rank", "ids", "players", "concours", "counted", "wins", "points_for",
                                      "total", "by_concours"}
    assert set(season["rows"][0]["players"][0]) == {"first_name", "last_name", "licence"}
    assert set(season["concours"][0]) == {"id", "name", "date", "finished", "provisional"}
    folder = tmp_path / "csv"
    assert _run(capsys, "--db", str(db), "export", "--season", "1", "--format", "csv", "-o", str(folder))[0] == 0
    rows = list(csv.reader((folder / "saison.csv").read_text(encoding="utf-8").splitlines(), delimiter=";"))
    assert len(rows) == len(season["rows"]) + 1 and len(rows[0]) == 6 + len(season["concours"])
    first = season["rows"][0]
    player = first["players"][0]
    assert rows[1][:6] == [str(first["rank"]), f"{player['last_name']} {player['first_name']}", str(first["concours"]),
                           str(first["wins"]), str(first["points_for"]), str(first["total"])]


def test_print_season(db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pdf = tmp_path / "saison.pdf"
    status, out, _err = _run(capsys, "--db", str(db), "print", "season", "--season", "1", "-o", str(pdf))
    assert status == 0 and pdf.read_bytes().startswith(b"%PDF") and "page" in out
