"""The base renderer shared by every document: A4 pages, styles, header, footer, « page X / Y », tables.

A document is a list of flowables (its *story*) and a :class:`DocumentInfo`; :func:`build_pdf` lays it
out on A4 pages whose header names the tournament, club and date, and whose footer gives the printing
time and « page X / Y ».  Page totals need the whole document: :func:`_numbered_canvas` keeps every page's
state and draws the decorations when the document is saved (the classic ReportLab *NumberedCanvas*).
"""

from __future__ import annotations

import datetime as dt
import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache, wraps
from pathlib import Path
from typing import Any, BinaryIO, ParamSpec, TypeVar
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageTemplate, Paragraph, Table, TableStyle

from belote_club.collector import bulk
from belote_club.i18n import gettext as _
from belote_club.reports.fonts import CONDENSED, CONDENSED_BOLD, SANS, SANS_BOLD, SANS_ITALIC, register_fonts
from belote_club.text import french_date, french_datetime, number, typography

PAGE_WIDTH, PAGE_HEIGHT = A4
MARGIN_X = 15 * mm
MARGIN_TOP = 20 * mm
MARGIN_BOTTOM = 16 * mm

INK = colors.HexColor("#1b1b1b")
MUTED = colors.HexColor("#5f6368")
ACCENT = colors.HexColor("#14532d")  # card-table green
RULE = colors.HexColor("#b7bcc2")
HEADER_FILL = colors.HexColor("#e6efe8")
ZEBRA = colors.HexColor("#f4f6f5")
RED = colors.HexColor("#b3261e")

__all__ = [
    "DocumentInfo", "Piece", "build_pdf", "data_table", "draw_line_pair", "esc", "fit_para", "fit_text", "num", "para",
    "styles", "words_fit",
]


def _now() -> dt.datetime:
    return dt.datetime.now().replace(microsecond=0)


@dataclass(frozen=True)
class DocumentInfo:
    """What the header and footer of every page say."""

    title: str  #: the document, e.g. « Classement après la manche 3 »
    tournament: str = ""
    club: str = ""
    date: dt.date | None = None
    printed_at: dt.datetime = field(default_factory=_now)


def num(value: int | None) -> str:
    """:func:`belote_club.text.number`, or « – » for a missing value (a game not played yet)."""
    return "–" if value is None else number(value)


def esc(text: str) -> str:
    """Text made safe for a ReportLab paragraph, with French typography applied."""
    return escape(typography(text))


@cache
def styles() -> dict[str, ParagraphStyle]:
    register_fonts()
    base = ParagraphStyle("body", fontName=SANS, fontSize=9.5, leading=12.5, textColor=INK)
    out = {
        "body": base,
        "small": ParagraphStyle("small", parent=base, fontSize=8, leading=10),
        "muted": ParagraphStyle("muted", parent=base, fontSize=8, leading=10, textColor=MUTED),
        "italic": ParagraphStyle("italic", parent=base, fontName=SANS_ITALIC, fontSize=8.5, leading=11,
                                 textColor=MUTED),
        "title": ParagraphStyle("title", parent=base, fontName=SANS_BOLD, fontSize=20, leading=24,
                                textColor=ACCENT, spaceAfter=2 * mm),
        "subtitle": ParagraphStyle("subtitle", parent=base, fontSize=11, leading=14, textColor=MUTED,
                                   spaceAfter=4 * mm),
        "h2": ParagraphStyle("h2", parent=base, fontName=SANS_BOLD, fontSize=12.5, leading=16, textColor=ACCENT,
                             spaceBefore=4 * mm, spaceAfter=2 * mm, keepWithNext=1),
        "h3": ParagraphStyle("h3", parent=base, fontName=SANS_BOLD, fontSize=10, leading=13, spaceBefore=2 * mm,
                             spaceAfter=1 * mm, keepWithNext=1),
        "cell": ParagraphStyle("cell", parent=base, fontName=CONDENSED, fontSize=9, leading=11),
        "cell_bold": ParagraphStyle("cell_bold", parent=base, fontName=CONDENSED_BOLD, fontSize=9, leading=11),
        "cell_small": ParagraphStyle("cell_small", parent=base, fontName=CONDENSED, fontSize=7.5, leading=9,
                                     textColor=MUTED),
        "th": ParagraphStyle("th", parent=base, fontName=SANS_BOLD, fontSize=8, leading=10, textColor=ACCENT),
        "center": ParagraphStyle("center", parent=base, alignment=TA_CENTER),
        "right": ParagraphStyle("right", parent=base, alignment=TA_RIGHT),
        "left": ParagraphStyle("left", parent=base, alignment=TA_LEFT),
    }
    return out


