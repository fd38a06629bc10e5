"""The palmarès: the podium set apart, a few facts about the day, then the complete final ranking."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, Flowable, Paragraph, Spacer, Table, TableStyle

from belote_club.i18n import gettext as _
from belote_club.i18n import language, ngettext
from belote_club.reports.base import (
    ACCENT,
    INK,
    MUTED,
    RULE,
    DocumentInfo,
    build_pdf,
    collector_paused,
    esc,
    fit_para,
    fit_text,
    num,
    para,
    styles,
)
from belote_club.reports.data import PLAYERS_JOIN, ResultsData, StandingRow, team_label
from belote_club.reports.fonts import CONDENSED, SANS, SANS_BOLD
from belote_club.reports.standings import CONTENT_WIDTH, legend, standings_table, subtitle, tied_ranks
from belote_club.text import signed

MEDALS = (colors.HexColor("#c9a227"), colors.HexColor("#9ea4aa"), colors.HexColor("#b0753c"))


def _medal(rank: int) -> colors.Color:
    """Gold, silver, bronze by rank (tied rows share their colour)."""
    return MEDALS[min(rank, 3) - 1]


def ordinal(rank: int) -> str:
    """« 1er », « 2e »; English: « 1st », « 2nd », « 3rd », « 11th », « 22nd »."""
    if language() == "en":
        suffix = "th" if rank % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(rank % 10, "th")
        return f"{rank}{suffix}"
    return "1er" if rank == 1 else f"{rank}e"


def place_label(rank: int, tied: bool) -> str:
    """« 1er », « 2e », « 2e ex æquo »."""
    text = ordinal(rank)
    return _("{place} ex æquo").format(place=text) if tied else text


def _podium_cell(rows: Sequence[StandingRow], place: int, money: bool = False) -> list[Flowable]:
    """What stands on one step of the podium: every row holding its place (a shared 3rd place shows them
    all), each with its players, number, figures and prize.  The place itself is written on the step."""
    base = styles()["body"]
    big = 15 if place == 0 else 12.5
    if len(rows) > 1:
        big -= 2
    st_name = ParagraphStyle("pod_name", parent=base, fontName=SANS_BOLD, fontSize=big, leading=big + 3,
                             alignment=1, textColor=INK)
    st_players = ParagraphStyle("pod_players", parent=base, fontName=CONDENSED, fontSize=9.5, leading=11.5,
                                alignment=1, textColor=MUTED)
    st_figures = ParagraphStyle("pod_fig", parent=base, fontName=SANS, fontSize=8.5, leading=11, alignment=1)
    cell: list[Flowable] = []
    generic = team_label("")  # « Équipe  »: a title that is only the number
    for k, row in enumerate(rows):
        if k:
            cell.append(Spacer(1, 3 * mm))
        cell.append(fit_para(row.entrant.title, st_name, PODIUM_TEXT))
        players = [p for p in row.entrant.players if p != row.entrant.title]
        if players:
            cell.append(fit_para(PLAYERS_JOIN.join(players), st_players, PODIUM_TEXT))
        if row.entrant.number is not None and not row.entrant.title.startswith(generic):
            cell.append(Paragraph(esc(_("n° {number}").format(number=row.entrant.number)), st_players))
        figures = (_("{wins} victoire · {points} points · {difference}") if row.wins == 1 else
                   _("{wins} victoires · {points} points · {difference}"))
        cell.append(Spacer(1, 1 * mm))
        cell.append(Paragraph(esc(figures.format(wins=row.wins, points=num(row.points_for),
                                                 difference=signed(row.difference))), st_figures))
        if row.prize:
            prize = _("Prix : {prize}") if money else _("Lot : {prize}")
            cell.append(fit_para(prize.format(prize=row.prize), st_figures, PODIUM_TEXT))
    return cell


#: The podium's steps (1st, 2nd, 3rd place) at least this high; each step stands at least :data:`STEP_GAP`
#: above the next one, and the winner's column (its step and what stands on it) at least as much above every
#: other column, whatever they hold (a 3rd place shared by three teams): the winner's is always the tallest.
STEP_HEIGHTS = (20 * mm, 14 * mm, 10 * mm)
STEP_GAP = 4 * mm
#: Room between what stands on a step and the step, and above the tallest column.
STEP_MARGIN = 2.5 * mm


@dataclass
class PodiumColumn:
    """One block of the podium: its rank (tied blocks share it), the place written on its step and what
    stands on it; ``step`` and ``height`` (content) are set when the podium is laid out."""

    rank: int
    label: str
    content: list[Flowable]
    step: float = 0.0
    height: float = 0.0

    @property
    def level(self) -> int:
        """0 for the 1st place, 1 for the 2nd, 2 for the 3rd (and beyond, tied with it)."""
        return min(self.rank, 3) - 1

    @property
    def top(self) -> float:
        return self.step + STEP_MARGIN + self.height


def step_heights(columns: Sequence[PodiumColumn]) -> None:
    """Set each column's step: levels from the lowest up, each step :data:`STEP_GAP` above the level below; the
    first place's step also high enough for its column to stand :data:`STEP_GAP` above all the others."""
    below_step: float | None = None
    below_top = 0.0
    for level in sorted({c.level for c in columns}, reverse=True):
        group = [c for c in columns if c.level == level]
        step = STEP_HEIGHTS[level]
        if below_step is not None:
            step = max(step, below_step + STEP_GAP)
            if level == 0:
                step = max(step, below_top + STEP_GAP - STEP_MARGIN - min(c.height for c in group))
        for column in group:
            column.step = step
        below_step, below_top = step, max([below_top, *(c.top for c in group)])


