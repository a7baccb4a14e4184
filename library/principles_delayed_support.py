"""Delayed support, as teachers state it: opener who did not raise partner's one-level
major shows three cards and a short suit when partner invites in notrump (2NT), which
may hide a fifth card in the major. Opener's first rebid is library/principles_rebids.py.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER
from library.principles_checks import hcp, length, when
from library.principles_reading import MAJORS, Advice, Table, bid, suit_of
from library.recommend_checks import Check

__all__ = ["delayed_support"]


def delayed_support(t: Table) -> Advice | None:
    """I opened and did not raise partner's one-level major; he has since invited in
    notrump (2NT), which may hide a fifth card in the major. With three cards there and a
    singleton or void, the suit plays better than notrump: show the support now (the
    teachers' "delayed support"), game with 14+ HCP, else three of the major."""
    if not t.i_opened or t.their_bids or len(t.partner_bids) < 2 or t.rho is None:
        return None
    response, last = t.partner_bids[0], t.partner_bids[-1]
    major = suit_of(response)
    if major not in MAJORS or response.level != 1 or major in t.my_suits:
        return None
    if str(last) != "2NT" or t.last_bid is not last or t.rho.kind is not CallKind.PASS:
        return None
    shortness = min(t.hand.length(s) for s in SUIT_ORDER if s is not major)
    checks = (
        length(t, major, 3, 3),
        Check("shortness", "a singleton or void", str(shortness), shortness <= 1),
    )
    return (
        when(t, bid(4, major), f"Delayed support: three {major.name_plural} and a short suit "
             "play better than notrump, and 14+ HCP accept the invitation.", *checks,
             hcp(t, 14))
        or when(t, bid(3, major), f"Delayed support: three {major.name_plural} and a short "
                "suit play better than notrump; a minimum, so three.", *checks)
    )  # fmt: skip
