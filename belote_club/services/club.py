"""``ClubService``: the one Qt-free façade over the club's database.

Every public method is one unit of work: it opens a session, reads or changes what it must, commits
before it returns, and hands back plain values (domain dataclasses or :mod:`belote_club.services.views`).
Any user error — an unknown id, an invalid deal, a refused operation, an unreadable database — is a
:class:`~belote_club.services.errors.ServiceError` with a French message; nothing of the storage leaks.

The façade is put together from one module per subject; read the one you need:

==========================  =====================================================================
``services/base.py``        opening, closing, the unit of work, the journal, shared reads
``services/tournaments.py`` the club, presets and rules, tournaments, the journal's entries
``services/roster.py``      players: add, change, delete, search, CSV import and export
``services/registrations``  entrants, teams, check-in, late arrivals, withdrawals
``services/rounds.py``      rounds, progress, draws, swaps
``services/scores.py``      a table's game: deals, paper totals, closing
``services/forfeits.py``    a table declared forfeit (a team gave up during a drawn round), undone
``services/results.py``     standings, export
``services/prizes.py``      entry fees, payments, refunds, prizes paid out (PRIZES.md)
``services/seasons.py``     seasons: their concours, rules, standings and export (SEASON.md)
``services/player_cards``   a player across concours: history, same-name cards, merging two cards
``services/tables.py``      table-side entry: entry codes, the phones' writes, table modes, referee calls
``services/disputes.py``    contested games: a final score disputed from a phone, until the referee settles it
``services/snapshot.py``    ``TournamentSnapshot``: a whole tournament read for views and standings
``services/validation.py``  the checks of what callers hand over, with their French refusals
==========================  =====================================================================

Choices where the issue is silent (see also the module docstrings of ``scoring`` and ``standings``):

* Deals are stored as entered; every change (add, insert, edit, delete, paper totals, closing) re-scores
  the whole game through the engine *before* anything is written, so an invalid deal saves nothing.
* The rules of a tournament are locked once a score exists; ``update_rules(..., unlock=True)`` changes
  them anyway, provided every stored game still scores under the new rules (else nothing changes).
* A round is drawn only when the previous one is complete (every table finished or closed), unless
  ``allow_unfinished=True``; a round beyond ``planned_rounds`` is refused (raise the setting first).
* Redraw, swaps and deleting a round: only the last round, and only while none of its games has a score.
* Entrants are numbered in registration order (team numbers in doublettes, bib numbers in mêlée).
"""

from __future__ import annotations

from belote_club.services.disputes import DisputeOps
from belote_club.services.forfeits import ForfeitOps
from belote_club.services.player_cards import PlayerCardOps
from belote_club.services.prizes import PrizeOps
from belote_club.services.registrations import RegistrationOps
from belote_club.services.results import ResultOps
from belote_club.services.roster import RosterOps
from belote_club.services.rounds import RoundOps
from belote_club.services.scores import ScoreOps
from belote_club.services.tables import TableEntryOps
from belote_club.services.tournaments import TournamentOps

__all__ = ["ClubService"]


class ClubService(TableEntryOps, TournamentOps, RosterOps, RegistrationOps, RoundOps, ForfeitOps, ScoreOps,
                  ResultOps, PlayerCardOps, PrizeOps, DisputeOps):
    """The façade.  ``ClubService.open(db_file=…)`` or ``ClubService(Database.open(…))``."""
