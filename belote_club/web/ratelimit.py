"""Wrong entry codes, counted per client address and for the whole server: past a few per minute from one
address, that address waits; past :data:`SERVER_LIMIT` a minute from all addresses together, every client
waits for the codes it has not opened yet — so that a room of guessing devices, whatever their number or
their addresses, makes at most :data:`SERVER_LIMIT` tries a minute.

A table's code is 10 characters out of 21 (21¹⁰ ≈ 1.67 × 10¹³ codes, see
:data:`belote_club.services.tables.CODE_LENGTH`): 30 tries a minute for five hours is 9 000 tries, a chance
of 9 000 × 100 / 21¹⁰ ≈ 5.4 × 10⁻⁸ of finding one of 100 tables' codes.  Only code look-ups and writes are
limited, and only wrong codes count: the live results and the pages' files are never refused.  A limited
client is still answered for the codes it had already opened (its own table keeps working; that says nothing
it did not know).  The address is the connection's own (the server ignores ``X-Forwarded-For``).  Kept in
memory: a restart forgets the counts, which is harmless.
"""

from __future__ import annotations

import math
import threading
import time
from collections import deque
from collections.abc import Callable

#: How many codes one client is remembered to have opened (its table; a few more after a redraw).
KNOWN_CODES = 8
#: Wrong codes a minute for the whole server, all addresses together.
SERVER_LIMIT = 30


class FailureLimiter:
    """``failure(client)`` records a wrong code; ``blocked(client)`` is true while the client made
    ``limit`` failures or more within the last ``window`` seconds; ``wait(client)`` says for how long.
    ``success(client, code)`` remembers a code the client opened: ``blocked(client, code)`` lets it through.
    ``server_limit`` failures of all clients together within ``window`` block every client too (for the codes
    it has not opened); :meth:`server_wide` says whether that is why."""

    def __init__(self, limit: int = 10, window: float = 60.0, *, server_limit: int = SERVER_LIMIT,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.limit = limit
        self.window = window
        self.server_limit = server_limit
        self._clock = clock
        self._all: deque[float] = deque()
        self._failures: dict[str, deque[float]] = {}
        self._known: dict[str, deque[str]] = {}
        self._lock = threading.Lock()

    def _everyone(self, now: float) -> deque[float]:
        while self._all and self._all[0] <= now - self.window:
            self._all.popleft()
        return self._all

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
            self._everyone(now).append(now)
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
            now = self._clock()
            return len(self._recent(client, now)) >= self.limit or len(self._everyone(now)) >= self.server_limit

    def server_wide(self, client: str) -> bool:
        """Whether ``client`` waits because of the whole server's wrong codes (not its own)."""
        with self._lock:
            now = self._clock()
            return len(self._recent(client, now)) < self.limit and len(self._everyone(now)) >= self.server_limit

    def wait(self, client: str) -> int:
        """Whole seconds until ``client`` may try again (0: now)."""
        with self._lock:
            now = self._clock()
            waits = [0]
            for times, limit in ((self._recent(client, now), self.limit), (self._everyone(now), self.server_limit)):
                if len(times) >= limit:
                    # The oldest failure that keeps the count at the limit must leave the window.
                    waits.append(max(1, math.ceil(times[len(times) - limit] + self.window - now)))
            return max(waits)
