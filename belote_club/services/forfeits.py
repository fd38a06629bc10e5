"""Services — forfeits: a table whose team (or players) gave up during a drawn round.

A withdrawal during a round already drawn leaves the team at its table, and the round could never end.
The organiser declares the table **forfeit**: the side that gave up loses; the other side is scored as an
exempt is under the tournament's exempt policy, or with a score the organiser types.  The game is then
finished everywhere (round progress, standings, exports: ``mode == "forfeit"``), the next round can be
drawn, and :meth:`ForfeitOps.cancel_forfeit` undoes it (both are in the journal).
"""

from __future__ import annotations

from collections.abc import Sequence

from belote_club.collector import bulk
from belote_club.i18n import gettext as _
from belote_club.services import scoring
from belote_club.services.base import ServiceBase
from belote_club.services.errors import ServiceError
from belote_club.services.snapshot import TournamentSnapshot
from belote_club.services.validation import MAX_POINTS, is_id, shown, whole
from belote_club.services.views import GameView


class ForfeitOps(ServiceBase):
    """Declare a table forfeit, and undo it."""

    def declare_forfeit(self, tournament_id: int, round_number: int, table_number: int, side: int, *,
                        totals: Sequence[int] | None = None) -> GameView:
        """The side ``side`` (0 or 1) of the table gives up: the table's game is a forfeit.

        ``totals``: the two totals the organiser types (side 0, side 1), else the other side scores as the
        exempt policy says.  Refused when something was already entered at the table (clear it first)."""
        if side not in (0, 1) or isinstance(side, bool):
            raise ServiceError(_("Le côté qui déclare forfait est 0 ou 1."), field="side")
        typed: list[int] | None = None
        if totals is not None:
            if isinstance(totals, (str, bytes)) or not isinstance(totals, Sequence) or len(totals) != 2:
                raise ServiceError(_("Il faut deux totaux entiers, un par côté de la table."), field="totals")
            typed = [whole(value, "totals", "total", 0, MAX_POINTS) for value in totals]
            if typed[side] > typed[1 - side]:
                raise ServiceError(_("Le côté qui déclare forfait ne peut pas avoir plus de points que l’autre."),
                                   field="totals")
        with bulk(), self._unit() as repo:
            tournament = self._tournament(repo, tournament_id)
            self._check_open(tournament)
            snapshot = TournamentSnapshot.load(repo, tournament)
            if not (is_id(round_number) and is_id(table_number) and snapshot.has_table(round_number, table_number)):
                raise ServiceError(_("La table {table} de la manche {round} n’existe pas.").format(
                    table=shown(table_number), round=shown(round_number)))
            if (round_number, table_number) in snapshot.forfeits:
                raise ServiceError(_("La table {table} de la manche {round} est déjà déclarée forfait.").format(
                    table=table_number, round=round_number))
            if snapshot.record(round_number, table_number).has_score:
                raise ServiceError(_("Des points sont déjà saisis à la table {table} : effacez-les avant de "
                                     "déclarer le forfait.").format(table=table_number))
            camps = snapshot.camps(round_number, table_number)
            loser = camps[0][side] if camps is not None else f"le côté {side + 1}"
            forfeit = {"side": side, "totals": typed}
            repo.set_forfeit(tournament_id, round_number, table_number, forfeit)
            snapshot.forfeits[(round_number, table_number)] = forfeit
            view = snapshot.forfeit_view(round_number, table_number, forfeit)
            self._audit(repo, tournament_id, "game.forfeit",
                        f"Manche {round_number}, table {table_number} : forfait de {loser}", None,
                        {"side": side, "totals": list(view.totals)})
        self._game_written(tournament_id, round_number, view.finished)  # may finish the round: its backup
        return view

    def cancel_forfeit(self, tournament_id: int, round_number: int, table_number: int) -> GameView:
        """Undo a forfeit: the table is empty again, as before it was declared."""
        with self._unit() as repo:
            tournament = self._tournament(repo, tournament_id)
            self._check_open(tournament)
            current = repo.forfeits(tournament_id).get((round_number, table_number)) if is_id(round_number) \
                and is_id(table_number) else None
            if current is None:
                raise ServiceError(_("La table {table} de la manche {round} n’est pas déclarée forfait.").format(
                    table=shown(table_number), round=shown(round_number)))
            repo.set_forfeit(tournament_id, round_number, table_number, None)
            self._audit(repo, tournament_id, "game.forfeit_cancel",
                        f"Manche {round_number}, table {table_number} : annulation du forfait", current, None)
            return scoring.empty_view(round_number, table_number)
