"""The table API through Starlette's test client: every status the issue names, idempotency, stale edits,
wrong codes, closed rounds, the journal's origin, and nothing of the roster beyond the table's names."""

from __future__ import annotations

import json

import pytest
from starlette.testclient import TestClient

from belote_club.services import ServiceError
from belote_club.services.tables import CODE_ALPHABET, CODE_LENGTH
from belote_club.web import create_app
from belote_club.web.ratelimit import FailureLimiter
from tests.helpers.deals import made
from tests.web.conftest import Room


def _post(client: TestClient, code: str, deal: object, client_id: str, **extra: object) -> tuple[int, dict]:
    response = client.post(f"/api/tables/{code}/deals", json={"id": client_id, "deal": deal, **extra})
    return response.status_code, response.json()


def test_codes_are_short_unambiguous_unique_and_stable(room: Room) -> None:
    codes = list(room.codes.values())
    assert len(codes) == 4 and len(set(codes)) == 4
    for code in codes:
        assert len(code) == CODE_LENGTH and set(code) <= set(CODE_ALPHABET)
    assert not set(CODE_ALPHABET) & set("0O1IL")
    again = {a.table_number: a.code for a in room.service.entry_codes(room.tournament_id)}
    assert again == room.codes


def test_a_redrawn_round_gets_new_codes(room: Room) -> None:
    room.service.redraw_round(room.tournament_id, 1, seed=7)
    fresh = {a.table_number: a.code for a in room.service.entry_codes(room.tournament_id)}
    assert not set(fresh.values()) & set(room.codes.values())


def test_get_table(client: TestClient, room: Room) -> None:
    response = client.get(f"/api/tables/{room.codes[2]}")
    assert response.status_code == 200
    data = response.json()
    for key in ("round", "table", "camps", "rules", "deals", "totals", "finished"):
        assert key in data
    assert (data["round"], data["table"], data["deals"], data["totals"], data["finished"]) == (1, 2, [], [0, 0], False)
    table = room.service.round(room.tournament_id, 1).tables[1]
    assert data["camps"] == [side.label for side in table.sides]
    assert data["rules"]["game_end"] == {"type": "deals", "count": 12}
    assert data["writable"] is True
    # What a person types: lower case, spaces.
    spaced = room.codes[2].lower()[:3] + " " + room.codes[2].lower()[3:]
    assert client.get(f"/api/tables/{spaced}").json()["table"] == 2


def test_unknown_code_is_404_in_french(client: TestClient) -> None:
    response = client.get("/api/tables/XXXXXX")
    assert response.status_code == 404
    assert "Code de table inconnu" in response.json()["error"]
    assert client.post("/api/tables/XXXXXX/deals", json={"id": "a" * 10, "deal": made(0, 90)}).status_code == 404


def test_post_deal_then_same_id_again_is_stored_once(client: TestClient, room: Room) -> None:
    code = room.codes[1]
    status, first = _post(client, code, made(0, 95, belote=0), "5f0e6a4c-1")
    assert status == 201
    assert first["deal"]["outcome"] == "made" and first["deal"]["points"] == [115, 67]
    assert first["totals"] == [115, 67]
    assert any("preneur" in line for line in first["deal"]["explanation"])
    status, again = _post(client, code, made(0, 95, belote=0), "5f0e6a4c-1")
    assert status == 200 and again == first
    game = room.service.game(room.tournament_id, 1, 1)
    assert len(game.deals) == 1
    listed = client.get(f"/api/tables/{code}").json()["deals"]
    assert set(listed[0]) >= {"deal", "outcome", "points", "reserve", "explanation"}
    assert listed[0]["deal"] == made(0, 95, belote=0)


def test_invalid_deal_is_422_with_the_desktops_message(client: TestClient, room: Room) -> None:
    bad = {"taker": 0, "trump": "hearts", "points": [100, 10]}
    status, body = _post(client, room.codes[1], bad, "invalid-001")
    assert status == 422
    with pytest.raises(ServiceError) as desktop:
        room.service.add_deal(room.tournament_id, 1, 2, bad)
    assert body["error"] == str(desktop.value)
    assert room.service.game(room.tournament_id, 1, 1).deals == ()
    for junk in ("not json", "[1, 2]"):
        response = client.post(f"/api/tables/{room.codes[1]}/deals", content=junk.encode())
        assert response.status_code == 422 and "JSON" in response.json()["error"]
    assert _post(client, room.codes[1], made(0, 90), "")[0] == 422  # no client id


