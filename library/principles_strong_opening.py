"""Which strong unbalanced hands open 2C and which open one of a suit.

sayc.md writes the one-level suit openings as "12-21 HCP, at most 21 points" and the
strong 2C as "22+ points", counting length (after Ned Downey's SAYC notes: "A 2C opening
bid shows 22+ points, or the playing equivalent"). Read literally, an unbalanced 20-count
with a six-card suit (20 HCP and two length points) opens 2C. The teachers keep such
hands at the one level, where the opener's jump shift (the system's 19-21 HCP) and jump
rebid show them naturally:

- Karen Walker, "Your 2C Bidding Structure", part 2, "Special Problem Hands": two-suited
  hands, minor one-suiters and three-suited hands are the hands where "opening 2C with a
  hand that most players would open with a 1-bid ... runs several risks" (deceiving
  partner, and the room the 2C opening spends before a suit is named).
- Max Hardy, "Standard Bridge Bidding for the 21st Century" (quoted by BidBase, "2C
  Strong"), of a two-suiter: "[Open] one heart. DO NOT open 2C ... [your LHO] may
  overcall and be raised preemptively".
- The La Jolla unit's teaching point "Often inadvisable to open 2-suited & 3-suited hands
  2C": "I try to AVOID opening 2C when I have a 2-suited or 3-suited hand because it
  takes up so much bidding room".
- The Goren weekly quizzes (Tribune Content Agency): "not 2C with a two-suiter", "bid
  both suits, open 1C" (22 HCP, 6-4 in the minors).

The rule here, where the booklet's "22+ points or the playing equivalent" leaves room
for judgement: an unbalanced hand counts the 2C opening's 22 in high cards (its length is
what the one-level opening and the jump rebid show), and a two-suiter with a singleton or
a void (a five-card suit and a four-card one or longer) opens one of a suit up to 24 HCP,
the top of the 2C-then-2NT range. Either gives way to the 2C opening by playing tricks
(library/principles_playing_tricks.py: nine in a major, ten in a minor, a game in hand).
Balanced hands keep the written ranges (2NT 20-21, 2C 22+).
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import Suit
from domain.rules.hand_evaluation import Hand
from library.principles_playing_tricks import long_suit, playing_tricks
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleRecord
from library.recommend_checks import Check

__all__ = ["by_opening_strength", "opens_one_level"]

_ONE_LEVEL_HCP = 21  # the one-level opening's written top; the opener's jump shift is 19-21
_TWO_SUITER_HCP = 24  # the top of 2C-2D-2NT: beyond it no one-level opening describes it
_STRENGTH = ("HCP", "total points")
_ONE_LEVEL_SUITS = ("1c", "1d", "1h", "1s")


def two_suiter_with_shortness(hand: Hand) -> bool:
    """A five-card suit, a second suit of four or more, and a singleton or a void."""
    pattern = hand.pattern
    return pattern[0] >= 5 and pattern[1] >= 4 and pattern[3] <= 1


def opens_one_level(hand: Hand) -> bool:
    """Whether a strong unbalanced hand opens one of a suit rather than 2C."""
    if hand.balanced:
        return False
    wanted = 9 if long_suit(hand) in (Suit.S, Suit.H) else 10
    if playing_tricks(hand) >= wanted:
        return False  # the playing equivalent: a game in hand opens 2C
    if hand.hcp <= _ONE_LEVEL_HCP:
        return True
    return two_suiter_with_shortness(hand) and hand.hcp <= _TWO_SUITER_HCP


def by_opening_strength(
    rule: RuleRecord, hand: Hand, place: AuctionPlace, checks: list[Check]
) -> list[Check]:
    """``checks`` for an opening, with the strength read as above: a one-level suit
    opening's failed strength checks give way to the hand's HCP, and the strong 2C
    opening fails; any other rule, or a hand the rule does not touch, unchanged."""
    if rule.module_type == USER_CUSTOM or any(c.is_bid for c in place.calls):
        return checks
    if rule.call not in (*_ONE_LEVEL_SUITS, "2c") or not opens_one_level(hand):
        return checks
    why = "one of a suit, not 2C" if hand.hcp <= _ONE_LEVEL_HCP else "a two-suiter with shortness"
    if rule.call == "2c":
        if not all(c.holds for c in checks):
            return checks
        wanted = f"22+ in high cards, or the playing tricks ({why})"
        return [*checks, Check("HCP", wanted, str(hand.hcp), False)]
    failed = [c for c in checks if not c.holds]
    if not failed or not all(c.name in _STRENGTH and _above(c) for c in failed):
        return checks  # only a range the hand exceeds gives way, never a floor
    kept = [c for c in checks if c.holds]
    kept.append(Check("HCP", f"12-{_TWO_SUITER_HCP} unbalanced ({why})", str(hand.hcp), True))
    return kept


def _above(check: Check) -> bool:
    """A strength check failed by having more than its range's top."""
    high = check.wanted.rsplit("-", 1)[-1]
    return "-" in check.wanted and high.isdigit() and int(check.actual) > int(high)
