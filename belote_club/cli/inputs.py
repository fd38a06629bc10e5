"""Reading the JSON files given on the command line (``score GAME.json``, ``--rules RULES.json``): bounded in
size, UTF-8 with or without a byte-order mark (Notepad writes one), and every fault one short French line."""

from __future__ import annotations

import json
import re
from typing import Any

__all__ = ["MAX_ERROR_CHARS", "MAX_INPUT_BYTES", "InputError", "one_line", "read_json", "read_text"]

#: A file larger than this is refused before it is read (``score /dev/zero`` must not fill the memory):
#: a game of a few hundred deals is a few dozen kilobytes.
MAX_INPUT_BYTES = 10 * 1024 * 1024
#: An error line never exceeds this many characters (a 4 001-digit number is cut, not echoed).
MAX_ERROR_CHARS = 300


class InputError(Exception):
    """A file that cannot be used; the message names the file's role (``game``, ``rules``) and the fault."""


def read_text(path: str, what: str) -> str:
    """The file's text, at most :data:`MAX_INPUT_BYTES`, UTF-8 with or without a byte-order mark."""
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_INPUT_BYTES + 1)
    except FileNotFoundError:
        raise InputError(f"{what}: fichier introuvable « {path} »") from None
    except IsADirectoryError:
        raise InputError(f"{what}: « {path} » est un dossier") from None
    except PermissionError:
        raise InputError(f"{what}: lecture de « {path} » non autorisée") from None
    except OSError as exc:
        raise InputError(f"{what}: lecture impossible de « {path} » ({exc.strerror or type(exc).__name__})") from None
    if len(data) > MAX_INPUT_BYTES:
        raise InputError(f"{what}: « {path} » est trop gros (plus de {MAX_INPUT_BYTES // (1024 * 1024)} Mo)")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise InputError(f"{what}: « {path} » n’est pas un texte UTF-8") from None


def _reject_constant(name: str) -> Any:
    raise ValueError(f"valeur non JSON {name}")


def read_json(path: str, what: str) -> Any:
    """The JSON value the file holds (NaN and Infinity refused)."""
    text = read_text(path, what)
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except RecursionError:
        raise InputError(f"{what}: JSON trop profondément imbriqué") from None
    except json.JSONDecodeError as exc:
        raise InputError(f"{what}: JSON invalide ({_decode_reason(exc)}, ligne {exc.lineno}, "
                         f"colonne {exc.colno})") from None
    except ValueError as exc:  # a NaN/Infinity constant, or an integer too long to convert
        text = str(exc)
        reason = text if text.startswith("valeur non JSON") else "nombre trop long"
        raise InputError(f"{what}: JSON invalide ({reason})") from None


_DECODE_REASONS = (
    ("Expecting value", "valeur attendue"),
    ("Expecting property name", "nom de clé attendu"),
    ("Expecting ',' delimiter", "virgule attendue"),
    ("Expecting ':' delimiter", "deux-points attendu"),
    ("Extra data", "texte en trop après la fin"),
    ("Unterminated string", "chaîne non terminée"),
    ("Invalid control character", "caractère de contrôle dans une chaîne"),
    ("Invalid \\escape", "séquence d’échappement invalide"),
)


def _decode_reason(exc: json.JSONDecodeError) -> str:
    for english, french in _DECODE_REASONS:
        if exc.msg.startswith(english):
            return french
    return "syntaxe"


def one_line(text: str, limit: int = MAX_ERROR_CHARS) -> str:
    """``text`` on one line, a huge number named by its length (« un nombre de 4 001 chiffres »), cut to
    ``limit`` characters with « … »."""
    text = " ".join(text.split())
    text = re.sub(r"-?\d{16,}", lambda m: f"un nombre de {len(m.group().lstrip('-')):,} chiffres".replace(",", "\u202f"),
                  text)
    return text if len(text) <= limit else text[: limit - 1] + "…"
