"""Two stations (two ``ClubService`` on one database): the change marker, and stale edits refused."""

from __future__ import annotations

import datetime as dt
import inspect
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from services_helpers import doublettes, full_game, made

from belote_club.services import ClubService, ServiceError, StaleGameError
from belote_club.services.player_cards import PlayerMerge
from belote_club.services.season_data import SeasonSummary
from belote_club.tournament.model import Player
from belote_club.tournament.season import Season
from tests.helpers.club import another_station

STALE = "La partie de la table 1 a été modifiée sur un autre poste : elle vient d’être rechargée."


@pytest.fixture
def stations(service: ClubService) -> Iterator[tuple[ClubService, ClubService]]:
    """Station A (the test's ``service``) and station B on the same database."""
    with another_station(service) as other:
        yield service, other


def _first_ranked(service: ClubService, tid: int) -> int:
    """The entrant at the top of the prize list (its first row)."""
    sheet = service.prize_sheet(tid)
    assert sheet is not None
    return sheet.rows[0].entry.entrant_id


def _writes() -> set[str]:
    """The public methods of ClubService that open a writing unit of work (directly or through a helper)."""
    helpers = {"_change_deals", "_change_registration", "update_rules", "_store_swap"}
    names = set()
    # The table-side entry (services/tables.py, phones) has its own tests of its writes.
    members = {name: member for cls in reversed(ClubService.__mro__) for name, member in vars(cls).items()
               if cls.__module__ != "belote_club.services.tables"}
    for name, member in members.items():
        if name.startswith("_") or not callable(member) or isinstance(member, classmethod):
            continue
        source = inspect.getsource(member)
        if "self._unit()" in source or any(re.search(rf"self\.{h}\(", source) for h in helpers):
            names.add(name)
    return names


