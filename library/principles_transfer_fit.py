"""The slam after a transfer is played in the major when the fit is known (issue 33).

Over partner's 1NT or 2NT my Jacoby transfer and his acceptance tell me the fit once I
hold six of the major: the transfer "shows 5+ hearts and any strength. The 1NT opener
must bid 2H" (kwbridge.com, "Jacoby Transfer"), and "a natural notrump opening has at
worst a single doubleton" (the bridge wiki's "Jacoby transfers"), so his acceptance
holds two or more: six and two make eight. When a later round (1NT-2D-2H-3D-3NT: his 3NT
denies only a third trump) leaves the hands with slam values, the slam is bid in that
eight-card fit, not in notrump: Audrey Grant (Bridge Basics, "Slam Bidding"): "The first
priority, of course, is to find the denomination in which the partnership belongs. Once
that has been decided, the partner with the extra strength can simply bid a slam";
Bridge For Dummies (dummies.com, "How bridge trump suits can be divided"): "if you have
eight or more cards in a suit between your hand and the dummy, particularly in a major
suit (either hearts or spades), you try to make that suit your trump suit." The points
are counted as the notrump ladder counts them (principles_placing_notrump.notrump_slam:
33 between the hands with partner's minimum, my length counted). Never seven: nothing
asks for aces here (after a transfer the system's 4NT is quantitative and its Gerber is
the direct jump only, library/conventions/gerber.md), and 37 points with length counted
can be an ace short (iowacitybridge.com, "Slam Bidding": "With 36 combined high card
points, we could be missing an ace. So, I bid 4NT, Roman Key Card Blackwood").
"""

from __future__ import annotations

from domain.rules.cards import Suit
from library.principles_auction_facts import transfer_suit
from library.principles_checks import when
from library.principles_reading import MAJORS, Advice, Table, bid, suit_of
from library.principles_slam_zone import GRAND_SLAM, SMALL_SLAM
from library.recommend_checks import Check

__all__ = ["slam_in_the_fit", "transfer_fit"]

_SIX = 6  # with the two his acceptance promises: eight


def transfer_fit(t: Table) -> Suit | None:
    """The major of my transfer that partner accepted over his 1NT or 2NT opening
    (uncontested), when I hold six of it or more; else None."""
    if not t.partner_opened or t.their_bids or len(t.partner_bids) < 2 or not t.my_bids:
        return None
    opened, accepted = t.partner_bids[0], t.partner_bids[1]
    transfer = t.my_bids[0]
    if suit_of(opened) is not None or opened.level not in (1, 2):
        return None
    asked, major = suit_of(transfer), suit_of(accepted)
    if major not in MAJORS or asked is None or asked is not transfer_suit(major):
        return None
    if transfer.level != opened.level + 1 or accepted.level not in (transfer.level, 3):
        return None  # not a transfer, or not its acceptance (a super-accept is at three)
    return major if t.hand.length(major) >= _SIX else None


def slam_in_the_fit(t: Table, major: Suit, sure: int) -> Advice | None:
    """Six of the major with ``sure`` points between the hands (33, SMALL_SLAM); never
    seven, which nothing here can ask for."""
    if any(c.level >= 6 for c in t.my_bids + t.partner_bids):
        return None
    fit = Check(f"{major.name_plural} between the hands", "8+ (my six, his two)",
                str(t.hand.length(major) + 2), True)  # fmt: skip
    held = Check("points between the hands", f"{SMALL_SLAM}+", str(sure), sure >= SMALL_SLAM)
    unasked = " (no grand: nothing here asks for aces)" if sure >= GRAND_SLAM else ""
    return when(t, bid(6, major), f"A small slam in {major.name_plural}: {sure} points "
                "between the hands with partner's minimum, and the eight-card fit my "
                f"transfer found is where the hands play{unasked}.", held, fit)  # fmt: skip
