"""Rows ↔ tournament dataclasses: everything stored comes back equal; derived values are derived."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest

from belote_club.storage import Database
from belote_club.storage.repository import NotFound, Repository
from belote_club.tournament.model import (
    AuditEntry,
    Exempt,
    ExemptKind,
    ExemptPolicy,
    Format,
    GameRecord,
    GameState,
    PairingMethod,
    Player,
    RankingKey,
    Registration,
    Round,
    Table,
    Team,
    Tournament,
    TournamentStatus,
)


@pytest.fixture
def db(database_url: str) -> Iterator[Database]:
    database = Database.open(url=database_url)
    yield database
    database.close()


def _tournament(**changes: object) -> Tournament:
    base = Tournament(
        name="Concours de la Saint-Jean",
        date=dt.date(2026, 6, 24),
        venue="Salle des fêtes",
        rules={"players": 4, "rounding": "exact", "game_end": {"type": "deals", "count": 12}},
        preset="concours",
        format=Format.DOUBLETTES,
        planned_rounds=5,
        pairing=PairingMethod.RANDOM,
        ranking_criteria=(RankingKey.GAME_POINTS, RankingKey.DIFFERENCE),
        exempt_policy=ExemptPolicy(ExemptKind.HALF_GAME, 500),
    )
    return base.__class__(**{**base.__dict__, **changes})


def _melee_round(repo: Repository, surname: str, *, tables: int) -> int:
    """A mêlée of four players (« J0 » to « J3 » ``surname``), round 1 drawn on one or two tables; its id."""
    ids = [repo.add_player(Player(f"J{i}", surname)).id for i in range(4)]
    tid = repo.add_tournament(_tournament(format=Format.MELEE)).id
    assert tid is not None
    seats = (Table(1, ((ids[0], ids[1]), (ids[2], ids[3]))),  # type: ignore[arg-type]
             Table(2, ((ids[1], ids[0]), (ids[3], ids[2]))))  # type: ignore[arg-type]
    repo.add_round(tid, Round(1, 5, PairingMethod.RANDOM, tables=seats[:tables]))
    return tid


def test_players_round_trip(db: Database) -> None:
    with db.session() as session:
        repo = Repository(session)
        stored = repo.add_player(Player("Émile", "Lefèvre", licence="42", club="As de Pique", phone="06", email="e@x.fr"))
    with db.session() as session:
        assert Repository(session).get_player(stored.id or 0) == stored
        assert stored.id is not None and stored.first_name == "Émile"


def test_doublettes_tournament_round_trip(db: Database) -> None:
    with db.session() as session:
        repo = Repository(session)
        players = [repo.add_player(Player(f"P{i}", "Test")) for i in range(6)]
        tournament = repo.add_tournament(_tournament())
        tid = tournament.id
        assert tid is not None
        teams = [
            repo.add_team(Team(number=i + 1, player_ids=(players[2 * i].id, players[2 * i + 1].id),  # type: ignore[arg-type]
                               name=f"Équipe {i + 1}", tournament_id=tid))
            for i in range(3)
        ]
        registrations = [
            repo.add_registration(Registration(team_id=t.id, checked_in=i != 1, joins_from_round=1 + i,
                                               withdrawn_from_round=4 if i == 0 else None, tournament_id=tid))
            for i, t in enumerate(teams)
        ]
        rnd = Round(number=1, seed=2**40 + 7, method=PairingMethod.RANDOM,
                    tables=(Table(1, ((teams[0].id,), (teams[2].id,))),),  # type: ignore[arg-type]
                    exempts=(Exempt(teams[1].id),), unavoidable_repeats=2)  # type: ignore[arg-type]
        stored_round = repo.add_round(tid, rnd)
    with db.session() as session:
        repo = Repository(session)
        loaded = repo.get_tournament(tid)
        assert loaded == _tournament(id=tid, status=TournamentStatus.RUNNING)
        assert repo.teams(tid) == teams
        assert repo.registrations(tid) == registrations
        (again,) = repo.rounds(tid)
        assert again == stored_round
        assert (again.seed, again.unavoidable_repeats, again.exempts[0].entrant_id) == (2**40 + 7, 2, teams[1].id)
        assert again.tables[0].sides == ((teams[0].id,), (teams[2].id,))


def test_melee_sides_and_games_round_trip(db: Database) -> None:
    with db.session() as session:
        repo = Repository(session)
        ids = [repo.add_player(Player(f"J{i}", "Mêlée")).id for i in range(5)]
        tid = repo.add_tournament(_tournament(format=Format.MELEE)).id
        assert tid is not None
        for number, pid in enumerate(ids, start=1):
            repo.add_registration(Registration(player_id=pid, number=number, checked_in=True, tournament_id=tid))
        repo.add_round(tid, Round(1, 5, PairingMethod.RANDOM,
                                  tables=(Table(1, ((ids[0], ids[3]), (ids[1], ids[2]))),),  # type: ignore[arg-type]
                                  exempts=(Exempt(ids[4]),)))  # type: ignore[arg-type]
        deals = ({"taker": 0, "points": [100, 62], "belote": [1]}, {"passed": True})
        saved = repo.save_game(GameRecord(1, 1, deals=deals, tournament_id=tid))
        assert saved.state is GameState.IN_PROGRESS and saved.deals == deals
        assert repo.get_tournament(tid).rules_locked
    with db.session() as session:
        repo = Repository(session)
        (rnd,) = repo.rounds(tid)
        assert rnd.tables[0].sides == ((ids[0], ids[3]), (ids[1], ids[2]))
        (game,) = repo.games(tid)
        assert game.deals == deals and (game.round_number, game.table_number) == (1, 1)
        (record, key) = repo.games_keyed(tid)[0]
        paper = repo.save_game(GameRecord(1, 1, totals=(980, 1002), deal_count=12, belotes=1, capots=0,
                                          lost_reserve=0, state=GameState.FINISHED, tournament_id=tid))
        assert paper.totals == (980, 1002) and paper.deals == () and paper.state is GameState.FINISHED
        assert repo.games_keyed(tid)[0][1] != key
        closed = repo.save_game(GameRecord(1, 1, deals=deals, state=GameState.CLOSED, tournament_id=tid))
        assert closed.state is GameState.CLOSED and closed.totals is None
        emptied = repo.save_game(GameRecord(1, 1, tournament_id=tid))
        assert emptied.state is GameState.PENDING and repo.games(tid) == []
        assert not repo.has_scores(tid)
        with pytest.raises(NotFound):
            repo.get_game(tid, 1, 2)


def test_delete_tournament_cascades_and_keeps_audit(db: Database) -> None:
    when = dt.datetime(2026, 6, 24, 21, 30, tzinfo=dt.UTC)
    with db.session() as session:
        repo = Repository(session)
        a, b, c, d = (repo.add_player(Player(f"X{i}", "Y")).id for i in range(4))
        tid = repo.add_tournament(_tournament()).id
        assert tid is not None
        t1 = repo.add_team(Team(1, (a, b), tournament_id=tid))  # type: ignore[arg-type]
        t2 = repo.add_team(Team(2, (c, d), tournament_id=tid))  # type: ignore[arg-type]
        for team in (t1, t2):
            repo.add_registration(Registration(team_id=team.id, checked_in=True, tournament_id=tid))
        repo.add_round(tid, Round(1, 1, PairingMethod.RANDOM, tables=(Table(1, ((t1.id,), (t2.id,))),)))  # type: ignore[arg-type]
        repo.save_game(GameRecord(1, 1, deals=({"taker": 0, "points": [90, 72]},), tournament_id=tid))
        entry = repo.add_audit(AuditEntry("Correction", "a", "b", when, tournament_id=tid), "deal.edit")
        assert entry.when == when
    with db.session() as session:
        repo = Repository(session)
        repo.delete_tournament(tid)
    with db.session() as session:
        repo = Repository(session)
        assert repo.tournaments() == []
        assert repo.rounds(tid) == [] and repo.teams(tid) == [] and repo.games(tid) == []
        (kept,) = repo.audit(None)
        assert (kept.what, kept.old_value, kept.new_value, kept.when, kept.tournament_id) == (
            "Correction", "a", "b", when, None)
        assert len(repo.players()) == 4


def test_games_read_deals_in_position_order_whatever_the_rows(db: Database) -> None:
    """``games_keyed`` concatenates each game's deals in the database and checks their positions: deals
    inserted out of order, or positions with a gap (not written by this code, but possible in a file edited
    by hand), still come back in position order, and the content key follows every change."""
    from belote_club.storage.models import DealRow, GameRow

    with db.session() as session:
        repo = Repository(session)
        tid = _melee_round(repo, "Ordre", tables=2)
        deals = tuple({"taker": i % 2, "points": [100 + i, 62 - i]} for i in range(12))
        repo.save_game(GameRecord(1, 1, deals=deals, tournament_id=tid))
        repo.save_game(GameRecord(1, 2, deals=deals[:3], tournament_id=tid))
        (key_1, key_2) = [key for _record, key in repo.games_keyed(tid)]
        game_2 = session.query(GameRow).filter(GameRow.id == repo.get_game(tid, 1, 2).id).one()
        game_2.deals.clear()
        session.flush()
        # Rows inserted last position first, positions 2, 5, 9: ids no longer follow positions.
        for position, deal in zip((9, 5, 2), (deals[2], deals[1], deals[0]), strict=True):
            session.add(DealRow(game_id=game_2.id, position=position, data=dict(deal)))
        session.flush()
    with db.session() as session:
        repo = Repository(session)
        records = repo.games_keyed(tid)
        assert [r.deals for r, _k in records] == [deals, deals[:3]]
        assert [(r.round_number, r.table_number) for r, _k in records] == [(1, 1), (1, 2)]
        assert records[0][1] == key_1 and records[1][1] == key_2  # same deals, same content key
        assert repo.games(tid, round_number=1)[1].deals == deals[:3]
        # A deal added to the game with gaps goes after the last one, whatever the positions stored: by
        # save_game, and by append_deal (the deal entered, one row inserted).
        repo.save_game(GameRecord(1, 2, deals=deals[:4], tournament_id=tid))
        assert repo.games(tid, round_number=1)[1].deals == deals[:4]
        stored = repo.get_game(tid, 1, 2)
        held = session.get(GameRow, stored.id)  # the session keeps the game and its deals as read
        assert held is not None and len(held.deals) == 4
        repo.append_deal(GameRecord(1, 2, deals=deals[:5], tournament_id=tid, id=stored.id))
        assert repo.games(tid, round_number=1)[1].deals == deals[:5]
        assert len(held.deals) == 5  # read again: the row inserted is not missed by a later save
        repo.save_game(GameRecord(1, 2, deals=deals[:4], tournament_id=tid))
        assert repo.games(tid, round_number=1)[1].deals == deals[:4]
        repo.save_game(GameRecord(1, 2, deals=(deals[1], deals[0], deals[2]), tournament_id=tid))
        assert repo.games_keyed(tid)[1][1] != key_2
        assert repo.games(tid, round_number=1)[1].deals == (deals[1], deals[0], deals[2])


def test_saving_a_game_rewrites_only_the_deals_that_changed(db: Database) -> None:
    """A deal added is one row inserted, a deal corrected one row updated: the other rows keep their ids (a
    long game is not rewritten at every deal); an insertion or a deletion in the middle rewrites from there."""
    from sqlalchemy import select

    from belote_club.storage.models import DealRow

    with db.session() as session:
        repo = Repository(session)
        tid = _melee_round(repo, "Lignes", tables=1)
        deals = tuple({"taker": i % 2, "points": [100 + i, 62 - i]} for i in range(6))

        def rows() -> list[tuple[int, int]]:
            session.flush()
            return [(row.id, row.position) for row in session.scalars(select(DealRow).order_by(DealRow.position))]

        repo.save_game(GameRecord(1, 1, deals=deals[:4], tournament_id=tid))
        first = rows()
        repo.save_game(GameRecord(1, 1, deals=deals[:5], tournament_id=tid))
        added = rows()
        assert added[:4] == first and added[4][1] == 5
        corrected = (deals[0], deals[5], *deals[2:5])
        repo.save_game(GameRecord(1, 1, deals=corrected, tournament_id=tid))
        assert rows() == added and repo.get_game(tid, 1, 1).deals == corrected
        shorter = (deals[0], *deals[2:5])
        repo.save_game(GameRecord(1, 1, deals=shorter, tournament_id=tid))
        after = rows()
        assert after[0] == added[0] and [p for _i, p in after] == [1, 2, 3, 4]
        assert repo.get_game(tid, 1, 1).deals == shorter


def test_a_sqlite_file_is_used_without_loading_the_postgresql_dialect(tmp_path: pytest.TempPathFactory) -> None:
    """The JSON columns load PostgreSQL's JSONB only on PostgreSQL (start-up time of the window).  The file
    is created first (creating runs the migrations, which name JSONB themselves), then used elsewhere."""
    import subprocess
    import sys

    path = f"{tmp_path}/club.belote"
    Database.open(db_file=path, backups_root=False).close()
    script = (
        "import sys\n"
        "from belote_club.storage import Database\n"
        "from belote_club.storage.repository import Repository\n"
        "from tests.storage.test_repository import _tournament\n"
        f"with Database.open(db_file={path!r}, backups_root=False) as db:\n"
        "    with db.session() as session:\n"
        "        Repository(session).add_tournament(_tournament())\n"
        "    with db.session(write=False) as session:\n"
        "        assert Repository(session).tournaments()[0].rules\n"
        "print(sorted(m for m in sys.modules if m.startswith('sqlalchemy.dialects.postgresql')))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
