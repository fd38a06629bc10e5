"""Table cards: one A6 card per table (4 per A4 page, cut along the dashed lines), for phones at the tables.

Each card gives the table number, the round, the two camps, a QR code holding the table's address
(``http://IP:PORT/t/CODE``, opened by the phone's camera), the entry code in clear for typing, and a small QR
code to the live results.  Drawn straight on the canvas (the card is a fixed layout); names that do not fit
shrink, then are cut at a word with « … » (:func:`belote_club.reports.base.fit_text`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from reportlab.graphics import renderPDF
from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.shapes import Drawing
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from belote_club.i18n import gettext as _
from belote_club.reports.base import (
    ACCENT,
    INK,
    MUTED,
    RULE,
    DocumentInfo,
    collector_paused,
    fit_text,
    metadata,
)
from belote_club.reports.data import EventInfo
from belote_club.reports.fonts import CONDENSED_BOLD, SANS, SANS_BOLD, register_fonts
from belote_club.text import french_date, typography

if TYPE_CHECKING:
    from belote_club.services import ClubService

CARD_WIDTH, CARD_HEIGHT = A4[0] / 2, A4[1] / 2  # A6: 105 × 148.5 mm
PAD = 7 * mm


@dataclass(frozen=True)
class TableCard:
    table: int
    round_number: int
    camps: tuple[str, str]
    code: str
    url: str  #: what the QR code holds: the table page's address


def cards_from_service(service: ClubService, tournament_id: int, base_url: str,
                       round_number: int | None = None) -> tuple[list[TableCard], EventInfo]:
    """The cards of a round (default: the current one), making the entry codes if they are not made yet."""
    tournament = service.tournament(tournament_id)
    accesses = service.entry_codes(tournament_id, round_number)
    if not accesses:
        from belote_club.services import ServiceError

        raise ServiceError(_("Aucune manche n’est tirée : pas encore de cartons de table à imprimer."))
    rnd = service.round(tournament_id, accesses[0].round_number)
    camps = {t.number: (t.sides[0].numbered, t.sides[1].numbered) for t in rnd.tables}
    cards = [TableCard(a.table_number, a.round_number, camps[a.table_number], a.code, f"{base_url}/t/{a.code}")
             for a in accesses]
    event = EventInfo(tournament.name, tournament.date, service.club().heading, tournament.venue)
    return cards, event


def _qr(canvas: Canvas, value: str, x: float, y: float, size: float) -> None:
    widget = QrCodeWidget(value, barLevel="M", barBorder=2)
    left, bottom, right, top = widget.getBounds()
    drawing = Drawing(size, size, transform=[size / (right - left), 0, 0, size / (top - bottom), 0, 0])
    drawing.add(widget)
    renderPDF.draw(drawing, canvas, x, y)


def _centred(canvas: Canvas, text: str, font: str, size: float, x: float, y: float, width: float,
             *, smallest: float = 7.0) -> None:
    fitted, fitted_size = fit_text(text, font, size, width, smallest=smallest)
    canvas.setFont(font, fitted_size)
    canvas.drawCentredString(x + width / 2, y, fitted)


def _name_lines(text: str, width: float) -> list[tuple[str, float]]:
    """A camp's name on one line at 13 pt, or on two lines (cut at the word nearest the middle) when one
    line would shrink it below 11 pt; each line then fits (shrinks, or ends with « … »)."""
    line, size = fit_text(text, CONDENSED_BOLD, 13, width)
    if size >= 11 or " " not in text.strip():
        return [(line, size)]
    words = typography(text).split(" ")
    best = min(range(1, len(words)), key=lambda i: abs(len(" ".join(words[:i])) - len(" ".join(words[i:]))))
    return [fit_text(" ".join(words[:best]), CONDENSED_BOLD, 11, width, smallest=7),
            fit_text(" ".join(words[best:]), CONDENSED_BOLD, 11, width, smallest=7)]


def _card(canvas: Canvas, card: TableCard, event: EventInfo, live_url: str, x: float, y: float) -> None:
    inner = CARD_WIDTH - 2 * PAD
    left = x + PAD
    top = y + CARD_HEIGHT - PAD
    canvas.setFillColor(ACCENT)
    _centred(canvas, _("Table {table}").format(table=card.table), SANS_BOLD, 34, left, top - 30, inner)
    canvas.setFillColor(MUTED)
    heading = " · ".join(p for p in (_("Manche {round}").format(round=card.round_number), event.name) if p)
    _centred(canvas, heading, SANS, 10, left, top - 45, inner)
    first, second = _name_lines(card.camps[0], inner), _name_lines(card.camps[1], inner)
    block = 13 * (len(first) + len(second)) + 12
    line_y = top - 52 - (60 - block) / 2 - 11
    for index, (text, size) in enumerate([*first, (_("contre"), 0.0), *second]):
        if size:
            canvas.setFillColor(INK)
            canvas.setFont(CONDENSED_BOLD, size)
        else:
            canvas.setFillColor(MUTED)
            canvas.setFont(SANS, 9)
        canvas.drawCentredString(left + inner / 2, line_y, text)
        line_y -= 12 if not size or index + 1 == len(first) else 13
    qr_size = 52 * mm
    _qr(canvas, card.url, x + (CARD_WIDTH - qr_size) / 2, top - 116 - qr_size, qr_size)
    code_y = top - 116 - qr_size - 30
    canvas.setFillColor(MUTED)
    _centred(canvas, _("Code de la table"), SANS, 9, left, code_y + 20, inner)
    canvas.setFillColor(INK)
    # Two groups of five (a code of 10 characters), each character apart, to be read out and typed.
    groups = [card.code[i:i + 5] for i in range(0, len(card.code), 5)] if len(card.code) == 10 else [card.code]
    _centred(canvas, "   ".join(" ".join(group) for group in groups), SANS_BOLD, 26, left, code_y, inner)
    canvas.setFillColor(MUTED)
    _centred(canvas, card.url, SANS, 8, left, code_y - 14, inner)
    # The live results: a small code in the corner.
    small = 19 * mm
    _qr(canvas, live_url, x + CARD_WIDTH - PAD - small, y + PAD - 2 * mm, small)
    canvas.setFillColor(INK)
    canvas.setFont(SANS, 8)
    hint = typography(_("Photographiez le grand code avec le téléphone pour saisir les donnes de la table."))
    words, line, lines = hint.split(" "), "", []
    for word in words:
        attempt = f"{line} {word}".strip()
        if canvas.stringWidth(attempt, SANS, 8) > inner - small - 3 * mm:
            lines.append(line)
            line = word
        else:
            line = attempt
    lines.append(line)
    lines.append(_("Petit code : les résultats en direct."))
    for index, text in enumerate(lines):
        canvas.drawString(left, y + PAD + 12 - index * 10 + (len(lines) - 3) * 10, typography(text))


def _cut_marks(canvas: Canvas) -> None:
    canvas.saveState()
    canvas.setStrokeColor(RULE)
    canvas.setDash(3, 3)
    canvas.setLineWidth(0.5)
    canvas.line(A4[0] / 2, 0, A4[0] / 2, A4[1])
    canvas.line(0, A4[1] / 2, A4[0], A4[1] / 2)
    canvas.restoreState()


@collector_paused
def render_table_cards(cards: Sequence[TableCard], out: str | Path | BinaryIO, *, event: EventInfo,
                       live_url: str) -> int:
    """Write the cards, four per A4 page; returns the page count."""
    register_fonts()
    info = DocumentInfo(title=_("Cartons de table"), tournament=event.name, club=event.club, date=event.date)
    target = str(out) if isinstance(out, Path) else out
    canvas = Canvas(target, pagesize=A4)
    properties = metadata(info)
    canvas.setTitle(properties["title"])
    canvas.setAuthor(properties["author"])
    canvas.setSubject(properties["subject"])
    canvas.setCreator(properties["creator"])
    canvas.setKeywords(properties["keywords"])
    pages = 0
    for start in range(0, max(len(cards), 1), 4):
        pages += 1
        _cut_marks(canvas)
        for slot, card in enumerate(cards[start:start + 4]):
            x = (slot % 2) * CARD_WIDTH
            y = A4[1] - (slot // 2 + 1) * CARD_HEIGHT
            _card(canvas, card, event, live_url, x, y)
        canvas.setFillColor(MUTED)
        canvas.setFont(SANS, 6)
        footer = " · ".join(p for p in (event.club, event.name, french_date(event.date) if event.date else "") if p)
        canvas.drawCentredString(A4[0] / 2, 2 * mm, typography(footer))
        canvas.showPage()
    canvas.save()
    return pages
