"""The French wording of the house rules: one sentence for each value of each option."""

from __future__ import annotations

import pytest

from belote_club.rules import GameEnd, HouseRules, list_presets
from belote_club.rules.wording import describe_rules, summary_line
from belote_club.text import NBSP, NNBSP, number, typography


def text_of(rules: HouseRules) -> str:
    """Every sentence of the sheet, one per line, with plain spaces."""
    return "\n".join(sentence for _, sentence in describe_rules(rules)).replace(NBSP, " ").replace(NNBSP, " ")


def sections(rules: HouseRules) -> list[str]:
    return [title for title, _ in describe_rules(rules)]


ROUNDED = HouseRules(rounding="ten_half_up")


@pytest.mark.parametrize(
    ("mode", "sentence"),
    [
        ("exact", "Les points sont comptés au point près, sans arrondi"),
        ("ten_half_down", "Les points sont arrondis à la dizaine : de 0 à 5 à la dizaine inférieure, "
                          "de 6 à 9 à la dizaine supérieure (64 → 60, 106 → 110)."),
        ("ten_half_up", "Les points sont arrondis à la dizaine : de 0 à 4 à la dizaine inférieure, "
                        "de 5 à 9 à la dizaine supérieure (114 → 110, 115 → 120)."),
        ("ten_keep_160", "quand les deux camps finissent par 6, le plus fort monte et le plus faible descend "
                         "(116 – 46 → 120 – 40, 86 – 76 → 90 – 70)."),
        ("ten_defence_complement", "Seuls les points de la défense sont arrondis à la dizaine"),
        ("five_keep_160", "Les points sont arrondis à 5 près : on retire 1, puis on prend le multiple de 5 "
                          "le plus proche (118 → 115, 44 → 45, 42 → 40)"),
    ],
)
def test_each_rounding_mode_has_its_own_sentence(mode: str, sentence: str) -> None:
    text = text_of(HouseRules(rounding=mode))
    assert sentence in text
    others = [m for m in ("exact", "ten_half_down", "ten_half_up", "ten_keep_160", "ten_defence_complement",
                          "five_keep_160") if m != mode]
    for other in others:
        assert sentence not in text_of(HouseRules(rounding=other))


def test_rounding_modes_give_distinct_counting_sections() -> None:
    counting = {
        mode: [s for t, s in describe_rules(HouseRules(rounding=mode)) if t == "Décompte des points"][0]
        for mode in ("exact", "ten_half_down", "ten_half_up", "ten_keep_160", "ten_defence_complement",
                     "five_keep_160")
    }
    assert len(set(counting.values())) == 6


def test_three_players_rounding_variants() -> None:
    assert "À trois, un 6 est arrondi à la dizaine supérieure." in text_of(HouseRules(players=3, rounding="ten_keep_160"))
    assert "À trois, chacun est arrondi" in text_of(HouseRules(players=3, rounding="ten_defence_complement"))


def test_compare_on_only_with_rounding() -> None:
    assert "on compare les points exacts, avant arrondi" in text_of(ROUNDED)
    assert "on compare les points arrondis" in text_of(ROUNDED.replace(compare_on="rounded"))
    assert "on compare les points" not in text_of(HouseRules())
    assert "on compare les points" not in text_of(HouseRules(compare_on="rounded"))


@pytest.mark.parametrize(
    ("players", "sentence"),
    [
        (4, "On joue à quatre, en deux équipes de deux"),
        (3, "On joue à trois, chacun pour soi"),
        (2, "On joue à deux, en tête-à-tête"),
    ],
)
def test_players(players: int, sentence: str) -> None:
    assert sentence in text_of(HouseRules(players=players))


def test_chute_points_rounded_or_exact() -> None:
    assert "la défense marque 162 plus sa belote" in text_of(HouseRules())
    assert "la défense marque 160 (162 avant arrondi) plus sa belote" in text_of(ROUNDED)
    assert "la défense marque 250 plus sa belote" in text_of(HouseRules(chute_points=250))
    three = text_of(HouseRules(players=3))
    assert "le défenseur qui a le plus de points prend les plis du preneur" in three
    assert "Pénalités" not in sections(HouseRules(players=3))


