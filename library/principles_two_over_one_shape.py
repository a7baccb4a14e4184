"""After a two-over-one opener shows his shape, and rebidding the major promises six
(issue 33; Larry Cohen, "Two-Over-One GF -- Part 7": "If opener has a second suit (of 4
or more cards), he bids it. If he is flat, he bids notrump. If he has 6+ cards in the
major opened, he repeats it"; "Repeating your major promises 6+"; "With five, you will
repeat the second suit on your third bid"; sayc.md's own 2M rebid is "5+ (usually
six)"). With five cards in the major and a second suit the system's written new suit
fits, or six and a second suit of five, the new suit comes before the rebid of the
major; except that a minimum does not go to the three level when the two-over-one does
not force to game (principles_uncontested_rebids).
"""

from __future__ import annotations

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import SUIT_ORDER
from domain.rules.hand_evaluation import Hand
from library.principles_checks import written_rule_fits
from library.principles_opener_first_rebid import opened_and_answered
from library.principles_reading import MAJORS, Table, below
from library.principles_uncontested_rebids import minimum_stays_low
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord

__all__ = ["second_suit_before_major"]


def second_suit_before_major(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why opener's written rebid of his major ``rule`` after partner's two-over-one
    gives way to the system's new suit, which fits too, else None (module docstring)."""
    call = rule.call
    if rule.module_type == USER_CUSTOM or len(call) != 2 or call[1] not in "hs":
        return None
    t = Table(book, place, hand)
    found = opened_and_answered(t)
    if found is None or t.partner_bids[0].level != 2:
        return None
    major, answered = found
    if answered is None or major not in MAJORS:
        return None
    if call != f"{t.cheapest(major).level}{major.value.lower()}":
        return None
    if not below(answered, major) or hand.length(major) > 6:
        return None  # a jump response is not a two-over-one; seven cards rebid the suit
    wanted = 4 if hand.length(major) == 5 else 5
    for suit in SUIT_ORDER:
        if suit in (major, answered) or hand.length(suit) < wanted:
            continue
        new = str(t.cheapest(suit)).lower()
        if minimum_stays_low(book, place, hand, new):
            continue  # not forcing to game: a minimum does not go to the three level
        if written_rule_fits(book, place, hand, new):
            return (
                f"the {suit.name_plural} are shown first: after a two-over-one the new suit "
                f"shows the shape, and rebidding the {major.name_plural} promises six"
                + ("" if wanted == 4 else " and a second suit no longer than four")
            )
    return None
