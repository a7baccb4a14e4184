"""3NT opposite partner's preempt needs a way to his long suit.

The library's SAYC rules write 3NT over partner's weak two or three-level preempt as "to
play, 14+ HCP (15+ over a weak two), stoppers in the other suits" (sayc.md, after the
booklet's "Responses to Preempts"). The tricks that make it are the preempter's long
suit, which he has few entries outside of; teachers state the condition: the responder
needs a fit to reach that suit, at least two cards in it. With a singleton or void the
suit is dead in notrump, so the written 3NT gives way (to a new suit of his own, or to
the principles). A user's own rule is never set aside.
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.hand_evaluation import Hand
from library.principles_reading import Table, suit_of
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord

__all__ = ["preempt_suit_reachable"]


def preempt_suit_reachable(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written 3NT over partner's preempt gives way, else None."""
    if rule.module_type == USER_CUSTOM or rule.call != "3n":
        return None
    if min(hand.pattern) > 1:
        return None  # no singleton or void anywhere: nothing to check
    t = Table(book, place, hand)
    if not t.partner_opened or t.opening is None or len(t.partner_bids) != 1:
        return None
    opening = t.opening[1]
    suit = suit_of(opening)
    if suit is None or opening.level not in (2, 3) or str(opening) == "2C" or t.my_bids:
        return None
    if hand.length(suit) >= 2:
        return None
    short = "a void" if hand.length(suit) == 0 else "a singleton"
    return (f"{short} in partner's preempted {suit.name_plural}: his long suit cannot be "
            "reached in notrump, so 3NT has no tricks to run")  # fmt: skip
