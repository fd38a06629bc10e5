"""Wrong entry codes, counted per client address: past a few per minute, the address waits.

A table's code is 6 characters out of 21 (≈ 86 million codes): at 10 tries a minute, guessing one of a
room's codes takes years.  Only code look-ups and writes are limited, and only wrong codes count: the live
results and the pages' files are never refused.  A limited client is still answered for the codes it had
already opened (its own table keeps working; that says nothing it did not know).  Kept in memory: a restart
forgets the counts, which is harmless.
"""

from __future__ import annotations

import math
import threading
import time
from collections import deque
from collections.abc import Callable

#: How many codes one client is remembered to have opened (its table; a few more after a redraw).
KNOWN_CODES = 8


class FailureLimiter:
    """``failure(client)`` records a wrong code; ``blocked(client)`` is true while the client made
    ``limit`` failures or more within the last ``window`` seconds; ``wait(client)`` says for how long.
    ``success(client, code)`` remembers a code the client opened: ``blocked(client, code)`` lets it through."""

    def __init__(self, limit: int = 10, window: float = 60.0, *, clock: Callable[[], float] = time.monotonic) -> None:
        self.limit = limit
        self.window = window
        self._clock = clock
        self._failures: dict[str, deque[float]] = {}
        self._known: dict[str, deque[str]] = {}
        self._lock = threading.Lock()

    def _recent(self, client: str, now: float) -> deque[float]:
        times = self._failures.setdefault(client, deque())
        while times and times[0] <= now - self.window:
            times.popleft()
        return times

    def failure(self, client: str, code: str | None = None) -> None:
        """A wrong code from ``client``; not counted for a code it had opened (its round was drawn again)."""
        with self._lock:
            if code is not None and code in self._known.get(client, ()):
                return
            now = self._clock()
            self._recent(client, now).append(now)
            if len(self._failures) > 10_000:  # a flood of addresses: forget the idle ones
                for key in [k for k, v in self._failures.items() if not v or v[-1] <= now - self.window]:
                    del self._failures[key]

    def success(self, client: str, code: str) -> None:
        """``client`` opened ``code`` (a right one) while not limited."""
        with self._lock:
            known = self._known.setdefault(client, deque(maxlen=KNOWN_CODES))
            if code not in known:
                known.append(code)
            if len(self._known) > 10_000:
                self._known.clear()

    def blocked(self, client: str, code: str | None = None) -> bool:
        """Whether ``client`` must wait (for ``code``: not if it had opened that code before)."""
        with self._lock:
            if code is not None and code in self._known.get(client, ()):
                return False
            return len(self._recent(client, self._clock())) >= self.limit

    def wait(self, client: str) -> int:
        """Whole seconds until ``client`` may try again (0: now)."""
        with self._lock:
            now = self._clock()
            times = self._recent(client, now)
            if len(times) < self.limit:
                return 0
            # The oldest failure that keeps the count at the limit must leave the window.
            return max(1, math.ceil(times[len(times) - self.limit] + self.window - now))
