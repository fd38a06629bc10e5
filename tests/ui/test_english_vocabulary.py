"""Issue 24, in English: one vocabulary — the same outcome is « Set » in the Result column as in the
explanation's « Set (dedans) », and a spin box's thousands read « 1 000 » as the tables do, not « 1,000 »; a
forfeited game is « Forfeit » in Rounds › Game, and « Saisie aux tables » heads its entry column « Entry »
(how the table is entered), not « Scores » (the tab) beside « Score »."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSpinBox

from belote_club import app, i18n
from belote_club.text import number
from belote_club.ui.outcomes import outcome_label
from belote_club.ui.translation import tr
from belote_club.ui.widgets import grouped
from tests.helpers.club import concours


@pytest.fixture
def in_english(qapp) -> Iterator[None]:
    """The window's and the engine's texts in English for one test, French again afterwards."""
    translators = app.install_translations(qapp, "en")
    i18n.set_language("en")
    try:
        yield
    finally:
        i18n.set_language("fr")
        for translator in translators:
            qapp.removeTranslator(translator)
        for translator in app.install_translations(qapp, "fr"):  # the French locale back, as the suite runs
            qapp.removeTranslator(translator)


def test_english_says_set_and_groups_thousands_as_the_tables(in_english, qtbot) -> None:
    assert tr(outcome_label("dedans")) == "Set"
    assert i18n.gettext("Dedans") == "Set (dedans)"  # the engine's explanation: the same word
    spin = grouped(QSpinBox())
    qtbot.addWidget(spin)
    spin.setRange(0, 20000)
    spin.setValue(1000)
    assert spin.text() == number(1000) == "1\u202f000"


def test_english_rounds_say_forfeit_and_table_entry_says_entry_beside_score(in_english, qtbot, window, service) -> None:
    tid = concours(service, 8)
    service.declare_forfeit(tid, 1, 2, 0)
    page = window.open_tournament(tid)
    page.tabs.setCurrentWidget(page.rounds)
    model = page.rounds.model
    assert model.headerData(4, Qt.Orientation.Horizontal) == "Game"
    assert [model.index(row, 4).data() for row in range(model.rowCount())] == [
        "To enter", "Forfeit", "To enter", "To enter"]
    dialog = page.table_entry.show_panel()
    qtbot.addWidget(dialog)
    access = dialog.model
    headers = [access.headerData(c, Qt.Orientation.Horizontal) for c in range(access.columnCount())]
    assert headers[3] == "Entry" and "Score" in headers and "Scores" not in headers
    assert access.index(1, 3).data() == access.index(1, 4).data() == "Forfeit"
    dialog.close()
