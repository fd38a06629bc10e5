"""The Manches tab: drawing, the table plan, swapping teams, the round's progress, opening a table."""

from __future__ import annotations

import datetime as dt
from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoGroup

from belote_club.services.views import RoundProgress
from belote_club.ui.views.rounds import progress_text
from belote_club.ui.views.tournament_page import TournamentPage
from tests.helpers.club import concours, doublettes


def test_check_in_draw_score_standings(qtbot, window, service) -> None:
    tournament, _teams = doublettes(service, 4, name="Concours", preset="classique", checked_in=False)
    page = window.open_tournament(tournament.id)
    entrants = page.entrants
    assert entrants.model.rowCount() == 4
    for row in range(4):
        entrants.view.selectRow(row)
        entrants.check_button.click()
    assert "4 présents" in entrants.summary.text()

    page.tabs.setCurrentWidget(page.rounds)
    page.rounds.draw_button.click()
    assert page.rounds.model.rowCount() == 2
    assert page.rounds.progress.text() == "Manche 1 — terminées : 0 sur 2 · pas commencées : 2 (tables 1, 2)"

    qtbot.keyClicks(page.rounds.table_line, "2")
    qtbot.keyClick(page.rounds.table_line, Qt.Key.Key_Return)
    assert page.tabs.currentWidget() is page.scores
    sheet = page.scores.sheet
    assert sheet.source.key[2] == 2
    # Capots until the 1000-point game ends: 4 deals of 252.
    for _ in range(4):
        qtbot.keyClicks(sheet.entry, "1c")
        qtbot.keyClick(sheet.entry, Qt.Key.Key_Return)
    assert sheet.banner.isVisible()
    assert sheet.source.view.finished

    page.tabs.setCurrentWidget(page.standings)
    rows = page.standings.model.rows()
    assert rows[0].points_for == 1008 and rows[0].wins == 1

    # Undo the last deal: the game is open again and the standings follow.
    window.undo_group.undo()
    assert not sheet.source.view.finished
    page.tabs.setCurrentWidget(page.rounds)
    page.tabs.setCurrentWidget(page.standings)
    assert all(r.wins == 0 for r in page.standings.model.rows())


def test_swap_two_teams_by_drop(qtbot, service) -> None:
    from PySide6.QtGui import QUndoGroup

    tid = concours(service, 6, preset="classique", name="Concours")
    page = TournamentPage(service, tid, QUndoGroup())
    qtbot.addWidget(page)
    rounds = page.rounds
    assert rounds.view.swapping_allowed
    before = service.round(tid, 1).tables
    rounds.view.swapRequested.emit((1, 0), (2, 1))
    after = service.round(tid, 1).tables
    assert after[0].sides[0].entrant_ids == before[1].sides[1].entrant_ids
    assert after[1].sides[1].entrant_ids == before[0].sides[0].entrant_ids
    # Once a score exists, the plan is frozen.
    service.add_deal(tid, 1, 1, {"taker": 0, "points": [95, 67]})
    rounds.refresh()
    assert not rounds.view.swapping_allowed and not rounds.redraw_button.isVisibleTo(rounds)


def test_typing_a_table_number_refuses_unknown_tables(qtbot, service) -> None:
    from PySide6.QtGui import QUndoGroup

    tid = concours(service, 6, preset="classique", name="Concours")
    page = TournamentPage(service, tid, QUndoGroup())
    qtbot.addWidget(page)
    qtbot.keyClicks(page.rounds.table_line, "9")
    qtbot.keyClick(page.rounds.table_line, Qt.Key.Key_Return)
    assert "Pas de table 9" in page.rounds.progress.text()
    page.rounds.table_line.clear()
    qtbot.keyClicks(page.rounds.table_line, "3")
    qtbot.keyClick(page.rounds.table_line, Qt.Key.Key_Return)
    assert page.scores.key == (1, 3)
    sheet = page.scores.sheet
    qtbot.keyClicks(sheet.entry, "t1")
    qtbot.keyClick(sheet.entry, Qt.Key.Key_Return)
    assert page.scores.key == (1, 1)


def _round(number: int, tables: list[tuple[int, bool, bool]]) -> SimpleNamespace:
    """A round of (table number, has a score, finished) with its progress as the services give it."""
    views = [SimpleNamespace(number=n, game=SimpleNamespace(has_score=score, finished=done)) for n, score, done in tables]
    finished = sum(1 for _n, _s, done in tables if done)
    playing = sum(1 for _n, score, done in tables if score and not done)
    progress = RoundProgress(number, len(tables), finished, playing, len(tables) - finished - playing,
                             tuple(n for n, _s, done in tables if not done))
    return SimpleNamespace(number=number, tables=views, progress=progress)


