"""Game results recomputed from what was entered: deal by deal through the rules engine, or paper totals.

Nothing here touches the database: it turns a :class:`~belote_club.tournament.model.GameRecord` and the
tournament's house rules into a :class:`~belote_club.services.views.GameView`.
"""

from __future__ import annotations

import hashlib
import json
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import lru_cache
from typing import Any

from belote_club.i18n import N_
from belote_club.i18n import gettext as _
from belote_club.rules import (
    DealError,
    DealResult,
    GameOverError,
    HouseRules,
    Outcome,
    RulesError,
    score_game,
)
from belote_club.services.errors import ServiceError
from belote_club.services.views import DealView, GameView
from belote_club.tournament.checks import check_record
from belote_club.tournament.exempt import exempt_score
from belote_club.tournament.model import ExemptPolicy, GameRecord, GameState
from belote_club.tournament.results import GameOutcome

#: A deal's field → its French name (marked: translated where shown).
FIELD_LABELS = {
    "passed": N_("donne passée"),
    "taker": N_("preneur"),
    "trump": N_("atout"),
    "points": N_("points"),
    "capot": N_("capot"),
    "belote": N_("belote"),
    "late_belote": N_("belote annoncée au décompte"),
    "annonces": N_("annonces"),
    "penalty": N_("pénalité"),
}


@lru_cache(maxsize=64)
def _rules_from_key(key: str) -> HouseRules:
    return HouseRules.from_dict(json.loads(key))


def house_rules(rules: Mapping[str, Any]) -> HouseRules:
    """The engine's rules for a stored rules object (cached: standings score hundreds of games)."""
    try:
        return _rules_from_key(rules_key(rules))
    except RulesError as error:
        raise rules_error(error) from error


def rules_error(error: RulesError) -> ServiceError:
    """A French :class:`ServiceError` naming the faulty house-rule key."""
    if error.key:
        text = _("Règles maison invalides — « {key} » : {problem}").format(key=error.key,
                                                                           problem=_sentence_end(error.message))
    else:
        text = _("Règles maison invalides : {problem}").format(problem=_sentence_end(error.message))
    return ServiceError(text, field=error.key or None)


def deal_error(error: DealError, *, position: int | None = None, where: str = "") -> ServiceError:
    """A French :class:`ServiceError` naming the deal and the field of an engine ``DealError``."""
    number = position if position is not None else error.deal
    field = error.field.split(".")[0].split("[")[0] if error.field else ""
    label = _(FIELD_LABELS[field]) if field in FIELD_LABELS else error.field or ""
    if isinstance(error, GameOverError):
        text = _("La partie est déjà terminée : la donne {n} ne peut pas être ajoutée.").format(n=number)
    else:
        deal = _("Donne {n}").format(n=number) if number is not None else _("Donne")
        if label:
            text = _("{deal} — {field} : {problem}").format(deal=deal, field=label, problem=error.message)
        else:
            text = _("{deal} : {problem}").format(deal=deal, problem=error.message)
    if where:
        text = _("{where} : {problem}").format(where=where, problem=text[0].lower() + text[1:])
    return ServiceError(_sentence_end(text), field=error.field or None, deal=number)


def _sentence_end(text: str) -> str:
    """The engine's messages are clauses; a message shown alone ends with a full stop."""
    return text if text.endswith((".", "!", "?", "…")) else f"{text}."


_VIEWS: OrderedDict[tuple[str, str], GameView] = OrderedDict()
_VIEWS_MAX = 20_000


def rules_key(rules: Mapping[str, Any]) -> str:
    return json.dumps(rules, sort_keys=True)


