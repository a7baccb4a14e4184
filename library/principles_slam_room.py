"""Room for slam: after opener's minimum rebid of his own suit, a responder for whom slam
is in reach names a new suit below game rather than bid the game (issue 33; 0.26.0,
h56h).

The authors' own reasons, each given for a responder who was about to bid game:

- F. Stewart ("Daily Question", Buffalo News 2005-03-29), 1H-1S-2H with AQ642 J6 AJ64
  K9: "partner has a minimum with six hearts and slam is possible; 4H is not enough,
  bid 3D".
- B. Wolff ("Aces on Bridge", Arkansas Democrat-Gazette 2023-10-22), 1C-1S-2C with
  AQ532 K3 AQ3 Q76: "3NT is premature; a forcing 2D below game leaves room".
- The principle of fast arrival, as R. S. Todd states it ("2/1 Game Forcing - Slam
  Bidding and Fast Arrival"): "jumping to game is the weakest action and bids below
  game show extra values (because they leave room for cuebidding.)"; and the booklet:
  a new suit by responder is forcing.

When slam is in reach is R. Pavlicek's count ("Bidding After a Raise"): add the hand's
count "to the minimum and maximum shown by partner ... If total might be ... 33+ points
see Slam Bidding". Opener's rebid of his own suit at its cheapest level shows a minimum
(the ACBL's "Bidding in the 21st Century", lesson 6: opener's minimum, 12 to 15), so the
principle applies when the hand's total points (HCP and a point for each card past
four, the lesson's count) and opener's top make 33 while his minimum does not: with his
minimum the slam zone is already reached and the slam principles bid it. Only after
a one-level response, as in both authors' auctions: a two-over-one has told opener of
10+ already and the auction goes on (on the robots' development deals a 2/1 responder's
new suit of this kind, 1S-2D-2S-3H, ended in 3NT where 4S was par). The new suit
is the longest unbid suit of three cards or more (the cheapest of equal length), bid at
its cheapest level below game; a suit opener or responder already named is not new,
and without such a suit the principle is silent.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import length, when
from library.principles_reading import GAME_LEVEL, Advice, Table, suit_of
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check

__all__ = ["SLAM_ZONE", "new_suit_for_slam", "room_for_slam", "slam_room_before_game"]

SLAM_ZONE = 33  # Pavlicek: "33+ points see Slam Bidding"
_MINIMUM_TOP = 15  # the lesson's minimum rebid, 12 to 15


def new_suit_for_slam(t: Table) -> Suit | None:
    """The unbid suit responder names to make room for slam, when the auction and the
    count call for it (module docstring), else None."""
    if (
        not t.partner_opened
        or not t.they_only_passed
        or len(t.my_bids) != 1
        or len(t.partner_bids) != 2
    ):
        return None
    opening, rebid = t.partner_bids
    if t.last_bid is not rebid or opening.level != 1:
        return None
    opened, named = suit_of(opening), suit_of(rebid)
    response = t.my_bids[0]
    if opened is None or named is not opened or suit_of(response) is None:
        return None
    if response.level != 1:
        return None  # the authors' auctions: a one-level response, unlimited
    # his own suit again at its cheapest level: the minimum rebid (no jump)
    assert rebid.strain is not None and response.strain is not None
    lowest = response.level + (0 if rebid.strain.rank > response.strain.rank else 1)
    if rebid.level != lowest:
        return None
    shown = t.partner_shown
    if shown.high is None or shown.high > _MINIMUM_TOP:
        return None
    mine = t.hand.total_points
    if not (mine + shown.low < SLAM_ZONE <= mine + shown.high):
        return None
    bid_suits = set(t.partner_suits) | set(t.my_suits)
    unbid = [s for s in SUIT_ORDER if s not in bid_suits and t.hand.length(s) >= 3]
    below = [s for s in unbid if t.cheapest(s).level < GAME_LEVEL[s] and t.cheapest(s).level <= 3]
    if not below:
        return None
    # the longest, then the cheapest: SUIT_ORDER runs from spades down, so the last of
    # equal length at the lowest level is the cheapest
    return min(below, key=lambda s: (-t.hand.length(s), t.cheapest(s).level, -SUIT_ORDER.index(s)))


def room_for_slam(t: Table) -> Advice | None:
    """Responder's new suit below game when slam is in reach opposite opener's minimum
    rebid (module docstring)."""
    suit = new_suit_for_slam(t)
    if suit is None:
        return None
    shown = t.partner_shown
    points = t.hand.total_points
    count = Check("total points", f"{SLAM_ZONE - (shown.high or 0)}+", str(points), True)
    return when(
        t,
        t.cheapest(suit),
        f"Slam is in reach: {points} points and partner's minimum rebid (up to "
        f"{shown.high}) might make {SLAM_ZONE}. The {suit.name_plural}, a new suit, force "
        "below game and leave room to learn more; game now would be the weakest call and "
        "partner would pass it.",
        count,
        length(t, suit, 3),
        despite_written_range=True,  # named for room, not for the written range
    )


def slam_room_before_game(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why a written game (3NT, four of a major, five of a minor) gives way to the new
    suit below it when slam is in reach, else None."""
    call = rule.call
    if rule.module_type == USER_CUSTOM:
        return None  # the user's own rule says what this hand bids
    if call not in ("3n", "4h", "4s", "5c", "5d"):
        return None  # the games: 3NT, four of a major, five of a minor
    t = Table(book, place, hand)
    suit = new_suit_for_slam(t)
    if suit is None or room_for_slam(t) is None:
        return None
    shown = t.partner_shown
    return (
        f"slam is in reach ({hand.total_points} points and partner's minimum, up to "
        f"{shown.high}, might make {SLAM_ZONE}): {t.cheapest(suit)}, a new suit, forces "
        "below game and leaves room; the game now is the weakest call"
    )
