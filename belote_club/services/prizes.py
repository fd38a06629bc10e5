"""Services — the money of a concours (PRIZES.md): prize rules, entry fees received by means, refunds, prizes
paid out, and the sheet that computes every figure from them (:class:`~belote_club.tournament.prizes.PrizeSheet`).

Every write is one unit of work and one journal line per movement; each is undone by another call
(:meth:`PrizeOps.cancel_cash_entry`, :meth:`PrizeOps.set_prize_rules` with the former rules), which the window's
undo stack uses.  Several stations agree: what is owed is read again inside the writing transaction (a team
paid by another station meanwhile owes nothing and is refused), and a change of rules can be made conditional
on the rules the caller saw (``expected``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from belote_club.i18n import gettext as _
from belote_club.services import standings as standings_mod
from belote_club.services.base import ServiceBase
from belote_club.services.errors import ServiceError
from belote_club.services.snapshot import RANKED, TournamentSnapshot
from belote_club.services.validation import MAX_ID, is_id, shown
from belote_club.services.views import EntrantView, Standings
from belote_club.storage.repository import Repository
from belote_club.text import euros
from belote_club.tournament.model import Format, Player
from belote_club.tournament.prizes import (
    MEANS,
    CashEntry,
    Entry,
    PrizeRules,
    PrizeRulesError,
    PrizeSheet,
    compute,
    fee_due,
    owed,
)

__all__ = ["ANY_RULES", "PrizeOps", "prize_sheet", "prizes_export"]

#: ``expected`` of :meth:`PrizeOps.set_prize_rules` when the caller does not ask for a check.
ANY_RULES: Any = object()



def prize_sheet(snapshot: TournamentSnapshot, rules: Mapping[str, Any], cash: list[CashEntry],
                standings: Standings | None = None) -> PrizeSheet:
    """Every figure of the concours of ``snapshot`` under the stored prize ``rules`` and its ``cash`` entries:
    rows in the standings' printed order (finished or closed games; ``standings``: already computed), then the
    entrants that never played."""
    prize_rules = PrizeRules.from_dict(rules)
    doublettes = snapshot.tournament.format is Format.DOUBLETTES
    by_registration: dict[int, list[CashEntry]] = {}
    paid_by_means: dict[str, int] = dict.fromkeys(MEANS, 0)
    for entry in cash:
        by_registration.setdefault(entry.registration_id, []).append(entry)
        if entry.kind == "payment" and entry.means in paid_by_means:
            paid_by_means[entry.means] += entry.amount_cents
    if standings is None:
        standings = standings_mod.compute(snapshot)
    ranks = {row.entrant_id: row.rank for row in standings.rows if row.played + row.exempts > 0}
    order = [row.entrant_id for row in standings.rows if row.entrant_id in ranks]
    order += [eid for eid, view in sorted(snapshot.entrants.items(), key=lambda item: (item[1].number or 0, item[0]))
              if eid not in ranks]
    entries = []
    for entrant_id in order:
        view = snapshot.entrants.get(entrant_id)
        if view is None:
            continue
        assert view.registration.id is not None
        moves = by_registration.get(view.registration.id, [])
        payments = [m for m in moves if m.kind == "payment"]
        refunds = [m for m in moves if m.kind == "refund"]
        prizes = [m for m in moves if m.kind == "prize"]
        members = [p.member for p in view.players] if doublettes else [view.players[0].member] if view.players else []
        entries.append(Entry(
            entrant_id=entrant_id, number=view.number or 0, rank=ranks.get(entrant_id),
            fee_due_cents=fee_due(prize_rules, members), paid_cents=sum(m.amount_cents for m in payments),
            refunded_cents=sum(m.amount_cents for m in refunds), refunded=bool(refunds),
            means=payments[-1].means if payments else None, label=view.label,
            prize_paid_cents=sum(m.amount_cents for m in prizes) if prizes else None,
        ))
    return compute(prize_rules, entries, paid_by_means)


def prizes_export(sheet: PrizeSheet) -> dict[str, Any]:
    """The ``prizes`` object of the JSON export (PRIZES.md §3)."""
    return {
        "rules": sheet.rules.to_dict(),
        "fees_due_cents": sheet.fees_due_cents,
        "fees_paid_cents": sheet.fees_paid_cents,
        "refunds_cents": sheet.refunds_cents,
        "paid_by_means": dict(sheet.paid_by_means),
        "pot_cents": sheet.pot_cents,
        "remainder_cents": sheet.remainder_cents,
        "prizes_cents": sheet.prizes_cents,
        "balance_cents": sheet.balance_cents,
        "rows": [
            {
                "number": row.entry.number,
                "rank": row.entry.rank,
                "fee_due_cents": row.entry.fee_due_cents,
                "paid_cents": row.entry.paid_cents,
                "refunded_cents": row.entry.refunded_cents,
                "means": row.entry.means,
                "prize_cents": row.prize_cents,
                "lot": row.lot,
            }
            for row in sheet.rows
        ],
    }


def _rules_error(error: PrizeRulesError) -> ServiceError:
    return ServiceError(str(error), field=error.key)


def _stored_rules_text(rules: Mapping[str, Any] | None) -> str | None:
    return None if rules is None else json.dumps(rules, ensure_ascii=False, sort_keys=True)


class PrizeOps(ServiceBase):
    """Fees, payments, refunds and prizes of a concours."""

    # ------------------------------------------------------------------ reading

    def prize_rules(self, tournament_id: int) -> dict[str, Any] | None:
        """The prize rules of a concours, every default filled in; None when it has none."""
        with self._unit(write=False) as repo:
            self._tournament(repo, tournament_id)
            return repo.prize_rules(tournament_id)

    def prize_sheet(self, tournament_id: int) -> PrizeSheet | None:
        """Every figure of the money of a concours (None without prize rules)."""
        with self._unit(write=False) as repo:
            return self._sheet(repo, tournament_id)

    def preview_prizes(self, tournament_id: int, rules: object) -> PrizeSheet:
        """The sheet the concours would have under ``rules`` (nothing is saved): the live preview of the
        rules editor; a French :class:`ServiceError` naming the key for bad rules."""
        checked = self._checked_rules(rules)
        with self._unit(write=False) as repo:
            snapshot = self._snapshot(repo, tournament_id)
            return prize_sheet(snapshot, checked, repo.cash_entries(tournament_id), self._standings(snapshot))

    def _standings(self, snapshot: TournamentSnapshot) -> Standings:
        """The standings in force, kept with the snapshot as :meth:`ResultOps.standings` keeps them."""
        return self._snapshots.derived(snapshot, (RANKED, None), lambda: standings_mod.compute(snapshot))

    def _sheet(self, repo: Repository, tournament_id: int) -> PrizeSheet | None:
        self._tournament(repo, tournament_id)
        rules = repo.prize_rules(tournament_id)
        if rules is None:
            return None
        snapshot = self._snapshot(repo, tournament_id)
        return prize_sheet(snapshot, rules, repo.cash_entries(tournament_id), self._standings(snapshot))

    def prize_rules_checked(self, rules: object) -> dict[str, Any]:
        """``rules`` with every default filled in, or the French :class:`ServiceError` naming the faulty key
        (nothing is read or saved): what a form checks before it creates anything."""
        return self._checked_rules(rules)

    @staticmethod
    def _checked_rules(rules: object) -> dict[str, Any]:
        try:
            return PrizeRules.from_dict(rules).to_dict()
        except PrizeRulesError as error:
            raise _rules_error(error) from error

    # ------------------------------------------------------------------ rules

    def set_prize_rules(self, tournament_id: int, rules: object, *, expected: Any = ANY_RULES,
                        origin: str | None = None) -> dict[str, Any] | None:
        """Set (or with ``None`` remove) the prize rules of a concours, until a prize is paid out; returns the
        former rules (what an undo sets back).  ``expected``: the rules the caller saw (None: none); another
        station's change in between is refused."""
        checked = None if rules is None else self._checked_rules(rules)
        with self._unit() as repo:
            self._tournament(repo, tournament_id)
            before = repo.prize_rules(tournament_id)
            if expected is not ANY_RULES and before != (None if expected is None else self._checked_rules(expected)):
                raise ServiceError(_("Les règles des prix viennent d’être changées sur un autre poste : relisez-les "
                                     "avant de les modifier."), field="rules")
            if before == checked:
                return before
            if any(e.kind == "prize" for e in repo.cash_entries(tournament_id)):
                raise ServiceError(_("Des prix sont déjà remis : les règles des prix ne changent plus (annulez "
                                     "d’abord les prix remis)."), field="rules")
            repo.put_prize_rules(tournament_id, checked)
            self._audit(repo, tournament_id, "prizes.rules", "Règles des prix", _stored_rules_text(before),
                        _stored_rules_text(checked), origin=origin)
            return before

    # ------------------------------------------------------------------ the cash box

    def pay(self, tournament_id: int, entrant_id: int, *, means: str = "cash", amount_cents: int | None = None,
            origin: str | None = None) -> CashEntry:
        """Record an entry fee received: the whole fee still owed, or ``amount_cents`` (1 cent to what is
        owed), by ``means`` (``cash``, ``cheque``, ``card``, ``transfer``)."""
        self._check_means(means)
        if amount_cents is not None and (isinstance(amount_cents, bool) or not isinstance(amount_cents, int)):
            raise ServiceError(_("Montant du paiement : un nombre entier de centimes est attendu (reçu : {value}).")
                               .format(value=shown(amount_cents)), field="amount_cents")
        with self._unit() as repo:
            sheet, entrant, row_owed, refunded = self._owing(repo, tournament_id, entrant_id)
            if refunded:
                raise ServiceError(_("{entrant} a été remboursée : il n’y a plus rien à payer.").format(
                    entrant=_named(entrant)), field="entrant")
            if row_owed <= 0:
                raise ServiceError(_("{entrant} ne doit rien : les droits d’inscription sont réglés.").format(
                    entrant=_named(entrant)), field="entrant")
            amount = row_owed if amount_cents is None else amount_cents
            if not 1 <= amount <= row_owed:
                raise ServiceError(_("Montant du paiement : de 1 à {owed} centimes (ce qui reste dû), reçu {value}.")
                                   .format(owed=row_owed, value=shown(amount)),
                                   field="amount_cents")
            return self._payment(repo, tournament_id, entrant, amount, means, origin)

    def pay_all(self, tournament_id: int, *, means: str = "cash", origin: str | None = None) -> list[CashEntry]:
        """Every team (player) still owing pays in full by ``means``, refunded ones left out; an empty list
        when nobody owes (nothing changes)."""
        self._check_means(means)
        with self._unit() as repo:
            sheet = self._required_sheet(repo, tournament_id)
            entrants = self._snapshot(repo, tournament_id).entrants
            made = []
            for row in sheet.rows:
                if row.owed_cents > 0:
                    made.append(self._payment(repo, tournament_id, entrants[row.entry.entrant_id], row.owed_cents,
                                              means, origin))
            return made

    def refund(self, tournament_id: int, entrant_id: int, *, origin: str | None = None) -> CashEntry:
        """A team (player) that withdrew gets back what it paid and owes nothing more."""
        with self._unit() as repo:
            sheet, entrant, _owed, refunded = self._owing(repo, tournament_id, entrant_id)
            if entrant.withdrawn_from_round is None:
                raise ServiceError(_("{entrant} n’a pas abandonné : seule une inscription retirée est remboursée.")
                                   .format(entrant=_named(entrant)), field="entrant")
            if refunded:
                raise ServiceError(_("{entrant} est déjà remboursée.").format(entrant=_named(entrant)),
                                   field="entrant")
            row = next(r for r in sheet.rows if r.entry.entrant_id == entrant.entrant_id)
            assert entrant.registration.id is not None
            made = repo.add_cash_entry(CashEntry("refund", entrant.registration.id, row.entry.paid_cents,
                                                 when=self._clock(), tournament_id=tournament_id))
            self._audit(repo, tournament_id, "prizes.refund", f"Remboursement : {entrant.label}", None,
                        euros(made.amount_cents, french=True), origin=origin)
            return made

    def record_prize_paid(self, tournament_id: int, entrant_id: int, *, origin: str | None = None) -> CashEntry:
        """Record that a team (player) received its prize (the money and the lot the sheet gives it now)."""
        with self._unit() as repo:
            sheet = self._required_sheet(repo, tournament_id)
            entrant = self._entrant(repo, self._tournament(repo, tournament_id), entrant_id)
            row = next(r for r in sheet.rows if r.entry.entrant_id == entrant.entrant_id)
            if row.entry.prize_paid_cents is not None:
                raise ServiceError(_("{entrant} a déjà reçu son prix.").format(entrant=_named(entrant)),
                                   field="entrant")
            if row.prize_cents <= 0 and row.lot is None:
                raise ServiceError(_("{entrant} n’a pas de prix à recevoir (ni argent ni lot).").format(entrant=_named(entrant)),
                                   field="entrant")
            assert entrant.registration.id is not None
            made = repo.add_cash_entry(CashEntry("prize", entrant.registration.id, row.prize_cents, lot=row.lot,
                                                 when=self._clock(), tournament_id=tournament_id))
            value = euros(row.prize_cents, french=True) + (f" + {row.lot}" if row.lot else "")
            self._audit(repo, tournament_id, "prizes.paid_out", f"Prix remis : {entrant.label}", None, value,
                        origin=origin)
            return made

    def cancel_cash_entry(self, tournament_id: int, entry_id: int, *, origin: str | None = None) -> CashEntry:
        """Undo a payment, a refund or a prize paid out (its id); returns what was removed."""
        if not is_id(entry_id):
            raise ServiceError(_("Le mouvement de caisse n° {id} n’existe pas.").format(id=shown(entry_id)),
                               field="entry_id")
        with self._unit() as repo:
            self._tournament(repo, tournament_id)
            found = repo.cash_entries(tournament_id, ids=[entry_id])
            if not found:
                raise ServiceError(_("Le mouvement de caisse n° {id} n’existe pas.").format(id=shown(entry_id)),
                                   field="entry_id")
            entry = found[0]
            entrant = next((e for e in self._snapshot(repo, tournament_id).entrants.values()
                            if e.registration.id == entry.registration_id), None)
            label = entrant.label if entrant is not None else str(entry.registration_id)
            if entry.kind == "payment" and any(e.kind == "refund" and e.registration_id == entry.registration_id
                                               for e in repo.cash_entries(tournament_id)):
                raise ServiceError(_("Ce paiement a été remboursé : annulez d’abord le remboursement."),
                                   field="entry_id")
            repo.delete_cash_entry(tournament_id, entry_id)
            what = {"payment": "Annulation du paiement", "refund": "Annulation du remboursement",
                    "prize": "Annulation du prix remis"}[entry.kind]
            self._audit(repo, tournament_id, f"prizes.cancel_{entry.kind}", f"{what} : {label}",
                        _entry_text(entry), None, origin=origin)
            return entry

    # ------------------------------------------------------------------ a player card's member flag

    def set_player_member(self, player_id: int, member: bool) -> Player:
        """Set a player card's member flag (the members' fee of the concours that have one)."""
        if not isinstance(member, bool):
            raise ServiceError(_("« member » : oui ou non est attendu (reçu : {value}).").format(value=shown(member)),
                               field="member")
        with self._unit() as repo:
            current = self._player(repo, player_id)
            if current.member == member:
                return current
            updated = repo.update_player(replace(current, member=member))
            self._audit(repo, None, "player.update", f"Fiche de {updated.display_name}",
                        {"membre": "oui" if current.member else "non"}, {"membre": "oui" if member else "non"})
            return updated

    # ------------------------------------------------------------------ shared

    @staticmethod
    def _check_means(means: object) -> None:
        if means not in MEANS:
            raise ServiceError(_("« means » : moyen de paiement inconnu « {value} » (possibles : {choices}).").format(
                value=shown(means), choices=", ".join(MEANS)), field="means")

    def _required_sheet(self, repo: Repository, tournament_id: int) -> PrizeSheet:
        sheet = self._sheet(repo, tournament_id)
        if sheet is None:
            raise ServiceError(_("Ce concours n’a pas de règles des prix : fixez d’abord les droits d’inscription "
                                 "et les prix."), field="rules")
        return sheet

    def _owing(self, repo: Repository, tournament_id: int,
               entrant_id: int) -> tuple[PrizeSheet, EntrantView, int, bool]:
        sheet = self._required_sheet(repo, tournament_id)
        entrant = self._entrant(repo, self._tournament(repo, tournament_id), entrant_id)
        row = next(r for r in sheet.rows if r.entry.entrant_id == entrant.entrant_id)
        return sheet, entrant, owed(row.entry.fee_due_cents, row.entry.paid_cents, row.entry.refunded), \
            row.entry.refunded

    def _payment(self, repo: Repository, tournament_id: int, entrant: EntrantView, amount: int, means: str,
                 origin: str | None) -> CashEntry:
        assert entrant.registration.id is not None
        made = repo.add_cash_entry(CashEntry("payment", entrant.registration.id, amount, means=means,
                                             when=self._clock(), tournament_id=tournament_id))
        self._audit(repo, tournament_id, "prizes.pay", f"Paiement : {entrant.label}", None,
                    _entry_text(CashEntry("payment", 0, amount, means=means)), origin=origin)
        return made

    def entrant_numbered(self, tournament_id: int, number: int) -> EntrantView:
        """The registered team (player in mêlée) with this number; a French refusal naming ``--team``."""
        with self._unit(write=False) as repo:
            tournament = self._tournament(repo, tournament_id)
            if isinstance(number, int) and not isinstance(number, bool) and 1 <= number <= MAX_ID:
                for entrant in self._snapshot(repo, tournament_id).entrants.values():
                    if entrant.number == number:
                        return entrant
            if tournament.format is Format.DOUBLETTES:
                raise ServiceError(_("Aucune équipe n° {number} dans ce concours.").format(
                    number=shown(number)), field="number")
            raise ServiceError(_("Aucun joueur n° {number} dans ce concours.").format(
                number=shown(number)), field="number")


def _named(entrant: EntrantView) -> str:
    """The subject of a refusal: « L’inscription n° 3 (Marie Dupont / Paul Martin) » (a team or a player)."""
    return _("L’inscription n° {number} ({label})").format(number=entrant.number, label=entrant.label)


def _entry_text(entry: CashEntry) -> str:
    """A movement as the journal keeps it (French, whatever the language): « 14,00 € (espèces) »."""
    text = euros(entry.amount_cents, french=True)
    if entry.means:
        stored = {"cash": "espèces", "cheque": "chèque", "card": "carte", "transfer": "virement"}
        text += f" ({stored.get(entry.means, entry.means)})"
    if entry.lot:
        text += f" + {entry.lot}"
    return text

