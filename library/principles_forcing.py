"""When a call obliges partner to bid again, read as the texts state it.

- The two-over-one promise. The ACBL SAYC System Booklet ("Major Suit Openings": a
  new suit at the two level is forcing, and responder promises to bid again unless
  opener's rebid is game; sayc.md's definition ``two_over_one`` says the same for
  every two-over-one response): after 1D-2C-2D responder may not pass below game, so
  a 13-count without a stopper for notrump still bids (a raise, his suit again, a new
  suit) instead of passing a partscore.
- A written limit stands. Where the system writes a call as a signoff, non-forcing or
  invitational (1S-1NT-2C-2H: "6-10 HCP, 6+ hearts, to play", the booklet's "Opener's
  Rebids" where responder's two of a new suit after 1NT is "not forcing"), the general
  reading of a new suit as forcing gives way to it, and the new suit shows length, not
  a stopper (``written_limit``).
- The strong 2C's floor. "A rebid in a suit at the lowest level available is natural
  ... This bid is forcing to the three level in a major suit or the four level in a
  minor suit" (Ned Downey, "SAYC", swangames.com's SAYC notes; sayc.md: "After 2C-2D
  opener's 2NT (22-24) is the only non-forcing rebid"). Once the strong 2C opener has
  named a suit, neither partner passes below three of his major or four of his minor
  (``strong_opening_floor``); a notrump rebid leaves the system's own rules to decide.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER
from library.principles_reading import MAJORS, Table, bid, suit_of
from library.recommend_artificial import artificial_call

__all__ = ["responder_promised", "strong_opening_floor", "written_limit"]

_LIMITED = ("signoff", "non_forcing", "invitational")


def written_limit(t: Table, index: int) -> bool:
    """The system's own rule for the call at ``index`` says it does not force (to play,
    non-forcing or invitational)."""
    rule = t.book.rule_after_passes(t.place.prefix(index + 1))
    return rule is not None and rule.constraints.forcing in _LIMITED


def responder_promised(t: Table) -> bool:
    """I answered partner's one-level opening with a new suit at the two level, not a
    jump, as an unpassed hand with the opponents silent; partner's rebid is the last
    bid and below game: my two-over-one promised another bid."""
    if t.their_bids or not t.partner_opened or len(t.my_calls) != 1:
        return False
    opening, mine = t.partner_bids[0], t.my_calls[0]
    if opening.level != 1 or not mine.is_bid or mine.level != 2:
        return False
    opened, answered = suit_of(opening), suit_of(mine)
    if opened is None or answered is None or SUIT_ORDER.index(answered) <= SUIT_ORDER.index(opened):
        return False  # not a two-over-one: a notrump, a raise, or a jump shift
    if any(c.kind is CallKind.PASS for c in t.partner_calls[1:-1]) or len(t.partner_bids) != 2:
        return False
    rebid = t.partner_bids[-1]
    if t.last_bid is not rebid:
        return False
    suit = suit_of(rebid)
    game = 3 if suit is None else 4 if suit in MAJORS else 5
    return rebid.level < game


def strong_opening_floor(t: Table) -> bool:
    """Our side opened the strong artificial 2C, the opponents silent, its opener named a
    suit and never notrump, and the last bid is ours below three of his major or four
    of his minor: the auction still forces (module docstring)."""
    opening = t.opening
    if opening is None or t.their_bids or str(opening[1]) != "2C":
        return False
    index = opening[0]
    if not artificial_call(t.book, t.place, index):
        return False
    calls = t.place.calls
    opener = [c for i, c in enumerate(calls) if i > index and (i - index) % 4 == 0 and c.is_bid]
    if not opener or any(suit_of(c) is None for c in opener):
        return False
    suit = suit_of(opener[0])
    last = t.last_bid
    if suit is None or last is None or last.strain is None:
        return False
    return bid(3 if suit in MAJORS else 4, suit).outranks(last)
