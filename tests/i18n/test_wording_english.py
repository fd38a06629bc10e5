"""The rule sheet's wording (rules/wording.py) in English: every sentence translated, no French typography
(no-break space before a colon) in English, French unchanged when the language comes back."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from belote_club import i18n
from belote_club.rules import HouseRules, list_presets
from belote_club.rules.wording import describe_rules, summary_line


@pytest.fixture
def restore_language() -> Iterator[None]:
    before = i18n.language()
    yield
    i18n.set_language(before)


def _all_rules() -> list[HouseRules]:
    variants = [preset.rules for preset in list_presets()]
    variants += [HouseRules.from_dict({"players": 3, "rounding": "ten_keep_160", "rubicon": "simple",
                                       "game_end": {"type": "target", "points": 1001, "strict": True}}),
                 HouseRules.from_dict({"players": 2, "litige": "dedans", "annonces": True, "late_belote_claims": 3,
                                       "trump_modes": ["suit", "sans_atout", "tout_atout"],
                                       "game_end": {"type": "open"}, "rubicon": "floating"})]
    return variants


def test_wording_in_english(restore_language: None) -> None:
    i18n.set_language("fr")
    french = [(describe_rules(r), summary_line(r)) for r in _all_rules()]
    i18n.set_language("en")
    for rules, (french_sheet, french_summary) in zip(_all_rules(), french, strict=True):
        sheet = describe_rules(rules)
        assert len(sheet) == len(french_sheet)
        for (title, sentence), (french_title, french_sentence) in zip(sheet, french_sheet, strict=True):
            assert sentence != french_sentence and "\u00a0" not in sentence, sentence
            assert title != french_title or title in ("Capot", "Rubicon"), title
            for word in (" le preneur", " la défense", " donne", " partie "):
                assert word not in sentence, sentence
        assert summary_line(rules) != french_summary and "Partie" not in summary_line(rules)
    assert describe_rules(_all_rules()[0])[0] == (
        "Players", "Four players, in two teams of two; partners sit opposite each other.")
    i18n.set_language("fr")
    assert [(describe_rules(r), summary_line(r)) for r in _all_rules()] == french
    assert describe_rules(_all_rules()[0])[0][1].startswith("On joue à quatre, en deux équipes de deux\u00a0;")
