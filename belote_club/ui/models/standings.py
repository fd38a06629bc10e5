"""The standings after a round."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt

from belote_club.text import number, signed
from belote_club.ui.models.base import RIGHT, Column, bold, color
from belote_club.ui.models.stored import StoredTableModel
from belote_club.ui.theme import colors
from belote_club.ui.translation import QT_TR_NOOP, tr

if TYPE_CHECKING:
    from belote_club.services.views import StandingRow


def _exempt(exempts: int) -> str:
    """« 0 + exempt »: the game an exempt did not play but won is said, not left to guess."""
    if not exempts:
        return ""
    return " + " + (tr("exempt") if exempts == 1 else tr("{n} exempts").format(n=exempts))


def tied_ranks(rows: Sequence[StandingRow]) -> frozenset[int]:
    """The ranks that several rows share."""
    return frozenset(rank for rank, count in Counter(r.rank for r in rows).items() if count > 1)


class StandingsModel(StoredTableModel["StandingRow"]):
    """``colors``: entrant id → colour of its line in the chart (the chart's legend, in the table).

    Its cells are kept by Qt (:mod:`.stored`): the Classement tab is painted after every deal, and a
    refresh with as many rows (after every deal) only writes and says the rows that changed."""

    colors: dict[int, str] = {}
    stored_roles = (int(Qt.ItemDataRole.FontRole), int(Qt.ItemDataRole.ForegroundRole),
                    int(Qt.ItemDataRole.ToolTipRole))
    _individual = False

    @property
    def individual(self) -> bool:
        """Mêlée: one line per player (the third column is « Joueur »)."""
        return self._individual

    @individual.setter
    def individual(self, value: bool) -> None:
        self._individual = value
        self.set_titles()

    def title(self, column: int) -> str:
        return tr("Joueur") if column == 2 and self.individual else super().title(column)

    columns = (
        Column("Rang", lambda r: str(r.rank), RIGHT),
        Column("N°", lambda r: "" if r.number is None else str(r.number), RIGHT),
        Column("Équipe", lambda r: r.label + (tr(" (abandon)") if r.withdrawn_from_round else "")),
        Column(QT_TR_NOOP("Jouées"), lambda r: str(r.played) + _exempt(r.exempts), RIGHT),
        Column("Victoires", lambda r: str(r.wins), RIGHT),
        Column(QT_TR_NOOP("Pts de partie"), lambda r: str(r.game_points), RIGHT),
        Column("Points", lambda r: number(r.points_for), RIGHT),
        Column(QT_TR_NOOP("Contre"), lambda r: number(r.points_against), RIGHT),
        Column("Écart", lambda r: signed(r.difference), RIGHT),
    )

    #: Ranks shared by several rows (« 3 ex æquo »).
    tied: frozenset[int] = frozenset()

    def set_rows(self, rows: Sequence[StandingRow]) -> None:
        before = self.tied
        self.tied = tied_ranks(rows)
        super().set_rows(rows)
        if self.tied != before:
            # A row whose rank did not move may now share it (or no longer): its « ex æquo » changes.
            moved = before ^ self.tied
            self.rows_changed(i for i, row in enumerate(self.rows()) if row.rank in moved)

    def set_colors(self, colors: dict[int, str]) -> None:
        """The chart's legend colours (entrant id → colour); only the rows whose colour changed are said."""
        if colors == self.colors:
            return
        touched = {e for e in colors.keys() | self.colors.keys() if colors.get(e) != self.colors.get(e)}
        self.colors = colors
        self.rows_changed(i for i, row in enumerate(self.rows()) if row.entrant_id in touched)

    # Entrants who sat at a game whose score is contested (the referee called, not answered): their rows are
    # provisional until it is settled.
    provisional: frozenset[int] = frozenset()

    def set_provisional(self, entrant_ids: frozenset[int]) -> None:
        if entrant_ids == self.provisional:
            return
        touched = entrant_ids ^ self.provisional
        self.provisional = entrant_ids
        self.rows_changed(i for i, row in enumerate(self.rows()) if row.entrant_id in touched)

    def text(self, item: StandingRow, position: int, column: int) -> str:
        text = tr("{rank} ex æquo").format(rank=item.rank) if column == 0 and item.rank in self.tied else \
            super().text(item, position, column)
        if column == 0 and item.entrant_id in self.provisional:  # the name stays whole: red, and « * » here
            text += " *"
        return text

    def extra(self, row: StandingRow, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.FontRole and column in (0, 2, 6):
            return bold()
        if role == Qt.ItemDataRole.ForegroundRole and column in (0, 2) and row.entrant_id in self.provisional:
            return color(colors().red)
        if role == Qt.ItemDataRole.ForegroundRole and column == 2 and row.entrant_id in self.colors:
            return color(self.colors[row.entrant_id])
        if role == Qt.ItemDataRole.ToolTipRole:
            # The whole name first: a narrow window elides it in the middle; and what a double-click shows (the
            # table's own tooltip is hidden by the rows').
            lines = [row.label + (tr(" (abandon)") if row.withdrawn_from_round else "")]
            if row.opponents:
                lines.append(tr("Adversaires : ") + ", ".join(row.opponents))
            lines.append(tr("Double-clic : le détail manche par manche"))
            return "\n".join(lines)
        return None
