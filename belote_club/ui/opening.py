"""Which data the window opens at start-up, whether a file handed over may be opened, and the start-up itself:
the window paints its home page first, the services are imported meanwhile in a background thread, then the
data opens (issue « speed »: nothing heavy before the first paint)."""

from __future__ import annotations

import importlib
import logging
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QSettings, QTimer, SignalInstance

from belote_club.ui.translation import tr

if TYPE_CHECKING:
    from belote_club.services import ClubService

log = logging.getLogger(__name__)

#: What opening the data needs (SQLAlchemy and the whole engine behind them, ≈ 0.5 s of imports).
SERVICE_MODULES = ("belote_club.services.errors", "belote_club.services.club")


def initial_target(settings: QSettings, *, file: str | None = None) -> str:
    """The file opened at start-up without an address: ``--db``, else the last-used file if it still exists,
    else the default file."""
    from belote_club.paths import default_database_file

    last = str(settings.value("database/last", "", str) or "")
    return file or (last if last and Path(last).exists() else None) or str(default_database_file())


def shown_location(url: str) -> str:
    """A database address as it may be shown: the password, if any, masked."""
    return re.sub(r"^([\w+.-]+://[^:/@]*:)[^@/]*@", r"\1***@", url)


def opening_target(settings: QSettings, *, url: str | None = None, file: str | None = None,
                   open_file: str | None = None) -> str:
    """What the window is about to open, as shown while it opens (a file's full path, a masked address)."""
    if open_file:
        return str(Path(open_file).expanduser().absolute())
    if url:
        return shown_location(url)
    return initial_target(settings, file=file)


def file_problem(path: str) -> str | None:
    """Why ``path`` (a file given to open: file association, command line) cannot be a Belote Club file, in
    French; None when it may be opened.  Unlike ``--db``, a file to open is never created."""
    target = Path(path).expanduser()
    if not target.exists():
        return tr("le fichier « {path} » est introuvable.").format(path=target)
    if target.is_dir():
        return tr("« {path} » est un dossier, pas un fichier Belote Club.").format(path=target)
    return None


@dataclass(frozen=True)
class Opened:
    """What :func:`open_data` opened: the service (None: nothing could be opened, ``error`` says why) and why
    the file handed over, if any, was refused (``refused``: the usual data opened instead)."""

    service: ClubService | None
    refused: str | None = None
    error: str | None = None


def import_services() -> None:
    """Load the code opening the data needs (SQLAlchemy and the engine behind the services)."""
    for name in SERVICE_MODULES:
        importlib.import_module(name)


def open_data(*, open_file: str | None, url: str | None, fallback: str) -> Opened:
    """Open ``open_file`` (a file handed over, already accepted), else ``url``, else the file ``fallback``, and
    read the home screen's data once so that SQLAlchemy's first-query work (mappers, compiled statements) is
    done here.  Runs in the start-up thread: no Qt, no settings."""
    from belote_club.services.club import ClubService
    from belote_club.services.errors import ServiceError

    refused = None
    if open_file:
        try:
            return Opened(_read_once(ClubService.open(db_file=open_file)))
        except ServiceError as error:
            log.error("Fichier « %s » inutilisable : %s", open_file, error)
            refused = str(error)
    try:
        service = ClubService.open(url=url) if url else ClubService.open(db_file=fallback)
    except ServiceError as error:
        log.error("Base de données inutilisable : %s", error)
        return Opened(None, refused, str(error))
    return Opened(_read_once(service), refused)


def open_initial_database(settings: QSettings, *, url: str | None = None,
                          file: str | None = None) -> ClubService | None:
    """:func:`open_data` at once, without a file handed over: the service on ``--database``/``--db``, else the
    last-used file, else the default file; None if it fails."""
    target = initial_target(settings, file=file)
    service = open_data(open_file=None, url=url, fallback=target).service
    if service is not None and not url:
        settings.setValue("database/last", target)
    return service


def _read_once(service: ClubService) -> ClubService:
    try:
        service.club()
        service.tournaments()
    except Exception:  # read again by the home page, which says what is wrong
        log.debug("Première lecture impossible", exc_info=True)
    return service


class StartUp(QObject):
    """The window's start-up once it is shown: ``begin`` runs when its home page has painted (or after
    ``PAINT_WAIT_MS`` when no paint comes: a window started minimised), and :meth:`run` does the slow parts
    (importing SQLAlchemy, opening the file) in background threads, so that the window keeps answering
    meanwhile (menus, the language, Quitter); their results come back to the GUI thread.  An exception raised
    in a thread is raised again in the GUI thread (the window's exception hook reports it)."""

    PAINT_WAIT_MS = 3000
    POLL_MS = 5

    def __init__(self, parent: QObject, painted: SignalInstance, begin: Callable[[], None]) -> None:
        super().__init__(parent)
        self._begin: Callable[[], None] | None = begin
        self._jobs: list[tuple[threading.Thread, list[Any], Callable[[Any], None] | None,
                               Callable[[BaseException], None] | None]] = []
        self.poll = QTimer(self)
        self.poll.setInterval(self.POLL_MS)
        self.poll.timeout.connect(self._check)
        # After the paint, one more turn of the event loop: the painted window reaches the screen first.
        painted.connect(lambda: QTimer.singleShot(0, self, self.begin))
        QTimer.singleShot(self.PAINT_WAIT_MS, self, self.begin)

    @property
    def busy(self) -> bool:
        return bool(self._jobs)

    def begin(self) -> None:
        begin, self._begin = self._begin, None
        if begin is not None:
            begin()

    def run(self, job: Callable[[], Any], then: Callable[[Any], None] | None = None,
            failed: Callable[[BaseException], None] | None = None) -> None:
        """``job()`` in a thread of its own, then ``then(its result)`` in the GUI thread, or ``failed(the
        exception)`` (by default, the exception is raised again there)."""
        box: list[Any] = []

        def work() -> None:
            try:
                box.append((True, job()))
            except BaseException as error:  # noqa: BLE001 — handed to the GUI thread
                box.append((False, error))

        # Not a daemon: quitting meanwhile waits for the job's end instead of cutting an import in the middle.
        thread = threading.Thread(target=work, name="belote-club-start", daemon=False)
        self._jobs.append((thread, box, then, failed))
        thread.start()
        self.poll.start()

    def _check(self) -> None:
        for entry in list(self._jobs):
            thread, box, then, failed = entry
            if thread.is_alive():
                continue
            self._jobs.remove(entry)
            if not self._jobs:
                self.poll.stop()
            ok, value = box[0]
            if ok and then is not None:
                then(value)
            elif not ok and failed is not None:
                failed(value)
            elif not ok:
                raise value

    def abandon(self) -> list[Any]:
        """The window closes during the start-up: wait for the jobs, return their results (never handed on)."""
        self.poll.stop()
        results = []
        for thread, box, _then, _failed in self._jobs:
            thread.join()
            if box and box[0][0]:
                results.append(box[0][1])
        self._jobs.clear()
        return results
