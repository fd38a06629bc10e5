"""Command line of Belote Club: ``belote-club [--lang {fr,en}] [--db FICHIER | --database URL] COMMANDE …``.

Without a command the window opens (on ``--db``/``--database``, or the usual data); ``belote-club
FICHIER.belote`` opens the window on that file, as the file manager does (Windows file association, the
Linux ``.desktop`` ``%f``).  macOS's ``-psn_…`` argument is ignored.

One module per command, listed in :data:`COMMANDS`: ``score`` (a game in JSON, SCORING.md §8), ``demo``
(create a played demonstration concours), ``export`` (a whole tournament as JSON or CSV) and ``print``
(PDF documents, :mod:`belote_club.reports`).  ``--db``/``--database`` may be given before or after the
command.  ``--lang`` (before the command) chooses the language of help, errors and the engine's explanations,
else ``BELOTE_CLUB_LANG``, else the system's (:mod:`belote_club.i18n`).  Any error prints one line in that
language on standard error and exits with status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from belote_club.arguments import install_language
from belote_club.cli.parsing import COMMAND_METAVAR, EXIT_ERROR, FrenchParser, VersionAction, database_options
from belote_club.i18n import LANGUAGES, language, set_language
from belote_club.i18n import gettext as _

__all__ = ["COMMANDS", "EXIT_ERROR", "build_parser", "command_named", "language_named", "main", "split_file_to_open"]

#: command name → its module.  Each module has ``add_parser(subparsers)`` and ``run(args) -> int`` and
#: imports nothing heavy at module level (``--help`` builds every command's parser; a command builds only
#: its own, so ``score`` never loads Qt, SQLAlchemy or ReportLab).  Adding a command is adding a line here.
COMMANDS: dict[str, str] = {
    "score": "belote_club.cli.score",
    "demo": "belote_club.cli.demo",
    "export": "belote_club.cli.export",
    "print": "belote_club.cli.print_pdf",
    "serve": "belote_club.cli.serve",
    "prizes": "belote_club.cli.prizes",
    "player": "belote_club.cli.player",
    "season": "belote_club.cli.season",
}

FILE_SUFFIXES = (".belote", ".sqlite", ".db")
#: Global options that take a value (skipped when looking for the command or a file to open).
VALUE_OPTIONS = ("--db", "--database", "--lang")


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole command line; with ``only`` (a command's name), that command alone: ``belote-club score``
    then imports no other command's module."""
    parser = FrenchParser(prog="belote-club", description=_("Belote Club : soirées et concours de belote."))
    parser.add_argument("--version", action=VersionAction)
    parser.add_argument("--lang", choices=LANGUAGES, metavar="{fr,en}",
                        help=_("langue des messages : fr (français) ou en (anglais), avant la commande"))
    database_options(parser, suppress=False)
    sub = parser.add_subparsers(dest="command", metavar=_(COMMAND_METAVAR), parser_class=FrenchParser)
    for name, module in COMMANDS.items():
        if only is None or name == only:
            importlib.import_module(module).add_parser(sub)
    return parser


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
        if arg in VALUE_OPTIONS:
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


def command_named(argv: Sequence[str]) -> str | None:
    """The command ``argv`` names (its first argument that is not an option, ``--db``/``--database`` values
    skipped), when it is one of :data:`COMMANDS`."""
    index = 0
    while index < len(argv):
        arg = argv[index]
        if arg in VALUE_OPTIONS:
            index += 2
            continue
        if arg == "--":
            return None
        if not arg.startswith("-"):
            return arg if arg in COMMANDS else None
        index += 1
    return None


def language_named(argv: Sequence[str]) -> str | None:
    """The language ``--lang X`` or ``--lang=X`` names before the command, when it is a known one (otherwise
    argparse refuses it, in the language of the environment)."""
    index = 0
    while index < len(argv):
        arg = argv[index]
        if arg == "--lang" and index + 1 < len(argv):
            return argv[index + 1] if argv[index + 1] in LANGUAGES else None
        if arg.startswith("--lang="):
            value = arg.partition("=")[2]
            return value if value in LANGUAGES else None
        if arg in VALUE_OPTIONS:
            index += 2
            continue
        if arg == "--" or not arg.startswith("-"):
            return None
        index += 1
    return None


def main(argv: Sequence[str] | None = None) -> int:
    # install_language points gettext's ``LANGUAGE`` and belote_club.i18n at the chosen language: both are
    # restored on the way out, so that a caller running several commands in one process (the tests) keeps its own.
    previous, previous_language = os.environ.get("LANGUAGE"), language()
    try:
        return _run(list(sys.argv[1:] if argv is None else argv))
    finally:
        set_language(previous_language)
        if previous is None:
            os.environ.pop("LANGUAGE", None)
        else:
            os.environ["LANGUAGE"] = previous


def _run(argv: list[str]) -> int:
    arguments, file_to_open = split_file_to_open(argv)
    install_language(language_named(arguments))
    parser = build_parser(command_named(arguments))
    args = parser.parse_args(arguments)
    if file_to_open is not None:
        if args.command is not None:
            parser.error(_("« {file} » : un fichier à ouvrir ne se combine pas avec une commande").format(
                file=file_to_open))
        if getattr(args, "db", None) or getattr(args, "database", None):
            parser.error(_("« {file} » : un fichier à ouvrir ne se combine pas avec --db ou --database").format(
                file=file_to_open))
        from belote_club.app import main as gui_main

        return gui_main([file_to_open])
    if args.command is None:
        from belote_club.app import main as gui_main

        return gui_main([], db_file=getattr(args, "db", None), database=getattr(args, "database", None))
    result: int = importlib.import_module(COMMANDS[args.command]).run(args)
    return result
