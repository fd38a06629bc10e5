"""Look of the application: Fusion, a restrained green-felt palette, fonts readable across a club room.

The colours follow the system's scheme (Qt 6 ``QStyleHints.colorScheme``): a light paper, or at night a dark
one with the club's greens lightened so that they still read; :func:`colors` gives the scheme in use to the
widgets that paint text themselves (states in the tables, totals, the clock).  Every button shows a ring when
it has the keyboard focus.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import QAbstractItemView, QApplication


@dataclass(frozen=True)
class Colors:
    green: str  #: the club's green: primary buttons, highlights
    green_dark: str  #: green text: titles, totals, « Présent », « Terminée »
    green_light: str  #: tabs, headers, selected rows
    red: str  #: errors, withdrawals
    amber: str  #: « en cours », « attendu »
    ink: str  #: text
    muted: str  #: secondary text
    paper: str  #: window background
    base: str  #: fields and tables
    alternate: str  #: every other row
    button: str
    line: str  #: borders, grid
    disabled_text: str
    disabled_back: str
    warning_back: str
    warning_text: str
    warning_line: str
    focus: str  #: the keyboard focus ring
    blue: str = "#1f4e8c"  #: « reprise au poste »
    call_back: str = "#fbe3e1"  #: a row whose table calls the referee
    alert: str = "#b3261e"  #: the referee-call banner (white text on it)
    handle: str = "#a3aea8"  #: scroll bars' handles
    dark: bool = False


LIGHT = Colors(green="#1f6f4a", green_dark="#17553a", green_light="#e7f2ec", red="#b3261e", amber="#8a6d00",
               ink="#1d2521", muted="#5d6b64", paper="#fbfbf8", base="#ffffff", alternate="#f5f8f6",
               button="#ffffff", line="#d5ddd8", disabled_text="#9aa59f", disabled_back="#f1f3f2",
               warning_back="#fff4d6", warning_text="#6b4d00", warning_line="#ecd28c", focus="#e0a100")
DARK = Colors(green="#2a8a5d", green_dark="#8fd6ae", green_light="#22392d", red="#f28b82", amber="#e8c15a",
              ink="#e4ebe7", muted="#a3b3aa", paper="#151a17", base="#1c2320", alternate="#212a25",
              button="#26302b", line="#3a4842", disabled_text="#6f7d76", disabled_back="#1f2623",
              warning_back="#3d3213", warning_text="#f3dc9b", warning_line="#6b5a22", focus="#f2c14e", blue="#8ab4f8",
              call_back="#4a1f1c", alert="#8c1d18", handle="#5d6b64", dark=True)

_current = LIGHT

# Kept for callers that name the light colours directly.
GREEN, GREEN_DARK, GREEN_LIGHT, RED, INK, MUTED, PAPER, LINE = (
    LIGHT.green, LIGHT.green_dark, LIGHT.green_light, LIGHT.red, LIGHT.ink, LIGHT.muted, LIGHT.paper, LIGHT.line)


def colors() -> Colors:
    """The colours of the scheme in use."""
    return _current


def stylesheet(c: Colors) -> str:
    return f"""
QMainWindow, QDialog {{ background: {c.paper}; }}
QToolBar {{ background: {c.green}; border: none; spacing: 6px; padding: 4px 8px; }}
QToolBar QToolButton {{ color: white; padding: 6px 12px; border-radius: 4px; font-weight: 600; }}
QToolBar QToolButton:hover {{ background: {c.green_dark}; }}
QToolBar QToolButton:checked {{ background: {c.green_dark}; }}
QToolBar QLabel {{ color: white; }}
QTabWidget::pane {{ border: 1px solid {c.line}; background: {c.base}; border-radius: 4px; }}
QTabBar::tab {{ padding: 8px 18px; border: 1px solid {c.line}; border-bottom: none; background: {c.green_light};
               color: {c.ink}; border-top-left-radius: 4px; border-top-right-radius: 4px; margin-right: 2px; }}
QTabBar::tab:selected {{ background: {c.base}; color: {c.green_dark}; font-weight: 600; }}
QTabBar::tab:focus {{ border: 2px solid {c.focus}; border-bottom: none; }}
QPushButton, QToolButton {{ padding: 6px 14px; border-radius: 4px; border: 1px solid {c.line};
                            background: {c.button}; color: {c.ink}; }}
QPushButton:hover, QToolButton:hover {{ background: {c.green_light}; }}
QPushButton:default, QPushButton[primary="true"] {{ background: {c.green}; color: white; border-color: {c.green_dark}; }}
QPushButton:default:hover, QPushButton[primary="true"]:hover {{ background: {c.green_dark}; color: {c.paper}; }}
QPushButton:disabled, QToolButton:disabled {{ color: {c.disabled_text}; background: {c.disabled_back}; }}
QPushButton:focus, QToolButton:focus {{ border: 3px solid {c.focus}; padding: 4px 12px; }}
QLineEdit {{ padding: 4px 6px; border: 1px solid {c.line}; border-radius: 4px; background: {c.base}; color: {c.ink}; }}
QLineEdit:focus {{ border: 2px solid {c.green}; padding: 3px 5px; }}
QSpinBox, QComboBox, QDateEdit {{ min-height: 26px; }}
QSpinBox:focus, QComboBox:focus, QDateEdit:focus, QCheckBox:focus {{ border: 2px solid {c.focus}; }}
QLineEdit#entryLine {{ font-size: 20pt; padding: 6px 10px; font-family: monospace; }}
QTableView {{ gridline-color: {c.line}; selection-background-color: {c.green}; selection-color: white;
             alternate-background-color: {c.alternate}; background: {c.base}; color: {c.ink};
             border: 1px solid {c.line}; }}
