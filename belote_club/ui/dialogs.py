"""Dialogs: new tournament, tournament settings, player, team, CSV import, paper totals."""

from __future__ import annotations

import datetime as dt
from typing import Any

from PySide6.QtCore import QCoreApplication, QDate, QEvent, QSortFilterProxyModel, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from belote_club.services.errors import ServiceError, StaleGameError
from belote_club.tournament.model import RANKING_PRESETS, ExemptKind, ExemptPolicy, Format, PairingMethod
from belote_club.ui.models import PlayersModel
from belote_club.ui.widgets import criteria_names, label, set_role, table_view


def tr(text: str) -> str:
    return QCoreApplication.translate("Dialogs", text)


class DateEdit(QDateEdit):
    """A date field that Tab leaves: a QDateEdit moves Tab from day to month to year first, so the secretary
    tabbing through a form typed the venue into the month and changed the year with an arrow key.  The day,
    month and year are still reached with the arrows or by typing the date with its « / »."""

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 — Qt override
        widget: QWidget = self
        while True:
            widget = widget.nextInFocusChain() if next else widget.previousInFocusChain()
            if widget is self:
                return False
            if (self.isAncestorOf(widget) or widget.window() is not self.window() or not widget.isVisible()
                    or not widget.isEnabled() or not widget.focusPolicy() & Qt.FocusPolicy.TabFocus):
                continue
            widget.setFocus(Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason)
            return True


class ServiceDialog(QDialog):
    """A form whose OK runs a service call; a refusal is shown in the dialog, which stays open."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(480)
        self.form = QFormLayout()
        self.error = label("", "error", wrap=True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Annuler"))
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.result_value: Any = None
        self._focus_set = False

    def fields(self) -> list[QWidget]:
        """The form's focusable widgets, top to bottom (inside a composite field such as a player picker,
        its own focusable children in order)."""
        found: list[QWidget] = []

        def collect(widget: QWidget) -> None:
            if widget.isHidden():
                return
            if widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
                found.append(widget)
                return
            for child in widget.children():
                if isinstance(child, QWidget):
                    collect(child)

        for row in range(self.form.rowCount()):
            for role in (QFormLayout.ItemRole.FieldRole, QFormLayout.ItemRole.SpanningRole):
                item = self.form.itemAt(row, role)
                if item is not None and item.widget() is not None:
                    collect(item.widget())
        return found

    def showEvent(self, event: Any) -> None:  # noqa: N802 — Qt override
        super().showEvent(event)
        if self._focus_set:
            return
        self._focus_set = True
        # The buttons were made before the form's fields: without this, Tab starts on « OK » and the first
        # key typed (a space) would accept an empty form.  The fields come first, the buttons last.
        chain = self.fields() + [b for b in self.buttons.buttons() if b.focusPolicy() & Qt.FocusPolicy.TabFocus]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)
        if chain:
            chain[0].setFocus(Qt.FocusReason.TabFocusReason)

    def fit_contents(self) -> None:
        """Grow to show a message that appeared (warnings, refusal), never shrink under the user's size."""
        hint = self.sizeHint()
        if hint.height() > self.height() or hint.width() > self.width():
            self.resize(max(hint.width(), self.width()), max(hint.height(), self.height()))

    def run(self) -> Any:
        raise NotImplementedError

    def _accept(self) -> None:
        try:
            self.result_value = self.run()
        except ServiceError as error:
            self.error.setText(str(error))
            self.fit_contents()
            return
        self.accept()


