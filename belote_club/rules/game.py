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

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, NamedTuple

from belote_club.rules.annonces import counted_annonces
from belote_club.rules.deal import Deal, Penalty, parse_deal
from belote_club.rules.errors import GameOverError
from belote_club.rules.explain import PASSED_LINE, amounts, camp_lines, default_camp_names, role
from belote_club.rules.house_rules import HouseRules
from belote_club.rules.rounding import LONE, round_tricks

__all__ = [
    "DealResult", "Game", "GameResult", "Outcome", "Scored", "default_camp_names", "score_deal", "score_game",
]


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


class Scored(NamedTuple):
    """One deal scored by :func:`score_deal`, before the reserve carried in is settled."""

    outcome: Outcome
    points: list[int]  #: per camp
    added: int  #: what the deal adds to the reserve
    winner: int | None  #: the camp that wins the deal (and the reserve carried in), if any
    nowin: tuple[int, ...]  #: camps that cannot win the game on this deal
    lines: list[str] | None  #: explanation lines, or None when none were asked for


# tuple.__new__ directly: a named tuple's own __new__ is a Python function, and these run per deal.
_new: Callable[..., Any] = tuple.__new__
PASSED, PENALTY, CAPOT, CAPOT_AGAINST = Outcome.PASSED, Outcome.PENALTY, Outcome.CAPOT, Outcome.CAPOT_AGAINST
MADE, DEDANS, LITIGE = Outcome.MADE, Outcome.DEDANS, Outcome.LITIGE
_NO_ANNONCES: dict[int, tuple[int, ...]] = {2: (0, 0), 3: (0, 0, 0)}
_NO_NAMES: tuple[str, ...] = ()
Lone = Callable[[int], int]


def score_deal(
    rules: HouseRules,
    deal: Deal,
    belotes: Sequence[int],
    *,
    rounding: str | None = None,
    litige_as_made: bool = False,
    names: Sequence[str] | None = None,
    explain: bool = False,
) -> Scored:
    """Score one validated deal (reserve not included).  ``belotes`` is ``b[i]`` in points.

    ``rounding`` overrides the rules' (``exact_last_deal``); ``litige_as_made``: the deal is the last
    scheduled one, or an extra one, of a ``deals`` game (§6).
    """
    if explain and names is None:
        names = default_camp_names(len(belotes))
    return _score(rules, deal, belotes, rounding or rules.rounding, litige_as_made, names or _NO_NAMES,
                  [] if explain else None)


def _score(rules: HouseRules, deal: Deal, b: Sequence[int], mode: str, litige_as_made: bool,
           names: Sequence[str], lines: list[str] | None) -> Scored:
    """The one implementation of SCORING.md §4.  The numbers are computed once; explanation lines, when
    ``lines`` is a list, only describe them, so a quiet deal pays a few ``is not None`` tests for them."""
    camps = len(b)
    if deal.passed:
        if lines is not None:
            lines.append(PASSED_LINE)
        return _new(Scored, (PASSED, [0] * camps, 0, None, (), lines))  # type: ignore[no-any-return]
    a: Sequence[int]
    if deal.annonces:
        a, annonce_camp = counted_annonces(rules, deal.annonces, deal.trump, camps)
        if lines is not None:
            if annonce_camp is None:
                lines.append("Annonces à égalité : aucune ne compte.")
            else:
                lines.append("Annonces : seul compte le camp qui a la plus forte "
                             f"({names[annonce_camp]} : {a[annonce_camp]}).")
    else:
        a = _NO_ANNONCES[camps]
    lone = LONE[mode]
    if deal.penalty is not None:
        return _penalty(rules, deal.penalty, a, b, lone, names, lines)
    taker = deal.taker
    assert taker is not None  # parse_deal: a taker unless passed or penalty
    if deal.capot is not None:
        return _capot(rules, taker, deal.capot, a, b, lone, names, lines)
    points = deal.points
    assert points is not None  # parse_deal: points unless passed or penalty
    return _contract(rules, taker, points, bool(deal.annonces), a, b, mode, litige_as_made, names, lines)


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
        what = "renonce" if penalty.kind == "renonce" else "fausse donne"
        lines.append(
            f"Pénalité pour {what} (fautif : {names[F]}) : l’adversaire ({names[O]}) marque "
            + amounts(((chute, None), (a[0] + a[1], "annonces"), (b[O], "belote"),
                       (0 if kept else b[F], "belote adverse")))
        )
        if kept and b[F]:
            lines.append(f"Le fautif ({names[F]}) garde sa belote : {b[F]}.")
    return _new(Scored, (PENALTY, pts, 0, O, (F,), lines))  # type: ignore[no-any-return]


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
            lines.append(f"Capot du preneur ({names[T]}) : il marque "
                         + amounts(((base, None), (a[T] + others, "annonces"), (b[T], "belote"))))
            for i in range(camps):
                if i != T and pts[i]:
                    lines.append(f"{role(i, T, camps).capitalize()} ({names[i]}) marque "
                                 f"{amounts(((b[i], 'belote'), (pts[i] - b[i], 'annonces')))}.")
        return _new(Scored, (CAPOT, pts, 0, T, nowin, lines))  # type: ignore[no-any-return]
    base = lone(rules.capot_points if rules.capot_against_taker == "capot" else rules.chute_points)
    pts[C] = base + a[C] + a[T] + others + b[C] + (0 if kept else b[T])
    if kept:
        pts[T] = b[T]
    if lines is not None:
        lines.append(
            f"Capot de la défense ({names[C]}) : elle marque "
            + amounts(((base, None), (a[C] + a[T] + others, "annonces"), (b[C], "belote"),
                       (0 if kept else b[T], "belote du preneur")))
        )
        if kept and b[T]:
            lines.append(f"Le preneur ({names[T]}) garde sa belote : {b[T]}.")
    return _new(Scored, (CAPOT_AGAINST, pts, 0, C, nowin, lines))  # type: ignore[no-any-return]


