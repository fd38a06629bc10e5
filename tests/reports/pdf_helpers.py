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


def word_boxes(data: bytes, tmp: Path) -> list[list[tuple[str, float, float, float, float]]]:
    """Every word of every page with its box ``(word, x0, y0, x1, y1)``, from poppler's ``pdftotext -bbox``."""
    import html
    import subprocess

    pdf = tmp / "boxes.pdf"
    pdf.write_bytes(data)
    out = tmp / "boxes.html"
    subprocess.run(["pdftotext", "-bbox", str(pdf), str(out)], check=True)
    pages: list[list[tuple[str, float, float, float, float]]] = []
    for chunk in out.read_text(encoding="utf-8").split("<page ")[1:]:
        words = re.findall(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>',
                           chunk)
        pages.append([(html.unescape(w), float(a), float(b), float(c), float(d)) for a, b, c, d, w in words])
    return pages


def overlaps(page: list[tuple[str, float, float, float, float]], tolerance: float = 0.6) -> list[tuple[str, str]]:
    """Pairs of words whose boxes overlap by more than ``tolerance`` points both ways."""
    found = []
    ordered = sorted(page, key=lambda w: w[1])
    for i, (word, x0, y0, x1, y1) in enumerate(ordered):
        for other, a0, b0, a1, b1 in ordered[i + 1:]:
            if a0 >= x1 - tolerance:
                break
            if min(x1, a1) - max(x0, a0) > tolerance and min(y1, b1) - max(y0, b0) > tolerance:
                found.append((word, other))
    return found
