"""Roster CSV files as spreadsheets really write them."""

from __future__ import annotations

import pytest

from belote_club.services import csv_io


@pytest.mark.parametrize(
    "text",
    [
        "\n\nNom;Prénom\nDupont;Jérôme\n",  # blank lines before the header
        "sep=;\nNom;Prénom\nDupont;Jérôme\n",  # Excel's separator line
        "Nom;Prénom\rDupont;Jérôme\r",  # old Mac line endings
        "\ufeffNom;Prénom\r\n\r\nDupont;Jérôme\r\n;\r\n",  # BOM, CRLF, empty lines
        "NOM\tPRENOM\nDupont\tJérôme\n",
    ],
)
def test_odd_but_honest_files_are_read(text: str) -> None:
    players = [line.player for line in csv_io.preview(text, []).valid]
    assert [(p.last_name, p.first_name) for p in players if p is not None] == [("Dupont", "Jérôme")]


@pytest.mark.parametrize("encoding", ["utf-16", "utf-8-sig", "utf-8", "cp1252"])
def test_decode_reads_the_usual_encodings(encoding: str) -> None:
    data = "Nom\tPrénom\nDupont\tJérôme\n".encode(encoding)
    assert csv_io.decode(data) == "Nom\tPrénom\nDupont\tJérôme\n"


def test_line_errors_name_the_field_in_french() -> None:
    text = "Nom;Prénom\n" + "x" * 101 + ";Jean\nDu\x00pont;Paul\n"
    errors = [line.errors for line in csv_io.preview(text, []).lines]
    assert errors == [("Ligne 2 : le champ « nom » dépasse 100 caractères.",),
                      ("Ligne 3 : le champ « nom » contient un caractère de contrôle.",)]
