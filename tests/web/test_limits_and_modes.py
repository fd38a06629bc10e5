"""What QA found on the phones' evening: the live results never blocked by wrong codes, a limited phone told
why and until when, where the server listens, and the desktop's view of each table (mode, deals, activity,
the contesting camp)."""

from __future__ import annotations

import datetime as dt
import io
import socket
from argparse import Namespace
from pathlib import Path

import httpx
import pytest
from starlette.testclient import TestClient

from belote_club.cli.serve import _serve
from belote_club.services import ClubService
from belote_club.web import CLUB_NETWORK, TableServer, create_app
from belote_club.web import server as web_server
from belote_club.web.ratelimit import FailureLimiter
from tests.helpers.deals import made
from tests.web.conftest import Room

# ---------------------------------------------------------------------------------------------- limits


def _wrong(client: TestClient, count: int) -> list[int]:
    return [client.get(f"/api/tables/WRONG{i}").status_code for i in range(count)]


def test_the_live_results_and_the_pages_are_never_limited(room: Room) -> None:
    with TestClient(create_app(room.service, room.tournament_id)) as client:
        assert _wrong(client, 12)[:10] == [404] * 10
        limited = client.get(f"/api/tables/{room.codes[2]}")
        assert limited.status_code == 429
        for path in ("/api/live", "/live", "/", "/static/style.css", "/static/table.js", f"/t/{room.codes[2]}"):
            assert client.get(path).status_code == 200, path
        assert client.get("/api/live").json()["round"] == 1


def test_a_limited_phone_is_told_why_and_for_how_long(room: Room) -> None:
    now = [1000.0]
    limiter = FailureLimiter(limit=10, window=60, clock=lambda: now[0])
    with TestClient(create_app(room.service, room.tournament_id, limiter=limiter)) as client:
        _wrong(client, 10)
        now[0] += 15
        response = client.get(f"/api/tables/{room.codes[1]}")
        assert response.status_code == 429
        body = response.json()
        assert body["retry_after"] == 45 and response.headers["Retry-After"] == "45"
        assert body["error"] == ("Trop de codes erronés depuis ce téléphone : patientez 45 secondes avant de "
                                 "réessayer.")
        now[0] += 45
        assert client.get(f"/api/tables/{room.codes[1]}").status_code == 200


def test_a_phone_keeps_its_own_table_while_limited(room: Room) -> None:
    with TestClient(create_app(room.service, room.tournament_id)) as client:
        assert client.get(f"/api/tables/{room.codes[1]}").status_code == 200
        _wrong(client, 10)
        assert client.get(f"/api/tables/{room.codes[1]}").status_code == 200  # it had opened it: no news
        posted = client.post(f"/api/tables/{room.codes[1]}/deals", json={"id": "own-table-01", "deal": made(0, 90)})
        assert posted.status_code == 201
        assert client.get(f"/api/tables/{room.codes[2]}").status_code == 429  # another code: it waits


def test_a_code_the_phone_had_opened_is_no_wrong_code_after_a_redraw(room: Room) -> None:
    limiter = FailureLimiter(limit=3, window=60)
    with TestClient(create_app(room.service, room.tournament_id, limiter=limiter)) as client:
        assert client.get(f"/api/tables/{room.codes[1]}").status_code == 200
        room.service.redraw_round(room.tournament_id, 1, seed=9)
        fresh = room.service.entry_codes(room.tournament_id)[0].code
        assert [client.get(f"/api/tables/{room.codes[1]}").status_code for _ in range(5)] == [404] * 5
        assert client.get(f"/api/tables/{fresh}").status_code == 200


# ---------------------------------------------------------------------------------------------- listening


def _free_port(host: str) -> int:
    with socket.socket() as probe:
        probe.bind((host, 0))
        return int(probe.getsockname()[1])


