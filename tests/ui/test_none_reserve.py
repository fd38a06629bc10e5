"""The reserve of references to None (belote_club/ui/none_reserve.py): PySide6 6.12 under Python 3.11 loses one
at every call of a Qt method that returns nothing; the program must not abort when the count reaches zero."""

from __future__ import annotations

import sys

import pytest

from belote_club.ui import none_reserve

pytestmark = pytest.mark.skipif(not none_reserve.affected(), reason="None est immortel depuis Python 3.12")


def test_the_reserve_is_topped_up_when_less_than_half_is_left() -> None:
    count = sys.getrefcount(None)
    assert none_reserve.top_up(step=count * 4) >= count * 5 - 10  # fewer than half left: a step added
    again = sys.getrefcount(None)
    assert none_reserve.top_up(step=count) <= again + 10  # plenty left: nothing added


def test_many_calls_returning_nothing_do_not_abort_the_program(qtbot) -> None:
    """Far more Qt calls returning nothing than the references to None the process had without the reserve
    (it aborted with « deallocating None » after about that many)."""
    from PySide6.QtWidgets import QLabel

    label = QLabel()
    qtbot.addWidget(label)
    calls = none_reserve.STEP // 10 if sys.getrefcount(None) > none_reserve.STEP // 2 else 0
    assert calls, "the reserve is kept by the tests' application as by the program's"
    for _ in range(calls):
        label.setText("a")
    none_reserve.top_up()
    assert sys.getrefcount(None) > none_reserve.STEP // 2
