"""Issue 24, in English: one vocabulary — the same outcome is « Set » in the Result column as in the
explanation's « Set (dedans) », and a spin box's thousands read « 1 000 » as the tables do, not « 1,000 »."""

from __future__ import annotations

from PySide6.QtWidgets import QSpinBox

from belote_club import app, i18n
from belote_club.text import number
from belote_club.ui.outcomes import outcome_label
from belote_club.ui.translation import tr
from belote_club.ui.widgets import grouped


def test_english_says_set_and_groups_thousands_as_the_tables(qapp, qtbot) -> None:
    translators = app.install_translations(qapp, "en")
    i18n.set_language("en")
    try:
        assert tr(outcome_label("dedans")) == "Set"
        assert i18n.gettext("Dedans") == "Set (dedans)"  # the engine's explanation: the same word
        spin = grouped(QSpinBox())
        qtbot.addWidget(spin)
        spin.setRange(0, 20000)
        spin.setValue(1000)
        assert spin.text() == number(1000) == "1\u202f000"
    finally:
        i18n.set_language("fr")
        for translator in translators:
            qapp.removeTranslator(translator)
        for translator in app.install_translations(qapp, "fr"):  # the French locale back, as the suite runs
            qapp.removeTranslator(translator)
