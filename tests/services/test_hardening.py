"""Bad service calls get a French ``ServiceError``, never a raw Python exception (issue « hardening »,
item 7), and every name follows one rule: no control or hidden characters, no lone surrogates."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

import pytest
from services_helpers import doublettes, made

from belote_club.services import ClubService, ServiceError


def _deep(levels: int) -> dict[str, Any]:
    deal: dict[str, Any] = {}
    inner = deal
    for _ in range(levels):
        inner["annonces"] = [{}]
        inner = inner["annonces"][0]
    return deal


@pytest.fixture
def drawn(service: ClubService) -> tuple[ClubService, int, list[int]]:
    tournament, teams = doublettes(service, 4)
    assert tournament.id is not None
    service.draw_next_round(tournament.id, seed=1)
    return service, tournament.id, teams


CALLS: list[tuple[str, Callable[[ClubService, int, list[int]], object], str]] = [
    ("add_deal nested 5 000 deep", lambda s, t, _: s.add_deal(t, 1, 1, _deep(5000)), "imbriquée trop profondément"),
    ("set_deals nested", lambda s, t, _: s.set_deals(t, 1, 1, [_deep(5000)]), "imbriquée trop profondément"),
    ("preview_deal nested", lambda s, t, _: s.preview_deal(t, 1, 1, _deep(5000)), "imbriquée trop profondément"),
    ("update_rules nested", lambda s, t, _: s.update_rules(t, _deep(5000)), "option par option"),
    ("edit_deal position None, no deal", lambda s, t, _: s.edit_deal(t, 1, 1, None, made(0, 100)),  # type: ignore[arg-type]
     "Aucune donne"),
    ("delete_deal position None, no deal", lambda s, t, _: s.delete_deal(t, 1, 1, None),  # type: ignore[arg-type]
     "Aucune donne"),
    ("create_team None", lambda s, t, _: s.create_team(t, None), "deux joueurs"),  # type: ignore[arg-type]
    ("create_team (None, None)", lambda s, t, _: s.create_team(t, (None, None)), "n’existe pas"),  # type: ignore[arg-type]
    ("a deal with a 5 000-digit number", lambda s, t, _: s.add_deal(t, 1, 1, {"taker": 0, "trump": "hearts",
                                                                             "points": [10**5000, 62]}),
     "ce n’est pas une donne"),
    ("a round number of 5 000 digits", lambda s, t, _: s.game(t, 10**5000, 1), "trop grand"),
    ("a surrogate in a deal's key", lambda s, t, _: s.add_deal(t, 1, 1, {**made(0, 100), "\ud800": 1}), "inconnue"),
    ("a surrogate in the rules", lambda s, t, _: s.update_rules(t, {"\ud800": 1}), "inconnue"),
    ("a surrogate in a player's name", lambda s, _t, _: s.add_player("Jean\ud800", "Roux"), "caractère invalide"),
    ("a surrogate in the club's name", lambda s, _t, _: s.set_club(name="Club\udfff"), "caractère invalide"),
]


@pytest.mark.parametrize(("name", "call", "expected"), CALLS, ids=[c[0] for c in CALLS])
def test_a_bad_call_gets_a_french_service_error(drawn: tuple[ClubService, int, list[int]], name: str,
                                                call: Callable[[ClubService, int, list[int]], object],
                                                expected: str) -> None:
    service, tid, teams = drawn
    with pytest.raises(ServiceError) as caught:
        call(service, tid, teams)
    message = str(caught.value)
    assert expected in message
    message.encode("utf-8")  # printable: a lone surrogate never reaches the message
    assert len(message) < 300
    assert service.game(tid, 1, 1).deals == ()  # nothing saved


@pytest.mark.parametrize("bad", ["\x00", "\n", "\t", "\u202e", "\u2066", "\ufeff", "\x85", "\ud800"])
def test_one_rule_for_every_name(drawn: tuple[ClubService, int, list[int]], bad: str) -> None:
    service, tid, teams = drawn
    name = f"Les{bad}As"
    attempts: list[Callable[[], object]] = [
        lambda: service.create_tournament(name, dt.date(2026, 5, 1)),
        lambda: service.create_tournament("Concours", dt.date(2026, 5, 1), venue=name),
        lambda: service.update_tournament(tid, name=name),
        lambda: service.update_tournament(tid, venue=name),
        lambda: service.update_team(tid, teams[0], name=name),
        lambda: service.add_player(name, "Roux"),
        lambda: service.add_player("Jean", name),
        lambda: service.duplicate_tournament(tid, name=name),
    ]
    before = service.tournaments()
    for attempt in attempts:
        with pytest.raises(ServiceError, match="caractère"):
            attempt()
    assert service.tournaments() == before
    assert service.entrants(tid)[0].label != name


def test_ordinary_names_are_still_welcome(drawn: tuple[ClubService, int, list[int]]) -> None:
    service, tid, teams = drawn
    assert service.update_team(tid, teams[0], name="Les As de l’Œillet — 2ᵉ").label == "Les As de l’Œillet — 2ᵉ"
    assert service.add_player("Zoé", "N’Guyen-Dœuf").last_name == "N’Guyen-Dœuf"
    assert service.update_tournament(tid, venue="Salle « Émile-Zola »").venue == "Salle « Émile-Zola »"
