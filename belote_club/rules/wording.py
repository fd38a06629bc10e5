"""The house rules in plain words (French, or the language in force: :mod:`belote_club.i18n`), for rule sheets,
score sheets and the settings screen.

:func:`describe_rules` gives ``(section title, sentence)`` pairs for the rules in force only: an option
that has no effect under the others (``compare_on`` when points are counted exactly, ``passed_deals_count``
outside games in a number of deals, …) is left out.  :func:`summary_line` gives one short line for the
foot of a score sheet.

French typography (:mod:`belote_club.text`): no-break spaces before « : ; ! ? » and inside
« guillemets », a narrow no-break space as the thousands separator (« 1 000 »).  Pure Python: no Qt.
"""

from __future__ import annotations

from belote_club.i18n import N_, language
from belote_club.i18n import gettext as _
from belote_club.rules import wording_contree as contree
from belote_club.rules.house_rules import HouseRules
from belote_club.rules.rounding import round_lone
from belote_club.text import number, typography

__all__ = ["describe_rules", "summary_line"]

# Section titles, in the order of the sheet.
PLAYERS = N_("Joueurs")
TRUMPS = N_("Atout")
COUNTING = N_("Décompte des points")
CONTRACT = N_("Contrat")
LITIGE = N_("Litige")
CAPOT = N_("Capot")
BELOTE = N_("Belote et rebelote")
ANNONCES = N_("Annonces")
PASSED = N_("Donnes passées")
PENALTIES = N_("Pénalités")
GAME_END = N_("Fin de partie")
RUBICON = N_("Rubicon")


def _p(value: int) -> str:
    return number(value)


def _rounded(rules: HouseRules, amount: int) -> str:
    """« 160 (162 avant arrondi) » or « 162 » when points are counted exactly."""
    rounded = round_lone(rules.rounding, amount)
    if rounded == amount:
        return _p(amount)
    return _("{rounded} ({exact} avant arrondi)").format(rounded=_p(rounded), exact=_p(amount))


_ROUNDING = {
    "exact": N_("Les points sont comptés au point près, sans arrondi (dix de der compris : 162 points par donne)."),
    "ten_half_down": N_(
        "Les points sont arrondis à la dizaine : de 0 à 5 à la dizaine inférieure, "
        "de 6 à 9 à la dizaine supérieure (64 → 60, 106 → 110)."
    ),
    "ten_half_up": N_(
        "Les points sont arrondis à la dizaine : de 0 à 4 à la dizaine inférieure, "
        "de 5 à 9 à la dizaine supérieure (114 → 110, 115 → 120)."
    ),
    "ten_keep_160": N_(
        "Les points sont arrondis à la dizaine de sorte que la donne vaille toujours 160 : de 1 à 5 "
        "à la dizaine inférieure, de 7 à 9 à la dizaine supérieure ; quand les deux camps finissent "
        "par 6, le plus fort monte et le plus faible descend (116 – 46 → 120 – 40, 86 – 76 → 90 – 70)."
    ),
    "ten_defence_complement": N_(
        "Seuls les points de la défense sont arrondis à la dizaine (de 0 à 4 en dessous, de 5 à 9 "
        "au-dessus) ; le preneur marque 160 moins ce nombre (preneur 85, défense 77 → 80 – 80)."
    ),
    "five_keep_160": N_(
        "Les points sont arrondis à 5 près : on retire 1, puis on prend le multiple de 5 le plus proche "
        "(118 → 115, 44 → 45, 42 → 40) ; la donne vaut toujours 160."
    ),
}

_ROUNDING_SHORT = {
    "exact": N_("au point"),
    "ten_half_down": N_("arrondi à la dizaine (5 en dessous)"),
    "ten_half_up": N_("arrondi à la dizaine (5 au-dessus)"),
    "ten_keep_160": N_("arrondi à la dizaine, total 160"),
    "ten_defence_complement": N_("défense arrondie, preneur 160 moins la défense"),
    "five_keep_160": N_("arrondi à 5 près"),
}

_TRUMP_NAMES = {"suit": N_("une couleur"), "sans_atout": N_("sans-atout"), "tout_atout": N_("tout-atout")}


