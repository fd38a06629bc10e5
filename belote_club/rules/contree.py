"""The contrée scoring family (SCORING.md §10.3): how one contrée deal is scored.

The family shares everything else with classic belote (:mod:`.family` picks it by the rules' ``game``):
deal validation (:func:`~.deal.parse_deal`, which reads the ``bid``), rounding, annonces, the game loop, the
reserve and the end of game (:mod:`.game`).  :func:`score` has the signature of the classic
:func:`~.scoring.score` (and :func:`score_fields`, on the fields of a deal, that of :func:`~.scoring.score_fields`
with the bid's value and contre) and returns the same :class:`~.scoring.Scored`: the game loop settles the reserve
carried in (step 8: to the camp that wins the deal, never multiplied) and applies §10.4 through
``Scored.nowin``.

Reading of the contract where it leaves room:

* ``R(t[i])`` is the pair of trick points rounded together (§3: ``ten_keep_160``, ``ten_defence_complement``
  look at both camps); a lone amount (a chute, a capot) rounds as :func:`~.rounding.round_lone` does.
* ``"points_annonces"``: a defence capot is scored on ``B_chute`` whatever ``capot_against_taker`` says, and a
  capot made by the taker scores ``(v + b[T])`` multiplied like any made contract (§10.1: steps 5 and 7 use
  neither ``capot_points`` nor ``capot_against_taker``).
* A capot made by the taker's camp with contre: ``B_capot`` replaces ``B_chute`` (step 4); a defence capot
  with contre: ``base`` as step 6 says, multiplied.
* The belote a *dedans* taker gives up (``belote_kept_on_chute: false``) is added after the multiplication,
  as step 6 writes it (``plus b[T]``), whatever ``belote_multiplied`` says.
* A penalty is scored as step 6 (or 7) for the faulty camp with ``capot`` ignored (``base`` is ``B_chute``),
  ``v`` and ``m`` from the ``bid`` when one is given, else ``v = 80``, ``m = 1``.
* The explanation's contract names the suit when the deal records a ``trump``, and « sans-atout » /
  « tout-atout » for those modes.
"""

from __future__ import annotations

from collections.abc import Sequence

from belote_club.i18n import N_
from belote_club.i18n import gettext as _
from belote_club.rules.annonces import Annonce, counted_annonces
from belote_club.rules.deal import CAPOT_BID, FAILED, MADE, TIE, Bid, Deal, Penalty, contract_decision
from belote_club.rules.explain import Amount, Words, amounts, passed_line
from belote_club.rules.house_rules import HouseRules
from belote_club.rules.rounding import LONE, round_tricks
from belote_club.rules.scoring import Outcome, Scored

__all__ = ["MULTIPLIERS", "contract_name", "score", "score_fields"]

#: ``m`` for a contre of 0, 1, 2.
MULTIPLIERS = (1, 2, 4)

_SUITS = {
    "hearts": N_("cœur"), "spades": N_("pique"), "diamonds": N_("carreau"), "clubs": N_("trèfle"),
    "sans_atout": N_("sans-atout"), "tout_atout": N_("tout-atout"),
}
_CONTRES = (None, N_("contré"), N_("surcontré"))
_DONE = (N_("Contrat réussi"), N_("Contré réussi"), N_("Surcontré réussi"))
_FAILED = (N_("Contrat chuté"), N_("Contré chuté"), N_("Surcontré chuté"))
_NO_ANNONCES = (0, 0)
# Outcome's members as module constants: a member looked up on its enum class costs a dozen plain names.
_PASSED, _PENALTY, _LITIGE, _DEDANS = Outcome.PASSED, Outcome.PENALTY, Outcome.LITIGE, Outcome.DEDANS
_CAPOT, _CAPOT_AGAINST, _MADE = Outcome.CAPOT, Outcome.CAPOT_AGAINST, Outcome.MADE


def contract_name(bid: Bid, trump: str | None = None) -> str:
    """« 110 cœur contré », « capot surcontré », « 110 » (no suit recorded), in the language in force."""
    words = [_("capot") if bid.value == CAPOT_BID else str(bid.value)]
    if trump is not None:
        words.append(_(_SUITS[trump]))
    contre = _CONTRES[bid.contre]
    if contre is not None:
        words.append(_(contre))
    return " ".join(words)


def _times(inside: Sequence[Amount], m: int, after: Sequence[Amount], total: int) -> str:
    """« (160 + 20 (belote) + 80 (contrat)) × 2 = 520 »: the sum, the multiplier, what is added after."""
    text = amounts(inside)
    if m > 1:
        shown = 1 + sum(1 for value, _label in inside[1:] if value)
        text = f"({text}) × {m}" if shown > 1 else f"{text} × {m}"
    for value, label in after:
        if value:
            text += f" + {value} ({label})" if label else f" + {value}"
    if text != str(total):
        text += f" = {total}"
    return text


