"""A phone in headless Chromium for the browser tests (phone pages, the desktop serving them): one home for the
driver's setup and the few gestures the tests make.  A test module calls :func:`require_browser` at import
time: without Selenium, Chromium or chromedriver it is skipped with the reason (it fails instead when
``BELOTE_TEST_REQUIRE_BROWSER`` is set, as in the browser pass of ``.ci/run``)."""

from __future__ import annotations

import base64
import os
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
#: Where the tests leave the screenshots they take, to be looked at.
SHOTS = Path(__file__).resolve().parents[1] / "web" / "screenshots"
USER_AGENT = ("Mozilla/5.0 (Linux; Android 8.0; Phone) AppleWebKit/537.36 (KHTML, like Gecko) "
              "Chrome/70.0 Mobile Safari/537.36")


def require_browser() -> None:
    """Skip the calling module when no browser can be driven here (fail when ``BELOTE_TEST_REQUIRE_BROWSER``
    says that a browser must be there)."""
    try:
        import selenium.webdriver  # noqa: F401
    except ImportError:
        missing = "Selenium n’est pas installé"
    else:
        missing = "" if Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists() else \
            "Chromium ou chromedriver introuvable : pas de navigateur pour ce test"
    if missing and os.environ.get("BELOTE_TEST_REQUIRE_BROWSER"):
        pytest.fail(missing, pytrace=False)
    if missing:
        pytest.skip(missing, allow_module_level=True)


def phone_driver(profile: Path, width: int = 390, height: int = 844, lang: str = "fr-FR") -> Any:
    """Headless Chromium as a phone of ``width`` × ``height`` pixels whose browser asks for ``lang`` pages, with
    its own profile folder; the flags keep it off this machine's closed network."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
                 f"--user-data-dir={profile}", f"--window-size={width},{height}", "--force-device-scale-factor=1",
                 f"--lang={lang}"):
        options.add_argument(flag)
    options.add_experimental_option("mobileEmulation", {
        "deviceMetrics": {"width": width, "height": height, "pixelRatio": 1.0}, "userAgent": USER_AGENT})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(30)
    return driver


def wait(condition: Callable[[], Any], timeout: float = 10.0) -> Any:
    """The condition's first true value, tried every 50 ms; an element not there yet counts as false."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            value = condition()
        except Exception:  # noqa: BLE001 — an element not there yet
            value = None
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError("condition not met in time")
        time.sleep(0.05)


def tap(driver: Any, element_id: str, timeout: float = 10.0) -> None:
    from selenium.webdriver.common.by import By

    element = wait(lambda: driver.find_element(By.ID, element_id), timeout)
    wait(lambda: element.is_displayed() and element.is_enabled(), timeout)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", element)
    element.click()


def keys(driver: Any, digits: str) -> None:
    from selenium.webdriver.common.by import By

    for digit in digits:
        driver.find_element(By.CSS_SELECTOR, f"[data-key='{digit}']").click()


def text(driver: Any, element_id: str) -> str:
    from selenium.webdriver.common.by import By

    return str(driver.find_element(By.ID, element_id).text)


def shot(driver: Any, name: str) -> None:
    """The whole page (not only the screen) at the phone's width, into :data:`SHOTS`."""
    SHOTS.mkdir(exist_ok=True)
    width = int(driver.execute_script("return window.innerWidth"))
    height = int(driver.execute_script("return document.documentElement.scrollHeight"))
    taken = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}})
    (SHOTS / f"{name}.png").write_bytes(base64.b64decode(taken["data"]))


def enter(driver: Any, taker: int, points: str, *, belote: int | None = None, capot: bool = False) -> None:
    """A deal tapped on the table page: the taker, its points on the keypad (or capot), the belote, « Valider »."""
    tap(driver, f"taker{taker}")
    if capot:
        tap(driver, "capot-taker")
    else:
        keys(driver, points)
    if belote is not None:
        tap(driver, f"belote{belote}")
    tap(driver, "submit")
