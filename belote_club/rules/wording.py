"""The house rules in plain French, for rule sheets, score sheets and the settings screen.

:func:`describe_rules` gives ``(section title, sentence)`` pairs for the rules in force only: an option
that has no effect under the others (``compare_on`` when points are counted exactly, ``passed_deals_count``
outside games in a number of deals, …) is left out.  :func:`summary_line` gives one short line for the
foot of a score sheet.

French typography (:mod:`belote_club.text`): no-break spaces before « : ; ! ? » and inside
« guillemets », a narrow no-break space as the thousands separator (« 1 000 »).  Pure Python: no Qt.
"""

from __future__ import annotations

from belote_club.rules.house_rules import HouseRules
from belote_club.rules.rounding import round_lone
from belote_club.text import number, typography

__all__ = ["describe_rules", "summary_line"]

# Section titles, in the order of the sheet.
PLAYERS = "Joueurs"
TRUMPS = "Atout"
COUNTING = "Décompte des points"
CONTRACT = "Contrat"
LITIGE = "Litige"
CAPOT = "Capot"
BELOTE = "Belote et rebelote"
ANNONCES = "Annonces"
PASSED = "Donnes passées"
PENALTIES = "Pénalités"
GAME_END = "Fin de partie"
RUBICON = "Rubicon"


def _p(value: int) -> str:
    return number(value)


def _rounded(rules: HouseRules, amount: int) -> str:
    """« 160 (162 avant arrondi) » or « 162 » when points are counted exactly."""
    rounded = round_lone(rules.rounding, amount)
    if rounded == amount:
        return _p(amount)
    return f"{_p(rounded)} ({_p(amount)} avant arrondi)"


_ROUNDING = {
    "exact": "Les points sont comptés au point près, sans arrondi (dix de der compris : 162 points par donne).",
    "ten_half_down": (
        "Les points sont arrondis à la dizaine : de 0 à 5 à la dizaine inférieure, "
        "de 6 à 9 à la dizaine supérieure (64 → 60, 106 → 110)."
    ),
    "ten_half_up": (
        "Les points sont arrondis à la dizaine : de 0 à 4 à la dizaine inférieure, "
        "de 5 à 9 à la dizaine supérieure (114 → 110, 115 → 120)."
    ),
    "ten_keep_160": (
        "Les points sont arrondis à la dizaine de sorte que la donne vaille toujours 160 : de 1 à 5 "
        "à la dizaine inférieure, de 7 à 9 à la dizaine supérieure ; quand les deux camps finissent "
        "par 6, le plus fort monte et le plus faible descend (116 – 46 → 120 – 40, 86 – 76 → 90 – 70)."
    ),
    "ten_defence_complement": (
        "Seuls les points de la défense sont arrondis à la dizaine (de 0 à 4 en dessous, de 5 à 9 "
        "au-dessus) ; le preneur marque 160 moins ce nombre (preneur 85, défense 77 → 80 – 80)."
    ),
    "five_keep_160": (
        "Les points sont arrondis à 5 près : on retire 1, puis on prend le multiple de 5 le plus proche "
        "(118 → 115, 44 → 45, 42 → 40) ; la donne vaut toujours 160."
    ),
}

_ROUNDING_SHORT = {
    "exact": "au point",
    "ten_half_down": "arrondi à la dizaine (5 en dessous)",
    "ten_half_up": "arrondi à la dizaine (5 au-dessus)",
    "ten_keep_160": "arrondi à la dizaine, total 160",
    "ten_defence_complement": "défense arrondie, preneur 160 moins la défense",
    "five_keep_160": "arrondi à 5 près",
}

_TRUMP_NAMES = {"suit": "une couleur", "sans_atout": "sans-atout", "tout_atout": "tout-atout"}


def _players(rules: HouseRules) -> str:
    if rules.players == 4:
        return "On joue à quatre, en deux équipes de deux ; les partenaires se font face."
    if rules.players == 3:
        return "On joue à trois, chacun pour soi : il y a trois camps, le preneur contre les deux autres."
    return "On joue à deux, en tête-à-tête : chaque joueur forme un camp."


def _trumps(rules: HouseRules) -> list[str]:
    modes = rules.trump_modes
    if modes == ("suit",):
        return ["L’atout est toujours une couleur (pique, cœur, carreau ou trèfle) : on ne joue ni sans-atout "
                "ni tout-atout."]
    names = [_TRUMP_NAMES[m] for m in ("suit", "sans_atout", "tout_atout") if m in modes]
    if len(names) == 1:
        out = [f"Toutes les donnes se jouent en {names[0]}."]
    else:
        out = ["Le preneur choisit l’atout parmi : " + ", ".join(names[:-1]) + " ou " + names[-1] + "."]
    if "sans_atout" in modes:
        out.append("En sans-atout, aucune couleur n’est atout et il n’y a pas de belote.")
    if "tout_atout" in modes:
        out.append("En tout-atout, les quatre couleurs sont atout : chacune peut donner une belote.")
    return out


