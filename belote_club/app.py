"""The desktop application: ``belote-club-gui`` (and ``belote-club`` without a command).

``main`` sets up, in this order: logging to a file in the user's log folder, the global exception
hook, the QApplication (Fusion style, palette, fonts), the translations (French first: the source
strings are French; Qt's own dialogs are translated with ``qtbase_fr``; the language follows the
system locale unless the setting ``ui/language`` says otherwise), the window icon, then the main
window on the last-used database: the window paints its home page first (« Ouverture de « … » »), then
SQLAlchemy loads and the data opens in a background thread while it answers (``ui/opening.py``).

Before Qt is imported, :func:`qt_start_problem` looks for what would make Qt abort without a word on
Linux (no display at all, a library of the « xcb » platform plugin missing): the reason and the fix are
printed on stderr in the user's language and the program exits with :data:`EXIT_NO_DISPLAY`, no traceback.
``belote-club-gui --help`` and ``--version`` answer in the user's language (``--lang``, else
``BELOTE_CLUB_LANG``, else the system's) without starting the window.
"""

from __future__ import annotations

import argparse
import logging
import logging.handlers
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from belote_club.i18n import gettext as _

log = logging.getLogger("belote_club")

ORGANIZATION = "BeloteClub"
APPLICATION = "Belote Club"
LANGUAGES = ("fr", "en")
#: Packaging's smoke test: save the first window (home screen filled) to this PNG, then quit with status 0.
SMOKE_SCREENSHOT = "BELOTE_CLUB_SMOKE_SCREENSHOT"
#: Exit status when Qt cannot start (no display, a system library missing).
EXIT_NO_DISPLAY = 3
EXIT_USAGE = 2

