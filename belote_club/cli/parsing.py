"""argparse in the user's language for the whole command line: one error line and exit status 2, ``--help``
and argparse's own messages through its ``argparse`` gettext domain (French catalogue in ``resources/locale``),
argument types with translated messages, the ``--db``/``--database`` options.  The language itself is chosen by
:func:`belote_club.arguments.install_language`, shared with ``belote-club-gui``.

Imports nothing heavy: every command module builds its parser with it at each start of ``belote-club``.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import NoReturn

from belote_club.arguments import argparse_text
from belote_club.i18n import N_
from belote_club.i18n import gettext as _

__all__ = ["COMMAND_METAVAR", "EXIT_ERROR", "FrenchParser", "VersionAction", "database_options", "whole_number"]

EXIT_ERROR = 2
#: The metavar of the command (its name in usage lines and errors), translated where the parser is built.
COMMAND_METAVAR = N_("COMMANDE")


class FrenchParser(argparse.ArgumentParser):
    """argparse with one error line (in the language in force) and exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_ERROR, argparse_text("%(prog)s: error: %(message)s\n") % {"prog": self.prog, "message": message})

    def _check_value(self, action: argparse.Action, value: object) -> None:
        # An unknown command is named so (« commande inconnue 'x' »), not « argument COMMANDE : choix invalide ».
        if action.dest == "command" and action.choices is not None and value not in action.choices:
            raise argparse.ArgumentError(None, _("commande inconnue {value} (possibles : {choices})").format(
                value=repr(value), choices=", ".join(map(repr, action.choices))))
        super()._check_value(action, value)


class VersionAction(argparse.Action):
    """``--version``: « Belote Club 1.2.3 », the version being looked up only when asked for."""

    def __init__(self, option_strings: list[str], dest: str = argparse.SUPPRESS,
                 default: str = argparse.SUPPRESS, help: str | None = None) -> None:  # argparse's names
        super().__init__(option_strings, dest=dest, default=default, nargs=0,
                         help=help or argparse_text("show program's version number and exit"))

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
            raise argparse.ArgumentTypeError(_("nombre entier attendu, reçu « {text} »").format(text=shown)) from None
        if value < low or (high is not None and value > high):
            if high is not None and (value > high or low > 1):
                raise argparse.ArgumentTypeError(_("nombre de {low} à {high} attendu, reçu {value}").format(
                    low=low, high=high, value=value))
            if low == 1:
                raise argparse.ArgumentTypeError(_("nombre positif attendu, reçu {value}").format(value=value))
            raise argparse.ArgumentTypeError(_("nombre positif ou nul attendu, reçu {value}").format(value=value))
        return value

    return parse


def database_options(parser: argparse.ArgumentParser, *, suppress: bool) -> None:
    """``--db FICHIER`` or ``--database URL``; ``suppress`` on sub-commands, so that the value given before
    the command is kept when it is not repeated after it."""
    group = parser.add_mutually_exclusive_group()
    default = argparse.SUPPRESS if suppress else None
    group.add_argument("--db", metavar=_("FICHIER"), default=default,
                       help=_("fichier de base de données SQLite (par défaut : celui de l’application)"))
    group.add_argument("--database", metavar="URL", default=default,
                       help=_("adresse SQLAlchemy, par exemple postgresql+psycopg://utilisateur@serveur/belote"))
