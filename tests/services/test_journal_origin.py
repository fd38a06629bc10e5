"""The journal says where each desk write came from (« poste principal » unless the caller says otherwise),
as it does for the phones' writes (« — table 3 (téléphone) »)."""

from __future__ import annotations

import pytest

from belote_club.services import ClubService, ServiceError
from tests.helpers.club import concours
from tests.helpers.deals import full_game, made


def _whats(service: ClubService, tid: int, count: int) -> list[str]:
    return [entry.what for entry in service.audit(tid, limit=count)][::-1]


def test_each_desk_write_names_its_origin(service: ClubService) -> None:
    tid = concours(service, 8)
    service.add_deal(tid, 1, 1, made(0, 100))
    service.add_deal(tid, 1, 1, made(1, 90), origin="poste 2")
    service.insert_deal(tid, 1, 1, 1, made(0, 120), origin="poste 2")
    service.edit_deal(tid, 1, 1, 2, made(0, 110))
    service.delete_deal(tid, 1, 1, 3, origin="poste de la buvette")
    service.close_game(tid, 1, 1, origin="poste 2")
    service.set_deals(tid, 1, 2, full_game(0), origin="poste 3")
    service.enter_paper_totals(tid, 1, 3, (1200, 1400), origin="poste 2")
    service.clear_game(tid, 1, 3)
    assert _whats(service, tid, 9) == [
        "Manche 1, table 1, donne 1 : ajout — poste principal",
        "Manche 1, table 1, donne 2 : ajout — poste 2",
        "Manche 1, table 1, donne 1 : insertion — poste 2",
        "Manche 1, table 1, donne 2 : correction — poste principal",
        "Manche 1, table 1, donne 3 : suppression — poste de la buvette",
        "Manche 1, table 1 : partie close par l’organisateur — poste 2",
        "Manche 1, table 2 : donnes — poste 3",
        "Manche 1, table 3 : totaux de la feuille — poste 2",
        "Manche 1, table 3 : effacement — poste principal",
    ]


@pytest.mark.parametrize("origin", ["", "   ", "x" * 61, "poste\n2", 7, None])
def test_a_bad_origin_is_refused_and_nothing_is_written(service: ClubService, origin: object) -> None:
    tid = concours(service, 4)
    before = service.change_marker(tid)
    with pytest.raises(ServiceError) as refused:
        service.add_deal(tid, 1, 1, made(0, 100), origin=origin)  # type: ignore[arg-type]
    assert refused.value.field == "origin" and "origine" in str(refused.value)
    assert service.change_marker(tid) == before and service.game(tid, 1, 1).deals == ()