class Podium(Flowable):
    """The podium drawn as one: each block a coloured step (the winner's the highest) with the place written
    on it and the teams standing on it; a shared place stacks its teams on one step."""

    def __init__(self, columns: list[PodiumColumn]) -> None:
        super().__init__()
        self.columns = columns
        self.column_width = CONTENT_WIDTH / 3

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        for column in self.columns:
            column.height = sum(f.wrap(PODIUM_TEXT, 10_000)[1] for f in column.content)
        step_heights(self.columns)
        self.height = max(c.top for c in self.columns) + STEP_MARGIN
        return CONTENT_WIDTH, self.height

    def draw(self) -> None:
        canvas = self.canv
        x0 = (CONTENT_WIDTH - self.column_width * len(self.columns)) / 2
        for i, column in enumerate(self.columns):
            x = x0 + i * self.column_width
            medal = _medal(column.rank)
            canvas.saveState()
            canvas.setFillColor(colors.HexColor("#fbf6e6" if column.rank == 1 else "#f7f8f6"))
            canvas.rect(x + 1, 0, self.column_width - 2, column.step, stroke=0, fill=1)
            canvas.setStrokeColor(medal)
            canvas.setLineWidth(3)
            canvas.line(x + 1, column.step, x + self.column_width - 1, column.step)
            size = 20.0 if column.level == 0 else 17.0
            text, size = fit_text(column.label, SANS_BOLD, size, self.column_width - 12)
            canvas.setFont(SANS_BOLD, size)
            canvas.setFillColor(medal)
            canvas.drawCentredString(x + self.column_width / 2, column.step - 3 * mm - size * 0.8, text)
            canvas.restoreState()
            y = column.top
            for flowable in column.content:
                _width, h = flowable.wrap(PODIUM_TEXT, 10_000)
                y -= h
                flowable.drawOn(canvas, x + 6, y)


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


def podium(rows: tuple[StandingRow, ...], money: bool = False) -> Podium | None:
    blocks = podium_blocks(rows)
    if not blocks:
        return None
    # Classic podium order: 2nd, 1st, 3rd; the winner's step stands higher.
    order = [1, 0, 2][:len(blocks)] if len(blocks) > 1 else [0]
    tied = tied_ranks(rows)
    columns = [PodiumColumn(blocks[i][0].rank, place_label(blocks[i][0].rank, blocks[i][0].rank in tied),
                            _podium_cell(blocks[i], i, money)) for i in order]
    return Podium(columns)


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
    story: list[Flowable] = [para(results_title(data), "title")]
    rounds = ngettext("{n} manche", "{n} manches", data.rounds_played).format(n=data.rounds_played)
    story.append(para(subtitle(data.event, rounds), "subtitle"))
    if not data.rows:
        story.append(para(_("Aucun résultat : le concours n’a pas encore été joué."), "body"))
        return story
    table = podium(data.rows, data.money)
    if table is not None:
        story.append(table)
    if data.facts:
        story.append(Spacer(1, 5 * mm))
        story.append(facts_table(data.facts))
    title = _("Classement provisoire") if data.provisional else _("Classement final")
    if data.criteria:
        title = _("{title}, {criteria}").format(title=title, criteria=data.criteria)
    # The ranking starts right below the podium: a heading kept with the table's first rows only (a
    # « keep with next » heading would push the whole long table to page 2).
    story.append(CondPageBreak(40 * mm))
    story.append(Paragraph(esc(title), _LOOSE_H2))
    explained = legend(data.rows)
    if explained:
        story.append(para(explained, "muted"))
        story.append(Spacer(1, 1.5 * mm))
    story.append(standings_table(data.rows, individual=data.individual, prizes=any(r.prize for r in data.rows),
                                 prize_title=_("Prix") if data.money else None))
    return story


def results_title(data: ResultsData) -> str:
    """« Palmarès », or « Palmarès provisoire » while the concours is not over."""
    return _("Palmarès provisoire") if data.provisional else _("Palmarès")


@collector_paused
def render_results(data: ResultsData, out: str | Path | BinaryIO | None = None) -> tuple[bytes | None, int]:
    title = results_title(data)
    info = DocumentInfo(title, data.event.name, data.event.club, data.event.date)
    return build_pdf(out, results_story(data), info)
