"""Which data the window opens at start-up, and whether a file handed over may be opened."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings

if TYPE_CHECKING:
    from belote_club.services import ClubService

log = logging.getLogger(__name__)


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def open_initial_database(settings: QSettings, *, url: str | None = None,
                          file: str | None = None) -> ClubService | None:
    """The service on ``--database``/``--db``, else the last-used file, else the default file; None if it fails
    (the home screen then says why and offers File › Open)."""
    from belote_club.paths import default_database_file
    from belote_club.services.club import ClubService
    from belote_club.services.errors import ServiceError

    last = str(settings.value("database/last", "", str) or "")
    target = file or (last if last and Path(last).exists() else None) or str(default_database_file())
    try:
        service = ClubService.open(url=url) if url else ClubService.open(db_file=target)
    except ServiceError as error:
        log.error("Base de données inutilisable : %s", error)
        open_initial_database.error = str(error)  # type: ignore[attr-defined]
        return None
    if not url:
        settings.setValue("database/last", target)
    return service


def file_problem(path: str) -> str | None:
    """Why ``path`` (a file given to open: file association, command line) cannot be a Belote Club file, in
    French; None when it may be opened.  Unlike ``--db``, a file to open is never created."""
    target = Path(path).expanduser()
    if not target.exists():
        return tr("le fichier « {path} » est introuvable.").format(path=target)
    if target.is_dir():
        return tr("« {path} » est un dossier, pas un fichier Belote Club.").format(path=target)
    return None
