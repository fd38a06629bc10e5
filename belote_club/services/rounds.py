"""Services — rounds and draws: list, progress, draw, redraw, swaps, cancel."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from belote_club.collector import bulk
from belote_club.i18n import gettext as _
from belote_club.i18n import ngettext
from belote_club.services import standings
from belote_club.services.base import ServiceBase
from belote_club.services.errors import ServiceError
from belote_club.services.snapshot import TournamentSnapshot
from belote_club.services.validation import numbers, shown
from belote_club.services.validation import seed as check_seed
from belote_club.services.views import RoundProgress, RoundSummary, RoundView
from belote_club.storage.repository import Repository
from belote_club.tournament import draw as draws
from belote_club.tournament import registration as regs
from belote_club.tournament.model import Round, Tournament


class RoundOps(ServiceBase):
    """Rounds: what was drawn, how far each round is, drawing and correcting the last one."""

    def rounds(self, tournament_id: int, *, explain: bool = True) -> list[RoundView]:
        """Every round drawn, in order, with its tables and games.  ``explain=False``: the deals come without
        their explanation lines (none is built: what a printed document needs, much cheaper)."""
        with bulk(), self._unit(write=False) as repo:
            snapshot = self._snapshot(repo, tournament_id)
            return [snapshot.round_view(rnd, explain=explain) for rnd in snapshot.rounds]

    def round_summaries(self, tournament_id: int) -> list[RoundSummary]:
        """Every round in order, as counts only: tables, finished, in progress, exempts, seed.

        Light enough to call after every score (the list of rounds): no deal line is built, a game is
        scored once per content (the same memoised summary as the standings), and the whole list is kept
        with the façade's snapshot until a game's outcome changes (:mod:`belote_club.services.cache`).
        """
        with bulk(), self._unit(write=False) as repo:
            snapshot = self._snapshot(repo, tournament_id)
            return list(self._snapshots.derived(snapshot, "round_summaries", lambda: _summaries(snapshot)))

    def round(self, tournament_id: int, number: int) -> RoundView:
        with self._unit(write=False) as repo:
            snapshot = self._snapshot(repo, tournament_id)
            return snapshot.round_view(snapshot.round(number))

    def round_progress(self, tournament_id: int, number: int) -> RoundProgress:
        """Tables finished / being played / not started in a round (cheap: no explanations built).

        The one computation of round progress: the window shows this, never its own count."""
        with bulk(), self._unit(write=False) as repo:
            snapshot = self._snapshot(repo, tournament_id)
            return snapshot.progress(snapshot.round(number))

    def draw_next_round(self, tournament_id: int, *, seed: int | None = None,
                        allow_unfinished: bool = False) -> RoundView:
        """Draw the next round with the tournament's pairing method (``seed``: random when omitted)."""
        with bulk(), self._unit() as repo:
            tournament = self._tournament(repo, tournament_id)
            self._check_open(tournament)
            snapshot = TournamentSnapshot.load(repo, tournament)
            number = len(snapshot.rounds) + 1
            if number > tournament.planned_rounds:
                raise ServiceError(
                    _("Le concours prévoit {n} manches : augmentez ce nombre dans les réglages pour en tirer une "
                      "de plus.").format(n=tournament.planned_rounds)
                )
            if snapshot.rounds and not allow_unfinished:
                progress = snapshot.progress(snapshot.rounds[-1])
                if not progress.complete:
                    raise ServiceError(ngettext(
                        "La manche {round} n’est pas terminée : {n} table à saisir ({tables}).",
                        "La manche {round} n’est pas terminée : {n} tables à saisir ({tables}).",
                        len(progress.remaining)).format(round=progress.round_number, n=len(progress.remaining),
                                                        tables=numbers(progress.remaining)))
            seed = check_seed(seed)
            ranking = standings.ranking(snapshot) if snapshot.rounds else None
            rnd = draws.draw_next_round(tournament, snapshot.registrations, snapshot.rounds, seed=seed,
                                        ranking=ranking)
            stored = repo.add_round(tournament_id, rnd)
            self._audit(repo, tournament_id, "round.draw", f"Tirage de la manche {number}", None,
                        {"seed": seed, "method": stored.method.value, "tables": len(stored.tables),
                         "exempts": [e.entrant_id for e in stored.exempts]})
            snapshot.put_round(stored)
            view = snapshot.round_view(stored)
        self._round_drawn(number)  # after the commit: the backup holds the draw
        return view

    def redraw_round(self, tournament_id: int, number: int, *, seed: int | None = None) -> RoundView:
        """Draw the last round again (new seed), while none of its games has a score."""
        with self._unit() as repo:
            tournament = self._tournament(repo, tournament_id)
            snapshot = self._editable_round(repo, tournament, number)
            seed = check_seed(seed)
            previous = [r for r in snapshot.rounds if r.number < number]
            ranking = standings.ranking(snapshot, after_round=number - 1) if previous else None
            entrants = regs.drawable_entrants(tournament, snapshot.registrations, number)
            rnd = draws.draw_round(tournament.format, entrants, previous, number=number, seed=seed,
                                   method=tournament.pairing, ranking=ranking)
            old = snapshot.round(number)
            stored = repo.replace_round(tournament_id, rnd)
            self._audit(repo, tournament_id, "round.redraw", f"Nouveau tirage de la manche {number}",
                        {"seed": old.seed}, {"seed": seed})
            snapshot.put_round(stored)
            return snapshot.round_view(stored)

    def swap_sides(self, tournament_id: int, number: int, side_a: tuple[int, int], side_b: tuple[int, int]) -> RoundView:
        """Exchange two sides ``(table number, side 0/1)`` of the last round (no score entered yet)."""
        with self._unit() as repo:
            tournament = self._tournament(repo, tournament_id)
            _check_places(side_a, side_b)
            snapshot = self._editable_round(repo, tournament, number)
            swapped = draws.swap(snapshot.round(number), (side_a[0], side_a[1]), (side_b[0], side_b[1]))
            return self._store_swap(repo, snapshot, swapped, f"tables {side_a[0]} et {side_b[0]}")

    def swap_entrants(self, tournament_id: int, number: int, entrant_a: int, entrant_b: int) -> RoundView:
        """Exchange the places of two entrants of the last round (at tables or exempt)."""
        with self._unit() as repo:
            tournament = self._tournament(repo, tournament_id)
            snapshot = self._editable_round(repo, tournament, number)
            swapped = self._swapped_entrants(repo, tournament, snapshot, number, entrant_a, entrant_b)
            labels = snapshot.labels
            return self._store_swap(repo, snapshot, swapped,
                                    f"{labels.get(entrant_a, entrant_a)} et {labels.get(entrant_b, entrant_b)}")

    def preview_swap_sides(self, tournament_id: int, number: int, side_a: tuple[int, int],
                           side_b: tuple[int, int]) -> list[str]:
        """What :meth:`swap_sides` would add, in French, before it is made: a repeat (then « choisi à la
        main »), a second bye.  Empty: nothing to warn about.  Saves nothing."""
        with self._unit(write=False) as repo:
            tournament = self._tournament(repo, tournament_id)
            _check_places(side_a, side_b)
            snapshot = self._editable_round(repo, tournament, number)
            swapped = draws.swap(snapshot.round(number), (side_a[0], side_a[1]), (side_b[0], side_b[1]))
            return _swap_warnings(snapshot, swapped)

    def preview_swap_entrants(self, tournament_id: int, number: int, entrant_a: int, entrant_b: int) -> list[str]:
        """What :meth:`swap_entrants` would add, in French (see :meth:`preview_swap_sides`).  Saves nothing."""
        with self._unit(write=False) as repo:
            tournament = self._tournament(repo, tournament_id)
            snapshot = self._editable_round(repo, tournament, number)
            swapped = self._swapped_entrants(repo, tournament, snapshot, number, entrant_a, entrant_b)
            return _swap_warnings(snapshot, swapped)

    def _store_swap(self, repo: Repository, snapshot: TournamentSnapshot, swapped: Round, what: str) -> RoundView:
        previous = [r for r in snapshot.rounds if r.number < swapped.number]
        repeats = draws.count_repeats(swapped, previous).total
        warnings = _swap_warnings(snapshot, swapped)
        stored = repo.replace_round(snapshot.tournament_id,
                                    replace(swapped, unavoidable_repeats=repeats, swapped=True))
        self._audit(repo, snapshot.tournament_id, "round.swap", f"Échange dans la manche {swapped.number} : {what}",
                    None, " ".join(warnings) or None)
        snapshot.put_round(stored)
        return snapshot.round_view(stored)

    def _swapped_entrants(self, repo: Repository, tournament: Tournament, snapshot: TournamentSnapshot,
                          number: int, entrant_a: int, entrant_b: int) -> Round:
        if entrant_a == entrant_b:
            raise ServiceError(_("Choisissez deux inscrits différents pour un échange."))
        seated = {e for table in snapshot.round(number).tables for side in table.sides for e in side}
        seated |= {e.entrant_id for e in snapshot.round(number).exempts}
        for entrant_id in (entrant_a, entrant_b):
            if entrant_id not in seated:
                label = self._entrant(repo, tournament, entrant_id).label
                raise ServiceError(_("{entrant} ne figure pas dans la manche {round}.").format(
                    entrant=label, round=number))
        return draws.swap_entrants(snapshot.round(number), entrant_a, entrant_b)

    def delete_round(self, tournament_id: int, number: int) -> None:
        """Cancel the last round's draw (no score entered yet)."""
        with self._unit() as repo:
            tournament = self._tournament(repo, tournament_id)
            snapshot = self._editable_round(repo, tournament, number)
            old = snapshot.round(number)
            repo.delete_round(tournament_id, number)
            self._audit(repo, tournament_id, "round.delete", f"Annulation du tirage de la manche {number}",
                        {"seed": old.seed}, None)

    def _editable_round(self, repo: Repository, tournament: Tournament, number: int) -> TournamentSnapshot:
        self._check_open(tournament)
        snapshot = TournamentSnapshot.load(repo, tournament)
        if not snapshot.rounds or number != snapshot.rounds[-1].number:
            raise ServiceError(_("Seule la dernière manche tirée peut être modifiée (manche {round} demandée).").format(
                round=shown(number)))
        if not draws.can_redraw(snapshot.round(number), snapshot.games.values()) or any(
                key[0] == number for key in snapshot.forfeits):
            raise ServiceError(_("Des scores sont déjà saisis dans la manche {round} : le tirage ne peut plus "
                                 "changer.").format(round=number))
        return snapshot


def _summaries(snapshot: TournamentSnapshot) -> list[RoundSummary]:
    summaries = []
    for rnd in snapshot.rounds:
        progress = snapshot.progress(rnd)
        summaries.append(RoundSummary(
            number=rnd.number, seed=rnd.seed, method=rnd.method.value, tables=len(rnd.tables),
            finished=progress.finished, in_progress=progress.in_progress, exempts=len(rnd.exempts),
            unavoidable_repeats=rnd.unavoidable_repeats, swapped=rnd.swapped,
        ))
    return summaries


def _check_places(*places: object) -> None:
    for place in places:
        if (isinstance(place, (str, bytes)) or not isinstance(place, Sequence) or len(place) != 2
                or not all(isinstance(x, int) and not isinstance(x, bool) for x in place)):
            raise ServiceError(_("Une place se désigne par son numéro de table et son côté (0 ou 1)."))


def _swap_warnings(snapshot: TournamentSnapshot, swapped: Round) -> list[str]:
    """The French warnings of a swap (new repeats, second byes), from the round as it stands."""
    previous = [r for r in snapshot.rounds if r.number < swapped.number]
    check = draws.check_swap(snapshot.round(swapped.number), swapped, previous)
    return check.sentences(snapshot.labels)
