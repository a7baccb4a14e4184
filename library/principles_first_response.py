"""Responder's first call: where the system's written responses fit and a teacher's
rule says which of them comes first (issue 33).

- **Diamonds up the line with values** (ACBL SAYC System Booklet, "Responses to 1C or
  1D": four-card suits are bid up the line, and responder bypasses diamonds for a major
  only with a weak hand; Karen Walker, "The 12 Habits of Highly Effective Bidders", 5:
  skipping the diamonds "especially with weaker responding hands"; the booklet's longer
  suit first). Over 1C a hand that will bid again (11+ HCP, more than the 6-10 a
  one-level response may stop on) with diamonds longer than its four-card major bids
  1D first: opener shows a four-card major over 1D, and responder shows his next. With
  four cards in each, the major still comes first, as the textbook and the quiz
  authors bid it.
- **A new suit at the one level before a raise of the minor or 1NT** (Audrey Grant's
  order for responding to a minor: a new suit at the one level, up the line, then a
  raise, then notrump; the booklet's 1NT and single raise over 1C show no four-card
  suit to bid cheaply): over 1C, a hand without a four-card major and with four or
  more diamonds responds 1D.
- **Weak with both majors over 1NT: Stayman, not a transfer** (garbage and crawling
  Stayman, library/conventions/stayman_1nt.md; Larry Cohen, "Garbage Stayman"): with
  0-7 HCP and four cards in each major, or four spades and five hearts, 2C and then a
  pass of opener's major or 2H over 2D finds the better major fit, which a transfer to
  hearts cannot. With five spades and four hearts the transfer to spades comes first.
- **A passed hand's responses to a minor** (the booklet's passed-hand responses, as
  written here for the majors: a new suit by a passed hand is not forcing, 2NT is
  11-12 invitational): a two-level new suit shows a five-card suit it is happy to play,
  and a balanced 11-12 with no four-card major bids 2NT.

A written rule gives way only to another written rule that fits the hand; a user's own
rule is never set aside.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import balanced, hcp, length, when, written_rule_fits
from library.principles_reading import Advice, Table, bid, suit_of
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import named_suit

__all__ = [
    "crawling_shape",
    "diamonds_before_club_raise_or_notrump",
    "diamonds_up_the_line",
    "passed_hand_new_suit",
    "passed_hand_notrump",
    "responding_first",
    "weak_hand_bypasses_diamonds",
    "weak_majors_stayman",
]

# The most a one-level response shows when it may be passed or stop at once: the 1NT
# response's 6-10, the booklet's "weak hand".
_WEAK = 10


def _first_response(book: RuleBook, place: AuctionPlace, hand: Hand) -> Table | None:
    """The table when this is responder's first call over partner's one-level suit
    opening and the opponents have passed throughout; else None."""
    t = Table(book, place, hand)
    if not t.partner_opened or t.their_bids or t.my_bids or t.opening is None:
        return None
    if len(t.partner_bids) != 1 or t.opening[1].level != 1 or suit_of(t.opening[1]) is None:
        return None
    return t


def _first_response_to_1c(book: RuleBook, place: AuctionPlace, hand: Hand) -> bool:
    """This is responder's first call and partner opened 1C."""
    t = _first_response(book, place, hand)
    return t is not None and t.opening is not None and suit_of(t.opening[1]) is Suit.C