def test_the_club_network_is_this_computers_lan_address_only(room: Room, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(web_server, "lan_address", lambda: "127.0.0.2")  # a second loopback address
    with TableServer(room.service, room.tournament_id, port=0) as served:
        assert served.requested_host == CLUB_NETWORK and served.host == "127.0.0.2" and served.on_network
        assert served.url == f"http://127.0.0.2:{served.port}"
        assert httpx.get(f"{served.url}/api/live", timeout=5).status_code == 200
        with pytest.raises(httpx.ConnectError):
            httpx.get(f"http://127.0.0.1:{served.port}/api/live", timeout=2)


def test_without_a_network_the_club_network_is_this_computer(room: Room, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(web_server, "lan_address", lambda: "127.0.0.1")
    served = TableServer(room.service, room.tournament_id, port=0)
    try:
        assert served.host == "127.0.0.1" and not served.on_network
    finally:
        served.stop()


def _serve_output(room: Room, monkeypatch: pytest.MonkeyPatch, host: str | None, lan: str) -> str:
    monkeypatch.setattr(web_server, "lan_address", lambda: lan)
    monkeypatch.setattr(TableServer, "serve_forever", lambda self: self._socket.close())
    out = io.StringIO()
    args = Namespace(db=room.path, database=None, tournament=None, host=host, port=_free_port("127.0.0.1"))
    assert _serve(args, out) == 0
    return out.getvalue()


def test_serve_listens_on_the_club_network_by_default_and_says_where(room: Room, monkeypatch: pytest.MonkeyPatch) -> None:
    out = _serve_output(room, monkeypatch, None, "127.0.0.2")
    assert "Écoute sur le réseau du club seulement : 127.0.0.2, port" in out
    assert "« --host 0.0.0.0 » : tous les réseaux de cet ordinateur" in out
    assert "Adresse pour les téléphones : http://127.0.0.2:" in out


def test_serve_without_a_network_says_so_and_listens_on_this_computer(room: Room,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    out = _serve_output(room, monkeypatch, None, "127.0.0.1")
    assert out.splitlines()[1].startswith("Aucun réseau trouvé : cet ordinateur n’est relié à aucun réseau. "
                                          "Le serveur écoute sur 127.0.0.1")


def test_serve_listens_everywhere_or_here_when_told(room: Room, monkeypatch: pytest.MonkeyPatch) -> None:
    assert "Écoute sur tous les réseaux de cet ordinateur (0.0.0.0)" in _serve_output(room, monkeypatch, "0.0.0.0",
                                                                                      "127.0.0.2")
    assert "Écoute sur cet ordinateur seulement (127.0.0.1)" in _serve_output(room, monkeypatch, "127.0.0.1",
                                                                              "127.0.0.2")


# ---------------------------------------------------------------------------------------------- the desktop's view


def _accesses(room: Room) -> dict:
    return {a.table_number: a for a in room.service.table_accesses(room.tournament_id)}


def test_each_table_shows_who_enters_it(client: TestClient, room: Room) -> None:
    tid = room.tournament_id
    assert client.post(f"/api/tables/{room.codes[1]}/deals", json={"id": "mode-phone-1", "deal": made(0, 90)}).status_code == 201
    room.service.add_deal(tid, 1, 2, made(1, 100))  # typed at the desk, without taking the table over
    room.service.enter_paper_totals(tid, 1, 3, (1200, 900))
    accesses = _accesses(room)
    assert [accesses[t].mode for t in (1, 2, 3, 4)] == ["phone", "desk", "paper", "phone"]
    assert [accesses[t].deals for t in (1, 2, 3, 4)] == [1, 1, 0, 0]
    assert all(isinstance(accesses[t].last_activity, dt.datetime) for t in (1, 2, 3))
    assert accesses[4].last_activity is None
    assert {t["table"]: t["entry"] for t in client.get("/api/live").json()["tables"]} == {
        1: "phone", 2: "desk", 3: "paper", 4: "phone"}
    # The phone's page says the sheet is on paper; a phone may still add to a table typed at the desk.
    assert client.get(f"/api/tables/{room.codes[3]}").json()["mode"] == "paper"
    assert client.post(f"/api/tables/{room.codes[2]}/deals", json={"id": "mode-phone-2", "deal": made(0, 100)}).status_code == 201
    assert _accesses(room)[2].mode == "phone"
    # Given back to the phones by the secretary: said in the journal, shown so.
    room.service.add_deal(tid, 1, 4, made(0, 100))
    assert _accesses(room)[4].mode == "desk"
    assert room.service.set_table_mode(tid, 1, 4, "phone", origin="poste 2").mode == "phone"
    assert room.service.audit(tid, limit=1)[0].what == "Manche 1, table 4 : saisie au téléphone — poste 2"


def test_last_activity_follows_the_journal(room: Room) -> None:
    before = dt.datetime.now(dt.UTC) - dt.timedelta(seconds=5)
    room.service.add_deal(room.tournament_id, 1, 1, made(0, 90))
    moment = _accesses(room)[1].last_activity
    assert moment is not None and moment.tzinfo is not None and moment >= before


def test_a_referee_call_names_the_contesting_camp(client: TestClient, room: Room) -> None:
    code, tid = room.codes[1], room.tournament_id
    for deal in range(12):
        client.post(f"/api/tables/{code}/deals", json={"id": f"camp-call-{deal:02}", "deal": made(0, 100)})
    camps = client.get(f"/api/tables/{code}").json()["camps"]
    answer = client.post(f"/api/tables/{code}/confirm", json={"id": "camp-call-d", "camp": 1, "agree": False})
    assert answer.status_code == 201 and answer.json()["referee_called"]
    client.post(f"/api/tables/{code}/referee", json={"id": "camp-call-r"})
    calls = room.service.referee_calls(tid)
    assert [(c.camp, c.camp_name) for c in calls] == [(1, camps[1]), (None, None)]
    assert calls[0].reason == f"{camps[1]} conteste le score final"


def test_a_server_on_the_window_s_database_by_default_listens_on_the_club_network(
        room: Room, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(web_server, "lan_address", lambda: "127.0.0.2")
    served = TableServer.beside(room.service, room.tournament_id, port=0)
    try:
        assert served.host == "127.0.0.2"
        assert isinstance(served.service, ClubService) and served.service is not room.service
    finally:
        served.stop()
