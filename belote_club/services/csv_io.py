"""Roster CSV: import with a preview and per-line French errors, and export.

Format (what a club secretary's spreadsheet gives): a header line naming the columns, in any order, any
case, with or without accents — ``nom``, ``prénom`` (required), ``licence``, ``club``, ``téléphone``
(``tel``), ``email`` (``courriel``, ``e-mail``); unknown columns are ignored.  The separator (``;`` as
French spreadsheets write it, ``,`` or tab) is detected.  :func:`decode` reads bytes in UTF-8 (with or
without BOM) and falls back to Windows-1252, the encoding of older French Excel exports.

A line whose name and first name (accents and case ignored) and licence match a roster player is a
duplicate: it is shown in the preview and skipped by the import.  Export writes UTF-8 with BOM and
``;`` so that a double-click opens it correctly in Excel and LibreOffice.
"""

from __future__ import annotations

import csv
import io
import unicodedata
from collections.abc import Iterable

from belote_club.services.errors import ServiceError
from belote_club.services.views import CsvLine, CsvPreview
from belote_club.tournament.model import Player

COLUMNS = {
    "nom": "last_name",
    "nom de famille": "last_name",
    "prenom": "first_name",
    "licence": "licence",
    "numero de licence": "licence",
    "club": "club",
    "telephone": "phone",
    "tel": "phone",
    "portable": "phone",
    "email": "email",
    "e-mail": "email",
    "mail": "email",
    "courriel": "email",
}
HEADERS = ("Nom", "Prénom", "Licence", "Club", "Téléphone", "Email")
FIELDS = ("last_name", "first_name", "licence", "club", "phone", "email")
LIMITS = {"last_name": 100, "first_name": 100, "licence": 50, "club": 200, "phone": 50, "email": 200}


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold().strip())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def decode(data: bytes) -> str:
    """Text of a CSV file: UTF-8 (BOM or not), else Windows-1252."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def _identity(player: Player) -> tuple[str, str, str]:
    return (_fold(player.last_name), _fold(player.first_name), _fold(player.licence or ""))


def preview(text: str, roster: Iterable[Player]) -> CsvPreview:
    """Parse ``text``; raises :class:`ServiceError` only when the file as a whole is unusable."""
    text = text.lstrip("\ufeff")
    if not text.strip():
        raise ServiceError("Le fichier CSV est vide.")
    sample = text[:4096]
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(sample, delimiters=";,\t")
    except csv.Error:
        semicolon = sample.count(";") >= sample.count(",")

        class _Fallback(csv.excel):
            delimiter = ";" if semicolon else ","

        dialect = _Fallback
    reader = csv.reader(io.StringIO(text), dialect)
    try:
        header = next(reader)
    except (StopIteration, csv.Error) as error:
        raise ServiceError("Le fichier CSV est illisible : ligne d’en-tête absente.") from error
    mapping: dict[int, str] = {}
    for index, name in enumerate(header):
        key = COLUMNS.get(_fold(name))
        if key is not None and key not in mapping.values():
            mapping[index] = key
    missing = [label for label, key in (("nom", "last_name"), ("prénom", "first_name")) if key not in mapping.values()]
    if missing:
        raise ServiceError(
            "Colonne(s) obligatoire(s) absente(s) de l’en-tête : "
            + ", ".join(f"« {m} »" for m in missing)
            + " (colonnes reconnues : nom, prénom, licence, club, téléphone, email)."
        )
    known = {_identity(p): p.id for p in roster}
    seen_in_file: dict[tuple[str, str, str], int] = {}
    lines: list[CsvLine] = []
    line_number = 1
    while True:
        try:
            row = next(reader)
        except StopIteration:
            break
        except csv.Error as error:
            line_number = reader.line_num
            lines.append(CsvLine(line_number, None, (f"Ligne {line_number} : illisible ({error}).",)))
            continue
        line_number = reader.line_num
        if not any(cell.strip() for cell in row):
            continue
        values = {key: (row[index].strip() if index < len(row) else "") for index, key in mapping.items()}
        errors: list[str] = []
        if not values.get("last_name"):
            errors.append(f"Ligne {line_number} : le nom est vide.")
        if not values.get("first_name"):
            errors.append(f"Ligne {line_number} : le prénom est vide.")
        for key, limit in LIMITS.items():
            if len(values.get(key, "")) > limit:
                errors.append(f"Ligne {line_number} : « {key} » dépasse {limit} caractères.")
        email = values.get("email", "")
        if email and ("@" not in email or email.startswith("@") or email.endswith("@") or " " in email):
            errors.append(f"Ligne {line_number} : adresse électronique invalide « {email} ».")
        if errors:
            lines.append(CsvLine(line_number, None, tuple(errors)))
            continue
        player = Player(
            first_name=values["first_name"],
            last_name=values["last_name"],
            licence=values.get("licence") or None,
            club=values.get("club") or None,
            phone=values.get("phone") or None,
            email=email or None,
        )
        identity = _identity(player)
        if identity in seen_in_file:
            lines.append(
                CsvLine(line_number, None, (f"Ligne {line_number} : même joueur qu’à la ligne {seen_in_file[identity]}.",))
            )
            continue
        seen_in_file[identity] = line_number
        lines.append(CsvLine(line_number, player, (), duplicate_of=known.get(identity)))
    if not lines:
        raise ServiceError("Le fichier CSV ne contient aucun joueur (seulement l’en-tête).")
    return CsvPreview(tuple(lines))


def export(players: Iterable[Player]) -> str:
    """The roster as CSV text (``;``-separated, with a header; write it with ``encoding="utf-8-sig"``)."""
    out = io.StringIO()
    writer = csv.writer(out, delimiter=";", lineterminator="\r\n")
    writer.writerow(HEADERS)
    for player in players:
        writer.writerow([getattr(player, name) or "" for name in FIELDS])
    return out.getvalue()
