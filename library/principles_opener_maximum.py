"""A maximum after 1NT bids game (issue 33; the teachers' classes in
library/principles_opener_first_rebid.py; the Goren column, The Southern, 2020: "You
shouldn't settle for less than game ... The best way of getting to game is by bidding it
directly ... It would be wrong to bid only three hearts, which partner can pass"):
opposite partner's 1NT (6-10) a balanced 19-21 has the 25 for game with partner's least,
so it bids 3NT where the system writes no rebid (after a minor; after a major sayc.md's
own 2NT is 18-19 and stands).
"""

from __future__ import annotations

from library.principles_checks import balanced, hcp, when
from library.principles_opener_first_rebid import OPENER_MAXIMUM, opened_and_answered
from library.principles_reading import Advice, Table, bid

__all__ = ["maximum_over_notrump"]


def maximum_over_notrump(t: Table) -> Advice | None:
    found = opened_and_answered(t)
    if found is None or found[1] is not None:
        return None
    return when(
        t,
        bid(3, "NT"),
        "A balanced maximum (19-21) opposite partner's 1NT: game.",
        hcp(t, *OPENER_MAXIMUM),
        balanced(t),
    )
