"""The season's standings (SEASON.md): rank, player (or pair), concours played, wins, points for, total, then each
concours' season points (those not counted by « meilleurs concours » in grey, between brackets); the « non
classé » rows in a table of their own below; the concours of the season listed with their dates."""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, Flowable, Spacer

from belote_club.i18n import gettext as _
from belote_club.i18n import ngettext
from belote_club.reports.base import MUTED, DocumentInfo, build_pdf, collector_paused, data_table, num, para
from belote_club.reports.cells import Line, Lines, text_cell
from belote_club.reports.fonts import CONDENSED, CONDENSED_BOLD
from belote_club.reports.standings import CONTENT_WIDTH, RANK_WIDTH, row_heights
from belote_club.services.season_data import SeasonView, row_names
from belote_club.text import short_date
from belote_club.tournament.season import SeasonLine

__all__ = ["render_season", "season_story", "season_title"]

#: Per-concours columns beside the season's figures; beyond them, the following concours' columns go on in tables
#: of their own (rank, name, total, then up to :data:`MORE_COLUMNS` concours): none is left out, all stay readable.
FIRST_COLUMNS = 8
MORE_COLUMNS = 12
NAME_MIN = 50 * mm


def season_title(view: SeasonView) -> str:
    return _("Classement de la saison « {name} »").format(name=view.summary.name)


def _dates(view: SeasonView) -> str:
    first, last = view.summary.first_date, view.summary.last_date
    if first is None or last is None:
        return ""
    return _("du {first} au {last}").format(first=short_date(first), last=short_date(last))


def _rules_text(view: SeasonView) -> str:
    rules = view.rules
    parts = []
    if rules.best_of is not None:
        parts.append(ngettext("le meilleur concours de chacun compte", "les {n} meilleurs concours de chacun comptent",
                              rules.best_of).format(n=rules.best_of))
    if rules.min_concours:
        parts.append(ngettext("classé à partir de {n} concours", "classé à partir de {n} concours",
                              rules.min_concours).format(n=rules.min_concours))
    if rules.ranking == "teams":
        parts.append(_("classement par équipes (paires de joueurs)"))
    return " · ".join(parts)


def column_groups(count: int) -> list[range]:
    """The per-concours columns of each table, by position (0-based): the first :data:`FIRST_COLUMNS` beside
    the season's figures, then :data:`MORE_COLUMNS` a table."""
    groups = [range(min(count, FIRST_COLUMNS))] if count else []
    groups += [range(start, min(count, start + MORE_COLUMNS)) for start in range(FIRST_COLUMNS, count, MORE_COLUMNS)]
    return groups


