"""``belote-club serve``: the table-side entry server without the window (a second machine, a small board
computer), and ``belote-club print cards``: the table cards with their QR codes.

``serve --db FICHIER [--host 0.0.0.0] [--port 8080] [--tournament ID]`` serves the tables of the concours'
current round and its live results until Ctrl+C, on its own service (like another station).  It listens only
where the organiser said: by default on the club's network alone (this computer's address on it, detected
and printed; 127.0.0.1, said in the language in force, when the computer is on no network); ``--host 0.0.0.0`` on every
network of this computer; ``--host 127.0.0.1`` on this computer only; or ``--host ADRESSE``.  It prints the
address the phones use.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from belote_club.cli.common import open_service, run_guarded
from belote_club.cli.parsing import database_options, whole_number
from belote_club.i18n import gettext as _

if TYPE_CHECKING:
    from belote_club.services import ClubService
    from belote_club.web import TableServer

__all__ = ["add_parser", "listening_text", "print_cards", "run", "serving_tournament"]

DEFAULT_PORT = 8080


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "serve", help=_("serveur de saisie aux tables (téléphones des joueurs) et résultats en direct"),
        description=_("Sert la saisie des donnes sur les téléphones des joueurs et les résultats en direct, "
                      "pour la manche en cours d’un concours, jusqu’à Ctrl+C."))
    database_options(parser, suppress=True)
    parser.add_argument("--tournament", type=whole_number(), metavar="ID",
                        help=_("numéro du concours (par défaut : le concours en cours le plus récent)"))
    parser.add_argument("--host", default=None, metavar=_("ADRESSE"),
                        help=_("adresse d’écoute (par défaut : l’adresse de cet ordinateur sur le réseau du club, "
                               "détectée ; 0.0.0.0 : tous les réseaux de cet ordinateur ; 127.0.0.1 : cet "
                               "ordinateur seulement)"))
    parser.add_argument("--port", type=whole_number(1, 65535), default=DEFAULT_PORT, metavar="PORT",
                        help=_("port d’écoute (par défaut 8080)"))


def serving_tournament(service: ClubService, wanted: int | None) -> int:
    """``wanted`` (checked); else the only concours, or the most recent one being played (drawn, not closed)."""
    from belote_club.services import ServiceError
    from belote_club.tournament.model import TournamentStatus

    if wanted is not None:
        service.tournament(wanted)
        return wanted
    summaries = service.tournaments()
    if not summaries:
        raise ServiceError(_("La base « {location} » ne contient aucun concours.").format(location=service.location))
    playing = [s.tournament for s in summaries if s.rounds and s.tournament.status is not TournamentStatus.FINISHED]
    candidates = playing or ([summaries[0].tournament] if len(summaries) == 1 else [])
    if not candidates:
        listed = ", ".join(_("{id} « {name} »").format(id=s.tournament.id, name=s.tournament.name)
                           for s in summaries[:10])
        raise ServiceError(_("Aucun concours en cours : précisez --tournament ({listed}).").format(listed=listed))
    chosen = max(candidates, key=lambda t: (t.date, t.id or 0))
    assert chosen.id is not None
    return chosen.id


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    return run_guarded(lambda: _serve(args, out or sys.stdout), err or sys.stderr)


def _serve(args: argparse.Namespace, out: TextIO) -> int:
    from belote_club.services import ServiceError
    from belote_club.web import TableServer

    with open_service(args) as service:
        if service.read_only:  # the phones could store nothing: say so now rather than refuse every deal
            raise ServiceError(_("La base « {location} » ne peut pas être modifiée ({reason}) : les téléphones ne "
                                 "pourraient rien enregistrer. Copiez-la sur un support où l’on peut écrire, puis "
                                 "relancez « belote-club serve ».").format(
                location=service.location, reason=service.read_only_reason or _("lecture seule")))
        tournament_id = serving_tournament(service, args.tournament)
        tournament = service.tournament(tournament_id)
        accesses = service.entry_codes(tournament_id)
        server = TableServer(service, tournament_id, host=args.host, port=args.port, log_level="warning")
        out.write(_("Saisie aux tables — « {name} »").format(name=tournament.name) + "\n")
        out.write(listening_text(server, args.host) + "\n")
        out.write(_("Adresse pour les téléphones : {url}").format(url=server.url) + "\n")
        out.write(_("Résultats en direct : {url}").format(url=server.live_url) + "\n")
        if accesses:
            out.write(_("Manche {round} : codes des tables").format(round=accesses[0].round_number) + "\n")
            for access in accesses:
                out.write(_("  table {table} : {code}  {url}").format(
                    table=access.table_number, code=access.code, url=server.table_url(access.code)) + "\n")
        else:
            out.write(_("Aucune manche tirée pour l’instant : les codes viendront avec le tirage.") + "\n")
        out.write(_("Ctrl+C pour arrêter.") + "\n")
        out.flush()
        server.serve_forever()
        out.write(_("Serveur arrêté.") + "\n")
    return 0


def listening_text(server: TableServer, host: str | None) -> str:
    """Where ``server`` listens, in the language in force, with how to choose otherwise."""
    where = _("port {port}").format(port=server.port)
    if host is None:
        if not server.on_network:
            return _("Aucun réseau trouvé : cet ordinateur n’est relié à aucun réseau. Le serveur écoute sur "
                     "127.0.0.1 ({where}), cet ordinateur seulement : les téléphones ne pourront pas se "
                     "connecter. Reliez-le au Wi-Fi du club, puis relancez « belote-club serve ».").format(where=where)
        return _("Écoute sur le réseau du club seulement : {host}, {where} (« --host 0.0.0.0 » : tous les réseaux "
                 "de cet ordinateur ; « --host 127.0.0.1 » : cet ordinateur seulement).").format(host=server.host,
                                                                                            where=where)
    if server.host in ("0.0.0.0", "::"):
        return _("Écoute sur tous les réseaux de cet ordinateur ({host}), {where}.").format(host=server.host,
                                                                                         where=where)
    if not server.on_network:
        return _("Écoute sur cet ordinateur seulement ({host}), {where} : les téléphones ne pourront pas se "
                 "connecter.").format(host=server.host, where=where)
    return _("Écoute sur {host} seulement, {where}.").format(host=server.host, where=where)


def print_cards(service: ClubService, tid: int, args: argparse.Namespace, output: Path) -> int:
    """``belote-club print cards``: one card per table of the round (``--round``, else the current one),
    four per A4; the QR codes hold ``http://HOST:PORT/t/CODE`` (``--host``: this computer's LAN address by
    default, ``--port``: 8080)."""
    from belote_club.reports.table_cards import cards_from_service, render_table_cards
    from belote_club.web import lan_address

    host = getattr(args, "host", None) or lan_address()
    port = getattr(args, "port", None) or DEFAULT_PORT
    base_url = f"http://{f'[{host}]' if ':' in host else host}:{port}"
    cards, event = cards_from_service(service, tid, base_url, args.round)
    if args.club is not None:
        from dataclasses import replace

        event = replace(event, club=args.club)
    return render_table_cards(cards, output, event=event, live_url=f"{base_url}/live")
