"""The table plan of a round, in large type for the wall, then an alphabetical « where do I sit » list."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, PageBreak, Paragraph, Table, TableStyle

from belote_club.i18n import N_, ngettext
from belote_club.i18n import gettext as _
from belote_club.reports.base import (
    ACCENT,
    INK,
    MARGIN_BOTTOM,
    MARGIN_TOP,
    MUTED,
    PAGE_HEIGHT,
    RED,
    RULE,
    ZEBRA,
    DocumentInfo,
    build_pdf,
    collector_paused,
    esc,
    fit_para,
    para,
    styles,
)
from belote_club.reports.data import PLAYERS_JOIN, Entrant, TablePlanData
from belote_club.reports.fonts import CONDENSED, CONDENSED_BOLD, SANS_BOLD
from belote_club.reports.standings import subtitle
from belote_club.text import fold

CONTENT_WIDTH = 180 * mm


@dataclass(frozen=True)
class LookupEntry:
    name: str  #: « Marie Dupont », or a team name
    detail: str  #: « équipe 12 »
    table: int | None  #: None: exempt
    sort_name: str = ""  #: what orders the list: « Dupont Marie » (the family name first); "": ``name``


#: A bib number in the « where do I sit » list (a no-break space after « n° »).
NUMBER = N_("n°\u00a0{number}")


def _styles() -> dict[str, ParagraphStyle]:
    base = styles()["body"]
    return {
        "side": ParagraphStyle("plan_side", parent=base, fontName=SANS_BOLD, fontSize=14, leading=17),
        "players": ParagraphStyle("plan_players", parent=base, fontName=CONDENSED, fontSize=11, leading=13,
                                  textColor=MUTED),
        "vs": ParagraphStyle("plan_vs", parent=base, fontSize=10, leading=12, textColor=MUTED, alignment=1),
        "forfeit": ParagraphStyle("plan_forfeit", parent=base, fontName=SANS_BOLD, fontSize=11, leading=13,
                                  textColor=RED),
    }


def lookup_entries(data: TablePlanData) -> list[LookupEntry]:
    """Every player (and every named team) with their table, in alphabetical order of family names (team
    names as they are); people are named as everywhere else (« Marie Dupont »)."""
    entries: list[LookupEntry] = []

    def add(entrant: Entrant, table: int | None) -> None:
        detail = _(NUMBER).format(number=entrant.number) if entrant.number is not None else ""
        numbers = entrant.player_numbers or (None,) * len(entrant.players)
        sort_names = entrant.sort_names or entrant.players
        for player, number, sort_name in zip(entrant.players, numbers, sort_names, strict=False):
            entries.append(LookupEntry(player, _(NUMBER).format(number=number) if number is not None else detail, table,
                                       sort_name))
        if entrant.name and entrant.name not in entrant.players:
            entries.append(LookupEntry(entrant.name, detail, table))

    for table in data.tables:
        for side in table.sides:
            add(side, table.number)
    for exempt in data.exempts:
        add(exempt, None)
    return sorted(entries, key=lambda e: (fold(e.sort_name or e.name), e.table or 0))


SIDE_WIDTH = (CONTENT_WIDTH - 24 * mm - 16 * mm) / 2


def _side_cell(entrant: Entrant, st: dict[str, ParagraphStyle], forfeit: bool = False) -> list[Flowable]:
    """A side of a table; ``forfeit``: it declared forfeit (said below its name)."""
    width = SIDE_WIDTH - 12  # the cell's padding
    cell: list[Flowable]
    if entrant.number is None and not entrant.name:  # mêlée: two partners drawn together, one per line
        cell = [fit_para(player, st["side"], width) for player in entrant.player_lines]
    else:
        cell = [fit_para(entrant.label, st["side"], width)]
        players = [p for p in entrant.players if p != entrant.name] if not entrant.titled_by_players else []
        if players:
            cell.append(fit_para(PLAYERS_JOIN.join(players), st["players"], width))
    if forfeit:
        cell.append(Paragraph(esc(_("déclare forfait")), st["forfeit"]))
    return cell


def plan_table(data: TablePlanData) -> Table:
    st = _styles()
    rows: list[list[object]] = [[_("Table"), _("Camp 1"), "", _("Camp 2")]]
    for table in data.tables:
        rows.append([str(table.number), _side_cell(table.sides[0], st, table.forfeit == 0),
                     Paragraph(esc(_("contre")), st["vs"]), _side_cell(table.sides[1], st, table.forfeit == 1)])
    out = Table(rows, colWidths=[24 * mm, SIDE_WIDTH, 16 * mm, SIDE_WIDTH], repeatRows=1, hAlign="LEFT")
    out.setStyle(TableStyle([
        ("FONT", (0, 0), (-1, 0), SANS_BOLD, 8),
        ("TEXTCOLOR", (0, 0), (-1, 0), ACCENT),
        ("FONT", (0, 1), (0, -1), SANS_BOLD, 26),
        ("TEXTCOLOR", (0, 1), (0, -1), ACCENT),
        ("ALIGN", (0, 0), (0, -1), "CENTER"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("LINEBELOW", (0, 0), (-1, -1), 0.5, RULE),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, ACCENT),
        ("TOPPADDING", (0, 1), (-1, -1), 5),
        ("BOTTOMPADDING", (0, 1), (-1, -1), 6),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), ["#ffffff", ZEBRA]),
    ]))
    return out


LOOKUP_COLUMN = CONTENT_WIDTH / 2
LOOKUP_NAME = LOOKUP_COLUMN - 40 * mm
LOOKUP_PAD = 1.6


def _lookup_name_style() -> ParagraphStyle:
    return ParagraphStyle("lookup_name", parent=styles()["body"], fontName=CONDENSED, fontSize=11, leading=12.5,
                          textColor=INK)


def _lookup_rows(entries: list[LookupEntry]) -> list[tuple[list[object], float]]:
    """Each entry's cells and the height its row takes."""
    style = _lookup_name_style()
    out: list[tuple[list[object], float]] = []
    for e in entries:
        name = fit_para(e.name, style, LOOKUP_NAME - 12)  # the cell's default padding: 6 points a side
        height = max(name.wrap(LOOKUP_NAME - 12, 10_000)[1], 1.2 * 11) + 2 * LOOKUP_PAD
        seat = _("→ table {table}").format(table=e.table) if e.table is not None else _("exempt")
        out.append(([name, e.detail, seat], height))
    return out


