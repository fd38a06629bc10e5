import dataclasses
import datetime as dt

import pytest

from belote_club.tournament.model import (
    RANKING_PRESETS,
    ExemptKind,
    ExemptPolicy,
    Format,
    GameRecord,
    Player,
    RankingKey,
    Registration,
    Tournament,
)


def test_player_names() -> None:
    p = Player(first_name="Marie", last_name="Dupont")
    assert p.display_name == "Marie Dupont"
    assert p.sort_name == "Dupont Marie"


def test_player_sort_key_ignores_case_and_accents() -> None:
    names = [Player("Zoé", "élie"), Player("Anne", "Eliot"), Player("Bob", "Dupont")]
    assert [p.last_name for p in sorted(names, key=lambda p: p.sort_key)] == ["Dupont", "élie", "Eliot"]


def test_tournament_defaults_and_frozen() -> None:
    t = Tournament(name="Concours de printemps", date=dt.date(2026, 4, 1))
    assert t.format is Format.DOUBLETTES
    assert t.ranking_criteria == RANKING_PRESETS["points"]
    assert t.exempt_policy == ExemptPolicy(ExemptKind.FIXED_WIN, 1000)
    assert t.id is None and not t.rules_locked
    with pytest.raises(dataclasses.FrozenInstanceError):
        t.name = "x"  # type: ignore[misc]


def test_presets() -> None:
    assert RANKING_PRESETS["victoires"][0] is RankingKey.GAME_POINTS
    assert RankingKey("points_against") is RankingKey.POINTS_AGAINST


def test_registration_entrant() -> None:
    assert Registration(team_id=4).entrant_id == 4
    assert Registration(player_id=7).entrant_id == 7
    with pytest.raises(ValueError):
        _ = Registration().entrant_id


def test_game_record_has_score() -> None:
    assert not GameRecord(1, 1).has_score
    assert GameRecord(1, 1, totals=(1000, 800)).has_score
    assert GameRecord(1, 1, deals=({"taker": 0, "points": [81, 81]},)).has_score
