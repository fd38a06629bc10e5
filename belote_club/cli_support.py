"""What the command-line front ends share (``cli.py`` and ``reports/cli_print.py``): argument types
with French messages, the ``--db``/``--database`` options, opening the database, choosing a concours."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from belote_club.services import ClubService


def whole_number(low: int = 1, high: int | None = None) -> Callable[[str], int]:
    """An argparse ``type``: a whole number from ``low`` (to ``high``), refused in French otherwise."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"nombre entier attendu, reçu « {text} »") from None
        if value < low or (high is not None and value > high):
            if high is not None and (value > high or low > 1):
                raise argparse.ArgumentTypeError(f"nombre de {low} à {high} attendu, reçu {value}")
            wanted = "nombre positif attendu" if low == 1 else "nombre positif ou nul attendu"
            raise argparse.ArgumentTypeError(f"{wanted}, reçu {value}")
        return value

    return parse


def database_options(parser: argparse.ArgumentParser, *, suppress: bool) -> None:
    """``--db FICHIER`` or ``--database URL``; ``suppress`` on sub-commands, so that the value given before
    the command is kept when it is not repeated after it."""
    group = parser.add_mutually_exclusive_group()
    default = argparse.SUPPRESS if suppress else None
    group.add_argument("--db", metavar="FICHIER", default=default,
                       help="fichier de base de données SQLite (par défaut : celui de l’application)")
    group.add_argument("--database", metavar="URL", default=default,
                       help="adresse SQLAlchemy, par exemple postgresql+psycopg://utilisateur@serveur/belote")


def open_service(args: argparse.Namespace, *, create: bool = False) -> ClubService:
    """The service on ``--db``/``--database`` (else the usual file).  Only a command that writes (``demo``)
    creates a missing file: a reading command on a mistyped name would leave an empty database behind.
    Says on standard error when opening upgraded the file."""
    from belote_club.services import ClubService, ServiceError

    db = getattr(args, "db", None)
    if db is not None and not create and not Path(db).exists():
        raise ServiceError(f"Le fichier « {db} » n’existe pas.")
    service = ClubService.open(db_file=db, url=getattr(args, "database", None))
    if service.open_notice:
        sys.stderr.write(f"belote-club : {service.open_notice}\n")
    return service


def pick_tournament(service: ClubService, wanted: int | None) -> int:
    """``wanted``, checked; or the only concours of the database."""
    from belote_club.services import ServiceError

    if wanted is not None:
        service.tournament(wanted)  # ServiceError when unknown
        return wanted
    summaries = service.tournaments()
    if not summaries:
        raise ServiceError(f"La base « {service.location} » ne contient aucun concours.")
    if len(summaries) > 1:
        listed = ", ".join(f"{s.tournament.id} « {s.tournament.name} »" for s in summaries[:10])
        raise ServiceError(f"Plusieurs concours dans la base : précisez --tournament ({listed}).")
    found = summaries[0].tournament.id
    assert found is not None
    return found
