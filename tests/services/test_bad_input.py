"""Bad input never gets past the services as anything but a French ``ServiceError``, and changes nothing."""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from services_helpers import doublettes, made

from belote_club.services import ClubService, ServiceError
from belote_club.tournament.model import ExemptKind, ExemptPolicy, Player

HUGE = 10**30
Call = Callable[[ClubService, int, list[int]], Any]

BAD_CALLS: dict[str, tuple[Call, str]] = {
    "unknown huge tournament": (lambda s, t, ids: s.tournament(HUGE), "n’existe pas"),
    "unknown huge player": (lambda s, t, ids: s.player(HUGE), "Le joueur n° "),
    "huge round of a deal": (lambda s, t, ids: s.add_deal(t, HUGE, 1, made(0, 100)), "n’existe pas"),
    "preview on a missing table": (lambda s, t, ids: s.preview_deal(t, 5, 1, made(0, 100)),
                                   "La table 1 de la manche 5 n’existe pas"),
    "paper check on a missing table": (lambda s, t, ids: s.check_paper_totals(t, 5, 1, (1, 2)),
                                       "La table 1 de la manche 5 n’existe pas"),
    "paper total of 10**30": (lambda s, t, ids: s.enter_paper_totals(t, 1, 1, (HUGE, 0)), "ne dépasse pas"),
    "huge deal count": (lambda s, t, ids: s.enter_paper_totals(t, 1, 1, (1000, 800), deal_count=HUGE),
                        "nombre de donnes"),
    "totals not a pair": (lambda s, t, ids: s.enter_paper_totals(t, 1, 1, 5), "deux totaux"),
    "deal that is no mapping": (lambda s, t, ids: s.add_deal(t, 1, 1, "195"), "Donne 1 : une donne"),
    "deals that are no list": (lambda s, t, ids: s.set_deals(t, 1, 1, None), "en liste"),
    "one deal of the list bad": (lambda s, t, ids: s.set_deals(t, 1, 1, [made(0, 100), 5]), "Donne 2"),
    "planned rounds huge": (lambda s, t, ids: s.update_tournament(t, planned_rounds=HUGE), "nombre de manches"),
    "planned rounds text": (lambda s, t, ids: s.update_tournament(t, planned_rounds="x"), "nombre de manches"),
    "name not a text": (lambda s, t, ids: s.update_tournament(t, name=5), "doit être un texte"),
    "date not a date": (lambda s, t, ids: s.update_tournament(t, date="2026-13-01"), "Date du concours invalide"),
    "unknown pairing": (lambda s, t, ids: s.update_tournament(t, pairing="suisse"), "Méthode de tirage inconnue"),
    "unknown ranking key": (lambda s, t, ids: s.update_tournament(t, ranking=["foo"]), "Critère de classement inconnu"),
    "exempt policy no policy": (lambda s, t, ids: s.update_tournament(t, exempt_policy="nothing"), "exempt"),
    "exempt amount huge": (
        lambda s, t, ids: s.update_tournament(t, exempt_policy=ExemptPolicy(ExemptKind.FIXED_WIN, HUGE)),
        "points de l’exempt"),
    "three camps in a concours": (lambda s, t, ids: s.update_rules(t, {"players": 3}), "deux camps"),
    "team number huge": (lambda s, t, ids: s.create_team(t, (1, 2), number=HUGE), "numéro d’équipe"),
    "withdraw from a huge round": (lambda s, t, ids: s.withdraw(t, ids[0], HUGE), "manche de l’abandon"),
    "late arrival at round 0": (lambda s, t, ids: s.join_late(t, ids[0], 0), "manche d’arrivée"),
    "late arrival at round 'x'": (lambda s, t, ids: s.join_late(t, ids[0], "x"), "manche d’arrivée"),
    "player name not a text": (lambda s, t, ids: s.add_player(1, 2), "doit être un texte"),
    "player name too long": (lambda s, t, ids: s.add_player("a" * 1000, "b"), "dépasse 100 caractères"),
    "club name not a text": (lambda s, t, ids: s.set_club(name=5), "doit être un texte"),
    "audit limit huge": (lambda s, t, ids: s.audit(t, limit=HUGE), "nombre d’entrées du journal"),
    "standings after round -1": (lambda s, t, ids: s.standings(t, after_round=-1), "manche du classement"),
    "swap an unknown entrant": (lambda s, t, ids: s.swap_entrants(t, 1, 999, ids[0]), "n’est pas inscrite"),
    "swap a place that is no place": (lambda s, t, ids: s.swap_sides(t, 1, "ab", (2, 0)), "son côté"),
    "CSV that is bytes": (lambda s, t, ids: s.import_players_csv(b"Nom;Pr\xe9nom\n"), "doit être un texte"),
}


def _content(path: Path) -> list[tuple[str, list[str]]]:
    """Every row of every table, audit trail included."""
    with sqlite3.connect(path) as connection:
        names = [n for (n,) in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        return [(n, sorted(map(repr, connection.execute(f'SELECT * FROM "{n}"')))) for n in names]


@pytest.fixture
def drawn(tmp_path: Path) -> tuple[ClubService, int, list[int], Path]:
    path = tmp_path / "club.belote"
    service = ClubService.open(db_file=path)
    tournament, ids = doublettes(service, 5)
    assert tournament.id is not None
    service.draw_next_round(tournament.id, seed=1)
    yield service, tournament.id, ids, path
    service.close()


@pytest.mark.parametrize("case", list(BAD_CALLS))
def test_bad_input_is_a_french_refusal_that_changes_nothing(drawn: Any, case: str) -> None:
    service, tournament_id, ids, path = drawn
    call, fragment = BAD_CALLS[case]
    before = _content(path)
    with pytest.raises(ServiceError) as raised:
        call(service, tournament_id, ids)
    assert fragment in raised.value.message
    assert "is not a valid" not in raised.value.message and "Introuvable" not in raised.value.message
    assert _content(path) == before


def test_a_three_camp_preset_cannot_make_a_concours(tmp_path: Path) -> None:
    with ClubService.open(db_file=tmp_path / "club.belote") as service:
        with pytest.raises(ServiceError, match="deux camps"):
            service.create_tournament("À trois", dt.date(2026, 5, 1), preset="belote-a-trois")
        assert service.tournaments() == []


def test_a_copy_given_a_blank_name_keeps_a_name(drawn: Any) -> None:
    service, tournament_id, _ids, _path = drawn
    assert service.duplicate_tournament(tournament_id, name="   ").name == "Concours du printemps (copie)"


def test_player_fields_are_checked_as_in_the_csv_import(drawn: Any) -> None:
    service, _tournament_id, _ids, _path = drawn
    with pytest.raises(ServiceError, match="caractère de contrôle"):
        service.add_player("Jean", "Du\x00pont")
    player = service.add_player("  Jean ", " Dupont ", email=" ", club="")
    assert (player.first_name, player.last_name, player.email, player.club) == ("Jean", "Dupont", None, None)
    assert service.update_player(player.id or 0, club=" Les As ").club == "Les As"
    assert service.add_players([Player("Zoé", "Martin")])[0].first_name == "Zoé"
