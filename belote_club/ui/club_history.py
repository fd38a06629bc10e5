"""The undo history of the club's own changes — its seasons (created, renamed, deleted, their rules, dates and
concours changed) and its player cards (two cards merged) — apart from each concours' history.

It is one stack of the window's undo group: Édition › Annuler and Rétablir act on it while the Accueil or the
players' page is shown, on the concours' stack while the concours is shown; the seasons' dialogs, modal, have
their own « Annuler » and « Rétablir » buttons over it.  Each change is a :class:`ServiceCommand`, made
through the services before it is pushed, so that a refusal never enters the history.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QUndoGroup, QUndoStack
from PySide6.QtWidgets import QApplication, QPushButton, QStackedWidget, QWidget

from belote_club.ui.translation import tr
from belote_club.ui.widgets import button, show_refusal

if TYPE_CHECKING:  # (the window imports this module before its first paint: the services load later)
    from belote_club.ui.commands import ServiceCommand


class HistoryWindow(Protocol):
    """What the history needs of the window (``main_window.MainWindow``)."""

    @property
    def service(self) -> Any: ...

    @property
    def undo_group(self) -> QUndoGroup: ...

    @property
    def stack(self) -> QStackedWidget: ...


class ClubHistory(QObject):
    """The club's undo stack; ``changed`` is emitted after each change, undo or redo (the screens shown read
    again what they show)."""

    changed = Signal()

    def __init__(self, window: HistoryWindow | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None or not isinstance(window, QObject) else window)
        self.stack = QUndoStack(self)
        self.window = window
        #: What a season or a card made again by an undo is numbered now: (kind, number then) → number now.
        self.moved: dict[tuple[str, int], int] = {}
        self._service: object = window.service if window is not None else None
        if window is not None:
            window.stack.currentChanged.connect(lambda _index: self.follow_page())
            self.follow_page()

    def follow_page(self) -> None:
        """The stack of the page shown is the window's active one: a concours' own while it is shown (its
        page's ``context``), the club's on the Accueil and the players' page.  Another file open (or the same
        made again): the history of the former one is forgotten."""
        window = self.window
        if window is None:
            return
        if window.service is not self._service:
            self._service = window.service
            self.stack.clear()
            self.moved.clear()
        group = window.undo_group
        if self.stack not in group.stacks():  # (closing a concours empties the group)
            group.addStack(self.stack)
        context = getattr(window.stack.currentWidget(), "context", None)
        page_stack = getattr(context, "undo_stack", None)
        group.setActiveStack(page_stack if isinstance(page_stack, QUndoStack) else self.stack)

    def push(self, text: str, forward: Callable[[], object], backward: Callable[[], object],
             parent: QWidget | None = None) -> bool:
        """Make a change of the club (``forward``) and keep it undoable by ``backward``; a refusal is said over
        ``parent`` (or the window in use when it comes from an undo) and changes nothing."""

        command = self._command(text, forward, backward, parent)
        if not command.perform():
            return False
        self.stack.push(command)
        return True

    def record(self, text: str, redo: Callable[[], object], undo: Callable[[], object],
               parent: QWidget | None = None) -> None:
        """Keep undoable a change already made (by a form's OK): ``undo`` reverts it, ``redo`` makes it again."""
        self.stack.push(self._command(text, redo, undo, parent))  # (its first redo() is skipped: already made)
        self.changed.emit()

    def _command(self, text: str, forward: Callable[[], object], backward: Callable[[], object],
                 parent: QWidget | None) -> ServiceCommand:
        from belote_club.ui.commands import ServiceCommand

        def refused(error: Exception) -> None:
            try:
                where = parent if parent is not None and parent.isVisible() else None
            except RuntimeError:  # the dialog it came from is gone
                where = None
            show_refusal(where or QApplication.activeWindow(), error)  # type: ignore[arg-type]

        return ServiceCommand(text, forward, backward, reveal=lambda: None, done=self.changed.emit, refused=refused)

    def current(self, kind: str, number: int) -> int:
        """The number now of a season or a card (``kind``) that an undo may have made again under another."""
        seen = {number}
        while (kind, number) in self.moved and self.moved[kind, number] not in seen:
            number = self.moved[kind, number]
            seen.add(number)
        return number

    def move(self, kind: str, number: int, now: int) -> None:
        """The season or card ``number`` was made again as ``now`` (SQLite may give the freed number again)."""
        if now != number:
            self.moved[kind, number] = now
        else:
            self.moved.pop((kind, number), None)

    def buttons(self, owner: QWidget) -> tuple[QPushButton, QPushButton]:
        """« Annuler » and « Rétablir » over this history, for a modal dialog (the window's Édition menu is out
        of reach under it): Ctrl+Z and Ctrl+Y, each naming in its tip the change it acts on."""
        undo = button(tr("Annuler", "undo"), self.stack.undo, tip="Ctrl+Z")
        redo = button(tr("Rétablir"), self.stack.redo, tip="Ctrl+Y")
        for key, slot in ((QKeySequence.StandardKey.Undo, self.stack.undo), (QKeySequence("Ctrl+Y"), self.stack.redo)):
            QShortcut(QKeySequence(key), owner, slot)

        _Naming(self.stack, undo, redo, owner)
        return undo, redo


class _Naming(QObject):
    """Keeps the two buttons enabled and named after the change each acts on (gone with their dialog)."""

    def __init__(self, stack: QUndoStack, undo: QPushButton, redo: QPushButton, owner: QWidget) -> None:
        super().__init__(owner)
        self.stack, self.undo, self.redo = stack, undo, redo
        stack.indexChanged.connect(self.update)
        self.update()

    def update(self, *_args: object) -> None:
        stack = self.stack
        try:
            states = ((self.undo, stack.canUndo(), stack.undoText(), tr("Annuler : {what}")),
                      (self.redo, stack.canRedo(), stack.redoText(), tr("Rétablir : {what}")))
            for widget, can, what, named in states:
                widget.setEnabled(can)
                widget.setToolTip(named.format(what=what) if can else "")
        except RuntimeError:  # the dialog and its own history are being deleted (the stack empties itself)
            return
