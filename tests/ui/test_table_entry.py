"""« Saisie aux tables » from the window: a real table server on 127.0.0.1 (free port), phones played by httpx.

The desktop learns of the phones' writes through the window's watch (every second while the server runs):
the tests wait for what it shows with ``qtbot.waitUntil``, never for a duration, on the real timer
(:func:`watched` checks that the watch runs; ``tests/ui/test_app.py`` leaves no window behind that would
stop Qt's timers)."""

from __future__ import annotations

import socket
from typing import Any

import httpx
import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from belote_club.services.tables import CODE_LENGTH
from belote_club.ui.main_window import MainWindow
from belote_club.ui.table_server import serving_url
from belote_club.ui.views.table_entry import THIS_COMPUTER, TableEntryDialog
from tests.helpers.club import concours
from tests.helpers.deals import made


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((THIS_COMPUTER, 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def window(qtbot, service, monkeypatch) -> Any:
    win = MainWindow(service)
    qtbot.addWidget(win)
    win.resize(1366, 728)
    win.show()
    dialogs: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: dialogs.append(box.text()) or 0)
    win.dialogs = dialogs
    yield win
    if win.tournament_page is not None:
        win.tournament_page.table_entry.stop()


@pytest.fixture
def served(qtbot, window, service) -> tuple[Any, TableEntryDialog, str]:
    """A concours of 8 teams (4 tables), its page on the Manches tab, the server started from the panel."""
    tid = concours(service, 8, name="Concours des tables")
    page = window.open_tournament(tid)
    page.tabs.setCurrentWidget(page.rounds)
    page.rounds.open_button = page.table_entry.open_button
    assert page.rounds.isAncestorOf(page.table_entry.open_button)  # in the Manches tab, on the round's row
    qtbot.mouseClick(page.table_entry.open_button, Qt.MouseButton.LeftButton)
    dialog = page.table_entry.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.status.text() == "Serveur arrêté." and dialog.start_button.isEnabled()
    dialog.host.setCurrentIndex(dialog.host.findData(THIS_COMPUTER))
    dialog.port.setValue(free_port())
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert page.table_entry.running, page.table_entry.problem
    url = page.table_entry.url
    assert url == f"http://127.0.0.1:{dialog.port.value()}"
    return page, dialog, url


def watched(window: MainWindow, condition: Any) -> Any:
    """``condition``, met once the window's watch (every second while the server runs, on its real timer) has
    seen the change."""
    def check() -> bool:
        assert window.watch.isActive()
        return bool(condition())

    return check


def post(url: str, path: str, body: dict[str, Any]) -> httpx.Response:
    return httpx.post(f"{url}{path}", json=body, timeout=10)


def test_the_panel_serves_and_a_phone_deal_shows_on_the_desktop(qtbot, window, served, service) -> None:
    page, dialog, url = served
    assert window.watch.interval() == window.SERVING_WATCH_MS  # the phones' deals follow within 2 s
    assert dialog.address.text() == url and dialog.stop_button.isEnabled() and not dialog.start_button.isEnabled()
    assert page.table_entry.open_button.text() == "Saisie aux tables (en service)…"
    assert serving_url(page.tournament_id) == url
    states = dialog.model.rows()
    assert [s.table for s in states] == [1, 2, 3, 4] and all(s.mode == "phone" for s in states)
    assert {s.code for s in states} == {a.code for a in service.table_accesses(page.tournament_id)}
    assert dialog.table_qr.pixmap() is not None and not dialog.table_qr.pixmap().isNull()
    assert dialog.live_qr.toolTip() == f"{url}/live" and not dialog.live_qr.pixmap().isNull()
    code = states[1].code
    answer = post(url, f"/api/tables/{code}/deals", {"id": "phone-0001", "deal": made(0, 100)})
    assert answer.status_code == 201 and answer.json()["totals"] == [100, 62]
    assert "pas commencées : 4" in page.rounds.progress.text()  # not yet: the next watch tick shows it
    qtbot.waitUntil(watched(window, lambda: "en cours : 1 (table 2)" in page.rounds.progress.text()), timeout=10_000)
    second = page.rounds.model.item(1)
    assert second.number == 2 and second.game.totals == (100, 62)
    qtbot.waitUntil(watched(window, lambda: dialog.model.item(1).deals == 1), timeout=10_000)
    assert dialog.model.item(1).score_text == "100 – 62" and dialog.model.item(1).activity_text
    assert dialog.model.item(1).game_text == "En cours"
    assert window.dialogs == []


def test_a_deal_shows_in_the_open_game_and_on_the_projector(qtbot, window, served) -> None:
    page, dialog, url = served
    page.open_table(1, 1)
    sheet = page.scores.sheet
    window.toggle_projector()
    projector = window.projector
    assert projector is not None and projector.live_box.isVisible()
    assert projector.live_qr.toolTip() == f"{url}/live"
    code = dialog.model.item(0).code
    assert post(url, f"/api/tables/{code}/deals", {"id": "phone-0002", "deal": made(1, 120)}).status_code == 201
    qtbot.waitUntil(watched(window, lambda: sheet.model.rowCount() == 1), timeout=10_000)
    qtbot.waitUntil(watched(window, lambda: any(projector.table.item(r, 3) is not None and projector.table.item(r, 3).text()
                                for r in range(projector.table.rowCount()))), timeout=10_000)
    dialog.stop()
    assert not projector.live_box.isVisible() and window.watch.interval() == window.WATCH_INTERVAL_MS
    window.toggle_projector()


def test_lock_paper_and_phone_again_are_refused_or_allowed_and_journaled(qtbot, window, served, service) -> None:
    page, dialog, url = served
    tid = page.tournament_id
    dialog.view.setCurrentIndex(dialog.model.index(2, 0))
    code = dialog.model.item(2).code
    qtbot.mouseClick(dialog.lock_button, Qt.MouseButton.LeftButton)
    assert dialog.model.item(2).mode == "locked" and dialog.model.item(2).mode_text == "Verrouillée"
    assert not dialog.lock_button.isEnabled() and dialog.phone_button.isEnabled()
    refused = post(url, f"/api/tables/{code}/deals", {"id": "phone-0003", "deal": made(0, 90)})
    assert refused.status_code == 409 and "verrouillée" in refused.json()["error"]
    qtbot.mouseClick(dialog.paper_button, Qt.MouseButton.LeftButton)
    assert dialog.model.item(2).mode_text == "Feuille papier"
    assert post(url, f"/api/tables/{code}/deals", {"id": "phone-0004", "deal": made(0, 90)}).status_code == 409
    qtbot.mouseClick(dialog.phone_button, Qt.MouseButton.LeftButton)
    assert dialog.model.item(2).mode == "phone"
    assert post(url, f"/api/tables/{code}/deals", {"id": "phone-0005", "deal": made(0, 90)}).status_code == 201
    journal = [e.what for e in service.audit(tid, limit=20)]
    for label in ("verrouillée", "sur feuille papier", "saisie au téléphone"):
        assert f"Manche 1, table 3 : {label} — poste principal" in journal
    assert "Manche 1, table 3, donne 1 : ajout — table 3 (téléphone)" in journal
    qtbot.waitUntil(watched(window, lambda: dialog.model.item(2).deals == 1), timeout=10_000)


def test_taking_a_table_over_opens_it_at_the_desktop(qtbot, window, served, service) -> None:
    page, dialog, url = served
    dialog.view.setCurrentIndex(dialog.model.index(3, 0))
    code = dialog.model.item(3).code
    qtbot.mouseClick(dialog.take_button, Qt.MouseButton.LeftButton)
    assert page.tabs.currentWidget() is page.scores and page.scores.key == (1, 4)
    assert not dialog.isVisible()
    assert [a.mode for a in service.table_accesses(page.tournament_id) if a.table_number == 4] == ["desk"]
    refused = post(url, f"/api/tables/{code}/deals", {"id": "phone-0006", "deal": made(0, 90)})
    assert refused.status_code == 409 and "arbitre a repris la main" in refused.json()["error"]


def test_a_referee_call_shows_on_the_page_and_is_answered(qtbot, window, served, service) -> None:
    page, dialog, url = served
    banner = page.table_entry.banner
    assert not banner.isVisible()
    code = dialog.model.item(1).code
    assert post(url, f"/api/tables/{code}/referee", {"id": "phone-0007"}).status_code == 201
    qtbot.waitUntil(watched(window, banner.isVisible), timeout=10_000)
    assert banner.text.text() == "La table 2 appelle l’arbitre."
    assert page.table_entry.open_button.text().endswith("· 1 appel")
    qtbot.waitUntil(watched(window, lambda: dialog.model.item(1).call_text == "Arbitre appelé"), timeout=10_000)
    assert dialog.calls.count() == 1 and "Table 2 (manche 1) : Appel de l’arbitre" in dialog.calls.item(0).text()
    dialog.calls.setCurrentRow(0)
    qtbot.mouseClick(dialog.resolve_button, Qt.MouseButton.LeftButton)
    assert not banner.isVisible() and dialog.calls.item(0).text() == "Aucun appel en cours."
    assert "Manche 1, table 2 : appel de l’arbitre traité — poste principal" in [
        e.what for e in service.audit(page.tournament_id, limit=5)]


def test_a_disputed_score_calls_the_referee(qtbot, window, served, service) -> None:
    page, dialog, url = served
    code = dialog.model.item(0).code
    for number in range(12):
        assert post(url, f"/api/tables/{code}/deals",
                    {"id": f"phone-1{number:03d}", "deal": made(0, 100)}).status_code == 201
    answer = post(url, f"/api/tables/{code}/confirm", {"id": "phone-2000", "camp": 1, "agree": False})
    assert answer.status_code == 201 and answer.json()["referee_called"]
    banner = page.table_entry.banner
    qtbot.waitUntil(watched(window, banner.isVisible), timeout=10_000)
    assert banner.text.text().startswith("La table 1 appelle l’arbitre : ")
    assert banner.text.text().endswith("conteste le score final")


def test_every_phone_write_moves_the_change_marker(served, service) -> None:
    page, dialog, url = served
    tid = page.tournament_id
    code = dialog.model.item(0).code
    writes = [
        ("POST", f"/api/tables/{code}/deals", {"id": "marker-01", "deal": made(0, 100)}),
        ("PUT", f"/api/tables/{code}/deals/last", {"id": "marker-02", "deal": made(1, 100)}),
        ("DELETE", f"/api/tables/{code}/deals/last", {"id": "marker-03"}),
        ("POST", f"/api/tables/{code}/referee", {"id": "marker-04"}),
    ]
    for method, path, body in writes:
        before = service.change_marker(tid)
        answer = httpx.request(method, f"{url}{path}", json=body, timeout=10)
        assert answer.status_code == 201, (path, answer.text)
        assert service.change_marker(tid) != before, path


def test_a_port_in_use_is_said_in_french(qtbot, window, service) -> None:
    tid = concours(service, 4)
    page = window.open_tournament(tid)
    dialog = page.table_entry.show_panel()
    with socket.socket() as taken:
        taken.bind((THIS_COMPUTER, 0))
        taken.listen(1)
        dialog.host.setCurrentIndex(dialog.host.findData(THIS_COMPUTER))
        dialog.port.setValue(taken.getsockname()[1])
        assert not dialog.start()
    assert not page.table_entry.running and dialog.problem.isVisible()
    assert dialog.problem.text() == (f"Le port {dialog.port.value()} est déjà utilisé par un autre programme : "
                                     "choisissez-en un autre.")
    assert dialog.start_button.isEnabled() and window.dialogs == []


def test_closing_the_window_stops_the_server(qtbot, window, served, monkeypatch) -> None:
    """Ctrl+Q while the phones enter a round in play asks first (issue 24); confirmed, the server stops."""
    page, _dialog, url = served
    tid = page.tournament_id
    window.close()  # the question refused (the message box answers Annuler here)
    assert window.isVisible() and page.table_entry.running
    assert window.dialogs[-1].startswith("La saisie aux tables est en service et la manche 1 est en cours "
                                         "(0 tables terminées sur 4) : quitter arrête les téléphones")
    monkeypatch.setattr("belote_club.ui.views.table_entry.confirm", lambda *_a: True)
    window.close()
    assert serving_url(tid) is None and not page.table_entry.running
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"{url}/api/live", timeout=2)


