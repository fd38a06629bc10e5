"""The seasons in the window: the Accueil's « Saisons », creating one with a preset and its live preview, the
standings (the « non classé » apart, a row opening the player's history), and a second « Noémie Fauré »."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from belote_club.services import ClubService
from tests.helpers.club import demo_season, opened_copy


@pytest.fixture(scope="module")
def season_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return demo_season(tmp_path_factory.mktemp("ui-season"), 2, seed=8)


@pytest.fixture
def club(season_file: Path, tmp_path: Path):
    with opened_copy(season_file, tmp_path) as opened:
        yield opened


def test_the_accueil_opens_the_seasons(qtbot, club: ClubService, monkeypatch: pytest.MonkeyPatch) -> None:
    from belote_club.ui.dialogs import seasons
    from belote_club.ui.main_window import MainWindow

    shown = []
    monkeypatch.setattr(seasons.SeasonsDialog, "exec", lambda dialog: shown.append(dialog.table.rowCount()) or 0)
    window = MainWindow(club)
    qtbot.addWidget(window)
    window.show()
    home = window.home
    assert home.seasons_button.isVisible() and home.seasons_button.text() == "Saisons"
    home.seasons_button.click()
    assert shown == [1]


def test_creating_a_season_with_a_preset_and_its_preview(qtbot, club: ClubService) -> None:
    from belote_club.ui.dialogs.season_edit import SeasonDialog

    dialog = SeasonDialog(club)
    qtbot.addWidget(dialog)
    dialog.dated.setChecked(False)
    for row in range(dialog.concours.count()):
        dialog.concours.item(row).setCheckState(Qt.CheckState.Checked)
    dialog.preset.setCurrentIndex(dialog.preset.findText("Points par place"))
    dialog._apply_preset()
    dialog._preview()
    assert dialog.preview.rowCount() > 0 and dialog.preview.item(0, 0).text() == "1"
    assert "25 au premier" in dialog.preset_text.text()
    dialog.places.setText("10, x")
    dialog._preview()
    assert "place_points" in dialog.preview_note.text() and dialog.preview.rowCount() == 0
    dialog.places.setText("10, 5")
    dialog.name.setText("Challenge d’hiver")
    dialog._accept()
    assert dialog.result() == dialog.DialogCode.Accepted
    created = club.seasons()[0]
    assert created.name == "Challenge d’hiver" and created.concours_count == 2
    assert club.season_export(created.id)["season"]["rules"]["place_points"] == [10, 5]


def test_the_standings_and_a_players_history(qtbot, club: ClubService, monkeypatch: pytest.MonkeyPatch) -> None:
    from belote_club.ui.dialogs import seasons

    sid = club.seasons()[0].id
    dialog = seasons.SeasonStandingsDialog(club, sid)
    qtbot.addWidget(dialog)
    dialog.timer.stop()
    table = dialog.table
    texts = [table.item(row, 1).text() for row in range(table.rowCount())]
    assert any(text.startswith("Non classés") for text in texts)  # listed apart
    view = club.season_standings(sid)
    assert table.rowCount() == len(view.lines) + 1
    assert table.horizontalHeaderItem(6).text() == "C1"
    opened = []
    monkeypatch.setattr(seasons.PlayerHistoryDialog, "exec", lambda d: opened.append(d.windowTitle()) or 0)
    table.selectRow(0)
    dialog.open_history()
    first = view.players[view.lines[0].ids[0]]
    assert opened == [f"Historique de {first.display_name}"]
    history = seasons.PlayerHistoryDialog(club, first.id or 0, sid)
    qtbot.addWidget(history)
    assert history.findChildren(seasons.QTableWidget)[0].rowCount() == view.lines[0].concours


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_season_windows_fit_small_screens(qtbot, club: ClubService, size: tuple[int, int]) -> None:
    from belote_club.ui.dialogs.season_edit import SeasonDialog
    from belote_club.ui.dialogs.seasons import SeasonStandingsDialog

    for dialog in (SeasonDialog(club), SeasonStandingsDialog(club, club.seasons()[0].id)):
        qtbot.addWidget(dialog)
        dialog.resize(size[0] - 40, size[1] - 60)
        dialog.show()
        assert dialog.minimumSizeHint().height() <= size[1] - 60
        assert dialog.minimumSizeHint().width() <= size[0] - 40


def test_a_second_noemie_faure_is_said(qtbot, club: ClubService) -> None:
    from belote_club.ui.dialogs.player import PlayerDialog

    first = club.add_player("Noémie", "Fauré")

    def answer() -> None:
        box = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible())
        assert "Noémie Fauré existe déjà" in box.text()
        next(b for b in box.findChildren(QPushButton) if b.text() == "Prendre la fiche existante").click()

    dialog = PlayerDialog(club)
    qtbot.addWidget(dialog)
    dialog.edits["first_name"].setText("noemie")
    dialog.edits["last_name"].setText("FAURE")
    QTimer.singleShot(0, answer)
    dialog._accept()
    assert dialog.result_value.id == first.id
    assert len(club.namesakes("Noémie", "Fauré")) == 1  # no second card


def test_the_projector_shows_the_season_after_the_evening(qtbot, club: ClubService, tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings

    from belote_club.ui.views.projector import ProjectorWindow

    settings = QSettings(str(tmp_path / "projector.ini"), QSettings.Format.IniFormat)
    tid = club.seasons()[0].season.concours_ids[-1]
    projector = ProjectorWindow(club, tid, settings)
    qtbot.addWidget(projector)
    captions = {caption for caption, _headers, _rows in projector.slides}
    assert not any(caption.startswith("Saison") for caption in captions)
    projector.toggle_season()  # the organiser asks (key S)
    season = [slide for slide in projector.slides if slide[0].startswith("Saison « Saison de démonstration »")]
    ranked = [line for line in club.season_standings(club.seasons()[0].id).lines if line.rank is not None]
    assert season and sum(len(rows) for _c, _h, rows in season) == len(ranked)
    assert projector.slides.index(season[0]) > 0  # after the evening's standings
    projector.slide = projector.slides.index(season[0])
    projector._show_slide()
    right = [bool(projector.table.item(0, c).textAlignment() & Qt.AlignmentFlag.AlignRight) for c in range(5)]
    assert right == [True, False, True, True, True]  # the figures (concours, wins, total) to the right
    assert settings.value("projector/season", False, bool)


def _merge_a_twin(club: ClubService, page, once: dict, monkeypatch: pytest.MonkeyPatch):
    """A second card named as the player of the season's row ``once``, merged into theirs on the roster page."""
    from PySide6.QtWidgets import QInputDialog

    player = once["players"][0]
    twin = club.add_player(player["first_name"], player["last_name"])
    page.search.setText(player["last_name"])
    row = next(r for r in range(page.model.rowCount()) if page.model.index(r, 0).data(Qt.ItemDataRole.UserRole).id
               == twin.id)
    page.view.selectRow(row)
    monkeypatch.setattr(QInputDialog, "getItem", lambda *args, **kwargs: (args[3][0], True))
    page.merge()
    return twin


