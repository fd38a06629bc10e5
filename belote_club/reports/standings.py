"""Standings: rank, team and players, wins, points for and against, difference; then each round's tables."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import BinaryIO

from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, Flowable, Paragraph, Spacer, Table, TableStyle

from belote_club.i18n import N_, ngettext
from belote_club.i18n import gettext as _
from belote_club.reports.base import (
    INK,
    MUTED,
    RED,
    DocumentInfo,
    build_pdf,
    collector_paused,
    data_table,
    esc,
    num,
    para,
    styles,
)
from belote_club.reports.cells import Line, Lines, cell_height, text_cell
from belote_club.reports.data import (
    PLAYERS_JOIN,
    Entrant,
    EventInfo,
    MatchResult,
    RoundResults,
    StandingRow,
    StandingsData,
)
from belote_club.reports.fonts import CONDENSED, CONDENSED_BOLD
from belote_club.text import french_date, signed

CONTENT_WIDTH = 180 * mm
RANK_WIDTH = 12 * mm
NAME_MIN = 38 * mm  #: the name column keeps at least this width when there are many per-game columns
_LOOSE_H2 = ParagraphStyle("h2_loose", parent=styles()["h2"], keepWithNext=0)
_ROUND_HEADING = ParagraphStyle("round_heading", parent=styles()["h3"], keepWithNext=0, spaceBefore=0, spaceAfter=0)


def entrant_cell(entrant: Entrant, *, players: bool = True, numbered: bool = True,
                 marks: tuple[str, ...] = (), width: float = 60 * mm) -> Flowable:
    """« 12 · Les As » in bold, the players below in small type, then the marks (exempt, late arrival,
    withdrawal), in ``width`` points."""
    shown = [p for p in entrant.players if p and p not in (entrant.name, entrant.title)] if players else []
    lines = [Line(entrant.label if numbered else entrant.title, CONDENSED_BOLD, 9)]
    if shown:
        lines.append(Line(PLAYERS_JOIN.join(shown), CONDENSED, 7.5, MUTED))
    if marks:
        lines.append(Line(" · ".join(marks), CONDENSED, 7.5, RED))
    return text_cell(lines, width)


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
    return Lines([Line(str(rank), CONDENSED_BOLD, 9), Line(_("ex\u00a0æquo"), CONDENSED, 6.5)], RANK_WIDTH - 6,
                 centre=True)


def row_heights(body: Sequence[Sequence[object]], widths: Sequence[float], padding: float,
                font_size: float = 9) -> list[float]:
    """Each row's height: its tallest cell (a plain string: one line) and the padding."""
    plain = font_size * 1.2
    return [max(plain, *(cell_height(cell, w - 6) for cell, w in zip(line, widths, strict=True))) + 2 * padding
            for line in body]


