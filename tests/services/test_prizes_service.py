"""Fees, payments, refunds and prizes through the services (PRIZES.md): journaled, undoable, nothing saved on
bad input, two stations agreeing."""

from __future__ import annotations

import pytest

from belote_club.services import ClubService, ServiceError
from tests.helpers.club import concours, doublettes, melee, play_round

RULES = {"fee_cents": 1400, "split": {"type": "percent", "shares": [50, 30, 20]}, "lots": ["jambon", "saucisson"]}


def numbered(service: ClubService, tid: int, number: int) -> int:
    return service.entrant_numbered(tid, number).entrant_id


def test_rules_filled_in_and_journaled(sqlite_service: ClubService) -> None:
    tid = concours(sqlite_service, 4, drawn=False)
    assert sqlite_service.prize_rules(tid) is None
    assert "prizes" not in sqlite_service.export(tid)
    assert sqlite_service.set_prize_rules(tid, RULES) is None
    rules = sqlite_service.prize_rules(tid)
    assert rules is not None and rules["pot_percent"] == 100 and rules["ties"] == "share"
    assert sqlite_service.audit(tid)[0].what.startswith("Règles des prix")
    with pytest.raises(ServiceError) as caught:
        sqlite_service.set_prize_rules(tid, {"split": {"type": "percent", "shares": [80, 30]}})
    assert caught.value.field == "split.shares" and "split.shares" in str(caught.value)
    assert sqlite_service.prize_rules(tid) == rules


def test_stale_rules_are_refused(stations: tuple[ClubService, ClubService]) -> None:
    desk, other = stations
    tid = concours(desk, 4, drawn=False)
    desk.set_prize_rules(tid, RULES)
    seen = other.prize_rules(tid)
    desk.set_prize_rules(tid, {**RULES, "fee_cents": 1500})
    with pytest.raises(ServiceError):
        other.set_prize_rules(tid, {**RULES, "fee_cents": 1000}, expected=seen)
    assert desk.prize_rules(tid)["fee_cents"] == 1500  # type: ignore[index]


def test_pay_refund_and_undo(sqlite_service: ClubService) -> None:
    service = sqlite_service
    tid = concours(service, 4, drawn=False)
    service.set_prize_rules(tid, RULES)
    first = numbered(service, tid, 1)
    part = service.pay(tid, first, amount_cents=400, means="cheque")
    service.pay(tid, first)
    with pytest.raises(ServiceError) as caught:
        service.pay(tid, first)
    assert caught.value.field == "entrant"
    with pytest.raises(ServiceError) as caught:
        service.pay(tid, numbered(service, tid, 2), amount_cents=1401)
    assert caught.value.field == "amount_cents"
    with pytest.raises(ServiceError) as caught:
        service.pay(tid, numbered(service, tid, 2), means="bitcoin")
    assert caught.value.field == "means"
    sheet = service.prize_sheet(tid)
    assert sheet is not None
    assert sheet.paid_by_means["cheque"] == 400 and sheet.paid_by_means["cash"] == 1000
    row = next(r for r in sheet.rows if r.entry.number == 1)
    assert row.entry.means == "cash" and row.owed_cents == 0
    # A refund needs a withdrawal.
    with pytest.raises(ServiceError):
        service.refund(tid, first)
    service.withdraw(tid, first, from_round=1)
    refund = service.refund(tid, first)
    assert refund.amount_cents == 1400
    with pytest.raises(ServiceError):
        service.pay(tid, first)
    with pytest.raises(ServiceError):
        service.cancel_cash_entry(tid, part.id or 0)  # refunded: undo the refund first
    service.cancel_cash_entry(tid, refund.id or 0)
    service.cancel_cash_entry(tid, part.id or 0)
    sheet = service.prize_sheet(tid)
    assert sheet is not None and sheet.fees_paid_cents == 1000 and sheet.refunds_cents == 0
    assert [e.what for e in service.audit(tid)[:2]][0].startswith("Annulation du paiement")


