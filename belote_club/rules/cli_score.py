"""``belote-club score GAME.json [--rules RULES.json]`` (SCORING.md §8).

Prints one JSON object on standard output, or, for anything invalid, nothing on standard output,
one line ``error: …`` on standard error and exit status 2 — whatever the files hold.
"""

from __future__ import annotations

import json
from typing import Any, TextIO

from belote_club.rules.errors import DealError, RulesError
from belote_club.rules.game import score_game
from belote_club.rules.house_rules import HouseRules


class _InputError(Exception):
    pass


def _reject_constant(name: str) -> Any:
    raise ValueError(f"valeur non JSON {name}")


def _read_json(path: str, what: str) -> Any:
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except FileNotFoundError:
        raise _InputError(f"{what}: fichier introuvable « {path} »") from None
    except IsADirectoryError:
        raise _InputError(f"{what}: « {path} » est un dossier") from None
    except UnicodeDecodeError:
        raise _InputError(f"{what}: « {path} » n’est pas un texte UTF-8") from None
    except OSError as exc:
        raise _InputError(f"{what}: lecture impossible de « {path} » ({exc.strerror})") from None
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except RecursionError:
        raise _InputError(f"{what}: JSON trop profondément imbriqué") from None
    except ValueError as exc:
        raise _InputError(f"{what}: JSON invalide ({exc})") from None


def run_score(game_path: str, rules_path: str | None, out: TextIO, err: TextIO) -> int:
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
        err.write(f"error: {_one_line(str(exc))}\n")
        return 2
    except (RecursionError, MemoryError, ValueError, TypeError) as exc:  # defensive: never a traceback
        err.write(f"error: entrée invalide ({type(exc).__name__})\n")
        return 2
    out.write(text + "\n")
    return 0


def _one_line(text: str) -> str:
    return " ".join(text.split())