def test_capot_values() -> None:
    assert "(capot) marque 252 au lieu des points des plis" in text_of(HouseRules())
    assert "(capot) marque 250 (252 avant arrondi)" in text_of(ROUNDED)
    assert "(capot) marque 1 000 au lieu" in text_of(HouseRules(capot_points=1000))


def test_capot_against_taker() -> None:
    assert "Si c’est la défense qui fait tous les plis, elle marque elle aussi 252, comme pour un capot." in text_of(
        HouseRules())
    assert "Si c’est un défenseur qui fait tous les plis, il marque lui aussi 252, comme pour un capot." in text_of(
        HouseRules(players=3))
    assert "elle ne marque que le prix d’une chute : 162." in text_of(HouseRules(capot_against_taker="chute"))
    assert "elle ne marque que le prix d’une chute : 160." in text_of(
        HouseRules(capot_against_taker="chute", rounding="ten_half_down"))
    assert "il ne marque que le prix d’une chute : 162." in text_of(
        HouseRules(capot_against_taker="chute", players=3))


def test_capot_takes_annonces_only_with_annonces() -> None:
    with_annonces = HouseRules(annonces=True)
    assert "marque aussi les annonces comptées de ses adversaires" in text_of(with_annonces)
    assert "chaque camp garde ses propres annonces" in text_of(with_annonces.replace(capot_takes_annonces=False))
    assert "annonces comptées de ses adversaires" not in text_of(HouseRules())


def test_belote_kept_on_chute() -> None:
    assert "La belote est imprenable : le preneur dedans garde la sienne." in text_of(HouseRules())
    assert "Le preneur dedans perd sa belote : elle va à la défense." in text_of(
        HouseRules(belote_kept_on_chute=False))
    assert "Le camp fautif garde sa belote." in text_of(HouseRules())
    assert "Le camp fautif perd sa belote" in text_of(HouseRules(belote_kept_on_chute=False))


def test_belote_counts_for_contract() -> None:
    assert "plus de points que la défense (belote comprise)" in text_of(HouseRules())
    assert "La belote compte pour le contrat" in text_of(HouseRules())
    no = text_of(HouseRules(belote_counts_for_contract=False))
    assert "La belote ne compte pas pour le contrat" in no
    assert "plus de points que la défense ; sinon" in no


def test_annonces_count_for_contract() -> None:
    yes = text_of(HouseRules(annonces=True))
    assert "(belote et annonces comprises)" in yes
    assert "Les annonces comptent pour le contrat" in yes
    no = text_of(HouseRules(annonces=True, annonces_count_for_contract=False, belote_counts_for_contract=False))
    assert "Les annonces ne comptent pas pour le contrat" in no
    assert "(annonces comprises)" in text_of(HouseRules(annonces=True, belote_counts_for_contract=False))


def test_litige() -> None:
    reserve = text_of(HouseRules())
    assert "il y a litige : la défense marque ses points, le preneur ne marque que sa belote" in reserve
    assert "La réserve revient au camp qui remporte la donne suivante" in reserve
    dedans = text_of(HouseRules(litige="dedans"))
    assert "le preneur est dedans : il n’y a pas de litige." in dedans
    assert "réserve revient" not in dedans
    deals = text_of(HouseRules(game_end=GameEnd("deals", count=12)))
    assert "Un litige à la dernière donne prévue" in deals
    assert "Un litige à la dernière donne prévue" not in reserve
    assert "les défenseurs marquent leurs points" in text_of(HouseRules(players=3))


def test_annonces_values() -> None:
    assert "On ne joue pas les annonces" in text_of(HouseRules())
    on = text_of(HouseRules(annonces=True))
    assert "tierce 20, cinquante 50, cent 100" in on
    assert "tierce 30, cinquante 50" in text_of(HouseRules(annonces=True, tierce_points=30))
    assert "Carrés : valets 200, neuf 150, as, dix, rois et dames 100" in on
    trump = text_of(HouseRules(annonces=True, carre_values="trump_value"))
    assert "valets 200, neuf 140, as 110, dix, rois et dames 100" in trump
    assert "En sans-atout, les carrés valent" not in on
    sa = text_of(HouseRules(annonces=True, trump_modes=("suit", "sans_atout")))
    assert "En sans-atout, les carrés valent : as 200, dix 150, rois, dames, valets et neuf 100." in sa


