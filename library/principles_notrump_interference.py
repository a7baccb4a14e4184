"""The 1NT opener after partner's natural 2NT over their overcall (issue 33, h50c).

Without Lebensohl, responder's 2NT over their natural two-level overcall of our 1NT is
the invitation it is without the overcall (library/principles_responses.py: "If they bid
2C, you just ignore it (so if you bid 2NT after their 2C overcall, you should treat the
auction as if it went 1NT PASS 2NT)", Larry Cohen, "Lebensohl and transfer lebensohl").
Opener answers it as he answers 1NT-2NT, which SAYC writes "8-9 HCP, balanced, no
four-card major, invitational" and answers 1NT-2NT-3NT "16-17 HCP, accepts": the top half of
the opening's range accepts, the bottom passes. The overcall adds one thing: the
invitation does not promise their suit stopped, so opener bids 3NT only holding it
("game values and their suit stopped", the textbook's 3NT over the overcall) and
otherwise lets 2NT stand. With Lebensohl the 2NT is a relay to 3C and its own written
rules answer it.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from library.principles_checks import hcp, stopper, when
from library.principles_reading import PASS, Advice, Table, bid, suit_of

__all__ = ["accepting_floor", "opener_after_natural_2nt"]


def accepting_floor(low: int, high: int) -> int:
    """The least HCP that accepts an invitation within the opening range ``low``-``high``:
    the upper half, rounded up (16 of 15-17)."""
    return (low + high + 1) // 2


def opener_after_natural_2nt(t: Table) -> Advice | None:
    """I opened 1NT, they overcalled a suit at the two level, partner bid 2NT (not a
    Lebensohl relay) and the next player passed."""
    if not t.i_opened or t.opening is None or str(t.opening[1]) != "1NT":
        return None
    if t.book.plays("lebensohl") or len(t.my_bids) != 1:
        return None
    at = t.opening[0]
    calls = t.place.calls
    if len(calls) != at + 4 or calls[at + 3].kind is not CallKind.PASS:
        return None
    overcall, answer = calls[at + 1], calls[at + 2]
    theirs = suit_of(overcall)
    if theirs is None or not overcall.is_bid or overcall.level != 2 or str(answer) != "2NT":
        return None
    opening_rule = t.book.rule_after_passes(t.place.prefix(at + 1))
    shown = None if opening_rule is None else opening_rule.constraints.hcp
    if shown is None or shown.high is None:
        return None
    top = accepting_floor(shown.low, shown.high)
    return when(
        t, bid(3, "NT"), f"Partner's natural 2NT invites as over 1NT: {top}+ HCP, the top "
        "of my range, and their suit stopped accept.", hcp(t, top), stopper(t, theirs),
    ) or when(
        t, PASS, "Partner's natural 2NT invites: a minimum, or their suit not held, "
        "lets 2NT stand.",
    )  # fmt: skip
