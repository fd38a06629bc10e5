"""Hypothesis strategies: house rules and valid deals."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from belote_club.rules import ROUNDINGS, HouseRules

rules_dicts = st.fixed_dictionaries(
    {},
    optional={
        "players": st.sampled_from([4, 3, 2]),
        "rounding": st.sampled_from(ROUNDINGS),
        "compare_on": st.sampled_from(["exact", "rounded"]),
        "chute_points": st.integers(0, 500),
        "capot_points": st.integers(0, 1000),
        "capot_against_taker": st.sampled_from(["capot", "chute"]),
        "capot_takes_annonces": st.booleans(),
        "belote_kept_on_chute": st.booleans(),
        "belote_counts_for_contract": st.booleans(),
        "annonces": st.booleans(),
        "annonces_count_for_contract": st.booleans(),
        "tierce_points": st.sampled_from([20, 30]),
        "carre_values": st.sampled_from(["standard", "trump_value"]),
        "litige": st.sampled_from(["reserve", "dedans"]),
        "trump_modes": st.sampled_from([["suit"], ["suit", "sans_atout"], ["suit", "sans_atout", "tout_atout"]]),
        "game_end": st.one_of(
            st.builds(lambda p, s: {"type": "target", "points": p, "strict": s}, st.integers(200, 1500), st.booleans()),
            st.builds(lambda c: {"type": "deals", "count": c}, st.integers(1, 12)),
            st.just({"type": "open"}),
        ),
        "tie": st.sampled_from(["extra_deal", "draw"]),
        "no_win_on_capot_or_chute": st.booleans(),
        "exact_last_deal": st.booleans(),
        "rubicon": st.sampled_from(["none", "simple", "floating"]),
        "late_belote_claims": st.integers(0, 3),
        "passed_deals_count": st.booleans(),
    },
)


def _split(draw: st.DrawFn, camps: int) -> list[int]:
    cuts = sorted(draw(st.lists(st.integers(0, 162), min_size=camps - 1, max_size=camps - 1)))
    bounds = [0, *cuts, 162]
    return [bounds[i + 1] - bounds[i] for i in range(camps)]


SEQUENCES = [("tierce", 3), ("cinquante", 4), ("cent", 5)]


@st.composite
def deals_for(draw: st.DrawFn, rules: HouseRules) -> dict[str, Any]:
    camps = rules.camps
    if draw(st.integers(0, 19)) == 0:
        return {"passed": True}
    modes = ["hearts", "spades", "diamonds", "clubs", None]
    if "sans_atout" in rules.trump_modes:
        modes.append("sans_atout")
    if "tout_atout" in rules.trump_modes:
        modes.append("tout_atout")
    trump = draw(st.sampled_from(modes))
    deal: dict[str, Any] = {}
    if trump is not None:
        deal["trump"] = trump
    if camps == 2 and draw(st.integers(0, 29)) == 0:
        deal["penalty"] = {"kind": draw(st.sampled_from(["renonce", "fausse_donne"])), "camp": draw(st.integers(0, 1))}
    else:
        deal["taker"] = draw(st.integers(0, camps - 1))
        if draw(st.integers(0, 14)) == 0:
            capot = draw(st.integers(0, camps - 1))
            deal["points"] = [162 if i == capot else 0 for i in range(camps)]
            deal["capot"] = capot
        else:
            deal["points"] = _split(draw, camps)
    if trump != "sans_atout" and draw(st.booleans()):
        key = "late_belote" if draw(st.integers(0, 5)) == 0 else "belote"
        deal[key] = [draw(st.integers(0, camps - 1))]
    if rules.annonces and draw(st.booleans()):
        annonces = []
        for suit in draw(st.lists(st.sampled_from(["hearts", "spades", "diamonds", "clubs"]), max_size=2, unique=True)):
            kind, length = draw(st.sampled_from(SEQUENCES))
            high = draw(st.sampled_from(["7", "8", "9", "10", "J", "Q", "K", "A"][length - 1:]))
            annonces.append({"camp": draw(st.integers(0, camps - 1)), "kind": kind, "high": high, "suit": suit,
                             "length": length})
        if draw(st.booleans()):
            annonces.append({"camp": draw(st.integers(0, camps - 1)), "kind": "carre",
                             "high": draw(st.sampled_from(["9", "10", "J", "Q", "K", "A"]))})
        deal["annonces"] = annonces
    return deal


@st.composite
def games(draw: st.DrawFn) -> tuple[HouseRules, list[dict[str, Any]]]:
    rules = HouseRules.from_dict(draw(rules_dicts))
    deals = draw(st.lists(deals_for(rules), min_size=1, max_size=25))
    return rules, deals
