"""The web front end: phones at the tables and live results for the room (issue « phones at the tables »).

A small Starlette app (:func:`belote_club.web.app.create_app`) over the services — every write through the
:class:`~belote_club.services.ClubService` facade, with its French errors and stale-game protection — served
by uvicorn (:class:`belote_club.web.server.TableServer`, started by the window or by ``belote-club serve``).
The routes are documented in ``docs/TABLE_API.md``; the pages are plain HTML/CSS/ES5 in ``static/``.
"""

from belote_club.web.app import create_app
from belote_club.web.server import (
    CLUB_NETWORK,
    EVERY_NETWORK,
    THIS_COMPUTER,
    TableServer,
    club_address,
    lan_address,
    serve,
)

__all__ = ["CLUB_NETWORK", "EVERY_NETWORK", "THIS_COMPUTER", "TableServer", "club_address", "create_app",
           "lan_address", "serve"]
