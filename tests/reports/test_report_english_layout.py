"""The documents in English (issue 15) keep the layout rules of the French ones: no word prints over another
with the long names, and the English words that are longer than the French ones (« Declarations
(annonces) », « Undertrump ») never overflow their columns."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pdf_helpers import overlaps, pdf_text, word_boxes
from test_report_layout import _documents

from belote_club import i18n


@pytest.fixture(scope="module")
def english_documents() -> dict[str, bytes]:
    i18n.set_language("en")  # as --lang en or the window's setting (the engine's words follow it)
    try:
        return _documents()
    finally:
        i18n.set_language("fr")


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) absent")
def test_no_english_word_prints_over_another_with_long_names(english_documents: dict[str, bytes],
                                                            tmp_path: Path) -> None:
    assert english_documents
    for name, data in english_documents.items():
        pages = word_boxes(data, tmp_path)
        assert pages, name
        for number, page in enumerate(pages, start=1):
            assert not overlaps(page), f"{name}, page {number}: {overlaps(page)[:5]}"


def test_long_english_headings_stay_whole_words(english_documents: dict[str, bytes]) -> None:
    rules = pdf_text(english_documents["rules-three"])
    assert "Undertrump" in rules and "Three-handed" in rules  # shrunk to their column, never cut
    sheets = pdf_text(english_documents["sheets"])
    assert "Decl." in sheets and "Declarations (annonces)" not in sheets  # the short header in a narrow column
    assert "Round 3 · Table 1" in sheets and "Manche" not in sheets
