"""The season's PDF: 300 players with long names, counted and uncounted concours, the « non classé » apart."""

from __future__ import annotations

import datetime as dt
import random

from belote_club.reports.season import render_season
from belote_club.services.season_data import SeasonSummary, SeasonView
from belote_club.tournament.model import Player
from belote_club.tournament.season import ConcoursEntry, ConcoursResult, Season, SeasonRules, compute_season
from tests.helpers.club import player
from tests.reports.pdf_helpers import pdf_pages, pdf_text

LONG = ("Marie-Bernadette-Éléonore", "de La Tour d’Auvergne-Lauraguais")


def season_view(players: int = 300, concours: int = 10, *, best_of: int | None = 6) -> SeasonView:
    rng = random.Random(7)
    cards = {i: player(i) for i in range(1, players + 1)}
    cards = {i: Player(p.first_name, p.last_name, id=i) for i, p in cards.items()}
    cards[1] = Player(*LONG, id=1)
    results = []
    for c in range(1, concours + 1):
        present = sorted(rng.sample(sorted(cards), k=int(players * 0.7)))
        if c > 1:
            present = [p for p in present if p != players]  # the last player comes once
        entries = tuple(ConcoursEntry(player_ids=(pid,), number=i + 1, rank=i + 1, wins=rng.randrange(5),
                                      points_for=rng.randrange(2000, 5000), points_against=rng.randrange(2000, 5000),
                                      games={"won": rng.randrange(5)}) for i, pid in enumerate(present))
        results.append(ConcoursResult(c, f"Concours n° {c}", dt.date(2026, 1, 3) + dt.timedelta(days=7 * c),
                                      "melee", True, entries))
    rules = SeasonRules(best_of=best_of, min_concours=2, score="points_for", score_divisor=100)
    standing = compute_season(rules, results, cards)
    season = Season("Challenge d’hiver du Belote Club de Saint-Flour-de-Mercoire", concours_ids=tuple(range(1, 11)),
                    id=1)
    summary = SeasonSummary(season, results[0].date, results[-1].date)
    return SeasonView(summary=summary, rules=rules, held={r.id: r for r in results}, players=cards, standing=standing)


def test_three_hundred_players_and_long_names() -> None:
    view = season_view()
    data, pages = render_season(view, club="Belote Club de Saint-Flour")
    assert data is not None and 5 <= pages <= 14
    text = pdf_text(data)
    assert "Non classés" in text and "Concours de la saison" in text
    assert "Bernadette" in text and "Lauraguais" in text  # the long name, whole
    first = pdf_pages(data)[0]
    assert "Classement de la saison" in first and "C8" in first and "C9" not in first  # eight beside the figures
    eight = season_view(concours=8)
    data = render_season(eight)[0]
    assert data is not None
    assert "C8" in pdf_pages(data)[0] and "Entre parenthèses" in pdf_text(data)  # best_of: uncounted marked


def test_an_empty_season_says_so() -> None:
    view = season_view(players=4, concours=1)
    empty = SeasonView(summary=SeasonSummary(Season("Vide", id=2), None, None), rules=SeasonRules(), held={},
                       players={}, standing=compute_season(SeasonRules(), [], {}))
    data, pages = render_season(empty)
    assert data is not None and pages == 1 and "Aucun concours terminé" in pdf_text(data)
    assert render_season(view)[1] == 1


def test_twenty_concours_each_have_their_column() -> None:
    """Beyond eight concours, the following ones' columns go on in tables of their own: none is dropped."""
    view = season_view(concours=20)
    data, _pages = render_season(view)
    assert data is not None
    pages = pdf_pages(data)
    following = [page for page in pages if "Points par concours, C9 à C20" in page]
    assert len(following) == 2  # the ranked rows, then those « non classés »
    ranked = [line for line in view.standing.lines if line.rank is not None]
    for line in (ranked[0], ranked[-1]):
        name = view.players[line.ids[0]].display_name
        points = {p.concours_id: p for p in line.by_concours}
        cells = [str(points[c.id].points) if points[c.id].counted else f"({points[c.id].points})"
                 for c in view.standing.concours[8:] if c.id in points]
        assert f"{line.rank} {name} {line.total} {' '.join(cells)}" in " ".join(pages)
    assert all(f"C{i} : Concours n° {i}," in pages[-1] for i in range(1, 21))
