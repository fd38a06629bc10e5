"""The deal as entered: the JSON object of SCORING.md §2 (and §10.2), typed.

This is what every layer carries from the parsers (the score sheet's quick-entry line, the table API's
JSON, ``belote-club score``'s file) to storage and back: a plain ``dict`` (stored and exported as it is,
so a key added here flows through every layer without a change there), described for the type checker.
Its values are checked where it is scored (:func:`belote_club.rules.deal.parse_deal`, which gives the
engine's own :class:`~belote_club.rules.deal.Deal`); a second scoring family is a key (contrée's
``bid``), not another type.
"""

from __future__ import annotations

from typing import Literal, TypedDict


class AnnonceData(TypedDict, total=False):
    """One declaration (SCORING.md §5): ``{"camp": 0, "kind": "tierce", "high": "K", "suit": "hearts"}``."""

    camp: int
    kind: str
    high: str
    suit: str
    length: int


class PenaltyData(TypedDict):
    """A renonce or a fausse donne of ``camp``."""

    kind: str
    camp: int


class BidData(TypedDict, total=False):
    """Contrée's contract (SCORING.md §10.2): ``{"value": 110, "contre": 1}``; ``value`` 80 to ``max_bid`` or
    ``"capot"``, ``contre`` 0, 1 (contré) or 2 (surcontré)."""

    value: int | Literal["capot"]
    contre: int


class DealData(TypedDict, total=False):
    """One deal as entered (SCORING.md §2): every key optional, as the contract has it."""

    passed: bool
    taker: int | None
    trump: str | None
    points: list[int] | None
    capot: int | None
    belote: list[int] | None
    late_belote: list[int] | None
    annonces: list[AnnonceData] | None
    penalty: PenaltyData | None
    bid: BidData