def _players(rules: HouseRules) -> str:
    if rules.players == 4:
        return _("On joue à quatre, en deux équipes de deux ; les partenaires se font face.")
    if rules.players == 3:
        return _("On joue à trois, chacun pour soi : il y a trois camps, le preneur contre les deux autres.")
    return _("On joue à deux, en tête-à-tête : chaque joueur forme un camp.")


def _trumps(rules: HouseRules) -> list[str]:
    modes = rules.trump_modes
    if modes == ("suit",):
        return [_("L’atout est toujours une couleur (pique, cœur, carreau ou trèfle) : on ne joue ni sans-atout "
                  "ni tout-atout.")]
    names = [_(_TRUMP_NAMES[m]) for m in ("suit", "sans_atout", "tout_atout") if m in modes]
    if len(names) == 1:
        out = [_("Toutes les donnes se jouent en {trump}.").format(trump=names[0])]
    else:
        out = [_("Le preneur choisit l’atout parmi : {first} ou {last}.").format(first=", ".join(names[:-1]),
                                                                                 last=names[-1])]
    if "sans_atout" in modes:
        out.append(_("En sans-atout, aucune couleur n’est atout et il n’y a pas de belote."))
    if "tout_atout" in modes:
        out.append(_("En tout-atout, les quatre couleurs sont atout : chacune peut donner une belote."))
    return out


def _counting(rules: HouseRules) -> list[str]:
    mode = rules.rounding
    out = []
    if mode == "ten_keep_160" and rules.camps == 3:
        out.append(_(_ROUNDING[mode]) + _(" À trois, un 6 est arrondi à la dizaine supérieure."))
    elif mode == "ten_defence_complement" and rules.camps == 3:
        half_up = _ROUNDING["ten_half_up"]
        out.append(_(half_up) + _(" (À trois, chacun est arrondi de cette façon.)"))
    else:
        out.append(_(_ROUNDING[mode]))
    if mode != "exact":
        out.append(_("La belote et les annonces ne sont jamais arrondies ; 162 compte pour 160 et 252 pour 250."))
        if rules.compare_on == "exact":
            out.append(_("Pour savoir si le contrat est rempli, on compare les points exacts, avant arrondi."))
        else:
            out.append(_("Pour savoir si le contrat est rempli, on compare les points arrondis."))
    return out


def _for_contract(rules: HouseRules) -> str:
    belote = rules.belote_counts_for_contract
    annonces = rules.annonces and rules.annonces_count_for_contract
    if belote and annonces:
        return _(" (belote et annonces comprises)")
    if belote:
        return _(" (belote comprise)")
    if annonces:
        return _(" (annonces comprises)")
    return ""


def _contract(rules: HouseRules) -> list[str]:
    out = []
    if rules.camps == 3:
        out.append(_("Le preneur doit faire plus de points que chacun des deux autres joueurs{included} ; "
                     "sinon il est dedans.").format(included=_for_contract(rules)))
    else:
        out.append(_("Le preneur doit faire plus de points que la défense{included} ; "
                     "sinon il est dedans (il chute).").format(included=_for_contract(rules)))
    if rules.belote_counts_for_contract:
        out.append(_("La belote compte pour le contrat : elle s’ajoute aux points du camp qui l’a avant la comparaison."))
    else:
        out.append(_("La belote ne compte pas pour le contrat : on compare les points des plis seuls, "
                     "la belote s’ajoute ensuite."))
    if rules.annonces:
        if rules.annonces_count_for_contract:
            out.append(_("Les annonces comptent pour le contrat : elles s’ajoutent avant la comparaison."))
        else:
            out.append(_("Les annonces ne comptent pas pour le contrat : elles s’ajoutent après la comparaison."))
    chute = _rounded(rules, rules.chute_points)
    extras = _("toutes les annonces comptées et sa belote") if rules.annonces else _("sa belote")
    if rules.camps == 3:
        out.append(_("Quand le preneur est dedans, le défenseur qui a le plus de points prend les plis du preneur "
                     "en plus des siens ; l’autre défenseur garde les siens. Si les deux défenseurs sont à égalité, "
                     "chacun garde ses points et ceux du preneur vont en réserve."))
    else:
        out.append(_("Quand le preneur est dedans, la défense marque {chute} plus {extras} ; "
                     "le preneur ne marque rien des plis.").format(chute=chute, extras=extras))
    return out


