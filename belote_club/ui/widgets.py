"""Small shared widgets and helpers: titles, tables, confirmation, service calls that report errors."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QTableView,
    QWidget,
)

from belote_club.ui.translation import tr

log = logging.getLogger(__name__)
R = TypeVar("R")


def label(text: str, role: str = "", *, wrap: bool = False) -> QLabel:
    widget = QLabel(text)
    if role:
        widget.setProperty("role", role)
    widget.setWordWrap(wrap)
    return widget


def grouped(spin: QSpinBox) -> QSpinBox:
    """Thousands shown as everywhere else (``text.number``: « 1 000 », a narrow no-break space) in either
    language — not the English locale's « 1,000 » beside « 1 000 » in the tables."""
    spin.setGroupSeparatorShown(True)
    spin.setLocale(QLocale(QLocale.Language.French))  # its digits only: the texts around it stay translated
    return spin


def set_role(widget: QWidget, role: str) -> None:
    widget.setProperty("role", role)
    widget.style().unpolish(widget)
    widget.style().polish(widget)


def button(text: str, slot: Callable[[], Any] | None = None, *, primary: bool = False,
           shortcut: str | None = None, tip: str = "") -> QPushButton:
    widget = QPushButton(text)
    if primary:
        widget.setProperty("primary", True)
    if slot is not None:
        widget.clicked.connect(lambda _checked=False: slot())
    if shortcut:
        widget.setShortcut(shortcut)
        tip = f"{tip} ({shortcut})" if tip else shortcut
    if tip:
        widget.setToolTip(tip)
    return widget


def shortcut(key: QKeySequence | QKeySequence.StandardKey | str, parent: QWidget,
             slot: Callable[[], Any]) -> QShortcut:
    """A keyboard shortcut alive while ``parent`` is shown (its window has the focus)."""
    made = QShortcut(QKeySequence(key), parent)
    made.activated.connect(lambda: slot())
    return made


def stored_id(value: int | None) -> int:
    """The id of something the services returned (always stored, so never None)."""
    if value is None:
        raise ValueError("object without an id")
    return value


def table_view(model: Any, *, stretch: int | None = None) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.verticalHeader().hide()
    view.setTabKeyNavigation(False)  # Tab leaves the list for the next control, as everywhere else
    view.verticalHeader().setDefaultSectionSize(30)
    header = view.horizontalHeader()
    header.setResizeContentsPrecision(40)  # size columns on the first rows only: fast with 200 teams
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    if stretch is not None:
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    else:
        header.setStretchLastSection(True)
    view.setWordWrap(False)
    return view


def selected_item(view: QTableView) -> Any:
    index = view.currentIndex()
    if not index.isValid():
        rows = view.selectionModel().selectedRows()
        if not rows:
            return None
        index = rows[0]
    return view.model().index(index.row(), 0).data(Qt.ItemDataRole.UserRole)


def confirm(parent: QWidget, title: str, text: str, action: str) -> bool:
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.Cancel, parent)
    ok = box.addButton(action, QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    return box.clickedButton() is ok


def show_refusal(parent: QWidget, error: Exception) -> None:
    QMessageBox.information(parent, tr("Opération impossible"), str(error))


def attempt(parent: QWidget, call: Callable[[], R]) -> R | None:
    """Run a service call; a refusal (``ServiceError``) is explained in French and nothing changes."""
    from belote_club.services.errors import ServiceError

    try:
        return call()
    except ServiceError as error:
        log.info("Refusé : %s", error)
        show_refusal(parent, error)
        return None


def plural(count: int, one: str, many: str) -> str:
    """``one`` or ``many`` (each holding ``{n}``, already translated) as French agrees: 0 and 1 take the
    singular — « 1 joueur », « 0 page », « 3 joueurs »; never « joueur(s) »."""
    return (one if abs(count) <= 1 else many).replace("{n}", str(count))


def criteria_names(keys: Any) -> str:
    """Ranking criteria in words, as the standings PDF says them: « aux points, puis aux victoires » — the
    same words in the concours dialog, the Classement tab and on paper."""
    names = {"game_points": tr("aux victoires"), "wins": tr("aux parties gagnées"), "points_for": tr("aux points"),
             "difference": tr("à la différence"), "points_against": tr("aux points concédés"),
             "head_to_head": tr("à la confrontation directe"), "best_game": tr("à la meilleure partie"),
             "lots": tr("au tirage au sort")}
    return tr(", puis ").join(names.get(getattr(k, "value", k), str(k)) for k in keys)


def resize_within_screen(widget: QWidget, width: int, height: int, frame: int = 40) -> None:
    """Resize to ``width``×``height``, or to what the screen leaves (title bar and borders ``frame`` included):
    on a 1024×600 netbook a dialog taller than the screen would hide its own buttons."""
    from PySide6.QtGui import QGuiApplication

    parent = widget.parentWidget()
    screen = (parent.screen() if parent is not None else None) or widget.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        room = screen.availableGeometry()
        width, height = min(width, room.width()), min(height, room.height() - frame)
    widget.resize(width, height)


class PageStack(QStackedWidget):
    """The window's pages, in a resizable scroll area that does not scroll for a few pixels.

    A scroll area gives a widget whose layout has a height for its width (word-wrapped labels) at least that
    height, which Qt takes from the *preferred* sizes: a page 2 pixels taller than the screen at its
    preferred size (the Classement tab at 1366 × 768) then grew a scroll bar each time it was shown, and the
    whole page was laid out again twice.  Here a page at most :attr:`SLACK` pixels too tall takes the
    viewport's height (its widgets a little below their preferred sizes); a page that is really too tall
    scrolls as before (the Saisie tab at 1024 × 600: its list of deals is not squeezed to one row).
    """

    SLACK = 32

    def heightForWidth(self, width: int) -> int:  # noqa: N802 — Qt override
        preferred = super().heightForWidth(width)
        viewport = self.parentWidget()
        if viewport is not None and preferred - self.SLACK <= viewport.height() < preferred \
                and self.minimumSizeHint().height() <= viewport.height():
            return viewport.height()
        return preferred