def standings_title(data: StandingsData) -> str:
    """« Classement après la manche 3 », or, while a round is still being played, « Classement
    provisoire, manche 3 en cours » (its finished games already count)."""
    if data.after_round and data.after_round in data.in_progress:
        return _("Classement provisoire, manche {round} en cours").format(round=data.after_round)
    if data.after_round:
        return _("Classement après la manche {round}").format(round=data.after_round)
    return _("Classement")


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
                    prizes: bool = False, prize_title: str | None = None) -> Flowable:
    """The ranking; ``per_game``: one column per round with the points of that round's game (bold when
    won, « ex. » for an exempt, « forf. » for a forfeit, « * » after the points of a game won by the other
    side's forfeit: see :func:`legend`), instead of the « played » and « against » columns; ``prizes``: a
    last column with each row's prize (titled ``prize_title``, else « Lot »)."""
    show_game_points = any(r.game_points != r.wins for r in rows)
    round_numbers = sorted({g.round_number for r in rows for g in r.rounds}) if per_game else []
    who = _("Joueur") if individual else _("Équipe et joueurs")
    # (key, header, width): the name's width is what the others leave
    columns: list[tuple[str, str, float]] = [("rank", _("Rang"), RANK_WIDTH), ("bib", _("N°"), 10 * mm),
                                             ("who", who, 0.0)]
    if not per_game:
        columns.append(("played", _("Joués"), 11 * mm))
    columns.append(("wins", _("Vict."), 11 * mm))
    if show_game_points:
        columns.append(("game_points", _("Pts part."), 14 * mm))
    columns.append(("for", _("Pour"), 17 * mm))
    if not per_game:
        columns.append(("against", _("Contre"), 17 * mm))
    columns.append(("difference", _("Diff."), 16 * mm))
    if prizes:
        columns.append(("prize", prize_title or _("Lot"), 38 * mm if prize_title else 30 * mm))
    if round_numbers:
        room = CONTENT_WIDTH - sum(w for _key, _title, w in columns) - NAME_MIN
        width = min(12 * mm, max(8.5 * mm, room / len(round_numbers)))
        columns += [(f"round{n}", _("M{round}").format(round=n), width) for n in round_numbers]
    round_size = 8.0 if not round_numbers or columns[-1][2] >= 10 * mm else 7.0
    widths = [w for _key, _title, w in columns]
    widths[2] = CONTENT_WIDTH - sum(widths)
    keys = [key for key, _title, _width in columns]
    tied = tied_ranks(rows)
    body = []
    extra: list[tuple[object, ...]] = []
    for i, row in enumerate(rows, start=1):
        values: dict[str, object] = {
            "rank": rank_cell(row.rank, row.rank in tied),
            "bib": "" if row.entrant.number is None else str(row.entrant.number),
            "who": entrant_cell(row.entrant, numbered=False, marks=row.marks, width=widths[2] - 6),
            "played": num(row.played), "wins": num(row.wins), "game_points": num(row.game_points),
            "for": num(row.points_for), "against": num(row.points_against), "difference": signed(row.difference),
            "prize": text_cell([Line(row.prize, CONDENSED, 9)], widths[-1] - 6) if row.prize else "",
        }
        by_round = {g.round_number: g for g in row.rounds}
        for round_number in round_numbers:
            game = by_round.get(round_number)
            key = f"round{round_number}"
            if game is None or game.points_for is None:
                values[key] = "–"
            elif game.exempt:
                values[key] = _(EXEMPT_SHORT)
            elif game.forfeit and game.result == "lost":
                values[key] = _(FORFEIT_SHORT)
            else:
                values[key] = num(game.points_for) + ("*" if game.forfeit else "")
                if game.result == "won":
                    col = keys.index(key)
                    extra.append(("FONT", (col, i), (col, i), CONDENSED_BOLD, round_size))
        body.append([values[key] for key in keys])
    numeric = [c for c, key in enumerate(keys) if key not in ("rank", "bib", "who", "prize")]
    if round_numbers:
        first = keys.index(f"round{round_numbers[0]}")
        extra.insert(0, ("FONT", (first, 1), (-1, -1), CONDENSED, round_size))
    header = [title for _key, title, _width in columns]
    return data_table(header, body, widths, right=numeric, center=[0, 1], bold=[0], padding=1.6, extra=extra,
                      row_heights=row_heights(body, widths, 1.6))


#: In a round's column: an exempt, a forfeit (the legend says what they mean).
EXEMPT_SHORT = N_("ex.")
FORFEIT_SHORT = N_("forf.")


def legend(rows: Sequence[StandingRow], *, per_game: bool = False) -> str:
    """What the standings' abbreviations and marks mean, for those the rows use (« » when none)."""
    games = [g for r in rows for g in r.rounds] if per_game else []
    items: list[str] = []
    if any(g.result == "won" and g.points_for is not None and not g.exempt for g in games):
        items.append(_("en gras : partie gagnée"))
    if any(g.exempt for g in games):
        items.append(_("ex. : exempt"))
    if any(g.forfeit and g.result == "lost" for g in games):
        items.append(_("forf. : forfait"))
    if any(g.forfeit and g.result == "won" for g in games):
        items.append(_("* : gagnée par forfait"))
    round_numbers = {g.round_number for g in games}
    if any(g.points_for is None for g in games) or any(len({g.round_number for g in r.rounds}) < len(round_numbers)
                                                       for r in rows):
        items.append(_("– : pas de partie jouée (ou pas terminée)"))
    if any(g.forfeit for r in rows for g in r.rounds):
        items.append(_("forfait : le camp qui abandonne pendant la manche perd la partie, l’autre la gagne"))
    return _("Légende — {items}.").format(items=" · ".join(items)) if items else ""


def _forfeit_marks(match: MatchResult, side: int) -> tuple[str, ...]:
    if match.forfeit is None:
        return ()
    return (_("forfait"),) if side == match.forfeit else (_("gagne par forfait"),)


