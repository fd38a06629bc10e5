"""A deal refused on a phone is refused in the desktop's words, through the table API itself (issue 21: one road
for a deal): the JSON of a phone, NaN included (Python's JSON reader takes it), reaches the same check."""

from __future__ import annotations

import json

import pytest
from starlette.testclient import TestClient

from belote_club.services import ServiceError
from tests.services.test_deal_road import REFUSED
from tests.web.conftest import Room

#: The refused deals a phone can send as JSON (a Python-only value — a lone surrogate, a 5 000-digit
#: number — cannot be written as JSON by Starlette's client or refused earlier by the reader).
SENDABLE = []
for _deal in REFUSED:
    try:
        json.dumps(_deal).encode("utf-8")
        json.loads(json.dumps(_deal))
    except (ValueError, UnicodeEncodeError, RecursionError):
        continue
    SENDABLE.append(_deal)


@pytest.mark.parametrize("deal", SENDABLE, ids=[f"refused-{i}" for i in range(len(SENDABLE))])
def test_the_api_refuses_a_deal_in_the_desk_s_words(client: TestClient, room: Room, deal: object) -> None:
    with pytest.raises(ServiceError) as desk:
        room.service.add_deal(room.tournament_id, 1, 1, deal)  # type: ignore[arg-type]
    body = json.dumps({"id": "phone-road-1", "deal": deal})
    response = client.post(f"/api/tables/{room.codes[1]}/deals", content=body,
                            headers={"content-type": "application/json"})
    assert response.status_code == 422
    assert response.json() == {"error": desk.value.message, "field": desk.value.field, "deal": desk.value.deal}


def test_the_nan_deal_of_the_issue(client: TestClient, room: Room) -> None:
    response = client.post(f"/api/tables/{room.codes[1]}/deals",
                           content='{"id": "phone-road-2", "deal": {"taker": 0, "points": [NaN, 72]}}',
                           headers={"content-type": "application/json"})
    assert response.status_code == 422
    assert response.json()["error"] == "Donne 1 : un nombre n’en est pas un (NaN)."
