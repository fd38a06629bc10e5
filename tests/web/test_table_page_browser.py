"""The table page in a real headless Chromium at a phone's size: a whole 12-deal game entered by taps,
a correction, both camps confirming; then a deal entered with the network down, sent once when it is back.

Screenshots go to ``tests/web/screenshots/`` (looked at by whoever changes the page).  Skipped, with the
reason, only where no browser can be had (no Chromium or chromedriver, or Selenium missing).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from belote_club.web import TableServer
from tests.helpers.browser import enter as _enter
from tests.helpers.browser import keys as _keys
from tests.helpers.browser import require_browser
from tests.helpers.browser import shot as _shot
from tests.helpers.browser import tap as _tap
from tests.helpers.browser import text as _text
from tests.helpers.browser import wait as _wait
from tests.web.conftest import Room

require_browser()
from selenium.webdriver.common.by import By  # noqa: E402


def test_a_whole_game_entered_on_a_phone(browser: Any, server: TableServer, room: Room) -> None:
    code = room.codes[1]
    browser.get(server.table_url(code))
    _wait(lambda: _text(browser, "counter") == "Donne 1 sur 12")
    camps = [side.label for side in room.service.round(room.tournament_id, 1).tables[0].sides]
    assert _text(browser, "name0") == camps[0] and _text(browser, "name1") == camps[1]
    _shot(browser, "table-1-empty")

    # Deal 1, step by step: the taker, the keypad (the defence is completed to 162), the belote.
    _tap(browser, "taker0")
    _keys(browser, "95")
    assert _text(browser, "points-display") == "95"
    assert "67" in _text(browser, "defence")
    _tap(browser, "belote0")
    _shot(browser, "table-2-entering")
    _tap(browser, "submit")
    _wait(lambda: _text(browser, "total0") == "115")
    assert _text(browser, "total1") == "67"
    assert "Contrat rempli" in _text(browser, "last-title")
    assert "preneur" in _text(browser, "last-explain")
    _shot(browser, "table-3-result")

    # Deals 2–12: a dedans with a litige-free score, a capot, a passed deal, a renonce, ordinary deals.
    _enter(browser, 1, "70")  # dedans: the defence (camp 0) scores 162
    _wait(lambda: "Donne 2 : Dedans" in _text(browser, "last-title"))
    _enter(browser, 0, "", capot=True)
    _wait(lambda: "Donne 3 : Capot" in _text(browser, "last-title"))
    _tap(browser, "passed")
    _tap(browser, "submit")
    # Not counted (the default rules): no number, as on the desktop's score sheet, and still « Donne 4 » next.
    _wait(lambda: _text(browser, "last-title") == "Donne passée (elle ne compte pas)")
    assert _text(browser, "counter") == "Donne 4 sur 12"
    _tap(browser, "renonce")
    _tap(browser, "fault1")
    _tap(browser, "submit")
    _wait(lambda: _text(browser, "last-title") == "Donne 4 : Pénalité")
    for deal in range(5, 12):
        _enter(browser, deal % 2, "100")
        _wait(lambda deal=deal: _text(browser, "last-title").startswith(f"Donne {deal} :"))
    # A wrong last deal, corrected.
    _enter(browser, 1, "90")
    _wait(lambda: _text(browser, "counter") == "Partie terminée")
    _tap(browser, "edit-last")
    _wait(lambda: "Correction" in _text(browser, "entry-title"))
    _keys(browser, "C")
    _keys(browser, "100")
    _tap(browser, "submit")
    _wait(lambda: room.service.game(room.tournament_id, 1, 1).deals[-1].data["points"] == [62, 100])
    _wait(lambda: _text(browser, "end-result") != "")
    game = room.service.game(room.tournament_id, 1, 1)
    assert len(game.deals) == 13 and game.finished  # 12 deals played and one passed
    _wait(lambda: _text(browser, "total0") == f"{game.totals[0]:,}".replace(",", "\u202f"))
    _shot(browser, "table-4-finished")

    # Each camp confirms: the game is closed to the phones.
    _tap(browser, "confirm0")
    _wait(lambda: "a confirmé" in _text(browser, "confirm0"))
    _tap(browser, "confirm1")
    _wait(lambda: "confirmé par les deux camps" in _text(browser, "end-state"))
    _shot(browser, "table-5-confirmed")
    accesses = {a.table_number: a for a in room.service.table_accesses(room.tournament_id)}
    assert accesses[1].mode == "confirmed"
    journal = [e.what for e in room.service.audit(room.tournament_id)]
    assert sum("table 1 (téléphone)" in what for what in journal) == 13 + 1 + 2


def test_a_deal_entered_offline_is_sent_once_when_the_network_is_back(browser: Any, server: TableServer,
                                                                      room: Room) -> None:
    code = room.codes[2]
    browser.get(server.table_url(code))
    _wait(lambda: _text(browser, "counter") == "Donne 1 sur 12")
    browser.set_network_conditions(offline=True, latency=0, download_throughput=0, upload_throughput=0)
    _enter(browser, 0, "100")
    _wait(lambda: "en attente" in _text(browser, "status"))
    _enter(browser, 1, "120")
    _wait(lambda: "2 donnes en attente" in _text(browser, "status"))
    assert _text(browser, "counter") == "Donne 3 sur 12"
    # A passed deal waiting too: not counted by the default rules, so no number and still « Donne 3 ».
    _tap(browser, "passed")
    _tap(browser, "submit")
    _wait(lambda: "3 donnes en attente" in _text(browser, "status"))
    assert _text(browser, "counter") == "Donne 3 sur 12"
    waiting = browser.execute_script(  # in one script: a redraw between two reads would leave elements stale
        "return [...document.querySelectorAll('#history tbody tr')].map(r => r.cells[0].textContent)")
    assert waiting == ["1 · à envoyer", "2 · à envoyer", "– · à envoyer"]
    _shot(browser, "table-6-offline")
    # The page is reloaded while offline: the queue survives in localStorage.
    browser.set_network_conditions(offline=False, latency=0, download_throughput=500_000, upload_throughput=500_000)
    browser.delete_network_conditions()
    browser.refresh()
    _wait(lambda: len(room.service.game(room.tournament_id, 1, 2).deals) == 3, timeout=15)
    _wait(lambda: _text(browser, "total0") == "142")
    assert [d.points for d in room.service.game(room.tournament_id, 1, 2).deals] == [(100, 62), (42, 120), (0, 0)]
    time.sleep(5)  # a poll or two later: still stored once
    assert len(room.service.game(room.tournament_id, 1, 2).deals) == 3
    _shot(browser, "table-7-back-online")


def test_the_live_page_updates_by_itself(browser: Any, server: TableServer, room: Room) -> None:
    browser.get(server.live_url)
    _wait(lambda: "Manche 1" in _text(browser, "subtitle"))
    room.service.add_deal(room.tournament_id, 1, 3, {"taker": 0, "trump": "hearts", "points": [101, 61]})
    _wait(lambda: "101 – 61" in _text(browser, "tables"), timeout=15)
    _shot(browser, "live-1")


def test_annonces_and_trump_modes_when_the_rules_play_them(browser: Any, tmp_path: Path) -> None:
    from belote_club.services import ClubService
    from tests.web.conftest import annonces_room

    room = annonces_room(tmp_path)
    service, code = room.service, room.codes[1]
    with TableServer(ClubService.open(db_file=room.path), room.tournament_id, host="127.0.0.1", port=0) as server:
        browser.get(server.table_url(code))
        _wait(lambda: _text(browser, "counter").startswith("Donne 1"))
        _tap(browser, "taker1")
        trumps = browser.find_elements(By.CSS_SELECTOR, "#trumps button")
        assert [b.text for b in trumps] == ["♥", "♠", "♦", "♣", "Sans-atout", "Tout-atout"]
        assert [b.get_attribute("aria-label") for b in trumps[:4]] == ["Cœur", "Pique", "Carreau", "Trèfle"]
        trumps[5].click()  # tout-atout
        _keys(browser, "100")
        _tap(browser, "annonce1")
        for choice in ("Tierce", "Roi", "♠ Pique"):
            button = _wait(lambda choice=choice: [b for b in browser.find_elements(By.CSS_SELECTOR, "#annonce-choices button")
                                                  if b.text == choice])
            button[0].click()
        _wait(lambda: "Tierce au Roi" in _text(browser, "annonces-list"))
        _shot(browser, "table-8-annonces")
        _tap(browser, "submit")
        _wait(lambda: "Donne 1 :" in _text(browser, "last-title"))
        deal = service.game(room.tournament_id, 1, 1).deals[0]
        assert deal.data == {"taker": 1, "trump": "tout_atout", "points": [62, 100],
                             "annonces": [{"camp": 1, "kind": "tierce", "high": "K", "suit": "spades", "length": 3}]}
        assert deal.points == (62, 120)
        _shot(browser, "table-9-annonces-result")
        server.service.close()
    service.close()


def _desktop_numbers(service: Any, tournament_id: int, table: int) -> list[str]:
    """The deals' numbers as the desktop's score sheet shows them (``DealsModel.number_of``)."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from belote_club.ui.game_source import result_of_view
    from belote_club.ui.models.deals import DealsModel

    game = service.game(tournament_id, 1, table)
    model = DealsModel(("A", "B"))
    model.set_game([d.data for d in game.deals], result_of_view(game), [d.counted for d in game.deals])
    return [model.number_of(row) for row in range(len(game.deals))]


