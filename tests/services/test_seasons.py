"""Seasons (SEASON.md): every row re-derived from the concours' own exports, the rules' refusals, adding and
removing concours, unfinished concours, the journal, a deleted concours."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from belote_club.services import ClubService, ServiceError
from belote_club.text import fold
from tests.helpers.club import demo_season, opened_copy

DEFAULT_GAME = {"won": 1, "drawn": 0, "lost": 0, "exempt": 1, "forfeit_won": 1, "forfeit_lost": 0}


@pytest.fixture(scope="module")
def season_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A demo season of four concours (doublettes, mêlée, doublettes, doublettes), made once."""
    return demo_season(tmp_path_factory.mktemp("season"), 4, seed=3)


@pytest.fixture
def service(season_file: Path, tmp_path: Path) -> Iterator[ClubService]:
    with opened_copy(season_file, tmp_path, "copy.belote") as opened:
        yield opened


# ---------------------------------------------------------------------- an independent re-derivation

def _games(data: dict[str, Any], entrant: int) -> dict[str, int]:
    """The games of ``entrant`` by kind, from the concours' export alone."""
    kinds = dict.fromkeys(DEFAULT_GAME, 0)
    for rnd in data["rounds"]:
        if any(e["entrant"] == entrant for e in rnd["exempts"]):
            kinds["exempt"] += 1
        for table in rnd["tables"]:
            game = table["game"]
            sides = [side["entrants"] for side in table["sides"]]
            if not game["finished"] or not any(entrant in side for side in sides):
                continue
            mine = 0 if entrant in sides[0] else 1
            if game["winner"] is None:
                kinds["drawn"] += 1
            else:
                won = game["winner"] == mine
                prefix = "forfeit_" if game["mode"] == "forfeit" else ""
                kinds[prefix + ("won" if won else "lost")] += 1
    return kinds


def derive(exports: list[dict[str, Any]], rules: dict[str, Any]) -> list[dict[str, Any]]:
    """Every row of the season as SEASON.md says, from the exports (``rank``, ``ids``, ``total`` and the rest)."""
    per_game = {**DEFAULT_GAME, **rules.get("per_game", {})}
    places = rules.get("place_points", [])
    divisor = rules.get("score_divisor", 1)
    teams_ranking = rules.get("ranking", "players") == "teams"
    rows: dict[tuple[int, ...], list[tuple[tuple[Any, ...], dict[str, Any]]]] = {}
    names: dict[int, tuple[str, str]] = {}
    for data in exports:
        tournament = data["tournament"]
        if tournament["status"] != "finished" and not rules.get("count_unfinished"):
            continue
        for p in data["players"]:
            names[p["id"]] = (fold(p["last_name"]).replace("-", " "), fold(p["first_name"]).replace("-", " "))
        members = {t["id"]: t["players"] for t in data["teams"]}
        for row in data["standings"]["rows"]:
            ids = members[row["entrant"]] if tournament["format"] == "doublettes" else [row["entrant"]]
            games = _games(data, row["entrant"])
            points = rules.get("per_concours", 0) + sum(per_game[k] * n for k, n in games.items())
            if row["rank"] <= len(places):
                points += places[row["rank"] - 1]
            score = rules.get("score", "none")
            if score == "points_for":
                points += row["points_for"] // divisor
            elif score == "difference":
                points += (row["points_for"] - row["points_against"]) // divisor
            order = (-points, -row["wins"], -row["points_for"], tournament["date"], tournament["id"])
            item = {"concours": tournament["id"], "team": row["number"], "rank": row["rank"], "points": points,
                    "wins": row["wins"], "points_for": row["points_for"], "date": tournament["date"]}
            for key in ([tuple(sorted(ids))] if teams_ranking else [(pid,) for pid in ids]):
                rows.setdefault(key, []).append((order, item))
    result = []
    for key, items in rows.items():
        best = sorted(items, key=lambda pair: pair[0])
        if rules.get("best_of") is not None:
            best = best[:rules["best_of"]]
        counted = {item["concours"] for _order, item in best}
        dated = sorted((item for _order, item in items), key=lambda item: (item["date"], item["concours"]))
        result.append({
            "ids": list(key), "concours": len(items),
            "counted": [i["concours"] for i in dated if i["concours"] in counted],
            "wins": sum(i["wins"] for i in dated if i["concours"] in counted),
            "points_for": sum(i["points_for"] for i in dated if i["concours"] in counted),
            "total": sum(i["points"] for i in dated if i["concours"] in counted),
            "by_concours": [{k: i[k] for k in ("concours", "team", "rank", "points")} for i in dated],
        })

    def name_order(row: dict[str, Any]) -> tuple[Any, ...]:
        keyed = sorted((names[pid], pid) for pid in row["ids"])
        return (tuple(k for k, _pid in keyed), tuple(sorted(row["ids"])))

    breaks = rules.get("tie_breaks", ["concours", "wins", "points_for", "name"])
    breaks = breaks[:breaks.index("shared")] if "shared" in breaks else breaks

    def key(row: dict[str, Any]) -> tuple[Any, ...]:
        values: list[Any] = [-row["total"]]
        for name in breaks:
            values.append(name_order(row) if name == "name" else -row[name])
        return tuple(values)

    def ranked(chosen: list[dict[str, Any]], numbered: bool) -> list[dict[str, Any]]:
        chosen = sorted(chosen, key=lambda row: (key(row), name_order(row)))
        for i, row in enumerate(chosen):
            if not numbered:
                row["rank"] = None
            elif i and key(chosen[i - 1]) == key(row):
                row["rank"] = chosen[i - 1]["rank"]
            else:
                row["rank"] = i + 1
        return chosen

    minimum = rules.get("min_concours", 0)
    return (ranked([r for r in result if r["concours"] >= minimum], True)
            + ranked([r for r in result if r["concours"] < minimum], False))


