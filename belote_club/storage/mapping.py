"""Rows ↔ :mod:`belote_club.tournament` dataclasses: the conversions, and what every part of the repository
shares (the session, plain-row reads, « not found »).  See :mod:`belote_club.storage.repository`."""

from __future__ import annotations

import datetime as dt
import json
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from sqlalchemy.orm import Session

from belote_club.storage.models import (
    AuditRow,
    PlayerRow,
    RegistrationRow,
    TournamentRow,
)
from belote_club.text import fold
from belote_club.tournament.model import (
    AuditEntry,
    ExemptAgainst,
    ExemptKind,
    ExemptPolicy,
    Format,
    GameRecord,
    GameState,
    PairingMethod,
    Player,
    RankingKey,
    Registration,
    Tournament,
    TournamentStatus,
)

# ---------------------------------------------------------------------- players


def player_of(row: PlayerRow) -> Player:
    return Player(
        first_name=row.first_name,
        last_name=row.last_name,
        licence=row.licence,
        club=row.club,
        phone=row.phone,
        email=row.email,
        id=row.id,
        member=bool(row.member),
    )


def fill_player(row: PlayerRow, player: Player) -> None:
    row.first_name = player.first_name
    row.last_name = player.last_name
    row.licence = player.licence
    row.club = player.club
    row.phone = player.phone
    row.email = player.email
    row.member = player.member
    row.search_text = search_text(player)


def search_text(player: Player) -> str:
    """What the roster search compares (the ``search_text`` column, migration 0005): the folded last name,
    first name, licence and club.  Changing this rule needs a migration that fills the column again."""
    parts = (player.last_name, player.first_name, player.licence, player.club)
    return fold(" ".join(part for part in parts if part))[:500]


# ---------------------------------------------------------------------- tournaments


# ---------------------------------------------------------------------- registrations


def registration_of(row: RegistrationRow) -> Registration:
    return Registration(
        player_id=row.player_id,
        team_id=row.team_id,
        checked_in=row.checked_in,
        joins_from_round=row.joins_from_round,
        withdrawn_from_round=row.withdrawn_from_round,
        number=row.number,
        tournament_id=row.tournament_id,
        id=row.id,
    )


def fill_registration(row: RegistrationRow, registration: Registration) -> None:
    row.player_id = registration.player_id
    row.team_id = registration.team_id
    row.number = registration.number
    row.checked_in = registration.checked_in
    row.joins_from_round = registration.joins_from_round
    row.withdrawn_from_round = registration.withdrawn_from_round


def settings_of(tournament: Tournament) -> dict[str, Any]:
    """The ``settings`` JSON of a tournament (the options that have no column of their own)."""
    return {
        "planned_rounds": tournament.planned_rounds,
        "pairing": tournament.pairing.value,
        "ranking_criteria": [key.value for key in tournament.ranking_criteria],
        "exempt_policy": {"kind": tournament.exempt_policy.kind.value, "amount": tournament.exempt_policy.amount,
                          "against": tournament.exempt_policy.against.value},
    }


def tournament_of(row: TournamentRow, *, has_rounds: bool, has_scores: bool) -> Tournament:
    settings: Mapping[str, Any] = row.settings or {}
    defaults = Tournament(name="", date=row.date)
    policy = settings.get("exempt_policy") or {}
    if row.finished:
        status = TournamentStatus.FINISHED
    elif has_rounds:
        status = TournamentStatus.RUNNING
    else:
        status = TournamentStatus.REGISTRATION
    return Tournament(
        name=row.name,
        date=row.date,
        venue=row.venue,
        rules=dict(row.rules),
        preset=row.preset,
        format=Format(row.format),
        planned_rounds=int(settings.get("planned_rounds", defaults.planned_rounds)),
        pairing=PairingMethod(settings.get("pairing", defaults.pairing.value)),
        ranking_criteria=tuple(
            RankingKey(key) for key in settings.get("ranking_criteria", [k.value for k in defaults.ranking_criteria])
        ),
        exempt_policy=ExemptPolicy(
            kind=ExemptKind(policy.get("kind", defaults.exempt_policy.kind.value)),
            amount=int(policy.get("amount", defaults.exempt_policy.amount)),
            against=ExemptAgainst(policy.get("against", defaults.exempt_policy.against.value)),
        ),
        status=status,
        rules_locked=has_scores,
        id=row.id,
    )


