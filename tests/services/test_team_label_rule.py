"""Issue 24: one rule for a team's label on every screen and paper — « 3 · Les As », « 3 · René Dupré /
Agnès Müller » for a team without a name (never « Équipe 3 » on paper and the players on screen) — and the
standings after a round list a late arrival only from the round it joins, on screen and on paper alike."""

from __future__ import annotations

from belote_club.reports.from_services import standings_data, table_plan_data
from belote_club.reports.table_cards import cards_from_service
from tests.helpers.club import concours, play_round


def test_a_team_is_named_alike_on_screen_and_on_paper(sqlite_service) -> None:
    service = sqlite_service
    tid = concours(service, 5)  # unnamed teams, one exempt
    rnd = service.round(tid, 1)
    plan = table_plan_data(service, tid, 1)
    for table, planned in zip(rnd.tables, plan.tables, strict=True):
        for side, entrant in zip(table.sides, planned.sides, strict=True):
            assert entrant.label == side.numbered == f"{side.numbers[0]} · {side.label}"
            assert "Équipe" not in entrant.label and " / " in entrant.label
    exempt = rnd.exempts[0]
    assert plan.exempts[0].label == exempt.numbered == f"{exempt.number} · {exempt.label}"
    cards, _event = cards_from_service(service, tid, "http://192.0.2.1:8080", 1)
    assert cards[0].camps == (rnd.tables[0].sides[0].numbered, rnd.tables[0].sides[1].numbered)
    data = standings_data(service, tid)
    assert {row.entrant.title for row in data.rows} == {e.label for e in service.entrants(tid)}


def test_a_late_arrival_is_in_the_standings_from_the_round_it_joins(sqlite_service) -> None:
    service = sqlite_service
    tid = concours(service, 8)
    a, b = service.add_player("Zoé", "Zed"), service.add_player("Yves", "Ygrec")
    late = service.create_team(tid, (a.id, b.id))
    service.join_late(tid, late.entrant_id)
    play_round(service, tid, 1)
    after_one = service.standings(tid, after_round=1)
    assert late.entrant_id not in {r.entrant_id for r in after_one.rows} and len(after_one.rows) == 8
    assert len(standings_data(service, tid, 1).rows) == 8  # the paper lists what the screen lists
    service.draw_next_round(tid, seed=2)
    assert late.entrant_id in {r.entrant_id for r in service.standings(tid).rows}
    assert late.entrant_id not in {r.entrant_id for r in service.standings(tid, after_round=1).rows}
