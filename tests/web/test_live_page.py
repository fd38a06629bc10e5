"""The live results page (the hall's projector-like page) and its API for a forfeited table (issue 24): it says
« Forfait » and who gave up, as the desk does (the camps numbered as on the desk's plan, one a line) — never « terminée » nor « 0 donne » — in a real headless
Chromium at a phone's size; the API carries the forfeiting side."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from belote_club.web import TableServer
from tests.helpers.browser import phone_driver, require_browser
from tests.helpers.browser import wait as _wait
from tests.helpers.deals import made
from tests.web.conftest import Room

require_browser()
from selenium.webdriver.common.by import By  # noqa: E402


@pytest.fixture
def phone(tmp_path: Path) -> Iterator[Any]:
    driver = phone_driver(tmp_path / "live-phone")
    yield driver
    driver.quit()


def test_the_live_api_names_the_forfeiting_side(client: TestClient, room: Room) -> None:
    room.service.declare_forfeit(room.tournament_id, 1, 3, 1)
    tables = {t["table"]: t for t in client.get("/api/live").json()["tables"]}
    assert tables[3]["forfeit"] == 1 and tables[3]["finished"] is True
    assert tables[1]["forfeit"] is None and tables[2]["forfeit"] is None


def test_the_live_page_says_forfait_for_a_forfeited_table(phone: Any, server: TableServer, room: Room) -> None:
    service, tid = room.service, room.tournament_id
    service.declare_forfeit(tid, 1, 3, 1)
    service.add_deal(tid, 1, 1, made(0, 100))
    table = service.round(tid, 1).tables[2]
    loser = table.sides[1].numbered
    phone.get(server.live_url)
    boxes = _wait(lambda: phone.find_elements(By.CSS_SELECTOR, "#tables .t"))
    _wait(lambda: len(phone.find_elements(By.CSS_SELECTOR, "#tables .t")) == 4)
    texts = [box.text for box in phone.find_elements(By.CSS_SELECTOR, "#tables .t")]
    assert boxes and f"Forfait de {loser}" in texts[2], texts
    assert "terminée" not in texts[2] and "donne" not in texts[2]
    assert "forfeit" in phone.find_elements(By.CSS_SELECTOR, "#tables .t")[2].get_attribute("class")
    assert "Forfait" not in texts[0] and "1 donne" in texts[0]
    assert texts[2].splitlines()[1:3] == [table.sides[0].numbered, "– " + table.sides[1].numbered]  # as the desk
