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
    assert settings.value("projector/season", False, bool)


def test_the_roster_merges_two_cards_and_shows_a_history(qtbot, club: ClubService,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QInputDialog

    from belote_club.ui.dialogs import seasons
    from belote_club.ui.views.roster import RosterPage

    rows = club.season_export(club.seasons()[0].id)["season"]["rows"]
    once = next(row for row in rows if row["rank"] is None)
    player = once["players"][0]
    twin = club.add_player(player["first_name"], player["last_name"])
    page = RosterPage(club)
    qtbot.addWidget(page)
    page.search.setText(player["last_name"])
    row = next(r for r in range(page.model.rowCount()) if page.model.index(r, 0).data(Qt.ItemDataRole.UserRole).id
               == twin.id)
    page.view.selectRow(row)
    monkeypatch.setattr(QInputDialog, "getItem", lambda *args, **kwargs: (args[3][0], True))
    page.merge()
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
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("Challenge 2026", True))
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
