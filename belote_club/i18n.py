"""The language of the Qt-free layers (engine explanations, rule wording, command line): one home.

French is the source language: every message id is the French text itself, so French needs no catalogue
and costs nothing (no ``gettext`` import, no file read).  English comes from gettext catalogues in
``resources/locale/en/LC_MESSAGES/``, one domain per layer (:data:`DOMAINS`: ``belote_club`` for the engine and
the command line, ``belote_club_services``, ``belote_club_storage``, ``belote_club_reports``,
``belote_club_web``), chained into one translation (Babel extraction, see CONTRIBUTING.md).

The language is, in this order: what :func:`set_language` was given (``belote-club --lang``, the window's
setting), else the environment variable ``BELOTE_CLUB_LANG``, else the system locale (``LANGUAGE``,
``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else French.  :func:`using` overrides it for one context (one web
request answered in the phone's language) without touching the rest of the process.

Usage: ``from belote_club.i18n import gettext as _`` (the name ``_`` is private across modules) then ``_("Donne passée.")`` or
``_("Le preneur ({name}) fait {points}.").format(name=…, points=…)`` — never an f-string inside ``_()``.
"""

from __future__ import annotations

import os
from contextvars import ContextVar
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable
    from contextvars import Token
    from types import TracebackType
    from typing import Any

__all__ = ["DOMAINS", "LANGUAGES", "LANG_ENV", "N_", "Using", "gettext", "known_language", "language", "localedir",
           "ngettext", "on_change", "set_language", "system_language", "using"]

#: The languages there is a translation for; French, the source language, first.
LANGUAGES = ("fr", "en")
#: Environment variable naming the language (``fr`` or ``en``) when no ``--lang`` is given.
LANG_ENV = "BELOTE_CLUB_LANG"
#: The gettext domains and the code each one translates (``make translations`` extracts each from its
#: folders; the first one takes everything else).  A message id is the French text, the same in every domain.
DOMAINS: dict[str, tuple[str, ...]] = {
    "belote_club": ("belote_club",),
    "belote_club_services": ("belote_club/services",),
    "belote_club_storage": ("belote_club/storage", "belote_club/tournament"),
    "belote_club_reports": ("belote_club/reports",),
    "belote_club_web": ("belote_club/web",),
}

_language: str | None = None  # None: not chosen yet (worked out at the first look-up)
_translation: Any = None  # gettext.GNUTranslations of the language, None for French
_translations: dict[str, Any] = {}  # language → its chained translation (None for French), loaded once
_override: ContextVar[str | None] = ContextVar("belote_club_language", default=None)
_listeners: list[Callable[[], None]] = []


def localedir() -> str:
    """``resources/locale``, where the ``.mo`` catalogues are."""
    from belote_club.paths import resource_path

    return str(resource_path("locale"))


def known_language(value: str | None) -> str | None:
    """« en_GB.UTF-8 » → « en »; None for an empty, ``C``/``POSIX`` or untranslated locale."""
    if not value:
        return None
    code = value.split(":")[0].split(".")[0].split("@")[0].split("_")[0].split("-")[0].strip().lower()
    return code if code in LANGUAGES else None


def system_language() -> str:
    """The language the environment asks for: ``BELOTE_CLUB_LANG``, else the system locale, else French."""
    chosen = known_language(os.environ.get(LANG_ENV))
    if chosen:
        return chosen
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable)
        if value:  # the first one set decides, as for gettext and the C library
            return known_language(value) or "fr"
    return "fr"


def set_language(code: str | None) -> str:
    """Choose the language (``"fr"``, ``"en"``; None: from the environment).  Returns the language in force.
    An unknown code gives French."""
    global _language, _translation
    chosen = known_language(code) if code else system_language()
    chosen = chosen or "fr"
    translation = _translation_of(chosen)
    changed = chosen != _language
    _language, _translation = chosen, translation
    if changed:
        for listener in list(_listeners):
            listener()
    return chosen


def _translation_of(code: str) -> Any:
    """The chained catalogues of every domain for ``code`` (None for French, the source language)."""
    if code == "fr":
        return None
    if code not in _translations:
        import gettext as gettext_module

        chained: Any = None
        for domain in DOMAINS:
            one = gettext_module.translation(domain, localedir=localedir(), languages=[code], fallback=True)
            if chained is None:
                chained = one
            else:
                chained.add_fallback(one)
        _translations[code] = chained
    return _translations[code]


def language() -> str:
    """The language in force here, ``"fr"`` or ``"en"`` (a :func:`using` block's, else the process's)."""
    overridden = _override.get()
    if overridden is not None:
        return overridden
    return _language if _language is not None else set_language(None)


def using(code: str | None) -> Using:
    """Within the block (this thread or task only), messages are in ``code`` (None or unknown: the
    process's language).  Yields the language in force.  The process's language is not changed."""
    return Using(code)


class Using:
    """The context manager :func:`using` returns: what ``@contextmanager`` makes of « set the override, yield
    :func:`language`, reset the override », written out (:mod:`contextlib` would cost ``belote-club score``'s
    start-up more than this whole module, issue 10).  As that one, the code is read on entering."""

    __slots__ = ("_code", "_token")
    _token: Token[str | None]

    def __init__(self, code: str | None) -> None:
        self._code = code

    def __enter__(self) -> str:
        code = self._code
        token = self._token = _override.set(known_language(code) if code else None)
        try:
            return language()
        except BaseException:
            _override.reset(token)
            raise

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 traceback: TracebackType | None) -> None:
        _override.reset(self._token)


def _current() -> Any:
    overridden = _override.get()
    if overridden is not None:
        return _translation_of(overridden)
    if _language is None:
        set_language(None)
    return _translation


def on_change(listener: Callable[[], None]) -> None:
    """Call ``listener`` whenever the language changes (caches of translated texts are emptied that way)."""
    _listeners.append(listener)


def gettext(message: str) -> str:
    """``message`` (French) in the language in force."""
    translation = _current()
    return message if translation is None else str(translation.gettext(message))


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or the plural of a message, by ``n``, in the language in force (French: ``n > 1``)."""
    translation = _current()
    if translation is None:
        return singular if abs(n) <= 1 else plural
    return str(translation.ngettext(singular, plural, n))


def N_(message: str) -> str:  # noqa: N802 (the gettext convention)
    """Marks a message for extraction without translating it now (module-level tables)."""
    return message


_ = gettext
