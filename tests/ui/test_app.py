"""The application shell: language choice, start-up on a database, the exception hook, the CLI entry."""

from __future__ import annotations

import logging

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QApplication

from belote_club import app, cli
from belote_club.ui.errors import ErrorReporter


@pytest.fixture(autouse=True)
def _leaves_no_state(qapp):
    """``app.main()`` runs the application's own event loop and leaves its window shown.  A last window
    closed (or garbage-collected while shown) after that loop has returned asks the application to quit with
    no loop to receive it, and Qt's timers then never fire again in this process: every window a test leaves
    is closed and deleted here, while closing the last window does not quit."""
    before = set(QApplication.topLevelWidgets())
    qapp.setQuitOnLastWindowClosed(False)
    try:
        yield
    finally:
        for widget in QApplication.topLevelWidgets():
            if widget not in before:
                widget.close()
                widget.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        qapp.setQuitOnLastWindowClosed(True)


def test_choose_language() -> None:
    assert app.choose_language("", "fr_FR") == "fr"
    assert app.choose_language("", "en_GB") == "en"
    assert app.choose_language("", "de_DE") == "fr"  # French first
    assert app.choose_language("en", "fr_FR") == "en"  # the setting wins
    assert app.choose_language("xx", "fr_FR") == "fr"


def test_main_starts_on_the_given_file(qapp, tmp_path, monkeypatch) -> None:
    from belote_club.ui.main_window import MainWindow

    shown: list = []
    monkeypatch.setattr(app, "setup_logging", lambda: tmp_path / "log.txt")
    poll = QTimer()

    def quit_when_ready() -> None:
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        if windows and not windows[0].loading:
            shown.extend(windows)
            poll.stop()
            QApplication.quit()

    poll.timeout.connect(quit_when_ready)
    poll.start(10)
    assert app.main(["--db", str(tmp_path / "soirée.belote")]) == 0
    assert (tmp_path / "soirée.belote").exists()
    assert any("soirée.belote" in w.windowTitle() for w in shown)


def test_cli_without_command_starts_the_gui(monkeypatch, tmp_path) -> None:
    calls = []
    monkeypatch.setattr(app, "main", lambda argv=None, **kw: calls.append(kw) or 0)
    assert cli.main(["--db", str(tmp_path / "x.belote")]) == 0
    assert calls == [{"db_file": str(tmp_path / "x.belote"), "database": None}]


def test_exception_hook_logs_and_shows_french(qapp, tmp_path, caplog) -> None:
    reporter = ErrorReporter(tmp_path / "belote-club.log")
    shown: list[tuple[str, str]] = []
    reporter.show = lambda message, details: shown.append((message, details))
    try:
        raise RuntimeError("boom")
    except RuntimeError as error:
        with caplog.at_level(logging.ERROR):
            reporter.excepthook(type(error), error, error.__traceback__)
    assert len(shown) == 1
    message, details = shown[0]
    assert "données déjà enregistrées sont intactes" in message
    assert "belote-club.log" in message
    assert "RuntimeError: boom" in details and "Traceback" not in message
    assert "RuntimeError: boom" in caplog.text


def test_no_dialog_cascade(qapp, tmp_path) -> None:
    reporter = ErrorReporter(None)
    shown: list[str] = []

    def show(message: str, details: str) -> None:
        shown.append(message)
        error = ValueError("again")
        reporter.excepthook(ValueError, error, None)  # raised while the dialog is open: logged only

    reporter.show = show
    error = ValueError("first")
    reporter.excepthook(ValueError, error, None)
    assert len(shown) == 1


def test_translations_english_and_french(qapp) -> None:
    from PySide6.QtCore import QCoreApplication

    from belote_club.ui.main_window import MainWindow

    translators = app.install_translations(qapp, "en")
    try:
        assert len(translators) == 1  # ours (no Qt translation needed for English)
        window = MainWindow(None)
        titles = [action.text() for action in window.menuBar().actions()]
        assert titles[:2] == ["&File", "&Edit"]
        window.deleteLater()
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
    translators = app.install_translations(qapp, "fr")
    try:
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuler"  # Qt's own, in French
        window = MainWindow(None)
        assert window.menuBar().actions()[0].text() == "&Fichier"
        window.deleteLater()
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)


def test_an_exception_in_a_slot_reaches_the_hook(qtbot, tmp_path) -> None:
    from PySide6.QtWidgets import QPushButton

    reporter = ErrorReporter(tmp_path / "log")
    shown: list[str] = []
    reporter.show = lambda message, details: shown.append(details)
    reporter.install()
    try:
        widget = QPushButton("x")
        qtbot.addWidget(widget)

        def broken() -> None:
            raise ZeroDivisionError("dans un slot")

        widget.clicked.connect(broken)
        widget.click()
    finally:
        reporter.uninstall()
    assert len(shown) == 1 and "ZeroDivisionError: dans un slot" in shown[0]