def test_opening_another_tournament_stops_the_server(qtbot, window, served, service) -> None:
    page, _dialog, url = served
    entry = page.table_entry
    other = concours(service, 4, name="Autre concours")
    window.open_tournament(other)
    assert not entry.running and window.watch.interval() == window.WATCH_INTERVAL_MS
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"{url}/api/live", timeout=2)


def test_the_table_cards_are_a_document(qtbot, window, served) -> None:
    page, dialog, url = served
    documents = page.table_entry.print_cards()
    qtbot.addWidget(documents)
    assert documents.kind.currentData() == "cards" and documents.kind.currentText() == "Cartons de table"
    assert documents.round.value() == 1 and documents.print_button.isEnabled()
    import io

    reader = PdfReader(io.BytesIO(documents.pdf_bytes))
    assert len(reader.pages) == 1  # four tables, four cards on one A4 page
    text = reader.pages[0].extract_text()
    for state in dialog.model.rows():
        assert f"{url}/t/{state.code}" in text
    documents.close()


def test_served_before_the_draw_the_codes_come_with_the_round(qtbot, window, service) -> None:
    tid = concours(service, 4, drawn=False)
    page = window.open_tournament(tid)
    dialog = page.table_entry.show_panel()
    assert dialog.model.rowCount() == 0 and dialog.table_title.text() == "Aucune manche tirée"
    assert not dialog.take_button.isEnabled()
    assert page.table_entry.start(THIS_COMPUTER, 0)  # the live results already; the tables with the draw
    dialog.show_state()
    assert dialog.table_title.text() == "Aucune manche tirée" and dialog.table_qr.pixmap().isNull()
    assert dialog.hint.text() == "Aucune manche tirée : les codes des tables viendront avec le tirage."
    service.draw_next_round(tid, seed=1)  # drawn on another station, or here
    qtbot.waitUntil(watched(window, lambda: dialog.model.rowCount() == 2), timeout=10_000)
    codes = [s.code for s in dialog.model.rows()]
    assert all(len(code) == CODE_LENGTH for code in codes)
    answer = httpx.get(f"{page.table_entry.url}/api/tables/{codes[0]}", timeout=10)
    assert answer.status_code == 200 and answer.json()["table"] == 1


