"""Entry fees, the pot and the prizes of a concours (PRIZES.md): pure computation over integer cents.

Stored facts (the prize rules, each payment, refund and prize paid out) come in; everything else — what each
team owes, the pot, each place's money, the shares of a shared rank, the remainder, the balance — is
computed here, never stored.  No floating point anywhere: every division is a floor division of integers.

- :class:`PrizeRules` reads and checks the rules' JSON object (§1): unknown keys and bad values are refused
  with a :class:`PrizeRulesError` naming the key; :meth:`PrizeRules.to_dict` writes every default filled in.
- :func:`fee_due` is what one team (player in mêlée) owes, members' fee included.
- :func:`place_money` is the money of each place; :func:`compute` the whole sheet (:class:`PrizeSheet`):
  rows in the standings' printed order, then the entrants that never played.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from belote_club.i18n import N_
from belote_club.i18n import gettext as _

from .errors import TournamentError

__all__ = [
    "KINDS", "MEANS", "MEANS_LABELS", "ROUNDINGS", "CashEntry", "Entry", "PrizeRow", "PrizeRules", "PrizeRulesError", "PrizeSheet",
    "compute", "fee_due", "owed", "place_money", "shared_ranks",
]

#: The means of payment, in the order the treasurer's sheet lists them.
MEANS = ("cash", "cheque", "card", "transfer")
#: Their names for a club member (message ids: translate where shown).
MEANS_LABELS: Mapping[str, str] = {
    "cash": N_("espèces"), "cheque": N_("chèque"), "card": N_("carte"), "transfer": N_("virement"),
}
#: What ``round_to_cents`` may be.
ROUNDINGS = (1, 50, 100, 500, 1000)
SPLIT_TYPES = ("percent", "amounts")
REMAINDERS = ("club", "first")
TIES = ("share", "tie_break")
#: A bound on any amount (ten million euros): far above any concours, far below what a database integer holds.
MAX_CENTS = 1_000_000_000
MAX_LOTS = 10_000
MAX_LOT_LENGTH = 200

#: What a movement of the cash box is: a fee received, a refund, a prize paid out.
KINDS = ("payment", "refund", "prize")

KEYS = ("fee_cents", "member_fee_cents", "pot_percent", "added_cents", "split", "round_to_cents", "remainder",
        "lots", "ties")


@dataclass(frozen=True)
class CashEntry:
    """One stored movement of a concours' cash box, for one registration (a team, a player in mêlée)."""

    kind: str
    registration_id: int
    amount_cents: int
    means: str | None = None
    lot: str | None = None
    when: dt.datetime | None = None
    tournament_id: int | None = None
    id: int | None = None


class PrizeRulesError(TournamentError):
    """Prize rules that cannot be used; the message names the key (``key``)."""

    def __init__(self, message: str, key: str) -> None:
        super().__init__(message)
        self.key = key


def _refuse(key: str, expected: str, value: object) -> PrizeRulesError:
    if isinstance(value, str):
        shown = _("« {value} »").format(value=value)
    else:
        try:
            shown = json.dumps(value, ensure_ascii=False)  # as it was written: 14.5, true, null, [50, 60]
        except (TypeError, ValueError):
            shown = repr(value)
    if len(shown) > 40:
        shown = shown[:37] + "…"
    return PrizeRulesError(_("Règles des prix, « {key} » : {expected} (reçu : {value}).").format(
        key=key, expected=expected, value=shown), key)


def _whole(data: Mapping[str, Any], key: str, default: int, low: int, high: int, *, name: str | None = None) -> int:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        if high >= MAX_CENTS:
            expected = _("un nombre entier positif ou nul est attendu") if low == 0 else \
                _("un nombre entier d’au moins {low} est attendu").format(low=low)
        else:
            expected = _("un nombre entier de {low} à {high} est attendu").format(low=low, high=high)
        raise _refuse(name or key, expected, value)
    return value


def _choice(data: Mapping[str, Any], key: str, choices: Sequence[str]) -> str:
    value = data.get(key, choices[0])
    if not isinstance(value, str) or value not in choices:
        raise _refuse(key, _("une de ces valeurs est attendue : {choices}").format(
            choices=", ".join(_("« {value} »").format(value=c) for c in choices)), value)
    return value


