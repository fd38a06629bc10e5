"""Running the web app with uvicorn: in a background thread for the window, in the foreground for
``belote-club serve``.

The server listens only where it is told (``host``): :data:`CLUB_NETWORK` (the default) for the club's
network alone — this computer's address on it, the one the phones are given (:func:`lan_address`), or
``127.0.0.1`` when the computer is on no network —, ``127.0.0.1`` for this computer alone, ``0.0.0.0`` for
every network of this computer, or one address of this computer.  Its socket is bound before uvicorn
starts, so a port already taken is reported at once in French and ``port=0`` picks a free one (tests,
benchmarks).  It answers only to the host names it announced (:meth:`TableServer.hosts`), and bounds what one
client may take (connections, header and body times, sizes: :mod:`belote_club.web.connections`,
:mod:`belote_club.web.guard`).
"""

from __future__ import annotations

import logging
import socket
import threading
import time
from typing import TYPE_CHECKING

import uvicorn

from belote_club.i18n import gettext as _
from belote_club.services import ServiceError
from belote_club.web.app import create_app
from belote_club.web.connections import Listening, throttle_logs, uvicorn_settings, widen_queue

if TYPE_CHECKING:
    from belote_club.services import ClubService

log = logging.getLogger(__name__)

DEFAULT_PORT = 8080
#: ``host`` values: the club's network (this computer's LAN address), every network, this computer only.
CLUB_NETWORK, EVERY_NETWORK, THIS_COMPUTER = "lan", "0.0.0.0", "127.0.0.1"
#: This computer only (what :func:`lan_address` gives without a network).
LOOPBACK = ("127.0.0.1", "::1", "localhost")


