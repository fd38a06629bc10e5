"""Wrong entry codes, counted per client address: past a few per minute, the address waits.

A table's code is 6 characters out of 21 (≈ 86 million codes): at 10 tries a minute, guessing one of a
room's codes takes years.  Kept in memory: a restart forgets the counts, which is harmless.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable


class FailureLimiter:
    """``failure(client)`` records a wrong code; ``blocked(client)`` is true while the client made
    ``limit`` failures or more within the last ``window`` seconds."""

    def __init__(self, limit: int = 10, window: float = 60.0, *, clock: Callable[[], float] = time.monotonic) -> None:
        self.limit = limit
        self.window = window
        self._clock = clock
        self._failures: dict[str, deque[float]] = {}
        self._lock = threading.Lock()

    def _recent(self, client: str, now: float) -> deque[float]:
        times = self._failures.setdefault(client, deque())
        while times and times[0] <= now - self.window:
            times.popleft()
        return times

    def failure(self, client: str) -> None:
        with self._lock:
            now = self._clock()
            self._recent(client, now).append(now)
            if len(self._failures) > 10_000:  # a flood of addresses: forget the idle ones
                for key in [k for k, v in self._failures.items() if not v or v[-1] <= now - self.window]:
                    del self._failures[key]

    def blocked(self, client: str) -> bool:
        with self._lock:
            return len(self._recent(client, self._clock())) >= self.limit
