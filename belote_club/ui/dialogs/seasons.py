"""The club's seasons from the Accueil: the list (create, open, rename, delete, the demonstration season), a
season's standings (live: read again while it is shown, the « non classé » apart, the counted concours marked,
a player's row opening their history), and a player's history."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QInputDialog,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from belote_club.services.errors import ServiceError
from belote_club.text import short_date
from belote_club.ui.club_history import ClubHistory
from belote_club.ui.files import document_folder, save_file_name
from belote_club.ui.translation import tr
from belote_club.ui.widgets import attempt, button, confirm, label, resize_within_screen, show_refusal

if TYPE_CHECKING:
    from belote_club.services import ClubService
    from belote_club.services.season_data import SeasonSummary, SeasonView
    from belote_club.tournament.season import Season

#: How often a shown season is read again (a concours ending on another station shows at once).
REFRESH_MS = 2000


def _item(text: str, *, right: bool = False, data: object = None, bold: bool = False,
          grey: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if data is not None:
        item.setData(Qt.ItemDataRole.UserRole, data)
    if bold:
        font = QFont(item.font())
        font.setBold(True)
        item.setFont(font)
    if grey:
        item.setForeground(QColor("#80868b"))
    return item


class RowsTable(QTableWidget):
    """A table of rows to open: Entrée (either key) on the selected row opens it, as a double-click does —
    not the dialog's default button."""

    rowOpened = Signal()

    def __init__(self, rows: int, columns: int) -> None:
        super().__init__(rows, columns)
        self.doubleClicked.connect(lambda _index: self.rowOpened.emit())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 — Qt override
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.selectionModel().hasSelection():
            self.rowOpened.emit()
            return
        super().keyPressEvent(event)


def _table(columns: list[str]) -> RowsTable:
    table = RowsTable(0, len(columns))
    table.setHorizontalHeaderLabels(columns)
    table.verticalHeader().hide()
    table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
    table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
    table.setAlternatingRowColors(True)
    return table


def dates_text(summary: SeasonSummary) -> str:
    if summary.first_date is None or summary.last_date is None:
        return tr("sans date")
    return tr("du {first} au {last}").format(first=short_date(summary.first_date), last=short_date(summary.last_date))