_SHRUNK: dict[tuple[str, float], ParagraphStyle] = {}


def words_fit(text: str, style: ParagraphStyle, width: float, *, smallest: float = 6.0) -> ParagraphStyle:
    """``style``, or a smaller copy of it, in which the longest word of ``text`` fits in ``width`` points:
    a paragraph then wraps between words and never cuts a name mid-word."""
    longest = max((stringWidth(word, style.fontName, style.fontSize) for word in typography(text).split()),
                  default=0.0)
    if longest <= width:
        return style
    size = max(smallest, int(style.fontSize * width / longest * 4) / 4)  # quarter points: few distinct styles
    key = (style.name, size)
    if key not in _SHRUNK:
        ratio = size / style.fontSize
        _SHRUNK[key] = ParagraphStyle(f"{style.name}_{size}", parent=style, fontSize=size,
                                      leading=style.leading * ratio)
    return _SHRUNK[key]


def fit_para(text: str, style: ParagraphStyle, width: float) -> Paragraph:
    """A paragraph of plain ``text`` whose words all fit in ``width`` (see :func:`words_fit`)."""
    return Paragraph(esc(text), words_fit(text, style, width))


def para(text: str, style: str = "body", *, markup: bool = False) -> Paragraph:
    """A paragraph of plain text (escaped) or of ReportLab markup (``markup=True``)."""
    return Paragraph(text if markup else esc(text), styles()[style])


def data_table(
    header: Sequence[str],
    rows: Sequence[Sequence[Any]],
    widths: Sequence[float],
    *,
    right: Sequence[int] = (),
    center: Sequence[int] = (),
    bold: Sequence[int] = (),
    font_size: float = 9,
    padding: float = 2.2,
    zebra: bool = True,
    extra: Sequence[tuple[Any, ...]] = (),
    heading: Sequence[Any] | None = None,
    row_heights: Sequence[float] | None = None,
) -> Table:
    """A table whose header row repeats on every page, columns aligned, light zebra rows.  ``heading``: a row
    above the header, repeated with it (its style comes in ``extra``).  ``row_heights``: the body rows'
    heights when the caller knows them (padding included): the table then never measures its cells, which
    keeps a 1 000-row table fast to lay out and to split across pages."""
    register_fonts()
    data = [*([list(heading)] if heading is not None else []), list(header), *[list(r) for r in rows]]
    heights: list[float | None] | None = None
    if row_heights is not None:
        heights = [*([None] if heading is not None else []), None, *row_heights]
    table = Table(data, colWidths=list(widths), rowHeights=heights, repeatRows=2 if heading is not None else 1,
                  hAlign="LEFT")
    h = 1 if heading is not None else 0  # the header row; the body starts below it
    commands: list[tuple[Any, ...]] = [
        ("FONT", (0, h), (-1, h), SANS_BOLD, font_size - 1.5),
        ("TEXTCOLOR", (0, h), (-1, h), ACCENT),
        ("BACKGROUND", (0, h), (-1, h), HEADER_FILL),
        ("FONT", (0, h + 1), (-1, -1), CONDENSED, font_size),
        ("TEXTCOLOR", (0, h + 1), (-1, -1), INK),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), padding),
        ("BOTTOMPADDING", (0, 0), (-1, -1), padding),
        ("LEFTPADDING", (0, 0), (-1, -1), 3),
        ("RIGHTPADDING", (0, 0), (-1, -1), 3),
        ("LINEBELOW", (0, h), (-1, h), 0.8, ACCENT),
        ("LINEBELOW", (0, -1), (-1, -1), 0.8, ACCENT),
    ]
    if heading is not None:
        commands.append(("SPAN", (0, 0), (-1, 0)))
    for col in right:
        commands.append(("ALIGN", (col, h), (col, -1), "RIGHT"))
    for col in center:
        commands.append(("ALIGN", (col, h), (col, -1), "CENTER"))
    for col in bold:
        commands.append(("FONT", (col, h + 1), (col, -1), CONDENSED_BOLD, font_size))
    if zebra:
        commands.append(("ROWBACKGROUNDS", (0, h + 1), (-1, -1), [colors.white, ZEBRA]))
    commands.extend(extra)
    table.setStyle(TableStyle(commands))
    return table


