import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_club.rules import HouseRules, score_game
from belote_club.text import number
from belote_club.tournament.checks import check_record, check_totals, possible_sums
from belote_club.tournament.model import GameRecord

NB = "\u202f"  # the thousands separator (belote_club.text)
TWELVE = HouseRules.from_dict({"game_end": {"type": "deals", "count": 12}})


def rules(**kw: object) -> HouseRules:
    return HouseRules.from_dict({"game_end": {"type": "deals", "count": 12}, **kw})


def test_number_format() -> None:
    assert number(1964) == f"1{NB}964"
    assert number(-12345) == f"−12{NB}345"
    assert number(80) == "80"


def test_correct_sheets_give_no_warning() -> None:
    assert check_totals(TWELVE, (1100, 844), deals=12) == []
    assert check_totals(TWELVE, (1100, 864), deals=12, belotes=1) == []
    assert check_totals(TWELVE, (1100, 934), deals=12, capots=1) == []
    assert check_totals(TWELVE, (1100, 824), deals=12, lost_reserve=20) == []
    assert check_totals(TWELVE, (1100, 844)) == []  # deal count taken from the rules


def test_belote_de_trop_message() -> None:
    assert check_totals(TWELVE, (1100, 864), deals=12) == [
        f"Le total des deux équipes fait 1{NB}964 au lieu de 1{NB}944 : une belote de trop ?"
    ]
    assert check_totals(TWELVE, (1100, 844), deals=12, belotes=2)[0].endswith("2 belotes oubliées ?")


@pytest.mark.parametrize(
    ("totals", "kwargs", "cause"),
    [
        ((1100, 934), {}, "un capot de trop ?"),
        ((1100, 844), {"capots": 1}, "un capot oublié ?"),
        ((1100, 1006), {}, "une donne de trop ?"),
        ((1100, 682), {}, "une donne oubliée ?"),
        ((1100, 763), {}, "une réserve (litige) perdue en fin de partie, non déclarée ?"),  # 81 short
        ((1100, 773), {}, "une réserve (litige) perdue en fin de partie, non déclarée ?"),  # 71 short
        ((1100, 800), {}, "une erreur de recopie ?"),  # 44 short: no litige leaves that
        ((1100, 830), {}, "une erreur de recopie ?"),  # 14 short: the case
        ((1100, 848), {}, "une erreur de recopie ?"),
    ],
)
def test_likely_causes(totals: tuple[int, int], kwargs: dict, cause: str) -> None:
    warnings = check_totals(TWELVE, totals, deals=12, **kwargs)
    assert len(warnings) == 1 and warnings[0].endswith(cause), warnings


def test_transposed_digits() -> None:
    # 844 copied as 484: the sum is off by 360, explained by two swapped digits.
    (warning,) = check_totals(TWELVE, (1100, 484), deals=12)
    assert "deux chiffres inversés dans le total de l’équipe 2 (484 pour 844) ?" in warning


def test_rounded_rules() -> None:
    r = rules(rounding="ten_keep_160")
    assert possible_sums(r, 12) == {1920}
    assert possible_sums(r, 2, capots=1) == {410}
    assert check_totals(r, (1100, 820), deals=12) == []
    (warning,) = check_totals(r, (1100, 840), deals=12)
    assert warning == f"Le total des deux équipes fait 1{NB}940 au lieu de 1{NB}920 : une belote de trop ?"
    half_down = rules(rounding="ten_half_down")
    assert possible_sums(half_down, 2) == {320, 330, 340}  # 76 – 86 → 80 – 90
    warnings = check_totals(half_down, (1100, 825), deals=12)
    assert any("n’est pas un multiple de 10" in w and "l’équipe 2 (825)" in w for w in warnings)
    assert possible_sums(rules(rounding="five_keep_160"), 1) == {160}


def test_exact_last_deal_allows_one_exact_deal() -> None:
    r = rules(rounding="ten_keep_160", exact_last_deal=True)
    assert possible_sums(r, 12) == {1920, 1922}
    assert 1922 + 90 in possible_sums(r, 12, capots=1)


def test_house_chute_and_annonces() -> None:
    r = rules(chute_points=100)
    assert possible_sums(r, 1) == {162, 100}
    annonces = rules(annonces=True)
    assert check_totals(annonces, (1100, 894), deals=12) == []  # a cinquante
    assert check_totals(annonces, (1100, 895), deals=12) != []
    assert check_totals(annonces, (1100, 800), deals=12) != []


def test_per_camp_and_ending_warnings() -> None:
    target = HouseRules()
    assert check_totals(target, (1010, 400)) == []  # no deal count: only per-camp checks
    assert check_totals(target, (990, 400)) == [
        f"Aucune équipe n’atteint les 1{NB}000 points de la partie : est-elle vraiment finie ?"
    ]
    strict = HouseRules.from_dict({"game_end": {"type": "target", "points": 1000, "strict": True}})
    assert "ne dépasse" in check_totals(strict, (1000, 400))[0]
    assert "négatif" in check_totals(target, (1010, -20))[0]
    assert check_totals(rules(tie="draw"), (972, 972)) == ["Les totaux sont à égalité : la partie comptera comme nulle."]
    assert "donne de plus" in check_totals(TWELVE, (972, 972))[0]
    two = HouseRules.from_dict({"players": 2})
    assert check_totals(two, (900, 400))[0].startswith("Aucun joueur")


def test_check_record() -> None:
    assert check_record(TWELVE, GameRecord(1, 1)) == []
    record = GameRecord(1, 1, totals=(1100, 864), deal_count=12)
    assert check_record(TWELVE, record, labels=("les Rouges", "les Bleus"))[0].endswith("une belote de trop ?")


deal = st.fixed_dictionaries({
    "taker": st.sampled_from([0, 1]),
    "a": st.integers(0, 162),
    "belote": st.sampled_from([[], [0], [1]]),
})


@settings(max_examples=150, deadline=None)
@given(deals=st.lists(deal, min_size=1, max_size=14),
       rounding=st.sampled_from(["exact", "ten_half_down", "ten_half_up", "ten_keep_160",
                                 "ten_defence_complement", "five_keep_160"]))
def test_engine_scored_games_pass_the_check(deals: list[dict], rounding: str) -> None:
    """Any game the engine scores, copied faithfully, raises no sum warning (open game: no end warning)."""
    r = HouseRules.from_dict({"rounding": rounding, "game_end": {"type": "open"}})
    json_deals = [{"taker": d["taker"], "points": [d["a"], 162 - d["a"]], "belote": d["belote"]}
                  for d in deals]
    result = score_game(r, json_deals, explain=False, closed=True)
    belotes = sum(len(d["belote"]) for d in deals)
    totals = result.totals
    assert sum(totals) in possible_sums(r, len(deals), belotes=belotes, lost_reserve=result.reserve_lost)
    warnings = check_totals(r, totals, deals=len(deals), belotes=belotes, lost_reserve=result.reserve_lost)
    assert not [w for w in warnings if "au lieu de" in w or "multiple" in w]


def test_lost_reserves_follow_the_rules() -> None:
    from belote_club.tournament.checks import lost_reserves

    exact = lost_reserves(TWELVE)
    assert {71, 81, 91, 162, 152, 243} <= exact and 14 not in exact and 44 not in exact
    rounded = lost_reserves(rules(rounding="ten_half_down"))
    assert 80 in rounded and 81 not in rounded
    assert lost_reserves(rules(litige="dedans")) == frozenset()
