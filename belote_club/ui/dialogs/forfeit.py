"""Forfait: one side of a table gives up (a withdrawal during the round, a team gone home).  The other side is
scored as the exempt policy says, or with the totals typed here.  ``ForfeitFields`` is the form itself, also
part of the withdrawal dialog (``dialogs.withdrawal``)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from belote_club.ui.translation import tr
from belote_club.ui.widgets import grouped, label


class ForfeitFields(QWidget):
    """Who gives up (``side()``, pre-selected), and the totals typed or None (``totals_typed()``)."""

    def __init__(self, names: tuple[str, ...], parent: QWidget | None = None, *, side: int = 0) -> None:
        super().__init__(parent)
        self.loser = QComboBox()
        for index, name in enumerate(names[:2]):
            self.loser.addItem(name, index)
        self.loser.setCurrentIndex(side)
        self.typed = QCheckBox(tr("Saisir les totaux (sinon, comme pour un exempt)"))
        self.totals = [QSpinBox(), QSpinBox()]
        for spin in self.totals:
            spin.setRange(0, 20000)
            grouped(spin)
            spin.setEnabled(False)
        self.typed.toggled.connect(self._typed)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(tr("Déclare forfait"), self.loser)
        form.addRow(self.typed)
        for spin, name in zip(self.totals, names[:2], strict=False):
            form.addRow(name, spin)

    def _typed(self, on: bool) -> None:
        for spin in self.totals:
            spin.setEnabled(on)

    def side(self) -> int:
        return int(self.loser.currentData())

    def totals_typed(self) -> list[int] | None:
        return [spin.value() for spin in self.totals] if self.typed.isChecked() else None


class ForfeitDialog(QDialog):
    """``side()`` is the side that gives up (0 or 1), ``totals()`` the typed totals or None (exempt policy)."""

    def __init__(self, table_number: int, names: tuple[str, ...], parent: QWidget | None = None, *,
                 side: int = 0) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Forfait — table {n}").format(n=table_number))
        self.setMinimumWidth(460)
        self.fields = ForfeitFields(names, self, side=side)
        self.loser, self.typed, self.totals = self.fields.loser, self.fields.typed, self.fields.totals
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Annuler"))
        buttons.addButton(tr("Déclarer le forfait"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(label(tr("Le côté qui déclare forfait perd la partie ; l’autre marque ce que la politique de "
                                  "l’exempt prévoit, ou les totaux saisis ici."), "hint", wrap=True))
        layout.addWidget(self.fields)
        layout.addWidget(buttons)

    def side(self) -> int:
        return self.fields.side()

    def totals_typed(self) -> list[int] | None:
        return self.fields.totals_typed()
