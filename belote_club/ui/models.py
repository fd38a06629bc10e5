"""Table models over the services' plain views (tested without widgets, with ``qtmodeltester``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont

from belote_club.ui.text import points

T = TypeVar("T")
AnyIndex = QModelIndex | QPersistentModelIndex
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
CENTER = int(Qt.AlignmentFlag.AlignCenter)
ITEM_ROLE = Qt.ItemDataRole.UserRole


def tr(text: str) -> str:
    return QCoreApplication.translate("Models", text)


# Built once: ``data()`` is called for every visible cell at every repaint.
_BOLD: QFont | None = None
_COLORS: dict[str, QColor] = {}


def bold() -> QFont:
    global _BOLD
    if _BOLD is None:
        _BOLD = QFont()
        _BOLD.setBold(True)
    return _BOLD


def color(name: str) -> QColor:
    found = _COLORS.get(name)
    if found is None:
        found = _COLORS[name] = QColor(name)
    return found


@dataclass(frozen=True)
class Column(Generic[T]):
    title: str
    text: Callable[[T], str]
    align: int = LEFT
    sort: Callable[[T], Any] | None = None


class ListTableModel(QAbstractTableModel, Generic[T]):
    """Read-only rows of plain objects; ``ITEM_ROLE`` gives the object of a row."""

    columns: Sequence[Column[T]] = ()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[T] = []

    #: a refresh with as many rows as before only says the cells changed (views keep their scroll
    #: position and lay out nothing again); a model whose rows keep their identity may leave it False
    refresh_in_place = False

    def set_rows(self, rows: Sequence[T]) -> None:
        new = list(rows)
        if self.refresh_in_place and self._rows and len(new) == len(self._rows):
            self._rows = new
            self.dataChanged.emit(self.index(0, 0), self.index(len(new) - 1, len(self.columns) - 1))
            return
        self.beginResetModel()
        self._rows = new
        self.endResetModel()

    def rows(self) -> list[T]:
        return list(self._rows)

    def item(self, row: int) -> T:
        return self._rows[row]

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            if 0 <= section < len(self.columns):
                return tr(self.columns[section].title)
        return None

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self._rows)):
            return None
        row = self._rows[index.row()]
        column = self.columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.text(row)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return column.align
        if role == ITEM_ROLE:
            return row
        if role == Qt.ItemDataRole.InitialSortOrderRole:
            return None
        return self.extra(row, index.column(), role)

    def extra(self, row: T, column: int, role: int) -> Any:
        return None


# Status values of belote_club.tournament.model (StrEnum: equal to these strings); not imported here so
# that the home screen does not pull in the draw machinery at start-up.
STATUS = {"registration": "Inscriptions", "running": "En cours", "finished": "Clos"}


class TournamentsModel(ListTableModel[Any]):
    columns = (
        Column("Date", lambda s: s.tournament.date.strftime("%d/%m/%Y")),
        Column("Concours", lambda s: s.tournament.name),
        Column("Lieu", lambda s: s.tournament.venue),
        Column("Inscrits", lambda s: str(s.entrants), RIGHT),
        Column("Manches", lambda s: f"{s.rounds} / {s.tournament.planned_rounds}", RIGHT),
        Column("État", lambda s: tr(STATUS.get(s.tournament.status, str(s.tournament.status)))),
    )


class PlayersModel(ListTableModel[Any]):
    columns = (
        Column("Nom", lambda p: p.last_name),
        Column("Prénom", lambda p: p.first_name),
        Column("Licence", lambda p: p.licence or ""),
        Column("Club", lambda p: p.club or ""),
        Column("Téléphone", lambda p: p.phone or ""),
        Column("Courriel", lambda p: p.email or ""),
    )


def _presence(entrant: Any) -> str:
    if entrant.withdrawn_from_round is not None:
        return tr("Abandon (manche {n})").format(n=entrant.withdrawn_from_round)
    if entrant.joins_from_round > 1:
        return tr("Arrive manche {n}").format(n=entrant.joins_from_round)
    return tr("Présent") if entrant.checked_in else tr("Attendu")


def _team_name(entrant: Any) -> str:
    players = " / ".join(p.display_name for p in entrant.players)
    return "" if entrant.label == players else entrant.label


class EntrantsModel(ListTableModel[Any]):
    columns = (
        Column("N°", lambda e: "" if e.number is None else str(e.number), RIGHT),
        Column("Nom d’équipe", _team_name),
        Column("Joueurs", lambda e: " / ".join(p.display_name for p in e.players)),
        Column("Pointage", _presence),
    )

    def extra(self, row: Any, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.ForegroundRole and column == 3:
            if row.withdrawn_from_round is not None:
                return color("#b3261e")
            return color("#17553a") if row.checked_in else color("#8a6d00")
        return None


GAME_STATE = {"pending": "À saisir", "in_progress": "En cours", "finished": "Terminée", "closed": "Close"}


def _score(table: Any) -> str:
    game = table.game
    if not game.has_score:
        return ""
    return f"{points(game.totals[0])} – {points(game.totals[1])}"


def _state(table: Any) -> str:
    game = table.game
    text = tr(GAME_STATE.get(game.state, str(game.state)))
    if game.mode == "paper":
        text += tr(" (feuille)")
    return text


class TablesModel(ListTableModel[Any]):
    """The tables of one round: the table plan and where each game stands."""

    columns = (
        Column("Table", lambda t: str(t.number), RIGHT),
        Column("Camp 1", lambda t: _side(t.sides[0])),
        Column("Camp 2", lambda t: _side(t.sides[1])),
        Column("Score", _score, RIGHT),
        Column("Partie", _state),
    )

    def extra(self, row: Any, column: int, role: int) -> Any:
        game = row.game
        if role == Qt.ItemDataRole.FontRole and column in (1, 2) and game.winner == column - 1:
            return bold()
        if role == Qt.ItemDataRole.ForegroundRole and column == 4:
            if game.state in ("finished", "closed"):
                return color("#17553a")
            if game.state == "in_progress":
                return color("#8a6d00")
        return None


def _side(side: Any) -> str:
    numbers = [str(n) for n in side.numbers if n is not None]
    prefix = f"{'+'.join(numbers)} · " if numbers else ""
    return prefix + side.label


class StandingsModel(ListTableModel[Any]):
    """``colors``: entrant id → colour of its line in the chart (the chart's legend, in the table)."""

    refresh_in_place = True  # refreshed after every deal: a reset would lay out all rows again
    colors: dict[int, str] = {}
    individual = False  # mêlée: one line per player

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if self.individual and section == 2 and orientation == Qt.Orientation.Horizontal \
                and role == Qt.ItemDataRole.DisplayRole:
            return tr("Joueur")
        return super().headerData(section, orientation, role)

    columns = (
        Column("Rang", lambda r: str(r.rank), RIGHT),
        Column("N°", lambda r: "" if r.number is None else str(r.number), RIGHT),
        Column("Équipe", lambda r: r.label + (tr(" (abandon)") if r.withdrawn_from_round else "")),
        Column("Jouées", lambda r: str(r.played), RIGHT),
        Column("Victoires", lambda r: str(r.wins), RIGHT),
        Column("Pts de partie", lambda r: str(r.game_points), RIGHT),
        Column("Points", lambda r: points(r.points_for), RIGHT),
        Column("Contre", lambda r: points(r.points_against), RIGHT),
        Column("Écart", lambda r: ("+" if r.difference > 0 else "") + points(r.difference), RIGHT),
    )

    def extra(self, row: Any, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.FontRole and column in (0, 2, 6):
            return bold()
        if role == Qt.ItemDataRole.ForegroundRole and column == 2 and row.entrant_id in self.colors:
            return color(self.colors[row.entrant_id])
        if role == Qt.ItemDataRole.ToolTipRole:
            if row.opponents:
                return tr("Adversaires : ") + ", ".join(row.opponents)
        return None