def test_trump_modes() -> None:
    assert "L’atout est toujours une couleur" in text_of(HouseRules())
    both = text_of(HouseRules(trump_modes=("suit", "sans_atout", "tout_atout")))
    assert "Le preneur choisit l’atout parmi : une couleur, sans-atout ou tout-atout." in both
    assert "En sans-atout, aucune couleur n’est atout" in both
    assert "En tout-atout, les quatre couleurs sont atout" in both
    assert "Le preneur choisit l’atout parmi : une couleur ou tout-atout." in text_of(
        HouseRules(trump_modes=("suit", "tout_atout")))
    only = HouseRules(trump_modes=("sans_atout",))
    assert "Toutes les donnes se jouent en sans-atout." in text_of(only)
    assert "Belote et rebelote" not in sections(only)


def test_game_end_target() -> None:
    assert "La partie se joue en 1 000 points : le premier camp qui les atteint gagne." in text_of(HouseRules())
    strict = text_of(HouseRules(game_end=GameEnd("target", 1010, True)))
    assert "le premier camp qui dépasse 1 010 points gagne (1 010 tout juste ne suffit pas)" in strict


def test_game_end_deals_and_open() -> None:
    deals = text_of(HouseRules(game_end=GameEnd("deals", count=12)))
    assert "La partie se joue en 12 donnes : le camp qui a le plus de points après la dernière gagne." in deals
    opened = text_of(HouseRules(game_end=GameEnd("open")))
    assert "La partie n’a pas de fin fixée : l’organisateur l’arrête" in opened
    assert "donne de plus" not in opened


def test_tie() -> None:
    assert "on joue une donne de plus, autant de fois qu’il le faut" in text_of(HouseRules())
    assert "atteignent le but à égalité, la partie est nulle" in text_of(HouseRules(tie="draw"))
    deals = HouseRules(game_end=GameEnd("deals", count=8))
    assert "En cas d’égalité après la dernière donne, on joue une donne de plus" in text_of(deals)
    assert "En cas d’égalité après la dernière donne, la partie est nulle." in text_of(deals.replace(tie="draw"))


def test_no_win_on_capot_or_chute() -> None:
    assert "On ne peut pas gagner la partie sur une donne où l’on a chuté" in text_of(HouseRules())
    assert "La partie se gagne dès que le but est atteint, même sur une donne où l’on a chuté" in text_of(
        HouseRules(no_win_on_capot_or_chute=False))
    # Only target games know this rule.
    assert "gagner la partie sur une donne" not in text_of(HouseRules(game_end=GameEnd("deals", count=12)))


def test_exact_last_deal() -> None:
    assert "La dernière donne est arrondie comme les autres." in text_of(ROUNDED)
    assert "La donne qui fait atteindre le but est comptée au point, sans arrondi." in text_of(
        ROUNDED.replace(exact_last_deal=True))
    assert "La dernière donne prévue et les donnes supplémentaires sont comptées au point" in text_of(
        ROUNDED.replace(exact_last_deal=True, game_end=GameEnd("deals", count=12)))
    # Without rounding, the option changes nothing and is not described.
    assert "dernière donne est" not in text_of(HouseRules(exact_last_deal=True))
    assert "comptée au point, sans arrondi" not in text_of(HouseRules(exact_last_deal=True))


def test_rubicon() -> None:
    assert "Pas de Rubicon" in text_of(HouseRules())
    assert "Rubicon : si le perdant n’a pas atteint la moitié du but (500 points), il perd double" in text_of(
        HouseRules(rubicon="simple"))
    assert "Rubicon simple : il ne joue que dans les parties en points" in text_of(
        HouseRules(rubicon="simple", game_end=GameEnd("deals", count=12)))
    assert "Rubicon flottant : si le perdant n’a pas la moitié des points du gagnant, il perd double" in text_of(
        HouseRules(rubicon="floating"))


