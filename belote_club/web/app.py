"""The Starlette application: the table API, the live results, the pages and their local assets.

Every route is documented in ``docs/TABLE_API.md``.  Endpoints are plain functions: Starlette runs them in
its thread pool, so the services' blocking database work never stalls the server.  Errors are JSON
``{"error": "<French sentence>"}`` with the status the API promises (404 unknown code, 409 refused by the
table's state or stale, 422 invalid input, 429 too many wrong codes); nothing else ever reaches a phone.

Language: the club's (the process's, :func:`belote_club.i18n.language`) for every page and message, unless a
request says otherwise in the ``X-Belote-Lang`` header (the phone's own choice): :class:`RequestLanguage`
answers that request in that language (``i18n.using``, a context variable that follows the request into the
thread pool).  The browser's ``Accept-Language`` is not followed.  The pages get the club's language in
``<html lang>``; their texts are French, translated on the phone from ``static/en.json``.
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Callable, Collection, Mapping
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Receive, Scope, Send

from belote_club import i18n
from belote_club.i18n import gettext as _
from belote_club.i18n import ngettext
from belote_club.services import ClubService, ServiceError, StaleGameError, background_writes
from belote_club.services.tables import (
    MODE_LABELS,
    TableConflictError,
    TablePage,
    TableWrite,
    TooManyCallsError,
    UnknownCodeError,
    game_json,
    normalise_code,
)
from belote_club.web.guard import BodyRefused, Guard, read_body
from belote_club.web.ratelimit import FailureLimiter

log = logging.getLogger(__name__)

STATIC = Path(__file__).resolve().parent / "static"
#: The request header in which a page gives the language the phone chose (``fr``, ``en``).
LANG_HEADER = "x-belote-lang"


def too_many(seconds: int, *, server_wide: bool = False) -> str:
    """The 429 message: why (this phone's wrong codes, or the whole room's), and how long to wait (in the
    language in force)."""
    if seconds >= 60:
        delay = _("une minute")
    else:
        delay = ngettext("{n} seconde", "{n} secondes", max(seconds, 1)).format(n=max(seconds, 1))
    if server_wide:
        return _("Trop de codes erronés ont été tapés dans la salle : patientez {delay} avant de réessayer "
                 "(la table déjà ouverte sur ce téléphone reste accessible).").format(delay=delay)
    return _("Trop de codes erronés depuis ce téléphone : patientez {delay} avant de réessayer.").format(delay=delay)


def server_failure(kind: str | None) -> str:
    """The 503 message: the server cannot store now (its database busy, out of reach, read-only, its disk
    full…), nothing was written, the phone sends again — never the file's path nor the database's own words."""
    reasons = {"full": _("disque plein"), "read_only": _("base en lecture seule"),
               "damaged": _("fichier de la base endommagé"), "unavailable": _("base de données injoignable")}
    reason = reasons.get(kind or "")
    if reason is None:
        return _("Serveur momentanément occupé : réessayez dans un instant.")
    return _("Le serveur ne peut pas enregistrer pour l’instant ({reason}) : la donne reste sur le téléphone, "
             "qui la renverra ; prévenez l’organisateur.").format(reason=reason)


def strict_flag(body: Mapping[str, Any], key: str, default: bool) -> bool:
    """A JSON boolean of a write (``true``/``false`` only: ``0``, ``"false"`` are refused, 422)."""
    value = body.get(key, default)
    if not isinstance(value, bool):
        raise ServiceError(_("« {key} » doit valoir true ou false.").format(key=key), field=key)
    return value


def request_language(headers: Mapping[str, str]) -> str | None:
    """The language a request asks for in :data:`LANG_HEADER` (None: none, or one there is no translation
    for — the club's language then)."""
    return i18n.known_language(headers.get(LANG_HEADER))


class RequestLanguage:
    """ASGI middleware: each HTTP request is answered in the language its ``X-Belote-Lang`` header names,
    else in the club's.  The context variable set here is copied into the thread where Starlette runs the
    endpoint's blocking work, and never leaks into another request."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {key.decode("latin-1").lower(): value.decode("latin-1") for key, value in scope["headers"]}
        with i18n.using(request_language(headers)):
            await self.app(scope, receive, send)


def page_json(page: TablePage) -> dict[str, Any]:
    """``GET /api/tables/{code}``: the table as its phones show it (no code, no roster beyond the names)."""
    rules = dict(page.rules)
    end = rules.get("game_end") or {}
    game = game_json(page.game)
    return {
        "round": page.round_number,
        "table": page.table_number,
        "tournament": page.tournament_name,
        "camps": list(page.camps),
        "rules": rules,
        **game,
        "deals_planned": end.get("count") if end.get("type") == "deals" else None,
        "target": end.get("points") if end.get("type") == "target" else None,
        "mode": page.mode,
        "mode_label": _(MODE_LABELS[page.mode]),
        "game_mode": page.game.mode,
        "current": page.current,
        "writable": page.writable,
        "notice": page.notice,
        "confirmed_by": list(page.confirmed_by),
        "referee_called": page.referee_called,
    }


class TableApi:
    """The routes, bound to one service and one tournament (the one the server was started for)."""

    def __init__(self, service: ClubService, tournament_id: int, *, limiter: FailureLimiter | None = None) -> None:
        self.service = service
        self.tournament_id = tournament_id
        self.limiter = limiter or FailureLimiter()
        self._live_lock = threading.Lock()
        self._live: tuple[tuple[str, str], dict[str, Any]] | None = None  # (change marker, language), answer

    # ------------------------------------------------------------------ helpers

    @staticmethod
    def _client(request: Request) -> str:
        return request.client.host if request.client else "?"

    @staticmethod
    def _error(message: str, status: int, *, headers: Mapping[str, str] | None = None, **extra: Any) -> JSONResponse:
        return JSONResponse({"error": message, **extra}, status_code=status, headers=headers)

    def _limited(self, client: str) -> JSONResponse:
        """429: too many wrong codes; ``retry_after`` (seconds) and the header say when to try again."""
        seconds = self.limiter.wait(client) or 1
        response = self._error(too_many(seconds, server_wide=self.limiter.server_wide(client)), 429,
                               retry_after=seconds)
        response.headers["Retry-After"] = str(seconds)
        return response

    def _guarded(self, request: Request, action: Callable[[], Response], code: str | None = None) -> Response:
        """Run ``action``, turning every refusal into its status.  With ``code`` (a table route), wrong codes
        are counted per client address and a client past the limit waits (429), except for the codes it had
        already opened; without (the live results), nothing is ever limited."""
        client = self._client(request)
        wanted = normalise_code(code) if code is not None else None
        if wanted is not None and self.limiter.blocked(client, wanted):
            return self._limited(client)
        try:
            with background_writes():  # a phone's write gives way to the desk's on the same file
                response = action()
        except UnknownCodeError as error:
            if wanted is not None:
                self.limiter.failure(client, wanted)
            return self._error(error.message, 404)
        except TooManyCallsError as error:
            response = self._error(error.message, 429, retry_after=error.retry_after)
            response.headers["Retry-After"] = str(error.retry_after)
            return response
        except StaleGameError as error:
            extra: dict[str, Any] = {"stale": True}
            return self._error(error.message, 409, **extra)
        except TableConflictError as error:
            return self._error(error.message, 409)
        except ServiceError as error:
            if error.kind is not None:  # the database, not the request: busy, full, read-only… (503, retried)
                if error.kind not in ("busy", "integrity"):  # the organiser must know (a moment's wait is normal)
                    log.warning("table API: %s (%s)", error.message, request.url.path)
                response = self._error(server_failure(error.kind), 503)
                response.headers["Retry-After"] = "1" if error.kind in ("busy", "integrity") else "5"
                return response
            return self._error(error.message, 422, field=error.field, deal=error.deal)
        except Exception:  # a bug must not show a traceback to a phone; it is logged for the organiser
            log.exception("table API failure on %s", request.url.path)
            return self._error(_("Erreur interne du serveur : la saisie n’a pas été enregistrée, réessayez."), 500)
        if wanted is not None:
            self.limiter.success(client, wanted)
        return response

    @staticmethod
    def _body(request_body: bytes) -> dict[str, Any]:
        try:
            value = json.loads(request_body.decode("utf-8") or "{}")
        except (UnicodeDecodeError, ValueError, RecursionError) as error:
            raise ServiceError(_("Requête illisible : un objet JSON est attendu.")) from error
        if not isinstance(value, dict):
            raise ServiceError(_("Requête illisible : un objet JSON est attendu."))
        return value

    @staticmethod
    def _written(write: TableWrite) -> JSONResponse:
        return JSONResponse(dict(write.body), status_code=201 if write.created else 200)

    # ------------------------------------------------------------------ table routes

    async def table(self, request: Request) -> Response:
        code = request.path_params["code"]

        def action() -> Response:
            return JSONResponse(page_json(self.service.table_page(code)))

        return await _threaded(self._guarded, request, action, code)

    async def add_deal(self, request: Request) -> Response:
        return await self._write(request, lambda code, body: self.service.phone_add_deal(
            code, body.get("id"), body.get("deal"), expected=body.get("expected"), position=body.get("position")))

    async def edit_last(self, request: Request) -> Response:
        return await self._write(request, lambda code, body: self.service.phone_edit_last(
            code, body.get("id"), body.get("deal"), expected=body.get("expected")))

    async def delete_last(self, request: Request) -> Response:
        return await self._write(request, lambda code, body: self.service.phone_delete_last(
            code, body.get("id") or request.query_params.get("id"),
            expected=body.get("expected") or request.query_params.get("expected")))

    async def confirm(self, request: Request) -> Response:
        return await self._write(request, lambda code, body: self.service.phone_confirm(
            code, body.get("id"), body.get("camp"), agree=strict_flag(body, "agree", True),
            expected=body.get("expected")))

    async def referee(self, request: Request) -> Response:
        return await self._write(request, lambda code, body: self.service.phone_call_referee(
            code, body.get("id"), camp=body.get("camp"), reason=body.get("reason", "")))

    async def _write(self, request: Request, write: Callable[[str, dict[str, Any]], TableWrite]) -> Response:
        """A write: a limited client is refused before its body is read; the body is read as it streams
        and refused past :data:`~belote_club.web.guard.MAX_BODY` (413) — a wrong code's request still counts as a wrong code."""
        code = request.path_params["code"]
        client, wanted = self._client(request), normalise_code(code)
        if self.limiter.blocked(client, wanted):
            return self._limited(client)
        try:
            raw = await read_body(request)
        except BodyRefused as refused:
            await run_in_threadpool(self._count_if_unknown, client, wanted)
            return self._error(refused.message, refused.status, headers={"Connection": "close"})

        def action() -> Response:
            return self._written(write(code, self._body(raw)))

        return await _threaded(self._guarded, request, action, code)

    def _count_if_unknown(self, client: str, code: str) -> None:
        """A refused body's code: counted as a wrong code when no table has it (whatever the body's size)."""
        try:
            self.service.table_page(code)
        except UnknownCodeError:
            self.limiter.failure(client, code)
        except ServiceError:
            pass

    # ------------------------------------------------------------------ live results

    async def live(self, request: Request) -> Response:
        def action() -> Response:
            return JSONResponse(self.live_json())

        return await _threaded(self._guarded, request, action)

    def live_json(self) -> dict[str, Any]:
        """Standings and every table's progress in the current round, rebuilt only when something changed."""
        key = (self.service.change_marker(self.tournament_id), i18n.language())
        with self._live_lock:
            if self._live is not None and self._live[0] == key:
                return self._live[1]
        data = self._build_live()
        with self._live_lock:
            self._live = (key, data)
        return data

    def _build_live(self) -> dict[str, Any]:
        service, tid = self.service, self.tournament_id
        tournament = service.tournament(tid)
        standings = service.standings(tid)
        summaries = service.round_summaries(tid)
        tables: list[dict[str, Any]] = []
        progress: dict[str, Any] | None = None
        if summaries:
            current = summaries[-1]
            rnd = service.round(tid, current.number)
            modes = {a.table_number: a.mode for a in service.table_accesses(tid, current.number)}
            for table in rnd.tables:
                game = table.game
                tables.append({
                    "table": table.number,
                    # « 3 · Les As », as the desk's table plan and the live standings name them
                    "camps": [side.numbered for side in table.sides],
                    "deals": len(game.deals) if game.mode == "deals" else game.deal_count,
                    "totals": list(game.totals),
                    "finished": game.finished,
                    "forfeit": game.forfeit if game.mode == "forfeit" else None,
                    "winner": game.winner,
                    "started": game.has_score,
                    "entry": modes.get(table.number, "paper" if game.mode == "paper" else None),
                })
            progress = {"round": current.number, "tables": current.tables, "finished": current.finished,
                        "in_progress": current.in_progress, "pending": current.pending}
        rows = [{"rank": row.rank, "number": row.number, "name": row.label, "played": row.played, "wins": row.wins,
                 "game_points": row.game_points, "points_for": row.points_for, "difference": row.difference}
                for row in standings.rows]
        return {"tournament": tournament.name, "date": tournament.date.isoformat(),
                "round": progress["round"] if progress else None, "progress": progress, "tables": tables,
                "standings": {"after_round": standings.after_round, "criteria": list(standings.criteria),
                              "incomplete_rounds": list(standings.incomplete_rounds), "rows": rows}}

    # ------------------------------------------------------------------ pages

    async def table_page(self, request: Request) -> Response:
        code = normalise_code(request.path_params["code"])
        if code != request.path_params["code"]:
            return RedirectResponse(f"/t/{code}", status_code=307)
        return _page("table.html")

    async def entry(self, request: Request) -> Response:
        code = normalise_code(request.query_params.get("code", ""))
        if code:
            return RedirectResponse(f"/t/{code}", status_code=303)
        return _page("index.html")

    async def live_page(self, request: Request) -> Response:
        return _page("live.html")

    async def language(self, request: Request) -> Response:
        """``GET /api/lang``: the club's language (the pages' default) and the one this request is answered in."""
        with i18n.using(None):
            club = i18n.language()
        return JSONResponse({"language": i18n.language(), "default": club, "languages": list(i18n.LANGUAGES)})


async def _not_found(request: Request, exc: Exception) -> Response:
    return JSONResponse({"error": _("Adresse inconnue sur ce serveur.")}, status_code=404)


async def _not_allowed(request: Request, exc: Exception) -> Response:
    return JSONResponse({"error": _("Opération non permise à cette adresse.")}, status_code=405)


def _page(name: str) -> Response:
    """A page, in the club's language: its ``<html lang>`` says so, and the page's script translates its
    French texts on the phone when the language is not French (or when the phone chose another)."""
    with i18n.using(None):
        club = i18n.language()
    html = (STATIC / name).read_text(encoding="utf-8").replace('<html lang="fr">', f'<html lang="{club}">', 1)
    return HTMLResponse(html, headers={"Cache-Control": "no-cache"})


async def _threaded(function: Callable[..., Response], *args: Any) -> Response:
    return await run_in_threadpool(function, *args)


def create_app(service: ClubService, tournament_id: int, *, limiter: FailureLimiter | None = None,
               headers: Mapping[str, str] | None = None, hosts: Collection[str] | None = None) -> Starlette:
    """The ASGI app serving ``tournament_id``'s live results and the tables of its current round; ``hosts``:
    the host names it answers to (:class:`~belote_club.web.guard.Guard`; ``None``: any)."""
    api = TableApi(service, tournament_id, limiter=limiter)
    routes = [
        Route("/", api.entry),
        Route("/t/{code}", api.table_page),
        Route("/live", api.live_page),
        Route("/api/live", api.live),
        Route("/api/lang", api.language),
        Route("/api/tables/{code}", api.table),
        Route("/api/tables/{code}/deals", api.add_deal, methods=["POST"]),
        Route("/api/tables/{code}/deals/last", api.edit_last, methods=["PUT"]),
        Route("/api/tables/{code}/deals/last", api.delete_last, methods=["DELETE"]),
        Route("/api/tables/{code}/confirm", api.confirm, methods=["POST"]),
        Route("/api/tables/{code}/referee", api.referee, methods=["POST"]),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    app = Starlette(routes=routes, exception_handlers={404: _not_found, 405: _not_allowed},
                    middleware=[Middleware(RequestLanguage), Middleware(Guard, hosts=hosts)])
    app.state.api = api
    return app
