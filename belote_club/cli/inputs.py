"""Reading the JSON files given on the command line (``score GAME.json``, ``--rules RULES.json``): bounded in
size, UTF-8 with or without a byte-order mark (Notepad writes one), and every fault one short French line."""

from __future__ import annotations

import json
from typing import Any

from belote_club.i18n import N_
from belote_club.i18n import gettext as _

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
        raise InputError(_("{what}: fichier introuvable « {path} »").format(what=what, path=path)) from None
    except IsADirectoryError:
        raise InputError(_("{what}: « {path} » est un dossier").format(what=what, path=path)) from None
    except PermissionError:
        raise InputError(_("{what}: lecture de « {path} » non autorisée").format(what=what, path=path)) from None
    except OSError as exc:
        raise InputError(_("{what}: lecture impossible de « {path} » ({reason})").format(
            what=what, path=path, reason=exc.strerror or type(exc).__name__)) from None
    if len(data) > MAX_INPUT_BYTES:
        raise InputError(_("{what}: « {path} » est trop gros (plus de {size} Mo)").format(
            what=what, path=path, size=MAX_INPUT_BYTES // (1024 * 1024)))
    try:
        # What ``data.decode("utf-8-sig")`` does (one leading byte-order mark dropped), without importing that
        # codec's module at each start of ``score`` (issue 10).
        return data.removeprefix(b"\xef\xbb\xbf").decode("utf-8")
    except UnicodeDecodeError:
        raise InputError(_("{what}: « {path} » n’est pas un texte UTF-8").format(what=what, path=path)) from None


class _NonJSON(ValueError):
    """NaN, Infinity or -Infinity in a JSON text (``args[0]`` names it)."""


def _reject_constant(name: str) -> Any:
    raise _NonJSON(name)


def read_json(path: str, what: str) -> Any:
    """The JSON value the file holds (NaN and Infinity refused)."""
    text = read_text(path, what)
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except RecursionError:
        raise InputError(_("{what}: JSON trop profondément imbriqué").format(what=what)) from None
    except json.JSONDecodeError as exc:
        raise InputError(_("{what}: JSON invalide ({reason}, ligne {line}, colonne {column})").format(
            what=what, reason=_decode_reason(exc), line=exc.lineno, column=exc.colno)) from None
    except _NonJSON as exc:  # a NaN/Infinity constant
        raise InputError(_("{what}: JSON invalide ({reason})").format(
            what=what, reason=_("valeur non JSON {name}").format(name=exc.args[0]))) from None
    except ValueError:  # an integer too long to convert
        reason = _("nombre trop long")
        raise InputError(_("{what}: JSON invalide ({reason})").format(what=what, reason=reason)) from None


_DECODE_REASONS = (
    ("Expecting value", N_("valeur attendue")),
    ("Expecting property name", N_("nom de clé attendu")),
    ("Expecting ',' delimiter", N_("virgule attendue")),
    ("Expecting ':' delimiter", N_("deux-points attendu")),
    ("Extra data", N_("texte en trop après la fin")),
    ("Unterminated string", N_("chaîne non terminée")),
    ("Invalid control character", N_("caractère de contrôle dans une chaîne")),
    ("Invalid \\escape", N_("séquence d’échappement invalide")),
)


def _decode_reason(exc: json.JSONDecodeError) -> str:
    for english, french in _DECODE_REASONS:
        if exc.msg.startswith(english):
            return _(french)
    return _("syntaxe")


def one_line(text: str, limit: int = MAX_ERROR_CHARS) -> str:
    """``text`` on one line, a huge number named by its length (« un nombre de 4 001 chiffres »), cut to
    ``limit`` characters with « … »."""
    import re  # only on the way to an error message: ``score`` starts without it (issue 10)

    from belote_club.text import number

    text = " ".join(text.split())
    text = re.sub(r"-?\d{16,}", lambda m: _("un nombre de {count} chiffres").format(
        count=number(len(m.group().lstrip("-")))), text)
    return text if len(text) <= limit else text[: limit - 1] + "…"
