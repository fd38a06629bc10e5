"""The treasurer's sheet of a concours (PRIZES.md): fees due, received by means, refunds, the pot, the prizes
(paid out or not), what the club keeps, the balance; then one line per team (player in mêlée) with what it
owed, paid and received.  The figures are those of the JSON export's ``prizes`` object."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from belote_club.i18n import gettext as _
from belote_club.reports.base import (
    ACCENT,
    DocumentInfo,
    build_pdf,
    collector_paused,
    data_table,
    para,
)
from belote_club.reports.cells import Line, Lines, text_cell
from belote_club.reports.data import Entrant, EventInfo
from belote_club.reports.fonts import CONDENSED, CONDENSED_BOLD
from belote_club.reports.standings import CONTENT_WIDTH, entrant_cell, row_heights, subtitle
from belote_club.text import euros
from belote_club.tournament.prizes import MEANS, MEANS_LABELS, PrizeRow, PrizeSheet


@dataclass(frozen=True)
class TreasurerData:
    """The sheet, and each entrant as the documents name it (by entrant id)."""

    event: EventInfo
    sheet: PrizeSheet
    entrants: Mapping[int, Entrant] = field(default_factory=dict)
    individual: bool = False
    #: What is said under a name, by entrant id: « abandon dès la manche 3 » for a withdrawal.
    marks: Mapping[int, tuple[str, ...]] = field(default_factory=dict)


def _money(cents: int) -> str:
    return euros(cents)


def summary_rows(data: TreasurerData) -> list[tuple[str, str, bool]]:
    """(label, amount, bold) of the summary, in reading order."""
    sheet = data.sheet
    rules = sheet.rules
    paid_out = sum(row.entry.prize_paid_cents or 0 for row in sheet.rows)
    lines: list[tuple[str, str, bool]] = [(_("Droits d’inscription dus"), _money(sheet.fees_due_cents), False)]
    for means in MEANS:
        lines.append((_("Reçu : {means}").format(means=_(MEANS_LABELS[means])), _money(sheet.paid_by_means[means]),
                      False))
    lines += [
        (_("Total reçu"), _money(sheet.fees_paid_cents), True),
        (_("Remboursements"), _money(sheet.refunds_cents), False),
        (_("Reste à encaisser"), _money(sheet.owed_cents), False),
        (_("Cagnotte (mises nettes × {percent} %, plus {added} du club)").format(
            percent=rules.pot_percent, added=_money(rules.added_cents)), _money(sheet.pot_cents), True),
        (_("Prix en argent"), _money(sheet.prizes_cents), False),
        (_("Prix déjà remis"), _money(paid_out), False),
        (_("Reste des arrondis gardé par le club") if rules.remainder == "club"
         else _("Reste des arrondis (ajouté au premier prix)"), _money(sheet.remainder_cents), False),
        (_("Solde (reçu − remboursements − prix)"), _money(sheet.balance_cents), True),
    ]
    return lines


def _summary(data: TreasurerData) -> Flowable:
    body = []
    extra = []
    for i, (label, amount, bold) in enumerate(summary_rows(data), start=1):
        body.append([label, amount])
        if bold:
            extra.append(("FONT", (0, i), (-1, i), CONDENSED_BOLD, 9.5))
    widths = [115 * mm, 35 * mm]
    return data_table([_("Caisse"), _("Montant")], body, widths, right=[1], font_size=9.5, extra=extra)


def _prize_text(row: PrizeRow) -> str:
    parts = []
    if row.prize_cents:
        parts.append(_money(row.prize_cents))
    if row.lot:
        parts.append(row.lot)
    text = " + ".join(parts)
    if row.entry.prize_paid_cents is not None:
        text = _("{prize} (remis)").format(prize=text) if text else _("remis")
    return text


def _lines(data: TreasurerData) -> Flowable:
    columns = [(_("N°"), 9 * mm), (_("Joueur") if data.individual else _("Équipe"), 0.0), (_("Rang"), 13 * mm),
               (_("Dû"), 16 * mm), (_("Payé"), 16 * mm), (_("Moyen"), 15 * mm), (_("Remb."), 16 * mm),
               (_("Reste dû"), 16 * mm), (_("Prix et lot"), 38 * mm)]
    widths = [w for _title, w in columns]
    widths[1] = CONTENT_WIDTH - sum(widths)
    body: list[list[object]] = []
    for row in data.sheet.rows:
        entry = row.entry
        entrant = data.entrants.get(entry.entrant_id) or Entrant(entry.number, entry.label)
        # The name once (a team without a name is named by its players: they are not listed again below).
        who = entrant_cell(entrant, numbered=False, marks=data.marks.get(entry.entrant_id, ()), width=widths[1] - 6)
        if entry.rank is None:
            rank: object = "–"
        elif row.shared:
            rank = Lines([Line(str(entry.rank), CONDENSED_BOLD, 8.5), Line(_("ex\u00a0æquo"), CONDENSED, 6.5)],
                         widths[2] - 6, centre=True)
        else:
            rank = str(entry.rank)
        refunded = _money(entry.refunded_cents) if entry.refunded else ""
        prize = _prize_text(row)
        body.append([
            str(entry.number), who, rank, _money(entry.fee_due_cents), _money(entry.paid_cents),
            _(MEANS_LABELS[entry.means]) if entry.means is not None and entry.means in MEANS_LABELS else "", refunded,
            _money(row.owed_cents) if row.owed_cents else "",
            text_cell([Line(prize, CONDENSED, 8.5)], widths[-1] - 6) if prize else "",
        ])
    return data_table([title for title, _w in columns], body, widths, right=[3, 4, 6, 7], center=[0, 2],
                      font_size=8.5, padding=1.6, extra=[("TEXTCOLOR", (7, 1), (7, -1), ACCENT)],
                      row_heights=row_heights(body, widths, 1.6, 8.5))


def treasurer_story(data: TreasurerData) -> list[Flowable]:
    story: list[Flowable] = [para(_("Feuille du trésorier"), "title"), para(subtitle(data.event), "subtitle"),
                             _summary(data), Spacer(1, 4 * mm)]
    heading = _("Joueurs") if data.individual else _("Équipes")
    story.append(para(heading, "h2"))
    if not data.sheet.rows:
        story.append(para(_("Aucune inscription."), "body"))
        return story
    story.append(para(_("Rang : classement en vigueur (– : n’a pas joué). Reste dû : ce qu’il faut encore "
                        "encaisser. Remb. : remboursé après un abandon."), "muted"))
    story.append(Spacer(1, 1.5 * mm))
    story.append(_lines(data))
    return story


@collector_paused
def render_treasurer(data: TreasurerData, out: str | Path | BinaryIO | None = None) -> tuple[bytes | None, int]:
    info = DocumentInfo(_("Feuille du trésorier"), data.event.name, data.event.club, data.event.date)
    return build_pdf(out, treasurer_story(data), info)
