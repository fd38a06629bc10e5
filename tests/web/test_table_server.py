"""The server around the app (a real uvicorn), the command line, the export, the cards, the schema."""

from __future__ import annotations

import datetime as dt
import json
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from pypdf import PdfReader

from belote_club.cli import main as cli_main
from belote_club.services import ClubService, ServiceError
from belote_club.services.tables import CODE_LENGTH
from belote_club.storage import Database, schema
from belote_club.web import TableServer, lan_address
from tests.helpers.club import doublettes
from tests.helpers.deals import made
from tests.web.conftest import Room


def test_a_real_server_serves_and_stops_cleanly(server: TableServer, room: Room) -> None:
    assert server.running and server.url == f"http://127.0.0.1:{server.port}"
    code = room.codes[1]
    response = httpx.post(f"{server.url}/api/tables/{code}/deals", json={"id": "real-0001", "deal": made(0, 90)})
    assert response.status_code == 201
    # The window's own service (another station on the same file) sees it at once.
    assert len(room.service.game(room.tournament_id, 1, 1).deals) == 1
    assert httpx.get(f"{server.url}/api/live").json()["tables"][0]["deals"] == 1
    port = server.port
    server.stop()
    assert not server.running
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"http://127.0.0.1:{port}/api/live", timeout=2)
    server.stop()  # twice: harmless


def test_a_server_restart_loses_nothing(room: Room) -> None:
    code = room.codes[2]
    first = TableServer(ClubService.open(db_file=room.path), room.tournament_id, host="127.0.0.1", port=0).start()
    answer = httpx.post(f"{first.url}/api/tables/{code}/deals", json={"id": "restart-01", "deal": made(1, 100)})
    first.stop()
    first.service.close()
    second = TableServer(ClubService.open(db_file=room.path), room.tournament_id, host="127.0.0.1", port=0).start()
    try:
        again = httpx.post(f"{second.url}/api/tables/{code}/deals", json={"id": "restart-01", "deal": made(1, 100)})
        assert again.status_code == 200 and again.json() == answer.json()
        assert len(httpx.get(f"{second.url}/api/tables/{code}").json()["deals"]) == 1
    finally:
        second.stop()
        second.service.close()


def test_a_port_in_use_is_said_in_french(room: Room) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        with pytest.raises(ServiceError, match="déjà utilisé"):
            TableServer(room.service, room.tournament_id, host="127.0.0.1", port=taken.getsockname()[1])


def test_it_listens_only_where_told(room: Room) -> None:
    with TableServer(room.service, room.tournament_id, host="127.0.0.1", port=0) as server:
        assert server.public_host == "127.0.0.1"
    everywhere = TableServer(room.service, room.tournament_id, host="0.0.0.0", port=0)
    try:
        assert everywhere.public_host == lan_address()
        assert everywhere.url.startswith("http://") and everywhere.table_url("ABC234").endswith("/t/ABC234")
    finally:
        everywhere.stop()


def test_belote_club_serve_prints_the_address_and_serves(room: Room, tmp_path: Path) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen(
        [sys.executable, "-m", "belote_club", "serve", "--db", str(room.path), "--host", "127.0.0.1",
         "--port", str(port)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        # Generous: on a loaded machine the server's start-up (Python, Starlette, the database) takes seconds. The
        # server's error output is read only once it has ended (reading it while it runs would wait forever).
        deadline = time.monotonic() + 60
        while True:
            try:
                live = httpx.get(f"http://127.0.0.1:{port}/api/live", timeout=1)
                break
            except httpx.HTTPError:
                if process.poll() is not None:
                    pytest.fail(f"serve ended ({process.returncode}): {process.stderr.read() if process.stderr else ''}")
                assert time.monotonic() < deadline, "serve not answering after 60 s"
                time.sleep(0.1)
        assert live.status_code == 200 and live.json()["round"] == 1
    finally:
        process.terminate()
        try:
            out, err = process.communicate(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            out, err = process.communicate()
    assert f"Adresse pour les téléphones : http://127.0.0.1:{port}" in out
    for table, code in room.codes.items():
        assert f"table {table} : {code}" in out
    assert "Traceback" not in err


def test_serve_refuses_a_missing_file_in_french(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["serve", "--db", str(tmp_path / "absent.belote")]) == 2
    assert "n’existe pas" in capsys.readouterr().err


def test_the_export_gives_each_table_of_the_current_round_its_entry_code(tmp_path: Path) -> None:
    from tests.helpers.club import doublettes, open_service

    service = open_service(tmp_path / "fresh.belote")
    tournament, _ = doublettes(service, 6)
    assert tournament.id is not None
    service.draw_next_round(tournament.id, seed=5)
    service.close()
    output = tmp_path / "export.json"
    assert cli_main(["export", "--db", str(tmp_path / "fresh.belote"), "--format", "json", "-o", str(output)]) == 0
    data = json.loads(output.read_text(encoding="utf-8"))
    tables = data["rounds"][-1]["tables"]
    assert all(len(t["entry_code"]) == CODE_LENGTH for t in tables)
    with ClubService.open(db_file=tmp_path / "fresh.belote") as again:
        assert [t["entry_code"] for t in tables] == [a.code for a in again.entry_codes(tournament.id)]


def test_print_cards(room: Room, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    output = tmp_path / "cards.pdf"
    assert cli_main(["print", "cards", "--db", str(room.path), "--host", "192.168.1.20", "-o", str(output)]) == 0
    assert "1 page" in capsys.readouterr().out
    reader = PdfReader(output)
    text = reader.pages[0].extract_text()
    for table, code in room.codes.items():
        assert f"Table {table}" in text
        assert f"http://192.168.1.20:8080/t/{code}" in text
        assert " ".join(code[:5]) in text and " ".join(code[5:]) in text  # two groups of five
    assert reader.metadata is not None and "Cartons de table" in (reader.metadata.title or "")


def test_an_old_file_is_upgraded_and_a_new_one_is_at_head(tmp_path: Path) -> None:
    old = tmp_path / "old.belote"
    database = Database(f"sqlite+pysqlite:///{old}")
    schema.upgrade(database.engine, "0003")
    database.close()
    with ClubService.open(db_file=old) as service:
        assert service.open_report is not None and service.open_report.upgraded_from == "0003"
        assert service.database.revision() == schema.head_revision()
        assert "0004" in schema.known_revisions()
        tournament = service.create_tournament("Après mise à jour", dt.date(2026, 11, 22))
        assert tournament.id is not None and service.entry_codes(tournament.id) == []
    with ClubService.open(db_file=tmp_path / "new.belote") as service:
        assert service.open_report is not None and service.open_report.created
        assert service.database.revision() == schema.head_revision()
        tournament, _ = doublettes(service, 2)
        assert tournament.id is not None
        service.draw_next_round(tournament.id, seed=1)
        assert len(service.entry_codes(tournament.id)) == 1


def test_the_window_starts_a_server_beside_its_own_service(room: Room) -> None:
    server = TableServer.beside(room.service, room.tournament_id, host="127.0.0.1", port=0).start()
    try:
        assert server.service is not room.service
        answer = httpx.post(f"{server.url}/api/tables/{room.codes[3]}/deals",
                            json={"id": "beside-0001", "deal": made(0, 100)})
        assert answer.status_code == 201
        assert room.service.game(room.tournament_id, 1, 3).totals == (100, 62)
    finally:
        server.stop()
    assert room.service.game(room.tournament_id, 1, 3).totals == (100, 62)  # the window's service still works
