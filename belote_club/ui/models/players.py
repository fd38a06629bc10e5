"""The club's roster (roster page, player pickers)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from belote_club.ui.models.base import Column, ListTableModel
from belote_club.ui.translation import QT_TR_NOOP

if TYPE_CHECKING:  # the rows' type, named in quotes below (no import cost at start-up)
    from belote_club.tournament.model import Player  # noqa: F401


class PlayersModel(ListTableModel["Player"]):
    columns = (
        Column(QT_TR_NOOP("Nom"), lambda p: p.last_name),
        Column(QT_TR_NOOP("Prénom"), lambda p: p.first_name),
        Column(QT_TR_NOOP("Licence"), lambda p: p.licence or ""),
        Column(QT_TR_NOOP("Club"), lambda p: p.club or ""),
        Column(QT_TR_NOOP("Téléphone"), lambda p: p.phone or ""),
        Column(QT_TR_NOOP("Courriel"), lambda p: p.email or ""),
    )
