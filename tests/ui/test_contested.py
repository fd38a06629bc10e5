"""Issue 24: a score contested from a phone (« Nous contestons le score ») says so in Manches, Classement and on
the projector (« contesté — arbitre appelé »), and the standings rows it touches are provisional until the
referee settles it."""

from __future__ import annotations

from belote_club.ui.views.projector import ProjectorWindow
from tests.helpers.club import concours
from tests.helpers.deals import made


def test_a_contested_game_says_so_everywhere_until_settled(qtbot, window, service) -> None:
    tid = concours(service, 8)
    codes = {a.table_number: a.code for a in service.entry_codes(tid, 1)}
    for table in (1, 2):
        for number in range(12):
            service.phone_add_deal(codes[table], f"deal-{table}-{number:03d}", made(0, 100))
    service.phone_confirm(codes[2], "dispute-0001", 1, agree=False)
    page = window.open_tournament(tid)
    page.tabs.setCurrentWidget(page.rounds)
    rounds = page.rounds
    states = [rounds.model.index(row, 4).data() for row in range(rounds.model.rowCount())]
    assert states[0] == "Terminée" and states[1] == "Contesté — arbitre appelé"
    assert rounds.round_box.currentText() == "Manche 1 · 1/4 tables"
    progress = rounds.progress.text()
    assert "terminées : 1 sur 4" in progress and "score contesté — arbitre appelé : 1 (table 2)" in progress

    page.tabs.setCurrentWidget(page.standings)
    standings = page.standings
    seated = {e for side in service.round(tid, 1).tables[1].sides for e in side.entrant_ids}
    ranks = {standings.model.rows()[r].entrant_id: standings.model.item(r, 0).text()
             for r in range(standings.model.rowCount())}
    assert {eid for eid, text in ranks.items() if text.endswith(" *")} == seated
    assert "lignes marquées * (en rouge)" in standings.disputed.text()
    assert standings.disputed.isVisible()
    assert "manche 1, table 2" in standings.disputed.text()

    projector = ProjectorWindow(service, tid)
    qtbot.addWidget(projector)
    plan = projector.slides[0]
    assert plan[0].startswith("Manche 1 · plan de table · 1/4 tables terminées")
    assert plan[2][1][3] == "1\u202f200 – 744 : contesté — arbitre appelé"
    ranks = [row for _caption, headers, rows in projector.slides[1:] for row in rows]
    assert sum(row[1].endswith(" (provisoire)") for row in ranks) == 2

    # The referee settles it: every mark goes.
    call = next(c for c in service.referee_calls(tid) if c.table_number == 2)
    service.resolve_referee_call(tid, call.id)
    page.refresh_all()
    assert not any(standings.model.item(r, 0).text().endswith(" *")
                   for r in range(standings.model.rowCount()))
    assert not standings.disputed.isVisible()
    page.tabs.setCurrentWidget(page.rounds)
    assert rounds.model.index(1, 4).data() == "Terminée"
