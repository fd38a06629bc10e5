"""Fichier: a new data file, recent files, automatic backups restored, data that cannot be read or written."""

from __future__ import annotations

from pathlib import Path

from belote_club.services.errors import ServiceError
from belote_club.ui.files import recent_files
from tests.helpers.club import concours


def test_new_file_is_created_opened_and_remembered(qtbot, window, tmp_path, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda _p, _t, text, *_a: said.append(text)))
    assert window.files.new_file(str(tmp_path / "Club de Murat"))
    created = tmp_path / "Club de Murat.belote"
    assert created.exists() and window.service.location == str(created)
    assert window.home.model.rowCount() == 0
    assert recent_files(window.settings)[0] == str(created)
    window.files.fill_recent()
    names = [action.text() for action in window.files.recent_menu.actions()]
    assert names[0].startswith("&1 Club de Murat.belote")
    assert "Effacer la liste" in names
    assert not window.files.new_file(str(created))  # never over an existing file
    assert "existe déjà" in said[0]


def test_a_recent_file_opens_again(qtbot, window, service, tmp_path, monkeypatch) -> None:
    first = window.service.location
    assert window.files.new_file(str(tmp_path / "autre.belote"))
    assert window.open_file(first) and window.files.new_file(str(tmp_path / "encore.belote"))
    window.files.fill_recent()
    assert [Path(p).name for p in recent_files(window.settings)] == ["encore.belote", "club.belote", "autre.belote"]
    window.files.recent_menu.actions()[1].trigger()  # the file opened before
    assert window.service.location == first


def test_a_missing_file_is_offered_for_creation(qtbot, window, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr("belote_club.ui.file_menu.offer_to_create", lambda *_a: False)
    assert not window.open_file(str(tmp_path / "absent.belote"))
    assert not (tmp_path / "absent.belote").exists()
    monkeypatch.setattr("belote_club.ui.file_menu.offer_to_create", lambda *_a: True)
    assert window.open_file(str(tmp_path / "absent.belote"))
    assert (tmp_path / "absent.belote").exists()


def test_a_backup_is_restored_by_date_and_round(qtbot, window, service, monkeypatch) -> None:
    from belote_club.ui.dialogs.restore import RestoreDialog

    service.database.backup_now("manuelle")
    concours(service, 4)  # made after the backup: gone once it is restored
    dialog = RestoreDialog(service)
    qtbot.addWidget(dialog)
    assert dialog.list.count() >= 1 and dialog.restore_button.isEnabled()
    assert "/" in dialog.list.item(0).text()  # « 22/11/2026 à 23 h 40 — … »
    def choose_manual(self: RestoreDialog) -> int:  # the draw takes its own backup, newer: the manual one
        from PySide6.QtCore import Qt

        rows = [r for r in range(self.list.count())
                if getattr(self.list.item(r).data(Qt.ItemDataRole.UserRole), "reason", "") == "manuelle"]
        self.list.setCurrentRow(rows[0])
        return 1

    monkeypatch.setattr(RestoreDialog, "exec", choose_manual)
    monkeypatch.setattr("belote_club.ui.file_menu.confirm", lambda *_a: True)
    window.show_home()
    assert window.home.model.rowCount() == 1
    assert window.files.restore_backup()
    assert window.home.model.rowCount() == 0
    assert "Sauvegarde restaurée" in window.statusBar().currentMessage()


def test_data_that_cannot_be_read_is_said_on_the_home_screen(qtbot, window, service, monkeypatch) -> None:
    def refuse() -> None:
        raise ServiceError("le fichier est utilisé par un autre programme")

    monkeypatch.setattr(service, "tournaments", refuse)
    window.show_home()
    assert window.home.problem.isVisible()
    assert "utilisé par un autre programme" in window.home.problem.text()
    assert "Ouverture des données" not in window.home.empty.text() or not window.home.empty.isVisible()


def test_a_read_only_file_shows_a_banner(qtbot, window, monkeypatch) -> None:
    monkeypatch.setattr("belote_club.ui.main_window.read_only_reason", lambda _service: "fichier en lecture seule")
    window._enable_actions()
    assert window.read_only_banner.isVisible()
    assert "lecture seule" in window.read_only_banner.text()
    assert not window.new_action.isEnabled() and not window.files.import_action.isEnabled()


def test_a_document_is_offered_in_the_folder_last_written_to_never_the_working_one(qapp, tmp_path,
                                                                                  monkeypatch) -> None:
    """A bare suggestion (« joueurs.csv », « Concours — Classement.pdf ») used to open the dialog in the folder the
    program was started from; it is offered in the folder last written to, a « / » of a concours's name made
    a « - »."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QFileDialog

    from belote_club.ui.files import LAST_FOLDER_KEY, save_file_name

    folder = tmp_path / "documents"
    folder.mkdir()
    QSettings().setValue(LAST_FOLDER_KEY, str(folder))
    monkeypatch.chdir(tmp_path)
    seen: list[tuple[str, list[str]]] = []

    def cancel(dialog: QFileDialog) -> int:
        seen.append((dialog.directory().absolutePath(), dialog.selectedFiles()))
        return 0

    monkeypatch.setattr(QFileDialog, "exec", cancel)
    assert save_file_name(None, "Exporter le concours", "Coupe 1/2.json", "JSON (*.json)") == ""
    directory, files = seen[0]
    assert Path(directory) == folder
    assert files == [str(folder / "Coupe 1-2.json")]
    # A suggestion with its folder is kept as it is.
    save_file_name(None, "Nouveau fichier", str(tmp_path / "club.belote"), "Belote Club (*.belote)")
    assert seen[1][1] == [str(tmp_path / "club.belote")]
