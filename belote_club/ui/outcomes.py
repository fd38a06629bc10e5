"""The outcome of a deal in words (« Faite », « Dedans »…), translated at display time (context « Outcome »)."""

from __future__ import annotations

from belote_club.rules import Outcome

OUTCOME_LABELS = {
    Outcome.PASSED: "Passée",
    Outcome.PENALTY: "Pénalité",
    Outcome.CAPOT: "Capot",
    Outcome.CAPOT_AGAINST: "Capot de la défense",
    Outcome.MADE: "Faite",
    Outcome.DEDANS: "Dedans",
    Outcome.LITIGE: "Litige",
}


def outcome_label(outcome: Outcome | str) -> str:
    """The French label (source text); callers translate it with ``translate("Outcome", …)``."""
    return OUTCOME_LABELS.get(Outcome(outcome), str(outcome))
