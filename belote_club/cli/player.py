"""``belote-club player member CARD_ID oui|non``: a player card's member flag (the members' fee of PRIZES.md).
Any error prints one line on standard error and returns 2."""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

from belote_club.cli.common import open_service, run_guarded
from belote_club.cli.parsing import database_options, whole_number
from belote_club.cli.prizes import ActionParser
from belote_club.i18n import gettext as _

__all__ = ["add_parser", "run"]

YES = ("oui", "o", "yes", "y", "1", "true", "vrai")
NO = ("non", "n", "no", "0", "false", "faux")


def yes_or_no(text: str) -> bool:
    """An argparse ``type``: « oui » or « non » (yes, no), refused in French otherwise."""
    folded = text.strip().casefold()
    if folded in YES:
        return True
    if folded in NO:
        return False
    raise argparse.ArgumentTypeError(_("oui ou non attendu, reçu « {text} »").format(text=text[:40]))


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``player`` command."""
    parser = subparsers.add_parser("player", help=_("fiche d’un joueur : membre du club"),
                                   description=_("Fiche d’un joueur de la liste du club."))
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True, parser_class=ActionParser)
    member = actions.add_parser("member", help=_("membre du club : oui ou non (tarif membre des concours)"))
    database_options(member, suppress=True)
    member.add_argument("card_id", type=whole_number(), metavar="CARD_ID", help=_("numéro de la fiche du joueur"))
    member.add_argument("member", type=yes_or_no, metavar="oui|non", help=_("membre du club : oui ou non"))


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run ``belote-club player member …``; 0 on success, 2 with one line on standard error otherwise."""
    output = out or sys.stdout

    def action() -> int:
        with open_service(args) as service:
            player = service.set_player_member(args.card_id, args.member)
        line = _("{name} est membre du club.") if player.member else _("{name} n’est pas membre du club.")
        output.write(line.format(name=player.display_name) + "\n")
        return 0

    return run_guarded(action, err or sys.stderr)
