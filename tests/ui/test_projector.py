"""The projector window: the demonstration concours projected, long names fitted rather than cut."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt


def test_demo_then_projector(qtbot, window) -> None:
    page = window.demo_tournament()
    assert page is not None
    page.tabs.setCurrentWidget(page.standings)
    assert page.standings.model.rowCount() == 24
    window.toggle_projector()
    projector = window.projector
    assert projector is not None
    captions = [caption for caption, _headers, _rows in projector.slides]
    assert len(projector.slides) == 3  # 12 tables, then 24 teams in two pages
    assert captions[0].startswith("Manche 3") and captions[1].startswith("Classement")
    assert projector.table.rowCount() == 12 and projector.table.item(0, 0).text() == "1"
    projector.next_page()
    assert projector.subtitle.text().endswith("1/2")
    assert projector.table.item(0, 0).text() == "1"  # rank 1 first
    qtbot.keyClick(projector, Qt.Key.Key_Escape)
    assert window.projector is None


def test_projector_shrinks_long_names_instead_of_cutting_them(qtbot, service) -> None:
    from PySide6.QtGui import QFont, QFontMetricsF

    from belote_club.ui.views.projector import ProjectorWindow

    tid = service.create_tournament("Concours", dt.date(2026, 11, 21), preset="classique").id
    for n in range(4):
        a = service.add_player("Marie-Françoise-Bernadette", f"Dupont-de-la-Grande-Maison{n}")
        b = service.add_player("Jean-Christophe-Emmanuel", f"Lefèvre-Saint-Martin{n}")
        entrant = service.create_team(tid, (a.id, b.id))
        service.check_in(tid, entrant.entrant_id)
    service.draw_next_round(tid, seed=1)
    projector = ProjectorWindow(service, tid)
    qtbot.addWidget(projector)
    projector.resize(1366, 768)
    projector.show()
    qtbot.waitExposed(projector)
    item = projector.table.item(0, 1)
    size = item.font().pointSizeF()
    assert ProjectorWindow.MIN_TEXT_POINTS <= size < ProjectorWindow.TEXT_POINTS
    font = QFont(projector.table.font())
    font.setPointSizeF(size)
    if size > ProjectorWindow.MIN_TEXT_POINTS:
        header = projector.table.horizontalHeader()
        assert QFontMetricsF(font).horizontalAdvance(item.text()) <= header.sectionSize(1) - 28
    projector.close()


def test_a_forfeit_says_forfait_and_a_withdrawn_team_says_abandon(qtbot, service) -> None:
    from belote_club.ui.views.projector import ProjectorWindow
    from tests.helpers.club import concours

    tid = concours(service, 8)
    table = service.round(tid, 1).tables[0]
    quitter = table.sides[0]
    service.withdraw(tid, quitter.entrant_ids[0], 1)
    service.declare_forfeit(tid, 1, table.number, 0)
    projector = ProjectorWindow(service, tid)
    qtbot.addWidget(projector)
    plan = projector.slides[0][2]
    first = next(row for row in plan if row[0] == str(table.number))
    assert first[3] == "forfait" and first[1] == f"{quitter.numbered} (forfait)"  # never a bare « 0 – 1 000 »
    assert first[1].startswith(f"{quitter.numbers[0]} · ")  # the plan names a side as Manches does
    standings = [row for _c, headers, rows in projector.slides if "Équipe" in headers for row in rows]
    assert any(row[1] == f"{quitter.label} (abandon)" for row in standings)


def test_the_projectors_plan_names_the_exempt_with_its_number(qtbot, service) -> None:
    """Issue 24: the round's exempt is on the projected plan, « 5 · … » as in Manches and on paper."""
    from belote_club.ui.views.projector import ProjectorWindow
    from tests.helpers.club import concours

    tid = concours(service, 5)
    exempt = service.round(tid, 1).exempts[0]
    projector = ProjectorWindow(service, tid)
    qtbot.addWidget(projector)
    plan = projector.slides[0][2]
    assert plan[-1][:3] == ("—", f"{exempt.number} · {exempt.label}", "exempt")


def test_the_projector_fits_a_1024_screen(qtbot, window) -> None:
    window.demo_tournament()
    window.toggle_projector()
    projector = window.projector
    projector.resize(1024, 600)
    projector.show()
    qtbot.waitExposed(projector)
    header = projector.table.horizontalHeader()
    used = sum(header.sectionSize(c) for c in range(projector.table.columnCount()))
    assert projector.width() <= 1024 and used <= projector.table.viewport().width() + 1
    score = header.sectionSize(3)
    assert score < header.sectionSize(1) / 1.5  # the names have the room, not the score
