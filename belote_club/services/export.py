"""A whole tournament as JSON-ready data, and the same as CSV tables.

The export holds the facts (players, teams, registrations, rounds with their seed, tables, exempts, the
deals as entered or the paper totals) and, for reading convenience, what the engine computes from them
(points of every deal, game results, standings with the opponents each entrant met).  Schema version 1:

``{"format": "belote-club-export", "version": 1, "tournament": {…}, "players": […], "teams": […],
"registrations": […], "rounds": [{"number", "seed", "method", "exempts", "tables": [{"number", "sides",
"game": {"mode", "totals", "winner", "game_points", "finished", "deals": [{"position", "input", "outcome",
"points", "reserve", "explanation"}]}}]}], "standings": {"after_round", "criteria", "rows": […]}}``; each table
of the current round also has its ``entry_code`` (table-side entry on the phones, docs/TABLE_API.md).

A table declared forfeit has ``"mode": "forfeit"`` and ``"forfeit": {"side": 0|1}`` (the side that gave up).

A concours with prize rules also has ``"prizes"`` (PRIZES.md §3: its rules, the fees, the pot, every prize and
one row per registered team or player, see :func:`belote_club.services.prizes.prizes_export`); the CSV export
then has the treasurer's sheet in two tables a spreadsheet reads as they are: ``tresorerie.csv``, one line per
team (player), and ``tresorerie_totaux.csv``, the totals (``poste;centimes``).
"""

from __future__ import annotations

import json
from typing import Any

from belote_club import __version__
from belote_club.services import csv_io
from belote_club.services import standings as standings_mod
from belote_club.services.prizes import prize_sheet, prizes_export
from belote_club.services.snapshot import TournamentSnapshot
from belote_club.services.tables import round_codes
from belote_club.storage.repository import Repository
from belote_club.storage.table_entry import TableEntryStore

EXPORT_FORMAT = "belote-club-export"
EXPORT_VERSION = 1


