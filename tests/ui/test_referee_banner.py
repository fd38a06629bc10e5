"""The referee-call banner shows only the open calls of the current round whose game is still in play."""

from __future__ import annotations

from belote_club.ui.main_window import MainWindow
from tests.helpers.club import concours, play_round
from tests.helpers.deals import made


def test_the_banner_follows_only_calls_still_to_answer(qtbot, service) -> None:
    win = MainWindow(service)
    qtbot.addWidget(win)
    tid = concours(service, 8, name="Concours des appels")
    page = win.open_tournament(tid)
    entry = page.table_entry
    codes = {a.table_number: a.code for a in service.entry_codes(tid, 1)}
    service.phone_call_referee(codes[2], "call-0001")
    entry.refresh_calls()
    assert not entry.banner.isHidden() and entry.banner.text.text() == "La table 2 appelle l’arbitre."
    # Table 2 played out and confirmed by both camps: the agreement settles the call, nothing is shown.
    for number in range(12):
        service.phone_add_deal(codes[2], f"deal-{number:03d}", made(0, 100))
    service.phone_confirm(codes[2], "confirm-0", 0)
    service.phone_confirm(codes[2], "confirm-1", 1)
    assert not any(c.table_number == 2 for c in service.referee_calls(tid, open_only=True))
    entry.refresh_calls()
    assert entry.banner.isHidden() and entry.calls == []
    # A call of round 1 left open does not follow into round 2.
    service.phone_call_referee(codes[3], "call-0002")
    entry.refresh_calls()
    assert not entry.banner.isHidden()
    play_round(service, tid, 1)
    service.draw_next_round(tid, seed=2)
    entry.refresh_calls()
    assert entry.banner.isHidden()
    # Reopened later (a new window on the same data): still nothing shown.
    again = MainWindow(service)
    qtbot.addWidget(again)
    assert again.open_tournament(tid).table_entry.banner.isHidden()


def test_a_reason_typed_on_a_phone_is_shown_as_plain_text(qtbot, service) -> None:
    from PySide6.QtCore import Qt

    win = MainWindow(service)
    qtbot.addWidget(win)
    tid = concours(service, 8, name="Concours des appels")
    entry = win.open_tournament(tid).table_entry
    codes = {a.table_number: a.code for a in service.entry_codes(tid, 1)}
    rich = "<h1>CONCOURS ANNULÉ</h1><img src=\"/usr/share/pixmaps/debian-logo.png\">"
    service.phone_call_referee(codes[2], "call-html-1", reason=rich)
    entry.refresh_calls()
    assert entry.banner.text.textFormat() == Qt.TextFormat.PlainText
    assert entry.banner.text.text() == f"La table 2 appelle l’arbitre : {rich}"  # shown as typed, not rendered
