"""argparse in the user's language, for both programs (``belote-club`` and ``belote-club-gui``).

Our own texts go through :mod:`belote_club.i18n`; argparse's own (« usage: », « options », its errors) through
its ``argparse`` gettext domain, bound to ``resources/locale`` (a French catalogue; English is argparse's own
text).  The language is chosen before any parser is built: ``--lang`` on the command line, else
``BELOTE_CLUB_LANG``, else the system locale, else French.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import NoReturn

from belote_club.i18n import known_language, localedir, set_language

__all__ = ["OneLineErrors", "argparse_text", "install_language", "language_option"]


def language_option(argv: Sequence[str]) -> str | None:
    """The language ``--lang L`` / ``--lang=L`` names in ``argv`` (None: not given or not a known one), read
    before the parser exists, so that the parser itself speaks it."""
    for index, argument in enumerate(argv):
        if argument == "--":
            break
        if argument == "--lang" and index + 1 < len(argv):
            return known_language(argv[index + 1])
        if argument.startswith("--lang="):
            return known_language(argument.partition("=")[2])
    return None


def install_language(code: str | None = None) -> str:
    """Choose the language of the command line (None: ``BELOTE_CLUB_LANG``, else the system's) before any parser
    is built: our texts and argparse's, which argparse looks up through :mod:`gettext` in its ``argparse``
    domain.  :mod:`gettext` takes a domain's language from the environment only (``LANGUAGE`` first): it is set
    to the chosen language, which is what ``LANGUAGE`` is for (the language of messages, nothing else).
    Returns the language in force."""
    import gettext
    import os

    chosen = set_language(code)
    gettext.bindtextdomain("argparse", localedir())
    gettext.textdomain("argparse")
    os.environ["LANGUAGE"] = chosen
    return chosen


def argparse_text(message: str) -> str:
    """One of argparse's own texts in the language in force (its ``argparse`` gettext domain)."""
    import gettext

    return gettext.dgettext("argparse", message)


class OneLineErrors(argparse.ArgumentParser):
    """argparse whose errors are the usage line then one line in the language in force, with exit status 2."""

    exit_status = 2

    def error(self, message: str) -> NoReturn:
        import sys

        self.print_usage(sys.stderr)
        self.exit(self.exit_status,
                  argparse_text("%(prog)s: error: %(message)s\n") % {"prog": self.prog, "message": message})