def test_a_server_its_own_address_does_not_reach_is_said(qtbot, window, service, monkeypatch) -> None:
    """A firewall refusing the port: the server runs, but connecting to its own address fails."""
    import belote_club.ui.views.table_entry as table_entry

    monkeypatch.setattr(table_entry, "answers", lambda host, port, timeout=1.0: False)
    page = window.open_tournament(concours(service, 4))
    dialog = page.table_entry.show_panel()
    dialog.host.setCurrentIndex(dialog.host.findData(THIS_COMPUTER))
    dialog.port.setValue(free_port())
    assert dialog.start() and dialog.problem.isVisible()
    assert dialog.problem.text().startswith(
        f"Le serveur est démarré mais ne répond pas à l’adresse {page.table_entry.url} : un pare-feu bloque peut-être "
        f"le port {dialog.port.value()}.")
    dialog.stop()
    assert not dialog.problem.isVisible() and not page.table_entry.running


def test_the_panel_fits_a_netbook_screen(qtbot, window, served) -> None:
    """1024 × 600 less the panel and the title bar: nothing of the panel may be out of reach."""
    _page, dialog, _url = served
    dialog.qr_sizes = (120, 96)  # what a screen under 700 pixels high gets (the offscreen one is 800 high)
    dialog.show_state()
    QApplication.processEvents()  # the layout takes the smaller codes
    hint = dialog.minimumSizeHint()
    assert hint.width() <= 1024 and hint.height() <= 560, hint


