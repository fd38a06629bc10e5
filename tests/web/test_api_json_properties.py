"""Hypothesis over the table API's JSON (issue 25): whatever a phone sends, the answer is one of the statuses
the API promises with a French ``error`` naming no file, never a 500; a write refused leaves the game as it
was; the booleans and integers of a write are JSON's own (``"agree": 0``, ``"false"``, ``"position": "3"``
refused 422, naming the key)."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from starlette.testclient import TestClient

from belote_club.services import ClubService
from belote_club.web import create_app
from belote_club.web.ratelimit import FailureLimiter
from tests.helpers.club import doublettes, open_service
from tests.helpers.deals import made

SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
PROMISED = {200, 201, 404, 409, 413, 422, 429}

scalars = st.one_of(st.none(), st.booleans(), st.integers(-10**20, 10**20), st.floats(allow_nan=False, allow_infinity=False),
                    st.text(max_size=30))
json_values = st.recursive(scalars, lambda children: st.one_of(
    st.lists(children, max_size=4), st.dictionaries(st.text(max_size=10), children, max_size=4)), max_leaves=12)
deal_like = st.fixed_dictionaries({}, optional={
    "taker": json_values | st.sampled_from([0, 1]), "trump": json_values | st.sampled_from(["hearts", "spades"]),
    "points": json_values | st.lists(st.integers(-200, 400), min_size=2, max_size=2),
    "belote": json_values, "passed": json_values, "capot": json_values})
bodies = st.fixed_dictionaries({}, optional={
    "id": st.one_of(json_values, st.uuids().map(str)), "deal": st.one_of(json_values, deal_like),
    "position": json_values, "expected": json_values, "camp": json_values, "agree": json_values,
    "reason": json_values}) | json_values


@pytest.fixture(scope="module")
def api(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[TestClient, ClubService, int, str]]:
    path: Path = tmp_path_factory.mktemp("api") / "club.belote"
    service = open_service(path)
    tournament, _ids = doublettes(service, 8)
    assert tournament.id is not None
    service.draw_next_round(tournament.id, seed=1)
    code = service.entry_codes(tournament.id)[0].code
    limiter = FailureLimiter(limit=10**9, server_limit=10**9)  # wrong codes are not what is tried here
    with TestClient(create_app(service, tournament.id, limiter=limiter)) as client:
        yield client, service, tournament.id, code
    service.close()


@SETTINGS
@given(route=st.sampled_from([("post", "/deals"), ("put", "/deals/last"), ("delete", "/deals/last"),
                              ("post", "/confirm"), ("post", "/referee")]), body=bodies)
def test_any_json_gets_a_promised_status_and_a_french_error(api: tuple[TestClient, ClubService, int, str],
                                                           route: tuple[str, str], body: object) -> None:
    client, service, tid, code = api
    method, path = route
    before = service.game(tid, 1, 1).deals
    response = client.request(method.upper(), f"/api/tables/{code}{path}", json=body)
    assert response.status_code in PROMISED, response.text
    data = response.json()
    if response.status_code >= 400:
        assert isinstance(data["error"], str) and data["error"]
        assert "Traceback" not in data["error"] and "/tmp" not in data["error"] and "\\" not in data["error"]
        assert service.game(tid, 1, 1).deals == before


@SETTINGS
@given(agree=json_values.filter(lambda v: not isinstance(v, bool)))
def test_agree_is_refused_unless_a_json_boolean(api: tuple[TestClient, ClubService, int, str], agree: object) -> None:
    client, _service, _tid, code = api
    response = client.post(f"/api/tables/{code}/confirm", json={"id": str(uuid.uuid4()), "camp": 0, "agree": agree})
    assert response.status_code == 422 and response.json()["field"] == "agree"


@SETTINGS
@given(position=json_values.filter(lambda v: v is not None and (isinstance(v, bool) or not isinstance(v, int))))
def test_position_is_refused_unless_a_json_integer(api: tuple[TestClient, ClubService, int, str],
                                                   position: object) -> None:
    client, service, tid, code = api
    before = service.game(tid, 1, 1).deals
    response = client.post(f"/api/tables/{code}/deals",
                           json={"id": str(uuid.uuid4()), "deal": made(0, 95), "position": position})
    assert response.status_code == 422 and response.json()["field"] == "position"
    assert service.game(tid, 1, 1).deals == before
