"""Roster CSV: import with a preview and per-line French errors, and export.

Format (what a club secretary's spreadsheet gives): a header line naming the columns, in any order, any
case, with or without accents — ``nom``, ``prénom`` (required), ``licence``, ``club``, ``téléphone``
(``tel``), ``email`` (``courriel``, ``e-mail``), ``membre`` (oui/non: the club member flag); unknown columns are
ignored.  The separator (``;`` as
French spreadsheets write it, ``,`` or tab) is detected; Excel's ``sep=;`` first line, blank lines
before the header and old Mac line endings (CR alone) are accepted.  :func:`decode` reads bytes in
UTF-16 (with its BOM: Excel's « texte Unicode »), UTF-8 (with or without BOM) and falls back to
Windows-1252, the encoding of older French Excel exports.

A line whose name and first name (accents and case ignored) and licence match a roster player is a
duplicate: it is shown in the preview and skipped by the import.  Export writes UTF-8 with BOM and
``;`` so that a double-click opens it correctly in Excel and LibreOffice.

Every CSV the program writes goes through :func:`safe_cell` (:func:`write_rows` does it for a whole
table): a text cell starting with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return would be run as a
formula by a spreadsheet (« CSV injection »: ``=HYPERLINK("http://…","clic")`` in a player's name), so it
is written with a leading apostrophe, as OWASP recommends; numbers stay numbers.  Reading a roster back
removes that apostrophe again.
"""

from __future__ import annotations

import codecs
import csv
import io
from collections.abc import Iterable, Sequence
from typing import Any

from belote_club.i18n import gettext as _
from belote_club.i18n import ngettext
from belote_club.services import player_fields
from belote_club.services.errors import ServiceError
from belote_club.services.views import CsvLine, CsvPreview
from belote_club.text import fold
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
    "membre": "member",
}
#: The « membre » column (PRIZES.md §2): the member flag of the card, « oui » or « non » (empty: non).
MEMBER_VALUES = {"oui": True, "o": True, "x": True, "1": True, "non": False, "n": False, "0": False, "": False}
#: The export's header: part of the file format, read back by :func:`preview` (:data:`COLUMNS`), so French
#: whatever the language (not translated).
HEADERS = ("Nom", "Prénom", "Licence", "Club", "Téléphone", "Email")
FIELDS = tuple(player_fields.LABELS)


#: First characters that make a spreadsheet read a cell as a formula (OWASP « CSV injection »).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value: Any) -> Any:
    """``value`` as it may be written to a CSV cell: a text starting like a formula gets a leading ``'``.

    Numbers (``int``, ``float``) and ``None`` are returned unchanged, so a negative score stays a number.
    """
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def unsafe_cell(text: str) -> str:
    """The text :func:`safe_cell` neutralised, for reading back a file the program wrote."""
    if text.startswith("'") and text[1:].startswith(FORMULA_STARTS):
        return text[1:]
    return text


def safe_row(row: Iterable[Any]) -> list[Any]:
    return [safe_cell(value) for value in row]


def write_rows(rows: Iterable[Sequence[Any]]) -> str:
    """CSV text (``;``-separated, CR LF line ends, as French spreadsheets expect) with every text cell passed
    through :func:`safe_cell`.  Write it with ``encoding="utf-8-sig"`` so that Excel reads the accents."""
    out = io.StringIO()
    writer = csv.writer(out, delimiter=";", lineterminator="\r\n")
    writer.writerows(safe_row(row) for row in rows)
    return out.getvalue()


