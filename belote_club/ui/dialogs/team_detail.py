"""One entrant's games, round by round (double-click in the standings)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from belote_club.text import number
from belote_club.ui.translation import tr
from belote_club.ui.widgets import button, label, plural

if TYPE_CHECKING:
    from belote_club.services import ClubService
    from belote_club.services.views import StandingRow


class TeamDetailDialog(QDialog):
    """One entrant's games, round by round: table, opponent, score, result."""

    def __init__(self, service: ClubService, tournament_id: int, row: StandingRow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("{rank}. {name} — manche par manche").format(rank=row.rank, name=row.label))
        self.resize(760, 360)
        # A mêlée player changes partner every round: who it was belongs in the detail (« avec qui ? »).
        melee = False
        headers = [tr("Manche"), tr("Table"), tr("Adversaire"), tr("Score"), tr("Résultat")]
        rounds = service.rounds(tournament_id)
        if any(len(side.entrant_ids) > 1 for rnd in rounds for table in rnd.tables for side in table.sides):
            melee = True
            headers.insert(2, tr("Partenaire"))
        self.table = QTableWidget(0, len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        lines: list[tuple[str, ...]] = []
        for rnd in rounds:
            found = False
            for table in rnd.tables:
                for index, side in enumerate(table.sides):
                    if row.entrant_id in side.entrant_ids:
                        found = True
                        game = table.game
                        other = table.sides[1 - index].label
                        score = (f"{number(game.totals[index])} – {number(game.totals[1 - index])}"
                                 if game.has_score else "")
                        if game.winner is None:
                            result = tr("en cours") if game.has_score and not game.finished else ""
                            if game.finished and game.winner is None:
                                result = tr("nul")
                        else:
                            result = tr("gagnée") if game.winner == index else tr("perdue")
                        line: list[str] = [str(rnd.number), str(table.number), other, score, result]
                        if melee:
                            line.insert(2, " / ".join(
                                player.display_name for entrant, player in zip(side.entrant_ids, side.players, strict=False)
                                if entrant != row.entrant_id))
                        lines.append(tuple(line))
            if not found and any(e.entrant_id == row.entrant_id for e in rnd.exempts):
                lines.append((str(rnd.number), "—", *([""] if melee else []), tr("exempt"), "", ""))
        self.table.setRowCount(len(lines))
        for r, cells in enumerate(lines):
            for c, value in enumerate(cells):
                self.table.setItem(r, c, QTableWidgetItem(value))
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        summary = label(", ".join((
            plural(row.played, tr("{n} partie"), tr("{n} parties")),
            plural(row.wins, tr("{n} victoire"), tr("{n} victoires")),
            tr("{pf} points marqués, {pa} encaissés").format(pf=number(row.points_for), pa=number(row.points_against)),
        )), "subtitle")
        layout = QVBoxLayout(self)
        layout.addWidget(summary)
        layout.addWidget(self.table)
        layout.addWidget(button(tr("Fermer"), self.accept))
