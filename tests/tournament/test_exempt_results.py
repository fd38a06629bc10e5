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


# The exempt's points against follow the policy (issue « the organiser's evening »); 0 by default.
from belote_club.tournament.exempt import EXEMPT_AGAINST_LABELS  # noqa: E402
from belote_club.tournament.model import ExemptAgainst  # noqa: E402


@pytest.mark.parametrize(("kind", "against", "expected"), [
    (ExemptKind.FIXED_WIN, ExemptAgainst.ZERO, ExemptScore(1000, 0, 1, True)),
    (ExemptKind.FIXED_WIN, ExemptAgainst.ROUND_AVERAGE, ExemptScore(1000, 753, 1, True)),
    (ExemptKind.FIXED_WIN, ExemptAgainst.SAME_AS_FOR, ExemptScore(1000, 1000, 1, True)),
    (ExemptKind.ROUND_AVERAGE, ExemptAgainst.ROUND_AVERAGE, ExemptScore(753, 753, 1, True)),
    (ExemptKind.HALF_GAME, ExemptAgainst.SAME_AS_FOR, ExemptScore(500, 500, 0, False)),
    (ExemptKind.NOTHING, ExemptAgainst.ROUND_AVERAGE, ExemptScore(0, 0, 0, False)),
])
def test_exempt_points_against_follow_the_policy(kind: ExemptKind, against: ExemptAgainst,
                                                  expected: ExemptScore) -> None:
    # round average of the finished games: (1000 + 600 + 1010 + 401) / 4 = 752.75 → 753
    assert exempt_score(ExemptPolicy(kind, 1000, against), GAMES, HouseRules()) == expected


def test_default_policy_concedes_nothing_and_every_setting_has_a_label() -> None:
    assert ExemptPolicy().against is ExemptAgainst.ZERO
    assert set(EXEMPT_AGAINST_LABELS) == set(ExemptAgainst)
