"""Aide › À propos: the licence and credits in the language in force, in a dialog that fits a small screen."""

from __future__ import annotations

from belote_club import __version__, i18n
from belote_club.ui.dialogs.about import AboutDialog


def test_about_in_french_then_english_and_fits_a_small_screen(qtbot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.text.toPlainText()
    assert __version__ in text and "Composants libres utilisés" in text and "Licence publique générale GNU" in text
    assert dialog.height() <= 560 and dialog.text.verticalScrollBar() is not None
    i18n.set_language("en")
    try:
        english = AboutDialog()
        qtbot.addWidget(english)
        text = english.text.toPlainText()
        assert "Free software used" in text and "GNU General Public License" in text
        assert "Composants" not in text and "Licence publique" not in text
    finally:
        i18n.set_language("fr")
