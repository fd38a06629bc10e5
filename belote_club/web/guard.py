"""What the table server checks on every request before a route sees it, and how a write's body is read.

* :class:`Guard` (ASGI middleware): only the hosts the server announced (the ``Host`` header: its LAN
  address, or this computer's names when it listens here only) — another name is a page of another site
  pointing at ours (DNS rebinding), refused 400; a write (``POST``, ``PUT``, ``DELETE``) coming from another
  site's page (its ``Origin`` or ``Sec-Fetch-Site`` says so) or sent as a form or plain text (what a page of
  another site may send without asking) is refused 403; every answer carries a Content-Security-Policy (scripts,
  styles and connections from this server only, no frame around the pages), ``X-Frame-Options: DENY``,
  ``X-Content-Type-Options: nosniff`` and ``Referrer-Policy: no-referrer`` (a table page's address holds its
  code).
* :func:`read_body`: a write's body read as it streams, refused (:class:`BodyRefused`, 413) as soon as it
  passes :data:`MAX_BODY` — or at once when its ``Content-Length`` says so —, and refused (408) when it does
  not arrive within :data:`BODY_SECONDS`; nothing bigger than the limit is ever held in memory.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Collection
from urllib.parse import urlsplit

from starlette.requests import ClientDisconnect, Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from belote_club.i18n import gettext as _

#: The largest body a write may have (a deal is well under 2 KiB).
MAX_BODY = 64 * 1024
#: How long a write's whole body may take to arrive (a phone on a poor Wi-Fi sends 2 KiB in well under that).
BODY_SECONDS = 10.0
#: Sent with every answer (pages and API alike).
SECURITY_HEADERS: tuple[tuple[bytes, bytes], ...] = (
    (b"content-security-policy", b"default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                                 b"connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
                                 b"frame-ancestors 'none'"),
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
)
WRITES = frozenset({"POST", "PUT", "DELETE", "PATCH"})
#: The body types a page of another site may send without the browser asking the server first.
SIMPLE_TYPES = ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data")


class BodyRefused(Exception):
    """A write's body that is not read to its end: too big (``status`` 413) or too slow (408)."""

    def __init__(self, message: str, status: int) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


def too_big() -> BodyRefused:
    return BodyRefused(_("Requête trop volumineuse : {size} Kio au plus.").format(size=MAX_BODY // 1024), 413)


async def read_body(request: Request, limit: int = MAX_BODY, seconds: float = BODY_SECONDS) -> bytes:
    """The request's body, read chunk by chunk: :class:`BodyRefused` as soon as it passes ``limit`` bytes
    (or at once when ``Content-Length`` announces more) or when it takes longer than ``seconds``."""
    declared = request.headers.get("content-length")
    if declared is not None and (not declared.strip().isdigit() or int(declared) > limit):
        raise too_big()
    deadline = time.monotonic() + seconds
    chunks: list[bytes] = []
    size = 0
    stream = request.stream().__aiter__()
    while True:
        left = deadline - time.monotonic()
        try:
            chunk = await asyncio.wait_for(stream.__anext__(), timeout=max(left, 0.001))
        except StopAsyncIteration:
            break
        except (TimeoutError, ClientDisconnect) as error:
            raise BodyRefused(_("Requête trop lente : elle n’est pas arrivée en entier, renvoyez-la."), 408) from error
        size += len(chunk)
        if size > limit:
            raise too_big()
        chunks.append(chunk)
    return b"".join(chunks)


def host_name(value: str) -> str:
    """The host of a ``Host`` header or of an origin's netloc, without its port, lower case (``[::1]`` → ``::1``)."""
    value = value.strip().lower()
    if value.startswith("["):
        return value[1:value.find("]")] if "]" in value else value
    return value.rsplit(":", 1)[0] if value.count(":") == 1 else value


def _json_error(message: str, status: int) -> tuple[Message, Message]:
    body = json.dumps({"error": message}, ensure_ascii=False).encode("utf-8")
    start: Message = {"type": "http.response.start", "status": status,
                      "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                                  (b"connection", b"close"), *SECURITY_HEADERS]}
    return start, {"type": "http.response.body", "body": body}


class Guard:
    """ASGI middleware: hosts, cross-site writes, security headers (see the module's docstring).
    ``hosts``: the host names the server answers to (``None``: any, the in-process test client)."""

    def __init__(self, app: ASGIApp, hosts: Collection[str] | None = None) -> None:
        self.app = app
        self.hosts = None if hosts is None else frozenset(host_name(h) for h in hosts)

    def refusal(self, scope: Scope) -> tuple[str, int] | None:
        headers = {key.decode("latin-1").lower(): value.decode("latin-1") for key, value in scope["headers"]}
        host = headers.get("host", "")
        if self.hosts is not None and host_name(host) not in self.hosts:
            return _("Adresse de serveur inconnue : ouvrez l’adresse donnée par l’organisateur."), 400
        if scope.get("method", "GET") not in WRITES:
            return None
        origin = headers.get("origin")
        if origin is not None and (origin == "null" or urlsplit(origin).netloc.lower() != host.strip().lower()):
            return _("Écriture refusée : elle vient d’une page d’un autre site."), 403
        if headers.get("sec-fetch-site", "same-origin") not in ("same-origin", "none"):
            return _("Écriture refusée : elle vient d’une page d’un autre site."), 403
        kind = headers.get("content-type", "").split(";", 1)[0].strip().lower()
        if kind in SIMPLE_TYPES:
            return _("Écriture refusée : une écriture s’envoie en JSON (Content-Type: application/json)."), 415
        return None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        refused = self.refusal(scope)
        if refused is not None:
            start, body = _json_error(*refused)
            await send(start)
            await send(body)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                names = {key.lower() for key, _value in message.get("headers", [])}
                message = {**message, "headers": [*message.get("headers", []),
                                                  *(h for h in SECURITY_HEADERS if h[0] not in names)]}
            await send(message)

        await self.app(scope, receive, with_headers)
