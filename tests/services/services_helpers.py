"""Kept for the tests that still import it: the helpers live in ``tests/helpers`` now (import from there)."""

from __future__ import annotations

from tests.helpers.club import FIRST, LAST, doublettes
from tests.helpers.deals import full_game, made

__all__ = ["FIRST", "LAST", "doublettes", "full_game", "made"]
