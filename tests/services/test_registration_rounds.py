"""Registration that contradicts the rounds is refused (issue « the organiser's evening »), and a team can
be edited until it has played."""

from __future__ import annotations

import pytest
from services_helpers import doublettes, full_game, made

from belote_club.services import ClubService, ServiceError


def _two_rounds_played(service: ClubService, teams: int = 6) -> tuple[int, list[int]]:
    tournament, ids = doublettes(service, teams)
    tid = tournament.id
    assert tid is not None
    for number in (1, 2):
        view = service.draw_next_round(tid, seed=number)
        for table in view.tables:
            service.set_deals(tid, number, table.number, full_game())
    return tid, ids


def test_a_late_arrival_for_a_round_already_drawn_is_refused(service: ClubService) -> None:
    tid, ids = _two_rounds_played(service)
    late = service.create_team(tid, _new_pair(service)).entrant_id
    with pytest.raises(ServiceError, match="La manche 2 est déjà tirée : une arrivée en retard compte au plus tôt "
                                           "pour la manche 3"):
        service.join_late(tid, late, 2)
    assert service.join_late(tid, late, 3).joins_from_round == 3
    assert service.join_late(tid, late).joins_from_round == 3  # default: the next round to draw


def test_a_late_arrival_is_cancelled_until_the_entrant_is_drawn(service: ClubService) -> None:
    tid, ids = _two_rounds_played(service)
    late = service.create_team(tid, _new_pair(service), checked_in=False).entrant_id
    assert service.join_late(tid, late).joins_from_round == 3
    back = service.cancel_late_arrival(tid, late, from_round=1, checked_in=False)
    assert (back.joins_from_round, back.checked_in) == (1, False)
    assert "Arrivée en retard annulée" in service.audit(tid, limit=1)[0].what
    service.join_late(tid, late)
    service.draw_next_round(tid, seed=3)
    with pytest.raises(ServiceError, match="figure dans le tirage de la manche 3 : son arrivée ne peut plus"):
        service.cancel_late_arrival(tid, late, from_round=1)
    with pytest.raises(ServiceError, match="manche d’arrivée"):
        service.cancel_late_arrival(tid, ids[0], from_round=0)


def test_a_team_that_has_played_cannot_arrive_late(service: ClubService) -> None:
    tid, ids = _two_rounds_played(service)
    with pytest.raises(ServiceError, match="figure déjà dans le tirage de la manche 1 : ce n’est pas une arrivée"):
        service.join_late(tid, ids[0], 3)
    assert service.entrants(tid)[0].joins_from_round == 1


def test_a_withdrawal_before_a_round_played_is_refused(service: ClubService) -> None:
    tid, ids = _two_rounds_played(service)
    for earlier in (1, 2):
        with pytest.raises(ServiceError, match="a joué la manche 2 : l’abandon compte au plus tôt à partir de la "
                                               "manche 3"):
            service.withdraw(tid, ids[0], earlier)
    assert service.withdraw(tid, ids[0], 3).withdrawn_from_round == 3


def test_a_withdrawal_in_a_drawn_round_not_played_yet_is_accepted(service: ClubService) -> None:
    tid, ids = _two_rounds_played(service)
    view = service.draw_next_round(tid, seed=3)
    seated = view.tables[0].sides[0].entrant_ids[0]
    assert service.withdraw(tid, seated, 3).withdrawn_from_round == 3
    service.reinstate(tid, seated)
    service.add_deal(tid, 3, view.tables[0].number, made(0, 100))  # now round 3 has a score at its table
    with pytest.raises(ServiceError, match="a joué la manche 3"):
        service.withdraw(tid, seated, 3)


def test_a_team_is_edited_until_it_has_played_and_the_journal_says_so(service: ClubService) -> None:
    tournament, ids = doublettes(service, 4)
    tid = tournament.id
    assert tid is not None
    first, second = _new_pair(service)
    edited = service.update_team(tid, ids[0], name="Les As", player_ids=(first, second))
    assert edited.label == "Les As" and [p.id for p in edited.players] == [first, second]
    entry = service.audit(tid, limit=1)[0]
    assert entry.what == "Modification de l’équipe n° 1"
    assert entry.new_value is not None and entry.new_value.startswith("Les As (")
    view = service.draw_next_round(tid, seed=1)
    table = next(t for t in view.tables if ids[0] in t.sides[0].entrant_ids + t.sides[1].entrant_ids)
    assert service.update_team(tid, ids[0], name="Les Rois").label == "Les Rois"  # drawn, not played yet
    service.add_deal(tid, 1, table.number, made(0, 100))
    with pytest.raises(ServiceError, match="a déjà joué \\(manche 1\\) : elle ne peut plus être renommée"):
        service.update_team(tid, ids[0], name="Les Valets")
    assert service.entrants(tid)[0].label == "Les Rois"


def _new_pair(service: ClubService) -> tuple[int, int]:
    a = service.add_player("Irène", "Vidal").id
    b = service.add_player("Yves", "Bel").id
    assert a is not None and b is not None
    return a, b