def _contract(rules: HouseRules, T: int, t: Sequence[int], has_annonces: bool, a: Sequence[int],
              b: Sequence[int], mode: str, litige_as_made: bool, names: Sequence[str],
              lines: list[str] | None) -> Scored:
    """§4.5: compare the taker with the best defender — made, litige or dedans."""
    camps = len(b)
    rt = t if mode == "exact" else round_tricks(mode, t, T)
    ct = rt if rules.compare_on == "rounded" else t
    with_a = has_annonces and rules.annonces_count_for_contract
    c: Sequence[int]
    if rules.belote_counts_for_contract:
        c = [ct[i] + b[i] + a[i] for i in range(camps)] if with_a else [ct[i] + b[i] for i in range(camps)]
    else:
        c = [ct[i] + a[i] for i in range(camps)] if with_a else ct
    cT = c[T]
    M = c[1 - T] if camps == 2 else max(c[(T + 1) % 3], c[(T + 2) % 3])
    if lines is not None:
        defence = " et ".join(str(c[i]) for i in range(camps) if i != T)
        lines.append(f"Le preneur ({names[T]}) fait {cT} contre {defence}.")
    reserve = rules.litige == "reserve"
    if cT > M or (cT == M and litige_as_made and reserve):
        pts = [rt[i] + a[i] + b[i] for i in range(camps)]
        if cT > M:
            if lines is not None:
                lines.append("Contrat rempli : " + camp_lines(names, T, pts, rt, a, b))
            return _new(Scored, (MADE, pts, 0, T, (), lines))  # type: ignore[no-any-return]
        if lines is not None:
            lines.append("Litige à la dernière donne : chacun garde ses points, "
                         + camp_lines(names, T, pts, rt, a, b))
        return _new(Scored, (LITIGE, pts, 0, None, (), lines))  # type: ignore[no-any-return]
    if cT == M and reserve:
        pts = [rt[i] + a[i] + b[i] for i in range(camps)]
        pts[T] = b[T]
        if lines is not None:
            lines.append("Litige : " + camp_lines(names, T, pts, rt, a, b, taker_parts=((b[T], None),))
                         + f" ; {amounts(((rt[T], None), (a[T], 'annonces')))} du preneur vont en réserve.")
        return _new(Scored, (LITIGE, pts, rt[T] + a[T], None, (), lines))  # type: ignore[no-any-return]

    # Dedans (or a litige scored as dedans).
    word = "Litige compté dedans" if cT == M else "Dedans"
    kept = rules.belote_kept_on_chute
    lone = LONE[mode]
    pts = [0] * camps
    if kept:
        pts[T] = b[T]
    if camps == 2:
        D = 1 - T
        chute = lone(rules.chute_points)
        pts[D] = chute + a[D] + a[T] + b[D] + (0 if kept else b[T])
        if lines is not None:
            lines.append(f"{word} : la défense marque "
                         + amounts(((chute, None), (b[D], "belote"), (a[D] + a[T], "annonces"),
                                    (0 if kept else b[T], "belote du preneur"))))
            if kept and b[T]:
                lines.append(f"Le preneur garde sa belote : {b[T]}.")
        return _new(Scored, (DEDANS, pts, 0, D, (T,), lines))  # type: ignore[no-any-return]
    d1, d2 = (T + 1) % 3, (T + 2) % 3
    if c[d1] == c[d2]:
        for i in (d1, d2):
            pts[i] = rt[i] + a[i] + b[i]
        lone_t = lone(t[T])
        added = lone_t + a[T] + (0 if kept else b[T])
        if lines is not None:
            first, second = sorted((d1, d2))
            lines.append(
                f"{word}, défenseurs à égalité : chacun garde ses points "
                f"({names[first]} : {pts[first]}, {names[second]} : {pts[second]}) ; "
                + amounts(((lone_t, None), (a[T], "annonces"), (0 if kept else b[T], "belote")))
                + " du preneur vont en réserve."
            )
        winner = None
    else:
        top, other = (d1, d2) if c[d1] > c[d2] else (d2, d1)
        both = lone(t[top] + t[T])
        pts[top] = both + a[top] + a[T] + b[top] + (0 if kept else b[T])
        pts[other] = rt[other] + a[other] + b[other]
        added = 0
        winner = top
        if lines is not None:
            lines.append(
                f"{word} : le meilleur défenseur ({names[top]}) prend les plis du preneur et marque "
                + amounts(((both, None), (a[top] + a[T], "annonces"), (b[top], "belote"),
                           (0 if kept else b[T], "belote du preneur")))
                + f" ; l’autre défenseur ({names[other]}) marque {pts[other]}."
            )
    if lines is not None and kept and b[T]:
        lines.append(f"Le preneur ({names[T]}) garde sa belote : {b[T]}.")
    return _new(Scored, (DEDANS, pts, added, winner, (T,), lines))  # type: ignore[no-any-return]


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
        self._deals_game = end.type == "deals"
        self._exact_on_reach = end.type == "target" and rules.exact_last_deal and rules.rounding != "exact"
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

    def add(self, data: Mapping[str, Any]) -> DealResult:
        """Validate and score the next deal; raises :class:`DealError` (nothing changes then)."""
        rules = self.rules
        if self._finished:
            number = len(self._results) + 1
            raise GameOverError(number, "", "la partie est terminée : aucune donne ne peut plus être ajoutée")
        deal = parse_deal(data, rules, len(self._results) + 1)
        camps = self.camps
        names = self.names
        lines: list[str] | None = [] if self.explain else None

        # Belotes: announced ones always count; late claims while the camp has claims left.
        bp = rules.belote_points
        b = [0] * camps
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
                        lines.append(f"Belote réclamée au décompte ({names[camp]}) : acceptée.")
                elif lines is not None:
                    lines.append(f"Belote réclamée au décompte ({names[camp]}) : refusée, "
                                 "plus aucune réclamation permise dans cette partie.")

        counts = (not deal.passed) or rules.passed_deals_count
        last = self._deals_game and counts and self._counted + 1 >= self._count
        mode = "exact" if last and rules.exact_last_deal else rules.rounding
        scored = _score(rules, deal, b, mode, last, names, [] if lines is not None else None)
        if self._exact_on_reach and self._would_reach(scored):
            scored = _score(rules, deal, b, "exact", False, names, [] if lines is not None else None)
            if scored.lines is not None:
                scored.lines.insert(0, "Donne comptée au point : elle amène un camp au but.")

        # Reserve: the deal's winner takes what was carried in; otherwise it carries on.
        outcome, pts, added, winner, nowin, deal_lines = scored
        reserve_in = self._reserve
        if winner is not None and reserve_in:
            pts[winner] += reserve_in
            reserve_out = added
            if deal_lines is not None:
                deal_lines.append(f"Le gagnant de la donne ({names[winner]}) remporte la réserve : + {reserve_in}.")
        else:
            reserve_out = reserve_in + added
            if deal_lines is not None and reserve_out:
                deal_lines.append(f"Réserve en jeu : {reserve_out}.")

        # Commit.
        self._claims = claims
        totals = self._totals
        for i in range(camps):
            totals[i] += pts[i]
        self._reserve = reserve_out
        if counts:
            self._counted += 1
        explanation: tuple[str, ...] = ()
        if lines is not None and deal_lines is not None:
            explanation = tuple(line if line.endswith(".") else line + "." for line in lines + deal_lines)
        result: DealResult = _new(DealResult, (outcome, tuple(pts), reserve_out, winner, explanation))
        self._results.append(result)
        if self._deals_game or max(totals) >= self._threshold:
            self._check_end(nowin)
        return result

    def _would_reach(self, scored: Scored) -> bool:
        """Whether this deal's score — the reserve it wins included — brings a camp to the target."""
        totals = self._totals
        points = scored.points
        winner = scored.winner
        bonus = self._reserve if winner is not None else 0
        return any(totals[i] + points[i] + (bonus if i == winner else 0) >= self._threshold
                   for i in range(self.camps))

    def _check_end(self, nowin: tuple[int, ...]) -> None:
        totals = self._totals
        if self._end_type == "target":
            top = max(totals)
            if top < self._threshold:
                return
        elif self._end_type == "deals":
            if self._counted < self._count:
                return
            top = max(totals)
        else:
            return
        leaders = [i for i, v in enumerate(totals) if v == top]
        if len(leaders) == 1:
            # no_win_on_capot_or_chute bars a leader in target games only (see the module's notes).
            if self._end_type == "target" and self.rules.no_win_on_capot_or_chute and leaders[0] in nowin:
                return
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
