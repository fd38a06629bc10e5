"""One road for a deal (issue 21): the window, the command line and the phones change a game's deals through
``ScoreOps.change_deals`` — one check, one scoring, one journal line in one wording, one unit of work — and
the same bad deal is refused in the same words on the desk and on a phone."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from belote_club.services import ClubService, ServiceError, scoring
from belote_club.services.scores import DealEdit
from belote_club.services.tables import TableConflictError
from tests.helpers.club import doublettes, open_service, units_begun
from tests.helpers.deals import made
from tests.rules import test_validation


def _parametrized(test: Callable[..., Any]) -> list[Any]:
    """The cases a parametrized test of the suite runs (its first argument of each)."""
    return [case[0] for mark in getattr(test, "pytestmark", []) if mark.name == "parametrize" for case in mark.args[1]]


def _deep(depth: int) -> dict[str, Any]:
    deal: dict[str, Any] = {}
    inner = deal
    for _level in range(depth):
        inner["annonces"] = [{}]
        inner = inner["annonces"][0]
    return deal


#: Every deal the test suite sees refused: by the engine (tests/rules/test_validation.py, bad deals and bad
#: annonces), and before it by the services' check (not an object, NaN, absurd numbers, nested beyond reason).
REFUSED: list[object] = [
    *_parametrized(test_validation.test_bad_deals_name_deal_and_field),
    *({"taker": 0, "points": [90, 72], "annonces": [annonce]}
      for annonce in _parametrized(test_validation.test_bad_annonces)),
    {"taker": 0, "points": [float("nan"), 72]},
    {"taker": 0, "trump": "hearts", "points": [10**5000, 0]},
    {**made(0, 100), "\ud800": 1},
    _deep(5000),
    "195",
    None,
    [made(0, 100)],
    17,
]


@pytest.fixture
def table(tmp_path: Any) -> Iterator[tuple[ClubService, int, str]]:
    """A drawn concours of 4 teams: the service, the tournament id and table 1's entry code."""
    service = open_service(tmp_path / "club.belote")
    tournament, _ids = doublettes(service, 4)
    assert tournament.id is not None
    service.draw_next_round(tournament.id, seed=1)
    code = {a.table_number: a.code for a in service.entry_codes(tournament.id)}[1]
    yield service, tournament.id, code
    service.close()


@pytest.mark.parametrize("deal", REFUSED, ids=[f"refused-{i}" for i in range(len(REFUSED))])
def test_a_refused_deal_gets_the_same_words_on_the_desk_and_on_a_phone(table: tuple[ClubService, int, str],
                                                                       deal: object) -> None:
    service, tid, code = table
    with pytest.raises(ServiceError) as desk:
        service.add_deal(tid, 1, 1, deal)  # type: ignore[arg-type]
    with pytest.raises(ServiceError) as phone:
        service.phone_add_deal(code, "phone-0001", deal)
    assert not isinstance(phone.value, TableConflictError)
    assert (phone.value.message, phone.value.field, phone.value.deal) == (
        desk.value.message, desk.value.field, desk.value.deal)
    assert service.game(tid, 1, 1).deals == ()  # nothing saved by either


def test_the_nan_deal_of_the_issue_is_refused_with_the_desk_s_words(table: tuple[ClubService, int, str]) -> None:
    service, _tid, code = table
    with pytest.raises(ServiceError, match=r"^Donne 1 : un nombre n’en est pas un \(NaN\)\.$"):
        service.phone_add_deal(code, "phone-0001", {"taker": 0, "points": [float("nan"), 72]})


