"""The tables of the round served to the phones: entry code, who may write, the game's progress, last activity.

One :class:`TableState` a table, built by :func:`table_states` from what the services give (the round as the
desktop sees it, the tables' accesses); :class:`TableAccessModel` shows them.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt

from belote_club.text import french_time, number
from belote_club.ui.models.base import CENTER, RIGHT, Column, ListTableModel, bold, color
from belote_club.ui.theme import colors
from belote_club.ui.translation import QT_TR_NOOP, tr

if TYPE_CHECKING:
    from belote_club.services.tables import TableAccess
    from belote_club.services.views import RoundView


#: Who may write to a table, in a word or two (the services' ``mode``).
MODE_TEXTS = {
    "phone": QT_TR_NOOP("Téléphone"),
    "desk": QT_TR_NOOP("Saisie au poste"),
    "locked": QT_TR_NOOP("Verrouillée"),
    "paper": QT_TR_NOOP("Feuille papier"),
    "confirmed": QT_TR_NOOP("Score confirmé"),
}


def mode_color(mode: str) -> str:
    """The colour a table's mode is written in, in the scheme in use (light or dark)."""
    c = colors()
    return {"phone": c.green_dark, "desk": c.blue, "locked": c.red, "paper": c.muted,
            "confirmed": c.green_dark}.get(mode, c.ink)


@dataclass(frozen=True)
class TableState:
    """One table of the served round, as the « Saisie aux tables » panel shows it."""

    round_number: int
    table: int
    camps: tuple[str, str]
    code: str
    mode: str
    deals: int  #: deals entered (0 for a paper sheet's totals)
    totals: tuple[int, ...]
    has_score: bool
    finished: bool
    confirmed_by: tuple[int, ...] = ()
    open_calls: int = 0
    last_activity: dt.datetime | None = None
    forfeit: bool = False  # the table was declared forfeit: no game was played there
    contested: bool = False  # a camp disputed the final score (the referee called, not answered)

    @property
    def mode_text(self) -> str:
        return tr("Forfait") if self.forfeit else tr(MODE_TEXTS.get(self.mode, self.mode))

    @property
    def game_text(self) -> str:
        """Where the game stands: not started, deals entered, finished (and how many camps confirmed)."""
        if self.forfeit:
            return tr("Forfait")
        if self.mode == "confirmed":
            return tr("Confirmée")
        if self.finished:
            if len(self.confirmed_by) == 1:
                return tr("Confirmée par 1 camp")
            return tr("Terminée")
        if not self.has_score:
            return tr("À saisir")
        return tr("En cours")

    @property
    def score_text(self) -> str:
        return " – ".join(number(v) for v in self.totals) if self.has_score else ""

    @property
    def activity_text(self) -> str:
        if self.last_activity is None:
            return ""
        moment = self.last_activity
        if moment.tzinfo is not None:
            moment = moment.astimezone()  # the journal keeps UTC; the secretary reads the hall's clock
        return tr("à {time}").format(time=french_time(moment))  # a clock time, not a duration

    @property
    def call_text(self) -> str:
        if not self.open_calls:
            return ""
        if self.contested:
            return tr("Contesté — arbitre appelé")
        return tr("Arbitre appelé") if self.open_calls == 1 else tr("Arbitre appelé ({n} fois)").format(n=self.open_calls)


def table_states(rnd: RoundView, accesses: Sequence[TableAccess],
                 contested: Collection[int] = ()) -> list[TableState]:
    """The tables of ``rnd`` that have an entry code, in table order (deals and last activity as the services
    count them: :attr:`TableAccess.deals`, :attr:`TableAccess.last_activity`); ``contested``: the numbers of
    the tables whose final score a camp disputed."""
    by_table = {a.table_number: a for a in accesses if a.round_number == rnd.number}
    states = []
    for table in rnd.tables:
        access = by_table.get(table.number)
        if access is None:
            continue
        game = table.game
        deals = access.deals
        states.append(TableState(
            round_number=rnd.number, table=table.number, camps=(table.sides[0].numbered, table.sides[1].numbered),
            code=access.code, mode=access.mode, deals=deals, totals=tuple(game.totals), has_score=game.has_score,
            finished=game.finished, confirmed_by=access.confirmed_by, open_calls=access.open_calls,
            last_activity=access.last_activity, forfeit=game.mode == "forfeit",
            contested=table.number in contested))
    return states


def spaced_code(code: str) -> str:
    """« KX7M4 PACE9 »: the code in two groups of five (« KX7 M4P », three, for a code of 6 characters made
    before codes had 10), easier to read out and to type."""
    if len(code) in (6, 10):
        half = len(code) // 2
        return f"{code[:half]}\u202f{code[half:]}"
    return code


class TableAccessModel(ListTableModel[TableState]):
    """The tables of the served round: code, who may write, the game (or the referee called), deals entered,
    score, last activity."""

    refresh_in_place = True  # refreshed every second or two while the phones enter: keep the selection

    columns = (
        Column("Table", lambda s: str(s.table), RIGHT),
        Column(QT_TR_NOOP("Camps"), lambda s: f"{s.camps[0]}\n{s.camps[1]}"),
        Column(QT_TR_NOOP("Code"), lambda s: spaced_code(s.code), CENTER),
        Column("Saisie", lambda s: s.mode_text, disambiguation="entry"),  # how it is entered, not the « Saisie » tab
        Column(QT_TR_NOOP("Partie"), lambda s: s.call_text or s.game_text),
        Column(QT_TR_NOOP("Donnes"), lambda s: str(s.deals) if s.has_score and not s.forfeit else "", RIGHT),
        Column("Score", lambda s: s.score_text, RIGHT),
        Column(QT_TR_NOOP("Activité"), lambda s: s.activity_text, RIGHT),
    )

    def extra(self, row: TableState, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.FontRole and column in (0, 2):
            return bold()
        if role == Qt.ItemDataRole.ForegroundRole:
            if column == 3:
                return color(mode_color(row.mode))
            if column == 4 and row.open_calls:
                return color(colors().red)
        if role == Qt.ItemDataRole.FontRole and column == 4 and row.open_calls:
            return bold()
        if role == Qt.ItemDataRole.BackgroundRole and row.open_calls:
            return color(colors().call_back)
        if role == Qt.ItemDataRole.ToolTipRole and column == 1:
            return f"{row.camps[0]}\n{row.camps[1]}"
        if role == Qt.ItemDataRole.AccessibleTextRole and column == 2:
            return " ".join(row.code)
        return None

    def row_of(self, table: int) -> int:
        """The row of table ``table``, -1 if not shown."""
        return next((i for i, s in enumerate(self.rows()) if s.table == table), -1)
