"""``ClubService.save_copy``: a consistent ``.belote`` copy of the open database, reopened and compared."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest
from services_helpers import doublettes, full_game, made

from belote_club.services import ClubService, ServiceError


def _club_with_scores(service: ClubService) -> int:
    """A tournament with one finished round, a game in progress in the second one and a paper game."""
    tournament, _teams = doublettes(service, 5)
    assert tournament.id is not None
    service.draw_next_round(tournament.id, seed=11)
    service.set_deals(tournament.id, 1, 1, full_game(0))
    service.enter_paper_totals(tournament.id, 1, 2, (1500, 1240))
    service.draw_next_round(tournament.id, seed=12)
    service.add_deal(tournament.id, 2, 1, made(1, 120, belote=1))
    return tournament.id


def _facts(service: ClubService, tournament_id: int) -> dict[str, Any]:
    return {
        "tournaments": service.tournaments(),
        "players": service.players(),
        "entrants": service.entrants(tournament_id),
        "rounds": service.rounds(tournament_id),
        "standings": service.standings(tournament_id),
        "audit": [(a.what, a.old_value, a.new_value, a.when) for a in service.audit(tournament_id)],
    }


def test_copy_reopens_with_the_same_tournaments_deals_and_standings(service: ClubService, tmp_path: Path) -> None:
    tournament_id = _club_with_scores(service)
    target = tmp_path / "copie.belote"
    assert service.save_copy(target) == target
    with ClubService.open(db_file=target) as copy:
        assert copy.open_report is not None and not copy.open_report.created
        assert _facts(copy, tournament_id) == _facts(service, tournament_id)
        assert copy.game(tournament_id, 2, 1).deals  # the game in progress came along
    # The copy is independent: changing it leaves the original alone.
    with ClubService.open(db_file=target) as copy:
        copy.add_deal(tournament_id, 2, 1, made(0, 100))
    assert len(service.game(tournament_id, 2, 1).deals) == 1


def test_row_by_row_copy_matches_the_backup(service: ClubService, tmp_path: Path) -> None:
    """The server path (new file at head + every row copied), exercised here from the test database."""
    tournament_id = _club_with_scores(service)
    target = tmp_path / "lignes.belote"
    service.database.copy_rows_to(target)
    with ClubService.open(db_file=target) as copy:
        assert _facts(copy, tournament_id) == _facts(service, tournament_id)
        # Identifiers continue after the copied ones.
        assert copy.add_player("Nouveau", "Joueur").id == max(p.id or 0 for p in service.players()) + 1
    with sqlite3.connect(target) as connection:
        assert connection.execute("SELECT key, value FROM belote_club_meta").fetchall() == [
            ("application", "belote-club")
        ]


def test_copy_replaces_an_existing_file_whole(service: ClubService, tmp_path: Path) -> None:
    tournament_id = _club_with_scores(service)
    target = tmp_path / "ancienne.belote"
    target.write_bytes(b"an old, unrelated file")
    service.save_copy(target)
    with ClubService.open(db_file=target) as copy:
        assert [t.tournament.id for t in copy.tournaments()] == [tournament_id]
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith("club.belote")) == ["ancienne.belote"]


def test_copy_refuses_the_open_file_itself(tmp_path: Path) -> None:
    path = tmp_path / "club.belote"
    with ClubService.open(db_file=path) as service:
        _club_with_scores(service)
        before = path.read_bytes()
        with pytest.raises(ServiceError, match="ne peut pas remplacer le fichier ouvert lui-même"):
            service.save_copy(path)
        with pytest.raises(ServiceError, match="ne peut pas remplacer le fichier ouvert lui-même"):
            service.save_copy(tmp_path / "." / "club.belote")
        (tmp_path / "lien.belote").symlink_to(path)
        with pytest.raises(ServiceError, match="ne peut pas remplacer le fichier ouvert lui-même"):
            service.save_copy(tmp_path / "lien.belote")
        assert path.read_bytes() == before


def test_copy_to_unusable_places_gives_french_errors(service: ClubService, tmp_path: Path) -> None:
    _club_with_scores(service)
    with pytest.raises(ServiceError, match=r"Le dossier « .*manquant » n’existe pas"):
        service.save_copy(tmp_path / "manquant" / "copie.belote")
    with pytest.raises(ServiceError, match="est un dossier : choisissez un nom de fichier"):
        service.save_copy(tmp_path)
    a_file = tmp_path / "fichier.txt"
    a_file.write_text("pas un dossier")
    with pytest.raises(ServiceError, match="n’existe pas"):
        service.save_copy(a_file / "copie.belote")
    busy = tmp_path / "ouverte.belote"
    busy.write_bytes(b"")
    (tmp_path / "ouverte.belote-wal").write_bytes(b"")
    with pytest.raises(ServiceError, match="semble ouvert par un autre programme"):
        service.save_copy(busy)
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_write_failure_leaves_no_temporary_file(service: ClubService, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    _club_with_scores(service)

    def full_disk(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("belote_club.storage.database.os.replace", full_disk)
    with pytest.raises(ServiceError, match=r"Impossible d’enregistrer la copie « .*copie\.belote » : disque plein\."):
        service.save_copy(tmp_path / "copie.belote")
    assert not (tmp_path / "copie.belote").exists()
    assert not [p for p in tmp_path.iterdir() if ".tmp" in p.name]
