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
from belote_club.services.base import DESK
from belote_club.services.errors import ServiceError
from belote_club.services.scores import GameChange, ScoreOps, Scorer
from belote_club.services.validation import MAX_POINTS, whole
from belote_club.services.views import GameView
from belote_club.tournament.model import GameRecord


class ForfeitOps(ScoreOps):
    """Declare a table forfeit, and undo it: changes of a table's game, on the one road of a game's changes
    (:meth:`ScoreOps._write_game`: one unit of work, one journal line, the snapshot kept up to date)."""

    def declare_forfeit(self, tournament_id: int, round_number: int, table_number: int, side: int, *,
                        totals: Sequence[int] | None = None, origin: str = DESK) -> GameView:
        """The side ``side`` (0 or 1) of the table gives up: the table's game is a forfeit.

        ``totals``: the two totals the organiser types (side 0, side 1), else the other side scores as the
        exempt policy says.  Refused when something was already entered at the table (clear it first).
        ``origin``: where the change came from, in the journal (see :mod:`belote_club.services.scores`)."""
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
        forfeit = {"side": side, "totals": typed}

        def change(record: GameRecord, score: Scorer) -> GameChange:
            if score.forfeit is not None:
                raise ServiceError(_("La table {table} de la manche {round} est déjà déclarée forfait.").format(
                    table=table_number, round=round_number))
            if record.has_score:
                raise ServiceError(_("Des points sont déjà saisis à la table {table} : effacez-les avant de "
                                     "déclarer le forfait.").format(table=table_number))
            loser = score.camps[0][side] if score.camps is not None else f"le côté {side + 1}"
            view = score.forfeit_view(round_number, table_number, forfeit)
            return GameChange(record, view, "game.forfeit",
                              f"Manche {round_number}, table {table_number} : forfait de {loser}",
                              None, {"side": side, "totals": list(view.totals)},
                              forfeit_changed=True, forfeit=forfeit)

        with bulk():  # the whole tournament may be read (the round's other games): see collector.bulk
            return self._write_game(tournament_id, round_number, table_number, None, change, origin,
                                    forfeit_change=True)

    def cancel_forfeit(self, tournament_id: int, round_number: int, table_number: int, *,
                       origin: str = DESK) -> GameView:
        """Undo a forfeit: the table is empty again, as before it was declared."""
        def change(record: GameRecord, score: Scorer) -> GameChange:
            if score.forfeit is None:
                raise ServiceError(_("La table {table} de la manche {round} n’est pas déclarée forfait.").format(
                    table=table_number, round=round_number))
            return GameChange(record, score(record), "game.forfeit_cancel",
                              f"Manche {round_number}, table {table_number} : annulation du forfait",
                              dict(score.forfeit), None, forfeit_changed=True, forfeit=None)

        with bulk():
            return self._write_game(tournament_id, round_number, table_number, None, change, origin,
                                    forfeit_change=True)