def export_tournament(context: TournamentSnapshot, repo: Repository) -> dict[str, Any]:
    """The export of the tournament of ``context``; ``repo``: the current unit of work's (the snapshot may
    come from the services' cache, read in a unit of work that has ended)."""
    tournament = context.tournament
    standings = standings_mod.compute(context)
    rounds = []
    current = context.rounds[-1] if context.rounds else None
    # Each table of the current round carries its entry code for the phones (made before the export by
    # ClubService.export, see services/tables.py; None if they could not be made, e.g. a read-only file).
    entry_codes = (round_codes(TableEntryStore(repo.session), context.tournament_id, current, create=False)[0]
                   if current is not None else {})
    for rnd in context.rounds:
        view = context.round_view(rnd)
        tables = []
        for table in view.tables:
            game = table.game
            tables.append(
                {
                    "number": table.number,
                    "sides": [
                        {"entrants": list(side.entrant_ids), "numbers": list(side.numbers), "label": side.label}
                        for side in table.sides
                    ],
                    "game": {
                        "mode": game.mode,
                        "state": game.state.value,
                        "finished": game.finished,
                        "totals": list(game.totals),
                        "winner": game.winner,
                        "game_points": list(game.game_points),
                        "rubicon": list(game.rubicon),
                        "reserve_lost": game.reserve_lost,
                        "paper": (
                            {"deal_count": game.deal_count, "belotes": game.belotes, "capots": game.capots,
                             "warnings": list(game.warnings)}
                            if game.mode == "paper" else None
                        ),
                        **({"forfeit": {"side": game.forfeit}} if game.mode == "forfeit" else {}),
                        "deals": [
                            {
                                "position": deal.position,
                                "input": dict(deal.data),
                                "outcome": deal.outcome,
                                "points": list(deal.points),
                                "reserve": deal.reserve,
                                "explanation": list(deal.explanation),
                            }
                            for deal in game.deals
                        ],
                    },
                }
            )
            if rnd is current:
                tables[-1]["entry_code"] = entry_codes.get(table.number)
        rounds.append(
            {
                "number": rnd.number,
                "seed": rnd.seed,
                "method": rnd.method.value,
                "unavoidable_repeats": rnd.unavoidable_repeats,
                "exempts": [{"entrant": e.entrant_id, "label": e.label} for e in view.exempts],
                "tables": tables,
            }
        )
    data = {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "generator": f"Belote Club {__version__}",
        "tournament": {
            "id": tournament.id,
            "name": tournament.name,
            "date": tournament.date.isoformat(),
            "venue": tournament.venue,
            "format": tournament.format.value,
            "preset": tournament.preset,
            "rules": dict(tournament.rules),
            "planned_rounds": tournament.planned_rounds,
            "pairing": tournament.pairing.value,
            "ranking_criteria": [k.value for k in tournament.ranking_criteria],
            "exempt_policy": {"kind": tournament.exempt_policy.kind.value, "amount": tournament.exempt_policy.amount,
                              "against": tournament.exempt_policy.against.value},
            "status": tournament.status.value,
        },
        "players": [
            {"id": p.id, "first_name": p.first_name, "last_name": p.last_name, "licence": p.licence, "club": p.club}
            for p in sorted(context.players.values(), key=lambda p: (p.sort_key, p.id or 0))
        ],
        "teams": [
            {"id": t.id, "number": t.number, "name": t.name, "players": list(t.player_ids)}
            for t in sorted(context.teams.values(), key=lambda t: t.number)
        ],
        "registrations": [
            {
                "entrant": e.entrant_id,
                "number": e.number,
                "label": e.label,
                "checked_in": e.registration.checked_in,
                "joins_from_round": e.registration.joins_from_round,
                "withdrawn_from_round": e.registration.withdrawn_from_round,
            }
            for e in context.entrants.values()
        ],
        "rounds": rounds,
        "standings": {
            "after_round": standings.after_round,
            "criteria": list(standings.criteria),
            "incomplete_rounds": list(standings.incomplete_rounds),
            "rows": [
                {
                    "rank": row.rank,
                    "entrant": row.entrant_id,
                    "number": row.number,
                    "label": row.label,
                    "played": row.played,
                    "wins": row.wins,
                    "game_points": row.game_points,
                    "points_for": row.points_for,
                    "points_against": row.points_against,
                    "difference": row.difference,
                    "exempts": row.exempts,
                    "opponents": [
                        {"entrant": oid, "label": label}
                        for oid, label in zip(row.opponent_ids, row.opponents, strict=True)
                    ],
                    "withdrawn_from_round": row.withdrawn_from_round,
                }
                for row in standings.rows
            ],
        },
    }
    prize_rules = repo.prize_rules(context.tournament_id)
    if prize_rules is not None:
        data["prizes"] = prizes_export(prize_sheet(context, prize_rules, repo.cash_entries(context.tournament_id),
                                                   standings))
    return data