Decorate = Callable[[Canvas, int, int], None]


def _numbered_canvas(decorate: Decorate, pages: list[int]) -> type[Canvas]:
    """A canvas class that draws ``decorate(canvas, page, total)`` on every page once the total is known."""

    class NumberedCanvas(Canvas):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self._saved: list[dict[str, Any]] = []

        def showPage(self) -> None:  # noqa: N802 (ReportLab's name)
            self._saved.append(dict(self.__dict__))
            self._startPage()  # type: ignore[attr-defined]  # ReportLab's own page reset

        def save(self) -> None:
            total = len(self._saved)
            for page_number, state in enumerate(self._saved, start=1):
                self.__dict__.update(state)
                decorate(self, page_number, total)
                super().showPage()
            pages.append(total)
            super().save()

    return NumberedCanvas


def fit_text(text: str, font: str, size: float, width: float, *, smallest: float = 6.0) -> tuple[str, float]:
    """``text`` and a font size at which it fits in ``width`` points: the size shrinks down to ``smallest``,
    then the text is cut at a word boundary with « … » (never mid-word unless a single word is too long)."""
    text = typography(text)
    measured = stringWidth(text, font, size)
    if measured <= width:
        return text, size
    fitted = max(smallest, size * width / measured * 0.995)  # a hair under: rounding must not overflow
    if stringWidth(text, font, fitted) <= width:
        return text, fitted
    words = text.split(" ")
    while len(words) > 1:
        words.pop()
        cut = " ".join(words).rstrip(" ·,–-") + "…"
        if stringWidth(cut, font, fitted) <= width:
            return cut, fitted
    while text and stringWidth(text + "…", font, fitted) > width:
        text = text[:-1]
    return text + "…", fitted


@dataclass(frozen=True)
class Piece:
    """A text drawn on one line of a page decoration."""

    text: str
    font: str
    size: float
    color: Any = INK


def draw_line_pair(canvas: Canvas, y: float, left: Piece, right: Piece, *, x0: float = MARGIN_X,
                   x1: float = PAGE_WIDTH - MARGIN_X, gap: float = 4 * mm) -> None:
    """``left`` flush left and ``right`` flush right on one line, never overlapping: each keeps its natural
    width when both fit; otherwise the right part keeps up to 45 % of the line, and each shrinks (then is
    cut with « … ») to its share."""
    width = x1 - x0 - gap
    left_w = stringWidth(typography(left.text), left.font, left.size) if left.text else 0.0
    right_w = stringWidth(typography(right.text), right.font, right.size) if right.text else 0.0
    if left_w + right_w > width:
        right_share = min(right_w, max(width * 0.45, width - left_w))
        left_share = width - right_share
    else:
        left_share, right_share = width, right_w
    for piece, share, flush_right in ((left, left_share, False), (right, right_share, True)):
        if not piece.text:
            continue
        text, size = fit_text(piece.text, piece.font, piece.size, share)
        canvas.setFont(piece.font, size)
        canvas.setFillColor(piece.color)
        if flush_right:
            canvas.drawRightString(x1, y, text)
        else:
            canvas.drawString(x0, y, text)


