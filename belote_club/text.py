"""French text conventions, one home for the whole product (screen, paper, command line).

Below every layer: ``rules``, ``tournament``, ``storage``, ``services`` and the front ends all use it;
it imports only :mod:`belote_club.i18n` (the language in force), itself a leaf.

- Thousands are separated by a **narrow no-break space** (U+202F), on screen and on paper alike;
  a negative number takes the true minus sign « − ».
- Before « : ; ! ? » and inside « guillemets » French puts a **no-break space** (U+00A0).
- Sorting and searching ignore case and accents through :func:`fold`.

Dates and times follow the language in force (:func:`belote_club.i18n.language`): « samedi 21 novembre
2026 », « 14 h 05 » in French; « Saturday 21 November 2026 », « 14:05 » in English.  Numbers keep the narrow no-break space as the
thousands separator and « − » in English too (the SI style: « 1 012 », unambiguous in both languages).
"""

from __future__ import annotations

import datetime as dt
import unicodedata

from belote_club.i18n import language

__all__ = [
    "MINUS", "MONTHS", "MONTHS_EN", "NBSP", "NNBSP", "WEEKDAYS", "WEEKDAYS_EN", "euros", "fold", "french_date",
    "french_datetime", "french_time", "number", "short_date", "short_datetime", "signed", "typography",
]

NBSP = "\u00a0"  #: no-break space: before « : ; ! ? », inside « », in « 14 h 05 »
NNBSP = "\u202f"  #: narrow no-break space: the thousands separator
MINUS = "\u2212"  #: « − », the minus sign of a negative number

MONTHS = ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
          "novembre", "décembre")
WEEKDAYS = ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche")
MONTHS_EN = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December")
WEEKDAYS_EN = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

_LIGATURES = str.maketrans({"œ": "oe", "æ": "ae", "ß": "ss", "’": "'", "‘": "'"})


def _english() -> bool:
    """True when the language in force is English."""
    return language() == "en"


def fold(text: str) -> str:
    """Case- and accent-insensitive key: « Émile » → « emile », « Œillet » → « oeillet »; trimmed."""
    text = text.casefold().translate(_LIGATURES).strip()
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def number(value: int) -> str:
    """1012 → « 1 012 » (narrow no-break space); −45 → « −45 »."""
    sign = MINUS if value < 0 else ""
    return sign + f"{abs(value):,}".replace(",", NNBSP)


def signed(value: int) -> str:
    """« +120 », « −45 », « 0 »."""
    return "+" + number(value) if value > 0 else number(value)


def typography(text: str) -> str:
    """No-break spaces where French typography wants them (before « : ; ! ? », inside « »)."""
    for mark in (":", ";", "!", "?", "»"):
        text = text.replace(" " + mark, NBSP + mark)
    return text.replace("« ", "«" + NBSP)


def short_date(day: dt.date) -> str:
    """« 21/11/2026 » (the same in English: day, month, year)."""
    return f"{day:%d/%m/%Y}"


def french_date(day: dt.date, *, weekday: bool = True) -> str:
    """« samedi 21 novembre 2026 » (« 1er » for the first of the month); English: « Saturday 21 November
    2026 » (« 1 November 2026 »)."""
    if _english():
        text = f"{day.day} {MONTHS_EN[day.month - 1]} {day.year}"
        return f"{WEEKDAYS_EN[day.weekday()]} {text}" if weekday else text
    first = "1er" if day.day == 1 else str(day.day)
    text = f"{first} {MONTHS[day.month - 1]} {day.year}"
    return f"{WEEKDAYS[day.weekday()]} {text}" if weekday else text


def french_time(moment: dt.time | dt.datetime) -> str:
    """« 14 h 05 »; English: « 14:05 »."""
    if _english():
        return f"{moment.hour:02d}:{moment.minute:02d}"
    return f"{moment.hour}{NBSP}h{NBSP}{moment.minute:02d}"


def french_datetime(moment: dt.datetime) -> str:
    """« 21/11/2026 à 14 h 05 »; English: « 21/11/2026 at 14:05 »."""
    if _english():
        return f"{short_date(moment)} at {french_time(moment)}"
    return f"{short_date(moment)} à {french_time(moment)}"


def short_datetime(moment: dt.datetime) -> str:
    """« 21/11 14:05 », for a journal line (the same in English)."""
    return f"{moment:%d/%m %H:%M}"


def euros(cents: int, *, french: bool = False) -> str:
    """An amount of money in cents as the language in force writes it: « 1 234,50 € » (no-break space before
    the sign, narrow no-break space between thousands); English « €1,234.50 ».  Never through floating point.
    ``french``: in French whatever the language (what the journal stores)."""
    sign = MINUS if cents < 0 else ""
    whole, part = divmod(abs(cents), 100)
    if _english() and not french:
        return f"{sign}€{whole:,}.{part:02d}"
    return f"{sign}{number(whole)},{part:02d}{NBSP}€"