@dataclass(frozen=True)
class PrizeRules:
    """The prize rules of a concours (PRIZES.md §1), every default filled in; amounts in cents."""

    fee_cents: int = 0
    member_fee_cents: int | None = None
    pot_percent: int = 100
    added_cents: int = 0
    split_type: str = "percent"
    #: ``shares`` (percentages) or ``amounts`` (cents) by place, the first for the 1st.
    split: tuple[int, ...] = ()
    round_to_cents: int = 100
    remainder: str = "club"
    lots: tuple[str, ...] = ()
    ties: str = "share"

    @classmethod
    def from_dict(cls, data: object) -> PrizeRules:
        """The rules of the JSON object ``data``; :class:`PrizeRulesError` naming the key for anything wrong."""
        if not isinstance(data, Mapping):
            raise PrizeRulesError(_("Les règles des prix sont un objet JSON (des clés et leurs valeurs)."), "rules")
        for key in data:
            if key not in KEYS:
                raise PrizeRulesError(_("Règles des prix : clé inconnue « {key} » (possibles : {keys}).").format(
                    key=key, keys=", ".join(KEYS)), str(key))
        fee = _whole(data, "fee_cents", 0, 0, MAX_CENTS)
        member_fee: int | None = None
        if data.get("member_fee_cents") is not None:
            member_fee = _whole(data, "member_fee_cents", 0, 0, fee)
        split_type, split = _split(data.get("split", {"type": "percent", "shares": []}))
        lots = data.get("lots", [])
        if not isinstance(lots, list) or len(lots) > MAX_LOTS:
            raise _refuse("lots", _("une liste de textes est attendue"), lots)
        for lot in lots:
            if not isinstance(lot, str) or len(lot) > MAX_LOT_LENGTH or any(c < " " for c in lot):
                raise _refuse("lots", _("chaque lot est un texte d’une ligne d’au plus {limit} caractères").format(
                    limit=MAX_LOT_LENGTH), lot)
        round_to = data.get("round_to_cents", 100)
        if isinstance(round_to, bool) or round_to not in ROUNDINGS:
            raise _refuse("round_to_cents", _("une de ces valeurs est attendue : {choices}").format(
                choices=", ".join(str(r) for r in ROUNDINGS)), round_to)
        return cls(
            fee_cents=fee,
            member_fee_cents=member_fee,
            pot_percent=_whole(data, "pot_percent", 100, 0, 100),
            added_cents=_whole(data, "added_cents", 0, 0, MAX_CENTS),
            split_type=split_type,
            split=split,
            round_to_cents=round_to,
            remainder=_choice(data, "remainder", REMAINDERS),
            lots=tuple(lot.strip() for lot in lots),
            ties=_choice(data, "ties", TIES),
        )

    def to_dict(self) -> dict[str, Any]:
        """The JSON object of the rules, every key present (PRIZES.md §1)."""
        values = "shares" if self.split_type == "percent" else "amounts"
        return {
            "fee_cents": self.fee_cents,
            "member_fee_cents": self.member_fee_cents,
            "pot_percent": self.pot_percent,
            "added_cents": self.added_cents,
            "split": {"type": self.split_type, values: list(self.split)},
            "round_to_cents": self.round_to_cents,
            "remainder": self.remainder,
            "lots": list(self.lots),
            "ties": self.ties,
        }


def _split(value: object) -> tuple[str, tuple[int, ...]]:
    if not isinstance(value, Mapping):
        raise _refuse("split", _("un objet « type » et « shares » ou « amounts » est attendu"), value)
    kind = value.get("type", "percent")
    if kind not in SPLIT_TYPES:
        raise _refuse("split.type", _("« percent » ou « amounts » est attendu"), kind)
    values_key = "shares" if kind == "percent" else "amounts"
    for key in value:
        if key not in ("type", values_key):
            raise PrizeRulesError(_("Règles des prix : clé inconnue « split.{key} » (possibles : type, {values}).")
                                  .format(key=key, values=values_key), f"split.{key}")
    values = value.get(values_key, [])
    name = f"split.{values_key}"
    if not isinstance(values, list) or len(values) > MAX_LOTS:
        raise _refuse(name, _("une liste de nombres entiers est attendue"), values)
    high = 100 if kind == "percent" else MAX_CENTS
    checked = tuple(_whole({values_key: v}, values_key, 0, 0, high, name=name) for v in values)
    if kind == "percent" and sum(checked) > 100:
        raise PrizeRulesError(_("Règles des prix, « {key} » : les pourcentages font {total} %, plus de 100 %.").format(
            key=name, total=sum(checked)), name)
    return kind, checked


def fee_due(rules: PrizeRules, members: Sequence[bool]) -> int:
    """The fee of one team (its two players' member flags) or one player (mêlée: one flag): with a members'
    fee, a team owes the floor of the mean of its players' fees."""
    if rules.member_fee_cents is None or not members:
        return rules.fee_cents
    fees = [rules.member_fee_cents if member else rules.fee_cents for member in members]
    if len(fees) == 1:
        return fees[0]
    return sum(fees) // len(fees)


def owed(fee_due_cents: int, paid_cents: int, refunded: bool) -> int:
    """What is still owed: nothing once refunded, else the fee less what was paid (never below nothing)."""
    return 0 if refunded else max(0, fee_due_cents - paid_cents)


