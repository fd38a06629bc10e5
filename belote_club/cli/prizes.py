"""``belote-club prizes set|pay|refund --concours ID …``: the prize rules and the cash box of a concours
(PRIZES.md §3).  Any error prints one line on standard error (naming the option or the key) and returns 2;
nothing changes then."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, NoReturn, TextIO

from belote_club.arguments import argparse_text
from belote_club.cli.common import CommandError, open_service, pick_tournament, run_guarded
from belote_club.cli.parsing import EXIT_ERROR, FrenchParser, database_options, whole_number
from belote_club.i18n import gettext as _
from belote_club.i18n import ngettext

if TYPE_CHECKING:
    from belote_club.services import ClubService, ServiceError

__all__ = ["ActionParser", "add_parser", "run"]

MEANS = ("cash", "cheque", "card", "transfer")
#: A service's faulty field → the option that gave it.
OPTIONS = {"amount_cents": "--amount-cents", "means": "--means", "entrant": "--team", "number": "--team",
           "rules": "--rules"}


class ActionParser(FrenchParser):
    """The parser of one action (``prizes pay``…): its refusals are the command line's one line
    « belote-club : erreur : … » (PRIZES.md §3), not « belote-club prizes pay : erreur : … »."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_ERROR, argparse_text("%(prog)s: error: %(message)s\n") % {"prog": "belote-club",
                                                                                 "message": message})


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``prizes`` command and its three actions."""
    parser = subparsers.add_parser("prizes", help=_("droits d’inscription et prix d’un concours"),
                                   description=_("Droits d’inscription, paiements, remboursements et prix d’un "
                                                 "concours (montants en centimes)."))
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True, parser_class=ActionParser)

    def concours(sub: argparse.ArgumentParser) -> None:
        database_options(sub, suppress=True)
        sub.add_argument("--concours", "--tournament", dest="tournament", type=whole_number(), metavar="ID",
                         help=_("numéro du concours (facultatif s’il n’y en a qu’un)"))

    set_rules = actions.add_parser("set", help=_("fixe les règles des prix (fichier JSON)"))
    concours(set_rules)
    set_rules.add_argument("--rules", required=True, metavar="PRIZES.json", dest="rules_file",
                           help=_("règles des prix en JSON (docs : PRIZES.md §1)"))

    pay = actions.add_parser("pay", help=_("enregistre un paiement des droits d’inscription"))
    concours(pay)
    who = pay.add_mutually_exclusive_group(required=True)
    who.add_argument("--team", type=whole_number(), metavar="N", help=_("numéro de l’équipe (du joueur en mêlée)"))
    who.add_argument("--all", action="store_true", help=_("toutes les inscriptions qui doivent encore, en entier"))
    pay.add_argument("--means", type=means, default="cash", metavar="{" + ",".join(MEANS) + "}",
                     help=_("moyen de paiement : cash (espèces, par défaut), cheque, card (carte), transfer (virement)"))
    pay.add_argument("--amount-cents", type=whole_number(1), metavar="N",
                     help=_("montant en centimes (par défaut : tout ce qui reste dû)"))

    refund = actions.add_parser("refund", help=_("rembourse une inscription retirée"))
    concours(refund)
    refund.add_argument("--team", type=whole_number(), metavar="N", required=True,
                        help=_("numéro de l’équipe (du joueur en mêlée)"))


def means(text: str) -> str:
    """An argparse ``type``: one of :data:`MEANS`, refused in one French line with « » and the valid means (not
    argparse's « choix invalide 'bitcoin' »)."""
    if text not in MEANS:
        raise argparse.ArgumentTypeError(_("moyen de paiement inconnu « {value} » (possibles : {choices})").format(
            value=text, choices=", ".join(MEANS)))
    return text


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run ``belote-club prizes …``; 0 on success, 2 with one line on standard error otherwise."""
    return run_guarded(lambda: _run(args, out or sys.stdout), err or sys.stderr)


def _run(args: argparse.Namespace, out: TextIO) -> int:
    from belote_club.services import ServiceError

    if args.action == "pay" and args.all and args.amount_cents is not None:
        raise CommandError(_("--amount-cents ne se combine pas avec --all (chaque inscription paie tout ce qu’elle "
                             "doit)."))
    rules = _read_rules(args.rules_file) if args.action == "set" else None
    with open_service(args) as service:
        try:
            tid = pick_tournament(service, args.tournament)
        except ServiceError as error:
            raise CommandError(_("{option} : {message}").format(option="--concours", message=error.message)) from error
        try:
            if args.action == "set":
                service.set_prize_rules(tid, rules)
                out.write(_("Règles des prix du concours n° {id} enregistrées.").format(id=tid) + "\n")
            elif args.action == "refund":
                entry = service.refund(tid, _entrant(service, tid, args.team))
                if entry.amount_cents:
                    out.write(_("N° {number} : {amount} remboursés.").format(
                        number=args.team, amount=_euros(entry.amount_cents)) + "\n")
                else:  # PRIZES.md §2: allowed, it writes the fee off; there was nothing to give back
                    out.write(_("N° {number} : rien à rembourser, rien n’avait été payé ; l’inscription ne doit "
                                "plus rien.").format(number=args.team) + "\n")
            elif args.all:
                made = service.pay_all(tid, means=args.means)
                if not made:
                    out.write(_("Personne ne doit plus rien : aucun paiement enregistré.") + "\n")
                else:
                    total = sum(e.amount_cents for e in made)
                    out.write(ngettext("{count} paiement enregistré, {amount} en tout.",
                                       "{count} paiements enregistrés, {amount} en tout.", len(made)).format(
                        count=len(made), amount=_euros(total)) + "\n")
            else:
                entry = service.pay(tid, _entrant(service, tid, args.team), means=args.means,
                                    amount_cents=args.amount_cents)
                out.write(_("N° {number} : {amount} reçus.").format(number=args.team,
                                                                    amount=_euros(entry.amount_cents)) + "\n")
        except ServiceError as error:
            raise CommandError(_with_option(error)) from error
    return 0


def _entrant(service: ClubService, tid: int, number: int) -> int:
    return service.entrant_numbered(tid, number).entrant_id


def _with_option(error: ServiceError) -> str:
    """The service's refusal, with the option it concerns in front when the message does not name it."""
    option = OPTIONS.get(error.field or "")
    message = error.message
    if option is None or option in message or (error.field and error.field in message):
        return message
    return _("{option} : {message}").format(option=option, message=message)


def _read_rules(path: str) -> object:
    from belote_club.cli.inputs import InputError, one_line, read_json
    from belote_club.cli.print_pdf import option_colon

    try:
        return read_json(path, "--rules")
    except InputError as error:
        raise CommandError(one_line(option_colon(str(error), "--rules"))) from None


def _euros(cents: int) -> str:
    from belote_club.text import euros

    return euros(cents)
