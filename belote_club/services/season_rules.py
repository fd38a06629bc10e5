"""A season's rules (SEASON.md §2): every key checked, with a French refusal naming the key; the presets.

:func:`season_rules` turns the JSON object a club gives (every key optional) into the
:class:`~belote_club.tournament.season.SeasonRules` the computation uses; an unknown key or a bad value is a
:class:`ServiceError` whose ``field`` is the key (``per_game.won`` for a key inside ``per_game``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from belote_club.i18n import N_
from belote_club.i18n import gettext as _
from belote_club.services.errors import ServiceError
from belote_club.services.validation import shown
from belote_club.text import number
from belote_club.tournament.season import (
    DEFAULT_TIE_BREAKS,
    GAME_KINDS,
    PER_GAME_DEFAULT,
    RANKINGS,
    SCORES,
    TIE_BREAKS,
    SeasonRules,
)

__all__ = ["SEASON_PRESETS", "SeasonPreset", "season_rules"]

KEYS = ("ranking", "per_game", "per_concours", "place_points", "score", "score_divisor", "best_of", "min_concours",
        "count_unfinished", "tie_breaks")
POINTS_MAX = 1000
#: Beyond any real season, and what keeps a number readable in a message.
COUNT_MAX = 10_000
PLACES_MAX = 1000


@dataclass(frozen=True)
class SeasonPreset:
    """A ready-made set of season rules: a name (stable key), a French title and a plain-French description."""

    name: str
    title: str
    description: str
    rules: Mapping[str, Any]


#: The presets offered when a season is created (title and description translated where shown).
SEASON_PRESETS: tuple[SeasonPreset, ...] = (
    SeasonPreset("victoires", N_("Victoires"),
                 N_("Un point par partie gagnée (exempt et forfait gagné compris), rien pour une partie perdue."),
                 {}),
    SeasonPreset("points_par_place", N_("Points par place"),
                 N_("Chaque concours donne des points selon la place : 25 au premier, 20 au deuxième, 16 au "
                    "troisième… jusqu’à 1 au quinzième ; rien pour les parties elles-mêmes."),
                 {"per_game": {"won": 0, "drawn": 0, "lost": 0, "exempt": 0, "forfeit_won": 0, "forfeit_lost": 0},
                  "place_points": [25, 20, 16, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]}),
    SeasonPreset("victoires_points", N_("Victoires + points marqués"),
                 N_("4 points par partie gagnée, 2 par partie perdue, 3 pour un exempt, plus les points marqués "
                    "au concours divisés par 100."),
                 {"per_game": {"won": 4, "drawn": 3, "lost": 2, "exempt": 3, "forfeit_won": 4, "forfeit_lost": 0},
                  "score": "points_for", "score_divisor": 100}),
)


def _refuse(message: str, key: str) -> ServiceError:
    return ServiceError(message, field=key)


def _integer(value: object, key: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        message = _("Règle de saison « {key} » : un nombre entier de {low} à {high} est attendu (reçu : "
                    "{value}).").format(key=key, low=number(low), high=number(high), value=_quoted(value))
        raise _refuse(message, key)
    return value


def _quoted(value: object) -> str:
    import json

    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = "?"
    return shown(text)


def _choice(value: object, key: str, allowed: tuple[str, ...]) -> str:
    if not isinstance(value, str) or value not in allowed:
        listed = ", ".join(_("« {value} »").format(value=name) for name in allowed)
        raise _refuse(_("Règle de saison « {key} » : valeur inconnue {value} (valeurs possibles : {listed}).").format(
            key=key, value=_quoted(value), listed=listed), key)
    return value


def season_rules(given: object) -> SeasonRules:
    """The rules of the JSON object ``given``, every key checked (SEASON.md §2)."""
    if not isinstance(given, Mapping):
        raise _refuse(_("Les règles de la saison se donnent en objet JSON (clé : valeur)."), "rules")
    for key in given:
        if key not in KEYS:
            raise _refuse(_("Règle de saison inconnue : « {key} » (règles possibles : {keys}).").format(
                key=shown(key), keys=", ".join(KEYS)), str(key))
    ranking = _choice(given.get("ranking", "players"), "ranking", RANKINGS)
    per_game = dict(PER_GAME_DEFAULT)
    if "per_game" in given:
        games = given["per_game"]
        if not isinstance(games, Mapping):
            raise _refuse(_("Règle de saison « per_game » : un objet JSON est attendu, par exemple "
                            "{\"won\": 1, \"lost\": 0}."), "per_game")
        for kind, value in games.items():
            if kind not in GAME_KINDS:
                raise _refuse(_("Règle de saison inconnue : « per_game.{kind} » (possibles : {kinds}).").format(
                    kind=shown(kind), kinds=", ".join(GAME_KINDS)), f"per_game.{kind}")
            per_game[kind] = _integer(value, f"per_game.{kind}", 0, POINTS_MAX)
    per_concours = _integer(given.get("per_concours", 0), "per_concours", 0, POINTS_MAX)
    places = given.get("place_points", [])
    if not isinstance(places, list) or len(places) > PLACES_MAX:
        raise _refuse(_("Règle de saison « place_points » : une liste de nombres entiers de 0 à 1000 est attendue "
                        "(le premier pour la 1re place, le deuxième pour la 2e…)."), "place_points")
    place_points = tuple(_integer(value, "place_points", 0, POINTS_MAX) for value in places)
    score = _choice(given.get("score", "none"), "score", SCORES)
    divisor = _integer(given.get("score_divisor", 1), "score_divisor", 1, POINTS_MAX)
    best_of = given.get("best_of")
    if best_of is not None:
        best_of = _integer(best_of, "best_of", 1, COUNT_MAX)
    min_concours = _integer(given.get("min_concours", 0), "min_concours", 0, COUNT_MAX)
    unfinished = given.get("count_unfinished", False)
    if not isinstance(unfinished, bool):
        raise _refuse(_("Règle de saison « count_unfinished » : true ou false est attendu (reçu : {value}).").format(
            value=_quoted(unfinished)), "count_unfinished")
    return SeasonRules(ranking=ranking, per_game=per_game, per_concours=per_concours, place_points=place_points,
                       score=score, score_divisor=divisor, best_of=best_of, min_concours=min_concours,
                       count_unfinished=unfinished, tie_breaks=_tie_breaks(given.get("tie_breaks", DEFAULT_TIE_BREAKS)))


def _tie_breaks(value: object) -> tuple[str, ...]:
    if not isinstance(value, list | tuple):
        raise _refuse(_("Règle de saison « tie_breaks » : une liste est attendue, par exemple "
                        "[\"concours\", \"wins\", \"points_for\", \"name\"]."), "tie_breaks")
    chosen: list[str] = []
    for item in value:
        name = _choice(item, "tie_breaks", TIE_BREAKS)
        if name in chosen:
            raise _refuse(_("Règle de saison « tie_breaks » : « {name} » est donné deux fois.").format(name=name),
                          "tie_breaks")
        chosen.append(name)
    if "shared" in chosen[:-1]:
        raise _refuse(_("Règle de saison « tie_breaks » : « shared » (ex æquo) ne peut venir qu’en dernier."),
                      "tie_breaks")
    return tuple(chosen)
