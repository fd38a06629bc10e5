"""The outcome of a deal in words (« Faite », « Dedans »…), translated at display time (context « Outcome »)."""

from __future__ import annotations

from belote_club.rules import Outcome
from belote_club.ui.translation import QT_TR_NOOP

OUTCOME_LABELS = {
    Outcome.PASSED: QT_TR_NOOP("Passée"),
    Outcome.PENALTY: QT_TR_NOOP("Pénalité"),
    Outcome.CAPOT: QT_TR_NOOP("Capot"),
    Outcome.CAPOT_AGAINST: QT_TR_NOOP("Capot de la défense"),
    Outcome.MADE: QT_TR_NOOP("Faite"),
    Outcome.DEDANS: QT_TR_NOOP("Dedans"),
    Outcome.LITIGE: QT_TR_NOOP("Litige"),
}


def outcome_label(outcome: Outcome | str) -> str:
    """The French label (source text); callers translate it with ``translate("Outcome", …)``."""
    return OUTCOME_LABELS.get(Outcome(outcome), str(outcome))
