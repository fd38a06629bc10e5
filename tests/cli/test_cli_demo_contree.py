"""``belote-club demo --game contree``: a contrée concours played with bids, and its export carrying each deal's
``bid`` (JSON, and the CSV's ``saisie_json`` column)."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from belote_club.cli import main
from belote_club.rules import HouseRules, score_game
from belote_club.services import ClubService, ServiceError
from belote_club.services.demo import create_demo
from belote_club.services.export import to_csv_tables


def test_contree_demo_is_played_with_bids(tmp_path: Path) -> None:
    with ClubService.open(db_file=tmp_path / "demo.belote") as service:
        tid = create_demo(service, teams=6, rounds=2, seed=7, game="contree").tournament_id
        data = service.export(tid)
    assert data["tournament"]["preset"] == "contree"
    rules = HouseRules.from_dict(data["tournament"]["rules"])
    assert rules.contree and rules.game_end.points == 2000
    games = [t["game"] for r in data["rounds"] for t in r["tables"]]
    assert all(g["mode"] == "deals" and g["finished"] for g in games)  # every table deal by deal, to 2 000
    deals = [d for g in games for d in g["deals"]]
    played = [d for d in deals if not d["input"].get("passed")]
    assert all("bid" in d["input"] for d in played)
    assert {d["input"]["bid"]["contre"] for d in played} >= {0, 1}
    assert {"made", "dedans"} <= {d["outcome"] for d in deals}
    for game in games:  # what is exported is what the engine computes from the inputs
        assert list(score_game(rules, [d["input"] for d in game["deals"]]).totals) == game["totals"]
    rows = list(csv.DictReader(to_csv_tables(data)["donnes.csv"].lstrip("\ufeff").splitlines(), delimiter=";"))
    assert len(rows) == len(deals)
    assert json.loads(rows[0]["saisie_json"]) == deals[0]["input"]
    assert any("bid" in json.loads(row["saisie_json"]) for row in rows)


def test_cli_demo_game_option(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "club.belote"
    assert main(["demo", "--db", str(db), "--teams", "4", "--rounds", "1", "--seed", "1", "--game", "contree"]) == 0
    assert "Concours de démonstration n° 1 créé" in capsys.readouterr().out
    assert main(["--db", str(db), "export"]) == 0
    exported = json.loads(capsys.readouterr().out)
    assert exported["tournament"]["rules"]["game"] == "contree"
    with pytest.raises(SystemExit) as usage:  # argparse refuses an unknown choice, in one French line
        main(["demo", "--db", str(db), "--game", "whist"])
    assert usage.value.code == 2
    err = capsys.readouterr().err
    assert "whist" in err and "Traceback" not in err


def test_unknown_game_refused_by_the_service(tmp_path: Path) -> None:
    with ClubService.open(db_file=tmp_path / "demo.belote") as service, pytest.raises(ServiceError, match="whist"):
        create_demo(service, teams=4, rounds=1, game="whist")
