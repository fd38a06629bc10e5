"""The typed deal as entered (``rules.deal_data.DealData``) has exactly the keys the engine reads (SCORING.md §2 and
§10.2): a key added to the contract is a key added there, and flows through every layer as a plain dict."""

from __future__ import annotations

from belote_club.rules.deal import ANNONCE_KEYS, BID_KEYS, DEAL_KEYS
from belote_club.rules.deal_data import AnnonceData, BidData, DealData, PenaltyData


def test_the_typed_deal_has_the_engine_s_keys() -> None:
    assert set(DealData.__annotations__) == set(DEAL_KEYS)
    assert set(AnnonceData.__annotations__) == set(ANNONCE_KEYS)
    assert set(BidData.__annotations__) == set(BID_KEYS)
    assert set(PenaltyData.__annotations__) == {"kind", "camp"}
