"""What the opponents' calls have shown: the HCP that are not partner's.

The deck holds 40 HCP ("there are always 40 high-card points in the deck": Phillip
Alder's column, "Do not forget the rule of 40"), and a player counts what the bidding
showed as a defender counts it (Funbridge, "Higher than necessary": your 12, dummy's 8
and the 1NT overcaller's 15-17 leave partner 3-5). Each opponent has shown the highest
floor of his calls, read by our own system's rule for the call as the opponents see the
auction (we hold no convention card of theirs), else by what a natural call of its kind
shows. The Table (library/principles_reading.py) narrows partner's range by it.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from library.model import IntRange
from library.recommend_auction import AuctionPlace, pid_call
from library.recommend_book import RuleBook

__all__ = ["DECK_HCP", "DEFAULT_SHOWN", "their_least"]

DECK_HCP = 40
# What a natural call shows when the system's own rule for it states no range.
DEFAULT_SHOWN = {"opening": IntRange(12, 21), "overcall": IntRange(8, 16),
                 "response": IntRange(6, 18), "double": IntRange(12, 21),
                 "rebid": IntRange(12, 18), "1NT": IntRange(15, 17),
                 "negative double": IntRange(6, 11),
                 # the booklet's 1NT overcall, and the engine's 2NT over a weak two
                 "notrump overcall": IntRange(15, 18)}  # fmt: skip


def their_least(book: RuleBook, place: AuctionPlace) -> int:
    """The fewest HCP the opponents have shown between them: for each of them the
    highest floor any of his calls showed."""
    own = len(place.calls)
    return sum(
        max((found.low for i in range(own) if (own - i) % 4 == offset
             if (found := _their_shown(book, place, i)) is not None), default=0)
        for offset in (1, 3)
    )  # fmt: skip


def _their_shown(book: RuleBook, place: AuctionPlace, index: int) -> IntRange | None:
    """The HCP range the opponent's call at ``index`` showed by the system's rule for it,
    else what a natural opening, overcall, takeout double of our opening or response
    shows; None for a pass, a redouble, an advance of his partner's action or a later
    call the system gives no range."""
    calls = place.calls
    call = calls[index]
    if call.kind in (CallKind.PASS, CallKind.REDOUBLE):
        return None
    theirs = "-".join(
        pid_call(c) if mark else f"({pid_call(c)})"
        for c, mark in zip(calls[: index + 1], place.theirs[: index + 1], strict=True)
    )
    rule = book.rule_after_passes(theirs)
    if rule is not None and rule.constraints.hcp is not None:
        return rule.constraints.hcp
    opening = place.opening_index
    if index == opening:
        return DEFAULT_SHOWN["opening"]
    acted = [i for i in range(index % 4, index, 4) if calls[i].kind is not CallKind.PASS]
    if acted or opening is None:
        return None  # a later call: only the system's own rule gives it a range
    if place.theirs[opening]:
        return DEFAULT_SHOWN["response"] if call.is_bid else None
    partners = range((index + 2) % 4, index, 4)
    if any(calls[i].kind is not CallKind.PASS for i in partners):
        return None  # an advance of partner's overcall or double: it may be weak
    if call.is_bid:
        return DEFAULT_SHOWN["overcall"]
    doubled = max(i for i in range(index) if calls[i].is_bid)
    # a takeout double of our opening; a double of a later, perhaps artificial bid
    # (Stayman, a transfer) may only ask for a lead
    return DEFAULT_SHOWN["double"] if doubled == opening else None
