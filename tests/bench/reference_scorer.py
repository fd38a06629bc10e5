"""A plain reference scorer of SCORING.md, written the obvious way: the yardstick of the engine's speed.

It reads the contract top to bottom — rules as a dict over the defaults, each deal validated field by
field, then §4's steps with a dict per camp and §6's end of game — with no care for speed and no
explanation lines.  ``bench_engine.py`` checks that it gives the engine's totals before timing both, and
``tests/rules/test_reference_scorer.py`` compares the two deal by deal on random games.

    score(rules_dict, deals) -> {"deals": [{"outcome", "points", "reserve"}], "totals", "finished",
                                 "winner", "rubicon", "game_points", "reserve_lost"}
    play(make_rules(rules_dict), deals) -> the same, the rules read beforehand
"""

from __future__ import annotations

import copy
from typing import Any

DEFAULTS: dict[str, Any] = {
    "players": 4, "rounding": "exact", "compare_on": "exact", "chute_points": 162, "capot_points": 252,
    "capot_against_taker": "capot", "capot_takes_annonces": True, "belote_points": 20,
    "belote_kept_on_chute": True, "belote_counts_for_contract": True, "annonces": False,
    "annonces_count_for_contract": True, "tierce_points": 20, "carre_values": "standard", "litige": "reserve",
    "trump_modes": ["suit"], "game_end": {"type": "target", "points": 1000, "strict": False},
    "tie": "extra_deal", "no_win_on_capot_or_chute": True, "exact_last_deal": False, "rubicon": "none",
    "late_belote_claims": 1, "passed_deals_count": False,
}
SUITS = ["hearts", "spades", "diamonds", "clubs"]
RANKS = ["7", "8", "9", "10", "J", "Q", "K", "A"]
DEAL_KEYS = ["passed", "taker", "trump", "points", "capot", "belote", "late_belote", "annonces", "penalty"]


class ReferenceError(Exception):
    pass


def make_rules(data: dict[str, Any] | None) -> dict[str, Any]:
    rules = copy.deepcopy(DEFAULTS)
    for key, value in (data or {}).items():
        if key not in DEFAULTS:
            raise ReferenceError(f"unknown rule {key}")
        rules[key] = copy.deepcopy(value)
    end = {"type": "target", "points": 1000, "strict": False, "count": 12}
    end.update(rules["game_end"])
    rules["game_end"] = end
    return rules


def round_one(mode: str, x: int) -> int:
    """R of a lone amount."""
    if mode == "exact":
        return x
    if mode == "ten_half_down":
        return x - x % 10 if x % 10 <= 5 else x - x % 10 + 10
    if mode in ("ten_half_up", "ten_defence_complement"):
        return x - x % 10 if x % 10 <= 4 else x - x % 10 + 10
    if mode == "ten_keep_160":
        return x - x % 10 if x % 10 <= 5 else x - x % 10 + 10
    if mode == "five_keep_160":
        if x == 0:
            return 0
        y = x - 1
        return y - y % 5 if y % 5 <= 2 else y - y % 5 + 5
    raise ReferenceError(f"unknown rounding {mode}")


def round_points(mode: str, points: list[int], taker: int) -> list[int]:
    """R of every camp's trick points (§3)."""
    if len(points) == 2 and mode == "ten_keep_160" and points[0] % 10 == 6 and points[1] % 10 == 6:
        high = 0 if points[0] >= points[1] else 1
        out = [0, 0]
        out[high] = points[high] + 4
        out[1 - high] = points[1 - high] - 6
        return out
    if len(points) == 2 and mode == "ten_defence_complement":
        defence = 1 - taker
        out = [0, 0]
        out[defence] = round_one("ten_half_up", points[defence])
        out[taker] = 160 - out[defence]
        return out
    return [round_one(mode, p) for p in points]


