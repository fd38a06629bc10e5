"""The table page of a contrée concours in headless Chromium at a phone's size: the contract, its suit and the
contre asked with big targets, then the points; the engine's result and explanation; a contract forgotten is
said and nothing is sent; a deal entered offline is sent once when the network is back."""

from __future__ import annotations

import time
from typing import Any

import pytest

from belote_club.web import TableServer
from tests.helpers.browser import keys, require_browser, shot, tap, text, wait
from tests.web.conftest import Room

require_browser()
from selenium.webdriver.common.by import By  # noqa: E402

RULES = {"game": "contree", "game_end": {"type": "deals", "count": 4}}


@pytest.fixture
def contree_room(room: Room) -> Room:
    room.service.update_rules(room.tournament_id, RULES)
    return room


def bid(driver: Any, value: str) -> None:
    element = driver.find_element(By.CSS_SELECTOR, f"[data-bid='{value}']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", element)
    element.click()


def test_a_contree_game_on_a_phone(browser: Any, contree_room: Room, server: TableServer) -> None:
    room = contree_room
    browser.get(server.table_url(room.codes[1]))
    wait(lambda: text(browser, "counter") == "Donne 1 sur 4")
    tap(browser, "taker0")
    values = [b.text for b in browser.find_elements(By.CSS_SELECTOR, "#bids button")]
    assert values == ["80", "90", "100", "110", "120", "130", "140", "150", "160", "Capot"]
    big = browser.find_element(By.ID, "contre1").size
    assert big["height"] >= 52 and big["width"] >= 100
    # A contract forgotten: said, and nothing sent.
    keys(browser, "90")
    tap(browser, "submit")
    wait(lambda: "Choisissez le contrat" in text(browser, "message"))
    # 80 contré, the taker makes 90 with the belote (SCORING.md §10.5, example 2).
    bid(browser, "80")
    tap(browser, "contre1")
    tap(browser, "belote0")
    assert text(browser, "contract-label") == "Contrat : 80 contré"
    shot(browser, "contree-1-entering")
    tap(browser, "submit")
    wait(lambda: text(browser, "total0") == "520")
    assert text(browser, "total1") == "0"
    assert "(160 + 20 (belote) + 80 (contrat)) × 2 = 520" in text(browser, "last-explain")
    # 100 at spades, failed (example 3), the suit tapped.
    tap(browser, "taker1")
    bid(browser, "100")
    browser.find_element(By.CSS_SELECTOR, "[data-trump='spades']").click()
    keys(browser, "67")
    tap(browser, "submit")
    wait(lambda: text(browser, "total0") == "780")
    assert "100 ♠" in text(browser, "history")
    # A failed contract is « Chuté » in contrée (contrat chuté), not classic belote's « Dedans ».
    assert text(browser, "last-title") == "Donne 2 : Chuté"
    assert "Chuté" in text(browser, "history") and "Dedans" not in text(browser, "history")
    # A capot bid made by the defence's side… taker 1 bids capot and makes it.
    tap(browser, "taker1")
    bid(browser, "capot")
    tap(browser, "capot-taker")
    tap(browser, "submit")
    wait(lambda: text(browser, "total1") == "500")
    # The history names a capot contract made once (« 3 · Capot », not « 3 · Capot · Capot »).
    assert "3 · Capot" in text(browser, "history") and "Capot · Capot" not in text(browser, "history")
    shot(browser, "contree-2-result")
    deals = room.service.game(room.tournament_id, 1, 1).deals
    assert [d.data["bid"] for d in deals] == [{"value": 80, "contre": 1}, {"value": 100, "contre": 0},
                                              {"value": "capot", "contre": 0}]
    # Correcting the last deal gives its contract back.
    tap(browser, "edit-last")
    assert "chosen" in browser.find_element(By.CSS_SELECTOR, "[data-bid='capot']").get_attribute("class")


