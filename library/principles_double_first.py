"""A takeout double before an overcall in a poor five-card suit.

The library's SAYC rules (after the booklet's "Overcalls and Takeout Doubles") write a
simple overcall as 8-16 HCP and five cards, and the takeout double as 12+ HCP, at most
two cards in their suit and support for the other suits. A hand can fit both. Teachers
state how to choose: an overcall asks partner to lead and compete in that suit, so it
wants a good suit ("this suit is poor and therefore you should not overcall", "whether
to double or overcall depends on suit quality"); with opening values, shortness in
their suit and three or more cards in every suit nobody has bid, a five-card suit
without two of its top three honours is better shown by doubling and letting partner
choose the strain. The same holds for a two-level overcall in a minor over their major
when the hand is short there (a singleton or void) and holds three or more of the other
major: the double looks for the major-suit fit the minor would bury, at no more risk.
The written overcall gives way when the written double fits the hand; a user's own
overcall rule is never set aside. A five-card major that passes the Suit Quality Test
(Ron Klinger's: the cards in the suit plus its honours, the ten included, at least the
tricks the overcall contracts for, seven at the one level) is never set aside: "when you
are not strong (minimum opening bid range or lower), the scale is tipped in favour of
the overcall: a 5-3 can be reached quickly" (Crosby, "Hand Evaluation - Overcall").
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import written_rule
from library.principles_reading import Table
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import check_constraints, named_suit

__all__ = ["double_first", "poor_suit", "suit_quality"]


def poor_suit(hand: Hand, suit: Suit) -> bool:
    """Fewer than two of the ace, king and queen of ``suit``."""
    return sum(rank in hand.ranks(suit) for rank in "AKQ") < 2


def suit_quality(hand: Hand, suit: Suit) -> int:
    """Klinger's Suit Quality Test count: the suit's length plus its honours (A K Q J T)."""
    return hand.length(suit) + sum(rank in hand.ranks(suit) for rank in "AKQJT")


def double_first(book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord) -> str | None:
    """Why the written simple overcall ``rule`` gives way to the takeout double, else None."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[1] not in "cdhs":
        return None
    if "overcall" not in rule.meaning.lower() or "jump" in rule.meaning.lower():
        return None
    suit = named_suit(call)
    if suit in (Suit.S, Suit.H) and suit_quality(hand, suit) >= int(call[0]) + 6:
        return None  # a sound five-card major is overcalled: the 5-3 fit is found at once
    minor_two = call[0] == "2" and suit in (Suit.C, Suit.D)
    if hand.length(suit) != 5 or not (poor_suit(hand, suit) or minor_two):
        return None
    t = Table(book, place, hand)
    if not t.they_opened or t.my_bids or t.partner_calls or len(t.their_suits) != 1:
        return None  # our side's first call over their one suit
    theirs = t.their_suits[0]
    unbid = [s for s in SUIT_ORDER if s not in (theirs, suit)]
    if hand.length(theirs) > 2 or any(hand.length(s) < 3 for s in unbid):
        return None
    if not poor_suit(hand, suit) and (theirs not in (Suit.S, Suit.H) or hand.length(theirs) > 1):
        return None  # a good minor at the two level: only over a major, with a singleton
    double = written_rule(book, place, "x")
    if double is None:
        return None
    checks = check_constraints(double.constraints, hand)
    if not checks or not all(check.holds for check in checks):
        return None
    return (f"a poor five-card {suit.name_plural[:-1]} suit and three or more cards in "
            "every unbid suit: the takeout double lets partner choose the strain")  # fmt: skip
