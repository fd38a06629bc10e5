"""``belote-club export [--tournament ID | --season ID] [--format json|csv] [-o SORTIE]``: a whole concours, or a
season's standings (SEASON.md §3: ``saison.csv`` in the CSV folder), as JSON or CSV."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from belote_club.cli.common import CommandError, open_service, pick_tournament, run_guarded
from belote_club.cli.parsing import database_options, whole_number
from belote_club.i18n import gettext as _

__all__ = ["add_parser", "run"]


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    export = subparsers.add_parser("export", help=_("exporte un concours complet, ou le classement d’une saison (--season), en JSON ou en CSV"))
    database_options(export, suppress=True)
    which = export.add_mutually_exclusive_group()
    which.add_argument("--tournament", type=whole_number(), metavar="ID",
                       help=_("numéro du concours (facultatif s’il n’y en a qu’un)"))
    which.add_argument("--season", type=whole_number(), metavar="ID",
                       help=_("numéro d’une saison : son classement au lieu d’un concours"))
    export.add_argument("--format", choices=("json", "csv"), default="json", help=_("json (par défaut) ou csv"))
    export.add_argument("-o", "--output", metavar=_("SORTIE"),
                        help=_("fichier JSON (sinon la sortie standard) ou dossier des fichiers CSV"))


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    return run_guarded(lambda: _export(args, out or sys.stdout), err or sys.stderr)


def _export(args: argparse.Namespace, out: TextIO) -> int:
    from belote_club.services.export import to_csv_tables, to_json

    if args.format == "csv" and not args.output:
        raise CommandError(_("Pour l’export CSV, indiquez le dossier de sortie avec -o DOSSIER."))
    season = getattr(args, "season", None)
    with open_service(args) as service:
        if season is not None:
            view = service.season_standings(season)
        else:
            tournament_id = pick_tournament(service, args.tournament)
            data = service.export(tournament_id)
    if season is not None:
        from belote_club.services.season_data import season_csv, season_json

        data = season_json(view)
    if args.format == "json":
        text = to_json(data)
        if args.output:
            Path(args.output).write_text(text, encoding="utf-8")
        else:
            out.write(text)
        return 0
    folder = Path(args.output)
    if folder.exists() and not folder.is_dir():
        raise CommandError(_("« {folder} » existe et n’est pas un dossier.").format(folder=folder))
    folder.mkdir(parents=True, exist_ok=True)
    if season is not None:
        (folder / "saison.csv").write_text(season_csv(view), encoding="utf-8", newline="")
        return 0
    for name, text in to_csv_tables(data).items():
        (folder / name).write_text(text, encoding="utf-8-sig", newline="")
    return 0
