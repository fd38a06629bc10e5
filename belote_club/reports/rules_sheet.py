"""The house-rule sheet: the rules in force, a reminder of how the cards are played, and worked deals.

The example deals are scored by the engine under these very rules (``Game(..., explain=True)``), so the
sheet can never disagree with what the scorer computes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Spacer, Table, TableStyle

from belote_club.reports.base import (
    ACCENT,
    HEADER_FILL,
    RULE,
    DocumentInfo,
    build_pdf,
    esc,
    num,
    para,
    styles,
)
from belote_club.reports.data import EventInfo
from belote_club.reports.fonts import CONDENSED, CONDENSED_BOLD, SANS_BOLD
from belote_club.rules import Game, HouseRules, Outcome, preset_matching
from belote_club.rules.presets import get_preset
from belote_club.rules.wording import describe_rules
from belote_club.text import french_date

SUIT_SIGNS = {"spades": "♠", "hearts": "♥", "diamonds": "♦", "clubs": "♣"}
SUIT_NAMES = {"spades": "pique", "hearts": "cœur", "diamonds": "carreau", "clubs": "trèfle",
              "sans_atout": "sans-atout", "tout_atout": "tout-atout"}
RED_SUITS = ("hearts", "diamonds")

OUTCOME_TITLES = {
    Outcome.MADE: "Contrat rempli",
    Outcome.DEDANS: "Preneur dedans",
    Outcome.LITIGE: "Litige",
    Outcome.CAPOT: "Capot",
    Outcome.CAPOT_AGAINST: "Capot de la défense",
    Outcome.PENALTY: "Pénalité",
    Outcome.PASSED: "Donne passée",
}

PLAY = (
    ("Fournir", "On doit jouer la couleur demandée par le premier joueur du pli (l’entame) si on en a."),
    ("Couper", "Si on n’a pas la couleur demandée, on doit jouer atout (couper), sauf si son partenaire est "
               "maître du pli : on joue alors la carte de son choix."),
    ("Monter", "À l’atout, on doit toujours jouer plus fort que le plus fort atout déjà posé si on le peut, même "
               "sur son partenaire ; sur une coupe adverse, on doit surcouper si on le peut."),
    ("Pisser", "Si on ne peut ni fournir ni monter, on joue un atout plus faible (on « pisse ») ou, si on n’a "
               "plus d’atout, on se défausse d’une carte quelconque."),
    ("Dix de der", "Le camp qui fait le dernier pli marque 10 points de plus : une donne vaut 152 points de "
                   "cartes plus 10, soit 162."),
)

TRUMP_VALUES = (("Valet", 20), ("9", 14), ("As", 11), ("10", 10), ("Roi", 4), ("Dame", 3), ("8", 0), ("7", 0))
PLAIN_VALUES = (("As", 11), ("10", 10), ("Roi", 4), ("Dame", 3), ("Valet", 2), ("9", 0), ("8", 0), ("7", 0))


@dataclass(frozen=True)
class Example:
    title: str
    setup: str
    lines: tuple[str, ...]
    points: tuple[int, ...]
    names: tuple[str, ...]


def _camp_names(rules: HouseRules) -> tuple[str, ...]:
    return ("camp A", "camp B", "camp C")[: rules.camps]


def _example_games(rules: HouseRules) -> list[tuple[str, list[dict[str, Any]]]]:
    """(situation, deals) of the examples; the last deal of each is the one shown."""
    if rules.camps == 3:
        games: list[tuple[str, list[dict[str, Any]]]] = [
            ("made", [{"taker": 0, "trump": "hearts", "points": [83, 48, 31], "belote": [0]}]),
            ("dedans", [{"taker": 0, "trump": "spades", "points": [52, 78, 32], "belote": [0]}]),
            ("litige", [{"taker": 0, "trump": "clubs", "points": [66, 66, 30]}]),
            ("capot", [{"taker": 2, "trump": "diamonds", "points": [0, 0, 162], "capot": 2, "belote": [2]}]),
        ]
    else:
        games = [
            ("made", [{"taker": 0, "trump": "hearts", "points": [94, 68], "belote": [0]}]),
            ("dedans", [{"taker": 0, "trump": "spades", "points": [68, 94], "belote": [0]}]),
            ("litige", [{"taker": 0, "trump": "clubs", "points": [81, 81]},
                        {"taker": 1, "trump": "diamonds", "points": [57, 105], "belote": [1]}]),
            ("capot", [{"taker": 1, "trump": "hearts", "points": [0, 162], "capot": 1, "belote": [1]}]),
        ]
    if rules.annonces:
        games.insert(1, ("annonces", [{
            "taker": 1, "trump": "spades", "points": [70, 92] + [0] * (rules.camps - 2),
            "annonces": [{"camp": 1, "kind": "tierce", "high": "K", "suit": "hearts", "length": 3},
                         {"camp": 0, "kind": "tierce", "high": "10", "suit": "clubs", "length": 3}],
        }]))
        if rules.camps == 3:
            games[1][1][0]["points"] = [50, 80, 32]
    return games


def _trump_text(trump: str | None) -> str:
    if trump is None:
        return ""
    if trump in SUIT_SIGNS:
        return f"à {SUIT_NAMES[trump]} {SUIT_SIGNS[trump]}"
    return f"à {SUIT_NAMES[trump]}"


def _setup(deal: Mapping[str, Any], names: Sequence[str]) -> str:
    taker = names[deal["taker"]]
    parts = [f"Le {taker} prend {_trump_text(deal.get('trump'))}."]
    points = deal["points"]
    tricks = ", ".join(f"{names[i]} {num(p)}" for i, p in enumerate(points))
    parts.append(f"Points des plis (dix de der compris) : {tricks}.")
    if deal.get("capot") is not None:
        parts.append(f"Le {names[deal['capot']]} fait tous les plis.")
    for camp in deal.get("belote", ()):
        parts.append(f"Le {names[camp]} a la belote.")
    for annonce in deal.get("annonces", ()):
        parts.append(f"Le {names[annonce['camp']]} annonce une tierce au {_rank(annonce['high'])}.")
    return " ".join(parts)


def _rank(rank: str) -> str:
    return {"J": "valet", "Q": "dame", "K": "roi", "A": "as"}.get(rank, rank)


def examples(rules: HouseRules) -> list[Example]:
    """The worked deals of the sheet, scored by the engine under ``rules``."""
    names = _camp_names(rules)
    out: list[Example] = []
    seen: set[str] = set()
    for situation, deals in _example_games(rules):
        game = Game(rules, explain=True, camp_names=names)
        results = [game.add(deal) for deal in deals]
        last = results[-1]
        title = OUTCOME_TITLES[last.outcome]
        if situation == "annonces":
            title = "Annonces"
        elif last.outcome == Outcome.MADE and deal_has(deals[-1], "belote"):
            title = "Contrat rempli avec belote"
        if situation == "litige" and len(deals) == 2:
            first = results[0]
            title = f"{OUTCOME_TITLES[first.outcome]}, puis donne suivante"
            setup = (f"Donne 1 : {_setup(deals[0], names)} Donne 2 : {_setup(deals[1], names)}")
            lines = tuple(f"Donne 1 — {line}" for line in first.explanation) + tuple(
                f"Donne 2 — {line}" for line in last.explanation)
            points = tuple(a + b for a, b in zip(first.points, last.points, strict=True))
        else:
            setup = _setup(deals[-1], names)
            lines = last.explanation
            points = last.points
        if title in seen:
            title = f"{title} ({situation})"
        seen.add(title)
        out.append(Example(title, setup, lines, points, names))
    return out


def deal_has(deal: Mapping[str, Any], key: str) -> bool:
    return bool(deal.get(key))


def _rules_table(rules: HouseRules) -> Table:
    s = styles()
    grouped: dict[str, list[str]] = {}
    for title, sentence in describe_rules(rules):
        grouped.setdefault(title, []).append(sentence)
    data = []
    for title, sentences in grouped.items():
        cell: list[Flowable] = [para(sentence, "small") for sentence in sentences]
        data.append([para(title, "th"), cell])
    table = Table(data, colWidths=[34 * mm, None], hAlign="LEFT")
    table.setStyle(TableStyle([
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LINEBELOW", (0, 0), (-1, -2), 0.4, RULE),
        ("TOPPADDING", (0, 0), (-1, -1), 2.2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2.4),
        ("LEFTPADDING", (0, 0), (-1, -1), 2),
    ]))
    del s
    return table


def _cards_table() -> Table:
    header = ["Atout", "", "", "Hors atout", ""]
    rows = [header]
    for (trump_card, trump_value), (plain_card, plain_value) in zip(TRUMP_VALUES, PLAIN_VALUES, strict=True):
        rows.append([trump_card, str(trump_value), "", plain_card, str(plain_value)])
    rows.append(["Total", "62", "", "Total", "30"])
    table = Table(rows, colWidths=[17 * mm, 9 * mm, 4 * mm, 19 * mm, 9 * mm], hAlign="RIGHT")
    table.setStyle(TableStyle([
        ("FONT", (0, 0), (-1, -1), CONDENSED, 8.5),
        ("FONT", (0, 0), (-1, 0), SANS_BOLD, 8),
        ("FONT", (0, -1), (-1, -1), CONDENSED_BOLD, 8.5),
        ("TEXTCOLOR", (0, 0), (-1, 0), ACCENT),
        ("BACKGROUND", (0, 0), (1, 0), HEADER_FILL),
        ("BACKGROUND", (3, 0), (4, 0), HEADER_FILL),
        ("ALIGN", (1, 0), (1, -1), "RIGHT"),
        ("ALIGN", (4, 0), (4, -1), "RIGHT"),
        ("LINEABOVE", (0, -1), (1, -1), 0.5, ACCENT),
        ("LINEABOVE", (3, -1), (4, -1), 0.5, ACCENT),
        ("TOPPADDING", (0, 0), (-1, -1), 0.8),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8),
    ]))
    return table


def _play_section() -> list[Flowable]:
    rows = [[para(word, "th"), para(text, "small")] for word, text in PLAY]
    play = Table(rows, colWidths=[20 * mm, None], hAlign="LEFT")
    play.setStyle(TableStyle([
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("TOPPADDING", (0, 0), (-1, -1), 1.2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2),
        ("LEFTPADDING", (0, 0), (-1, -1), 2),
    ]))
    cards = _cards_table()
    both = Table([[play, cards]], colWidths=[None, 62 * mm], hAlign="LEFT")
    both.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                              ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    return [para(_red_suits(esc("Le jeu de la carte ♠ ♥ ♦ ♣")), "h2", markup=True), both]


def _red_suits(markup: str) -> str:
    for suit in RED_SUITS:
        sign = SUIT_SIGNS[suit]
        markup = markup.replace(sign, f'<font color="#b3261e">{sign}</font>')
    return markup


def _example_flowables(example: Example, heading: Flowable | None = None) -> Flowable:
    body: list[Flowable] = [heading] if heading is not None else []
    body += [para(example.title, "h3"), para(_red_suits(esc(example.setup)), "small", markup=True)]
    for line in example.lines:
        body.append(para(f"→ {line}", "italic"))
    total = ", ".join(f"{name} {num(p)}" for name, p in zip(example.names, example.points, strict=True))
    body.append(para(f"<b>Au total :</b> {esc(total)}.", "small", markup=True))
    body.append(Spacer(1, 1.5 * mm))
    return KeepTogether(body)


def rules_story(rules: HouseRules, event: EventInfo | None) -> list[Flowable]:
    story: list[Flowable] = [para("Règles de jeu", "title")]
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
    sub.append(f"préréglage « {get_preset(preset).title} »" if preset else "règles maison")
    story.append(para(" · ".join(sub), "subtitle"))
    story.append(para("Règles en vigueur", "h2"))
    story.append(_rules_table(rules))
    story.extend(_play_section())
    heading = para("Exemples de donnes, comptées selon ces règles", "h2")
    for i, example in enumerate(examples(rules)):
        story.append(_example_flowables(example, heading if i == 0 else None))
    return story


def render_rules_sheet(
    rules: HouseRules,
    out: str | Path | BinaryIO | None = None,
    *,
    event: EventInfo | None = None,
) -> tuple[bytes | None, int]:
    """Render the house-rule sheet.  Returns ``(pdf bytes if out is None, page count)``."""
    info = DocumentInfo(
        title="Règles de jeu",
        tournament=event.name if event else "",
        club=event.club if event else "",
        date=event.date if event else None,
    )
    return build_pdf(out, rules_story(rules, event), info)
