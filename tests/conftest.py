"""Suite-wide configuration.

* The shared fixtures of ``tests/helpers`` (see its docstring for the whole set: ``database_url``,
  ``postgres_url``, ``sqlite_service``, ``any_service``, ``stations``, ``drawn_concours``; ``english`` and
  ``french_afterwards`` for a test that changes the language).
* Qt without a screen (``QT_QPA_PLATFORM=offscreen`` unless set): any part of the suite that makes a
  QApplication runs headless, as ``make test`` does.
* Hypothesis without its per-example deadline: a deadline is a wall-clock assertion, and speed goals
  live in ``tests/bench``, measured as ratios, never in a test that a busy machine can fail.
"""

from __future__ import annotations

import os

from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

pytest_plugins = ["tests.helpers.fixtures"]

settings.register_profile("belote-club", deadline=None)
settings.load_profile("belote-club")
