"""``belote-club print``: rules from a file, blank sheets added to the round's, prizes, per-game columns."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pypdf import PdfReader

from belote_club.cli import main


def _text(path: Path) -> str:
    text = " ".join((page.extract_text() or "") for page in PdfReader(str(path)).pages)
    return " ".join(text.replace("\u202f", " ").replace("\u00a0", " ").split())


def test_print_rules_from_a_json_file_without_a_concours(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rules = tmp_path / "maison.json"
    rules.write_bytes(b"\xef\xbb\xbf" + json.dumps({"trump_modes": ["tout_atout"], "players": 3}).encode())
    out = tmp_path / "regles.pdf"
    assert main(["print", "rules", "--rules", str(rules), "-o", str(out)]) == 0
    text = _text(out)
    assert "Tout-atout" in text and "règles maison" in text and "joueur A" in text
    sheets = tmp_path / "feuilles.pdf"
    assert main(["print", "sheets", "--rules", str(rules), "--blank", "2", "-o", str(sheets)]) == 0
    assert "Camp 3" in _text(sheets)


@pytest.mark.parametrize(("content", "message"), [
    ('{"players": 5}', "players"),
    ("{", "JSON invalide"),
    (None, "fichier introuvable"),
])
def test_bad_rules_files_get_one_french_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                            content: str | None, message: str) -> None:
    rules = tmp_path / "maison.json"
    if content is not None:
        rules.write_text(content, encoding="utf-8")
    assert main(["print", "rules", "--rules", str(rules), "-o", str(tmp_path / "x.pdf")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("belote-club : erreur : --rules") and message in err and err.count("\n") == 1
    assert not (tmp_path / "x.pdf").exists()


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    db = tmp_path_factory.mktemp("cli") / "demo.belote"
    assert main(["demo", "--db", str(db), "--teams", "7", "--rounds", "3", "--seed", "4"]) == 0
    return db


def test_blank_sheets_are_added_to_the_rounds(demo: Path, tmp_path: Path) -> None:
    out = tmp_path / "f.pdf"
    assert main(["print", "sheets", "--db", str(demo), "--blank", "2", "-o", str(out)]) == 0
    text = _text(out)
    assert "Manche 3 · Table 1" in text and text.count("Manche _____ · Table _____") == 2


def test_rule_sheet_of_a_concours_carries_its_own_rules(demo: Path, tmp_path: Path) -> None:
    out = tmp_path / "r.pdf"
    assert main(["print", "rules", "--db", str(demo), "-o", str(out)]) == 0
    text = " ".join(_text(out).split())
    assert "Règlement du concours" in text and "Exempt" in text and "Retard et abandon" in text


def test_per_game_columns_and_prizes(demo: Path, tmp_path: Path) -> None:
    standings = tmp_path / "c.pdf"
    assert main(["print", "standings", "--db", str(demo), "--per-game", "-o", str(standings)]) == 0
    assert "M1" in _text(standings) and "M3" in _text(standings)
    prizes = tmp_path / "lots.txt"
    prizes.write_text("Un jambon\nDeux bouteilles\n", encoding="utf-8")
    results = tmp_path / "p.pdf"
    assert main(["print", "results", "--db", str(demo), "--prizes", str(prizes), "-o", str(results)]) == 0
    assert "Un jambon" in _text(results) and "Deux bouteilles" in _text(results)


def test_standings_carry_the_live_results_code_when_asked(demo: Path, tmp_path: Path) -> None:
    plain, live = tmp_path / "c.pdf", tmp_path / "live.pdf"
    assert main(["print", "standings", "--db", str(demo), "-o", str(plain)]) == 0
    assert main(["print", "standings", "--db", str(demo), "--live-url", "http://192.168.1.20:8080/live",
                 "-o", str(live)]) == 0
    assert "Résultats en direct : scannez avec votre téléphone" in _text(live)
    assert "http://192.168.1.20:8080/live" in _text(live) and "Résultats en direct" not in _text(plain)


def test_a_live_url_that_is_no_web_address_gets_one_french_line(demo: Path, tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "c.pdf"
    assert main(["print", "standings", "--db", str(demo), "--live-url", "192.168.1.20:8080", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("belote-club : erreur : --live-url") and "http://" in err and err.count("\n") == 1
    assert not out.exists()