def test_progress_names_tables_in_progress_and_not_started() -> None:
    text = progress_text(_round(3, [(1, True, False), (2, False, False), (3, True, True), (4, True, False)]))
    assert text == "Manche 3 — terminées : 1 sur 4 · en cours : 2 (tables 1, 4) · pas commencées : 1 (table 2)"
    done = progress_text(_round(2, [(1, True, True)]))
    assert done == "Manche 2 — terminées : 1 sur 1 : la manche est complète."
    many = progress_text(_round(1, [(n, False, False) for n in range(1, 31)]))
    assert many == "Manche 1 — terminées : 0 sur 30 · pas commencées : 30"


def test_table_box_shows_its_whole_hint(qtbot, service) -> None:
    tid = service.create_tournament("Concours", dt.date(2026, 11, 21)).id
    page = TournamentPage(service, tid, QUndoGroup())
    qtbot.addWidget(page)
    line = page.rounds.table_line
    assert line.width() >= line.fontMetrics().horizontalAdvance(line.placeholderText()) + 20


def test_rounds_panel_and_projector_load_only_the_round_shown(qtbot, service, monkeypatch) -> None:
    """The list of rounds comes from round_summaries (counts); service.rounds (every table of every round,
    with explanations) is never called to open a tournament, pick a round or project it."""
    from belote_club.ui.views.projector import ProjectorWindow

    tid = service.create_tournament("Concours", dt.date(2026, 11, 21), preset="classique").id
    for n in range(4):
        a = service.add_player("Anne", f"A{n}")
        b = service.add_player("Bruno", f"B{n}")
        entrant = service.create_team(tid, (a.id, b.id))
        service.check_in(tid, entrant.entrant_id)
    service.draw_next_round(tid, seed=1)
    for table in (1, 2):
        service.set_deals(tid, 1, table, [{"taker": 0, "capot": 0, "points": [162, 0]}] * 4)
    service.draw_next_round(tid, seed=2)
    service.set_deals(tid, 2, 1, [{"taker": 0, "capot": 0, "points": [162, 0]}] * 4)
    monkeypatch.setattr(service, "rounds", lambda *_a, **_k: pytest.fail("service.rounds called"))
    page = TournamentPage(service, tid, QUndoGroup())
    qtbot.addWidget(page)
    panel = page.rounds
    assert [panel.round_box.itemText(i) for i in range(panel.round_box.count())] == [
        "Manche 1 · terminée", "Manche 2 · 1/2 tables"]
    assert panel.current_round().number == 2
    panel.round_box.setCurrentIndex(0)
    assert panel.current_round().number == 1 and panel.model.rowCount() == 2
    projector = ProjectorWindow(service, tid)
    qtbot.addWidget(projector)
    assert projector.subtitle.text().startswith("Manche 2")


def test_swap_two_teams_from_the_keyboard_and_undo_it(qtbot, window, service) -> None:
    tid = concours(service, 6, preset="classique", name="Concours")
    page = window.open_tournament(tid)
    page.tabs.setCurrentWidget(page.rounds)
    view = page.rounds.view
    before = service.round(tid, 1).tables
    view.setFocus()
    view.setCurrentIndex(page.rounds.model.index(0, 1))  # table 1, camp 1
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert "choisie" in page.rounds.swap_hint.text()
    view.setCurrentIndex(page.rounds.model.index(1, 2))  # table 2, camp 2
    qtbot.keyClick(view, Qt.Key.Key_Space)
    after = service.round(tid, 1).tables
    assert after[0].sides[0].entrant_ids == before[1].sides[1].entrant_ids
    assert window.undo_action.text() == "Annuler : échange de places, manche 1 (table 1 et table 2)"
    window.undo_action.trigger()
    assert service.round(tid, 1).tables[0].sides[0].entrant_ids == before[0].sides[0].entrant_ids


def test_a_draw_is_undone_and_made_again_the_same(qtbot, window, service) -> None:
    tid = concours(service, 6, preset="classique", name="Concours", drawn=False)
    page = window.open_tournament(tid)
    page.tabs.setCurrentWidget(page.rounds)
    page.rounds.draw_button.click()
    drawn = [t.sides for t in service.round(tid, 1).tables]
    assert window.undo_action.text() == "Annuler : tirage de la manche 1"
    page.tabs.setCurrentWidget(page.entrants)
    window.undo_action.trigger()
    assert page.tabs.currentWidget() is page.rounds  # shown, then undone
    assert service.round_summaries(tid) == []
    window.redo_action.trigger()
    assert [t.sides for t in service.round(tid, 1).tables] == drawn


def test_the_exempt_is_named_above_the_tables(qtbot, window, service) -> None:
    from PySide6.QtWidgets import QApplication

    tid = concours(service, 9)  # 4 tables and an exempt
    page = window.open_tournament(tid)
    page.tabs.setCurrentWidget(page.rounds)
    QApplication.processEvents()
    panel = page.rounds
    assert panel.exempts.text().startswith("Exempt : ") and panel.exempts.isVisible()
    # In sight without scrolling, however long the list of tables: above it.
    assert panel.exempts.geometry().bottom() < panel.view.geometry().top()
