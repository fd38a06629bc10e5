"""What the commands that read or write a database share: opening it, choosing a concours, and turning
every failure into one line on standard error, in the language in force (never a traceback)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from belote_club.cli.parsing import EXIT_ERROR
from belote_club.i18n import gettext as _

if TYPE_CHECKING:
    from belote_club.services import ClubService

__all__ = ["CommandError", "open_service", "pick_tournament", "run_guarded"]


class CommandError(Exception):
    """A request the command cannot honour; the message is one sentence in the language in force."""


def open_service(args: argparse.Namespace, *, create: bool = False) -> ClubService:
    """The service on ``--db``/``--database`` (else the usual file).  Only a command that writes (``demo``)
    creates a missing file: a reading command on a mistyped name would leave an empty database behind.
    Says on standard error when opening upgraded the file."""
    from belote_club.services import ClubService, ServiceError

    db = getattr(args, "db", None)
    if db is not None and not create and not Path(db).exists():
        raise ServiceError(_("Le fichier « {file} » n’existe pas.").format(file=db))
    if db is not None and not create and Path(db).is_file() and Path(db).stat().st_size == 0:
        # Opening would make it a new, empty database and erase the sign that something went wrong.
        raise ServiceError(_("Le fichier « {file} » est vide (0 octet) : ce n’est pas une base Belote Club, ou "
                             "elle a été endommagée ; il n’a pas été modifié.").format(file=db))
    service = ClubService.open(db_file=db, url=getattr(args, "database", None))
    if service.open_notice:
        sys.stderr.write(_("belote-club : {notice}").format(notice=service.open_notice) + "\n")
    return service


def pick_tournament(service: ClubService, wanted: int | None) -> int:
    """``wanted``, checked; or the only concours of the database."""
    from belote_club.services import ServiceError

    if wanted is not None:
        service.tournament(wanted)  # ServiceError when unknown
        return wanted
    summaries = service.tournaments()
    if not summaries:
        raise ServiceError(_("La base « {location} » ne contient aucun concours.").format(location=service.location))
    if len(summaries) > 1:
        listed = ", ".join(_("{id} « {name} »").format(id=s.tournament.id, name=s.tournament.name)
                           for s in summaries[:10])
        raise ServiceError(_("Plusieurs concours dans la base : précisez --tournament ({listed}).").format(
            listed=listed))
    found = summaries[0].tournament.id
    assert found is not None
    return found


def run_guarded(action: Callable[[], int], err: TextIO, *, target: Path | None = None) -> int:
    """``action()``, or one line on ``err`` (in the language in force) and :data:`EXIT_ERROR` for any failure
    (``target``: the file named when a system error names none)."""
    from belote_club.rules import RulesError
    from belote_club.services import ServiceError

    try:
        return action()
    except (CommandError, ServiceError, RulesError) as error:
        err.write(_("belote-club : erreur : {message}").format(
            message=getattr(error, "message", None) or error) + "\n")
    except OSError as error:
        from belote_club.storage.database import reason

        filename = error.filename or target
        if filename:
            line = _("belote-club : erreur : écriture impossible « {file} » : {reason}.").format(
                file=filename, reason=reason(error))
        else:
            line = _("belote-club : erreur : écriture impossible : {reason}.").format(reason=reason(error))
        err.write(line + "\n")
    except KeyboardInterrupt:
        err.write(_("belote-club : interrompu.") + "\n")
    except Exception as error:  # noqa: BLE001 — never a traceback on the command line
        err.write(_("belote-club : erreur interne : {kind} : {error}").format(kind=type(error).__name__,
                                                                             error=error) + "\n")
    return EXIT_ERROR