def test_late_belote_claims() -> None:
    assert "Une belote oubliée pendant le jeu ne peut pas être réclamée au décompte." in text_of(
        HouseRules(late_belote_claims=0))
    assert "Chaque camp peut, une fois par partie, réclamer au décompte une belote" in text_of(HouseRules())
    assert "Chaque camp peut, jusqu’à 3 fois par partie, réclamer" in text_of(HouseRules(late_belote_claims=3))


def test_passed_deals() -> None:
    assert "Si tout le monde passe deux fois, la donne est annulée" in text_of(HouseRules())
    deals = HouseRules(game_end=GameEnd("deals", count=12))
    assert "Une donne passée ne compte pas parmi les 12 donnes de la partie." in text_of(deals)
    assert "Une donne passée compte parmi les 12 donnes de la partie." in text_of(
        deals.replace(passed_deals_count=True))
    assert "Une donne passée" not in text_of(HouseRules(passed_deals_count=True))


def test_penalties_only_in_two_camps() -> None:
    for players in (4, 2):
        assert "En cas de renonce (ne pas fournir, ne pas couper ou ne pas monter" in text_of(
            HouseRules(players=players))
        assert "fausse donne" in text_of(HouseRules(players=players))
    assert "renonce" not in text_of(HouseRules(players=3))


def test_typography_and_numbers() -> None:
    assert number(1010) == f"1{NNBSP}010"
    assert number(100000) == f"100{NNBSP}000"
    assert number(999) == "999"
    assert number(-1500) == f"−1{NNBSP}500"
    assert typography("« dedans » : oui ; non") == f"«{NBSP}dedans{NBSP}»{NBSP}: oui{NBSP}; non"
    for _, sentence in describe_rules(HouseRules(annonces=True, rounding="ten_half_down")):
        assert " :" not in sentence and " ;" not in sentence
        assert sentence[0].isupper() and sentence.endswith(".")


def test_every_preset_is_described_without_repeats() -> None:
    for preset in list_presets():
        pairs = describe_rules(preset.rules)
        sentences = [s for _, s in pairs]
        assert len(sentences) == len(set(sentences)), preset.name
        assert {"Contrat", "Capot", "Fin de partie"} <= set(sections(preset.rules))


def test_summary_line() -> None:
    assert summary_line(HouseRules()).replace(NBSP, " ").replace(NNBSP, " ") == (
        "Partie en 1 000 points · au point · litige en réserve · chute 162 · capot 252 · belote imprenable"
        " · sans annonces")
    line = summary_line(HouseRules(rounding="ten_half_down", game_end=GameEnd("deals", count=12), litige="dedans",
                                   annonces=True, tierce_points=30, belote_kept_on_chute=False,
                                   rubicon="floating", trump_modes=("suit", "sans_atout")))
    assert line.replace(NBSP, " ").replace(NNBSP, " ") == (
        "Partie en 12 donnes · arrondi à la dizaine (5 en dessous) · litige dedans · chute 160 · capot 250"
        " · belote perdue si dedans · annonces (tierce 30) · sans-atout · Rubicon flottant")
    assert "Partie libre" in summary_line(HouseRules(game_end=GameEnd("open")))
    assert "(à dépasser)" in summary_line(HouseRules(game_end=GameEnd("target", 1000, True)))


def test_contree_says_chute_not_dedans() -> None:
    """Issue 22 (QA): in contrée a failed contract is *chuté* (SCORING.md §10.3): the rule sheet's belote and the
    score sheets' foot line never say « dedans »."""
    rules = HouseRules.from_dict({"game": "contree"})
    assert "La belote est imprenable : le preneur chuté garde la sienne." in text_of(rules)
    assert "Le preneur chuté perd sa belote : elle va à la défense." in text_of(
        HouseRules.from_dict({"game": "contree", "belote_kept_on_chute": False}))
    line = summary_line(HouseRules.from_dict({"game": "contree", "belote_kept_on_chute": False}))
    assert "égalité chutée" in line and "belote perdue si chuté" in line and "dedans" not in line
    assert "dedans" not in text_of(rules)
    assert "réserve" not in text_of(rules)  # litige: dedans, contrée's default: no reserve can exist
    assert "la réserve éventuelle reste en jeu" in text_of(HouseRules.from_dict({"game": "contree", "litige": "reserve"}))
