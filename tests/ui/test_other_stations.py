"""Two stations on one database: station A is the window, station B a second ``ClubService`` on the same file."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from belote_club.ui.main_window import MainWindow
from tests.helpers.club import concours

STALE = "La partie de la table 1 a été modifiée sur un autre poste : elle vient d’être rechargée."


def deal(taker: int, points: int) -> dict[str, Any]:
    return {"taker": taker, "trump": "hearts", "points": [points, 162 - points] if taker == 0
            else [162 - points, points]}


@pytest.fixture
def tid(stations) -> int:
    """A concours of four teams, round 1 drawn, made on station A (the window's)."""
    a, _b = stations
    return concours(a, 4, name="Concours")


@pytest.fixture
def window(qtbot, stations, monkeypatch):
    a, _b = stations
    win = MainWindow(a)
    qtbot.addWidget(win)
    win.show()
    monkeypatch.setattr(win, "isActiveWindow", lambda: True)  # offscreen: the window counts as in use
    dialogs: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: dialogs.append(box.text()) or 0)
    win.dialogs = dialogs
    return win


def tick(window: MainWindow) -> None:
    """What the watch timer does every 5 s (driven directly: no waiting)."""
    assert window.watch.isActive()
    window.watch.timeout.emit()


def test_scores_of_another_station_show_after_the_timer(qtbot, window, stations, tid) -> None:
    _a, b = stations
    page = window.open_tournament(tid)
    page.tabs.setCurrentWidget(page.rounds)
    assert "terminées : 0 sur 2" in page.rounds.progress.text()
    page.open_table(1, 1)
    sheet = page.scores.sheet
    page.tabs.setCurrentWidget(page.rounds)
    tick(window)  # nothing changed: nothing reloaded
    assert sheet.model.rowCount() == 0
    b.set_deals(tid, 1, 1, [deal(0, 100)] * 12)  # station B enters a whole game at table 1
    assert "terminées : 0 sur 2" in page.rounds.progress.text()
    tick(window)
    assert "terminées : 1 sur 2" in page.rounds.progress.text()
    assert page.scores.sheet is sheet and sheet.model.rowCount() == 12  # the open game follows
    page.tabs.setCurrentWidget(page.standings)
    assert page.standings.model.rows()[0].wins == 1
    assert window.dialogs == []


def test_the_watch_sleeps_while_the_window_is_not_in_use(qtbot, window, stations, tid, monkeypatch) -> None:
    _a, b = stations
    page = window.open_tournament(tid)
    page.tabs.setCurrentWidget(page.rounds)
    monkeypatch.setattr(window, "isActiveWindow", lambda: False)
    b.set_deals(tid, 1, 1, [deal(0, 100)] * 12)
    tick(window)
    assert "terminées : 0 sur 2" in page.rounds.progress.text()
    monkeypatch.setattr(window, "isActiveWindow", lambda: True)
    tick(window)
    assert "terminées : 1 sur 2" in page.rounds.progress.text()
    window.show_home()
    window._close_tournament()
    assert not window.watch.isActive()


def test_f5_reloads_the_page_shown(qtbot, window, stations, tid) -> None:
    _a, b = stations
    page = window.open_tournament(tid)
    page.tabs.setCurrentWidget(page.entrants)
    assert page.entrants.model.rowCount() == 4
    first, second = b.add_player("Irène", "Vidal"), b.add_player("Yves", "Bel")
    b.create_team(tid, (first.id, second.id))
    b.update_tournament(tid, name="Concours d’hiver")
    assert window.refresh_action.shortcut().toString() == "F5"
    assert window.refresh_action.text().replace("&", "") == "Actualiser"
    window.refresh_action.trigger()
    assert page.entrants.model.rowCount() == 5
    assert page.title.text() == "Concours d’hiver"
    # Home page too.
    window.show_home()
    b.create_tournament("Autre", dt.date(2026, 12, 5))
    window.refresh_action.trigger()
    assert window.home.model.rowCount() == 2


