"""Over partner's three-level major preempt, the major game before 3NT (issue 33).

sayc.md writes 3NT over partner's preempt as "To play, 14+ HCP, stoppers in the other
suits" and the raise to game as "3+ <suit>, preemptive or to play". With two cards in
partner's seven-card major the side holds nine trumps, and teachers play the major:
"3NT works fine for Diamonds and Clubs, but if our partner had opened with say 3H or
3S then it would be better to jump to 4 of the suit ... If a Major suit and you have 3
or more of your partners bid suit OR have 12 of more points, raise to 4 of the suit"
(Bridge Trainer, lesson 13, "Responding to pre-emptive openings"); "you still want to
end up in a major suit game if it has a good chance of making; and if not, you want to
end up in 3NT" (the WCIPEG notes, "Responding to a weak opening"). The preempter has
few entries outside his suit, so in notrump a suit missing an honour may never run,
where in the major it is trumps.

So, partner having opened three of a major and the next hand passed, a hand with a
doubleton honour (ace, king or queen) or three cards in the major and the strength of
the written 3NT (its HCP floor) bids four of the major (with a small doubleton and a
source of tricks of its own, 3NT stands, as the hand-written SAYC cases have it): the
written 3NT gives way, and the raise, which the written rule keeps for three trumps,
is made with a doubleton honour too. A user's own rule is never set aside.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import hcp, length, when, written_rule
from library.principles_preempt_response import partners_opening_passed
from library.principles_reading import MAJORS, Advice, Table, bid
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord

__all__ = ["MAJOR_GAME_OVER_PREEMPT", "major_game_before_notrump"]

_FIT = 2  # two cards and the preempter's seven: nine trumps


def _major_preempt(t: Table) -> Suit | None:
    """Partner opened three of a major, the next hand passed, my first call."""
    suit = partners_opening_passed(t, 3)
    return suit if suit in MAJORS else None


def _notrump_floor(t: Table) -> int | None:
    """The written 3NT's HCP floor here, else None (no written 3NT, or the user's own)."""
    found = written_rule(t.book, t.place, "3n")
    if found is None or found.module_type == USER_CUSTOM or found.constraints.hcp is None:
        return None
    return found.constraints.hcp.low


def _applies(t: Table) -> Suit | None:
    suit = _major_preempt(t)
    if suit is None or t.hand.length(suit) < _FIT:
        return None
    if t.hand.length(suit) == _FIT and not any(r in t.hand.ranks(suit) for r in "AKQ"):
        return None  # a small doubleton: the suit may not run in either strain
    floor = _notrump_floor(t)
    if floor is None or t.hand.hcp < floor:
        return None
    return suit


def major_game_before_notrump(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why the written 3NT over partner's three-level major preempt gives way, else None."""
    if rule.module_type == USER_CUSTOM or rule.call != "3n":
        return None
    suit = _applies(Table(book, place, hand))
    if suit is None:
        return None
    return (
        f"{hand.length(suit)} {suit.name_plural} and partner's seven make nine trumps: the "
        "major game comes before 3NT, where his suit may never be reached"
    )


def _major_game(t: Table) -> Advice | None:
    """The raise to game the set-aside above leaves (module docstring)."""
    suit = _applies(t)
    if suit is None:
        return None
    floor = _notrump_floor(t)
    assert floor is not None  # _applies read it
    return when(
        t, bid(4, suit),
        "Game in partner's major: a doubleton honour or three cards with his seven, and "
        "the values of a 3NT.", length(t, suit, _FIT), hcp(t, floor),
        despite_written_range=True,
    )  # fmt: skip


MAJOR_GAME_OVER_PREEMPT: tuple[Callable[[Table], Advice | None], ...] = (_major_game,)
