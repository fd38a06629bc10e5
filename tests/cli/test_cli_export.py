"""Export (JSON, CSV), the demo, the ``demo``/``export`` commands, and errors that never leak."""

from __future__ import annotations

import csv
import json
import sqlite3
from pathlib import Path

import pytest

from belote_club.cli import main
from belote_club.services import ClubService, ServiceError
from belote_club.services.demo import create_demo
from belote_club.services.export import to_csv_tables
from tests.helpers.fixtures import UNREACHABLE_SERVER


def test_demo_is_a_realistic_played_concours(tmp_path: Path) -> None:
    with ClubService.open(db_file=tmp_path / "demo.belote") as service:
        report = create_demo(service, teams=7, rounds=4, seed=11)
        tid = report.tournament_id
        entrants = service.entrants(tid)
        assert len(entrants) == 8  # seven teams and a late one
        assert entrants[-1].joins_from_round == 2
        assert any(e.withdrawn_from_round for e in entrants)
        rounds = service.rounds(tid)
        assert [r.number for r in rounds] == [1, 2, 3, 4]
        assert all(r.progress.complete for r in rounds)
        assert rounds[0].exempts  # seven teams in round 1: one exempt
        assert rounds[0].tables[0].game.mode == "paper" and rounds[0].tables[0].game.warnings == ()
        outcomes = {d.outcome for r in rounds for t in r.tables for d in t.game.deals}
        assert {"made", "dedans"} <= outcomes
        data = service.export(tid)
        deals = [d for r in data["rounds"] for t in r["tables"] for d in t["game"]["deals"]]
        assert all(sum(d["input"]["points"]) == 162 for d in deals if "points" in d["input"])
        assert any(d["input"].get("belote") for d in deals)


def test_export_json_has_everything(tmp_path: Path) -> None:
    with ClubService.open(db_file=tmp_path / "demo.belote") as service:
        tid = create_demo(service, teams=5, rounds=3, seed=2).tournament_id
        data = service.export(tid)
    assert data["format"] == "belote-club-export" and data["version"] == 1
    assert data["tournament"]["preset"] == "concours"
    assert len(data["players"]) == 12 and len(data["teams"]) == 6
    assert {"entrant", "checked_in", "joins_from_round", "withdrawn_from_round"} <= set(data["registrations"][0])
    table = data["rounds"][1]["tables"][0]
    assert table["game"]["deals"][0]["explanation"]
    rows = data["standings"]["rows"]
    assert rows[0]["rank"] == 1 and all(len(r["opponents"]) == r["played"] for r in rows)
    json.dumps(data)  # JSON-ready
    files = to_csv_tables(data)
    assert set(files) == {"joueurs.csv", "equipes.csv", "inscriptions.csv", "tables.csv", "exempts.csv",
                          "donnes.csv", "classement.csv"}
    standings = list(csv.reader(files["classement.csv"].splitlines(), delimiter=";"))
    assert standings[0][0] == "rang" and len(standings) == len(rows) + 1


def test_cli_demo_then_export(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "club.belote"
    assert main(["demo", "--db", str(db), "--teams", "5", "--rounds", "2", "--seed", "3"]) == 0
    assert "Concours de démonstration n° 1 créé" in capsys.readouterr().out
    assert main(["--db", str(db), "export"]) == 0
    exported = json.loads(capsys.readouterr().out)
    assert exported["tournament"]["id"] == 1
    out = tmp_path / "csv"
    assert main(["export", "--db", str(db), "--tournament", "1", "--format", "csv", "-o", str(out)]) == 0
    assert (out / "classement.csv").read_bytes().startswith(b"\xef\xbb\xbf")
    assert main(["demo", "--database", f"sqlite:///{db}", "--format", "melee", "--teams", "4", "--rounds", "1"]) == 0
    capsys.readouterr()
    assert main(["export", "--db", str(db)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "précisez --tournament" in err


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["export", "--db", "{tmp}/absent/x.belote"], "n’existe pas"),
        (["export", "--db", "{tmp}/notes.txt"], "n’est pas une base Belote Club"),
        (["export", "--db", "{tmp}/new.belote"], "n’existe pas"),  # a reading command creates no file
        (["export", "--db", "{tmp}/new.belote", "--format", "csv"], "-o DOSSIER"),
        (["demo", "--teams", "x"], "nombre entier attendu"),
        (["demo", "--db", "{tmp}/a.belote", "--database", "sqlite://"], "incompatible"),
        (["export", "--database", "postgresql+psycopg://u:secret@127.0.0.1:1/x?connect_timeout=1"], UNREACHABLE_SERVER),
    ],
)
def test_cli_errors_are_one_french_line(tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str],
                                        fragment: str) -> None:
    (tmp_path / "notes.txt").write_text("bonjour", encoding="utf-8")
    assert _exit_code([a.replace("{tmp}", str(tmp_path)) for a in argv]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and fragment in err and "Traceback" not in err and "secret" not in err


def _exit_code(argv: list[str]) -> int | str | None:
    """``main``'s return value, or the status of the ``SystemExit`` argparse raises for usage errors."""
    try:
        return main(argv)
    except SystemExit as exit_:
        return exit_.code


def test_database_failures_become_service_errors(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    with ClubService.open(db_file=path) as service:
        service.add_player("Marie", "Dupont")
        with sqlite3.connect(path) as connection:  # somebody damages the file behind our back
            connection.execute("DROP TABLE audit_entries")
        connection.close()
        with pytest.raises(ServiceError, match="Erreur de la base de données") as raised:
            service.add_player("Jean", "Martin")
        assert "sqlalchemy" not in str(raised.value).lower()
        assert [p.last_name for p in service.players()] == ["Dupont"]  # rolled back
