"""Scoring one deal (SCORING.md §4): made, dedans, litige, capot, penalty — the one implementation.

:mod:`belote_club.rules.game` runs deals through it in order (§6: reserve, belotes claimed late, end of
game).  Explanation lines (in the language in force when they are written, :func:`~.explain.words`) are built
only when asked for, and only describe the numbers computed here: a quiet deal pays a few ``is not None`` tests
for them and looks no word up.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import NamedTuple

from belote_club.i18n import gettext as _
from belote_club.rules.annonces import Annonce, counted_annonces
from belote_club.rules.deal import Deal, Penalty
from belote_club.rules.explain import Words, amounts, camp_lines, passed_line, role, words
from belote_club.rules.house_rules import HouseRules
from belote_club.rules.rounding import LONE, round_tricks

__all__ = ["Outcome", "Scored", "score", "score_fields"]


class Outcome(StrEnum):
    PASSED = "passed"
    PENALTY = "penalty"
    CAPOT = "capot"
    CAPOT_AGAINST = "capot_against"
    MADE = "made"
    DEDANS = "dedans"
    LITIGE = "litige"


class Scored(NamedTuple):
    """One deal scored by :func:`~.family.score_deal`, before the reserve carried in is settled."""

    outcome: Outcome
    points: Sequence[int]  #: per camp (never changed in place: a memoised result is shared)
    added: int  #: what the deal adds to the reserve
    winner: int | None  #: the camp that wins the deal (and the reserve carried in), if any
    nowin: tuple[int, ...]  #: camps that cannot win the game on this deal
    lines: list[str] | None  #: explanation lines, or None when none were asked for


PASSED, PENALTY, CAPOT, CAPOT_AGAINST = Outcome.PASSED, Outcome.PENALTY, Outcome.CAPOT, Outcome.CAPOT_AGAINST
MADE, DEDANS, LITIGE = Outcome.MADE, Outcome.DEDANS, Outcome.LITIGE
_NO_ANNONCES: dict[int, tuple[int, ...]] = {2: (0, 0), 3: (0, 0, 0)}
_NO_NAMES: tuple[str, ...] = ()
Lone = Callable[[int], int]


def _plus(x: Sequence[int], y: Sequence[int]) -> list[int]:
    """``x[i] + y[i]`` per camp (2 or 3), without a comprehension's frame: this runs for every deal."""
    if len(x) == 2:
        return [x[0] + y[0], x[1] + y[1]]
    return [x[0] + y[0], x[1] + y[1], x[2] + y[2]]


def score(rules: HouseRules, deal: Deal, b: Sequence[int], mode: str, litige_as_made: bool,
          names: Sequence[str], lines: list[str] | None, said: Words | None = None) -> Scored:
    """The one implementation of SCORING.md §4, positional for speed (:func:`~.family.score_deal` names the
    arguments).  ``mode``: the rounding in force; ``litige_as_made``: the last scheduled (or an extra) deal
    of a ``deals`` game; ``lines``: a list to append explanation lines to, or None for none; ``said``: the
    words of those lines (:func:`~.explain.words`, looked up here when None and lines are asked for)."""
    return score_fields(rules, deal.passed, deal.taker, deal.trump, deal.points, deal.capot, deal.annonces,
                        deal.penalty, b, mode, litige_as_made, names, lines, said)


