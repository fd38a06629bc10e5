"""``belote-club score GAME.json [--rules RULES.json]`` (SCORING.md §8).

Prints one JSON object on standard output, or, for anything invalid, nothing on standard output,
one short line ``error: …`` on standard error and exit status 2 — whatever the files hold.

This module and the parser import nothing but the engine (``belote_club.rules``) — no Qt, no SQLAlchemy, no
ReportLab.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TextIO

from belote_club.cli.inputs import InputError, one_line, read_json
from belote_club.i18n import gettext as _
from belote_club.rules import DealError, HouseRules, RulesError, score_game

__all__ = ["add_parser", "run", "run_score"]


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    score = subparsers.add_parser("score", help=_("calcule une partie décrite en JSON (format : docs/SCORING.md)"))
    score.add_argument("game", metavar="GAME.json")
    score.add_argument("--rules", metavar="RULES.json", help=_("règles maison qui remplacent celles du fichier"))


def run(args: argparse.Namespace) -> int:
    return run_score(args.game, args.rules, sys.stdout, sys.stderr)


def run_score(game_path: str, rules_path: str | None, out: TextIO, err: TextIO) -> int:
    try:
        game = read_json(game_path, "game")
        if not isinstance(game, dict):
            raise InputError(_("game: un objet JSON {\"rules\": …, \"deals\": […]} est attendu"))
        for key in game:
            if key not in ("rules", "deals"):
                raise InputError(_("game: clé inconnue « {key} » (seules « rules » et « deals » sont permises)").format(key=key))
        raw_rules = read_json(rules_path, "rules") if rules_path is not None else game.get("rules")
        if rules_path is not None and isinstance(raw_rules, dict) and "rules" in raw_rules and \
                set(raw_rules) <= {"title", "description", "rules"}:
            raw_rules = raw_rules["rules"]  # a preset file (resources/rules/*.json): its rules object
        try:
            rules = HouseRules.from_dict(raw_rules)
        except RulesError as exc:
            raise InputError(f"rules: {exc}") from None
        deals = game.get("deals", [])
        if not isinstance(deals, list):
            raise InputError(_("game: « deals » doit être une liste de donnes"))
        try:
            result = score_game(rules, deals)
        except DealError as exc:
            raise InputError(str(exc)) from None
        text = json.dumps(result.to_dict(), ensure_ascii=False)
    except InputError as exc:
        err.write(f"error: {one_line(str(exc))}\n")
        return 2
    except (RecursionError, MemoryError, ValueError, TypeError) as exc:  # defensive: never a traceback
        err.write("error: " + _("entrée invalide ({kind})").format(kind=type(exc).__name__) + "\n")
        return 2
    out.write(text + "\n")
    return 0
