"""Services — results: standings after any round, and the whole tournament as JSON-ready data."""

from __future__ import annotations

from typing import Any

from belote_club.collector import bulk
from belote_club.i18n import gettext
from belote_club.services import standings as standings_mod
from belote_club.services.base import ServiceBase
from belote_club.services.export import export_tournament
from belote_club.services.snapshot import RANKED
from belote_club.services.validation import MAX_ID, whole
from belote_club.services.views import Standings


class ResultOps(ServiceBase):
    """Standings and export."""

    def standings(self, tournament_id: int, *, after_round: int | None = None) -> Standings:
        """Standings recomputed from the stored games (finished or closed games count)."""
        if after_round is not None:
            whole(after_round, "after_round", gettext("manche du classement"), 0, MAX_ID)
        with bulk(), self._unit(write=False) as repo:
            snapshot = self._snapshot(repo, tournament_id)
            return self._snapshots.derived(snapshot, (RANKED, after_round),
                                           lambda: standings_mod.compute(snapshot, after_round))

    def export(self, tournament_id: int) -> dict[str, Any]:
        """The whole tournament as one JSON-ready object (see :mod:`belote_club.services.export`)."""
        with bulk(), self._unit(write=False) as repo:
            return export_tournament(self._snapshot(repo, tournament_id), repo)