RULE_SETS = [
    {},
    {"per_game": {"won": 4, "lost": 2, "exempt": 3, "forfeit_lost": 0}, "score": "points_for", "score_divisor": 100},
    {"place_points": [10, 8, 6, 5, 4, 3, 2, 1], "per_concours": 2, "best_of": 2, "min_concours": 3,
     "tie_breaks": ["wins", "shared"]},
    {"score": "difference", "score_divisor": 7, "per_game": {"won": 0, "exempt": 0, "forfeit_won": 0},
     "tie_breaks": []},
    {"ranking": "teams", "per_game": {"won": 3}, "place_points": [5, 3, 1]},
]


@pytest.mark.parametrize("rules", RULE_SETS, ids=range(len(RULE_SETS)))
def test_every_row_is_rederived_from_the_concours_exports(service: ClubService, rules: dict[str, Any]) -> None:
    all_ids = [t.tournament.id for t in service.tournaments()]
    ids = [tid for tid in all_ids if tid is not None and (rules.get("ranking") != "teams"
                                                          or service.tournament(tid).format.value == "doublettes")]
    created = service.create_season("Challenge", rules, concours=ids)
    exported = service.season_export(created.id)["season"]
    expected = derive([service.export(tid) for tid in ids], rules)
    fields = ("rank", "ids", "concours", "counted", "wins", "points_for", "total", "by_concours")
    assert [{k: row[k] for k in fields} for row in exported["rows"]] == [{k: row[k] for k in fields}
                                                                         for row in expected]
    assert [c["id"] for c in exported["concours"]] == sorted(ids, key=lambda t: (service.tournament(t).date, t))
    assert exported["rules"]["per_game"].keys() == DEFAULT_GAME.keys()


