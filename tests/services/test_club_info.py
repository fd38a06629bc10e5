"""The club's own name and city, stored in the database (one club per file) and audited."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote_club.services import ClubService, ServiceError
from belote_club.services.views import ClubInfo
from belote_club.storage import Database
from belote_club.storage.copies import copy_rows


def test_a_new_database_has_no_club_name(service: ClubService) -> None:
    assert service.club() == ClubInfo("", "")
    assert service.club().heading == ""


def test_set_club_stores_cleans_and_audits(service: ClubService) -> None:
    assert service.set_club(name="  Belote Club   de Murat ", city="Murat") == ClubInfo("Belote Club de Murat", "Murat")
    assert service.club() == ClubInfo("Belote Club de Murat", "Murat")
    entry = service.audit(None)[0]
    assert entry.what == "Coordonnées du club"
    assert entry.old_value == '{"city": "", "name": ""}'
    assert entry.new_value == '{"city": "Murat", "name": "Belote Club de Murat"}'
    # Only what is given changes; only what changed is recorded.
    assert service.set_club(city="Saint-Flour") == ClubInfo("Belote Club de Murat", "Saint-Flour")
    entry = service.audit(None)[0]
    assert (entry.old_value, entry.new_value) == ('{"city": "Murat"}', '{"city": "Saint-Flour"}')
    count = len(service.audit(None))
    service.set_club(name="Belote Club de Murat")
    assert len(service.audit(None)) == count  # nothing changed, nothing recorded
    # "" clears a field.
    assert service.set_club(city="") == ClubInfo("Belote Club de Murat", "")
    assert service.club() == ClubInfo("Belote Club de Murat", "")


def test_too_long_club_name_is_refused(service: ClubService) -> None:
    with pytest.raises(ServiceError, match="« nom du club » est trop long") as caught:
        service.set_club(name="B" * 201, city="Murat")
    assert caught.value.field == "name"
    assert service.club() == ClubInfo()  # nothing stored, not even the city


def test_heading_names_the_city_unless_the_name_does() -> None:
    assert ClubInfo("Belote Club de Murat", "Murat").heading == "Belote Club de Murat"
    assert ClubInfo("Les As de Pique", "Vic-sur-Cère").heading == "Les As de Pique (Vic-sur-Cère)"
    assert ClubInfo("", "Murat").heading == ""


def test_club_survives_reopening_and_copies(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    with ClubService.open(db_file=path) as service:
        service.set_club(name="Amicale du Rebelote", city="Aurillac")
    with ClubService.open(db_file=path) as service:
        assert service.club() == ClubInfo("Amicale du Rebelote", "Aurillac")
        service.save_copy(tmp_path / "copie.belote")
        with Database.open(db_file=tmp_path / "lignes.belote") as copy:  # the server's way: row by row
            copy_rows(service.database.engine, copy.engine, service.location)
    for copy in ("copie.belote", "lignes.belote"):
        with ClubService.open(db_file=tmp_path / copy) as service:
            assert service.club() == ClubInfo("Amicale du Rebelote", "Aurillac")