def decorate_page(info: DocumentInfo) -> Decorate:
    """Header (tournament, document, club, date) and footer (printing time, « page X / Y »)."""
    register_fonts()
    left_top = info.tournament or info.club or "Belote Club"
    club = info.club if info.tournament else ""
    day = french_date(info.date) if info.date else ""
    if club and day:  # when the line is short of room, the club's name is cut, never the date
        room = (PAGE_WIDTH - 2 * MARGIN_X) * 0.45 - stringWidth(" · " + day, SANS, 8)
        club = fit_text(club, SANS, 8, room, smallest=8)[0]
    right_top = " · ".join(p for p in (club, day) if p)
    printed = _("Imprimé le {when} · Belote Club").format(when=french_datetime(info.printed_at))

    def draw(canvas: Canvas, page: int, total: int) -> None:
        canvas.saveState()
        top = PAGE_HEIGHT - 11 * mm
        draw_line_pair(canvas, top, Piece(left_top, SANS_BOLD, 8.5, ACCENT), Piece(right_top, SANS, 8, MUTED))
        if info.title:
            text, size = fit_text(info.title, SANS, 8, PAGE_WIDTH - 2 * MARGIN_X)
            canvas.setFont(SANS, size)
            canvas.setFillColor(MUTED)
            canvas.drawString(MARGIN_X, top - 3.8 * mm, text)
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.5)
        canvas.line(MARGIN_X, top - 5.6 * mm, PAGE_WIDTH - MARGIN_X, top - 5.6 * mm)
        bottom = 9 * mm
        canvas.line(MARGIN_X, bottom + 3.5 * mm, PAGE_WIDTH - MARGIN_X, bottom + 3.5 * mm)
        draw_line_pair(canvas, bottom, Piece(printed, SANS, 7.5, MUTED), Piece(_("page {page} / {total}").format(page=page, total=total), SANS_BOLD, 8))
        canvas.restoreState()

    return draw


def metadata(info: DocumentInfo) -> dict[str, Any]:
    """The PDF's properties: title (document and concours), author (the club), subject, creator.  The
    creation date is the real one (ReportLab's own, not the fixed date of its « invariant » mode)."""
    title = " — ".join(p for p in (info.title, info.tournament) if p)
    subject = " · ".join(p for p in (info.title, info.tournament, french_date(info.date) if info.date else "") if p)
    return {"title": typography(title), "author": info.club or "Belote Club", "subject": typography(subject),
            "creator": "Belote Club", "keywords": _("belote, concours")}


def body_frame(frame_id: str = "body") -> Frame:
    return Frame(MARGIN_X, MARGIN_BOTTOM, PAGE_WIDTH - 2 * MARGIN_X, PAGE_HEIGHT - MARGIN_TOP - MARGIN_BOTTOM,
                 id=frame_id, leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)


P = ParamSpec("P")
R = TypeVar("R")


def collector_paused(render: Callable[P, R]) -> Callable[P, R]:
    """A document rendered with Python's cyclic garbage collector paused (:func:`belote_club.collector.bulk`):
    the flowables of 1 000 teams are tens of thousands of objects, and the collector's passes over them made
    the standings PDF of 1 000 teams cost 40 % more per team than that of 100."""

    @wraps(render)
    def paused(*args: P.args, **kwargs: P.kwargs) -> R:
        with bulk():
            return render(*args, **kwargs)

    return paused


def build_pdf(
    out: str | Path | BinaryIO | None,
    story: list[Flowable],
    info: DocumentInfo,
    *,
    templates: Sequence[PageTemplate] | None = None,
    decorate: Decorate | None = None,
) -> tuple[bytes | None, int]:
    """Lay the story out on A4 pages.  Returns ``(pdf bytes if out is None, page count)``."""
    register_fonts()
    buffer = io.BytesIO() if out is None else None
    target: Any = buffer if buffer is not None else (str(out) if isinstance(out, Path) else out)
    doc = BaseDocTemplate(
        target, pagesize=A4, leftMargin=MARGIN_X, rightMargin=MARGIN_X, topMargin=MARGIN_TOP,
        bottomMargin=MARGIN_BOTTOM, **metadata(info),
    )
    doc.addPageTemplates(list(templates) if templates else [PageTemplate(id="page", frames=[body_frame()])])
    pages: list[int] = []
    doc.build(story, canvasmaker=_numbered_canvas(decorate or decorate_page(info), pages))
    data = buffer.getvalue() if buffer is not None else None
    return data, pages[-1] if pages else 0
