"""The worked examples of SCORING.md §9."""

from belote_club.rules import HouseRules, Outcome, score_game


def test_example_1_made_with_belote() -> None:
    result = score_game(HouseRules(), [{"taker": 0, "points": [75, 87], "belote": [0]}])
    deal = result.deals[0]
    assert deal.outcome is Outcome.MADE
    assert deal.points == (95, 87)
    assert result.totals == (95, 87)


def test_example_2_litige_with_belote() -> None:
    result = score_game(HouseRules(), [{"taker": 0, "points": [71, 91], "belote": [0]}])
    deal = result.deals[0]
    assert deal.outcome is Outcome.LITIGE
    assert deal.points == (20, 91)
    assert deal.reserve == 71
    assert deal.winner is None


def test_example_3_reserve_goes_to_next_winner() -> None:
    result = score_game(HouseRules(), [{"taker": 0, "points": [81, 81]}, {"taker": 0, "points": [60, 102]}])
    first, second = result.deals
    assert first.outcome is Outcome.LITIGE and first.points == (0, 81) and first.reserve == 81
    assert second.outcome is Outcome.DEDANS and second.points == (0, 243) and second.reserve == 0
    assert result.totals == (0, 324)


def test_example_4_roundings() -> None:
    made_by_1 = [{"taker": 1, "points": [64, 98]}]
    assert score_game(HouseRules(rounding="ten_half_down"), made_by_1).deals[0].points == (60, 100)
    assert score_game(HouseRules(rounding="ten_keep_160"), [{"taker": 0, "points": [116, 46]}]).totals == (120, 40)
    assert score_game(HouseRules(rounding="five_keep_160"), [{"taker": 0, "points": [118, 44]}]).totals == (115, 45)


def test_example_5_capot_with_belote() -> None:
    deal = {"taker": 0, "points": [162, 0], "capot": 0, "belote": [0]}
    assert score_game(HouseRules(), [deal]).deals[0].points == (272, 0)
    assert score_game(HouseRules(rounding="ten_half_down"), [deal]).deals[0].points == (270, 0)
    assert score_game(HouseRules(), [deal]).deals[0].outcome is Outcome.CAPOT


def test_dedans_explanation_wording() -> None:
    result = score_game(HouseRules(rounding="ten_half_down"), [{"taker": 0, "points": [60, 102], "belote": [1]}])
    assert "Dedans : la défense marque 160 + 20 (belote)." in result.deals[0].explanation
