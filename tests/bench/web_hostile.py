"""The table server against hostile or heavy clients (issue 25), for ``bench_web.py``: three measures.

* ``memory``: a real ``belote-club serve`` (its own process, under ``ulimit -n 1024``) while 8 clients each
  stream a 200 MB body (chunked, so no size is announced; four to a wrong code, four to a right one): the
  server's peak resident memory (``VmHWM``), goal under 150 MB.
* ``half_open``: the same server while another process holds 1 100 half-open connections from 127.0.0.1 for
  20 s (headers never finished; each one cut is opened again at once): the live page polled and 30 tables
  entering 3 deals each meanwhile (one every 5 to 10 s per table: about 4 writes a second, ten times a real
  hall), and the same without the attack, for comparison; each request's time until its answer (retries after a refused connection
  or a 503 included), goal within 5 s; every deal stored once (0 lost, 0 duplicated).
* ``desk``: the desk's writes (a station's ``add_deal``, one every :data:`DESK_PACE`) idle, then while phones write 10 deals a second
  through the server running in the same process (as in the window; the phones are another process, as
  they are other devices): p95 ratio, goal within 3×; none refused.

Loopback only (127.0.0.1).  Counts and times are bounded; nothing here is a test.
"""

from __future__ import annotations

import json
import random
import resource
import socket
import statistics
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx

HOST = "127.0.0.1"
WRONG = "ACEFGHJKMN"
ATTACKER = r"""
import resource, selectors, socket, sys, time
port, count, seconds = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, count + 200)), hard))
head = b"GET /api/live HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "
selector = selectors.DefaultSelector()
opened = reopened = failed = 0
def open_one():
    global opened, failed
    sock = socket.socket()
    sock.setblocking(False)
    try:
        sock.connect_ex(("127.0.0.1", port))
        selector.register(sock, selectors.EVENT_READ)
        opened += 1
        return sock
    except OSError:
        failed += 1
        sock.close()
        return None
socks = [open_one() for _ in range(count)]
sent = set()
end = time.monotonic() + seconds
while time.monotonic() < end:
    for sock in list(s for s in socks if s is not None and s not in sent):
        try:
            sock.send(head)
            sent.add(sock)
        except (BlockingIOError, OSError):
            pass
    for key, _mask in selector.select(timeout=0.05):
        sock = key.fileobj
        try:
            data = sock.recv(4096)
        except (BlockingIOError, InterruptedError):
            continue
        except OSError:
            data = b""
        if not data:  # cut by the server: open another one at once
            selector.unregister(sock)
            sent.discard(sock)
            sock.close()
            socks[socks.index(sock)] = open_one()
            reopened += 1
    socks = [s if s is not None else open_one() for s in socks]
print(f"{opened} {reopened} {failed} {sum(1 for s in socks if s is not None)}", flush=True)
"""


#: Seconds between two of the desk's writes (idle and loaded alike): back to back, its 72 writes would be over
#: in half a second, before meeting more than a few of the phones' writes.
DESK_PACE = 0.1

PHONES = r"""
import json, sys, threading, time, uuid
import httpx
url, rate = sys.argv[1], float(sys.argv[2])
plan = json.loads(sys.stdin.readline())
stop = threading.Event()
sent, errors, stamps = [0], [], []
def phone(code, deals, offset):
    with httpx.Client(base_url=url, timeout=30) as client:
        ready.wait()  # every phone ready before the clock starts: none starts late, then catches up
        due = began[0] + offset
        for number, deal in enumerate(deals):
            if number:  # its pace (the room's rate shared by the tables); late, it does not catch up in a burst
                due = max(due + len(plan) / rate, time.perf_counter())
            while time.perf_counter() < due:
                if stop.is_set():
                    return
                time.sleep(min(0.05, max(0.0, due - time.perf_counter())))
            body = {"id": str(uuid.uuid4()), "deal": deal, "position": number + 1}
            sending = time.perf_counter()  # the rate is that of the writes sent (answered later when queued)
            while True:
                try:
                    answer = client.post(f"/api/tables/{code}/deals", json=body)
                except httpx.HTTPError:
                    time.sleep(0.2)
                    continue
                if answer.status_code != 503:
                    break
                time.sleep(0.2)
            sent[0] += 1
            stamps.append(sending)
            if answer.status_code not in (200, 201):
                errors.append(f"{answer.status_code} {answer.text[:100]}")
began = []
ready = threading.Barrier(len(plan), action=lambda: began.append(time.perf_counter()))
threads = [threading.Thread(target=phone, args=(code, deals, index / rate))
           for index, (code, deals) in enumerate(plan.items())]
for thread in threads:
    thread.start()
print("started", flush=True)
sys.stdin.readline()  # the desk's measure begins
window = [time.perf_counter()]
sys.stdin.readline()  # and ends
window.append(time.perf_counter())
stop.set()
for thread in threads:
    thread.join()
print(json.dumps({"sent": sent[0], "errors": errors[:5],
                  "during": sum(1 for t in stamps if window[0] <= t <= window[1])}), flush=True)
"""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


