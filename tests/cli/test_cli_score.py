"""``belote-club score``: JSON out, or one ``error:`` line and status 2 — never a traceback."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belote_club.cli import main
from belote_club.cli.score import run_score


def run(tmp_path: Path, game: object | str, rules: object | str | None = None) -> tuple[int, str, str]:
    game_file = tmp_path / "game.json"
    game_file.write_text(game if isinstance(game, str) else json.dumps(game), encoding="utf-8")
    rules_file = None
    if rules is not None:
        rules_file = tmp_path / "rules.json"
        rules_file.write_text(rules if isinstance(rules, str) else json.dumps(rules), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code = run_score(str(game_file), str(rules_file) if rules_file else None, out, err)
    return code, out.getvalue(), err.getvalue()


def test_prints_the_spec_json(tmp_path: Path) -> None:
    code, out, err = run(tmp_path, {"deals": [{"taker": 0, "points": [75, 87], "belote": [0]}]})
    assert code == 0 and err == ""
    data = json.loads(out)
    assert set(data) == {"deals", "totals", "finished", "winner", "rubicon", "game_points", "reserve_lost"}
    assert data["deals"][0]["outcome"] == "made"
    assert data["deals"][0]["points"] == [95, 87]
    assert data["deals"][0]["reserve"] == 0
    assert data["deals"][0]["explanation"]
    assert data["totals"] == [95, 87] and data["finished"] is False and data["winner"] is None
    assert data["rubicon"] == [] and data["game_points"] == [0, 0] and data["reserve_lost"] == 0


def test_rules_file_overrides_embedded_rules(tmp_path: Path) -> None:
    game = {"rules": {"rounding": "exact"}, "deals": [{"taker": 1, "points": [64, 98]}]}
    assert json.loads(run(tmp_path, game)[1])["totals"] == [64, 98]
    assert json.loads(run(tmp_path, game, {"rounding": "ten_half_down"})[1])["totals"] == [60, 100]


def test_empty_game_uses_defaults(tmp_path: Path) -> None:
    code, out, _ = run(tmp_path, {})
    assert code == 0 and json.loads(out)["totals"] == [0, 0]


@pytest.mark.parametrize(
    ("game", "rules", "start"),
    [
        ("not json", None, "error: game:"),
        ("[1, 2]", None, "error: game:"),
        ({"deals": [{"taker": 0, "points": [75, 86]}]}, None, "error: deal 1: points:"),
        ({"deals": [{"taker": 0, "points": [75, 87]}, {"taker": 9, "points": [75, 87]}]}, None, "error: deal 2: taker:"),
        ({"rules": {"rounding": "nope"}}, None, "error: rules: rounding:"),
        ({"deals": []}, "{", "error: rules:"),
        ({"deals": []}, {"players": 7}, "error: rules: players:"),
        ({"deals": {"taker": 0}}, None, "error: game:"),
        ({"deals": [], "extra": 1}, None, "error: game:"),
        ('{"deals": [' * 5000, None, "error: game:"),
        ({"deals": [{"taker": 0, "points": [10**400, 0]}]}, None, "error: deal 1: points:"),
        ("NaN", None, "error: game:"),
    ],
)
def test_errors(tmp_path: Path, game: object, rules: object, start: str) -> None:
    code, out, err = run(tmp_path, game, rules)
    assert code == 2
    assert out == ""
    assert err.startswith(start), err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", str(tmp_path / "absent.json")]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith("error: game:")


def test_command_line_entry_point(tmp_path: Path) -> None:
    game = tmp_path / "g.json"
    game.write_text(json.dumps({"deals": [{"taker": 0, "points": [81, 81]}, {"passed": True}]}), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "belote_club", "score", str(game)], capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert [d["outcome"] for d in data["deals"]] == ["litige", "passed"]
    assert data["deals"][1]["reserve"] == 81
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\xff\xfe\x00garbage")
    done = subprocess.run([sys.executable, "-m", "belote_club", "score", str(bad)], capture_output=True, text=True,
                          check=False)
    assert done.returncode == 2 and done.stdout == "" and done.stderr.startswith("error: ")


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=200) | st.text(max_size=200).map(str.encode))
def test_any_bytes_give_json_or_a_clean_error(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "fuzz.json"
    path.write_bytes(content)
    out, err = io.StringIO(), io.StringIO()
    code = run_score(str(path), None, out, err)
    if code == 0:
        json.loads(out.getvalue())
    else:
        assert code == 2 and out.getvalue() == "" and err.getvalue().startswith("error: ")


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    game = tmp_path / "bom.json"
    game.write_bytes(b"\xef\xbb\xbf" + json.dumps({"deals": [{"taker": 0, "points": [75, 87], "belote": [0]}]}).encode())
    out, err = io.StringIO(), io.StringIO()
    assert run_score(str(game), None, out, err) == 0 and err.getvalue() == ""
    assert json.loads(out.getvalue())["totals"] == [95, 87]


def test_input_size_is_bounded(tmp_path: Path) -> None:
    from belote_club.cli.inputs import MAX_INPUT_BYTES

    big = tmp_path / "big.json"
    with big.open("wb") as f:
        f.truncate(MAX_INPUT_BYTES + 10)  # sparse: no disk written
    out, err = io.StringIO(), io.StringIO()
    assert run_score(str(big), None, out, err) == 2 and out.getvalue() == ""
    assert err.getvalue().startswith("error: game:") and "trop gros" in err.getvalue()
    if Path("/dev/zero").exists():
        err = io.StringIO()
        assert run_score("/dev/zero", None, io.StringIO(), err) == 2 and "trop gros" in err.getvalue()


@pytest.mark.parametrize("game", [
    '{"deals": [{"taker": 0, "points": [' + "9" * 4001 + ', 1]}]}',
    '{"deals": [{"taker": 0, "points": [' + "9" * 5000 + ', 1]}]}',
    '{"' + "k" * 5000 + '": 1}',
    "{" + "x" * 5000,
])
def test_errors_stay_one_short_french_line(tmp_path: Path, game: str) -> None:
    code, out, err = run(tmp_path, game)
    assert code == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1 and len(err) <= 320
    assert "Expecting" not in err and "Traceback" not in err


def test_score_imports_nothing_heavy(tmp_path: Path) -> None:
    game = tmp_path / "g.json"
    game.write_text('{"deals": [{"taker": 0, "points": [75, 87]}]}', encoding="utf-8")
    probe = ("import sys; from belote_club.cli import main; code = main(['score', sys.argv[1]]); "
             "print(code, sorted(m for m in sys.modules if m.split('.')[0] in "
             "('PySide6', 'sqlalchemy', 'reportlab', 'alembic') or m.startswith('belote_club.cli.')))")
    done = subprocess.run([sys.executable, "-c", probe, str(game)], capture_output=True, text=True, check=True)
    last = done.stdout.strip().splitlines()[-1]
    assert last == "0 ['belote_club.cli.inputs', 'belote_club.cli.parsing', 'belote_club.cli.score']"


def test_rules_may_be_a_preset_file(tmp_path, capsys) -> None:
    """``--rules resources/rules/concours.json``: a preset file's rules object is used (title and description
    are the preset's, not house-rule keys); anything else beside « rules » is still refused."""
    import json

    from belote_club.cli import main
    from belote_club.paths import resource_path

    game = tmp_path / "game.json"
    game.write_text(json.dumps({"deals": [{"taker": 0, "points": [95, 67]}]}), encoding="utf-8")
    assert main(["score", str(game), "--rules", str(resource_path("rules") / "concours.json")]) == 0
    assert json.loads(capsys.readouterr().out)["totals"] == [95, 67]
    odd = tmp_path / "odd.json"
    odd.write_text(json.dumps({"rules": {}, "players": 4}), encoding="utf-8")
    assert main(["score", str(game), "--rules", str(odd)]) == 2
    assert "rules" in capsys.readouterr().err
