"""Entry point of the console executable ``belote-club`` (frozen application only).

Exactly the ``belote-club`` script of ``pyproject.toml``: ``belote_club.cli:main``.  Without a
command it starts the application window; with one (``score``, …) it is the command line.
"""

from __future__ import annotations

from belote_club.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
