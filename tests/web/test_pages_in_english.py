"""The phone pages in English, in a real headless Chromium at a phone's size (390 × 844).

- A French club: the pages are French even though the browser asks for en-US (Accept-Language is not
  followed); the « English » link turns this phone's pages English (kept across a reload and on the live
  page), the API answers it in English, and « Français » brings French back.
- An English club (the process's language): every page is English from the start.
In English no French text of the pages is left, and no longer English word overflows a button.
Screenshots go to ``tests/web/screenshots/`` (``en-*.png``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from belote_club import i18n
from belote_club.web import TableServer
from tests.helpers.browser import enter as _enter
from tests.helpers.browser import keys as _keys
from tests.helpers.browser import phone_driver, require_browser
from tests.helpers.browser import shot as _shot
from tests.helpers.browser import tap as _tap
from tests.helpers.browser import text as _text
from tests.helpers.browser import wait as _wait
from tests.web.conftest import Room

require_browser()
from selenium.webdriver.common.by import By  # noqa: E402

from tests.web.test_table_page_states import LAYOUT_PROBLEMS  # noqa: E402

CATALOGUE = json.loads((Path(__file__).resolve().parents[2] / "belote_club" / "web" / "static" / "en.json")
                       .read_text(encoding="utf-8"))


@pytest.fixture
def phone(tmp_path: Path) -> Iterator[Any]:
    """A phone whose browser asks for English pages (Accept-Language: en-US), as headless Chromium does."""
    driver = phone_driver(tmp_path / "english-phone", lang="en-US")
    yield driver
    driver.quit()


def _french_patterns() -> list[re.Pattern[str]]:
    """The pages' French texts whose English differs, as patterns (a placeholder matches anything)."""
    patterns = []
    for french, english in CATALOGUE.items():
        forms = english if isinstance(english, list) else [english]
        if french in forms:
            continue
        fixed = re.sub(r"\{\w+\}", "", french)
        if len(re.sub(r"[^\w]", "", fixed)) < 5:
            continue
        parts = [re.escape(part) for part in re.split(r"\{\w+\}", french.strip())]
        patterns.append(re.compile(r".+?".join(parts)))
    return patterns


def _french_left(driver: Any) -> list[str]:
    """The pages' own French texts still shown (the engine's explanation lines are the server's: they are
    checked through the API, tests/web/test_languages.py)."""
    shown = str(driver.execute_script(
        "var shown = document.body.innerText, explain = document.getElementById('last-explain');"
        "if (explain) { shown = shown.replace(explain.innerText, ''); }"
        "return shown + '\\n' + document.title;"))
    return [p.pattern for p in _french_patterns() if p.search(shown)]


def _layout(driver: Any) -> list[str]:
    return list(driver.execute_script(LAYOUT_PROBLEMS))


def _switch(driver: Any, to: str) -> None:
    link = _wait(lambda: driver.find_element(By.ID, "lang-switch"))
    _wait(lambda: link.text in ("English", "Français"))
    link.click()
    _wait(lambda: driver.execute_script("return document.documentElement.lang") == to
          and driver.find_element(By.ID, "lang-switch").text == ("Français" if to == "en" else "English"))


def test_a_phone_chooses_english_in_a_french_club(phone: Any, server: TableServer, room: Room) -> None:
    code = room.codes[1]
    phone.get(server.table_url(code))
    # The club is French: Accept-Language en-US changes nothing.
    _wait(lambda: _text(phone, "counter") == "Donne 1 sur 12")
    assert phone.execute_script("return document.documentElement.lang") == "fr"
    assert _text(phone, "lang-switch") == "English"
    _switch(phone, "en")
    _wait(lambda: _text(phone, "counter") == "Deal 1 of 12")
    assert _text(phone, "title") == "Table 1"
    assert phone.title == "Belote Club — table"
    assert _text(phone, "entry-title") == "New deal"
    _tap(phone, "taker0")
    _keys(phone, "95")
    assert _text(phone, "points-label").startswith("Taker’s points (")
    assert _text(phone, "defence").startswith("Defence (") and _text(phone, "defence").endswith("): 67")
    assert [b.text for b in phone.find_elements(By.CSS_SELECTOR, ".keypad button.word")] == ["Clear"]
    assert _layout(phone) == []
    assert _french_left(phone) == []
    _shot(phone, "en-1-entering")
    _tap(phone, "cancel")
    # A passed deal: the engine's line comes back in English (the request said en).
    _tap(phone, "passed")
    _tap(phone, "submit")
    # Not counted by the default rules: no number, as on the desktop's score sheet (« Passed deal (it does not
    # count) »), and the next deal is still deal 1.
    _wait(lambda: _text(phone, "last-title") == "Passed deal (it does not count)")
    assert _text(phone, "counter") == "Deal 1 of 12"
    assert _text(phone, "last-explain") == "Passed deal: everyone passed, nobody scores."
    _enter(phone, 1, "100", belote=1)
    _wait(lambda: _text(phone, "last-title") == "Deal 1: Contract made")
    assert _text(phone, "counter") == "Deal 2 of 12"
    assert _french_left(phone) == []
    _shot(phone, "en-2-result")
    _tap(phone, "delete-last")
    _wait(lambda: _text(phone, "delete-last") == "Really delete?")
    assert _layout(phone) == []
    # The choice is kept: the live page is English too.
    phone.get(server.live_url)
    _wait(lambda: _text(phone, "subtitle") == "Round 1 in progress")
    _wait(lambda: "Tables of round 1" in _text(phone, "tables-title"))
    assert "Rank" in _text(phone, "standings") and "Won" in _text(phone, "standings")
    _wait(lambda: "2 deals" in _text(phone, "tables"))  # deals entered, the passed one too (see TABLE_API.md)
    assert _french_left(phone) == []
    _shot(phone, "en-3-live")
    # « Français » brings French back.
    _switch(phone, "fr")
    _wait(lambda: _text(phone, "subtitle") == "Manche 1 en cours")