def test_file_argument_and_smoke_screenshot(qapp, tmp_path, monkeypatch) -> None:
    """Packaging's contracts: a .belote file as the first argument; BELOTE_CLUB_SMOKE_SCREENSHOT."""
    from belote_club.services.club import ClubService

    target = tmp_path / "concours.belote"
    with ClubService.open(db_file=target) as service:
        import datetime as dt

        service.create_tournament("Concours de Noël", dt.date(2026, 12, 19))
    shot = tmp_path / "first-window.png"
    monkeypatch.setattr(app, "setup_logging", lambda: tmp_path / "log.txt")
    monkeypatch.setenv(app.SMOKE_SCREENSHOT, str(shot))
    assert app.main([str(target), "-psn_0_12345"]) == 0
    assert shot.exists() and shot.stat().st_size > 10_000
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QImage

    assert QSettings().value("database/last", "", str) == str(target)  # the file given was opened
    image = QImage(str(shot))
    assert image.width() >= 800 and image.height() >= 500


def _run_gui(monkeypatch, tmp_path, call) -> list[tuple[str, str]]:
    """Run the GUI until its first window is filled (smoke-screenshot hook), recording warning dialogs."""
    from PySide6.QtWidgets import QMessageBox

    warnings: list[tuple[str, str]] = []
    monkeypatch.setattr(app, "setup_logging", lambda: tmp_path / "log.txt")
    monkeypatch.setenv(app.SMOKE_SCREENSHOT, str(tmp_path / "shot.png"))
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda _parent, title, text, *a: warnings.append(
        (title, text))))
    assert call() == 0
    return warnings


def test_cli_positional_file_opens_the_gui_on_it(qapp, tmp_path, monkeypatch) -> None:
    from PySide6.QtCore import QSettings

    from belote_club.services.club import ClubService

    target = tmp_path / "concours de Noël.belote"
    ClubService.open(db_file=target).close()
    warnings = _run_gui(monkeypatch, tmp_path, lambda: cli.main(["-psn_0_4242", str(target)]))
    assert warnings == []
    assert QSettings().value("database/last", "", str) == str(target)


def test_cli_positional_file_is_handed_to_the_window(monkeypatch, tmp_path) -> None:
    calls = []
    monkeypatch.setattr(app, "main", lambda argv=None, **kw: calls.append((argv, kw)) or 0)
    assert cli.main([str(tmp_path / "soirée.belote")]) == 0
    assert cli.main(["-psn_0_1", "club.sqlite"]) == 0
    assert calls == [([str(tmp_path / "soirée.belote")], {}), (["club.sqlite"], {})]


def test_cli_positional_file_errors_are_french(capsys) -> None:
    import pytest

    for argv, expected in ((["--db", "a.belote", "b.belote"], "ne se combine pas avec --db"),
                           (["scor"], "commande inconnue")):
        with pytest.raises(SystemExit) as raised:
            cli.main(argv)
        assert raised.value.code == cli.EXIT_ERROR
        assert expected in capsys.readouterr().err


def test_missing_file_is_offered_for_creation(qapp, tmp_path, monkeypatch) -> None:
    """« belote-club club.belote » on a file that does not exist yet: the window offers to create it."""
    from PySide6.QtCore import QSettings

    asked: list[str] = []
    monkeypatch.setattr("belote_club.ui.main_window.offer_to_create",
                        lambda _parent, path: asked.append(str(path)) or True)
    wanted = tmp_path / "club.belote"
    warnings = _run_gui(monkeypatch, tmp_path, lambda: app.main([str(wanted)]))
    assert asked == [str(wanted)] and warnings == []
    assert wanted.exists()
    assert QSettings().value("database/last", "", str) == str(wanted)


def test_missing_file_not_created_is_explained_in_a_dialog(qapp, tmp_path, monkeypatch) -> None:
    from PySide6.QtCore import QSettings

    monkeypatch.setattr("belote_club.ui.main_window.offer_to_create", lambda *_a: False)
    missing = tmp_path / "introuvable.belote"
    warnings = _run_gui(monkeypatch, tmp_path, lambda: app.main([str(missing)]))
    assert len(warnings) == 1
    title, text = warnings[0]
    assert title == "Ouverture impossible"
    assert "introuvable" in text and "Traceback" not in text
    assert "données habituelles du club sont ouvertes" in text
    assert not missing.exists()  # declined: nothing created
    assert QSettings().value("database/last", "", str) != str(missing)


def test_unusable_file_is_explained_in_a_dialog(qapp, tmp_path, monkeypatch) -> None:
    bad = tmp_path / "notes.belote"
    bad.write_text("ceci n’est pas une base de données", encoding="utf-8")
    folder = tmp_path / "dossier.belote"
    folder.mkdir()
    warnings = _run_gui(monkeypatch, tmp_path, lambda: cli.main([str(bad)]))
    assert len(warnings) == 1 and "n’a pas pu ouvrir ce fichier" in warnings[0][1]
    warnings = _run_gui(monkeypatch, tmp_path, lambda: app.main([str(folder)]))
    assert len(warnings) == 1 and "est un dossier" in warnings[0][1]
