"""A six-card suit's length counts in responder's free bid over their overcall (0.24.0,
issue 33, h54b).

The wrong belief this corrects: responder's new suit over their overcall asked the
system's written floor (10+ at the two level, 11+ at three) in high-card points alone,
so a six-card suit a point or two short of it passed, and the overcall bought the
contract. Published answers bid it: "in competition bid and rebid the diamonds; well
within the values for it" (B. Wolff, J93.K5.AJT632.T4 over 1C-(1S)); "bidding the
six-card heart suit over the preempt is 'just bridge'" (District 8 Solvers Forum,
K84.AQT932.T6.96 over 1D-(3C)).

The teachers write the free bid's floor in *points*: "2-level bid in a new suit
(1H-[1S]-2C) = 10+ points" (Karen Walker, "Responding in competition", kwbridge.com),
and points count a long suit's length: "Add 1 point for every card longer than 4 cards
in a single suit ... 2 points for a 6-card suit, 3 points for a 7-card suit" (Youth
Bridge Association, "Hand evaluation"). A five-card suit keeps the written high-card
floor (its one length point would only turn a negative double's hand into a free bid:
J9.AT7.J96.KJ762 doubles 1S-(2D), Tribune quiz answers); a six-card suit, which is
bid and rebid, counts its length: ``free_bid_values``. Not with four or more cards of
their suit: length in their trumps is a reason to defend (their fit is smaller, Larry
Cohen's total tricks, as principles_advancer reads it), and "a weak hand with a void in
partner's suit" and KT75 behind the overcaller passes (K98.KT75.Q98542.- over
1C-(1H), Tribune quiz answers 2012-04-16).
"""

from __future__ import annotations

from domain.rules.cards import Suit
from library.principles_checks import hcp, points
from library.principles_reading import Table
from library.recommend_checks import Check

__all__ = ["LONG_SUIT", "THEIR_MOST", "counts_length", "free_bid_values"]

LONG_SUIT = 6  # the length from which the free bid counts length points
THEIR_MOST = 3  # four of their suit: defend rather than count the length


def counts_length(t: Table, suit: Suit, theirs: Suit) -> bool:
    """A six-card or longer ``suit`` and at most three cards of their suit."""
    return t.hand.length(suit) >= LONG_SUIT and t.hand.length(theirs) <= THEIR_MOST


def free_bid_values(t: Table, suit: Suit, theirs: Suit, floor: int) -> Check:
    """The free bid's floor in total points (HCP and a point a card beyond four) when
    ``counts_length``, else in HCP."""
    return points(t, floor) if counts_length(t, suit, theirs) else hcp(t, floor)
