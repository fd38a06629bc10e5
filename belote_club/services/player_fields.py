"""The fields of a roster player: French labels, length limits, and the one check both the forms
(:meth:`ClubService.add_player`, ``update_player``…) and the CSV import apply."""

from __future__ import annotations

from collections.abc import Mapping

from belote_club.i18n import N_
from belote_club.i18n import gettext as _
from belote_club.services.names import text_problem

#: Field → French label (marked: translated where shown), in the order of the CSV export.
LABELS = {
    "last_name": N_("nom"),
    "first_name": N_("prénom"),
    "licence": N_("licence"),
    "club": N_("club"),
    "phone": N_("téléphone"),
    "email": N_("adresse électronique"),
}
LIMITS = {"last_name": 100, "first_name": 100, "licence": 50, "club": 200, "phone": 50, "email": 200}
REQUIRED = ("last_name", "first_name")


def problems(values: Mapping[str, object]) -> list[tuple[str, str]]:
    """``(field, French sentence)`` for each thing wrong with ``values`` (field → text, already stripped;
    missing or empty optional fields are fine).  Empty list: the player can be saved."""
    found: list[tuple[str, str]] = []
    for field, french in LABELS.items():
        label = _(french)
        value = values.get(field)
        if value is None or value == "":
            if field in REQUIRED:
                found.append((field, _("le {label} est vide").format(label=label)))
            continue
        if not isinstance(value, str):
            found.append((field, _("le champ « {label} » doit être un texte").format(label=label)))
        elif len(value) > LIMITS[field]:
            found.append((field, _("le champ « {label} » dépasse {limit} caractères").format(
                label=label, limit=LIMITS[field])))
        elif (problem := text_problem(value, label)) is not None:
            found.append((field, problem))
        elif field == "email" and ("@" not in value or value.startswith("@") or value.endswith("@")
                                   or " " in value):
            found.append((field, _("adresse électronique invalide « {value} »").format(value=value)))
    return found
