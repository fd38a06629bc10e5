"""``belote-club prizes set|pay|refund``, ``print treasurer`` and ``player member`` (PRIZES.md §3): French
errors naming the key or the option, exit status 2, nothing changed."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from belote_club.cli import main
from belote_club.services import ClubService
from tests.helpers.club import concours, play_round


@pytest.fixture
def club(tmp_path: Path) -> tuple[Path, int]:
    db = tmp_path / "club.belote"
    with ClubService.open(db_file=db) as service:
        tid = concours(service, 6, planned_rounds=1)
        play_round(service, tid, 1)
    return db, tid


def run(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str, str]:
    try:
        code = main([str(a) for a in args])
    except SystemExit as stop:  # argparse's refusal
        code = int(stop.code or 0)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def export(capsys: pytest.CaptureFixture[str], db: Path) -> dict[str, object]:
    code, out, _err = run(capsys, "--db", db, "export", "--format", "json")
    assert code == 0
    data: dict[str, object] = json.loads(out)
    return data


def write(tmp_path: Path, rules: object) -> Path:
    path = tmp_path / "prizes.json"
    path.write_text(json.dumps(rules), encoding="utf-8")
    return path


def test_a_treasurers_evening(capsys: pytest.CaptureFixture[str], club: tuple[Path, int], tmp_path: Path) -> None:
    db, tid = club
    assert "prizes" not in export(capsys, db)
    rules = write(tmp_path, {"fee_cents": 1400, "split": {"type": "percent", "shares": [50, 30, 20]},
                             "round_to_cents": 500, "remainder": "first", "lots": ["jambon"]})
    assert run(capsys, "--db", db, "prizes", "set", "--concours", tid, "--rules", rules)[0] == 0
    assert run(capsys, "--db", db, "prizes", "pay", "--concours", tid, "--team", 1, "--means", "cheque",
               "--amount-cents", 400)[0] == 0
    assert run(capsys, "--db", db, "prizes", "pay", "--concours", tid, "--all")[0] == 0
    code, out, err = run(capsys, "--db", db, "prizes", "pay", "--concours", tid, "--all")
    assert (code, err) == (0, "") and out
    prizes = export(capsys, db)["prizes"]
    assert isinstance(prizes, dict)
    assert prizes["fees_paid_cents"] == 8400 and prizes["paid_by_means"]["cheque"] == 400
    assert prizes["pot_cents"] == 8400
    assert prizes["prizes_cents"] == 8400 and prizes["balance_cents"] == 0
    assert [r["number"] for r in prizes["rows"]] != []
    assert set(prizes["rows"][0]) == {"number", "rank", "fee_due_cents", "paid_cents", "refunded_cents", "means",
                                      "prize_cents", "lot"}
    assert run(capsys, "--db", db, "export", "--format", "csv", "-o", tmp_path / "csv")[0] == 0
    sheet = (tmp_path / "csv" / "tresorerie.csv").read_text(encoding="utf-8-sig")
    assert ";especes;" in sheet.splitlines()[1]
    totals = (tmp_path / "csv" / "tresorerie_totaux.csv").read_text(encoding="utf-8-sig")
    assert "\ntotal_recu;8400" in totals and "\nrecu_cheque;400" in totals
    lines = list(csv.reader(sheet.splitlines(), delimiter=";"))  # as a spreadsheet reads it: one team a line
    assert len(lines) == 1 + len(prizes["rows"]) and {len(line) for line in lines} == {9}
    assert [int(line[0]) for line in lines[1:]] == [r["number"] for r in prizes["rows"]]
    figures = dict(csv.reader(totals.splitlines()[1:], delimiter=";"))
    assert int(figures["solde"]) == prizes["balance_cents"] and int(figures["total_du"]) == prizes["fees_due_cents"]
    pdf = tmp_path / "tresorier.pdf"
    code, out, err = run(capsys, "--db", db, "print", "treasurer", "--concours", tid, "-o", pdf)
    assert code == 0 and pdf.read_bytes().startswith(b"%PDF")


@pytest.mark.parametrize(("rules", "key"), [
    ({"split": {"type": "percent", "shares": [60, 50]}}, "split.shares"),
    ({"split": {"type": "amounts", "amounts": [10.5]}}, "split.amounts"),
    ({"fee_cents": -100}, "fee_cents"),
    ({"colour": "red"}, "colour"),
])
def test_bad_rules_name_the_key(capsys: pytest.CaptureFixture[str], club: tuple[Path, int], tmp_path: Path,
                                rules: object, key: str) -> None:
    db, tid = club
    code, out, err = run(capsys, "--db", db, "prizes", "set", "--concours", tid, "--rules", write(tmp_path, rules))
    assert code == 2 and out == ""
    assert err.startswith("belote-club : erreur : ") and key in err and err.count("\n") == 1
    assert "prizes" not in export(capsys, db)


def test_bad_payments(capsys: pytest.CaptureFixture[str], club: tuple[Path, int], tmp_path: Path) -> None:
    db, tid = club
    run(capsys, "--db", db, "prizes", "set", "--concours", tid, "--rules", write(tmp_path, {"fee_cents": 1400}))
    for args, named in [
        (("--team", 1, "--means", "bitcoin"), "--means"),
        (("--team", 1, "--amount-cents", 1500), "--amount-cents"),
        (("--team", 1, "--amount-cents", 0), "--amount-cents"),
        (("--team", 99), "--team"),
        (("--all", "--amount-cents", 100), "--amount-cents"),
    ]:
        code, _out, err = run(capsys, "--db", db, "prizes", "pay", "--concours", tid, *args)
        assert code == 2 and named in err and err.count("\n") == 1, err
    code, _out, err = run(capsys, "--db", db, "prizes", "pay", "--concours", 77, "--all")
    assert code == 2 and "--concours" in err and err.count("\n") == 1
    code, _out, err = run(capsys, "--db", db, "prizes", "refund", "--concours", tid, "--team", 2)
    assert code == 2 and err.startswith("belote-club : erreur : ")
    prizes = export(capsys, db)["prizes"]
    assert isinstance(prizes, dict) and prizes["fees_paid_cents"] == 0 and prizes["refunds_cents"] == 0


def test_player_member(capsys: pytest.CaptureFixture[str], club: tuple[Path, int]) -> None:
    db, _tid = club
    assert run(capsys, "--db", db, "player", "member", 1, "oui")[0] == 0
    with ClubService.open(db_file=db) as service:
        assert service.player(1).member
    assert run(capsys, "--db", db, "player", "member", 1, "non")[0] == 0
    code, _out, err = run(capsys, "--db", db, "player", "member", 1, "peut-être")
    assert code == 2 and err.count("\n") == 1
    code, _out, err = run(capsys, "--db", db, "player", "member", 9999, "oui")
    assert code == 2 and err.startswith("belote-club : erreur : ")


def test_an_unknown_means_is_one_french_line_listing_the_means(capsys: pytest.CaptureFixture[str],
                                                               club: tuple[Path, int], tmp_path: Path) -> None:
    db, tid = club
    run(capsys, "--db", db, "prizes", "set", "--concours", tid, "--rules", write(tmp_path, {"fee_cents": 1400}))
    code, out, err = run(capsys, "--db", db, "prizes", "pay", "--concours", tid, "--team", 1, "--means", "bitcoin")
    assert (code, out) == (2, "")
    assert err == ("belote-club : erreur : argument --means : moyen de paiement inconnu « bitcoin » "
                   "(possibles : cash, cheque, card, transfer)\n")
    code, _out, err = run(capsys, "--lang", "en", "--db", db, "prizes", "pay", "--concours", tid, "--all",
                          "--means", "bitcoin")
    assert code == 2 and "unknown means of payment “bitcoin” (choose from cash, cheque, card, transfer)" in err
    prizes = export(capsys, db)["prizes"]
    assert isinstance(prizes, dict) and prizes["fees_paid_cents"] == 0
    assert run(capsys, "--db", db, "prizes", "pay", "--concours", tid, "--team", 1, "--means", "card")[0] == 0


def test_refunding_a_withdrawal_that_paid_nothing_says_there_was_nothing_to_refund(
        capsys: pytest.CaptureFixture[str], club: tuple[Path, int], tmp_path: Path) -> None:
    db, tid = club
    run(capsys, "--db", db, "prizes", "set", "--concours", tid, "--rules", write(tmp_path, {"fee_cents": 1400}))
    with ClubService.open(db_file=db) as service:
        for number in (2, 3):
            service.withdraw(tid, service.entrant_numbered(tid, number).entrant_id, 2)
        service.pay(tid, service.entrant_numbered(tid, 3).entrant_id)
    code, out, err = run(capsys, "--db", db, "prizes", "refund", "--concours", tid, "--team", 2)
    assert (code, err) == (0, "")
    assert out == "N° 2 : rien à rembourser, rien n’avait été payé ; l’inscription ne doit plus rien.\n"
    code, out, _err = run(capsys, "--db", db, "prizes", "refund", "--concours", tid, "--team", 3)
    assert code == 0 and out == "N° 3 : 14,00\u00a0€ remboursés.\n"
    rows = {r["number"]: r for r in export(capsys, db)["prizes"]["rows"]}  # PRIZES.md §2 as before
    assert (rows[2]["paid_cents"], rows[2]["refunded_cents"], rows[2]["fee_due_cents"]) == (0, 0, 1400)
    assert rows[3]["refunded_cents"] == 1400
