"""Where things are: bundled resources, the user's data, logs and settings.

``resources/`` sits at the top of the repository.  It is found, in this order:

* frozen application (PyInstaller): ``<sys._MEIPASS>/resources``;
* installed wheel: ``belote_club/_resources`` (``setup.py`` maps it there);
* development checkout: ``<repo>/resources``.

Every other module reaches a resource through :func:`resource_path` only.

The user's data folder is the platform's (``~/.local/share/BeloteClub`` on Linux, ``%LOCALAPPDATA%``
on Windows, ``~/Library/Application Support`` on macOS) unless the environment variable
``BELOTE_CLUB_DATA_DIR`` names another one (tests, portable installs).  Automatic backups go to its
``sauvegardes`` folder.
"""

from __future__ import annotations

import os
import sys
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathlib import Path

    from platformdirs import PlatformDirs

# pathlib and platformdirs are imported when first needed: ``belote-club score`` reaches this module (for
# the catalogues of ``--lang en``) and must start fast (issue 10; platformdirs alone costs 7 ms).
#: Environment variable that moves the user's data folder (default database, automatic backups).
DATA_DIR_ENV = "BELOTE_CLUB_DATA_DIR"


@cache
def _dirs() -> PlatformDirs:
    from platformdirs import PlatformDirs

    return PlatformDirs(appname="BeloteClub", appauthor=False)


@cache
def resources_dir() -> Path:
    from pathlib import Path

    candidates: list[Path] = []
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        candidates.append(Path(frozen_root) / "resources")
    package_dir = Path(__file__).resolve().parent
    candidates.append(package_dir / "_resources")
    candidates.append(package_dir.parent / "resources")
    for candidate in candidates:
        if (candidate / "rules").is_dir():
            return candidate
    raise FileNotFoundError("Dossier « resources » introuvable : installation incomplète.")


def resource_path(*parts: str) -> Path:
    """Path of a bundled resource, e.g. ``resource_path("rules", "classique.json")``."""
    return resources_dir().joinpath(*parts)


def user_data_dir() -> Path:
    from pathlib import Path

    override = os.environ.get(DATA_DIR_ENV)
    path = Path(override).expanduser() if override else Path(_dirs().user_data_dir)
    path.mkdir(parents=True, exist_ok=True)
    return path


def backups_dir() -> Path:
    """Where the automatic backups of every database file are kept (created when first needed)."""
    from pathlib import Path

    override = os.environ.get(DATA_DIR_ENV)
    base = Path(override).expanduser() if override else Path(_dirs().user_data_dir)
    return base / "sauvegardes"


def user_log_dir() -> Path:
    from pathlib import Path

    path = Path(_dirs().user_log_dir)
    path.mkdir(parents=True, exist_ok=True)
    return path


def default_database_file() -> Path:
    """The embedded SQLite file used when no ``--db``/``--database`` is given."""
    return user_data_dir() / "belote-club.belote"
