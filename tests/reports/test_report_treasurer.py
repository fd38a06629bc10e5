"""The treasurer's sheet (PRIZES.md): each team named once, a withdrawal marked beside its name."""

from __future__ import annotations

import pytest
from pdf_helpers import pdf_text

from belote_club import i18n
from belote_club.reports import from_services as fs
from belote_club.reports.treasurer import render_treasurer
from belote_club.services import ClubService
from tests.helpers.club import concours, play_round


def _sheet(service: ClubService) -> tuple[int, dict[int, str]]:
    """Six teams, the first one named; n° 3 withdraws before round 1 (refunded), n° 5 from round 2."""
    tid = concours(service, 6, planned_rounds=2, drawn=False)
    first = service.entrant_numbered(tid, 1)
    assert first.team_id is not None
    service.update_team(tid, first.team_id, name="Les As de Bormes")
    service.set_prize_rules(tid, {"fee_cents": 1400, "split": {"type": "percent", "shares": [60, 40]}})
    service.pay_all(tid)
    service.withdraw(tid, service.entrant_numbered(tid, 3).entrant_id, 1)
    service.refund(tid, service.entrant_numbered(tid, 3).entrant_id)
    service.draw_next_round(tid, seed=1)
    play_round(service, tid, 1)
    service.withdraw(tid, service.entrant_numbered(tid, 5).entrant_id, 2)
    return tid, {e.number: e.label for e in service.entrants(tid) if e.number is not None}


def test_each_team_is_named_once_and_a_withdrawal_is_marked(sqlite_service: ClubService) -> None:
    tid, labels = _sheet(sqlite_service)
    data, _pages = render_treasurer(fs.treasurer_data(sqlite_service, tid))
    assert data is not None
    text = pdf_text(data)
    players = sqlite_service.entrant_numbered(tid, 1).players
    named = " / ".join(p.display_name for p in players)
    assert text.count("Les As de Bormes") == 1 and text.count(named) == 1  # the name, its players below
    for number in range(2, 7):
        assert text.count(labels[number]) == 1, labels[number]  # no second line repeating the players
    assert text.count("abandon dès la manche") == 2
    assert f"{labels[3]} abandon dès la manche 1" in text
    assert f"{labels[5]} abandon dès la manche 2" in text


@pytest.mark.usefixtures("english")
def test_the_withdrawal_mark_in_english(sqlite_service: ClubService) -> None:
    i18n.set_language("fr")
    tid, labels = _sheet(sqlite_service)
    i18n.set_language("en")
    data, _pages = render_treasurer(fs.treasurer_data(sqlite_service, tid))
    assert data is not None
    text = pdf_text(data)
    assert f"{labels[5]} withdrew from round 2" in text and "abandon" not in text
