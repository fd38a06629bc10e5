"""The house-rule sheet: the rules in force, the concours' own rules, how the cards are played under these
rules, the annonces, and worked deals scored by the engine (:mod:`belote_club.reports.rules_examples`).

It is pinned on a wall: body text is at least 10 pt, in ink, never pale grey italics.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any, BinaryIO

from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, Flowable, KeepTogether, Paragraph, Spacer, Table, TableStyle

from belote_club.i18n import N_
from belote_club.i18n import gettext as _
from belote_club.reports.base import (
    ACCENT,
    HEADER_FILL,
    INK,
    RULE,
    DocumentInfo,
    build_pdf,
    collector_paused,
    esc,
    fit_para,
    para,
    styles,
)
from belote_club.reports.data import ConcoursRules, EventInfo
from belote_club.reports.fonts import CONDENSED, CONDENSED_BOLD, SANS, SANS_BOLD
from belote_club.reports.rules_examples import SUIT_SIGNS, Example, examples
from belote_club.rules import HouseRules, preset_matching
from belote_club.rules.presets import get_preset
from belote_club.rules.wording import describe_rules
from belote_club.text import french_date, number

__all__ = ["card_values", "contract_rules", "examples", "play_rules", "render_rules_sheet", "rules_story", "sheet_styles"]

RED_SUITS = ("hearts", "diamonds")
TITLE = N_("Règles de jeu")
CONTENT_WIDTH = 180 * mm
BODY_SIZE = 10.5  #: the smallest text of the sheet (read on a wall)

#: Card values, per mode: (card, points), best card first; each column totals 152 with the four suits,
#: plus 10 for the last trick (« dix de der ») = 162.
#: The cards' names are translated where they are shown.
JACK, ACE, KING, QUEEN = N_("Valet"), N_("As"), N_("Roi"), N_("Dame")
TRUMP_VALUES = ((JACK, 20), ("9", 14), (ACE, 11), ("10", 10), (KING, 4), (QUEEN, 3), ("8", 0), ("7", 0))
PLAIN_VALUES = ((ACE, 11), ("10", 10), (KING, 4), (QUEEN, 3), (JACK, 2), ("9", 0), ("8", 0), ("7", 0))
SANS_ATOUT_VALUES = ((ACE, 19), ("10", 10), (KING, 4), (QUEEN, 3), (JACK, 2), ("9", 0), ("8", 0), ("7", 0))
TOUT_ATOUT_VALUES = ((JACK, 14), ("9", 9), (ACE, 6), ("10", 5), (KING, 3), (QUEEN, 1), ("8", 0), ("7", 0))
@cache
def sheet_styles() -> dict[str, ParagraphStyle]:
    base = styles()["body"]
    body = ParagraphStyle("rs_body", parent=base, fontName=SANS, fontSize=BODY_SIZE, leading=13.5, textColor=INK)
    return {
        "body": body,
        "th": ParagraphStyle("rs_th", parent=body, fontName=SANS_BOLD, textColor=ACCENT),
        "example": ParagraphStyle("rs_example", parent=body, leftIndent=4 * mm),
        "h3": ParagraphStyle("rs_h3", parent=body, fontName=SANS_BOLD, fontSize=11.5, leading=14.5,
                             spaceBefore=2 * mm, spaceAfter=1 * mm, keepWithNext=1),
    }


def _two_columns(rows: list[tuple[str, str]], first: float = 38 * mm) -> Table:
    st = sheet_styles()
    # A heading's words never break mid-word: a word longer than the column (« Undertrump ») makes it smaller.
    data = [[fit_para(title, st["th"], first - 8), Paragraph(esc(text), st["body"])] for title, text in rows]
    table = Table(data, colWidths=[first, CONTENT_WIDTH - first], hAlign="LEFT")
    table.setStyle(TableStyle([
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LINEBELOW", (0, 0), (-1, -2), 0.4, RULE),
        ("TOPPADDING", (0, 0), (-1, -1), 2.2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2.6),
        ("LEFTPADDING", (0, 0), (-1, -1), 2),
    ]))
    return table


def _rules_table(rules: HouseRules) -> Table:
    grouped: dict[str, list[str]] = {}
    for title, sentence in describe_rules(rules):
        grouped.setdefault(title, []).append(sentence)
    return _two_columns([(title, " ".join(sentences)) for title, sentences in grouped.items()])


def play_rules(rules: HouseRules) -> list[tuple[str, str]]:
    """How the cards are played, under these rules (two teams, or three players each for themself)."""
    three = rules.camps == 3
    alone = rules.players != 4
    out: list[tuple[str, str]] = []
    if three:
        out.append((_("À trois"), _("Chacun joue pour soi : pas de partenaire, le preneur joue contre les deux "
                                    "autres. On retire les 7 et les 8 (ils ne valent rien) : 24 cartes, 8 par joueur ; "
                                    "une donne vaut toujours 162 points.")))
    out.append((_("Fournir"), _("On doit jouer la couleur demandée par le premier joueur du pli (l’entame) si on "
                                "en a.")))
    if "suit" in rules.trump_modes or "tout_atout" in rules.trump_modes:
        if alone:
            out.append((_("Couper"), _("Si on n’a pas la couleur demandée, on doit jouer atout (couper).")))
            out.append((_("Monter"), _("À l’atout, on doit toujours jouer plus fort que le plus fort atout déjà "
                                       "posé si on le peut ; sur une coupe, on doit surcouper si on le peut.")))
        else:
            out.append((_("Couper"), _("Si on n’a pas la couleur demandée, on doit jouer atout (couper), sauf si "
                                       "son partenaire est maître du pli : on joue alors la carte de son choix.")))
            out.append((_("Monter"), _("À l’atout, on doit toujours jouer plus fort que le plus fort atout déjà "
                                       "posé si on le peut, même sur son partenaire ; sur une coupe adverse, on doit "
                                       "surcouper si on le peut.")))
        out.append((_("Pisser"), _("Si on ne peut ni fournir ni monter, on joue un atout plus faible (on « pisse ») "
                                   "ou, si on n’a plus d’atout, on se défausse d’une carte quelconque.")))
    if "sans_atout" in rules.trump_modes:
        out.append((_("Sans-atout"), _("Aucune couleur n’est atout : on fournit si on peut, sinon on se défausse ; "
                                       "la plus forte carte de la couleur demandée fait le pli. Pas de belote.")))
    if "tout_atout" in rules.trump_modes:
        out.append((_("Tout-atout"), _("Toutes les couleurs sont atout : on fournit et on monte si on peut ; "
                                       "chaque couleur a sa belote (roi et dame).")))
    out.append((_("Dix de der"), _("Le dernier pli vaut 10 points de plus : une donne vaut 152 points de cartes "
                                   "plus 10, soit 162, quel que soit l’atout.")))
    if three:
        out.append((_("Renonce"), _("Ne pas fournir, ne pas couper ou ne pas monter quand on le devait est une "
                                    "renonce. À trois, ces règles ne lui donnent pas de barème : on arrête la donne "
                                    "et l’arbitre décide ; une donne annulée s’inscrit comme une donne passée "
                                    "(personne ne marque).")))
    return out


def card_values(rules: HouseRules) -> list[tuple[str, tuple[tuple[str, int], ...]]]:
    """(column title, values) for the modes played."""
    columns: list[tuple[str, tuple[tuple[str, int], ...]]] = []
    if "suit" in rules.trump_modes:
        columns += [(_("Atout"), TRUMP_VALUES), (_("Hors atout"), PLAIN_VALUES)]
    if "sans_atout" in rules.trump_modes:
        columns.append((_("Sans-atout"), SANS_ATOUT_VALUES))
    if "tout_atout" in rules.trump_modes:
        columns.append((_("Tout-atout"), TOUT_ATOUT_VALUES))
    return columns


def _cards_table(rules: HouseRules) -> Table:
    columns = card_values(rules)
    header: list[str] = []
    for title, _values in columns:
        header += [title, ""]
    rows: list[list[str]] = [header]
    for i in range(8):
        line: list[str] = []
        for _title, values in columns:
            line += [_(values[i][0]), str(values[i][1])]
        rows.append(line)
    total: list[str] = []
    for _title, values in columns:
        total += [_("Par couleur"), str(sum(v for _card, v in values))]
    rows.append(total)
    widths = [24 * mm, 10 * mm] * len(columns)
    table = Table(rows, colWidths=widths, hAlign="LEFT")
    commands: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, -1), CONDENSED, BODY_SIZE),
        ("FONT", (0, 0), (-1, 0), SANS_BOLD, BODY_SIZE - 0.5),
        ("FONT", (0, -1), (-1, -1), CONDENSED_BOLD, BODY_SIZE),
        ("TEXTCOLOR", (0, 0), (-1, 0), ACCENT),
        ("BACKGROUND", (0, 0), (-1, 0), HEADER_FILL),
        ("LINEABOVE", (0, -1), (-1, -1), 0.5, ACCENT),
        ("TOPPADDING", (0, 0), (-1, -1), 0.8),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8),
    ]
    for c in range(len(columns)):
        commands += [("SPAN", (2 * c, 0), (2 * c + 1, 0)), ("ALIGN", (2 * c + 1, 1), (2 * c + 1, -1), "RIGHT")]
        if c:
            commands.append(("LINEBEFORE", (2 * c, 0), (2 * c, -1), 0.5, RULE))
    table.setStyle(TableStyle(commands))
    return table


def _cards_note(rules: HouseRules) -> str:
    parts = []
    if "suit" in rules.trump_modes:
        parts.append(_("à la couleur, l’atout vaut 62 et chaque autre couleur 30 : 62 + 3 × 30 = 152"))
    if "sans_atout" in rules.trump_modes:
        parts.append(_("à sans-atout, chaque couleur vaut 38 : 4 × 38 = 152"))
    if "tout_atout" in rules.trump_modes:
        parts.append(_("à tout-atout, chaque couleur vaut 38 : 4 × 38 = 152"))
    return _("Valeur des cartes : {parts} ; avec le dix de der, 162 points par donne.").format(
        parts=_(" ; ").join(parts))


def annonces_rules(rules: HouseRules) -> list[tuple[str, str]]:
    """What annonces are worth and which one counts (SCORING.md §5)."""
    if not rules.annonces:
        return []
    high_ace, high_nine = (110, 140) if rules.carre_values == "trump_value" else (100, 150)
    out = [
        (_("Séquences"), _("Tierce (3 cartes qui se suivent dans une couleur) : {tierce} ; cinquante (4 cartes) : "
                           "50 ; cent (5 cartes ou plus) : 100. Ordre des cartes : 7 8 9 10 valet dame roi as.").format(
            tierce=rules.tierce_points)),
        (_("Carrés"), _("Carré de valets : 200 ; de 9 : {nines} ; d’as : {aces} ; de 10, de rois ou de dames : 100 "
                        "(les carrés de 7 et de 8 ne comptent pas).").format(nines=high_nine, aces=high_ace)
         + (_(" À sans-atout : carré d’as 200, de 10 150, de rois, dames, valets ou 9 : 100.")
            if "sans_atout" in rules.trump_modes else "")),
        (_("Qui marque"), _("Seul le camp qui a l’annonce la plus forte marque ses annonces (toutes) ; les autres "
                            "camps ne marquent pas les leurs. La belote compte toujours, à part.")),
        (_("La plus forte"), _("D’abord la plus grande valeur ; à valeur égale, un carré passe avant une séquence ; "
                               "puis la séquence la plus longue ; puis la plus haute ; puis celle qui est à l’atout. "
                               "Encore à égalité : personne ne marque d’annonce.")),
    ]
    return out


def contract_rules(rules: HouseRules) -> list[tuple[str, str]]:
    """How a contrée contract is bid and doubled under these rules (SCORING.md §10); none in classic.  How it is
    scored is the « Contrat » row of the rules in force (:func:`belote_club.rules.wording.describe_rules`)."""
    if not rules.contree:
        return []
    return [
        (_("Enchères"), _("Chaque joueur à son tour annonce un contrat plus haut que le dernier, ou passe : de 80 à "
                          "{high}, de 10 en 10, avec sa couleur d’atout, ou capot (faire tous les plis : il vaut "
                          "{capot} points). Le dernier contrat fait l’atout ; le camp qui l’a annoncé est le "
                          "preneur. Si tout le monde passe, on redonne.").format(
            high=rules.max_bid, capot=number(rules.capot_bid_points))),
        (_("Contre"), _("Un adversaire peut contrer (coincher) le dernier contrat : les points de la donne sont "
                        "doublés ; le preneur peut alors surcontrer (surcoincher) : ils sont quadruplés.")),
    ]


def _red_suits(markup: str) -> str:
    for suit in RED_SUITS:
        sign = SUIT_SIGNS[suit]
        markup = markup.replace(sign, f'<font color="#b3261e">{sign}</font>')
    return markup


def _example_flowables(example: Example, heading: Flowable | None = None) -> Flowable:
    st = sheet_styles()
    body: list[Flowable] = [heading] if heading is not None else []
    body += [Paragraph(esc(example.title), st["h3"]), Paragraph(_red_suits(esc(example.setup)), st["body"])]
    for line in example.lines:
        body.append(Paragraph(f"→ {esc(line)}", st["example"]))
    total = ", ".join(f"{name} {number(p)}" for name, p in zip(example.names, example.points, strict=True))
    label = _("{label} :").format(label=esc(example.total_text))
    body.append(Paragraph(f"<b>{label}</b> {esc(total)}.", st["body"]))
    body.append(Spacer(1, 1.5 * mm))
    return KeepTogether(body)


def _section(title: str, *, markup: bool = False) -> list[Flowable]:
    """A section heading kept with the first rows of the table below it (a « keep with next » heading would
    carry a whole long table to the next page, leaving this one empty)."""
    heading = ParagraphStyle("rs_h2", parent=styles()["h2"], keepWithNext=0)
    return [CondPageBreak(35 * mm), Paragraph(title if markup else esc(title), heading)]


def rules_story(rules: HouseRules, event: EventInfo | None, concours: ConcoursRules | None = None) -> list[Flowable]:
    story: list[Flowable] = [para(_(TITLE), "title")]
    sub = []
    if event is not None:
        sub.append(event.name)
        if event.date:
            sub.append(french_date(event.date))
        if event.club:
            sub.append(event.club)
        if event.venue:
            sub.append(event.venue)
    preset = preset_matching(rules)
    sub.append(_("préréglage « {title} »").format(title=get_preset(preset).title) if preset
               else _("règles maison"))
    story.append(para(" · ".join(p for p in sub if p), "subtitle"))
    story += [*_section(_("Règles en vigueur")), _rules_table(rules)]
    if concours is not None and concours.lines:
        story += [*_section(_("Règlement du concours")), _two_columns(list(concours.lines))]
    story += [*_section(_red_suits(esc(_("Le jeu de la carte ♠ ♥ ♦ ♣"))), markup=True),
              _two_columns(play_rules(rules), first=28 * mm)]
    story.append(Spacer(1, 2 * mm))
    story.append(KeepTogether([_cards_table(rules), Spacer(1, 1 * mm),
                               Paragraph(esc(_cards_note(rules)), sheet_styles()["body"])]))
    contract = contract_rules(rules)
    if contract:
        story += [*_section(_("Les enchères (contrée)")), _two_columns(contract, first=28 * mm)]
    annonces = annonces_rules(rules)
    if annonces:
        story += [*_section(_("Les annonces")), _two_columns(annonces, first=28 * mm)]
    heading = para(_("Exemples de donnes, comptées selon ces règles"), "h2")
    for i, example in enumerate(examples(rules)):
        story.append(_example_flowables(example, heading if i == 0 else None))
    return story


@collector_paused
def render_rules_sheet(
    rules: HouseRules,
    out: str | Path | BinaryIO | None = None,
    *,
    event: EventInfo | None = None,
    concours: ConcoursRules | None = None,
) -> tuple[bytes | None, int]:
    """Render the house-rule sheet (with the concours' own rules when given).  Returns ``(pdf bytes if out is
    None, page count)``."""
    info = DocumentInfo(
        title=_(TITLE),
        tournament=event.name if event else "",
        club=event.club if event else "",
        date=event.date if event else None,
    )
    return build_pdf(out, rules_story(rules, event, concours), info)