def _lookup_column(rows: list[tuple[list[object], float]]) -> Table:
    data: list[list[object]] = [[_("Nom"), "", _("Table")], *[cells for cells, _height in rows]]
    out = Table(data, colWidths=[LOOKUP_NAME, 14 * mm, 26 * mm], hAlign="LEFT")
    out.setStyle(TableStyle([
        ("FONT", (0, 0), (-1, 0), SANS_BOLD, 8),
        ("TEXTCOLOR", (0, 0), (-1, 0), ACCENT),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, ACCENT),
        ("FONT", (0, 1), (-1, -1), CONDENSED, 11),
        ("TEXTCOLOR", (0, 1), (-1, -1), INK),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), LOOKUP_PAD),
        ("BOTTOMPADDING", (0, 0), (-1, -1), LOOKUP_PAD),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), ["#ffffff", ZEBRA]),
        ("FONT", (1, 1), (1, -1), CONDENSED, 8.5),
        ("TEXTCOLOR", (1, 1), (1, -1), MUTED),
        ("FONT", (2, 1), (2, -1), CONDENSED_BOLD, 11),
        ("TEXTCOLOR", (2, 1), (2, -1), ACCENT),
    ]))
    return out


#: The header row of a lookup column, and a margin for rounding.
LOOKUP_HEADER = 1.2 * 8 + 2 * LOOKUP_PAD + 6


def lookup_pages(entries: list[LookupEntry], first_height: float, height: float) -> list[Flowable]:
    """The alphabetical list in two columns on each page, read down the left column then down the right one,
    page after page: each page is filled up to ``height`` points (``first_height`` on the first page)."""
    rows = _lookup_rows(entries)
    columns: list[list[tuple[list[object], float]]] = []
    budget = first_height - LOOKUP_HEADER
    current: list[tuple[list[object], float]] = []
    used = 0.0
    for row in rows:
        if current and used + row[1] > budget:
            columns.append(current)
            current, used = [], 0.0
            if len(columns) % 2 == 0:  # a new page
                budget = height - LOOKUP_HEADER
        current.append(row)
        used += row[1]
    if current:
        columns.append(current)
    story: list[Flowable] = []
    for page in range(0, len(columns), 2):
        pair = columns[page:page + 2]
        cells: list[object] = [_lookup_column(column) for column in pair]
        table = Table([cells], colWidths=[LOOKUP_COLUMN] * len(cells), hAlign="LEFT")
        table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                   ("RIGHTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 0),
                                   ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
                                   ("LINEBEFORE", (1, 0), (1, 0), 0.5, RULE)]))
        if page:
            story.append(PageBreak())
        story.append(table)
    return story


def plan_story(data: TablePlanData) -> list[Flowable]:
    story: list[Flowable] = [para(plan_title(data), "title"), para(subtitle(data.event), "subtitle")]
    if data.tables:
        story.append(plan_table(data))
    else:
        story.append(para(_("Aucune table tirée pour cette manche."), "body"))
    if data.exempts:
        names = ", ".join(e.label for e in data.exempts)
        story.append(para(ngettext("Exempt : {names}", "Exempts : {names}", len(data.exempts)).format(names=names),
                          "h3"))
    entries = lookup_entries(data)
    if entries:
        story.append(PageBreak())
        lookup_title = para(_("Manche {round} — où suis-je assis ?").format(round=data.round_number), "title")
        teams = any(e.name for t in data.tables for e in t.sides)
        sub = para(_("Liste alphabétique des joueurs (par nom de famille) et des équipes, avec leur table.") if teams
                   else _("Liste alphabétique des joueurs (par nom de famille), avec leur table."), "subtitle")
        story += [lookup_title, sub]
        frame = PAGE_HEIGHT - MARGIN_TOP - MARGIN_BOTTOM
        heading = sum(block.wrap(CONTENT_WIDTH, frame)[1] + block.style.spaceBefore + block.style.spaceAfter
                      for block in (lookup_title, sub))
        story += lookup_pages(entries, frame - heading, frame)
    return story


def plan_title(data: TablePlanData) -> str:
    """« Manche 3 — plan des tables »."""
    return _("Manche {round} — plan des tables").format(round=data.round_number)


@collector_paused
def render_table_plan(data: TablePlanData, out: str | Path | BinaryIO | None = None) -> tuple[bytes | None, int]:
    info = DocumentInfo(plan_title(data), data.event.name, data.event.club, data.event.date)
    return build_pdf(out, plan_story(data), info)