def lan_address() -> str:
    """This computer's address on the local network (what phones type), or 127.0.0.1 without a network.

    Connecting a UDP socket sends nothing: it only asks the system which interface it would use."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed, never reached
        address = str(probe.getsockname()[0])
    except OSError:
        address = "127.0.0.1"
    finally:
        probe.close()
    return address


def club_address() -> str | None:
    """This computer's address on the club's network, or None when it is on no network."""
    address = lan_address()
    return None if address in LOOPBACK else address


def listening_address(host: str | None) -> str:
    """The address a server asked for ``host`` binds: :data:`CLUB_NETWORK` (or None) is this computer's
    LAN address (127.0.0.1 without a network); any other value is used as given."""
    if host is None or host == CLUB_NETWORK:
        return lan_address()
    return host


def _bind(host: str, port: int) -> Listening:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = Listening(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as error:
        sock.close()
        if isinstance(error, PermissionError):
            raise ServiceError(_("Le port {port} est réservé : choisissez un port au-dessus de 1024.").format(
                port=port)) from error
        if error.errno in (98, 48, 10048):  # EADDRINUSE on Linux, macOS, Windows
            raise ServiceError(_("Le port {port} est déjà utilisé par un autre programme : choisissez-en un autre.").format(
                port=port)) from error
        raise ServiceError(_("Impossible d’écouter sur « {host} » (port {port}) : adresse inconnue de cet ordinateur.").format(
            host=host, port=port)) from error
    sock.listen(128)
    sock.set_inheritable(True)
    return sock


class TableServer:
    """The web server for one tournament: ``start()`` in a background thread, ``stop()`` cleanly.

    ``service`` should be the server's own :class:`ClubService` on the same file or URL as the window's
    (like another station): it is used from uvicorn's threads.  ``host`` is where it listens:
    :data:`CLUB_NETWORK` (default) binds this computer's LAN address — the one :attr:`url` shows — or
    127.0.0.1 without a network (:attr:`on_network` False); ``0.0.0.0`` every network; ``127.0.0.1`` this
    computer only.  :attr:`host` is the address bound; :attr:`url` the address to give the phones (the LAN
    address when listening on every interface).
    """

    def __init__(self, service: ClubService, tournament_id: int, *, host: str | None = CLUB_NETWORK,
                 port: int = DEFAULT_PORT, log_level: str = "warning", owns_service: bool = False) -> None:
        self.service = service
        self._owns_service = owns_service
        self.tournament_id = tournament_id
        self.requested_host = CLUB_NETWORK if host is None else host
        self.host = listening_address(host)
        self._socket = _bind(self.host, port)
        self.port: int = self._socket.getsockname()[1]
        self.app = create_app(service, tournament_id, hosts=self.hosts())
        throttle_logs()
        config = uvicorn.Config(self.app, log_level=log_level, access_log=False, timeout_graceful_shutdown=3,
                                lifespan="off", **uvicorn_settings(self._socket))
        self._server = uvicorn.Server(config)
        self._thread: threading.Thread | None = None

    @classmethod
    def beside(cls, service: ClubService, tournament_id: int, *, host: str | None = CLUB_NETWORK,
               port: int = DEFAULT_PORT) -> TableServer:
        """A server on its own service, opened on ``service``'s database (the window's): stopping the server
        closes it.  Call :meth:`start`.  :class:`ServiceError` (French) when the port cannot be used."""
        station = service.open_station()
        try:
            return cls(station, tournament_id, host=host, port=port, owns_service=True)
        except BaseException:
            station.close()
            raise

    def hosts(self) -> set[str]:
        """The host names a request may give (its ``Host`` header): the address announced to the phones, the
        one listened on, and this computer's own names (a browser on this computer).  Any other name is a
        page of another site reaching the server through a name of its own (DNS rebinding): refused."""
        return {self.host, self.public_host, *LOOPBACK} - {"0.0.0.0", "::", ""}

    @property
    def on_network(self) -> bool:
        """Whether the phones can reach it: it listens on a network, not only on this computer."""
        return self.public_host not in LOOPBACK

    @property
    def public_host(self) -> str:
        """The host the phones use: the LAN address when listening on every interface."""
        return lan_address() if self.host in ("0.0.0.0", "::", "") else self.host

    @property
    def url(self) -> str:
        host = self.public_host
        return f"http://{f'[{host}]' if ':' in host else host}:{self.port}"

    def table_url(self, code: str) -> str:
        """What a table card's QR code holds."""
        return f"{self.url}/t/{code}"

    @property
    def live_url(self) -> str:
        return f"{self.url}/live"

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and self._server.started

    def start(self, timeout: float = 10.0) -> TableServer:
        """Serve in a background thread; returns once the server accepts connections."""
        if self._thread is not None:
            return self
        self._thread = threading.Thread(target=self._server.run, kwargs={"sockets": [self._socket]},
                                        name="belote-club-web", daemon=True)
        self._thread.start()
        deadline = time.monotonic() + timeout
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                self.stop()
                raise ServiceError(_("Le serveur de saisie aux tables n’a pas pu démarrer."))
            time.sleep(0.02)
        widen_queue(self._socket)
        log.info("table server on %s (listening on %s)", self.url, self.host)
        return self

    def stop(self, timeout: float = 5.0) -> None:
        """Stop accepting, finish the requests under way, close the socket (idempotent)."""
        self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout)
            if self._thread.is_alive():
                self._server.force_exit = True
                self._thread.join(timeout)
            self._thread = None
        self._socket.close()
        if self._owns_service:
            self._owns_service = False
            self.service.close()

    def serve_forever(self) -> None:
        """Serve in the calling thread until Ctrl+C (``belote-club serve``)."""

        def widen_once_serving() -> None:
            while not self._server.started and not self._server.should_exit:
                time.sleep(0.05)
            widen_queue(self._socket)

        threading.Thread(target=widen_once_serving, name="belote-club-web-queue", daemon=True).start()
        self._server.run(sockets=[self._socket])
        self._socket.close()

    def __enter__(self) -> TableServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def serve(service: ClubService, tournament_id: int, host: str | None = CLUB_NETWORK, port: int = DEFAULT_PORT, *,
          background: bool = True) -> TableServer:
    """Start a :class:`TableServer`: in a background thread (``background``, the window; call ``stop()``)
    or in the foreground until Ctrl+C (the command line)."""
    server = TableServer(service, tournament_id, host=host, port=port)
    if background:
        return server.start()
    server.serve_forever()
    return server
