"""The scoring engine of SCORING.md: house rules, deal validation, deal and game scoring, presets.

Pure Python: no Qt, no SQLAlchemy.  See ``docs/ENGINE_API.md`` for the contract with other layers.
"""

from __future__ import annotations

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

__all__ = [
    "RANKS", "SUITS", "TRUMPS", "ROUNDINGS",
    "Annonce", "Bid", "Deal", "DealError", "DealResult", "Game", "GameEnd", "GameOverError", "GameResult",
    "HouseRules", "Outcome", "Penalty", "Preset", "RulesError",
    "annonce_value", "counted_annonces", "get_preset", "is_two_camp", "list_presets", "load_preset", "parse_bid",
    "parse_deal", "preset_matching", "round_lone", "round_tricks", "score_deal", "score_game", "two_camp_presets",
]