def test_the_marker_moves_on_every_kind_of_write_made_by_another_station(
        stations: tuple[ClubService, ClubService]) -> None:
    a, b = stations
    tournament, teams = doublettes(b, 6)
    tid = tournament.id
    assert tid is not None
    spare = b.add_player("Irène", "Vidal").id
    spare2 = b.add_player("Yves", "Bel").id
    assert spare is not None and spare2 is not None
    covered: set[str] = set()
    paid: list[Any] = []
    seasons: list[SeasonSummary] = []
    gone: list[Season] = []
    merges: list[PlayerMerge] = []
    steps: list[tuple[str, Callable[[], Any]]] = [
        ("update_tournament", lambda: b.update_tournament(tid, venue="Salle des fêtes")),
        ("update_rules", lambda: b.update_rules(tid, {**a.tournament(tid).rules, "rounding": "exact"})),
        ("apply_preset", lambda: b.apply_preset(tid, "concours")),
        ("set_club", lambda: b.set_club(name="Les As de Pique")),
        ("add_player", lambda: b.add_player("Nadine", "Roche")),
        ("add_players", lambda: b.add_players([Player("Luc", "Abel")])),
        ("update_player", lambda: b.update_player(spare, club="Murat")),
        ("import_players_csv", lambda: b.import_players_csv("prénom;nom\nAline;Faure\n")),
        ("create_team", lambda: b.create_team(tid, (spare, spare2))),
        ("update_team", lambda: b.update_team(tid, teams[0], name="Les As")),
        ("unregister", lambda: b.unregister(tid, b.entrants(tid)[-1].entrant_id)),
        ("register_player", lambda: None),  # mêlée only: below
        ("check_in", lambda: b.check_in(tid, teams[0], False)),
        ("join_late", lambda: b.join_late(tid, teams[0], 2)),
        ("cancel_late_arrival", lambda: b.cancel_late_arrival(tid, teams[0], from_round=1, checked_in=True)),
        ("reinstate", lambda: b.reinstate(tid, teams[0])),
        ("withdraw", lambda: b.withdraw(tid, teams[0], 3)),
        # The money of the concours (PRIZES.md): rules, a payment undone, a refund, every fee, a member's card.
        ("set_prize_rules", lambda: b.set_prize_rules(tid, {"fee_cents": 1000, "lots": ["Jambon"]})),
        ("pay", lambda: paid.append(b.pay(tid, teams[1], amount_cents=100))),
        ("cancel_cash_entry", lambda: b.cancel_cash_entry(tid, paid[-1].id or 0)),
        ("refund", lambda: (b.pay(tid, teams[0]), b.refund(tid, teams[0]))),
        ("pay_all", lambda: b.pay_all(tid, means="card")),
        ("set_player_member", lambda: b.set_player_member(spare, True)),
        ("draw_next_round", lambda: b.draw_next_round(tid, seed=3)),
        ("redraw_round", lambda: b.redraw_round(tid, 1, seed=4)),
        ("swap_sides", lambda: b.swap_sides(tid, 1, (1, 0), (2, 0))),
        ("swap_entrants", lambda: b.swap_entrants(tid, 1, teams[1], teams[2])),
        ("add_deal", lambda: b.add_deal(tid, 1, 1, made(0, 100))),
        ("insert_deal", lambda: b.insert_deal(tid, 1, 1, 1, made(1, 90))),
        ("edit_deal", lambda: b.edit_deal(tid, 1, 1, 2, made(0, 120))),
        ("delete_deal", lambda: b.delete_deal(tid, 1, 1, 1)),
        ("close_game", lambda: b.close_game(tid, 1, 1)),
        ("set_deals", lambda: (b.close_game(tid, 1, 1, closed=False), b.set_deals(tid, 1, 1, full_game()))),
        ("record_prize_paid", lambda: b.record_prize_paid(tid, _first_ranked(b, tid))),
        ("clear_game", lambda: b.clear_game(tid, 1, 1)),
        ("enter_paper_totals", lambda: b.enter_paper_totals(tid, 1, 2, (1300, 900))),
        ("declare_forfeit", lambda: b.declare_forfeit(tid, 1, 1, 0)),
        ("cancel_forfeit", lambda: b.cancel_forfeit(tid, 1, 1)),
        ("finish_tournament", lambda: b.finish_tournament(tid)),
        ("duplicate_tournament", lambda: (b.finish_tournament(tid, False), b.duplicate_tournament(tid))),
        ("delete_round", lambda: (b.clear_game(tid, 1, 2), b.delete_round(tid, 1))),
        ("delete_player", lambda: b.delete_player(b.add_player("Zoé", "Brun").id)),
        # Seasons and cards across concours: journalled without a concours, every concours' marker moves.
        ("create_season", lambda: seasons.append(b.create_season("Hiver", {}, concours=[tid]))),
        ("rename_season", lambda: b.rename_season(seasons[0].id, "Hiver 2026")),
        ("set_season_dates", lambda: b.set_season_dates(seasons[0].id, dt.date(2026, 1, 1), dt.date(2026, 3, 31))),
        ("set_season_rules", lambda: b.set_season_rules(seasons[0].id, {"best_of": 2})),
        ("remove_season_concours", lambda: b.remove_season_concours(seasons[0].id, [tid])),
        ("add_season_concours", lambda: b.add_season_concours(seasons[0].id, [tid])),
        ("delete_season", lambda: gone.append(b.delete_season(seasons[0].id))),
        ("restore_season", lambda: b.restore_season(gone[0])),
        ("update_season", lambda: b.update_season(b.seasons()[0].id, name="Hiver", concours=[])),
        ("merge_players", lambda: b.merge_players(b.add_player("Léa", "Roux").id, b.add_player("Léa", "Roux").id)),
        ("merge_cards", lambda: merges.append(b.merge_cards(b.add_player("Lou", "Roux").id,
                                                            b.add_player("Lou", "Roux").id).undo)),
        ("unmerge_players", lambda: b.unmerge_players(merges[0])),
    ]
    for name, step in steps:
        before = a.change_marker(tid)
        step()
        if name != "register_player":
            assert a.change_marker(tid) != before, name
        covered.add(name)
    # Mêlée: a player registered on station B.
    melee = b.create_tournament("Mêlée", dt.date(2026, 5, 1), format="melee")
    assert melee.id is not None
    before = a.change_marker(melee.id)
    b.register_player(melee.id, spare)
    assert a.change_marker(melee.id) != before
    # Deleting a tournament (roster-wide record): the other tournament's marker moves too.
    before = a.change_marker(melee.id)
    b.delete_tournament(b.create_tournament("Éphémère", dt.date(2026, 6, 1)).id)
    covered |= {"delete_tournament", "create_tournament"}
    assert a.change_marker(melee.id) != before
    assert _writes() - covered == set(), "every writing call must be covered by this test"