def cached_game_view(rules: HouseRules, key_of_rules: str, record: GameRecord, content_key: str) -> GameView:
    """:func:`game_view` as a summary (no deal lines), memoised on (rules, what was entered).

    The key is built from the stored content itself (see ``Repository.games_keyed``), so a cached view can
    never be stale: a correction changes the key.  This keeps live standings instant while scores are
    entered: only the game that changed is scored again.
    """
    key = (key_of_rules, content_key)
    view = _VIEWS.get(key)
    if view is not None and view.round_number == record.round_number and view.table_number == record.table_number:
        _VIEWS.move_to_end(key)
        return view
    view = game_view(rules, record, explain=False, summary=True)
    _VIEWS[key] = view
    if len(_VIEWS) > _VIEWS_MAX:
        _VIEWS.popitem(last=False)
    return view


def clear_caches() -> None:
    """Forget every memoised result (benchmarks measure the cold path with it)."""
    _VIEWS.clear()
    _rules_from_key.cache_clear()


def copy_json(value: Any) -> Any:
    """A deep copy of JSON-like data: decoded deals are memoised and shared, callers get their own copy."""
    if isinstance(value, dict):
        return {k: copy_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [copy_json(v) for v in value]
    return value


def fingerprint(record: GameRecord) -> str:
    """A short digest of what was entered for a game (deals, paper totals and counts, closing): equal
    digests, same game.  Content-based, so undoing a change gives back the fingerprint from before it."""
    content = [
        [dict(d) for d in record.deals], list(record.totals) if record.totals is not None else None,
        record.deal_count, record.belotes, record.capots, record.lost_reserve, record.state is GameState.CLOSED,
    ]
    text = json.dumps(content, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.blake2b(text.encode(), digest_size=10).hexdigest()


def empty_view(round_number: int, table_number: int) -> GameView:
    return GameView(
        round_number=round_number,
        table_number=table_number,
        mode="empty",
        state=GameState.PENDING,
        deals=(),
        totals=(0, 0),
        finished=False,
        winner=None,
        game_points=(0, 0),
        rubicon=(),
        reserve=0,
        reserve_lost=0,
    )


def game_view(
    rules: HouseRules,
    record: GameRecord,
    *,
    explain: bool = True,
    camp_names: Sequence[str] | None = None,
    warnings: Sequence[str] = (),
    summary: bool = False,
    located: bool = True,
) -> GameView:
    """Recompute one game.  Raises :class:`ServiceError` if a stored deal is invalid under ``rules``,
    its message starting with the round and the table (``located=False``: without them, for a game being
    changed, whose caller knows which it is).

    ``summary``: leave ``deals`` empty (totals, winner, state only) — what standings and round progress
    need, for a fraction of the cost.
    """
    if record.totals is not None:
        return paper_view(rules, record, warnings=warnings)
    if not record.deals:
        return empty_view(record.round_number, record.table_number)
    closed = record.state is GameState.CLOSED
    try:
        result = score_game(rules, record.deals, explain=explain, closed=closed, camp_names=camp_names)
    except DealError as error:
        if not located:
            raise deal_error(error) from error
        raise deal_error(error, where=_("Manche {round}, table {table}").format(
            round=record.round_number, table=record.table_number)) from error
    counted = counted_deals(rules, result.deals)
    deals: list[DealView] = []
    if not summary:
        running = (0, 0)
        number = 0
        for position, (data, deal, counts) in enumerate(zip(record.deals, result.deals, counted, strict=True),
                                                        start=1):
            running = (running[0] + deal.points[0], running[1] + deal.points[1])
            number += counts
            deals.append(
                DealView(
                    position=position,
                    data=copy_json(data),
                    outcome=deal.outcome.value,
                    points=deal.points,
                    reserve=deal.reserve,
                    winner=deal.winner,
                    explanation=deal.explanation,
                    totals=running,
                    counted=counts,
                    number=number if counts else None,
                )
            )
    state = GameState.CLOSED if closed else GameState.FINISHED if result.finished else GameState.IN_PROGRESS
    last_reserve = result.deals[-1].reserve if result.deals else 0
    return GameView(
        round_number=record.round_number,
        table_number=record.table_number,
        mode="deals",
        state=state,
        deals=tuple(deals),
        totals=(result.totals[0], result.totals[1]),
        finished=result.finished,
        winner=result.winner,
        game_points=(result.game_points[0], result.game_points[1]),
        rubicon=result.rubicon,
        reserve=0 if result.finished else last_reserve,
        reserve_lost=result.reserve_lost,
        played=sum(counted),
    )


def counted_deals(rules: HouseRules, deals: Sequence[DealResult]) -> list[bool]:
    """Whether each scored deal is one of the game's deals as the sheet numbers them: a passed deal is not,
    unless the rules count passed deals (``passed_deals_count``, as the engine counts a ``deals`` game).
    The one home of that fact: the views carry it (``DealView.counted``, ``GameView.played``)."""
    return [rules.passed_deals_count or deal.outcome is not Outcome.PASSED for deal in deals]


def paper_view(rules: HouseRules, record: GameRecord, *, warnings: Sequence[str] = ()) -> GameView:
    """A game entered as the two totals of a paper sheet: the higher total wins (equal: a draw).

    Rubicon is applied as the engine would (``simple``: a loser under half the target in ``target``
    games; ``floating``: under half the winner's total).
    """
    assert record.totals is not None
    a, b = record.totals
    winner = 0 if a > b else 1 if b > a else None
    rubicon: tuple[int, ...] = ()
    points = [0, 0]
    if winner is not None:
        loser = 1 - winner
        if rules.rubicon == "simple" and rules.game_end.type == "target":
            under = 2 * record.totals[loser] < rules.game_end.points
        elif rules.rubicon == "floating":
            under = 2 * record.totals[loser] < record.totals[winner]
        else:
            under = False
        rubicon = (loser,) if under else ()
        points[winner] = 2 if under else 1
    return GameView(
        round_number=record.round_number,
        table_number=record.table_number,
        mode="paper",
        state=GameState.CLOSED if record.state is GameState.CLOSED else GameState.FINISHED,
        deals=(),
        totals=(a, b),
        finished=True,
        winner=winner,
        game_points=(points[0], points[1]),
        rubicon=rubicon,
        reserve=0,
        reserve_lost=record.lost_reserve or 0,
        deal_count=record.deal_count,
        belotes=record.belotes,
        capots=record.capots,
        warnings=tuple(warnings),
        played=record.deal_count or 0,
    )


def paper_warnings(rules: HouseRules, record: GameRecord, labels: Sequence[str] | None = None) -> list[str]:
    """The French consistency warnings of a game entered from its paper sheet (see ``tournament.checks``)."""
    return check_record(rules, record, list(labels) if labels is not None else None)


def forfeit_view(rules: HouseRules, policy: ExemptPolicy, round_number: int, table_number: int, side: int,
                 totals: Sequence[int] | None, round_outcomes: Sequence[GameOutcome]) -> GameView:
    """A table declared forfeit: ``side`` gave up.  With ``totals`` typed, the game is scored from them as a
    paper sheet would be; else the other side scores what an exempt scores under ``policy`` (points for,
    game points; ``round_outcomes``: the round's other games, for a round average) and the forfeiting side
    0 — a loss, its points against being the winner's points."""
    if totals is not None:
        record = GameRecord(round_number, table_number, totals=(int(totals[0]), int(totals[1])))
        paper = paper_view(rules, record)
        return replace(paper, mode="forfeit", forfeit=side)
    score = exempt_score(policy, round_outcomes, rules)
    points = [0, 0]
    points[1 - side] = score.points_for
    game_points = [0, 0]
    game_points[1 - side] = score.game_points
    return GameView(
        round_number=round_number,
        table_number=table_number,
        mode="forfeit",
        state=GameState.FINISHED,
        deals=(),
        totals=(points[0], points[1]),
        finished=True,
        winner=1 - side,
        game_points=(game_points[0], game_points[1]),
        rubicon=(),
        reserve=0,
        reserve_lost=0,
        forfeit=side,
    )
