"""Issue 24: a score contested from a phone is a contested game until the referee settles it — the services
say which, and the PDFs' data carry it (« contesté — arbitre appelé », provisional standings rows)."""

from __future__ import annotations

from belote_club.reports.from_services import results_data, standings_data
from tests.helpers.club import concours
from tests.helpers.deals import made
from tests.reports.pdf_helpers import pdf_text


def _dispute(service, tid: int, table: int) -> None:
    codes = {a.table_number: a.code for a in service.entry_codes(tid, 1)}
    for number in range(12):
        service.phone_add_deal(codes[table], f"deal-{table}-{number:03d}", made(0, 100))
    service.phone_confirm(codes[table], f"dispute-{table}", 1, agree=False)


def test_a_disputed_score_is_contested_until_the_call_is_answered(sqlite_service) -> None:
    service = sqlite_service
    tid = concours(service, 8)
    assert not service.disputes(tid)
    codes = {a.table_number: a.code for a in service.entry_codes(tid, 1)}
    service.phone_call_referee(codes[1], "plain-call")  # a plain call is not a dispute
    assert not service.disputes(tid)
    _dispute(service, tid, 2)
    disputes = service.disputes(tid)
    assert disputes.tables == {(1, 2)} and disputes.in_round(1) == (2,) and disputes.in_round(2) == ()
    table = next(t for t in service.round(tid, 1).tables if t.number == 2)
    seated = {e for side in table.sides for e in side.entrant_ids}
    assert disputes.entrants() == seated and disputes.entrants(0) == frozenset()

    data = standings_data(service, tid)
    assert data.contested
    match = next(m for m in data.rounds[0].matches if m.table == 2)
    assert match.contested and not any(m.contested for m in data.rounds[0].matches if m.table != 2)
    marked = {row.entrant.number for row in data.rows if "provisoire : score contesté — arbitre appelé" in row.marks}
    assert len(marked) == 2
    assert results_data(service, tid).provisional

    call = next(c for c in service.referee_calls(tid) if c.table_number == 2)
    service.resolve_referee_call(tid, call.id)
    assert not service.disputes(tid)
    assert not standings_data(service, tid).contested


def test_the_standings_pdf_says_contested(sqlite_service) -> None:
    from belote_club.reports.standings import render_standings, standings_title

    service = sqlite_service
    tid = concours(service, 4)
    _dispute(service, tid, 1)
    codes = {a.table_number: a.code for a in service.entry_codes(tid, 1)}
    for number in range(12):
        service.phone_add_deal(codes[2], f"deal-2-{number:03d}", made(1, 100))
    data = standings_data(service, tid)
    assert standings_title(data) == "Classement provisoire après la manche 1 : score contesté, arbitre appelé"
    pdf, _pages = render_standings(data)
    assert pdf is not None
    text = pdf_text(pdf)
    assert "contesté — arbitre appelé" in text and "provisoire : score contesté — arbitre appelé" in text
