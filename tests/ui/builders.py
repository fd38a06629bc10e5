"""UI-only test helpers (the concours themselves come from ``tests.helpers.club``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QUndoGroup

from belote_club.services import ClubService
from belote_club.ui.views.tournament_page import TournamentPage


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
