"""French formatting helpers shared by the views (no Qt)."""

from __future__ import annotations

from belote_club.rules import Outcome

NNBSP = "\u202f"  # narrow no-break space: thousands separator and before « ; : ! ? »

OUTCOME_LABELS = {
    Outcome.PASSED: "Passée",
    Outcome.PENALTY: "Pénalité",
    Outcome.CAPOT: "Capot",
    Outcome.CAPOT_AGAINST: "Capot de la défense",
    Outcome.MADE: "Faite",
    Outcome.DEDANS: "Dedans",
    Outcome.LITIGE: "Litige",
}


def points(value: int) -> str:
    """1012 → « 1 012 » (narrow no-break space, French style)."""
    sign = "−" if value < 0 else ""
    return sign + f"{abs(value):,}".replace(",", NNBSP)


def outcome_label(outcome: Outcome | str) -> str:
    return OUTCOME_LABELS.get(Outcome(outcome), str(outcome))
