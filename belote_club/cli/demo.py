"""``belote-club demo [--teams N] [--rounds N] [--format doublettes|melee] [--seed S] [--game belote|contree]``: a
played demo concours."""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

from belote_club.cli.common import open_service, run_guarded
from belote_club.cli.parsing import database_options, whole_number
from belote_club.i18n import gettext as _

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


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    return run_guarded(lambda: _demo(args, out or sys.stdout), err or sys.stderr)


def _demo(args: argparse.Namespace, out: TextIO) -> int:
    from belote_club.services.demo import create_demo

    with open_service(args, create=True) as service:
        report = create_demo(service, teams=args.teams, rounds=args.rounds, format=args.format, seed=args.seed,
                             game=args.game)
        text = (_("Concours de démonstration n° {id} créé dans {location} : {entrants} équipes, {rounds} manches, "
                  "{games} parties, {deals} donnes saisies.") if args.format == "doublettes" else
                _("Concours de démonstration n° {id} créé dans {location} : {entrants} joueurs, {rounds} manches, "
                  "{games} parties, {deals} donnes saisies."))
        out.write(text.format(id=report.tournament_id, location=service.location, entrants=report.entrants,
                              rounds=report.rounds, games=report.games, deals=report.deals) + "\n")
    return 0
