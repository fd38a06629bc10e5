"""argparse in French for the whole command line: one error line and exit status 2, French ``--help``,
argument types with French messages, the ``--db``/``--database`` options.

Imports nothing heavy: every command module builds its parser with it at each start of ``belote-club``.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable
from typing import NoReturn

__all__ = ["EXIT_ERROR", "FrenchParser", "VersionAction", "database_options", "whole_number"]

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


def french(text: str) -> str:
    """argparse's fixed English texts in French."""
    return _ARGPARSE_TEXTS.get(text, text)


# argparse looks its fixed texts up through its module-level ``_`` (gettext) at the moment it formats
# help and usage: pointing it at this table gives a French --help without touching anything else.
argparse._ = french  # type: ignore[attr-defined]


class FrenchParser(argparse.ArgumentParser):
    """argparse with one French error line and exit status 2."""

    def error(self, message: str) -> NoReturn:
        for pattern, replacement in _ARGPARSE_FR:
            translated, count = re.subn(pattern, replacement, message)
            if count:
                message = translated
                break
        self.exit(EXIT_ERROR, f"{self.prog} : erreur : {message}\n")


class VersionAction(argparse.Action):
    """``--version``: « Belote Club 1.2.3 », the version being looked up only when asked for."""

    def __init__(self, option_strings: list[str], dest: str = argparse.SUPPRESS,
                 default: str = argparse.SUPPRESS, help: str | None = None) -> None:  # noqa: A002 (argparse's name)
        super().__init__(option_strings, dest=dest, default=default, nargs=0,
                         help=help or "affiche la version et s’arrête")

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object,
                 option_string: str | None = None) -> None:
        import sys

        import belote_club

        sys.stdout.write(f"Belote Club {belote_club.__version__}\n")
        parser.exit()


def whole_number(low: int = 1, high: int | None = None) -> Callable[[str], int]:
    """An argparse ``type``: a whole number from ``low`` (to ``high``), refused in French otherwise."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            shown = text if len(text) <= 40 else text[:40] + "…"
            raise argparse.ArgumentTypeError(f"nombre entier attendu, reçu « {shown} »") from None
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
