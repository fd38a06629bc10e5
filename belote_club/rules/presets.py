"""Named house-rule presets: JSON files ``resources/rules/<name>.json``.

Each file holds ``{"title": …, "description": …, "rules": {…}}``; ``rules`` is a house-rules
object of SCORING.md §1 (keys left out take their defaults).  The title and description are French message
ids: :func:`list_presets` and :func:`get_preset` give them in the language in force (:data:`TEXTS` marks
them for the catalogue; a test checks every file's texts are there).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from belote_club.i18n import N_
from belote_club.i18n import gettext as _
from belote_club.rules.errors import RulesError
from belote_club.rules.house_rules import HouseRules

#: The files' titles and descriptions, for the catalogue (the preset files are JSON, which Babel does not read).
TEXTS = (
    N_("Classique"),
    N_("Les règles par défaut : partie en 1 000 points, comptée au point, litige mis en réserve."),
    N_("Concours"),
    N_("Parties de 12 donnes comptées au point, capot à 252, sans annonces, litige en réserve."),
    N_("Arrondi à la dizaine"),
    N_("Points arrondis à la dizaine (5 et moins en dessous), partie en 1 010 points."),
    N_("Avec annonces"),
    N_("Tierce, cinquante, cent et carrés annoncés ; partie en 1 000 points."),
    N_("Rubicon"),
    N_("Partie en 1 000 points ; le perdant qui n’a pas la moitié des points du gagnant perd double (Rubicon "
       "flottant)."),
    N_("Belote à trois"),
    N_("Trois joueurs, chacun pour soi ; partie en 1 000 points, arrondi à la dizaine."),
    N_("Belote moderne"),
    N_("Sans-atout et tout-atout permis, annonces jouées, arrondi à la dizaine ; partie en 1 000 points."),
    N_("Contrée (Fédération)"),
    N_("Contrée de la Fédération, sans annonces : contrat aux points faits, contre et surcontre, arrondi à la "
       "dizaine, partie en 2 000 points."),
    N_("Coinche (Fédération)"),
    N_("Belote coinchée de la Fédération : la contrée avec les annonces, contrat aux points faits, partie en "
       "2 000 points."),
    N_("Contrée aux points annoncés"),
    N_("Variante de club : le preneur qui réussit marque son contrat et sa belote, pas ses plis ; sans annonces, "
       "partie en 2 000 points."),
)

# The order a club secretary sees them in.
ORDER = ("classique", "concours", "arrondi-dizaine", "annonces", "rubicon", "belote-a-trois", "belote-moderne",
         "contree", "coinche", "contree-points-annonces")


@dataclass(frozen=True, slots=True)
class Preset:
    name: str
    title: str
    description: str
    rules: HouseRules


def presets_dir() -> Path:
    # paths.py is a dependency-free leaf (no Qt, no SQLAlchemy): the one way to reach resources/.
    from belote_club.paths import resource_path

    return resource_path("rules")


@cache
def _all() -> dict[str, Preset]:
    found: dict[str, Preset] = {}
    for path in sorted(presets_dir().glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        found[path.stem] = Preset(path.stem, data["title"], data["description"], HouseRules.from_dict(data["rules"]))
    rank = {name: i for i, name in enumerate(ORDER)}
    return dict(sorted(found.items(), key=lambda item: (rank.get(item[0], len(ORDER)), item[0])))


def _shown(preset: Preset) -> Preset:
    """The preset with its title and description in the language in force."""
    return Preset(preset.name, _(preset.title), _(preset.description), preset.rules)


def list_presets() -> list[Preset]:
    return [_shown(preset) for preset in _all().values()]


def get_preset(name: str) -> Preset:
    try:
        return _shown(_all()[name])
    except KeyError:
        known = ", ".join(_all())
        raise RulesError("preset", _("préréglage inconnu « {name} » (connus : {known})").format(name=name, known=known)) from None


def load_preset(name: str) -> HouseRules:
    return get_preset(name).rules


def is_two_camp(rules: HouseRules) -> bool:
    """Whether a concours can play these rules: a table opposes two sides (4 players in two teams, or 2
    players), so the 3-player game, with three camps, cannot be a concours'."""
    return rules.camps == 2


def two_camp_presets() -> list[Preset]:
    """The presets a concours can use (:func:`is_two_camp`), in the order a secretary sees them."""
    return [_shown(preset) for preset in _all().values() if is_two_camp(preset.rules)]


def preset_matching(rules: HouseRules) -> str | None:
    """The name of the preset whose rules are exactly these, if any."""
    for preset in _all().values():
        if preset.rules == rules:
            return preset.name
    return None