def test_pay_all_and_nobody_owes(sqlite_service: ClubService) -> None:
    tid = concours(sqlite_service, 3, drawn=False)
    sqlite_service.set_prize_rules(tid, RULES)
    assert len(sqlite_service.pay_all(tid, means="card")) == 3
    assert sqlite_service.pay_all(tid) == []
    sheet = sqlite_service.prize_sheet(tid)
    assert sheet is not None and sheet.paid_by_means["card"] == 4200


def test_members_fee(sqlite_service: ClubService) -> None:
    tournament, teams = doublettes(sqlite_service, 2)
    assert tournament.id is not None
    team = sqlite_service.entrant_numbered(tournament.id, 1)
    sqlite_service.set_player_member(team.players[0].id or 0, True)
    assert sqlite_service.player(team.players[0].id or 0).member
    sqlite_service.update_player(team.players[0].id or 0, club="Murat")
    assert sqlite_service.player(team.players[0].id or 0).member  # another change keeps the flag
    sqlite_service.set_prize_rules(tournament.id, {"fee_cents": 1400, "member_fee_cents": 1001})
    sheet = sqlite_service.prize_sheet(tournament.id)
    assert sheet is not None
    assert [r.entry.fee_due_cents for r in sheet.rows] == [(1001 + 1400) // 2, 1400]


def test_prizes_follow_the_standings_and_are_recorded(sqlite_service: ClubService) -> None:
    service = sqlite_service
    tid = concours(service, 4, planned_rounds=1)
    service.set_prize_rules(tid, RULES)
    service.pay_all(tid)
    play_round(service, tid, 1)
    data = service.export(tid)["prizes"]
    ranked = [r for r in data["rows"] if r["rank"] is not None]
    assert len(ranked) == 4
    assert data["pot_cents"] == 5600
    assert sum(r["prize_cents"] for r in data["rows"]) == data["prizes_cents"]
    assert data["balance_cents"] == data["fees_paid_cents"] - data["refunds_cents"] - data["prizes_cents"]
    assert [r["lot"] for r in data["rows"]][:2] == ["jambon", "saucisson"]
    winner = service.entrant_numbered(tid, data["rows"][0]["number"]).entrant_id
    paid = service.record_prize_paid(tid, winner)
    assert paid.amount_cents == data["rows"][0]["prize_cents"]
    with pytest.raises(ServiceError):
        service.set_prize_rules(tid, {**RULES, "fee_cents": 1000})
    service.cancel_cash_entry(tid, paid.id or 0)
    service.set_prize_rules(tid, {**RULES, "fee_cents": 1000})


def test_melee_fee_per_player(sqlite_service: ClubService) -> None:
    tid = melee(sqlite_service, 5, drawn=False)
    sqlite_service.set_prize_rules(tid, {"fee_cents": 700})
    sheet = sqlite_service.prize_sheet(tid)
    assert sheet is not None and sheet.fees_due_cents == 3500 and len(sheet.rows) == 5


def test_roster_csv_sets_the_member_flag(sqlite_service: ClubService) -> None:
    text = "nom;prénom;membre\nAubrac;Élise;oui\nCantal;Rémi;non\nSalers;Anaïs;\n"
    result = sqlite_service.import_players_csv(text)
    assert [p.member for p in result.added] == [True, False, False]
    assert [p.member for p in sqlite_service.players("Aubrac")] == [True]
    preview = sqlite_service.preview_players_csv("nom;prénom;membre\nAubrac;Paul;peut-être\n")
    assert preview.errors and "membre" in preview.errors[0].errors[0]


def test_a_paid_entry_is_not_unregistered_with_its_money(sqlite_service: ClubService) -> None:
    tid = concours(sqlite_service, 3, drawn=False)
    sqlite_service.set_prize_rules(tid, RULES)
    first = numbered(sqlite_service, tid, 1)
    payment = sqlite_service.pay(tid, first)
    with pytest.raises(ServiceError):
        sqlite_service.unregister(tid, first)
    sqlite_service.cancel_cash_entry(tid, payment.id or 0)
    sqlite_service.unregister(tid, first)
    assert len(sqlite_service.entrants(tid)) == 2