def check_camp(value: Any, camps: int, n: int, field: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0 or value >= camps:
        raise ReferenceError(f"deal {n}: {field}: bad camp {value!r}")
    return value


def validate(deal: Any, rules: dict[str, Any], n: int) -> dict[str, Any]:
    """§2, field by field; returns the deal with every key present."""
    if not isinstance(deal, dict):
        raise ReferenceError(f"deal {n}: not an object")
    for key in deal:
        if key not in DEAL_KEYS:
            raise ReferenceError(f"deal {n}: {key}: unknown key")
    camps = 3 if rules["players"] == 3 else 2
    out = {"passed": deal.get("passed", False), "taker": deal.get("taker"), "trump": deal.get("trump"),
           "points": deal.get("points"), "capot": deal.get("capot"), "belote": deal.get("belote") or [],
           "late_belote": deal.get("late_belote") or [], "annonces": deal.get("annonces") or [],
           "penalty": deal.get("penalty")}
    if not isinstance(out["passed"], bool):
        raise ReferenceError(f"deal {n}: passed")
    trump = out["trump"]
    if trump is not None:
        allowed = (SUITS if "suit" in rules["trump_modes"] else []) + [
            m for m in rules["trump_modes"] if m != "suit"]
        if trump not in allowed:
            raise ReferenceError(f"deal {n}: trump")
    if out["passed"]:
        for key in ("taker", "points", "capot", "penalty"):
            if out[key] is not None:
                raise ReferenceError(f"deal {n}: {key}: passed deal")
        return out
    if out["penalty"] is not None:
        if camps != 2 or out["penalty"].get("kind") not in ("renonce", "fausse_donne"):
            raise ReferenceError(f"deal {n}: penalty")
        check_camp(out["penalty"].get("camp"), camps, n, "penalty.camp")
    else:
        check_camp(out["taker"], camps, n, "taker")
        points = out["points"]
        if not isinstance(points, list) or len(points) != camps:
            raise ReferenceError(f"deal {n}: points")
        for p in points:
            if not isinstance(p, int) or isinstance(p, bool) or p < 0 or p > 162:
                raise ReferenceError(f"deal {n}: points")
        if sum(points) != 162:
            raise ReferenceError(f"deal {n}: points: sum")
    if out["capot"] is not None:
        check_camp(out["capot"], camps, n, "capot")
        if out["points"][out["capot"]] != 162:
            raise ReferenceError(f"deal {n}: capot")
    for key in ("belote", "late_belote"):
        for camp in out[key]:
            check_camp(camp, camps, n, key)
    count = len(out["belote"]) + len(out["late_belote"])
    limit = 0 if trump == "sans_atout" else 4 if trump == "tout_atout" else 1
    if count > limit:
        raise ReferenceError(f"deal {n}: belote")
    if out["annonces"] and not rules["annonces"]:
        raise ReferenceError(f"deal {n}: annonces")
    for annonce in out["annonces"]:
        check_camp(annonce.get("camp"), camps, n, "annonces.camp")
        if annonce.get("kind") not in ("tierce", "cinquante", "cent", "carre") or annonce.get("high") not in RANKS:
            raise ReferenceError(f"deal {n}: annonces")
        if annonce["kind"] == "carre" and annonce["high"] in ("7", "8"):
            raise ReferenceError(f"deal {n}: annonces")
    return out


def annonce_value(rules: dict[str, Any], annonce: dict[str, Any], trump: str | None) -> int:
    kind = annonce["kind"]
    if kind == "tierce":
        return rules["tierce_points"]
    if kind == "cinquante":
        return 50
    if kind == "cent":
        return 100
    if trump == "sans_atout":
        return {"A": 200, "10": 150}.get(annonce["high"], 100)
    if rules["carre_values"] == "trump_value":
        return {"J": 200, "9": 140, "A": 110}.get(annonce["high"], 100)
    return {"J": 200, "9": 150}.get(annonce["high"], 100)


def counted_annonces(rules: dict[str, Any], deal: dict[str, Any], camps: int) -> list[int]:
    """§5: only the camp with the single strongest declaration counts, all of its declarations."""
    best: dict[int, tuple[int, int, int, int, int]] = {}
    total = [0] * camps
    for annonce in deal["annonces"]:
        value = annonce_value(rules, annonce, deal["trump"])
        carre = annonce["kind"] == "carre"
        length = annonce.get("length") or {"tierce": 3, "cinquante": 4, "cent": 5, "carre": 4}[annonce["kind"]]
        strength = (value, 1 if carre else 0, 0 if carre else length, RANKS.index(annonce["high"]),
                    1 if not carre and annonce.get("suit") == deal["trump"] else 0)
        camp = annonce["camp"]
        if camp not in best or strength > best[camp]:
            best[camp] = strength
        total[camp] += value
    out = [0] * camps
    if best:
        ordered = sorted(best.items(), key=lambda item: item[1], reverse=True)
        if len(ordered) == 1 or ordered[0][1] != ordered[1][1]:
            out[ordered[0][0]] = total[ordered[0][0]]
    return out


def score_one(rules: dict[str, Any], deal: dict[str, Any], b: list[int], mode: str,
              last: bool) -> tuple[str, list[int], int, int | None, list[int]]:
    """§4: (outcome, points, added to the reserve, deal winner, camps that cannot win on it)."""
    camps = len(b)
    R = lambda x: round_one(mode, x)  # noqa: E731 - the contract's own name
    kept = rules["belote_kept_on_chute"]
    if deal["passed"]:
        return "passed", [0] * camps, 0, None, []
    a = counted_annonces(rules, deal, camps)
    pts = [0] * camps
    if deal["penalty"] is not None:
        f = deal["penalty"]["camp"]
        o = 1 - f
        pts[o] = R(rules["chute_points"]) + a[0] + a[1] + b[o] + (0 if kept else b[f])
        pts[f] = b[f] if kept else 0
        return "penalty", pts, 0, o, [f]
    T = deal["taker"]
    t = deal["points"]
    if deal["capot"] is not None:
        C = deal["capot"]
        takes = rules["capot_takes_annonces"]
        others = [i for i in range(camps) if i != C and i != T]
        for i in others:
            pts[i] = b[i] + (0 if takes else a[i])
        taken = sum(a[i] for i in others) if takes else 0
        losers = [i for i in range(camps) if i != C]
        if C == T:
            pts[T] = R(rules["capot_points"]) + a[T] + b[T] + taken
            return "capot", pts, 0, T, losers
        base = rules["capot_points"] if rules["capot_against_taker"] == "capot" else rules["chute_points"]
        pts[C] = R(base) + a[C] + a[T] + taken + b[C] + (0 if kept else b[T])
        pts[T] = b[T] if kept else 0
        return "capot_against", pts, 0, C, losers
    rt = round_points(mode, t, T)
    compared = rt if rules["compare_on"] == "rounded" else t
    c = []
    for i in range(camps):
        value = compared[i]
        if rules["belote_counts_for_contract"]:
            value += b[i]
        if rules["annonces_count_for_contract"]:
            value += a[i]
        c.append(value)
    defenders = [i for i in range(camps) if i != T]
    M = max(c[i] for i in defenders)
    litige = c[T] == M
    if c[T] > M or (litige and last and rules["litige"] == "reserve"):
        for i in range(camps):
            pts[i] = rt[i] + a[i] + b[i]
        return ("made", pts, 0, T, []) if c[T] > M else ("litige", pts, 0, None, [])
    if litige and rules["litige"] == "reserve":
        for i in defenders:
            pts[i] = rt[i] + a[i] + b[i]
        pts[T] = b[T]
        return "litige", pts, rt[T] + a[T], None, []
    if kept:
        pts[T] = b[T]
    if camps == 2:
        D = defenders[0]
        pts[D] = R(rules["chute_points"]) + a[D] + a[T] + b[D] + (0 if kept else b[T])
        return "dedans", pts, 0, D, [T]
    top = [i for i in defenders if c[i] == M]
    if len(top) == 2:
        for i in defenders:
            pts[i] = rt[i] + a[i] + b[i]
        return "dedans", pts, R(t[T]) + a[T] + (0 if kept else b[T]), None, [T]
    best = top[0]
    other = [i for i in defenders if i != best][0]
    pts[best] = R(t[best] + t[T]) + a[best] + a[T] + b[best] + (0 if kept else b[T])
    pts[other] = rt[other] + a[other] + b[other]
    return "dedans", pts, 0, best, [T]


def score(rules_data: dict[str, Any] | None, deals: list[Any]) -> dict[str, Any]:
    """A whole game (§6, §7) from the house-rules JSON object."""
    return play(make_rules(rules_data), deals)


def play(rules: dict[str, Any], deals: list[Any]) -> dict[str, Any]:
    """A whole game under rules already read by :func:`make_rules` (as the engine gets ``HouseRules``)."""
    camps = 3 if rules["players"] == 3 else 2
    end = rules["game_end"]
    totals = [0] * camps
    reserve = 0
    counted = 0
    claims = [rules["late_belote_claims"]] * camps
    finished = False
    winner = None
    out = []
    for n, raw in enumerate(deals, start=1):
        if finished:
            raise ReferenceError(f"deal {n}: the game is over")
        deal = validate(raw, rules, n)
        b = [0] * camps
        for camp in deal["belote"]:
            b[camp] += rules["belote_points"]
        for camp in deal["late_belote"]:
            if claims[camp] > 0:
                claims[camp] -= 1
                b[camp] += rules["belote_points"]
        counts = not deal["passed"] or rules["passed_deals_count"]
        last = end["type"] == "deals" and counts and counted + 1 >= end["count"]
        mode = "exact" if last and rules["exact_last_deal"] else rules["rounding"]
        result = score_one(rules, deal, b, mode, last)
        if end["type"] == "target" and rules["exact_last_deal"] and mode != "exact":
            _, pts, _, won, _ = result
            bonus = [reserve if i == won else 0 for i in range(camps)]
            goal = end["points"] + 1 if end["strict"] else end["points"]
            if any(totals[i] + pts[i] + bonus[i] >= goal for i in range(camps)):
                result = score_one(rules, deal, b, "exact", False)
        outcome, pts, added, won, nowin = result
        if won is not None:
            pts[won] += reserve
            reserve = added
        else:
            reserve += added
        for i in range(camps):
            totals[i] += pts[i]
        if counts:
            counted += 1
        out.append({"outcome": outcome, "points": pts, "reserve": reserve})
        top = max(totals)
        leaders = [i for i in range(camps) if totals[i] == top]
        if end["type"] == "target":
            reached = top > end["points"] if end["strict"] else top >= end["points"]
            if reached:
                if len(leaders) == 1:
                    if not (rules["no_win_on_capot_or_chute"] and leaders[0] in nowin):
                        finished, winner = True, leaders[0]
                elif rules["tie"] == "draw":
                    finished = True
        elif end["type"] == "deals" and counted >= end["count"]:
            if len(leaders) == 1:
                finished, winner = True, leaders[0]
            elif rules["tie"] == "draw":
                finished = True
    rubicon = []
    game_points = [0] * camps
    if winner is not None:
        for i in range(camps):
            if i == winner:
                continue
            if rules["rubicon"] == "simple" and end["type"] == "target" and 2 * totals[i] < end["points"]:
                rubicon.append(i)
            if rules["rubicon"] == "floating" and 2 * totals[i] < totals[winner]:
                rubicon.append(i)
        game_points[winner] = 2 if rubicon else 1
    return {"deals": out, "totals": totals, "finished": finished, "winner": winner, "rubicon": rubicon,
            "game_points": game_points, "reserve_lost": reserve if finished else 0}
