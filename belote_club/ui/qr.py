"""QR codes for the window: an address (the live results, a table's page) drawn as a crisp QPixmap (segno).

The modules are painted square by square (no scaling of a small image: no blur), dark on white with the
quiet zone the standard asks for (4 modules), at the size the caller wants, rounded down to a whole number
of pixels per module so that every module has the same width.
"""

from __future__ import annotations

import segno
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

QUIET_ZONE = 4


def qr_matrix(text: str) -> list[list[bool]]:
    """The dark (True) and light modules of ``text``'s QR code, without the quiet zone (error level M)."""
    code = segno.make(text, error="m", micro=False)
    return [[bool(module) for module in row] for row in code.matrix]


def qr_image(text: str, size: int) -> QImage:
    """``text`` as a QR code about ``size`` pixels wide (at least one pixel a module), quiet zone included."""
    matrix = qr_matrix(text)
    modules = len(matrix) + 2 * QUIET_ZONE
    scale = max(1, size // modules)
    side = modules * scale
    image = QImage(side, side, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    try:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("black"))
        for y, row in enumerate(matrix):
            for x, dark in enumerate(row):
                if dark:
                    painter.drawRect(QRect((x + QUIET_ZONE) * scale, (y + QUIET_ZONE) * scale, scale, scale))
    finally:
        painter.end()
    return image


def qr_pixmap(text: str, size: int) -> QPixmap:
    """``text`` as a QR code to show in a QLabel (see :func:`qr_image`)."""
    return QPixmap.fromImage(qr_image(text, size))
