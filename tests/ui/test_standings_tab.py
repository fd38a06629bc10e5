"""The Classement tab: a team's or a player's detail, the leaders' chart."""

from __future__ import annotations

from PySide6.QtGui import QUndoGroup

from belote_club.ui.views.tournament_page import TournamentPage
from tests.helpers.club import concours, melee


def test_team_detail_round_by_round(qtbot, service) -> None:

    tid = concours(service, 6, preset="classique", name="Concours")
    service.set_deals(tid, 1, 1, [{"taker": 0, "capot": 0, "points": [162, 0]}] * 4)
    page = TournamentPage(service, tid, QUndoGroup())
    qtbot.addWidget(page)
    page.tabs.setCurrentWidget(page.standings)
    page.standings.view.selectRow(0)
    dialog = page.standings.show_detail()
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 1
    assert dialog.table.item(0, 4).text() == "gagnée"
    assert dialog.table.item(0, 3).text() == "1\u202f008 – 0"


def test_melee_player_detail_names_the_partner(qtbot, window, service) -> None:
    tid = melee(service, 10)
    page = window.open_tournament(tid)
    panel = page.standings
    panel.refresh()
    rnd = service.rounds(tid)[0]
    side = rnd.tables[0].sides[0]
    me, partner = side.entrant_ids
    row = next(r for r in service.standings(tid).rows if r.entrant_id == me)
    from belote_club.ui.dialogs.team_detail import TeamDetailDialog

    dialog = TeamDetailDialog(service, tid, row, window)
    qtbot.addWidget(dialog)
    headers = [dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())]
    assert headers == ["Manche", "Table", "Partenaire", "Adversaire", "Score", "Résultat"]
    partner_name = next(p.display_name for e, p in zip(side.entrant_ids, side.players, strict=True) if e == partner)
    assert dialog.table.item(0, 2).text() == partner_name
    assert dialog.table.item(0, 3).text() == rnd.tables[0].sides[1].label
    # An exempt player's line keeps its columns in place.
    exempt = rnd.exempts[0].entrant_id
    row = next(r for r in service.standings(tid).rows if r.entrant_id == exempt)
    dialog = TeamDetailDialog(service, tid, row, window)
    qtbot.addWidget(dialog)
    assert [dialog.table.item(0, c).text() for c in (1, 2, 3)] == ["—", "", "exempt"]


def test_melee_chart_speaks_of_players(qtbot, window, service) -> None:
    tid = melee(service, 10)
    page = window.open_tournament(tid)
    assert page.standings.chart.chart().title() == "Joueurs de tête"


def test_after_stays_on_the_last_round_after_a_draw(qtbot, window, service) -> None:
    from tests.helpers.club import concours, play_round

    tid = concours(service, 4)
    play_round(service, tid, 1)
    page = window.open_tournament(tid)
    page.tabs.setCurrentWidget(page.standings)
    assert page.standings.after.currentText() == "la dernière manche (1)"
    page.tabs.setCurrentWidget(page.rounds)
    page.rounds.draw_button.click()
    play_round(service, tid, 2)
    page.refresh_all()
    page.tabs.setCurrentWidget(page.standings)
    assert page.standings.after.currentText() == "la dernière manche (2)"
    page.standings.after.setCurrentIndex(1)  # an earlier round chosen by hand stays chosen
    page.refresh_all()
    page.tabs.setCurrentWidget(page.rounds)
    page.tabs.setCurrentWidget(page.standings)
    assert page.standings.after.currentText() == "la manche 1"