def fill_tournament(row: TournamentRow, tournament: Tournament) -> None:
    row.name = tournament.name
    row.date = tournament.date
    row.venue = tournament.venue
    row.rules = dict(tournament.rules)
    row.preset = tournament.preset
    row.format = tournament.format.value
    # Keys the dataclass does not hold (the forfeits of tables) are kept as they are.
    row.settings = {**(row.settings or {}), **settings_of(tournament)}
    row.finished = tournament.status is TournamentStatus.FINISHED


class NotFound(LookupError):
    """A row the caller named does not exist (services turn it into a French ``ServiceError``)."""



class RowAccess:
    """The session of one unit of work, and the two ways every part of the repository reads rows."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def _rows(self, statement: Any) -> Sequence[Any]:
        """Plain rows of a ``SELECT`` of columns, executed by Core on the session's connection (same
        transaction) and fetched at once.  The ORM's ``Session.execute`` costs about half as much again per
        row for plain columns, and iterating a result fetches row by row: both tell on bulk reads (7,400
        deals of a 200-team concours).  Pending changes are flushed first, as the session's autoflush would."""
        session = self.session
        if session.new or session.dirty or session.deleted:
            session.flush()
        return session.connection().execute(statement).all()


    def _row(self, model: type[Any], row_id: int | None) -> Any:
        row = self.session.get(model, row_id) if row_id is not None else None
        if row is None:
            raise NotFound(f"{model.__tablename__} {row_id}")
        return row


DECODED: OrderedDict[str, tuple[Mapping[str, Any], ...]] = OrderedDict()
DECODED_MAX = 20_000


def decode_deals(text: str) -> tuple[Mapping[str, Any], ...]:
    """``json.loads`` of a game's deals, memoised on the text (the same text always gives the same deals).

    The decoded dicts are shared between callers: they are treated as read-only everywhere (services copy
    a deal before changing it).
    """
    cached = DECODED.get(text)
    if cached is not None:
        DECODED.move_to_end(text)
        return cached
    deals = tuple(json.loads(text))
    DECODED[text] = deals
    if len(DECODED) > DECODED_MAX:
        DECODED.popitem(last=False)
    return deals


@lru_cache(maxsize=256)
def deal_positions(count: int) -> str:
    """``"1,2,…,count"``: the positions of a game's deals, as ``Repository._deal_texts`` reads them."""
    return ",".join(map(str, range(1, count + 1)))


def pair(ids: list[int]) -> tuple[int, int]:
    if len(ids) != 2:
        raise ValueError(f"a team has two players, found {len(ids)}")
    return (ids[0], ids[1])


def game_record(
    tournament_id: int, game_id: int, round_number: int, table_number: int, deals: tuple[Mapping[str, Any], ...],
    totals: list[Any] | None, deal_count: int | None, belotes: int | None, capots: int | None,
    lost_reserve: int | None, closed: bool,
) -> GameRecord:
    if closed:
        state = GameState.CLOSED
    elif totals is not None:
        state = GameState.FINISHED
    elif deals:
        state = GameState.IN_PROGRESS
    else:
        state = GameState.PENDING
    return GameRecord(
        round_number=round_number,
        table_number=table_number,
        deals=deals,
        totals=(int(totals[0]), int(totals[1])) if totals is not None else None,
        deal_count=deal_count,
        belotes=belotes,
        capots=capots,
        lost_reserve=lost_reserve,
        state=state,
        tournament_id=tournament_id,
        id=game_id,
    )


def audit_entry(row: AuditRow) -> AuditEntry:
    when = row.at if row.at.tzinfo is not None else row.at.replace(tzinfo=dt.UTC)
    return AuditEntry(
        what=row.what,
        old_value=row.old_value,
        new_value=row.new_value,
        when=when,
        tournament_id=row.tournament_id,
        id=row.id,
    )