def test_the_roster_merges_two_cards_and_shows_a_history(qtbot, club: ClubService,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:

    from belote_club.ui.dialogs import seasons
    from belote_club.ui.views.roster import RosterPage

    rows = club.season_export(club.seasons()[0].id)["season"]["rows"]
    once = next(row for row in rows if row["rank"] is None)
    player = once["players"][0]
    page = RosterPage(club)
    qtbot.addWidget(page)
    _merge_a_twin(club, page, once, monkeypatch)
    assert [p.id for p in club.namesakes(player["first_name"], player["last_name"])] == once["ids"]
    titles = []
    monkeypatch.setattr(seasons.PlayerHistoryDialog, "exec", lambda d: titles.append(d.windowTitle()) or 0)
    page.view.selectRow(0)
    page.history()
    assert titles and titles[0].startswith("Historique de ")


def test_creating_renaming_deleting_a_season_are_undone(qtbot, club: ClubService,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QInputDialog

    from belote_club.ui.dialogs import seasons

    monkeypatch.setattr(seasons, "confirm", lambda *args: True)
    def typed(ask: QInputDialog) -> int:
        assert ask.windowTitle() == "Renommer la saison" and ask.minimumSizeHint().width() >= 440  # not « Renom…te Club »
        ask.setTextValue("Challenge 2026")
        return 1

    monkeypatch.setattr(QInputDialog, "exec", typed)
    dialog = seasons.SeasonsDialog(club)
    qtbot.addWidget(dialog)
    before = club.seasons()[0]
    dialog.table.selectRow(0)
    dialog.rename()
    dialog.delete()
    assert club.seasons() == []
    assert dialog.undo_button.isEnabled() and "suppression" in dialog.undo_button.toolTip()
    dialog.undo()  # the season is back, under its new name, with its concours
    assert [(s.name, s.season.concours_ids) for s in club.seasons()] == [("Challenge 2026", before.season.concours_ids)]
    dialog.undo()  # and its former name
    assert [s.name for s in club.seasons()] == [before.name] and not dialog.undo_button.isEnabled()


def test_a_seasons_change_and_a_merge_are_undone_and_redone(qtbot, club: ClubService,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Changing a season's rules and concours (the form's OK) is one step of the club's history, and so is
    merging two cards: « Annuler » sets them back, « Rétablir » makes them again, Édition › Annuler too."""

    from belote_club.ui.dialogs import season_edit, seasons
    from belote_club.ui.main_window import MainWindow

    window = MainWindow(club)
    qtbot.addWidget(window)
    season = club.seasons()[0]
    before = club.season_export(season.id)

    def change(dialog: season_edit.SeasonDialog) -> int:
        dialog.best.setChecked(True)
        dialog.best_of.setValue(1)
        dialog.concours.item(0).setCheckState(Qt.CheckState.Unchecked)
        dialog._accept()
        return dialog.result()

    monkeypatch.setattr(season_edit.SeasonDialog, "exec", change)
    standings = seasons.SeasonStandingsDialog(club, season.id, None, window.club_history)
    qtbot.addWidget(standings)
    standings.timer.stop()
    standings.edit()
    changed = club.season_export(season.id)["season"]
    assert changed["rules"]["best_of"] == 1 and len(changed["concours"]) == 1
    assert standings.undo_button.isEnabled() and "modification de la saison" in standings.undo_button.toolTip()
    standings.undo_button.click()  # one step: rules and concours together
    assert club.season_export(season.id) == before
    assert standings.redo_button.isEnabled()
    standings.redo_button.click()
    assert club.season_export(season.id)["season"] == changed
    assert standings.table.columnCount() == 6 + 1  # read again at once

    rows = before["season"]["rows"]
    once = next(row for row in rows if row["rank"] is None)
    player = once["players"][0]
    page = window.show_roster()
    assert page is not None
    twin = _merge_a_twin(club, page, once, monkeypatch)
    assert len(club.namesakes(player["first_name"], player["last_name"])) == 1
    assert window.undo_action.isEnabled() and "fusion des fiches" in window.undo_action.text()
    window.undo_action.trigger()
    assert sorted(p.id for p in club.namesakes(player["first_name"], player["last_name"])) == sorted(
        [*once["ids"], twin.id])
    window.redo_action.trigger()
    assert len(club.namesakes(player["first_name"], player["last_name"])) == 1
    window.undo_action.trigger()  # Annuler : the merge; again: the season's change
    window.undo_action.trigger()
    assert club.season_export(season.id) == before


def test_enter_opens_the_selected_row(qtbot, club: ClubService, monkeypatch: pytest.MonkeyPatch) -> None:
    """Entrée on a row of the seasons or of a season's standings opens it, as a double-click — not the
    dialog's default button."""
    from belote_club.ui.dialogs import seasons

    shown: list[object] = []
    monkeypatch.setattr(seasons.SeasonsDialog, "show_season", lambda dialog, sid: shown.append(sid))
    monkeypatch.setattr(seasons.PlayerHistoryDialog, "exec", lambda d: shown.append(d.windowTitle()) or 0)
    monkeypatch.setattr(seasons.SeasonsDialog, "new_season", lambda dialog: shown.append("nouvelle saison"))
    dialog = seasons.SeasonsDialog(club)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.table.setFocus()
    dialog.table.selectRow(0)
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    assert shown == [club.seasons()[0].id] and dialog.isVisible()
    standings = seasons.SeasonStandingsDialog(club, club.seasons()[0].id)
    qtbot.addWidget(standings)
    standings.timer.stop()
    standings.show()
    standings.table.setFocus()
    standings.table.selectRow(2)
    qtbot.keyClick(standings.table, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    name = standings.table.item(2, 1).text()
    assert shown[1:] == [f"Historique de {name}"] and standings.isVisible()


def test_a_refused_ok_keeps_the_season_form_within_a_small_screen(qtbot, club: ClubService) -> None:
    """The refusal is said in the form, which stays within the screen (1024×600: its buttons in reach)."""
    from PySide6.QtGui import QGuiApplication

    from belote_club.ui.dialogs.season_edit import SeasonDialog

    room = QGuiApplication.primaryScreen().availableGeometry()
    dialog = SeasonDialog(club)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.resize(1000, 540)  # as the screen of a netbook leaves it
    dialog.name.setText("Challenge")
    dialog.places.setText("10, x")
    dialog._accept()
    assert "place_points" in dialog.error.text() and dialog.isVisible()
    assert dialog.height() == 540 and dialog.height() <= room.height() - 40
    assert dialog.minimumSizeHint().height() <= 600 - 60


def test_export_and_print_offer_the_files_folder_in_french(qtbot, club: ClubService, tmp_path: Path) -> None:
    """The season's export and PDF are offered in the folder of the open file (then the one last written to),
    in a file dialog wholly in French; « .csv » writes the CSV."""
    from PySide6.QtWidgets import QFileDialog, QLabel

    from belote_club.ui.dialogs import seasons

    seen: list[tuple[str, str, list[str]]] = []

    def answer(name: str) -> None:
        box = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QFileDialog) and w.isVisible())
        seen.append((box.directory().absolutePath(), box.labelText(QFileDialog.DialogLabel.LookIn),
                     [w.text() for w in box.findChildren(QLabel)]))
        box.selectFile(str(tmp_path / "sortie" / name))
        box.accept()

    (tmp_path / "sortie").mkdir()
    dialog = seasons.SeasonStandingsDialog(club, club.seasons()[0].id)
    qtbot.addWidget(dialog)
    dialog.timer.stop()
    QTimer.singleShot(0, lambda: answer("saison.csv"))
    dialog.export()
    QTimer.singleShot(0, lambda: answer("saison.pdf"))
    dialog.print_pdf()
    folder = Path(str(club.location)).parent
    assert [where for where, _l, _t in seen] == [str(folder), str(tmp_path / "sortie")]
    assert all(look == "Regarder dans :" for _w, look, _t in seen)
    text = (tmp_path / "sortie" / "saison.csv").read_text(encoding="utf-8")
    assert text.lstrip("\ufeff").startswith("rang;noms;concours;")
    assert (tmp_path / "sortie" / "saison.pdf").read_bytes().startswith(b"%PDF")


def test_the_forms_small_texts(qtbot, club: ClubService) -> None:
    """The best-of count is editable only with its box ticked; the preview of a team ranking says « Joueurs »;
    a player's history marks the concours that do not count (in brackets)."""
    from belote_club.ui.dialogs import seasons
    from belote_club.ui.dialogs.season_edit import SeasonDialog

    dialog = SeasonDialog(club)
    qtbot.addWidget(dialog)
    assert not dialog.best.isChecked() and not dialog.best_of.isEnabled()
    dialog.best.setChecked(True)
    assert dialog.best_of.isEnabled()
    dialog.dated.setChecked(False)
    for row in range(dialog.concours.count()):
        if "mêlée" not in dialog.concours.item(row).text():
            dialog.concours.item(row).setCheckState(Qt.CheckState.Checked)
    dialog.ranking.setCurrentIndex(dialog.ranking.findData("teams"))
    dialog._preview()
    assert dialog.preview.rowCount() > 0 and dialog.preview.horizontalHeaderItem(1).text() == "Joueurs"

    season = club.seasons()[0]
    club.set_season_rules(season.id, {"best_of": 1})
    line = next(line for line in club.season_standings(season.id).lines if len(line.by_concours) == 2)
    history = seasons.PlayerHistoryDialog(club, line.ids[0], season.id)
    qtbot.addWidget(history)
    table = history.findChildren(seasons.QTableWidget)[0]
    points = [table.item(row, 7).text() for row in range(table.rowCount())]
    dropped = next(p for p in line.by_concours if not p.counted)
    assert f"({dropped.points})" in points and sum(text.startswith("(") for text in points) == 1
