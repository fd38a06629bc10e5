"""House-rules editor: a preset, every option with a plain-French explanation, and a live preview.

The preview scores a few example deals under the rules being edited (engine only, nothing stored).
Once a score exists the editor is read-only; « Déverrouiller » asks, then emits ``unlockRequested``:
the owner (the tournament page) unlocks through the services, which recompute every result.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from belote_club.rules import (
    DealError,
    HouseRules,
    RulesError,
    list_presets,
    preset_matching,
    score_game,
    two_camp_presets,
)
from belote_club.rules.house_rules import CONTREE_ONLY, NOT_IN_CONTREE
from belote_club.rules.wording import describe_rules
from belote_club.text import number
from belote_club.ui.outcomes import outcome_label
from belote_club.ui.theme import colors
from belote_club.ui.translation import QT_TR_NOOP, tr
from belote_club.ui.widgets import grouped

#: The section of contrée's own options, shown in contrée only.
CONTRACT_SECTION = QT_TR_NOOP("Contrat (contrée)")


@dataclass(frozen=True)
class Option:
    key: str
    label: str
    help: str
    choices: tuple[tuple[Any, str], ...] = ()  # (value, French label); empty: a number or a yes/no
    low: int = 0
    high: int = 0
    step: int = 1


OPTIONS: tuple[tuple[str, tuple[Option, ...]], ...] = (
    (QT_TR_NOOP("Jeu"), (
        Option("game", QT_TR_NOOP("Famille de jeu"),
               QT_TR_NOOP("Belote classique, ou contrée (coinche) : un contrat annoncé, que l’on peut contrer."),
               (("belote", QT_TR_NOOP("Belote classique")), ("contree", QT_TR_NOOP("Contrée (coinche)")))),
        # A concours table opposes two sides: the 3-player game (three camps) is the engine's and the
        # command line's only (preset « belote-a-trois »), not a concours'.
        Option("players", "Joueurs", QT_TR_NOOP("Nombre de joueurs autour de la table."),
               ((4, QT_TR_NOOP("4 joueurs, deux équipes")), (2, QT_TR_NOOP("2 joueurs, chacun pour soi")))),
        Option("trump_modes", QT_TR_NOOP("Atouts joués"), QT_TR_NOOP("Les modes d’atout qu’une donne peut annoncer.")),
    )),
    (CONTRACT_SECTION, (
        Option("contract_scoring", QT_TR_NOOP("Contrat réussi"),
               QT_TR_NOOP("Le preneur qui réussit marque ses points et le contrat (Fédération), ou le contrat seul."),
               (("points_faits", QT_TR_NOOP("Points faits + contrat")), ("points_annonces", QT_TR_NOOP("Contrat seul (points annoncés)")))),
        Option("max_bid", QT_TR_NOOP("Contrat le plus haut"), QT_TR_NOOP("Le plus haut contrat chiffré, de 10 en 10 depuis 80."),
               low=160, high=250, step=10),
        Option("capot_bid_points", QT_TR_NOOP("Valeur du capot annoncé"), QT_TR_NOOP("Ce que vaut un contrat « capot »."),
               low=250, high=1000, step=10),
        Option("belote_multiplied", QT_TR_NOOP("Belote contrée"),
               QT_TR_NOOP("Un contre ou un surcontre multiplie aussi la belote (Fédération) ; sinon elle s’ajoute après.")),
    )),
    (QT_TR_NOOP("Décompte"), (
        Option("rounding", QT_TR_NOOP("Arrondi"), QT_TR_NOOP("Comment les points des plis sont arrondis."),
               (("exact", QT_TR_NOOP("Au point près")), ("ten_half_down", QT_TR_NOOP("À la dizaine, 5 vers le bas")),
                ("ten_half_up", QT_TR_NOOP("À la dizaine, 5 vers le haut")), ("ten_keep_160", QT_TR_NOOP("À la dizaine, total 160")),
                ("ten_defence_complement", QT_TR_NOOP("Défense arrondie, preneur 160 moins la défense")),
                ("five_keep_160", QT_TR_NOOP("Aux 5 points, total 160")))),
        Option("compare_on", QT_TR_NOOP("Comparaison"), QT_TR_NOOP("Le contrat se juge sur les points exacts ou arrondis."),
               (("exact", QT_TR_NOOP("Sur les points exacts")), ("rounded", QT_TR_NOOP("Sur les points arrondis")))),
        Option("chute_points", QT_TR_NOOP("Points de chute"), QT_TR_NOOP("Ce que la défense reçoit quand le preneur est dedans."),
               low=0, high=500),
        Option("litige", QT_TR_NOOP("Litige (égalité)"), QT_TR_NOOP("Ce que devient une égalité entre preneur et défense."),
               (("reserve", QT_TR_NOOP("Points du preneur en réserve")), ("dedans", QT_TR_NOOP("Le preneur est dedans")))),
    )),
    (QT_TR_NOOP("Capot"), (
        Option("capot_points", QT_TR_NOOP("Points du capot"), QT_TR_NOOP("Ce que marque le camp qui fait tous les plis."), low=0, high=1000),
        Option("capot_against_taker", QT_TR_NOOP("Capot de la défense"), QT_TR_NOOP("Un défenseur qui fait tous les plis marque…"),
               (("capot", QT_TR_NOOP("Les points du capot")), ("chute", QT_TR_NOOP("Seulement les points de chute")))),
        Option("capot_takes_annonces", QT_TR_NOOP("Le capot prend les annonces"), QT_TR_NOOP("Le camp capot marque aussi les annonces des autres.")),
    )),
    (QT_TR_NOOP("Belote"), (
        Option("belote_kept_on_chute", QT_TR_NOOP("Belote imprenable"), QT_TR_NOOP("Le preneur dedans garde sa belote.")),
        Option("belote_counts_for_contract", QT_TR_NOOP("Belote comptée pour le contrat"),
               QT_TR_NOOP("La belote s’ajoute avant de comparer preneur et défense.")),
        Option("late_belote_claims", QT_TR_NOOP("Belotes réclamées au décompte"),
               QT_TR_NOOP("Belotes oubliées qu’un camp peut réclamer par partie."), low=0, high=8),
    )),
    (QT_TR_NOOP("Annonces"), (
        Option("annonces", QT_TR_NOOP("Annonces jouées"), QT_TR_NOOP("Tierce, cinquante, cent et carrés en plus de la belote.")),
        Option("annonces_count_for_contract", QT_TR_NOOP("Annonces comptées pour le contrat"),
               QT_TR_NOOP("Les annonces s’ajoutent avant de comparer preneur et défense.")),
        Option("tierce_points", QT_TR_NOOP("Valeur de la tierce"), QT_TR_NOOP("Points d’une tierce."), ((20, QT_TR_NOOP("20 points")), (30, QT_TR_NOOP("30 points")))),
        Option("carre_values", QT_TR_NOOP("Valeur des carrés"), QT_TR_NOOP("Carrés d’as et de neuf."),
               (("standard", QT_TR_NOOP("As 100, neuf 150")), ("trump_value", QT_TR_NOOP("As 110, neuf 140")))),
    )),
    (QT_TR_NOOP("Fin de partie"), (
        Option("game_end", QT_TR_NOOP("Fin de partie"), QT_TR_NOOP("Quand la partie s’arrête."),
               (("target", QT_TR_NOOP("En points")), ("deals", QT_TR_NOOP("En nombre de donnes")), ("open", QT_TR_NOOP("Libre (close à la main)")))),
        Option("game_end.points", QT_TR_NOOP("Points à atteindre"), QT_TR_NOOP("Le but d’une partie en points."), low=1, high=100_000),
        Option("game_end.strict", QT_TR_NOOP("But à dépasser"), QT_TR_NOOP("Il faut dépasser le but, pas seulement l’atteindre.")),
        Option("game_end.count", "Nombre de donnes", QT_TR_NOOP("Donnes d’une partie en nombre de donnes."), low=1, high=1000),
        Option("passed_deals_count", QT_TR_NOOP("Donnes passées comptées"), QT_TR_NOOP("Une donne où tout le monde passe compte parmi les donnes.")),
        Option("tie", QT_TR_NOOP("Égalité finale"), QT_TR_NOOP("Ce qui se passe quand la partie finit à égalité."),
               (("extra_deal", QT_TR_NOOP("Une donne de plus")), ("draw", QT_TR_NOOP("Match nul")))),
        Option("no_win_on_capot_or_chute", QT_TR_NOOP("Pas de victoire sur une chute"),
               QT_TR_NOOP("On ne gagne pas la partie sur une donne chutée, un capot subi ou une faute.")),
        Option("exact_last_deal", QT_TR_NOOP("Dernière donne au point"), QT_TR_NOOP("La donne qui finit la partie se compte sans arrondi.")),
        Option("rubicon", QT_TR_NOOP("Rubicon"), QT_TR_NOOP("Victoire double quand le perdant est loin derrière."),
               (("none", QT_TR_NOOP("Pas de Rubicon")), ("simple", QT_TR_NOOP("Moins de la moitié du but")),
                ("floating", QT_TR_NOOP("Moins de la moitié du gagnant")))),
    )),
)

#: Example deals for the preview: (French description, deals of a short game).
EXAMPLES: tuple[tuple[str, tuple[dict[str, Any], ...]], ...] = (
    (QT_TR_NOOP("Le preneur fait 75 + belote contre 87"), ({"taker": 0, "points": [75, 87], "belote": [0]},)),
    (QT_TR_NOOP("Le preneur fait 71 + belote contre 91"), ({"taker": 0, "points": [71, 91], "belote": [0]},)),
    (QT_TR_NOOP("81 – 81, puis le preneur chute"), ({"taker": 0, "points": [81, 81]}, {"taker": 0, "points": [60, 102]})),
    (QT_TR_NOOP("Le preneur fait 64 contre 98"), ({"taker": 1, "points": [64, 98]},)),
    (QT_TR_NOOP("Le preneur fait 116 contre 46"), ({"taker": 0, "points": [116, 46]},)),
    (QT_TR_NOOP("Capot du preneur avec belote"), ({"taker": 0, "points": [162, 0], "capot": 0, "belote": [0]},)),
    (QT_TR_NOOP("Capot de la défense"), ({"taker": 0, "points": [0, 162], "capot": 1},)),
)
#: Contrée's examples (SCORING.md §10.5): a contract made, a contré, a failed one, a capot bid, a surcontré.
CONTREE_EXAMPLES: tuple[tuple[str, tuple[dict[str, Any], ...]], ...] = (
    (QT_TR_NOOP("110 cœur, le preneur fait 113 contre 49"),
     ({"taker": 0, "trump": "hearts", "points": [113, 49], "bid": {"value": 110, "contre": 0}},)),
    (QT_TR_NOOP("80 contré, le preneur fait 90 + belote contre 72"),
     ({"taker": 0, "points": [90, 72], "belote": [0], "bid": {"value": 80, "contre": 1}},)),
    (QT_TR_NOOP("100 pique, le preneur fait 95 contre 67"),
     ({"taker": 0, "trump": "spades", "points": [95, 67], "bid": {"value": 100, "contre": 0}},)),
    (QT_TR_NOOP("90 surcontré, le preneur fait 85 contre 77"),
     ({"taker": 0, "points": [85, 77], "bid": {"value": 90, "contre": 2}},)),
    (QT_TR_NOOP("Capot annoncé et fait, avec belote"),
     ({"taker": 0, "points": [162, 0], "capot": 0, "belote": [0], "bid": {"value": "capot", "contre": 0}},)),
    (QT_TR_NOOP("Capot annoncé, le preneur fait 150 contre 12"),
     ({"taker": 0, "points": [150, 12], "bid": {"value": "capot", "contre": 0}},)),
)
THREE_EXAMPLES: tuple[tuple[str, tuple[dict[str, Any], ...]], ...] = (
    (QT_TR_NOOP("Le preneur fait 80, les autres 50 et 32"), ({"taker": 0, "points": [80, 50, 32]},)),
    (QT_TR_NOOP("Le preneur fait 50 contre 70 et 42"), ({"taker": 0, "points": [50, 70, 42]},)),
    (QT_TR_NOOP("Capot du preneur"), ({"taker": 0, "points": [162, 0, 0], "capot": 0},)),
)


class RulesEditor(QWidget):
    rulesChanged = Signal(object)  # HouseRules
    unlockRequested = Signal()

    def __init__(self, rules: HouseRules | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rules = rules or HouseRules()
        self._updating = False
        self._locked = False
        self.controls: dict[str, QWidget] = {}
        #: Each option's row (label, control, help), hidden when the option means nothing in the family.
        self._rows: dict[str, tuple[QWidget, ...]] = {}
        #: Each help text, its grid and its option's row; beside the control, or below it when the editor is
        #: narrow (a 1024-pixel screen): see :meth:`place_helps`.
        self.helps: list[tuple[QGridLayout, int, QLabel]] = []
        self.helps_below = False
        self._boxes: dict[str, QGroupBox] = {}
        self._getters: dict[str, Callable[[], Any]] = {}
        self._setters: dict[str, Callable[[Any], None]] = {}

        self.preset = QComboBox()
        self.preset.setAccessibleName(tr("Préréglage"))
        for preset in two_camp_presets():
            self.preset.addItem(preset.title, preset.name)
        self.preset.addItem(tr("Personnalisé"), "")
        self.preset.activated.connect(self._preset_chosen)
        self.preset_description = QLabel()
        self.preset_description.setWordWrap(True)
        self.preset_description.setProperty("role", "hint")

        self.lock_banner = QLabel(tr("Des scores existent : les règles sont verrouillées."))
        self.lock_banner.setProperty("role", "warning")
        self.unlock_button = QPushButton(tr("Déverrouiller…"))
        self.unlock_button.clicked.connect(self._ask_unlock)
        lock_row = QHBoxLayout()
        lock_row.addWidget(self.lock_banner, 1)
        lock_row.addWidget(self.unlock_button)
        self.lock_box = QWidget()
        self.lock_box.setLayout(lock_row)
        self.lock_box.hide()

        self.error = QLabel()
        self.error.setProperty("role", "error")
        self.error.setWordWrap(True)

        options = QWidget()
        options_layout = QVBoxLayout(options)
        for section, items in OPTIONS:
            box = QGroupBox(tr(section))
            self._boxes[section] = box
            grid = QGridLayout(box)
            grid.setColumnStretch(2, 1)
            for row, option in enumerate(items):
                control = self._control(option)
                label = QLabel(tr(option.label))
                label.setWordWrap(True)  # a long label on two lines rather than the options wider than 1024 px
                label.setBuddy(control)
                help_label = QLabel(tr(option.help))
                help_label.setProperty("role", "hint")
                help_label.setWordWrap(True)
                # Even rows: the label and its control; the help beside them, or on the odd row below (narrow).
                grid.addWidget(label, 2 * row, 0)
                grid.addWidget(control, 2 * row, 1)
                grid.addWidget(help_label, 2 * row, 2)
                self._rows[option.key] = (label, control, help_label)
                self.helps.append((grid, 2 * row, help_label))
            options_layout.addWidget(box)
        options_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(options)

        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.preview.setTextFormat(Qt.TextFormat.RichText)
        self.plain = QLabel()
        self.plain.setWordWrap(True)
        self.plain.setTextFormat(Qt.TextFormat.RichText)
        preview_box = QGroupBox(tr("Aperçu : quelques donnes avec ces règles"))
        QVBoxLayout(preview_box).addWidget(self.preview)
        plain_box = QGroupBox(tr("Les règles en clair"))
        QVBoxLayout(plain_box).addWidget(self.plain)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.addWidget(preview_box)
        right_layout.addWidget(plain_box)
        right_layout.addStretch(1)
        right_scroll = QScrollArea()
        right_scroll.setWidgetResizable(True)
        right_scroll.setWidget(right)

        head = QFormLayout()
        head.addRow(tr("&Préréglage"), self.preset)
        head.addRow("", self.preset_description)
        left = QVBoxLayout()
        left.addWidget(self.lock_box)
        left.addLayout(head)
        left.addWidget(self.error)
        left.addWidget(scroll, 1)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 3)
        layout.addWidget(right_scroll, 2)
        self.set_rules(self._rules)

    #: Narrower than this, the help texts go under their controls: beside them, on a 1024-pixel screen, they
    #: were cut at the right of the options' scroll area.
    HELPS_BELOW_WIDTH = 1200

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 — Qt override
        super().resizeEvent(event)
        self.place_helps(self.width() < self.HELPS_BELOW_WIDTH)

    def place_helps(self, below: bool) -> None:
        """Each help text beside its control (a third column), or under it across the two columns."""
        if below == self.helps_below:
            return
        self.helps_below = below
        for grid, row, help_label in self.helps:
            grid.removeWidget(help_label)
            if below:
                grid.addWidget(help_label, row + 1, 1, 1, 2)
            else:
                grid.addWidget(help_label, row, 2)

    # -- controls -------------------------------------------------------------------------------
    def _control(self, option: Option) -> QWidget:
        key = option.key
        widget: QWidget
        if key == "trump_modes":
            widget = QWidget()
            row = QHBoxLayout(widget)
            row.setContentsMargins(0, 0, 0, 0)
            boxes = {mode: QCheckBox(tr(text)) for mode, text in
                     (("suit", QT_TR_NOOP("Couleur")), ("sans_atout", QT_TR_NOOP("Sans-atout")), ("tout_atout", QT_TR_NOOP("Tout-atout")))}
            for box in boxes.values():
                row.addWidget(box)
                box.toggled.connect(self._edited)
            self._getters[key] = lambda: [m for m, b in boxes.items() if b.isChecked()]
            def check_modes(value: Any, boxes: dict[str, QCheckBox] = boxes) -> None:
                for mode, box in boxes.items():
                    box.setChecked(mode in value)

            self._setters[key] = check_modes
        elif option.choices:
            combo = QComboBox()
            for value, text in option.choices:
                combo.addItem(tr(text), value)
            combo.currentIndexChanged.connect(self._edited)
            widget = combo
            self._getters[key] = combo.currentData
            def choose(value: Any, combo: QComboBox = combo) -> None:
                combo.setCurrentIndex(max(0, combo.findData(value)))

            self._setters[key] = choose
        elif option.high:
            spin = QSpinBox()
            spin.setRange(option.low, option.high)
            spin.setSingleStep(option.step)
            grouped(spin)
            spin.valueChanged.connect(self._edited)
            widget = spin
            self._getters[key] = spin.value
            self._setters[key] = spin.setValue
        else:
            check = QCheckBox(tr("Oui"))
            check.toggled.connect(self._edited)
            widget = check
            self._getters[key] = check.isChecked
            self._setters[key] = check.setChecked
        widget.setAccessibleName(tr(option.label))
        self.controls[key] = widget
        return widget

    def _values(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        meaningless = NOT_IN_CONTREE if self._getters["game"]() == "contree" else CONTREE_ONLY
        for key, get in self._getters.items():
            if not key.startswith("game_end") and key not in meaningless:
                data[key] = get()
        end_type = self._getters["game_end"]()
        end: dict[str, Any] = {"type": end_type}
        if end_type == "target":
            end["points"] = self._getters["game_end.points"]()
            end["strict"] = self._getters["game_end.strict"]()
        elif end_type == "deals":
            end["count"] = self._getters["game_end.count"]()
        data["game_end"] = end
        data["belote_points"] = self._rules.belote_points
        return data

    # -- state ----------------------------------------------------------------------------------
    def rules(self) -> HouseRules:
        return self._rules

    def set_rules(self, rules: HouseRules) -> None:
        self._updating = True
        try:
            data = rules.to_dict()
            for key, setter in self._setters.items():
                if key.startswith("game_end."):
                    setter(getattr(rules.game_end, key.split(".", 1)[1]))
                elif key == "game_end":
                    setter(rules.game_end.type)
                else:  # a key the family leaves out keeps the control's default
                    setter(data[key] if key in data else getattr(rules, key))
            self._rules = rules
        finally:
            self._updating = False
        self._after_change()

    def set_locked(self, locked: bool) -> None:
        self._locked = locked
        self.lock_box.setVisible(locked)
        self.preset.setEnabled(not locked)
        for control in self.controls.values():
            control.setEnabled(not locked)
        if not locked:
            self._enable_dependent()

    def is_locked(self) -> bool:
        return self._locked

    def _preset_chosen(self, _index: int) -> None:
        name = self.preset.currentData()
        for preset in list_presets():
            if preset.name == name:
                self.set_rules(preset.rules)
                self.rulesChanged.emit(self._rules)
                return

    def _edited(self, *_args: Any) -> None:
        if self._updating:
            return
        try:
            values = self._values()
            if values["game"] != self._rules.game:  # another family: its own defaults, then its options
                values = {"game": values["game"]}
            rules = HouseRules.from_dict(values)
        except RulesError as error:
            self.error.setText(self._error_text(error))
            return
        self.error.clear()
        self._rules = rules
        self._after_change()
        self.rulesChanged.emit(rules)

    def _error_text(self, error: RulesError) -> str:
        """The engine's refusal, naming the option at fault by its label (and its key)."""
        for _section, options in OPTIONS:
            for option in options:
                if option.key == error.key:
                    return tr("« {option} » ({key}) : {message}").format(option=tr(option.label), key=error.key,
                                                                     message=error.message)
        return f"{error.key} : {error.message}" if error.key else error.message

    def _show_family(self) -> None:
        """Contrée's options in contrée only; the options without meaning in contrée hidden there."""
        contree = self._rules.contree
        hidden = NOT_IN_CONTREE if contree else CONTREE_ONLY
        for key, widgets in self._rows.items():
            for widget in widgets:
                widget.setVisible(key not in hidden)
        self._boxes[CONTRACT_SECTION].setVisible(contree)

    def _enable_dependent(self) -> None:
        rules = self._rules
        end = rules.game_end.type
        announced = rules.contree and rules.contract_scoring == "points_annonces"
        enable = {
            "players": not rules.contree,  # contrée: four players, two teams
            "capot_points": not announced,  # points annoncés: a made capot scores the contract only
            "capot_against_taker": not announced,
            "game_end.points": end == "target",
            "game_end.strict": end == "target",
            "game_end.count": end == "deals",
            "passed_deals_count": end == "deals",
            "annonces_count_for_contract": rules.annonces,
            "tierce_points": rules.annonces,
            "carre_values": rules.annonces,
            "capot_takes_annonces": rules.annonces,
        }
        for key, on in enable.items():
            self.controls[key].setEnabled(on and not self._locked)

    def _after_change(self) -> None:
        name = preset_matching(self._rules) or ""
        self.preset.setCurrentIndex(self.preset.findData(name))
        description = ""
        for preset in list_presets():
            if preset.name == name:
                description = preset.description
        self.preset_description.setText(description or tr("Règles personnalisées."))
        self._show_family()
        self._enable_dependent()
        self.preview.setText(self.preview_html())
        self.plain.setText("".join(f"<p><b>{title}</b> — {text}</p>" for title, text in describe_rules(self._rules)))

    def preview_html(self) -> str:
        rules = self._rules
        examples = THREE_EXAMPLES if rules.camps == 3 else CONTREE_EXAMPLES if rules.contree else EXAMPLES
        names = tuple(tr("camp {n}").format(n=i + 1) for i in range(rules.camps))
        rows = []
        for title, deals in examples:
            try:
                result = score_game(rules, deals, camp_names=names)
            except DealError as error:
                rows.append(f"<tr><td>{tr(title)}</td><td colspan='2' style='color:{colors().red}'>{error.message}</td></tr>")
                continue
            last = result.deals[-1]
            scored = " – ".join(number(p) for p in last.points)
            outcome = tr(outcome_label(last.outcome, rules.contree))
            tip = " ".join(last.explanation)
            rows.append(
                f"<tr><td style='padding:4px 10px 4px 0'>{tr(title)}</td>"
                f"<td style='padding:4px 10px'><b>{outcome}</b></td>"
                f"<td style='padding:4px 0' align='right'><b>{scored}</b></td></tr>"
                f"<tr><td colspan='3' style='color:{colors().muted};padding-bottom:6px'>{tip}</td></tr>"
            )
        return "<table width='100%'>" + "".join(rows) + "</table>"

    def _ask_unlock(self) -> None:
        answer = QMessageBox.warning(
            self,
            tr("Déverrouiller les règles"),
            tr("Des scores ont déjà été saisis. Si vous changez les règles, tous les résultats et le "
               "classement seront recalculés avec les nouvelles règles.\n\nDéverrouiller quand même ?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.unlockRequested.emit()
