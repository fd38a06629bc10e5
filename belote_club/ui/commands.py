"""Undoable changes of a concours that are not deals: check-in, late arrival, withdrawal, team edits, swaps,
draws.  They live on the tournament page's one undo stack, with the score sheets' deal commands, so that
Édition › Annuler always names and undoes the latest change, whatever the tab shown.

Undoing or redoing first brings the change into view (its tab, its line), then makes it through the services;
a refusal (another station changed things meanwhile, a rule forbids it) is said in French and changes nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from belote_club.services.errors import ServiceError

log = logging.getLogger(__name__)


class ServiceCommand(QUndoCommand):
    """One change made through the services.  ``forward`` makes it (again), ``backward`` reverts it;
    ``reveal`` brings what it changes into view, ``done`` refreshes the screens after either; ``refused``
    says why the services refused an undo or a redo.  The change is made by ``perform`` before it is pushed
    (so that a refusal never enters the history)."""

    def __init__(self, text: str, forward: Callable[[], object], backward: Callable[[], object], *,
                 reveal: Callable[[], None], done: Callable[[], None],
                 refused: Callable[[Exception], None]) -> None:
        super().__init__(text)
        self.forward, self.backward = forward, backward
        self.reveal, self.done, self.refused = reveal, done, refused
        self._first = True

    def perform(self) -> bool:
        """Make the change now; whether the services accepted it."""
        try:
            self.forward()
        except (ServiceError, ValueError) as error:
            self.refused(error)
            return False
        self.done()
        return True

    def _run(self, action: Callable[[], object]) -> None:
        self.reveal()
        try:
            action()
        except (ServiceError, ValueError) as error:  # a refusal, in French: the item leaves the history
            log.info("Refusé : %s", error)
            self.setObsolete(True)
            self.refused(error)
        self.done()

    def redo(self) -> None:
        if self._first:  # already made by perform()
            self._first = False
            return
        self._run(self.forward)

    def undo(self) -> None:
        self._run(self.backward)
