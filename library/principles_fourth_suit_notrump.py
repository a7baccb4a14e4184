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
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.hand_evaluation import Hand
from library.principles_checks import written_rule
from library.principles_stoppers import stoppers_first
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import check_constraints

__all__ = ["notrump_before_fourth_suit"]

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