class SeasonsDialog(QDialog):
    """The seasons of the open file."""

    def __init__(self, service: ClubService, parent: QWidget | None = None,
                 history: ClubHistory | None = None) -> None:
        super().__init__(parent)
        self.service = service
        #: The club's undo history (the window's, kept when the dialog closes): every change made here.
        self.history = history or ClubHistory(parent=self)
        self.setWindowTitle(tr("Saisons"))
        self.table = _table([tr("Saison"), tr("Dates"), tr("Concours")])
        self.table.horizontalHeader().setSectionResizeMode(0, self.table.horizontalHeader().ResizeMode.Stretch)
        self.table.rowOpened.connect(self.open_selected)
        self.empty = label(tr("Aucune saison pour l’instant : créez-en une sur les concours déjà joués, ou essayez "
                              "la saison de démonstration."), "subtitle", wrap=True)
        buttons = QHBoxLayout()
        for text, slot, primary in ((tr("Nouvelle saison…"), self.new_season, True), (tr("Ouvrir"), self.open_selected, False),
                                    (tr("Renommer…"), self.rename, False), (tr("Supprimer…"), self.delete, False)):
            buttons.addWidget(button(text, slot, primary=primary))
        self.undo_button, self.redo_button = self.history.buttons(self)
        buttons.addWidget(self.undo_button)
        buttons.addWidget(self.redo_button)
        buttons.addStretch(1)
        buttons.addWidget(button(tr("Saison de démonstration"), self.demo))
        layout = QVBoxLayout(self)
        layout.addWidget(label(tr("Saisons du club"), "title"))
        layout.addWidget(label(tr("Une saison classe les joueurs sur plusieurs concours (un challenge, un championnat "
                                  "du club) ; son classement se recalcule à chaque résultat."), "hint", wrap=True))
        layout.addLayout(buttons)
        layout.addWidget(self.empty)
        layout.addWidget(self.table, 1)
        close = button(tr("Fermer"), self.accept)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(close)
        layout.addLayout(bottom)
        resize_within_screen(self, 760, 480)
        self.history.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        seasons = attempt(self, self.service.seasons) or []
        self.table.setRowCount(len(seasons))
        for row, summary in enumerate(seasons):
            self.table.setItem(row, 0, _item(summary.name, data=summary.id))
            self.table.setItem(row, 1, _item(dates_text(summary)))
            self.table.setItem(row, 2, _item(str(summary.concours_count), right=True))
        for column in (1, 2):  # the dates, and the count under its whole title (« Concours », « Tournaments »)
            self.table.resizeColumnToContents(column)  # (measured in the header's plain font: it is bold)
            self.table.setColumnWidth(column, self.table.columnWidth(column) + 16)
        self.empty.setVisible(not seasons)
        self.table.setVisible(bool(seasons))
        if seasons and not self.table.selectionModel().hasSelection():
            self.table.selectRow(0)

    def selected_id(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        item = self.table.item(rows[0].row(), 0)
        value = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return int(value) if value is not None else None

    def new_season(self) -> None:
        from belote_club.ui.dialogs.season_edit import SeasonDialog

        dialog = SeasonDialog(self.service, None, self)
        if dialog.exec():
            created = dialog.result_value
            sid, history = created.id, self.history
            history.record(tr("création de la saison « {name} »").format(name=created.name),
                           lambda: history.move("season", sid, self.service.create_season(
                               created.name, created.season.rules, concours=created.season.concours_ids,
                               first_date=created.season.first_date, last_date=created.season.last_date).id),
                           lambda: self.service.delete_season(history.current("season", sid)), self)
            self.show_season(history.current("season", sid))

    def open_selected(self) -> None:
        sid = self.selected_id()
        if sid is not None:
            self.show_season(sid)

    def show_season(self, season_id: int) -> None:
        dialog = SeasonStandingsDialog(self.service, season_id, self, self.history)
        dialog.exec()
        dialog.timer.stop()
        dialog.deleteLater()
        self.refresh()

    def rename(self) -> None:
        sid = self.selected_id()
        if sid is None:
            return
        current = attempt(self, lambda: self.service.season(sid))
        if current is None:
            return
        ask = QInputDialog(self)
        ask.setWindowTitle(tr("Renommer la saison"))
        ask.setLabelText(tr("Nouveau nom :"))
        ask.setTextValue(current.name)
        ask.setCancelButtonText(tr("Annuler"))
        field = ask.findChild(QLineEdit)  # (the dialog's own width follows its layout's)
        if field is not None:  # the whole title in the bar (not « Renom…te Club »), the whole name in the field
            field.setMinimumWidth(440)
        if ask.exec():
            name = ask.textValue()
            old, history = current.name, self.history
            history.push(tr("nouveau nom de la saison « {name} »").format(name=old),
                         lambda: self.service.rename_season(history.current("season", sid), name),
                         lambda: self.service.rename_season(history.current("season", sid), old), self)

    def delete(self) -> None:
        sid = self.selected_id()
        if sid is None:
            return
        current = attempt(self, lambda: self.service.season(sid))
        if current is None:
            return
        if confirm(self, tr("Supprimer la saison"), tr("Supprimer la saison « {name} » ? Ses concours restent dans "
                                                         "le fichier, seule la saison disparaît.").format(
                name=current.name), tr("Supprimer")):
            history = self.history
            history.push(tr("suppression de la saison « {name} »").format(name=current.name),
                         lambda: self.service.delete_season(history.current("season", sid)),
                         lambda: history.move("season", sid, self.service.restore_season(current.season).id), self)

    def undo(self) -> None:
        """Undo the last change of a season or a card (« Annuler », Ctrl+Z)."""
        self.history.stack.undo()

    def redo(self) -> None:
        self.history.stack.redo()

    def demo(self) -> None:
        from belote_club.services.season_demo import create_season_demo

        text = tr("La saison de démonstration ajoute au fichier huit concours déjà joués (doublettes et mêlée), leurs "
                  "joueurs fictifs et la saison qui les classe. Pour essayer sans toucher à vos données, créez "
                  "d’abord un fichier d’essai (Fichier › Nouveau…).")
        if not confirm(self, tr("Saison de démonstration"), text, tr("Créer la démonstration")):
            return
        self.setCursor(Qt.CursorShape.WaitCursor)
        try:
            report = attempt(self, lambda: create_season_demo(self.service, 8))
        finally:
            self.unsetCursor()
        self.refresh()
        if report is not None:
            self.show_season(report.season_id)


class SeasonStandingsDialog(QDialog):
    """A season's standings, read again every :data:`REFRESH_MS` while shown."""

    def __init__(self, service: ClubService, season_id: int, parent: QWidget | None = None,
                 history: ClubHistory | None = None) -> None:
        super().__init__(parent)
        self.service = service
        self.season_id = season_id
        self.history = history or ClubHistory(parent=self)
        self.view: SeasonView | None = None
        self.title = label("", "title", wrap=True)
        self.subtitle = label("", "hint", wrap=True)
        self.table = _table([])
        self.table.rowOpened.connect(self.open_history)
        self.legend = label("", "hint", wrap=True)
        buttons = QHBoxLayout()
        buttons.addWidget(button(tr("Modifier la saison…"), self.edit))
        buttons.addWidget(button(tr("Historique du joueur"), self.open_history))
        self.undo_button, self.redo_button = self.history.buttons(self)
        buttons.addWidget(self.undo_button)
        buttons.addWidget(self.redo_button)
        buttons.addStretch(1)
        buttons.addWidget(button(tr("Exporter…"), self.export))
        buttons.addWidget(button(tr("Imprimer (PDF)…"), self.print_pdf))
        buttons.addWidget(button(tr("Fermer"), self.accept))
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.legend)
        layout.addLayout(buttons)
        resize_within_screen(self, 1200, 760)
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        self.history.changed.connect(self.reread)
        self.refresh()

    def refresh(self) -> None:
        try:
            view = self.service.season_standings(self.season_id)
        except ServiceError as error:
            self.timer.stop()
            self.legend.setText(str(error))
            return
        if self.view is not None and view.standing == self.view.standing and view.summary == self.view.summary:
            return
        self.view = view
        self.setWindowTitle(tr("Saison « {name} »").format(name=view.summary.name))
        self.title.setText(tr("Classement de la saison « {name} »").format(name=view.summary.name))
        self.subtitle.setText(dates_text(view.summary))
        self._fill(view)

    def _fill(self, view: SeasonView) -> None:
        from belote_club.services.season_data import row_names

        concours = view.standing.concours
        headers = [tr("Rang"), tr("Joueurs") if view.rules.ranking == "teams" else tr("Joueur"), tr("Conc."),
                   tr("Vict."), tr("Pour"), tr("Total")]
        headers += [tr("C{i}").format(i=i) + ("*" if c.id in view.standing.provisional else "")
                    for i, c in enumerate(concours, 1)]
        selected = self.selected_ids()
        self.table.clear()
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        for i, c in enumerate(concours, 6):
            header = self.table.horizontalHeaderItem(i)
            if header is not None:
                header.setToolTip(f"{c.name}, {short_date(c.date)}")
        ranked = [line for line in view.lines if line.rank is not None]
        unranked = [line for line in view.lines if line.rank is None]
        rows = len(ranked) + (len(unranked) + 1 if unranked else 0)
        self.table.setRowCount(rows)
        row = 0
        for group, is_ranked in ((ranked, True), (unranked, False)):
            if not is_ranked and group:
                heading = _item(tr("Non classés (moins de {n} concours)").format(n=view.rules.min_concours), bold=True)
                self.table.setItem(row, 0, _item(""))
                self.table.setItem(row, 1, heading)
                row += 1
            for line in group:
                rank = "–" if line.rank is None else str(line.rank) + (" " + tr("ex æquo") if line.tied else "")
                self.table.setItem(row, 0, _item(rank, right=True, data=line.ids))
                self.table.setItem(row, 1, _item(row_names(line, view.players, sort_names=False), bold=is_ranked,
                                                 data=line.ids))
                for column, value in enumerate((line.concours, line.wins, line.points_for, line.total), 2):
                    self.table.setItem(row, column, _item(str(value), right=True, bold=column == 5))
                points = {p.concours_id: p for p in line.by_concours}
                for column, c in enumerate(concours, 6):
                    got = points.get(c.id)
                    text = "" if got is None else (str(got.points) if got.counted else f"({got.points})")
                    self.table.setItem(row, column, _item(text, right=True, grey=got is not None and not got.counted))
                if line.ids == selected:
                    self.table.selectRow(row)
                row += 1
        self.table.resizeColumnsToContents()
        legend = [tr("Entre parenthèses : un concours qui ne compte pas (au-delà des meilleurs concours).")] \
            if view.rules.best_of is not None else []
        if view.standing.provisional:
            legend.append(tr("* : concours pas encore terminé, compté provisoirement."))
        legend.append(tr("Double-clic ou Entrée sur un joueur : son historique."))
        self.legend.setText(" ".join(legend))

    def selected_ids(self) -> tuple[int, ...] | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows:
            return None
        item = self.table.item(rows[0].row(), 1)
        value = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return tuple(value) if value else None

    def open_history(self) -> None:
        ids = self.selected_ids()
        if ids:
            for pid in ids:
                PlayerHistoryDialog(self.service, pid, self.season_id, self).exec()

    def edit(self) -> None:
        from belote_club.ui.dialogs.season_edit import SeasonDialog

        history, sid = self.history, self.season_id
        summary = attempt(self, lambda: self.service.season(history.current("season", sid)))
        if summary is None:
            return
        dialog = SeasonDialog(self.service, summary, self)
        if dialog.exec():
            before, after = summary.season, dialog.result_value.season

            def put(season: Season) -> object:
                return self.service.update_season(history.current("season", sid), name=season.name,
                                                  dates=(season.first_date, season.last_date), rules=season.rules,
                                                  concours=season.concours_ids)

            history.record(tr("modification de la saison « {name} »").format(name=after.name),
                           lambda: put(after), lambda: put(before), self)

    def reread(self) -> None:
        """Read the season again at once (a change made, undone or redone)."""
        self.season_id = self.history.current("season", self.season_id)
        self.view = None
        self.refresh()

    def export(self) -> None:
        """The season in JSON or CSV (SEASON.md §3), as the command line writes it."""
        from belote_club.services.export import to_json
        from belote_club.services.season_data import season_csv, season_json

        def write(view: SeasonView, path: Path) -> None:  # (the name says which: « .csv », else JSON)
            csv = path.suffix.lower() == ".csv"
            path.write_text(season_csv(view) if csv else to_json(season_json(view)), encoding="utf-8")

        self._save(tr("Exporter la saison"), ".json", tr("JSON (*.json);;CSV (*.csv)"), write)

    def print_pdf(self) -> None:
        from belote_club.reports.season import render_season

        club = attempt(self, lambda: self.service.club().name) or ""
        self._save(tr("Imprimer la saison"), ".pdf", tr("PDF (*.pdf)"),
                   lambda view, path: render_season(view, path, club=club))

    def _save(self, title: str, suffix: str, filters: str, write: Callable[[SeasonView, Path], object]) -> None:
        """Ask where (in French, in the folder last written to, else the open file's), then ``write`` there;
        a file that cannot be written is said."""
        if self.view is None:
            return
        view = self.view
        name = view.summary.name.replace("/", "-") + suffix
        path = save_file_name(self, title, str(document_folder(self.service) / name), filters)
        if not path:
            return
        try:
            write(view, Path(path))
        except OSError as error:
            show_refusal(self, ServiceError(tr("Écriture impossible : {reason}").format(reason=error.strerror or error)))


