"""The ranking criteria the services accept (the three tie-breaks too), their one set of French labels, and the
drawing of lots: its seed drawn once per tournament, kept, written in the journal, used by every standings."""

from __future__ import annotations

import json

import pytest

from belote_club.services import ClubService, ServiceError
from belote_club.services.validation import CHOICES
from belote_club.tournament.model import RankingKey
from belote_club.tournament.standings import CRITERION_LABELS
from tests.helpers.club import concours, doublettes


def _lots_seeds(service: ClubService, tid: int) -> list[int]:
    return [json.loads(entry.new_value or "{}")["lots_seed"] for entry in service.audit(tid)
            if entry.what.startswith("Tirage au sort pour départager")]


def test_every_criterion_is_accepted_and_named_with_the_one_set_of_labels(service: ClubService) -> None:
    keys = ["points_for", "head_to_head", "best_game", "difference", "lots"]
    tournament, _ = doublettes(service, 4, ranking=keys)
    assert tournament.ranking_criteria == tuple(RankingKey(k) for k in keys)
    assert CHOICES["ranking"][1] == {key.value: label for key, label in CRITERION_LABELS.items()}
    assert tournament.id is not None
    with pytest.raises(ServiceError) as refused:
        service.update_tournament(tournament.id, ranking=["points_for", "au_hasard"])
    message = str(refused.value)
    assert "« au_hasard »" in message and all(label in message for label in CRITERION_LABELS.values())
    assert "« head_to_head » (confrontation directe)" in message and "« lots » (tirage au sort)" in message


def test_the_lots_are_drawn_once_kept_and_journaled(service: ClubService) -> None:
    tid = concours(service, 8, drawn=False, ranking=["game_points", "lots"])
    seeds = _lots_seeds(service, tid)
    assert len(seeds) == 1
    service.update_tournament(tid, ranking=["points_for", "lots"], planned_rounds=5)
    assert _lots_seeds(service, tid) == seeds  # never drawn again
    before = service.standings(tid)
    # Nothing played: every team is tied on every criterion but the lots, which separate them all.
    assert sorted(row.rank for row in before.rows) == list(range(1, 9))
    with service.open_station() as station:  # another station, read from scratch: the same order
        assert [r.entrant_id for r in station.standings(tid).rows] == [r.entrant_id for r in before.rows]


def test_the_seed_orders_the_lots(tmp_path: pytest.TempPathFactory) -> None:
    orders = set()
    for attempt in range(4):
        with ClubService.open(db_file=f"{tmp_path}/club-{attempt}.belote") as service:
            tid = concours(service, 8, drawn=False, ranking=["lots"])
            orders.add(tuple(row.number for row in service.standings(tid).rows))
    assert len(orders) > 1  # 8! orders: four draws giving the same one would be a seed not drawn


def test_no_lots_no_seed(service: ClubService) -> None:
    tid = concours(service, 4, drawn=False)
    assert _lots_seeds(service, tid) == []
    service.update_tournament(tid, ranking=["wins", "best_game"])
    assert _lots_seeds(service, tid) == []
    service.update_tournament(tid, ranking=["wins", "lots"])  # added later: drawn then
    assert len(_lots_seeds(service, tid)) == 1