def decode(data: bytes) -> str:
    """Text of a CSV file: UTF-16 with its BOM, UTF-8 (BOM or not), else Windows-1252."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return data.decode("utf-16", errors="replace")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def _identity(player: Player) -> tuple[str, str, str]:
    return (fold(player.last_name), fold(player.first_name), fold(player.licence or ""))


def preview(text: str, roster: Iterable[Player]) -> CsvPreview:
    """Parse ``text``; raises :class:`ServiceError` only when the file as a whole is unusable."""
    # Universal newlines (CR LF, LF, or CR alone); no blank line nor Excel's « sep=; » before the header.
    lines_in = io.StringIO(text.lstrip("\ufeff"), newline=None).read().split("\n")
    skipped = 0
    while skipped < len(lines_in) and not lines_in[skipped].strip(" \t;,"):
        skipped += 1
    delimiter_hint = None
    if skipped < len(lines_in) and fold(lines_in[skipped]).startswith("sep=") and len(lines_in[skipped].strip()) == 5:
        delimiter_hint = lines_in[skipped].strip()[4]
        skipped += 1
        while skipped < len(lines_in) and not lines_in[skipped].strip(" \t;,"):
            skipped += 1
    text = "\n".join(lines_in[skipped:])
    if not text.strip():
        raise ServiceError(_("Le fichier CSV est vide."))
    sample = text[:4096]
    try:
        if delimiter_hint is not None:
            raise csv.Error("delimiter given by the file")
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(sample, delimiters=";,\t")
    except csv.Error:
        semicolon = sample.count(";") >= sample.count(",")

        class _Fallback(csv.excel):
            delimiter = delimiter_hint or (";" if semicolon else ",")

        dialect = _Fallback
    reader = csv.reader(io.StringIO(text), dialect)
    try:
        header = next(reader)
    except (StopIteration, csv.Error) as error:
        raise ServiceError(_("Le fichier CSV est illisible : ligne d’en-tête absente.")) from error
    mapping: dict[int, str] = {}
    for index, name in enumerate(header):
        key = COLUMNS.get(fold(name))
        if key is not None and key not in mapping.values():
            mapping[index] = key
    # The columns are named as the file must name them (French headers), whatever the language.
    missing = [label for label, key in (("nom", "last_name"), ("prénom", "first_name")) if key not in mapping.values()]
    if missing:
        raise ServiceError(ngettext(
            "Colonne obligatoire absente de l’en-tête : {columns} (colonnes reconnues : nom, prénom, licence, club, "
            "téléphone, email).",
            "Colonnes obligatoires absentes de l’en-tête : {columns} (colonnes reconnues : nom, prénom, licence, "
            "club, téléphone, email).", len(missing)).format(
                columns=", ".join(_("« {value} »").format(value=m) for m in missing)))
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
            line_number = reader.line_num + skipped
            lines.append(CsvLine(line_number, None, (_("Ligne {n} : illisible ({error}).").format(
                n=line_number, error=error),)))
            continue
        line_number = reader.line_num + skipped
        if not any(cell.strip() for cell in row):
            continue
        values = {key: unsafe_cell(row[index].strip() if index < len(row) else "") for index, key in mapping.items()}
        member = MEMBER_VALUES.get(fold(values.pop("member", "")))
        errors = [_("Ligne {n} : {problem}.").format(n=line_number, problem=problem)
                  for _field, problem in player_fields.problems(values)]
        if member is None:
            errors.append(_("Ligne {n} : la colonne « membre » vaut oui ou non.").format(n=line_number))
        if errors:
            lines.append(CsvLine(line_number, None, tuple(errors)))
            continue
        player = Player(
            first_name=values["first_name"],
            last_name=values["last_name"],
            licence=values.get("licence") or None,
            club=values.get("club") or None,
            phone=values.get("phone") or None,
            email=values.get("email") or None,
            member=member is True,
        )
        identity = _identity(player)
        if identity in seen_in_file:
            lines.append(
                CsvLine(line_number, None, (_("Ligne {n} : même joueur qu’à la ligne {first}.").format(
                    n=line_number, first=seen_in_file[identity]),))
            )
            continue
        seen_in_file[identity] = line_number
        lines.append(CsvLine(line_number, player, (), duplicate_of=known.get(identity)))
    if not lines:
        raise ServiceError(_("Le fichier CSV ne contient aucun joueur (seulement l’en-tête)."))
    return CsvPreview(tuple(lines))


def export(players: Iterable[Player]) -> str:
    """The roster as CSV text (``;``-separated, with a header; write it with ``encoding="utf-8-sig"``)."""
    return write_rows([HEADERS, *([getattr(player, name) or "" for name in FIELDS] for player in players)])
