"""English out of the tournament layer: draws, swaps, registrations, paper-sheet checks, lifecycle and the labels
of the settings, with English chosen; the same French as before once French is back."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import replace

import pytest

from belote_club import i18n
from belote_club.rules import HouseRules, list_presets
from belote_club.tournament import (
    EXEMPT_AGAINST_LABELS,
    ExemptAgainst,
    Format,
    PairingMethod,
    Registration,
    Round,
    SwapCheck,
    Team,
    Tournament,
    TournamentError,
    TournamentStatus,
    change_rules,
    check_totals,
    draw_round,
    register_player,
    repeat_label,
    validate_registrations,
    withdraw,
)
from belote_club.tournament.lifecycle import check_open

DOUBLETTES = Tournament(name="Concours de printemps", date=dt.date(2026, 5, 1), id=1)


def _refusal(action: Callable[[], object]) -> str:
    with pytest.raises(TournamentError) as raised:
        action()
    return str(raised.value)


def _in_both(make: Callable[[], object]) -> tuple[object, object]:
    i18n.set_language("en")
    english = make()
    i18n.set_language("fr")
    return english, make()


def test_refusals_in_english(french_afterwards: None) -> None:
    closed = Tournament(name="Concours de printemps", date=dt.date(2026, 5, 1), status=TournamentStatus.FINISHED)
    cases = [
        (lambda: draw_round(Format.DOUBLETTES, [1], [], number=1, seed=1),
         "A draw needs at least two teams.", "Il faut au moins deux équipes pour un tirage."),
        (lambda: register_player(DOUBLETTES, 7),
         "In pairs (doublettes), teams register, not single players.",
         "En doublettes, on inscrit des équipes, pas des joueurs seuls."),
        (lambda: withdraw(Registration(team_id=3, joins_from_round=3), 2),
         "Withdrawal in round 2 before the arrival planned in round 3.",
         "Abandon à la manche 2 avant l’arrivée prévue à la manche 3."),
        (lambda: check_open(closed),
         'The tournament “Concours de printemps” is closed: reopen it to change it.',
         "Le concours « Concours de printemps » est clos : rouvrez-le pour le modifier."),
        (lambda: change_rules(replace(DOUBLETTES, rules_locked=True), {}),
         "The rules are locked: scores have already been entered. Unlock them explicitly to change them.",
         "Les règles sont verrouillées : des scores sont déjà saisis. Déverrouillez-les explicitement pour les "
         "modifier."),
    ]
    for action, english, french in cases:
        assert _in_both(lambda action=action: _refusal(action)) == (english, french)


def test_registration_problems_and_swap_warnings_in_english(french_afterwards: None) -> None:
    teams = [Team(1, (1, 2), id=10), Team(2, (3, 1), id=11)]
    regs = [Registration(team_id=10), Registration(team_id=11), Registration(team_id=11)]
    english, french = _in_both(lambda: validate_registrations(DOUBLETTES, regs, teams))
    assert english == ["Team no. 11 is registered twice.", "The same player is in teams no. 1 and no. 2."]
    assert french == ["L’équipe n° 11 est inscrite deux fois.", "Un même joueur figure dans les équipes n° 1 et n° 2."]

    english, french = _in_both(lambda: SwapCheck(2, (5,)).sentences() + SwapCheck(1, ()).sentences({5: "Les As"}))
    assert english == ['This swap creates 2 meetings already played: they will be marked “chosen by hand”.',
                       "This swap gives entrant no. 5 a second bye.",
                       'This swap creates a meeting already played: it will be marked “chosen by hand”.']
    assert french == ["Cet échange crée 2 rencontres déjà jouées\u00a0: elles seront marquées "
                      "«\u00a0choisi à la main\u00a0».",
                      "Cet échange donne une deuxième exemption à l’inscrit n° 5.",
                      "Cet échange crée une rencontre déjà jouée\u00a0: elle sera marquée «\u00a0choisi à la main\u00a0»."]

    drawn = Round(number=2, seed=1, method=PairingMethod.RANDOM)
    swapped = replace(drawn, swapped=True)
    assert _in_both(lambda: (repeat_label(swapped), repeat_label(drawn))) == (
        ("chosen by hand", "unavoidable"), ("choisi à la main", "inévitable"))
    assert _in_both(lambda: EXEMPT_AGAINST_LABELS[ExemptAgainst.ZERO]) == ("no points against", "aucun point contre")
    assert _in_both(lambda: dict(EXEMPT_AGAINST_LABELS))[1] == {
        ExemptAgainst.ZERO: "aucun point contre",
        ExemptAgainst.ROUND_AVERAGE: "la moyenne des points de la manche",
        ExemptAgainst.SAME_AS_FOR: "autant de points contre que pour",
    }


def test_paper_sheet_checks_in_english(french_afterwards: None) -> None:
    rules = HouseRules.from_dict({"game_end": {"type": "deals", "count": 4}, "rounding": "ten_keep_160"})
    english, french = _in_both(lambda: check_totals(rules, [-15, 335], deals=4, belotes=1))
    assert english == [
        "The total of team 1 (−15) is negative: a copying error?",
        "The total of team 1 (−15) is not a multiple of 10 although points are rounded to the nearest ten: "
        "a copying error?",
        "The total of team 2 (335) is not a multiple of 10 although points are rounded to the nearest ten: "
        "a copying error?",
        "The two teams’ total is 320 instead of 660: a copying error?",
    ]
    assert french == [
        "Le total de l’équipe 1 (−15) est négatif : une erreur de recopie ?",
        "Le total de l’équipe 1 (−15) n’est pas un multiple de 10 alors que les points sont arrondis à la dizaine : "
        "une erreur de recopie ?",
        "Le total de l’équipe 2 (335) n’est pas un multiple de 10 alors que les points sont arrondis à la dizaine : "
        "une erreur de recopie ?",
        "Le total des deux équipes fait 320 au lieu de 660 : une erreur de recopie ?",
    ]

    belote = HouseRules.from_dict({"game_end": {"type": "deals", "count": 2}, "rounding": "exact"})
    english, french = _in_both(lambda: check_totals(belote, [200, 144], deals=2))
    assert english == ["The two teams’ total is 344 instead of 324: one belote too many?"]
    assert french == ["Le total des deux équipes fait 344 au lieu de 324 : une belote de trop ?"]
    english, french = _in_both(lambda: check_totals(belote, [160, 144], deals=2, belotes=2))
    assert english == ["The two teams’ total is 304 instead of 364: 3 forgotten belotes?"]
    assert french == ["Le total des deux équipes fait 304 au lieu de 364 : 3 belotes oubliées ?"]

    # Every warning of every preset, in English: no French left, no French typography.
    seen = 0
    for preset in list_presets():
        for totals in ([0, 1], [-10, 5], [1000, 1000], [333, 7][: preset.rules.camps]):
            if len(totals) != preset.rules.camps:
                totals = [*totals, 3][: preset.rules.camps]
            i18n.set_language("en")
            warnings = check_totals(preset.rules, totals)
            for warning in warnings:
                assert "«" not in warning and " :" not in warning and " ?" not in warning, warning
                assert not any(word in warning for word in ("équipe", "joueur", "total de", "partie")), warning
            seen += len(warnings)
            i18n.set_language("fr")
            assert len(check_totals(preset.rules, totals)) == len(warnings)
    assert seen > 20