class TournamentDialog(ServiceDialog):
    """Create a tournament (``tournament`` None) or change its settings."""

    def __init__(self, service: Any, tournament: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(tr("Nouveau concours") if tournament is None else tr("Réglages du concours"), parent)
        self.service = service
        self.tournament = tournament
        self.name = QLineEdit(tournament.name if tournament else "")
        self.name.setPlaceholderText(tr("Concours du samedi"))
        self.date = DateEdit(QDate(tournament.date) if tournament else QDate.currentDate())
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("dd/MM/yyyy")
        self.venue = QLineEdit(tournament.venue if tournament else "")
        self.format = QComboBox()
        self.format.addItem(tr("Doublettes (équipes inscrites)"), Format.DOUBLETTES.value)
        self.format.addItem(tr("Mêlée (joueurs seuls, partenaires tirés)"), Format.MELEE.value)
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 30)
        self.rounds.setValue(tournament.planned_rounds if tournament else 4)
        self.pairing = QComboBox()
        self.pairing.addItem(tr("Selon le classement (1 contre 2…)"), PairingMethod.RANKING.value)
        self.pairing.addItem(tr("Au hasard"), PairingMethod.RANDOM.value)
        self.ranking = QComboBox()
        self.ranking.addItem(tr("Points, puis victoires"), "points")
        self.ranking.addItem(tr("Victoires, puis points, puis écart"), "victoires")
        self.preset = QComboBox()
        if tournament is None:
            for preset in service.presets():
                self.preset.addItem(preset.title, preset.name)
            self.preset.setCurrentIndex(max(0, self.preset.findData("concours")))
        else:
            self.format.setCurrentIndex(max(0, self.format.findData(tournament.format.value)))
            self.pairing.setCurrentIndex(max(0, self.pairing.findData(tournament.pairing.value)))
            criteria = tuple(tournament.ranking_criteria)
            preset = next((name for name, keys in RANKING_PRESETS.items() if tuple(keys) == criteria), None)
            if preset is None:  # criteria set otherwise (services, import): kept as they are unless changed
                self.ranking.addItem(tr("Personnalisé : {keys}").format(keys=criteria_names(criteria)),
                                     [k.value for k in criteria])
                self.ranking.setCurrentIndex(self.ranking.count() - 1)
            else:
                self.ranking.setCurrentIndex(max(0, self.ranking.findData(preset)))
        policy = tournament.exempt_policy if tournament else ExemptPolicy()
        self.exempt = QComboBox()
        self.exempt.addItem(tr("Partie gagnée, avec des points fixes"), ExemptKind.FIXED_WIN.value)
        self.exempt.addItem(tr("Partie gagnée, avec la moyenne des points de la manche"),
                            ExemptKind.ROUND_AVERAGE.value)
        self.exempt.addItem(tr("Moitié des points d’une partie, sans victoire"), ExemptKind.HALF_GAME.value)
        self.exempt.addItem(tr("Rien"), ExemptKind.NOTHING.value)
        self.exempt.setCurrentIndex(max(0, self.exempt.findData(ExemptKind(policy.kind).value)))
        self.exempt_points = QSpinBox()
        self.exempt_points.setRange(0, 20000)
        self.exempt_points.setGroupSeparatorShown(True)
        self.exempt_points.setValue(policy.amount)
        self.exempt.currentIndexChanged.connect(self._exempt_changed)
        self._exempt_changed()
        self.form.addRow(tr("&Nom"), self.name)
        self.form.addRow(tr("&Date"), self.date)
        self.form.addRow(tr("&Lieu"), self.venue)
        self.form.addRow(tr("&Formule"), self.format)
        self.form.addRow(tr("&Manches prévues"), self.rounds)
        self.form.addRow(tr("&Tirage"), self.pairing)
        self.form.addRow(tr("&Classement"), self.ranking)
        self.form.addRow(tr("E&xempt"), self.exempt)
        self.form.addRow(tr("&Points de l’exempt"), self.exempt_points)
        if tournament is None:
            self.form.addRow(tr("&Règles"), self.preset)

    def _exempt_changed(self, *_args: Any) -> None:
        self.exempt_points.setEnabled(self.exempt.currentData() == ExemptKind.FIXED_WIN.value)

    def exempt_policy(self) -> ExemptPolicy:
        return ExemptPolicy(ExemptKind(self.exempt.currentData()), self.exempt_points.value())

    def run(self) -> Any:
        date: dt.date = self.date.date().toPython()
        if self.tournament is None:
            return self.service.create_tournament(
                self.name.text(), date, preset=self.preset.currentData(), venue=self.venue.text(),
                format=self.format.currentData(), planned_rounds=self.rounds.value(),
                pairing=self.pairing.currentData(), ranking=self.ranking.currentData(),
                exempt_policy=self.exempt_policy(),
            )
        return self.service.update_tournament(
            self.tournament.id, name=self.name.text(), date=date, venue=self.venue.text(),
            format=self.format.currentData(), planned_rounds=self.rounds.value(),
            pairing=self.pairing.currentData(), ranking=self.ranking.currentData(),
            exempt_policy=self.exempt_policy(),
        )


class ClubDialog(ServiceDialog):
    """File › Club…: the club's name and city, stored in the database and printed on every document."""

    def __init__(self, service: Any, parent: QWidget | None = None) -> None:
        super().__init__(tr("Le club"), parent)
        self.service = service
        club = service.club()
        self.name = QLineEdit(club.name)
        self.name.setPlaceholderText(tr("Belote Club de Murat"))
        self.city = QLineEdit(club.city)
        self.city.setPlaceholderText(tr("Murat"))
        self.form.addRow(tr("&Nom du club"), self.name)
        self.form.addRow(tr("&Ville"), self.city)
        self.form.addRow(label(tr("Le nom du club figure en tête des feuilles de marque, plans de table, "
                                  "classements et palmarès."), "hint", wrap=True))

    def run(self) -> Any:
        return self.service.set_club(name=self.name.text(), city=self.city.text())


