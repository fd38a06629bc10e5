"""``belote-club print DOCUMENT … -o SORTIE.pdf``: the PDF documents of :mod:`belote_club.reports`.

Each document is one line of :data:`DOCUMENTS`.  Any error prints one line on standard error, in the language
in force (French by default), and returns 2.  The documents are printed in that language too.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from belote_club.cli.common import CommandError, open_service, pick_tournament, run_guarded
from belote_club.cli.parsing import database_options, whole_number
from belote_club.i18n import N_, ngettext
from belote_club.i18n import gettext as _

if TYPE_CHECKING:
    from belote_club.rules import HouseRules
    from belote_club.services import ClubService

__all__ = ["DOCUMENTS", "add_parser", "option_colon", "run"]

#: A document printed from a concours: ``printer(service, tournament_id, args, output)`` writes the PDF
#: and returns its page count.
Printer = Callable[["ClubService", int, argparse.Namespace, Path], int]

#: document name → (what it is, in French, translated where it is shown; ``"module:function"`` printing it
#: from a concours).  The module is imported only when its document is printed.  Adding a document is adding
#: a line here.
DOCUMENTS: dict[str, tuple[str, str]] = {
    "rules": (N_("règles"), "belote_club.cli.print_pdf:print_rules"),
    "standings": (N_("classement"), "belote_club.cli.print_pdf:print_standings"),
    "tables": (N_("plan des tables"), "belote_club.cli.print_pdf:print_tables"),
    "sheets": (N_("feuilles de marque"), "belote_club.cli.print_pdf:print_sheets"),
    "results": (N_("palmarès"), "belote_club.cli.print_pdf:print_results"),
    "cards": (N_("cartons de table"), "belote_club.cli.serve:print_cards"),
    "treasurer": (N_("feuille du trésorier"), "belote_club.cli.print_pdf:print_treasurer"),
    "season": (N_("classement d’une saison"), "belote_club.cli.print_pdf:print_season"),
}


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``print`` command to the ``belote-club`` sub-commands."""
    documents = ", ".join(_(what) for what, _module in DOCUMENTS.values())
    parser = subparsers.add_parser(
        "print", help=_("imprime un document PDF ({documents})").format(documents=documents),
        description=_("Imprime un document PDF d’un concours."),
    )
    parser.add_argument("document", choices=tuple(DOCUMENTS),
                        help=", ".join(f"{name} ({_(what)})" for name, (what, _module) in DOCUMENTS.items()))
    database_options(parser, suppress=True)
    parser.add_argument("--tournament", "--concours", dest="tournament", type=whole_number(), metavar="ID",
                        help=_("numéro du concours (facultatif s’il n’y en a qu’un)"))
    parser.add_argument("--season", type=whole_number(), metavar="ID",
                        help=_("numéro de la saison (document season)"))
    parser.add_argument("--round", type=whole_number(), metavar="N",
                        help=_("manche (tables, feuilles : la dernière par défaut ; classement : après la manche N)"))
    parser.add_argument("--blank", type=whole_number(0), default=0, metavar="N",
                        help=_("feuilles de marque vierges en plus"))
    parser.add_argument("--per-page", type=int, choices=(1, 2), default=1,
                        help=_("feuilles de marque par page A4 : 1, ou 2 à couper en A5"))
    rules = parser.add_mutually_exclusive_group()
    rules.add_argument("--preset", metavar=_("NOM"),
                       help=_("règles d’un préréglage (règles et feuilles vierges sans base de données)"))
    rules.add_argument("--rules", metavar="RULES.json", dest="rules_file",
                       help=_("règles maison d’un fichier JSON (format : docs/SCORING.md §1), sans base de données "
                              "ou à la place de celles du concours"))
    parser.add_argument("--club", default=None, metavar=_("NOM"),
                        help=_("nom du club en tête des pages (par défaut : celui enregistré dans la base ; "
                               "--club \"\" n’en met aucun)"))
    parser.add_argument("--per-game", action="store_true",
                        help=_("classement : une colonne de points par manche"))
    parser.add_argument("--live-url", metavar="URL", default="",
                        help=_("classement : QR code de la page des résultats en direct (saisie aux tables), "
                               "par exemple http://192.168.1.20:8080/live"))
    parser.add_argument("--prizes", metavar=_("LOTS.txt"),
                        help=_("palmarès : un lot par ligne, dans l’ordre du classement (colonne « Lot »)"))
    parser.add_argument("--host", metavar=_("ADRESSE"),
                        help=_("cartons de table : adresse du serveur de saisie dans les QR codes "
                               "(par défaut : l’adresse de cet ordinateur sur le réseau)"))
    parser.add_argument("--port", type=whole_number(1, 65535), default=8080, metavar="PORT",
                        help=_("cartons de table : port du serveur de saisie (par défaut 8080)"))
    parser.add_argument("-o", "--output", required=True, metavar=_("SORTIE.pdf"), help=_("fichier PDF à écrire"))


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run ``belote-club print …``; 0 on success, 2 with one line on standard error otherwise."""
    out = out or sys.stdout
    output = Path(args.output)

    def action() -> int:
        if output.suffix.lower() != ".pdf":
            raise CommandError(_("Le fichier de sortie doit finir par « .pdf » : « {output} ».").format(output=output))
        if output.parent and not output.parent.exists():
            raise CommandError(_("Le dossier « {folder} » n’existe pas.").format(folder=output.parent))
        pages = _render(args, output)
        out.write(ngettext("{output} : {pages} page.", "{output} : {pages} pages.", pages).format(
            output=output, pages=pages) + "\n")
        return 0

    return run_guarded(action, err or sys.stderr, target=output)


def _render(args: argparse.Namespace, output: Path) -> int:
    document: str = args.document
    no_database = (getattr(args, "db", None) is None and getattr(args, "database", None) is None
                   and args.tournament is None)
    chosen = args.preset is not None or args.rules_file is not None
    if chosen and no_database and document in ("rules", "sheets"):
        return _print_without_database(args, output)
    if document == "season":
        if getattr(args, "season", None) is None:
            raise CommandError(_("Le classement d’une saison demande son numéro : --season ID."))
        with open_service(args) as service:
            return print_season(service, args.season, args, output)
    module_name, _colon, function_name = DOCUMENTS[document][1].partition(":")
    printer: Printer = getattr(importlib.import_module(module_name), function_name)
    with open_service(args) as service:
        tid = pick_tournament(service, args.tournament)
        return printer(service, tid, args, output)


def chosen_rules(args: argparse.Namespace) -> HouseRules | None:
    """The rules of ``--preset NOM`` or ``--rules RULES.json``, or None when neither is given."""
    from belote_club.cli.inputs import InputError, one_line, read_json
    from belote_club.rules import HouseRules, RulesError, load_preset

    if args.preset is not None:
        return load_preset(args.preset)
    if args.rules_file is None:
        return None
    try:
        return HouseRules.from_dict(read_json(args.rules_file, "--rules"))
    except InputError as error:
        raise CommandError(one_line(option_colon(str(error), "--rules"))) from None
    except RulesError as error:
        raise CommandError(one_line(_("--rules « {file} » : {error}").format(file=args.rules_file, error=error))) from None


def option_colon(message: str, option: str) -> str:
    """An input error « --rules: … » with the colon of the language in force (« --rules : … » in French)."""
    return message.replace(f"{option}:", _("{option} :").format(option=option), 1)


def _print_without_database(args: argparse.Namespace, output: Path) -> int:
    from belote_club.reports.data import EventInfo, ScoreSheet, ScoreSheetsData
    from belote_club.reports.rules_sheet import render_rules_sheet
    from belote_club.reports.score_sheets import render_score_sheets

    club: str | None = args.club
    rules = chosen_rules(args)
    assert rules is not None
    event = EventInfo("", None, club or "")
    if args.document == "rules":
        return render_rules_sheet(rules, output, event=event if club else None)[1]
    if args.round is not None:
        raise CommandError(_("Des feuilles de marque d’une manche demandent un concours (--db, --tournament)."))
    blanks = tuple(ScoreSheet() for _ in range(max(args.blank, 1)))
    return render_score_sheets(ScoreSheetsData(event, rules, blanks), output, per_page=args.per_page)[1]


def print_rules(service: ClubService, tid: int, args: argparse.Namespace, output: Path) -> int:
    from belote_club.reports import from_services as fs
    from belote_club.reports.rules_sheet import render_rules_sheet

    rules, event = fs.tournament_rules(service, tid, club=args.club)
    rules = chosen_rules(args) or rules
    concours = fs.concours_lines(service.tournament(tid), rules)
    return render_rules_sheet(rules, output, event=event, concours=concours)[1]


def print_standings(service: ClubService, tid: int, args: argparse.Namespace, output: Path) -> int:
    from belote_club.reports import from_services as fs
    from belote_club.reports.standings import render_standings

    live_url = args.live_url.strip()
    if live_url and not live_url.lower().startswith(("http://", "https://")):
        raise CommandError(_("--live-url : l’adresse doit commencer par http:// ou https:// (par exemple "
                             "http://192.168.1.20:8080/live), pas « {url} ».").format(url=live_url))
    data = fs.standings_data(service, tid, args.round, club=args.club)
    return render_standings(data, output, per_game=args.per_game, live_url=live_url)[1]


def print_tables(service: ClubService, tid: int, args: argparse.Namespace, output: Path) -> int:
    from belote_club.reports import from_services as fs
    from belote_club.reports.table_plan import render_table_plan

    return render_table_plan(fs.table_plan_data(service, tid, args.round, club=args.club), output)[1]


def print_sheets(service: ClubService, tid: int, args: argparse.Namespace, output: Path) -> int:
    from belote_club.reports import from_services as fs
    from belote_club.reports.score_sheets import render_score_sheets

    data = fs.score_sheets_data(service, tid, args.round, blank=args.blank, club=args.club)
    if not data.sheets and data.forfeited:
        raise CommandError(_("Toutes les tables de cette manche sont déclarées forfait : aucune feuille de marque "
                             "à imprimer (essayez --blank N)."))
    if not data.sheets:
        raise CommandError(_("Aucune table dans cette manche : rien à imprimer (essayez --blank N)."))
    if data.forfeited:
        tables = data.forfeited
        listed = ", ".join(str(n) for n in tables)
        sys.stderr.write(ngettext("belote-club : table {tables} déclarée forfait : pas de feuille de marque.",
                                  "belote-club : tables {tables} déclarées forfait : pas de feuille de marque.",
                                  len(tables)).format(tables=listed) + "\n")
    return render_score_sheets(data, output, per_page=args.per_page)[1]


def print_results(service: ClubService, tid: int, args: argparse.Namespace, output: Path) -> int:
    from belote_club.reports import from_services as fs
    from belote_club.reports.results import render_results

    prizes: list[str] = []
    if args.prizes is not None:
        from belote_club.cli.inputs import InputError, one_line, read_text

        try:
            prizes = read_text(args.prizes, "--prizes").splitlines()
        except InputError as error:
            raise CommandError(one_line(option_colon(str(error), "--prizes"))) from None
    return render_results(fs.results_data(service, tid, club=args.club, prizes=prizes), output)[1]


def print_treasurer(service: ClubService, tid: int, args: argparse.Namespace, output: Path) -> int:
    from belote_club.reports import from_services as fs
    from belote_club.reports.treasurer import render_treasurer

    return render_treasurer(fs.treasurer_data(service, tid, club=args.club), output)[1]


def print_season(service: ClubService, season_id: int, args: argparse.Namespace, output: Path) -> int:
    """The season ``season_id``'s standings (``--season ID``)."""
    from belote_club.reports.season import render_season

    club = args.club if args.club is not None else service.club().name
    return render_season(service.season_standings(season_id), output, club=club)[1]
