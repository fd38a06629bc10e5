"""The money of a concours (PRIZES.md): its prize rules and its cash box (fees received, refunds, prizes paid
out).  Only the facts are stored; every figure is computed by :mod:`belote_club.tournament.prizes`.

Part of :class:`belote_club.storage.repository.Repository`."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete, select

from belote_club.storage.mapping import NotFound, RowAccess
from belote_club.storage.models import CashEntryRow, PrizeRulesRow
from belote_club.tournament.prizes import CashEntry


class CashRows(RowAccess):
    """Prize rules and cash entries."""

    def prize_rules(self, tournament_id: int) -> dict[str, Any] | None:
        """The stored prize rules of a concours (its JSON object), or None when it has none."""
        row = self.session.get(PrizeRulesRow, tournament_id)
        return dict(row.rules) if row is not None else None

    def put_prize_rules(self, tournament_id: int, rules: dict[str, Any] | None) -> None:
        """Store the prize rules of a concours; ``None`` removes them."""
        row = self.session.get(PrizeRulesRow, tournament_id)
        if rules is None:
            if row is not None:
                self.session.delete(row)
        elif row is None:
            self.session.add(PrizeRulesRow(tournament_id=tournament_id, rules=dict(rules)))
        else:
            row.rules = dict(rules)
        self.session.flush()

    def add_cash_entry(self, entry: CashEntry) -> CashEntry:
        row = CashEntryRow(tournament_id=entry.tournament_id, registration_id=entry.registration_id, kind=entry.kind,
                           amount_cents=entry.amount_cents, means=entry.means, lot=entry.lot)
        if entry.when is not None:
            row.at = entry.when
        self.session.add(row)
        self.session.flush()
        return _entry(row.id, row.tournament_id, row.registration_id, row.kind, row.amount_cents, row.means,
                      row.lot, row.at)

    def delete_cash_entry(self, tournament_id: int, entry_id: int) -> CashEntry:
        """Remove one entry of the concours (an undo); :class:`NotFound` when it is not there."""
        found = self.cash_entries(tournament_id, ids=[entry_id])
        if not found:
            raise NotFound(f"cash_entries {entry_id}")
        self.session.execute(delete(CashEntryRow).where(CashEntryRow.id == entry_id),
                             execution_options={"synchronize_session": False})
        return found[0]

    def cash_entries(self, tournament_id: int, *, ids: list[int] | None = None) -> list[CashEntry]:
        """The cash entries of a concours, oldest first."""
        query = (select(CashEntryRow.id, CashEntryRow.tournament_id, CashEntryRow.registration_id, CashEntryRow.kind,
                        CashEntryRow.amount_cents, CashEntryRow.means, CashEntryRow.lot, CashEntryRow.at)
                 .where(CashEntryRow.tournament_id == tournament_id).order_by(CashEntryRow.id))
        if ids is not None:
            query = query.where(CashEntryRow.id.in_(ids))
        return [_entry(*row) for row in self._rows(query)]

    def delete_money(self, tournament_id: int) -> None:
        """Every money fact of a concours (deleting the concours)."""
        for statement in (delete(CashEntryRow).where(CashEntryRow.tournament_id == tournament_id),
                          delete(PrizeRulesRow).where(PrizeRulesRow.tournament_id == tournament_id)):
            self.session.execute(statement, execution_options={"synchronize_session": False})


def _entry(entry_id: int, tournament_id: int, registration_id: int, kind: str, amount: int, means: str | None,
           lot: str | None, at: Any) -> CashEntry:
    return CashEntry(kind=kind, registration_id=registration_id, amount_cents=int(amount), means=means, lot=lot,
                     when=at, tournament_id=tournament_id, id=entry_id)
