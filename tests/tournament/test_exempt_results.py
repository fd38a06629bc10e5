from types import SimpleNamespace

import pytest

from belote_club.rules import HouseRules
from belote_club.tournament.exempt import ExemptScore, exempt_score, round_average
from belote_club.tournament.model import ExemptKind, ExemptPolicy
from belote_club.tournament.results import GameOutcome

GAMES = [GameOutcome((1000, 600), 0, (1, 0)), GameOutcome((1010, 401), 0, (1, 0)),
         GameOutcome((50, 0), None, (0, 0), finished=False)]


def test_outcome_from_totals() -> None:
    assert GameOutcome.from_totals((800, 1020)) == GameOutcome((800, 1020), 1, (0, 1))
    assert GameOutcome.from_totals((1001, 1000)).game_points == (1, 0)
    draw = GameOutcome.from_totals((900, 900))
    assert draw.winner is None and draw.game_points == (0, 0) and draw.is_draw


def test_outcome_from_engine_duck_typed() -> None:
    result = SimpleNamespace(totals=(1020, 300), winner=0, game_points=(2, 0), finished=True)
    assert GameOutcome.from_engine(result) == GameOutcome((1020, 300), 0, (2, 0), True)


def test_outcome_validation() -> None:
    with pytest.raises(ValueError):
        GameOutcome((1, 2), 2, (0, 0))
    with pytest.raises(ValueError):
        GameOutcome((1, 2, 3), None, (0, 0))  # type: ignore[arg-type]


def test_round_average_counts_finished_games_only() -> None:
    assert round_average(GAMES) == 753  # (1000 + 600 + 1010 + 401) / 4 = 752.75
    assert round_average([]) == 0
    assert round_average([GameOutcome((1, 2), 1, (0, 1))]) == 2  # 1.5 rounds half up


def test_policies() -> None:
    assert exempt_score(ExemptPolicy(), GAMES) == ExemptScore(1000, 0, 1, True)
    assert exempt_score(ExemptPolicy(ExemptKind.FIXED_WIN, 700), GAMES) == ExemptScore(700, 0, 1, True)
    assert exempt_score(ExemptPolicy(ExemptKind.ROUND_AVERAGE), GAMES) == ExemptScore(753, 0, 1, True)
    assert exempt_score(ExemptPolicy(ExemptKind.NOTHING), GAMES) == ExemptScore(0, 0, 0, False)


def test_half_game_follows_game_end() -> None:
    half = ExemptPolicy(ExemptKind.HALF_GAME)
    assert exempt_score(half, GAMES, {}) == ExemptScore(500, 0, 0, False)
    assert exempt_score(half, GAMES, {"game_end": {"type": "target", "points": 1500}}).points_for == 750
    deals = {"game_end": {"type": "deals", "count": 12}}
    assert exempt_score(half, GAMES, deals).points_for == 972
    assert exempt_score(half, GAMES, HouseRules.from_dict({**deals, "rounding": "ten_half_up"})).points_for == 960
    assert exempt_score(half, GAMES, {"game_end": {"type": "open"}}).points_for == 376