def test_finished_game_is_409(client: TestClient, room: Room) -> None:
    code = room.codes[3]
    for i in range(12):
        assert _post(client, code, made(i % 2, 100 if i % 2 else 110), f"game-3-deal-{i}")[0] == 201
    assert client.get(f"/api/tables/{code}").json()["finished"] is True
    status, body = _post(client, code, made(0, 90), "game-3-deal-13")
    assert status == 409 and "terminée" in body["error"]


@pytest.mark.parametrize("mode", ["locked", "desk", "paper"])
def test_locked_desk_or_paper_table_is_409(client: TestClient, room: Room, mode: str) -> None:
    access = room.service.set_table_mode(room.tournament_id, 1, 4, mode, origin="poste 2")
    assert access.mode == mode
    status, body = _post(client, room.codes[4], made(0, 90), "locked-0001")
    assert status == 409 and body["error"]
    page = client.get(f"/api/tables/{room.codes[4]}").json()
    assert page["writable"] is False and page["notice"] == body["error"]
    room.service.set_table_mode(room.tournament_id, 1, 4, "phone")
    assert _post(client, room.codes[4], made(0, 90), "locked-0002")[0] == 201
    assert any("poste 2" in entry.what for entry in room.service.audit(room.tournament_id))


def test_round_no_longer_current_is_409(client: TestClient, room: Room) -> None:
    room.service.draw_next_round(room.tournament_id, seed=2, allow_unfinished=True)
    status, body = _post(client, room.codes[1], made(0, 90), "old-round-1")
    assert status == 409 and "plus la manche en cours" in body["error"]
    assert client.get(f"/api/tables/{room.codes[1]}").json()["current"] is False


def test_closed_tournament_is_409(client: TestClient, room: Room) -> None:
    room.service.finish_tournament(room.tournament_id)
    assert _post(client, room.codes[1], made(0, 90), "closed-0001")[0] == 409


def test_stale_phone_edits_are_refused_and_reloaded(client: TestClient, room: Room) -> None:
    code = room.codes[1]
    page = client.get(f"/api/tables/{code}").json()
    room.service.add_deal(room.tournament_id, 1, 1, made(1, 100))  # the desk, meanwhile
    status, body = _post(client, code, made(0, 90), "stale-0001", expected=page["fingerprint"])
    assert status == 409 and body.get("stale") is True and "rechargée" in body["error"]
    status, body = _post(client, code, made(0, 90), "stale-0002", position=1)
    assert status == 409 and body.get("stale") is True
    assert len(room.service.game(room.tournament_id, 1, 1).deals) == 1
    fresh = client.get(f"/api/tables/{code}").json()
    status, _ = _post(client, code, made(0, 90), "stale-0003", expected=fresh["fingerprint"], position=2)
    assert status == 201


def test_correct_and_delete_the_last_deal(client: TestClient, room: Room) -> None:
    code = room.codes[2]
    _post(client, code, made(0, 90), "edit-0001")
    _, second = _post(client, code, made(1, 90), "edit-0002")
    response = client.put(f"/api/tables/{code}/deals/last",
                          json={"id": "edit-0003", "deal": made(1, 120), "expected": second["fingerprint"]})
    assert response.status_code == 201 and response.json()["deal"]["points"] == [42, 120]
    again = client.put(f"/api/tables/{code}/deals/last",
                       json={"id": "edit-0003", "deal": made(1, 120), "expected": second["fingerprint"]})
    assert again.status_code == 200 and again.json() == response.json()
    stale = client.put(f"/api/tables/{code}/deals/last",
                       json={"id": "edit-0004", "deal": made(1, 130), "expected": second["fingerprint"]})
    assert stale.status_code == 409
    deleted = client.request("DELETE", f"/api/tables/{code}/deals/last",
                             json={"id": "edit-0005", "expected": response.json()["fingerprint"]})
    assert deleted.status_code == 201 and deleted.json()["totals"] == [90, 72]
    assert len(room.service.game(room.tournament_id, 1, 2).deals) == 1
    entries = [e.what for e in room.service.audit(room.tournament_id, limit=3)]
    assert entries[0].endswith("suppression — table 2 (téléphone)")
    assert "correction — table 2 (téléphone)" in entries[1]


