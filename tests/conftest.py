"""Suite-wide configuration: the shared fixtures of ``tests/helpers`` (see its docstring for the whole set:
``database_url``, ``postgres_url``, ``sqlite_service``, ``any_service``, ``stations``, ``drawn_concours``)."""

from __future__ import annotations

pytest_plugins = ["tests.helpers.fixtures"]
