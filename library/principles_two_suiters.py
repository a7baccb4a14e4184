"""Which of two long suits a hand names first.

The ACBL's SAYC System Booklet, "Opening one of a suit" and "Responses": "With two
five-card suits, bid the higher-ranking first"; with suits of unequal length the longer
one is named first. Teachers state the same for an overcall ("with 5-5, overcall in the
higher-ranking suit": there is room to show the other one next, and partner's preference
back to the first suit stays at the same level).

The library's written rules for a seat's first bid give each suit its own range, and a
two-level bid asks for more strength than a one-level one, so the engine's "narrower
range first" would name a lower five-card suit at the two level before a higher one at
the one level. A written suit bid gives way here when another written suit bid that
fits the hand names a longer suit, or a suit as long that ranks higher. A user's own
rule is never set aside, nor a bid in partner's suit (a raise) or in the opponents'
(a cuebid).
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_reading import suit_of
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import check_constraints, named_suit

__all__ = ["longer_or_higher_suit_first"]


# Words by which a written rule says its suit bid is not a natural one.
_ARTIFICIAL = ("transfer", "stayman", "artificial", "cuebid", "asks", "relay", "michaels",
               "conventional", "puppet", "gerber")  # fmt: skip


def _natural_suit(rule: RuleRecord) -> Suit | None:
    call = rule.call
    if len(call) != 2 or call[0] not in "1234567" or call[1] not in "cdhs":
        return None
    if any(word in rule.meaning.lower() for word in _ARTIFICIAL):
        return None
    return named_suit(call)


def longer_or_higher_suit_first(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the seat's first suit bid ``rule`` gives way to a longer or higher suit."""
    suit = _natural_suit(rule)
    if rule.module_type == USER_CUSTOM or suit is None or hand.length(suit) < 5:
        return None
    own = len(place.calls)
    if any(place.calls[i].is_bid for i in range(own - 4, -1, -4)):
        return None  # the seat has bid before: its later bids follow other principles
    partner = [place.calls[i] for i in range(own - 2, -1, -4) if place.calls[i].is_bid]
    if partner and (len(partner) > 1 or partner[0].level != 1 or suit_of(partner[0]) is None):
        return None  # the order is the booklet's for an opening, an overcall, a response
    named = {c.strain.trump for c in place.calls if c.is_bid and c.strain is not None}
    if suit in named:
        return None  # a raise of partner's suit or a cuebid of theirs: another question
    length = hand.length(suit)
    for other in SUIT_ORDER:  # spades first
        if other == suit or other in named or hand.length(other) < length:
            continue
        higher = SUIT_ORDER.index(other) < SUIT_ORDER.index(suit)
        if hand.length(other) == length and not higher:
            continue
        if _fits(book, place, hand, other):
            reason = (
                "the longer suit"
                if hand.length(other) > length
                else (f"with two {length}-card suits the higher-ranking")
            )
            return f"{reason} ({other.name_plural}) is named first"
    return None


def _fits(book: RuleBook, place: AuctionPlace, hand: Hand, suit: Suit) -> bool:
    """A written rule for the cheapest bid of ``suit`` (or a jump in it) fits the hand."""
    letter = suit.value.lower()
    for key in place.lookup_keys():
        rules = [r for r in book.continuations(key) if r.call[1:] == letter]
        if rules:
            for found in rules:
                if found.module_type == USER_CUSTOM or _natural_suit(found) is None:
                    continue
                checks = check_constraints(found.constraints, hand)
                if checks and all(check.holds for check in checks):
                    return True
            return False
    return False
