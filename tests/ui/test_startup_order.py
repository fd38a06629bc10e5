"""Start-up (issue « speed »): the home page paints first, saying what it opens, with what needs the data
greyed; SQLAlchemy loads and the data opens afterwards in a background thread, while the window answers."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from belote_club.services.club import ClubService
from belote_club.ui import opening
from belote_club.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]

#: A fresh process: what is loaded, shown and enabled at the home page's first paint, then once filled.
PROBE = r"""
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
import belote_club.ui.main_window as mw
from belote_club.ui.views.home import HomePage

seen = {}
painted = HomePage.paintEvent

def paint(self, event):
    painted(self, event)
    if "first" not in seen:
        window = self.window_
        seen["first"] = {
            "heavy": sorted(m for m in ("sqlalchemy", "alembic", "belote_club.services", "belote_club.storage")
                            if m in sys.modules),
            "text": self.empty.text(), "location": self.location.text(), "loading": window.loading,
            "new": [self.new_button.isVisible(), self.new_button.isEnabled()],
            "actions": [a.isEnabled() for a in (window.new_action, window.roster_action, window.club_action)],
        }

set_service = mw.MainWindow.set_service

def filled(self, service):
    set_service(self, service)
    seen["filled"] = {"rows": self.home.model.rowCount(), "new": self.home.new_button.isEnabled(),
                      "actions": [a.isEnabled() for a in (self.new_action, self.roster_action, self.club_action)]}
    QTimer.singleShot(0, QApplication.quit)

HomePage.paintEvent = paint
mw.MainWindow.set_service = filled
from belote_club.app import main
code = main(sys.argv[1:])
print("SEEN " + json.dumps(seen), flush=True)
sys.exit(code)
"""


def _close_all() -> None:
    for widget in QApplication.topLevelWidgets():
        widget.close()
        widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_the_home_page_paints_before_sqlalchemy_loads(tmp_path) -> None:
    target = tmp_path / "Club de Plouha.belote"
    with ClubService.open(db_file=target) as service:
        import datetime as dt

        service.create_tournament("Concours de Noël", dt.date(2026, 12, 19))
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path), XDG_STATE_HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path), PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", PROBE, "--db", str(target)], capture_output=True, text=True,
                         env=env, timeout=120, check=True).stdout
    seen = json.loads(next(line for line in out.splitlines() if line.startswith("SEEN "))[5:])
    first = seen["first"]
    assert first["heavy"] == []  # nothing of SQLAlchemy, Alembic, the services or the storage yet
    assert first["loading"]
    assert first["text"] == "Ouverture de « Club de Plouha.belote »…"
    assert first["location"] == f"Données : {target}"
    assert first["new"] == [True, False]  # shown, greyed until the data is open
    assert first["actions"] == [False, False, False]
    assert seen["filled"] == {"rows": 1, "new": True, "actions": [True, True, True]}


def test_what_is_opened_is_said_while_it_opens(qtbot, tmp_path) -> None:
    target = tmp_path / "soirée.belote"
    ClubService.open(db_file=target).close()
    window = MainWindow(None, loading=True)
    qtbot.addWidget(window)
    window.open_when_painted(file=str(target))
    window.show()
    home = window.home
    assert home.empty.text() == "Ouverture de « soirée.belote »…" and home.empty.isVisible()
    assert not home.new_button.isEnabled() and not home.roster_button.isEnabled()
    assert not window.new_action.isEnabled() and not window.roster_action.isEnabled()
    assert window.files.open_action.isEnabled()  # another file may be chosen meanwhile
    qtbot.waitUntil(lambda: not window.loading, timeout=20_000)
    assert window.service is not None and window.service.location == str(target)
    assert home.new_button.isEnabled() and window.roster_action.isEnabled()
    assert "soirée.belote" in window.windowTitle()
    window.close_service()


@pytest.fixture
def closed(monkeypatch) -> list[str]:
    """The locations of the services the start-up opened, as each is closed."""
    closed: list[str] = []
    opened = opening.open_data

    def open_data(**kwargs):
        result = opened(**kwargs)
        service = result.service
        close = service.close
        monkeypatch.setattr(service, "close", lambda: closed.append(service.location) or close())
        return result

    monkeypatch.setattr(opening, "open_data", open_data)
    return closed


def test_a_file_opened_meanwhile_wins(qtbot, tmp_path, monkeypatch, closed) -> None:
    first, chosen = tmp_path / "habituel.belote", tmp_path / "choisi.belote"
    for path in (first, chosen):
        ClubService.open(db_file=path).close()
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: warnings.append(a[2])))
    window = MainWindow(None, loading=True)
    qtbot.addWidget(window)
    window.open_when_painted(file=str(first))
    window.show()
    assert window.open_file(str(chosen))  # Fichier › Ouvrir before the start-up's file is open
    qtbot.waitUntil(lambda: window.startup is not None and not window.startup.busy and bool(closed), timeout=20_000)
    assert window.service is not None and window.service.location == str(chosen)
    assert closed == [str(first)] and warnings == []
    window.close_service()


def test_closing_while_it_opens_closes_what_was_opened(qtbot, tmp_path, closed) -> None:
    target = tmp_path / "club.belote"
    ClubService.open(db_file=target).close()
    window = MainWindow(None, loading=True)
    qtbot.addWidget(window)
    window.open_when_painted(file=str(target))
    window.startup.begin()  # as after the first paint
    window.close_service()  # the window closed at once: the thread is waited for, its service closed
    assert closed == [str(target)] and window.service is None and not window.startup.busy


def test_an_unexpected_failure_is_said_not_left_opening(qtbot, tmp_path, monkeypatch) -> None:
    def broken(**_kwargs):
        raise RuntimeError("panne imprévue")

    monkeypatch.setattr(opening, "open_data", broken)
    window = MainWindow(None, loading=True)
    qtbot.addWidget(window)
    window.open_when_painted(file=str(tmp_path / "club.belote"))
    window.show()
    with qtbot.captureExceptions() as raised:
        qtbot.waitUntil(lambda: not window.loading, timeout=20_000)
    assert [str(error) for _type, error, _tb in raised] == ["panne imprévue"]  # to the exception hook
    assert window.home.problem.isVisible()
    assert "erreur inattendue" in window.home.problem.text()
    assert not window.new_action.isEnabled()


def test_addresses_are_shown_without_their_password() -> None:
    assert opening.shown_location("postgresql+psycopg://club:s3cr3t@serveur:5432/belote") == \
        "postgresql+psycopg://club:***@serveur:5432/belote"
    assert opening.shown_location("postgresql://serveur/belote") == "postgresql://serveur/belote"


def teardown_module() -> None:
    _close_all()
