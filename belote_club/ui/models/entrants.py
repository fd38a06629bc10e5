"""The teams (or players, in a mêlée) registered in a concours, with where each stands."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt

from belote_club.ui.models.base import RIGHT, Column, ListTableModel, color
from belote_club.ui.theme import colors
from belote_club.ui.translation import QT_TR_NOOP, tr

if TYPE_CHECKING:
    from belote_club.services.views import EntrantView


#: The column of the entry fee (the cash desk's).
MONEY_COLUMN = 4


def _presence(entrant: EntrantView) -> str:
    if entrant.withdrawn_from_round is not None:
        return tr("Abandon (manche {n})").format(n=entrant.withdrawn_from_round)
    if entrant.joins_from_round > 1:
        return tr("Arrive manche {n}").format(n=entrant.joins_from_round)
    return tr("Présent") if entrant.checked_in else tr("Attendu")


def _team_name(entrant: EntrantView) -> str:
    players = " / ".join(p.display_name for p in entrant.players)
    return "" if entrant.label == players else entrant.label


class EntrantsModel(ListTableModel["EntrantView"]):
    columns = (
        Column("N°", lambda e: "" if e.number is None else str(e.number), RIGHT),
        Column(QT_TR_NOOP("Nom d’équipe"), _team_name),
        Column("Joueurs", lambda e: " / ".join(p.display_name for p in e.players)),
        Column(QT_TR_NOOP("Pointage"), _presence),
        Column(QT_TR_NOOP("Droits"), lambda _e: ""),
    )

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        #: Entrant id → its entry fee as the cash desk says it (« Payé · chèque », « Doit 14,00 € »…); empty
        #: without prize rules.
        self.money: dict[int, str] = {}
        self.owing: set[int] = set()

    def set_money(self, money: dict[int, str], owing: set[int]) -> None:
        """What each entrant's « Droits » cell says, and who still owes (shown in amber)."""
        if money == self.money and owing == self.owing:
            return
        self.money, self.owing = money, owing
        self.rows_changed(range(len(self.rows())))

    def text(self, item: EntrantView, position: int, column: int) -> str:
        if column == MONEY_COLUMN:
            return self.money.get(item.entrant_id, "")
        return super().text(item, position, column)

    def extra(self, row: EntrantView, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.ForegroundRole and column == MONEY_COLUMN and row.entrant_id in self.owing:
            return color(colors().amber)
        if role == Qt.ItemDataRole.ForegroundRole and column == 3:
            if row.withdrawn_from_round is not None:
                return color(colors().red)
            return color(colors().green_dark) if row.checked_in else color(colors().amber)
        return None
