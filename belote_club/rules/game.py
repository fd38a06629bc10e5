"""Scoring of deals and games (SCORING.md §4 and §6).

:class:`Game` scores deals one at a time, as a scorer at the table does; :func:`score_game`
scores a whole list.  Explanation lines (French) are built only when ``explain`` is true.

Reading of the contract where it leaves room:

* A litige under ``litige: "dedans"`` is scored as a *dedans* and reported with outcome ``dedans``
  (the explanation says it was a litige); the taker then counts as *dedans* for
  ``no_win_on_capot_or_chute``.
* The special litige of the last scheduled deal (and of extra deals) in ``deals`` games applies with
  ``litige: "reserve"`` only: under ``"dedans"`` a litige creates no reserve to lose.
* In ``target`` games with ``exact_last_deal``, "reach the target" uses the same test as the end
  of the game (``>=``, or ``>`` when ``strict``), for any camp, and counts the reserve the deal
  wins (it is part of the winner's score for the deal).
* ``no_win_on_capot_or_chute`` applies to ``target`` games, where it is written; in ``deals`` games
  the highest total after the last deal wins.
* In a ``target`` game whose leader has reached the target but is barred from winning on this deal,
  play continues even if another camp has also reached it.
* Rubicon ``simple`` exists only in ``target`` games; a loser "below half" is strictly below.
* An ``open`` game closed by the organiser with equal top totals ends as a draw.
* A reserve carried into the last scheduled deal of a ``deals`` game goes, as always, to the winner
  of that deal; it is lost only when nobody wins it.
* Late belote claims are counted per camp and per game; a claim refused for want of claims left is
  reported in the explanation and changes nothing else.  A refused (invalid) deal uses no claim.
* :meth:`Game.close` also ends a ``target`` or ``deals`` game stopped early by the organiser: the
  highest total wins, equal top totals make a draw, and the reserve in play is lost.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, NamedTuple

from belote_club.rules.annonces import counted_annonces
from belote_club.rules.deal import Deal, parse_deal
from belote_club.rules.errors import GameOverError
from belote_club.rules.house_rules import HouseRules
from belote_club.rules.rounding import LONE, round_tricks


class Outcome(StrEnum):
    PASSED = "passed"
    PENALTY = "penalty"
    CAPOT = "capot"
    CAPOT_AGAINST = "capot_against"
    MADE = "made"
    DEDANS = "dedans"
    LITIGE = "litige"


class DealResult(NamedTuple):
    """What a deal gives: outcome, points per camp (reserve won included), reserve after the deal.

    A named tuple rather than a frozen dataclass: it is built for every deal scored, and this is
    the cheapest immutable record Python has."""

    outcome: Outcome
    points: tuple[int, ...]
    reserve: int
    winner: int | None
    explanation: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "outcome": self.outcome.value,
            "points": list(self.points),
            "reserve": self.reserve,
            "explanation": list(self.explanation),
        }


@dataclass(frozen=True, slots=True)
class GameResult:
    deals: tuple[DealResult, ...]
    totals: tuple[int, ...]
    finished: bool
    winner: int | None
    rubicon: tuple[int, ...]
    game_points: tuple[int, ...]
    reserve_lost: int

    def to_dict(self) -> dict[str, Any]:
        """The JSON object of SCORING.md §8."""
        return {
            "deals": [d.to_dict() for d in self.deals],
            "totals": list(self.totals),
            "finished": self.finished,
            "winner": self.winner,
            "rubicon": list(self.rubicon),
            "game_points": list(self.game_points),
            "reserve_lost": self.reserve_lost,
        }


_tuple_new = tuple.__new__
PASSED, PENALTY, CAPOT, CAPOT_AGAINST = Outcome.PASSED, Outcome.PENALTY, Outcome.CAPOT, Outcome.CAPOT_AGAINST
MADE, DEDANS, LITIGE = Outcome.MADE, Outcome.DEDANS, Outcome.LITIGE


def default_camp_names(camps: int) -> tuple[str, ...]:
    """Camp labels used in explanations.  A label always stands in parentheses or after a colon,
    never after an article, so a caller may pass team or player names instead."""
    return tuple(f"camp {i}" for i in range(camps))


def _sum(parts: Iterable[tuple[int, str | None]]) -> str:
    """« 160 + 20 (belote) »: the first amount bare, the others labelled; zero extras left out."""
    text = ""
    for value, label in parts:
        if not text:
            text = str(value) if label is None else f"{value} ({label})"
        elif value:
            text += f" + {value} ({label})" if label else f" + {value}"
    return text or "0"


class _Scored(NamedTuple):
    outcome: Outcome
    points: list[int]
    added: int  # what the deal adds to the reserve
    winner: int | None
    nowin: tuple[int, ...]  # camps that cannot win the game on this deal
    lines: list[str] | None


def score_deal(
    rules: HouseRules,
    deal: Deal,
    belotes: Sequence[int],
    *,
    rounding: str | None = None,
    litige_as_made: bool = False,
    names: Sequence[str] | None = None,
    explain: bool = False,
) -> _Scored:
    """Score one validated deal (reserve not included).  ``belotes`` is ``b[i]`` in points."""
    camps = len(belotes)
    b = belotes
    lines: list[str] | None = [] if explain else None
    if names is None and explain:
        names = default_camp_names(camps)
    if deal.passed:
        if lines is not None:
            lines.append("Donne passée : tout le monde a passé, personne ne marque.")
        return _Scored(PASSED, [0] * camps, 0, None, (), lines)

    mode = rounding or rules.rounding
    lone = LONE[mode]
    kept = rules.belote_kept_on_chute
    if deal.annonces:
        a, annonce_camp = counted_annonces(rules, deal.annonces, deal.trump, camps)
        if lines is not None:
            if annonce_camp is None:
                lines.append("Annonces à égalité : aucune ne compte.")
            else:
                lines.append(f"Annonces : seul compte le camp qui a la plus forte ({names[annonce_camp]} : {a[annonce_camp]}).")
    else:
        a = [0] * camps
    pts = [0] * camps
    T = deal.taker
    penalty = deal.penalty

    if penalty is not None:
        F = penalty.camp
        Opp = 1 - F
        chute = lone(rules.chute_points)
        pts[Opp] = chute + a[0] + a[1] + b[Opp] + (0 if kept else b[F])
        if kept:
            pts[F] = b[F]
        if lines is not None:
            what = "renonce" if penalty.kind == "renonce" else "fausse donne"
            lines.append(
                f"Pénalité pour {what} (fautif : {names[F]}) : l’adversaire ({names[Opp]}) marque "
                + _sum(((chute, None), (a[0] + a[1], "annonces"), (b[Opp], "belote"),
                        (0 if kept else b[F], "belote adverse")))
            )
            if kept and b[F]:
                lines.append(f"Le fautif ({names[F]}) garde sa belote : {b[F]}.")
        return _Scored(PENALTY, pts, 0, Opp, (F,), lines)

    capot = deal.capot
    takes = rules.capot_takes_annonces
    if capot is not None:
        C = capot
        nowin = tuple(i for i in range(camps) if i != C)
        if C == T:
            base = lone(rules.capot_points)
            others = 0
            for i in range(camps):
                if i != T:
                    if takes:
                        others += a[i]
                        pts[i] = b[i]
                    else:
                        pts[i] = b[i] + a[i]
            pts[T] = base + a[T] + b[T] + others
            if lines is not None:
                lines.append(
                    f"Capot du preneur ({names[T]}) : il marque "
                    + _sum(((base, None), (a[T] + others, "annonces"), (b[T], "belote")))
                )
                for i in range(camps):
                    if i != T and pts[i]:
                        lines.append(f"{_role(i, T, camps).capitalize()} ({names[i]}) marque "
                                     f"{_sum(((b[i], 'belote'), (pts[i] - b[i], 'annonces')))}.")
            return _Scored(CAPOT, pts, 0, T, nowin, lines)
        base = lone(rules.capot_points if rules.capot_against_taker == "capot" else rules.chute_points)
        extra = 0
        for k in range(camps):
            if k != C and k != T:
                if takes:
                    extra += a[k]
                    pts[k] = b[k]
                else:
                    pts[k] = b[k] + a[k]
        pts[C] = base + a[C] + a[T] + extra + b[C] + (0 if kept else b[T])
        if kept:
            pts[T] = b[T]
        if lines is not None:
            lines.append(
                f"Capot de la défense ({names[C]}) : elle marque "
                + _sum(((base, None), (a[C] + a[T] + extra, "annonces"), (b[C], "belote"),
                        (0 if kept else b[T], "belote du preneur")))
            )
            if kept and b[T]:
                lines.append(f"Le preneur ({names[T]}) garde sa belote : {b[T]}.")
        return _Scored(CAPOT_AGAINST, pts, 0, C, nowin, lines)

    t = deal.points
    rt = t if mode == "exact" else round_tricks(mode, t, T)
    ct = rt if rules.compare_on == "rounded" else t
    if rules.belote_counts_for_contract:
        if rules.annonces_count_for_contract and deal.annonces:
            c = [ct[i] + b[i] + a[i] for i in range(camps)]
        else:
            c = [ct[i] + b[i] for i in range(camps)]
    elif rules.annonces_count_for_contract and deal.annonces:
        c = [ct[i] + a[i] for i in range(camps)]
    else:
        c = list(ct)
    cT = c[T]
    if camps == 2:
        M = c[1 - T]
    else:
        M = max(c[(T + 1) % 3], c[(T + 2) % 3])
    if lines is not None:
        defence = " et ".join(str(c[i]) for i in range(camps) if i != T)
        lines.append(f"Le preneur ({names[T]}) fait {cT} contre {defence}.")

    if cT > M or (cT == M and litige_as_made and rules.litige == "reserve"):
        for i in range(camps):
            pts[i] = rt[i] + a[i] + b[i]
        if cT > M:
            if lines is not None:
                lines.append("Contrat rempli : " + _camp_lines(names, T, pts, rt, a, b))
            return _Scored(MADE, pts, 0, T, (), lines)
        if lines is not None:
            lines.append(
                "Litige à la dernière donne : chacun garde ses points, " + _camp_lines(names, T, pts, rt, a, b)
            )
        return _Scored(LITIGE, pts, 0, None, (), lines)

    if cT == M and rules.litige == "reserve":
        for i in range(camps):
            if i != T:
                pts[i] = rt[i] + a[i] + b[i]
        pts[T] = b[T]
        added = rt[T] + a[T]
        if lines is not None:
            lines.append(
                "Litige : " + _camp_lines(names, T, pts, rt, a, b, taker_parts=((b[T], None),))
                + f" ; {_sum(((rt[T], None), (a[T], 'annonces')))} du preneur vont en réserve."
            )
        return _Scored(LITIGE, pts, added, None, (), lines)

    # Dedans (or litige scored as dedans).
    word = "Litige compté dedans" if cT == M else "Dedans"
    if camps == 2:
        D = 1 - T
        chute = lone(rules.chute_points)
        pts[D] = chute + a[D] + a[T] + b[D] + (0 if kept else b[T])
        if kept:
            pts[T] = b[T]
        if lines is not None:
            lines.append(
                f"{word} : la défense marque "
                + _sum(((chute, None), (b[D], "belote"), (a[D] + a[T], "annonces"),
                        (0 if kept else b[T], "belote du preneur")))
            )
            if kept and b[T]:
                lines.append(f"Le preneur garde sa belote : {b[T]}.")
        return _Scored(DEDANS, pts, 0, D, (T,), lines)

    d1, d2 = (i for i in range(camps) if i != T)
    if kept:
        pts[T] = b[T]
    if c[d1] == c[d2]:
        for i in (d1, d2):
            pts[i] = rt[i] + a[i] + b[i]
        lone_t = lone(t[T])
        added = lone_t + a[T] + (0 if kept else b[T])
        if lines is not None:
            lines.append(
                f"{word}, défenseurs à égalité : chacun garde ses points "
                f"({names[d1]} : {pts[d1]}, {names[d2]} : {pts[d2]}) ; "
                + _sum(((lone_t, None), (a[T], "annonces"), (0 if kept else b[T], "belote")))
                + " du preneur vont en réserve."
            )
            if kept and b[T]:
                lines.append(f"Le preneur ({names[T]}) garde sa belote : {b[T]}.")
        return _Scored(DEDANS, pts, added, None, (T,), lines)
    top, other = (d1, d2) if c[d1] > c[d2] else (d2, d1)
    both = lone(t[top] + t[T])
    pts[top] = both + a[top] + a[T] + b[top] + (0 if kept else b[T])
    pts[other] = rt[other] + a[other] + b[other]
    if lines is not None:
        lines.append(
            f"{word} : le meilleur défenseur ({names[top]}) prend les plis du preneur et marque "
            + _sum(((both, None), (a[top] + a[T], "annonces"), (b[top], "belote"),
                    (0 if kept else b[T], "belote du preneur")))
            + f" ; l’autre défenseur ({names[other]}) marque {pts[other]}."
        )
        if kept and b[T]:
            lines.append(f"Le preneur ({names[T]}) garde sa belote : {b[T]}.")
    return _Scored(DEDANS, pts, 0, top, (T,), lines)


def _role(i: int, taker: int, camps: int) -> str:
    if i == taker:
        return "le preneur"
    return "la défense" if camps == 2 else "le défenseur"


def _camp_lines(names: Sequence[str], T: int, pts: Sequence[int], rt: Sequence[int], a: Sequence[int],
                b: Sequence[int], taker_parts: Iterable[tuple[int, str | None]] | None = None) -> str:
    parts = []
    for i in range(len(pts)):
        role = _role(i, T, len(pts))
        amount = _sum(taker_parts) if (i == T and taker_parts is not None) else _sum(
            ((rt[i], None), (b[i], "belote"), (a[i], "annonces")))
        parts.append(f"{role} ({names[i]}) marque {amount}")
    return ", ".join(parts)


class Game:
    """A game being played: add deals one at a time; :meth:`result` at any moment."""

    def __init__(self, rules: HouseRules, *, explain: bool = True, camp_names: Sequence[str] | None = None) -> None:
        self.rules = rules
        self.camps = rules.camps
        self.explain = explain
        self.names = tuple(camp_names) if camp_names else default_camp_names(self.camps)
        self._totals = [0] * self.camps
        self._reserve = 0
        self._claims = [rules.late_belote_claims] * self.camps
        self._counted = 0
        self._results: list[DealResult] = []
        self._finished = False
        self._winner: int | None = None
        end = rules.game_end
        self._end_type = end.type
        self._target = end.points
        self._count = end.count
        self._compare_rounded = rules.compare_on == "rounded"
        self._belote_counts = rules.belote_counts_for_contract
        self._litige_reserve = rules.litige == "reserve"
        self._deals_game = end.type == "deals"
        self._exact_on_reach = end.type == "target" and rules.exact_last_deal
        self._fast_ok = not explain
        self._threshold = end.points + 1 if end.strict else end.points  # "reached" is total >= this

    @property
    def finished(self) -> bool:
        return self._finished

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(self._totals)

    @property
    def reserve(self) -> int:
        return self._reserve

    def _reached(self, total: int) -> bool:
        return total >= self._threshold

    def add(self, data: Mapping[str, Any]) -> DealResult:
        """Validate and score the next deal; raises :class:`DealError` (nothing changes then)."""
        rules = self.rules
        number = len(self._results) + 1
        if self._finished:
            raise GameOverError(number, "", "la partie est terminée : aucune donne ne peut plus être ajoutée")
        deal = parse_deal(data, rules, number)
        camps = self.camps
        explain = self.explain
        lines: list[str] | None = [] if explain else None

        # Belotes: announced ones always count; late claims while the camp has claims left.
        bp = rules.belote_points
        b = [0] * camps
        if deal.belote:
            for camp in deal.belote:
                b[camp] += bp
        claims = self._claims
        if deal.late_belote:
            claims = list(claims)
            for camp in deal.late_belote:
                if claims[camp] > 0:
                    claims[camp] -= 1
                    b[camp] += bp
                    if lines is not None:
                        lines.append(f"Belote réclamée au décompte ({self.names[camp]}) : acceptée.")
                elif lines is not None:
                    lines.append(
                        f"Belote réclamée au décompte ({self.names[camp]}) : refusée, "
                        "plus aucune réclamation permise dans cette partie."
                    )

        counts = (not deal.passed) or rules.passed_deals_count
        last = self._deals_game and counts and self._counted + 1 >= self._count
        rounding = rules.rounding
        if last and rules.exact_last_deal:
            rounding = "exact"
        totals = self._totals
        fast = self._fast_ok and deal.penalty is None and not deal.annonces
        if fast:
            scored = self._fast(deal, b, rounding, last)
        else:
            scored = score_deal(rules, deal, b, rounding=rounding, litige_as_made=last, names=self.names,
                                explain=explain)
        if self._exact_on_reach and rounding != "exact" and self._would_reach(scored):
            if fast:
                scored = self._fast(deal, b, "exact", False)
            else:
                scored = score_deal(rules, deal, b, rounding="exact", names=self.names, explain=explain)
                if scored.lines is not None:
                    scored.lines.insert(0, "Donne comptée au point : elle amène un camp au but.")

        # Reserve: the deal's winner takes what was carried in; otherwise it carries on.
        outcome, pts, added, winner, nowin, deal_lines = scored
        reserve_in = self._reserve
        if winner is not None and reserve_in:
            pts[winner] += reserve_in
            reserve_out = added
            if deal_lines is not None:
                deal_lines.append(f"Le gagnant de la donne ({self.names[winner]}) remporte la réserve : + {reserve_in}.")
        else:
            reserve_out = reserve_in + added
            if deal_lines is not None and reserve_out:
                deal_lines.append(f"Réserve en jeu : {reserve_out}.")

        # Commit.
        self._claims = claims
        if camps == 2:
            totals[0] += pts[0]
            totals[1] += pts[1]
        else:
            for i in range(camps):
                totals[i] += pts[i]
        self._reserve = reserve_out
        if counts:
            self._counted += 1
        explanation: tuple[str, ...] = ()
        if lines is not None:
            explanation = tuple(line if line.endswith(".") else line + "." for line in lines + deal_lines)
        # tuple.__new__ directly: the named tuple's own __new__ is a Python function, and this is per deal.
        result = _tuple_new(DealResult, (outcome, tuple(pts), reserve_out, winner, explanation))
        self._results.append(result)
        if self._deals_game or max(totals) >= self._threshold:
            self._check_end(nowin)
        return result

    def _would_reach(self, scored: tuple) -> bool:
        """Whether this deal's score — the reserve it wins included — brings a camp to the target."""
        totals = self._totals
        points = scored[1]
        winner = scored[3]
        bonus = self._reserve if winner is not None else 0
        return any(totals[i] + points[i] + (bonus if i == winner else 0) >= self._threshold
                   for i in range(self.camps))

    def _fast(self, deal: Deal, b: list[int], rounding: str, last: bool) -> tuple:
        """The common deal — no penalty or annonces, no explanation — without the general path's
        bookkeeping.  Same results as :func:`score_deal` (tests/rules/test_fast_path.py sweeps both)."""
        rules = self.rules
        if deal.passed:
            return (PASSED, [0] * self.camps, 0, None, (), None)
        T = deal.taker
        C = deal.capot
        if C is not None:
            pts = list(b)
            nowin = tuple(i for i in range(self.camps) if i != C)
            if C == T:
                pts[T] += LONE[rounding](rules.capot_points)
                return (CAPOT, pts, 0, T, nowin, None)
            base = rules.capot_points if rules.capot_against_taker == "capot" else rules.chute_points
            pts[C] += LONE[rounding](base)
            if not rules.belote_kept_on_chute:
                pts[C] += b[T]
                pts[T] = 0
            return (CAPOT_AGAINST, pts, 0, C, nowin, None)
        t = deal.points
        rt = t if rounding == "exact" else round_tricks(rounding, t, T)
        ct = rt if self._compare_rounded else t
        if self.camps == 2:
            D = 1 - T
            bT = b[T]
            bD = b[D]
            if self._belote_counts:
                cT = ct[T] + bT
                cD = ct[D] + bD
            else:
                cT = ct[T]
                cD = ct[D]
            if cT > cD:
                return (MADE, [rt[0] + b[0], rt[1] + b[1]], 0, T, (), None)
            if cT == cD and self._litige_reserve:
                if last:
                    return (LITIGE, [rt[0] + b[0], rt[1] + b[1]], 0, None, (), None)
                pts = [0, 0]
                pts[D] = rt[D] + bD
                pts[T] = bT
                return (LITIGE, pts, rt[T], None, (), None)
            pts = [0, 0]
            if rules.belote_kept_on_chute:
                pts[D] = LONE[rounding](rules.chute_points) + bD
                pts[T] = bT
            else:
                pts[D] = LONE[rounding](rules.chute_points) + bD + bT
            return (DEDANS, pts, 0, D, (T,), None)

        # Three camps.
        d1 = (T + 1) % 3
        d2 = (T + 2) % 3
        if self._belote_counts:
            cT, c1, c2 = ct[T] + b[T], ct[d1] + b[d1], ct[d2] + b[d2]
        else:
            cT, c1, c2 = ct[T], ct[d1], ct[d2]
        M = c1 if c1 > c2 else c2
        if cT > M or (cT == M and last and self._litige_reserve):
            pts = [rt[0] + b[0], rt[1] + b[1], rt[2] + b[2]]
            if cT > M:
                return (MADE, pts, 0, T, (), None)
            return (LITIGE, pts, 0, None, (), None)
        if cT == M and self._litige_reserve:
            pts = [rt[0] + b[0], rt[1] + b[1], rt[2] + b[2]]
            pts[T] = b[T]
            return (LITIGE, pts, rt[T], None, (), None)
        kept = rules.belote_kept_on_chute
        lone = LONE[rounding]
        pts = [0, 0, 0]
        if kept:
            pts[T] = b[T]
        if c1 == c2:
            pts[d1] = rt[d1] + b[d1]
            pts[d2] = rt[d2] + b[d2]
            return (DEDANS, pts, lone(t[T]) + (0 if kept else b[T]), None, (T,), None)
        top, other = (d1, d2) if c1 > c2 else (d2, d1)
        pts[top] = lone(t[top] + t[T]) + b[top] + (0 if kept else b[T])
        pts[other] = rt[other] + b[other]
        return (DEDANS, pts, 0, top, (T,), None)

    def _check_end(self, nowin: tuple[int, ...]) -> None:
        totals = self._totals
        if self._end_type == "target":
            top = max(totals)
            if not self._reached(top):
                return
            leaders = [i for i, v in enumerate(totals) if v == top]
            if len(leaders) == 1:
                if self.rules.no_win_on_capot_or_chute and leaders[0] in nowin:
                    return
                self._finish(leaders[0])
            elif self.rules.tie == "draw":
                self._finish(None)
        elif self._end_type == "deals":
            if self._counted < self._count:
                return
            top = max(totals)
            leaders = [i for i, v in enumerate(totals) if v == top]
            if len(leaders) == 1:
                self._finish(leaders[0])
            elif self.rules.tie == "draw":
                self._finish(None)

    def _finish(self, winner: int | None) -> None:
        self._finished = True
        self._winner = winner

    def close(self) -> None:
        """The organiser ends the game (``open`` games, or a game stopped early): highest total wins."""
        if self._finished:
            return
        top = max(self._totals)
        leaders = [i for i, v in enumerate(self._totals) if v == top]
        self._finish(leaders[0] if len(leaders) == 1 else None)

    def result(self) -> GameResult:
        camps = self.camps
        winner = self._winner if self._finished else None
        rubicon: tuple[int, ...] = ()
        game_points = [0] * camps
        if winner is not None:
            rules = self.rules
            if rules.rubicon == "simple" and self._end_type == "target":
                rubicon = tuple(i for i in range(camps) if i != winner and 2 * self._totals[i] < self._target)
            elif rules.rubicon == "floating":
                top = self._totals[winner]
                rubicon = tuple(i for i in range(camps) if i != winner and 2 * self._totals[i] < top)
            game_points[winner] = 2 if rubicon else 1
        return GameResult(
            deals=tuple(self._results),
            totals=tuple(self._totals),
            finished=self._finished,
            winner=winner,
            rubicon=rubicon,
            game_points=tuple(game_points),
            reserve_lost=self._reserve if self._finished else 0,
        )


def score_game(
    rules: HouseRules,
    deals: Sequence[Mapping[str, Any]],
    *,
    explain: bool = True,
    closed: bool = False,
    camp_names: Sequence[str] | None = None,
) -> GameResult:
    """Score a whole game.  ``closed``: the organiser has ended it (needed to end an ``open`` game)."""
    game = Game(rules, explain=explain, camp_names=camp_names)
    for deal in deals:
        game.add(deal)
    if closed:
        game.close()
    return game.result()