def score(rules: HouseRules, deal: Deal, b: Sequence[int], mode: str, last: bool, names: Sequence[str],
          lines: list[str] | None, said: Words | None = None) -> Scored:
    """Score one validated contrée deal (reserve not included), as :func:`~.scoring.score` does a classic one.
    ``last``: the last scheduled deal, or an extra deal, of a ``deals`` game (a tie there is a failure);
    ``lines``: a list to append explanation lines to, or None for none; ``said`` is not used (the contrée lines
    are looked up one by one, an explained deal only)."""
    bid = deal.bid
    return score_fields(rules, deal.passed, deal.taker, deal.trump, deal.points, deal.capot, deal.annonces,
                        deal.penalty, None if bid is None else bid.value, 0 if bid is None else bid.contre, b, mode,
                        last, names, lines)


def score_fields(rules: HouseRules, passed: bool, T: int | None, trump: str | None, t: Sequence[int] | None,
                 capot: int | None, annonces: Sequence[Annonce], penalty: Penalty | None, value: int | str | None,
                 contre: int, b: Sequence[int], mode: str, last: bool, names: Sequence[str],
                 lines: list[str] | None) -> Scored:
    """:func:`score` on the fields of a validated deal (``value`` and ``contre``: its bid's, ``value`` None when it
    has none), as :func:`~.scoring.score_fields` for a classic one: a deal validated in one go
    (``deal.plain_contree_index``) is scored without building its :class:`Deal` nor its :class:`Bid`."""
    if passed:
        if lines is not None:
            lines.append(passed_line())
        return Scored(_PASSED, [0, 0], 0, None, (), lines)
    a: Sequence[int] = _NO_ANNONCES
    if annonces:
        a, annonce_camp = counted_annonces(rules, annonces, trump, 2)
        if lines is not None:
            if annonce_camp is None:
                lines.append(_("Annonces à égalité : aucune ne compte."))
            else:
                lines.append(_("Annonces : seul compte le camp qui a la plus forte ({camp} : {points}).").format(
                    camp=names[annonce_camp], points=a[annonce_camp]))
    # v, the contract's value (capot_bid_points for a capot bid; 80 for a penalty without a bid), and m; a bid's
    # value is a number or « capot » (parse_deal)
    capot_bid = value == CAPOT_BID
    v = value if type(value) is int else rules.capot_bid_points if capot_bid else 80
    m = MULTIPLIERS[contre]
    lone = LONE[mode]
    if penalty is not None:
        F = penalty.camp
        if lines is not None:
            what = _("renonce") if penalty.kind == "renonce" else _("fausse donne")
            contract = _("80 (sans contrat noté)") if value is None else contract_name(Bid(value, contre), trump)
            lines.append(_("Pénalité pour {what} (fautif : {faulty}), contrat {contract} : compté chuté pour le "
                           "fautif.").format(what=what, faulty=names[F], contract=contract))
        pts, text = _failed(rules, F, v, m, a, b, lone(rules.chute_points), lines is not None)
        if lines is not None:
            lines.append(_("L’adversaire ({camp}) marque {amount}").format(camp=names[1 - F], amount=text))
            if rules.belote_kept_on_chute and b[F]:
                lines.append(_("Le fautif ({camp}) garde sa belote : {points}.").format(camp=names[F], points=b[F]))
        return Scored(_PENALTY, pts, 0, 1 - F, (F,), lines)

    assert T is not None and t is not None and value is not None  # parse_deal: unless passed or penalty
    D = 1 - T
    # §10.3's decision, in its order: a capot; a capot bid without one; the totals against the contract.
    if capot is not None:
        decision = MADE if capot == T else FAILED
    elif capot_bid:
        decision = FAILED
    else:
        decision = contract_decision(t[T] + b[T] + a[T], t[D] + b[D] + a[D], v)
    if lines is not None:
        lines.append(_("Contrat : {contract} (preneur : {taker}).").format(
            contract=contract_name(Bid(value, contre), trump), taker=names[T]))
        if capot is None:
            lines.append(_("Le preneur fait {points} contre {defence} pour un contrat de {value}.").format(
                points=t[T] + b[T] + a[T], defence=t[D] + b[D] + a[D], value=v))
        else:
            lines.append(_("Capot : {camp} fait tous les plis.").format(camp=names[capot]))
    points_faits = rules.contract_scoring == "points_faits"
    if decision is TIE:
        if rules.litige == "reserve" and m == 1 and not last:  # step 3: a litige with a reserve
            rt = round_tricks(mode, t, T)
            pts = [0, 0]
            pts[D] = rt[D] + b[D] + a[D]
            pts[T] = b[T]
            if lines is not None:
                lines.append(_("Litige : la défense ({camp}) marque {amount}, le preneur {taker} ; {reserve} du "
                               "preneur vont en réserve.").format(
                    camp=names[D], amount=amounts(((rt[D], None), (b[D], _("belote")), (a[D], _("annonces")))),
                    taker=b[T], reserve=amounts(((rt[T], None), (a[T], _("annonces"))))))
            return Scored(_LITIGE, pts, rt[T] + a[T], None, (), lines)
        if lines is not None:
            lines.append(_("Égalité : litige compté chuté.") if rules.litige == "dedans" else
                         _("Égalité sur un contrat contré : comptée chutée.") if m > 1 else
                         _("Égalité à la dernière donne : comptée chutée."))
        decision = FAILED
    if decision is MADE:
        multiplied = rules.belote_multiplied
        pts = [0, 0]
        # The amounts in words (``inside`` the multiplication, ``after`` it) only for an explained deal.
        inside: list[Amount] = []
        after: list[Amount] = []
        if not points_faits:  # step 5
            pts[T] = (v + b[T]) * m if multiplied else v * m + b[T]
            pts[D] = b[D]
            if lines is not None:
                inside.append((v, None))
                (inside if multiplied else after).append((b[T], _("belote")))
        elif m == 1:  # step 4, no contre
            rounded = t if mode == "exact" else round_tricks(mode, t, T)  # R(t[i])
            first = lone(rules.capot_points) if capot == T else rounded[T]
            taken = a[D] if capot == T else 0
            pts[T] = first + b[T] + a[T] + taken + v
            pts[D] = rounded[D] + b[D] + (0 if capot == T else a[D])
            if lines is not None:
                inside += [(first, None), (b[T], _("belote")), (a[T] + taken, _("annonces")), (v, _("contrat"))]
        else:  # step 4, contré or surcontré: the taker takes all, multiplied
            base_taker = lone(rules.capot_points) if capot == T else lone(rules.chute_points)
            pts[T] = ((base_taker + b[T] + a[T] + a[D] + v) * m if multiplied
                      else (base_taker + a[T] + a[D] + v) * m + b[T])
            pts[D] = b[D]
            if lines is not None:
                inside.append((base_taker, None))
                if multiplied:
                    inside.append((b[T], _("belote")))
                else:
                    after.append((b[T], _("belote")))
                inside += [(a[T] + a[D], _("annonces")), (v, _("contrat"))]
        if lines is not None:
            text = _("{word} : le preneur marque {amount}").format(
                word=_(_DONE[MULTIPLIERS.index(m)]), amount=_times(inside, m, after, pts[T]))
            if pts[D]:
                text += _(" ; la défense marque {amount}").format(amount=pts[D])
            lines.append(text)
        outcome = _CAPOT if capot == T else _MADE
        return Scored(outcome, pts, 0, T, (D,) if capot == T else (), lines)
    # Step 6's base; step 7 (points_annonces) always B_chute: capot_points and capot_against_taker have no effect.
    base = (lone(rules.capot_points) if capot == D and rules.capot_against_taker == "capot" and points_faits
            else lone(rules.chute_points))
    pts, text = _failed(rules, T, v, m, a, b, base, lines is not None)
    if lines is not None:
        lines.append(_("{word} : la défense marque {amount}").format(word=_(_FAILED[MULTIPLIERS.index(m)]), amount=text))
        if rules.belote_kept_on_chute and b[T]:
            lines.append(_("Le preneur ({camp}) garde sa belote : {points}.").format(camp=names[T], points=b[T]))
    outcome = _CAPOT_AGAINST if capot == D else _DEDANS
    return Scored(outcome, pts, 0, D, (T,), lines)


