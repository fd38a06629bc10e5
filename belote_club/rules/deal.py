"""Validation of a deal's input (SCORING.md §2).

:func:`parse_deal` turns the JSON object of a deal into a :class:`Deal`, or raises
:class:`DealError` naming the deal number and the field.  It runs on every deal scored, so it is
written for speed: plain type checks, no reflection.

Reading of the contract where it leaves room:

* ``passed: true`` with any of ``taker``, ``points``, ``capot``, ``belote``, ``late_belote``,
  ``annonces`` or ``penalty`` set is an error: a passed deal has nothing to score.
* With a ``penalty``, ``taker``, ``points`` and ``capot`` may be given (they are checked, then unused).
* Annonces are checked for what a card game allows: a sequence must fit below its top card
  (no tierce to the 8), a carré of a given rank is declared once, and two sequences of one suit
  may not overlap.

Contrée (SCORING.md §10.2, rules with ``"game": "contree"``): a deal has a ``bid`` (:class:`Bid`), checked by
:func:`parse_bid`; its deals are never taken by :func:`plain_index`, which knows classic deals only.  Readings:

* ``bid`` is refused in a classic rule set, and on a passed deal, whatever its value (``null`` included).
* ``late_belote: null`` is taken as absent, as in classic belote; a non-empty list is an error.
* An error in ``bid`` names the key inside it: ``bid.value``, ``bid.contre``, ``bid.<unknown key>``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from typing import Any, NamedTuple

from belote_club.i18n import gettext as _
from belote_club.rules.annonces import RANK_INDEX, RANKS, SEQUENCE_LENGTHS, SUITS, Annonce
from belote_club.rules.errors import DealError
from belote_club.rules.house_rules import HouseRules
from belote_club.rules.rounding import trick_classes

TRUMPS = ("hearts", "spades", "diamonds", "clubs", "sans_atout", "tout_atout")
DEAL_KEYS = frozenset(
    ("passed", "taker", "trump", "points", "capot", "belote", "late_belote", "annonces", "penalty", "bid")
)
ANNONCE_KEYS = frozenset(("camp", "kind", "high", "suit", "length"))
PENALTY_KINDS = ("renonce", "fausse_donne")
_COMMON_KEYS = frozenset(("taker", "trump", "points", "belote", "capot"))


class Penalty(NamedTuple):
    kind: str
    camp: int


class Bid(NamedTuple):
    """A contrée contract (SCORING.md §10.2): ``value`` a multiple of 10 from 80 to ``max_bid`` or ``"capot"``;
    ``contre`` 0 (none), 1 (contré / coinché) or 2 (surcontré / surcoinché)."""

    value: int | str
    contre: int = 0


CAPOT_BID = "capot"
BID_KEYS = frozenset(("value", "contre"))
MADE, FAILED, TIE = "made", "failed", "tie"


def contract_decision(taker_total: int, defence_total: int, value: int) -> str:
    """SCORING.md §10.3's decision of a numeric contract ``value`` when nobody made a capot: :data:`MADE`,
    :data:`TIE` or :data:`FAILED` (``*_total``: ``c[i] = t[i] + b[i] + a[i]``).  The one place the comparison is
    written: :func:`~.contree.score` (the whole decision order) and :func:`plain_contree_index` (which deals score
    alike) both ask it.  The answer is one of the three constants themselves (the one-go check compares it with
    ``is``)."""
    if taker_total >= value:
        if taker_total > defence_total:
            return MADE
        if taker_total == defence_total:
            return TIE
    return FAILED


class Deal(NamedTuple):
    """A validated deal."""

    passed: bool
    taker: int | None
    trump: str | None
    points: tuple[int, ...] | None
    capot: int | None
    belote: tuple[int, ...]
    late_belote: tuple[int, ...]
    annonces: tuple[Annonce, ...]
    penalty: Penalty | None
    bid: Bid | None = None


def _show(value: Any) -> str:
    """A value received, as its JSON says it (« true », « null », « [90, 72] »), not as Python writes it."""
    try:
        text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):  # not a JSON value (a caller's Python object): Python's spelling
        text = repr(value)
    if len(text) > 30:
        text = text[:27] + "…"
    return _("« {text} »").format(text=text)


def _camp(value: Any, camps: int, number: int | None, field: str) -> int:
    if type(value) is not int:
        raise DealError(number, field, _("numéro de camp attendu (0 à {last}), reçu {value}").format(last=camps - 1, value=_show(value)))
    if not 0 <= value < camps:
        raise DealError(number, field, _("camp {value} inexistant (0 à {last})").format(value=value, last=camps - 1))
    return value


def _camp_list(value: Any, camps: int, number: int | None, field: str) -> tuple[int, ...]:
    if value is None:
        return ()
    if type(value) is not list and type(value) is not tuple:
        raise DealError(number, field, _("liste de numéros de camp attendue, reçu {value}").format(value=_show(value)))
    return tuple(_camp(item, camps, number, field) for item in value)


def plain_index(data: Any, camps: int, trumps: frozenset[str], suit: bool) -> int | None:
    """The usual deal, accepted in one go: a dict with a taker, the points, maybe a trump (among ``trumps``;
    none only when ``suit`` deals are played), a capot and one belote, all valid.  Returns a number that,
    with the house rules, fixes the deal's score: the same for two such deals exactly when their taker,
    points, capot and belote are the same.  None for anything else, valid or not: :func:`parse_deal` then checks it field by
    field and names the fault (tests/rules/test_validation.py sweeps both ways).
    """
    if type(data) is not dict or not _COMMON_KEYS.issuperset(data):
        return None
    # Subscripts and ``in`` rather than ``data.get`` (a method call, several per deal): same values.
    try:
        taker = data["taker"]
        points = data["points"]
    except KeyError:
        return None
    trump = data["trump"] if "trump" in data else None
    if type(taker) is not int or not 0 <= taker < camps or type(points) is not list or len(points) != camps:
        return None
    if trump is None:
        if not suit:
            return None
    elif type(trump) is not str or trump not in trumps:
        return None
    if camps == 2:
        p0, p1 = points
        if type(p0) is not int or type(p1) is not int or not 0 <= p0 <= 162 or p0 + p1 != 162:
            return None
        split = p0
    else:
        p0, p1, p2 = points
        if (type(p0) is not int or type(p1) is not int or type(p2) is not int or not 0 <= p0 <= 162
                or not 0 <= p1 <= 162 or not 0 <= p2 <= 162 or p0 + p1 + p2 != 162):
            return None
        split = p0 * 163 + p1
    capot = data["capot"] if "capot" in data else None
    if capot is None:
        key = split * camps + taker
    elif type(capot) is int and 0 <= capot < camps and points[capot] == 162:
        key = (split * camps + taker) * camps + capot + 163 ** (camps - 1) * camps
    else:
        return None
    belote = data["belote"] if "belote" in data else None
    if belote is None:
        return key * (camps + 1)
    if (type(belote) is list and len(belote) == 1 and type(belote[0]) is int and 0 <= belote[0] < camps
            and trump != "sans_atout"):
        return key * (camps + 1) + 1 + belote[0]
    return None


_CONTREE_PLAIN_KEYS = frozenset(("taker", "trump", "points", "belote", "capot", "bid"))


def plain_contree_index(data: Any, trumps: frozenset[str], suit: bool, top: int, belote_points: int,
                        flat: bool, tricks: tuple[int, ...]) -> int | None:
    """The usual contrée deal (4 players), accepted in one go: a dict with a taker, the points, a bid (a value up
    to ``top``, the rules' ``max_bid``), maybe a trump (among ``trumps``; none only when ``suit`` deals are
    played), a capot and one belote, all valid.  None for anything else, valid or not: :func:`parse_deal` then
    checks it field by field and names the fault (tests/rules/test_contree_validation.py sweeps both ways).

    Otherwise a number that, with the house rules, fixes the deal's score, as :func:`plain_index` does for a
    classic deal: two usual deals get the same number only when they score the same.  It is made of the taker,
    the bid, the contre, the capot, the belote and the trick points — the trump does not count (no annonces) and
    neither do the trick points when the score is the same whatever they are: a failed contract (§10.3 steps 6
    and 7 score ``B_chute``, the contract, the belotes and the multiplier), a made contract that is contré or
    surcontré (step 4 with ``m > 1``: ``B_chute``, not ``R(t[T])``), or any made contract when ``flat`` (the
    rules' ``contract_scoring`` is ``"points_annonces"``, step 5).  Which of those a deal is, is
    :func:`contract_decision`'s answer on its totals (``belote_points``: the rules' ``b``).  Where the trick points
    do count (a made contract at step 4 without contre, a tie), they count rounded (``R(t[i])``, steps 3 and 4):
    ``tricks`` is :func:`~.rounding.trick_classes` of the rules' rounding (contrée has no ``exact_last_deal``), and
    the deals it rounds alike share a number.  A structural memo key, swept against the scoring itself in
    tests/rules/test_contree_validation.py: the usual contrée deals are about twice as many as the classic ones
    (each has a bid and a contre), and a concours's tables meet the failed and doubled contracts of one value
    again whatever the tricks made, and the made ones of one rounded score."""
    if type(data) is not dict or not _CONTREE_PLAIN_KEYS.issuperset(data):
        return None
    try:
        taker = data["taker"]
        points = data["points"]
        bid = data["bid"]
    except KeyError:
        return None
    if type(taker) is not int or not 0 <= taker <= 1 or type(points) is not list or len(points) != 2:
        return None
    p0, p1 = points
    if type(p0) is not int or type(p1) is not int or not 0 <= p0 <= 162 or p0 + p1 != 162:
        return None
    trump = data["trump"] if "trump" in data else None
    if trump is None:
        if not suit:
            return None
    elif type(trump) is not str or trump not in trumps:
        return None
    # The bid's keys are "value" and maybe "contre" (BID_KEYS), told by its size: no set built per deal.
    if type(bid) is not dict:
        return None
    size = len(bid)
    try:
        value = bid["value"]
        contre = bid["contre"] if size == 2 else 0
    except KeyError:  # no value, or a second key that is not "contre"
        return None
    if size > 2:
        return None
    if type(contre) is not int or not 0 <= contre <= 2:
        return None
    if type(value) is int:
        if value % 10 or not 80 <= value <= top:
            return None
        key = taker * 81 + value // 10 * 3 + contre  # value // 10: 8 to 25, so 24 to 77
        capot_bid = False
    elif value == CAPOT_BID:
        key = taker * 81 + 26 * 3 + contre  # 78 to 80
        capot_bid = True
    else:
        return None
    capot = data["capot"] if "capot" in data else None
    if capot is not None:
        if type(capot) is not int or not 0 <= capot <= 1 or points[capot] != 162:
            return None
        key += 100_000 * (1 + capot)  # the capot fixes the trick points
    made, against = (p1, p0) if taker else (p0, p1)  # the taker's totals and the defence's (c[i], belotes below)
    belote = data["belote"] if "belote" in data else None
    if belote is None or not belote and type(belote) is list:
        pass
    elif (type(belote) is list and len(belote) == 1 and type(belote[0]) is int and 0 <= belote[0] <= 1
            and trump != "sans_atout"):
        key += 300_000 * (1 + belote[0])
        if belote[0] == taker:
            made += belote_points
        else:
            against += belote_points
    else:
        return None
    if capot is not None:
        return key
    # In place of the trick points: 163 for a failed contract, 164 for a made one they do not change, else their
    # rounded class (0 to 162) for a made contract, 165 more for a tie.
    if capot_bid:
        return key + 163 * 162  # failed, whatever the tricks (capot is None here)
    decision = contract_decision(made, against, value)
    if decision is FAILED:  # one of the three constants themselves
        return key + 163 * 162
    if decision is MADE:
        return key + 164 * 162 if contre or flat else key + tricks[taker * 163 + p0] * 162
    return key + (165 + tricks[taker * 163 + p0]) * 162


def plain_contree(data: Any, rules: HouseRules) -> Deal | None:
    """The :class:`Deal` of a deal that :func:`plain_contree_index` accepts, else None."""
    index = plain_contree_index(data, allowed_trumps(rules.trump_modes), "suit" in rules.trump_modes, rules.max_bid,
                                rules.belote_points, rules.contract_scoring != "points_faits",
                                trick_classes(rules.rounding))
    return None if index is None else plain_contree_deal(data)


def plain_contree_deal(data: Mapping[str, Any]) -> Deal:
    """The :class:`Deal` of a deal that :func:`plain_contree_index` accepted (and only of such a deal)."""
    belote = data["belote"] if "belote" in data else None  # subscripts and ``in``: no method call
    bid = data["bid"]
    return Deal(False, data["taker"], data["trump"] if "trump" in data else None, tuple(data["points"]),
                data["capot"] if "capot" in data else None, (belote[0],) if belote else (), (), (), None,
                Bid(bid["value"], bid["contre"] if "contre" in bid else 0))


def plain_deal(data: Mapping[str, Any]) -> Deal:
    """The :class:`Deal` of a deal that :func:`plain_index` accepted (and only of such a deal)."""
    get = data.get
    belote = get("belote")
    return Deal(False, data["taker"], get("trump"), tuple(data["points"]), get("capot"),
                (belote[0],) if belote else (), (), (), None)


@cache
def allowed_trumps(modes: tuple[str, ...]) -> frozenset[str]:
    """The ``trump`` values a deal may have under the rules' ``trump_modes``."""
    allowed: set[str] = set()
    if "suit" in modes:
        allowed.update(("hearts", "spades", "diamonds", "clubs"))
    allowed.update(m for m in modes if m != "suit")
    return frozenset(allowed)


