"""The palmarès: the podium set apart, a few facts about the day, then the complete final ranking."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, BinaryIO

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, Flowable, Paragraph, Spacer, Table, TableStyle

from belote_club.reports.base import (
    ACCENT,
    INK,
    MUTED,
    RULE,
    DocumentInfo,
    build_pdf,
    esc,
    fit_para,
    num,
    para,
    styles,
)
from belote_club.reports.data import ResultsData, StandingRow
from belote_club.reports.fonts import CONDENSED, SANS, SANS_BOLD
from belote_club.reports.standings import CONTENT_WIDTH, standings_table, subtitle, tied_ranks
from belote_club.text import signed

MEDALS = (colors.HexColor("#c9a227"), colors.HexColor("#9ea4aa"), colors.HexColor("#b0753c"))


def _medal(rank: int) -> colors.Color:
    """Gold, silver, bronze by rank (tied rows share their colour)."""
    return MEDALS[min(rank, 3) - 1]


def place_label(rank: int, tied: bool) -> str:
    """« 1er », « 2e », « 2e ex æquo »."""
    text = "1er" if rank == 1 else f"{rank}e"
    return f"{text} ex æquo" if tied else text


def _podium_cell(rows: Sequence[StandingRow], place: int, tied: bool) -> list[Flowable]:
    """One block of the podium: its place and every row holding it (a shared 3rd place shows both)."""
    base = styles()["body"]
    big = 15 if place == 0 else 12.5
    if len(rows) > 1:
        big -= 2
    rank = rows[0].rank
    st_place = ParagraphStyle("pod_place", parent=base, fontName=SANS_BOLD, fontSize=big + 7, leading=big + 10,
                              alignment=1, textColor=_medal(rank))
    st_name = ParagraphStyle("pod_name", parent=base, fontName=SANS_BOLD, fontSize=big, leading=big + 3,
                             alignment=1, textColor=INK)
    st_players = ParagraphStyle("pod_players", parent=base, fontName=CONDENSED, fontSize=9.5, leading=11.5,
                                alignment=1, textColor=MUTED)
    st_figures = ParagraphStyle("pod_fig", parent=base, fontName=SANS, fontSize=8.5, leading=11, alignment=1)
    cell: list[Flowable] = [Paragraph(place_label(rank, tied), st_place)]
    for k, row in enumerate(rows):
        if k:
            cell.append(Spacer(1, 3 * mm))
        cell.append(fit_para(row.entrant.title, st_name, PODIUM_TEXT))
        players = [p for p in row.entrant.players if p != row.entrant.title]
        if players:
            cell.append(fit_para(" – ".join(players), st_players, PODIUM_TEXT))
        if row.entrant.number is not None and not row.entrant.title.startswith("Équipe "):
            cell.append(Paragraph(f"n° {row.entrant.number}", st_players))
        wins = "victoire" if row.wins == 1 else "victoires"
        cell.append(Spacer(1, 1.5 * mm))
        cell.append(Paragraph(esc(f"{row.wins} {wins} · {num(row.points_for)} points · {signed(row.difference)}"),
                              st_figures))
        if row.prize:
            cell.append(fit_para(f"Lot : {row.prize}", st_figures, PODIUM_TEXT))
    return cell


_LOOSE_H2 = ParagraphStyle("results_h2", parent=styles()["h2"], keepWithNext=0)
#: The text width in a podium block (a third of the page, less the cell's padding).
PODIUM_TEXT = CONTENT_WIDTH / 3 - 12
#: At most this many rows share the third block of the podium (a larger tie is left to the table).
PODIUM_SHARED = 3


def podium_blocks(rows: Sequence[StandingRow]) -> list[list[StandingRow]]:
    """The rows of the three podium blocks (1st, 2nd, 3rd place), in ranking order: the first three rows,
    and with the third one every row tied with it (up to :data:`PODIUM_SHARED`)."""
    top = list(rows[:3])
    blocks = [[row] for row in top]
    if len(top) == 3:
        for row in rows[3:]:
            if row.rank != top[2].rank or len(blocks[2]) >= PODIUM_SHARED:
                break
            blocks[2].append(row)
    return blocks


def podium(rows: tuple[StandingRow, ...]) -> Table | None:
    blocks = podium_blocks(rows)
    if not blocks:
        return None
    # Classic podium order: 2nd, 1st, 3rd; the winner's block stands higher.
    order = [1, 0, 2] if len(blocks) == 3 else list(range(len(blocks)))
    tied = tied_ranks(rows)
    cells = [_podium_cell(blocks[i], i, blocks[i][0].rank in tied) for i in order]
    width = CONTENT_WIDTH / 3
    table = Table([cells], colWidths=[width] * len(cells), hAlign="CENTER")
    commands: list[tuple[Any, ...]] = [("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
                                       ("TOPPADDING", (0, 0), (-1, -1), 8),
                                       ("BOTTOMPADDING", (0, 0), (-1, -1), 10)]
    for col, i in enumerate(order):
        rank = blocks[i][0].rank
        commands.append(("LINEABOVE", (col, 0), (col, 0), 3, _medal(rank)))
        commands.append(("BACKGROUND", (col, 0), (col, 0), colors.HexColor("#fbf6e6" if rank == 1 else "#f7f8f6")))
    table.setStyle(TableStyle(commands))
    return table


def facts_table(facts: tuple[tuple[str, str], ...]) -> Table:
    base = styles()["body"]
    st_value = ParagraphStyle("fact_v", parent=base, fontName=SANS_BOLD, fontSize=14, leading=17, alignment=1,
                              textColor=ACCENT)
    st_label = ParagraphStyle("fact_l", parent=base, fontSize=8, leading=10, alignment=1, textColor=MUTED)
    cells = [[Paragraph(esc(value), st_value), Paragraph(esc(label), st_label)] for label, value in facts]
    table = Table([cells], colWidths=[CONTENT_WIDTH / len(facts)] * len(facts))
    table.setStyle(TableStyle([("LINEBEFORE", (1, 0), (-1, 0), 0.5, RULE), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    return table


def results_story(data: ResultsData) -> list[Flowable]:
    story: list[Flowable] = [para("Palmarès provisoire" if data.provisional else "Palmarès", "title")]
    rounds = f"{data.rounds_played} manche{'s' if data.rounds_played > 1 else ''}"
    story.append(para(subtitle(data.event, rounds), "subtitle"))
    if not data.rows:
        story.append(para("Aucun résultat : le concours n’a pas encore été joué.", "body"))
        return story
    table = podium(data.rows)
    if table is not None:
        story.append(table)
    if data.facts:
        story.append(Spacer(1, 5 * mm))
        story.append(facts_table(data.facts))
    title = ("Classement provisoire" if data.provisional else "Classement final") + (
        f", {data.criteria}" if data.criteria else "")
    # The ranking starts right below the podium: a heading kept with the table's first rows only (a
    # « keep with next » heading would push the whole long table to page 2).
    story.append(CondPageBreak(40 * mm))
    story.append(Paragraph(esc(title), _LOOSE_H2))
    story.append(standings_table(data.rows, individual=data.individual, prizes=any(r.prize for r in data.rows)))
    return story


def render_results(data: ResultsData, out: str | Path | BinaryIO | None = None) -> tuple[bytes | None, int]:
    title = "Palmarès provisoire" if data.provisional else "Palmarès"
    info = DocumentInfo(title, data.event.name, data.event.club, data.event.date)
    return build_pdf(out, results_story(data), info)
