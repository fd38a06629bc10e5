"""Annonces (declarations other than belote): values and strength (SCORING.md §5)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from belote_club.rules.house_rules import HouseRules

RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
RANK_INDEX = {rank: i for i, rank in enumerate(RANKS)}
SUITS = ("hearts", "spades", "diamonds", "clubs")
KINDS = ("tierce", "cinquante", "cent", "carre")
SEQUENCE_LENGTHS = {"tierce": (3, 3), "cinquante": (4, 4), "cent": (5, 8)}


class Annonce(NamedTuple):
    """One validated declaration."""

    camp: int
    kind: str
    high: str
    suit: str | None
    length: int


def annonce_value(rules: HouseRules, annonce: Annonce, trump: str | None) -> int:
    """Points of one declaration in a deal of the given trump."""
    kind = annonce.kind
    if kind == "tierce":
        return rules.tierce_points
    if kind == "cinquante":
        return 50
    if kind == "cent":
        return 100
    high = annonce.high
    if trump == "sans_atout":
        return {"A": 200, "10": 150}.get(high, 100)
    if high == "J":
        return 200
    if high == "9":
        return 140 if rules.carre_values == "trump_value" else 150
    if high == "A" and rules.carre_values == "trump_value":
        return 110
    return 100


def _strength(rules: HouseRules, annonce: Annonce, trump: str | None) -> tuple[int, int, int, int, int]:
    is_carre = annonce.kind == "carre"
    in_trump = (not is_carre) and trump is not None and annonce.suit == trump
    return (
        annonce_value(rules, annonce, trump),
        1 if is_carre else 0,
        0 if is_carre else annonce.length,
        RANK_INDEX[annonce.high],
        1 if in_trump else 0,
    )


def counted_annonces(
    rules: HouseRules, annonces: Sequence[Annonce], trump: str | None, camps: int
) -> tuple[list[int], int | None]:
    """``a[i]`` per camp and the camp that counts (None when nobody does).

    Only the camp holding the single strongest declaration counts, and it counts all of its
    declarations.  Two camps whose strongest declarations are equal cancel each other: nobody counts.
    """
    out = [0] * camps
    if not annonces:
        return out, None
    if len(annonces) == 1:  # the common case: one declaration, it counts
        only = annonces[0]
        out[only.camp] = annonce_value(rules, only, trump)
        return out, only.camp
    best: list[tuple[int, int, int, int, int] | None] = [None] * camps
    totals = [0] * camps
    for annonce in annonces:
        strength = _strength(rules, annonce, trump)
        current = best[annonce.camp]
        if current is None or strength > current:
            best[annonce.camp] = strength
        totals[annonce.camp] += strength[0]
    ranked = sorted((s, camp) for camp, s in enumerate(best) if s is not None)
    top_strength, top_camp = ranked[-1]
    if len(ranked) > 1 and ranked[-2][0] == top_strength:
        return out, None
    out[top_camp] = totals[top_camp]
    return out, top_camp