def _failed(rules: HouseRules, T: int, v: int, m: int, a: Sequence[int], b: Sequence[int], base: int,
            explain: bool) -> tuple[list[int], str]:
    """Steps 6 and 7: the points of a failed contract of ``T`` (``base``: ``B_chute``, or ``B_capot`` for a
    defence capot counted as such), and the defence's amount in words when ``explain`` (the words are put
    together only then: a quiet deal builds no list of amounts)."""
    D = 1 - T
    kept = rules.belote_kept_on_chute
    given = 0 if kept else b[T]  # the taker's belote, added after the multiplication
    points_faits = rules.contract_scoring == "points_faits"  # step 6; else step 7 (no annonces there)
    extra = v + a[T] + a[D] if points_faits else v
    multiplied = rules.belote_multiplied
    pts = [0, 0]
    pts[D] = (base + extra + b[D]) * m + given if multiplied else (base + extra) * m + b[D] + given
    if kept:
        pts[T] = b[T]
    if not explain:
        return pts, ""
    inside: list[Amount] = [(base, None), (v, _("contrat"))]
    if points_faits:
        inside.append((a[T] + a[D], _("annonces")))
    after: list[Amount] = []
    if multiplied:
        inside.append((b[D], _("belote")))
    else:
        after.append((b[D], _("belote")))
    after.append((given, _("belote du preneur")))
    return pts, _times(inside, m, after, pts[D])