@pytest.mark.parametrize("passed_count", [False, True], ids=["passed-not-counted", "passed-counted"])
def test_the_phone_numbers_deals_as_the_desktop_does(browser: Any, tmp_path: Path, passed_count: bool) -> None:
    """Four deals, a passed deal, one more: the list, the last deal's card and the « Donne n sur 12 » header
    give each deal the number the score sheet gives it (« – » for a passed deal the rules do not count)."""
    from belote_club.services import ClubService
    from tests.helpers.club import doublettes, open_service

    path = tmp_path / "passed.belote"
    service = open_service(path)
    tournament, _ = doublettes(service, 2, rules={"passed_deals_count": passed_count})
    assert tournament.id is not None
    service.draw_next_round(tournament.id, seed=1)
    code = service.entry_codes(tournament.id)[0].code
    name = "counted" if passed_count else "not-counted"
    with TableServer(ClubService.open(db_file=path), tournament.id, host="127.0.0.1", port=0) as server:
        browser.get(server.table_url(code))
        _wait(lambda: _text(browser, "counter") == "Donne 1 sur 12")
        for deal in range(1, 5):
            _enter(browser, deal % 2, "100")
            _wait(lambda deal=deal: _text(browser, "last-title") == f"Donne {deal} : Contrat rempli")
        _tap(browser, "passed")
        _tap(browser, "submit")
        if passed_count:
            _wait(lambda: _text(browser, "last-title") == "Donne 5 : Donne passée")
            assert _text(browser, "counter") == "Donne 6 sur 12"
        else:
            _wait(lambda: _text(browser, "last-title") == "Donne passée (elle ne compte pas)")
            assert _text(browser, "counter") == "Donne 5 sur 12"
        _shot(browser, f"table-14-passed-{name}-card")
        _tap(browser, "edit-last")
        _wait(lambda: "Correction" in _text(browser, "entry-title"))
        assert _text(browser, "entry-title") == ("Correction de la donne 5" if passed_count else
                                                 "Correction de la donne passée")
        _tap(browser, "cancel")
        _enter(browser, 0, "100")
        after = 6 if passed_count else 5
        _wait(lambda: _text(browser, "last-title") == f"Donne {after} : Contrat rempli")
        assert _text(browser, "counter") == f"Donne {after + 1} sur 12"
        _wait(lambda: len(browser.find_elements(By.CSS_SELECTOR, "#history tbody tr")) == 6)
        # Read in one script: the page redraws the list when it polls, which would leave Selenium's elements stale.
        rows = browser.execute_script(
            "return [...document.querySelectorAll('#history tbody tr')].map(r => r.cells[0].textContent)")
        desktop = _desktop_numbers(service, tournament.id, 1)
        assert desktop == (["1", "2", "3", "4", "5", "6"] if passed_count else ["1", "2", "3", "4", "–", "5"])
        assert [row.split(" · ")[0] for row in rows] == desktop
        assert rows[4] == f"{desktop[4]} · Donne passée"
        # The desktop's header counts the deals as the engine does: « Donne 6 sur 12 » then, like the phone.
        assert _text(browser, "counter") == f"Donne {sum(n != '–' for n in desktop) + 1} sur 12"
        _shot(browser, f"table-14-passed-{name}-list")
        server.service.close()
    service.close()
