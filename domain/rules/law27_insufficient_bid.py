"""Law 27, the insufficient bid (docs/design.md 5.5), in the words of the Laws:

- 27A: the offender's left-hand opponent may accept the insufficient bid; it is then
  treated as legal.
- 27B1(a) (2017): if it is not accepted and is "corrected by the lowest sufficient bid
  which specifies the same denomination(s)" as the insufficient bid, the auction proceeds
  without further rectification. (2007's test was that neither bid be artificial.)
- 27B1(b) (2017): "if the insufficient bid is corrected with a legal call that in the
  opinion of the Director is comparable (see Law 23A), the auction proceeds without
  further rectification"; any legal call, a pass included, may be comparable (Law 23A).
- 27B2: otherwise, if he substitutes a sufficient bid or a pass, his partner must pass
  whenever it is his turn to call (Law 26 lead restrictions may apply).
- 27B3: except as in 27B1(b), "if the offender attempts to substitute a double or
  redouble for his insufficient bid, the attempted call is cancelled. The offender must
  substitute a legal call and his partner must pass whenever it is his turn to call"
  (Law 26 may apply): a double or redouble is offered for the director's ruling and,
  ruled not comparable, cancelled.
- 27B4 (2017): "if the offender attempts to replace the one insufficient bid with another
  insufficient bid, the Director rules as in B3 above unless the LHO accepts the new
  insufficient bid as A allows": the new one is offered to the left-hand opponent like
  the first; refused, it is cancelled as in 27B3: the offender must still substitute a
  legal call, his partner must pass whenever it is his turn to call, and Law 26 may
  apply. A double or redouble Law 19 does not permit is cancelled the same way. (A bid
  of more than seven is Law 38's.)

Here a bid specifies the denomination it names unless its side alerted it: with an
alerted bid on either side, what each specifies is the director's to weigh, so the
substitute goes to him under 27B1(b) (ruled comparable, the outcome is 27B1(a)'s). Any
legal call other than 27B1(a)'s is for the director to rule comparable or not (27B1b; else
27B2 or, for a double or redouble, 27B3).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from domain.rules.auction import Auction, IllegalCall, IllegalReason
from domain.rules.calls import Call, CallKind
from domain.rules.cards import Seat
from domain.rules.law35_39_inadmissible_call import is_inadmissible_double


class Substitute(StrEnum):
    """What a substituted call leads to."""

    LOWEST_SUFFICIENT = "27B1a"  # no further rectification
    DIRECTOR_JUDGES = "27B1b"  # another bid or a pass: the director rules on it
    PARTNER_SILENCED = "27B2"  # a call the director finds not comparable (and, in boards
    # recorded before 2017's 27B1b was followed, a pass)
    CANCELLED = "27B3"  # a double or redouble ruled not comparable (and, in boards
    # recorded before 2017's 27B1b was followed for them, any): cancelled, partner silenced
    NOT_PERMITTED = "27B4"  # another insufficient bid not accepted, an inadmissible
    # double (and, in boards recorded before 0.11.0, any other insufficient bid): cancelled


def is_insufficient(auction: Auction, seat: Seat, call: Call) -> bool:
    """A bid in turn that does not outrank the last bid."""
    try:
        auction.check(seat, call)
    except IllegalCall as refused:
        return refused.reason is IllegalReason.INSUFFICIENT
    return False


def accepted_insufficient(calls: Sequence[Call]) -> list[bool]:
    """For each call of a finished record, whether it was an insufficient bid the table
    accepted (27A): a bid that does not outrank the bid before it."""
    accepted: list[bool] = []
    last: Call | None = None
    for call in calls:
        accepted.append(call.is_bid and last is not None and not call.outranks(last))
        last = call if call.is_bid else last
    return accepted


def lowest_sufficient_bid(auction: Auction, insufficient: Call) -> Call | None:
    """The lowest bid in the insufficient bid's denomination that outranks the last bid;
    None when it would be above seven."""
    last = auction.last_bid()
    assert insufficient.strain is not None
    if last is None:
        return insufficient
    for level in range(insufficient.level, 8):
        candidate = Call(CallKind.BID, level, insufficient.strain)
        if candidate.outranks(last[1]):
            return candidate
    return None


def is_not_permitted_substitute(auction: Auction, seat: Seat, call: Call) -> bool:
    """Law 27B4: `call`, offered by `seat` in place of his insufficient bid on `auction`,
    is not a legal call: another insufficient bid, or a double or redouble Law 19 does
    not permit."""
    return is_insufficient(auction, seat, call) or is_inadmissible_double(auction, seat, call)


def judge_substitute(
    auction: Auction, insufficient: Call, substitute: Call, *, artificial: bool
) -> Substitute:
    """What Law 27B makes of `substitute`, a legal call replacing `insufficient` on
    `auction` (the auction before the insufficient bid); `artificial`: either bid was.
    Any call but 27B1(a)'s, a double or redouble included, is the director's to rule
    comparable (27B1b)."""
    if not artificial and substitute == lowest_sufficient_bid(auction, insufficient):
        return Substitute.LOWEST_SUFFICIENT
    return Substitute.DIRECTOR_JUDGES
