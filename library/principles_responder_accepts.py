"""Responder accepts opener's 2NT invitation after his own limited second call (issue 33,
0.22.0, h52c).

Responder's second call placed his hand in a written range (sayc.md, "Responder's
Second Call after Opener's Simple Rebid" and "Responder's Rebids after Opener's New
Suit": the rebid of his suit, 1NT, a preference, a single raise, each 6-10 HCP), and
opener's 2NT over it, with the opponents silent, invites game: no rule of the system
writes it, and before 0.22.0 principles_placing counted partner's middle and answered
with an invitation of its own below 3NT (1D-1H-1S-2H-2NT-3H with 9 HCP).

The teachers accept an invitation by the half of the range the hand has shown: "with
15 pass, with 16 or 17 accept" over 1NT-2NT (library/principles_range_half.py, which
reads the system's written "minimum" and "maximum" calls by the same halves); the
ACBL's "Bidding in the 21st Century", lesson 6, "Rebids by Responder": with a minimum
(6-9) responder "stops in a partscore with the bottom of the range, 6 to 7 total
points, and carries on to game with 8 or 9 total points" opposite opener's medium
hand; Joan Butts, lesson 6: "Add your points to opener's ... With 25 or more points,
go to game". So the upper half of the range the written second call states, the hand
counted in the teacher's total points (HCP and a point for each card past four), accepts,
in 3NT: opener's notrump, not a raise, denied a fit for responder's suit, and his 2NT
showed the suits nobody bid. The lower half is left to the other principles (the pass
or a sign-off), as is every auction where the opponents bid.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from library.principles_checks import when
from library.principles_reading import Advice, Table, bid, suit_of
from library.recommend_checks import Check

__all__ = ["LIMITED_TOP", "accepting_notrump_invitation_later"]

LIMITED_TOP = 12  # a written second call topping at 12 or below is a limited one


def accepting_notrump_invitation_later(t: Table) -> Advice | None:
    """Opener's 2NT after my limited second call: 3NT with the upper half of my range."""
    if not t.partner_opened or len(t.my_bids) != 2 or len(t.partner_bids) != 3:
        return None
    if t.their_bids or str(t.last_bid) != "2NT" or t.last_bid is not t.partner_bids[-1]:
        return None
    if suit_of(t.partner_bids[0]) is None or t.partner_bids[0].level != 1:
        return None
    if t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    calls = t.place.calls
    mine = [i for i in range(len(calls) - 4, -1, -4) if calls[i].is_bid]
    rule = t.book.rule_after_passes(t.place.prefix(mine[0] + 1))
    if rule is None or rule.constraints.hcp is None:
        return None
    shown = rule.constraints.hcp
    if shown.high is None or shown.high > LIMITED_TOP:
        return None
    upper = (shown.low + shown.high + 1) // 2
    # the teacher counts the hand in total points ("8 or 9 total points"): a long
    # suit's length makes tricks in notrump too
    total = t.hand.total_points
    check = Check("total points", f"{upper}+ (the upper half of {shown.low}-{shown.high})",
                  str(total), total >= upper)  # fmt: skip
    return when(
        t, bid(3, "NT"), f"Opener's 2NT invites game after my {t.my_bids[-1]} ({shown.low}-"
        f"{shown.high} HCP): the upper half of that range, in total points, accepts, in "
        "notrump, as his notrump rather than a raise chose it.", check,
    )  # fmt: skip
