"""Command line of Belote Club: ``belote-club [--db FICHIER | --database URL] COMMANDE …``.

Without a command the window opens (on ``--db``/``--database``, or the usual data); ``belote-club
FICHIER.belote`` opens the window on that file, as the file manager does (Windows file association, the
Linux ``.desktop`` ``%f``).  macOS's ``-psn_…`` argument is ignored.

Commands: ``score`` (a game in JSON, SCORING.md §8), ``demo`` (create a played demonstration concours),
``export`` (a whole tournament as JSON or CSV) and ``print`` (PDF documents, :mod:`belote_club.reports`).  ``--db``/``--database`` may be given before or after
the command.  Any error prints one French line on standard error and exits with status 2, never a
traceback.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn, TextIO

from belote_club import __version__
from belote_club.cli_support import database_options, open_service, pick_tournament, whole_number

EXIT_ERROR = 2

_ARGPARSE_FR = (
    (r"argument COMMANDE: invalid choice: (.*) \(choose from (.*)\)", r"commande inconnue \1 (possibles : \2)"),
    (r"the following arguments are required: (.*)", r"arguments obligatoires manquants : \1"),
    (r"unrecognized arguments: (.*)", r"arguments non reconnus : \1"),
    (r"argument (\S+): invalid int value: (.*)", r"argument \1 : nombre entier attendu, reçu \2"),
    (r"argument (\S+): invalid choice: (.*) \(choose from (.*)\)", r"argument \1 : choix invalide \2 (possibles : \3)"),
    (r"argument (\S+): expected one argument", r"argument \1 : une valeur est attendue"),
    (r"argument (\S+): not allowed with argument (\S+)", r"argument \1 : incompatible avec \2"),
    (r"invalid choice: (.*) \(choose from (.*)\)", r"commande inconnue \1 (possibles : \2)"),
    (r"argument (\S+): (.*)", r"argument \1 : \2"),
)


_ARGPARSE_TEXTS = {
    "usage: ": "utilisation : ",
    "positional arguments": "arguments",
    "options": "options",
    "optional arguments": "options",
    "show this help message and exit": "affiche cette aide et s’arrête",
    "show program's version number and exit": "affiche la version et s’arrête",
}


def _french(text: str) -> str:
    return _ARGPARSE_TEXTS.get(text, text)


# argparse looks its fixed texts up through its module-level ``_`` (gettext) at the moment it formats
# help and usage: pointing it at this table gives a French --help without touching anything else.
argparse._ = _french  # type: ignore[attr-defined]


class _Parser(argparse.ArgumentParser):
    """argparse with one French error line and exit status 2."""

    def error(self, message: str) -> NoReturn:
        for pattern, replacement in _ARGPARSE_FR:
            translated, count = re.subn(pattern, replacement, message)
            if count:
                message = translated
                break
        self.exit(EXIT_ERROR, f"{self.prog} : erreur : {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="belote-club", description="Belote Club : soirées et concours de belote.")
    parser.add_argument("--version", action="version", version=f"Belote Club {__version__}")
    database_options(parser, suppress=False)
    sub = parser.add_subparsers(dest="command", metavar="COMMANDE", parser_class=_Parser)

    score = sub.add_parser("score", help="calcule une partie décrite en JSON (format : docs/SCORING.md)")
    score.add_argument("game", metavar="GAME.json")
    score.add_argument("--rules", metavar="RULES.json", help="règles maison qui remplacent celles du fichier")

    demo = sub.add_parser("demo", help="crée un concours de démonstration entièrement joué")
    database_options(demo, suppress=True)
    demo.add_argument("--teams", type=whole_number(2, 500), default=16,
                      help="nombre d’équipes (en mêlée : de paires de joueurs), de 2 à 500 ; 16 par défaut")
    demo.add_argument("--rounds", type=whole_number(1, 20), default=4,
                      help="nombre de manches, de 1 à 20 ; 4 par défaut")
    demo.add_argument("--format", choices=("doublettes", "melee"), default="doublettes",
                      help="doublettes (équipes inscrites) ou mêlée (joueurs seuls)")
    demo.add_argument("--seed", type=int, default=None, help="graine : la même graine refait le même concours")

    export = sub.add_parser("export", help="exporte un concours complet en JSON ou en CSV")
    database_options(export, suppress=True)
    export.add_argument("--tournament", type=whole_number(), metavar="ID",
                        help="numéro du concours (facultatif s’il n’y en a qu’un)")
    export.add_argument("--format", choices=("json", "csv"), default="json", help="json (par défaut) ou csv")
    export.add_argument("-o", "--output", metavar="SORTIE",
                        help="fichier JSON (sinon la sortie standard) ou dossier des fichiers CSV")

    from belote_club.reports.cli_print import add_print_parser  # documents PDF (reports/)

    add_print_parser(sub)
    return parser


COMMANDS = ("score", "demo", "export", "print")
FILE_SUFFIXES = (".belote", ".sqlite", ".db")


def split_file_to_open(argv: Sequence[str]) -> tuple[list[str], str | None]:
    """``argv`` without macOS's ``-psn_…`` and without a file to open in the window (the first argument that is
    not an option, when it is no command and looks like a file: a known suffix, a path, or an existing file)."""
    rest = [arg for arg in argv if not arg.startswith("-psn_")]
    index = 0
    while index < len(rest):
        arg = rest[index]
        if arg == "--":
            index += 1
            break
        if arg in ("--db", "--database"):
            index += 2
            continue
        if not arg.startswith("-"):
            break
        index += 1
    if index >= len(rest):
        return rest, None
    candidate = rest[index]
    if candidate in COMMANDS:
        return rest, None
    looks_like_file = (Path(candidate).suffix.lower() in FILE_SUFFIXES or "/" in candidate or "\\" in candidate
                       or Path(candidate).exists())
    if not looks_like_file:
        return rest, None  # argparse says « commande inconnue »
    return [*rest[:index], *rest[index + 1:]], candidate


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    arguments, file_to_open = split_file_to_open(list(sys.argv[1:] if argv is None else argv))
    args = parser.parse_args(arguments)
    if file_to_open is not None:
        if args.command is not None:
            parser.error(f"« {file_to_open} » : un fichier à ouvrir ne se combine pas avec une commande")
        if getattr(args, "db", None) or getattr(args, "database", None):
            parser.error(f"« {file_to_open} » : un fichier à ouvrir ne se combine pas avec --db ou --database")
        from belote_club.app import main as gui_main

        return gui_main([file_to_open])
    if args.command == "score":
        from belote_club.rules.cli_score import run_score

        return run_score(args.game, args.rules, sys.stdout, sys.stderr)
    if args.command in ("demo", "export"):
        return _run_guarded(args, sys.stdout, sys.stderr)
    if args.command == "print":
        from belote_club.reports.cli_print import run_print

        return run_print(args)
    if args.command is None:
        from belote_club.app import main as gui_main

        return gui_main([], db_file=getattr(args, "db", None), database=getattr(args, "database", None))
    parser.print_help()
    return 0


def _run_guarded(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from belote_club.services import ServiceError

    try:
        if args.command == "demo":
            return _demo(args, out)
        return _export(args, out)
    except ServiceError as error:
        err.write(f"belote-club : erreur : {error.message}\n")
    except OSError as error:
        from belote_club.storage.database import reason

        where = f" « {error.filename} »" if error.filename else ""
        err.write(f"belote-club : erreur : écriture impossible{where} : {reason(error)}.\n")
    except KeyboardInterrupt:
        err.write("belote-club : interrompu.\n")
    except Exception as error:  # never a traceback on the command line
        err.write(f"belote-club : erreur interne : {type(error).__name__} : {error}\n")
    return EXIT_ERROR


def _demo(args: argparse.Namespace, out: TextIO) -> int:
    from belote_club.services.demo import create_demo

    with open_service(args, create=True) as service:
        report = create_demo(service, teams=args.teams, rounds=args.rounds, format=args.format, seed=args.seed)
        kind = "équipes" if args.format == "doublettes" else "joueurs"
        count = report.entrants
        out.write(
            f"Concours de démonstration n° {report.tournament_id} créé dans {service.location} : "
            f"{count} {kind}, {report.rounds} manches, {report.games} parties, {report.deals} donnes saisies.\n"
        )
    return 0


def _export(args: argparse.Namespace, out: TextIO) -> int:
    from belote_club.services import ServiceError
    from belote_club.services.export import to_csv_tables, to_json

    if args.format == "csv" and not args.output:
        raise ServiceError("Pour l’export CSV, indiquez le dossier de sortie avec -o DOSSIER.")
    with open_service(args) as service:
        tournament_id = pick_tournament(service, args.tournament)
        data = service.export(tournament_id)
    if args.format == "json":
        text = to_json(data)
        if args.output:
            Path(args.output).write_text(text, encoding="utf-8")
        else:
            out.write(text)
        return 0
    folder = Path(args.output)
    if folder.exists() and not folder.is_dir():
        raise ServiceError(f"« {folder} » existe et n’est pas un dossier.")
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in to_csv_tables(data).items():
        (folder / name).write_text(text, encoding="utf-8-sig", newline="")
    return 0
