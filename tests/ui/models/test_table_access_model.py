"""The tables of the served round as the « Saisie aux tables » panel lists them (checked by qtmodeltester)."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

from PySide6.QtCore import Qt

from belote_club.services import ClubService
from belote_club.services.tables import CODE_LENGTH
from belote_club.ui.models.table_access import TableAccessModel, spaced_code, table_states


def states_of(service: ClubService, tid: int) -> list:
    rnd = service.round(tid, 1)
    accesses = service.entry_codes(tid)
    return table_states(rnd, accesses)


def test_the_model_passes_qtmodeltester_and_shows_each_table(qtmodeltester, played) -> None:
    service, tid = played  # table 1: four capots entered
    model = TableAccessModel()
    model.set_rows(states_of(service, tid))
    qtmodeltester.check(model, force_py=True)
    assert model.rowCount() == 3 and model.columnCount() == 8
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == ["Table", "Camps", "Code", "Saisie", "Partie", "Donnes", "Score", "Activité"]
    first, second = model.item(0), model.item(1)
    assert (first.deals, first.has_score, first.game_text, first.mode_text) == (4, True, "Terminée", "Saisie au poste")
    assert first.mode == "desk"  # typed at the desk: the services' mode, never « Téléphone »
    assert first.last_activity is not None and first.activity_text
    assert (second.deals, second.game_text, second.score_text, second.activity_text) == (0, "À saisir", "", "")
    assert model.index(0, 2).data() == spaced_code(first.code) and len(first.code) == CODE_LENGTH
    assert "\n" in model.index(0, 1).data()  # the two camps, one a line
    assert model.row_of(3) == 2 and model.row_of(9) == -1


def test_modes_and_calls_are_said(qtmodeltester, played) -> None:
    service, tid = played
    service.set_table_mode(tid, 1, 2, "locked")
    service.phone_call_referee(service.table_accesses(tid)[2].code, "call-000001")
    model = TableAccessModel()
    model.set_rows(states_of(service, tid))
    qtmodeltester.check(model, force_py=True)
    assert model.item(1).mode_text == "Verrouillée"
    assert model.item(2).open_calls == 1 and model.index(2, 4).data() == "Arbitre appelé"
    model.set_rows(states_of(service, tid))  # refreshed in place: same rows, new cells
    assert model.rowCount() == 3


def test_activity_is_a_clock_time_and_modes_follow_the_scheme(played, monkeypatch) -> None:
    service, tid = played
    state = states_of(service, tid)[0]
    at = dt.datetime(2026, 11, 21, 20, 5)  # the hall's clock, not a duration
    assert replace(state, last_activity=at).activity_text == "à 20\u00a0h\u00a005"
    from belote_club.ui import theme
    from belote_club.ui.models.table_access import mode_color

    assert mode_color("locked") == theme.colors().red
    monkeypatch.setattr("belote_club.ui.models.table_access.colors", lambda: theme.DARK)
    assert mode_color("desk") == theme.DARK.blue and mode_color("phone") == theme.DARK.green_dark


def test_codes_are_spaced_for_reading() -> None:
    assert spaced_code("KX7M4P") == "KX7\u202fM4P"
    assert spaced_code("KX7M4PACE9") == "KX7M4\u202fPACE9"
    assert spaced_code("ABC") == "ABC"


def test_a_forfeit_and_a_contested_score_are_said(played) -> None:
    """Issue 24: a forfeited table read « Téléphone / Terminée / 0 donnes »; a disputed score « Arbitre appelé »."""
    service, tid = played
    service.declare_forfeit(tid, 1, 2, 0)
    state = next(s for s in states_of(service, tid) if s.table == 2)
    model = TableAccessModel()
    model.set_rows([state])
    assert (state.mode_text, state.game_text) == ("Forfait", "Forfait")
    table = service.round(tid, 1).tables[1]
    assert state.camps == (table.sides[0].numbered, table.sides[1].numbered)  # « 3 · … », as in Manches
    assert " · " in state.camps[0]
    assert model.index(0, 5).data() == ""  # no « 0 » deals: no game was played
    contested = table_states(service.round(tid, 1), service.entry_codes(tid), (1,))[0]
    assert replace(contested, open_calls=1).call_text == "Contesté — arbitre appelé"