def _check_points(points: Any, number: int | None) -> tuple[int, ...]:
    for p in points:
        if type(p) is not int:
            raise DealError(number, "points", _("nombre entier attendu, reçu {value}").format(value=_show(p)))
        if not 0 <= p <= 162:
            raise DealError(number, "points", _("{value} hors limites : chaque camp a de 0 à 162 points").format(value=p))
    total = sum(points)
    if total != 162:
        raise DealError(number, "points", _("la somme des points doit faire 162 (ici {total})").format(total=total))
    return tuple(points)


def parse_deal(data: Any, rules: HouseRules, number: int | None = None, *, try_plain: bool = True) -> Deal:
    """Validate one deal against the rules; ``number`` (1-based) is used in error messages.  ``try_plain=False``:
    the caller has just seen :func:`plain_index` refuse it (the game's loop), which is not asked again."""
    if type(data) is not dict and not isinstance(data, Mapping):
        raise DealError(number, "", _("une donne doit être un objet JSON, reçu {value}").format(value=_show(data)))
    if not DEAL_KEYS.issuperset(data):
        for key in data:
            if key not in DEAL_KEYS:
                raise DealError(number, str(key), _("clé inconnue"))
    camps = 3 if rules.players == 3 else 2
    get = data.get

    if try_plain:
        if rules.game == "contree":
            usual = plain_contree(data, rules)
            if usual is not None:
                return usual  # the usual contrée deal, valid as it stands
        elif plain_index(data, camps, allowed_trumps(rules.trump_modes), "suit" in rules.trump_modes) is not None:
            return plain_deal(data)  # the usual deal, valid as it stands: no need to look at it field by field

    # Written for speed (one pass, each field read once, the usual shapes first); the order of the
    # checks is the order of the messages a deal with several faults gets.
    passed = get("passed", False)
    if passed is not False and passed is not True:
        raise DealError(number, "passed", _("true ou false attendu, reçu {value}").format(value=_show(passed)))

    trump = get("trump")
    if trump is not None:
        if type(trump) is not str or trump not in allowed_trumps(rules.trump_modes):
            if type(trump) is not str or trump not in TRUMPS:
                raise DealError(number, "trump", _("atout inconnu {value} ({known})").format(value=_show(trump), known=", ".join(TRUMPS)))
            raise DealError(number, "trump", _("le mode {value} n’est pas joué selon les règles maison").format(value=_show(trump)))
    elif not passed and "suit" not in rules.trump_modes:
        raise DealError(number, "trump", _("atout manquant : les règles maison ne jouent pas à la couleur"))

    if passed:
        for key in ("taker", "points", "capot", "penalty"):
            if get(key) is not None:
                raise DealError(number, key, _("une donne passée (tout le monde a passé) ne se marque pas"))
        for key in ("belote", "late_belote", "annonces"):
            if get(key):
                raise DealError(number, key, _("une donne passée (tout le monde a passé) ne se marque pas"))
        if "bid" in data:
            _no_bid(data, rules, number)
            raise DealError(number, "bid", _("une donne passée n’a pas de contrat"))
        return Deal(True, None, trump, None, None, (), (), (), None)

    penalty = None
    raw_penalty = get("penalty")
    if raw_penalty is not None:
        penalty = _parse_penalty(raw_penalty, camps, number)

    taker = get("taker")
    if taker is not None:
        if type(taker) is not int or not 0 <= taker < camps:
            taker = _camp(taker, camps, number, "taker")
    elif penalty is None:
        raise DealError(number, "taker", _("preneur manquant"))

    points = get("points")
    if points is not None:
        points = _parse_points(points, camps, number)
    elif penalty is None:
        raise DealError(number, "points", _("points des plis manquants"))

    capot = get("capot")
    if capot is not None:
        capot = _camp(capot, camps, number, "capot")
        if points is None or points[capot] != 162:
            raise DealError(number, "capot", _("le camp {camp} fait capot : ses points doivent être 162").format(camp=capot))

    belote = get("belote")
    if belote is None:
        belote = ()
    elif type(belote) is list and len(belote) == 1 and type(belote[0]) is int and 0 <= belote[0] < camps:
        belote = (belote[0],)
    else:
        belote = _camp_list(belote, camps, number, "belote")
    late = get("late_belote")
    late = () if late is None else _camp_list(late, camps, number, "late_belote")
    if belote or late:
        count = len(belote) + len(late)
        if trump == "sans_atout":
            field = "belote" if belote else "late_belote"
            raise DealError(number, field, _("pas de belote à sans-atout"))
        limit = 4 if trump == "tout_atout" else 1
        if count > limit:
            field = "late_belote" if len(belote) <= limit else "belote"
            what = _("quatre belotes au plus à tout-atout") if limit == 4 else _("une seule belote par donne")
            raise DealError(number, field, what)

    raw_annonces = get("annonces")
    annonces: tuple[Annonce, ...] = ()
    if raw_annonces:
        if not rules.annonces:
            raise DealError(number, "annonces", _("les annonces ne sont pas jouées selon les règles maison"))
        annonces = _parse_annonces(raw_annonces, camps, number)
    elif raw_annonces is not None and type(raw_annonces) is not list:
        raise DealError(number, "annonces", _("liste attendue, reçu {value}").format(value=_show(raw_annonces)))

    bid = None
    if rules.game == "contree":
        if late:
            raise DealError(number, "late_belote", _("en contrée, une belote qui n’a pas été annoncée en jouant ne compte pas"))
        if "bid" in data:
            bid = parse_bid(data["bid"], rules, number)
        elif penalty is None:
            raise DealError(number, "bid", _("contrat manquant : {example} attendu").format(example='{"value": 80, "contre": 0}'))
    elif "bid" in data:
        _no_bid(data, rules, number)

    return Deal(False, taker, trump, points, capot, belote, late, annonces, penalty, bid)


