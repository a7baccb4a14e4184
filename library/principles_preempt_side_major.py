"""No preempt in first or second seat with a side four-card major holding the ace or king
(issue 33).

The booklet's weak twos and three-level openings say what the hand holds in its long
suit and in high cards, not what it holds outside; the teachers who play SAYC's weak
twos add the outside shape. Max Hardy ("Two Over One Game Force", weak two-bids): "A six
card suit with a pattern of 6-3-2-2, 6-3-3-1, or 6-4-2-1, but if the four card side suit
is a major it must be very poor"; the Bigfoot club's lesson on weak twos (after the
ACBL's teaching): "[Don't] have a side four card major in first or second seat". A
preempt with four cards of the other major can lose the major fit partner holds, since
partner, expecting a one-suiter, never looks for it; in third seat partner has passed
and the fit matters less (both: "in first or second seat").

Teachers split on the side major as such: Larry Cohen ("Don't Open a Weak 2-Bid With a
Side 4-Card Major", 2020) calls the rule nonsense, "a side four-card major -- all
possible", and the Bridge Hands guide to weak twos finds that "some preempt with a four
card outside suit (most not a useful honor in the suit)". Where they meet is the side
major worth a trick: an ace or king there is the outside defence a first- or
second-seat preempt does not hold (Bigfoot: "[Don't] have 2 outside defensive cards
(A or K)"; Bridge Hands: "Usually not more than one useful outside honors (in first or
second seat)") and the major suit partner may fit. So a written opening preempt (a weak
two, a three- or four-level opening: a bid promising six cards or more and less than an
opening hand), by a hand in first or second seat, gives way when the hand holds four or
more cards in a major other than the preempt's suit with its ace or king. The hand then
opens by the booklet's strength rules, or passes (the rule of 20). The user's own rules
are never set aside.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import CallKind
from domain.rules.cards import Suit
from domain.rules.hand_evaluation import Hand
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord

__all__ = ["side_major_keeps_preempt_out", "worthy_side_major"]

_MAJORS = (Suit.S, Suit.H)
_SIDE_LENGTH = 4  # "the four card side suit"
_PREEMPT_LENGTH = 6  # a weak two's six cards, a three-level opening's seven
_TRICK_HONOURS = "AK"  # a defensive trick in the side major
_SUITS = {"c": Suit.C, "d": Suit.D, "h": Suit.H, "s": Suit.S}


def worthy_side_major(hand: Hand, suit: Suit) -> Suit | None:
    """A major other than ``suit`` with four or more cards and the ace or king; else
    None."""
    for major in _MAJORS:
        if major is suit or hand.length(major) < _SIDE_LENGTH:
            continue
        if any(r in hand.ranks(major) for r in _TRICK_HONOURS):
            return major
    return None


def _opening_preempt_suit(rule: RuleRecord) -> Suit | None:
    """The suit of a written two- to four-level suit opening promising six or more cards
    in it and less than an opening hand (a weak two, a three-level preempt)."""
    call = rule.call
    if len(call) != 2 or call[0] not in "234" or call[1] not in _SUITS:
        return None
    suit = _SUITS[call[1]]
    length = rule.constraints.suit_length.get(suit.name_plural)
    strength = rule.constraints.hcp or rule.constraints.total_points
    if length is None or length.low < _PREEMPT_LENGTH:
        return None
    if strength is None or strength.high is None or strength.high >= 12:
        return None  # not weak: a strong 2C, an opening 2NT or a natural strong two
    return suit


def side_major_keeps_preempt_out(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why a written opening preempt gives way in first or second seat with a side
    four-card major worth a trick, else None (module docstring)."""
    del book  # the rule and the seat decide
    if rule.module_type == USER_CUSTOM:
        return None
    if any(c.kind is not CallKind.PASS for c in place.calls) or len(place.calls) > 1:
        return None  # not an opening, or third or fourth seat
    suit = _opening_preempt_suit(rule)
    if suit is None:
        return None
    major = worthy_side_major(hand, suit)
    if major is None:
        return None
    return (
        f"no preempt in first or second seat with four {major.name_plural} holding the "
        "ace or king: partner, reading a one-suiter, would never find the major fit"
    )