QTableView:focus {{ border: 2px solid {c.focus}; }}
QHeaderView::section {{ background: {c.green_light}; color: {c.ink}; padding: 6px; border: none;
                        border-right: 1px solid {c.line}; border-bottom: 1px solid {c.line}; font-weight: 600; }}
QLabel[role="title"] {{ font-size: 18pt; font-weight: 600; color: {c.green_dark}; }}
QLabel[role="subtitle"] {{ font-size: 12pt; color: {c.muted}; }}
QLabel[role="hint"] {{ color: {c.muted}; }}
QLabel[role="error"] {{ color: {c.red}; font-weight: 600; }}
QLabel[role="ok"] {{ color: {c.green_dark}; font-weight: 600; }}
QLabel[role="total"] {{ font-size: 30pt; font-weight: 700; color: {c.green_dark}; }}
QLabel[role="total-small"] {{ font-size: 20pt; font-weight: 700; color: {c.green_dark}; }}
QLabel[role="banner"] {{ background: {c.green}; color: white; font-size: 16pt; font-weight: 600;
                         padding: 10px 14px; border-radius: 4px; }}
QLabel[role="readonly"] {{ background: {c.warning_back}; color: {c.warning_text}; padding: 6px 12px;
                           border-bottom: 1px solid {c.warning_line}; font-weight: 600; }}
QLabel[role="warning"] {{ background: {c.warning_back}; color: {c.warning_text}; padding: 8px 12px; border-radius: 4px;
                          border: 1px solid {c.warning_line}; }}
QGroupBox {{ border: 1px solid {c.line}; border-radius: 4px; margin-top: 14px; padding: 10px 8px 8px 8px;
             background: {c.base}; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; color: {c.green_dark}; font-weight: 600; }}
QListWidget {{ border: 1px solid {c.line}; background: {c.base}; color: {c.ink}; }}
QScrollBar:vertical {{ background: {c.paper}; width: 14px; margin: 0; border: none; }}
QScrollBar:horizontal {{ background: {c.paper}; height: 14px; margin: 0; border: none; }}
QScrollBar::handle {{ background: {c.handle}; border-radius: 4px; margin: 3px; }}
QScrollBar::handle:vertical {{ min-height: 32px; }}
QScrollBar::handle:horizontal {{ min-width: 32px; }}
QScrollBar::handle:hover, QScrollBar::handle:pressed {{ background: {c.green}; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; border: none; background: none; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
QStatusBar {{ color: {c.muted}; }}
"""


#: The light stylesheet (kept for callers that read it).
STYLESHEET = stylesheet(LIGHT)


def strong_selection(view: QAbstractItemView) -> None:
    """The chosen row in the club's green with white text, focused or not: a choice that must be seen."""
    view.setStyleSheet(f"QTableView {{ selection-background-color: {colors().green}; selection-color: white; }}")


def system_is_dark() -> bool:
    """Whether the system asks for a dark scheme (Qt 6.5+: ``QStyleHints.colorScheme``)."""
    hints = QGuiApplication.styleHints()
    scheme = getattr(hints, "colorScheme", None)
    return scheme is not None and scheme() == Qt.ColorScheme.Dark


def palette(c: Colors) -> QPalette:
    result = QPalette()
    roles = QPalette.ColorRole
    for role, value in ((roles.Window, c.paper), (roles.WindowText, c.ink), (roles.Base, c.base),
                        (roles.AlternateBase, c.alternate), (roles.Text, c.ink), (roles.Button, c.button),
                        (roles.ButtonText, c.ink), (roles.Highlight, c.green), (roles.HighlightedText, "#ffffff"),
                        (roles.ToolTipBase, c.base), (roles.ToolTipText, c.ink), (roles.PlaceholderText, c.muted),
                        (roles.Link, c.green_dark), (roles.BrightText, c.red)):
        result.setColor(role, QColor(value))
    result.setColor(QPalette.ColorGroup.Disabled, roles.Text, QColor(c.disabled_text))
    result.setColor(QPalette.ColorGroup.Disabled, roles.ButtonText, QColor(c.disabled_text))
    result.setColor(QPalette.ColorGroup.Disabled, roles.WindowText, QColor(c.disabled_text))
    return result


def apply_theme(app: QApplication, *, dark: bool | None = None) -> None:
    """Fusion with the club's colours, light or dark as the system says (``dark`` forces one); follows the
    system when it changes scheme while the application runs."""
    global _current
    app.setStyle("Fusion")
    _current = DARK if (system_is_dark() if dark is None else dark) else LIGHT
    app.setPalette(palette(_current))
    font = QFont(app.font())
    font.setPointSizeF(max(font.pointSizeF(), 11.0))
    app.setFont(font)
    app.setStyleSheet(stylesheet(_current))
    hints = QGuiApplication.styleHints()
    if dark is None and hasattr(hints, "colorSchemeChanged") and not app.property("beloteFollowsScheme"):
        app.setProperty("beloteFollowsScheme", True)
        hints.colorSchemeChanged.connect(lambda _scheme: apply_theme(app))
