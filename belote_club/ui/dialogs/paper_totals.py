"""Totaux de la feuille: a game entered from its paper sheet's totals, checked as they are typed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QSpinBox, QWidget

from belote_club.services.errors import ServiceError, StaleGameError
from belote_club.ui.dialogs.base import ServiceDialog
from belote_club.ui.translation import tr
from belote_club.ui.widgets import confirm, grouped, label, set_role

if TYPE_CHECKING:
    from belote_club.services import ClubService
    from belote_club.services.views import GameView


class PaperTotalsDialog(ServiceDialog):
    """Enter a game's totals from its paper sheet; the consistency warnings show as you type."""

    def __init__(self, service: ClubService, key: tuple[int, int, int], names: tuple[str, ...],
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
            grouped(spin)
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


    def _check(self, *_args: Any) -> None:
        try:
            warnings = self.service.check_paper_totals(*self.key, [s.value() for s in self.totals],
                                                       deal_count=self.deals.value() or None,
                                                       belotes=self.belotes.value(), capots=self.capots.value())
        except ServiceError as error:
            warnings = [str(error)]
        self.warnings.setText("\n".join(warnings))
        self.warnings.setVisible(bool(warnings))
        set_role(self.warnings, "warning")
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.fit_contents()

    def run(self) -> GameView:
        return self.service.enter_paper_totals(*self.key, [s.value() for s in self.totals],
                                               deal_count=self.deals.value() or None, belotes=self.belotes.value(),
                                               capots=self.capots.value(), expected=self.expected)

    def _accept(self) -> None:
        # Totals the sheet's counts contradict (1 100 – 900 where the deals make 1 984) are saved only when
        # confirmed in so many words, never on the strength of a yellow note nobody read.
        shown = self.warnings.text() if self.warnings.isVisibleTo(self) else ""
        if shown and not confirm(self, tr("Totaux à vérifier"),
                                 tr("Ces totaux ne concordent pas avec la feuille :\n{warnings}\n\nLes enregistrer "
                                    "quand même ?").format(warnings=shown), tr("Enregistrer quand même")):
            self.totals[0].setFocus()
            return
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