def _litige(rules: HouseRules) -> list[str]:
    if rules.camps == 3:
        tie = _("En cas d’égalité entre le preneur et le meilleur des deux autres joueurs")
        defence = _("les défenseurs marquent leurs points")
    else:
        tie = _("En cas d’égalité entre le preneur et la défense (par exemple 81 – 81)")
        defence = _("la défense marque ses points")
    if rules.litige == "dedans":
        return [_("{tie}, le preneur est dedans : il n’y a pas de litige.").format(tie=tie)]
    out = [_("{tie}, il y a litige : {defence}, "
             "le preneur ne marque que sa belote et ses points sont mis en réserve. "
             "La réserve revient au camp qui remporte la donne suivante ; elle s’accumule tant que personne "
             "n’en remporte une, et celle qui reste à la fin de la partie est perdue.").format(tie=tie, defence=defence)]
    if rules.game_end.type == "deals":
        out.append(_("Un litige à la dernière donne prévue, ou à une donne supplémentaire, est compté comme un "
                     "contrat rempli : chaque camp garde ses points et la réserve en jeu est perdue."))
    return out


def _capot(rules: HouseRules) -> list[str]:
    out = [_("Le camp qui fait tous les plis (capot) marque {points} au lieu des points des plis, plus sa belote.")
           .format(points=_rounded(rules, rules.capot_points))]
    if rules.annonces:
        if rules.capot_takes_annonces:
            out.append(_("Le camp qui fait capot marque aussi les annonces comptées de ses adversaires."))
        else:
            out.append(_("Lors d’un capot, chaque camp garde ses propres annonces."))
    two = rules.camps == 2
    if rules.capot_against_taker == "capot":
        text = (_("Si c’est la défense qui fait tous les plis, elle marque elle aussi {points}, comme pour un capot.")
                if two else
                _("Si c’est un défenseur qui fait tous les plis, il marque lui aussi {points}, comme pour un capot."))
        out.append(text.format(points=_p(round_lone(rules.rounding, rules.capot_points))))
    else:
        text = (_("Si c’est la défense qui fait tous les plis, elle ne marque que le prix d’une chute : {points}.")
                if two else
                _("Si c’est un défenseur qui fait tous les plis, il ne marque que le prix d’une chute : {points}."))
        out.append(text.format(points=_p(round_lone(rules.rounding, rules.chute_points))))
    return out


def _belote(rules: HouseRules) -> list[str]:
    if rules.trump_modes == ("sans_atout",):
        return []
    out = [_("Belote et rebelote (le roi et la dame d’atout dans la même main, annoncés en les jouant) "
             "valent {points} points au camp qui les a.").format(points=_p(rules.belote_points))]
    if rules.contree:  # a failed contract is *chuté* in contrée (SCORING.md §10.3)
        out.append(_("La belote est imprenable : le preneur chuté garde la sienne.") if rules.belote_kept_on_chute
                   else _("Le preneur chuté perd sa belote : elle va à la défense."))
    elif rules.belote_kept_on_chute:
        out.append(_("La belote est imprenable : le preneur dedans garde la sienne."))
    else:
        out.append(_("Le preneur dedans perd sa belote : elle va à la défense."))
    claims = rules.late_belote_claims
    if rules.contree:
        out.append(contree.late_belote())
    elif claims == 0:
        out.append(_("Une belote oubliée pendant le jeu ne peut pas être réclamée au décompte."))
    elif claims == 1:
        out.append(_("Chaque camp peut, une fois par partie, réclamer au décompte une belote qu’il a oublié d’annoncer."))
    else:
        out.append(_("Chaque camp peut, jusqu’à {claims} fois par partie, réclamer au décompte une belote "
                     "qu’il a oublié d’annoncer.").format(claims=claims))
    return out


