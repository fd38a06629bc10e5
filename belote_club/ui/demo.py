"""A demonstration concours, built through the services only (one click on the home screen, benchmarks)."""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable
from typing import Any

from belote_club.rules import GameOverError, HouseRules, score_game

FIRST = ("Marie", "Jean", "Sylvie", "Pierre", "Monique", "Michel", "Josiane", "Alain", "Nicole", "Gérard",
         "Françoise", "Bernard", "Colette", "André", "Odette", "René", "Huguette", "Marcel", "Yvette", "Claude",
         "Ginette", "Roger", "Denise", "Lucien", "Chantal", "Jacques", "Paulette", "Henri", "Simone", "Robert")
LAST = ("Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau",
        "Simon", "Laurent", "Lefèvre", "Michel", "Garcia", "David", "Bertrand", "Roux", "Vincent", "Fournier",
        "Morel", "Girard", "André", "Lefebvre", "Mercier", "Dupont", "Lambert", "Bonnet", "François", "Martinez",
        "Legrand", "Garnier", "Faure", "Rousseau", "Blanc", "Guérin", "Muller", "Henry", "Roussel", "Nicolas")
CLUBS = ("Amicale de Saint-Loup", "Belote Club de Pontarlier", "Foyer rural d’Arbois", "Cercle de Dole")
TEAM_NAMES = ("Les As", "Carré de valets", "Belote et Rebelote", "Les Capots", "Dix de der", "Les Atouts",
              "Les Preneurs", "La Réserve")


def random_deal(rng: random.Random, rules: HouseRules) -> dict[str, Any]:
    roll = rng.random()
    if roll < 0.05:
        return {"passed": True}
    taker = rng.randrange(2)
    if roll < 0.08:
        deal: dict[str, Any] = {"taker": taker, "capot": taker, "points": [162 if c == taker else 0 for c in (0, 1)]}
    else:
        made = rng.random() < 0.78
        taker_points = rng.randint(82, 140) if made else rng.randint(20, 80)
        pts = [0, 0]
        pts[taker] = taker_points
        pts[1 - taker] = 162 - taker_points
        deal = {"taker": taker, "points": pts}
    if rng.random() < 0.25:
        deal["belote"] = [taker if rng.random() < 0.6 else 1 - taker]
    return deal


def random_game(rng: random.Random, rules: HouseRules, *, complete: bool = True) -> list[dict[str, Any]]:
    """Deals of a game that the engine accepts; ``complete``: until the game ends, else a few deals."""
    deals: list[dict[str, Any]] = []
    limit = 60 if complete else rng.randint(2, 6)
    while len(deals) < limit:
        deal = random_deal(rng, rules)
        try:
            result = score_game(rules, [*deals, deal], explain=False)
        except GameOverError:
            break
        deals.append(deal)
        if result.finished:
            break
    return deals


def build_demo(service: Any, *, teams: int = 24, rounds_played: int = 2, partial_round: bool = True,
               seed: int = 2026, progress: Callable[[int, int], None] | None = None,
               date: dt.date | None = None) -> int:
    """Create « Concours de démonstration » with ``teams`` teams (dated today unless ``date``); returns its id."""
    rng = random.Random(seed)
    tournament = service.create_tournament(
        "Concours de démonstration", date or dt.date.today(), preset="concours", venue="Salle des fêtes",
        planned_rounds=4,
    )
    tid = tournament.id
    rules = HouseRules.from_dict(tournament.rules)
    steps = teams + rounds_played + 1
    done = 0
    used: set[tuple[str, str]] = set()

    def person() -> Any:
        for _attempt in range(50):  # distinct names while there are some left
            first, last = rng.choice(FIRST), rng.choice(LAST)
            if (first, last) not in used:
                break
        used.add((first, last))
        return service.add_player(first, last, club=rng.choice(CLUBS),
                                  licence=f"{rng.randint(10, 99)}{rng.randint(10000, 99999)}")

    for number in range(1, teams + 1):
        a, b = person(), person()
        name = TEAM_NAMES[number - 1] if number <= len(TEAM_NAMES) else ""
        service.create_team(tid, (a.id, b.id), name=name, checked_in=True)
        done += 1
        if progress:
            progress(done, steps)
    for index in range(rounds_played + (1 if partial_round else 0)):
        rnd = service.draw_next_round(tid, seed=seed + index)
        last = index == rounds_played
        for table in rnd.tables:
            if last and rng.random() < 0.4:
                continue
            service.set_deals(tid, rnd.number, table.number, random_game(rng, rules, complete=not last))
        done += 1
        if progress:
            progress(done, steps)
    return tid
