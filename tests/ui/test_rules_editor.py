"""The house-rules editor: presets, options, live preview, lock."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from belote_club.rules import load_preset
from tests.ui.builders import make_editor


def test_preset_sets_every_option(qtbot) -> None:
    editor = make_editor(qtbot)
    assert editor.preset.currentData() == "classique"
    index = editor.preset.findData("concours")
    editor.preset.setCurrentIndex(index)
    with qtbot.waitSignal(editor.rulesChanged) as blocker:
        editor.preset.activated.emit(index)
    assert blocker.args[0] == load_preset("concours")
    assert editor.controls["game_end"].currentData() == "deals"
    assert editor.controls["game_end.count"].isEnabled()
    assert not editor.controls["game_end.points"].isEnabled()


def test_option_change_updates_preview_and_preset(qtbot) -> None:
    editor = make_editor(qtbot)
    assert "Litige" in editor.preview.text()
    combo = editor.controls["litige"]
    with qtbot.waitSignal(editor.rulesChanged):
        combo.setCurrentIndex(combo.findData("dedans"))
    assert editor.rules().litige == "dedans"
    assert editor.preset.currentData() == ""  # « Personnalisé »
    assert "Litige" not in editor.preview.text().split("71 + belote contre 91")[1].split("</tr>")[0]
    rounding = editor.controls["rounding"]
    rounding.setCurrentIndex(rounding.findData("ten_half_down"))
    assert "60 – 100" in editor.preview.text()  # 64 – 98 rounded (SCORING.md §9.4)
    assert "dizaine" in editor.plain.text()


def test_a_concours_offers_no_three_camp_game(qtbot) -> None:
    """A concours table opposes two sides: neither the players choice nor the presets offer three camps."""
    editor = make_editor(qtbot)
    players = editor.controls["players"]
    assert players.findData(3) == -1 and players.findData(4) >= 0 and players.findData(2) >= 0
    assert editor.preset.findData("belote-a-trois") == -1 and editor.preset.findData("concours") >= 0
    players.setCurrentIndex(players.findData(2))
    assert editor.rules().players == 2
    assert editor.preview.text().count("–") >= 6


def test_locked_until_confirmed(qtbot, monkeypatch) -> None:
    editor = make_editor(qtbot)
    editor.set_locked(True)
    assert not editor.controls["litige"].isEnabled()
    assert not editor.preset.isEnabled()
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.StandardButton.Cancel)
    with qtbot.assertNotEmitted(editor.unlockRequested):
        editor.unlock_button.click()
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.StandardButton.Yes)
    with qtbot.waitSignal(editor.unlockRequested):
        editor.unlock_button.click()


def test_help_texts_go_under_their_controls_when_narrow(qtbot) -> None:
    """Issue 24: at 1024 pixels the help texts, beside their controls, were cut at the right of the options'
    scroll area; narrow, each goes under its control, whole; wide, beside it again."""
    from PySide6.QtWidgets import QApplication, QScrollArea

    editor = make_editor(qtbot)
    editor.resize(990, 480)
    editor.show()
    QApplication.processEvents()
    assert editor.helps_below
    scroll = next(s for s in editor.findChildren(QScrollArea) if s.widget().findChild(type(editor.preset)))
    # Nothing runs off to the right (once the layouts have settled after the move).
    qtbot.waitUntil(lambda: scroll.widget().width() <= scroll.viewport().width(), timeout=2000)
    for grid, row, help_label in editor.helps:
        assert grid.getItemPosition(grid.indexOf(help_label))[:2] == (row + 1, 1)
        if help_label.isVisible():
            right = help_label.mapTo(scroll.widget(), help_label.rect().topRight()).x()
            assert right <= scroll.viewport().width()
    editor.resize(1300, 700)
    QApplication.processEvents()
    assert not editor.helps_below
    grid, row, help_label = editor.helps[0]
    assert grid.getItemPosition(grid.indexOf(help_label))[:2] == (row, 2)