def test_both_camps_confirm_then_the_table_is_closed(client: TestClient, room: Room) -> None:
    code = room.codes[1]
    early = client.post(f"/api/tables/{code}/confirm", json={"id": "conf-early", "camp": 0})
    assert early.status_code == 409
    for i in range(12):
        _post(client, code, made(0, 100), f"conf-deal-{i}")
    first = client.post(f"/api/tables/{code}/confirm", json={"id": "conf-0001", "camp": 0})
    assert first.status_code == 201 and first.json()["closed"] is False
    assert client.post(f"/api/tables/{code}/confirm", json={"id": "conf-0001", "camp": 0}).status_code == 200
    second = client.post(f"/api/tables/{code}/confirm", json={"id": "conf-0002", "camp": 1})
    assert second.status_code == 201 and second.json()["closed"] is True
    page = client.get(f"/api/tables/{code}").json()
    assert page["mode"] == "confirmed" and page["confirmed_by"] == [0, 1] and page["writable"] is False
    assert client.put(f"/api/tables/{code}/deals/last", json={"id": "conf-0003", "deal": made(0, 90)}).status_code == 409
    access = [a for a in room.service.table_accesses(room.tournament_id) if a.table_number == 1][0]
    assert access.mode == "confirmed" and access.confirmed_by == (0, 1)


def test_a_dispute_calls_the_referee_on_the_desktop(client: TestClient, room: Room) -> None:
    code = room.codes[2]
    for i in range(12):
        _post(client, code, made(1, 100), f"dispute-deal-{i}")
    response = client.post(f"/api/tables/{code}/confirm", json={"id": "dispute-1", "camp": 1, "agree": False})
    assert response.status_code == 201 and response.json()["referee_called"] is True
    calls = room.service.referee_calls(room.tournament_id)
    assert [(c.round_number, c.table_number, c.camp) for c in calls] == [(1, 2, 1)]
    assert "conteste" in calls[0].reason
    assert client.get(f"/api/tables/{code}").json()["referee_called"] is True
    room.service.resolve_referee_call(room.tournament_id, calls[0].id)
    assert room.service.referee_calls(room.tournament_id) == []
    assert client.post(f"/api/tables/{room.codes[3]}/referee", json={"id": "referee-01"}).status_code == 201
    assert [c.table_number for c in room.service.referee_calls(room.tournament_id)] == [3]


def test_a_confirmation_is_void_after_a_correction(client: TestClient, room: Room) -> None:
    code = room.codes[3]
    for i in range(12):
        _post(client, code, made(0, 100), f"void-deal-{i}")
    client.post(f"/api/tables/{code}/confirm", json={"id": "void-c0", "camp": 0})
    page = client.get(f"/api/tables/{code}").json()
    client.put(f"/api/tables/{code}/deals/last", json={"id": "void-edit", "deal": made(0, 110),
                                                      "expected": page["fingerprint"]})
    assert client.get(f"/api/tables/{code}").json()["confirmed_by"] == []


def test_live_results_hold_no_code_and_no_roster_details(client: TestClient, room: Room) -> None:
    _post(client, room.codes[1], made(0, 100), "live-0001")
    response = client.get("/api/live")
    assert response.status_code == 200
    data = response.json()
    assert data["round"] == 1 and len(data["tables"]) == 4
    assert data["tables"][0]["totals"] == [100, 62] and data["tables"][0]["deals"] == 1
    assert len(data["standings"]["rows"]) == 8
    text = json.dumps(data)
    for code in room.codes.values():
        assert code not in text
    assert "code" not in text
    assert {key for row in data["standings"]["rows"] for key in row} == {
        "rank", "number", "name", "played", "wins", "game_points", "points_for", "difference"}
    assert {key for table in data["tables"] for key in table} == {
        "table", "camps", "deals", "totals", "finished", "forfeit", "winner", "started", "entry"}


def test_wrong_codes_are_rate_limited_per_client() -> None:
    limiter = FailureLimiter(limit=10, window=60, clock=lambda: now[0])
    now = [1000.0]
    for _ in range(9):
        limiter.failure("10.0.0.7")
    assert not limiter.blocked("10.0.0.7")
    limiter.failure("10.0.0.7")
    assert limiter.blocked("10.0.0.7") and not limiter.blocked("10.0.0.8")
    now[0] += 61
    assert not limiter.blocked("10.0.0.7")


