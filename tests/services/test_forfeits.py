"""A table declared forfeit (issue « the organiser's evening »): scored as the exempt policy says or with
typed totals, finished everywhere, undoable, and the next round can be drawn."""

from __future__ import annotations

import pytest
from services_helpers import doublettes, full_game, made

from belote_club.services import ClubService, ServiceError
from belote_club.tournament.model import ExemptKind, ExemptPolicy


def _round_with_a_withdrawal(service: ClubService, **settings: object) -> tuple[int, int, int]:
    """Round 1 drawn, every table played but table 1, where side 1's team withdraws from round 1."""
    tournament, _teams = doublettes(service, 6, **settings)  # type: ignore[arg-type]
    tid = tournament.id
    assert tid is not None
    view = service.draw_next_round(tid, seed=4)
    for table in view.tables[1:]:
        service.set_deals(tid, 1, table.number, full_game())
    leaver = view.tables[0].sides[1].entrant_ids[0]
    service.withdraw(tid, leaver, 1)
    return tid, view.tables[0].number, leaver


def test_a_forfeit_scores_the_opponent_as_an_exempt_and_ends_the_round(service: ClubService) -> None:
    tid, table, leaver = _round_with_a_withdrawal(service, exempt_policy=ExemptPolicy(ExemptKind.FIXED_WIN, 1000))
    with pytest.raises(ServiceError, match="n’est pas terminée"):
        service.draw_next_round(tid, seed=5)
    game = service.declare_forfeit(tid, 1, table, 1)
    assert (game.mode, game.forfeit, game.winner, game.totals, game.game_points, game.finished) == (
        "forfeit", 1, 0, (1000, 0), (1, 0), True)
    assert service.game(tid, 1, table) == game
    assert service.round_progress(tid, 1).complete
    rows = {row.entrant_id: row for row in service.standings(tid).rows}
    assert rows[leaver].points_against == 1000 and rows[leaver].wins == 0
    exported = service.export(tid)["rounds"][0]["tables"][0]["game"]
    assert exported["mode"] == "forfeit" and exported["forfeit"] == {"side": 1}
    assert any(e.what.startswith(f"Manche 1, table {table} : forfait de ") for e in service.audit(tid))
    with pytest.raises(ServiceError, match="déclarée forfait : annulez le forfait"):
        service.add_deal(tid, 1, table, made(0, 100))
    with pytest.raises(ServiceError, match="le tirage ne peut plus changer"):
        service.redraw_round(tid, 1, seed=9)
    assert len(service.draw_next_round(tid, seed=5).tables) == 2  # the leaver is no longer drawn


def test_a_forfeit_with_typed_totals_and_its_undo(service: ClubService) -> None:
    tid, table, _leaver = _round_with_a_withdrawal(service)
    with pytest.raises(ServiceError, match="ne peut pas avoir plus de points"):
        service.declare_forfeit(tid, 1, table, 1, totals=(300, 700))
    game = service.declare_forfeit(tid, 1, table, 1, totals=(800, 300))
    assert (game.mode, game.winner, game.totals) == ("forfeit", 0, (800, 300))
    with pytest.raises(ServiceError, match="déjà déclarée forfait"):
        service.declare_forfeit(tid, 1, table, 0)
    before = service.standings(tid)
    empty = service.cancel_forfeit(tid, 1, table)
    assert not empty.has_score and not service.round_progress(tid, 1).complete
    assert service.standings(tid) != before
    assert service.audit(tid, limit=1)[0].what == f"Manche 1, table {table} : annulation du forfait — poste principal"
    with pytest.raises(ServiceError, match="n’est pas déclarée forfait"):
        service.cancel_forfeit(tid, 1, table)
    service.add_deal(tid, 1, table, made(0, 100))  # the table takes scores again
    with pytest.raises(ServiceError, match="effacez-les avant de déclarer le forfait"):
        service.declare_forfeit(tid, 1, table, 1)


def test_a_forfeit_under_the_round_average_follows_the_other_games(service: ClubService) -> None:
    tid, table, _leaver = _round_with_a_withdrawal(
        service, exempt_policy=ExemptPolicy(ExemptKind.ROUND_AVERAGE, 0))
    service.standings(tid)  # the façade keeps its snapshot from here
    first = service.declare_forfeit(tid, 1, table, 0)
    assert first.totals[0] == 0 and first.totals[1] > 0 and first.winner == 1
    service.standings(tid)  # kept again: the next game saved updates it in place
    other = next(t.number for t in service.round(tid, 1).tables if t.number != table)
    service.set_deals(tid, 1, other, [made(0, 100, belote=0) for _ in range(12)])  # 20 more a deal
    after = service.game(tid, 1, table)
    assert after.totals[1] != first.totals[1]
    with ClubService.open(db_file=service.database.sqlite_file) if service.database.is_sqlite else \
            ClubService.open(url=service.database.url.render_as_string(hide_password=False)) as fresh:
        assert fresh.standings(tid) == service.standings(tid)
