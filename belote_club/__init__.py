"""Belote Club: belote club evenings and concours, scored under the club's house rules.

The version has one home, ``pyproject.toml``.  ``__version__`` reads it, the first time it is asked for,
from whichever is there: the ``_version.py`` a wheel's build writes (installed), the ``pyproject.toml``
of a checkout or of a frozen application (PyInstaller bundles it), or else the installed distribution's
metadata.  Nothing heavy is imported for it: the command line starts fast.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pathlib is imported when the version is asked for: ``belote-club score`` never does
    from pathlib import Path

APP_NAME = "Belote Club"
DISTRIBUTION = "belote-club"
__version__: str  # computed on first access, by __getattr__ below


def project_version(pyproject: Path) -> str | None:
    """The ``version`` of Belote Club's ``pyproject.toml`` (``None`` for another project's, or none).

    A line scan of the ``[project]`` table, not a TOML parser: ``tomllib`` alone would cost the command
    line more than the rest of its start-up.
    """
    try:
        text = pyproject.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    in_project = False
    found: dict[str, str] = {}
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("["):
            in_project = line == "[project]"
        elif in_project and "=" in line:
            key, _, value = line.partition("=")
            value = value.split("#")[0].strip()
            if key.strip() in ("name", "version") and len(value) > 2 and value[0] == value[-1] in "\"'":
                found[key.strip()] = value[1:-1]
    return found.get("version") if found.get("name") == DISTRIBUTION else None


def find_version() -> str:
    """The application's version (see the module's docstring for where it comes from)."""
    try:
        from belote_club._version import VERSION  # type: ignore[import-not-found]  # only in wheels (setup.py)

        return VERSION
    except ImportError:
        pass
    from pathlib import Path

    here = Path(__file__).resolve().parent
    roots = [Path(frozen)] if (frozen := getattr(sys, "_MEIPASS", None)) else []
    for root in [*roots, here.parent]:
        if (version := project_version(root / "pyproject.toml")) is not None:
            return version
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed_version

    try:
        return installed_version(DISTRIBUTION)
    except PackageNotFoundError:
        return "0+inconnue"


def __getattr__(name: str) -> str:
    if name == "__version__":
        value = find_version()
        globals()["__version__"] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
