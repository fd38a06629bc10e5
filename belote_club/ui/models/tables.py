"""The table plan of one round and where each game stands."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt

from belote_club.text import number
from belote_club.ui.models.base import RIGHT, Column, ListTableModel, bold, color
from belote_club.ui.theme import colors
from belote_club.ui.translation import QT_TR_NOOP, tr

if TYPE_CHECKING:
    from belote_club.services.views import SideView, TableView


GAME_STATE = {"pending": "À saisir", "in_progress": "En cours", "finished": "Terminée", "closed": QT_TR_NOOP("Close")}


def _score(table: TableView) -> str:
    game = table.game
    if not game.has_score:
        return ""
    return f"{number(game.totals[0])} – {number(game.totals[1])}"


def _state(table: TableView) -> str:
    game = table.game
    if game.mode == "forfeit":
        return tr("Forfait")
    text = tr(GAME_STATE.get(game.state, str(game.state)))
    if game.mode == "paper":
        text += tr(" (feuille)")
    return text


def _side(side: SideView) -> str:
    return side.numbered


class TablesModel(ListTableModel["TableView"]):
    """The tables of one round: the table plan and where each game stands."""

    columns = (
        Column("Table", lambda t: str(t.number), RIGHT),
        Column("Camp 1", lambda t: _side(t.sides[0])),
        Column("Camp 2", lambda t: _side(t.sides[1])),
        Column("Score", _score, RIGHT),
        Column(QT_TR_NOOP("Partie"), _state),
    )

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        # The tables of the round shown whose final score a camp disputed (the referee called, not answered):
        # set before ``set_rows``.
        self.contested: frozenset[int] = frozenset()

    def text(self, item: TableView, position: int, column: int) -> str:
        if column == 4 and item.number in self.contested:
            return tr("Contesté — arbitre appelé")
        return super().text(item, position, column)

    def extra(self, row: TableView, column: int, role: int) -> Any:
        game = row.game
        if row.number in self.contested and column == 4:
            if role == Qt.ItemDataRole.ForegroundRole:
                return color(colors().red)
            if role == Qt.ItemDataRole.ToolTipRole:
                return tr("Un camp conteste le score final : l’arbitre est appelé. La partie ne compte "
                          "qu’à titre provisoire tant qu’il n’a pas tranché (« Voir les appels… »).")
        if role == Qt.ItemDataRole.FontRole and column in (1, 2) and game.winner == column - 1:
            return bold()
        if role == Qt.ItemDataRole.ForegroundRole and column == 4:
            if game.state in ("finished", "closed"):
                return color(colors().green_dark)
            if game.state == "in_progress":
                return color(colors().amber)
        return None
