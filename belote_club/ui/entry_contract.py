"""Quick entry of a contrée deal (SCORING.md §10): the contract and the contre before the points.

A contrée line is the taker's camp, the contract, then what a classic line says after the camp
(:mod:`.entry_syntax`: the taker's trick points, ``b`` belote, ``c`` capot…)::

    1 110 95       camp 1 bid 110 and made 95 trick points       (also typed 1110 95)
    1 110 co 95 b  … at hearts (co pi ca tr, when the club records the suit), with belote
    2 80 x 90      camp 2 bid 80, contré (x), made 90             2 80 xx 90   surcontré (xx)
    1 cap c        camp 1 bid capot and made it                   1 cap 120    … and failed it
    1 100 x2       the contract in play when camp 2 revoked (penalty; the contract optional: x2)
    p              all passed

``x`` and ``xx`` are a contre only when no digit follows (``x2`` stays camp 2's renonce).  :func:`parse_line`
reads a line of either family (the context says which), :func:`format_line` writes a deal back, and
:func:`help_lines` gives the F1 reminder of the family in force.
"""

from __future__ import annotations

import re
from typing import Literal, cast

from belote_club.rules import HouseRules
from belote_club.rules.deal_data import BidData, DealData
from belote_club.ui.entry_syntax import (
    HELP_LINES,
    SUIT_LETTERS,
    EntryContext,
    EntryError,
    format_deal,
    parse_entry,
)
from belote_club.ui.translation import QT_TR_NOOP, tr

_CONTRACT = re.compile(
    r"""\s*(?P<camp>\d)\s*(?P<value>capot|cap|\d+)(?!\d)\s*(?P<suit>co|pi|ca|tr|sa|ta)?\s*
        (?:(?P<contre>xx|x)(?![\dx]))?""",
    re.VERBOSE,
)
_MISSING_POINTS = QT_TR_NOOP("points du preneur manquants : tapez par exemple 195")

CONTRACT_HELP_LINES = (
    ("1 110 95", QT_TR_NOOP("le camp 1 annonce 110 et fait 95 (aussi 1110 95)")),
    ("1 110 co 95", QT_TR_NOOP("… à cœur (co pi ca tr), si le club note la couleur")),
    ("2 80 x 90 / 2 80 xx 90", QT_TR_NOOP("contré / surcontré")),
    ("1 110 95 b / b2", QT_TR_NOOP("belote-rebelote du preneur / du camp 2")),
    ("1 cap c / 1 cap 120", QT_TR_NOOP("capot annoncé et fait / chuté")),
    ("1 110 c / 1 110 c2", QT_TR_NOOP("capot du preneur / capot de la défense")),
    ("p", QT_TR_NOOP("tout le monde a passé")),
    ("x2 / 1 100 x2", QT_TR_NOOP("renonce du camp 2 (le contrat en jeu en plus)")),
    ("a2tRco", QT_TR_NOOP("annonce du camp 2 : tierce au roi de cœur (q cinquante, c cent, k carré)")),
)


def entry_context(rules: HouseRules) -> EntryContext:
    """What the quick-entry line of a game under ``rules`` reads."""
    return EntryContext(rules.camps, rules.trump_modes, rules.annonces, rules.contree, rules.max_bid)


def help_lines(context: EntryContext) -> tuple[tuple[str, str], ...]:
    """The F1 reminder's lines (example, untranslated meaning) for the family of ``context``."""
    return CONTRACT_HELP_LINES if context.contract else HELP_LINES


def placeholder(context: EntryContext) -> str:
    """The empty entry line's hint, in the syntax of the family of ``context`` (translated)."""
    if context.contract:
        return tr("1 110 95 puis Entrée — p : passe — 1 cap c : capot")
    return tr("195 puis Entrée — p : passe — 1c : capot")


_CLASSIC = EntryContext()


def parse_line(text: str, context: EntryContext = _CLASSIC) -> DealData:
    """Read one line into a deal: :func:`.entry_syntax.parse_entry`'s, with its ``bid`` in contrée."""
    if not context.contract:
        return parse_entry(text, context)
    source = text.strip()
    line = source.lower()
    if len(line) != len(source):
        source = line
    match = _CONTRACT.match(line)
    if match is None:
        deal = parse_entry(text, context)
        if "passed" in deal or ("penalty" in deal and "taker" not in deal):
            return deal
        raise EntryError(tr("contrat manquant : tapez le camp du preneur, le contrat puis ses points : 1 110 95"))
    bid = _bid(match, source[match.start("value"):match.end("value")], context)
    rest = source[match.end():]
    tripled = re.match(r"\s*(x{3,})(?!\d)", rest)
    if tripled:  # not « une seule pénalité par donne »: the x of a contre were meant
        raise EntryError(tr("contre : x (contré) ou xx (surcontré)"), tripled[1])
    if match["suit"]:
        rest = f"{source[match.start('suit'):match.end('suit')]} {rest}"
    try:
        deal = parse_entry(f"{match['camp']} {rest}", context)
    except EntryError as error:
        if error.reason == tr(_MISSING_POINTS):
            raise EntryError(tr("points du preneur manquants : tapez le contrat puis les points, par exemple 1 110 95")) from None
        raise
    if deal.get("late_belote"):
        raise EntryError(tr("pas de belote réclamée au décompte en contrée : notez-la b avec la donne"))
    deal["bid"] = bid
    return deal


def _bid(match: re.Match[str], typed: str, context: EntryContext) -> BidData:
    value: int | Literal["capot"]
    if match["value"].startswith("cap"):
        value = "capot"
    else:
        value = int(match["value"])
        if value % 10 or not 80 <= value <= context.max_bid:
            raise EntryError(tr("contrat impossible : de 80 à {high} de 10 en 10, ou cap (capot) ; "
                                "tapez le camp, le contrat puis les points : 1 110 95").format(high=context.max_bid), typed)
    return {"value": value, "contre": len(match["contre"] or "")}


def format_line(deal: DealData) -> str:
    """Write a deal back in the quick-entry syntax of its family (a deal with a ``bid`` is a contrée deal)."""
    bid = deal.get("bid")
    taker = deal.get("taker")
    if not bid or taker is None:
        return format_deal(cast(DealData, {key: value for key, value in deal.items() if key != "bid"}))
    rest = cast(DealData, {key: value for key, value in deal.items() if key not in ("bid", "trump")})
    tail = format_deal(rest)[len(str(taker + 1)):].strip()
    parts = [str(taker + 1), "cap" if bid["value"] == "capot" else str(bid["value"])]
    trump = deal.get("trump")
    if trump:
        parts.append({"sans_atout": "sa", "tout_atout": "ta"}.get(trump) or SUIT_LETTERS[trump])
    if bid.get("contre"):
        parts.append("x" * bid["contre"])
    if tail:
        parts.append(tail)
    return " ".join(parts)
