"""Contrée's house rules in plain words (SCORING.md §10), for :func:`~.wording.describe_rules` and
:func:`~.wording.summary_line`: the sections whose sentences differ from classic belote's (contract, litige,
capot, late belote, penalties).  French source texts, English catalogue; the caller applies French typography.
"""

from __future__ import annotations

from belote_club.i18n import gettext as _
from belote_club.rules.house_rules import HouseRules
from belote_club.rules.rounding import round_lone
from belote_club.text import number

__all__ = ["capot", "contract", "late_belote", "litige", "penalties", "summary_part"]


def _chute(rules: HouseRules) -> str:
    return number(round_lone(rules.rounding, rules.chute_points))


def _capot_value(rules: HouseRules) -> str:
    return number(round_lone(rules.rounding, rules.capot_points))


def contract(rules: HouseRules) -> list[str]:
    """The bidding, the contract's decision and its scoring."""
    out = [_("Contrée : les enchères annoncent un contrat de 80 à {top} points, de 10 en 10, ou un capot "
             "(qui vaut {capot}) ; un adversaire peut contrer (× 2) et le camp du preneur surcontrer (× 4).").format(
        top=number(rules.max_bid), capot=number(rules.capot_bid_points))]
    included = _("belote et annonces comprises") if rules.annonces else _("belote comprise")
    out.append(_("Le contrat est réussi quand le camp du preneur fait au moins la valeur de son contrat ({included}), "
                 "points exacts, et plus que la défense ; un capot réussit tout contrat, et un contrat « capot » "
                 "exige tous les plis.").format(included=included))
    chute = _chute(rules)
    if rules.contract_scoring == "points_faits":
        out.append(_("Contrat réussi sans contre : chaque camp marque ses points et sa belote, et le preneur marque "
                     "en plus la valeur du contrat."))
        out.append(_("Contré ou surcontré réussi : le preneur marque ({chute} + sa belote + le contrat) × 2 ou × 4, "
                     "la défense seulement sa belote.").format(chute=chute))
        out.append(_("Contrat chuté : la défense marque {chute} + le contrat + sa belote, le tout × 2 ou × 4 s’il "
                     "était contré ou surcontré ; le preneur ne marque rien des plis.").format(chute=chute))
        if rules.annonces:
            out.append(_("Les annonces des deux camps vont au camp qui gagne la donne, sauf sur un contrat réussi "
                         "sans contre où chaque camp garde les siennes."))
    else:
        out.append(_("Aux points annoncés, les plis ne se marquent pas : le preneur qui réussit marque la valeur du "
                     "contrat plus sa belote (× 2 ou × 4 s’il est contré ou surcontré), la défense sa belote."))
        out.append(_("Contrat chuté : la défense marque {chute} + le contrat + sa belote, le tout × 2 ou × 4 s’il "
                     "était contré ou surcontré.").format(chute=chute))
    if rules.belote_multiplied:
        out.append(_("Contré ou surcontré, la belote est multipliée avec le reste."))
    else:
        out.append(_("Contré ou surcontré, la belote s’ajoute après la multiplication."))
    return out


def litige(rules: HouseRules) -> list[str]:
    if rules.litige == "dedans":
        return [_("Si le preneur fait son contrat mais autant de points que la défense, le contrat est chuté.")]
    out = [_("Si le preneur fait son contrat mais autant de points que la défense, il y a litige : la défense marque "
             "ses points, le preneur sa belote, et ses points vont en réserve, au camp qui gagnera la donne "
             "suivante.")]
    out.append(_("Une égalité sur un contrat contré ou surcontré est comptée chutée."))
    if rules.game_end.type == "deals":
        out.append(_("Une égalité à la dernière donne prévue, ou à une donne supplémentaire, est comptée chutée : "
                     "la défense remporte aussi la réserve."))
    return out


def capot(rules: HouseRules) -> list[str]:
    if rules.contract_scoring == "points_annonces":
        return [_("Un capot fait réussir tout contrat ; le capot de la défense fait chuter le preneur : il n’y a "
                  "pas de prime de capot aux points annoncés.")]
    out = [_("Le preneur qui fait tous les plis marque {capot} au lieu des points des plis, plus le contrat et sa "
             "belote.").format(capot=_capot_value(rules))]
    if rules.capot_against_taker == "capot":
        out.append(_("Si la défense fait tous les plis, le contrat est chuté et elle marque {capot} + le contrat "
                     "(multiplié s’il était contré).").format(capot=_capot_value(rules)))
    else:
        out.append(_("Si la défense fait tous les plis, le contrat est chuté, au prix d’une chute ordinaire : "
                     "{chute} + le contrat.").format(chute=_chute(rules)))
    return out


def late_belote() -> str:
    return _("Une belote qui n’a pas été annoncée en jouant ne compte pas.")


def penalties(rules: HouseRules) -> list[str]:
    return [_("En cas de renonce ou de fausse donne, le camp fautif est compté chuté sur le contrat en cours "
              "(un contrat de 80 s’il n’y en avait pas encore) : l’autre camp marque ce que marque la défense d’un "
              "contrat chuté.")]


def summary_part(rules: HouseRules) -> str:
    """« contrée aux points faits » or « contrée aux points annoncés », for the foot of a score sheet."""
    if rules.contract_scoring == "points_faits":
        return _("contrée aux points faits")
    return _("contrée aux points annoncés")