def test_the_eleventh_wrong_code_gets_429(room: Room) -> None:
    with TestClient(create_app(room.service, room.tournament_id)) as client:
        statuses = [client.get(f"/api/tables/WRONG{i}").status_code for i in range(10)]
        assert statuses == [404] * 10
        response = client.get(f"/api/tables/{room.codes[1]}")  # even a right code, from that client, waits
        assert response.status_code == 429 and "patientez" in response.json()["error"]
        assert client.post(f"/api/tables/{room.codes[1]}/deals",
                           json={"id": "limited-01", "deal": made(0, 90)}).status_code == 429


def test_no_administration_over_the_web(client: TestClient) -> None:
    for method, path in (("GET", "/api/tournaments"), ("POST", "/api/rounds"), ("DELETE", "/api/tables/X"),
                         ("GET", "/api/tables")):
        response = client.request(method, path)
        assert response.status_code in (404, 405) and "error" in response.json()


def test_every_phone_write_is_in_the_journal_with_its_origin(client: TestClient, room: Room) -> None:
    _post(client, room.codes[4], made(0, 100), "journal-01")
    entry = room.service.audit(room.tournament_id, limit=1)[0]
    assert entry.what == "Manche 1, table 4, donne 1 : ajout — table 4 (téléphone)"


def test_pages_and_assets_are_served_locally(client: TestClient, room: Room) -> None:
    for path in ("/", "/live", f"/t/{room.codes[1]}", "/static/table.js", "/static/common.js",
                 "/static/live.js", "/static/style.css"):
        response = client.get(path)
        assert response.status_code == 200, path
        assert "http://" not in response.text and "https://" not in response.text, path
    redirect = client.get(f"/t/{room.codes[1].lower()}", follow_redirects=False)
    assert redirect.status_code == 307 and redirect.headers["location"] == f"/t/{room.codes[1]}"
    typed = client.get("/", params={"code": room.codes[1].lower()}, follow_redirects=False)
    assert typed.headers["location"] == f"/t/{room.codes[1]}"


def test_every_table_side_write_moves_another_stations_change_marker(room: Room) -> None:
    import inspect

    from belote_club.services import ClubService
    from belote_club.services.tables import TableEntryOps

    other = ClubService.open(db_file=room.path)
    service, tid = room.service, room.tournament_id
    try:
        def full(code: str, prefix: str) -> None:
            for i in range(12):
                service.phone_add_deal(code, f"{prefix}-{i:04d}", made(0, 100))

        steps = {
            "entry_codes": lambda: service.entry_codes(tid),
            "phone_add_deal": lambda: service.phone_add_deal(codes()[1], "marker-add-1", made(0, 100)),
            "phone_edit_last": lambda: service.phone_edit_last(codes()[1], "marker-edit-1", made(0, 110)),
            "phone_delete_last": lambda: service.phone_delete_last(codes()[1], "marker-del-1"),
            "phone_confirm": lambda: (full(codes()[2], "marker-full"),
                                      service.phone_confirm(codes()[2], "marker-conf-1", 0)),
            "phone_call_referee": lambda: service.phone_call_referee(codes()[3], "marker-ref-1"),
            "resolve_referee_call": lambda: service.resolve_referee_call(tid, service.referee_calls(tid)[0].id),
            "set_table_mode": lambda: service.set_table_mode(tid, 1, 4, "locked"),
        }

        def codes() -> dict[int, str]:
            return {a.table_number: a.code for a in service.table_accesses(tid)}

        service.redraw_round(tid, 1, seed=11)  # the round's codes must be made again
        for name, step in steps.items():
            before = other.change_marker(tid)
            step()
            assert other.change_marker(tid) != before, name
        writes = {name for name, member in vars(TableEntryOps).items()
                  if not name.startswith("_") and callable(member) and "self._unit()" in inspect.getsource(member)}
        writes |= {name for name in vars(TableEntryOps) if name.startswith("phone_")}
        assert writes - set(steps) == set(), "every table-side write must be covered here"
    finally:
        other.close()