def test_the_demo_season_has_what_a_real_one_has(service: ClubService) -> None:
    season = service.seasons()[0]
    assert season.name == "Saison de démonstration" and season.concours_count == 4
    formats = {service.tournament(tid).format.value for tid in season.season.concours_ids}
    assert formats == {"doublettes", "melee"}
    exports = [service.export(tid) for tid in season.season.concours_ids]
    assert all(e["tournament"]["status"] == "finished" for e in exports)
    modes = {t["game"]["mode"] for e in exports for r in e["rounds"] for t in r["tables"]}
    assert "forfeit" in modes
    assert any(r["exempts"] for e in exports for r in e["rounds"])
    assert all(any(g["joins_from_round"] == 2 for g in e["registrations"]) for e in exports)
    rows = service.season_export(season.id)["season"]["rows"]
    assert any(row["rank"] is None for row in rows)  # the two who came once
    partners = {}
    for e in exports:
        for team in e["teams"]:
            for pid in team["players"]:
                partners.setdefault(pid, set()).update(set(team["players"]) - {pid})
    assert any(len(found) > 1 for found in partners.values())  # partners change


# ---------------------------------------------------------------------- refusals, nothing changes

@pytest.mark.parametrize(("rules", "key"), [
    ({"colour": 1}, "colour"),
    ({"ranking": "pairs"}, "ranking"),
    ({"per_game": {"won": -1}}, "per_game.won"),
    ({"per_game": {"bonus": 1}}, "per_game.bonus"),
    ({"per_game": {"won": 1001}}, "per_game.won"),
    ({"per_game": []}, "per_game"),
    ({"per_concours": True}, "per_concours"),
    ({"place_points": [3, "2"]}, "place_points"),
    ({"place_points": 3}, "place_points"),
    ({"score": "points"}, "score"),
    ({"score_divisor": 0}, "score_divisor"),
    ({"best_of": 0}, "best_of"),
    ({"min_concours": -1}, "min_concours"),
    ({"count_unfinished": "yes"}, "count_unfinished"),
    ({"tie_breaks": ["shared", "wins"]}, "tie_breaks"),
    ({"tie_breaks": ["age"]}, "tie_breaks"),
    ({"tie_breaks": "wins"}, "tie_breaks"),
])
def test_a_bad_rule_is_refused_naming_its_key(service: ClubService, rules: dict[str, Any], key: str) -> None:
    before = service.seasons()
    with pytest.raises(ServiceError) as caught:
        service.create_season("Hiver", rules)
    assert caught.value.field == key and f"« {key} »" in str(caught.value)
    assert service.seasons() == before


def test_adding_and_removing_concours(service: ClubService) -> None:
    ids = sorted(t.tournament.id for t in service.tournaments() if t.tournament.id is not None)
    season = service.create_season("Coupe d’hiver", {}, concours=ids[:1])
    assert season.first_date == season.last_date == service.tournament(ids[0]).date
    with pytest.raises(ServiceError, match="fait déjà partie"):
        service.add_season_concours(season.id, [ids[1], ids[0]])
    assert service.season(season.id).concours_count == 1  # nothing changed
    service.add_season_concours(season.id, ids[1:])
    with pytest.raises(ServiceError, match="ne fait pas partie"):
        service.remove_season_concours(season.id, [ids[0], 999])
    assert service.season(season.id).concours_count == len(ids)
    service.remove_season_concours(season.id, [ids[0]])
    assert service.season(season.id).season.concours_ids == tuple(ids[1:])
    with pytest.raises(ServiceError, match="n’existe pas"):
        service.add_season_concours(season.id, [4242])
    with pytest.raises(ServiceError, match="La saison n° 77 n’existe pas"):
        service.add_season_concours(77, [ids[0]])
    empty = service.create_season("Vide", {})
    assert empty.first_date is None and empty.last_date is None
    given = service.create_season("Datée", {}, first_date=dt.date(2026, 1, 1), last_date=dt.date(2026, 6, 30))
    assert given.concours_count == 0 and given.first_date == dt.date(2026, 1, 1)


def test_a_teams_season_refuses_a_melee(service: ClubService) -> None:
    melee = next(t.tournament.id for t in service.tournaments() if t.tournament.format.value == "melee")
    with pytest.raises(ServiceError, match="mêlée") as caught:
        service.create_season("Paires", {"ranking": "teams"}, concours=[melee])
    assert caught.value.field == "concours"
    season = service.create_season("Paires", {"ranking": "teams"})
    with pytest.raises(ServiceError, match="mêlée"):
        service.add_season_concours(season.id, [melee])


