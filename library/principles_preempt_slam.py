"""Slam values opposite partner's weak two: ask with 2NT, do not bid game (issue 33).

The booklet's answers to a weak two give 2NT as the only strong inquiry (sayc.md:
"2NT is the only strong inquiry (asks for a feature, an ace or king, with a
maximum)"); the raise to game and 3NT are to play. Teachers put slam on the 2NT side:
"I have a strong hand (15+ HCP) and I need to know more about where partner's strength
lies in order to determine whether game is viable -> Bid 2NT" and, with support and
slam interest, ask rather than sign off ("Responding to a weak opening", the WCIPEG
bridge notes: "I have support for [the suit] with slam interest -> Ask"). The written
game bids carry no upper limit, so a 23-count with three trumps raised to game.

The arithmetic is the booklet's slam count (sayc.md's notrump ladder: 33 points for a
small slam): when the hand's HCP and the most the weak two can hold (its written range's
top, 11) reach 33, slam is possible opposite a maximum, and the written raise to game
or 3NT gives way to the written 2NT, which finds out. A user's own rules are never set
aside.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import written_rule_fits
from library.principles_preempt_response import partners_opening_passed
from library.principles_reading import GAME_LEVEL, Table
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord

__all__ = ["SMALL_SLAM", "slam_asks_over_weak_two"]

SMALL_SLAM = 33  # points between the hands for a small slam (sayc.md's notrump ladder)


def slam_asks_over_weak_two(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written game bid over partner's weak two gives way to 2NT, else None."""
    if rule.module_type == USER_CUSTOM:
        return None
    t = Table(book, place, hand)
    suit = partners_opening_passed(t, 2)
    if suit is None or suit is Suit.C:  # 2C is strong, not a weak two
        return None
    if rule.call not in ("3n", f"{GAME_LEVEL[suit]}{str(suit.value).lower()}"):
        return None
    most = t.partner_shown.high
    if most is None or hand.hcp + most < SMALL_SLAM:
        return None
    if not written_rule_fits(book, place, hand, "2n"):
        return None
    return (
        f"{hand.hcp} HCP and partner's most ({most}) make {hand.hcp + most}: slam is "
        "possible opposite a maximum, so 2NT asks before game is bid"
    )
