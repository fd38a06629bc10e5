"""The outcome of a deal in words (« Faite », « Dedans »…), translated at display time (context « Outcome »).

In contrée (SCORING.md §10) the words are the contract's, as the explanation says (« Contrat réussi »,
« Contrat chuté »): :func:`outcome_label` gives « Réussi » and « Chuté » there, not « Faite » and « Dedans »."""

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
#: Contrée's words where they differ from classic belote's.
CONTREE_LABELS = {Outcome.MADE: QT_TR_NOOP("Réussi"), Outcome.DEDANS: QT_TR_NOOP("Chuté")}


def outcome_label(outcome: Outcome | str, contree: bool = False) -> str:
    """The French label (source text) of a deal of classic belote or, with ``contree``, of contrée; callers
    translate it with ``tr``."""
    outcome = Outcome(outcome)
    if contree and outcome in CONTREE_LABELS:
        return CONTREE_LABELS[outcome]
    return OUTCOME_LABELS.get(outcome, str(outcome))