def diamonds_up_the_line(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written 1H or 1S over 1C gives way to 1D, else None."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or call not in ("1h", "1s"):
        return None
    major = named_suit(call)
    if hand.hcp <= _WEAK or hand.length(Suit.D) <= max(3, hand.length(major)):
        return None
    if not _first_response_to_1c(book, place, hand):
        return None
    if not written_rule_fits(book, place, hand, "1d"):
        return None
    return ("with values to bid again responder bids up the line, 1D first: only a weak "
            "hand bypasses the diamonds for a major")  # fmt: skip


def diamonds_before_club_raise_or_notrump(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written 1NT or 2C over 1C gives way to 1D with four or more diamonds."""
    if rule.module_type == USER_CUSTOM or rule.call not in ("1n", "2c"):
        return None
    if hand.length(Suit.D) < 4 or any(hand.length(m) >= 4 for m in (Suit.H, Suit.S)):
        return None
    if not _first_response_to_1c(book, place, hand):
        return None
    if not written_rule_fits(book, place, hand, "1d"):
        return None
    return ("a new suit at the one level comes before a raise of the minor or notrump: "
            "1D keeps the auction low and shows the diamonds")  # fmt: skip


def weak_hand_bypasses_diamonds(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written 1D over 1C gives way to a four-card major with a weak hand."""
    if rule.module_type == USER_CUSTOM or rule.call != "1d" or hand.hcp > _WEAK:
        return None
    if not _first_response_to_1c(book, place, hand):
        return None
    majors = [m for m in (Suit.H, Suit.S) if hand.length(m) >= 4]
    if not any(written_rule_fits(book, place, hand, f"1{m.value.lower()}") for m in majors):
        return None
    return "a weak hand bypasses the diamonds to show its four-card major at once"


def crawling_shape(hand: Hand) -> bool:
    """Four cards in each major, or four spades and five hearts: Stayman, then 2H over
    2D, finds a 4-4 spade fit and otherwise plays the hearts, so it loses nothing to a
    transfer. With five spades the transfer comes first: it plays the longer suit."""
    return hand.length(Suit.S) == 4 and hand.length(Suit.H) in (4, 5)


def weak_majors_stayman(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written Jacoby transfer over 1NT gives way to Stayman, else None."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or call not in ("2d", "2h") or hand.hcp > 7:
        return None
    if not crawling_shape(hand):
        return None
    t = Table(book, place, hand)
    if t.opening is None or str(t.opening[1]) != "1NT" or not t.partner_opened:
        return None
    if t.their_bids or t.my_bids or len(t.partner_bids) != 1:
        return None
    if not t.legal(t.cheapest(Suit.C)):
        return None
    return ("weak with both majors: Stayman first (garbage or crawling Stayman), to play "
            "in opener's major or in 2H or 2S over 2D")  # fmt: skip


def _passed_first_response(t: Table, minor: bool = True) -> bool:
    """This is a passed hand's first call over partner's one-level minor (or, with
    ``minor`` False, any suit) opening, the opponents silent."""
    if t.opening is None or t.their_bids or t.my_bids or len(t.partner_bids) != 1:
        return False
    index, opening = t.opening
    passed_before = any(t.place.by_caller(i) for i in range(index))
    suits = (Suit.C, Suit.D) if minor else (Suit.C, Suit.D, Suit.H, Suit.S)
    return passed_before and t.partner_opened and opening.level == 1 and suit_of(opening) in suits


def passed_hand_new_suit(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why a passed hand's written two-level new suit on four cards gives way, else None."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[0] != "2":
        return None
    if call[1] not in "cdhs" or hand.length(named_suit(call)) >= 5:
        return None
    t = Table(book, place, hand)
    if not _passed_first_response(t) or named_suit(call) in t.partner_suits:
        return None
    return ("a passed hand's new suit is not forcing, so at the two level it shows a "
            "five-card suit to play")  # fmt: skip


def passed_hand_notrump(t: Table) -> Advice | None:
    """A passed hand, balanced with 11-12 HCP and no four-card major, bids 2NT over
    partner's minor: invitational, since the 13-15 the 2NT response shows otherwise is
    more than a passed hand holds."""
    if not _passed_first_response(t) or not t.legal(bid(2, "NT")):
        return None
    checks = (
        hcp(t, 11, 12),
        balanced(t),
        length(t, Suit.S, 0, 3),
        length(t, Suit.H, 0, 3),
    )
    # the written 2NT is an unpassed hand's 13-15: a passed hand's range is its own
    return when(t, bid(2, "NT"), "A passed hand's 2NT over a minor: 11-12 balanced, "
                "invitational.", *checks, despite_written_range=True)  # fmt: skip


def responding_first(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why a written response that fits gives way to another, else None."""
    return (
        diamonds_up_the_line(book, place, hand, rule)
        or weak_hand_bypasses_diamonds(book, place, hand, rule)
        or diamonds_before_club_raise_or_notrump(book, place, hand, rule)
        or weak_majors_stayman(book, place, hand, rule)
        or passed_hand_new_suit(book, place, hand, rule)
    )