#: Libraries the Qt « xcb » platform plugin needs that PySide6 does not bundle → the Debian/Ubuntu package.
XCB_LIBRARIES = (
    ("libxcb-cursor.so.0", "libxcb-cursor0"),
    ("libxcb-icccm.so.4", "libxcb-icccm4"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    ("libxcb-image.so.0", "libxcb-image0"),
    ("libxcb-render-util.so.0", "libxcb-render-util0"),
    ("libxcb-randr.so.0", "libxcb-randr0"),
    ("libxcb-shape.so.0", "libxcb-shape0"),
    ("libxcb-xkb.so.1", "libxcb-xkb1"),
    ("libxcb-util.so.1", "libxcb-util1"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    ("libxkbcommon.so.0", "libxkbcommon0"),
    ("libX11-xcb.so.1", "libx11-xcb1"),
    ("libxcb.so.1", "libxcb1"),
    ("libGL.so.1", "libgl1"),
    ("libEGL.so.1", "libegl1"),
    ("libfontconfig.so.1", "libfontconfig1"),
    ("libdbus-1.so.3", "libdbus-1-3"),
)


def _library_loads(name: str) -> bool:
    import ctypes

    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


def qt_start_problem(
    environ: Mapping[str, str] | None = None,
    platform: str | None = None,
    library_loads: Callable[[str], bool] = _library_loads,
) -> str | None:
    """Why Qt would fail to start here, with the fix; None when nothing is known to stop it.

    Only Linux is examined (Qt aborts there without a word when its platform plugin cannot load): no
    ``DISPLAY`` nor ``WAYLAND_DISPLAY`` nor ``QT_QPA_PLATFORM``; or the X11 (« xcb ») plugin chosen and one
    of the system libraries it needs missing (``libxcb-cursor0`` since Qt 6.5).
    """
    env = os.environ if environ is None else environ
    if not (platform or sys.platform).startswith("linux"):
        return None
    chosen = env.get("QT_QPA_PLATFORM", "").strip()
    display, wayland = env.get("DISPLAY", "").strip(), env.get("WAYLAND_DISPLAY", "").strip()
    if not chosen and not display and not wayland:
        return _(
            "Qt ne peut pas démarrer : aucun affichage graphique n’est disponible (ni DISPLAY ni WAYLAND_DISPLAY "
            "ne sont définis). Lancez Belote Club depuis une session graphique ; sans écran, utilisez la ligne "
            "de commande (belote-club --help)."
        )
    uses_xcb = chosen.startswith("xcb") if chosen else not wayland
    if not uses_xcb:
        return None
    missing = [package for library, package in XCB_LIBRARIES if not library_loads(library)]
    if not missing:
        return None
    command = "sudo apt install " + " ".join(missing)
    if len(missing) == 1:
        return _("Qt ne peut pas démarrer : la bibliothèque {library} manque. Installez-la : {command}").format(
            library=missing[0], command=command)
    return _("Qt ne peut pas démarrer : les bibliothèques {libraries} manquent. Installez-les : {command}").format(
        libraries=", ".join(missing), command=command)


def setup_logging(log_dir: Path | None = None) -> Path | None:
    """Log to ``belote-club.log`` in the user's log folder (rotating); returns the file, or None."""
    from belote_club import paths

    try:
        folder = log_dir or paths.user_log_dir()
        log_file = folder / "belote-club.log"
        handler: logging.Handler = logging.handlers.RotatingFileHandler(
            log_file, maxBytes=1_000_000, backupCount=3, encoding="utf-8"
        )
    except OSError:
        log_file = None
        handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    return log_file


def choose_language(setting: str | None, system_locale: str) -> str:
    """The interface language: the setting if it names a known language, else the system's if known, else French."""
    if setting in LANGUAGES:
        return setting
    system = (system_locale or "").split("_")[0].lower()
    return system if system in LANGUAGES else "fr"


def install_translations(app: Any, language: str) -> list[object]:
    """Load Qt's own translations and ours for ``language``; returns the translators (keep them alive)."""
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

    from belote_club.paths import resource_path

    QLocale.setDefault(QLocale(QLocale.Language.French if language == "fr" else QLocale.Language.English))
    translators: list[object] = []
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if language != "en":
        qt = QTranslator(app)
        if qt.load(f"qtbase_{language}", qt_dir):
            app.installTranslator(qt)
            translators.append(qt)
    ours = QTranslator(app)
    try:
        folder = str(resource_path("translations"))
    except FileNotFoundError:
        folder = ""
    if folder and ours.load(f"belote_club_{language}", folder):
        app.installTranslator(ours)
        translators.append(ours)
    return translators


def app_icon() -> object:
    from PySide6.QtGui import QIcon

    from belote_club.paths import resource_path

    icon = QIcon()
    for size in (16, 32, 48, 64, 128, 256, 512):
        path = resource_path("icons", f"belote-club-{size}.png")
        if path.exists():
            icon.addFile(str(path))
    svg = resource_path("icons", "belote-club.svg")
    if icon.isNull() and svg.exists():
        icon.addFile(str(svg))
    return icon


def _save_first_window(window: object, target: Path) -> None:
    """Wait until the database is open and the window painted, then save it and quit (smoke test)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    if getattr(window, "loading", False):
        QTimer.singleShot(50, lambda: _save_first_window(window, target))
        return
    QApplication.processEvents()
    window.grab().save(str(target))  # type: ignore[attr-defined]
    log.info("Capture de la première fenêtre : %s", target)
    QApplication.quit()


def _file_open_filter_class() -> type:
    from PySide6.QtCore import QEvent, QObject

    class FileOpenFilter(QObject):
        """Opens the file of a ``QFileOpenEvent`` (macOS) in the main window."""

        def __init__(self, window: object) -> None:
            super().__init__()
            self.window = window

        def eventFilter(self, watched: object, event: object) -> bool:  # noqa: N802 — Qt override
            if event.type() == QEvent.Type.FileOpen:  # type: ignore[attr-defined]
                path = event.file()  # type: ignore[attr-defined]
                if path:
                    self.window.open_file(path)  # type: ignore[attr-defined]
                    return True
            return False

    return FileOpenFilter


def FileOpenFilter(window: object) -> object:  # noqa: N802 — built lazily so that importing app.py stays Qt-free
    return _file_open_filter_class()(window)


def qt_import_problem(error: ImportError) -> str:
    """Why PySide6 does not load (a system library missing, usually), with the fix."""
    import re

    text = str(error)
    library = re.search(r"(lib[\w.+-]+\.so[\w.]*)", text)
    if library is not None:
        packages = dict(XCB_LIBRARIES)
        name = library.group(1)
        package = packages.get(name)
        if package:
            return _("Qt ne peut pas démarrer : la bibliothèque système {library} manque. Installez-la : "
                     "sudo apt install {package}.").format(library=name, package=package)
        return _("Qt ne peut pas démarrer : la bibliothèque système {library} manque. Installez le paquet qui la "
                 "fournit.").format(library=name)
    return _("Qt ne peut pas démarrer : PySide6 ne se charge pas ({reason}). Réinstallez Belote Club.").format(
        reason=text)


def build_parser() -> argparse.ArgumentParser:
    from belote_club import __version__
    from belote_club.arguments import OneLineErrors

    parser = OneLineErrors(
        prog="belote-club-gui",
        description=_("Belote Club : la fenêtre de gestion des concours de belote."),
        epilog=_("Sans option, la fenêtre s’ouvre sur le dernier fichier utilisé. Ligne de commande : "
                 "belote-club --help"),
        add_help=False,
    )
    files = parser.add_argument_group(_("fichier"))
    files.add_argument("file", nargs="?", metavar=_("FICHIER.belote"),
                       help=_("fichier à ouvrir (double-clic dans le gestionnaire de fichiers)"))
    parser.add_argument("-h", "--help", action="help", help=_("affiche cette aide et s’arrête"))
    parser.add_argument("--version", action="version", version=f"Belote Club {__version__}",
                        help=_("affiche la version et s’arrête"))
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--db", metavar=_("FICHIER"), help=_("fichier de données .belote à ouvrir"))
    group.add_argument("--database", metavar="URL", help=_("base de données SQLAlchemy (postgresql+psycopg://…)"))
    parser.add_argument("--lang", choices=LANGUAGES, help=_("langue de l’interface (fr ou en)"))
    return parser


def create_application(argv: Sequence[str] | None = None) -> Any:
    """The QApplication with its identity, style, icon; reuses an existing instance (tests)."""
    from PySide6.QtWidgets import QApplication

    from belote_club import __version__
    from belote_club.ui.theme import apply_theme

    app: Any = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "belote-club", *(argv or [])])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName(APPLICATION)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("org.beloteclub.BeloteClub")
    apply_theme(app)
    app.setWindowIcon(app_icon())
    return app


def main(argv: Sequence[str] | None = None, *, database: str | None = None, db_file: str | None = None) -> int:
    """Start the GUI.  ``argv`` are the command-line options; ``database``/``db_file`` come from ``cli.py``."""
    # parse_known_args: Qt's own options and the macOS « -psn_… » must not stop the start.
    from belote_club.arguments import install_language, language_option

    arguments = list(argv) if argv is not None else sys.argv[1:]
    install_language(language_option(arguments))  # --help, errors and start problems in the user's language
    args, _unknown = build_parser().parse_known_args(arguments)
    log_file = setup_logging()
    log.info("Démarrage de Belote Club")
    problem = qt_start_problem()
    if problem is None:
        try:
            from PySide6 import QtGui, QtWidgets  # noqa: F401 — loads Qt's libraries, as the window will
        except ImportError as error:
            problem = qt_import_problem(error)
    if problem is not None:
        log.error("%s", problem)
        print(_("{program} : {message}").format(program="belote-club-gui", message=problem), file=sys.stderr)
        return EXIT_NO_DISPLAY

    from PySide6.QtCore import QLocale, QSettings

    from belote_club.ui.errors import ErrorReporter

    reporter = ErrorReporter(log_file)
    reporter.install()
    app = create_application()
    settings = QSettings()
    language = args.lang or choose_language(str(settings.value("ui/language", "", str) or ""), QLocale.system().name())
    translators = install_translations(app, language)  # noqa: F841 — kept alive until exit
    from belote_club.i18n import set_language

    set_language(language)  # the engine's explanations and the rule wording follow the window's language

    from PySide6.QtCore import QTimer

    from belote_club.ui.main_window import MainWindow

    target_url = args.database or database
    target_file = args.db or db_file
    # A file handed over by the file manager (« belote-club-gui FICHIER.belote ») is opened if it can be;
    # otherwise a dialog says why and the usual data opens.  --db/--database name the data explicitly.
    to_open = args.file if not (target_url or target_file) else None
    # The window shows at once, saying what it opens; once it has painted, the services (SQLAlchemy behind
    # them) load in a background thread while the window answers, then the data opens (issue « speed »).
    window = MainWindow(None, settings=settings, loading=True)
    window.open_when_painted(url=target_url, file=target_file, open_file=to_open)
    window.show()
    opener = FileOpenFilter(window)  # macOS: a .belote file double-clicked in the Finder
    app.installEventFilter(opener)
    smoke = os.environ.get(SMOKE_SCREENSHOT)
    if smoke:
        QTimer.singleShot(0, lambda: _save_first_window(window, Path(smoke)))
    code = app.exec()
    window.close_service()
    reporter.uninstall()
    log.info("Fin de Belote Club (%s)", code)
    return int(code)


if __name__ == "__main__":
    raise SystemExit(main())
