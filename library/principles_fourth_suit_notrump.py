"""Fourth suit forcing gives way to the system's own 3NT when that fits the hand.

The fourth suit is "artificial" and asks partner to describe further (the booklet's
"Responses": "If it is a fourth suit in the auction, it may be artificial"; the
convention's module, fourth_suit_forcing.md). The base system writes responder's natural
game in the same auctions (sayc.md: 1D-1H-1S-3NT, 1C-1H-1S-3NT, 1D-1S-2C-3NT: 13-15,
to play), but the convention's priority puts the artificial bid first for any hand. A
convention that describes nothing is for hands without a natural call, as teachers
state it: with game values, a balanced hand and the fourth suit stopped, responder bids
3NT at once rather than asking. The artificial bid gives way only when the written 3NT
fits the hand and has the unbid suits stopped (library/principles_stoppers.py); a
user's own rule is never set aside.

Below the game zone the same holds for the invitation (0.26.0, h56h). The fourth suit is
game forcing (the convention's module: "12+ HCP, game forcing"), and the system's game
zone is 13 total points (library/principles_responder_rebids.py, ``GAME_ZONE``; the
ACBL lesson's "Medium 10 or 11 total points" invite, 12 or more make sure of game). A
balanced hand of fewer than 13 total points that the written 2NT (11-12, invitational)
fits, with the fourth suit stopped, invites with it: F. Stewart ("Daily Question",
Mercury News 2021-03-19, 1D-1H-1S with K96 AK65 J4 J543): "enough to invite but not to
force; 2NT with 11 or 12 and a trick in the unbid suit".
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.hand_evaluation import Hand
from library.principles_checks import written_rule
from library.principles_responder_rebids import GAME_ZONE
from library.principles_stoppers import stoppers_first
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import check_constraints

__all__ = ["invitation_before_fourth_suit", "notrump_before_fourth_suit"]

_MODULE = "fourth_suit_forcing"


def notrump_before_fourth_suit(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written fourth-suit ``rule`` gives way to the written 3NT, else None."""
    if rule.module_type == USER_CUSTOM or rule.module_id != _MODULE:
        return None
    if "ourth suit" not in rule.meaning or not hand.balanced:
        return None
    notrump = written_rule(book, place, "3n")
    if notrump is None or notrump.module_id == _MODULE:
        return None
    checks = check_constraints(notrump.constraints, hand)
    if not checks or not all(check.holds for check in checks):
        return None
    if stoppers_first(book, place, hand, notrump) is not None:
        return None
    return ("game values, a balanced hand and the unbid suit stopped: 3NT at once, the "
            "fourth suit is for hands without a natural call")  # fmt: skip


def invitation_before_fourth_suit(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written fourth-suit ``rule`` gives way to the written 2NT invitation, else
    None: a balanced hand below the game zone, the fourth suit stopped."""
    if rule.module_type == USER_CUSTOM or rule.module_id != _MODULE:
        return None
    if "ourth suit" not in rule.meaning or not hand.balanced:
        return None
    if hand.total_points >= GAME_ZONE[0]:
        return None  # game values: the fourth suit or 3NT (above)
    notrump = written_rule(book, place, "2n")
    if notrump is None or notrump.module_id == _MODULE or "invitational" not in notrump.meaning:
        return None
    checks = check_constraints(notrump.constraints, hand)
    if not checks or not all(check.holds for check in checks):
        return None
    if stoppers_first(book, place, hand, notrump) is not None:
        return None
    return (f"{hand.total_points} points, a balanced hand and the unbid suit stopped: "
            "enough to invite but not to force, so 2NT (11-12) invites; the fourth suit "
            f"forces to game, which wants {GAME_ZONE[0]}")  # fmt: skip