def score_fields(rules: HouseRules, passed: bool, T: int | None, trump: str | None, t: Sequence[int] | None,
                 capot: int | None, annonces: Sequence[Annonce], penalty: Penalty | None, b: Sequence[int],
                 mode: str, litige_as_made: bool, names: Sequence[str], lines: list[str] | None,
                 said: Words | None = None) -> Scored:
    """:func:`score` on the fields of a validated deal (``b``: the belote points per camp), so that a deal
    validated in one go (``deal.plain_index``) is scored without building its :class:`Deal`.  The words of the
    lines are those of the language in force when the lines are written (``said``: already looked up by the
    caller for a whole game); a quiet deal (``lines`` None) looks nothing up."""
    camps = len(b)
    if passed:
        if lines is not None:
            lines.append(passed_line())
        return Scored(PASSED, [0] * camps, 0, None, (), lines)
    a: Sequence[int]
    if annonces:
        a, annonce_camp = counted_annonces(rules, annonces, trump, camps)
        if lines is not None:
            if annonce_camp is None:
                lines.append(_("Annonces à égalité : aucune ne compte."))
            else:
                lines.append(_("Annonces : seul compte le camp qui a la plus forte ({camp} : {points}).").format(
                    camp=names[annonce_camp], points=a[annonce_camp]))
    else:
        a = _NO_ANNONCES[camps]
    if penalty is not None:
        return _penalty(rules, penalty, a, b, LONE[mode], names, lines)
    assert T is not None  # parse_deal: a taker unless passed or penalty
    if capot is not None:
        return _capot(rules, T, capot, a, b, LONE[mode], names, lines)
    assert t is not None  # parse_deal: points unless passed or penalty

    # §4.5: compare the taker with the best defender — made, litige or dedans.
    rt = t if mode == "exact" else round_tricks(mode, t, T)
    c = rt if rules.compare_on == "rounded" else t
    if annonces:
        if rules.belote_counts_for_contract:
            c = _plus(c, b)
        if rules.annonces_count_for_contract:
            c = _plus(c, a)
    elif rules.belote_counts_for_contract:
        c = [c[0] + b[0], c[1] + b[1]] if camps == 2 else [c[0] + b[0], c[1] + b[1], c[2] + b[2]]
    cT = c[T]
    if camps == 2:
        M = c[1 - T]
    else:  # the best defender (no max() call: this runs per deal)
        M, other = c[(T + 1) % 3], c[(T + 2) % 3]
        if other > M:
            M = other
    if lines is not None:
        if said is None:
            said = words()
        defence = said.and_.join(str(c[i]) for i in range(camps) if i != T)
        lines.append(said.taker_makes.format(camp=names[T], points=cT, defence=defence))
    reserve = rules.litige == "reserve"
    if cT > M or (cT == M and reserve):
        if annonces:
            pts = _plus(_plus(rt, b), a)
        else:
            pts = [rt[0] + b[0], rt[1] + b[1]] if camps == 2 else [rt[0] + b[0], rt[1] + b[1], rt[2] + b[2]]
        if cT > M:
            if lines is not None and said is not None:
                lines.append(said.made.format(camps=camp_lines(names, T, pts, rt, a, b, None, said)))
            return Scored(MADE, pts, 0, T, (), lines)
        if litige_as_made:
            if lines is not None:
                lines.append(_("Litige à la dernière donne : chacun garde ses points, {camps}").format(
                    camps=camp_lines(names, T, pts, rt, a, b, None, said)))
            return Scored(LITIGE, pts, 0, None, (), lines)
        pts[T] = b[T]
        if lines is not None:
            lines.append(_("Litige : {camps} ; {amount} du preneur vont en réserve.").format(
                camps=camp_lines(names, T, pts, rt, a, b, ((b[T], None),), said),
                amount=amounts(((rt[T], None), (a[T], _("annonces"))))))
        return Scored(LITIGE, pts, rt[T] + a[T], None, (), lines)
    if camps == 2:
        # §4.5 dedans with 2 camps (a litige scored as dedans too): here rather than in _dedans, which scores the
        # 3-camp one, to save a call on the second most frequent outcome.
        D = 1 - T
        kept = rules.belote_kept_on_chute
        chute = rules.chute_points if mode == "exact" else LONE[mode](rules.chute_points)
        pts = [b[T] if kept else 0, 0]
        if T:
            pts.reverse()
        pts[D] = chute + a[D] + a[T] + b[D] + (0 if kept else b[T])
        if lines is not None and said is not None:
            lines.append(said.defence_scores.format(
                word=said.litige_dedans if cT == M else said.dedans,
                amount=amounts(((chute, None), (b[D], said.belote), (a[D] + a[T], said.annonces),
                                (0 if kept else b[T], said.taker_belote)))))
            if kept and b[T]:
                lines.append(_("Le preneur garde sa belote : {points}.").format(points=b[T]))
        return Scored(DEDANS, pts, 0, D, (T,), lines)
    return _dedans(rules, T, t, rt, c, a, b, LONE[mode], cT == M, names, lines, said)


def _penalty(rules: HouseRules, penalty: Penalty, a: Sequence[int], b: Sequence[int], lone: Lone,
             names: Sequence[str], lines: list[str] | None) -> Scored:
    """§4.2: the other camp scores the chute, every annonce and its belote (2 camps only)."""
    F = penalty.camp
    O = 1 - F  # noqa: E741 - the contract's own letter
    kept = rules.belote_kept_on_chute
    chute = lone(rules.chute_points)
    pts = [0, 0]
    pts[O] = chute + a[0] + a[1] + b[O] + (0 if kept else b[F])
    if kept:
        pts[F] = b[F]
    if lines is not None:
        what = _("renonce") if penalty.kind == "renonce" else _("fausse donne")
        lines.append(_("Pénalité pour {what} (fautif : {faulty}) : l’adversaire ({other}) marque {amount}").format(
            what=what, faulty=names[F], other=names[O],
            amount=amounts(((chute, None), (a[0] + a[1], _("annonces")), (b[O], _("belote")),
                            (0 if kept else b[F], _("belote adverse"))))))
        if kept and b[F]:
            lines.append(_("Le fautif ({camp}) garde sa belote : {points}.").format(camp=names[F], points=b[F]))
    return Scored(PENALTY, pts, 0, O, (F,), lines)


