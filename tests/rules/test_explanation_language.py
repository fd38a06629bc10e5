"""The words of the explanations follow the language in force *when the lines are written* (issue 15): a
:func:`belote_club.i18n.using` block (one web request in the phone's language) gets its own language, the
process keeps its own, and a quiet game looks no word up."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest

from belote_club import i18n
from belote_club.rules import Game, HouseRules, explain, load_preset, score_deal, score_game, scoring
from belote_club.rules.deal import parse_deal
from tests.helpers.explanations import ENGLISH as SHARED_ENGLISH
from tests.helpers.explanations import FRENCH as SHARED_FRENCH
from tests.helpers.explanations import GAME

#: The first three deals of the shared game (made, litige into the reserve, dedans winning it) and their lines.
RULES = HouseRules(**GAME["rules"])
DEALS: list[dict[str, Any]] = GAME["deals"][:3]
FRENCH = SHARED_FRENCH[:3]
ENGLISH = SHARED_ENGLISH[:3]


@pytest.fixture(autouse=True)
def french_process() -> Iterator[None]:
    before = i18n.language()
    i18n.set_language("fr")
    try:
        yield
    finally:
        i18n.set_language(before)


def lines(result: Any) -> list[list[str]]:
    return [list(deal.explanation) for deal in result.deals]


def test_a_using_block_gets_its_language_and_the_process_keeps_its_own() -> None:
    assert lines(score_game(RULES, DEALS)) == FRENCH  # the French words built first
    with i18n.using("en"):
        assert lines(score_game(RULES, DEALS)) == ENGLISH
    assert lines(score_game(RULES, DEALS)) == FRENCH
    i18n.set_language("en")
    with i18n.using("fr"):
        assert lines(score_game(RULES, DEALS)) == FRENCH
    assert lines(score_game(RULES, DEALS)) == ENGLISH


def test_words_and_camp_names_are_those_of_the_moment() -> None:
    with i18n.using("en"):
        assert explain.words().taker == "the taker" and explain.words().language == "en"
        assert explain.default_camp_names(3) == ("camp 0", "camp 1", "camp 2")
        assert explain.role(1, 0, 2) == "the defence"
    assert explain.words().taker == "le preneur" and explain.words() is explain.words()  # one per language
    assert explain.role(1, 0, 3) == "le défenseur"


def test_a_game_follows_the_language_of_each_deal_added() -> None:
    game = Game(RULES)  # built in French, its deals added in either language
    with i18n.using("en"):
        game.add(DEALS[0])
    game.add(DEALS[1])
    assert lines(game.result()) == [ENGLISH[0], FRENCH[1]]


def test_score_deal_in_english_within_a_block() -> None:
    deal = parse_deal({"taker": 0, "points": [80, 82]}, RULES)
    with i18n.using("en"):
        scored = score_deal(RULES, deal, [0, 0], explain=True)
    assert scored.lines == ["The taker (camp 0) makes 80 against 82.", "Set (dedans): the defence scores 162"]


def test_three_camps_dedans_words_in_either_language() -> None:
    rules = load_preset("belote-a-trois")
    deals = [{"taker": 0, "points": [40, 70, 52]}]
    french = lines(score_game(rules, deals))[0]
    with i18n.using("en"):
        english = lines(score_game(rules, deals))[0]
    assert french[1].startswith("Dedans : le meilleur défenseur (camp 1)")
    assert english[1].startswith("Set (dedans): the best defender (camp 1)")


def test_threads_do_not_mix_their_languages() -> None:
    seen: dict[str, list[list[str]]] = {}

    def score_in(code: str) -> None:
        with i18n.using(code):
            for _ in range(50):
                seen[code] = lines(score_game(RULES, DEALS))

    threads = [threading.Thread(target=score_in, args=(code,)) for code in ("en", "fr")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert seen == {"en": ENGLISH, "fr": FRENCH}


def test_a_quiet_game_looks_no_word_up(monkeypatch: pytest.MonkeyPatch) -> None:
    def forbidden(*_args: object) -> Any:
        raise AssertionError("a quiet game looked a word up")

    for module in (explain, scoring):
        monkeypatch.setattr(module, "words", forbidden, raising=False)
        monkeypatch.setattr(module, "default_camp_names", forbidden, raising=False)
    from belote_club.rules import game as game_module

    monkeypatch.setattr(game_module, "words", forbidden)
    monkeypatch.setattr(game_module, "default_camp_names", forbidden)
    for name in ("classique", "concours", "annonces", "belote-a-trois"):
        rules = load_preset(name)
        camps = rules.camps
        deals: list[dict[str, Any]] = [
            {"taker": 0, "points": [40, 122] if camps == 2 else [40, 70, 52]},  # dedans
            {"taker": 1, "points": [81, 81] if camps == 2 else [54, 54, 54]},  # litige
            {"taker": 0, "points": [162] + [0] * (camps - 1), "capot": 0},
            {"passed": True},
        ]
        score_game(rules, deals, explain=False)
    with pytest.raises(AssertionError, match="looked a word up"):
        score_game(RULES, DEALS[:1])  # the same patch does catch an explained game
