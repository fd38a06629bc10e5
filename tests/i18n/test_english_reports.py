"""The documents in English (issue 15): every document rendered with English in force says it in English —
titles, headers, columns, legends, the rule sheet's own texts, the PDF's properties — while French stays
French before and after (the language is set for one block with ``i18n.using``, the process's is untouched),
and ``belote-club --lang en print``/``serve`` speak English."""

from __future__ import annotations

import datetime as dt
import io
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from belote_club import i18n
from belote_club.cli import main
from belote_club.reports.from_services import criteria_text
from belote_club.reports.results import place_label, render_results
from belote_club.reports.rules_sheet import render_rules_sheet
from belote_club.reports.sample import (
    EVENT,
    sample_results,
    sample_score_sheets,
    sample_standings,
    sample_table_plan,
)
from belote_club.reports.score_sheets import render_score_sheets
from belote_club.reports.standings import render_standings
from belote_club.reports.table_cards import TableCard, render_table_cards
from belote_club.reports.table_plan import render_table_plan
from belote_club.rules import HouseRules, load_preset

#: Words of the product's French that no English document may keep (the made-up names are left aside:
#: none of them holds these words).  Not « camp »: the rules' English wording uses it.
FRENCH_WORDS = re.compile(r"\b(Manche|manche|Classement|Feuille|feuilles|Palmarès|Équipe|Règles|Imprimé|imprimé|"
                          r"Vainqueur|Arbitre|Donne|Preneur|Camp|CAMP|contre|exempt|Exempt|Légende|Joueurs|"
                          r"Réserve|Lignes|Atout|préréglage|Contrat|partie|joueur|preneur|défense|marque)\b| [:;?!]( |$)")


def _text(data: bytes | None) -> str:
    assert data is not None
    reader = PdfReader(io.BytesIO(data))
    text = " ".join(page.extract_text() or "" for page in reader.pages)
    return " ".join(text.replace("\u202f", " ").replace("\u00a0", " ").split())


def _title(data: bytes) -> str:
    metadata = PdfReader(io.BytesIO(data)).metadata
    assert metadata is not None
    return str(metadata.title)


def _documents() -> dict[str, bytes]:
    sheets_rules = load_preset("belote-moderne")
    three = load_preset("belote-a-trois")
    out = {
        "standings": render_standings(sample_standings(12, 4), per_game=True, live_url="http://10.0.0.2:8080/live")[0],
        "plan": render_table_plan(sample_table_plan(13))[0],
        "sheets": render_score_sheets(sample_score_sheets(sheets_rules, 4, blank=1))[0],
        "sheets3": render_score_sheets(sample_score_sheets(three, 4), per_page=2)[0],
        "results": render_results(sample_results(10, 4))[0],
        "rules": render_rules_sheet(sheets_rules, event=EVENT)[0],
        "rules3": render_rules_sheet(three)[0],
        "rules_other_modes": render_rules_sheet(HouseRules.from_dict(
            {"trump_modes": ["sans_atout", "tout_atout"], "annonces": True, "rubicon": "floating"}))[0],
    }
    cards = io.BytesIO()
    render_table_cards([TableCard(1, 3, ("Les As", "Les Valets"), "ABC123", "http://10.0.0.2:8080/t/ABC123")],
                       cards, event=EVENT, live_url="http://10.0.0.2:8080/live")
    out["cards"] = cards.getvalue()
    return {name: data for name, data in out.items() if data is not None}


@pytest.fixture(scope="module")
def english() -> dict[str, bytes]:
    """Every document with English set for the process, as ``--lang en`` or the window's setting do (the
    engine's cached explanation words follow :func:`i18n.set_language`); French is set back."""
    i18n.set_language("en")
    try:
        return _documents()
    finally:
        i18n.set_language("fr")


def test_every_document_is_english_through_and_through(english: dict[str, bytes]) -> None:
    for name, data in english.items():
        text = _text(data)
        left = sorted({m.group(0) for m in FRENCH_WORDS.finditer(text)})
        assert not left, f"{name}: French left in the English document: {left}"
        assert "Saturday 21 November 2026" in text or name.startswith("rules") and "Rules of play" in text, name


def test_english_documents_say_what_they_are(english: dict[str, bytes]) -> None:
    texts = {name: _text(data) for name, data in english.items()}
    assert "Standings after round 4" in texts["standings"] and "Live results: scan with your phone" in texts["standings"]
    assert "Rank" in texts["standings"] and "Round by round" in texts["standings"] and "R4" in texts["standings"]
    assert "Round 3 — table plan" in texts["plan"] and "Round 3 — where do I sit?" in texts["plan"]
    assert "→ table 1" in texts["plan"] and "Printed on 21 Nov 2026" not in texts["plan"]
    assert re.search(r"Printed on \d{1,2} [A-Z][a-z]{2} \d{4} at \d\d:\d\d · Belote Club", texts["plan"])
    assert "Round 3 · Table 1" in texts["sheets"] and "SIDE 1" in texts["sheets"] and "Referee" in texts["sheets"]
    assert "Round _____ · Table _____" in texts["sheets"] and "Rules:" in texts["sheets"]
    assert "Winner: side 1 or 2 or 3" in texts["sheets3"] and "Pts" in texts["sheets3"]
    assert "Decl." in texts["sheets"]  # « Declarations (annonces) » is wider than its column
    assert "Prize list" in texts["results"] and "1st" in texts["results"] and "Final standings" in texts["results"]
    assert "Rules in force" in texts["rules"] and "Example deals, scored under these rules" in texts["rules"]
    assert "Jack" in texts["rules"] and "preset “Modern belote”" in texts["rules"]
    assert "Side A takes with hearts ♥ as trumps." in texts["rules"]
    assert "Player A" in texts["rules3"] and "Three-handed" in texts["rules3"]
    assert "Rubicon: a whole game" in texts["rules_other_modes"] and "No-trumps" in texts["rules_other_modes"]
    assert "Table 1" in texts["cards"] and "versus" in texts["cards"] and "Table code" in texts["cards"]
    assert _title(english["standings"]).startswith("Standings after round 4 — ")
    assert _title(english["cards"]).startswith("Table cards — ")


