"""One set of factories and fixtures for every test area (issue « one home for each fact »).

Use these instead of building a tournament by hand in a test file:

``tests.helpers.deals`` — deals as in SCORING.md §2, as plain dicts:
    ``made(taker, points, belote=None)`` a suit deal where ``taker`` took ``points`` card points;
    ``capot(taker)``; ``passed()``; ``full_game(winner)`` the twelve deals of a whole concours game.

``tests.helpers.club`` — services, players and tournaments (every call goes through ``ClubService``):
    ``open_service(path_or_url)``; ``another_station(service)`` a second service on the same database;
    ``player(i)`` / ``players(n)`` distinct accented French names;
    ``doublettes(service, teams, …)`` → (tournament, team ids), teams checked in;
    ``concours(service, teams=8, …)`` → tournament id, teams checked in and round 1 drawn (``drawn=False``
    to stop before the draw); ``melee(service, players=21, …)`` → tournament id of a drawn mêlée;
    ``play_round(service, tid, round_number)`` fills every table of a round with a whole game;
    ``demo_season(folder, concours_count, seed=…)`` a club file with a demo season (made once per module),
    ``file_copy(original, folder)`` / ``opened_copy(original, folder)`` each test's own copy of such a file.

``tests.helpers.entry`` — ``refusal(parse, text, context)``: the ``EntryError`` a quick-entry parser raises.

``tests.helpers.tournament`` — pure helpers over ``belote_club.tournament``: ``placed(round)``,
    ``min_repeats(nodes, history)``.

``tests.helpers.qt`` — typing in widgets (``type_line``, ``ctrl``) and ``isolate_settings`` (QSettings
    and XDG folders in a temporary directory); imports PySide6 lazily, so the other areas stay Qt-free.

``tests.helpers.fixtures`` — pytest fixtures, registered for the whole suite by ``tests/conftest.py``:
    ``database_url`` (a fresh SQLite file, and a throwaway PostgreSQL database when
    ``BELOTE_TEST_DATABASE_URL`` is set), ``postgres_url``, ``sqlite_service`` (a ``ClubService`` on a
    fresh SQLite file), ``any_service`` (one on every backend of ``database_url``), ``stations`` (two
    services on the same file, like two score-entry stations), ``drawn_concours`` (a ``Concours``: service,
    tournament id, team ids and file, round 1 drawn).

An in-memory database is not offered: ``ClubService.open(url="sqlite:///:memory:")`` gives every unit of
work a new, empty connection today; a temporary file costs a few milliseconds more.
"""
