"""Scoring of deals and games (SCORING.md §4 and §6).

:class:`Game` scores deals one at a time, as a scorer at the table does (:meth:`Game.add`), or a
list at once (:meth:`Game.extend`, :func:`score_game`); each deal is scored by the one implementation of
§4, :func:`belote_club.rules.scoring.score`.  Explanation lines are built only when ``explain`` is true, in
the language in force when the deals are added (:func:`belote_club.rules.explain.words`).

Speed (issue « speed »: quiet scoring at twice a plain reference scorer, ``tests/bench/bench_engine.py``)
comes from three things, none of them a second implementation of a rule: the usual deal is validated in
one go (``deal.plain_index``, swept against the field-by-field checks in tests/rules/test_validation.py);
a list of deals is scored in one loop with the game's state in local variables; and a quiet 2-camp game
memoises its plain deals (below), so that a concours's tables do not score the same deal twice
(tests/rules/test_fast_path.py sweeps quiet and explained games against each other).

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
from typing import Any, NamedTuple

from belote_club.i18n import gettext as _
from belote_club.i18n import on_change
from belote_club.rules.contree import score_fields as contree_fields
from belote_club.rules.deal import (
    Deal,
    allowed_trumps,
    parse_deal,
    plain_contree_index,
    plain_deal,
    plain_index,
)
from belote_club.rules.errors import GameOverError
from belote_club.rules.explain import default_camp_names, words
from belote_club.rules.family import score_deal, scorer
from belote_club.rules.house_rules import HouseRules
from belote_club.rules.rounding import trick_classes
from belote_club.rules.scoring import Outcome, Scored, score_fields

__all__ = [
    "DealResult", "Game", "GameResult", "Outcome", "Scored", "clear_plain_deals", "default_camp_names", "score_deal",
    "score_game",
]


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
    """A game scored."""

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


#: Plain deals, memoised.  A 2-camp deal without annonces, penalty or late claim is fixed by its taker, its
#: points, its capot and the camp of its belote, if any (``deal.plain_index``): under given house rules
#: there are a few thousand, and the tables of a concours keep meeting the same ones.  A usual contrée deal is
#: numbered by ``deal.plain_contree_index``, which leaves out the trick points where the score does not depend
#: on them (a failed contract, a made contré) and rounds them where it does (a made contract without contre):
#: fewer numbers than classic deals.  The memo keeps what
#: :func:`~.scoring.score` computed for each — the result of the one implementation, only not computed twice — and,
#: when the deal neither takes nor feeds a reserve, the very :class:`DealResult` it gives.  It is shared by
#: the games of one ``HouseRules`` object (keyed by identity, which is free, where hashing the rules would
#: cost more than it saves).  Explained games and 3-camp games (every split of 162 in three: too many to
#: meet twice) do not use it.  Bounded in rules and in deals.
class _Settings(NamedTuple):
    """What a game needs of its house rules, worked out once per ``HouseRules`` object, and its memo."""

    rules: HouseRules
    camps: int
    end_type: str
    target: int
    deal_count: int
    deals_game: bool
    exact_on_reach: bool  #: target game with exact_last_deal and a rounding: a deal may be scored again
    threshold: int  #: "reached" is total >= this
    trumps: frozenset[str]
    suit: bool
    scored: dict[int, Scored]  #: the memo of plain deals (2 camps)
    results: dict[int, DealResult]  #: … and of their results, for a deal with no reserve in play nor added


_SETTINGS: dict[int, _Settings] = {}
PLAIN_RULES = 256
PLAIN_DEALS = 100_000


def _settings(rules: HouseRules) -> _Settings:
    settings = _SETTINGS.get(id(rules))
    if settings is None or settings.rules is not rules:
        if len(_SETTINGS) >= PLAIN_RULES:
            _SETTINGS.clear()
        end = rules.game_end
        settings = _SETTINGS[id(rules)] = _Settings(
            rules, rules.camps, end.type, end.points, end.count, end.type == "deals",
            end.type == "target" and rules.exact_last_deal and rules.rounding != "exact",
            end.points + 1 if end.strict else end.points, allowed_trumps(rules.trump_modes),
            "suit" in rules.trump_modes, {}, {})
    return settings


def clear_plain_deals() -> None:
    """Forget the memoised plain deals (a benchmark starts cold with it)."""
    _SETTINGS.clear()


# Memoised results hold explanation lines in the language of the moment: a new language forgets them.
on_change(clear_plain_deals)


class Game:
    """A game being played: add deals one at a time; :meth:`result` at any moment."""

    def __init__(self, rules: HouseRules, *, explain: bool = True, camp_names: Sequence[str] | None = None) -> None:
        settings = self._settings = _settings(rules)
        camps = self.camps = settings.camps
        self.rules = rules
        self.explain = explain
        self._camp_names = tuple(camp_names) if camp_names else None
        self._totals = [0] * camps
        self._reserve = 0
        self._claims = [rules.late_belote_claims] * camps
        self._counted = 0
        self._results: list[DealResult] = []
        self._finished = False
        self._winner: int | None = None

    @property
    def names(self) -> tuple[str, ...]:
        """The camps' names in explanations: those given, else « camp 0 »… in the language in force."""
        return self._camp_names or default_camp_names(self.camps)

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
        self.extend((data,))
        return self._results[-1]

    def extend(self, deals: Iterable[Mapping[str, Any]]) -> None:
        """Add deals in order, as :meth:`add` does one by one.  On a :class:`DealError` the deals before the
        faulty one are kept, that one and the rest are not.

        One loop for a whole list, the game's settings and running state in local variables: the standings
        score every game of a concours, and attribute look-ups per deal would cost a fifth of the time."""
        rules = self.rules
        score = scorer(rules)  # the deal scoring of the rules' family (classic or contrée)
        # A contrée deal has its own one-go check (plain_contree_index), which needs these of the rules.
        contree, top, belote_points = rules.contree, rules.max_bid, rules.belote_points
        flat = rules.contract_scoring != "points_faits"
        tricks = trick_classes(rules.rounding) if contree else ()
        results = self._results
        totals = self._totals
        camps = self.camps
        explain = self.explain
        # The words and default names of the lines in the language in force now (a quiet game needs neither).
        said = words() if explain else None
        names = self._camp_names or (() if said is None else said.camp_names[camps])
        settings = self._settings
        # 3-camp deals are too many (every split of 162 in three) for a memo to meet them twice.
        scored_memo = None if explain or camps == 3 else settings.scored
        exact_on_reach = settings.exact_on_reach
        # A ready result skips the end-of-deal arithmetic, so not where a deal may be scored again.
        ready = None if scored_memo is None or exact_on_reach else settings.results
        trumps, suit = settings.trumps, settings.suit
        rounding, exact_last = rules.rounding, rules.exact_last_deal
        last_key = (2 if exact_last and rounding != "exact" else 0) + 1  # memo key of a last scheduled deal
        deals_game, count, threshold = settings.deals_game, settings.deal_count, settings.threshold
        passed_count = rules.passed_deals_count
        three = camps == 3
        counted = self._counted
        reserve = self._reserve
        # The totals in local variables (t2 stays 0 in 2-camp games), written back to ``self._totals`` before
        # anything that reads it (_would_reach, _check_end) and at the end: list items cost more per deal.
        t0, t1, t2 = totals[0], totals[1], totals[2] if three else 0
        append = results.append
        try:
            for data in deals:
                if self._finished:
                    raise GameOverError(len(results) + 1, "",
                                        _("la partie est terminée : aucune donne ne peut plus être ajoutée"))
                index = (plain_contree_index(data, trumps, suit, top, belote_points, flat, tricks) if contree
                         else plain_index(data, camps, trumps, suit))
                lines: list[str] | None = None
                deal: Deal | None = None
                claims = None
                if index is not None:
                    # A plain deal (no annonces, penalty or late claim, at most one belote): valid as it stands.
                    counts = True
                    last = deals_game and counted + 1 >= count
                    mode = "exact" if last and exact_last else rounding
                    if scored_memo is not None:
                        index = index * 4 + (last_key if last else 0)
                        if ready is not None and not reserve:
                            result = ready.get(index)
                            if result is not None:  # the whole deal, as another game already played it
                                append(result)
                                got = result.points
                                t0 += got[0]
                                t1 += got[1]
                                counted += 1
                                if counted >= count if deals_game else t0 >= threshold or t1 >= threshold:
                                    totals[0], totals[1] = t0, t1
                                    self._counted = counted
                                    self._check_end(scored_memo[index].nowin)
                                continue
                        scored = scored_memo.get(index)
                        if scored is None:
                            if len(scored_memo) >= PLAIN_DEALS:
                                scored_memo.clear()
                                if ready is not None:
                                    ready.clear()
                            b = [0, 0]
                            belote = data["belote"] if "belote" in data else None
                            if belote:
                                b[belote[0]] = rules.belote_points
                            if contree:  # the trump None: the memo number leaves it out (no annonces here)
                                bid = data["bid"]
                                scored = contree_fields(rules, False, data["taker"], None, data["points"],
                                                        data["capot"] if "capot" in data else None, (), None,
                                                        bid["value"], bid["contre"] if "contre" in bid else 0, b,
                                                        mode, last, names, None)
                            else:
                                scored = score_fields(rules, False, data["taker"],
                                                      data["trump"] if "trump" in data else None,
                                                      data["points"], data["capot"] if "capot" in data else None,
                                                      (), None, b, mode, last, names, None)
                            # Points as a tuple: a memoised result is shared (a plain call: ``_replace`` costs more).
                            outcome, pts, added, winner, nowin, _lines = scored
                            scored = scored_memo[index] = Scored(outcome, tuple(pts), added, winner, nowin, None)
                    else:  # scored from its fields: no Deal to build
                        lines = [] if explain else None
                        b = [0, 0, 0] if three else [0, 0]
                        belote = data["belote"] if "belote" in data else None
                        if belote:
                            b[belote[0]] = rules.belote_points
                        if contree:
                            bid = data["bid"]
                            scored = contree_fields(rules, False, data["taker"],
                                                    data["trump"] if "trump" in data else None, data["points"],
                                                    data["capot"] if "capot" in data else None, (), None,
                                                    bid["value"], bid["contre"] if "contre" in bid else 0, b, mode,
                                                    last, names, None if lines is None else [])
                        else:
                            scored = score_fields(rules, False, data["taker"],
                                                  data["trump"] if "trump" in data else None, data["points"],
                                                  data["capot"] if "capot" in data else None, (), None, b, mode, last,
                                                  names, None if lines is None else [], said)
                else:
                    deal = parse_deal(data, rules, len(results) + 1, try_plain=False)
                    counts = not deal.passed or passed_count
                    last = deals_game and counts and counted + 1 >= count
                    mode = "exact" if last and exact_last else rounding
                    lines = [] if explain else None
                    b, claims = self._belotes(deal, lines)
                    scored = score(rules, deal, b, mode, last, names, None if lines is None else [], said)
                if exact_on_reach:
                    totals[0], totals[1] = t0, t1
                    if three:
                        totals[2] = t2
                if exact_on_reach and self._would_reach(scored, reserve):
                    if deal is None:
                        deal = plain_deal(data)
                    scored = score(rules, deal, self._belotes(deal, None)[0], "exact", False, names,
                                   None if lines is None else [], said)
                    if scored.lines is not None:
                        scored.lines.insert(0, _("Donne comptée au point : elle amène un camp au but."))

                # Reserve: the deal's winner takes what was carried in; otherwise it carries on.
                outcome, pts, added, winner, nowin, deal_lines = scored
                reserve_in = reserve
                if winner is not None and reserve:
                    won = list(pts)  # a copy: the scored points may be a memoised result's
                    won[winner] += reserve
                    pts = won
                    if deal_lines is not None and said is not None:
                        deal_lines.append(said.reserve_won.format(camp=names[winner], points=reserve))
                    reserve = added
                else:
                    reserve += added
                    if deal_lines is not None and said is not None and reserve:
                        deal_lines.append(said.reserve.format(points=reserve))

                # Commit.
                if claims is not None:
                    self._claims = claims
                t0 += pts[0]
                t1 += pts[1]
                if three:
                    t2 += pts[2]
                if counts:
                    counted += 1
                explanation: tuple[str, ...] = ()
                if lines is not None and deal_lines is not None:
                    explanation = tuple(line if line.endswith(".") else line + "." for line in lines + deal_lines)
                result = DealResult(outcome, pts if type(pts) is tuple else tuple(pts), reserve, winner, explanation)
                append(result)
                if ready is not None and index is not None and not reserve_in and not added:
                    ready[index] = result
                # max(totals) >= threshold (threshold >= 1, and t2 is 0 with 2 camps)
                if counted >= count if deals_game else t0 >= threshold or t1 >= threshold or t2 >= threshold:
                    totals[0], totals[1] = t0, t1
                    if three:
                        totals[2] = t2
                    self._counted = counted
                    self._check_end(nowin)
        finally:
            totals[0], totals[1] = t0, t1
            if three:
                totals[2] = t2
            self._counted = counted
            self._reserve = reserve

    def _belotes(self, deal: Deal, lines: list[str] | None) -> tuple[list[int], list[int] | None]:
        """``b`` per camp, and the late claims left (None: unchanged): announced belotes always count, a late
        claim while the camp has claims left this game."""
        bp = self.rules.belote_points
        b = [0] * self.camps
        for camp in deal.belote:
            b[camp] += bp
        if not deal.late_belote:
            return b, None
        claims = list(self._claims)
        for camp in deal.late_belote:
            if claims[camp] > 0:
                claims[camp] -= 1
                b[camp] += bp
                if lines is not None:
                    lines.append(_("Belote réclamée au décompte ({camp}) : acceptée.").format(camp=self.names[camp]))
            elif lines is not None:
                lines.append(_("Belote réclamée au décompte ({camp}) : refusée, plus aucune réclamation permise "
                               "dans cette partie.").format(camp=self.names[camp]))
        return b, claims

    def _would_reach(self, scored: Scored, reserve: int) -> bool:
        """Whether this deal's score — the ``reserve`` it wins included — brings a camp to the target."""
        totals = self._totals
        points = scored.points
        winner = scored.winner
        bonus = reserve if winner is not None else 0
        return any(totals[i] + points[i] + (bonus if i == winner else 0) >= self._settings.threshold
                   for i in range(self.camps))

    def _check_end(self, nowin: tuple[int, ...]) -> None:
        totals = self._totals
        if self._settings.end_type == "target":
            top = max(totals)
            if top < self._settings.threshold:
                return
        elif self._settings.end_type == "deals":
            if self._counted < self._settings.deal_count:
                return
            top = max(totals)
        else:
            return
        if totals.count(top) == 1:  # one leader (count and index: no comprehension, once per game)
            leader = totals.index(top)
            # no_win_on_capot_or_chute bars a leader in target games only (see the module's notes).
            if self._settings.end_type == "target" and self.rules.no_win_on_capot_or_chute and leader in nowin:
                return
            self._finish(leader)
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
        if not self._finished:  # deals, totals, finished, winner, rubicon, game_points, reserve_lost
            return GameResult(tuple(self._results), tuple(self._totals), False, None, (), (0,) * camps, 0)
        winner = self._winner
        rubicon: tuple[int, ...] = ()
        game_points = [0] * camps
        if winner is not None:
            rules = self.rules
            if rules.rubicon == "simple" and self._settings.end_type == "target":
                rubicon = tuple(i for i in range(camps) if i != winner and 2 * self._totals[i] < self._settings.target)
            elif rules.rubicon == "floating":
                top = self._totals[winner]
                rubicon = tuple(i for i in range(camps) if i != winner and 2 * self._totals[i] < top)
            game_points[winner] = 2 if rubicon else 1
        # deals, totals, finished, winner, rubicon, game_points, reserve_lost (positional: one per game scored)
        return GameResult(tuple(self._results), tuple(self._totals), self._finished, winner, rubicon,
                          tuple(game_points), self._reserve if self._finished else 0)


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
    game.extend(deals)
    if closed:
        game.close()
    return game.result()
