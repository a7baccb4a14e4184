"""A balanced minimum rebids 1NT rather than a second four-card minor.

The booklet's opener's rebids after a minor opening make 1NT "12-14, balanced" (sayc.md:
1D-1H-1NT, 1D-1S-1NT); a new lower suit (1D-1H-2C, four or more in each minor) is the
rebid of an unbalanced hand. A composed system may write both for one hand: the fourth
suit forcing module restates 1D-1H-2C so that its own later calls have a place, at a
convention's priority that outranks the base system's 1NT. Teachers state the choice by
the hand, not by the module: with a balanced 12-14 opener rebids 1NT, which tells
partner the strength and the shape in one bid; the new suit would promise shape the
hand does not have. The written new-suit rebid gives way when the system's own 1NT
rebid fits; a user's own rule is never set aside.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import SUIT_ORDER
from domain.rules.hand_evaluation import Hand
from library.principles_checks import written_rule
from library.principles_reading import Table, suit_of
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import check_constraints, named_suit

__all__ = ["notrump_rebid_first"]


def notrump_rebid_first(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why opener's written new lower suit ``rule`` gives way to the 1NT rebid, else None."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[0] != "2" or call[1] not in "cd":
        return None
    if not hand.balanced:
        return None
    t = Table(book, place, hand)
    if not t.i_opened or t.their_bids or len(t.my_bids) != 1 or len(t.partner_bids) != 1:
        return None
    opened, response = suit_of(t.my_bids[0]), t.partner_bids[0]
    suit = named_suit(call)
    if opened is None or suit in (opened, *t.partner_suits) or response.level != 1:
        return None
    if SUIT_ORDER.index(suit) < SUIT_ORDER.index(opened):
        return None  # a reverse shows extra strength, not a minimum
    notrump = written_rule(book, place, "1n")
    if notrump is None or notrump.constraints.shape.get("balanced") is not True:
        return None
    checks = check_constraints(notrump.constraints, hand)
    if not checks or not all(check.holds for check in checks):
        return None
    return ("a balanced 12-14 rebids 1NT, showing strength and shape in one bid; a new "
            "suit would promise an unbalanced hand")  # fmt: skip
