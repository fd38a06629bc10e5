"""Services — contested games: a camp disputed its table's final score from a phone (« Nous contestons le
score », :meth:`~belote_club.services.tables.TableEntryOps.phone_confirm` with ``agree=False``): the referee
is called, and until the call is answered (:meth:`~belote_club.services.tables.TableEntryOps.resolve_referee_call`,
or both camps confirming the score) the game is *contested*.  Every view says so (« contesté — arbitre
appelé »), and the standings rows of the entrants it touches are provisional.

Nothing new is stored: a dispute is an open referee call whose stored reason is the dispute's.
"""

from __future__ import annotations

from dataclasses import dataclass

from belote_club.services.base import ServiceBase
from belote_club.storage.table_entry import TableEntryStore

#: How a dispute's call is stored (French, read back: see ``TableEntryOps.phone_confirm``).
DISPUTE_REASON_END = " conteste le score final"


def is_dispute(reason: str) -> bool:
    """Whether a referee call's stored reason is a camp disputing the final score."""
    return reason.endswith(DISPUTE_REASON_END)


@dataclass(frozen=True)
class Disputes:
    """The contested games of a tournament: their (round, table), and the entrants sitting at each."""

    #: (round, table) → the entrant ids of its two sides
    seats: tuple[tuple[tuple[int, int], frozenset[int]], ...] = ()

    def __bool__(self) -> bool:
        return bool(self.seats)

    @property
    def tables(self) -> frozenset[tuple[int, int]]:
        return frozenset(key for key, _entrants in self.seats)

    def entrants(self, until_round: int | None = None) -> frozenset[int]:
        """The entrants whose standings a contested game touches (of rounds up to ``until_round``)."""
        return frozenset(e for (r, _t), entrants in self.seats for e in entrants
                         if until_round is None or r <= until_round)

    def table(self, round_number: int, table_number: int) -> bool:
        return (round_number, table_number) in self.tables

    def in_round(self, round_number: int) -> tuple[int, ...]:
        """The contested tables of a round, in order."""
        return tuple(sorted(t for r, t in self.tables if r == round_number))


class DisputeOps(ServiceBase):
    """The contested games (read only: a dispute is settled by answering its referee call)."""

    def disputes(self, tournament_id: int) -> Disputes:
        with self._unit(write=False) as repo:
            tournament = self._tournament(repo, tournament_id)
            calls = TableEntryStore(repo.session).calls(tournament_id, open_only=True)
            tables = frozenset((c.round_number, c.table_number) for c in calls if is_dispute(c.reason))
            if not tables:
                return Disputes()
            snapshot = self._snapshot(repo, tournament.id or tournament_id)
            seats = [((rnd.number, table.number), frozenset(e for side in table.sides for e in side))
                     for rnd in snapshot.rounds for table in rnd.tables if (rnd.number, table.number) in tables]
            return Disputes(tuple(sorted(seats, key=lambda seat: seat[0])))
