"""The table server's connections: how many, how long a client may take, and what the log says about them.

uvicorn does most of it by its own settings (:func:`uvicorn_settings`): a request past
:data:`MAX_CONNECTIONS` open connections is answered 503 (in French: by :func:`guarded_protocol` when a new
connection finds no room), a kept-alive connection idle for
:data:`KEEP_ALIVE_SECONDS` is closed, request headers are at most :data:`MAX_HEADERS` bytes, and
``X-Forwarded-For`` is never believed (no proxy stands between the phones and the server: the address that
counts is the connection's own).  What its h11 server lacks is a timer before a request's headers are
complete: :func:`guarded_protocol` adds it (:data:`HEADER_SECONDS`), and when the connections reach
:data:`MAX_CONNECTIONS` it closes the oldest of those that have not sent a whole request yet, so that
half-open connections held by one client can neither exhaust the process's file descriptors nor keep the
phones out.  The body's own limits (size, time) are :func:`belote_club.web.guard.read_body`'s.

Connections wait in the system's queue until the server takes them, one after the other: a client holding
more half-open connections than the server may keep has the rest of them in that queue, opened again as
soon as one is closed, and a phone's connection waits behind all of them.  So while the server is full
(:class:`Room`), its listening socket (:class:`Listening`) closes at once, before anything is built for it,
every new connection that has sent the beginning of a request but not its whole head: the queue is emptied at
the speed of the system, not at that of building a connection and closing another one.  On Linux the system
hands over a connection only once its first bytes have come (``TCP_DEFER_ACCEPT``, :data:`DEFER_SECONDS`), so
that a phone's connection is looked at with its whole head, which it sends at once; elsewhere a connection
that has sent nothing yet is taken as before.

The log: :class:`OncePerMinute` lets one line a minute through for each kind of trouble (too many
connections, the system out of sockets), with the count of the ones it held back, instead of a line per
socket.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
import socket
import threading
import time
from collections import OrderedDict
from collections.abc import Collection
from typing import Any

from uvicorn.protocols.http.h11_impl import H11Protocol

from belote_club.i18n import gettext as _

log = logging.getLogger(__name__)

#: Open connections at most (a hall is 30 to 100 phones, each with one or two connections), and never more
#: than the process's limit of open files leaves room for (:func:`connection_limit`).
MAX_CONNECTIONS = 4000
#: Files kept free under the process's limit for everything else (the database, its journal, logs, pages).
SPARE_FILES = 128
#: Connections taken from the system's queue at a time (each holds a file until the server has looked at it).
ACCEPT_BATCH = 64
#: Connections the system may keep waiting to be taken (:func:`widen_queue`): a client holding many of them
#: makes the others wait behind its own, but none is turned away.
QUEUE = 2048
#: Seconds a client has to send a whole request's headers (a phone sends them at once).
HEADER_SECONDS = 5.0
#: Seconds a kept-alive connection may stay idle between two requests.
KEEP_ALIVE_SECONDS = 5
#: The largest request head (request line and headers), in bytes.
MAX_HEADERS = 16 * 1024
#: The loggers whose repeated lines are held back (uvicorn's, asyncio's accept errors, ours).
THROTTLED_LOGGERS = ("uvicorn.error", "asyncio", __name__)
#: New connections a listening socket closes, at most, before it lets the server's loop do something else.
SHED_BATCH = 256
#: Seconds the system keeps a new connection that has sent nothing before handing it over all the same (Linux).
DEFER_SECONDS = 1


def connection_limit() -> int:
    """:data:`MAX_CONNECTIONS`, or fewer when the process may open fewer files (``ulimit -n``): as many
    connections as possible are held (a client holding many half-open ones then waits behind fewer of its own
    in the system's queue), and the server never runs out of files."""
    try:
        import resource

        soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    except (ImportError, OSError, ValueError):  # not on Windows: its sockets are not counted as files
        return MAX_CONNECTIONS
    if soft == resource.RLIM_INFINITY:
        return MAX_CONNECTIONS
    # A batch being taken and a batch being closed hold files too.
    return min(MAX_CONNECTIONS, max(16, soft - SPARE_FILES - 2 * ACCEPT_BATCH))


def widen_queue(sock: socket.socket) -> None:
    """Let the system keep :data:`QUEUE` connections waiting on the listening socket once the server serves
    it: asyncio takes at most its ``backlog`` at a time (:data:`ACCEPT_BATCH`, set through uvicorn) and sets
    the queue to the same number when it starts."""
    try:
        sock.listen(QUEUE)
    except OSError:  # closed meanwhile: the server stopped
        pass


class Room:
    """How many connections a server holds against its limit: seen by its connections
    (:func:`guarded_protocol`, which register the server's set of them) and by its listening socket."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.connections: Collection[object] = ()

    @property
    def full(self) -> bool:
        """Whether one more connection would make the server close another one (it keeps one place free)."""
        return len(self.connections) >= self.limit - 1


class Listening(socket.socket):
    """A listening socket that, while its server is full (:attr:`room`), closes the new connections whose
    request head has begun without being complete (see the module's docstring); any other is accepted."""

    room: Room | None = None

    def __init__(self, family: int = socket.AF_INET, kind: int = socket.SOCK_STREAM) -> None:
        super().__init__(family, kind)
        defer = getattr(socket, "TCP_DEFER_ACCEPT", None)
        if defer is not None:
            try:
                self.setsockopt(socket.IPPROTO_TCP, defer, DEFER_SECONDS)
            except OSError:  # refused by the system: connections are handed over at once, as elsewhere
                pass

    def accept(self) -> tuple[socket.socket, Any]:
        for _number in range(SHED_BATCH):
            conn, address = super().accept()  # BlockingIOError when the queue is empty: the loop's business
            if self.room is None or not self.room.full or not half_open(conn):
                return conn, address
            conn.close()
            _say_once("table server full: new connections whose request never came whole are closed")
        raise BlockingIOError  # more may wait: taken at the loop's next turn, after the requests under way


def half_open(conn: socket.socket) -> bool:
    """Whether a connection just taken has sent part of a request's head but not all of it (nothing sent yet,
    or a whole head: no), looked at without reading it.  Where the system cannot say without waiting: no."""
    flags = socket.MSG_PEEK | getattr(socket, "MSG_DONTWAIT", 0)
    if flags == socket.MSG_PEEK:
        return False
    try:
        head = conn.recv(MAX_HEADERS, flags)
    except (BlockingIOError, InterruptedError):
        return False  # nothing yet
    except OSError:
        return True  # reset already
    return b"\r\n\r\n" not in head


def _say_once(message: str) -> None:
    """A warning of this module, said only if :class:`OncePerMinute` would let it through (no record built
    for each of a flood of sockets)."""
    if _FILTER.due(f"{__name__}:{message}"):
        log.warning(message)


def uvicorn_settings(listening: Listening | None = None) -> dict[str, Any]:
    """The ``uvicorn.Config`` arguments that bound what one client can take from the server; ``listening``:
    the server's socket, told when the server is full."""
    limit = connection_limit()
    room = Room(limit)
    if listening is not None:
        listening.room = room
    return {"http": guarded_protocol(limit, room=room), "limit_concurrency": limit, "backlog": ACCEPT_BATCH,
            "timeout_keep_alive": KEEP_ALIVE_SECONDS,
            "h11_max_incomplete_event_size": MAX_HEADERS, "proxy_headers": False, "forwarded_allow_ips": "",
            "server_header": False}


class OncePerMinute(logging.Filter):
    """Lets through one record a minute per message (its template), the next one saying how many were held."""

    def __init__(self, seconds: float = 60.0) -> None:
        super().__init__()
        self.seconds = seconds
        self._last: dict[str, tuple[float, int]] = {}
        self._lock = threading.Lock()

    def due(self, key: str) -> bool:
        """Whether a record of ``key`` (its logger's name, a colon, its message) would be let through now."""
        with self._lock:
            return time.monotonic() - self._last.get(key, (float("-inf"), 0))[0] >= self.seconds

    def filter(self, record: logging.LogRecord) -> bool:
        key = f"{record.name}:{str(record.msg).split(chr(10), 1)[0]}"  # its first line (asyncio adds the socket)
        now = time.monotonic()
        with self._lock:
            last, held = self._last.get(key, (float("-inf"), 0))
            if now - last < self.seconds:
                self._last[key] = (last, held + 1)
                return False
            self._last[key] = (now, 0)
            if len(self._last) > 1000:
                self._last.clear()
        if held:
            record.msg = f"{record.msg} (+ {held} in the last minute, not shown)"
        if record.exc_info and held:
            record.exc_info = None  # the first one showed the traceback
        return True


_FILTER = OncePerMinute()


def throttle_logs() -> None:
    """Install :class:`OncePerMinute` on the loggers of :data:`THROTTLED_LOGGERS` (once per process)."""
    for name in THROTTLED_LOGGERS:
        logger = logging.getLogger(name)
        if _FILTER not in logger.filters:
            logger.addFilter(_FILTER)


def guarded_protocol(max_connections: int | None = None, header_seconds: float | None = None, *,
                     room: Room | None = None) -> type[H11Protocol]:
    """uvicorn's h11 protocol with a header timer and room kept for new clients (one class per server: its
    waiting connections are its own); by default :data:`MAX_CONNECTIONS` and :data:`HEADER_SECONDS`;
    ``room``: told the server's connections."""
    limit = connection_limit() if max_connections is None else max_connections
    seconds = HEADER_SECONDS if header_seconds is None else header_seconds
    waiting: OrderedDict[Guarded, None] = OrderedDict()  # connections without a request under way, oldest first

    class Guarded(H11Protocol):
        header_timer: asyncio.TimerHandle | None = None
        refused = False

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            if room is not None:
                room.connections = self.connections
            self._wait_for_request()
            excess = len(self.connections) - limit
            if excess >= 0:
                _say_once(f"table server: {limit} connections open, the oldest idle ones are closed")
                idle = [other for other in itertools.islice(waiting, excess + 2) if other is not self][:excess + 1]
                for other in idle:
                    other.cut()
                if len(idle) < excess + 1:  # every other connection has a request under way: no room
                    self.refuse()

        def _wait_for_request(self) -> None:
            waiting[self] = None
            waiting.move_to_end(self)
            if self.header_timer is not None:
                self.header_timer.cancel()
            self.header_timer = self.loop.call_later(seconds, self._too_slow)

        def _request_started(self) -> None:
            waiting.pop(self, None)
            if self.header_timer is not None:
                self.header_timer.cancel()
                self.header_timer = None

        def _too_slow(self) -> None:
            self.header_timer = None
            if self.cycle is None or self.cycle.response_complete:
                self.cut()

        def refuse(self) -> None:
            """503 at once, in French, and close: the server holds as many requests as it can."""
            body = json.dumps({"error": _("Serveur saturé : trop de connexions en cours, réessayez dans un "
                                          "instant.")}, ensure_ascii=False).encode("utf-8")
            head = (f"HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\nretry-after: 1\r\n"
                    f"connection: close\r\ncontent-length: {len(body)}\r\n\r\n").encode("ascii")
            self.refused = True
            self.transport.write(head + body)
            waiting.pop(self, None)
            self.connections.discard(self)
            if self.header_timer is not None:
                self.header_timer.cancel()
                self.header_timer = None
            # Said, then closed a moment later: closing at once, with the client's request unread, would make
            # the system reset the connection and lose the answer.
            if self.transport.can_write_eof():
                self.transport.write_eof()
            self.loop.call_later(1.0, self.transport.close)

        def data_received(self, data: bytes) -> None:
            if not self.refused:  # a refused client's request is not read
                super().data_received(data)

        def cut(self) -> None:
            """Close this connection (it holds no request under way)."""
            waiting.pop(self, None)
            if self.header_timer is not None:
                self.header_timer.cancel()
                self.header_timer = None
            self.connections.discard(self)  # no longer counted against the limit, even before it is gone
            if not self.transport.is_closing():
                self.transport.close()

        def handle_events(self) -> None:
            before = self.cycle
            super().handle_events()
            if self.cycle is not None and self.cycle is not before:
                self._request_started()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing() and (self.cycle is None or self.cycle.response_complete):
                self._wait_for_request()

        def connection_lost(self, exc: Exception | None) -> None:
            waiting.pop(self, None)
            if self.header_timer is not None:
                self.header_timer.cancel()
                self.header_timer = None
            super().connection_lost(exc)

    return Guarded
