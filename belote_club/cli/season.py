"""``belote-club season create|add|remove|list``: the club's seasons (SEASON.md §3).

``season create NOM --rules RULES.json [--concours ID,ID…] [--from DATE --to DATE]`` prints « Saison n° ID
créée : NOM » and nothing else; ``season add ID CONCOURS…``, ``season remove ID CONCOURS…``, ``season list`` (one
line a season: number, name, dates, number of concours).  Bad input changes nothing: one line on standard
error naming the key or the argument, exit status 2.
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys
from typing import TextIO

from belote_club.cli.common import CommandError, open_service, run_guarded
from belote_club.cli.parsing import FrenchParser, database_options, whole_number
from belote_club.i18n import gettext as _

__all__ = ["add_parser", "parse_date", "run"]


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    season = subparsers.add_parser("season", help=_("les saisons du club : créer, ajouter ou retirer des concours, "
                                                    "lister"))
    database_options(season, suppress=True)
    actions = season.add_subparsers(dest="action", metavar="ACTION", parser_class=FrenchParser, required=True)
    create = actions.add_parser("create", help=_("crée une saison"))
    database_options(create, suppress=True)
    create.add_argument("name", metavar=_("NOM"), help=_("nom de la saison"))
    create.add_argument("--rules", required=True, metavar="RULES.json",
                        help=_("règles de la saison, un objet JSON (SEASON.md §2 ; {} : les règles par défaut)"))
    create.add_argument("--concours", metavar="ID,ID…", default="",
                        help=_("numéros des concours de la saison, séparés par des virgules"))
    create.add_argument("--from", dest="first", metavar=_("DATE"),
                        help=_("première date (AAAA-MM-JJ ou JJ/MM/AAAA ; par défaut : celle du premier concours)"))
    create.add_argument("--to", dest="last", metavar=_("DATE"),
                        help=_("dernière date (par défaut : celle du dernier concours)"))
    for name, text in (("add", _("ajoute des concours à une saison")),
                       ("remove", _("retire des concours d’une saison (ils restent dans le fichier)"))):
        action = actions.add_parser(name, help=text)
        database_options(action, suppress=True)
        action.add_argument("season", type=whole_number(), metavar="ID", help=_("numéro de la saison"))
        action.add_argument("concours", type=whole_number(), nargs="+", metavar="CONCOURS_ID",
                            help=_("numéros des concours"))
    listing = actions.add_parser("list", help=_("liste les saisons"))
    database_options(listing, suppress=True)


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    return run_guarded(lambda: _season(args, out or sys.stdout), err or sys.stderr)


def parse_date(value: str | None, option: str) -> dt.date | None:
    """``AAAA-MM-JJ`` or ``JJ/MM/AAAA``; a French error naming ``option`` otherwise."""
    if value is None:
        return None
    text = value.strip()
    for form in ("%Y-%m-%d", "%d/%m/%Y"):
        try:
            return dt.datetime.strptime(text, form).date()
        except ValueError:
            continue
    raise CommandError(_("{option} : date invalide « {value} » (attendu : AAAA-MM-JJ ou JJ/MM/AAAA).").format(
        option=option, value=value))


def _ids(value: str, option: str) -> list[int]:
    ids = []
    for part in value.split(","):
        part = part.strip()
        if not part:
            continue
        if not part.isdigit() or int(part) < 1:
            raise CommandError(_("{option} : numéro de concours invalide « {value} » (attendu : des numéros séparés "
                                 "par des virgules, par exemple 3,4,7).").format(option=option, value=part))
        ids.append(int(part))
    return ids


def _season(args: argparse.Namespace, out: TextIO) -> int:
    if args.action == "create":
        return _create(args, out)
    with open_service(args) as service:
        if args.action == "list":
            for summary in service.seasons():
                out.write(_("{id} : {name} — {dates} — {count} concours").format(
                    id=summary.id, name=summary.name, dates=dates_text(summary.first_date, summary.last_date),
                    count=summary.concours_count) + "\n")
            return 0
        if args.action == "add":
            summary = service.add_season_concours(args.season, args.concours)
        else:
            summary = service.remove_season_concours(args.season, args.concours)
        out.write(_("Saison n° {id} « {name} » : {count} concours.").format(
            id=summary.id, name=summary.name, count=summary.concours_count) + "\n")
    return 0


def dates_text(first: dt.date | None, last: dt.date | None) -> str:
    """« 05/01/2026 – 30/03/2026 », or « sans date » for a season holding no concours and given no date."""
    if first is None and last is None:
        return _("sans date")
    return "{first} – {last}".format(first=first.strftime("%d/%m/%Y") if first else "…",
                                     last=last.strftime("%d/%m/%Y") if last else "…")


def _create(args: argparse.Namespace, out: TextIO) -> int:
    from belote_club.cli.inputs import InputError, one_line, read_json
    from belote_club.cli.print_pdf import option_colon

    try:
        rules = read_json(args.rules, "--rules")
    except InputError as error:
        raise CommandError(one_line(option_colon(str(error), "--rules"))) from None
    concours = _ids(args.concours, "--concours")
    first, last = parse_date(args.first, "--from"), parse_date(args.last, "--to")
    with open_service(args) as service:
        summary = service.create_season(args.name, rules, concours=concours, first_date=first, last_date=last)
    out.write(_("Saison n° {id} créée : {name}").format(id=summary.id, name=summary.name) + "\n")
    return 0
