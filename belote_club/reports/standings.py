"""Standings: rank, team and players, wins, points for and against, difference; then each round's tables."""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, Flowable, Paragraph

from belote_club.reports.base import (
    DocumentInfo,
    build_pdf,
    data_table,
    esc,
    num,
    para,
    styles,
)
from belote_club.reports.data import Entrant, EventInfo, RoundResults, StandingRow, StandingsData
from belote_club.reports.fonts import CONDENSED_BOLD
from belote_club.text import french_date, signed

CONTENT_WIDTH = 180 * mm
_LOOSE_H2 = ParagraphStyle("h2_loose", parent=styles()["h2"], keepWithNext=0)
_LOOSE_H3 = ParagraphStyle("h3_loose", parent=styles()["h3"], keepWithNext=0)


def entrant_cell(entrant: Entrant, *, players: bool = True, numbered: bool = True) -> Paragraph:
    """« 12 · Les As » in bold, the players below in small type (one paragraph: cheap to lay out)."""
    s = styles()
    text = f"<b>{esc(entrant.label if numbered else entrant.title)}</b>"
    shown = [p for p in entrant.players if p and p not in (entrant.name, entrant.title)] if players else []
    if shown:
        text += f'<br/><font size="7.5" color="#5f6368">{esc(" – ".join(shown))}</font>'
    return Paragraph(text, s["cell"])


def standings_title(data: StandingsData) -> str:
    """« Classement après la manche 3 », or, while a round is still being played, « Classement
    provisoire, manche 3 en cours » (its finished games already count)."""
    if data.after_round and data.after_round in data.in_progress:
        return f"Classement provisoire, manche {data.after_round} en cours"
    if data.after_round:
        return f"Classement après la manche {data.after_round}"
    return "Classement"


def subtitle(event: EventInfo, extra: str = "") -> str:
    parts = [event.name]
    if event.date:
        parts.append(french_date(event.date))
    if event.club:
        parts.append(event.club)
    if event.venue:
        parts.append(event.venue)
    if extra:
        parts.append(extra)
    return " · ".join(p for p in parts if p)


def standings_table(rows: tuple[StandingRow, ...], *, individual: bool = False) -> Flowable:
    show_game_points = any(r.game_points != r.wins for r in rows)
    who = "Joueur" if individual else "Équipe et joueurs"
    header = ["Rang", "N°", who, "Joués", "Vict.", "Pour", "Contre", "Diff."]
    widths = [12 * mm, 10 * mm, 0.0, 12 * mm, 12 * mm, 20 * mm, 20 * mm, 18 * mm]
    if show_game_points:
        header.insert(5, "Pts part.")
        widths.insert(5, 15 * mm)
    widths[2] = CONTENT_WIDTH - sum(widths)
    body = []
    for row in rows:
        number = "" if row.entrant.number is None else str(row.entrant.number)
        line: list[object] = [str(row.rank), number, entrant_cell(row.entrant, numbered=False), num(row.played),
                              num(row.wins), num(row.points_for), num(row.points_against), signed(row.difference)]
        if show_game_points:
            line.insert(5, num(row.game_points))
        body.append(line)
    numeric = list(range(3, len(header)))
    return data_table(header, body, widths, right=numeric, center=[0, 1], bold=[0], padding=1.6)


def round_table(results: RoundResults) -> list[Flowable]:
    s = styles()
    header = ["Table", "Camp 1", "Points", "", "Points", "Camp 2"]
    side_width = (CONTENT_WIDTH - (14 + 16 + 6 + 16) * mm) / 2
    widths = [14 * mm, side_width, 16 * mm, 6 * mm, 16 * mm, side_width]
    body = []
    extra: list[tuple[object, ...]] = []
    for i, match in enumerate(results.matches, start=1):
        a, b = match.points if match.points is not None else (None, None)
        body.append([str(match.table), entrant_cell(match.sides[0], players=False), num(a), "–", num(b),
                     entrant_cell(match.sides[1], players=False)])
        if match.winner is not None:
            col = 2 if match.winner == 0 else 4
            extra.append(("FONT", (col, i), (col, i), CONDENSED_BOLD, 9))
    # No keepWithNext here: it would glue the heading to the whole (long) table and push both to the next
    # page; a conditional page break keeps the heading with the first rows instead.
    out: list[Flowable] = [CondPageBreak(30 * mm), Paragraph(esc(f"Manche {results.number}"), _LOOSE_H3)]
    out.append(data_table(header, body, widths, center=[0, 2, 3, 4], padding=1.2, extra=extra))
    if results.exempts:
        names = ", ".join(e.label for e in results.exempts)
        out.append(Paragraph(f"<i>Exempt{'s' if len(results.exempts) > 1 else ''} : {esc(names)}</i>", s["small"]))
    return out


def standings_story(data: StandingsData) -> list[Flowable]:
    story: list[Flowable] = [para(standings_title(data), "title")]
    extra = f"classement {data.criteria}" if data.criteria else ""
    story.append(para(subtitle(data.event, extra), "subtitle"))
    if not data.rows:
        story.append(para("Aucun résultat pour l’instant.", "body"))
        return story
    story.append(standings_table(data.rows, individual=data.individual))
    if data.rounds:
        story.append(CondPageBreak(45 * mm))
        story.append(Paragraph(esc("Détail des manches"), _LOOSE_H2))
        for results in data.rounds:
            story.extend(round_table(results))
    return story


def render_standings(data: StandingsData, out: str | Path | BinaryIO | None = None) -> tuple[bytes | None, int]:
    info = DocumentInfo(standings_title(data), data.event.name, data.event.club, data.event.date)
    return build_pdf(out, standings_story(data), info)