def test_an_unfinished_concours_counts_only_when_asked(service: ClubService) -> None:
    ids = sorted(t.tournament.id for t in service.tournaments() if t.tournament.id is not None)
    service.finish_tournament(ids[-1], False)
    strict = service.create_season("Stricte", {}, concours=ids)
    data = service.season_export(strict.id)["season"]
    assert ids[-1] not in [c["id"] for c in data["concours"]]
    assert all(b["concours"] != ids[-1] for row in data["rows"] for b in row["by_concours"])
    loose = service.create_season("Souple", {"count_unfinished": True}, concours=ids)
    data = service.season_export(loose.id)["season"]
    last = next(c for c in data["concours"] if c["id"] == ids[-1])
    assert last == {**last, "finished": False, "provisional": True}


def test_a_result_changed_inside_a_concours_changes_the_season_at_once(service: ClubService) -> None:
    season = service.seasons()[0]
    before = service.season_export(season.id)["season"]["rows"]
    tid = season.season.concours_ids[0]
    service.finish_tournament(tid, False)
    rnd = service.rounds(tid)[-1]
    table = next(t for t in rnd.tables if t.game.mode == "deals")
    service.clear_game(tid, rnd.number, table.number)
    after = service.season_export(season.id)["season"]["rows"]
    assert after != before


def test_deleting_a_concours_or_a_season(service: ClubService) -> None:
    season = service.seasons()[0]
    tid = season.season.concours_ids[0]
    service.delete_tournament(tid)
    assert tid not in service.season(season.id).season.concours_ids
    gone = service.delete_season(season.id)
    assert service.seasons() == [] and len(service.tournaments()) == 3  # no concours deleted with it
    restored = service.restore_season(gone)
    assert restored.season.concours_ids == gone.concours_ids and restored.name == gone.name


def test_season_changes_are_in_the_journal(service: ClubService) -> None:
    season = service.create_season("Été", {})
    service.rename_season(season.id, "Été 2026")
    service.set_season_rules(season.id, {"best_of": 3})
    service.delete_season(season.id)
    lines = [entry.what for entry in service.audit(None)]
    for wanted in ("Création de la saison « Été »", "Saison « Été 2026 » : nom", "Saison « Été 2026 » : règles",
                   "Suppression de la saison « Été 2026 »"):
        assert any(line.startswith(wanted) for line in lines), wanted


def test_presets(service: ClubService) -> None:
    presets = {p.name: p for p in service.season_presets()}
    assert set(presets) == {"victoires", "points_par_place", "victoires_points"}
    for preset in presets.values():
        service.create_season(preset.title, preset.rules)



# ---------------------------------------------------------------------- players across concours

def test_a_players_history(service: ClubService) -> None:
    season = service.seasons()[0]
    row = service.season_export(season.id)["season"]["rows"][0]
    pid = row["ids"][0]
    history = service.player_history(pid, season_id=season.id)
    assert [line.concours_id for line in history] == [b["concours"] for b in row["by_concours"]]
    assert [line.season_points for line in history] == [b["points"] for b in row["by_concours"]]
    assert [line.rank for line in history] == [b["rank"] for b in row["by_concours"]]
    assert [line.number for line in history] == [b["team"] for b in row["by_concours"]]
    for line in history:
        assert (line.partner is None) == (line.format == "melee")
        assert line.partner is None or line.partner.id != pid
    assert all(line.season_points is None for line in service.player_history(pid))


def test_a_second_card_of_the_same_name_is_said(service: ClubService) -> None:
    assert service.namesake_message("Noémie", "Fauré") is None
    first = service.add_player("Noémie", "Fauré", licence="0123456")
    assert [p.id for p in service.namesakes("noemie", "FAURE")] == [first.id]
    message = service.namesake_message("Noemie ", "Faure")
    assert message is not None and "Noémie Fauré existe déjà" in message and f"fiche n° {first.id}" in message


