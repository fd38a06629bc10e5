"""The checks every service applies to what a caller hands over, each with its French refusal.

Public helpers shared by the service modules (``tournaments``, ``roster``, ``registrations``, ``rounds``,
``scores``…): bounds, whole numbers, texts and names, enumerations, deals and positions, the paper-sheet
record.  Nothing here touches the database.
"""

from __future__ import annotations

import datetime as dt
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, NoReturn, TypeVar, cast

from belote_club.i18n import N_
from belote_club.i18n import gettext as _
from belote_club.rules import HouseRules, preset_matching
from belote_club.rules.deal_data import DealData
from belote_club.rules.presets import is_two_camp
from belote_club.services import player_fields
from belote_club.services.errors import ServiceError
from belote_club.services.names import safe_text, text_problem
from belote_club.text import number
from belote_club.tournament.model import (
    RANKING_PRESETS,
    ExemptAgainst,
    ExemptKind,
    ExemptPolicy,
    GameRecord,
    GameState,
    Player,
    RankingKey,
    Registration,
)
from belote_club.tournament.standings import CRITERION_LABELS

#: Bounds of what a person may type (beyond them, the value is a typing error, not a concours).
MAX_ROUNDS = 99
MAX_NUMBER = 9_999  #: team and bib numbers
MAX_POINTS = 99_999  #: a paper total, an exempt's fixed points
MAX_ID = 2**63 - 1  #: larger ids cannot even be looked up
MAX_NAME = 200  #: tournament, venue, team and club names

#: field → (« … inconnu(e) », allowed values and their meaning); French, marked: translated where shown.
CHOICES: dict[str, tuple[str, dict[str, str]]] = {
    "format": (N_("Formule inconnue"), {"doublettes": N_("doublettes"), "melee": N_("mêlée")}),
    "pairing": (N_("Méthode de tirage inconnue"), {"random": N_("au hasard"), "ranking": N_("selon le classement")}),
    "kind": (N_("Règle de l’exempt inconnue"), {"fixed_win": N_("partie gagnée à points fixes"),
                                               "round_average": N_("partie gagnée à la moyenne de la manche"),
                                               "half_game": N_("moitié d’une partie"), "nothing": N_("rien")}),
    "against": (N_("Points encaissés par l’exempt inconnus"), {
        "zero": N_("aucun"), "round_average": N_("la moyenne de la manche"),
        "same_as_for": N_("autant que ses points marqués")}),
    # The criteria's French labels have one home: tournament.standings.CRITERION_LABELS.
    "ranking": (N_("Critère de classement inconnu"), {key.value: label for key, label in CRITERION_LABELS.items()}),
}

E = TypeVar("E")


# ---------------------------------------------------------------------- the two-camp rule of a concours


def check_two_camps(rules: HouseRules) -> None:
    if not is_two_camp(rules):
        raise ServiceError(
            _("Un concours se joue à deux camps par table (4 ou 2 joueurs) : la belote à trois ne s’y prête pas."),
            field="players",
        )


def matching_preset(rules: Mapping[str, Any]) -> str | None:
    """The preset whose rules are exactly these (``None`` for custom rules)."""
    return preset_matching(HouseRules.from_dict(dict(rules)))


# ---------------------------------------------------------------------- numbers


def is_id(value: object) -> bool:
    """Whether ``value`` can be the id of a stored row (anything else names nothing that exists)."""
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= MAX_ID


def whole(value: object, field: str, label: str, low: int, high: int) -> int:
    """``value`` if it is a whole number from ``low`` to ``high``; else a French :class:`ServiceError`."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        quoted = _("« {value} »").format(value=shown(value)) if isinstance(value, str) else shown(value)
        if high == MAX_ID:
            bound = _("positif ou nul") if low == 0 else _("d’au moins {low}").format(low=number(low))
        else:
            bound = _("de {low} à {high}").format(low=number(low), high=number(high))
        raise ServiceError(_("Valeur invalide pour « {label} » : un nombre entier {bound} est attendu (reçu : "
                             "{quoted}).").format(label=label, bound=bound, quoted=quoted), field=field)
    return value


def shown(value: object) -> str:
    """A value as a message may quote it: short (a 4 000-digit number is not echoed whole), printable."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_ID:
        return _("un nombre trop grand")
    try:
        text = safe_text(str(value))
    except ValueError:  # an object whose text cannot be built
        text = "?"
    return text if len(text) <= 40 else text[:37] + "…"


def seed(value: int | None) -> int:
    if value is None:
        return secrets.randbelow(2**31)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 2**63:
        raise ServiceError(_("La graine du tirage doit être un entier positif."), field="seed")
    return value


def position(value: int | None, maximum: int) -> int:
    """A 1-based deal position from 1 to ``maximum`` (``None``: ``maximum``)."""
    if value is None:
        if maximum < 1:
            raise ServiceError(_("Aucune donne n’est saisie."), field="position")
        return maximum
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= maximum:
        if maximum < 1:
            raise ServiceError(_("Aucune donne n’est saisie."), field="position")
        raise ServiceError(_("Numéro de donne invalide : {value} (de 1 à {maximum}).").format(
            value=shown(value), maximum=maximum), field="position")
    return value




