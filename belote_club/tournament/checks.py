"""Checking a game entered from a paper sheet (totals only): warnings (French, or the language in force),
never a refusal.

The trick points of a deal always add up to a known amount, so the camps' totals of a game add up to
``deals × 162 + belote_points × belotes + 90 × capots`` (exact scoring), less a reserve lost at the
end of the game.  With a rounding rule a deal is worth ``R(162) = 160`` (``R(252) = 250`` for a capot),
except that ``ten_half_down`` and ``ten_half_up`` can round both camps up (76 – 86 → 80 – 90: 170).
The set of possible sums is computed from the rules engine's own rounding (every split of the 162
points, every taker), so it follows the house rules exactly: dedans deals are worth ``R(chute_points)``,
``exact_last_deal`` lets one deal be scored to the point, a capot against the taker may be worth only
the chute.  With annonces the sum can only grow, by multiples of 10.

In contrée (SCORING.md §10) a deal's points depend on its contract and its contre (a surcontré capot is
worth thousands), so the sum has no fixed value.  What is checked there instead: each total a multiple of 10
under a rounding to ten (every contrée amount then is one), the target reached and the ties as above, and
the sum at least what the deals can give at the least (:func:`contree_floor`: with the FFB's rules 160 of
tricks + the smallest contract, 80, i.e. 240 a deal, a declared lost reserve deducted).

Choices where the issue is silent:

- counts left empty on the sheet (belotes, capots, lost reserve) count as 0; the deal count, when
  empty, is the rules' count in a ``deals`` game (one or two extra deals allowed for a tie), and
  unknown otherwise: then only the per-camp checks run;
- when the sum is off, the warning names the likeliest cause from the size of the gap, tried in this
  order: belotes (one to three), a capot, a whole deal (amounts of the game itself come first), then two
  swapped digits in one total, a lost reserve — only when the gap is what one to three litiges can put in
  reserve under the rules (81, 71 or 91 points at exact count; never 14) — and otherwise a copying error.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from belote_club.i18n import gettext as _
from belote_club.i18n import ngettext
from belote_club.rules import HouseRules, round_lone, round_tricks, score_game
from belote_club.text import number

from .model import GameRecord

__all__ = ["check_record", "check_totals", "contree_floor", "lost_reserves", "possible_sums"]

#: The smallest contract (SCORING.md §10.2).
LOWEST_BID = 80

@lru_cache(maxsize=64)
def _made_sums(mode: str, camps: int) -> frozenset[int]:
    """Every sum of the rounded trick points of a deal that is scored as made (or a litige later paid)."""
    sums: set[int] = set()
    if camps == 2:
        for a in range(163):
            for taker in (0, 1):
                sums.add(sum(round_tricks(mode, [a, 162 - a], taker)))
    else:
        for a in range(163):
            for b in range(163 - a):
                for taker in (0, 1, 2):
                    sums.add(sum(round_tricks(mode, [a, b, 162 - a - b], taker)))
    return frozenset(sums)


@lru_cache(maxsize=64)
def _dedans_3_sums(mode: str) -> frozenset[int]:
    """3 camps, dedans: the top defender gets R(t_top + t_taker), the other R(t_other)."""
    return frozenset(round_lone(mode, x) + round_lone(mode, 162 - x) for x in range(163))


def _deal_options(rules: HouseRules, mode: str) -> tuple[frozenset[int], frozenset[int]]:
    """(possible sums of a deal without capot, possible sums of a capot deal) under ``mode``."""
    chute = round_lone(mode, rules.chute_points)
    plain = set(_made_sums(mode, rules.camps)) | {chute}
    if rules.camps == 3:
        plain |= _dedans_3_sums(mode)
    capot = {round_lone(mode, rules.capot_points)}
    if rules.capot_against_taker == "chute":
        capot.add(chute)
    return frozenset(plain), frozenset(capot)


def _minkowski(parts: Iterable[frozenset[int]]) -> set[int]:
    sums = {0}
    for options in parts:
        sums = {s + v for s in sums for v in options}
    return sums


def possible_sums(rules: HouseRules, deals: int, *, belotes: int = 0, capots: int = 0,
                  lost_reserve: int = 0) -> set[int]:
    """Every value the camps' totals can add up to (without annonces) for a game of ``deals`` deals."""
    capots = min(capots, deals)
    plain, capot = _deal_options(rules, rules.rounding)
    tricks = _minkowski([plain] * (deals - capots) + [capot] * capots)
    if rules.exact_last_deal and rules.rounding != "exact" and deals:
        exact_plain, exact_capot = _deal_options(rules, "exact")
        if deals > capots:
            tricks |= _minkowski([plain] * (deals - capots - 1) + [capot] * capots + [exact_plain])
        if capots:
            tricks |= _minkowski([plain] * (deals - capots) + [capot] * (capots - 1) + [exact_capot])
    extra = rules.belote_points * belotes - lost_reserve
    return {s + extra for s in tricks}