def _limit_files() -> None:
    """``ulimit -n 1024`` (soft and hard, as the shell's ``ulimit`` sets them)."""
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(1024, hard), min(1024, hard)))


class Served:
    """``belote-club serve`` in its own process, under ``ulimit -n 1024``, on 127.0.0.1."""

    def __init__(self, path: Path, tournament_id: int) -> None:
        self.port = free_port()
        self.url = f"http://{HOST}:{self.port}"
        self.process = subprocess.Popen(
            [sys.executable, "-m", "belote_club", "serve", "--db", str(path), "--host", HOST, "--port", str(self.port),
             "--tournament", str(tournament_id)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
            preexec_fn=_limit_files)
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{self.url}/api/live", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise SystemExit(f"serveur non démarré : {self.process.stderr.read() if self.process.stderr else ''}")
            time.sleep(0.2)

    def peak_mb(self) -> float:
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
        return float("nan")

    def stop(self) -> str:
        self.process.terminate()
        try:
            _out, err = self.process.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            _out, err = self.process.communicate()
        return err or ""


def _stream(url_port: int, path: str, size: int, statuses: list[str]) -> None:
    """POST ``size`` bytes in chunks (no Content-Length) until the server answers or closes."""
    sock = socket.create_connection((HOST, url_port), timeout=30)
    head = (f"POST {path} HTTP/1.1\r\nHost: {HOST}:{url_port}\r\nContent-Type: application/json\r\n"
            "Transfer-Encoding: chunked\r\n\r\n").encode()
    chunk = b"%x\r\n%s\r\n" % (65536, b"7" * 65536)
    answer = b""
    try:
        sock.sendall(head)
        sent = 0
        sock.settimeout(0.001)
        while sent < size:
            try:
                sock.sendall(chunk)
            except TimeoutError:
                pass
            sent += 65536
            try:
                answer = sock.recv(4096)
                if answer:
                    break
            except TimeoutError:
                continue
        sock.settimeout(10)
        if not answer:
            answer = sock.recv(4096)
    except OSError:
        pass
    finally:
        sock.close()
    statuses.append(answer.split(b"\r\n", 1)[0].decode("latin-1") or "coupée")


def memory(path: Path, tournament_id: int, codes: dict[int, str], clients: int = 8,
           size: int = 200 * 1024 * 1024) -> tuple[float, float, list[str]]:
    """(peak MB before, peak MB after, the answers' status lines)."""
    served = Served(path, tournament_id)
    try:
        before = served.peak_mb()
        statuses: list[str] = []
        targets = [WRONG if n % 2 else next(iter(codes.values())) for n in range(clients)]
        threads = [threading.Thread(target=_stream, args=(served.port, f"/api/tables/{code}/deals", size, statuses))
                   for code in targets]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        time.sleep(0.5)
        after = served.peak_mb()
    finally:
        served.stop()
    return before, after, statuses


def _timed(latencies: list[float], send: Callable[[], httpx.Response], ok: tuple[int, ...]) -> httpx.Response:
    """``send()`` until an answer in ``ok`` (a refused connection, a timeout or a 503 is tried again): the
    whole time until that answer is recorded."""
    started = time.perf_counter()
    while True:
        try:
            response = send()
            if response.status_code in ok:
                latencies.append(time.perf_counter() - started)
                return response
            if response.status_code != 503:
                latencies.append(time.perf_counter() - started)
                return response
        except httpx.HTTPError:
            pass
        time.sleep(0.2)


def half_open(path: Path, tournament_id: int, codes: dict[int, str], deals: dict[str, list[dict[str, Any]]],
              connections: int = 1100, seconds: float = 20.0) -> dict[str, Any]:
    served = Served(path, tournament_id)
    attacker = subprocess.Popen([sys.executable, "-c", ATTACKER, str(served.port), str(connections), str(seconds)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    live: list[float] = []
    writes: list[float] = []
    errors: list[str] = []
    stop = threading.Event()
    try:
        time.sleep(3)  # the attacker's connections in place

        def watch() -> None:
            while not stop.is_set():
                with httpx.Client(base_url=served.url, timeout=30) as client:
                    _timed(live, lambda: client.get("/api/live"), (200,))
                time.sleep(0.5)

        def table(code: str) -> None:
            pace = random.Random(code)
            with httpx.Client(base_url=served.url, timeout=30) as client:
                for number, deal in enumerate(deals[code], start=1):
                    time.sleep(pace.uniform(5.0, 10.0))  # the players play and type the next deal
                    body = {"id": str(uuid.uuid4()), "deal": deal, "position": number}
                    answer = _timed(writes, lambda b=body: client.post(f"/api/tables/{code}/deals", json=b), (200, 201))
                    if answer.status_code not in (200, 201):
                        errors.append(f"{code} {number}: {answer.status_code} {answer.text[:120]}")
                        return

        watcher = threading.Thread(target=watch)
        watcher.start()
        tables = [threading.Thread(target=table, args=(code,)) for code in codes.values()]
        for thread in tables:
            thread.start()
        for thread in tables:
            thread.join()
        stop.set()
        watcher.join()
        out, err = attacker.communicate(timeout=seconds + 60)
    finally:
        if attacker.poll() is None:
            attacker.kill()
        log = served.stop()
    opened, reopened, failed, held = (int(v) for v in (out.split() or ["0", "0", "0", "0"]))
    return {"live": live, "writes": writes, "errors": errors, "opened": opened, "reopened": reopened,
            "failed": failed, "held": held, "log_lines": len(log.splitlines()), "log_bytes": len(log),
            "attacker_error": err.strip()[-300:], "log": log}


def desk(path: Path, tournament_id: int, codes: dict[int, str], deals: dict[str, list[dict[str, Any]]],
         phones_per_second: float = 10.0) -> dict[str, Any]:
    """The desk's ``add_deal`` p95 idle and while phones write ``phones_per_second`` through the server."""
    from belote_club.services import ClubService, ServiceError
    from belote_club.web import TableServer

    tables = sorted(codes)
    phone_tables, desk_idle, desk_load = tables[:18], tables[18:24], tables[24:30]
    refused: list[str] = []
    with ClubService.open(db_file=path) as station:
        def desk_writes(numbers: list[int]) -> list[float]:
            times: list[float] = []
            for number in numbers:
                for deal in deals[codes[number]][:12]:
                    started = time.perf_counter()
                    try:
                        station.add_deal(tournament_id, 1, number, deal, origin="poste principal")
                    except ServiceError as error:
                        refused.append(error.message)
                    times.append(time.perf_counter() - started)
                    time.sleep(DESK_PACE)  # the desk types on: its writes meet the phones' all along the measure
            return times

        server_service = station.open_station()  # as the window starts it (ui.table_server.station_service)
        server = TableServer(server_service, tournament_id, host=HOST, port=0).start()
        try:
            # The window shows the concours before anyone types: its standings read, the snapshot the desk's
            # writes then score from, as in the window (without it, the idle figure would be that of a desk
            # that reads the whole concours again at its first writes).
            station.standings(tournament_id)
            idle = desk_writes(desk_idle)
            plan = {codes[t]: deals[codes[t]][:12] for t in phone_tables}
            phones = subprocess.Popen([sys.executable, "-c", PHONES, server.url, str(phones_per_second)],
                                      stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                      text=True)
            assert phones.stdin is not None and phones.stdout is not None
            phones.stdin.write(json.dumps(plan) + "\n")
            phones.stdin.flush()
            phones.stdout.readline()  # « started »
            time.sleep(1.0)
            phones.stdin.write("measure\n")  # the phones count their writes sent from here…
            phones.stdin.flush()
            began = time.perf_counter()
            loaded = desk_writes(desk_load)
            during = time.perf_counter() - began
            out, err = phones.communicate("stop\n", timeout=120)  # … to here
            counts = json.loads(out.strip().splitlines()[-1]) if out.strip() else {"sent": 0, "errors": [err[-300:]]}
            phone_errors = counts["errors"]
            during_sent = counts.get("during", 0)
        finally:
            server.stop()
            server_service.close()
    return {"idle": idle, "loaded": loaded, "refused": refused, "phone_writes": during_sent, "during": during,
            "phone_errors": phone_errors}


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")
