"""The scoring engine of SCORING.md: house rules, deal validation, deal and game scoring, presets.

Pure Python: no Qt, no SQLAlchemy.  See ``docs/ENGINE_API.md`` for the contract with other layers.

The names below are loaded when first used (PEP 562): ``belote-club score`` imports the few modules it needs
and not, say, the presets (start-up, issue 10).  ``from belote_club.rules import Game`` works as usual.
"""

from __future__ import annotations

TYPE_CHECKING = False  # not typing's: ``belote-club score`` starts without typing (issue 10)
if TYPE_CHECKING:
    from typing import Any

    from belote_club.rules.annonces import RANKS, SUITS, Annonce, annonce_value, counted_annonces
    from belote_club.rules.deal import TRUMPS, Bid, Deal, Penalty, parse_bid, parse_deal
    from belote_club.rules.errors import DealError, GameOverError, RulesError
    from belote_club.rules.family import score_deal
    from belote_club.rules.game import DealResult, Game, GameResult, score_game
    from belote_club.rules.house_rules import ROUNDINGS, GameEnd, HouseRules
    from belote_club.rules.presets import (
        Preset,
        get_preset,
        is_two_camp,
        list_presets,
        load_preset,
        preset_matching,
        two_camp_presets,
    )
    from belote_club.rules.rounding import round_lone, round_tricks
    from belote_club.rules.scoring import Outcome

#: public name → the module of the package that defines it.
_HOMES = {
    "annonces": ("RANKS", "SUITS", "Annonce", "annonce_value", "counted_annonces"),
    "deal": ("TRUMPS", "Bid", "Deal", "Penalty", "parse_bid", "parse_deal"),
    "errors": ("DealError", "GameOverError", "RulesError"),
    "game": ("DealResult", "Game", "GameResult", "score_game"),
    "house_rules": ("ROUNDINGS", "GameEnd", "HouseRules"),
    "presets": ("Preset", "get_preset", "is_two_camp", "list_presets", "load_preset", "preset_matching",
                "two_camp_presets"),
    "rounding": ("round_lone", "round_tricks"),
    "family": ("score_deal",),
    "scoring": ("Outcome",),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}

__all__ = [
    "RANKS", "SUITS", "TRUMPS", "ROUNDINGS",
    "Annonce", "Bid", "Deal", "DealError", "DealResult", "Game", "GameEnd", "GameOverError", "GameResult",
    "HouseRules", "Outcome", "Penalty", "Preset", "RulesError",
    "annonce_value", "counted_annonces", "get_preset", "is_two_camp", "list_presets", "load_preset", "parse_bid", "parse_deal",
    "preset_matching", "round_lone", "round_tricks", "score_deal", "score_game", "two_camp_presets",
]


def __getattr__(name: str) -> Any:
    module = _HOME_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module  # here: ``belote-club score`` imports its modules by their names

    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