def _capot(rules: HouseRules, T: int, C: int, a: Sequence[int], b: Sequence[int], lone: Lone,
           names: Sequence[str], lines: list[str] | None) -> Scored:
    """§4.3 and §4.4: a capot by the taker ``T`` or by a defender ``C``."""
    camps = len(b)
    takes = rules.capot_takes_annonces
    kept = rules.belote_kept_on_chute
    nowin = tuple(i for i in range(camps) if i != C)
    pts = [0] * camps
    others = 0  # the other camps' annonces the capot takes
    for i in range(camps):
        if i != C and i != T:
            if takes:
                others += a[i]
                pts[i] = b[i]
            else:
                pts[i] = b[i] + a[i]
    if C == T:
        base = lone(rules.capot_points)
        pts[T] = base + a[T] + b[T] + others
        if lines is not None:
            lines.append(_("Capot du preneur ({camp}) : il marque {amount}").format(
                camp=names[T], amount=amounts(((base, None), (a[T] + others, _("annonces")), (b[T], _("belote"))))))
            for i in range(camps):
                if i != T and pts[i]:
                    lines.append(_("{role} ({camp}) marque {amount}.").format(
                        role=role(i, T, camps).capitalize(), camp=names[i],
                        amount=amounts(((b[i], _("belote")), (pts[i] - b[i], _("annonces"))))))
        return Scored(CAPOT, pts, 0, T, nowin, lines)
    base = lone(rules.capot_points if rules.capot_against_taker == "capot" else rules.chute_points)
    pts[C] = base + a[C] + a[T] + others + b[C] + (0 if kept else b[T])
    if kept:
        pts[T] = b[T]
    if lines is not None:
        lines.append(_("Capot de la défense ({camp}) : elle marque {amount}").format(
            camp=names[C], amount=amounts(((base, None), (a[C] + a[T] + others, _("annonces")), (b[C], _("belote")),
                                           (0 if kept else b[T], _("belote du preneur"))))))
        if kept and b[T]:
            lines.append(_("Le preneur ({camp}) garde sa belote : {points}.").format(camp=names[T], points=b[T]))
    return Scored(CAPOT_AGAINST, pts, 0, C, nowin, lines)


def _dedans(rules: HouseRules, T: int, t: Sequence[int], rt: Sequence[int], c: Sequence[int], a: Sequence[int],
            b: Sequence[int], lone: Lone, litige: bool, names: Sequence[str], lines: list[str] | None,
            said: Words | None) -> Scored:
    """§4.5 *dedans* (or a ``litige`` scored as dedans) with 3 camps: the top defender takes all, or a tie (the
    2-camp dedans is scored at the end of :func:`score_fields`)."""
    word = "" if said is None else said.litige_dedans if litige else said.dedans
    kept = rules.belote_kept_on_chute
    pts = [0, 0, 0]
    if kept:
        pts[T] = b[T]
    d1, d2 = (T + 1) % 3, (T + 2) % 3
    if c[d1] == c[d2]:
        for i in (d1, d2):
            pts[i] = rt[i] + a[i] + b[i]
        lone_t = lone(t[T])
        added = lone_t + a[T] + (0 if kept else b[T])
        if lines is not None:
            first, second = sorted((d1, d2))
            lines.append(_("{word}, défenseurs à égalité : chacun garde ses points ({first} : {first_points}, "
                           "{second} : {second_points}) ; {amount} du preneur vont en réserve.").format(
                word=word, first=names[first], first_points=pts[first], second=names[second],
                second_points=pts[second],
                amount=amounts(((lone_t, None), (a[T], _("annonces")), (0 if kept else b[T], _("belote"))))))
        winner = None
    else:
        top, other = (d1, d2) if c[d1] > c[d2] else (d2, d1)
        both = lone(t[top] + t[T])
        pts[top] = both + a[top] + a[T] + b[top] + (0 if kept else b[T])
        pts[other] = rt[other] + a[other] + b[other]
        added = 0
        winner = top
        if lines is not None:
            lines.append(_("{word} : le meilleur défenseur ({top}) prend les plis du preneur et marque {amount} ; "
                           "l’autre défenseur ({other}) marque {other_points}.").format(
                word=word, top=names[top], other=names[other], other_points=pts[other],
                amount=amounts(((both, None), (a[top] + a[T], _("annonces")), (b[top], _("belote")),
                                (0 if kept else b[T], _("belote du preneur"))))))
    if lines is not None and kept and b[T]:
        lines.append(_("Le preneur ({camp}) garde sa belote : {points}.").format(camp=names[T], points=b[T]))
    return Scored(DEDANS, pts, added, winner, (T,), lines)
