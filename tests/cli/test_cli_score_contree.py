"""``belote-club score`` on contrée games (SCORING.md §10 through §8): the JSON out, and for a bad bid or rule
nothing on standard output, one ``error:`` line naming the deal and the field, status 2."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from belote_club.cli.score import run_score


def run(tmp_path: Path, game: object | str, rules: object | None = None) -> tuple[int, str, str]:
    game_file = tmp_path / "game.json"
    game_file.write_text(game if isinstance(game, str) else json.dumps(game), encoding="utf-8")
    rules_file = None
    if rules is not None:
        rules_file = tmp_path / "rules.json"
        rules_file.write_text(json.dumps(rules), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code = run_score(str(game_file), str(rules_file) if rules_file else None, out, err)
    return code, out.getvalue(), err.getvalue()


def test_contree_game_output(tmp_path: Path) -> None:
    game = {"rules": {"game": "contree"}, "deals": [
        {"taker": 0, "trump": "hearts", "points": [113, 49], "bid": {"value": 110}},
        {"taker": 0, "points": [90, 72], "belote": [0], "bid": {"value": 80, "contre": 1}},
        {"taker": 0, "trump": "spades", "points": [95, 67], "bid": {"value": 100}},
        {"passed": True},
        {"penalty": {"kind": "renonce", "camp": 1}},
    ]}
    code, out, err = run(tmp_path, game)
    assert code == 0 and err == ""
    data = json.loads(out)
    assert [d["outcome"] for d in data["deals"]] == ["made", "made", "dedans", "passed", "penalty"]
    assert [d["points"] for d in data["deals"]] == [[220, 50], [520, 0], [0, 260], [0, 0], [240, 0]]
    assert data["totals"] == [980, 310]
    assert data["finished"] is False and data["winner"] is None and data["rubicon"] == []
    assert data["game_points"] == [0, 0] and data["reserve_lost"] == 0
    explanation = data["deals"][1]["explanation"]
    assert any("Contré réussi : le preneur marque (160 + 20 (belote) + 80 (contrat)) × 2 = 520" in line
               for line in explanation)
    assert any("110 cœur" in line for line in data["deals"][0]["explanation"])


def test_rules_file_makes_a_game_contree(tmp_path: Path) -> None:
    game = {"deals": [{"taker": 0, "points": [85, 77], "bid": {"value": 90, "contre": 2}}]}
    code, out, _err = run(tmp_path, game, {"game": "contree"})
    assert code == 0 and json.loads(out)["totals"] == [0, 1000]


def test_winner_scores_one_game_point(tmp_path: Path) -> None:
    deals = [{"taker": 0, "points": [85, 77], "bid": {"value": 90, "contre": 2}}] * 2
    data = json.loads(run(tmp_path, {"rules": {"game": "contree"}, "deals": deals})[1])
    assert data["finished"] is True and data["winner"] == 1 and data["game_points"] == [0, 1]
    assert data["rubicon"] == []


@pytest.mark.parametrize(("bid_text", "field"), [
    ('{"value": 100.0}', "bid.value"),
    ('{"value": 1e2}', "bid.value"),
    ('{"value": true}', "bid.value"),
    ('{"value": null}', "bid.value"),
    ('{"value": 165}', "bid.value"),
    ('{"value": 100, "contre": 3}', "bid.contre"),
    ('{"value": 100, "contre": null}', "bid.contre"),
    ('{"value": 100, "contre": 1.0}', "bid.contre"),
    ('{"value": 100, "double": 1}', "bid.double"),
    ("null", "bid"),
])
def test_bad_bid_is_an_error_line_naming_deal_and_field(tmp_path: Path, bid_text: str, field: str) -> None:
    text = ('{"rules": {"game": "contree"}, "deals": [{"taker": 0, "points": [100, 62], "bid": {"value": 80}}, '
            '{"taker": 1, "points": [100, 62], "bid": ' + bid_text + "}]}")
    code, out, err = run(tmp_path, text)
    assert code == 2 and out == ""
    assert err.startswith(f"error: deal 2: {field}: ") and err.count("\n") == 1


@pytest.mark.parametrize(("deal", "field"), [
    ({"taker": 0, "points": [100, 62]}, "bid"),
    ({"passed": True, "bid": {"value": 80}}, "bid"),
    ({"taker": 0, "points": [100, 62], "bid": {"value": 80}, "late_belote": [0]}, "late_belote"),
])
def test_bad_contree_deal(tmp_path: Path, deal: dict[str, object], field: str) -> None:
    code, out, err = run(tmp_path, {"rules": {"game": "contree"}, "deals": [deal]})
    assert code == 2 and out == "" and err.startswith(f"error: deal 1: {field}: ")


def test_bid_in_a_belote_game(tmp_path: Path) -> None:
    code, out, err = run(tmp_path, {"deals": [{"taker": 0, "points": [100, 62], "bid": {"value": 80}}]})
    assert code == 2 and out == "" and err.startswith("error: deal 1: bid: ")


@pytest.mark.parametrize(("rules", "key"), [
    ({"game": "contree", "rubicon": "none"}, "rubicon"),
    ({"game": "contree", "exact_last_deal": False}, "exact_last_deal"),
    ({"game": "contree", "players": 3}, "players"),
    ({"game": "contree", "max_bid": 155}, "max_bid"),
    ({"max_bid": 160}, "max_bid"),
    ({"game": "contree", "contract_scoring": "points_annonces", "annonces": True}, "annonces"),
])
def test_bad_rules(tmp_path: Path, rules: dict[str, object], key: str) -> None:
    code, out, err = run(tmp_path, {"rules": rules, "deals": []})
    assert code == 2 and out == "" and err.startswith("error: rules: ") and f"{key}: " in err


def test_installed_command(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps({"rules": {"game": "contree"}, "deals": [
        {"taker": 0, "points": [162, 0], "capot": 0, "belote": [0], "bid": {"value": "capot"}}]}), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "belote_club", "score", str(path)], capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0 and json.loads(done.stdout)["totals"] == [520, 0]
