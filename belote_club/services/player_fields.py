"""The fields of a roster player: French labels, length limits, and the one check both the forms
(:meth:`ClubService.add_player`, ``update_player``…) and the CSV import apply."""

from __future__ import annotations

from collections.abc import Mapping

from belote_club.services.names import text_problem

#: Field → French label, in the order of the CSV export.
LABELS = {
    "last_name": "nom",
    "first_name": "prénom",
    "licence": "licence",
    "club": "club",
    "phone": "téléphone",
    "email": "adresse électronique",
}
LIMITS = {"last_name": 100, "first_name": 100, "licence": 50, "club": 200, "phone": 50, "email": 200}
REQUIRED = ("last_name", "first_name")


def problems(values: Mapping[str, object]) -> list[tuple[str, str]]:
    """``(field, French sentence)`` for each thing wrong with ``values`` (field → text, already stripped;
    missing or empty optional fields are fine).  Empty list: the player can be saved."""
    found: list[tuple[str, str]] = []
    for field, label in LABELS.items():
        value = values.get(field)
        if value is None or value == "":
            if field in REQUIRED:
                found.append((field, f"le {label} est vide"))
            continue
        if not isinstance(value, str):
            found.append((field, f"le champ « {label} » doit être un texte"))
        elif len(value) > LIMITS[field]:
            found.append((field, f"le champ « {label} » dépasse {LIMITS[field]} caractères"))
        elif (problem := text_problem(value, label)) is not None:
            found.append((field, problem))
        elif field == "email" and ("@" not in value or value.startswith("@") or value.endswith("@")
                                   or " " in value):
            found.append((field, f"adresse électronique invalide « {value} »"))
    return found
