"""Scores: deals through the rules engine, corrections, paper totals, the audit trail, standings."""

from __future__ import annotations

import json

import pytest
from services_helpers import doublettes, full_game, made

from belote_club.services import ClubService, ServiceError
from belote_club.tournament.model import ExemptKind, ExemptPolicy, GameState


@pytest.fixture
def table(service: ClubService) -> tuple[ClubService, int]:
    tournament, _teams = doublettes(service, 2)
    assert tournament.id is not None
    service.draw_next_round(tournament.id, seed=1)
    return service, tournament.id


def test_deal_by_deal_with_corrections(table: tuple[ClubService, int]) -> None:
    service, tid = table
    view = service.add_deal(tid, 1, 1, made(0, 75, belote=0))
    assert view.totals == (95, 87) and view.deals[0].outcome == "made"
    # explanations name the sides by their own labels, in parentheses
    sides = service.round(tid, 1).tables[0].sides
    assert view.deals[0].explanation[0] == f"Le preneur ({sides[0].label}) fait 95 contre 87."
    assert f"la défense ({sides[1].label}) marque 87" in view.deals[0].explanation[1]
    view = service.add_deal(tid, 1, 1, made(0, 81))  # 81 – 81: litige, 81 in reserve
    assert view.deals[1].outcome == "litige" and view.reserve == 81
    view = service.add_deal(tid, 1, 1, made(1, 100))  # camp 1 wins the deal and the reserve
    assert view.deals[2].points == (62, 181) and view.totals == (95 + 0 + 62, 87 + 81 + 181)
    view = service.edit_deal(tid, 1, 1, 2, made(0, 90))  # the litige was a mistake
    assert [d.outcome for d in view.deals] == ["made", "made", "made"]
    assert view.totals == (95 + 90 + 62, 87 + 72 + 100)
    view = service.insert_deal(tid, 1, 1, 1, {"passed": True})
    assert [d.position for d in view.deals] == [1, 2, 3, 4] and view.deals[0].outcome == "passed"
    view = service.delete_deal(tid, 1, 1, 1)
    assert len(view.deals) == 3 and view.state is GameState.IN_PROGRESS
    assert service.game(tid, 1, 1) == view
    audit = service.audit(tid)
    assert [e.what for e in audit[:2]] == [
        "Manche 1, table 1, donne 1 : suppression — poste principal",
        "Manche 1, table 1, donne 1 : insertion — poste principal",
    ]
    correction = next(e for e in audit if e.what.endswith("donne 2 : correction — poste principal"))
    assert json.loads(correction.old_value or "")["points"] == [81, 81]
    assert json.loads(correction.new_value or "")["points"] == [90, 72]


@pytest.mark.parametrize(
    ("deal", "field", "fragment"),
    [
        ({"taker": 0, "points": [100, 61]}, "points", "points"),
        ({"taker": 5, "points": [100, 62]}, "taker", "preneur"),
        ({"taker": 0, "points": [100, 62], "trump": "sans_atout"}, "trump", "atout"),
        ({"taker": 0, "points": [100, 62], "frobnicate": 1}, "frobnicate", "frobnicate"),
    ],
)
def test_invalid_deal_names_the_field_and_saves_nothing(
    table: tuple[ClubService, int], deal: dict, field: str, fragment: str
) -> None:
    service, tid = table
    service.add_deal(tid, 1, 1, made(0, 100))
    before = service.game(tid, 1, 1)
    audit_before = service.audit(tid)
    with pytest.raises(ServiceError) as raised:
        service.add_deal(tid, 1, 1, deal)
    error = raised.value
    assert error.deal == 2 and error.field == field
    assert str(error).startswith("Donne 2") and fragment in str(error)
    with pytest.raises(ServiceError):
        service.edit_deal(tid, 1, 1, 1, deal)
    assert service.game(tid, 1, 1) == before
    assert service.audit(tid) == audit_before


def test_deal_after_the_end_is_refused(table: tuple[ClubService, int]) -> None:
    service, tid = table
    view = service.set_deals(tid, 1, 1, full_game(1))
    assert view.finished and view.winner == 1 and view.game_points == (0, 1)
    assert view.state is GameState.FINISHED
    with pytest.raises(ServiceError, match="déjà terminée"):
        service.add_deal(tid, 1, 1, made(0, 100))


