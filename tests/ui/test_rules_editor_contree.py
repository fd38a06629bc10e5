"""The house-rules editor in contrée: the family, contrée's options shown only there, its preview, its errors."""

from __future__ import annotations

from belote_club.rules import HouseRules
from belote_club.ui.rules_editor import CONTREE_EXAMPLES
from belote_club.ui.translation import tr
from tests.ui.builders import make_editor


def test_choosing_contree_takes_its_defaults_and_shows_its_options(qtbot) -> None:
    editor = make_editor(qtbot)
    assert not editor.controls["max_bid"].isVisible() and editor.controls["compare_on"].isVisible()
    game = editor.controls["game"]
    with qtbot.waitSignal(editor.rulesChanged) as blocker:
        game.setCurrentIndex(game.findData("contree"))
    rules = blocker.args[0]
    assert rules == HouseRules.from_dict({"game": "contree"})
    assert rules.rounding == "ten_half_up" and rules.game_end.points == 2000
    for key in ("max_bid", "capot_bid_points", "contract_scoring", "belote_multiplied"):
        assert editor.controls[key].isVisible(), key
    for key in ("compare_on", "belote_counts_for_contract", "annonces_count_for_contract", "capot_takes_annonces",
                "late_belote_claims", "exact_last_deal", "rubicon"):
        assert not editor.controls[key].isVisible(), key
    assert not editor.controls["players"].isEnabled()
    with qtbot.waitSignal(editor.rulesChanged):
        game.setCurrentIndex(game.findData("belote"))
    assert editor.rules() == HouseRules()
    assert editor.controls["compare_on"].isVisible() and not editor.controls["max_bid"].isVisible()


def test_contree_options_reach_the_rules_and_the_preview(qtbot) -> None:
    editor = make_editor(qtbot, HouseRules.from_dict({"game": "contree"}))
    preview = editor.preview.text()
    assert "(160 + 20 (belote) + 80 (contrat)) × 2 = 520" in preview  # the contré made (§10.5, example 2)
    assert "(160 + 90 (contrat)) × 4 = 1000" in preview  # 90 surcontré failed (§10.5, example 6)
    assert "520" in preview.split("Capot annoncé et fait")[1].split("</tr>")[0]  # 250 + 20 + 250
    belote = editor.controls["belote_multiplied"]
    with qtbot.waitSignal(editor.rulesChanged):
        belote.setChecked(False)
    assert editor.rules().belote_multiplied is False
    assert "500" in editor.preview.text().split("80 contré")[1].split("</tr>")[0]  # (160 + 80) × 2 + 20
    max_bid = editor.controls["max_bid"]
    with qtbot.waitSignal(editor.rulesChanged):
        max_bid.setValue(180)
    assert editor.rules().max_bid == 180
    assert editor.rules().to_dict()["max_bid"] == 180


def test_a_refused_rule_set_names_the_option(qtbot) -> None:
    editor = make_editor(qtbot, HouseRules.from_dict({"game": "contree", "annonces": True}))
    scoring = editor.controls["contract_scoring"]
    with qtbot.assertNotEmitted(editor.rulesChanged):
        scoring.setCurrentIndex(scoring.findData("points_annonces"))
    assert "« Annonces jouées » (annonces)" in editor.error.text()
    assert editor.rules().contract_scoring == "points_faits"  # nothing changed
    with qtbot.assertNotEmitted(editor.rulesChanged):
        editor.controls["capot_bid_points"].setValue(255)
    assert "capot_bid_points" in editor.error.text()


def test_contree_presets_are_offered_and_recognised(qtbot) -> None:
    from belote_club.rules import load_preset

    editor = make_editor(qtbot)
    for name in ("contree", "coinche", "contree-points-annonces"):
        index = editor.preset.findData(name)
        assert index >= 0, name
        editor.preset.setCurrentIndex(index)
        with qtbot.waitSignal(editor.rulesChanged) as blocker:
            editor.preset.activated.emit(index)
        assert blocker.args[0] == load_preset(name)
        assert editor.preset.currentData() == name
        assert editor.controls["max_bid"].isVisible() and not editor.controls["rubicon"].isVisible()
    # points annoncés: the capot's own points have no effect there, shown disabled
    assert not editor.controls["capot_points"].isEnabled()


def test_the_preview_says_chute_for_a_failed_contract(qtbot) -> None:
    """Issue 22 (QA): the preview names a failed contrée contract « Chuté », as its explanation does."""
    editor = make_editor(qtbot, HouseRules.from_dict({"game": "contree"}))
    preview = editor.preview.text()
    assert "<b>Chuté</b>" in preview and "Dedans" not in preview


def test_the_preview_shows_every_example_at_1024_by_600(qtbot) -> None:
    """Issue 22 (QA): the preview box is never cut — its label as tall as its wrapped text needs, inside the
    right-hand pane that scrolls — at 1024×600 as at 1366×768, with all six contrée examples."""
    for width, height in ((1366, 700), (1024, 540)):
        editor = make_editor(qtbot, HouseRules.from_dict({"game": "contree"}))
        editor.resize(width, height)
        qtbot.wait(20)
        preview = editor.preview
        assert all(tr(title) in preview.text() for title, _deals in CONTREE_EXAMPLES)
        assert preview.height() >= preview.heightForWidth(preview.width()) > 0
        box = preview.parentWidget()
        assert preview.geometry().bottom() <= box.contentsRect().bottom()
