"""The palmarès: the podium set apart, a few facts about the day, then the complete final ranking."""

from __future__ import annotations

from pathlib import Path
from typing import Any, BinaryIO

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

from belote_club.reports.base import (
    ACCENT,
    INK,
    MUTED,
    RULE,
    DocumentInfo,
    build_pdf,
    esc,
    num,
    para,
    styles,
)
from belote_club.reports.data import ResultsData, StandingRow
from belote_club.reports.fonts import CONDENSED, SANS, SANS_BOLD
from belote_club.reports.standings import CONTENT_WIDTH, standings_table, subtitle
from belote_club.text import signed

MEDALS = (colors.HexColor("#c9a227"), colors.HexColor("#9ea4aa"), colors.HexColor("#b0753c"))


def _medal(rank: int) -> colors.Color:
    """Gold, silver, bronze by rank (tied rows share their colour)."""
    return MEDALS[min(rank, 3) - 1]


def place_label(rank: int, tied: bool) -> str:
    """« 1er », « 2e », « 2e ex æquo »."""
    text = "1er" if rank == 1 else f"{rank}e"
    return f"{text} ex æquo" if tied else text


def _podium_cell(row: StandingRow, place: int, tied: bool) -> list[Flowable]:
    base = styles()["body"]
    big = 15 if place == 0 else 12.5
    st_place = ParagraphStyle("pod_place", parent=base, fontName=SANS_BOLD, fontSize=big + 7, leading=big + 10,
                              alignment=1, textColor=_medal(row.rank))
    st_name = ParagraphStyle("pod_name", parent=base, fontName=SANS_BOLD, fontSize=big, leading=big + 3,
                             alignment=1, textColor=INK)
    st_players = ParagraphStyle("pod_players", parent=base, fontName=CONDENSED, fontSize=9.5, leading=11.5,
                                alignment=1, textColor=MUTED)
    st_figures = ParagraphStyle("pod_fig", parent=base, fontName=SANS, fontSize=8.5, leading=11, alignment=1)
    cell: list[Flowable] = [Paragraph(place_label(row.rank, tied), st_place), Paragraph(esc(row.entrant.title), st_name)]
    players = [p for p in row.entrant.players if p != row.entrant.title]
    if players:
        cell.append(Paragraph(esc(" – ".join(players)), st_players))
    if row.entrant.number is not None and not row.entrant.title.startswith("Équipe "):
        cell.append(Paragraph(f"n° {row.entrant.number}", st_players))
    wins = "victoire" if row.wins == 1 else "victoires"
    cell.append(Spacer(1, 1.5 * mm))
    cell.append(Paragraph(esc(f"{row.wins} {wins} · {num(row.points_for)} points · {signed(row.difference)}"),
                          st_figures))
    return cell


def podium(rows: tuple[StandingRow, ...]) -> Table | None:
    top = list(rows[:3])
    if not top:
        return None
    # Classic podium order: 2nd, 1st, 3rd; the winner's block stands higher.
    order = [1, 0, 2] if len(top) == 3 else list(range(len(top)))
    ranks = [r.rank for r in rows[:4]]
    cells = [_podium_cell(top[i], i, ranks.count(top[i].rank) > 1) for i in order]
    width = CONTENT_WIDTH / 3
    table = Table([cells], colWidths=[width] * len(cells), hAlign="CENTER")
    commands: list[tuple[Any, ...]] = [("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
                                          ("TOPPADDING", (0, 0), (-1, -1), 8),
                                          ("BOTTOMPADDING", (0, 0), (-1, -1), 10)]
    for col, i in enumerate(order):
        commands.append(("LINEABOVE", (col, 0), (col, 0), 3, _medal(top[i].rank)))
        commands.append(("BACKGROUND", (col, 0), (col, 0),
                         colors.HexColor("#fbf6e6" if top[i].rank == 1 else "#f7f8f6")))
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
    story.append(para(title, "h2"))
    story.append(standings_table(data.rows, individual=data.individual))
    return story


def render_results(data: ResultsData, out: str | Path | BinaryIO | None = None) -> tuple[bytes | None, int]:
    title = "Palmarès provisoire" if data.provisional else "Palmarès"
    info = DocumentInfo(title, data.event.name, data.event.club, data.event.date)
    return build_pdf(out, results_story(data), info)