def _counting(rules: HouseRules) -> list[str]:
    mode = rules.rounding
    out = []
    if mode == "ten_keep_160" and rules.camps == 3:
        out.append(_ROUNDING[mode] + " À trois, un 6 est arrondi à la dizaine supérieure.")
    elif mode == "ten_defence_complement" and rules.camps == 3:
        out.append(_ROUNDING["ten_half_up"] + " (À trois, chacun est arrondi de cette façon.)")
    else:
        out.append(_ROUNDING[mode])
    if mode != "exact":
        out.append("La belote et les annonces ne sont jamais arrondies ; 162 compte pour 160 et 252 pour 250.")
        if rules.compare_on == "exact":
            out.append("Pour savoir si le contrat est rempli, on compare les points exacts, avant arrondi.")
        else:
            out.append("Pour savoir si le contrat est rempli, on compare les points arrondis.")
    return out


def _for_contract(rules: HouseRules) -> str:
    belote = rules.belote_counts_for_contract
    annonces = rules.annonces and rules.annonces_count_for_contract
    if belote and annonces:
        return " (belote et annonces comprises)"
    if belote:
        return " (belote comprise)"
    if annonces:
        return " (annonces comprises)"
    return ""


def _contract(rules: HouseRules) -> list[str]:
    out = []
    if rules.camps == 3:
        out.append(f"Le preneur doit faire plus de points que chacun des deux autres joueurs{_for_contract(rules)} ; "
                   "sinon il est dedans.")
    else:
        out.append(f"Le preneur doit faire plus de points que la défense{_for_contract(rules)} ; "
                   "sinon il est dedans (il chute).")
    if rules.belote_counts_for_contract:
        out.append("La belote compte pour le contrat : elle s’ajoute aux points du camp qui l’a avant la comparaison.")
    else:
        out.append("La belote ne compte pas pour le contrat : on compare les points des plis seuls, "
                   "la belote s’ajoute ensuite.")
    if rules.annonces:
        if rules.annonces_count_for_contract:
            out.append("Les annonces comptent pour le contrat : elles s’ajoutent avant la comparaison.")
        else:
            out.append("Les annonces ne comptent pas pour le contrat : elles s’ajoutent après la comparaison.")
    chute = _rounded(rules, rules.chute_points)
    extras = "toutes les annonces comptées et sa belote" if rules.annonces else "sa belote"
    if rules.camps == 3:
        out.append("Quand le preneur est dedans, le défenseur qui a le plus de points prend les plis du preneur "
                   "en plus des siens ; l’autre défenseur garde les siens. Si les deux défenseurs sont à égalité, "
                   "chacun garde ses points et ceux du preneur vont en réserve.")
    else:
        out.append(f"Quand le preneur est dedans, la défense marque {chute} plus {extras} ; "
                   "le preneur ne marque rien des plis.")
    return out


def _litige(rules: HouseRules) -> list[str]:
    if rules.camps == 3:
        tie = "En cas d’égalité entre le preneur et le meilleur des deux autres joueurs"
        defence = "les défenseurs marquent leurs points"
    else:
        tie = "En cas d’égalité entre le preneur et la défense (par exemple 81 – 81)"
        defence = "la défense marque ses points"
    if rules.litige == "dedans":
        return [f"{tie}, le preneur est dedans : il n’y a pas de litige."]
    out = [f"{tie}, il y a litige : {defence}, "
           "le preneur ne marque que sa belote et ses points sont mis en réserve. "
           "La réserve revient au camp qui remporte la donne suivante ; elle s’accumule tant que personne "
           "n’en remporte une, et celle qui reste à la fin de la partie est perdue."]
    if rules.game_end.type == "deals":
        out.append("Un litige à la dernière donne prévue, ou à une donne supplémentaire, est compté comme un "
                   "contrat rempli : chaque camp garde ses points et la réserve en jeu est perdue.")
    return out


