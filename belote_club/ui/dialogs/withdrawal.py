"""Abandon: an entrant withdraws, and — in the same dialog — its game in play is declared forfeit, the
withdrawing side pre-selected (issue 24: two separate steps, the second pre-selecting the wrong side).

The dialog only asks; the Équipes tab makes both changes as one undoable step (``EntrantsPanel.withdraw``)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QGroupBox, QVBoxLayout, QWidget

from belote_club.ui.dialogs.forfeit import ForfeitFields
from belote_club.ui.translation import tr
from belote_club.ui.widgets import label, plural


@dataclass(frozen=True)
class GameInPlay:
    """The withdrawing entrant's table in the round being played, its game not over."""

    round_number: int
    table_number: int
    side: int  #: the withdrawing entrant's side (0/1)
    names: tuple[str, str]
    deals: int  #: deals already entered (erased by the forfeit; the undo gives them back)


class WithdrawalDialog(QDialog):
    """``forfeit()``: None (no forfeit), else (side that gives up, totals typed or None)."""

    def __init__(self, name: str, start: int, game: GameInPlay | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Abandon"))
        self.setMinimumWidth(480)
        self.game = game
        layout = QVBoxLayout(self)
        layout.addWidget(label(tr("Abandon de « {name} » à partir de la manche {n} : elle ne sera plus tirée, ses "
                                  "parties déjà jouées comptent toujours.").format(name=name, n=start), "", wrap=True))
        self.declare = QCheckBox()
        self.fields: ForfeitFields | None = None
        if game is not None:
            box = QGroupBox(tr("Sa partie en cours : table {t} de la manche {r}").format(
                t=game.table_number, r=game.round_number))
            inner = QVBoxLayout(box)
            self.declare.setText(tr("Déclarer le forfait de cette partie"))
            self.declare.setChecked(True)
            inner.addWidget(self.declare)
            self.fields = ForfeitFields(game.names, box, side=game.side)
            inner.addWidget(self.fields)
            if game.deals:
                inner.addWidget(label(plural(
                    game.deals, tr("La donne déjà saisie sera effacée (Ctrl+Z la rend)."),
                    tr("Les {n} donnes déjà saisies seront effacées (Ctrl+Z les rend).")), "hint", wrap=True))
            inner.addWidget(label(tr("Sans forfait, la table reste à jouer et la manche suivante ne peut pas être "
                                     "tirée."), "hint", wrap=True))
            self.declare.toggled.connect(self.fields.setEnabled)
            layout.addWidget(box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Annuler"))
        self.ok = buttons.addButton(tr("Abandon à partir de la manche {n}").format(n=start),
                                    QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 — Qt override
        super().showEvent(event)
        self.ok.setFocus()  # Entrée confirms (on the check box it would untick it: ``ui.keyboard``)

    def forfeit(self) -> tuple[int, list[int] | None] | None:
        if self.fields is None or not self.declare.isChecked():
            return None
        return self.fields.side(), self.fields.totals_typed()


def ask_withdrawal(parent: QWidget, name: str, start: int,
                   game: GameInPlay | None) -> tuple[bool, tuple[int, list[int] | None] | None]:
    """The dialog, modal: whether the withdrawal is confirmed, and the forfeit asked for with it."""
    dialog = WithdrawalDialog(name, start, game, parent)
    accepted = bool(dialog.exec())
    return accepted, dialog.forfeit() if accepted else None
