"""Scoring families (ARCHITECTURE.md « one family per game »): classic belote (SCORING.md §4) and contrée
(§10.3), chosen by the rules' ``game`` key.

A family is a module with one function, ``score(rules, deal, b, mode, last, names, lines, said) -> Scored``,
that scores one validated deal (reserve not included); the game loop, rounding, annonces, the reserve and
the end of game are shared (:mod:`.game`).  :func:`scorer` gives a rule set's function, :func:`score_deal`
scores one deal by name.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from belote_club.rules import contree, scoring
from belote_club.rules.deal import Deal
from belote_club.rules.explain import Words, default_camp_names
from belote_club.rules.house_rules import HouseRules
from belote_club.rules.scoring import Scored

__all__ = ["DealScorer", "score_deal", "scorer"]

#: ``score(rules, deal, b, mode, last, names, lines, said)``: one family's scoring of a deal.
DealScorer = Callable[[HouseRules, Deal, Sequence[int], str, bool, Sequence[str], "list[str] | None",
                       "Words | None"], Scored]

_FAMILIES: dict[str, DealScorer] = {"belote": scoring.score, "contree": contree.score}


def scorer(rules: HouseRules) -> DealScorer:
    """The deal scoring of the rules' family."""
    return _FAMILIES[rules.game]


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
    """Score one validated deal of either family (reserve not included).  ``belotes`` is ``b[i]`` in points.

    ``rounding`` overrides the rules' (``exact_last_deal``); ``litige_as_made``: the deal is the last
    scheduled one, or an extra one, of a ``deals`` game (§6; in contrée a tie there is a failure, §10.3).
    """
    if explain and names is None:
        names = default_camp_names(len(belotes))
    return scorer(rules)(rules, deal, belotes, rounding or rules.rounding, litige_as_made, names or (),
                         [] if explain else None, None)