def numbers(values: Sequence[int]) -> str:
    """« 1, 4, 7 », at most ten of them then « … »."""
    shown = ", ".join(str(n) for n in values[:10])
    return shown + (" …" if len(values) > 10 else "")


# ---------------------------------------------------------------------- texts and names

def text(value: object, field: str, label: str, limit: int = MAX_NAME) -> str:
    if not isinstance(value, str):
        raise ServiceError(_("Le champ « {label} » doit être un texte.").format(label=label), field=field)
    value = value.strip()
    if len(value) > limit:
        raise ServiceError(_("Le champ « {label} » dépasse {limit} caractères.").format(label=label, limit=limit),
                           field=field)
    problem = text_problem(value, label)
    if problem is not None:
        raise ServiceError(problem[0].upper() + problem[1:] + ".", field=field)
    return value


def origin(value: object) -> str:
    """Where a write comes from, for the journal (« poste principal », « poste 2 »): a short text."""
    where = text(value, "origin", _("origine"), 60)
    if not where:
        raise ServiceError(_("Le champ « origine » ne peut pas être vide."), field="origin")
    return where


def search_text(value: object) -> str:
    """A search typed in a box: any characters are fine (they simply find nothing)."""
    if not isinstance(value, str):
        raise ServiceError(_("Le champ « recherche » doit être un texte."), field="search")
    value = safe_text(value).strip()
    if len(value) > MAX_NAME:
        raise ServiceError(_("Le champ « recherche » dépasse {limit} caractères.").format(limit=MAX_NAME),
                           field="search")
    return value


def tournament_name(value: object) -> str:
    name = text(value, "name", _("nom du concours"))
    if not name:
        raise ServiceError(_("Le nom du concours est obligatoire."), field="name")
    return name


def date(value: object) -> dt.date:
    if isinstance(value, dt.datetime):
        return value.date()
    if not isinstance(value, dt.date):
        raise ServiceError(_("Date du concours invalide : « {value} ».").format(value=safe_text(shown(value))),
                           field="date")
    return value


def clean_player(player: Player) -> Player:
    """The player with its texts trimmed (empty optional fields: ``None``), or the first problem found."""
    values = {field: value.strip() if isinstance(value, str) else value
              for field in player_fields.LABELS if (value := getattr(player, field)) is not None}
    for field, problem in player_fields.problems(values):
        raise ServiceError(problem[0].upper() + problem[1:] + ".", field=field)
    cleaned: dict[str, Any] = {field: values.get(field) or None for field in player_fields.LABELS}
    return replace(player, **cleaned)


def csv_text(value: object) -> None:
    if not isinstance(value, str):
        raise ServiceError(_("Le contenu du fichier CSV doit être un texte (décodez-le avec csv_io.decode)."))


# ---------------------------------------------------------------------- settings


def choice(enum: type[E], value: object, field: str) -> E:
    """``enum(value)``, or a French :class:`ServiceError` naming the allowed values."""
    try:
        return enum(value)  # type: ignore[call-arg]
    except (ValueError, TypeError):
        label, known = CHOICES[field]
        listed = ", ".join(_("« {key} » ({meaning})").format(key=key, meaning=_(meaning)) for key, meaning in known.items())
        raise ServiceError(_("{label} : « {value} » (possibles : {listed}).").format(
            label=_(label), value=shown(value), listed=listed), field=field) from None


def criteria(ranking: str | Sequence[RankingKey | str]) -> tuple[RankingKey, ...]:
    if isinstance(ranking, str):
        if ranking not in RANKING_PRESETS:
            raise ServiceError(
                _("Classement inconnu « {ranking} » (connus : {known}).").format(
                    ranking=safe_text(ranking), known=", ".join(RANKING_PRESETS)),
                field="ranking",
            )
        return tuple(RANKING_PRESETS[ranking])
    if not isinstance(ranking, Sequence):
        raise ServiceError(_("Les critères de classement se donnent en liste."), field="ranking")
    keys = tuple(choice(RankingKey, k, "ranking") for k in ranking)
    if not keys or len(set(keys)) != len(keys):
        raise ServiceError(_("Les critères de classement doivent être distincts et au moins un."), field="ranking")
    return keys


def exempt_policy(policy: object) -> ExemptPolicy:
    if not isinstance(policy, ExemptPolicy):
        raise ServiceError(_("Règle de l’exempt invalide."), field="exempt_policy")
    kind = choice(ExemptKind, policy.kind, "kind")
    amount = whole(policy.amount, "exempt_policy", _("points de l’exempt"), 0, MAX_POINTS)
    against = choice(ExemptAgainst, policy.against, "against")
    return replace(policy, kind=kind, amount=amount, against=against)