def test_both_camps_confirming_close_the_table(qtbot, window, served) -> None:
    page, dialog, url = served
    code = dialog.model.item(0).code
    for number in range(12):
        assert post(url, f"/api/tables/{code}/deals",
                    {"id": f"phone-3{number:03d}", "deal": made(1, 120)}).status_code == 201
    assert post(url, f"/api/tables/{code}/confirm", {"id": "phone-4000", "camp": 0}).status_code == 201
    qtbot.waitUntil(watched(window, lambda: dialog.model.item(0).game_text == "Confirmée par 1 camp"), timeout=10_000)
    assert post(url, f"/api/tables/{code}/confirm", {"id": "phone-4001", "camp": 1}).status_code == 201
    qtbot.waitUntil(watched(window, lambda: dialog.model.item(0).mode == "confirmed"), timeout=10_000)
    assert dialog.model.item(0).mode_text == "Score confirmé" and dialog.model.item(0).game_text == "Confirmée"
    assert "terminées : 1 sur 4" in page.rounds.progress.text()


def test_a_server_left_running_is_offered_again_at_the_next_opening(qtbot, window, served, service) -> None:
    page, dialog, url = served
    tid = page.tournament_id
    assert page.table_entry.restart_banner.isHidden()  # running: nothing to offer
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("belote_club.ui.views.table_entry.confirm", lambda *_a: True)
        window.close()  # quitting with the phones still entering (confirmed)
    again = MainWindow(service)
    qtbot.addWidget(again)
    again.show()
    reopened = again.open_tournament(tid)
    entry = reopened.table_entry
    banner = entry.restart_banner
    assert not entry.running and banner.isVisible()
    assert banner.text.text() == "Le serveur des tables était en service : le redémarrer ?"
    qtbot.mouseClick(banner.restart_button, Qt.MouseButton.LeftButton)
    try:
        assert entry.running and entry.url == url, entry.problem  # where it listened
        assert httpx.get(f"{url}/api/live", timeout=5).status_code == 200
        assert banner.isHidden()
        entry.show_panel().stop()  # stopped by the organiser: not offered any more
        reopened_again = again.open_tournament(tid)
        assert reopened_again.table_entry.restart_banner.isHidden()
    finally:
        again.tournament_page.table_entry.stop()


