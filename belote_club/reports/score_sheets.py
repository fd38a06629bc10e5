"""Score sheets: one per table of a round (and blank ones), one per A4 page or two per page (A5 halves).

Each sheet: round and table, the two camps with their players, one row per planned deal (preneur,
points, belote, capot, running totals, and the reserve when litiges go to the reserve), the final
totals, signatures, and the house rules summed up in one line at the foot.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, BinaryIO

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    Flowable,
    Frame,
    FrameBreak,
    KeepInFrame,
    PageBreak,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from belote_club.i18n import N_
from belote_club.i18n import gettext as _
from belote_club.reports.base import (
    ACCENT,
    HEADER_FILL,
    INK,
    MUTED,
    PAGE_HEIGHT,
    PAGE_WIDTH,
    RULE,
    ZEBRA,
    DocumentInfo,
    Piece,
    build_pdf,
    collector_paused,
    draw_line_pair,
    esc,
    styles,
)
from belote_club.reports.cells import Line, Lines, text_cell
from belote_club.reports.data import PLAYERS_JOIN, Entrant, EventInfo, ScoreSheet, ScoreSheetsData
from belote_club.reports.fonts import CONDENSED, CONDENSED_BOLD, SANS, SANS_BOLD, register_fonts
from belote_club.rules import HouseRules
from belote_club.rules.wording import summary_line
from belote_club.text import french_date, french_datetime

SHEET_MARGIN_X = 15 * mm
SHEET_WIDTH = PAGE_WIDTH - 2 * SHEET_MARGIN_X
FULL_ROWS = 16
HALF_ROWS = 12
BOX = "☐"
#: The annonces' column of a deal's row (two camps; « Ann. » at three).
ANNONCES_COLUMN = N_("Annonces")


#: Spare rows after the planned deals of a ``deals`` game: all-pass deals (when they do not count) and
#: the extra deals of a tie (16 of 47 demo games had 13 or 14 entries for 12 planned deals).
SPARE_ROWS = 3


def deal_rows(rules: HouseRules, per_page: int, override: int | None = None) -> int:
    """Rows of the deal grid: the planned deals of a ``deals`` game and :data:`SPARE_ROWS` spare rows,
    else what fits nicely."""
    if override is not None:
        return override
    if rules.game_end.type == "deals":
        return rules.game_end.count + SPARE_ROWS
    return FULL_ROWS if per_page == 1 else HALF_ROWS


def planned_deals(rules: HouseRules) -> int | None:
    """The planned deals of a ``deals`` game (the rows after them are spare rows), else None."""
    return rules.game_end.count if rules.game_end.type == "deals" else None


def special_modes(rules: HouseRules) -> tuple[str, ...]:
    """The modes to mark on a deal's row: sans-atout / tout-atout when a deal may be one or another mode."""
    marks = {"sans_atout": _("SA"), "tout_atout": _("TA")}
    if len(rules.trump_modes) < 2:
        return ()
    return tuple(marks[m] for m in rules.trump_modes if m in marks)


#: Contrée's suits, to circle on a deal's row (SCORING.md §10: the suit is noted when the club records it).
SUIT_MARKS = "♥ ♠ ♦ ♣"
#: Contrée's contre, to circle: contré (×2) or surcontré (×4).
CONTRE_MARKS = "×2  ×4"


def contract_columns(rules: HouseRules) -> list[tuple[str, str, str]]:
    """(key, header, what each row shows) of contrée's columns: the contract, its suit, the contre; none in
    classic belote."""
    if not rules.contree:
        return []
    suits = SUIT_MARKS if "suit" in rules.trump_modes else ""
    return [("contract", _("Contrat"), ""), *([("suit", _("Atout"), suits)] if suits else []),
            ("contre", _("Contre"), CONTRE_MARKS)]


def _st(half: bool) -> dict[str, ParagraphStyle]:
    base = styles()["body"]
    scale = 0.85 if half else 1.0
    return {
        "event": ParagraphStyle("ss_event", parent=base, fontName=SANS_BOLD, fontSize=11 * scale,
                                leading=13 * scale, textColor=ACCENT),
        "meta": ParagraphStyle("ss_meta", parent=base, fontSize=8 * scale, leading=10 * scale, textColor=MUTED),
        "big": ParagraphStyle("ss_big", parent=base, fontName=SANS_BOLD, fontSize=17 * scale, leading=20 * scale,
                              alignment=2, textColor=INK),
        "camp": ParagraphStyle("ss_camp", parent=base, fontName=SANS_BOLD, fontSize=7.5, leading=9,
                               textColor=ACCENT),
        "side": ParagraphStyle("ss_side", parent=base, fontName=SANS_BOLD, fontSize=12 * scale,
                               leading=14 * scale),
        "players": ParagraphStyle("ss_players", parent=base, fontName=CONDENSED, fontSize=9.5 * scale,
                                  leading=11 * scale, textColor=MUTED),
        "foot": ParagraphStyle("ss_foot", parent=base, fontName=CONDENSED, fontSize=7.5, leading=9,
                               textColor=MUTED),
        "sign": ParagraphStyle("ss_sign", parent=base, fontName=SANS, fontSize=8, leading=10, textColor=INK),
    }


