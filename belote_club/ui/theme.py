"""Look of the application: Fusion, a restrained green-felt palette, fonts readable across a club room."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

GREEN = "#1f6f4a"
GREEN_DARK = "#17553a"
GREEN_LIGHT = "#e7f2ec"
RED = "#b3261e"
INK = "#1d2521"
MUTED = "#5d6b64"
PAPER = "#fbfbf8"
LINE = "#d5ddd8"

STYLESHEET = f"""
QMainWindow, QDialog {{ background: {PAPER}; }}
QToolBar {{ background: {GREEN}; border: none; spacing: 6px; padding: 4px 8px; }}
QToolBar QToolButton {{ color: white; padding: 6px 12px; border-radius: 4px; font-weight: 600; }}
QToolBar QToolButton:hover {{ background: {GREEN_DARK}; }}
QToolBar QToolButton:checked {{ background: {GREEN_DARK}; }}
QToolBar QLabel {{ color: white; }}
QTabWidget::pane {{ border: 1px solid {LINE}; background: white; border-radius: 4px; }}
QTabBar::tab {{ padding: 8px 18px; border: 1px solid {LINE}; border-bottom: none; background: {GREEN_LIGHT};
               border-top-left-radius: 4px; border-top-right-radius: 4px; margin-right: 2px; }}
QTabBar::tab:selected {{ background: white; color: {GREEN_DARK}; font-weight: 600; }}
QPushButton {{ padding: 6px 14px; border-radius: 4px; border: 1px solid #b9c6bf; background: white; }}
QPushButton:hover {{ background: {GREEN_LIGHT}; }}
QPushButton:default, QPushButton[primary="true"] {{ background: {GREEN}; color: white; border-color: {GREEN_DARK}; }}
QPushButton:default:hover, QPushButton[primary="true"]:hover {{ background: {GREEN_DARK}; }}
QPushButton:disabled {{ color: #9aa59f; background: #f1f3f2; }}
QLineEdit {{ padding: 4px 6px; border: 1px solid #b9c6bf; border-radius: 4px; background: white; }}
QLineEdit:focus {{ border: 2px solid {GREEN}; padding: 3px 5px; }}
QSpinBox, QComboBox, QDateEdit {{ min-height: 26px; }}
QLineEdit#entryLine {{ font-size: 20pt; padding: 6px 10px; font-family: monospace; }}
QTableView {{ gridline-color: {LINE}; selection-background-color: {GREEN_LIGHT}; selection-color: {INK};
             alternate-background-color: #f5f8f6; background: white; border: 1px solid {LINE}; }}
QHeaderView::section {{ background: {GREEN_LIGHT}; padding: 6px; border: none;
                        border-right: 1px solid {LINE}; border-bottom: 1px solid {LINE}; font-weight: 600; }}
QLabel[role="title"] {{ font-size: 18pt; font-weight: 600; color: {GREEN_DARK}; }}
QLabel[role="subtitle"] {{ font-size: 12pt; color: {MUTED}; }}
QLabel[role="hint"] {{ color: {MUTED}; }}
QLabel[role="error"] {{ color: {RED}; font-weight: 600; }}
QLabel[role="ok"] {{ color: {GREEN_DARK}; }}
QLabel[role="banner"] {{ background: {GREEN}; color: white; font-size: 16pt; font-weight: 600;
                         padding: 10px 14px; border-radius: 4px; }}
QLabel[role="warning"] {{ background: #fff4d6; color: #6b4d00; padding: 8px 12px; border-radius: 4px;
                          border: 1px solid #ecd28c; }}
QGroupBox {{ border: 1px solid {LINE}; border-radius: 4px; margin-top: 14px; padding: 10px 8px 8px 8px;
             background: white; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; color: {GREEN_DARK}; font-weight: 600; }}
QListWidget {{ border: 1px solid {LINE}; background: white; }}
QStatusBar {{ color: {MUTED}; }}
"""


def apply_theme(app: QApplication) -> None:
    app.setStyle("Fusion")
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, QColor(PAPER))
    palette.setColor(QPalette.ColorRole.WindowText, QColor(INK))
    palette.setColor(QPalette.ColorRole.Base, QColor("white"))
    palette.setColor(QPalette.ColorRole.AlternateBase, QColor("#f5f8f6"))
    palette.setColor(QPalette.ColorRole.Text, QColor(INK))
    palette.setColor(QPalette.ColorRole.Button, QColor("#f3f5f4"))
    palette.setColor(QPalette.ColorRole.ButtonText, QColor(INK))
    palette.setColor(QPalette.ColorRole.Highlight, QColor(GREEN))
    palette.setColor(QPalette.ColorRole.HighlightedText, QColor("white"))
    palette.setColor(QPalette.ColorRole.ToolTipBase, QColor("white"))
    palette.setColor(QPalette.ColorRole.ToolTipText, QColor(INK))
    palette.setColor(QPalette.ColorRole.PlaceholderText, QColor(MUTED))
    palette.setColor(QPalette.ColorRole.Link, QColor(GREEN_DARK))
    app.setPalette(palette)
    font = QFont(app.font())
    font.setPointSizeF(max(font.pointSizeF(), 11.0))
    app.setFont(font)
    app.setStyleSheet(STYLESHEET)
