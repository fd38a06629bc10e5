"""The presets a concours may use: one filter for the settings screen and the services."""

from belote_club.rules import HouseRules, is_two_camp, list_presets, two_camp_presets


def test_two_camp_presets_leave_out_the_three_player_game() -> None:
    names = [p.name for p in two_camp_presets()]
    assert "belote-a-trois" not in names
    assert names == [p.name for p in list_presets() if p.name != "belote-a-trois"]


def test_is_two_camp() -> None:
    assert is_two_camp(HouseRules())
    assert is_two_camp(HouseRules(players=2))
    assert not is_two_camp(HouseRules(players=3))