def test_contree_deals_entered_offline_are_sent_once(browser: Any, contree_room: Room, server: TableServer) -> None:
    room = contree_room
    browser.get(server.table_url(room.codes[2]))
    wait(lambda: text(browser, "counter") == "Donne 1 sur 4")
    browser.set_network_conditions(offline=True, latency=0, download_throughput=0, upload_throughput=0)
    tap(browser, "taker0")
    bid(browser, "120")
    tap(browser, "contre2")
    keys(browser, "130")
    tap(browser, "submit")
    wait(lambda: "en attente" in text(browser, "status"))
    tap(browser, "taker1")
    bid(browser, "90")
    keys(browser, "100")
    tap(browser, "submit")
    wait(lambda: "2 donnes en attente" in text(browser, "status"))
    browser.set_network_conditions(offline=False, latency=0, download_throughput=500_000, upload_throughput=500_000)
    browser.delete_network_conditions()
    browser.refresh()
    wait(lambda: len(room.service.game(room.tournament_id, 1, 2).deals) == 2, timeout=15)
    deals = room.service.game(room.tournament_id, 1, 2).deals
    assert [d.data["bid"] for d in deals] == [{"value": 120, "contre": 2}, {"value": 90, "contre": 0}]
    assert [d.points for d in deals] == [((160 + 120) * 4, 0), (60, 190)]  # surcontré made; 90 made with 100
    wait(lambda: text(browser, "total0").replace("\u202f", " ").replace("\xa0", " ") == "1 180")
    time.sleep(5)  # a poll or two later: still stored once
    assert len(room.service.game(room.tournament_id, 1, 2).deals) == 2


def test_a_renonce_is_scored_on_the_contract_in_play(browser: Any, contree_room: Room, server: TableServer) -> None:
    """Issue 22 (QA): on the phone as at the desk (« 1 120 x2 »), a renonce in contrée takes the contract in play
    (SCORING.md §10.2, optional: 80 without it), asked under the faulty camp with the same buttons."""
    room = contree_room
    browser.get(server.table_url(room.codes[3]))
    wait(lambda: text(browser, "counter") == "Donne 1 sur 4")
    tap(browser, "renonce")
    tap(browser, "fault1")
    assert text(browser, "contract-label") == "Contrat en jeu (sans contrat : 80)"
    bid(browser, "120")
    tap(browser, "contre1")
    assert text(browser, "contract-label") == "Contrat : 120 contré"
    tap(browser, "submit")
    wait(lambda: text(browser, "total0") == "560")  # (160 + 120) × 2 for the other camp
    deals = room.service.game(room.tournament_id, 1, 3).deals
    assert [d.data for d in deals] == [{"penalty": {"kind": "renonce", "camp": 1}, "bid": {"value": 120, "contre": 1}}]
    # Without a contract chosen: 80, not multiplied.
    tap(browser, "renonce")
    tap(browser, "fault0")
    tap(browser, "submit")
    wait(lambda: text(browser, "total1") == "240")
    assert room.service.game(room.tournament_id, 1, 3).deals[1].data == {"penalty": {"kind": "renonce", "camp": 0}}
    # A taker's deal next: the contract is asked in the points step again.
    tap(browser, "taker0")
    assert browser.find_element(By.ID, "contract-box").find_element(By.XPATH, "..").get_attribute("id") == "step-points"


def test_a_button_survives_the_page_being_drawn_again(browser: Any, contree_room: Room, server: TableServer) -> None:
    """The page is drawn again at every refresh (every 4 s) and every answer of the server; the contract's, the
    suit's and the annonces' buttons stay the same elements, so a finger on one when that happens keeps its tap
    (the CI once caught a contract button replaced between being found and being tapped)."""
    room = contree_room
    browser.get(server.table_url(room.codes[4]))
    wait(lambda: text(browser, "counter") == "Donne 1 sur 4")
    tap(browser, "taker0")
    held_bid = browser.find_element(By.CSS_SELECTOR, "[data-bid='110']")
    held_suit = browser.find_element(By.CSS_SELECTOR, "[data-trump='hearts']")
    tap(browser, "belote0")  # drawn again
    tap(browser, "contre1")  # and again
    for element in (held_bid, held_suit):
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", element)
        element.click()  # a stale element would raise here
    assert text(browser, "contract-label") == "Contrat : 110 ♥ contré"
    assert "chosen" in held_bid.get_attribute("class") and "chosen" in held_suit.get_attribute("class")
    assert "chosen" not in browser.find_element(By.CSS_SELECTOR, "[data-bid='100']").get_attribute("class")
