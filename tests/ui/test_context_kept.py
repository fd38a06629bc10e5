"""The page's tournament is read once, then again only when something was written (here or elsewhere)."""

from __future__ import annotations

from PySide6.QtGui import QUndoGroup

from belote_club.ui.context import Context
from tests.helpers.club import concours


def test_the_tournament_is_read_again_only_after_a_write(qtbot, service, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    tid = concours(service)
    context = Context(service, tid, QUndoGroup())
    reads: list[int] = []
    real = service.tournament
    monkeypatch.setattr(service, "tournament", lambda t: reads.append(t) or real(t))
    first = context.tournament
    rules = context.rules()
    assert context.tournament is first and context.rules() is rules and reads == [tid]
    service.update_tournament(tid, name="Concours renommé")  # a write: the marker moves
    assert context.tournament.name == "Concours renommé" and reads == [tid, tid]
    assert context.rules() == rules


def test_a_write_from_another_station_is_seen(qtbot, service, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from belote_club.services import ClubService

    tid = concours(service)
    context = Context(service, tid, QUndoGroup())
    assert context.tournament.planned_rounds
    planned = context.tournament.planned_rounds
    database = service.database
    with ClubService.open(db_file=database.sqlite_file) as other:
        other.update_tournament(tid, planned_rounds=planned + 1)
    assert context.tournament.planned_rounds == planned + 1