def _header(sheet: ScoreSheet, event: EventInfo, st: dict[str, ParagraphStyle], half: bool) -> Table:
    meta = " · ".join(p for p in (french_date(event.date) if event.date else "", event.club, event.venue) if p)
    left = SharedForm([Paragraph(esc(event.name or _("Feuille de marque")), st["event"]), Paragraph(esc(meta), st["meta"])],
                      f"head{'h' if half else 'f'}", SHEET_WIDTH * 0.5 - 4)
    blank = "_____"
    round_text = str(sheet.round_number) if sheet.round_number is not None else blank
    table_text = str(sheet.table) if sheet.table is not None else blank
    big = st["big"]
    right = text_cell([Line(_("Manche {round}  ·  Table {table}").format(round=round_text, table=table_text),
                            big.fontName, big.fontSize)],
                      SHEET_WIDTH * 0.5, align="right")
    out = Table([[left, right]], colWidths=[SHEET_WIDTH * 0.5, SHEET_WIDTH * 0.5])
    out.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
                             ("LINEBELOW", (0, 0), (-1, 0), 1.2, ACCENT)]))
    return out


def _side(index: int, entrant: Entrant | None, st: dict[str, ParagraphStyle], width: float) -> list[Flowable]:
    camp = st["camp"]
    cell: list[Flowable] = [Lines([Line(_("CAMP {number}").format(number=index + 1), camp.fontName, camp.fontSize,
                                        ACCENT)], width)]
    side, players_style = st["side"], st["players"]
    if entrant is None:
        cell.append(Paragraph(_("N° ______ ______________________"), side))
        cell.append(Paragraph(_("Joueurs : ____________________________"), players_style))
        return cell
    if entrant.number is None and not entrant.name:  # mêlée: two partners drawn together, one per line
        return cell + [text_cell([Line(player, side.fontName, side.fontSize)], width) for player in entrant.player_lines]
    cell.append(text_cell([Line(entrant.label, side.fontName, side.fontSize)], width))
    players = [p for p in entrant.players if p != entrant.name] if not entrant.titled_by_players else []
    if players:
        cell.append(text_cell([Line(PLAYERS_JOIN.join(players), players_style.fontName, players_style.fontSize, MUTED)],
                              width))
    return cell


def _sides(sheet: ScoreSheet, camps: int, st: dict[str, ParagraphStyle]) -> Table:
    entrants: list[Entrant | None] = list(sheet.sides) if sheet.sides is not None else []
    entrants += [None] * (camps - len(entrants))
    width = SHEET_WIDTH / len(entrants)
    out = Table([[_side(i, e, st, width - 10) for i, e in enumerate(entrants)]], colWidths=[width] * len(entrants))
    out.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 4),
                             *[("BOX", (i, 0), (i, 0), 0.6, RULE) for i in range(len(entrants))],
                             ("TOPPADDING", (0, 0), (-1, -1), 3), ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]))
    return out