def test_an_english_club_serves_english_pages(phone: Any, server: TableServer, room: Room) -> None:
    i18n.set_language("en")
    try:
        phone.get(server.url + "/")
        _wait(lambda: phone.execute_script("return document.documentElement.lang") == "en")
        _wait(lambda: "Your table’s code" in phone.find_element(By.TAG_NAME, "body").text)
        assert _french_left(phone) == []
        # A character no code has: said in English, on the phone.
        field = phone.find_element(By.ID, "code-input")
        field.send_keys("4k7 10")
        phone.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        _wait(lambda: _text(phone, "code-problem").startswith("The characters “1 0” are in no code"))
        _shot(phone, "en-4-entry")
        # An unknown code: the page says so in English, the server's 404 message included.
        phone.get(f"{server.url}/t/ZZZZZZ")
        _wait(lambda: _text(phone, "title") == "Unknown code")
        assert _text(phone, "subtitle") == "Code typed: ZZZZZZ"
        assert _text(phone, "wrong-text").startswith("Unknown table code")  # the server's 404, in English
        assert _french_left(phone) == []
        _shot(phone, "en-5-unknown-code")
        # A table with annonces and every trump mode: the longest English words on the buttons.
        phone.get(server.table_url(room.codes[2]))
        _wait(lambda: _text(phone, "counter") == "Deal 1 of 12")
        _tap(phone, "renonce")
        _wait(lambda: _text(phone, "step-penalty").startswith("Which side revoked?"))
        _tap(phone, "fault0")
        assert _layout(phone) == []
        assert _french_left(phone) == []
        _shot(phone, "en-6-revoke")
        _tap(phone, "taker1")
        _tap(phone, "capot-taker")
        assert _text(phone, "defence") == "Taker’s capot"
        assert _layout(phone) == []
    finally:
        i18n.set_language("fr")


def test_annonces_and_trumps_in_english(phone: Any, tmp_path: Path) -> None:
    from belote_club.services import ClubService
    from tests.web.conftest import annonces_room

    room = annonces_room(tmp_path)
    service, code = room.service, room.codes[1]
    i18n.set_language("en")
    try:
        with TableServer(ClubService.open(db_file=room.path), room.tournament_id, host="127.0.0.1", port=0) as server:
            phone.get(server.table_url(code))
            _wait(lambda: _text(phone, "counter") == "Deal 1 of 12")
            _tap(phone, "taker1")
            trumps = phone.find_elements(By.CSS_SELECTOR, "#trumps button")
            assert [b.text for b in trumps] == ["♥", "♠", "♦", "♣", "No trumps", "All trumps"]
            assert [b.get_attribute("aria-label") for b in trumps[:4]] == ["Hearts", "Spades", "Diamonds", "Clubs"]
            trumps[5].click()
            _keys(phone, "100")
            _tap(phone, "annonce1")
            _wait(lambda: _text(phone, "annonce-question").startswith("Which declaration for "))
            for choice in ("Tierce", "King", "♠ Spades"):
                button = _wait(lambda choice=choice: [b for b in phone.find_elements(By.CSS_SELECTOR, "#annonce-choices button")
                                                      if b.text == choice])
                button[0].click()
            _wait(lambda: "Tierce to the King ♠ Spades" in _text(phone, "annonces-list"))
            _tap(phone, "annonce0")
            for choice in ("Four of a kind", "Jack"):
                button = _wait(lambda choice=choice: [b for b in phone.find_elements(By.CSS_SELECTOR, "#annonce-choices button")
                                                      if b.text == choice])
                button[0].click()
            _wait(lambda: "Four of a kind, Jacks" in _text(phone, "annonces-list"))
            assert "remove" in _text(phone, "annonces-list")
            assert _layout(phone) == []
            assert _french_left(phone) == []
            _shot(phone, "en-7-annonces")
            server.service.close()
    finally:
        i18n.set_language("fr")
        service.close()


def test_the_end_of_a_game_in_english_on_a_small_phone(tmp_path: Path, server: TableServer, room: Room) -> None:
    """360 × 640, an English club: the finished game, both camps' confirmation and the dispute, in English,
    every button whole."""
    from tests.helpers.deals import made

    for _ in range(12):
        room.service.add_deal(room.tournament_id, 1, 4, made(0, 100))
    small = phone_driver(tmp_path / "small-english-phone", 360, 640)
    i18n.set_language("en")
    try:
        small.get(server.table_url(room.codes[4]))
        _wait(lambda: _text(small, "counter") == "Game over")
        assert _text(small, "confirm0").endswith(": I confirm this score")
        from belote_club.text import number

        assert _text(small, "total0") == number(1200)  # the page writes numbers as text.number does
        assert _text(small, "dispute") == "We dispute the score: call the referee"
        assert _layout(small) == []
        assert _french_left(small) == []
        _shot(small, "en-8-game-over-small")
        _tap(small, "confirm0")
        _wait(lambda: _text(small, "confirm0").endswith(" confirmed"))
        _tap(small, "dispute")
        _wait(lambda: _text(small, "dispute-pick").startswith("Which side disputes the score?"))
        assert _text(small, "dispute1").endswith(" disputes")
        _tap(small, "dispute1")
        _wait(lambda: _text(small, "end-state") == "The referee has been called.")
        assert _layout(small) == []
        assert _french_left(small) == []
        _shot(small, "en-9-referee-called-small")
    finally:
        i18n.set_language("fr")
        small.quit()