def test_a_busy_database_is_503_and_the_same_request_then_succeeds(client: TestClient, room: Room,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    from belote_club.services import ClubService
    from belote_club.storage import StorageBusyError

    real = ClubService.phone_add_deal
    calls = []

    def busy_once(self: ClubService, *args: object, **kwargs: object) -> object:
        calls.append(args)
        if len(calls) == 1:
            try:
                raise StorageBusyError("La base est occupée par un autre poste.")
            except StorageBusyError as error:
                raise ServiceError(error.message) from error
        return real(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(ClubService, "phone_add_deal", busy_once)
    response = client.post(f"/api/tables/{room.codes[1]}/deals", json={"id": "busy-0001", "deal": made(0, 90)})
    assert response.status_code == 503 and response.headers["retry-after"] == "1"
    assert "réessayez" in response.json()["error"]
    again = client.post(f"/api/tables/{room.codes[1]}/deals", json={"id": "busy-0001", "deal": made(0, 90)})
    assert again.status_code == 201
    assert len(room.service.game(room.tournament_id, 1, 1).deals) == 1


def test_the_scripts_are_plain_es5_for_old_phones() -> None:
    import re
    from pathlib import Path

    import belote_club.web

    static = Path(belote_club.web.__file__).parent / "static"
    for script in static.glob("*.js"):
        code = re.sub(r"/\*.*?\*/|//[^\n]*", "", script.read_text(encoding="utf-8"), flags=re.S)
        for pattern in (r"\blet\s", r"\bconst\s", r"=>", "`", r"\bclass\s", r"\bfetch\(", r"\bPromise\b",
                        r"\.includes\(", r"\.startsWith\(", r"\.forEach\(", r"\basync\b", r"\bawait\b", r"\.\.\."):
            assert not re.search(pattern, code), f"{script.name}: {pattern}"
        assert code.lstrip().startswith(("var", "(function")), script.name


def test_a_dispute_settled_by_both_camps_confirming_closes_its_referee_call(client: TestClient, room: Room) -> None:
    code = room.codes[2]
    for i in range(12):
        _post(client, code, made(1, 100), f"settle-deal-{i}")
    assert client.post(f"/api/tables/{code}/confirm",
                       json={"id": "settle-no-1", "camp": 0, "agree": False}).json()["referee_called"] is True
    assert [c.table_number for c in room.service.referee_calls(room.tournament_id)] == [2]
    client.post(f"/api/tables/{code}/confirm", json={"id": "settle-yes-0", "camp": 0})
    closed = client.post(f"/api/tables/{code}/confirm", json={"id": "settle-yes-1", "camp": 1}).json()
    assert closed["closed"] is True
    assert room.service.referee_calls(room.tournament_id) == []  # the agreement settled it
    assert [c.table_number for c in room.service.referee_calls(room.tournament_id, open_only=False)] == [2]


@pytest.mark.parametrize("passed_count", [False, True])
def test_what_the_page_numbers_deals_with(tmp_path, passed_count: bool) -> None:
    """The table page numbers deals as the desktop's score sheet (a passed deal the rules do not count has no
    number): it reads each deal's ``outcome``, ``rules.passed_deals_count`` and ``deal_count`` — the deals
    counted, which give « Donne n sur 12 »."""
    from tests.helpers.club import doublettes, open_service

    service = open_service(tmp_path / "passed.belote")
    tournament, _ = doublettes(service, 2, rules={"passed_deals_count": passed_count})
    assert tournament.id is not None
    service.draw_next_round(tournament.id, seed=1)
    code = service.entry_codes(tournament.id)[0].code
    with TestClient(create_app(service, tournament.id)) as client:
        assert _post(client, code, made(0, 100), "passed-num-1")[0] == 201
        assert _post(client, code, {"passed": True}, "passed-num-2")[0] == 201
        status, written = _post(client, code, made(1, 100), "passed-num-3")
        assert status == 201 and written["deal"]["number"] == 3  # its place in the list, as the API names it
        assert written["deal_count"] == (3 if passed_count else 2)  # the write's answer says it too
        data = client.get(f"/api/tables/{code}").json()
    service.close()
    assert data["rules"]["passed_deals_count"] is passed_count
    assert [d["outcome"] for d in data["deals"]] == ["made", "passed", "made"]
    assert [d["number"] for d in data["deals"]] == [1, 2, 3]
    assert [d["counted"] for d in data["deals"]] == [True, passed_count, True]  # the game's view says which count
    assert data["deal_count"] == (3 if passed_count else 2) and data["deals_planned"] == 12