def _grid(rules: HouseRules, rows: int, half: bool) -> Table:
    register_fonts()  # the headers are measured
    camps = rules.camps
    reserve = rules.litige == "reserve"
    belote = rules.trump_modes != ("sans_atout",)
    annonces = rules.annonces
    modes = special_modes(rules)
    short = camps == 3
    # (full, short) headers of a camp's columns: the short one at three camps, or when the full one is wider
    # than its column
    camp_heads = [(_("Points"), _("Pts")), *([(_("Belote"), _("Bel."))] if belote else []),
                  *([(_(ANNONCES_COLUMN), _("Ann."))] if annonces else []), (_("Total"), _("Total"))]
    n = len(camp_heads)
    header_size = 6.5 if short else 7.5
    choice = ("    ".join(str(c + 1) for c in range(camps)))
    # (key, header) of the columns outside the camps', and their widths
    contract = contract_columns(rules)
    lead = [("deal", _("Donne")), ("taker", _("Preneur")), *[(key, title) for key, title, _marks in contract],
            *([("mode", _("Mode"))] if modes else [])]
    header1: list[str] = [title for _key, title in lead]
    bids = f"80–{rules.max_bid}"
    header2: list[str] = ["", choice, *[bids if key == "contract" else "" for key, _title, _marks in contract],
                          *(["  ".join(modes)] if modes else [])]
    for camp in range(camps):
        header1 += [_("Camp {number}").format(number=camp + 1), *[""] * (n - 1)]
        header2 += [""] * n  # set below, once the widths are known
    header1.append(_("Capot"))
    header2.append(choice)
    if reserve:
        header1.append(_("Réserve"))
        header2.append("")
    fixed = {"deal": 12 * mm, "taker": (16 if camps == 2 else 19) * mm, "mode": 14 * mm,
             "capot": (16 if camps == 2 else 19) * mm, "reserve": 15 * mm,
             "contract": 14 * mm, "suit": 18 * mm, "contre": 13 * mm}
    if contract:  # three more columns: the others a little narrower
        fixed.update(deal=10 * mm, taker=15 * mm, capot=15 * mm)
    used = [key for key, _title in lead] + ["capot"] + (["reserve"] if reserve else [])
    rest = SHEET_WIDTH - sum(fixed[key] for key in used)
    belote_w = (9 if short else 11 if contract else 13) * mm if belote else 0
    annonces_w = (9 if short else 13 if contract else 15) * mm if annonces else 0
    points_w = (rest / camps - belote_w - annonces_w) / 2
    camp_widths = [points_w, *([belote_w] if belote else []), *([annonces_w] if annonces else []), points_w]
    camp_cols = [head if not short and stringWidth(head, SANS_BOLD, header_size) <= width else abbreviated
                 for (head, abbreviated), width in zip(camp_heads, camp_widths, strict=True)]
    widths = [fixed[key] for key, _title in lead] + [*camp_widths * camps, fixed["capot"]]
    if reserve:
        widths.append(fixed["reserve"])
    for camp in range(camps):
        start = len(lead) + camp * n
        header2[start:start + n] = camp_cols
    planned = planned_deals(rules)
    body: list[list[str]] = []
    for number in range(1, rows + 1):
        line = [str(number), choice, *[marks for _key, _title, marks in contract],
                *(["  ".join(modes)] if modes else [])]
        for _camp in range(camps):
            line += ["", *([BOX] if belote else []), *([""] if annonces else []), ""]
        line.append(choice)
        if reserve:
            line.append("")
        body.append(line)
    total_line = [_("Total"), "", *[""] * len(contract), *([""] if modes else []), *["", *([""] if belote else []), *([""] if annonces else []),
                                                         ""] * camps, ""]
    if reserve:
        total_line.append("")
    data = [header1, header2, *body, total_line]
    if half:
        row_h = 5.2 * mm
    else:  # fill the page: what the header, camps, grid headers and foot leave, shared by the rows
        row_h = max(7 * mm, min(12 * mm, (PAGE_HEIGHT - TOP - FOOT - 4 * mm - 112 * mm) / (rows + 1.15)))
    heights = [None, None, *[row_h] * rows, row_h * 1.15]
    table = Table(data, colWidths=widths, rowHeights=heights, repeatRows=2)
    first = len(lead)
    starts = [first + camp * n for camp in range(camps)]
    last_camp = starts[-1] + n - 1
    commands: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, 1), SANS_BOLD, header_size),
        ("TEXTCOLOR", (0, 0), (-1, 1), ACCENT),
        ("BACKGROUND", (0, 0), (-1, 1), HEADER_FILL),
        *[("SPAN", (c, 0), (c + n - 1, 0)) for c in starts],
        ("ALIGN", (0, 0), (-1, -1), "CENTER"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("FONT", (0, 2), (0, -1), CONDENSED_BOLD, 10 if not half else 8.5),
        ("FONT", (1, 2), (-1, -2), CONDENSED, 8.5),
        ("TEXTCOLOR", (1, 2), (-1, -2), colors.HexColor("#80868b")),
        ("FONT", (0, -1), (-1, -1), SANS_BOLD, 9),
        ("GRID", (0, 0), (-1, -1), 0.4, RULE),
        ("BOX", (0, 0), (-1, -1), 1, ACCENT),
        *[("LINEBEFORE", (c, 0), (c, -1), 1, ACCENT) for c in starts],
        ("LINEAFTER", (last_camp, 0), (last_camp, -1), 1, ACCENT),
        ("LINEABOVE", (0, -1), (-1, -1), 1, ACCENT),
        ("ROWBACKGROUNDS", (0, 2), (-1, -2), [colors.white, ZEBRA]),
        ("TOPPADDING", (0, 0), (-1, -1), 1),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
        # Running totals stand out: a light tint on the « Total » columns.
        *[("BACKGROUND", (c + n - 1, 2), (c + n - 1, -1), colors.HexColor("#eef3ef")) for c in starts],
    ]
    for column, (key, _title) in enumerate(lead):
        if key == "suit":  # the suits to circle, large enough to circle one
            commands += [("FONT", (column, 2), (column, -2), SANS, 10.5 if not half else 9.5),
                         ("TEXTCOLOR", (column, 2), (column, -2), INK)]
    if planned is not None and rows > planned:  # spare rows: set apart by a dashed rule and a grey number
        commands += [
            ("LINEABOVE", (0, planned + 2), (-1, planned + 2), 1, ACCENT, 0, (2, 2)),
            ("TEXTCOLOR", (0, planned + 2), (0, -2), MUTED),
            ("FONT", (0, planned + 2), (0, -2), CONDENSED, 9 if not half else 8),
        ]
    table.setStyle(TableStyle(commands))
    return table