def test_the_marker_is_still_when_nothing_changes_and_ignores_other_tournaments(
        stations: tuple[ClubService, ClubService]) -> None:
    a, b = stations
    first, _ = doublettes(b, 4)
    second, _ = doublettes(b, 4, name="Autre concours")
    assert first.id is not None and second.id is not None
    b.draw_next_round(second.id, seed=1)
    marker = a.change_marker(first.id)
    a.standings(first.id)
    a.rounds(first.id)
    b.add_deal(second.id, 1, 1, made(0, 100))
    assert a.change_marker(first.id) == marker
    assert isinstance(marker, str) and len(marker) < 40


def _drawn(b: ClubService) -> int:
    tournament, _ = doublettes(b, 4)
    assert tournament.id is not None
    b.draw_next_round(tournament.id, seed=1)
    return tournament.id


def test_a_stale_edit_is_refused_and_changes_nothing(stations: tuple[ClubService, ClubService]) -> None:
    a, b = stations
    tid = _drawn(b)
    for points in (100, 110, 120, 130):
        a.add_deal(tid, 1, 1, made(0, points))
    seen = a.game(tid, 1, 1)  # what station A shows
    assert seen.fingerprint
    b.delete_deal(tid, 1, 1, 2)  # meanwhile, on station B
    stored = b.game(tid, 1, 1)
    with pytest.raises(StaleGameError) as caught:
        a.edit_deal(tid, 1, 1, 3, made(1, 95), expected=seen.fingerprint)
    assert str(caught.value) == STALE
    assert isinstance(caught.value, ServiceError)
    assert caught.value.game == stored  # the game as it now stands, to be shown at once
    assert a.game(tid, 1, 1) == stored
    audit = a.audit(tid)
    assert audit[0].what.endswith("suppression — poste principal")
    # Every changing call refuses the same way.
    old = seen.fingerprint
    refusals: list[Callable[[], Any]] = [
        lambda: a.add_deal(tid, 1, 1, made(0, 100), expected=old),
        lambda: a.insert_deal(tid, 1, 1, 1, made(0, 100), expected=old),
        lambda: a.delete_deal(tid, 1, 1, 1, expected=old),
        lambda: a.set_deals(tid, 1, 1, [], expected=old),
        lambda: a.clear_game(tid, 1, 1, expected=old),
        lambda: a.close_game(tid, 1, 1, expected=old),
        lambda: a.enter_paper_totals(tid, 1, 1, (1000, 800), expected=old),
    ]
    for refused in refusals:
        with pytest.raises(StaleGameError, match="modifiée sur un autre poste"):
            refused()
    assert a.game(tid, 1, 1) == stored


def test_an_up_to_date_fingerprint_is_accepted_and_follows_every_change(
        stations: tuple[ClubService, ClubService]) -> None:
    a, b = stations
    tid = _drawn(b)
    view = a.game(tid, 1, 1)
    empty = view.fingerprint
    view = a.add_deal(tid, 1, 1, made(0, 100), expected=view.fingerprint)
    assert view.fingerprint == b.game(tid, 1, 1).fingerprint != empty
    view = a.edit_deal(tid, 1, 1, 1, made(1, 100), expected=view.fingerprint)
    assert view.fingerprint == b.game(tid, 1, 1).fingerprint
    view = a.close_game(tid, 1, 1, expected=view.fingerprint)
    assert view.fingerprint == b.game(tid, 1, 1).fingerprint
    view = a.close_game(tid, 1, 1, closed=False, expected=view.fingerprint)
    view = a.delete_deal(tid, 1, 1, 1, expected=view.fingerprint)
    assert view.fingerprint == empty  # content-based: undoing gives back the fingerprint from before
    view = a.enter_paper_totals(tid, 1, 1, (1300, 900), expected=view.fingerprint)
    assert view.fingerprint == b.game(tid, 1, 1).fingerprint
    view = a.clear_game(tid, 1, 1, expected=view.fingerprint)
    assert view.fingerprint == empty == b.game(tid, 1, 1).fingerprint
    view = a.set_deals(tid, 1, 1, full_game(), expected=view.fingerprint)
    assert view.fingerprint == b.game(tid, 1, 1).fingerprint
    # Station B's edit to another table does not make station A's view of table 1 stale.
    b.add_deal(tid, 1, 2, made(0, 100))
    a.set_deals(tid, 1, 1, [], expected=view.fingerprint)


def test_the_marker_of_an_unknown_tournament_is_harmless(service: ClubService) -> None:
    assert service.change_marker(12345) == service.change_marker(12345)
    assert service.change_marker("x") == service.change_marker(0)  # type: ignore[arg-type]