class PlayerDialog(ServiceDialog):
    FIELDS = (("first_name", "&Prénom"), ("last_name", "&Nom"), ("licence", "&Licence"), ("club", "&Club"),
              ("phone", "&Téléphone"), ("email", "C&ourriel"))

    def __init__(self, service: Any, player: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(tr("Nouveau joueur") if player is None else tr("Fiche du joueur"), parent)
        self.service = service
        self.player = player
        self.edits: dict[str, QLineEdit] = {}
        for key, text in self.FIELDS:
            edit = QLineEdit(getattr(player, key) or "" if player else "")
            self.edits[key] = edit
            self.form.addRow(tr(text), edit)

    def run(self) -> Any:
        values = {key: edit.text() for key, edit in self.edits.items()}
        if self.player is None:
            first, last = values.pop("first_name"), values.pop("last_name")
            return self.service.add_player(first, last, **{k: v or None for k, v in values.items()})
        return self.service.update_player(self.player.id, **{k: v or None for k, v in values.items()})


class PlayerPicker(QWidget):
    """Search-as-you-type over the roster; ``selected()`` is the chosen player.  Entrée in the search
    (the first player found is selected) emits ``chosen`` instead of accepting the whole dialog."""

    chosen = Signal()

    def __init__(self, service: Any, parent: QWidget | None = None, exclude: set[int] | None = None,
                 default_row: int = 0) -> None:
        super().__init__(parent)
        self.service = service
        self.exclude = exclude or set()
        self.default_row = default_row
        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Chercher un joueur (nom, licence, club)…"))
        self.search.setClearButtonEnabled(True)
        self.model = PlayersModel(self)
        self.view = table_view(self.model)
        self.view.setMinimumHeight(160)
        self.search.textChanged.connect(self.refresh)
        self.search.installEventFilter(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search)
        layout.addWidget(self.view)
        self.refresh()

    def refresh(self, *_args: Any) -> None:
        self.model.set_rows([p for p in self.service.players(self.search.text()) if p.id not in self.exclude])
        if self.model.rowCount():
            self.view.selectRow(min(self.default_row, self.model.rowCount() - 1))

    def selected(self) -> Any:
        index = self.view.currentIndex()
        return self.model.item(index.row()) if index.isValid() else None

    def eventFilter(self, watched: Any, event: Any) -> bool:  # noqa: N802 — Qt override
        if (watched is self.search and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            self.chosen.emit()
            return True
        return super().eventFilter(watched, event)


class TeamDialog(ServiceDialog):
    """Pair two roster players into a team (doublettes) — or pick one player (mêlée)."""

    def __init__(self, service: Any, tournament: Any, parent: QWidget | None = None) -> None:
        self.melee = tournament.format is Format.MELEE
        super().__init__(tr("Inscrire un joueur") if self.melee else tr("Nouvelle équipe"), parent)
        self.setMinimumWidth(720)
        self.service = service
        self.tournament = tournament
        taken = {p.id for entrant in service.entrants(tournament.id) for p in entrant.players}
        self.first = PlayerPicker(service, exclude=taken)
        self.form.addRow(tr("Joueur") if self.melee else tr("Joueur 1"), self.first)
        if not self.melee:
            self.second = PlayerPicker(service, exclude=taken, default_row=1)
            self.name = QLineEdit()
            self.name.setPlaceholderText(tr("facultatif"))
            self.form.addRow(tr("Joueur 2"), self.second)
            self.form.addRow(tr("Nom de l’équipe"), self.name)
            # Entrée after a search goes on to the next field; Entrée in the team name accepts.
            self.first.chosen.connect(lambda: self.second.search.setFocus(Qt.FocusReason.OtherFocusReason))
            self.second.chosen.connect(lambda: self.name.setFocus(Qt.FocusReason.OtherFocusReason))
        else:
            self.first.chosen.connect(self._accept)

    def run(self) -> Any:
        first = self.first.selected()
        if first is None:
            raise ServiceError(tr("Choisissez un joueur dans la liste."))
        if self.melee:
            return self.service.register_player(self.tournament.id, first.id)
        second = self.second.selected()
        if second is None:
            raise ServiceError(tr("Choisissez le deuxième joueur."))
        if second.id == first.id:
            raise ServiceError(tr("Une équipe compte deux joueurs différents."))
        return self.service.create_team(self.tournament.id, (first.id, second.id), name=self.name.text())


class CsvImportDialog(QDialog):
    """Preview a roster CSV line by line (errors per line) before importing the valid lines."""

    def __init__(self, service: Any, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Importer des joueurs"))
        self.resize(860, 520)
        self.service = service
        self.text = text
        self.preview = service.preview_players_csv(text)
        valid, errors = len(self.preview.valid), len(self.preview.errors)
        duplicates = sum(1 for line in self.preview.valid if line.duplicate_of is not None)
        summary = tr("{valid} ligne(s) valable(s), dont {dup} déjà dans la liste ; {errors} ligne(s) en erreur.").format(
            valid=valid, dup=duplicates, errors=errors)
        self.table = QTableWidget(len(self.preview.lines), 3)
        self.table.setHorizontalHeaderLabels([tr("Ligne"), tr("Joueur"), tr("Remarque")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        first_error: int | None = None
        for row, line in enumerate(self.preview.lines):
            name = line.player.display_name if line.player else ""
            if line.errors:
                if first_error is None:
                    first_error = row
                # The line number is in its own column: « Ligne 16 : » is not repeated in the remark.
                note = " ; ".join(e.removeprefix(f"Ligne {line.line} : ") for e in line.errors)
            elif line.duplicate_of is not None:
                note = tr("déjà dans la liste : ignoré")
            else:
                note = tr("sera ajouté")
            for column, value in enumerate((str(line.line), name, note)):
                item = QTableWidgetItem(value)
                if line.errors:
                    item.setForeground(Qt.GlobalColor.darkRed)
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Annuler"))
        self.import_button = buttons.addButton(tr("Importer {n} joueur(s)").format(n=valid - duplicates),
                                               QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_button.setEnabled(valid - duplicates > 0)
        buttons.accepted.connect(self._import)
        buttons.rejected.connect(self.reject)
        self.summary = label(summary, "warning" if errors else "", wrap=True)
        self.first_error = first_error
        if first_error is not None:
            self.table.selectRow(first_error)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.result_value: Any = None

    def showEvent(self, event: Any) -> None:  # noqa: N802 — Qt override
        super().showEvent(event)
        if self.first_error is not None:  # the first line in error in sight, not below the fold
            self.table.scrollToItem(self.table.item(self.first_error, 0),
                                    QTableWidget.ScrollHint.PositionAtCenter)

    def _import(self) -> None:
        self.result_value = self.service.import_players_csv(self.text)
        self.accept()


class PaperTotalsDialog(ServiceDialog):
    """Enter a game's totals from its paper sheet; the consistency warnings show as you type."""

    def __init__(self, service: Any, key: tuple[int, int, int], names: tuple[str, str],
                 parent: QWidget | None = None, *, expected: str | None = None) -> None:
        super().__init__(tr("Totaux de la feuille — table {n}").format(n=key[2]), parent)
        self.service = service
        self.key = key
        #: The fingerprint of the game the caller shows; when another station changed the game meanwhile, the
        #: dialog closes (rejected) with the refusal in ``stale``, for the caller to reload and say inline.
        self.expected = expected
        self.stale: StaleGameError | None = None
        self.totals = [QSpinBox(), QSpinBox()]
        for spin, name in zip(self.totals, names, strict=True):
            spin.setRange(0, 20000)
            spin.setGroupSeparatorShown(True)
            self.form.addRow(name, spin)
            spin.valueChanged.connect(self._check)
        self.deals = QSpinBox()
        self.deals.setRange(0, 200)
        self.deals.setSpecialValueText(tr("non indiqué"))
        # The check counts belotes and capots left blank on the sheet as none: 0 says exactly that.
        self.belotes = QSpinBox()
        self.belotes.setRange(0, 200)
        self.capots = QSpinBox()
        self.capots.setRange(0, 200)
        for text, spin in ((tr("Nombre de donnes"), self.deals), (tr("Belotes"), self.belotes),
                           (tr("Capots"), self.capots)):
            self.form.addRow(text, spin)
            spin.valueChanged.connect(self._check)
        self.warnings = label("", "warning", wrap=True)
        self.warnings.hide()
        self.form.addRow(self.warnings)

    def _counts(self) -> dict[str, int | None]:
        return {"deal_count": self.deals.value() or None, "belotes": self.belotes.value(),
                "capots": self.capots.value()}

    def _check(self, *_args: Any) -> None:
        try:
            warnings = self.service.check_paper_totals(*self.key, [s.value() for s in self.totals], **self._counts())
        except ServiceError as error:
            warnings = [str(error)]
        self.warnings.setText("\n".join(warnings))
        self.warnings.setVisible(bool(warnings))
        set_role(self.warnings, "warning")
        self.layout().activate()
        self.fit_contents()

    def run(self) -> Any:
        return self.service.enter_paper_totals(*self.key, [s.value() for s in self.totals], **self._counts(),
                                               expected=self.expected)

    def _accept(self) -> None:
        try:
            self.result_value = self.run()
        except StaleGameError as error:
            self.stale = error
            self.reject()
            return
        except ServiceError as error:
            self.error.setText(str(error))
            self.fit_contents()
            return
        self.accept()


class FilterProxy(QSortFilterProxyModel):
    """Case- and accent-insensitive filter over every column."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterKeyColumn(-1)