def test_french_is_untouched_around_an_english_block() -> None:
    assert i18n.language() == "fr"
    before = _text(render_standings(sample_standings(6, 2))[0])
    with i18n.using("en"):
        english = _text(render_standings(sample_standings(6, 2))[0])
    after = _text(render_standings(sample_standings(6, 2))[0])
    assert "Classement après la manche 2" in before and "samedi 21 novembre 2026" in before
    assert "Standings after round 2" in english and "Classement" not in english
    strip = re.compile(r"Imprimé le \S+ à \d+ h \d\d")  # the printing time moves on
    assert strip.sub("", after) == strip.sub("", before)


def test_words_that_need_more_than_a_catalogue() -> None:
    with i18n.using("en"):
        assert [place_label(n, False) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)] == [
            "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]
        assert place_label(3, True) == "3rd tied"
        assert criteria_text(["points_for", "game_points", "difference"]) == "by points, then by wins, then by difference"
    assert [place_label(n, False) for n in (1, 2)] == ["1er", "2e"] and place_label(3, True) == "3e ex æquo"
    assert criteria_text(["points_for", "difference"]) == "aux points, puis à la différence"
    # the tie-breaks are named, never shown as their keys
    assert criteria_text(["points_for", "head_to_head", "best_game", "lots"]) == (
        "aux points, puis à la confrontation directe, puis à la meilleure partie, puis au tirage au sort")
    with i18n.using("en"):
        assert criteria_text(["head_to_head", "lots"]) == "by head-to-head result, then by drawing lots"


def test_the_print_and_serve_commands_speak_english(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--lang", "en", "print", "--help"])
    help_text = capsys.readouterr().out
    assert "Prints a PDF document of a tournament." in help_text and "PDF file to write" in help_text
    assert "--preset NAME" in help_text and "-o OUTPUT.pdf" in help_text and "rule sheet" in help_text
    with pytest.raises(SystemExit):
        main(["--lang", "en", "serve", "--help"])
    help_text = capsys.readouterr().out
    assert "until Ctrl+C" in help_text and "port to listen on (default 8080)" in help_text
    assert not FRENCH_WORDS.search(help_text) and "é" not in help_text
    out = tmp_path / "rules.pdf"
    assert main(["--lang", "en", "print", "rules", "--preset", "classique", "-o", str(out)]) == 0
    assert capsys.readouterr().out == f"{out}: 3 pages.\n"
    assert "Rules of play" in _text(out.read_bytes()) and "preset “Classic”" in _text(out.read_bytes())
    assert main(["--lang", "en", "print", "sheets", "--preset", "classique", "--round", "2", "-o",
                 str(tmp_path / "s.pdf")]) == 2
    assert "Score sheets for a round need a tournament (--db, --tournament)." in capsys.readouterr().err
    assert i18n.language() == "fr"  # main() puts the caller's language back
    assert main(["print", "rules", "--preset", "classique", "-o", str(out)]) == 0
    assert capsys.readouterr().out == f"{out} : 3 pages.\n" and "Règles de jeu" in _text(out.read_bytes())


def test_a_fixed_date_reads_in_english_in_the_header() -> None:
    with i18n.using("en"):
        data = render_table_plan(sample_table_plan(4))[0]
    assert data is not None
    first = PdfReader(io.BytesIO(data)).pages[0].extract_text() or ""
    assert "Saturday 21 November 2026" in " ".join(first.split())
    assert dt.date(2026, 11, 21).weekday() == 5


def test_serve_says_where_it_listens_in_the_language_in_force() -> None:
    from types import SimpleNamespace
    from typing import Any

    from belote_club.cli.serve import listening_text

    # what listening_text reads of a TableServer
    alone: Any = SimpleNamespace(host="127.0.0.1", port=8080, on_network=False)
    club: Any = SimpleNamespace(host="192.168.1.20", port=8080, on_network=True)
    everywhere: Any = SimpleNamespace(host="0.0.0.0", port=8081, on_network=True)
    assert listening_text(club, None).startswith("Écoute sur le réseau du club seulement : 192.168.1.20, port 8080")
    with i18n.using("en"):
        assert listening_text(club, None) == (
            "Listening on the club’s network only: 192.168.1.20, port 8080 (“--host 0.0.0.0”: every network of this "
            "computer; “--host 127.0.0.1”: this computer only).")
        assert listening_text(everywhere, "0.0.0.0") == "Listening on every network of this computer (0.0.0.0), port 8081."
        assert listening_text(alone, None).startswith("No network found: this computer is connected to no network.")
        assert listening_text(alone, "127.0.0.1") == (
            "Listening on this computer only (127.0.0.1), port 8080: the phones will not be able to connect.")


def test_every_preset_text_is_marked_and_translated() -> None:
    """The presets' titles and descriptions (JSON files) are in rules.presets.TEXTS, and come in English."""
    from belote_club.rules import list_presets
    from belote_club.rules.presets import TEXTS

    i18n.set_language("fr")
    french = list_presets()
    assert {p.title for p in french} | {p.description for p in french} <= set(TEXTS), "add them to presets.TEXTS"
    with i18n.using("en"):
        english = {p.name: p for p in list_presets()}
    for preset in french:
        assert english[preset.name].description != preset.description
        assert english[preset.name].title != preset.title or preset.title == "Rubicon"
    assert english["concours"].title == "Tournament"

