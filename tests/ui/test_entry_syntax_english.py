"""The quick-entry line's refusals follow the window's language (French unchanged)."""

from __future__ import annotations

from belote_club import app
from belote_club.ui.entry_syntax import EntryContext, parse_entry
from tests.helpers.entry import refusal

CASES = (
    ("3 50", "« 3 » : camp 3 inexistant pour le preneur (1 à 2).", "“3”: there is no side 3 for the taker (1 to 2)."),
    ("1200", "200 points : une donne vaut 162 au plus.", "200 points: a deal is worth 162 at most."),
    ("195zz", "Je ne comprends pas « zz ».", "Cannot read “zz”."),
    ("195sa", "« sa » : le sans-atout n’est pas joué avec ces règles.",
     "“sa”: no trumps is not played under these rules."),
    ("", "Ligne vide.", "Empty line."),
)


def _message(text: str) -> str:
    return str(refusal(parse_entry, text, EntryContext()))


def test_refusals_in_french_then_english(qapp) -> None:
    for text, french, _english in CASES:
        assert _message(text) == french
    translators = app.install_translations(qapp, "en")
    try:
        for text, _french, english in CASES:
            assert _message(text) == english
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
        for translator in app.install_translations(qapp, "fr"):  # the French locale back, as the suite runs
            qapp.removeTranslator(translator)
    for text, french, _english in CASES:
        assert _message(text) == french