def test_a_stale_edit_is_refused_inline_and_the_game_reloaded(qtbot, window, stations, tid) -> None:
    a, b = stations
    for points in (100, 110, 120, 130):
        a.add_deal(tid, 1, 1, deal(0, points))
    page = window.open_tournament(tid)
    page.open_table(1, 1)
    sheet = page.scores.sheet
    assert sheet.model.rowCount() == 4
    b.delete_deal(tid, 1, 1, 2)  # station B, before station A's timer fired
    sheet.start_edit(2)  # station A corrects what it sees as deal 3 (120)
    sheet.entry.setText("195")
    qtbot.keyClick(sheet.entry, Qt.Key.Key_Return)
    assert sheet.feedback.text() == STALE
    assert sheet.model.rowCount() == 3  # reloaded: B's deletion shows
    assert [d.data["points"][0] for d in b.game(tid, 1, 1).deals] == [100, 120, 130]  # nothing changed
    assert sheet.entry.text() == "195"  # what was typed stays, to be checked and entered again
    assert window.dialogs == []
    assert sheet.undo_stack.count() == 0


def test_typing_is_never_clobbered_and_the_game_follows_afterwards(qtbot, window, stations, tid) -> None:
    _a, b = stations
    page = window.open_tournament(tid)
    page.open_table(1, 1)
    sheet = page.scores.sheet
    qtbot.keyClicks(sheet.entry, "12")
    b.add_deal(tid, 1, 1, deal(1, 100))
    tick(window)
    assert sheet.entry.text() == "12" and sheet.model.rowCount() == 0  # not reloaded under the typing
    sheet.entry.clear()
    tick(window)  # no new change, but the reload was owed
    assert sheet.model.rowCount() == 1


def test_undo_after_another_station_changed_the_game_is_refused(qtbot, window, stations, tid) -> None:
    _a, b = stations
    page = window.open_tournament(tid)
    page.open_table(1, 1)
    sheet = page.scores.sheet
    qtbot.keyClicks(sheet.entry, "1100")
    qtbot.keyClick(sheet.entry, Qt.Key.Key_Return)
    assert sheet.model.rowCount() == 1
    b.add_deal(tid, 1, 1, deal(1, 140))  # station B adds deal 2 before A's timer fired
    sheet.undo_stack.undo()  # A's Ctrl+Z must not remove a deal it no longer sees as it was
    assert sheet.feedback.text() == STALE
    assert sheet.model.rowCount() == 2
    assert len(b.game(tid, 1, 1).deals) == 2
    qtbot.wait(1)  # the history is forgotten once the undo has returned
    assert sheet.undo_stack.count() == 0
    # Undo and redo on an unchanged game work as before.
    qtbot.keyClicks(sheet.entry, "180")
    qtbot.keyClick(sheet.entry, Qt.Key.Key_Return)
    sheet.undo_stack.undo()
    assert len(b.game(tid, 1, 1).deals) == 2
    sheet.undo_stack.redo()
    assert len(b.game(tid, 1, 1).deals) == 3
    assert window.dialogs == []


def test_clear_from_an_out_of_date_view_is_refused_inline(qtbot, window, stations, tid, monkeypatch) -> None:
    a, b = stations
    a.add_deal(tid, 1, 1, deal(0, 100))
    page = window.open_tournament(tid)
    page.open_table(1, 1)
    b.add_deal(tid, 1, 1, deal(0, 110))
    monkeypatch.setattr("belote_club.ui.views.scores.confirm", lambda *args: True)
    page.scores.clear_game()
    assert page.scores.sheet.feedback.text() == STALE
    assert page.scores.sheet.model.rowCount() == 2
    assert len(b.game(tid, 1, 1).deals) == 2
    assert window.dialogs == []


def test_a_tournament_deleted_elsewhere_sends_back_home(qtbot, window, stations, tid) -> None:
    _a, b = stations
    window.open_tournament(tid)
    b.delete_tournament(tid)
    tick(window)
    assert window.tournament_page is None
    assert window.stack.currentWidget() is window.home
    assert "n’est plus dans la base" in window.statusBar().currentMessage()


def test_the_projector_follows_another_station(qtbot, window, stations, tid, monkeypatch) -> None:
    from belote_club.ui.views.projector import ProjectorWindow

    _a, b = stations
    page = window.open_tournament(tid)
    projector = ProjectorWindow(window.service, page.tournament_id, window.settings)
    qtbot.addWidget(projector)
    projector.show()
    window.projector = projector
    monkeypatch.setattr(window, "isActiveWindow", lambda: False)  # the secretary is away, the screen is on
    caption = projector.slides[0][0]
    assert "0/2 tables terminées" in caption
    b.set_deals(tid, 1, 1, [deal(0, 100)] * 12)
    tick(window)
    assert projector.pending.isActive()
    projector.pending.timeout.emit()
    assert "1/2 tables terminées" in projector.slides[0][0]