def plain(value: Any) -> Any:
    """A setting as the journal stores it (JSON-ready)."""
    if isinstance(value, dt.date):
        return value.isoformat()
    if isinstance(value, tuple):
        return [plain(v) for v in value]
    if isinstance(value, ExemptPolicy):
        return {"kind": value.kind.value, "amount": value.amount, "against": value.against.value}
    if hasattr(value, "value"):
        return value.value
    return value


def registration_text(reg: Registration) -> str:
    parts = ["pointé" if reg.checked_in else "non pointé"]
    if reg.joins_from_round > 1:
        parts.append(f"arrive à la manche {reg.joins_from_round}")
    if reg.withdrawn_from_round is not None:
        parts.append(f"abandon à la manche {reg.withdrawn_from_round}")
    return ", ".join(parts)


# ---------------------------------------------------------------------- deals and games

#: How deep a deal's JSON may nest (a real deal nests three levels: annonces → list → object).
MAX_DEPTH = 20


#: The largest number a deal may hold (points, annonces, penalties are far below it).
MAX_DEAL_NUMBER = 10**9


def deal_problem(value: object, limit: int = MAX_DEPTH) -> str | None:
    """Why ``value`` cannot be a deal's JSON at all (too deep, a number out of all proportion), or None —
    checked without recursion, before the engine reads it."""
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, Mapping):
            if level >= limit:
                return _("la donne est imbriquée trop profondément pour être une donne de belote")
            stack.extend((v, level + 1) for v in item.values())
        elif isinstance(item, (list, tuple)):
            if level >= limit:
                return _("la donne est imbriquée trop profondément pour être une donne de belote")
            stack.extend((v, level + 1) for v in item)
        elif isinstance(item, int) and not isinstance(item, bool) and abs(item) > MAX_DEAL_NUMBER:
            return _("un nombre dépasse {limit} : ce n’est pas une donne de belote").format(
                limit=number(MAX_DEAL_NUMBER))
        elif isinstance(item, float) and item != item:
            return _("un nombre n’en est pas un (NaN)")
    return None


def depth_ok(value: object, limit: int = MAX_DEPTH) -> bool:
    """Whether ``value`` nests at most ``limit`` levels and holds no absurd number (see :func:`deal_problem`)."""
    return deal_problem(value, limit) is None


def deal(value: object, where: int | None) -> DealData:
    """A copy of one deal as entered (SCORING.md §2), or a French refusal when it is not one (not an
    object, nested beyond reason, a number out of all proportion or NaN): the one check every road of a
    deal applies before the engine reads it (the engine checks its keys and values when it scores it)."""
    if not isinstance(value, Mapping):
        _refuse_deal(_("une donne se décrit par ses champs (preneur, atout, points…)"), where, "deal")
    problem = deal_problem(value)
    if problem is not None:
        _refuse_deal(problem, where)
    return cast(DealData, dict(value))


def _refuse_deal(problem: str, where: int | None, field: str | None = None) -> NoReturn:
    if where:
        raise ServiceError(_("Donne {n} : {problem}.").format(n=where, problem=problem), field=field, deal=where)
    raise ServiceError(problem[:1].upper() + problem[1:] + ".", field=field, deal=where)


def paper_record(record: GameRecord, totals: Sequence[int], deal_count: int | None, belotes: int | None,
                 capots: int | None, lost_reserve: int | None) -> GameRecord:
    values = list(totals) if isinstance(totals, Sequence) and not isinstance(totals, str) else []
    if len(values) != 2 or not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        raise ServiceError(_("Il faut deux totaux entiers, un par côté de la table."), field="totals")
    if any(v < 0 for v in values):
        raise ServiceError(_("Un total de feuille ne peut pas être négatif."), field="totals")
    if any(v > MAX_POINTS for v in values):
        raise ServiceError(_("Un total de feuille ne dépasse pas {limit} points : vérifiez la saisie.").format(
            limit=number(MAX_POINTS)), field="totals")
    for name, label, value in (("deal_count", _("nombre de donnes"), deal_count),
                               ("belotes", _("nombre de belotes"), belotes),
                               ("capots", _("nombre de capots"), capots),
                               ("lost_reserve", _("réserve perdue"), lost_reserve)):
        if value is not None:
            whole(value, name, label, 0, MAX_POINTS if name == "lost_reserve" else 999)
    return replace(record, deals=(), totals=(values[0], values[1]), deal_count=deal_count, belotes=belotes,
                   capots=capots, lost_reserve=lost_reserve, state=GameState.FINISHED)


def record_value(record: GameRecord) -> Any:
    """What the journal keeps of a game's content."""
    if record.totals is not None:
        return {"totals": list(record.totals)}
    return [dict(d) for d in record.deals] or None


def french_thing(key: str) -> str:
    """A storage « not found » key (« teams 12 ») in words (« équipe 12 », in the language in force)."""
    words = {
        "players": _("joueur"), "tournaments": _("concours"), "teams": _("équipe"),
        "registrations": _("inscription"), "round": _("manche"), "table": _("table"),
    }
    parts = key.split()
    if parts and parts[0] in words:
        parts[0] = words[parts[0]]
    return " ".join(parts)