def test_bad_positions_and_unknown_tables(table: tuple[ClubService, int]) -> None:
    service, tid = table
    with pytest.raises(ServiceError, match="Aucune donne"):
        service.edit_deal(tid, 1, 1, 1, made(0, 100))
    service.add_deal(tid, 1, 1, made(0, 100))
    with pytest.raises(ServiceError, match="de 1 à 1"):
        service.delete_deal(tid, 1, 1, 2)
    with pytest.raises(ServiceError, match="La table 7 de la manche 1 n’existe pas"):
        service.add_deal(tid, 1, 7, made(0, 100))
    with pytest.raises(ServiceError, match="n’existe pas"):
        service.game(tid, 4, 1)


def test_preview_saves_nothing(table: tuple[ClubService, int]) -> None:
    service, tid = table
    service.add_deal(tid, 1, 1, made(0, 81))
    preview = service.preview_deal(tid, 1, 1, made(1, 120))
    assert preview.position == 2 and preview.points == (42, 120 + 81)
    assert len(service.game(tid, 1, 1).deals) == 1


def test_paper_totals_with_warnings(table: tuple[ClubService, int]) -> None:
    service, tid = table
    good = service.enter_paper_totals(tid, 1, 1, (1030, 934), deal_count=12, belotes=1)
    assert good.mode == "paper" and good.finished and good.winner == 0 and good.warnings == ()
    assert service.check_paper_totals(tid, 1, 1, (1030, 944), deal_count=12, belotes=1)
    suspicious = service.enter_paper_totals(tid, 1, 1, (1030, 944), deal_count=12, belotes=1)
    assert suspicious.warnings and all(isinstance(w, str) for w in suspicious.warnings)
    assert service.game(tid, 1, 1).warnings == suspicious.warnings
    with pytest.raises(ServiceError, match="totaux de feuille"):
        service.add_deal(tid, 1, 1, made(0, 100))
    with pytest.raises(ServiceError, match="deux totaux entiers"):
        service.enter_paper_totals(tid, 1, 1, (1000,))
    cleared = service.clear_game(tid, 1, 1)
    assert cleared.mode == "empty"
    service.add_deal(tid, 1, 1, made(0, 100))
    with pytest.raises(ServiceError, match="déjà saisies"):
        service.enter_paper_totals(tid, 1, 1, (1000, 900))
    assert "totaux de la feuille" in " ".join(e.what for e in service.audit(tid))


def test_close_and_reopen_a_game(table: tuple[ClubService, int]) -> None:
    service, tid = table
    service.add_deal(tid, 1, 1, made(0, 100))
    closed = service.close_game(tid, 1, 1)
    assert closed.finished and closed.winner == 0 and closed.state is GameState.CLOSED
    with pytest.raises(ServiceError, match="est close"):
        service.add_deal(tid, 1, 1, made(0, 100))
    reopened = service.close_game(tid, 1, 1, closed=False)
    assert not reopened.finished and reopened.state is GameState.IN_PROGRESS


def test_standings_follow_every_correction(service: ClubService) -> None:
    tournament, teams = doublettes(service, 3, exempt_policy=ExemptPolicy(ExemptKind.FIXED_WIN, 1000))
    tid = tournament.id
    assert tid is not None
    first = service.draw_next_round(tid, seed=4)
    (table,) = first.tables
    (exempt,) = first.exempts
    service.set_deals(tid, 1, 1, full_game(0))
    side0, side1 = table.sides[0].entrant_ids[0], table.sides[1].entrant_ids[0]
    rows = {r.entrant_id: r for r in service.standings(tid).rows}
    assert (rows[side0].points_for, rows[side0].points_against, rows[side0].wins) == (1200, 744, 1)
    assert (rows[side1].points_for, rows[side1].wins, rows[side1].opponents) == (744, 0, (table.sides[0].label,))
    assert (rows[exempt.entrant_id].points_for, rows[exempt.entrant_id].exempts) == (1000, 1)
    assert [r.rank for r in service.standings(tid).rows] == [1, 2, 3]
    service.edit_deal(tid, 1, 1, 12, made(0, 0))  # a dedans on the last deal
    rows = {r.entrant_id: r for r in service.standings(tid).rows}
    assert rows[side0].points_for == 1100 and rows[side1].points_for == 682 + 162
    assert set(teams) == set(rows)


def test_changing_a_returned_deal_changes_nothing_stored(table: tuple[ClubService, int]) -> None:
    service, tid = table
    view = service.add_deal(tid, 1, 1, made(0, 100))
    view.deals[0].data["points"][0] = 0  # type: ignore[index]
    assert service.game(tid, 1, 1).deals[0].data["points"] == [100, 62]
    assert {row.points_for for row in service.standings(tid).rows} == {0}  # an unfinished game does not count
    assert service.round(tid, 1).tables[0].game.deals[0].data["points"] == [100, 62]
