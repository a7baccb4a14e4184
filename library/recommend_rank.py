"""How standing candidates rank (library/recommend.py): fit with partner, priority, the
booklet's order of responses (a four-card major shown before a minor at the two level),
describing the shape, the narrower ranges, how much the meaning pins down, the longer
suit, and the usual order of suits."""

from __future__ import annotations

from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.model import IntRange
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleRecord
from library.recommend_checks import Check, suit_of_call

__all__ = ["STRENGTH", "agreed_suit", "partner_suits", "rank_of"]

STRENGTH = ("HCP", "total points", "support points")


def partner_suits(place: AuctionPlace) -> tuple[Suit, ...]:
    own = len(place.calls)
    suits = []
    for index in range(own - 2, -1, -4):
        call = place.calls[index]
        if call.is_bid and call.strain is not None and call.strain.trump is not None:
            suits.append(call.strain.trump)
    return tuple(suits)


def agreed_suit(place: AuctionPlace) -> Suit | None:
    """The suit both partners have bid, latest first; else partner's last suit."""
    mine: set[Suit] = set()
    theirs: set[Suit] = set()
    latest: list[Suit] = []
    for index, call in enumerate(place.calls):
        if place.theirs[index] or not call.is_bid or call.strain is None:
            continue
        suit = call.strain.trump
        if suit is None:
            continue
        (mine if place.by_caller(index) else theirs).add(suit)
        latest.append(suit)
    for suit in reversed(latest):
        if suit in mine and suit in theirs:
            return suit
    partner = partner_suits(place)
    return partner[0] if partner else None


def rank_of(
    rule: RuleRecord, checks: list[Check], hand: Hand, place: AuctionPlace, fit: int
) -> tuple[int, ...]:
    suit = suit_of_call(rule.call)
    length = hand.length(suit) if suit else 0
    hcp_width = _width(rule.constraints.hcp)
    points_width = _width(rule.constraints.total_points)
    order = 0
    if suit is not None:
        position = 3 - SUIT_ORDER.index(suit)  # clubs 0 ... spades 3
        opening = place.opening_index is None
        minors_four = hand.length(Suit.D) == hand.length(Suit.C) == 4
        higher_first = length >= 5 or (opening and minors_four and suit in (Suit.D, Suit.C))
        major = suit in (Suit.S, Suit.H)
        # four-card suits: a major before a minor, then up the line
        order = position if higher_first else 10 * major - position
    shaped = any(check.name not in STRENGTH for check in checks)
    return (
        fit, rule.priority, -int(_bypasses_major(rule.call, hand, place)), int(shaped),
        -hcp_width, -points_width, len(checks), length, order,
    )  # fmt: skip


def _bypasses_major(call: str, hand: Hand, place: AuctionPlace) -> bool:
    """Responder's first bid of a four-card minor at the two level when a four-card major
    could be shown at the one level: the booklet's responder shows the major first and
    goes to the two level first only with a longer minor."""
    opening = place.opening_index
    if opening is None or place.theirs[opening] or (len(place.calls) - opening) != 2:
        return False
    opened = place.calls[opening]
    if opened.level != 1 or opened.strain is None or opened.strain.trump is None:
        return False
    suit = suit_of_call(call)
    if suit not in (Suit.D, Suit.C) or call[0] != "2" or hand.length(suit) > 4:
        return False
    above = [
        s for s in (Suit.H, Suit.S) if SUIT_ORDER.index(s) < SUIT_ORDER.index(opened.strain.trump)
    ]
    return any(hand.length(s) >= 4 for s in above)


def _width(allowed: IntRange | None) -> int:
    """How many values a range admits (40 when the meaning gives none)."""
    if allowed is None:
        return 40
    return 38 - allowed.low if allowed.high is None else allowed.width
