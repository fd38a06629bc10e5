"""The table server facing a room of phones (issue 25): one test (or more) for each of its eight points.

1. bodies refused while they stream, before their code is looked up, counted as wrong codes when their
   code is; 2. slow and half-open clients cut, room kept for the phones, the log said once; 3. a phone's
   text is plain text on the desktop; 4. referee calls: current round, per-table limit, ids checked;
5. wrong codes limited for the whole server, ``X-Forwarded-For`` ignored, the code space's figure;
6. statuses (503 the server's failures, 422, 409), strict JSON, no paths, hosts, CSP, cross-site writes;
7. ``export`` on a 0-byte file, the CSV field-limit message; 8. the desk keeps writing while phones write.
Memory and time figures are benchmarks (``tests/bench/bench_web.py``), not tests.
"""

from __future__ import annotations

import logging
import socket
import threading
import time
import uuid
from pathlib import Path

import httpx
import pytest
from starlette.testclient import TestClient

from belote_club.services import ClubService, ServiceError
from belote_club.services.tables import CODE_ALPHABET, CODE_LENGTH
from belote_club.storage import StorageFullError
from belote_club.web import TableServer, create_app
from belote_club.web import connections as web_connections
from belote_club.web.guard import MAX_BODY
from belote_club.web.ratelimit import SERVER_LIMIT, FailureLimiter
from tests.helpers.deals import made
from tests.web.conftest import Room

WRONG = "ACEFGHJKMN"


def _id() -> str:
    return str(uuid.uuid4())


def _raw(server: TableServer, head: bytes) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=30)
    sock.sendall(head)
    return sock


def _answer(sock: socket.socket) -> bytes:
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            break
        data += chunk
    return data


# ---------------------------------------------------------------------------------------------------- 1. bodies


def test_a_streamed_body_is_refused_as_soon_as_it_passes_its_limit(server: TableServer, room: Room) -> None:
    head = (f"POST /api/tables/{room.codes[1]}/deals HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n"
            "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n").encode()
    sock = _raw(server, head)
    chunk = b"x" * 16384
    sent = 0
    answer = b""
    try:
        while sent < 50 * MAX_BODY:  # the server answers long before: it does not read to the end
            sock.sendall(b"%x\r\n%s\r\n" % (len(chunk), chunk))
            sent += len(chunk)
            sock.settimeout(0.05)
            try:
                answer = sock.recv(65536)
            except TimeoutError:
                continue
            finally:
                sock.settimeout(30)
            if answer:
                break
        while True:  # the rest of the answer, until the server closes the connection
            more = sock.recv(65536)
            if not more:
                break
            answer += more
    except (BrokenPipeError, ConnectionResetError):
        pass
    finally:
        sock.close()
    assert answer.startswith(b"HTTP/1.1 413"), answer[:200]
    assert "Requête trop volumineuse".encode() in answer
    assert sent < 50 * MAX_BODY
    assert room.service.game(room.tournament_id, 1, 1).deals == ()


def test_an_announced_body_too_big_is_refused_unread_and_counts_as_a_wrong_code(room: Room) -> None:
    with TestClient(create_app(room.service, room.tournament_id)) as client:
        big = b"{" + b" " * (MAX_BODY + 10) + b"}"
        for _attempt in range(10):
            response = client.post(f"/api/tables/{WRONG}/deals", content=big,
                                   headers={"Content-Type": "application/json"})
            assert response.status_code == 413 and "Requête trop volumineuse" in response.json()["error"]
        # Ten wrong codes, whatever their size: the eleventh request waits, before its body is read.
        assert client.post(f"/api/tables/{WRONG}/deals", content=big,
                           headers={"Content-Type": "application/json"}).status_code == 429
        # A right code's big body is refused too, and is no wrong code.
        limiter = FailureLimiter()
    with TestClient(create_app(room.service, room.tournament_id, limiter=limiter)) as client:
        for _attempt in range(12):
            assert client.post(f"/api/tables/{room.codes[1]}/deals", content=big,
                               headers={"Content-Type": "application/json"}).status_code == 413
        assert client.get(f"/api/tables/{room.codes[1]}").status_code == 200
        assert not limiter.blocked("testclient")


# ---------------------------------------------------------------------------------------------------- 2. connections


