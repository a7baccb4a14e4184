"""A light weak two in third seat on a good suit (issue 33).

The booklet's weak two is 5-11 HCP in every seat; teachers widen it in third seat, where
partner has passed and the opponents hold the balance of strength: Larry Cohen ("Don't
Open a Weak 2-Bid With a Side 4-Card Major", 2020): "third-seat preempts can be very
wide ranging. Since you don't worry about partner having good values, you can easily
preempt", and in first seat at favourable vulnerability he opens 2S on "KJ9876 8764 8
72" (four HCP); the Bridge Hands guide to weak twos: "Suit Strength: Two of the top three
honors, perhaps three of the top five honors". So in third seat a six-card diamond,
heart or spade suit with two of the top three or three of the top five honours opens
the system's weak two on three HCP or more, below the written floor: the suit's
honours are the values, and the lead it directs is the point. (Fourth seat opens no
weak two at all, library/principles.py.) A user's own rule is never widened.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import CallKind
from domain.rules.cards import Suit
from library.principles_checks import hcp, length, when, written_rule
from library.principles_reading import Advice, Table, bid
from library.recommend_checks import Check

__all__ = ["LIGHT_FLOOR", "good_preempt_suit", "light_third_seat_weak_two"]

LIGHT_FLOOR = 3  # HCP: the suit's honours, below the written weak two's floor
_SIX = 6
_WEAK_TWO_SUITS = (Suit.S, Suit.H, Suit.D)


def good_preempt_suit(ranks: str) -> bool:
    """Two of the top three honours, or three of the top five."""
    return sum(r in ranks for r in "AKQ") >= 2 or sum(r in ranks for r in "AKQJT") >= 3


def light_third_seat_weak_two(t: Table) -> Advice | None:
    """Third seat, below the written weak two's HCP floor, a good six-card suit: the weak
    two (module docstring); else None."""
    calls = t.place.calls
    if len(calls) != 2 or any(c.kind is not CallKind.PASS for c in calls):
        return None
    if t.hand.pattern[0] != _SIX:
        return None
    suit = next((s for s in _WEAK_TWO_SUITS if t.hand.length(s) == _SIX), None)
    if suit is None:
        return None
    written = written_rule(t.book, t.place, f"2{str(suit.value).lower()}")
    if written is None or written.module_type == USER_CUSTOM or written.constraints.hcp is None:
        return None
    floor = written.constraints.hcp.low
    if not LIGHT_FLOOR <= t.hand.hcp < floor:
        return None
    ranks = "".join(t.hand.ranks(suit))
    quality = Check(f"{suit.name_plural} honours", "2 of AKQ or 3 of AKQJT", ranks or "-",
                    good_preempt_suit(ranks))  # fmt: skip
    return when(
        t, bid(2, suit),
        "Third seat: a light weak two on a good suit, partner having passed; the honours "
        "are the values and the lead it asks for.",
        hcp(t, LIGHT_FLOOR, floor - 1), length(t, suit, _SIX, _SIX), quality,
        despite_written_range=True,
    )  # fmt: skip
