"""The language of the Qt-free layers (engine explanations, rule wording, command line): one home.

French is the source language: every message id is the French text itself, so French needs no catalogue
and costs nothing (no ``gettext`` import, no file read).  English comes from the ``belote_club`` gettext
domain in ``resources/locale/en/LC_MESSAGES/belote_club.mo`` (Babel extraction, see CONTRIBUTING.md).

The language is, in this order: what :func:`set_language` was given (``belote-club --lang``, the window's
setting), else the environment variable ``BELOTE_CLUB_LANG``, else the system locale (``LANGUAGE``,
``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else French.

Usage: ``from belote_club.i18n import gettext as _`` (the name ``_`` is private across modules) then ``_("Donne passée.")`` or
``_("Le preneur ({name}) fait {points}.").format(name=…, points=…)`` — never an f-string inside ``_()``.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

__all__ = ["LANGUAGES", "LANG_ENV", "N_", "gettext", "language", "localedir", "ngettext", "on_change",
           "set_language", "system_language"]

#: The languages there is a translation for; French, the source language, first.
LANGUAGES = ("fr", "en")
#: Environment variable naming the language (``fr`` or ``en``) when no ``--lang`` is given.
LANG_ENV = "BELOTE_CLUB_LANG"
DOMAIN = "belote_club"

_language: str | None = None  # None: not chosen yet (worked out at the first look-up)
_translation: Any = None  # gettext.GNUTranslations of the language, None for French
_listeners: list[Callable[[], None]] = []


def localedir() -> str:
    """``resources/locale``, where the ``.mo`` catalogues are."""
    from belote_club.paths import resource_path

    return str(resource_path("locale"))


def _known(value: str | None) -> str | None:
    """« en_GB.UTF-8 » → « en »; None for an empty, ``C``/``POSIX`` or untranslated locale."""
    if not value:
        return None
    code = value.split(":")[0].split(".")[0].split("@")[0].split("_")[0].split("-")[0].strip().lower()
    return code if code in LANGUAGES else None


def system_language() -> str:
    """The language the environment asks for: ``BELOTE_CLUB_LANG``, else the system locale, else French."""
    chosen = _known(os.environ.get(LANG_ENV))
    if chosen:
        return chosen
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable)
        if value:  # the first one set decides, as for gettext and the C library
            return _known(value) or "fr"
    return "fr"


def set_language(code: str | None) -> str:
    """Choose the language (``"fr"``, ``"en"``; None: from the environment).  Returns the language in force.
    An unknown code gives French."""
    global _language, _translation
    chosen = _known(code) if code else system_language()
    chosen = chosen or "fr"
    translation = None
    if chosen != "fr":
        import gettext as _gettext_module

        translation = _gettext_module.translation(DOMAIN, localedir=localedir(), languages=[chosen], fallback=True)
    changed = chosen != _language
    _language, _translation = chosen, translation
    if changed:
        for listener in list(_listeners):
            listener()
    return chosen


def language() -> str:
    """The language in force, ``"fr"`` or ``"en"``."""
    return _language if _language is not None else set_language(None)


def on_change(listener: Callable[[], None]) -> None:
    """Call ``listener`` whenever the language changes (caches of translated texts are emptied that way)."""
    _listeners.append(listener)


def gettext(message: str) -> str:
    """``message`` (French) in the language in force."""
    if _language is None:
        set_language(None)
    translation = _translation
    return message if translation is None else str(translation.gettext(message))


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or the plural of a message, by ``n``, in the language in force (French: ``n > 1``)."""
    if _language is None:
        set_language(None)
    translation = _translation
    if translation is None:
        return singular if abs(n) <= 1 else plural
    return str(translation.ngettext(singular, plural, n))


def N_(message: str) -> str:  # noqa: N802 (the gettext convention)
    """Marks a message for extraction without translating it now (module-level tables)."""
    return message


_ = gettext
