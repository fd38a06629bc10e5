"""The table page in a real headless Chromium when the server cannot store for a moment (issue 25): a 503
(disk full) keeps the deal queued, says the server's reason, and the page sends it again by itself, once;
a 422 drops it with the message."""

from __future__ import annotations

from typing import Any

import pytest

from belote_club.services import ServiceError
from belote_club.storage import StorageFullError
from belote_club.web import TableServer
from tests.helpers.browser import enter as _enter
from tests.helpers.browser import require_browser
from tests.helpers.browser import text as _text
from tests.helpers.browser import wait as _wait
from tests.web.conftest import Room

require_browser()


def test_a_deal_refused_by_a_full_disk_stays_queued_and_is_sent_again(browser: Any, server: TableServer, room: Room,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    code = room.codes[3]
    real = server.service.phone_add_deal
    failures = [2]

    def full_then_fine(*args: Any, **kwargs: Any) -> Any:
        if failures[0] > 0:
            failures[0] -= 1
            error = StorageFullError(f"« {room.path} » : disque plein")
            raise ServiceError(error.message) from error
        return real(*args, **kwargs)

    monkeypatch.setattr(server.service, "phone_add_deal", full_then_fine)
    browser.get(server.table_url(code))
    _wait(lambda: _text(browser, "counter") == "Donne 1 sur 12")
    _enter(browser, 0, "100")
    _wait(lambda: "disque plein" in _text(browser, "message") and "en attente" in _text(browser, "status"))
    assert str(room.path) not in _text(browser, "message")
    assert room.service.game(room.tournament_id, 1, 3).deals == ()
    _wait(lambda: len(room.service.game(room.tournament_id, 1, 3).deals) == 1, timeout=30)
    _wait(lambda: _text(browser, "total0") == "100")
    assert failures == [0] and len(room.service.game(room.tournament_id, 1, 3).deals) == 1


def test_a_refused_deal_is_dropped_with_the_message(browser: Any, server: TableServer, room: Room,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    code = room.codes[4]

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise ServiceError("Donne 1 — points : la somme des points doit faire 162 (ici 150).", field="points", deal=1)

    monkeypatch.setattr(server.service, "phone_add_deal", refuse)
    browser.get(server.table_url(code))
    _wait(lambda: _text(browser, "counter") == "Donne 1 sur 12")
    _enter(browser, 0, "100")
    _wait(lambda: "n’a pas été enregistrée" in _text(browser, "message"))
    assert "la somme des points doit faire 162" in _text(browser, "message")
    _wait(lambda: "en attente" not in _text(browser, "status"))