def to_json(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def to_csv_tables(data: dict[str, Any]) -> dict[str, str]:
    """The export as CSV files (name → text, ``;``-separated, one header line each)."""
    files: dict[str, list[list[Any]]] = {
        "joueurs.csv": [["id", "prenom", "nom", "licence", "club"]],
        "equipes.csv": [["id", "numero", "nom", "joueur_1", "joueur_2"]],
        "inscriptions.csv": [["entrant", "numero", "nom", "pointe", "arrivee_manche", "abandon_manche"]],
        "tables.csv": [["manche", "graine", "methode", "table", "cote_0", "cote_1", "mode", "total_0", "total_1",
                        "vainqueur", "points_partie_0", "points_partie_1", "terminee"]],
        "exempts.csv": [["manche", "entrant", "nom"]],
        "donnes.csv": [["manche", "table", "donne", "saisie_json", "issue", "points_0", "points_1", "reserve",
                        "explication"]],
        "classement.csv": [["rang", "entrant", "numero", "nom", "jouees", "victoires", "points_partie",
                            "points_pour", "points_contre", "difference", "exempts", "adversaires"]],
    }
    for p in data["players"]:
        files["joueurs.csv"].append([p["id"], p["first_name"], p["last_name"], p["licence"] or "", p["club"] or ""])
    for t in data["teams"]:
        files["equipes.csv"].append([t["id"], t["number"], t["name"], *t["players"]])
    for r in data["registrations"]:
        files["inscriptions.csv"].append([r["entrant"], r["number"], r["label"], int(r["checked_in"]),
                                          r["joins_from_round"], r["withdrawn_from_round"] or ""])
    for rnd in data["rounds"]:
        for e in rnd["exempts"]:
            files["exempts.csv"].append([rnd["number"], e["entrant"], e["label"]])
        for table in rnd["tables"]:
            game = table["game"]
            files["tables.csv"].append([
                rnd["number"], rnd["seed"], rnd["method"], table["number"], table["sides"][0]["label"],
                table["sides"][1]["label"], game["mode"], *game["totals"],
                "" if game["winner"] is None else game["winner"], *game["game_points"], int(game["finished"]),
            ])
            for deal in game["deals"]:
                files["donnes.csv"].append([
                    rnd["number"], table["number"], deal["position"],
                    json.dumps(deal["input"], ensure_ascii=False, sort_keys=True), deal["outcome"], *deal["points"],
                    deal["reserve"], " | ".join(deal["explanation"]),
                ])
    for row in data["standings"]["rows"]:
        files["classement.csv"].append([
            row["rank"], row["entrant"], row["number"], row["label"], row["played"], row["wins"], row["game_points"],
            row["points_for"], row["points_against"], row["difference"], row["exempts"],
            " ; ".join(o["label"] for o in row["opponents"]),
        ])
    prizes = data.get("prizes")
    if prizes is not None:
        files["tresorerie.csv"] = treasurer_rows(data)
        files["tresorerie_totaux.csv"] = treasurer_totals(prizes)
    # Every text cell neutralised against formula injection (issue 13, see csv_io.safe_cell).
    return {name: csv_io.write_rows(rows) for name, rows in files.items()}


def treasurer_rows(data: dict[str, Any]) -> list[list[Any]]:
    """The treasurer's sheet as CSV rows (amounts in cents): one line per registered team (player), from the
    export's ``prizes`` object (the totals are :func:`treasurer_totals`, a table of their own: under the team rows
    they would sit in the teams' columns, and a sum or a sort over a column would take them in)."""
    prizes = data["prizes"]
    labels = {r["number"]: r["label"] for r in data["registrations"]}
    rows: list[list[Any]] = [["numero", "nom", "rang", "du_centimes", "paye_centimes", "moyen", "rembourse_centimes",
                              "prix_centimes", "lot"]]
    for row in prizes["rows"]:
        rows.append([row["number"], labels.get(row["number"], ""), "" if row["rank"] is None else row["rank"],
                     row["fee_due_cents"], row["paid_cents"], CSV_MEANS.get(row["means"] or "", ""),
                     row["refunded_cents"],
                     row["prize_cents"], row["lot"] or ""])
    return rows


def treasurer_totals(prizes: dict[str, Any]) -> list[list[Any]]:
    """The totals of the treasurer's sheet as CSV rows (``poste;centimes``), from the export's ``prizes``."""
    rows: list[list[Any]] = [["poste", "centimes"]]
    for name, key in (("total_du", "fees_due_cents"), ("total_recu", "fees_paid_cents"),
                      ("remboursements", "refunds_cents"), ("cagnotte", "pot_cents"), ("prix", "prizes_cents"),
                      ("reste_club", "remainder_cents"), ("solde", "balance_cents")):
        rows.append([name, prizes[key]])
    for means, amount in prizes["paid_by_means"].items():
        rows.append([f"recu_{CSV_MEANS.get(means, means)}", amount])
    return rows


#: The means in the treasurer's CSV (French column values, without accents like the other headers).
CSV_MEANS = {"cash": "especes", "cheque": "cheque", "card": "carte", "transfer": "virement"}
