"""Command line of Belote Club: ``belote-club [COMMAND] …``."""

from __future__ import annotations

import argparse
import sys

from belote_club import __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="belote-club",
        description="Belote Club : soirées et concours de belote.",
    )
    parser.add_argument("--version", action="version", version=f"Belote Club {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMANDE")
    score = sub.add_parser("score", help="calcule une partie décrite en JSON (voir SCORING.md)")
    score.add_argument("game", metavar="GAME.json")
    score.add_argument("--rules", metavar="RULES.json", help="règles maison qui remplacent celles du fichier")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "score":
        from belote_club.rules.cli_score import run_score

        return run_score(args.game, args.rules, sys.stdout, sys.stderr)
    parser.print_help()
    return 0