def _capot(rules: HouseRules) -> list[str]:
    out = [f"Le camp qui fait tous les plis (capot) marque {_rounded(rules, rules.capot_points)} "
           "au lieu des points des plis, plus sa belote."]
    if rules.annonces:
        if rules.capot_takes_annonces:
            out.append("Le camp qui fait capot marque aussi les annonces comptées de ses adversaires.")
        else:
            out.append("Lors d’un capot, chaque camp garde ses propres annonces.")
    who, it, too = ("la défense", "elle", "elle") if rules.camps == 2 else ("un défenseur", "il", "lui")
    if rules.capot_against_taker == "capot":
        out.append(f"Si c’est {who} qui fait tous les plis, {it} marque {too} aussi "
                   f"{_p(round_lone(rules.rounding, rules.capot_points))}, comme pour un capot.")
    else:
        out.append(f"Si c’est {who} qui fait tous les plis, {it} ne marque que le prix d’une chute : "
                   f"{_p(round_lone(rules.rounding, rules.chute_points))}.")
    return out


def _belote(rules: HouseRules) -> list[str]:
    if rules.trump_modes == ("sans_atout",):
        return []
    out = [f"Belote et rebelote (le roi et la dame d’atout dans la même main, annoncés en les jouant) "
           f"valent {_p(rules.belote_points)} points au camp qui les a."]
    if rules.belote_kept_on_chute:
        out.append("La belote est imprenable : le preneur dedans garde la sienne.")
    else:
        out.append("Le preneur dedans perd sa belote : elle va à la défense.")
    claims = rules.late_belote_claims
    if claims == 0:
        out.append("Une belote oubliée pendant le jeu ne peut pas être réclamée au décompte.")
    elif claims == 1:
        out.append("Chaque camp peut, une fois par partie, réclamer au décompte une belote qu’il a oublié d’annoncer.")
    else:
        out.append(f"Chaque camp peut, jusqu’à {claims} fois par partie, réclamer au décompte une belote "
                   "qu’il a oublié d’annoncer.")
    return out


def _annonces(rules: HouseRules) -> list[str]:
    if not rules.annonces:
        return ["On ne joue pas les annonces (tierce, cinquante, cent, carrés) : seule la belote compte."]
    out = [f"Les annonces se font au premier pli : tierce {rules.tierce_points}, cinquante 50, "
           "cent 100 (cinq cartes ou plus). Seul le camp qui a l’annonce la plus forte marque, et il marque "
           "toutes les siennes ; à égalité, personne ne les marque."]
    if rules.carre_values == "standard":
        out.append("Carrés : valets 200, neuf 150, as, dix, rois et dames 100 ; les carrés de 7 et de 8 ne comptent pas.")
    else:
        out.append("Carrés, à la valeur de l’atout : valets 200, neuf 140, as 110, dix, rois et dames 100 ; "
                   "les carrés de 7 et de 8 ne comptent pas.")
    if "sans_atout" in rules.trump_modes:
        out.append("En sans-atout, les carrés valent : as 200, dix 150, rois, dames, valets et neuf 100.")
    return out


def _passed(rules: HouseRules) -> list[str]:
    out = ["Si tout le monde passe deux fois, la donne est annulée : personne ne marque et la réserve "
           "éventuelle reste en jeu."]
    if rules.game_end.type == "deals":
        if rules.passed_deals_count:
            out.append(f"Une donne passée compte parmi les {rules.game_end.count} donnes de la partie.")
        else:
            out.append(f"Une donne passée ne compte pas parmi les {rules.game_end.count} donnes de la partie.")
    return out


def _penalties(rules: HouseRules) -> list[str]:
    if rules.camps != 2:
        return []
    extras = "toutes les annonces comptées et sa belote" if rules.annonces else "sa belote"
    out = [f"En cas de renonce (ne pas fournir, ne pas couper ou ne pas monter quand on le devait) ou de fausse "
           f"donne, le camp fautif ne marque rien des plis et l’autre camp marque "
           f"{_rounded(rules, rules.chute_points)} plus {extras}."]
    if rules.belote_kept_on_chute:
        out.append("Le camp fautif garde sa belote.")
    else:
        out.append("Le camp fautif perd sa belote : elle va à l’autre camp.")
    return out


