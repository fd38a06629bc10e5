"""Helpers for the PDF tests: text extraction with pypdf, normalised for comparisons."""

from __future__ import annotations

import io
import re
from pathlib import Path

from pypdf import PdfReader


def normalise(text: str) -> str:
    """Plain spaces (no-break spaces too), lines joined, runs of spaces collapsed."""
    text = text.replace("\u00a0", " ").replace("\u202f", " ")
    return re.sub(r"\s+", " ", text).strip()


def pdf_pages(source: bytes | Path) -> list[str]:
    data = source.read_bytes() if isinstance(source, Path) else source
    reader = PdfReader(io.BytesIO(data))
    return [normalise(page.extract_text() or "") for page in reader.pages]


def pdf_text(source: bytes | Path) -> str:
    return " ".join(pdf_pages(source))
