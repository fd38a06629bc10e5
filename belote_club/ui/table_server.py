"""The table server as the window knows it: which one runs in this process, the address the phones use,
the table cards of Documents, a second service for the server (another station on the same database).

Kept apart from the panel (:mod:`belote_club.ui.views.table_entry`) so that the Documents dialog and the
projector can ask for the address without depending on the views.
"""

from __future__ import annotations

import io
import socket
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings

if TYPE_CHECKING:
    from belote_club.services import ClubService

DEFAULT_PORT = 8080
#: tournament id → the address of the server running for it in this process.
_serving: dict[int, str] = {}


def serving_url(tournament_id: int) -> str | None:
    """The address (``http://IP:PORT``) of the table server running for ``tournament_id`` here, if any."""
    return _serving.get(tournament_id)


def set_serving(tournament_id: int, url: str | None) -> None:
    """Record (``url``) or forget (None) the server running for ``tournament_id``."""
    if url is None:
        _serving.pop(tournament_id, None)
    else:
        _serving[tournament_id] = url


def chosen_port() -> int:
    """The port chosen in the panel (8080 unless changed), kept in the settings."""
    value = str(QSettings().value("tables/port", DEFAULT_PORT))
    port = int(value) if value.isdigit() else DEFAULT_PORT
    return port if 1024 <= port <= 65535 else DEFAULT_PORT


def set_chosen_port(port: int) -> None:
    QSettings().setValue("tables/port", port)


def chosen_host(default: str) -> str:
    """Where the panel listens (« Réseau du club » or « Cet ordinateur (essai) »), as last chosen."""
    return str(QSettings().value("tables/host", default) or default)


def set_chosen_host(host: str) -> None:
    QSettings().setValue("tables/host", host)


def base_url(tournament_id: int) -> str:
    """The address the phones use: the running server's, else this computer's LAN address and the port
    chosen (what the server will have once started)."""
    from belote_club.web import lan_address

    running = serving_url(tournament_id)
    if running is not None:
        return running
    return f"http://{lan_address()}:{chosen_port()}"


def cards_pdf(service: ClubService, tournament_id: int, round_number: int | None) -> bytes:
    """Documents › Cartons de table: the PDF of ``belote-club print cards`` for the round (default: the
    current one), as bytes; ``ServiceError`` when no round is drawn."""
    from belote_club.reports.table_cards import cards_from_service, render_table_cards

    url = base_url(tournament_id)
    cards, event = cards_from_service(service, tournament_id, url, round_number)
    buffer = io.BytesIO()
    render_table_cards(cards, buffer, event=event, live_url=f"{url}/live")
    return buffer.getvalue()


def station_service(service: ClubService) -> ClubService:
    """A second service on the same database (file or server), for the table server: another station of
    this window, sharing its snapshots (:meth:`ClubService.open_station`)."""
    return service.open_station()


def answers(host: str, port: int, timeout: float = 1.0) -> bool:
    """Whether something accepts connections at ``host:port`` (the server reachable at its own address)."""
    try:
        with socket.create_connection((host, port), timeout=timeout):
            return True
    except OSError:
        return False


def _serving_key(service: ClubService, tournament_id: int) -> str:
    """The settings key of « the table server was serving this tournament of this database »."""
    import hashlib

    where = hashlib.sha1(service.location.encode("utf-8")).hexdigest()[:16]
    return f"tables/was_serving/{where}-{tournament_id}"


def remember_serving(service: ClubService, tournament_id: int, host: str, port: int) -> None:
    """The server runs for this tournament: kept in the settings until the organiser stops it, so that the
    window reopened after quitting (or a crash) offers to restart it."""
    QSettings().setValue(_serving_key(service, tournament_id), f"{host} {port}")


def forget_serving(service: ClubService, tournament_id: int) -> None:
    QSettings().remove(_serving_key(service, tournament_id))


def was_serving(service: ClubService, tournament_id: int) -> tuple[str, int] | None:
    """(host, port) of the server left running when the window last closed, or None."""
    value = str(QSettings().value(_serving_key(service, tournament_id), "") or "")
    host, _space, port = value.partition(" ")
    return (host, int(port)) if host and port.isdigit() else None