def test_the_listening_choice_is_remembered(qtbot, window, served, service) -> None:
    """« Cet ordinateur (essai) » chosen once: the panel opens on it the next time (issue 24)."""
    page, dialog, _url = served
    dialog.stop()
    dialog.close()
    again = MainWindow(service)
    qtbot.addWidget(again)
    reopened = again.open_tournament(page.tournament_id)
    panel = reopened.table_entry.show_panel()
    assert panel is not dialog and panel.host.currentData() == THIS_COMPUTER
    panel.close()


def test_leaving_it_stopped_forgets_it(qtbot, window, served, service) -> None:
    page, _dialog, _url = served
    tid = page.tournament_id
    window.open_tournament(tid)  # the page closed (server stopped by the window), then reopened
    banner = window.tournament_page.table_entry.restart_banner
    assert banner.isVisible()
    qtbot.mouseClick(banner.dismiss_button, Qt.MouseButton.LeftButton)
    assert banner.isHidden()
    assert window.open_tournament(tid).table_entry.restart_banner.isHidden()


def test_the_camps_are_whole_and_the_code_fits(qtbot, window, service) -> None:
    """Issue 24: the « Camps » column was cut (« 1 · Marie Dupont… » at 1024 × 600, « 4 · René Dupont /… » at
    1366 once scores came), and the table's code under its QR code too: the names are whole on every screen (the
    list scrolls sideways to the score when narrow), the code fits its box."""
    tid = concours(service, 8)
    page = window.open_tournament(tid)
    dialog = page.table_entry.show_panel()
    screen = dialog.screen()
    assert screen is not None
    assert dialog.small == (screen.availableGeometry().height() < 700 or screen.availableGeometry().width() < 1200)
    service.add_deal(tid, 1, 1, made(0, 100))  # a score, a number of deals and an activity take their room
    page.table_entry.refresh()
    for width in (1024, 1340):
        dialog.resize(width, 560)
        QApplication.processEvents()
        metrics = dialog.view.fontMetrics()
        widest = max(metrics.horizontalAdvance(line) for state in dialog.model.rows() for line in state.camps)
        assert dialog.view.horizontalHeader().sectionSize(1) >= widest, width
    dialog.show_selection()
    code = dialog.table_code
    assert code.text() and code.fontMetrics().horizontalAdvance(code.text()) <= code.width()
    dialog.close()
