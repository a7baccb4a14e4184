"""The balancing doubler raises partner's answer three points lighter (issue 33).

In the passout seat a takeout double is made about three points lighter than in the
direct seat: "Traditionally, we 'borrow a King' from partner's hand, bidding as if we
have three more HCP than we actually do ... This is often done with as little as 9
HCP, so that when we 'borrow' three points from partner, we have a full opening hand"
(Robert S. Todd, "Balancing & Reopening Doubles", This Week in Bridge 356). Partner,
who passed their opening, answers at the cheapest level expecting that light hand, so
the doubler's raise of his answer is counted three points lower than the booklet's
raise after a direct double ("(1H)-X-(P)-1S-(P)-2S = 16-18 points", the library's
SAYC text): with four trumps a single raise on 13-15 support points, a jump on 16-18;
below that the doubler passes, having shown his values already.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.rules.calls import CallKind
from library.principles_checks import length, when
from library.principles_reading import Advice, Table, bid, suit_of
from library.recommend_checks import Check

__all__ = ["BALANCING_DOUBLER", "BALANCING_RAISE_POINTS", "balancing_doubler_raises"]

_BORROWED = 3  # the king the balancer borrowed from partner
_DIRECT_RAISES = ((16, 18), (19, 21))  # the booklet's raises after a direct double
BALANCING_RAISE_POINTS = tuple((low - _BORROWED, high - _BORROWED)
                               for low, high in _DIRECT_RAISES)  # fmt: skip


def balancing_doubler_raises(t: Table) -> Advice | None:
    """Their one-level suit opening passed round, my balancing double, partner's
    cheapest answer in a new suit, passed to me: raise it with four trumps by the
    balancing seat's count, a single raise on 13-15 support points, a jump on 16-18."""
    calls = t.place.calls
    if not t.they_opened or t.opening is None or len(calls) != t.opening[0] + 7:
        return None
    start = t.opening[0]
    opened, answer = calls[start], calls[start + 5]
    theirs, fit = suit_of(opened), suit_of(answer)
    if theirs is None or fit is None or fit is theirs or opened.level != 1:
        return None
    kinds = [c.kind for c in calls[start + 1 : start + 7]]
    expected = [CallKind.PASS, CallKind.PASS, CallKind.DOUBLE, CallKind.PASS, CallKind.BID,
                CallKind.PASS]  # fmt: skip
    if kinds != expected or not t.place.by_caller(start + 3):
        return None
    cheapest = 1 if bid(1, fit).outranks(opened) else 2
    if answer.level != cheapest:
        return None  # a jump answer shows values: another conversation
    single, jump = BALANCING_RAISE_POINTS
    points = t.hand.support_points(fit)

    def support(low: int, high: int) -> Check:
        return Check("support points", f"{low}-{high}", str(points), low <= points <= high)

    return (
        when(t, t.cheapest(fit), f"Raising partner's answer to my balancing double: four "
             f"trumps and {single[0]}-{single[1]} support points, three fewer than after a "
             "direct double (the balancer borrowed a king).", length(t, fit, 4),
             support(*single))
        or (t.jump(fit).level <= 3 and when(
            t, t.jump(fit), f"A jump raise of partner's answer to my balancing double: four "
            f"trumps and {jump[0]}-{jump[1]} support points, three fewer than after a direct "
            "double.", length(t, fit, 4), support(*jump)))
        or None
    )  # fmt: skip


BALANCING_DOUBLER: tuple[Callable[[Table], Advice | None], ...] = (balancing_doubler_raises,)