@pytest.fixture
def engine_runs(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many deals each run of the engine scored, as the services call it (``scoring.score_game``)."""
    runs: list[int] = []
    real = scoring.score_game

    def spy(rules: Any, deals: Any, **options: Any) -> Any:
        runs.append(len(deals))
        return real(rules, deals, **options)

    monkeypatch.setattr(scoring, "score_game", spy)
    return runs


def test_each_write_scores_the_game_once(table: tuple[ClubService, int, str], engine_runs: list[int]) -> None:
    service, tid, code = table
    service.add_deal(tid, 1, 1, made(0, 100))
    assert engine_runs == [1]
    service.insert_deal(tid, 1, 1, 1, made(1, 90))
    service.edit_deal(tid, 1, 1, 2, made(1, 120))
    service.delete_deal(tid, 1, 1, 1)
    service.change_deals(tid, 1, 1, DealEdit("add", None, made(0, 82)))
    assert engine_runs == [1, 2, 2, 1, 2]
    engine_runs.clear()
    service.phone_add_deal(code, "phone-0001", made(0, 95))
    assert engine_runs == [3]
    service.phone_edit_last(code, "phone-0002", made(1, 95))
    service.phone_delete_last(code, "phone-0003")
    assert engine_runs == [3, 3, 2]
    engine_runs.clear()
    service.phone_add_deal(code, "phone-0001", made(0, 95))  # the same id again: answered as stored
    assert engine_runs == []
    service.table_page(code)  # what a phone shows: the game scored once too
    service.game(tid, 1, 1)
    assert engine_runs == [2, 2]


@pytest.fixture
def writes(table: tuple[ClubService, int, str], monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """The units of work the service opens (``True``: a writing one)."""
    return units_begun(table[0], monkeypatch)


def test_a_forfeit_takes_the_road_of_a_game_s_changes(table: tuple[ClubService, int, str], engine_runs: list[int],
                                                      writes: list[bool], monkeypatch: pytest.MonkeyPatch) -> None:
    """Declared and cancelled, a forfeit is one write (one writing unit of work, one journal line in the
    road's wording, with its origin), its game scored once, the façade's snapshot kept up to date."""
    service, tid, _code = table
    forfeits: list[int] = []
    real = scoring.forfeit_view

    def spy(*args: Any, **options: Any) -> Any:
        forfeits.append(args[4])
        return real(*args, **options)

    monkeypatch.setattr(scoring, "forfeit_view", spy)
    service.add_deal(tid, 1, 2, made(0, 100))
    service.standings(tid)  # the façade keeps its snapshot from here
    engine_runs.clear()
    writes.clear()
    journal = len(service.audit(tid))
    game = service.declare_forfeit(tid, 1, 1, 1, totals=(700, 300), origin="poste 2")
    assert (game.mode, game.forfeit, game.totals, game.finished) == ("forfeit", 1, (700, 300), True)
    assert forfeits == [1] and engine_runs == [] and writes.count(True) == 1
    assert service.game(tid, 1, 1) == game and forfeits == [1]  # read from the snapshot brought up to date
    writes.clear()
    empty = service.cancel_forfeit(tid, 1, 1)
    assert not empty.has_score and empty.fingerprint == service.game(tid, 1, 1).fingerprint
    assert engine_runs == [] and writes.count(True) == 1
    lines = service.audit(tid)[: len(service.audit(tid)) - journal]
    assert [e.what for e in reversed(lines)] == [
        "Manche 1, table 1 : forfait de " + service.round(tid, 1).tables[0].sides[1].label + " — poste 2",
        "Manche 1, table 1 : annulation du forfait — poste principal",
    ]
    assert [json.loads(e.new_value) if e.new_value else None for e in reversed(lines)] == [
        {"side": 1, "totals": [700, 300]}, None]
    with pytest.raises(ServiceError, match="n’est pas déclarée forfait"):
        service.cancel_forfeit(tid, 1, 1)
    with pytest.raises(ServiceError, match="Le champ « origine » ne peut pas être vide"):
        service.declare_forfeit(tid, 1, 1, 0, origin="")
    assert not service.game(tid, 1, 1).has_score and len(service.audit(tid)) == journal + 2


def test_desk_and_phone_write_one_journal_line_in_one_wording(table: tuple[ClubService, int, str]) -> None:
    service, tid, code = table
    service.add_deal(tid, 1, 1, made(0, 100), origin="poste 2")
    service.phone_add_deal(code, "phone-0001", made(1, 100))
    service.phone_edit_last(code, "phone-0002", made(1, 110))
    service.edit_deal(tid, 1, 1, 2, made(1, 120))
    service.phone_delete_last(code, "phone-0003")
    lines = [e for e in reversed(service.audit(tid)) if ", donne " in e.what]
    assert [e.what for e in lines] == [
        "Manche 1, table 1, donne 1 : ajout — poste 2",
        "Manche 1, table 1, donne 2 : ajout — table 1 (téléphone)",
        "Manche 1, table 1, donne 2 : correction — table 1 (téléphone)",
        "Manche 1, table 1, donne 2 : correction — poste principal",
        "Manche 1, table 1, donne 2 : suppression — table 1 (téléphone)",
    ]
    values = [(e.old_value, e.new_value) for e in lines]
    text = [json.dumps(d, ensure_ascii=False, sort_keys=True)
            for d in (made(0, 100), made(1, 100), made(1, 110), made(1, 120))]
    assert values == [(None, text[0]), (None, text[1]), (text[1], text[2]), (text[2], text[3]), (text[3], None)]


def test_a_phone_cannot_write_to_a_table_declared_forfeit(table: tuple[ClubService, int, str]) -> None:
    service, tid, code = table
    service.declare_forfeit(tid, 1, 1, 0)
    with pytest.raises(ServiceError, match="déclarée forfait"):
        service.phone_add_deal(code, "phone-0001", made(0, 100))


@pytest.mark.parametrize("passed_count", [False, True])
def test_the_view_of_a_game_says_which_deals_count(tmp_path: Any, passed_count: bool) -> None:
    service = open_service(tmp_path / "club.belote")
    tournament, _ids = doublettes(service, 2, rules={"passed_deals_count": passed_count})
    assert tournament.id is not None
    service.draw_next_round(tournament.id, seed=1)
    service.set_deals(tournament.id, 1, 1, [made(0, 100), {"passed": True}, made(1, 90), {"passed": True}])
    game = service.game(tournament.id, 1, 1)
    access = service.entry_codes(tournament.id)[0]
    service.close()
    assert [d.counted for d in game.deals] == [True, passed_count, True, passed_count]
    assert [d.number for d in game.deals] == ([1, 2, 3, 4] if passed_count else [1, None, 2, None])
    assert game.played == access.deals == (4 if passed_count else 2)


@pytest.mark.parametrize("desk", ["add", "insert", "edit", "delete"])
def test_every_deal_change_at_the_desk_says_who_enters_the_table(table: tuple[ClubService, int, str],
                                                                 desk: str) -> None:
    """A phone table whose deals were last changed at the desk shows « desk », whichever change it was."""
    service, tid, code = table
    service.phone_add_deal(code, "phone-0001", made(0, 100))
    service.phone_add_deal(code, "phone-0002", made(1, 90))
    assert {a.table_number: a.mode for a in service.table_accesses(tid)}[1] == "phone"
    service.change_deals(tid, 1, 1, DealEdit(desk, 1, None if desk == "delete" else made(0, 82)))  # type: ignore[arg-type]
    assert {a.table_number: a.mode for a in service.table_accesses(tid)}[1] == "desk"
