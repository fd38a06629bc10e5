"""Standings: rank, team and players, wins, points for and against, difference; then each round's tables."""

from __future__ import annotations

from collections.abc import Sequence
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
from belote_club.reports.fonts import CONDENSED, CONDENSED_BOLD
from belote_club.text import NBSP, french_date, signed

CONTENT_WIDTH = 180 * mm
_LOOSE_H2 = ParagraphStyle("h2_loose", parent=styles()["h2"], keepWithNext=0)
_ROUND_HEADING = ParagraphStyle("round_heading", parent=styles()["h3"], keepWithNext=0, spaceBefore=0, spaceAfter=0)
_RANK = ParagraphStyle("rank_tied", parent=styles()["cell_bold"], alignment=1, leading=9)


def entrant_cell(entrant: Entrant, *, players: bool = True, numbered: bool = True,
                 marks: tuple[str, ...] = ()) -> Paragraph:
    """« 12 · Les As » in bold, the players below in small type, then the marks (exempt, late arrival,
    withdrawal) — one paragraph: cheap to lay out."""
    s = styles()
    text = f"<b>{esc(entrant.label if numbered else entrant.title)}</b>"
    shown = [p for p in entrant.players if p and p not in (entrant.name, entrant.title)] if players else []
    if shown:
        text += f'<br/><font size="7.5" color="#5f6368">{esc(" – ".join(shown))}</font>'
    if marks:
        text += f'<br/><font size="7.5" color="#b3261e">{esc(" · ".join(marks))}</font>'
    return Paragraph(text, s["cell"])


def tied_ranks(rows: Sequence[StandingRow]) -> set[int]:
    """The ranks shared by several rows (ex æquo)."""
    seen: set[int] = set()
    tied: set[int] = set()
    for row in rows:
        if row.rank in seen:
            tied.add(row.rank)
        seen.add(row.rank)
    return tied


def rank_cell(rank: int, tied: bool) -> object:
    """« 3 », or « 3 » over « ex æquo » when the rank is shared."""
    if not tied:
        return str(rank)
    return Paragraph(f'<b>{rank}</b><br/><font size="6.5">ex{NBSP}æquo</font>', _RANK)


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


def standings_table(rows: tuple[StandingRow, ...], *, individual: bool = False, per_game: bool = False,
                    prizes: bool = False) -> Flowable:
    """The ranking; ``per_game``: one column per round with the points of that round's game (bold when
    won, « ex. » for an exempt); ``prizes``: a last column with each row's prize."""
    show_game_points = any(r.game_points != r.wins for r in rows)
    who = "Joueur" if individual else "Équipe et joueurs"
    header: list[object] = ["Rang", "N°", who, "Joués", "Vict.", "Pour", "Contre", "Diff."]
    widths = [12 * mm, 10 * mm, 0.0, 11 * mm, 11 * mm, 17 * mm, 17 * mm, 16 * mm]
    if show_game_points:
        header.insert(5, "Pts part.")
        widths.insert(5, 14 * mm)
    round_numbers = sorted({g.round_number for r in rows for g in r.rounds}) if per_game else []
    first_round_col = len(header)
    for number in round_numbers:
        header.append(f"M{number}")
        widths.append(13 * mm)
    if prizes:
        header.append("Lot")
        widths.append(30 * mm)
    widths[2] = CONTENT_WIDTH - sum(widths)
    if widths[2] < 40 * mm:  # many rounds: narrower figures, the name keeps 40 mm
        squeeze = (40 * mm - widths[2]) / len(round_numbers) if round_numbers else 0
        widths = [*widths[:first_round_col], *[w - squeeze for w in widths[first_round_col:first_round_col
                                                                          + len(round_numbers)]],
                  *widths[first_round_col + len(round_numbers):]]
        widths[2] = CONTENT_WIDTH - sum(w for i, w in enumerate(widths) if i != 2)
    tied = tied_ranks(rows)
    body = []
    extra: list[tuple[object, ...]] = []
    for i, row in enumerate(rows, start=1):
        number = "" if row.entrant.number is None else str(row.entrant.number)
        line: list[object] = [rank_cell(row.rank, row.rank in tied), number,
                              entrant_cell(row.entrant, numbered=False, marks=row.marks), num(row.played),
                              num(row.wins), num(row.points_for), num(row.points_against), signed(row.difference)]
        if show_game_points:
            line.insert(5, num(row.game_points))
        by_round = {g.round_number: g for g in row.rounds}
        for offset, round_number in enumerate(round_numbers):
            game = by_round.get(round_number)
            if game is None or game.points_for is None:
                line.append("–")
            elif game.exempt:
                line.append("ex.")
            else:
                line.append(num(game.points_for))
                if game.result == "won":
                    col = first_round_col + offset
                    extra.append(("FONT", (col, i), (col, i), CONDENSED_BOLD, 8.5))
        if prizes:
            line.append(Paragraph(esc(row.prize), styles()["cell"]) if row.prize else "")
        body.append(line)
    numeric = list(range(3, first_round_col + len(round_numbers)))
    if round_numbers:
        extra.append(("FONT", (first_round_col, 1), (first_round_col + len(round_numbers) - 1, -1), CONDENSED, 8.5))
    return data_table(header, body, widths, right=numeric, center=[0, 1], bold=[0], padding=1.6, extra=extra)


