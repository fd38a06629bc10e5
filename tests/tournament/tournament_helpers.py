"""Kept for the tests that still import it: the helpers live in ``tests/helpers`` now (import from there)."""

from __future__ import annotations

from tests.helpers.tournament import min_repeats, placed

__all__ = ["min_repeats", "placed"]
