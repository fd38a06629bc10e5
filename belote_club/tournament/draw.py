"""Draws: who plays whom in a round, who is exempt; swaps; whether a round can be drawn again.

Every draw takes a ``seed`` and uses only ``random.Random(seed)``: the same inputs and the same seed
give the same draw (entrant and ranking lists are taken as given; entrants are sorted first, so their
order does not matter).

Doublettes
    The teams are ordered (round 1 and the ``random`` method: shuffled by the seed; the ``ranking``
    method: in the order of the standings) and paired by :func:`~.matching.pair_up`: a minimum-cost
    perfect matching where a repeated meeting costs more than anything else, then the total number of
    previous meetings, then the distance in the standings (``ranking``) or seeded noise (``random``).
    So a meeting is repeated only when no pairing of the drawn teams avoids it.

Mêlée (players alone): :mod:`.melee` seats the players — the fewest repeated partners, then the
    fewest repeated opponents (exactly for rounds of up to 16 players, by a local search above), then
    neighbours in the standings together (``ranking``).

Exempts (byes)
    Doublettes with an odd count: one team is exempt.  Mêlée: ``count % 4`` players (1 to 3) are exempt,
    since a table needs four players.  They are chosen *jointly with the pairing*: among the entrants
    exempt the fewest times before (never, if possible) — and among those, the ones who have already
    played, when there are any: a late arrival does not sit out its very first round when a team that has
    played can — the exempt is the one whose pairing of the others has the fewest repeats; among equals,
    the lowest ranked (in round 1, or without a ranking, at random by the seed).  Entrants missing from the
    ranking (late arrivals) count as ranked last.  Every option is drawn from the same random state, so the
    choice is reproducible.  In doublettes every such entrant is weighed (the search stops at the first
    option without any repeat); in mêlée, the combinations of the first ``count + 3`` of them.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from belote_club.i18n import N_, ngettext
from belote_club.i18n import gettext as _

from .errors import TournamentError
from .history import History
from .matching import pair_up
from .melee import seat_melee
from .model import Exempt, Format, GameRecord, PairingMethod, Registration, Round, Side, Table, Tournament
from .registration import drawable_entrants

__all__ = [
    "REPEAT_BY_HAND",
    "REPEAT_UNAVOIDABLE",
    "Repeats",
    "SwapCheck",
    "SideRef",
    "can_redraw",
    "check_swap",
    "choose_exempts",
    "count_repeats",
    "exempt_candidates",
    "draw_next_round",
    "draw_round",
    "exempt_count",
    "repeat_label",
    "swap",
    "swap_entrants",
]

#: A side of a table in a round: (table number, side index 0 or 1).
SideRef = tuple[int, int]


def exempt_count(fmt: Format, entrants: int) -> int:
    """How many entrants sit out: the remainder modulo 2 (doublettes) or 4 (mêlée)."""
    return entrants % (2 if fmt is Format.DOUBLETTES else 4)


def _positions(entrants: Sequence[int], ranking: Sequence[int] | None, rng: random.Random) -> dict[int, int]:
    """Standing position of every entrant (0 = best); unranked entrants last, in seeded random order."""
    if ranking is None:
        ranking = []
    if len(set(ranking)) != len(ranking):
        raise TournamentError(_("Le classement fourni au tirage contient un doublon."))
    present = set(entrants)
    ranked = [e for e in ranking if e in present]
    seen = set(ranked)
    unranked = [e for e in entrants if e not in seen]
    rng.shuffle(unranked)
    return {e: i for i, e in enumerate(ranked + unranked)}


def exempt_candidates(entrants: Sequence[int], history: History, ranking: Sequence[int] | None,
                      rng: random.Random, played: Collection[int] | None = None) -> list[int]:
    """Every entrant, in the order they should sit out: fewest byes before; then, among equals, those
    who have played already (``played``) before a late arrival about to play its first round; then the
    lowest ranked (no ranking: random by ``rng``)."""
    candidates = sorted(entrants)
    rng.shuffle(candidates)
    if ranking is not None:
        position = _positions(sorted(entrants), ranking, rng)
        candidates.sort(key=lambda e: -position[e])
    if played is not None:
        candidates.sort(key=lambda e: e not in played)  # stable: keeps the rank / random order
    candidates.sort(key=lambda e: history.exempts.get(e, 0))
    return candidates


def choose_exempts(entrants: Sequence[int], count: int, history: History,
                   ranking: Sequence[int] | None, rng: random.Random,
                   played: Collection[int] | None = None) -> list[int]:
    """The ``count`` first of :func:`exempt_candidates` (the draw itself also weighs the repeats)."""
    if count == 0:
        return []
    return exempt_candidates(entrants, history, ranking, rng, played)[:count]


def _exempt_options(candidates: Sequence[int], count: int, history: History,
                    played: Collection[int]) -> list[tuple[int, ...]]:
    """The sets of exempts the draw weighs, best first: the first ``count`` candidates, then every other
    choice among the entrants with as few byes — and, when one of them has played, among those who have
    (SCORING of the issue: a late arrival does not sit out its first round when a player can).  Mêlée (up
    to three exempts) weighs the combinations of the first ``count + 3`` such candidates."""
    if count == 0:
        return [()]
    first = tuple(candidates[:count])
    fewest = history.exempts.get(candidates[0], 0)
    tier = [c for c in candidates if history.exempts.get(c, 0) == fewest]
    if any(c in played for c in tier):
        tier = [c for c in tier if c in played]
    if len(tier) < count:
        return [first]
    pool = tier if count == 1 else tier[:count + 3]
    options = [first] if set(first) <= set(pool) else []
    options += [combo for combo in itertools.combinations(pool, count) if combo != first]
    return options


def draw_round(
    fmt: Format,
    entrants: Iterable[int],
    previous: Sequence[Round],
    *,
    number: int,
    seed: int,
    method: PairingMethod = PairingMethod.RANDOM,
    ranking: Sequence[int] | None = None,
) -> Round:
    """Draw round ``number`` for ``entrants`` (team ids in doublettes, player ids in mêlée).

    ``previous`` are the rounds already played (their meetings and byes are avoided and balanced);
    ``ranking`` the entrant ids best first, used by the ``ranking`` method and to give the bye to the
    lowest ranked.  Round 1 is always random.  Returns the :class:`Round` with its seed, the method used
    and the number of repeats the draw could not avoid.
    """
    pool = sorted(set(entrants))
    minimum = 2 if fmt is Format.DOUBLETTES else 4
    if len(pool) < minimum:
        raise TournamentError(
            _("Il faut au moins deux équipes pour un tirage.") if fmt is Format.DOUBLETTES
            else _("Il faut au moins quatre joueurs pour un tirage.")
        )
    if number > 1 and method is PairingMethod.RANKING and ranking is None:
        raise TournamentError(_("Le tirage par classement demande le classement de la manche précédente."))
    if number == 1:
        method, ranking = PairingMethod.RANDOM, None
    rng = random.Random(seed)
    if ranking is not None:  # complete it once: unranked entrants last, in seeded random order
        ranking = sorted(pool, key=_positions(pool, ranking, rng).__getitem__)
    history = History.of(previous)
    played = {x for rnd in previous for table in rnd.tables for side in table.sides for x in side}
    count = exempt_count(fmt, len(pool))
    candidates = exempt_candidates(pool, history, ranking, rng, played) if count else []
    by_rank = method is PairingMethod.RANKING
    # The exempts are chosen jointly with the pairing: every option is drawn from the same random state,
    # and the one with the fewest repeats wins (the first of the preference order among equals).
    state = rng.getstate()
    best: tuple[tuple[int, ...], tuple[int, ...], list[Table], int] | None = None
    for option in _exempt_options(candidates, count, history, played):
        rng.setstate(state)
        playing = [e for e in pool if e not in set(option)]
        if by_rank:
            position = _positions(playing, ranking, rng)
            order = sorted(playing, key=position.__getitem__)
        else:
            order = list(playing)
            rng.shuffle(order)
        if fmt is Format.DOUBLETTES:
            tables, repeats = _draw_doublettes(order, history, by_rank, rng)
            cost: tuple[int, ...] = (repeats,)
        else:
            tables, cost = seat_melee(order, history, by_rank, rng)
            repeats = sum(cost)
        if best is None or cost < best[0]:
            best = (cost, option, tables, repeats)
        if not any(cost):
            break
    assert best is not None
    _cost, exempts, tables, repeats = best
    return Round(
        number=number,
        seed=seed,
        method=method,
        tables=tuple(tables),
        exempts=tuple(Exempt(e) for e in sorted(exempts)),
        unavoidable_repeats=repeats,
    )


def _draw_doublettes(order: list[int], history: History, by_rank: bool,
                     rng: random.Random) -> tuple[list[Table], int]:
    pairs, repeats = pair_up(
        order,
        repeats=lambda u, v: 1 if history.met(u, v) else 0,
        extra=history.met,
        by_position=by_rank,
        rng=rng,
    )
    tables = [Table(number=i, sides=((u,), (v,))) for i, (u, v) in enumerate(pairs, start=1)]
    return tables, repeats


def draw_next_round(
    tournament: Tournament,
    registrations: Iterable[Registration],
    rounds: Sequence[Round],
    *,
    seed: int,
    ranking: Sequence[int] | None = None,
) -> Round:
    """Draw the round after ``rounds`` for the drawable registrations, with the tournament's method.

    ``ranking``: entrant ids best first (from :func:`belote_club.tournament.standings.compute_standings`);
    needed from round 2 with the ``ranking`` method, and used for the bye otherwise.
    """
    number = max((r.number for r in rounds), default=0) + 1
    entrants = drawable_entrants(tournament, registrations, number)
    return draw_round(
        tournament.format,
        entrants,
        rounds,
        number=number,
        seed=seed,
        method=tournament.pairing,
        ranking=ranking,
    )


@dataclass(frozen=True)
class Repeats:
    """Repeated relations in a round compared with the rounds before it."""

    opponents: int  #: doublettes: tables whose teams met before; mêlée: player pairs facing again
    partners: int  #: mêlée: partnerships formed before (always 0 in doublettes)

    @property
    def total(self) -> int:
        return self.opponents + self.partners


def count_repeats(rnd: Round, previous: Iterable[Round]) -> Repeats:
    """Count the repeats of ``rnd`` against ``previous`` (e.g. to warn after a manual swap)."""
    history = History.of(previous)
    opponents = partners = 0
    for table in rnd.tables:
        side_a, side_b = table.sides
        opponents += sum(1 for x in side_a for y in side_b if history.met(x, y))
        for side in (side_a, side_b):
            partners += sum(1 for i, x in enumerate(side) for y in side[i + 1:] if history.partnered(x, y))
    return Repeats(opponents=opponents, partners=partners)


def swap(rnd: Round, side_a: SideRef, side_b: SideRef) -> Round:
    """Exchange two sides (teams, or mêlée partnerships) between tables, e.g. to separate a repeat."""
    tables = {t.number: t for t in rnd.tables}
    for table_no, side in (side_a, side_b):
        if table_no not in tables:
            raise TournamentError(_("La table n° {table} n’existe pas dans la manche {round}.").format(
                table=table_no, round=rnd.number))
        if side not in (0, 1):
            raise TournamentError(_("Une table n’a que deux côtés."))
    if side_a[0] == side_b[0]:
        if side_a[1] == side_b[1]:
            return rnd
        t = tables[side_a[0]]
        tables[t.number] = replace(t, sides=(t.sides[1], t.sides[0]))
    else:
        a_val: Side = tables[side_a[0]].sides[side_a[1]]
        b_val: Side = tables[side_b[0]].sides[side_b[1]]
        tables[side_a[0]] = _with_side(tables[side_a[0]], side_a[1], b_val)
        tables[side_b[0]] = _with_side(tables[side_b[0]], side_b[1], a_val)
    return replace(rnd, tables=tuple(tables[t.number] for t in rnd.tables), swapped=True)


def _with_side(table: Table, index: int, side: Side) -> Table:
    sides = (side, table.sides[1]) if index == 0 else (table.sides[0], side)
    return replace(table, sides=sides)


def swap_entrants(rnd: Round, a: int, b: int) -> Round:
    """Exchange the places of two entrants (team or player ids), at tables or exempt.

    In mêlée this moves single players between partnerships; an exempt entrant can be brought in
    against one who then sits out.
    """
    def place(x: int) -> int:
        return b if x == a else a if x == b else x

    found = {x for t in rnd.tables for s in t.sides for x in s} | {e.entrant_id for e in rnd.exempts}
    for x in (a, b):
        if x not in found:
            raise TournamentError(_("L’inscrit n° {entrant} ne figure pas dans la manche {round}.").format(
                entrant=x, round=rnd.number))
    tables = tuple(
        replace(t, sides=(tuple(place(x) for x in t.sides[0]), tuple(place(x) for x in t.sides[1])))
        for t in rnd.tables
    )
    exempts = tuple(replace(e, entrant_id=place(e.entrant_id)) for e in rnd.exempts)
    return replace(rnd, tables=tables, exempts=exempts, swapped=True)


#: How a round's repeats are described: the draw could not avoid them, or the organiser chose them (French
#: message ids: show them through gettext, ``_(REPEAT_BY_HAND)``, as :func:`repeat_label` does).
REPEAT_UNAVOIDABLE = N_("inévitable")
REPEAT_BY_HAND = N_("choisi à la main")


def repeat_label(rnd: Round) -> str:
    """« choisi à la main » once the round was changed by hand (:func:`swap`, :func:`swap_entrants`),
    « inévitable » otherwise: a drawn round repeats only what no pairing could avoid (in the language in
    force)."""
    return _(REPEAT_BY_HAND) if rnd.swapped else _(REPEAT_UNAVOIDABLE)


@dataclass(frozen=True)
class SwapCheck:
    """What a swap would add, to warn before it is made."""

    new_repeats: int  #: repeats (meetings, partners, opponents) more than before the swap
    second_byes: tuple[int, ...]  #: entrants it makes exempt although they were exempt in an earlier round

    @property
    def needs_warning(self) -> bool:
        return self.new_repeats > 0 or bool(self.second_byes)

    def sentences(self, names: Mapping[int, str] | None = None) -> list[str]:
        """The warnings in the language in force; ``names`` labels the entrants (default « l’inscrit n° 12 »)."""
        out = []
        if self.new_repeats:
            out.append(ngettext(
                "Cet échange crée une rencontre déjà jouée\u00a0: elle sera marquée «\u00a0{label}\u00a0».",
                "Cet échange crée {n} rencontres déjà jouées\u00a0: elles seront marquées «\u00a0{label}\u00a0».",
                self.new_repeats,
            ).format(n=self.new_repeats, label=_(REPEAT_BY_HAND)))
        for entrant in self.second_byes:
            label = (names or {}).get(entrant)
            if label is None:
                label = _("l’inscrit n° {entrant}").format(entrant=entrant)
            out.append(_("Cet échange donne une deuxième exemption à {label}.").format(label=label))
        return out


def check_swap(before: Round, after: Round, previous: Iterable[Round]) -> SwapCheck:
    """Compare a round before and after a swap, against the rounds played before it."""
    rounds = list(previous)
    history = History.of(rounds)
    new = count_repeats(after, rounds).total - count_repeats(before, rounds).total
    was = {e.entrant_id for e in before.exempts}
    second = tuple(sorted(e.entrant_id for e in after.exempts
                          if e.entrant_id not in was and history.exempts.get(e.entrant_id, 0) > 0))
    return SwapCheck(max(new, 0), second)


def can_redraw(rnd: Round, games: Iterable[GameRecord]) -> bool:
    """A round may be drawn again (or swapped) only while none of its games has a score."""
    return not any(g.has_score for g in games if g.round_number == rnd.number)