def round_table(results: RoundResults) -> list[Flowable]:
    """The round's tables under a « Manche N » heading that is repeated at the top of every continued page."""
    s = styles()
    header = ["Table", "Camp 1", "Points", "", "Points", "Camp 2"]
    side_width = (CONTENT_WIDTH - (14 + 16 + 6 + 16) * mm) / 2
    widths = [14 * mm, side_width, 16 * mm, 6 * mm, 16 * mm, side_width]
    body = []
    extra: list[tuple[object, ...]] = []
    for i, match in enumerate(results.matches, start=2):
        a, b = match.points if match.points is not None else (None, None)
        body.append([str(match.table), entrant_cell(match.sides[0], players=False), num(a), "–", num(b),
                     entrant_cell(match.sides[1], players=False)])
        if match.winner is not None:
            col = 2 if match.winner == 0 else 4
            extra.append(("FONT", (col, i), (col, i), CONDENSED_BOLD, 9))
    heading = [Paragraph(esc(f"Manche {results.number}"), _ROUND_HEADING), "", "", "", "", ""]
    table = data_table(header, body, widths, center=[0, 2, 3, 4], padding=1.2, extra=extra, heading=heading)
    out: list[Flowable] = [CondPageBreak(30 * mm), table]
    if results.exempts:
        names = ", ".join(e.label for e in results.exempts)
        out.append(Paragraph(f"<i>Exempt{'s' if len(results.exempts) > 1 else ''} : {esc(names)}</i>", s["small"]))
    return out


def standings_story(data: StandingsData, *, per_game: bool = False) -> list[Flowable]:
    story: list[Flowable] = [para(standings_title(data), "title")]
    extra = f"classement {data.criteria}" if data.criteria else ""
    story.append(para(subtitle(data.event, extra), "subtitle"))
    if not data.rows:
        story.append(para("Aucun résultat pour l’instant.", "body"))
        return story
    story.append(standings_table(data.rows, individual=data.individual, per_game=per_game))
    if data.rounds:
        story.append(CondPageBreak(45 * mm))
        story.append(Paragraph(esc("Détail des manches"), _LOOSE_H2))
        for results in data.rounds:
            story.extend(round_table(results))
    return story


def render_standings(data: StandingsData, out: str | Path | BinaryIO | None = None, *,
                     per_game: bool = False) -> tuple[bytes | None, int]:
    """The standings (``per_game``: with a column of points per round) and every round's tables."""
    info = DocumentInfo(standings_title(data), data.event.name, data.event.club, data.event.date)
    return build_pdf(out, standings_story(data, per_game=per_game), info)
