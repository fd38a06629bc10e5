"""Nouveau concours / Réglages du concours."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDate
from PySide6.QtWidgets import QComboBox, QLineEdit, QSpinBox, QWidget

from belote_club.tournament.exempt import EXEMPT_AGAINST_LABELS
from belote_club.tournament.model import (
    RANKING_PRESETS,
    ExemptAgainst,
    ExemptKind,
    ExemptPolicy,
    Format,
    PairingMethod,
)
from belote_club.ui.dialogs.base import DateEdit, ServiceDialog
from belote_club.ui.dialogs.prizes import PRESETS, cents_of
from belote_club.ui.translation import tr
from belote_club.ui.widgets import criteria_names, grouped

if TYPE_CHECKING:
    from belote_club.services import ClubService
    from belote_club.tournament.model import Tournament


TIE_BREAKS = ("head_to_head", "best_game", "lots")  #: after a preset's criteria: the peers' usual tie-breaks


class TournamentDialog(ServiceDialog):
    """Create a tournament (``tournament`` None) or change its settings."""

    def __init__(self, service: ClubService, tournament: Tournament | None = None, parent: QWidget | None = None) -> None:
        super().__init__(tr("Nouveau concours") if tournament is None else tr("Réglages du concours"), parent)
        self.service = service
        self.tournament = tournament
        self.name = QLineEdit(tournament.name if tournament else "")
        self.name.setPlaceholderText(tr("Concours du samedi"))
        day = tournament.date if tournament else None  # by its fields: PySide6 6.11's stubs lack QDate(date)
        self.date = DateEdit(QDate(day.year, day.month, day.day) if day else QDate.currentDate())
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
        for key in ("points", "victoires"):  # named as the Classement tab and the PDF name them
            words = criteria_names(RANKING_PRESETS[key])
            self.ranking.addItem(words[:1].upper() + words[1:], key)
        for key in ("points", "victoires"):  # the same, then the peers' tie-breaks, the drawing of lots last
            keys = [k.value for k in RANKING_PRESETS[key]] + list(TIE_BREAKS)
            words = criteria_names(keys)
            self.ranking.addItem(words[:1].upper() + words[1:], keys)
        self.preset = QComboBox()
        #: Each preset's game target (None for a game in so many deals): an exempt's fixed points follow it.
        self._targets: dict[str, int | None] = {}
        if tournament is None:
            for info in service.presets():
                self.preset.addItem(info.title, info.name)
                end = info.rules.get("game_end") or {}
                self._targets[info.name] = end.get("points") if end.get("type") == "target" else None
            self.preset.setCurrentIndex(max(0, self.preset.findData("concours")))
        else:
            self.format.setCurrentIndex(max(0, self.format.findData(tournament.format.value)))
            self.pairing.setCurrentIndex(max(0, self.pairing.findData(tournament.pairing.value)))
            criteria = tuple(tournament.ranking_criteria)
            values = [k.value for k in criteria]
            known = next((i for i in range(self.ranking.count())
                          if self.ranking.itemData(i) == values
                          or tuple(RANKING_PRESETS.get(str(self.ranking.itemData(i)), ())) == criteria), None)
            if known is None:  # criteria set otherwise (services, import): kept as they are unless changed
                self.ranking.addItem(tr("Personnalisé : {keys}").format(keys=criteria_names(criteria)), values)
                self.ranking.setCurrentIndex(self.ranking.count() - 1)
            else:
                self.ranking.setCurrentIndex(known)
        self.ranking.setToolTip(self.ranking.currentText())  # the whole order, however narrow the dialog
        self.ranking.currentTextChanged.connect(self.ranking.setToolTip)
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
        grouped(self.exempt_points)
        self.exempt_points.setValue(policy.amount)
        self.exempt_against = QComboBox()  # what a bye concedes: its points against
        for against, label in EXEMPT_AGAINST_LABELS.items():
            self.exempt_against.addItem(tr(label[:1].upper() + label[1:]), against.value)
        self.exempt_against.setCurrentIndex(max(0, self.exempt_against.findData(ExemptAgainst(policy.against).value)))
        self.exempt.currentIndexChanged.connect(self._exempt_changed)
        self._exempt_changed()
        # A bye « won with fixed points » gets a won game's points: the target of the rules chosen (2 000 in
        # contrée), as long as the organiser has not typed their own.
        self._exempt_auto = policy.amount
        self.preset.currentIndexChanged.connect(self._preset_changed)
        self.form.addRow(tr("&Nom"), self.name)
        self.form.addRow(tr("&Date"), self.date)
        self.form.addRow(tr("&Lieu"), self.venue)
        self.form.addRow(tr("&Formule"), self.format)
        self.form.addRow(tr("&Manches prévues"), self.rounds)
        self.form.addRow(tr("&Tirage"), self.pairing)
        self.form.addRow(tr("&Classement"), self.ranking)
        self.form.addRow(tr("E&xempt"), self.exempt)
        self.form.addRow(tr("&Points de l’exempt"), self.exempt_points)
        self.form.addRow(tr("P&oints contre l’exempt"), self.exempt_against)
        if tournament is None:
            self.form.addRow(tr("&Règles"), self.preset)
            # Fees and prizes (PRIZES.md) from the start; option by option later, « Droits et prix… » (Équipes).
            self.fee = QLineEdit()
            self.fee.setPlaceholderText(tr("aucun"))
            self.prizes = QComboBox()
            self.prizes.addItem(tr("Aucun prix en argent"), -1)
            for index, (name, _rules) in enumerate(PRESETS):
                self.prizes.addItem(tr(name), index)
            self.form.addRow(tr("Droits d’&inscription"), self.fee)
            self.form.addRow(tr("Prix et lot&s"), self.prizes)

    def _preset_changed(self, *_args: Any) -> None:
        target = self._targets.get(str(self.preset.currentData())) or ExemptPolicy().amount
        if self.exempt_points.value() == self._exempt_auto:
            self.exempt_points.setValue(target)
            self._exempt_auto = target

    def _exempt_changed(self, *_args: Any) -> None:
        self.exempt_points.setEnabled(self.exempt.currentData() == ExemptKind.FIXED_WIN.value)

    def exempt_policy(self) -> ExemptPolicy:
        return ExemptPolicy(ExemptKind(self.exempt.currentData()), self.exempt_points.value(),
                            ExemptAgainst(self.exempt_against.currentData()))

    def prize_rules(self) -> dict[str, Any] | None:
        """The fees and prizes chosen at creation (None: neither), checked before anything is created."""
        fee = self.fee.text().strip()
        chosen = int(self.prizes.currentData())
        if not fee and chosen < 0:
            return None
        rules: dict[str, Any] = dict(PRESETS[chosen][1]) if chosen >= 0 else {"pot_percent": 0}
        rules["fee_cents"] = cents_of(fee, tr("Droits d’inscription")) if fee else 0
        self.service.prize_rules_checked(rules)
        return rules

    def run(self) -> Tournament:
        chosen = self.date.date()
        date = dt.date(chosen.year(), chosen.month(), chosen.day())
        if self.tournament is None:
            prize_rules = self.prize_rules()
            created = self.service.create_tournament(
                self.name.text(), date, preset=self.preset.currentData(), venue=self.venue.text(),
                format=self.format.currentData(), planned_rounds=self.rounds.value(),
                pairing=self.pairing.currentData(), ranking=self.ranking.currentData(),
                exempt_policy=self.exempt_policy(),
            )
            if prize_rules is not None and created.id is not None:
                self.service.set_prize_rules(created.id, prize_rules)
            return created
        assert self.tournament.id is not None
        return self.service.update_tournament(
            self.tournament.id, name=self.name.text(), date=date, venue=self.venue.text(),
            format=self.format.currentData(), planned_rounds=self.rounds.value(),
            pairing=self.pairing.currentData(), ranking=self.ranking.currentData(),
            exempt_policy=self.exempt_policy(),
        )
