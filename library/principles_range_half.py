"""A minimum or a maximum of the range the seat has already shown.

The library writes many later calls by where the hand stands in the range the seat
showed before, without repeating the range: after 1NT-2C-2H-2NT opener passes with a
"minimum" and bids 3NT with a "maximum"; a weak two opener answers 2NT with a
"minimum" or a "maximum" feature. The extractor reads the words as nothing, so both
calls fit every hand (or none could be checked) and the ranking chose between them as
if they meant the same. Teachers state the choice by the range's halves ("with 15 pass,
with 16 or 17 accept" over 1NT-2NT): a hand in the lower half of the range its own
earlier call showed is a minimum, in the upper half a maximum. Such a call is checked
for that half. Only calls whose meaning states no strength of its own are read this
way, and a user's own rule is left as written.
"""

from __future__ import annotations

import re

from domain.bidding.port import USER_CUSTOM
from domain.rules.hand_evaluation import Hand
from library.model import IntRange
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check

__all__ = ["range_half"]


def range_half(book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord) -> Check | None:
    """The strength check a written "minimum" or "maximum" call stands for here, else
    None: the lower or the upper half of the range the seat's earlier call showed."""
    constraints = rule.constraints
    if rule.module_type == USER_CUSTOM or constraints.hcp or constraints.total_points:
        return None
    words = set(re.findall(r"[a-z]+", rule.meaning.lower()))
    minimum, maximum = "minimum" in words, "maximum" in words
    if minimum == maximum:
        return None
    shown = _my_range(book, place)
    if shown is None:
        return None
    strength, counted = shown
    assert strength.high is not None
    held = hand.hcp if counted == "HCP" else hand.total_points
    middle = (strength.low + strength.high + 1) // 2
    # a hand outside the range it showed (it should not be) counts as the nearer end
    if minimum:
        wanted, holds = f"{middle - 1} or fewer", held < middle
    else:
        wanted, holds = f"{middle}+", held >= middle
    half = "lower" if minimum else "upper"
    return Check(counted if counted == "HCP" else "total points",
                 f"{wanted} (the {half} half of {strength.low}-{strength.high})", str(held),
                 holds)  # fmt: skip


def _my_range(book: RuleBook, place: AuctionPlace) -> tuple[IntRange, str] | None:
    """The latest closed strength range one of the seat's own bids showed by its rule."""
    own = len(place.calls)
    for index in range(own - 4, -1, -4):
        if not place.calls[index].is_bid:
            continue
        rule = book.rule_after_passes(place.prefix(index + 1))
        if rule is None:
            continue
        if rule.constraints.hcp is not None and rule.constraints.hcp.high is not None:
            return rule.constraints.hcp, "HCP"
        points = rule.constraints.total_points
        if points is not None and points.high is not None:
            return points, "points"
    return None
