"""A season's form: name, dates, rules (a preset, then option by option with a plain-French explanation), its
concours (those of the season's dates offered), and a live preview of the standings over them."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDate, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from belote_club.i18n import gettext
from belote_club.services.errors import ServiceError
from belote_club.text import short_date
from belote_club.ui.dialogs.base import DateEdit, ServiceDialog
from belote_club.ui.translation import QT_TR_NOOP, tr
from belote_club.ui.widgets import label, resize_within_screen

if TYPE_CHECKING:
    from belote_club.services import ClubService
    from belote_club.services.season_data import SeasonSummary, SeasonView

#: per_game keys with their labels.
GAME_FIELDS = (("won", QT_TR_NOOP("Partie gagnée")), ("drawn", QT_TR_NOOP("Partie nulle")),
               ("lost", QT_TR_NOOP("Partie perdue")), ("exempt", QT_TR_NOOP("Exempt")),
               ("forfeit_won", QT_TR_NOOP("Gagnée par forfait")), ("forfeit_lost", QT_TR_NOOP("Perdue par forfait")))
SCORES = (("none", QT_TR_NOOP("rien")), ("points_for", QT_TR_NOOP("les points marqués")),
          ("difference", QT_TR_NOOP("la différence (pour − contre)")))
TIE_BREAKS = ((["concours", "wins", "points_for", "name"],
               QT_TR_NOOP("plus de concours joués, puis de parties gagnées, puis de points marqués, puis le nom")),
              (["wins", "points_for", "name"], QT_TR_NOOP("plus de parties gagnées, puis de points marqués, puis le nom")),
              (["points_for", "name"], QT_TR_NOOP("plus de points marqués, puis le nom")),
              (["concours", "wins", "points_for", "shared"],
               QT_TR_NOOP("concours, parties gagnées, points marqués ; sinon ex æquo")),
              (["shared"], QT_TR_NOOP("aucun départage : ex æquo")))
PREVIEW_ROWS = 12


def _spin(low: int, high: int, value: int) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setValue(value)
    return spin


class SeasonDialog(ServiceDialog):
    """Create a season (``summary`` None) or change one: OK saves name, dates, rules and concours."""

    def __init__(self, service: ClubService, summary: SeasonSummary | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(tr("Nouvelle saison") if summary is None else tr("Saison « {name} »").format(
            name=summary.name), parent)
        self.service = service
        self.summary = summary
        self.name = QLineEdit(summary.name if summary else "")
        self.form.addRow(tr("&Nom"), self.name)
        today = dt.date.today()
        first = summary.season.first_date if summary and summary.season.first_date else dt.date(today.year, 1, 1)
        last = summary.season.last_date if summary and summary.season.last_date else dt.date(today.year, 12, 31)
        self.dated = QCheckBox(tr("Dates de la saison"))
        self.dated.setChecked(summary is None or summary.season.first_date is not None)
        self.first, self.last = DateEdit(), DateEdit()
        for edit, day in ((self.first, first), (self.last, last)):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("dd/MM/yyyy")
            edit.setDate(QDate(day.year, day.month, day.day))
            edit.dateChanged.connect(self._dates_changed)
        self.dated.toggled.connect(self._dates_changed)
        dates = QHBoxLayout()
        for widget in (self.dated, self.first, label(tr("au")), self.last):
            dates.addWidget(widget)
        dates.addStretch(1)
        self.form.addRow(tr("Dates"), dates)
        self.preset = QComboBox()
        self.preset.addItem(tr("Choisir un préréglage…"), None)
        for preset in service.season_presets():
            self.preset.addItem(gettext(preset.title), preset)
        self.preset.activated.connect(self._apply_preset)
        self.preset_text = label("", "hint", wrap=True)
        self.form.addRow(tr("Préréglage"), self.preset)
        self.form.addRow("", self.preset_text)
        self.preset_text.hide()
        self._build_options()
        self._build_concours()
        self.preview = QTableWidget(0, 5)
        self.preview.setHorizontalHeaderLabels([tr("Rang"), tr("Joueur"), tr("Conc."), tr("Vict."), tr("Total")])
        self.preview.verticalHeader().hide()
        self.preview.horizontalHeader().setStretchLastSection(False)
        self.preview.horizontalHeader().setSectionResizeMode(1, self.preview.horizontalHeader().ResizeMode.Stretch)
        self.preview_note = label("", "hint", wrap=True)
        right = QVBoxLayout()
        right.addWidget(label(tr("Concours de la saison"), "subtitle"))
        right.addWidget(self.concours, 1)
        right.addWidget(label(tr("Aperçu du classement"), "subtitle"))
        right.addWidget(self.preview, 2)
        right.addWidget(self.preview_note)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.options)
        body = QHBoxLayout()
        body.addWidget(scroll, 3)
        body.addLayout(right, 2)
        outer = self.layout()
        assert isinstance(outer, QVBoxLayout)
        outer.insertLayout(1, body, 1)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(250)
        self.timer.timeout.connect(self._preview)
        self._load_rules(dict(summary.season.rules) if summary else {})
        resize_within_screen(self, 1100, 720)
        self._changed()

    # ------------------------------------------------------------------ building

    def _build_options(self) -> None:
        self.options = QWidget()
        layout = QVBoxLayout(self.options)
        self.ranking = QComboBox()
        self.ranking.addItem(tr("chaque joueur"), "players")
        self.ranking.addItem(tr("chaque paire de joueurs (doublettes seulement)"), "teams")
        self.games = {key: _spin(0, 1000, 0) for key, _text in GAME_FIELDS}
        self.per_concours = _spin(0, 1000, 0)
        self.places = QLineEdit()
        self.places.setPlaceholderText(tr("par exemple : 25, 20, 16, 13, 11"))
        self.score = QComboBox()
        for key, text in SCORES:
            self.score.addItem(tr(text), key)
        self.divisor = _spin(1, 1000, 1)
        self.best = QCheckBox(tr("Meilleurs concours seulement"))
        self.best_of = _spin(1, 1000, 6)
        self.min_concours = _spin(0, 1000, 0)
        self.unfinished = QCheckBox(tr("Compter les concours en cours"))
        self.ties = QComboBox()
        for keys, text in TIE_BREAKS:
            self.ties.addItem(tr(text), keys)
        sections: list[tuple[str, str, list[tuple[str, QWidget]]]] = [
            (tr("Qui est classé"), tr("Chaque joueur gagne les points de son équipe, même si ses partenaires changent "
                                      "d’un concours à l’autre ; ou chaque paire de joueurs est classée à part."),
             [(tr("Classer"), self.ranking)]),
            (tr("Points par partie"), tr("À chaque partie de chaque concours, selon son résultat pour l’équipe."),
             [(tr(text), self.games[key]) for key, text in GAME_FIELDS]),
            (tr("Participation et places"), tr("Des points pour être venu, et selon la place finale dans le concours "
                                               "(le premier nombre au premier, le deuxième au deuxième…)."),
             [(tr("Par concours joué"), self.per_concours), (tr("Par place"), self.places)]),
            (tr("Points du concours"), tr("Ajouter les points du classement du concours, divisés par un nombre "
                                          "(arrondi à l’entier inférieur)."),
             [(tr("Ajouter"), self.score), (tr("Divisés par"), self.divisor)]),
            (tr("Concours comptés"), tr("Seuls les meilleurs concours de chacun peuvent compter ; qui a joué moins "
                                        "de concours que le minimum est listé à part, « non classé »."),
             [("", self.best), (tr("Nombre"), self.best_of), (tr("Minimum pour être classé"), self.min_concours),
              ("", self.unfinished)]),
            (tr("Départage"), tr("Entre totaux égaux."), [(tr("Ordre"), self.ties)]),
        ]
        for title, explanation, rows in sections:
            box = QGroupBox(title)
            form = QFormLayout(box)
            form.addRow(label(explanation, "hint", wrap=True))
            for text, widget in rows:
                form.addRow(text, widget)
            layout.addWidget(box)
        layout.addStretch(1)
        for spin in (*self.games.values(), self.per_concours, self.divisor, self.best_of, self.min_concours):
            spin.valueChanged.connect(self._changed)
        for combo in (self.ranking, self.score, self.ties):
            combo.currentIndexChanged.connect(self._changed)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(14)
        for check in (self.best, self.unfinished):
            check.toggled.connect(self._changed)
        self.best.toggled.connect(self.best_of.setEnabled)  # the number counts only with its box ticked
        self.best_of.setEnabled(False)
        self.places.textChanged.connect(self._changed)

    def _build_concours(self) -> None:
        self.concours = QListWidget()
        self.concours.setWordWrap(True)
        self.concours.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        held = set(self.summary.season.concours_ids) if self.summary else set()
        for item in sorted(self.service.tournaments(), key=lambda s: (s.tournament.date, s.tournament.id or 0)):
            tournament = item.tournament
            kind = tr("doublettes") if tournament.format.value == "doublettes" else tr("mêlée")
            entry = QListWidgetItem(tr("{date} — {name} ({kind})").format(date=short_date(tournament.date),
                                                                      name=tournament.name, kind=kind)
                                    if kind not in tournament.name else
                                    tr("{date} — {name}").format(date=short_date(tournament.date), name=tournament.name))
            entry.setData(Qt.ItemDataRole.UserRole, (tournament.id, tournament.date))
            entry.setFlags(entry.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            entry.setCheckState(Qt.CheckState.Checked if tournament.id in held else Qt.CheckState.Unchecked)
            self.concours.addItem(entry)
        self.concours.itemChanged.connect(lambda _item: self._changed())
        if self.summary is None:
            self._dates_changed()

    # ------------------------------------------------------------------ rules ⇄ widgets

    def _load_rules(self, rules: dict[str, Any]) -> None:
        per_game = {"won": 1, "drawn": 0, "lost": 0, "exempt": 1, "forfeit_won": 1, "forfeit_lost": 0,
                    **rules.get("per_game", {})}
        for key, spin in self.games.items():
            spin.setValue(int(per_game[key]))
        self.ranking.setCurrentIndex(max(0, self.ranking.findData(rules.get("ranking", "players"))))
        self.per_concours.setValue(int(rules.get("per_concours", 0)))
        self.places.setText(", ".join(str(v) for v in rules.get("place_points", [])))
        self.score.setCurrentIndex(max(0, self.score.findData(rules.get("score", "none"))))
        self.divisor.setValue(int(rules.get("score_divisor", 1)))
        self.best.setChecked(rules.get("best_of") is not None)
        self.best_of.setValue(int(rules.get("best_of") or 6))
        self.min_concours.setValue(int(rules.get("min_concours", 0)))
        self.unfinished.setChecked(bool(rules.get("count_unfinished", False)))
        ties = rules.get("tie_breaks", ["concours", "wins", "points_for", "name"])
        index = next((i for i, (keys, _t) in enumerate(TIE_BREAKS) if keys == list(ties)), 0)
        self.ties.setCurrentIndex(index)

    def rules(self) -> dict[str, Any]:
        """The rules as the widgets say them (a bad « par place » list is refused by the service, naming it)."""
        places: list[Any] = []
        for part in self.places.text().replace(";", ",").split(","):
            part = part.strip()
            if part:
                places.append(int(part) if part.isdigit() else part)
        return {
            "ranking": self.ranking.currentData(),
            "per_game": {key: spin.value() for key, spin in self.games.items()},
            "per_concours": self.per_concours.value(),
            "place_points": places,
            "score": self.score.currentData(),
            "score_divisor": self.divisor.value(),
            "best_of": self.best_of.value() if self.best.isChecked() else None,
            "min_concours": self.min_concours.value(),
            "count_unfinished": self.unfinished.isChecked(),
            "tie_breaks": list(self.ties.currentData()),
        }

    def chosen(self) -> list[int]:
        ids = []
        for row in range(self.concours.count()):
            item = self.concours.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                ids.append(int(item.data(Qt.ItemDataRole.UserRole)[0]))
        return ids

    def dates(self) -> tuple[dt.date | None, dt.date | None]:
        if not self.dated.isChecked():
            return None, None
        return self.first.date().toPython(), self.last.date().toPython()  # type: ignore[return-value]

    # ------------------------------------------------------------------ reactions

    def _apply_preset(self) -> None:
        preset = self.preset.currentData()
        if preset is None:
            return
        self.preset_text.setText(gettext(preset.description))
        self.preset_text.show()
        self._load_rules(dict(preset.rules))
        self._changed()

    def _dates_changed(self) -> None:
        """New concours of the season's dates are offered: ticked when the dates change (creating), marked when
        changing a season."""
        self.first.setEnabled(self.dated.isChecked())
        self.last.setEnabled(self.dated.isChecked())
        if not hasattr(self, "concours"):
            return
        first, last = self.dates()
        self.concours.blockSignals(True)
        for row in range(self.concours.count()):
            item = self.concours.item(row)
            day = item.data(Qt.ItemDataRole.UserRole)[1]
            inside = first is not None and last is not None and first <= day <= last
            if self.summary is None:
                item.setCheckState(Qt.CheckState.Checked if inside else Qt.CheckState.Unchecked)
            font = item.font()
            font.setBold(inside and item.checkState() != Qt.CheckState.Checked)
            item.setFont(font)
        self.concours.blockSignals(False)
        self._changed()

    def _changed(self) -> None:
        if hasattr(self, "timer"):
            self.timer.start()

    def _preview(self) -> None:
        try:
            view = self.service.season_preview(self.rules(), self.chosen())
        except ServiceError as error:
            self.preview.setRowCount(0)
            self.preview_note.setText(str(error))
            return
        self.error.clear()
        self._fill_preview(view)

    def _fill_preview(self, view: SeasonView) -> None:
        from belote_club.services.season_data import row_names

        lines = view.lines[:PREVIEW_ROWS]
        who = self.preview.horizontalHeaderItem(1)
        if who is not None:
            who.setText(tr("Joueurs") if view.rules.ranking == "teams" else tr("Joueur"))
        self.preview.setRowCount(len(lines))
        for row, line in enumerate(lines):
            cells = ["–" if line.rank is None else str(line.rank), row_names(line, view.players, sort_names=False),
                     str(line.concours), str(line.wins), str(line.total)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                if column != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.preview.setItem(row, column, item)
        self.preview.resizeColumnsToContents()
        counted = len(view.standing.concours)
        self.preview_note.setText(tr("Sur {n} concours terminés, {rows} lignes ; les {shown} premières.").format(
            n=counted, rows=len(view.lines), shown=len(lines)) if view.lines else
            tr("Aucun concours terminé parmi ceux cochés : le classement apparaîtra avec le premier."))

    def fit_contents(self) -> None:
        """A refusal takes its line from the room of the concours list and the preview (they scroll): the form
        grows only when its minimum needs it, and never past the screen (1024×600: OK stays in reach)."""
        hint = self.minimumSizeHint()
        if hint.height() > self.height() or hint.width() > self.width():
            resize_within_screen(self, max(hint.width(), self.width()), max(hint.height(), self.height()))

    # ------------------------------------------------------------------ OK

    def run(self) -> SeasonSummary:
        first, last = self.dates()
        rules, ids = self.rules(), self.chosen()
        if self.summary is None:
            return self.service.create_season(self.name.text(), rules, concours=ids, first_date=first, last_date=last)
        return self.service.update_season(self.summary.id, name=self.name.text(), dates=(first, last), rules=rules,
                                          concours=ids)
