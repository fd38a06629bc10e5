"""Cheap table cells for the long documents (1 000-team standings): plain lines of text measured once.

A ReportLab :class:`Paragraph` parses its markup and breaks its lines every time a table is laid out or
split across pages: at 1 000 teams that is most of the time of a document.  A :class:`Lines` cell is a few
lines of plain text (each with its own font, size and colour) whose width and height are known when it is
made, so the table can be given its row heights and never wraps a cell again.  When a line does not fit
its column, the cell falls back to a paragraph that wraps between words (never mid-word: see
:func:`~belote_club.reports.base.words_fit`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from reportlab.lib.colors import Color
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Paragraph

from belote_club.reports.base import INK, esc, styles, words_fit
from belote_club.text import typography

__all__ = ["Line", "Lines", "cell_height", "text_cell"]

LEADING = 1.2  #: line height / font size, as ReportLab's plain table cells
#: ReportLab's paragraph alignments (its numbers: a name such as "center" breaks its line drawing).
_ALIGNMENTS: dict[str, Literal[0, 1, 2]] = {"left": TA_LEFT, "centre": TA_CENTER, "right": TA_RIGHT}


@dataclass(frozen=True)
class Line:
    text: str
    font: str
    size: float
    color: Color = INK


class Lines(Flowable):
    """Lines of plain text, left-aligned, centred or right-aligned (``align``) in ``width``; its size is fixed
    when it is made."""

    def __init__(self, lines: Sequence[Line], width: float, *, centre: bool = False, align: str = "left") -> None:
        super().__init__()
        self.lines = [Line(typography(line.text), line.font, line.size, line.color) for line in lines]
        self.width = width
        self.height = sum(line.size * LEADING for line in self.lines)
        self.align = "centre" if centre else align

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        canvas = self.canv
        y = self.height
        for i, line in enumerate(self.lines):
            y -= line.size if i == 0 else line.size * LEADING
            canvas.setFont(line.font, line.size)
            canvas.setFillColor(line.color)
            if self.align == "centre":
                canvas.drawCentredString(self.width / 2, y, line.text)
            elif self.align == "right":
                canvas.drawRightString(self.width, y, line.text)
            else:
                canvas.drawString(0, y, line.text)


def fits(lines: Sequence[Line], width: float) -> bool:
    return all(stringWidth(typography(line.text), line.font, line.size) <= width for line in lines)


def text_cell(lines: Sequence[Line], width: float, *, centre: bool = False, align: str = "left") -> Flowable:
    """:class:`Lines` when every line fits ``width``; else a paragraph wrapping between words."""
    lines = [line for line in lines if line.text]
    align = "centre" if centre else align
    if fits(lines, width):
        return Lines(lines, width, align=align)
    first = lines[0]
    base = styles()["cell"]
    style = ParagraphStyle(f"cell_{first.font}_{first.size}", parent=base, fontName=first.font, fontSize=first.size,
                           leading=first.size * LEADING, textColor=first.color,
                           alignment=_ALIGNMENTS.get(align, TA_LEFT))
    style = words_fit(" ".join(line.text for line in lines), style, width)
    ratio = style.fontSize / first.size
    parts = [esc(first.text)]
    for line in lines[1:]:
        parts.append(f'<font name="{line.font}" size="{line.size * ratio:.2f}" color="{_hex(line.color)}">'
                     f"{esc(line.text)}</font>")
    paragraph = Paragraph("<br/>".join(parts), style)
    paragraph.wrap(width, 100_000)
    return paragraph


def cell_height(cell: Any, width: float) -> float:
    """The height a cell takes in ``width`` (a plain string: one line of its table's font)."""
    if isinstance(cell, Lines):
        return cell.height
    if isinstance(cell, Flowable):
        return float(cell.wrap(width, 100_000)[1])
    return 0.0


def _hex(color: Color) -> str:
    return "#" + str(color.hexval())[2:]
