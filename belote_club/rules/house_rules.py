"""House rules: every option of SCORING.md §1, with its default, JSON round-trip and validation.

Reading of the contract where it leaves room (see also the closing notes):

* ``belote_points`` lists the single value 20: any other value is refused.
* ``game_end`` keys left out take the defaults ``points: 1000``, ``strict: false``, ``count: 12``;
  a key that does not belong to the chosen ``type`` is an error (``{"type": "open", "count": 3}``).
* ``game_end.points`` is a whole number from 1 to 100 000, ``game_end.count`` from 1 to 1 000.
* ``trump_modes`` is a non-empty list without repeats.

Contrée (SCORING.md §10.1, ``"game": "contree"``): :meth:`HouseRules.from_dict` applies contrée's defaults
(:data:`CONTREE_DEFAULTS`) to the keys the rule set leaves out, refuses the keys that mean nothing in contrée
(:data:`NOT_IN_CONTREE`) and, in classic belote, the contrée-only keys (:data:`CONTREE_ONLY`), whatever their
value.  The record keeps every field: in contrée the meaningless ones stay at their default and
:meth:`HouseRules.to_dict` leaves them out (and leaves the contrée keys out of a classic rule set, whose
object is the one it always was).  A direct construction is validated the same way, except that it cannot
tell a key given from a key left out: there a meaningless field is an error only when it differs from its
default, and contrée's defaults are those of :meth:`HouseRules.from_dict` only.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

from belote_club.i18n import gettext as _
from belote_club.rules.errors import RulesError

ROUNDINGS = (
    "exact",
    "ten_half_down",
    "ten_half_up",
    "ten_keep_160",
    "ten_defence_complement",
    "five_keep_160",
)
TRUMP_MODES = ("suit", "sans_atout", "tout_atout")
GAME_END_TYPES = ("target", "deals", "open")
GAMES = ("belote", "contree")
CONTRACT_SCORINGS = ("points_faits", "points_annonces")
#: Keys of §10.1 that exist only in contrée: an error in a classic rule set.
CONTREE_ONLY = ("contract_scoring", "capot_bid_points", "max_bid", "belote_multiplied")
#: Keys of §1 that mean nothing in contrée: an error in a contrée rule set, whatever their value.
NOT_IN_CONTREE = ("compare_on", "belote_counts_for_contract", "annonces_count_for_contract", "capot_takes_annonces",
                  "late_belote_claims", "exact_last_deal", "rubicon")
#: Contrée's defaults for the keys of §1 that a contrée rule set leaves out (§10.1).
CONTREE_DEFAULTS: dict[str, Any] = {"rounding": "ten_half_up", "litige": "dedans", "capot_against_taker": "chute",
                                    "no_win_on_capot_or_chute": True}
CONTREE_TARGET = 2000


@dataclass(frozen=True, slots=True)
class GameEnd:
    """When a game ends (SCORING.md §6)."""

    type: str = "target"
    points: int = 1000
    strict: bool = False
    count: int = 12

    def to_dict(self) -> dict[str, Any]:
        if self.type == "target":
            return {"type": "target", "points": self.points, "strict": self.strict}
        if self.type == "deals":
            return {"type": "deals", "count": self.count}
        return {"type": "open"}

    @classmethod
    def from_value(cls, value: Any, default_points: int = 1000) -> GameEnd:
        if not isinstance(value, Mapping):
            raise RulesError("game_end", _("un objet est attendu, par exemple {example}").format(example='{"type": "target", "points": 1000}'))
        kind = value.get("type")
        if "type" not in value:
            raise RulesError("game_end.type", _("clé manquante (« target », « deals » ou « open »)"))
        if not isinstance(kind, str) or kind not in GAME_END_TYPES:
            raise RulesError("game_end.type", _("valeur inconnue {value} (valeurs possibles : {known})").format(
                value=_show(kind), known="target, deals, open"))
        allowed = {"target": {"type", "points", "strict"}, "deals": {"type", "count"}, "open": {"type"}}[kind]
        for key in value:
            if key not in allowed:
                raise RulesError(f"game_end.{key}", _("clé inconnue pour une fin de partie de type « {kind} »").format(kind=kind))
        points = _int(value.get("points", default_points), "game_end.points", 1, 100_000)
        strict = _bool(value.get("strict", False), "game_end.strict")
        count = _int(value.get("count", 12), "game_end.count", 1, 1000)
        return cls(kind, points, strict, count)


_DEFAULT_END = GameEnd()
_CONTREE_END = GameEnd(points=CONTREE_TARGET)


@dataclass(frozen=True, slots=True)
class HouseRules:
    """A club's house rules.  Field names and defaults are those of SCORING.md §1: positional or keyword
    fields, in this order."""

    players: int = 4
    rounding: str = "exact"
    compare_on: str = "exact"
    chute_points: int = 162
    capot_points: int = 252
    capot_against_taker: str = "capot"
    capot_takes_annonces: bool = True
    belote_points: int = 20
    belote_kept_on_chute: bool = True
    belote_counts_for_contract: bool = True
    annonces: bool = False
    annonces_count_for_contract: bool = True
    tierce_points: int = 20
    carre_values: str = "standard"
    litige: str = "reserve"
    trump_modes: tuple[str, ...] = ("suit",)
    game_end: GameEnd = _DEFAULT_END
    tie: str = "extra_deal"
    no_win_on_capot_or_chute: bool = True
    exact_last_deal: bool = False
    rubicon: str = "none"
    late_belote_claims: int = 1
    passed_deals_count: bool = False
    game: str = "belote"
    contract_scoring: str = "points_faits"
    capot_bid_points: int = 250
    max_bid: int = 160
    belote_multiplied: bool = True

    def __post_init__(self) -> None:
        # Direct construction is validated too: one code path, one set of messages.
        _validate(self)

    @property
    def camps(self) -> int:
        """Number of scoring camps: 2 (4 players in two teams, or 2 players) or 3 (3 players)."""
        return 3 if self.players == 3 else 2

    @property
    def contree(self) -> bool:
        """Whether these are contrée rules (SCORING.md §10): deals have a ``bid``."""
        return self.game == "contree"

    @classmethod
    def from_dict(cls, data: Any) -> HouseRules:
        """Build from the JSON object of SCORING.md §1; every key optional.  Raises :class:`RulesError`."""
        if data is None:
            return cls()
        if not isinstance(data, Mapping):
            raise RulesError("", _("les règles doivent être un objet JSON"))
        known = FIELDS
        for key in data:
            if not isinstance(key, str) or key not in known:
                raise RulesError(str(key), _("clé inconnue"))
        game = _choice(data.get("game", "belote"), "game", GAMES)
        contree = game == "contree"
        if contree:
            for key in NOT_IN_CONTREE:
                if key in data:
                    raise RulesError(key, _("option sans objet en contrée : retirez cette clé des règles"))
        else:
            for key in CONTREE_ONLY:
                if key in data:
                    raise RulesError(key, _("option de la contrée : elle n’est permise qu’avec « game » : « contree »"))
        values: dict[str, Any] = dict(CONTREE_DEFAULTS) if contree else {}
        for key, value in data.items():
            if key == "game_end":
                value = GameEnd.from_value(value, CONTREE_TARGET if contree else 1000)
            elif key == "trump_modes":
                value = _trump_modes(value)
            values[key] = value
        if contree and "game_end" not in data:
            values["game_end"] = _CONTREE_END
        return cls(**values)

    def to_dict(self) -> dict[str, Any]:
        """The full JSON object (every key), which :meth:`from_dict` reads back to an equal value."""
        out: dict[str, Any] = {}
        left_out = NOT_IN_CONTREE if self.game == "contree" else CONTREE_ONLY + ("game",)
        for name in FIELDS:
            if name in left_out:
                continue
            value = getattr(self, name)
            if name == "game_end":
                value = value.to_dict()
            elif name == "trump_modes":
                value = list(value)
            out[name] = value
        return out

    def replace(self, **changes: Any) -> HouseRules:
        """A copy with some options changed (validated)."""
        data = self.to_dict()
        for key, value in changes.items():
            data[key] = value.to_dict() if isinstance(value, GameEnd) else value
        return HouseRules.from_dict(data)


#: The options, in their order (SCORING.md §1).
FIELDS = tuple(field.name for field in fields(HouseRules))


def _show(value: Any) -> str:
    text = repr(value) if not isinstance(value, str) else value
    if len(text) > 40:
        text = text[:37] + "…"
    return _("« {text} »").format(text=text)


def _int(value: Any, key: str, low: int, high: int | None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(key, _("nombre entier attendu, reçu {value}").format(value=_show(value)))
    if value < low or (high is not None and value > high):
        if high is not None:
            raise RulesError(key, _("valeur {value} hors limites (nombre entier de {low} à {high})").format(
                value=value, low=low, high=high))
        raise RulesError(key, _("valeur {value} hors limites (nombre entier supérieur ou égal à {low})").format(
            value=value, low=low))
    return value


def _bool(value: Any, key: str) -> bool:
    if not isinstance(value, bool):
        raise RulesError(key, _("true ou false attendu, reçu {value}").format(value=_show(value)))
    return value


def _choice(value: Any, key: str, choices: tuple[Any, ...]) -> Any:
    if isinstance(value, bool) and not any(isinstance(c, bool) for c in choices):
        raise RulesError(key, _("valeur inconnue {value} (valeurs possibles : {known})").format(
            value=_show(value), known=", ".join(map(str, choices))))
    if value not in choices or type(value) is not type(choices[0]):
        raise RulesError(key, _("valeur inconnue {value} (valeurs possibles : {known})").format(
            value=_show(value), known=", ".join(map(str, choices))))
    return value


def _trump_modes(value: Any) -> tuple[str, ...]:
    if not isinstance(value, (list, tuple)) or not value:
        raise RulesError("trump_modes", _("liste non vide attendue, tirée de suit, sans_atout, tout_atout"))
    for item in value:
        if not isinstance(item, str) or item not in TRUMP_MODES:
            raise RulesError("trump_modes", _("mode d’atout inconnu {value} (suit, sans_atout, tout_atout)").format(value=_show(item)))
    if len(set(value)) != len(value):
        raise RulesError("trump_modes", _("un mode d’atout figure deux fois"))
    return tuple(value)


def _validate(rules: HouseRules) -> None:
    _choice(rules.players, "players", (4, 3, 2))
    _choice(rules.rounding, "rounding", ROUNDINGS)
    _choice(rules.compare_on, "compare_on", ("exact", "rounded"))
    _int(rules.chute_points, "chute_points", 0, 500)
    _int(rules.capot_points, "capot_points", 0, 1000)
    _choice(rules.capot_against_taker, "capot_against_taker", ("capot", "chute"))
    _bool(rules.capot_takes_annonces, "capot_takes_annonces")
    _choice(rules.belote_points, "belote_points", (20,))
    _bool(rules.belote_kept_on_chute, "belote_kept_on_chute")
    _bool(rules.belote_counts_for_contract, "belote_counts_for_contract")
    _bool(rules.annonces, "annonces")
    _bool(rules.annonces_count_for_contract, "annonces_count_for_contract")
    _choice(rules.tierce_points, "tierce_points", (20, 30))
    _choice(rules.carre_values, "carre_values", ("standard", "trump_value"))
    _choice(rules.litige, "litige", ("reserve", "dedans"))
    if not isinstance(rules.trump_modes, tuple):
        raise RulesError("trump_modes", _("liste attendue"))
    _trump_modes(rules.trump_modes)
    if not isinstance(rules.game_end, GameEnd):
        raise RulesError("game_end", _("fin de partie invalide"))
    _choice(rules.tie, "tie", ("extra_deal", "draw"))
    _bool(rules.no_win_on_capot_or_chute, "no_win_on_capot_or_chute")
    _bool(rules.exact_last_deal, "exact_last_deal")
    _choice(rules.rubicon, "rubicon", ("none", "simple", "floating"))
    _int(rules.late_belote_claims, "late_belote_claims", 0, None)
    _bool(rules.passed_deals_count, "passed_deals_count")
    _choice(rules.game, "game", GAMES)
    _choice(rules.contract_scoring, "contract_scoring", CONTRACT_SCORINGS)
    _tens(rules.capot_bid_points, "capot_bid_points", 250, 1000)
    _tens(rules.max_bid, "max_bid", 160, 250)
    _bool(rules.belote_multiplied, "belote_multiplied")
    defaults = _FIELD_DEFAULTS
    if rules.game == "contree":
        if rules.players != 4:
            raise RulesError("players", _("la contrée se joue à 4 joueurs, en deux équipes de deux"))
        for key in NOT_IN_CONTREE:
            if getattr(rules, key) != defaults[key]:
                raise RulesError(key, _("option sans objet en contrée : retirez cette clé des règles"))
        if rules.contract_scoring == "points_annonces":
            if rules.annonces:
                raise RulesError("annonces", _("les annonces ne se jouent pas avec le décompte aux points annoncés"))
            if rules.litige == "reserve":
                raise RulesError("litige", _("le litige en réserve ne se joue pas avec le décompte aux points annoncés"))
    else:
        for key in CONTREE_ONLY:
            if getattr(rules, key) != defaults[key]:
                raise RulesError(key, _("option de la contrée : elle n’est permise qu’avec « game » : « contree »"))


def _tens(value: Any, key: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value % 10 or not low <= value <= high:
        raise RulesError(key, _("multiple de 10 de {low} à {high} attendu, reçu {value}").format(
            low=low, high=high, value=_show(value)))
    return value


#: Each field's default (a direct construction's meaningless fields are checked against them).
_FIELD_DEFAULTS: dict[str, Any] = {field.name: field.default for field in fields(HouseRules)}