def _labels(rules: HouseRules, count: int) -> list[str]:
    label = _("l’équipe {number}") if rules.players == 4 else _("le joueur {number}")
    return [label.format(number=i) for i in range(1, count + 1)]


def _accepts(rules: HouseRules, total: int, expected: set[int]) -> bool:
    if total in expected:
        return True
    return rules.annonces and any(total > e and (total - e) % 10 == 0 for e in expected)


def check_totals(
    rules: HouseRules,
    totals: Sequence[int],
    *,
    deals: int | None = None,
    belotes: int | None = None,
    capots: int | None = None,
    lost_reserve: int | None = None,
    labels: Sequence[str] | None = None,
) -> list[str]:
    """Warnings (sentences in the language in force) about totals copied from a paper sheet; empty when all is plausible.

    ``totals``: one per camp.  ``deals``: deals played (all-pass deals excluded).  ``labels`` name the
    camps in the sentences (default « l’équipe 1 », « l’équipe 2 », or « le joueur 1 », …).
    """
    names = list(labels) if labels is not None else _labels(rules, len(totals))
    warnings: list[str] = []
    for name, total in zip(names, totals, strict=True):
        if total < 0:
            warnings.append(_("Le total de {name} ({total}) est négatif : une erreur de recopie ?").format(
                name=name, total=number(total)))
    warnings.extend(_rounding_warnings(rules, totals, names))
    warnings.extend(_ending_warnings(rules, totals))
    counts = [deals] if deals is not None else (
        [rules.game_end.count, rules.game_end.count + 1, rules.game_end.count + 2]
        if rules.game_end.type == "deals" else []
    )
    if counts and rules.contree:
        warnings.extend(_contree_warnings(rules, totals, min(counts), belotes or 0, capots or 0, lost_reserve or 0))
    elif counts:
        warnings.extend(_sum_warnings(rules, totals, names, counts, belotes or 0, capots or 0, lost_reserve or 0))
    return warnings


def check_record(rules: HouseRules, record: GameRecord, labels: Sequence[str] | None = None) -> list[str]:
    """:func:`check_totals` for a game record entered as totals (no warning for a record of deals)."""
    if record.totals is None:
        return []
    return check_totals(rules, record.totals, deals=record.deal_count, belotes=record.belotes,
                        capots=record.capots, lost_reserve=record.lost_reserve, labels=labels)


def _rounding_warnings(rules: HouseRules, totals: Sequence[int], names: Sequence[str]) -> list[str]:
    if rules.rounding == "exact" or rules.exact_last_deal:
        return []
    step = 5 if rules.rounding == "five_keep_160" else 10
    sentence = (
        _("Le total de {name} ({total}) n’est pas un multiple de 5 alors que les points "
          "sont arrondis à 5 : une erreur de recopie ?") if step == 5 else
        _("Le total de {name} ({total}) n’est pas un multiple de 10 alors que les points "
          "sont arrondis à la dizaine : une erreur de recopie ?")
    )
    return [
        sentence.format(name=name, total=number(total))
        for name, total in zip(names, totals, strict=True)
        if total % step
    ]


def _ending_warnings(rules: HouseRules, totals: Sequence[int]) -> list[str]:
    warnings: list[str] = []
    top = max(totals)
    end = rules.game_end
    if end.type == "target":
        reached = top > end.points if end.strict else top >= end.points
        if not reached:
            if rules.players == 4:
                sentence = (_("Aucune équipe ne dépasse les {points} points de la partie : est-elle vraiment finie ?")
                            if end.strict else
                            _("Aucune équipe n’atteint les {points} points de la partie : est-elle vraiment finie ?"))
            else:
                sentence = (_("Aucun joueur ne dépasse les {points} points de la partie : est-elle vraiment finie ?")
                            if end.strict else
                            _("Aucun joueur n’atteint les {points} points de la partie : est-elle vraiment finie ?"))
            warnings.append(sentence.format(points=number(end.points)))
    if list(totals).count(top) > 1:
        if rules.tie == "draw":
            warnings.append(_("Les totaux sont à égalité : la partie comptera comme nulle."))
        else:
            warnings.append(_(
                "Les totaux sont à égalité alors que la règle fait jouer une donne de plus : "
                "la partie est-elle finie ?"
            ))
    return warnings


def _sum_warnings(rules: HouseRules, totals: Sequence[int], names: Sequence[str], counts: Sequence[int],
                  belotes: int, capots: int, lost_reserve: int) -> list[str]:
    expected: set[int] = set()
    for count in counts:
        expected |= possible_sums(rules, count, belotes=belotes, capots=capots, lost_reserve=lost_reserve)
    actual = sum(totals)
    if _accepts(rules, actual, expected):
        return []
    nearest = min(expected, key=lambda e: (abs(actual - e), e))
    if rules.players == 4:
        sentence = _("Le total des deux équipes fait {actual} au lieu de {expected} : {cause}")
    elif rules.camps == 3:
        sentence = _("Le total des joueurs fait {actual} au lieu de {expected} : {cause}")
    else:
        sentence = _("Le total des deux joueurs fait {actual} au lieu de {expected} : {cause}")
    cause = _likely_cause(rules, totals, names, expected, actual - nearest)
    return [sentence.format(actual=number(actual), expected=number(nearest), cause=cause)]


