"""A reserve of references to ``None``, against a reference-counting bug of PySide6 6.12 under Python 3.11.

Every call of a Qt method that returns nothing (``widget.update()``, ``label.setText(…)``,
``super().resizeEvent(event)``…) hands Python a ``None`` it does not own: the count of references to ``None``
falls by one at each such call.  From Python 3.12 on ``None`` is immortal and nothing comes of it; under 3.11,
when the count reaches zero, the process aborts (« Fatal Python error: none_dealloc: deallocating None »).
The window starts with some 70 000 references to ``None``: as many calls of that kind — an evening with the
round's clock ticking and the screens refreshed after every deal, or a few seconds of events sent to every
widget (a change of colour scheme) — and the program would stop in the middle of a concours.

So the window adds a reserve to the count and tops it up, checked every few seconds, long before the count
could fall to zero.  The references are added to the count itself (CPython's ``ob_refcnt``, the first field
of every object), never given back, as Python 3.12 makes ``None`` immortal: a list holding them would be
freed when the program ends, and the count would reach zero then — the program aborting as it closes.
Nothing is done where ``None`` is immortal.
"""

from __future__ import annotations

import sys
from typing import Any

#: References added at a time, when fewer than half of them are left.
STEP = 1_000_000
#: How often the count is checked (ms).
INTERVAL_MS = 5_000


def affected() -> bool:
    """Whether ``None``'s count can reach zero (before Python 3.12, ``None`` is not immortal)."""
    return sys.implementation.name == "cpython" and sys.version_info < (3, 12)


def top_up(step: int = STEP) -> int:
    """Add ``step`` references to ``None`` when fewer than half of that are left; the count after."""
    if affected() and sys.getrefcount(None) < step // 2:
        import ctypes

        ctypes.c_ssize_t.from_address(id(None)).value += step  # ob_refcnt: under the GIL, never given back
    return sys.getrefcount(None)


def keep(app: Any) -> None:
    """Top up now, then every :data:`INTERVAL_MS` while ``app`` (the QApplication) runs."""
    if not affected() or app.property("beloteKeepsNone"):
        return
    from PySide6.QtCore import QTimer

    top_up()
    timer = QTimer(app)
    timer.setInterval(INTERVAL_MS)
    timer.timeout.connect(lambda: top_up())
    timer.start()
    app.setProperty("beloteKeepsNone", True)