def test_a_client_that_never_finishes_its_headers_is_cut(server: TableServer) -> None:
    sock = _raw(server, f"GET /api/live HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nX-Slow: ".encode())
    try:
        assert sock.recv(1024) == b""  # closed by the server (the socket's own timeout would raise)
    finally:
        sock.close()


def test_half_open_connections_leave_room_for_the_phones_and_are_logged_once(
        room: Room, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setattr(web_connections, "MAX_CONNECTIONS", 8)
    monkeypatch.setattr(web_connections, "HEADER_SECONDS", 600.0)  # only the limit closes them here
    monkeypatch.setattr(web_connections, "_FILTER", web_connections.OncePerMinute())
    for name in web_connections.THROTTLED_LOGGERS:
        for old in [f for f in logging.getLogger(name).filters if isinstance(f, web_connections.OncePerMinute)]:
            monkeypatch.setattr(logging.getLogger(name), "filters", [f for f in logging.getLogger(name).filters
                                                                     if f is not old])
    service = ClubService.open(db_file=room.path)
    server = TableServer(service, room.tournament_id, host="127.0.0.1", port=0).start()
    idle: list[socket.socket] = []
    try:
        with caplog.at_level(logging.WARNING, logger=web_connections.__name__):
            for _number in range(30):
                idle.append(socket.create_connection(("127.0.0.1", server.port), timeout=30))
            for _round in range(3):
                with httpx.Client(base_url=server.url, timeout=30) as phone:
                    assert phone.get("/api/live").status_code == 200
                    assert phone.get(f"/api/tables/{room.codes[2]}").status_code == 200
        # Those past the limit are closed to make room: the oldest the server holds (on Linux a connection that
        # sends nothing is handed over after DEFER_SECONDS, in the system's order, not in the order opened).
        assert _closed(idle, at_least=30 - 8) >= 30 - 8
        said = [r for r in caplog.records if r.name == web_connections.__name__]
        assert len(said) == 1 and "connections open" in said[0].getMessage()
    finally:
        for sock in idle:
            sock.close()
        server.stop()
        service.close()


def _closed(socks: list[socket.socket], *, at_least: int, seconds: float = 30.0) -> int:
    """How many of ``socks`` the server closed, looked at until ``at_least`` are (or ``seconds`` passed: a bound,
    not a measure)."""
    closed: set[int] = set()
    deadline = time.monotonic() + seconds
    for sock in socks:
        sock.setblocking(False)
    while len(closed) < at_least and time.monotonic() < deadline:
        for number, sock in enumerate(socks):
            if number in closed:
                continue
            try:
                if sock.recv(1) == b"":
                    closed.add(number)
            except BlockingIOError:
                pass
            except ConnectionResetError:
                closed.add(number)
        time.sleep(0.05)
    return len(closed)


def test_a_full_server_closes_new_connections_whose_head_never_came_whole_and_answers_the_phones(
        room: Room, monkeypatch: pytest.MonkeyPatch) -> None:
    """While the server is full, a new connection that sent the beginning of a request but not its whole head
    is closed as soon as it is taken (the half-open ones no longer make the phones wait behind them in the
    system's queue); a phone's request, whole, is answered."""
    monkeypatch.setattr(web_connections, "MAX_CONNECTIONS", 8)
    monkeypatch.setattr(web_connections, "HEADER_SECONDS", 600.0)  # only the limit closes them here
    service = ClubService.open(db_file=room.path)
    server = TableServer(service, room.tournament_id, host="127.0.0.1", port=0).start()
    slow = f"GET /api/live HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nX-Slow: ".encode()
    held: list[socket.socket] = []
    late: list[socket.socket] = []
    try:
        for _number in range(7):  # the server keeps one place free: it is full with 7
            held.append(_raw(server, slow))
        connections = server._server.server_state.connections
        deadline = time.monotonic() + 10
        while len(connections) < 7 and time.monotonic() < deadline:
            time.sleep(0.02)
        assert len(connections) == 7
        for _number in range(20):
            late.append(_raw(server, slow))
        assert _closed(late, at_least=20) == 20
        assert len(connections) == 7  # none of them was taken as a connection, none held was closed
        with httpx.Client(base_url=server.url, timeout=30) as phone:
            assert phone.get(f"/api/tables/{room.codes[2]}").status_code == 200
    finally:
        for sock in held + late:
            sock.close()
        server.stop()
        service.close()


def test_past_the_limit_with_every_connection_busy_a_new_client_gets_503_in_french(
        room: Room, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(web_connections, "MAX_CONNECTIONS", 6)
    service = ClubService.open(db_file=room.path)
    server = TableServer(service, room.tournament_id, host="127.0.0.1", port=0).start()
    busy: list[socket.socket] = []
    try:
        head = (f"POST /api/tables/{room.codes[1]}/deals HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n"
                "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{").encode()
        tasks = server._server.server_state.tasks  # uvicorn's requests under way
        for number in range(5):  # requests under way, one after the other: their bodies are still coming
            busy.append(_raw(server, head))
            deadline = time.monotonic() + 8  # well before the body's own time runs out
            while len(tasks) <= number and time.monotonic() < deadline:
                time.sleep(0.02)
        assert len(tasks) == 5
        refused = _raw(server, f"GET /api/live HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n\r\n".encode())
        answer = _answer(refused) + refused.recv(4096)
        refused.close()
        assert answer.startswith(b"HTTP/1.1 503") and "Serveur saturé".encode() in answer
    finally:
        for sock in busy:
            sock.close()
        server.stop()
        service.close()
    with httpx.Client(base_url=server.url, timeout=30) as phone:  # stopped: nothing listens any more
        with pytest.raises(httpx.HTTPError):
            phone.get("/api/live")


def test_the_log_says_a_repeated_trouble_once_a_minute() -> None:
    once = web_connections.OncePerMinute()
    records = [logging.LogRecord("asyncio", logging.ERROR, __file__, 1, "socket.accept() out of system resource",
                                 None, None) for _number in range(500)]
    assert sum(once.filter(r) for r in records) == 1


# ---------------------------------------------------------------------------------------------------- 4. referee calls


def test_a_referee_call_needs_a_code_of_the_current_round(client: TestClient, room: Room) -> None:
    from tests.helpers.club import play_round

    old = room.codes[1]
    play_round(room.service, room.tournament_id, 1)
    room.service.draw_next_round(room.tournament_id, seed=2)
    response = client.post(f"/api/tables/{old}/referee", json={"id": _id(), "reason": "encore là ?"})
    assert response.status_code == 409 and "plus la manche en cours" in response.json()["error"]
    assert room.service.referee_calls(room.tournament_id) == []


def test_referee_calls_are_limited_per_table(client: TestClient, room: Room) -> None:
    statuses = [client.post(f"/api/tables/{room.codes[1]}/referee", json={"id": _id()}).status_code
                for _number in range(20)]
    assert statuses[:3] == [201, 201, 201] and set(statuses[3:]) == {429}
    refused = client.post(f"/api/tables/{room.codes[1]}/referee", json={"id": _id()})
    assert refused.json()["retry_after"] >= 1 and refused.headers["Retry-After"] == str(refused.json()["retry_after"])
    assert len(room.service.referee_calls(room.tournament_id)) == 3
    # Another table is not held back by this one.
    assert client.post(f"/api/tables/{room.codes[2]}/referee", json={"id": _id()}).status_code == 201


def test_a_referee_call_reusing_another_tables_id_is_a_conflict(client: TestClient, room: Room) -> None:
    used = _id()
    assert client.post(f"/api/tables/{room.codes[2]}/deals", json={"id": used, "deal": made(0, 95)}).status_code == 201
    response = client.post(f"/api/tables/{room.codes[1]}/referee", json={"id": used, "reason": "?"})
    assert response.status_code == 409
    assert "deals" not in response.json() and "totals" not in response.json()
    assert room.service.referee_calls(room.tournament_id) == []


# ---------------------------------------------------------------------------------------------------- 5. guessing


def test_the_wrong_code_budget_of_the_whole_server_slows_every_guesser() -> None:
    now = [0.0]
    limiter = FailureLimiter(clock=lambda: now[0])
    limiter.success("phone", "KNOWNCODE1")
    for number in range(SERVER_LIMIT):
        assert not limiter.blocked(f"10.0.{number // 250}.{number % 250}", f"GUESS{number}")
        limiter.failure(f"10.0.{number // 250}.{number % 250}", f"GUESS{number}")
    assert limiter.blocked("10.9.9.9", "ANOTHER") and limiter.server_wide("10.9.9.9")
    assert 1 <= limiter.wait("10.9.9.9") <= 60
    assert not limiter.blocked("phone", "KNOWNCODE1")  # a phone's own table keeps working
    now[0] = 61.0
    assert not limiter.blocked("10.9.9.9", "ANOTHER")


def test_x_forwarded_for_is_not_believed(server: TableServer) -> None:
    with httpx.Client(base_url=server.url, timeout=30) as guesser:
        statuses = [guesser.get(f"/api/tables/{WRONG}", headers={"X-Forwarded-For": f"10.1.2.{n}"}).status_code
                    for n in range(12)]
    assert statuses[:10] == [404] * 10 and statuses[10:] == [429, 429]


def test_a_room_of_guessers_has_less_than_one_chance_in_a_million_per_concours() -> None:
    tries = SERVER_LIMIT * 60 * 5  # the whole server's budget for five hours, however many devices
    tables = 100
    chance = tries * tables / len(CODE_ALPHABET) ** CODE_LENGTH
    assert chance < 1e-6
    assert f"{chance:.1e}" == "5.4e-08"


# ---------------------------------------------------------------------------------------------------- 6. statuses


def test_the_servers_own_failures_are_503_without_a_path(client: TestClient, room: Room,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    def full(*args: object, **kwargs: object) -> object:
        error = StorageFullError(f"« {room.path} » : disque plein")
        raise ServiceError(error.message) from error

    monkeypatch.setattr(room.service, "phone_add_deal", full)
    response = client.post(f"/api/tables/{room.codes[1]}/deals", json={"id": _id(), "deal": made(0, 95)})
    assert response.status_code == 503 and response.headers["Retry-After"]
    assert "disque plein" in response.json()["error"]
    assert str(room.path.parent) not in response.text and "/" not in response.json()["error"]


def test_a_read_only_database_is_503_and_serve_refuses_to_start(room: Room, monkeypatch: pytest.MonkeyPatch,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    from belote_club.cli import main as cli_main
    from belote_club.storage import database as storage_database
    from belote_club.storage.database import Access, Database

    reader = ClubService(Database(f"sqlite+pysqlite:///{room.path}",
                                  access=Access(read_only=True, reason="support en lecture seule")))
    try:
        with TestClient(create_app(reader, room.tournament_id)) as client:
            response = client.post(f"/api/tables/{room.codes[1]}/deals", json={"id": _id(), "deal": made(0, 95)})
        assert response.status_code == 503 and "lecture seule" in response.json()["error"]
        assert str(room.path) not in response.text
    finally:
        reader.database.dispose()
    monkeypatch.setattr(storage_database, "probe_access",
                        lambda path: Access(read_only=True, reason="support en lecture seule"))
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    assert cli_main(["serve", "--db", str(room.path), "--host", "127.0.0.1", "--port", str(port)]) == 2
    err = capsys.readouterr().err
    assert "lecture seule" in err and "ne peut pas être modifiée" in err and "Traceback" not in err


@pytest.mark.parametrize("agree", [0, 1, "false", "true", None, [], {}])
def test_agree_is_a_json_boolean_only(client: TestClient, room: Room, agree: object) -> None:
    code = room.codes[1]
    for _number in range(12):
        assert client.post(f"/api/tables/{code}/deals", json={"id": _id(), "deal": made(0, 100)}).status_code == 201
    response = client.post(f"/api/tables/{code}/confirm", json={"id": _id(), "camp": 0, "agree": agree})
    assert response.status_code == 422 and response.json()["field"] == "agree"
    assert "agree" in response.json()["error"]
    assert room.service.referee_calls(room.tournament_id) == []


@pytest.mark.parametrize("position", ["1", 1.0, True, [1]])
def test_position_is_a_json_integer_only(client: TestClient, room: Room, position: object) -> None:
    response = client.post(f"/api/tables/{room.codes[1]}/deals",
                           json={"id": _id(), "deal": made(0, 95), "position": position})
    assert response.status_code == 422 and response.json()["field"] == "position"
    assert room.service.game(room.tournament_id, 1, 1).deals == ()


def test_only_the_announced_hosts_are_served(server: TableServer, room: Room) -> None:
    with httpx.Client(base_url=server.url, timeout=30) as phone:
        assert phone.get("/api/live").status_code == 200
        refused = phone.get("/api/live", headers={"Host": "evil.example"})
        assert refused.status_code == 400 and "Adresse de serveur inconnue" in refused.json()["error"]
        assert phone.get(f"/t/{room.codes[1]}", headers={"Host": f"evil.example:{server.port}"}).status_code == 400


def test_pages_forbid_frames_and_foreign_scripts(client: TestClient, room: Room) -> None:
    for path in ("/", f"/t/{room.codes[1]}", "/live", "/api/live", "/static/table.js"):
        response = client.get(path)
        assert response.status_code == 200
        policy = response.headers["Content-Security-Policy"]
        assert "frame-ancestors 'none'" in policy and "script-src 'self'" in policy
        assert response.headers["X-Frame-Options"] == "DENY"
        assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert "<script>" not in client.get("/").text  # no inline script: the policy allows none


def test_a_cross_origin_write_is_refused(client: TestClient, room: Room) -> None:
    url = f"/api/tables/{room.codes[1]}/deals"
    body = '{"id": "%s", "deal": {"taker": 0, "trump": "hearts", "points": [95, 67]}}'
    plain = client.post(url, content=body % _id(), headers={"Content-Type": "text/plain",
                                                               "Origin": "http://evil.example"})
    assert plain.status_code == 403 and "autre site" in plain.json()["error"]
    assert client.post(url, content=body % _id(), headers={"Content-Type": "text/plain"}).status_code == 415
    assert client.post(url, json={"id": _id(), "deal": made(0, 95)},
                       headers={"Sec-Fetch-Site": "cross-site"}).status_code == 403
    assert room.service.game(room.tournament_id, 1, 1).deals == ()
    # The page's own writes (same origin) go through.
    assert client.post(url, json={"id": _id(), "deal": made(0, 95)},
                       headers={"Origin": "http://testserver", "Sec-Fetch-Site": "same-origin"}).status_code == 201


# ---------------------------------------------------------------------------------------------------- 7. files


def test_export_of_an_empty_file_leaves_it_empty(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from belote_club.cli import main as cli_main

    empty = tmp_path / "vide.belote"
    empty.write_bytes(b"")
    assert cli_main(["export", "--db", str(empty), "-o", str(tmp_path / "out.json")]) == 2
    err = capsys.readouterr().err
    assert "est vide" in err and "Traceback" not in err
    assert empty.stat().st_size == 0 and not (tmp_path / "out.json").exists()


def test_a_csv_field_over_the_limit_is_said_in_french(sqlite_service: ClubService) -> None:
    preview = sqlite_service.preview_players_csv("nom;prénom\nDupont;Marie\nMartin;" + "x" * 200_000 + "\n")
    problems = [p for line in preview.lines for p in line.errors]
    assert problems and any("dépasse" in p and "caractères" in p for p in problems)
    assert not any("field larger" in p for p in problems)


# ---------------------------------------------------------------------------------------------------- 8. the desk


def test_the_desk_keeps_writing_while_phones_write(server: TableServer, room: Room) -> None:
    stop = threading.Event()
    refused: list[str] = []

    def phone(code: str) -> None:
        with httpx.Client(base_url=server.url, timeout=30) as client:
            while not stop.is_set():
                answer = client.post(f"/api/tables/{code}/deals", json={"id": _id(), "deal": made(0, 95)})
                if answer.status_code == 409:  # its game is over: correct the last deal instead
                    answer = client.put(f"/api/tables/{code}/deals/last", json={"id": _id(), "deal": made(1, 95)})
                if answer.status_code not in (200, 201, 503):
                    refused.append(answer.text)

    phones = [threading.Thread(target=phone, args=(room.codes[t],)) for t in (1, 2)]
    for thread in phones:
        thread.start()
    try:
        desk = room.service
        for _number in range(12):
            desk.add_deal(room.tournament_id, 1, 4, made(0, 100))
    finally:
        stop.set()
        for thread in phones:
            thread.join()
    assert len(room.service.game(room.tournament_id, 1, 4).deals) == 12
    assert refused == []
