"""« Droits et prix »: the entry fee, the pot and the prizes of a concours (PRIZES.md §1), from a preset or
option by option, with a live preview of the prize list for the teams registered (or the standings in force);
once the concours is played, the prize list itself, where each prize handed over is recorded.

Saving the rules and recording a prize are undoable changes (Édition › Annuler), made through the services."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from belote_club.i18n import language
from belote_club.services.errors import ServiceError
from belote_club.text import euros
from belote_club.tournament.prizes import ROUNDINGS, CashEntry, PrizeSheet, place_money
from belote_club.ui.commands import ServiceCommand
from belote_club.ui.context import Context
from belote_club.ui.theme import colors
from belote_club.ui.translation import QT_TR_NOOP, tr
from belote_club.ui.widgets import button, confirm, label, resize_within_screen

#: The presets of the issue: (name shown, the rules they start from; the fee typed is kept).
PRESETS: tuple[tuple[str, dict[str, Any]], ...] = (
    (QT_TR_NOOP("Mises redistribuées à 100 %"),
     {"pot_percent": 100, "split": {"type": "percent", "shares": [40, 25, 15, 10, 10]}, "round_to_cents": 100,
      "remainder": "first", "lots": [], "ties": "share"}),
    (QT_TR_NOOP("Tous primés (lots)"),
     {"pot_percent": 0, "split": {"type": "percent", "shares": []}, "remainder": "club", "ties": "share"}),
    (QT_TR_NOOP("Prix fixes"),
     {"pot_percent": 100, "split": {"type": "amounts", "amounts": [10000, 6000, 4000]}, "round_to_cents": 100,
      "remainder": "club", "ties": "share"}),
)


def cents_of(text: str, what: str) -> int:
    """« 14 », « 14,50 », « 14.5 », « 1 400,00 € » → cents (never through floating point); a French refusal
    naming ``what`` otherwise."""
    cleaned = "".join(c for c in text if c not in " \u00a0\u202f€").replace(",", ".")
    whole, _dot, part = cleaned.partition(".")
    whole = whole or "0"
    if not whole.isdigit() or (part and (not part.isdigit() or len(part) > 2)) or len(whole) > 7:
        raise ServiceError(tr("« {what} » : un montant en euros est attendu, comme 14,00 (reçu : « {text} »).").format(
            what=what, text=text.strip()))
    return int(whole) * 100 + int((part or "0").ljust(2, "0"))


def plain_euros(cents: int) -> str:
    """Cents as typed in a field: « 14,00 » (English: « 14.00 »)."""
    mark = "." if language() == "en" else ","
    return f"{cents // 100}{mark}{cents % 100:02d}"


class PrizesDialog(QDialog):
    """The prize rules of a concours and its prize list (see the module)."""

    def __init__(self, context: Context, parent: QWidget | None = None, *,
                 changed: Callable[[], None] = lambda: None) -> None:
        super().__init__(parent)
        self.context = context
        self.changed = changed
        self.setWindowTitle(tr("Droits d’inscription et prix"))
        service, tid = context.service, context.tournament_id
        self.saved = service.prize_rules(tid)
        rules = self.saved or dict(PRESETS[0][1], fee_cents=1400)
        self.preset = QComboBox()
        self.preset.addItem(tr("Choisir un préréglage…"))
        for name, _rules in PRESETS:
            self.preset.addItem(tr(name))
        self.preset.activated.connect(self.apply_preset)
        self.fee = QLineEdit()
        self.member_fee = QLineEdit()
        self.member_fee.setPlaceholderText(tr("aucun tarif membre"))
        self.pot_percent = QSpinBox()
        self.pot_percent.setRange(0, 100)
        self.pot_percent.setSuffix(" %")
        self.added = QLineEdit()
        self.split_type = QComboBox()
        self.split_type.addItem(tr("en pourcentages de la cagnotte"), "percent")
        self.split_type.addItem(tr("en montants fixes (euros)"), "amounts")
        self.split = QLineEdit()
        self.split.setToolTip(tr("Du 1er au dernier prix, séparés par des points-virgules : 40 ; 25 ; 15"))
        self.round_to = QComboBox()
        for step in ROUNDINGS:
            self.round_to.addItem(euros(step), step)
        self.remainder = QComboBox()
        self.remainder.addItem(tr("gardé par le club"), "club")
        self.remainder.addItem(tr("ajouté au 1er prix"), "first")
        self.ties = QComboBox()
        self.ties.addItem(tr("ex æquo : prix partagés"), "share")
        self.ties.addItem(tr("départagés : chacun son rang"), "tie_break")
        self.lots = QPlainTextEdit()
        self.lots.setPlaceholderText(tr("Un lot par ligne, le premier pour le 1er"))
        self.lots.setTabChangesFocus(True)
        form = QFormLayout()
        form.addRow(tr("Préréglage"), self.preset)
        form.addRow(tr("Droits d’inscription"), self.fee)
        form.addRow(tr("Tarif membre"), self.member_fee)
        form.addRow(tr("Part des mises en prix"), self.pot_percent)
        form.addRow(tr("Ajout du club"), self.added)
        form.addRow(tr("Répartition"), self.split_type)
        form.addRow(tr("Prix par place"), self.split)
        form.addRow(tr("Arrondi des prix"), self.round_to)
        form.addRow(tr("Reste des arrondis"), self.remainder)
        form.addRow(tr("Rangs partagés"), self.ties)
        form.addRow(tr("Lots"), self.lots)
        self.summary = label("", "subtitle", wrap=True)
        self.preview = QTableWidget(0, 5)
        self.preview.setHorizontalHeaderLabels([tr("Place"), tr("N°"), tr("Équipe"), tr("Prix"), tr("Lot")])
        self.preview.verticalHeader().hide()
        self.preview.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.preview.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        header = self.preview.horizontalHeader()
        for column in range(5):  # the team and the lot share what is left (a long name is cut, not the prizes)
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch if column in (2, 4)
                                        else QHeaderView.ResizeMode.ResizeToContents)
        self.preview.itemSelectionChanged.connect(self._update_buttons)
        self.paid_button = button(tr("Prix remis"), self.record_paid,
                                  tip=tr("Noter que l’équipe choisie a reçu son prix"))
        self.error = label("", "error", wrap=True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Close)
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setText(tr("Enregistrer"))
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(tr("Fermer"))
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        right = QVBoxLayout()
        right.addWidget(self.summary)
        right.addWidget(self.preview, 1)
        paid_row = QHBoxLayout()
        paid_row.addStretch(1)
        paid_row.addWidget(self.paid_button)
        right.addLayout(paid_row)
        columns = QHBoxLayout()
        columns.addLayout(form, 0)
        columns.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.sheet: PrizeSheet | None = None
        self.fill(rules)
        for line in (self.fee, self.member_fee, self.added, self.split):
            line.textChanged.connect(self.update_preview)
        for combo in (self.split_type, self.round_to, self.remainder, self.ties):
            combo.currentIndexChanged.connect(self.update_preview)
        self.pot_percent.valueChanged.connect(self.update_preview)
        self.lots.textChanged.connect(self.update_preview)
        self.update_preview()
        self.kept = self._form()  # the form as saved (or as opened): closing with other values asks first
        resize_within_screen(self, 1000, 580)

    # -- the form ------------------------------------------------------------------------------------
    def fill(self, rules: dict[str, Any]) -> None:
        """Show ``rules`` (missing keys: the form's current values)."""
        if "fee_cents" in rules:
            self.fee.setText(plain_euros(rules["fee_cents"]))
        if "member_fee_cents" in rules:
            member = rules["member_fee_cents"]
            self.member_fee.setText("" if member is None else plain_euros(member))
        self.pot_percent.setValue(rules.get("pot_percent", self.pot_percent.value()))
        if "added_cents" in rules:
            self.added.setText(plain_euros(rules["added_cents"]))
        split = rules.get("split")
        if split is not None:
            self.split_type.setCurrentIndex(0 if split.get("type", "percent") == "percent" else 1)
            values = split.get("shares", split.get("amounts", []))
            self.split.setText(" ; ".join(str(v) if split.get("type", "percent") == "percent" else plain_euros(v)
                                          for v in values))
        for combo, key in ((self.round_to, "round_to_cents"), (self.remainder, "remainder"), (self.ties, "ties")):
            if key in rules:
                combo.setCurrentIndex(max(0, combo.findData(rules[key])))
        if "lots" in rules:
            self.lots.setPlainText("\n".join(rules["lots"]))

    def apply_preset(self, index: int) -> None:
        if index <= 0:
            return
        rules = dict(PRESETS[index - 1][1])
        if index == 2:  # « tous primés »: a lot for every team registered
            teams = len(self.context.service.entrants(self.context.tournament_id))
            rules["lots"] = [tr("Lot n° {n}").format(n=n) for n in range(1, max(teams, 1) + 1)]
        self.fill(rules)
        self.preset.setCurrentIndex(0)

    def rules(self) -> dict[str, Any]:
        """The rules the form says (a French :class:`ServiceError` for a field that cannot be read)."""
        percent = self.split_type.currentData() == "percent"
        values: list[int] = []
        for part in self.split.text().replace(",", ";" if percent else ",").split(";"):
            if not part.strip():
                continue
            if percent:
                if not part.strip().isdigit():
                    raise ServiceError(tr("« Prix par place » : des pourcentages entiers sont attendus, comme 40 ; 25 "
                                          "(reçu : « {text} »).").format(text=part.strip()))
                values.append(int(part.strip()))
            else:
                values.append(cents_of(part, tr("Prix par place")))
        member = self.member_fee.text().strip()
        return {
            "fee_cents": cents_of(self.fee.text(), tr("Droits d’inscription")),
            "member_fee_cents": cents_of(member, tr("Tarif membre")) if member else None,
            "pot_percent": self.pot_percent.value(),
            "added_cents": cents_of(self.added.text(), tr("Ajout du club")),
            "split": {"type": "percent", "shares": values} if percent else {"type": "amounts", "amounts": values},
            "round_to_cents": self.round_to.currentData(),
            "remainder": self.remainder.currentData(),
            "lots": [line.strip() for line in self.lots.toPlainText().splitlines() if line.strip()],
            "ties": self.ties.currentData(),
        }

    # -- the preview ---------------------------------------------------------------------------------
    def update_preview(self) -> None:
        """The prize list under the rules typed (nothing saved); a refusal is said under the form."""
        try:
            sheet = self.context.service.preview_prizes(self.context.tournament_id, self.rules())
        except ServiceError as error:
            self.error.setText(str(error))
            self.buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(False)
            # The figures of the last rules that could be read stay, greyed and said to be out of date: a
            # treasurer never reads them as those of the field being typed.
            self.preview.setEnabled(False)
            grey = QBrush(QColor(colors().disabled_text))  # the table's style sheet keeps its ink when disabled
            for item in (self.preview.item(r, c) for r in range(self.preview.rowCount())
                         for c in range(self.preview.columnCount())):
                if item is not None:
                    item.setForeground(grey)
            self.summary.setText(tr("Aperçu pas à jour tant que l’erreur signalée en bas n’est pas corrigée : les "
                                    "chiffres grisés sont ceux d’avant."))
            self._update_buttons()
            return
        self.error.setText("")
        self.preview.setEnabled(True)
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(True)
        self.sheet = sheet
        entrants = {e.entrant_id: e for e in self.context.service.entrants(self.context.tournament_id)}
        ranked = [r for r in sheet.rows if r.entry.rank is not None]
        if not ranked:
            self._show_places(sheet)
            return
        self.summary.setText(tr("Cagnotte {pot} · prix {prizes} · reste au club {rest} · solde {balance}").format(
            pot=euros(sheet.pot_cents), prizes=euros(sheet.prizes_cents), rest=euros(sheet.remainder_cents),
            balance=euros(sheet.balance_cents)))
        self.preview.setRowCount(len(ranked))
        for position, row in enumerate(ranked):
            entry = row.entry
            place = str(entry.rank) if entry.rank is not None else str(position + 1)
            if row.shared:
                place = tr("{rank} ex æquo").format(rank=place)
            prize = euros(row.prize_cents) if row.prize_cents else ""
            if entry.prize_paid_cents is not None:
                prize = tr("{prize} (remis)").format(prize=prize) if prize else tr("remis")
            view = entrants.get(entry.entrant_id)
            cells = (place, str(entry.number), view.label if view is not None else entry.label, prize, row.lot or "")
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column in (0, 1, 3):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                item.setData(Qt.ItemDataRole.UserRole, entry.entrant_id)
                self.preview.setItem(position, column, item)
        self._update_buttons()

    def _show_places(self, sheet: PrizeSheet) -> None:
        """Before the standings: what each place would receive, with the pot taken so far, one place per team
        registered (refunded ones left out)."""
        places = sum(1 for r in sheet.rows if not r.entry.refunded)
        money = place_money(sheet.rules, sheet.pot_cents, places)
        rest = sheet.pot_cents - sum(money)
        if sheet.rules.remainder == "first" and money:
            money[0] += rest
            rest = 0
        self.summary.setText(tr("Cagnotte encaissée à ce jour {pot} · reste au club {rest} — avant le classement, "
                                "ce que recevrait chaque place").format(pot=euros(sheet.pot_cents), rest=euros(rest)))
        lots = sheet.rules.lots
        count = max((k + 1 for k, m in enumerate(money) if m), default=0)
        count = min(places, max(count, len(lots)))
        self.preview.setRowCount(count)
        for position in range(count):
            cells = (str(position + 1), "", "", euros(money[position]) if money[position] else "",
                     lots[position] if position < len(lots) else "")
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column in (0, 3):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.preview.setItem(position, column, item)
        self._update_buttons()

    def _selected_row(self) -> Any:
        items = self.preview.selectedItems()
        if not items or self.sheet is None:
            return None
        wanted = items[0].data(Qt.ItemDataRole.UserRole)
        if wanted is None:
            return None
        return next((r for r in self.sheet.rows if r.entry.entrant_id == wanted), None)

    def _update_buttons(self) -> None:
        row = self._selected_row()
        unchanged = self.saved is not None and self._typed() == self.saved
        self.paid_button.setEnabled(unchanged and row is not None and row.entry.rank is not None
                                    and row.entry.prize_paid_cents is None and (row.prize_cents > 0 or bool(row.lot)))

    def _typed(self) -> dict[str, Any] | None:
        try:
            return self.context.service.preview_prizes(self.context.tournament_id, self.rules()).rules.to_dict()
        except ServiceError:
            return None

    # -- changes -------------------------------------------------------------------------------------
    def _push(self, text: str, forward: Callable[[], object], backward: Callable[[], object]) -> bool:
        def done() -> None:
            self.changed()

        return self.context.push(ServiceCommand(text, forward, backward, reveal=lambda: None, done=done,
                                                refused=self.context.refusal(self)))

    def save(self) -> None:
        """Save the rules typed (undoable: undoing sets the former rules back)."""
        try:
            rules = self.rules()
        except ServiceError as error:
            self.error.setText(str(error))
            return
        service, tid, before = self.context.service, self.context.tournament_id, self.saved
        if self._push(tr("droits et prix du concours"),
                      lambda: service.set_prize_rules(tid, rules, expected=before),
                      lambda: service.set_prize_rules(tid, before)):
            self.saved = service.prize_rules(tid)
            self.kept = self._form()
            self.update_preview()

    def _form(self) -> tuple[object, ...]:
        """What the form shows, as typed (a value the rules would refuse included)."""
        return (self.fee.text(), self.member_fee.text(), self.pot_percent.value(), self.added.text(),
                self.split_type.currentIndex(), self.split.text(), self.round_to.currentIndex(),
                self.remainder.currentIndex(), self.ties.currentIndex(), self.lots.toPlainText())

    def reject(self) -> None:
        """Close; changes typed and not saved are lost only when the organiser says so."""
        if self._form() != self.kept and not confirm(
                self, tr("Droits et prix"), tr("Les changements des droits et des prix ne sont pas enregistrés."),
                tr("Fermer sans enregistrer")):
            return
        super().reject()

    def record_paid(self) -> None:
        """The chosen team received its prize (undoable)."""
        row = self._selected_row()
        if row is None:
            return
        service, tid, eid = self.context.service, self.context.tournament_id, row.entry.entrant_id
        made: list[CashEntry] = []

        def forward() -> None:
            made[:] = [service.record_prize_paid(tid, eid)]

        def backward() -> None:
            if made:
                service.cancel_cash_entry(tid, made[0].id or 0)

        name = row.entry.label or str(row.entry.number)
        if self._push(tr("prix remis à {name}").format(name=name), forward, backward):
            self.update_preview()
