"""The table API in a contrée concours: the rules the page needs, a deal with its bid, a bad bid refused in
French naming the field, and nothing stored."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from tests.web.conftest import Room


@pytest.fixture
def contree(room: Room, client: TestClient) -> Room:
    room.service.update_rules(room.tournament_id, {"game": "contree", "max_bid": 180})
    return room


def test_a_contree_table_speaks_of_contracts(contree: Room, client: TestClient) -> None:
    code = contree.codes[1]
    table = client.get(f"/api/tables/{code}").json()
    assert table["rules"]["game"] == "contree" and table["rules"]["max_bid"] == 180
    deal = {"taker": 0, "points": [90, 72], "belote": [0], "bid": {"value": 80, "contre": 1}}
    response = client.post(f"/api/tables/{code}/deals", json={"id": "contree-1", "deal": deal})
    assert response.status_code in (200, 201), response.text
    answer = response.json()
    assert answer["totals"] == [520, 0]
    assert answer["deals"][0]["deal"]["bid"] == {"value": 80, "contre": 1}
    assert any("× 2 = 520" in line for line in answer["deals"][0]["explanation"])


@pytest.mark.parametrize("bid", [{"value": 85, "contre": 0}, {"value": 190, "contre": 0}, {"value": 80, "contre": 3},
                                 None])
def test_a_bad_bid_is_refused_naming_it(contree: Room, client: TestClient, bid: object) -> None:
    code = contree.codes[1]
    deal: dict[str, object] = {"taker": 0, "points": [90, 72]}
    if bid is not None:
        deal["bid"] = bid
    response = client.post(f"/api/tables/{code}/deals", json={"id": "contree-bad", "deal": deal})
    assert response.status_code == 422
    error = response.json()["error"]
    assert "bid" in error or "contrat" in error
    assert client.get(f"/api/tables/{code}").json()["deals"] == []