def _annonces(rules: HouseRules) -> list[str]:
    if not rules.annonces:
        return [_("On ne joue pas les annonces (tierce, cinquante, cent, carrés) : seule la belote compte.")]
    out = [_("Les annonces se font au premier pli : tierce {tierce}, cinquante 50, "
             "cent 100 (cinq cartes ou plus). Seul le camp qui a l’annonce la plus forte marque, et il marque "
             "toutes les siennes ; à égalité, personne ne les marque.").format(tierce=rules.tierce_points)]
    if rules.carre_values == "standard":
        out.append(_("Carrés : valets 200, neuf 150, as, dix, rois et dames 100 ; les carrés de 7 et de 8 ne comptent pas."))
    else:
        out.append(_("Carrés, à la valeur de l’atout : valets 200, neuf 140, as 110, dix, rois et dames 100 ; "
                     "les carrés de 7 et de 8 ne comptent pas."))
    if "sans_atout" in rules.trump_modes:
        out.append(_("En sans-atout, les carrés valent : as 200, dix 150, rois, dames, valets et neuf 100."))
    return out


def _passed(rules: HouseRules) -> list[str]:
    out = [_("Si tout le monde passe deux fois, la donne est annulée : personne ne marque et la réserve "
             "éventuelle reste en jeu.") if rules.litige == "reserve" else  # else no reserve can exist
           _("Si tout le monde passe deux fois, la donne est annulée : personne ne marque.")]
    if rules.game_end.type == "deals":
        if rules.passed_deals_count:
            out.append(_("Une donne passée compte parmi les {count} donnes de la partie.").format(count=rules.game_end.count))
        else:
            out.append(_("Une donne passée ne compte pas parmi les {count} donnes de la partie.").format(
                count=rules.game_end.count))
    return out


def _penalties(rules: HouseRules) -> list[str]:
    if rules.camps != 2:
        return []
    extras = _("toutes les annonces comptées et sa belote") if rules.annonces else _("sa belote")
    out = [_("En cas de renonce (ne pas fournir, ne pas couper ou ne pas monter quand on le devait) ou de fausse "
             "donne, le camp fautif ne marque rien des plis et l’autre camp marque {chute} plus {extras}.").format(
        chute=_rounded(rules, rules.chute_points), extras=extras)]
    if rules.belote_kept_on_chute:
        out.append(_("Le camp fautif garde sa belote."))
    else:
        out.append(_("Le camp fautif perd sa belote : elle va à l’autre camp."))
    return out


def _game_end(rules: HouseRules) -> list[str]:
    end = rules.game_end
    out: list[str] = []
    if end.type == "target":
        if end.strict:
            out.append(_("La partie se joue en {points} points : le premier camp qui dépasse "
                         "{points} points gagne ({points} tout juste ne suffit pas).").format(points=_p(end.points)))
        else:
            out.append(_("La partie se joue en {points} points : le premier camp qui les atteint gagne.").format(
                points=_p(end.points)))
        if rules.tie == "extra_deal":
            out.append(_("Si plusieurs camps atteignent le but à égalité, on joue une donne de plus, "
                         "autant de fois qu’il le faut."))
        else:
            out.append(_("Si plusieurs camps atteignent le but à égalité, la partie est nulle."))
        if rules.no_win_on_capot_or_chute:
            out.append(_("On ne peut pas gagner la partie sur une donne où l’on a chuté, subi un capot ou commis "
                         "une faute : la partie continue."))
        else:
            out.append(_("La partie se gagne dès que le but est atteint, même sur une donne où l’on a chuté "
                         "ou subi un capot."))
    elif end.type == "deals":
        out.append(_("La partie se joue en {count} donnes : le camp qui a le plus de points après la "
                     "dernière gagne.").format(count=end.count))
        if rules.tie == "extra_deal":
            out.append(_("En cas d’égalité après la dernière donne, on joue une donne de plus, autant de fois "
                         "qu’il le faut."))
        else:
            out.append(_("En cas d’égalité après la dernière donne, la partie est nulle."))
    else:
        out.append(_("La partie n’a pas de fin fixée : l’organisateur l’arrête, et le camp qui a le plus de "
                     "points gagne (à égalité, la partie est nulle)."))
    if rules.rounding != "exact" and end.type != "open":
        if not rules.exact_last_deal:
            out.append(_("La dernière donne est arrondie comme les autres."))
        elif end.type == "target":
            out.append(_("La donne qui fait atteindre le but est comptée au point, sans arrondi."))
        else:
            out.append(_("La dernière donne prévue et les donnes supplémentaires sont comptées au point, sans arrondi."))
    return out


