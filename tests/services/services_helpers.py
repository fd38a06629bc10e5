"""Helpers for the services tests: deals, whole games, a tournament with teams."""

from __future__ import annotations

import datetime as dt
from typing import Any

from belote_club.services import ClubService
from belote_club.tournament.model import Format, Player, Tournament


def made(taker: int, taker_points: int, *, belote: int | None = None) -> dict[str, Any]:
    """A suit deal where ``taker`` scored ``taker_points`` card points (the other side the rest)."""
    points = [0, 0]
    points[taker] = taker_points
    points[1 - taker] = 162 - taker_points
    deal: dict[str, Any] = {"taker": taker, "trump": "hearts", "points": points}
    if belote is not None:
        deal["belote"] = [belote]
    return deal


def full_game(winner: int = 0) -> list[dict[str, Any]]:
    """Twelve deals (a whole ``concours`` game) that ``winner`` wins 12 × 100 to 12 × 62."""
    return [made(winner, 100) for _ in range(12)]


def doublettes(service: ClubService, teams: int, *, name: str = "Concours du printemps",
               preset: str = "concours", **settings: Any) -> tuple[Tournament, list[int]]:
    """A doublettes tournament with ``teams`` checked-in teams; returns it and the team ids."""
    tournament = service.create_tournament(name, dt.date(2026, 4, 12), preset=preset, format=Format.DOUBLETTES,
                                           **settings)
    assert tournament.id is not None
    players = service.add_players(
        [_player(i) for i in range(2 * teams)]
    )
    ids = []
    for i in range(teams):
        a, b = players[2 * i].id, players[2 * i + 1].id
        assert a is not None and b is not None
        ids.append(service.create_team(tournament.id, (a, b), checked_in=True).entrant_id)
    return tournament, ids


FIRST = ("Marie", "Jean", "Émile", "Hélène", "Paul", "Lucie", "René", "Odette", "Gérard", "Josiane")
LAST = ("Dupont", "Lefèvre", "Martin", "Durand", "Moreau", "Girard", "Roux", "Fournier", "Noël", "Blanc")


def _player(i: int) -> Player:
    return Player(first_name=FIRST[i % 10], last_name=f"{LAST[(i // 10) % 10]}{'' if i < 10 else i}")