def _table(view: SeasonView, lines: tuple[SeasonLine, ...], columns: range, ranked: bool) -> Flowable:
    """The rows ``lines``; the first table of a group (``columns`` from the first concours) has the season's
    figures, a following one only the rank, the name and the total before its concours' columns."""
    concours = [(i + 1, view.standing.concours[i]) for i in columns]
    spec: list[tuple[str, str, float]] = [("rank", _("Rang"), RANK_WIDTH),
                                          ("who", _("Équipe") if view.rules.ranking == "teams" else _("Joueur"), 0.0)]
    if not columns or columns.start == 0:
        spec += [("concours", _("Conc."), 11 * mm), ("wins", _("Vict."), 11 * mm), ("for", _("Pour"), 16 * mm)]
    spec.append(("total", _("Total"), 15 * mm))
    if concours:
        room = CONTENT_WIDTH - sum(w for _k, _t, w in spec) - NAME_MIN
        width = min(14 * mm, max(8.5 * mm, room / len(concours)))
        spec += [(f"c{c.id}", _("C{i}").format(i=i), width) for i, c in concours]
    widths = [w for _k, _t, w in spec]
    widths[1] = CONTENT_WIDTH - sum(widths)
    keys = [k for k, _t, _w in spec]
    shared = {line.rank for line in lines if line.tied}
    body = []
    for line in lines:
        if line.rank is None:
            rank: object = "–"
        elif line.rank in shared:
            rank = Lines([Line(str(line.rank), CONDENSED_BOLD, 9), Line(_("ex\u00a0æquo"), CONDENSED, 6.5)],
                         RANK_WIDTH - 6, centre=True)
        else:
            rank = str(line.rank)
        values: dict[str, object] = {
            "rank": rank,
            "who": text_cell([Line(row_names(line, view.players, sort_names=False), CONDENSED_BOLD if ranked
                                   else CONDENSED, 9.5)], widths[1] - 6),
            "concours": num(line.concours), "wins": num(line.wins), "for": num(line.points_for),
            "total": num(line.total),
        }
        points = {p.concours_id: p for p in line.by_concours}
        for _i, c in concours:
            got = points.get(c.id)
            if got is None:
                values[f"c{c.id}"] = ""
            elif got.counted:
                values[f"c{c.id}"] = num(got.points)
            else:
                values[f"c{c.id}"] = Lines([Line(f"({num(got.points)})", CONDENSED, 8, MUTED)],
                                           widths[keys.index(f'c{c.id}')] - 6, centre=True)
        body.append([values[k] for k in keys])
    numeric = [i for i, k in enumerate(keys) if k not in ("rank", "who")]
    header = [t for _k, t, _w in spec]
    return data_table(header, body, widths, right=numeric, center=[0], bold=[0, keys.index("total")], padding=1.8,
                      row_heights=row_heights(body, widths, 1.8, 9.5))


def season_story(view: SeasonView, *, club: str = "") -> list[Flowable]:
    standing = view.standing
    subtitle = " · ".join(p for p in (_dates(view), club, _rules_text(view)) if p)
    story: list[Flowable] = [para(season_title(view), "title")]
    if subtitle:
        story.append(para(subtitle, "subtitle"))
    ranked = tuple(line for line in standing.lines if line.rank is not None)
    unranked = tuple(line for line in standing.lines if line.rank is None)
    if not standing.lines:
        story.append(para(_("Aucun concours terminé dans cette saison pour l’instant."), "body"))
    groups = column_groups(len(standing.concours)) or [range(0)]
    for lines, ranked_lines in ((ranked, True), (unranked, False)):
        if not lines:
            continue
        if not ranked_lines:
            story += [CondPageBreak(30 * mm), para(_("Non classés (moins de {n} concours)").format(
                n=view.rules.min_concours), "h2")]
        for group in groups:
            if group.start:
                heading = _("Points par concours, C{first} à C{last}") if len(group) > 1 else _("Points du concours C{first}")
                heading = heading.format(first=group.start + 1, last=group.stop)
                if not ranked_lines:
                    heading = _("{what} : non classés").format(what=heading)
                story += [CondPageBreak(30 * mm), para(heading, "h2")]
            story.append(_table(view, lines, group, ranked_lines))
    if standing.concours:
        story += [CondPageBreak(30 * mm), para(_("Concours de la saison"), "h2")]
        for i, c in enumerate(standing.concours, start=1):
            mark = _(" (provisoire : pas encore terminé)") if c.id in standing.provisional else ""
            story.append(para(_("C{i} : {name}, {date}{mark}").format(i=i, name=c.name, date=short_date(c.date),
                                                                     mark=mark), "small"))
        if view.rules.best_of is not None:
            story += [Spacer(1, 1.5 * mm), para(_("Entre parenthèses : points d’un concours qui ne compte pas "
                                                  "(au-delà des meilleurs concours)."), "muted")]
    return story


@collector_paused
def render_season(view: SeasonView, out: str | Path | BinaryIO | None = None, *,
                  club: str = "") -> tuple[bytes | None, int]:
    """The season's standings as a PDF; returns ``(bytes if out is None, page count)``."""
    info = DocumentInfo(season_title(view), view.summary.name, club, view.summary.last_date)
    return build_pdf(out, season_story(view, club=club), info)
