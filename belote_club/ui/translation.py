"""The window's translation function: one home for every Qt string of ``ui/`` and ``app.py``.

French is the source language.  ``tr("Texte")`` translates at call time through the installed
``QTranslator`` (``resources/translations/belote_club_<lang>.qm``).  Every ``tr("…")`` call and every
``QT_TR_NOOP("…")`` (a text kept in a table and translated where it is shown: ``tr(COLUMN.title)``) is found by
the standard extractor, ``pyside6-lupdate``, which files a module-level ``tr()`` under the empty context, as this
function looks it up (``make translations``; CONTRIBUTING.md).  The second argument tells apart one French text
translated two ways (« Annuler » the action vs « Annuler » the button): ``tr("Annuler", "undo")``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

__all__ = ["QT_TR_NOOP", "tr"]


def tr(text: str, disambiguation: str | None = None) -> str:
    """``text`` (French) in the window's language."""
    return QCoreApplication.translate("", text, disambiguation)


def QT_TR_NOOP(text: str) -> str:  # noqa: N802 (the name pyside6-lupdate looks for)
    """Marks a text kept in a table for ``pyside6-lupdate``; it is translated where it is shown, ``tr(text)``.
    (PySide6's own ``QT_TR_NOOP`` is typed as returning ``object``.)"""
    return text
