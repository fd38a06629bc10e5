"""Labels of settings translated when they are read: a mapping whose values are French message ids.

A module-level table of labels (``{ExemptAgainst.ZERO: N_("aucun point contre"), …}``) cannot be translated
at import time, since the language may change afterwards (the window's setting, a web request answered in
the phone's language).  :class:`Labels` keeps the French message ids and gives each value through gettext
when it is read, so every view (settings dialog, services, documents) shows the language in force without
translating anything itself; in French it gives the ids, byte for byte.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TypeVar

from belote_club.i18n import gettext

__all__ = ["Labels"]

K = TypeVar("K")


class Labels(Mapping[K, str]):
    """An immutable mapping key → label; the labels are French message ids (marked with ``N_``), given in the
    language in force when they are read."""

    def __init__(self, french: Mapping[K, str]) -> None:
        self._french = dict(french)

    def __getitem__(self, key: K) -> str:
        return gettext(self._french[key])

    def __iter__(self) -> Iterator[K]:
        return iter(self._french)

    def __len__(self) -> int:
        return len(self._french)

    def french(self, key: K) -> str:
        """The French label of ``key`` (the message id), whatever the language."""
        return self._french[key]

    def __repr__(self) -> str:
        return f"Labels({self._french!r})"
