"""The table plan of a round, in large type for the wall, then an alphabetical « where do I sit » list."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, PageBreak, Paragraph, Table, TableStyle

from belote_club.reports.base import (
    ACCENT,
    INK,
    MUTED,
    RULE,
    ZEBRA,
    DocumentInfo,
    build_pdf,
    esc,
    para,
    styles,
)
from belote_club.reports.data import Entrant, TablePlanData
from belote_club.reports.fonts import CONDENSED, CONDENSED_BOLD, SANS_BOLD
from belote_club.reports.standings import subtitle
from belote_club.text import NBSP, fold

CONTENT_WIDTH = 180 * mm


@dataclass(frozen=True)
class LookupEntry:
    name: str  #: « Dupont Marie », or a team name
    detail: str  #: « équipe 12 »
    table: int | None  #: None: exempt


def _styles() -> dict[str, ParagraphStyle]:
    base = styles()["body"]
    return {
        "side": ParagraphStyle("plan_side", parent=base, fontName=SANS_BOLD, fontSize=14, leading=17),
        "players": ParagraphStyle("plan_players", parent=base, fontName=CONDENSED, fontSize=11, leading=13,
                                  textColor=MUTED),
        "vs": ParagraphStyle("plan_vs", parent=base, fontSize=10, leading=12, textColor=MUTED, alignment=1),
    }


def lookup_entries(data: TablePlanData) -> list[LookupEntry]:
    """Every player (and every named team) with their table, sorted alphabetically."""
    entries: list[LookupEntry] = []

    def add(entrant: Entrant, table: int | None) -> None:
        detail = f"n°{NBSP}{entrant.number}" if entrant.number is not None else ""
        numbers = entrant.player_numbers or (None,) * len(entrant.players)
        for player, number in zip(entrant.players, numbers, strict=False):
            entries.append(LookupEntry(player, f"n°{NBSP}{number}" if number is not None else detail, table))
        if entrant.name and entrant.name not in entrant.players:
            entries.append(LookupEntry(entrant.name, detail, table))

    for table in data.tables:
        for side in table.sides:
            add(side, table.number)
    for exempt in data.exempts:
        add(exempt, None)
    return sorted(entries, key=lambda e: (fold(e.name), e.table or 0))


def _side_cell(entrant: Entrant, st: dict[str, ParagraphStyle]) -> list[Flowable]:
    if entrant.number is None and not entrant.name:  # mêlée: two partners drawn together, one per line
        return [Paragraph(esc(player), st["side"]) for player in entrant.player_lines]
    cell: list[Flowable] = [Paragraph(esc(entrant.label), st["side"])]
    players = [p for p in entrant.players if p != entrant.name]
    if players:
        cell.append(Paragraph(esc(" – ".join(players)), st["players"]))
    return cell


def plan_table(data: TablePlanData) -> Table:
    st = _styles()
    rows: list[list[object]] = [["Table", "Camp 1", "", "Camp 2"]]
    for table in data.tables:
        rows.append([str(table.number), _side_cell(table.sides[0], st), Paragraph("contre", st["vs"]),
                     _side_cell(table.sides[1], st)])
    side = (CONTENT_WIDTH - 24 * mm - 16 * mm) / 2
    out = Table(rows, colWidths=[24 * mm, side, 16 * mm, side], repeatRows=1, hAlign="LEFT")
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


def lookup_table(entries: list[LookupEntry], columns: int = 2) -> Table:
    """The alphabetical list in ``columns`` newspaper columns (down, then across)."""
    per_column = -(-len(entries) // columns) if entries else 0
    column_width = CONTENT_WIDTH / columns
    name_w, num_w, table_w = column_width - 40 * mm, 14 * mm, 26 * mm
    name_style = ParagraphStyle("lookup_name", parent=styles()["body"], fontName=CONDENSED, fontSize=11,
                                leading=12.5, textColor=INK)
    rows: list[list[object]] = []
    for i in range(per_column):
        row: list[object] = []
        for c in range(columns):
            k = c * per_column + i
            if k < len(entries):
                e = entries[k]
                row += [Paragraph(esc(e.name), name_style), e.detail, f"→ table {e.table}" if e.table is not None else "exempt"]
            else:
                row += ["", "", ""]
        rows.append(row)
    header = ["Nom", "", "Table"] * columns
    out = Table([header, *rows], colWidths=[name_w, num_w, table_w] * columns, repeatRows=1, hAlign="LEFT")
    commands: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, 0), SANS_BOLD, 8),
        ("TEXTCOLOR", (0, 0), (-1, 0), ACCENT),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, ACCENT),
        ("FONT", (0, 1), (-1, -1), CONDENSED, 11),
        ("TEXTCOLOR", (0, 1), (-1, -1), INK),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 1.6),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), ["#ffffff", ZEBRA]),
    ]
    for c in range(columns):
        commands += [
            ("FONT", (3 * c + 1, 1), (3 * c + 1, -1), CONDENSED, 8.5),
            ("TEXTCOLOR", (3 * c + 1, 1), (3 * c + 1, -1), MUTED),
            ("FONT", (3 * c + 2, 1), (3 * c + 2, -1), CONDENSED_BOLD, 11),
            ("TEXTCOLOR", (3 * c + 2, 1), (3 * c + 2, -1), ACCENT),
        ]
        if c:
            commands.append(("LINEBEFORE", (3 * c, 0), (3 * c, -1), 0.5, RULE))
    out.setStyle(TableStyle(commands))
    return out


def plan_story(data: TablePlanData) -> list[Flowable]:
    title = f"Manche {data.round_number} — plan des tables"
    story: list[Flowable] = [para(title, "title"), para(subtitle(data.event), "subtitle")]
    if data.tables:
        story.append(plan_table(data))
    else:
        story.append(para("Aucune table tirée pour cette manche.", "body"))
    if data.exempts:
        names = ", ".join(e.label for e in data.exempts)
        story.append(para(f"Exempt{'s' if len(data.exempts) > 1 else ''} : {names}", "h3"))
    entries = lookup_entries(data)
    if entries:
        story.append(PageBreak())
        story.append(para(f"Manche {data.round_number} — où suis-je assis ?", "title"))
        teams = any(e.name for t in data.tables for e in t.sides)
        who = "des joueurs et des équipes" if teams else "des joueurs"
        story.append(para(f"Liste alphabétique {who}, avec leur table.", "subtitle"))
        story.append(lookup_table(entries))
    return story


def render_table_plan(data: TablePlanData, out: str | Path | BinaryIO | None = None) -> tuple[bytes | None, int]:
    info = DocumentInfo(f"Manche {data.round_number} — plan des tables", data.event.name, data.event.club,
                        data.event.date)
    return build_pdf(out, plan_story(data), info)
