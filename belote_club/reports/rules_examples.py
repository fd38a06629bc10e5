"""The worked deals of the rule sheet, scored by the engine under the rules in force.

Every example is played through :class:`belote_club.rules.Game` with explanations, so the sheet can never
disagree with what the scorer computes.  The deals are chosen for the rules: an ordinary suit when one is
played, else tout-atout or sans-atout (no belote at sans-atout); three camps at three players; annonces
when they count; a whole game ending under Rubicon when Rubicon is played.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from belote_club.i18n import N_
from belote_club.i18n import gettext as _
from belote_club.rules import Bid, Game, HouseRules, Outcome
from belote_club.rules.contree import contract_name
from belote_club.text import number

__all__ = ["Example", "camp_names", "examples", "rubicon_example", "setup_text", "trump_text"]

SUIT_SIGNS = {"spades": "♠", "hearts": "♥", "diamonds": "♦", "clubs": "♣"}
#: Translated where they are shown (``_(SUIT_NAMES[suit])``), as :data:`OUTCOME_TITLES`.
SUIT_NAMES = {"spades": N_("pique"), "hearts": N_("cœur"), "diamonds": N_("carreau"), "clubs": N_("trèfle"),
              "sans_atout": N_("sans-atout"), "tout_atout": N_("tout-atout")}

OUTCOME_TITLES = {
    Outcome.MADE: N_("Contrat rempli"),
    Outcome.DEDANS: N_("Preneur dedans"),
    Outcome.LITIGE: N_("Litige"),
    Outcome.CAPOT: N_("Capot"),
    Outcome.CAPOT_AGAINST: N_("Capot de la défense"),
    Outcome.PENALTY: N_("Pénalité"),
    Outcome.PASSED: N_("Donne passée"),
}
#: The ranks named in a tierce: « une tierce au roi ».
RANK_NAMES = {"J": N_("valet"), "Q": N_("dame"), "K": N_("roi"), "A": N_("as")}


@dataclass(frozen=True)
class Example:
    title: str
    setup: str
    lines: tuple[str, ...]
    points: tuple[int, ...]
    names: tuple[str, ...]
    total_label: str = ""  #: "": « Au total »

    @property
    def total_text(self) -> str:
        """What the total line is called: « Au total », « Points de partie »."""
        return self.total_label or _("Au total")


def camp_names(rules: HouseRules) -> tuple[str, ...]:
    """« camp A », « camp B » (two camps) or « joueur A » … « joueur C » (three players, each for themself)."""
    name = _("joueur {letter}") if rules.camps == 3 else _("camp {letter}")
    return tuple(name.format(letter=letter) for letter in "ABC"[: rules.camps])


def _trump(rules: HouseRules, suit: str) -> str:
    """``suit`` when an ordinary suit is played, else tout-atout, else sans-atout."""
    if "suit" in rules.trump_modes:
        return suit
    return "tout_atout" if "tout_atout" in rules.trump_modes else "sans_atout"


def _adapt(rules: HouseRules, deal: dict[str, Any]) -> dict[str, Any]:
    """The deal with the trump the rules allow; no belote at sans-atout."""
    out = copy.deepcopy(deal)
    if "trump" in out:
        out["trump"] = _trump(rules, out["trump"])
        if out["trump"] == "sans_atout":
            out.pop("belote", None)
    return out


def _example_games(rules: HouseRules) -> list[tuple[str, list[dict[str, Any]]]]:
    """(situation, deals) of the examples; the last deal of each is the one shown."""
    if rules.contree:
        return [(situation, [_adapt(rules, d) for d in deals]) for situation, deals in _contree_games(rules)]
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
        points = [50, 80, 32] if rules.camps == 3 else [70, 92]
        games.insert(1, ("annonces", [{
            "taker": 1, "trump": "spades", "points": points,
            "annonces": [{"camp": 1, "kind": "tierce", "high": "K", "suit": "hearts", "length": 3},
                         {"camp": 0, "kind": "tierce", "high": "10", "suit": "clubs", "length": 3}],
        }]))
    specials = [m for m in ("sans_atout", "tout_atout") if m in rules.trump_modes and "suit" in rules.trump_modes]
    for mode in specials:  # the ordinary examples are at a suit: show each other mode once
        deal: dict[str, Any] = {"taker": 0, "trump": mode, "points": [101, 61] if rules.camps == 2 else [90, 40, 32]}
        if mode == "tout_atout":
            deal["belote"] = [0]
        games.append((mode, [deal]))
    return [(situation, [_adapt(rules, d) for d in deals]) for situation, deals in games]


def _contree_games(rules: HouseRules) -> list[tuple[str, list[dict[str, Any]]]]:
    """Contrée's examples (SCORING.md §10.5): a contract made, a contré made with belote, a failed contract, a
    surcontré failed, a capot bid; with annonces, a contract made by them."""
    games: list[tuple[str, list[dict[str, Any]]]] = [
        ("made", [{"taker": 0, "trump": "hearts", "points": [113, 49], "bid": {"value": 110, "contre": 0}}]),
        ("contre", [{"taker": 0, "trump": "clubs", "points": [90, 72], "belote": [0],
                     "bid": {"value": 80, "contre": 1}}]),
        ("dedans", [{"taker": 0, "trump": "spades", "points": [95, 67], "bid": {"value": 100, "contre": 0}}]),
        ("surcontre", [{"taker": 1, "trump": "diamonds", "points": [77, 85], "bid": {"value": 90, "contre": 2}}]),
        ("capot", [{"taker": 1, "trump": "hearts", "points": [0, 162], "capot": 1, "belote": [1],
                    "bid": {"value": "capot", "contre": 0}}]),
    ]
    if rules.annonces:
        games.insert(1, ("annonces", [{
            "taker": 1, "trump": "spades", "points": [70, 92], "bid": {"value": 100, "contre": 0},
            "annonces": [{"camp": 1, "kind": "tierce", "high": "K", "suit": "hearts", "length": 3}],
        }]))
    return games


def trump_text(trump: str | None) -> str:
    if trump is None:
        return ""
    if trump in SUIT_SIGNS:
        return _("à {suit} {sign}").format(suit=_(SUIT_NAMES[trump]), sign=SUIT_SIGNS[trump])
    return _("à {mode}").format(mode=_(SUIT_NAMES[trump]))


def setup_text(deal: Mapping[str, Any], names: Sequence[str]) -> str:
    """« Le camp A prend à cœur ♥. Points des plis (dix de der compris) : camp A 94, camp B 68. … »"""
    taker = names[deal["taker"]]
    trump = trump_text(deal.get("trump"))
    parts = [(_("Le {taker} prend {trump}.") if trump else _("Le {taker} prend.")).format(taker=taker, trump=trump)]
    bid = deal.get("bid")
    if bid is not None:
        parts.append(_("Contrat : {contract}.").format(contract=contract_name(Bid(bid["value"], bid.get("contre", 0)))))
    tricks = ", ".join(f"{names[i]} {number(p)}" for i, p in enumerate(deal["points"]))
    parts.append(_("Points des plis (dix de der compris) : {tricks}.").format(tricks=tricks))
    if deal.get("capot") is not None:
        parts.append(_("Le {camp} fait tous les plis.").format(camp=names[deal["capot"]]))
    for camp in deal.get("belote", ()):
        parts.append(_("Le {camp} a la belote.").format(camp=names[camp]))
    for annonce in deal.get("annonces", ()):
        parts.append(_("Le {camp} annonce une tierce au {rank}.").format(camp=names[annonce["camp"]],
                                                                           rank=_rank(annonce["high"])))
    return " ".join(parts)


def _rank(rank: str) -> str:
    return _(RANK_NAMES[rank]) if rank in RANK_NAMES else rank


def examples(rules: HouseRules) -> list[Example]:
    """The worked deals of the sheet, scored by the engine under ``rules`` (and the Rubicon game)."""
    names = camp_names(rules)
    out: list[Example] = []
    seen: set[str] = set()
    for situation, deals in _example_games(rules):
        game = Game(rules, explain=True, camp_names=names)
        results = [game.add(deal) for deal in deals]
        last = results[-1]
        title = _(OUTCOME_TITLES[last.outcome])
        if situation == "annonces":
            title = _("Annonces")
        elif situation in ("sans_atout", "tout_atout"):
            title = _("Donne à {mode}").format(mode=_(SUIT_NAMES[situation]))
        elif last.outcome == Outcome.MADE and deals[-1].get("belote"):
            title = _("Contrat rempli avec belote")
        if situation == "litige" and len(deals) == 2:
            first = results[0]
            title = _("{outcome}, puis donne suivante").format(outcome=_(OUTCOME_TITLES[first.outcome]))
            setup = _("Donne 1 : {first} Donne 2 : {second}").format(first=setup_text(deals[0], names),
                                                                     second=setup_text(deals[1], names))
            lines = tuple(_("Donne 1 — {line}").format(line=line) for line in first.explanation) + tuple(
                _("Donne 2 — {line}").format(line=line) for line in last.explanation)
            points = tuple(a + b for a, b in zip(first.points, last.points, strict=True))
        else:
            setup = setup_text(deals[-1], names)
            lines = last.explanation
            points = last.points
        if title in seen:
            title = f"{title} ({situation})"
        seen.add(title)
        out.append(Example(title, setup, lines, points, names))
    rubicon = rubicon_example(rules)
    if rubicon is not None:
        out.append(rubicon)
    return out


def rubicon_example(rules: HouseRules) -> Example | None:
    """A whole game the camp A wins while the others stay far behind: Rubicon, two game points.  None when
    Rubicon is not played (or cannot happen under these rules: simple Rubicon outside target games)."""
    if rules.rubicon == "none" or (rules.rubicon == "simple" and rules.game_end.type != "target"):
        return None
    names = camp_names(rules)
    game = Game(rules, explain=True, camp_names=names)
    points = [120, 42] if rules.camps == 2 else [110, 30, 22]
    trump = _trump(rules, "hearts")
    deal: dict[str, Any] = {"taker": 0, "trump": trump, "points": points}
    deals = 0
    if rules.game_end.type == "open":
        for _deal in range(6):
            game.add(deal)
            deals += 1
        game.close()
    else:
        while not game.finished and deals < 40:
            game.add(deal)
            deals += 1
    result = game.result()
    if not result.finished or result.winner is None or not result.rubicon:
        return None
    totals = ", ".join(f"{n} {number(t)}" for n, t in zip(names, result.totals, strict=True))
    losers = _(" et ").join(names[i] for i in result.rubicon)
    if rules.rubicon == "simple":
        why = _("moins de la moitié des {points} points de la partie").format(points=number(rules.game_end.points))
    else:
        why = _("moins de la moitié des {points} points du gagnant").format(
            points=number(result.totals[result.winner]))
    setup = _("Le {camp} prend à chaque donne ({deals} donnes, points des plis {tricks}). La partie finit sur : "
              "{totals}.").format(camp=names[0], deals=deals, totals=totals,
                                  tricks=", ".join(f"{n} {number(p)}" for n, p in zip(names, points, strict=True)))
    lines = (_("Le {winner} gagne la partie ; le {losers} a {why} : il est sous le Rubicon.").format(
                 winner=names[result.winner], losers=losers, why=why),
             _("Le {winner} marque {points} points de partie au lieu de 1 ; le perdant n’en marque aucun.").format(
                 winner=names[result.winner], points=result.game_points[result.winner]))
    return Example(_("Rubicon : une partie entière"), setup, lines, tuple(result.game_points), names,
                   total_label=_("Points de partie"))