def contree_floor(rules: HouseRules, deals: int, *, belotes: int = 0, capots: int = 0, lost_reserve: int = 0) -> int:
    """The least the camps' totals of a contrée game of ``deals`` deals (passed deals excluded) can add up to."""
    mode = rules.rounding
    tricks = min(_made_sums(mode, 2))  # both camps' rounded trick points
    chute = round_lone(mode, rules.chute_points)
    faits = rules.contract_scoring == "points_faits"
    plain = [tricks + LOWEST_BID if faits else LOWEST_BID, chute + LOWEST_BID]
    if rules.litige == "reserve":  # a litige: the defence's points now, the taker's in reserve, no contract
        plain.append(tricks)
    capot_base = round_lone(mode, rules.capot_points)
    against = capot_base if rules.capot_against_taker == "capot" and faits else chute
    capot = [capot_base + LOWEST_BID if faits else LOWEST_BID, against + LOWEST_BID]
    capots = min(capots, deals)
    return (deals - capots) * min(plain) + capots * min(capot) + rules.belote_points * belotes - lost_reserve


def _contree_warnings(rules: HouseRules, totals: Sequence[int], deals: int, belotes: int, capots: int,
                      lost_reserve: int) -> list[str]:
    least = contree_floor(rules, deals, belotes=belotes, capots=capots, lost_reserve=lost_reserve)
    actual = sum(totals)
    if actual >= least:
        return []
    return [ngettext(
        "Le total des deux équipes fait {actual}, moins que les {least} points que donne au moins {n} donne de "
        "contrée (elle vaut au moins le plus petit contrat, 80, en plus des plis) : une erreur de recopie ?",
        "Le total des deux équipes fait {actual}, moins que les {least} points que donnent au moins {n} donnes de "
        "contrée (chacune vaut au moins le plus petit contrat, 80, en plus des plis) : une donne de trop dans le "
        "nombre, ou une erreur de recopie ?", deals).format(actual=number(actual), least=number(least), n=deals)]


def _transpositions(value: int) -> list[int]:
    digits = str(abs(value))
    out = []
    for i in range(len(digits) - 1):
        if digits[i] != digits[i + 1]:
            swapped = digits[:i] + digits[i + 1] + digits[i] + digits[i + 2:]
            if not swapped.startswith("0"):
                out.append(int(swapped) * (1 if value >= 0 else -1))
    return out


def _likely_cause(rules: HouseRules, totals: Sequence[int], names: Sequence[str], expected: set[int],
                  diff: int) -> str:
    belote = rules.belote_points
    for k in (1, 2, 3):
        if belote and abs(diff) == k * belote:
            if diff > 0:
                return ngettext("une belote de trop ?", "{n} belotes de trop ?", k).format(n=k)
            return ngettext("une belote oubliée ?", "{n} belotes oubliées ?", k).format(n=k)
    base = round_lone(rules.rounding, 162)
    capot_extra = round_lone(rules.rounding, rules.capot_points) - base
    if capot_extra and abs(diff) == capot_extra:
        return _("un capot de trop ?") if diff > 0 else _("un capot oublié ?")
    if abs(diff) in (base, 162, 170):
        return _("une donne de trop ?") if diff > 0 else _("une donne oubliée ?")
    actual = sum(totals)
    for name, total in zip(names, totals, strict=True):
        for fixed in _transpositions(total):
            if _accepts(rules, actual - total + fixed, expected):
                return _("deux chiffres inversés dans le total de {name} ({total} pour {fixed}) ?").format(
                    name=name, total=number(total), fixed=number(fixed))
    if diff < 0 and -diff in lost_reserves(rules):
        return _("une réserve (litige) perdue en fin de partie, non déclarée ?")
    return _("une erreur de recopie ?")


@lru_cache(maxsize=64)
def _litige_reserves(rules: HouseRules) -> frozenset[int]:
    """What one litige can put in reserve under these rules (without annonces), by the engine itself:
    every split of the points, with or without a belote."""
    found: set[int] = set()
    splits: list[list[int]] = ([[x, 162 - x] for x in range(163)] if rules.camps == 2 else
                               [[x, y, 162 - x - y] for x in range(163) for y in range(163 - x)])
    for points in splits:
        for belote in ((), (0,), (1,)) if rules.camps == 2 else ((), (0,)):
            deal: dict[str, object] = {"taker": 0, "points": points}
            if belote:
                deal["belote"] = list(belote)
            reserve = score_game(rules, [deal], explain=False).deals[0].reserve
            if reserve:
                found.add(reserve)
    return frozenset(found)


def lost_reserves(rules: HouseRules) -> frozenset[int]:
    """Every reserve a game can lose at its end: one to three litiges in a row (each as the rules allow)."""
    single = _litige_reserves(rules)
    two = {a + b for a in single for b in single}
    return frozenset(single | two | {a + b for a in two for b in single})
