"""``belote-club score GAME.json [--rules RULES.json]`` (SCORING.md §8).

Prints one JSON object on standard output, or, for anything invalid, nothing on standard output,
one short line ``error: …`` on standard error and exit status 2 — whatever the files hold.

Start-up matters here (issue 10: at most twice ``python -c pass``): this module and the parser import
nothing but the engine (``belote_club.rules``) — no Qt, no SQLAlchemy, no ReportLab.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

__all__ = ["MAX_INPUT_BYTES", "add_parser", "run", "run_score"]

#: A game or rules file larger than this is refused before it is read (``score /dev/zero`` must not fill
#: the memory): a game of a few hundred deals is a few dozen kilobytes.
MAX_INPUT_BYTES = 10 * 1024 * 1024
#: An error line never exceeds this many characters (a 4 001-digit number is cut, not echoed).
MAX_ERROR_CHARS = 300


class _InputError(Exception):
    pass


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    score = subparsers.add_parser("score", help="calcule une partie décrite en JSON (format : docs/SCORING.md)")
    score.add_argument("game", metavar="GAME.json")
    score.add_argument("--rules", metavar="RULES.json", help="règles maison qui remplacent celles du fichier")


def run(args: argparse.Namespace) -> int:
    return run_score(args.game, args.rules, sys.stdout, sys.stderr)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"valeur non JSON {name}")


def _read_text(path: str, what: str) -> str:
    """The file's text, bounded to :data:`MAX_INPUT_BYTES`, UTF-8 with or without a byte-order mark."""
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_INPUT_BYTES + 1)
    except FileNotFoundError:
        raise _InputError(f"{what}: fichier introuvable « {path} »") from None
    except IsADirectoryError:
        raise _InputError(f"{what}: « {path} » est un dossier") from None
    except PermissionError:
        raise _InputError(f"{what}: lecture de « {path} » non autorisée") from None
    except OSError as exc:
        raise _InputError(f"{what}: lecture impossible de « {path} » ({exc.strerror})") from None
    if len(data) > MAX_INPUT_BYTES:
        raise _InputError(f"{what}: « {path} » est trop gros (plus de {MAX_INPUT_BYTES // (1024 * 1024)} Mo)")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise _InputError(f"{what}: « {path} » n’est pas un texte UTF-8") from None


def _read_json(path: str, what: str) -> Any:
    text = _read_text(path, what)
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except RecursionError:
        raise _InputError(f"{what}: JSON trop profondément imbriqué") from None
    except json.JSONDecodeError as exc:
        raise _InputError(f"{what}: JSON invalide (ligne {exc.lineno}, colonne {exc.colno})") from None
    except ValueError as exc:  # a NaN/Infinity constant, or an integer too long to convert
        raise _InputError(f"{what}: JSON invalide ({_short_reason(exc)})") from None


def _short_reason(exc: ValueError) -> str:
    text = str(exc)
    if text.startswith("valeur non JSON"):
        return text
    if "integer string conversion" in text or "digits" in text:
        return "nombre trop long"
    return "valeur invalide"


def run_score(game_path: str, rules_path: str | None, out: TextIO, err: TextIO) -> int:
    from belote_club.rules.errors import DealError, RulesError
    from belote_club.rules.game import score_game
    from belote_club.rules.house_rules import HouseRules

    try:
        game = _read_json(game_path, "game")
        if not isinstance(game, dict):
            raise _InputError("game: un objet JSON {\"rules\": …, \"deals\": […]} est attendu")
        for key in game:
            if key not in ("rules", "deals"):
                raise _InputError(f"game: clé inconnue « {key} » (seules « rules » et « deals » sont permises)")
        raw_rules = _read_json(rules_path, "rules") if rules_path is not None else game.get("rules")
        try:
            rules = HouseRules.from_dict(raw_rules)
        except RulesError as exc:
            raise _InputError(f"rules: {exc}") from None
        deals = game.get("deals", [])
        if not isinstance(deals, list):
            raise _InputError("game: « deals » doit être une liste de donnes")
        try:
            result = score_game(rules, deals)
        except DealError as exc:
            raise _InputError(str(exc)) from None
        text = json.dumps(result.to_dict(), ensure_ascii=False)
    except _InputError as exc:
        err.write(f"error: {one_line(str(exc))}\n")
        return 2
    except (RecursionError, MemoryError, ValueError, TypeError) as exc:  # defensive: never a traceback
        err.write(f"error: entrée invalide ({type(exc).__name__})\n")
        return 2
    out.write(text + "\n")
    return 0


def one_line(text: str, limit: int = MAX_ERROR_CHARS) -> str:
    """``text`` on one line, cut to ``limit`` characters with « … »."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
