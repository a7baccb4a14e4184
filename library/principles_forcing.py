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
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER
from library.principles_reading import MAJORS, Table, suit_of

__all__ = ["responder_promised", "written_limit"]

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
