"""A phone in a real headless Chromium (390 × 844) enters a deal at its table while the window serves; the
window shows it (the watch, ``qtbot.waitUntil`` after each of its ticks).  Skipped, with the reason, where no browser can be had."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from belote_club.ui.main_window import MainWindow
from belote_club.ui.views.table_entry import THIS_COMPUTER
from tests.helpers import browser
from tests.helpers.browser import phone_driver, require_browser
from tests.helpers.club import concours
from tests.ui.test_table_entry import watched

require_browser()
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402


@pytest.fixture
def phone(tmp_path: Path) -> Iterator[Any]:
    driver = phone_driver(tmp_path / "chromium-profile")
    yield driver
    driver.quit()


def tap(driver: Any, element_id: str) -> None:
    browser.tap(driver, element_id, timeout=15)


def test_a_deal_tapped_on_a_phone_shows_on_the_desktop(qtbot, service, phone, monkeypatch) -> None:
    window = MainWindow(service)
    qtbot.addWidget(window)
    window.show()
    monkeypatch.setattr(QMessageBox, "exec", lambda box: pytest.fail(box.text()))
    page = window.open_tournament(concours(service, 8, name="Concours des téléphones"))
    page.tabs.setCurrentWidget(page.rounds)
    dialog = page.table_entry.show_panel()
    dialog.host.setCurrentIndex(dialog.host.findData(THIS_COMPUTER))
    with socket.socket() as probe:
        probe.bind((THIS_COMPUTER, 0))
        dialog.port.setValue(probe.getsockname()[1])
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    try:
        state = dialog.model.item(2)  # table 3
        phone.get(page.table_entry.table_url(state.code))
        WebDriverWait(phone, 15).until(lambda d: d.find_element(By.ID, "counter").text == "Donne 1 sur 12")
        tap(phone, "taker1")
        for key in "120":
            phone.find_element(By.CSS_SELECTOR, f"[data-key='{key}']").click()
        tap(phone, "submit")
        WebDriverWait(phone, 15).until(lambda d: d.find_element(By.ID, "counter").text == "Donne 2 sur 12")
        qtbot.waitUntil(watched(window, lambda: "en cours : 1 (table 3)" in page.rounds.progress.text()), timeout=10_000)
        assert page.rounds.model.item(2).game.totals == (42, 120)
        qtbot.waitUntil(watched(window, lambda: dialog.model.item(2).deals == 1), timeout=10_000)
        assert dialog.model.item(2).score_text == "42 – 120"
        journal = [e.what for e in service.audit(page.tournament_id, limit=3)]
        assert "Manche 1, table 3, donne 1 : ajout — table 3 (téléphone)" in journal
    finally:
        page.table_entry.stop()
