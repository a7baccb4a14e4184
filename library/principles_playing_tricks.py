"""A strong opening by playing tricks, as the system's own 2C rule allows.

sayc.md (and 2/1's file) write the strong 2C opening as "22+ points ... a hand with nine
playing tricks may open 2C with fewer", after the booklet's "22+ points or the playing
equivalent". The extractor reads the points and not the alternative, so a one-suited
hand with nine tricks in its own hand (A7.AKQJ763.A98.7) was opened 1H, where partner
passes with the values for game. The rule's own words decide: when a written meaning
names "nine playing tricks", a hand with them in a major suit (ten when the long suit is
a minor, since game there needs eleven tricks) and the high cards of a strong opening
(16+ HCP, so that it is not a preempt's hand) meets the strength the rule asks for, and
a one-level opening gives way to it: partner would pass a one-level opening with the
few high cards that make game opposite nine tricks. A hand with twelve tricks or more in
its own hand (thirteen spades) is a slam by itself, not a preempt's hand, and is the
booklet's "playing equivalent" whatever its high cards: it opens 2C, never one of a suit
that partner may pass.

Playing tricks are counted as teachers count them for a one-suited hand: the long suit's
length less its losers among the first three cards (the losing-trick count's losers,
so the cards beyond the third are winners), and in the side suits only their sure
tricks on the quick-trick scale (AK 2, AQ 1.5, A or KQ 1, Kx 0.5).
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import written_rule
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check, check_constraints

__all__ = ["by_playing_tricks", "long_suit", "playing_tricks", "strong_opening_first"]

_NAMED = "nine playing tricks"
_STRENGTH = ("HCP", "total points", "support points")
_LEAST_HCP = 16
_SLAM_IN_HAND = 12  # tricks that make a slam by themselves: no preempt, whatever the HCP


def _losers(ranks: list[str]) -> int:
    top = ranks[:3]
    return len(top) - sum(1 for rank in ("A", "K", "Q")[: len(top)] if rank in top)


def _side_winners(ranks: list[str]) -> float:
    """A side suit's sure tricks (the quick-trick scale): AK 2, AQ 1.5, A or KQ 1, K 0.5."""
    held = set(ranks)
    if {"A", "K"} <= held:
        return 2.0
    if {"A", "Q"} <= held:
        return 1.5
    if "A" in held or ({"K", "Q"} <= held and len(ranks) >= 2):
        return 1.0
    return 0.5 if "K" in held and len(ranks) >= 2 else 0.0


def long_suit(hand: Hand) -> Suit:
    return max(SUIT_ORDER, key=lambda s: (hand.length(s), s in (Suit.S, Suit.H)))


def playing_tricks(hand: Hand) -> int:
    """The long suit's length less its losers among the first three cards, and the sure
    tricks of the side suits (their small cards are not counted), rounded down."""
    long = long_suit(hand)
    side = sum(_side_winners(hand.ranks(s)) for s in SUIT_ORDER if s is not long)
    return hand.length(long) - _losers(hand.ranks(long)) + int(side)


def by_playing_tricks(rule: RuleRecord, hand: Hand, checks: list[Check]) -> list[Check]:
    """``checks`` with the failed strength checks replaced by the playing tricks the
    rule's meaning allows instead, when the hand has them; else ``checks`` unchanged."""
    if _NAMED not in rule.meaning:  # the library's meanings write it in lower case
        return checks
    failed = [c for c in checks if not c.holds]
    if not failed or any(c.name not in _STRENGTH for c in failed):
        return checks
    wanted = 9 if long_suit(hand) in (Suit.S, Suit.H) else 10
    tricks = playing_tricks(hand)
    if tricks < wanted or (hand.hcp < _LEAST_HCP and tricks < _SLAM_IN_HAND):
        return checks
    kept = [c for c in checks if c.holds]
    kept.append(Check("playing tricks", f"{wanted}+ (instead of the points)", str(tricks), True))
    if tricks >= _SLAM_IN_HAND:
        slam = f"{_SLAM_IN_HAND}+ (a slam in hand)"
        kept.append(Check("playing tricks", slam, str(tricks), True))
    else:
        kept.append(Check("HCP", f"{_LEAST_HCP}+", str(hand.hcp), True))
    return kept


def strong_opening_first(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why a written one-level opening gives way to the 2C opening by playing tricks."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[0] != "1" or call[1] == "n":
        return None
    if any(c.is_bid for c in place.calls):
        return None
    strong = written_rule(book, place, "2c")
    if strong is None:
        return None
    checks = by_playing_tricks(strong, hand, check_constraints(strong.constraints, hand))
    if not checks or not all(c.holds for c in checks):
        return None
    tricks = next((c for c in checks if c.name == "playing tricks"), None)
    if tricks is None:
        return None  # 2C by its points: the ranking decides as before
    return (
        f"{tricks.actual} playing tricks: the strong 2C opening, as the system allows, "
        "since partner would pass one of a suit with the little that makes game"
    )
