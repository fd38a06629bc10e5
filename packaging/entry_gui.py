"""Entry point of the windowed executable « Belote Club » (frozen application only).

It starts the application window, ``belote_club.app:main`` -- the same callable as the
``belote-club-gui`` script of ``pyproject.toml``, called without arguments.  A ``.belote`` file
opened from the file manager arrives as ``sys.argv[1]`` (Windows file association, Linux desktop
file) or as a ``QFileOpenEvent`` (macOS), for the application to open.  Where ``belote_club.app``
does not exist (a checkout without the window), the command line answers instead.
"""

from __future__ import annotations


def _main() -> int:
    try:
        from belote_club.app import main
    except ModuleNotFoundError as error:
        if error.name != "belote_club.app":
            raise
        from belote_club.cli import main
    return int(main() or 0)


if __name__ == "__main__":
    raise SystemExit(_main())
