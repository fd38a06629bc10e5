"""The home screen's list of concours."""

from __future__ import annotations

from typing import TYPE_CHECKING

from belote_club.text import short_date
from belote_club.ui.models.base import RIGHT, Column, ListTableModel
from belote_club.ui.translation import QT_TR_NOOP, tr

if TYPE_CHECKING:  # the rows' type, named in quotes below (no import cost at start-up)
    from belote_club.services.views import TournamentSummary  # noqa: F401


# Status values of belote_club.tournament.model (StrEnum: equal to these strings); not imported here so
# that the home screen does not pull in the draw machinery at start-up.
STATUS = {"registration": QT_TR_NOOP("Inscriptions"), "running": "En cours", "finished": QT_TR_NOOP("Clos")}


class TournamentsModel(ListTableModel["TournamentSummary"]):
    columns = (
        Column(QT_TR_NOOP("Date"), lambda s: short_date(s.tournament.date)),
        Column(QT_TR_NOOP("Concours"), lambda s: s.tournament.name),
        Column(QT_TR_NOOP("Lieu"), lambda s: s.tournament.venue),
        Column(QT_TR_NOOP("Inscrits"), lambda s: str(s.entrants), RIGHT),
        Column("Manches", lambda s: f"{s.rounds} / {s.tournament.planned_rounds}", RIGHT),
        Column(QT_TR_NOOP("État"), lambda s: tr(STATUS.get(s.tournament.status, str(s.tournament.status)))),
    )
