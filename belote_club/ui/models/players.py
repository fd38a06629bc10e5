"""The club's roster (roster page, player pickers)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from belote_club.ui.models.base import Column, ListTableModel

if TYPE_CHECKING:  # the rows' type, named in quotes below (no import cost at start-up)
    from belote_club.tournament.model import Player  # noqa: F401



class PlayersModel(ListTableModel["Player"]):
    columns = (
        Column("Nom", lambda p: p.last_name),
        Column("Prénom", lambda p: p.first_name),
        Column("Licence", lambda p: p.licence or ""),
        Column("Club", lambda p: p.club or ""),
        Column("Téléphone", lambda p: p.phone or ""),
        Column("Courriel", lambda p: p.email or ""),
    )