def _rubicon(rules: HouseRules) -> list[str]:
    if rules.rubicon == "none":
        return [_("Pas de Rubicon : une partie gagnée vaut toujours une victoire (1 point de partie).")]
    if rules.rubicon == "simple":
        if rules.game_end.type != "target":
            return [_("Rubicon simple : il ne joue que dans les parties en points ; ici, une partie gagnée vaut "
                      "toujours une victoire (1 point de partie).")]
        half = rules.game_end.points / 2
        half_text = _p(int(half)) if half == int(half) else f"{half:.1f}".replace(".", _(","))
        return [_("Rubicon : si le perdant n’a pas atteint la moitié du but ({half} points), il perd double ; "
                  "le gagnant marque 2 points de partie au lieu de 1.").format(half=half_text)]
    return [_("Rubicon flottant : si le perdant n’a pas la moitié des points du gagnant, il perd double ; "
              "le gagnant marque 2 points de partie au lieu de 1.")]


def describe_rules(rules: HouseRules) -> list[tuple[str, str]]:
    """The rules in force as ``(section title, sentence)`` pairs, in the order of a rule sheet."""
    sections: list[tuple[str, list[str]]] = [
        (PLAYERS, [_players(rules)]),
        (TRUMPS, _trumps(rules)),
        (COUNTING, _counting(rules)),
        (CONTRACT, contree.contract(rules) if rules.contree else _contract(rules)),
        (LITIGE, contree.litige(rules) if rules.contree else _litige(rules)),
        (CAPOT, contree.capot(rules) if rules.contree else _capot(rules)),
        (BELOTE, _belote(rules)),
        (ANNONCES, _annonces(rules)),
        (PASSED, _passed(rules)),
        (PENALTIES, contree.penalties(rules) if rules.contree else _penalties(rules)),
        (GAME_END, _game_end(rules)),
        (RUBICON, _rubicon(rules)),
    ]
    if language() != "fr":  # French typography (no-break spaces before « : ; ! ? ») is for French only
        return [(_(title), sentence) for title, sentences in sections for sentence in sentences]
    return [(title, typography(sentence)) for title, sentences in sections for sentence in sentences]


def summary_line(rules: HouseRules) -> str:
    """One short line for the foot of a score sheet, e.g.
    « Partie en 1 000 points · au point · litige en réserve · capot 252 · belote imprenable · sans annonces »."""
    end = rules.game_end
    if end.type == "target":
        parts = [(_("Partie en {points} points (à dépasser)") if end.strict else _("Partie en {points} points"))
                 .format(points=_p(end.points))]
    elif end.type == "deals":
        parts = [_("Partie en {count} donnes").format(count=end.count)]
    else:
        parts = [_("Partie libre")]
    if rules.contree:  # the line starts with the game, its end follows: one capital, at the start
        first = contree.summary_part(rules)
        parts = [first[:1].upper() + first[1:], parts[0][:1].lower() + parts[0][1:]]
    parts.append(_(_ROUNDING_SHORT[rules.rounding]))
    parts.append(_("litige en réserve") if rules.litige == "reserve" else
                 _("égalité chutée") if rules.contree else _("litige dedans"))
    parts.append(_("chute {points}").format(points=_p(round_lone(rules.rounding, rules.chute_points))))
    if not (rules.contree and rules.contract_scoring == "points_annonces"):  # there capot_points has no effect
        parts.append(_("capot {points}").format(points=_p(round_lone(rules.rounding, rules.capot_points))))
    parts.append(_("belote imprenable") if rules.belote_kept_on_chute else
                 _("belote perdue si chuté") if rules.contree else _("belote perdue si dedans"))
    if rules.annonces:
        parts.append(_("annonces (tierce {points})").format(points=rules.tierce_points))
    else:
        parts.append(_("sans annonces"))
    if "sans_atout" in rules.trump_modes:
        parts.append(_("sans-atout"))
    if "tout_atout" in rules.trump_modes:
        parts.append(_("tout-atout"))
    if rules.rubicon == "simple":
        parts.append(_("Rubicon"))
    elif rules.rubicon == "floating":
        parts.append(_("Rubicon flottant"))
    line = " · ".join(parts)
    return typography(line) if language() == "fr" else line