def test_merging_two_cards_of_one_person(service: ClubService) -> None:
    season = service.seasons()[0]
    rows = service.season_export(season.id)["season"]["rows"]
    copy = service.add_player("Noémie", "Fauré", club="Les As de Pique", licence="999")
    once = next(row for row in rows if row["rank"] is None)  # came to one concours only
    regular = next(row for row in rows if row["rank"] is not None and not set(
        b["concours"] for b in row["by_concours"]) & {b["concours"] for b in once["by_concours"]})
    kept, merged = regular["ids"][0], once["ids"][0]
    before = next(r for r in rows if r["ids"] == [kept])
    updated = service.merge_players(kept, merged)
    assert updated.id == kept
    after = {tuple(r["ids"]): r for r in service.season_export(season.id)["season"]["rows"]}
    assert (merged,) not in after
    assert after[(kept,)]["concours"] == before["concours"] + 1
    assert after[(kept,)]["total"] == before["total"] + once["total"]
    with pytest.raises(ServiceError, match="n’existe pas"):
        service.player(merged)
    with pytest.raises(ServiceError, match="même concours"):
        other = next(r for r in rows if r["ids"] != [kept] and set(b["concours"] for b in r["by_concours"])
                     & {b["concours"] for b in after[(kept,)]["by_concours"]})
        service.merge_players(kept, other["ids"][0])
    with pytest.raises(ServiceError, match="elle-même"):
        service.merge_players(copy.id, copy.id)
    assert any(e.what.startswith("Fusion des fiches de") for e in service.audit(None))


def test_changing_a_season_in_one_step_and_back(service: ClubService) -> None:
    """The form's OK (name, dates, rules, concours) is one change, checked whole first; setting the former
    values back (what « Annuler » does) gives the former season and its standings."""
    season = service.seasons()[0]
    before = service.season_export(season.id)
    ids = season.season.concours_ids
    with pytest.raises(ServiceError, match="best_of"):
        service.update_season(season.id, name="Autre", rules={"best_of": 0}, concours=ids[1:])
    assert service.season_export(season.id) == before  # nothing saved
    changed = service.update_season(season.id, name="Hiver", dates=(dt.date(2026, 1, 1), dt.date(2026, 3, 31)),
                                    rules={"best_of": 2}, concours=ids[1:])
    assert changed.name == "Hiver" and changed.season.concours_ids == ids[1:]
    assert changed.season.rules == {"best_of": 2} and changed.first_date == dt.date(2026, 1, 1)
    lines = [entry.what for entry in service.audit(None)]
    for wanted in ("Saison « Hiver » : nom", "Saison « Hiver » : dates", "Saison « Hiver » : règles",
                   "Saison « Hiver » : retrait de concours"):
        assert wanted in lines, wanted
    old = season.season
    service.update_season(season.id, name=old.name, dates=(old.first_date, old.last_date), rules=old.rules,
                          concours=old.concours_ids)
    assert service.season_export(season.id) == before


def test_a_merge_is_undone(service: ClubService) -> None:
    season = service.seasons()[0]
    rows = service.season_export(season.id)["season"]["rows"]
    once = next(row for row in rows if row["rank"] is None)
    regular = next(row for row in rows if row["rank"] is not None and not {
        b["concours"] for b in row["by_concours"]} & {b["concours"] for b in once["by_concours"]})
    kept, merged = regular["ids"][0], once["ids"][0]
    merged_card = service.player(merged)
    service.update_player(kept, licence="")
    service.update_player(merged, licence="4242", club="Les As de Pique")
    kept_card = service.player(kept)
    before = service.season_export(season.id)
    done = service.merge_cards(kept, merged)
    assert done.kept_now.licence == "4242" and service.season_export(season.id) != before
    card = service.unmerge_players(done.undo)
    assert card.id == merged and card.display_name == merged_card.display_name and card.licence == "4242"
    assert service.player(kept) == kept_card  # the licence it had taken is given back
    assert service.season_export(season.id) == before
    assert [line.concours_id for line in service.player_history(merged)] == [
        b["concours"] for b in once["by_concours"]]
    assert any(e.what.startswith("Séparation des fiches de") for e in service.audit(None))
