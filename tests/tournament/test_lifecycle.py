import datetime as dt

import pytest

from belote_club.tournament.errors import TournamentError
from belote_club.tournament.lifecycle import (
    audit,
    change_rules,
    check_open,
    close,
    record_score,
    reopen,
    round_drawn,
    rules_editable,
)
from belote_club.tournament.model import GameRecord, Tournament, TournamentStatus

T = Tournament(name="C", date=dt.date(2026, 1, 1), id=3)


def test_rules_lock_with_first_score() -> None:
    assert rules_editable(T, [GameRecord(1, 1)])
    assert not rules_editable(T, [GameRecord(1, 1, totals=(1000, 0))])
    changed = change_rules(T, {"rounding": "ten_keep_160"}, preset="arrondi-dizaine")
    assert changed.rules == {"rounding": "ten_keep_160"} and changed.preset == "arrondi-dizaine"
    scored = record_score(round_drawn(changed))
    assert scored.rules_locked and scored.status is TournamentStatus.RUNNING
    with pytest.raises(TournamentError, match="verrouillées"):
        change_rules(scored, {})
    assert change_rules(scored, {"rounding": "exact"}, unlock=True).rules == {"rounding": "exact"}
    finished = close(scored)
    for refused in (record_score, round_drawn, check_open):
        with pytest.raises(TournamentError, match="« C » est clos : rouvrez-le"):
            refused(finished)
    assert reopen(finished, has_rounds=True).status is TournamentStatus.RUNNING
    assert reopen(finished, has_rounds=False).status is TournamentStatus.REGISTRATION
    check_open(scored)


def test_audit() -> None:
    when = dt.datetime(2026, 1, 1, 20, 0)
    entry = audit("Total de la table 3, manche 2", 1000, None, when=when, tournament_id=3)
    assert (entry.old_value, entry.new_value, entry.when, entry.tournament_id) == ("1000", None, when, 3)
    assert audit("x", None, 5).when.tzinfo is not None
    assert audit("x", {"b": 1, "a": "é"}, "texte").old_value == '{"a": "é", "b": 1}'
    assert audit("x", {"b": 1}, "texte").new_value == "texte"