class SharedForm(Flowable):
    """Flowables identical on every sheet of a document (the deal grid, the event's name, the foot): laid out
    once, drawn once into a PDF form, then placed on every sheet.

    Drawing 500 sheets' grids cell by cell and laying out the same paragraphs 500 times is most of the time
    of a round's sheets; a form XObject is drawn once and reused (smaller files too).
    """

    def __init__(self, flowables: Sequence[Flowable], key: str, width: float = SHEET_WIDTH) -> None:
        super().__init__()
        self.flowables = list(flowables)
        self.key = key
        self.form_width = width
        self._heights: list[float] | None = None

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        if self._heights is None:
            self._heights = [f.wrap(self.form_width, PAGE_HEIGHT)[1] for f in self.flowables]
        return self.form_width, sum(self._heights)

    def draw(self) -> None:
        canvas = self.canv
        if not canvas.hasForm(self.key):
            width, height = self.wrap(self.form_width, PAGE_HEIGHT)
            canvas.beginForm(self.key, lowerx=0, lowery=0, upperx=width, uppery=height)
            y = height
            for flowable, h in zip(self.flowables, self._heights or [], strict=True):
                y -= h
                flowable.drawOn(canvas, 0, y)
            canvas.endForm()
        canvas.doForm(self.key)


def _foot(rules: HouseRules, st: dict[str, ParagraphStyle], half: bool) -> list[Flowable]:
    camps = rules.camps
    notes = []
    planned = planned_deals(rules)
    rows = deal_rows(rules, 2 if half else 1)
    if planned is not None and rows > planned:
        spare = (_("Lignes {first} à {last} : donnes passées ou donnes supplémentaires en cas d’égalité.")
                 if rules.passed_deals_count else
                 _("Lignes {first} à {last} : donnes passées (elles ne comptent pas) ou donnes supplémentaires en "
                   "cas d’égalité."))
        notes.append(spare.format(first=planned + 1, last=rows))
    modes = special_modes(rules)
    if modes:
        names = {_("SA"): _("SA pour une donne à sans-atout"), _("TA"): _("TA pour une donne à tout-atout")}
        notes.append(_("Mode : entourez {modes}.").format(modes=_(" ou ").join(names[m] for m in modes)))
    if rules.contree:
        notes.append(_("Contrat : sa valeur, de 80 à {high}, ou « cap » pour un capot annoncé ; atout : entourez "
                       "la couleur ; contre : entourez ×2 (contré) ou ×4 (surcontré).").format(high=rules.max_bid))
    if rules.annonces:
        notes.append(_("Annonces : seul le camp qui a la plus forte annonce marque les siennes."))
    out: list[Flowable] = [Paragraph(esc(" ".join(notes)), st["foot"]), Spacer(1, 1.5 * mm)] if notes else []
    labels = [_("Vainqueur : camp {camps}").format(camps=_(" ou ").join(str(c + 1) for c in range(camps))),
              *[_("Signature camp {number}").format(number=c + 1) for c in range(camps)], _("Arbitre")]
    widths = [SHEET_WIDTH * 0.22] + [SHEET_WIDTH * 0.78 / (camps + 1)] * (camps + 1)
    height = (11 if half else 15) * mm
    sign = Table([[Paragraph(esc(label), st["sign"]) for label in labels]], colWidths=widths, rowHeights=[height])
    sign.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 3),
                              ("TOPPADDING", (0, 0), (-1, -1), 2),
                              *[("BOX", (c, 0), (c, 0), 0.6, RULE) for c in range(1, len(labels))]]))
    rules_line = Paragraph("<b>" + _("Règles :") + "</b> " + esc(summary_line(rules)) + ".", st["foot"])
    return [*out, sign, Spacer(1, 1.5 * mm), rules_line]


