"""The cash desk of the Équipes tab (PRIZES.md): the entry fee taken at the door in one key (F6) by the means
chosen, a refund for a withdrawal, who still owes, and the running total of the takings by means.

Every payment and refund is an undoable change of the tab (Édition › Annuler): undoing one cancels that cash
entry through the services, which journal it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QMainWindow, QWidget

from belote_club.text import euros
from belote_club.tournament.prizes import MEANS, CashEntry, PrizeRow, PrizeSheet
from belote_club.ui.context import Context
from belote_club.ui.translation import QT_TR_NOOP, tr
from belote_club.ui.widgets import attempt, button, confirm, label

if TYPE_CHECKING:
    from belote_club.services.views import EntrantView

#: The means of payment as the window names them.
MEANS_NAMES = {"cash": QT_TR_NOOP("Espèces"), "cheque": QT_TR_NOOP("Chèque"), "card": QT_TR_NOOP("Carte"),
               "transfer": QT_TR_NOOP("Virement")}
#: An undoable change of the tab: (its name in Édition › Annuler, the entrants it concerns, do, undo).
Change = Callable[[str, list[int], Callable[[], object], Callable[[], object]], bool]


def fee_text(row: PrizeRow) -> str:
    """What the « Droits » column says of one entrant."""
    entry = row.entry
    if entry.refunded:
        if not entry.refunded_cents:  # a withdrawal that had paid nothing: its fee written off
            return tr("Abandon, rien dû")
        return tr("Remboursé ({amount})").format(amount=euros(entry.refunded_cents))
    if row.owed_cents == 0:
        if entry.paid_cents == 0:
            return tr("Rien à payer")
        return tr("Payé · {means}").format(means=tr(MEANS_NAMES.get(entry.means or "", "")).lower())
    if entry.paid_cents:
        return tr("Doit {amount} ({paid} payés)").format(amount=euros(row.owed_cents), paid=euros(entry.paid_cents))
    return tr("Doit {amount}").format(amount=euros(row.owed_cents))


def takings_text(sheet: PrizeSheet) -> str:
    """The running total: « Espèces 182,00 € · Chèque 94,00 € — reste dû 14,00 € (1 inscription) »."""
    parts = [tr("{means} {amount}").format(means=tr(MEANS_NAMES[m]), amount=euros(sheet.paid_by_means[m]))
             for m in MEANS if sheet.paid_by_means[m]]
    if not parts:
        parts = [tr("Rien encaissé")]
    if sheet.refunds_cents:
        parts.append(tr("remboursé {amount}").format(amount=euros(sheet.refunds_cents)))
    owing = sum(1 for row in sheet.rows if row.owed_cents)
    if owing:
        due = (tr("reste dû {amount} ({n} inscription)") if owing == 1
               else tr("reste dû {amount} ({n} inscriptions)")).format(amount=euros(sheet.owed_cents), n=owing)
    else:
        due = tr("tout est réglé")
    return tr("{takings} — {due}").format(takings=" · ".join(parts), due=due)


def nothing_to_take(entrant: EntrantView | None, row: PrizeRow | None) -> str:
    """Why « Encaisser » (F6) takes nothing from the entrant chosen."""
    if entrant is None or row is None:
        return tr("Choisissez d’abord une inscription dans la liste : F6 encaisse ses droits.")
    if row.entry.refunded:
        return tr("« {name} » : remboursement fait après l’abandon, rien à encaisser.").format(name=entrant.label)
    if row.entry.paid_cents:
        return tr("Droits déjà payés par « {name} » ({amount}, {means}) : rien à encaisser.").format(
            name=entrant.label, amount=euros(row.entry.paid_cents),
            means=tr(MEANS_NAMES.get(row.entry.means or "", "")).lower())
    return tr("« {name} » n’a rien à payer.").format(name=entrant.label)


class CashDesk(QWidget):
    """One line under the Équipes tab's buttons: means, « Encaisser » (F6), « Rembourser », the takings."""

    def __init__(self, context: Context, selected: Callable[[], EntrantView | None], change: Change,
                 open_prizes: Callable[[], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.selected = selected
        self.change = change
        self.sheet: PrizeSheet | None = None
        self.means = QComboBox()
        for key in MEANS:
            self.means.addItem(tr(MEANS_NAMES[key]), key)
        self.means.setToolTip(tr("Moyen de paiement de l’encaissement"))
        self.pay_button = button(tr("Encaisser"), self.pay, shortcut="F6",
                                 tip=tr("L’inscription choisie paie ses droits d’inscription"))
        # F6 while « Encaisser » is greyed (nothing chosen, nothing owed) says why in the status bar instead
        # of doing nothing: enabled only then, so that it never competes with the button's own F6.
        self.why_not_pay = QShortcut(QKeySequence("F6"), self)
        self.why_not_pay.activated.connect(self.pay)
        self.refund_button = button(tr("Rembourser…"), self.refund,
                                    tip=tr("Rendre ce qu’a payé une inscription qui a abandonné"))
        self.prizes_button = button(tr("Droits et prix…"), open_prizes,
                                    tip=tr("Droits d’inscription, cagnotte, prix et lots du concours"))
        self.takings = label("", "subtitle", wrap=True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.means, self.pay_button, self.refund_button, self.prizes_button):
            layout.addWidget(widget)
        layout.addWidget(self.takings, 1)

    def update_from(self, sheet: PrizeSheet | None) -> None:
        """Show the sheet just read (None: the concours has no prize rules)."""
        self.sheet = sheet
        money = sheet is not None
        for widget in (self.means, self.pay_button, self.refund_button):
            widget.setVisible(money)
        self.takings.setText(takings_text(sheet) if sheet is not None
                             else tr("Pas de droits d’inscription fixés pour ce concours."))
        self.update_buttons()

    def row(self, entrant_id: int) -> PrizeRow | None:
        if self.sheet is None:
            return None
        return next((r for r in self.sheet.rows if r.entry.entrant_id == entrant_id), None)

    def update_buttons(self) -> None:
        entrant = self.selected()
        row = self.row(entrant.entrant_id) if entrant is not None else None
        self.pay_button.setEnabled(row is not None and row.owed_cents > 0)
        self.why_not_pay.setEnabled(self.sheet is not None and not self.pay_button.isEnabled())
        self.refund_button.setEnabled(row is not None and entrant is not None and not row.entry.refunded
                                      and entrant.withdrawn_from_round is not None)

    def pay(self) -> None:
        """The chosen entrant pays what it still owes, by the means chosen (undoable)."""
        entrant = self.selected()
        row = self.row(entrant.entrant_id) if entrant is not None else None
        if entrant is None or row is None or row.owed_cents <= 0:
            if self.sheet is not None:
                self.say(nothing_to_take(entrant, row))
            return
        service, tid, eid = self.context.service, self.context.tournament_id, entrant.entrant_id
        means = str(self.means.currentData())
        made: list[CashEntry] = []

        def forward() -> None:
            made[:] = [service.pay(tid, eid, means=means)]

        def backward() -> None:
            if made:
                service.cancel_cash_entry(tid, made[0].id or 0)

        text = tr("encaissement de {amount} ({means}) : {name}").format(
            amount=euros(row.owed_cents), means=tr(MEANS_NAMES[means]).lower(), name=entrant.label)
        self.change(text, [eid], forward, backward)

    def refund(self) -> None:
        """A withdrawn entrant gets back what it paid (asked first; undoable)."""
        entrant = self.selected()
        row = self.row(entrant.entrant_id) if entrant is not None else None
        if entrant is None or row is None:
            return
        if row.entry.paid_cents:
            question = tr("Rembourser {amount} à « {name} » ? L’inscription ne devra plus rien.").format(
                amount=euros(row.entry.paid_cents), name=entrant.label)
            action = tr("Rembourser")
        else:  # PRIZES.md §2 allows it: the fee is written off, nothing is given back
            question = tr("« {name} » n’a rien payé : il n’y a rien à rembourser. Noter l’abandon à la caisse ? "
                          "L’inscription ne devra plus rien.").format(name=entrant.label)
            action = tr("Ne plus rien devoir")
        if not confirm(self, tr("Remboursement"), question, action):
            return
        service, tid, eid = self.context.service, self.context.tournament_id, entrant.entrant_id
        made: list[CashEntry] = []

        def forward() -> None:
            made[:] = [service.refund(tid, eid)]

        def backward() -> None:
            if made:
                service.cancel_cash_entry(tid, made[0].id or 0)

        self.change(tr("remboursement de {name}").format(name=entrant.label), [eid], forward, backward)

    def say(self, text: str) -> None:
        """A short notice in the window's status bar."""
        window = self.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(text, 8000)

    def read(self) -> PrizeSheet | None:
        """The sheet of the concours now (None without prize rules, or when it cannot be read)."""
        context = self.context
        return attempt(self, lambda: context.service.prize_sheet(context.tournament_id))
