"""The preemptor after his preempt (issue 34): he has told his story, partner decides.

  - "Once you preempt you don't voluntarily bid again" (Larry Cohen, "Preempt and Bid
    Again?", larryco.com: "I always teach that ..."); "A player who pre-empts should not
    bid again unless his partner asks him to do so" (Mr. Bridge, "Don't Bid Again After
    Pre-Empting"); "Do not bid again unless partner forces a bid e.g. with a cue bid"
    (Thunder Bay DBC, "Never bid twice when pre-empting"); "If you open or overcall
    with a weak two or three ... and your partner passes or raises your suit, your next
    bid should be a pass. Your bid already described your hand quite explicitly, giving
    captaincy of the auction to your partner" (Seven No Trump, "Never rebid a
    preëmpt").

So a player whose first bid was a preempt (the system's rule for it is weak, below an
opening hand, and promises six cards or more in the suit bid: a weak two, a three-level
opening, a weak jump overcall), and whose partner has since only passed or raised that
suit, passes when the opponents compete: partner, who knows the hand within a few
points and a card, judged whether to bid on or to defend. A partner who forces (a new
suit, a cuebid, 2NT asking) is answered by the other principles and the system's rules.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.rules.calls import CallKind
from domain.rules.cards import Suit
from library.model import Constraints
from library.principles_checks import when
from library.principles_reading import PASS, Advice, Table, suit_of

__all__ = ["PREEMPTOR", "preempted", "preemptor_passes", "preempts"]

OPENING_HAND = 12  # HCP: a rule whose range stops below it is weak, a preempt
PREEMPT_LENGTH = 6  # cards the preempt promises in its suit, at least


def preemptor_passes(t: Table) -> Advice | None:
    """My first bid was a preempt, partner has only passed or raised it, and the
    opponents hold the last bid (see the module's note): pass."""
    place = t.place
    suit = preempted(t)
    if suit is None:
        return None
    if any(c.kind in (CallKind.DOUBLE, CallKind.REDOUBLE) for c in t.partner_calls):
        return None  # partner doubled: his own story, answered elsewhere
    if any(suit_of(c) is not suit for c in t.partner_bids):
        return None  # a new suit or notrump asks: not the preemptor's pass
    last = max(i for i, c in enumerate(place.calls) if c.is_bid)
    if not place.theirs[last]:
        return None  # our side holds the last bid: nothing to compete over
    return when(
        t, PASS, "The preemptor has told his story: once you preempt you do not bid "
        "again unless partner asks; he knows the hand and judges the rest.",
    )  # fmt: skip


def preempted(t: Table) -> Suit | None:
    """The suit of the seat's preempt, when its one bid so far was a preempt by the
    system's rule for it there."""
    place = t.place
    mine = [(i, c) for i, c in enumerate(place.calls) if place.by_caller(i) and c.is_bid]
    if len(mine) != 1:
        return None
    index, preempt = mine[0]
    suit = suit_of(preempt)
    if suit is None or preempt.level < 2:
        return None
    rule = t.book.rule_after_passes(place.prefix(index + 1))
    return suit if rule is not None and preempts(rule.constraints, suit) else None


def preempts(constraints: Constraints, suit: Suit) -> bool:
    """A rule's meaning is a preempt in `suit`: weak (its strength stops below an
    opening hand) and six cards or more in the suit."""
    strength = constraints.hcp or constraints.total_points
    if strength is None or strength.high is None or strength.high >= OPENING_HAND:
        return False
    length = constraints.suit_length.get(suit.name_plural)
    return length is not None and length.low >= PREEMPT_LENGTH


PREEMPTOR: tuple[Callable[[Table], Advice | None], ...] = (preemptor_passes,)
