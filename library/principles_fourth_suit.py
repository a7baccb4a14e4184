"""Fourth suit forcing is for hands without a natural call (SAYC booklet, "Responses":
"A new suit response ... is a one-round force. If it is a fourth suit in the auction,
it may be artificial"; the convention's module, fourth_suit_forcing.md).

Teachers state its other side: a responder who already knows the strain and the level
bids them. With three cards in the major partner opened (five promised) and game values
but no slam in view, game in the major at once, not the artificial fourth suit.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import Suit
from domain.rules.hand_evaluation import Hand
from library.principles_reading import MAJORS, Table
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord

__all__ = ["natural_first"]

_MODULE = "fourth_suit_forcing"


def _fourth_suit(rule: RuleRecord) -> bool:
    return (
        rule.module_id == _MODULE
        and rule.constraints.forcing == "game_forcing"
        and ("ourth suit" in rule.meaning)
    )


def natural_first(book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord) -> str | None:
    """Why the written fourth suit ``rule`` gives way to a natural game, else None."""
    if rule.module_type == USER_CUSTOM or not _fourth_suit(rule):
        return None  # the user's own rule says what this hand bids
    t = Table(book, place, hand)
    if not t.partner_opened or len(t.my_bids) != 1 or len(t.partner_bids) != 2:
        return None
    opened = t.partner_suits[0] if t.partner_suits else None
    least = hand.total_points + t.partner_shown.low
    if opened in MAJORS and hand.length(opened) >= 3 and least < 31:
        suit = Suit(opened)
        return (f"three {suit.name_plural} opposite partner's five and game values: game in "
                f"{suit.name_plural} at once, the fourth suit is for hands without a "
                "natural call")  # fmt: skip
    return None