def place_money(rules: PrizeRules, pot: int, places: int) -> list[int]:
    """The money of places 1 to ``places`` (PRIZES.md §1), each rounded down to ``round_to_cents``; fixed
    amounts are paid in place order until the pot runs out."""
    step = rules.round_to_cents
    money: list[int] = []
    if rules.split_type == "percent":
        for k in range(places):
            share = rules.split[k] if k < len(rules.split) else 0
            money.append(pot * share // 100 // step * step)
        return money
    left = pot
    for k in range(places):
        amount = rules.split[k] if k < len(rules.split) else 0
        amount = min(amount, left) // step * step
        money.append(amount)
        left -= amount
    return money


@dataclass(frozen=True)
class Entry:
    """One registered team (player in mêlée) as the sheet needs it: ``rank`` ``None`` if it never played;
    ``means`` of its last payment; ``refunded``: a refund was recorded (it owes nothing more)."""

    entrant_id: int
    number: int
    rank: int | None
    fee_due_cents: int
    paid_cents: int = 0
    refunded_cents: int = 0
    refunded: bool = False
    means: str | None = None
    label: str = ""
    #: What was recorded as paid out to it (None: its prize is not handed over yet).
    prize_paid_cents: int | None = None


@dataclass(frozen=True)
class PrizeRow:
    """One line of the sheet: the entry and what it receives (``shared``: its rank is « ex æquo »)."""

    entry: Entry
    prize_cents: int = 0
    lot: str | None = None
    shared: bool = False

    @property
    def owed_cents(self) -> int:
        return owed(self.entry.fee_due_cents, self.entry.paid_cents, self.entry.refunded)


@dataclass(frozen=True)
class PrizeSheet:
    """Every figure of PRIZES.md §3 for one concours."""

    rules: PrizeRules
    fees_due_cents: int
    fees_paid_cents: int
    refunds_cents: int
    paid_by_means: Mapping[str, int]
    pot_cents: int
    remainder_cents: int
    prizes_cents: int
    rows: tuple[PrizeRow, ...] = field(default=())

    @property
    def balance_cents(self) -> int:
        return self.fees_paid_cents - self.refunds_cents - self.prizes_cents

    @property
    def owed_cents(self) -> int:
        return sum(row.owed_cents for row in self.rows)


def shared_ranks(ranks: Sequence[int]) -> list[tuple[int, int]]:
    """``(start, length)`` of each run of equal ranks in ``ranks`` (positions from 0)."""
    groups: list[tuple[int, int]] = []
    start = 0
    while start < len(ranks):
        end = start + 1
        while end < len(ranks) and ranks[end] == ranks[start]:
            end += 1
        groups.append((start, end - start))
        start = end
    return groups


def compute(rules: PrizeRules, entries: Sequence[Entry], paid_by_means: Mapping[str, int]) -> PrizeSheet:
    """The sheet of ``entries``: those with a rank in the standings' printed order (as given), then the others.

    ``paid_by_means``: every payment received by means (refunds not deducted)."""
    ranked = [e for e in entries if e.rank is not None]
    others = [e for e in entries if e.rank is None]
    fees_paid = sum(paid_by_means.get(m, 0) for m in MEANS)
    refunds = sum(e.refunded_cents for e in entries)
    pot = max(0, fees_paid - refunds) * rules.pot_percent // 100 + rules.added_cents
    money = place_money(rules, pot, len(ranked))
    step = rules.round_to_cents
    prizes = [0] * len(ranked)
    shared = [False] * len(ranked)
    for start, length in shared_ranks([e.rank or 0 for e in ranked]):
        if length == 1:
            prizes[start] = money[start]
            continue
        for k in range(start, start + length):
            shared[k] = True
            if rules.ties == "tie_break":
                prizes[k] = money[k]
        if rules.ties == "share":
            each = sum(money[start:start + length]) // length // step * step
            for k in range(start, start + length):
                prizes[k] = each
    remainder = pot - sum(prizes)
    if rules.remainder == "first" and prizes:
        prizes[0] += remainder
    rows = [
        PrizeRow(entry, prizes[k], rules.lots[k] if k < len(rules.lots) else None, shared[k])
        for k, entry in enumerate(ranked)
    ] + [PrizeRow(entry) for entry in others]
    return PrizeSheet(
        rules=rules,
        fees_due_cents=sum(e.fee_due_cents for e in entries),
        fees_paid_cents=fees_paid,
        refunds_cents=refunds,
        paid_by_means={m: paid_by_means.get(m, 0) for m in MEANS},
        pot_cents=pot,
        remainder_cents=remainder,
        prizes_cents=sum(prizes),
        rows=tuple(rows),
    )
