"""A concours with round 1 drawn and table 1 played, for the models to show."""

from __future__ import annotations

import pytest

from belote_club.services import ClubService
from tests.helpers.club import concours
from tests.helpers.deals import capot


@pytest.fixture
def played(service: ClubService) -> tuple[ClubService, int]:
    tid = concours(service, 6, preset="classique", name="Concours")
    service.set_deals(tid, 1, 1, [capot(0)] * 4)
    return service, tid
