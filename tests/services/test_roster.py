"""Roster: add, edit, search, delete, CSV import with preview and per-line errors, CSV export."""

from __future__ import annotations

import pytest
from services_helpers import doublettes

from belote_club.services import ClubService, ServiceError
from belote_club.services.csv_io import decode


def test_add_edit_search(service: ClubService) -> None:
    emile = service.add_player(" Émile ", "Lefèvre", club="Les As de Pique", licence="12 345")
    service.add_player("Marie", "Dupont")
    assert emile.first_name == "Émile" and emile.id is not None
    assert [p.last_name for p in service.players()] == ["Dupont", "Lefèvre"]
    assert [p.first_name for p in service.players("emile")] == ["Émile"]
    assert [p.first_name for p in service.players("LEFEVRE pique")] == ["Émile"]
    assert service.players("inconnu") == []
    edited = service.update_player(emile.id, phone="06 12 34 56 78", club="")
    assert edited.phone == "06 12 34 56 78" and edited.club is None
    assert service.player(emile.id) == edited
    assert service.audit(None, limit=1)[0].what == "Fiche de Émile Lefèvre"


@pytest.mark.parametrize(
    ("changes", "field"),
    [({"last_name": " "}, "last_name"), ({"first_name": ""}, "first_name"), ({"email": "pas-une-adresse"}, "email")],
)
def test_invalid_player_is_refused(service: ClubService, changes: dict, field: str) -> None:
    player = service.add_player("Jean", "Martin")
    assert player.id is not None
    with pytest.raises(ServiceError) as raised:
        service.update_player(player.id, **changes)
    assert raised.value.field == field
    assert service.player(player.id) == player


def test_player_in_a_tournament_cannot_be_deleted(service: ClubService) -> None:
    _tournament, _teams = doublettes(service, 2)
    used = service.players()[0]
    assert used.id is not None
    with pytest.raises(ServiceError, match="figure dans un concours"):
        service.delete_player(used.id)
    free = service.add_player("Paul", "Libre")
    assert free.id is not None
    service.delete_player(free.id)
    assert free not in service.players()


CSV = """Nom;Prénom;Licence;Club;Téléphone;Email
Dupont;Marie;123;Les As;0600000000;marie@example.org
;Jean;;;;
Martin;;;;;
Lefèvre;Émile;;;;pas-une-adresse
Durand;Paul;;;;
Durand;Paul;;;;
"""


def test_csv_preview_gives_per_line_french_errors(service: ClubService) -> None:
    preview = service.preview_players_csv(CSV)
    assert [line.line for line in preview.valid] == [2, 6]
    errors = {line.line: line.errors for line in preview.errors}
    assert errors[3] == ("Ligne 3 : le nom est vide.",)
    assert errors[4] == ("Ligne 4 : le prénom est vide.",)
    assert errors[5] == ("Ligne 5 : adresse électronique invalide « pas-une-adresse ».",)
    assert errors[7] == ("Ligne 7 : même joueur qu’à la ligne 6.",)
    assert service.players() == []  # a preview saves nothing


def test_csv_import_adds_valid_lines_and_skips_roster_duplicates(service: ClubService) -> None:
    service.add_player("Paul", "Durand")
    result = service.import_players_csv(CSV)
    assert [p.last_name for p in result.added] == ["Dupont"]
    assert result.skipped_duplicates == 1
    assert len(result.errors) == 4
    marie = next(p for p in service.players() if p.last_name == "Dupont")
    assert (marie.licence, marie.club, marie.email) == ("123", "Les As", "marie@example.org")


def test_csv_with_commas_any_column_order_and_windows_encoding(service: ClubService) -> None:
    data = "club,PRENOM,nom\r\nBelote d’Or,Hélène,Girard\r\n".encode("cp1252")
    preview = service.preview_players_csv(decode(data))
    (line,) = preview.valid
    assert line.player is not None
    assert (line.player.first_name, line.player.last_name, line.player.club) == ("Hélène", "Girard", "Belote d’Or")


@pytest.mark.parametrize(
    ("text", "fragment"),
    [("", "vide"), ("Prénom;Club\nJean;X\n", "« nom »"), ("Nom;Prénom\n", "aucun joueur")],
)
def test_unusable_csv_is_refused(service: ClubService, text: str, fragment: str) -> None:
    with pytest.raises(ServiceError) as raised:
        service.preview_players_csv(text)
    assert fragment in str(raised.value)


def test_csv_export_round_trips(service: ClubService, tmp_path) -> None:  # type: ignore[no-untyped-def]
    service.add_player("Émile", "Lefèvre", club="Cercle de l’Atout; Murat", licence="9")
    service.add_player("Marie", "Dupont", email="marie@example.org")
    text = service.export_players_csv()
    assert text.splitlines()[0] == "Nom;Prénom;Licence;Club;Téléphone;Email"
    path = tmp_path / "joueurs.csv"
    path.write_text(text, encoding="utf-8-sig", newline="")
    preview = service.preview_players_csv(decode(path.read_bytes()))
    assert [line.duplicate_of is not None for line in preview.lines] == [True, True]
    assert {line.player.club for line in preview.valid if line.player} == {None, "Cercle de l’Atout; Murat"}


def test_the_search_follows_every_change_of_a_player(service: ClubService) -> None:
    player = service.add_player("Emile", "Lefevre", club="Les As", licence="AB12")
    assert player.id is not None
    assert [p.id for p in service.players("émile lefèvre")] == [player.id]
    service.update_player(player.id, first_name="Œdipe", club="Cœur de Pique")
    assert service.players("emile") == []
    assert [p.id for p in service.players("oedipe coeur")] == [player.id]
    assert [p.id for p in service.players("ab1")] == [player.id]
    assert service.players("100%") == [] and service.players("a_b") == []  # LIKE wildcards are plain text


def test_a_csv_import_writes_in_short_chunks(service: ClubService, monkeypatch: pytest.MonkeyPatch) -> None:
    from belote_club.services import roster

    monkeypatch.setattr(roster, "IMPORT_CHUNK", 2)
    result = service.import_players_csv("prénom;nom\nAline;Faure\nBruno;Gil\nCarole;Hugo\nDenis;Ibert\nEve;Jarre\n")
    assert [p.last_name for p in result.added] == ["Faure", "Gil", "Hugo", "Ibert", "Jarre"]
    imports = [e for e in service.audit(None) if e.what == "Import CSV de joueurs"]
    assert [e.new_value for e in imports] == ["1 joueur ajouté", "2 joueurs ajoutés", "2 joueurs ajoutés"]
    assert len(service.players()) == 5
