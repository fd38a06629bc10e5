"""The round's countdown: one timer per tournament page, shown on the Manches tab and on the projector."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QWidget

from belote_club.ui.translation import tr


class RoundTimer(QObject):
    """The round's countdown, shared by the rounds tab and the projector."""

    ticked = Signal(int)  # seconds remaining

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.remaining = 0
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self._tick)

    def start(self, minutes: int) -> None:
        self.remaining = minutes * 60
        self.timer.start()
        self.ticked.emit(self.remaining)

    def stop(self) -> None:
        self.timer.stop()
        self.remaining = 0
        self.ticked.emit(-1)

    def running(self) -> bool:
        return self.timer.isActive()

    def _tick(self) -> None:
        self.remaining = max(0, self.remaining - 1)
        if self.remaining == 0:
            self.timer.stop()
        self.ticked.emit(self.remaining)


class RoundClock(QLabel):
    """A big countdown (minutes:seconds); red in the last five minutes, « Dernière donne ! » at zero."""

    def __init__(self, timer: RoundTimer, color: str = "white", size: int = 64,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.color, self.points = color, size
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        timer.ticked.connect(self.show_remaining)
        self.show_remaining(timer.remaining if timer.running() else -1)

    def show_remaining(self, remaining: int) -> None:
        if remaining < 0:
            self.hide()
            return
        minutes, seconds = divmod(remaining, 60)
        self.setText(tr("Dernière donne !") if remaining == 0 else f"{minutes:02d}:{seconds:02d}")
        color = "#b3261e" if remaining <= 300 else self.color
        self.setStyleSheet(f"color: {color}; font-size: {self.points}pt; font-weight: 700; font-family: monospace;")
        self.show()
