"""Law 26B, lead restrictions after a call withdrawn and not replaced by a comparable
call (docs/design.md 5.5), in the words of the 2017 Laws as amended by the WBF Laws
Committee (2017): "declarer may, at the offender's partner's first turn to lead (which may
be the opening lead) prohibit offender's partner from leading any (one) suit which has not
been specified in the legal auction by the offender. Such prohibition continues for as
long as the offender's partner retains the lead."

Here a suit is specified by the offender when one of his bids in the legal auction (the
calls that stand; a withdrawn call is not part of it) names it. A bid's artificial meaning
is the director's to weigh (he may adjust the score, Law 23C); the service reads the suit a
bid names.
"""

from __future__ import annotations

from domain.rules.auction import Auction
from domain.rules.cards import Seat, Suit


def suits_specified(auction: Auction, offender: Seat) -> frozenset[Suit]:
    """The suits `offender`'s bids name in the legal `auction`."""
    suits = {suit.value: suit for suit in Suit}
    return frozenset(
        suits[call.strain.value]
        for index, call in enumerate(auction.calls)
        if call.is_bid
        and call.strain is not None
        and call.strain.value in suits  # no trumps names no suit
        and auction.seat_of(index) is offender
    )


def suits_declarer_may_forbid(auction: Auction, offender: Seat) -> frozenset[Suit]:
    """26B: the suits not specified in the legal auction by the offender."""
    return frozenset(Suit) - suits_specified(auction, offender)