def _no_bid(data: Mapping[str, Any], rules: HouseRules, number: int | None) -> None:
    """A ``bid`` in a classic rule set is an error (a contrée one is checked by the caller)."""
    if rules.game != "contree":
        raise DealError(number, "bid", _("pas de contrat en belote classique (il faut « game » : « contree » dans les règles)"))


def parse_bid(raw: Any, rules: HouseRules, number: int | None = None) -> Bid:
    """Validate a contrée deal's ``bid`` (SCORING.md §10.2): strict JSON integers, no ``null``, no other key."""
    if type(raw) is not dict and not isinstance(raw, Mapping):
        raise DealError(number, "bid", _("objet attendu {example}, reçu {value}").format(
            example='{"value": 80, "contre": 0}', value=_show(raw)))
    if not BID_KEYS.issuperset(raw):
        for key in raw:
            if key not in BID_KEYS:
                raise DealError(number, f"bid.{key}", _("clé inconnue (seules « value » et « contre » sont permises)"))
    if "value" not in raw:
        raise DealError(number, "bid.value", _("valeur du contrat manquante"))
    value = raw["value"]
    top = rules.max_bid
    if type(value) is int:
        if value % 10 or not 80 <= value <= top:
            raise DealError(number, "bid.value", _("contrat {value} impossible : un multiple de 10 de 80 à {top}, ou « capot »").format(
                value=value, top=top))
    elif value != CAPOT_BID or type(value) is not str:
        raise DealError(number, "bid.value", _("contrat attendu (un multiple de 10 de 80 à {top}, ou « capot »), reçu {value}").format(
            top=top, value=_show(value)))
    contre = raw["contre"] if "contre" in raw else 0
    if type(contre) is not int or not 0 <= contre <= 2:
        raise DealError(number, "bid.contre", _("0 (sans contre), 1 (contré) ou 2 (surcontré) attendu, reçu {value}").format(
            value=_show(contre)))
    return Bid(value, contre)


