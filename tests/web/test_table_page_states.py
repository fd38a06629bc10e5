"""The table page's other states in a real headless Chromium: an unknown code (a clear page, the code typed
again), a phone limited after too many wrong codes (told why and until when, the live results still
updating), a half-typed deal kept across a reload, and the whole page on a small old phone (360 × 640).

Screenshots go to ``tests/web/screenshots/`` (looked at by whoever changes the page).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from belote_club.services import ClubService
from belote_club.web import TableServer
from belote_club.web.ratelimit import FailureLimiter
from tests.helpers.browser import keys as _keys
from tests.helpers.browser import phone_driver, require_browser
from tests.helpers.browser import shot as _shot
from tests.helpers.browser import tap as _tap
from tests.helpers.browser import text as _text
from tests.helpers.browser import wait as _wait
from tests.web.conftest import Room

require_browser()
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402


@pytest.fixture
def phone(tmp_path: Path) -> Iterator[Any]:
    driver = phone_driver(tmp_path / "phone")
    yield driver
    driver.quit()


@pytest.fixture
def small_phone(tmp_path: Path) -> Iterator[Any]:
    driver = phone_driver(tmp_path / "small-phone", 360, 640)
    yield driver
    driver.quit()


#: Every visible button, field and link: nothing wider than the screen, no text cut, no two overlapping.
LAYOUT_PROBLEMS = """
var problems = [], boxes = [], width = document.documentElement.clientWidth;
if (document.documentElement.scrollWidth > width) { problems.push("page wider than the screen: " + document.documentElement.scrollWidth); }
var items = document.querySelectorAll("button, input, .camp, .display, #wrong a, .links a");
for (var i = 0; i < items.length; i++) {
  var el = items[i], r = el.getBoundingClientRect();
  if (!r.width || !r.height) { continue; }
  var label = (el.id || el.tagName) + " « " + (el.textContent || el.value || "").trim().slice(0, 30) + " »";
  if (r.left < -0.5 || r.right > width + 0.5) { problems.push(label + " out of the screen"); }
  if (el.tagName === "BUTTON" && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)) {
    problems.push(label + " text cut (" + el.scrollWidth + "×" + el.scrollHeight + " in " + el.clientWidth + "×" + el.clientHeight + ")");
  }
  if (el.tagName === "BUTTON" && r.height < 44) { problems.push(label + " too small to tap (" + r.height + ")"); }
  for (var j = 0; j < boxes.length; j++) {
    var o = boxes[j].r;
    if (r.left < o.right - 0.5 && o.left < r.right - 0.5 && r.top < o.bottom - 0.5 && o.top < r.bottom - 0.5 &&
        !boxes[j].el.contains(el) && !el.contains(boxes[j].el)) {
      problems.push(label + " overlaps " + boxes[j].label);
    }
  }
  boxes.push({ r: r, label: label, el: el });
}
return problems;
"""


def _layout(driver: Any) -> list[str]:
    return list(driver.execute_script(LAYOUT_PROBLEMS))


def test_an_unknown_code_is_a_clear_page_where_the_code_is_typed_again(phone: Any, server: TableServer,
                                                                      room: Room) -> None:
    phone.get(f"{server.url}/t/ZZZZZZ")
    _wait(lambda: _text(phone, "title") == "Code inconnu")
    assert _text(phone, "subtitle") == "Code tapé : ZZZZZZ"
    assert "Code de table inconnu" in _text(phone, "wrong-text")
    field = phone.find_element(By.ID, "code-input")
    assert field.is_displayed() and field.size["height"] >= 56
    links = [a.get_attribute("href") for a in phone.find_elements(By.CSS_SELECTOR, "#wrong a")]
    assert links == [f"{server.url}/live"]
    assert not phone.find_element(By.ID, "loading").is_displayed()
    _shot(phone, "table-10-unknown-code")
    # A character no code has: said at once, no try spent.
    field.clear()
    field.send_keys("4k7 10")
    _tap(phone, "code-open")
    _wait(lambda: "« 1 0 »" in _text(phone, "code-problem"))
    assert phone.current_url.endswith("/t/ZZZZZZ")
    _shot(phone, "table-11-code-typed-wrong")
    # The right code, typed in lower case with a space, then « Entrée » (the keyboard's Go): the table opens.
    code = room.codes[3]
    field.clear()
    field.send_keys(f"{code[:5].lower()} {code[5:].lower()}" + Keys.ENTER)
    _wait(lambda: phone.current_url.endswith(f"/t/{code}"))
    _wait(lambda: _text(phone, "counter") == "Donne 1 sur 12")
    assert _text(phone, "title") == "Table 3"


def test_a_limited_phone_is_told_why_and_when_and_the_live_results_still_update(phone: Any, server: TableServer,
                                                                                room: Room) -> None:
    server.app.state.api.limiter = FailureLimiter(limit=10, window=6)
    for attempt in range(10):
        assert httpx.get(f"{server.url}/api/tables/WRONG{attempt}").status_code == 404
    phone.get(server.live_url)
    _wait(lambda: "Manche 1" in _text(phone, "subtitle"))
    room.service.add_deal(room.tournament_id, 1, 4, {"taker": 0, "trump": "hearts", "points": [101, 61]})
    _wait(lambda: "101 – 61" in _text(phone, "tables"), timeout=15)
    assert not phone.find_element(By.ID, "status").is_displayed()
    # Wrong codes again just before the table page: a loaded machine may have spent the 6 s window above.
    for attempt in range(10):
        assert httpx.get(f"{server.url}/api/tables/AGAIN{attempt}").status_code in (404, 429)
    phone.get(server.table_url(room.codes[1]))
    _wait(lambda: _text(phone, "title") == "Patientez")
    assert "Trop de codes erronés depuis ce téléphone : patientez" in _text(phone, "wrong-text")
    assert _text(phone, "wrong-wait").startswith("Nouvel essai possible à ")
    assert not phone.find_element(By.ID, "code-open").is_enabled()
    _shot(phone, "table-12-limited")
    # Once the wait is over, the page tries again by itself.
    _wait(lambda: _text(phone, "counter") == "Donne 1 sur 12", timeout=20)
    assert _text(phone, "title") == "Table 1"


def test_a_half_typed_deal_survives_a_reload_and_goes_once_sent(phone: Any, server: TableServer,
                                                               room: Room) -> None:
    code = room.codes[2]
    phone.get(server.table_url(code))
    _wait(lambda: _text(phone, "counter") == "Donne 1 sur 12")
    _tap(phone, "taker1")
    _keys(phone, "87")
    _tap(phone, "belote0")
    phone.refresh()
    _wait(lambda: _text(phone, "points-display") == "87")
    assert "chosen" in phone.find_element(By.ID, "taker1").get_attribute("class")
    assert "chosen" in phone.find_element(By.ID, "belote0").get_attribute("class")
    assert "Défense" in _text(phone, "defence") and "75" in _text(phone, "defence")
    _shot(phone, "table-13-draft-restored")
    _tap(phone, "submit")
    _wait(lambda: len(room.service.game(room.tournament_id, 1, 2).deals) == 1)
    assert room.service.game(room.tournament_id, 1, 2).deals[0].data == {"taker": 1, "points": [75, 87], "belote": [0]}
    _wait(lambda: "Donne 1 :" in _text(phone, "last-title"))
    assert phone.execute_script(f"return window.localStorage.getItem('belote.draft.{code}.1')") is None
    phone.refresh()
    _wait(lambda: _text(phone, "counter") == "Donne 2 sur 12")
    time.sleep(0.3)
    assert not phone.find_element(By.ID, "step-points").is_displayed()


def test_a_draft_overtaken_by_another_phone_is_not_restored(phone: Any, server: TableServer, room: Room) -> None:
    code = room.codes[4]
    phone.get(server.table_url(code))
    _wait(lambda: _text(phone, "counter") == "Donne 1 sur 12")
    _tap(phone, "taker0")
    _keys(phone, "120")
    httpx.post(f"{server.url}/api/tables/{code}/deals", json={"id": "other-phone-1",
                                                              "deal": {"taker": 0, "trump": "hearts", "points": [120, 42]}})
    phone.refresh()
    _wait(lambda: _text(phone, "counter") == "Donne 2 sur 12")
    _wait(lambda: "n’a pas été reprise" in _text(phone, "message"))
    assert not phone.find_element(By.ID, "step-points").is_displayed()


def test_everything_fits_a_small_old_phone(small_phone: Any, tmp_path: Path) -> None:
    """360 × 640: the entry (with annonces and trump modes, the longest), the result, the end of the game,
    the unknown code and the entry form: no text cut, nothing overlapping or off the screen."""
    from tests.helpers.club import doublettes, open_service

    path = tmp_path / "small.belote"
    service = open_service(path)
    tournament, _ = doublettes(service, 2, rules={"annonces": True, "trump_modes": ["suit", "sans_atout", "tout_atout"]})
    assert tournament.id is not None
    service.draw_next_round(tournament.id, seed=1)
    code = service.entry_codes(tournament.id)[0].code
    driver = small_phone
    with TableServer(ClubService.open(db_file=path), tournament.id, host="127.0.0.1", port=0) as served:
        try:
            driver.get(served.table_url(code))
            _wait(lambda: _text(driver, "counter").startswith("Donne 1"))
            assert _layout(driver) == []
            _shot(driver, "small-1-empty")
            _tap(driver, "taker0")
            driver.find_elements(By.CSS_SELECTOR, "#trumps button")[0].click()
            _keys(driver, "100")
            _tap(driver, "annonce0")
            _wait(lambda: driver.find_elements(By.CSS_SELECTOR, "#annonce-choices button"))
            assert _layout(driver) == []
            _shot(driver, "small-2-entering")
            driver.find_elements(By.CSS_SELECTOR, "#annonce-choices button")[0].click()
            _wait(lambda: _text(driver, "annonce-question") == "Quelle est la plus haute carte ?")
            for choice in ("Roi", "♥ Cœur"):
                button = _wait(lambda choice=choice: [b for b in driver.find_elements(By.CSS_SELECTOR, "#annonce-choices button")
                                                      if b.text == choice])
                button[0].click()
            _wait(lambda: "Tierce" in _text(driver, "annonces-list"))
            _tap(driver, "submit")
            _wait(lambda: "Donne 1 :" in _text(driver, "last-title"))
            assert _layout(driver) == []
            _shot(driver, "small-3-result")
            for deal in range(2, 13):
                _tap(driver, "taker1")
                _keys(driver, "100")
                _tap(driver, "submit")
                _wait(lambda deal=deal: _text(driver, "last-title").startswith(f"Donne {deal} :"))
            _wait(lambda: _text(driver, "end-result") != "")
            assert _layout(driver) == []
            _shot(driver, "small-4-finished")
            # A dispute says which camp contests: the desktop's call names it.
            _tap(driver, "dispute")
            _wait(lambda: driver.find_element(By.ID, "dispute1").is_displayed())
            assert _layout(driver) == []
            _shot(driver, "small-4b-dispute")
            _tap(driver, "dispute1")
            _wait(lambda: "L’arbitre est appelé" in _text(driver, "end-state"))
            camps = [side.label for side in service.round(tournament.id, 1).tables[0].sides]
            assert [(c.camp, c.camp_name) for c in service.referee_calls(tournament.id)] == [(1, camps[1])]
            driver.get(f"{served.url}/t/ZZZZZZ")
            _wait(lambda: _text(driver, "title") == "Code inconnu")
            assert _layout(driver) == []
            _shot(driver, "small-5-unknown-code")
            driver.get(f"{served.url}/")
            _wait(lambda: driver.find_element(By.ID, "code-input").is_displayed())
            assert _layout(driver) == []
            _shot(driver, "small-6-entry-form")
        finally:
            served.service.close()
    service.close()
