import datetime as dt

import pytest

from belote_club.tournament.errors import TournamentError
from belote_club.tournament.model import Format, Registration, Team, Tournament
from belote_club.tournament.registration import (
    check_in,
    drawable_entrants,
    is_drawable,
    join_late,
    register_player,
    register_team,
    reinstate,
    validate_registrations,
    withdraw,
)

DOUB = Tournament(name="Concours", date=dt.date(2026, 5, 1), id=1)
MELEE = Tournament(name="Mêlée", date=dt.date(2026, 5, 1), format=Format.MELEE, id=2)


def test_register_by_format() -> None:
    reg = register_player(MELEE, 7, number=3)
    assert reg.player_id == 7 and reg.tournament_id == 2 and not reg.checked_in
    with pytest.raises(TournamentError, match="doublettes"):
        register_player(DOUB, 7)
    team = Team(number=1, player_ids=(1, 2), id=10)
    assert register_team(DOUB, team, checked_in=True).team_id == 10
    with pytest.raises(TournamentError, match="mêlée"):
        register_team(MELEE, team)
    with pytest.raises(TournamentError, match="enregistrée"):
        register_team(DOUB, Team(number=1, player_ids=(1, 2)))
    with pytest.raises(TournamentError, match="deux fois"):
        register_team(DOUB, Team(number=1, player_ids=(1, 1), id=3))


def test_drawable_lifecycle() -> None:
    reg = Registration(team_id=5)
    assert not is_drawable(reg, 1)  # not checked in
    reg = check_in(reg)
    assert is_drawable(reg, 1)
    late = join_late(Registration(team_id=6), 3)
    assert late.checked_in
    assert [is_drawable(late, k) for k in (1, 2, 3, 4)] == [False, False, True, True]
    gone = withdraw(reg, 3)
    assert [is_drawable(gone, k) for k in (1, 2, 3, 4)] == [True, True, False, False]
    assert is_drawable(reinstate(gone), 4)
    assert not is_drawable(check_in(reg, False), 1)


def test_withdraw_and_join_consistency() -> None:
    with pytest.raises(TournamentError):
        join_late(Registration(team_id=1, withdrawn_from_round=2), 3)
    with pytest.raises(TournamentError):
        withdraw(Registration(team_id=1, joins_from_round=3), 2)
    with pytest.raises(TournamentError):
        withdraw(Registration(team_id=1), 0)
    with pytest.raises(TournamentError):
        join_late(Registration(team_id=1), 0)


def test_drawable_entrants_filters_kind_and_round() -> None:
    regs = [
        Registration(team_id=3, checked_in=True),
        Registration(team_id=1, checked_in=True, withdrawn_from_round=2),
        Registration(team_id=2, checked_in=True, joins_from_round=2),
        Registration(team_id=4),
        Registration(player_id=9, checked_in=True),
    ]
    assert drawable_entrants(DOUB, regs, 1) == [1, 3]
    assert drawable_entrants(DOUB, regs, 2) == [2, 3]
    assert drawable_entrants(MELEE, regs, 1) == [9]


def test_validate_registrations() -> None:
    teams = [Team(1, (1, 2), id=10), Team(2, (3, 1), id=11), Team(3, (4, 5), id=12)]
    regs = [Registration(team_id=10), Registration(team_id=11), Registration(team_id=12),
            Registration(team_id=12), Registration(player_id=4), Registration()]
    problems = validate_registrations(DOUB, regs, teams)
    assert "Un même joueur figure dans les équipes n° 1 et n° 2." in problems
    assert "L’équipe n° 12 est inscrite deux fois." in problems
    assert any("pas des joueurs seuls" in p for p in problems)
    assert any("soit un joueur, soit une équipe" in p for p in problems)
    assert validate_registrations(DOUB, regs[:1], teams) == []
    assert validate_registrations(MELEE, [Registration(team_id=10)]) == ["En mêlée, chaque joueur s’inscrit seul."]
