"""Tournaments: creation from a preset, settings, rules lock, duplicate, delete, audit."""

from __future__ import annotations

import datetime as dt

import pytest
from services_helpers import doublettes, full_game, made

from belote_club.rules import load_preset
from belote_club.services import ClubService, ServiceError
from belote_club.tournament.model import ExemptKind, ExemptPolicy, Format, PairingMethod, TournamentStatus


def test_create_from_preset_and_list(service: ClubService) -> None:
    created = service.create_tournament("Concours d’été", dt.date(2026, 7, 14), preset="concours", venue=" Salle ")
    assert created.id is not None
    assert created.rules == load_preset("concours").to_dict()
    assert created.preset == "concours"
    assert created.venue == "Salle"
    assert created.status is TournamentStatus.REGISTRATION and not created.rules_locked
    again = service.tournament(created.id)
    assert again == created
    assert [s.tournament.name for s in service.tournaments()] == ["Concours d’été"]


def test_create_with_rule_overrides_records_custom_rules(service: ClubService) -> None:
    created = service.create_tournament("Soirée", dt.date(2026, 1, 9), preset="classique",
                                        rules={"rounding": "ten_half_down"})
    assert created.rules["rounding"] == "ten_half_down"
    assert created.preset != "classique"


@pytest.mark.parametrize(
    ("kwargs", "fragment"),
    [
        ({"name": "  "}, "nom du concours est obligatoire"),
        ({"preset": "inconnu"}, "préréglage inconnu"),
        ({"rules": {"rounding": "au_pif"}}, "rounding"),
        ({"ranking": "au_hasard"}, "Classement inconnu"),
        ({"planned_rounds": 0}, "nombre de manches"),
    ],
)
def test_create_refuses_bad_input(service: ClubService, kwargs: dict, fragment: str) -> None:
    arguments = {"name": "Concours", "date": dt.date(2026, 1, 1), **kwargs}
    with pytest.raises(ServiceError) as raised:
        service.create_tournament(**arguments)
    assert fragment in str(raised.value)
    assert service.tournaments() == []


def test_update_settings_and_audit(service: ClubService) -> None:
    tournament, _teams = doublettes(service, 4)
    assert tournament.id is not None
    updated = service.update_tournament(
        tournament.id, name="Grand concours", planned_rounds=5, pairing=PairingMethod.RANDOM, ranking="victoires",
        exempt_policy=ExemptPolicy(ExemptKind.ROUND_AVERAGE),
    )
    assert updated.name == "Grand concours" and updated.planned_rounds == 5
    assert updated.pairing is PairingMethod.RANDOM
    assert updated.exempt_policy.kind is ExemptKind.ROUND_AVERAGE
    assert service.tournament(tournament.id) == updated
    entry = service.audit(tournament.id, limit=1)[0]
    assert entry.what == "Réglages du concours"
    assert "Grand concours" in (entry.new_value or "") and "Concours du printemps" in (entry.old_value or "")
    with pytest.raises(ServiceError, match="formule ne peut plus changer"):
        service.update_tournament(tournament.id, format=Format.MELEE)


def test_rules_lock_after_first_score(service: ClubService) -> None:
    tournament, _teams = doublettes(service, 2)
    assert tournament.id is not None
    service.update_rules(tournament.id, {**tournament.rules, "belote_points": 20, "chute_points": 160})
    service.draw_next_round(tournament.id, seed=1)
    service.add_deal(tournament.id, 1, 1, made(0, 100))
    assert service.tournament(tournament.id).rules_locked
    with pytest.raises(ServiceError, match="verrouillées"):
        service.update_rules(tournament.id, {"rounding": "ten_half_down"})
    changed = service.update_rules(tournament.id, {**tournament.rules, "rounding": "ten_half_down"}, unlock=True)
    assert changed.rules["rounding"] == "ten_half_down"
    assert service.game(tournament.id, 1, 1).totals == (100, 60)  # 100 – 62 rounded: the change ripples
    assert service.audit(tournament.id, limit=1)[0].what == "Règles maison (déverrouillées)"


