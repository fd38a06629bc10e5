"""The bundled DejaVu fonts, registered once with ReportLab.

ReportLab's built-in Helvetica has no « ’ œ ♠ ♥ ♦ ♣ » (and no ``U+00A0`` in every viewer): every
document uses DejaVu Sans, shipped in ``resources/fonts`` with its licence.
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from reportlab import rl_config
from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import tables

from belote_club.i18n import gettext as _
from belote_club.paths import resource_path

SANS = "DejaVuSans"
SANS_BOLD = "DejaVuSans-Bold"
SANS_ITALIC = "DejaVuSans-Oblique"
SANS_BOLD_ITALIC = "DejaVuSans-BoldOblique"
CONDENSED = "DejaVuSansCondensed"
CONDENSED_BOLD = "DejaVuSansCondensed-Bold"

_FILES = (SANS, SANS_BOLD, SANS_ITALIC, SANS_BOLD_ITALIC, CONDENSED, CONDENSED_BOLD)


@cache
def register_fonts() -> None:
    """Register the fonts and their families (so that ``<b>`` and ``<i>`` work in paragraphs)."""
    for name in _FILES:
        path = resource_path("fonts", f"{name}.ttf")
        if not path.is_file():
            raise FileNotFoundError(_("Police introuvable : {path}").format(path=path))
        pdfmetrics.registerFont(TTFont(name, str(path)))
    faces: tuple[tuple[str, Literal[0, 1], Literal[0, 1], str], ...] = (
        (SANS, 0, 0, SANS), (SANS, 1, 0, SANS_BOLD), (SANS, 0, 1, SANS_ITALIC), (SANS, 1, 1, SANS_BOLD_ITALIC),
        (CONDENSED, 0, 0, CONDENSED), (CONDENSED, 1, 0, CONDENSED_BOLD), (CONDENSED, 0, 1, CONDENSED),
        (CONDENSED, 1, 1, CONDENSED_BOLD),
    )
    for family, bold, italic, face in faces:
        addMapping(family, bold, italic, face)
    # A canvas starts on this font and lists it in every page's resources, even when no text uses it:
    # without this, every document would name Helvetica, which is not embedded.
    rl_config.canvas_basefontname = SANS
    # Table cells holding plain strings (or nothing) take the module default read at import time.
    tables.CellStyle.fontname = SANS