def _parse_penalty(raw: Any, camps: int, number: int | None) -> Penalty:
    if camps != 2:
        raise DealError(number, "penalty", _("les pénalités ne s’appliquent qu’au jeu à deux camps"))
    if not isinstance(raw, Mapping):
        raise DealError(number, "penalty", _("objet attendu {{\"kind\", \"camp\"}}, reçu {value}").format(value=_show(raw)))
    for key in raw:
        if key not in ("kind", "camp"):
            raise DealError(number, f"penalty.{key}", _("clé inconnue"))
    kind = raw.get("kind")
    if kind not in PENALTY_KINDS or type(kind) is not str:
        raise DealError(number, "penalty.kind", _("pénalité inconnue {value} (renonce, fausse_donne)").format(value=_show(kind)))
    return Penalty(kind, _camp(raw.get("camp"), camps, number, "penalty.camp"))


def _parse_points(points: Any, camps: int, number: int | None) -> tuple[int, ...]:
    if type(points) is not list and type(points) is not tuple:
        raise DealError(number, "points", _("liste de {camps} nombres attendue, reçu {value}").format(camps=camps, value=_show(points)))
    if len(points) != camps:
        raise DealError(number, "points", _("{camps} nombres attendus (un par camp), reçu {count}").format(camps=camps, count=len(points)))
    if camps == 2:
        p0, p1 = points
        if type(p0) is int and type(p1) is int and 0 <= p0 <= 162 and p0 + p1 == 162:
            return (p0, p1)
    else:
        p0, p1, p2 = points
        if (type(p0) is int and type(p1) is int and type(p2) is int and 0 <= p0 <= 162 and 0 <= p1 <= 162
                and 0 <= p2 <= 162 and p0 + p1 + p2 == 162):
            return (p0, p1, p2)
    return _check_points(points, number)


