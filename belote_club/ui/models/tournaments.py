"""The home screen's list of concours."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from belote_club.text import short_date
from belote_club.ui.models.base import RIGHT, Column, ListTableModel

if TYPE_CHECKING:  # the rows' type, named in quotes below (no import cost at start-up)
    from belote_club.services.views import TournamentSummary  # noqa: F401


def tr(text: str) -> str:
    return QCoreApplication.translate("Models", text)


# Status values of belote_club.tournament.model (StrEnum: equal to these strings); not imported here so
# that the home screen does not pull in the draw machinery at start-up.
STATUS = {"registration": "Inscriptions", "running": "En cours", "finished": "Clos"}


class TournamentsModel(ListTableModel["TournamentSummary"]):
    columns = (
        Column("Date", lambda s: short_date(s.tournament.date)),
        Column("Concours", lambda s: s.tournament.name),
        Column("Lieu", lambda s: s.tournament.venue),
        Column("Inscrits", lambda s: str(s.entrants), RIGHT),
        Column("Manches", lambda s: f"{s.rounds} / {s.tournament.planned_rounds}", RIGHT),
        Column("État", lambda s: tr(STATUS.get(s.tournament.status, str(s.tournament.status)))),
    )
