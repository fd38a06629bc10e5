"""What the form dialogs share: a service call on OK (a refusal shown in the dialog), a date field Tab leaves."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDateEdit, QDialog, QDialogButtonBox, QFormLayout, QVBoxLayout, QWidget

from belote_club.services.errors import ServiceError
from belote_club.ui.translation import tr
from belote_club.ui.widgets import label, resize_within_screen


class DateEdit(QDateEdit):
    """A date field that Tab leaves: a QDateEdit moves Tab from day to month to year first, so the secretary
    tabbing through a form typed the venue into the month and changed the year with an arrow key.  The day,
    month and year are still reached with the arrows or by typing the date with its « / »."""

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802 — Qt override
        widget: QWidget = self
        while True:
            following = widget.nextInFocusChain() if next else widget.previousInFocusChain()
            if following is None or following is self:
                return False
            widget = following
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
                field = item.widget() if item is not None else None
                if field is not None:
                    collect(field)
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
        """Grow to show a message that appeared (warnings, refusal), never shrink under the user's size, never
        past the screen."""
        hint = self.sizeHint()
        if hint.height() > self.height() or hint.width() > self.width():
            resize_within_screen(self, max(hint.width(), self.width()), max(hint.height(), self.height()))

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
