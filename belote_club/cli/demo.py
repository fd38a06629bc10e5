"""``belote-club demo [--teams N] [--rounds N] [--format doublettes|melee] [--seed S] [--game belote|contree]``:
a played demo concours, closed once fully played; ``demo --season N``: N finished concours of one season and the
season over them."""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

from belote_club.cli.common import open_service, run_guarded
from belote_club.cli.parsing import database_options, whole_number
from belote_club.i18n import gettext as _
from belote_club.i18n import ngettext

__all__ = ["add_parser", "run"]


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    demo = subparsers.add_parser("demo", help=_("crée un concours de démonstration entièrement joué"))
    database_options(demo, suppress=True)
    demo.add_argument("--teams", type=whole_number(2, 500), default=16, metavar=_("NOMBRE"),
                      help=_("nombre d’équipes (en mêlée : de paires de joueurs), de 2 à 500 ; 16 par défaut ; "
                             "dès 2 manches, une équipe (un joueur) arrivée en retard s’y ajoute"))
    demo.add_argument("--rounds", type=whole_number(1, 20), default=4, metavar=_("NOMBRE"),
                      help=_("nombre de manches, de 1 à 20 ; 4 par défaut"))
    demo.add_argument("--format", choices=("doublettes", "melee"), default="doublettes",
                      help=_("doublettes (équipes inscrites) ou mêlée (joueurs seuls)"))
    demo.add_argument("--seed", type=int, default=None, metavar=_("GRAINE"),
                      help=_("graine : la même graine refait le même concours"))
    demo.add_argument("--game", choices=("belote", "contree"), default="belote",
                      help=_("belote (classique, préréglage « Concours ») ou contree (contrée de la Fédération, "
                             "avec enchères)"))
    demo.add_argument("--season", type=whole_number(1, 40), default=None, metavar=_("NOMBRE"),
                      help=_("une saison de démonstration de NOMBRE concours terminés (doublettes et mêlée, de 1 à 40) "
                             "au lieu d’un concours"))


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    return run_guarded(lambda: _demo(args, out or sys.stdout), err or sys.stderr)


def _demo(args: argparse.Namespace, out: TextIO) -> int:
    from belote_club.services.demo import create_demo

    if getattr(args, "season", None) is not None:
        return _season_demo(args, out)
    with open_service(args, create=True) as service:
        report = create_demo(service, teams=args.teams, rounds=args.rounds, format=args.format, seed=args.seed,
                             game=args.game, finish=True)
        doublettes = args.format == "doublettes"
        text = (_("Concours de démonstration n° {id} créé dans {location} : {entrants} équipes, {rounds} manches, "
                  "{games} parties, {deals} donnes saisies.") if doublettes else
                _("Concours de démonstration n° {id} créé dans {location} : {entrants} joueurs, {rounds} manches, "
                  "{games} parties, {deals} donnes saisies."))
        out.write(text.format(id=report.tournament_id, location=service.location, entrants=report.entrants,
                              rounds=report.rounds, games=report.games, deals=report.deals) + "\n")
        start = args.teams if doublettes else 2 * args.teams
        if report.entrants > start:  # why 17 for --teams 16: the late arrival the demo shows
            out.write((_("Soit {start} équipes au départ et une équipe arrivée en retard, à la manche 2.")
                       if doublettes else
                       _("Soit {start} joueurs au départ et un joueur arrivé en retard, à la manche 2.")
                       ).format(start=start) + "\n")
        out.write(_("Toutes ses manches sont jouées : le concours est clos.") + "\n")
        if not getattr(args, "database", None):  # a file: how to see it in the window
            out.write(_("Pour l’ouvrir dans la fenêtre : belote-club {file}").format(file=service.location) + "\n")
    return 0


def _season_demo(args: argparse.Namespace, out: TextIO) -> int:
    from belote_club.services.season_demo import create_season_demo

    with open_service(args, create=True) as service:
        report = create_season_demo(service, args.season, seed=args.seed)
        out.write(ngettext("Saison de démonstration n° {id} créée dans {location} : {concours} concours terminé, "
                           "{players} joueurs.",
                           "Saison de démonstration n° {id} créée dans {location} : {concours} concours terminés, "
                           "{players} joueurs.", len(report.concours_ids)).format(id=report.season_id, location=service.location,
                                                 concours=len(report.concours_ids), players=report.players) + "\n")
        if report.reused:
            out.write(ngettext("{n} de ces joueurs avait déjà sa fiche dans le fichier : elle a été reprise, sans "
                               "doublon.",
                               "{n} de ces joueurs avaient déjà leur fiche dans le fichier : elles ont été reprises, "
                               "sans doublon.", report.reused).format(n=report.reused) + "\n")
    return 0