def test_unlocked_rules_refused_when_a_stored_deal_no_longer_scores(service: ClubService) -> None:
    tournament, _teams = doublettes(service, 2, preset="annonces")
    assert tournament.id is not None
    service.draw_next_round(tournament.id, seed=1)
    deal = {**made(0, 100), "annonces": [{"camp": 0, "kind": "tierce", "high": "K", "suit": "hearts", "length": 3}]}
    service.add_deal(tournament.id, 1, 1, deal)
    before = service.tournament(tournament.id)
    with pytest.raises(ServiceError, match="Manche 1, table 1 : donne 1"):
        service.apply_preset(tournament.id, "concours", unlock=True)
    assert service.tournament(tournament.id) == before


def test_duplicate_copies_settings_and_entrants_not_rounds(service: ClubService) -> None:
    tournament, _teams = doublettes(service, 3)
    assert tournament.id is not None
    service.draw_next_round(tournament.id, seed=3)
    copy = service.duplicate_tournament(tournament.id, name="Concours d’automne", date=dt.date(2026, 10, 3))
    assert copy.id is not None and copy.id != tournament.id
    assert copy.rules == tournament.rules and copy.format is tournament.format
    assert copy.status is TournamentStatus.REGISTRATION
    entrants = service.entrants(copy.id)
    assert [e.label for e in entrants] == [e.label for e in service.entrants(tournament.id)]
    assert not any(e.checked_in for e in entrants)
    assert service.rounds(copy.id) == []


def test_delete_keeps_the_deletion_on_record(service: ClubService) -> None:
    tournament, _teams = doublettes(service, 2)
    assert tournament.id is not None
    service.draw_next_round(tournament.id, seed=1)
    service.set_deals(tournament.id, 1, 1, full_game())
    service.delete_tournament(tournament.id)
    assert service.tournaments() == []
    with pytest.raises(ServiceError, match="n’existe pas"):
        service.tournament(tournament.id)
    assert "Suppression du concours « Concours du printemps »" in service.audit(None, limit=1)[0].what
    assert len(service.players()) == 4  # the roster stays


def test_finished_tournament_refuses_changes(service: ClubService) -> None:
    tournament, _teams = doublettes(service, 2)
    assert tournament.id is not None
    service.draw_next_round(tournament.id, seed=1)
    service.finish_tournament(tournament.id)
    with pytest.raises(ServiceError, match="est clos"):
        service.add_deal(tournament.id, 1, 1, made(0, 100))
    assert service.finish_tournament(tournament.id, False).status is TournamentStatus.RUNNING
    service.add_deal(tournament.id, 1, 1, made(0, 100))


def test_rules_description_is_french(service: ClubService) -> None:
    tournament = service.create_tournament("Concours", dt.date(2026, 1, 1))
    assert tournament.id is not None
    lines = service.rules_description(tournament.id)
    assert lines and all(isinstance(title, str) and sentence for title, sentence in lines)
    assert any("162" in sentence or "capot" in sentence.lower() for _title, sentence in lines)


def test_presets_offered_to_a_concours_have_two_sides(service: ClubService) -> None:
    names = [p.name for p in service.presets()]
    assert "concours" in names and "classique" in names
    assert "belote-a-trois" not in names  # a concours table opposes two sides


def test_the_exempts_points_against_are_part_of_the_policy(service: ClubService) -> None:
    from belote_club.tournament.model import ExemptAgainst, ExemptKind, ExemptPolicy

    policy = ExemptPolicy(ExemptKind.FIXED_WIN, 900, ExemptAgainst.ROUND_AVERAGE)
    created = service.create_tournament("Exempts", dt.date(2026, 6, 6), exempt_policy=policy)
    assert created.id is not None
    assert service.tournament(created.id).exempt_policy == policy
    changed = service.update_tournament(created.id, exempt_policy=ExemptPolicy(against=ExemptAgainst.SAME_AS_FOR))
    assert changed.exempt_policy.against is ExemptAgainst.SAME_AS_FOR
    entry = service.audit(created.id, limit=1)[0]
    assert entry.new_value is not None and '"against": "same_as_for"' in entry.new_value
    assert service.export(created.id)["tournament"]["exempt_policy"]["against"] == "same_as_for"
    with pytest.raises(ServiceError, match="Points encaissés par l’exempt inconnus : « beaucoup »"):
        service.update_tournament(created.id, exempt_policy=ExemptPolicy(against="beaucoup"))  # type: ignore[arg-type]
