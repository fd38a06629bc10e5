"""``belote_club.text``: dates and times in the language in force (issue 15), French unchanged; numbers keep
the narrow no-break space (SI style) and the true minus in both languages."""

from __future__ import annotations

import datetime as dt
import threading

from belote_club import i18n
from belote_club.text import (
    french_date,
    french_datetime,
    french_time,
    number,
    short_date,
    short_datetime,
    signed,
)

MOMENT = dt.datetime(2026, 11, 21, 14, 5)
FIRST = dt.datetime(2026, 2, 1, 9, 7)


def test_french_dates_are_unchanged() -> None:
    assert i18n.language() == "fr"
    assert french_date(MOMENT.date()) == "samedi 21 novembre 2026"
    assert french_date(FIRST.date()) == "dimanche 1er février 2026"
    assert french_date(FIRST.date(), weekday=False) == "1er février 2026"
    assert french_time(MOMENT) == "14\u00a0h\u00a005" and french_time(FIRST.time()) == "9\u00a0h\u00a007"
    assert french_datetime(MOMENT) == "21/11/2026 à 14\u00a0h\u00a005"
    assert short_date(MOMENT.date()) == "21/11/2026" and short_datetime(MOMENT) == "21/11 14:05"


def test_english_dates_in_an_english_block() -> None:
    with i18n.using("en"):
        assert french_date(MOMENT.date()) == "Saturday 21 November 2026"
        assert french_date(FIRST.date()) == "Sunday 1 February 2026"
        assert french_date(FIRST.date(), weekday=False) == "1 February 2026"
        assert french_time(MOMENT) == "14:05" and french_time(FIRST) == "09:07"
        assert french_datetime(MOMENT) == "21 Nov 2026 at 14:05"  # issue 24: dates in English format
        assert short_date(MOMENT.date()) == "21 Nov 2026" and short_datetime(MOMENT) == "21 Nov 14:05"
        assert number(1012) == "1\u202f012" and number(-45) == "\u221245" and signed(1200) == "+1\u202f200"
    assert french_date(MOMENT.date()) == "samedi 21 novembre 2026"


def test_english_for_the_process_then_french_again() -> None:
    i18n.set_language("en")
    try:
        assert french_date(MOMENT.date()) == "Saturday 21 November 2026"
        seen: list[str] = []
        thread = threading.Thread(target=lambda: seen.append(french_time(MOMENT)))
        thread.start()
        thread.join(5)
        assert seen == ["14:05"]  # the process's language, in every thread
        with i18n.using("fr"):
            assert french_date(MOMENT.date()) == "samedi 21 novembre 2026"
    finally:
        i18n.set_language("fr")
    assert french_time(MOMENT) == "14\u00a0h\u00a005"
