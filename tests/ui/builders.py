"""UI-only test helpers (the concours themselves come from ``tests.helpers.club``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QUndoGroup

from belote_club.rules import HouseRules
from belote_club.services import ClubService
from belote_club.ui.game_source import MemoryGame
from belote_club.ui.rules_editor import RulesEditor
from belote_club.ui.views.score_sheet import ScoreSheet
from belote_club.ui.views.tournament_page import TournamentPage
from tests.helpers.qt import type_line


def page_on(qtbot: Any, service: ClubService, tid: int) -> TournamentPage:
    """A tournament page alone (no main window)."""
    page = TournamentPage(service, tid, QUndoGroup())
    qtbot.addWidget(page)
    return page


def chain_after(widget: Any, count: int) -> list[Any]:
    """The ``count`` widgets that Tab reaches after ``widget``."""
    found, current = [], widget
    for _ in range(count):
        current = current.nextInFocusChain()
        found.append(current)
    return found


def make_sheet(qtbot: Any, rules: HouseRules | None = None) -> ScoreSheet:
    """A score sheet alone on a game kept in memory (« Équipe A » against « Équipe B », Table 1), under
    ``rules`` (classic belote by default), shown, its entry line focused."""
    sheet = ScoreSheet(MemoryGame(rules or HouseRules(), ("Équipe A", "Équipe B"), "Table 1"))
    qtbot.addWidget(sheet)
    sheet.show()
    sheet.entry.setFocus()
    return sheet


def type_deal(qtbot: Any, sheet: ScoreSheet, text: str) -> None:
    """Type ``text`` on the sheet's entry line and press Enter."""
    type_line(qtbot, sheet.entry, text)


def make_editor(qtbot: Any, rules: HouseRules | None = None) -> RulesEditor:
    """The house-rules editor alone on ``rules`` (the default preset when None), shown."""
    editor = RulesEditor(rules)
    qtbot.addWidget(editor)
    editor.show()
    return editor