def _game_end(rules: HouseRules) -> list[str]:
    end = rules.game_end
    out: list[str] = []
    if end.type == "target":
        if end.strict:
            out.append(f"La partie se joue en {_p(end.points)} points : le premier camp qui dépasse "
                       f"{_p(end.points)} points gagne ({_p(end.points)} tout juste ne suffit pas).")
        else:
            out.append(f"La partie se joue en {_p(end.points)} points : le premier camp qui les atteint gagne.")
        if rules.tie == "extra_deal":
            out.append("Si plusieurs camps atteignent le but à égalité, on joue une donne de plus, "
                       "autant de fois qu’il le faut.")
        else:
            out.append("Si plusieurs camps atteignent le but à égalité, la partie est nulle.")
        if rules.no_win_on_capot_or_chute:
            out.append("On ne peut pas gagner la partie sur une donne où l’on a chuté, subi un capot ou commis "
                       "une faute : la partie continue.")
        else:
            out.append("La partie se gagne dès que le but est atteint, même sur une donne où l’on a chuté "
                       "ou subi un capot.")
    elif end.type == "deals":
        out.append(f"La partie se joue en {end.count} donnes : le camp qui a le plus de points après la "
                   f"dernière gagne.")
        if rules.tie == "extra_deal":
            out.append("En cas d’égalité après la dernière donne, on joue une donne de plus, autant de fois "
                       "qu’il le faut.")
        else:
            out.append("En cas d’égalité après la dernière donne, la partie est nulle.")
    else:
        out.append("La partie n’a pas de fin fixée : l’organisateur l’arrête, et le camp qui a le plus de "
                   "points gagne (à égalité, la partie est nulle).")
    if rules.rounding != "exact" and end.type != "open":
        if not rules.exact_last_deal:
            out.append("La dernière donne est arrondie comme les autres.")
        elif end.type == "target":
            out.append("La donne qui fait atteindre le but est comptée au point, sans arrondi.")
        else:
            out.append("La dernière donne prévue et les donnes supplémentaires sont comptées au point, sans arrondi.")
    return out


def _rubicon(rules: HouseRules) -> list[str]:
    if rules.rubicon == "none":
        return ["Pas de Rubicon : une partie gagnée vaut toujours une victoire (1 point de partie)."]
    if rules.rubicon == "simple":
        if rules.game_end.type != "target":
            return ["Rubicon simple : il ne joue que dans les parties en points ; ici, une partie gagnée vaut "
                    "toujours une victoire (1 point de partie)."]
        half = rules.game_end.points / 2
        half_text = _p(int(half)) if half == int(half) else f"{half:.1f}".replace(".", ",")
        return [f"Rubicon : si le perdant n’a pas atteint la moitié du but ({half_text} points), il perd double ; "
                "le gagnant marque 2 points de partie au lieu de 1."]
    return ["Rubicon flottant : si le perdant n’a pas la moitié des points du gagnant, il perd double ; "
            "le gagnant marque 2 points de partie au lieu de 1."]


def describe_rules(rules: HouseRules) -> list[tuple[str, str]]:
    """The rules in force as ``(section title, sentence)`` pairs, in the order of a rule sheet."""
    sections: list[tuple[str, list[str]]] = [
        (PLAYERS, [_players(rules)]),
        (TRUMPS, _trumps(rules)),
        (COUNTING, _counting(rules)),
        (CONTRACT, _contract(rules)),
        (LITIGE, _litige(rules)),
        (CAPOT, _capot(rules)),
        (BELOTE, _belote(rules)),
        (ANNONCES, _annonces(rules)),
        (PASSED, _passed(rules)),
        (PENALTIES, _penalties(rules)),
        (GAME_END, _game_end(rules)),
        (RUBICON, _rubicon(rules)),
    ]
    return [(title, typography(sentence)) for title, sentences in sections for sentence in sentences]


def summary_line(rules: HouseRules) -> str:
    """One short line for the foot of a score sheet, e.g.
    « Partie en 1 000 points · au point · litige en réserve · capot 252 · belote imprenable · sans annonces »."""
    end = rules.game_end
    if end.type == "target":
        parts = [f"Partie en {_p(end.points)} points" + (" (à dépasser)" if end.strict else "")]
    elif end.type == "deals":
        parts = [f"Partie en {end.count} donnes"]
    else:
        parts = ["Partie libre"]
    parts.append(_ROUNDING_SHORT[rules.rounding])
    parts.append("litige en réserve" if rules.litige == "reserve" else "litige dedans")
    parts.append(f"chute {_p(round_lone(rules.rounding, rules.chute_points))}")
    parts.append(f"capot {_p(round_lone(rules.rounding, rules.capot_points))}")
    parts.append("belote imprenable" if rules.belote_kept_on_chute else "belote perdue si dedans")
    if rules.annonces:
        parts.append(f"annonces (tierce {rules.tierce_points})")
    else:
        parts.append("sans annonces")
    if "sans_atout" in rules.trump_modes:
        parts.append("sans-atout")
    if "tout_atout" in rules.trump_modes:
        parts.append("tout-atout")
    if rules.rubicon == "simple":
        parts.append("Rubicon")
    elif rules.rubicon == "floating":
        parts.append("Rubicon flottant")
    return typography(" · ".join(parts))
