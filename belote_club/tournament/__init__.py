"""Tournament domain: players, teams, registrations, draws, byes, paper-sheet checks and standings.

Pure Python (no Qt, no SQLAlchemy, no I/O); imports ``belote_club.rules`` only for house rules and
rounding.  Modules:

- :mod:`.model` — the stored facts (frozen dataclasses and enums);
- :mod:`.registration` — check-in, late arrivals, withdrawals: who is drawable in round k;
- :mod:`.draw` — draws (random or by ranking, no avoidable repeat), exempts chosen with the pairing,
  swaps, redraw rule; :mod:`.matching`, :mod:`.melee` and :mod:`.history` under it;
- :mod:`.checks` — warnings on totals copied from a paper sheet;
- :mod:`.results`, :mod:`.exempt`, :mod:`.standings` — game outcomes, exempt scores, standings;
- :mod:`.lifecycle` — rules lock, status, audit entries.
"""

from .checks import check_record, check_totals, contree_floor, lost_reserves, possible_sums
from .draw import (
    REPEAT_BY_HAND,
    REPEAT_UNAVOIDABLE,
    Repeats,
    SwapCheck,
    can_redraw,
    check_swap,
    count_repeats,
    draw_next_round,
    draw_round,
    repeat_label,
    swap,
    swap_entrants,
)
from .errors import TournamentError
from .exempt import EXEMPT_AGAINST_LABELS, ExemptScore, exempt_score
from .lifecycle import audit, change_rules, close, record_score, round_drawn, rules_editable
from .model import (
    RANKING_PRESETS,
    AuditEntry,
    Exempt,
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
    Round,
    Side,
    Table,
    Team,
    Tournament,
    TournamentStatus,
)
from .registration import (
    check_in,
    drawable_entrants,
    is_drawable,
    join_late,
    register_player,
    register_team,
    reinstate,
    validate_registrations,
    withdraw,
)
from .results import GameOutcome
from .standings import (
    CRITERION_LABELS,
    EX_AEQUO,
    RoundLine,
    Standing,
    compute_standings,
    criteria_text,
    ranking_criteria,
    ranking_order,
)

__all__ = [
    "CRITERION_LABELS", "EXEMPT_AGAINST_LABELS", "EX_AEQUO", "REPEAT_BY_HAND", "REPEAT_UNAVOIDABLE", "SwapCheck",
    "check_swap", "criteria_text", "lost_reserves", "repeat_label",
    "RANKING_PRESETS", "AuditEntry", "Exempt", "ExemptAgainst", "ExemptKind", "ExemptPolicy", "ExemptScore", "Format",
    "GameOutcome", "GameRecord", "GameState", "PairingMethod", "Player", "RankingKey", "Registration",
    "Repeats", "Round", "RoundLine", "Side", "Standing", "Table", "Team", "Tournament", "TournamentError",
    "TournamentStatus",
    "audit", "can_redraw", "change_rules", "check_in", "check_record", "check_totals", "close", "contree_floor",
    "compute_standings", "count_repeats", "draw_next_round", "draw_round", "drawable_entrants",
    "exempt_score", "is_drawable", "join_late", "possible_sums", "ranking_criteria", "ranking_order",
    "record_score", "register_player", "register_team", "reinstate", "round_drawn", "rules_editable",
    "swap", "swap_entrants", "validate_registrations", "withdraw",
]
