"""The window's start on Linux: what would make Qt abort without a word is said on stderr in French with
the fix, exit status 3, no traceback; ``--help`` and ``--version`` answer in French without Qt."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from belote_club import __version__
from belote_club.app import EXIT_NO_DISPLAY, qt_start_problem

ROOT = Path(__file__).resolve().parents[2]


def _all_there(_name: str) -> bool:
    return True


def test_no_display_is_explained() -> None:
    problem = qt_start_problem({}, "linux", _all_there)
    assert problem is not None and problem.startswith("Qt ne peut pas démarrer : aucun affichage graphique")
    assert "belote-club --help" in problem


def test_missing_xcb_cursor_names_the_package_and_the_command() -> None:
    problem = qt_start_problem({"DISPLAY": ":0"}, "linux", lambda name: name != "libxcb-cursor.so.0")
    assert problem == ("Qt ne peut pas démarrer : la bibliothèque libxcb-cursor0 manque. "
                       "Installez-la : sudo apt install libxcb-cursor0")
    several = qt_start_problem({"QT_QPA_PLATFORM": "xcb"}, "linux",
                               lambda name: name not in ("libxcb-icccm.so.4", "libxcb-keysyms.so.1"))
    assert several == ("Qt ne peut pas démarrer : les bibliothèques libxcb-icccm4, libxcb-keysyms1 manquent. "
                       "Installez-les : sudo apt install libxcb-icccm4 libxcb-keysyms1")


def test_nothing_is_said_when_qt_can_start_or_is_not_examined() -> None:
    missing = lambda _name: False  # noqa: E731
    assert qt_start_problem({"DISPLAY": ":0"}, "linux", _all_there) is None
    assert qt_start_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux", missing) is None
    assert qt_start_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux", missing) is None  # Wayland, not xcb
    assert qt_start_problem({}, "win32", missing) is None
    assert qt_start_problem({}, "darwin", missing) is None


def _gui(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    code = "import sys; from belote_club.app import main; code = main(sys.argv[1:]); " \
           "print('PySide6' in sys.modules, file=sys.stderr); sys.exit(code)"
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, cwd=ROOT,
                          env=env, timeout=120)


def _environment(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(XDG_STATE_HOME=str(tmp_path / "etat"), XDG_CONFIG_HOME=str(tmp_path / "config"),
               PYTHONPATH=str(ROOT), **extra)
    return env


def test_window_without_display_exits_with_the_reason(tmp_path: Path) -> None:
    if not sys.platform.startswith("linux"):
        return
    done = _gui(env=_environment(tmp_path))
    assert done.returncode == EXIT_NO_DISPLAY
    assert "belote-club-gui : Qt ne peut pas démarrer : aucun affichage graphique" in done.stderr
    assert "Traceback" not in done.stderr
    assert done.stderr.strip().endswith("False")  # Qt was not even imported


def test_help_and_version_in_french_without_qt(tmp_path: Path) -> None:
    env = _environment(tmp_path)
    shown = _gui("--help", env=env)
    assert shown.returncode == 0
    assert shown.stdout.startswith("utilisation : belote-club-gui")
    assert "affiche cette aide et s’arrête" in shown.stdout and "--version" in shown.stdout
    assert "show this help" not in shown.stdout and "usage:" not in shown.stdout
    version = _gui("--version", env=env)
    assert version.returncode == 0 and version.stdout.strip() == f"Belote Club {__version__}"
    wrong = _gui("--lang", "xx", env=env)
    assert wrong.returncode == 2
    assert "belote-club-gui : erreur : argument --lang : choix invalide" in wrong.stderr
    assert "Traceback" not in wrong.stderr


def test_pyside6_that_does_not_load_is_explained() -> None:
    from belote_club.app import qt_import_problem

    missing = ImportError("libEGL.so.1: cannot open shared object file: No such file or directory")
    assert qt_import_problem(missing) == (
        "Qt ne peut pas démarrer : la bibliothèque système libEGL.so.1 manque. Installez-la : sudo apt install libegl1."
    )
    assert qt_import_problem(ImportError("No module named 'PySide6'")).startswith(
        "Qt ne peut pas démarrer : PySide6 ne se charge pas"
    )


def test_a_display_that_does_not_answer_is_explained() -> None:
    """Issue 24: a stale DISPLAY (« DISPLAY=:55 belote-club-gui ») made Qt abort (134) with nothing said."""
    from belote_club.app import display_problem

    problem = display_problem({"DISPLAY": ":55"}, "linux", lambda _display: False)
    assert problem is not None and problem.startswith("Qt ne peut pas démarrer : l’affichage «\u00a0:55\u00a0»")
    assert "belote-club --help" in problem
    assert display_problem({"DISPLAY": ":0"}, "linux", lambda _display: True) is None
    assert display_problem({"DISPLAY": ":0"}, "linux", lambda _display: None) is None  # cannot ask: Qt will say
    assert display_problem({"DISPLAY": ":55", "QT_QPA_PLATFORM": "offscreen"}, "linux", lambda _d: False) is None
    assert display_problem({"DISPLAY": ":55", "WAYLAND_DISPLAY": "w-0"}, "linux", lambda _d: False) is None
    assert display_problem({"DISPLAY": ":55"}, "win32", lambda _d: False) is None


def test_window_on_a_dead_display_says_why_and_where_the_log_is(tmp_path: Path) -> None:
    if not sys.platform.startswith("linux"):
        return
    done = _gui(env=_environment(tmp_path, DISPLAY=":55"))  # no X server there
    assert done.returncode == EXIT_NO_DISPLAY
    assert "belote-club-gui : Qt ne peut pas démarrer" in done.stderr  # the display, or a library missing
    log = tmp_path / "etat" / "BeloteClub" / "log" / "belote-club.log"
    assert f"Détails dans le journal : {log}" in done.stderr
    assert "Traceback" not in done.stderr


def test_whatever_else_stops_qt_is_said_not_aborted_in_silence(tmp_path: Path) -> None:
    """A start Qt itself refuses (here: a platform plug-in that does not exist) is said on stderr in the
    user's language with the log's path, exit status 3 (not 134)."""
    if not sys.platform.startswith("linux"):
        return
    done = _gui("--lang", "en", env=_environment(tmp_path, QT_QPA_PLATFORM="nonexistent"))
    assert done.returncode == EXIT_NO_DISPLAY
    assert "belote-club-gui: the window cannot open: " in done.stderr
    assert "no Qt platform plugin could be initialized" in done.stderr  # Qt's own reason, as it gave it
    assert "Details in the log: " in done.stderr and "Traceback" not in done.stderr
