"""Opener's rebid with six cards in his major and a four-card side suit.

The library's SAYC rules write, after a one-level response to 1H or 1S, both the rebid of
the major (12-15 with six cards, a jump with 16-18) and a new lower suit (12-18, four or
more cards), and a hand with 6-4 fits both. Teachers state the choice by what partner
needs to hear:

- **A four-card minor waits**: the six-card major is the suit to tell partner about; it
  is rebid (or jump rebid with 16-18) and the minor is shown later, if at all. The new
  suit would describe a five-card major, which lets partner give up on the major with a
  doubleton.
- **Four hearts after 1S-1NT come first**: responder's 1NT does not deny four hearts (a
  two-over-one in hearts needs five), so opener shows them at the two level, where a
  4-4 fit in the other major is found; the spades can be rebid next.
- **Responder's six-card major before a raise of opener's minor**: after 1m-1M and
  opener's rebid, responder with six cards in his major (an eight-card fit opposite two)
  rebids it at the level his strength says rather than raising the minor, since game in
  the major needs ten tricks and in the minor eleven.

The written rule gives way only to another written rule that fits the hand; a user's
own rule is never set aside.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import written_rule_fits
from library.principles_reading import MAJORS, Table, suit_of
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import named_suit

__all__ = ["major_before_minor_raise", "six_card_major_first"]


def six_card_major_first(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why opener's written second bid ``rule`` gives way with a 6-4 hand, else None."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[1] not in "cdhs":
        return None
    if hand.pattern[0] < 6 or hand.length(Suit.S) + hand.length(Suit.H) < 6:
        return None  # no six-card major: nothing to say (and no table to read)
    t = Table(book, place, hand)
    if not t.i_opened or t.their_bids or len(t.my_bids) != 1 or len(t.partner_bids) != 1:
        return None
    major, response = suit_of(t.my_bids[0]), t.partner_bids[0]
    if major not in MAJORS or t.my_bids[0].level != 1 or response.level != 1:
        return None
    if hand.length(major) < 6 or suit_of(response) == major:
        return None
    suit = named_suit(call)
    if suit in (Suit.C, Suit.D) and call[0] == "2" and hand.length(suit) == 4:
        rebids = [f"2{major.value.lower()}", f"3{major.value.lower()}"]
        if any(written_rule_fits(book, place, hand, r) for r in rebids):
            return (f"six {major.name_plural} and four {suit.name_plural}: the six-card "
                    "major is what partner needs to hear; the new suit would describe a "
                    "five-card major")  # fmt: skip
    after_1nt = str(response) == "1NT" and major is Suit.S and suit is major
    if after_1nt and hand.length(Suit.H) >= 4 and written_rule_fits(book, place, hand, "2h"):
        return ("four hearts after 1S-1NT are shown first: partner's 1NT does not deny "
                "four of them, and the spades can be rebid next")  # fmt: skip
    return None


def major_before_minor_raise(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why responder's written raise of opener's minor gives way to his six-card major."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[1] not in "cd":
        return None
    if max(hand.length(Suit.S), hand.length(Suit.H)) < 6:
        return None
    t = Table(book, place, hand)
    if not t.partner_opened or t.their_bids or len(t.my_bids) != 1:
        return None
    minor, major = named_suit(call), suit_of(t.my_bids[0])
    if minor not in t.partner_suits or major not in MAJORS or hand.length(major) < 6:
        return None
    cheapest = t.cheapest(major).level
    rebids = [f"{level}{major.value.lower()}" for level in (cheapest, cheapest + 1)]
    if not any(written_rule_fits(book, place, hand, r) for r in rebids):
        return None
    return (
        f"six {major.name_plural}: the major is rebid before a raise of partner's "
        f"{minor.name_plural[:-1]}, since its game needs a trick less"
    )
