"""``belote-club print rules|standings|tables|sheets|results … -o OUT.pdf``.

``cli.py`` wires it with two lines::

    from belote_club.reports.cli_print import add_print_parser, run_print
    add_print_parser(sub)                      # in build_parser()
    if args.command == "print": return run_print(args)   # in main()

Any error prints one French line on standard error and returns 2.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from belote_club.cli_support import database_options, open_service, pick_tournament, whole_number
from belote_club.rules import HouseRules, RulesError, load_preset

if TYPE_CHECKING:
    pass

EXIT_ERROR = 2
DOCUMENTS = ("rules", "standings", "tables", "sheets", "results")


class PrintError(Exception):
    """A request the command cannot honour; the message is one French sentence."""


def add_print_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:  # type: ignore[type-arg]
    """Add the ``print`` command to the ``belote-club`` sub-commands."""
    parser = subparsers.add_parser(
        "print", help="imprime un document PDF (règles, classement, tables, feuilles de marque, palmarès)",
        description="Imprime un document PDF d’un concours.",
    )
    parser.add_argument("document", choices=DOCUMENTS,
                        help="rules (règles), standings (classement), tables (plan des tables), "
                             "sheets (feuilles de marque), results (palmarès)")
    database_options(parser, suppress=True)
    parser.add_argument("--tournament", type=whole_number(), metavar="ID",
                        help="numéro du concours (facultatif s’il n’y en a qu’un)")
    parser.add_argument("--round", type=whole_number(), metavar="N",
                        help="manche (tables, feuilles : la dernière par défaut ; classement : après la manche N)")
    parser.add_argument("--blank", type=whole_number(0), default=0, metavar="N", help="feuilles de marque vierges en plus")
    parser.add_argument("--per-page", type=int, choices=(1, 2), default=1,
                        help="feuilles de marque par page A4 : 1, ou 2 à couper en A5")
    parser.add_argument("--preset", metavar="NOM",
                        help="règles d’un préréglage (règles et feuilles vierges sans base de données)")
    parser.add_argument("--club", default=None, metavar="NOM",
                        help="nom du club en tête des pages (par défaut : celui enregistré dans la base ; "
                             "--club \"\" n’en met aucun)")
    parser.add_argument("-o", "--output", required=True, metavar="SORTIE.pdf", help="fichier PDF à écrire")
    return parser


def _render(args: argparse.Namespace, output: Path) -> int:
    from belote_club.reports.data import EventInfo, ScoreSheet, ScoreSheetsData
    from belote_club.reports.rules_sheet import render_rules_sheet
    from belote_club.reports.score_sheets import render_score_sheets

    document: str = args.document
    club: str | None = args.club  # None: the club stored in the database
    no_database = (getattr(args, "db", None) is None and getattr(args, "database", None) is None
                   and args.tournament is None)
    if args.preset is not None and no_database and document in ("rules", "sheets"):
        rules: HouseRules = load_preset(args.preset)
        event = EventInfo("", None, club or "")
        if document == "rules":
            return render_rules_sheet(rules, output, event=event if club else None)[1]
        if args.round is not None:
            raise PrintError("Des feuilles de marque d’une manche demandent un concours (--db, --tournament).")
        blanks = tuple(ScoreSheet() for _ in range(max(args.blank, 1)))
        return render_score_sheets(ScoreSheetsData(event, rules, blanks), output, per_page=args.per_page)[1]

    from belote_club.reports import from_services as fs
    from belote_club.reports.results import render_results
    from belote_club.reports.standings import render_standings
    from belote_club.reports.table_plan import render_table_plan

    with open_service(args) as service:
        tid = pick_tournament(service, args.tournament)
        if document == "rules":
            rules, event = fs.tournament_rules(service, tid, club=club)
            if args.preset is not None:
                rules = load_preset(args.preset)
            return render_rules_sheet(rules, output, event=event)[1]
        if document == "standings":
            return render_standings(fs.standings_data(service, tid, args.round, club=club), output)[1]
        if document == "tables":
            return render_table_plan(fs.table_plan_data(service, tid, args.round, club=club), output)[1]
        if document == "sheets":
            data = fs.score_sheets_data(service, tid, args.round, blank=args.blank, club=club)
            if not data.sheets:
                raise PrintError("Aucune table dans cette manche : rien à imprimer (essayez --blank N).")
            return render_score_sheets(data, output, per_page=args.per_page)[1]
        return render_results(fs.results_data(service, tid, club=club), output)[1]


def run_print(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run ``belote-club print …``; 0 on success, 2 with one French line on standard error otherwise."""
    from belote_club.services import ServiceError

    out = out or sys.stdout
    err = err or sys.stderr
    output = Path(args.output)
    try:
        if output.suffix.lower() != ".pdf":
            raise PrintError(f"Le fichier de sortie doit finir par « .pdf » : « {output} ».")
        if output.parent and not output.parent.exists():
            raise PrintError(f"Le dossier « {output.parent} » n’existe pas.")
        pages = _render(args, output)
    except (PrintError, ServiceError, RulesError) as error:
        err.write(f"belote-club : erreur : {getattr(error, 'message', None) or error}\n")
        return EXIT_ERROR
    except OSError as error:
        err.write(f"belote-club : erreur : écriture impossible « {error.filename or output} » : "
                  f"{error.strerror or error}.\n")
        return EXIT_ERROR
    except Exception as error:  # never a traceback on the command line
        err.write(f"belote-club : erreur interne : {type(error).__name__} : {error}\n")
        return EXIT_ERROR
    out.write(f"{output} : {pages} page{'s' if pages > 1 else ''}.\n")
    return 0
