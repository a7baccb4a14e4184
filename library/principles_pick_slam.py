"""Accepting a quantitative 4NT after a suit auction: 5NT, pick a slam.

Partner's 4NT straight over my natural notrump invites 6NT (the booklet's quantitative
4NT); with the upper half of my range I accept (principles_placing.answering_quantitative).
When our side has bid suits on the way (1D-1S-2NT-4NT) and I hold a five-card suit, or
eight cards with partner in his suit, a suit slam may play a trick better than 6NT: teachers
accept with 5NT, "pick a slam" (the Edmonton coaches' corner, "5NT - Choice of
Contracts": opener with a maximum over the quantitative 4NT "bid 5NT saying pick a slam
... suit contracts normally play a trick better"; Andy Hung on quantitative 4NT: "before
committing yourself to 6NT, it is much better to search for an alternative strain").
The asker then picks: six of a suit where the hands hold eight cards or more (the
major first, then the longer fit), else 6NT.
"""

from __future__ import annotations

from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import when
from library.principles_placing_notrump import answering_quantitative
from library.principles_reading import Advice, Table, bid
from library.recommend_checks import Check

__all__ = ["picked_slam", "picking_a_slam"]


def picking_a_slam(t: Table) -> Advice | None:
    """Partner's quantitative 4NT after a suit auction, a hand that accepts, and a
    five-card suit, or an eight-card fit in partner's suit: 5NT, choice of slams."""
    if not t.my_suits or not t.partner_suits:
        return None  # a notrump opening answered straight: 6NT or pass decides
    accepted = answering_quantitative(t)
    if accepted is None or accepted.call != "6NT":
        return None
    fifth = [s for s in t.my_suits if t.hand.length(s) >= 5]
    support = [s for s in t.partner_suits if t.fit(s) >= 8]
    shape: list[Suit] = fifth + support
    if not shape:
        return None
    suit = shape[0]
    check = Check(f"{suit.name_plural}", "5 of mine, or 8 with partner's",
                  str(t.hand.length(suit)), True)  # fmt: skip
    return when(t, bid(5, "NT"), "Accepting the quantitative 4NT with 5NT, pick a slam: a "
                f"suit slam in {suit.name_plural} may play a trick better than 6NT.",
                *accepted.checks, check)  # fmt: skip


def picked_slam(t: Table) -> Advice | None:
    """My quantitative 4NT was answered 5NT, pick a slam: six of our eight-card fit,
    else 6NT."""
    mine, last = t.my_bids, t.partner_last
    if len(mine) < 1 or str(mine[-1]) != "4NT" or last is None or str(last) != "5NT":
        return None
    if t.rho is None or t.rho.kind is not CallKind.PASS or len(t.partner_bids) < 2:
        return None
    if not _natural_notrump(t.partner_bids[-2]):
        return None  # my 4NT was not straight over his notrump: not quantitative
    fits = [s for s in SUIT_ORDER if t.fit(s) >= 8]
    if fits:
        suit = max(fits, key=lambda s: (s in (Suit.S, Suit.H), t.fit(s)))
        check = Check(f"{suit.name_plural} between the hands", "8+", str(t.fit(suit)), True)
        return when(t, bid(6, suit), f"Picking the slam: an eight-card fit in "
                    f"{suit.name_plural} plays a trick better than notrump.", check)  # fmt: skip
    return when(t, bid(6, "NT"), "Picking the slam: no eight-card fit, 6NT.")


def _natural_notrump(call: Call) -> bool:
    return (
        call.is_bid and call.strain is not None and call.strain.trump is None and (call.level <= 3)
    )
