"""The law of total tricks against their notrump contract (issue 34, the robots'
"sacrifice too dear" misses).

The law counts two trump suits; when the opponents play in notrump only our side has
one, and Larry Cohen counts it apart ("To Bid or Not to Bid", chapter 7, "Notrump and
the LAW"): "Sacrifices against three notrump are rare, and competing against an
opposition two-notrump contract is even more uncommon ... If one side can make nine
tricks without a trump suit, it follows that the other side can make only four ... The
side playing in notrump will still have the same number of tricks ... For each trump
starting with seven, they will have one additional trick." So against their notrump at
a level, the tricks they bid for (the level and six) leave us thirteen less those, and
our trump suit adds one for each trump from the seventh: we compete to the level those
tricks make, not to the trumps less six the law gives against a suit. Over their 1NT
with eight trumps that is still the two level (thirteen less seven, and two: eight
tricks); over their 3NT with ten trumps the two level (four and four), so the four-level
"sacrifice" the suit law would bid is no competing bid at all.
"""

from __future__ import annotations

from domain.rules.calls import Call, Strain

__all__ = [
    "TRICKS_IN_A_DEAL",
    "competing_level",
    "competing_level_over_notrump",
    "notrump_tricks_for_us",
]

TRICKS_IN_A_DEAL = 13
BOOK = 6  # the tricks a contract's level counts above
FIRST_EXTRA_TRUMP = 7  # "For each trump starting with seven, ... one additional trick"


def notrump_tricks_for_us(trumps: int, their_level: int) -> int:
    """Cohen's count of our tricks in our suit when they bid notrump at `their_level`
    and take the tricks they bid for: thirteen less theirs, one more for each of our
    trumps from the seventh."""
    theirs = their_level + BOOK
    extra = max(0, trumps - FIRST_EXTRA_TRUMP + 1)
    return TRICKS_IN_A_DEAL - theirs + extra


def competing_level_over_notrump(trumps: int, their_level: int) -> int:
    """The level our side competes to over their notrump at `their_level`: the level
    Cohen's count of our tricks makes (0 where it makes none)."""
    return max(0, notrump_tricks_for_us(trumps, their_level) - BOOK)


def competing_level(trumps: int, theirs: Call | None) -> int:
    """The level our side competes to with `trumps` together: over their notrump bid
    (`theirs`, their last bid) Cohen's notrump count, else the law's trumps less six."""
    notrump = theirs is not None and theirs.is_bid and theirs.strain is Strain.NT
    if notrump and theirs is not None and theirs.level is not None:
        return competing_level_over_notrump(trumps, theirs.level)
    return trumps - BOOK
