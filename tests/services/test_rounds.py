"""Registration, check-in, late arrival, withdrawal; draws with seed, exempts, redraw, swaps."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from services_helpers import doublettes, full_game, made

from belote_club.services import ClubService, ServiceError
from belote_club.tournament.model import Format


def _tables(view) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:  # type: ignore[no-untyped-def]
    return [(t.sides[0].entrant_ids, t.sides[1].entrant_ids) for t in view.tables]


def test_team_registration_rules(service: ClubService) -> None:
    tournament, teams = doublettes(service, 2)
    assert tournament.id is not None
    entrants = service.entrants(tournament.id)
    assert [e.number for e in entrants] == [1, 2]
    assert entrants[0].label == "Marie Dupont / Jean Dupont"
    first = entrants[0].players[0]
    extra = service.add_player("Paul", "Seul")
    assert first.id is not None and extra.id is not None
    with pytest.raises(ServiceError, match="joue déjà dans l’équipe n° 1"):
        service.create_team(tournament.id, (first.id, extra.id))
    with pytest.raises(ServiceError, match="on inscrit des équipes, pas des joueurs seuls"):
        service.register_player(tournament.id, extra.id)
    renamed = service.update_team(tournament.id, teams[0], name="Les As")
    assert renamed.label == "Les As"


def test_melee_registration_numbers_and_draw(service: ClubService) -> None:
    tournament = service.create_tournament("Mêlée du jeudi", dt.date(2026, 2, 5), format=Format.MELEE)
    assert tournament.id is not None
    players = [service.add_player(f"Joueur{i}", "Test") for i in range(9)]
    for player in players:
        assert player.id is not None
        service.register_player(tournament.id, player.id, checked_in=True)
    assert [e.number for e in service.entrants(tournament.id)] == list(range(1, 10))
    view = service.draw_next_round(tournament.id, seed=5)
    assert len(view.tables) == 2 and len(view.exempts) == 1  # 9 players: two tables of four, one exempt
    assert all(len(side.entrant_ids) == 2 for t in view.tables for side in t.sides)


def test_only_checked_in_teams_are_drawn_and_late_arrival(service: ClubService) -> None:
    tournament, teams = doublettes(service, 4)
    assert tournament.id is not None
    late = service.add_players(service.players()[:0])  # nothing: just exercising the bulk call
    assert late == []
    a, b = service.add_player("Léa", "Tardive"), service.add_player("Luc", "Tardif")
    assert a.id is not None and b.id is not None
    late_team = service.create_team(tournament.id, (a.id, b.id)).entrant_id
    first = service.draw_next_round(tournament.id, seed=1)
    assert late_team not in {e for pair in _tables(first) for side in pair for e in side}
    assert not first.exempts
    for table in first.tables:
        service.set_deals(tournament.id, 1, table.number, full_game())
    service.join_late(tournament.id, late_team)
    assert service.entrants(tournament.id)[-1].joins_from_round == 2
    second = service.draw_next_round(tournament.id, seed=2)
    drawn = {e for pair in _tables(second) for side in pair for e in side} | {x.entrant_id for x in second.exempts}
    assert late_team in drawn and len(second.exempts) == 1  # five teams: one exempt
    assert set(teams) <= drawn


def test_withdrawal_stops_draws_and_keeps_results(service: ClubService) -> None:
    tournament, teams = doublettes(service, 4)
    assert tournament.id is not None
    first = service.draw_next_round(tournament.id, seed=1)
    for table in first.tables:
        service.set_deals(tournament.id, 1, table.number, full_game(0))
    leaver = first.tables[0].sides[0].entrant_ids[0]
    withdrawn = service.withdraw(tournament.id, leaver)
    assert withdrawn.withdrawn_from_round == 2
    second = service.draw_next_round(tournament.id, seed=2)
    assert len(second.exempts) == 1 and leaver not in {x.entrant_id for x in second.exempts}
    assert leaver not in {e for pair in _tables(second) for side in pair for e in side}
    row = next(r for r in service.standings(tournament.id).rows if r.entrant_id == leaver)
    assert row.played == 1 and row.wins == 1 and row.withdrawn_from_round == 2
    with pytest.raises(ServiceError, match="déclarez plutôt un abandon"):
        service.unregister(tournament.id, leaver)
    assert service.reinstate(tournament.id, leaver).withdrawn_from_round is None


def test_same_seed_same_draw(tmp_path: Path) -> None:
    draws = []
    for name in ("a", "b"):
        with ClubService.open(db_file=tmp_path / f"{name}.belote") as club:
            tournament, _teams = doublettes(club, 9)
            assert tournament.id is not None
            draws.append(_tables(club.draw_next_round(tournament.id, seed=1234)))
    assert draws[0] == draws[1]


def test_next_round_needs_the_previous_one_finished(service: ClubService) -> None:
    tournament, _teams = doublettes(service, 4)
    assert tournament.id is not None
    first = service.draw_next_round(tournament.id, seed=1)
    service.set_deals(tournament.id, 1, 1, full_game())
    with pytest.raises(ServiceError, match=r"La manche 1 n’est pas terminée : 1 table à saisir \(2\)"):
        service.draw_next_round(tournament.id, seed=2)
    assert service.round_progress(tournament.id, 1).remaining == (2,)
    service.add_deal(tournament.id, 1, 2, made(0, 100))
    progress = service.round_progress(tournament.id, 1)
    assert (progress.finished, progress.in_progress, progress.pending) == (1, 1, 0)
    second = service.draw_next_round(tournament.id, seed=2, allow_unfinished=True)
    assert second.number == 2 and len(first.tables) == 2


def test_round_beyond_planned_rounds_is_refused(service: ClubService) -> None:
    tournament, _teams = doublettes(service, 2, planned_rounds=1)
    assert tournament.id is not None
    service.draw_next_round(tournament.id, seed=1)
    service.set_deals(tournament.id, 1, 1, full_game())
    with pytest.raises(ServiceError, match="prévoit 1 manches"):
        service.draw_next_round(tournament.id)


def test_redraw_swap_and_delete_only_without_scores(service: ClubService) -> None:
    tournament, _teams = doublettes(service, 6)
    assert tournament.id is not None
    first = service.draw_next_round(tournament.id, seed=1)
    redrawn = service.redraw_round(tournament.id, 1, seed=99)
    assert redrawn.seed == 99
    before = _tables(redrawn)
    swapped = service.swap_sides(tournament.id, 1, (1, 0), (2, 1))
    after = _tables(swapped)
    assert after[0][0] == before[1][1] and after[1][1] == before[0][0]
    a, b = after[0][0][0], after[2][1][0]
    exchanged = _tables(service.swap_entrants(tournament.id, 1, a, b))
    assert exchanged[0][0] == (b,) and exchanged[2][1] == (a,)
    service.add_deal(tournament.id, 1, 3, made(1, 90))
    for attempt in (
        lambda: service.redraw_round(tournament.id, 1),
        lambda: service.swap_sides(tournament.id, 1, (1, 0), (2, 0)),
        lambda: service.delete_round(tournament.id, 1),
    ):
        with pytest.raises(ServiceError, match="scores sont déjà saisis"):
            attempt()
    service.delete_deal(tournament.id, 1, 3, 1)
    service.delete_round(tournament.id, 1)
    assert service.rounds(tournament.id) == []
    assert len(first.tables) == 3
    actions = [e.what for e in service.audit(tournament.id)]
    assert "Annulation du tirage de la manche 1" in actions and "Nouveau tirage de la manche 1" in actions


def test_draw_needs_enough_entrants(service: ClubService) -> None:
    tournament, _teams = doublettes(service, 1)
    assert tournament.id is not None
    with pytest.raises(ServiceError, match="au moins deux équipes"):
        service.draw_next_round(tournament.id)


def test_a_swap_that_creates_repeats_is_warned_about_journalled_and_marked_by_hand(service: ClubService) -> None:
    tournament, _ids = doublettes(service, 4)
    tid = tournament.id
    assert tid is not None
    first = service.draw_next_round(tid, seed=1)
    for table in first.tables:
        service.set_deals(tid, 1, table.number, full_game())
    second = service.draw_next_round(tid, seed=2)
    assert not second.swapped and second.repeat_label == "inévitable"
    a, b = first.tables[0].sides[0].entrant_ids[0], first.tables[0].sides[1].entrant_ids[0]
    side_of_b = next((t.number, i) for t in second.tables for i, s in enumerate(t.sides) if b in s.entrant_ids)
    partner_of_a = next(t for t in second.tables if any(a in s.entrant_ids for s in t.sides))
    other_side = 1 if a in partner_of_a.sides[0].entrant_ids else 0
    warnings = service.preview_swap_sides(tid, 2, (partner_of_a.number, other_side), side_of_b)
    assert warnings and "rencontres déjà jouées" in warnings[0] and "choisi à la main" in warnings[0]
    assert service.round_summaries(tid)[1].swapped is False  # a preview changes nothing
    swapped = service.swap_sides(tid, 2, (partner_of_a.number, other_side), side_of_b)
    assert swapped.swapped and swapped.repeat_label == "choisi à la main" and swapped.unavoidable_repeats == 2
    assert service.round_summaries(tid)[1].repeat_label == "choisi à la main"
    entry = service.audit(tid, limit=1)[0]
    assert entry.what.startswith("Échange dans la manche 2") and entry.new_value == warnings[0]
    assert service.preview_swap_entrants(tid, 2, a, b) == []  # swapping them back adds no repeat
