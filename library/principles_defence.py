"""What every defensive principle reads: the shape of the hand and our side's silence.

The defenders' calls live by topic: the overcalls, takeout doubles and the pass over
their opening (library/principles_overcalls.py) and the advancer's first call
(library/principles_advancer.py). Here the two facts the competing principles share:
the hand's long suit outside theirs, and the takeout double's shape (short in their
suits, three or more cards in every other).
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_reading import Table

__all__ = ["long_suit", "only_passed", "takeout_shape"]


def only_passed(t: Table) -> bool:
    """Our side has made no call but passes."""
    return all(c.kind is CallKind.PASS for c in t.my_calls + t.partner_calls)


def long_suit(t: Table, least: int, without: set[Suit] | None = None) -> Suit | None:
    """The hand's longest suit of ``least`` cards or more outside ``without`` (of two of
    equal length, the higher)."""
    suits = [s for s in SUIT_ORDER if s not in (without or set()) and t.hand.length(s) >= least]
    return max(suits, key=t.hand.length) if suits else None


def takeout_shape(t: Table, theirs: list[Suit]) -> bool:
    """At most two cards in their suits, three or more in every other."""
    return all(t.hand.length(s) <= 2 if s in theirs else t.hand.length(s) >= 3 for s in SUIT_ORDER)