def round_table(results: RoundResults) -> list[Flowable]:
    """The round's tables under a « Manche N » heading that is repeated at the top of every continued page."""
    s = styles()
    header = [_("Table"), _("Camp 1"), _("Points"), "", _("Points"), _("Camp 2")]
    side_width = (CONTENT_WIDTH - (14 + 16 + 6 + 16) * mm) / 2
    widths = [14 * mm, side_width, 16 * mm, 6 * mm, 16 * mm, side_width]
    body = []
    for match in results.matches:
        points: list[object] = [num(p) for p in match.points] if match.points is not None else ["–", "–"]
        if match.winner is not None:  # the winner's points in bold, in the cell itself (no per-cell style)
            points[match.winner] = Lines([Line(str(points[match.winner]), CONDENSED_BOLD, 9)], 16 * mm - 6,
                                         centre=True)
        cells = [entrant_cell(match.sides[side], players=False, width=side_width - 6,
                              marks=_forfeit_marks(match, side)) for side in (0, 1)]
        body.append([str(match.table), cells[0], points[0], "–", points[1], cells[1]])
    heading = [Paragraph(esc(_("Manche {round}").format(round=results.number)), _ROUND_HEADING), "", "", "", "", ""]
    table = data_table(header, body, widths, center=[0, 2, 3, 4], padding=1.2, heading=heading,
                       row_heights=row_heights(body, widths, 1.2))
    out: list[Flowable] = [CondPageBreak(30 * mm), table]
    if results.exempts:
        names = ", ".join(e.label for e in results.exempts)
        exempts = ngettext("Exempt : {names}", "Exempts : {names}", len(results.exempts))
        out.append(Paragraph(f"<i>{exempts.format(names=esc(names))}</i>", s["small"]))
    return out


#: What the QR code of the standings is, in one line under it.
LIVE_CAPTION = N_("Résultats en direct : scannez avec votre téléphone")
#: The column of the QR code and its caption (the caption's one line fits in it).
LIVE_WIDTH = 66 * mm


def live_code(url: str, size: float = 24 * mm) -> Flowable:
    """A QR code of the live results page (``url``) with its caption (what it is, then the address for who
    types it), for the top right of the standings."""
    from reportlab.graphics.barcode.qr import QrCodeWidget
    from reportlab.graphics.shapes import Drawing

    widget = QrCodeWidget(url, barLevel="M", barBorder=1)
    left, bottom, right, top = widget.getBounds()
    drawing = Drawing(size, size, transform=[size / (right - left), 0, 0, size / (top - bottom), 0, 0])
    drawing.add(widget)
    caption = text_cell([Line(_(LIVE_CAPTION), CONDENSED_BOLD, 7, INK), Line(url, CONDENSED, 7, MUTED)], LIVE_WIDTH,
                        centre=True)
    box = Table([[drawing], [caption]], colWidths=[LIVE_WIDTH])
    box.setStyle(TableStyle([("ALIGN", (0, 0), (-1, -1), "CENTER"), ("TOPPADDING", (0, 0), (-1, -1), 0),
                             ("BOTTOMPADDING", (0, 0), (-1, -1), 0), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    return box


def standings_story(data: StandingsData, *, per_game: bool = False, live_url: str = "") -> list[Flowable]:
    extra = _("classement {criteria}").format(criteria=data.criteria) if data.criteria else ""
    title = para(standings_title(data), "title")
    below: list[Flowable] = [para(subtitle(data.event, extra), "subtitle")]
    explained = legend(data.rows, per_game=per_game) if data.rows else ""
    if explained:
        below += [para(explained, "muted"), Spacer(1, 1.5 * mm)]
    story: list[Flowable] = [title]
    if live_url:  # the live results page, for the phones in the room (table-side entry)
        # The title has the whole width; below it, two columns: the subtitle and legend wrap in theirs,
        # whatever the names, and the code with its caption has its own: it never covers a word.
        top = Table([[below, live_code(live_url)]], colWidths=[CONTENT_WIDTH - LIVE_WIDTH - 4 * mm, LIVE_WIDTH + 4 * mm])
        top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                 ("RIGHTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 0),
                                 ("BOTTOMPADDING", (0, 0), (-1, -1), 3 * mm), ("ALIGN", (1, 0), (1, 0), "RIGHT")]))
        story.append(top)
    else:
        story += below
    if not data.rows:
        story.append(para(_("Aucun résultat pour l’instant."), "body"))
        return story
    story.append(standings_table(data.rows, individual=data.individual, per_game=per_game))
    if data.rounds:
        story.append(CondPageBreak(45 * mm))
        story.append(Paragraph(esc(_("Détail des manches")), _LOOSE_H2))
        for results in data.rounds:
            story.extend(round_table(results))
    return story


@collector_paused
def render_standings(data: StandingsData, out: str | Path | BinaryIO | None = None, *,
                     per_game: bool = False, live_url: str = "") -> tuple[bytes | None, int]:
    """The standings (``per_game``: with a column of points per round; ``live_url``: with the QR code of the
    live results page) and every round's tables."""
    info = DocumentInfo(standings_title(data), data.event.name, data.event.club, data.event.date)
    return build_pdf(out, standings_story(data, per_game=per_game, live_url=live_url), info)
