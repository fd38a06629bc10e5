"""Qt tests run offscreen, with the application's style, in French."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from tests.helpers.qt import isolate_settings


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path, monkeypatch):
    """QSettings and the user's folders go to a temporary directory: tests never touch real data."""
    isolate_settings(tmp_path, monkeypatch)


@pytest.fixture(scope="session")
def qapp_args():
    return ["belote-club-tests"]


@pytest.fixture(scope="session", autouse=True)
def _themed(qapp):
    from belote_club.ui.theme import apply_theme

    qapp.setOrganizationName("BeloteClubTests")
    qapp.setApplicationName("Belote Club Tests")
    apply_theme(qapp)
    yield


def pytest_collection_modifyitems(config, items):
    """Strict like qutebrowser: a Qt warning during a UI test fails it (``qt_log_level_fail``), except the
    offscreen platform's notice that it cannot propagate size hints."""
    for item in items:
        if "tests/ui" in str(item.fspath).replace("\\", "/"):
            item.add_marker(pytest.mark.qt_log_level_fail("WARNING"))
            item.add_marker(pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints"))


@pytest.fixture
def service(sqlite_service):
    """A ``ClubService`` on a fresh SQLite file (``tests.helpers``' ``sqlite_service``)."""
    return sqlite_service


@pytest.fixture
def window(qtbot, service):
    """The main window on ``service``, shown at the size of a 1366 × 768 screen less its panel."""
    from belote_club.ui.main_window import MainWindow

    win = MainWindow(service)
    qtbot.addWidget(win)
    win.resize(1366, 728)
    win.show()
    return win