def sheet_flowables(sheet: ScoreSheet, data: ScoreSheetsData, *, half: bool, rows: int,
                    grid: Flowable | None = None, foot: Flowable | None = None) -> list[Flowable]:
    st = _st(half)
    gap = (1.8 if half else 4) * mm
    return [
        _header(sheet, data.event, st, half),
        Spacer(1, gap),
        _sides(sheet, data.rules.camps, st),
        Spacer(1, gap),
        grid if grid is not None else _grid(data.rules, rows, half),
        Spacer(1, gap),
        foot if foot is not None else SharedForm(_foot(data.rules, st, half), f"foot{'h' if half else 'f'}"),
    ]


HALF_GAP = 7 * mm  # around the cut line
FOOT = 10 * mm  # printing time and page number at the very bottom
TOP = 10 * mm


def _frames(per_page: int) -> list[Frame]:
    pad = {"leftPadding": 0, "rightPadding": 0, "topPadding": 0, "bottomPadding": 0}
    if per_page == 1:
        return [Frame(SHEET_MARGIN_X, FOOT + 4 * mm, SHEET_WIDTH, PAGE_HEIGHT - TOP - FOOT - 4 * mm, id="sheet",
                      **pad)]
    half = PAGE_HEIGHT / 2
    return [
        Frame(SHEET_MARGIN_X, half + HALF_GAP, SHEET_WIDTH, half - HALF_GAP - TOP, id="top", **pad),
        Frame(SHEET_MARGIN_X, FOOT, SHEET_WIDTH, half - HALF_GAP - FOOT, id="bottom", **pad),
    ]


def _decorate(info: DocumentInfo, per_page: int) -> Any:
    register_fonts()
    printed = _("{tournament} · feuilles de marque · imprimé le {when}").format(
        tournament=info.tournament or "Belote Club", when=french_datetime(info.printed_at))

    def draw(canvas: Canvas, page: int, total: int) -> None:
        canvas.saveState()
        draw_line_pair(canvas, 5 * mm, Piece(printed, SANS, 6.5, MUTED),
                       Piece(_("page {page} / {total}").format(page=page, total=total), SANS, 6.5, MUTED),
                       x0=SHEET_MARGIN_X, x1=PAGE_WIDTH - SHEET_MARGIN_X)
        if per_page == 2:
            y = PAGE_HEIGHT / 2
            canvas.setStrokeColor(RULE)
            canvas.setDash(3, 3)
            canvas.setLineWidth(0.5)
            canvas.line(6 * mm, y, PAGE_WIDTH - 6 * mm, y)
            canvas.setFont(SANS, 9)
            canvas.drawString(8 * mm, y + 1.2 * mm, "✂")
        canvas.restoreState()

    return draw


def sheets_story(data: ScoreSheetsData, per_page: int) -> list[Flowable]:
    half = per_page == 2
    rows = deal_rows(data.rules, per_page, data.rows)
    frame = _frames(per_page)[-1]
    size = "h" if half else "f"
    grid = SharedForm([_grid(data.rules, rows, half)], f"grid{rows}{size}")
    foot = SharedForm(_foot(data.rules, _st(half), half), f"foot{size}")
    story: list[Flowable] = []
    for i, sheet in enumerate(data.sheets):
        if i:
            story.append(FrameBreak() if half else PageBreak())
        content = sheet_flowables(sheet, data, half=half, rows=rows, grid=grid, foot=foot)
        story.append(KeepInFrame(frame.width, frame.height, content, mode="shrink"))
    return story


@collector_paused
def render_score_sheets(
    data: ScoreSheetsData,
    out: str | Path | BinaryIO | None = None,
    *,
    per_page: int = 1,
) -> tuple[bytes | None, int]:
    """One sheet per A4 page (``per_page=1``) or two per page, to cut in A5 halves (``per_page=2``)."""
    if per_page not in (1, 2):
        raise ValueError("per_page must be 1 or 2")
    first = data.sheets[0] if data.sheets else None
    title = _("Feuilles de marque")
    if first is not None and first.round_number is not None:
        title = _("Feuilles de marque — manche {round}").format(round=first.round_number)
    info = DocumentInfo(title, data.event.name, data.event.club, data.event.date)
    story = sheets_story(data, per_page) or [Spacer(1, 1)]
    template = PageTemplate(id="sheets", frames=_frames(per_page))
    return build_pdf(out, story, info, templates=[template], decorate=_decorate(info, per_page))