def _parse_annonces(raw: Any, camps: int, number: int | None) -> tuple[Annonce, ...]:
    if type(raw) is not list and type(raw) is not tuple:
        raise DealError(number, "annonces", _("liste de déclarations attendue, reçu {value}").format(value=_show(raw)))
    out: list[Annonce] = []
    carres = 0  # bit per rank already declared in a carré
    held: dict[str, int] = {}  # bit per card of each suit already in a declared sequence
    for index, item in enumerate(raw, start=1):
        if type(item) is not dict and not isinstance(item, Mapping):
            raise DealError(number, f"annonces[{index}]", _("objet attendu, reçu {value}").format(value=_show(item)))
        if not ANNONCE_KEYS.issuperset(item):
            for key in item:
                if key not in ANNONCE_KEYS:
                    raise DealError(number, f"annonces[{index}].{key}", _("clé inconnue"))
        camp = item.get("camp")
        if type(camp) is not int or not 0 <= camp < camps:
            camp = _camp(camp, camps, number, f"annonces[{index}].camp")
        kind = item.get("kind")
        if type(kind) is not str or kind not in ("tierce", "cinquante", "cent", "carre"):
            raise DealError(number, f"annonces[{index}].kind",
                            _("annonce inconnue {value} (tierce, cinquante, cent, carre)").format(value=_show(kind)))
        high = item.get("high")
        if type(high) is not str or high not in RANK_INDEX:
            raise DealError(number, f"annonces[{index}].high", _("carte inconnue {value} ({known})").format(value=_show(high), known=" ".join(RANKS)))
        top = RANK_INDEX[high]
        length = item.get("length")
        suit = item.get("suit")
        if kind == "carre":
            where = f"annonces[{index}]"
            if high in ("7", "8"):
                raise DealError(number, f"{where}.high", _("un carré de {rank} ne s’annonce pas").format(rank=high))
            if length is not None and length != 4:
                raise DealError(number, f"{where}.length", _("un carré a 4 cartes"))
            if suit is not None:
                raise DealError(number, f"{where}.suit", _("un carré n’a pas de couleur"))
            if carres & (1 << top):
                raise DealError(number, f"{where}.high", _("le carré de {rank} est déjà annoncé").format(rank=high))
            carres |= 1 << top
            out.append(Annonce(camp, kind, high, None, 4))
            continue
        if type(suit) is not str or suit not in SUITS:
            raise DealError(number, f"annonces[{index}].suit",
                            _("couleur attendue ({known}), reçu {value}").format(known=", ".join(SUITS), value=_show(suit)))
        low_len, high_len = SEQUENCE_LENGTHS[kind]
        if length is None and low_len == high_len:
            length = low_len
        if type(length) is not int or not low_len <= length <= high_len:
            span = str(low_len) if low_len == high_len else _("{low} à {high}").format(low=low_len, high=high_len)
            raise DealError(number, f"annonces[{index}].length",
                            _("une {kind} compte {span} cartes, reçu {value}").format(kind=kind, span=span, value=_show(length)))
        if top + 1 < length:
            raise DealError(number, f"annonces[{index}].high",
                            _("une suite de {length} cartes ne peut pas finir au {rank}").format(length=length, rank=high))
        mask = ((1 << length) - 1) << (top - length + 1)
        before = held.get(suit, 0)
        if before & mask:
            raise DealError(number, f"annonces[{index}]", _("cette suite chevauche une autre suite de la même couleur"))
        held[suit] = before | mask
        out.append(Annonce(camp, kind, high, suit, length))
    return tuple(out)