class PlayerHistoryDialog(QDialog):
    """Every concours a player played: date, partner, number, rank, games won, points, season points."""

    def __init__(self, service: ClubService, player_id: int, season_id: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        player = attempt(self, lambda: service.player(player_id))
        lines = attempt(self, lambda: service.player_history(player_id, season_id=season_id)) or []
        name = player.display_name if player is not None else str(player_id)
        # With « meilleurs concours », a concours the season does not count for this player: in grey, in brackets.
        view = attempt(self, lambda: service.season_standings(season_id)) if season_id is not None else None
        counted = {p.concours_id: p.counted for line in (view.lines if view is not None else ())
                   if player_id in line.ids for p in line.by_concours}
        self.setWindowTitle(tr("Historique de {name}").format(name=name))
        table = _table([tr("Date"), tr("Concours"), tr("Partenaire"), tr("N°"), tr("Rang"), tr("Vict."), tr("Points"),
                        tr("Points de saison")])
        table.setRowCount(len(lines))
        for row, line in enumerate(lines):
            partner = line.partner.display_name if line.partner else (tr("partenaires tirés") if line.format == "melee"
                                                                       else "")
            cells = [(short_date(line.date), False), (line.name, False), (partner, False),
                     ("" if line.number is None else str(line.number), True),
                     ("" if line.rank is None else str(line.rank), True), (str(line.wins), True),
                     (str(line.points_for), True),
                     ("" if line.season_points is None else str(line.season_points)
                      if counted.get(line.concours_id, True) else f"({line.season_points})", True)]
            for column, (text, right) in enumerate(cells):
                table.setItem(row, column, _item(text, right=right, grey=text.startswith("(")))
        table.resizeColumnsToContents()
        layout = QVBoxLayout(self)
        layout.addWidget(label(tr("Historique de {name}").format(name=name), "title"))
        layout.addWidget(label(tr("{n} concours joués.").format(n=len(lines)) if len(lines) > 1 else
                               tr("{n} concours joué.").format(n=len(lines)), "hint"))
        layout.addWidget(table, 1)
        if not all(counted.values()):
            layout.addWidget(label(tr("Entre parenthèses : un concours qui ne compte pas (au-delà des meilleurs "
                                      "concours)."), "hint", wrap=True))
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(button(tr("Fermer"), self.accept))
        layout.addLayout(bottom)
        resize_within_screen(self, 900, 520)
