"""Advancing partner's suit overcall of their preempt: the Rule of Seven (issue 33).

The overcaller over a preempt has already counted on partner. Karen Walker ("The 12
Habits of Highly Effective Bidders", 10): "One test for a potential overcall is to
imagine an ordinary (not perfect) 7 points in partner's hand"; her quiz answers,
"Advancing partner's call over their preempt" (kwbridge.com): "When partner makes a
simple overcall over their preempt, he is already hoping that you have around 7
'average' points and a few trumps. When you count your points, don't include low honors
in the preempter's suit. Here, that comes to only 7 flat points with no ruffing value,
so game is very unlikely" (J82 J652 K106 K75 over 2H-2S: pass); "Advancer's bids"
(kwbridge.com): "When evaluating your hand, don't count points for a queen or jack in
the opponent's suit". And her jump overcall of a preempt is strong: "All jumps are
strong. A jump overcall (2H by RHO - 3S by you) forces to game" ("Bidding over
preempts"); "Partner's jump overcall shows a stronger hand and longer suit than a simple
overcall -- around 16-18 points and 6+ cards in his suit. Try to raise if you have a few
tricks ... don't worry about having only a singleton trump" (the quiz, J A63 108743
QJ104: 4S). principles_overcall_quality bids the jump for the tricks it makes with
partner's ordinary two.

So, their two- or three-level suit opening, partner's natural suit overcall, the next
hand passing, my first call:

- after a simple overcall, with three or more trumps and no more than the seven points
  partner already counted (HCP less the queens and jacks of their suit, plus the ruffing
  value of shortness: support points), pass: the raise would invite a game partner has
  already priced;
- after a jump overcall, which forces to game, raise a major to game with a trump and a
  trick outside it (an ace, or a king-queen in a side suit).

Other advances (more values, a suit of one's own, notrump) are left to the other
principles.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import length, when
from library.principles_reading import GAME_LEVEL, MAJORS, PASS, Advice, Table, bid, suit_of
from library.recommend_checks import Check

__all__ = ["ADVANCING_OVER_PREEMPT", "counted_points", "raise_the_jump", "rule_of_seven_pass"]

RULE_OF_SEVEN = 7  # "an ordinary (not perfect) 7 points in partner's hand"
_SOFT = ("Q", "J")  # "don't count points for a queen or jack in the opponent's suit"


def counted_points(hand: Hand, trump: Suit, theirs: Suit) -> int:
    """Support points for ``trump`` less the queen and jack of ``theirs``."""
    soft = sum(2 if rank == "Q" else 1 for rank in hand.ranks(theirs) if rank in _SOFT)
    return hand.support_points(trump) - soft


def _over_preempt(t: Table) -> tuple[Suit, Suit, bool] | None:
    """Their preempt, partner's suit overcall of it, RHO's pass, my first call: their
    suit, partner's suit and whether partner jumped."""
    opening = t.opening
    if opening is None or not t.they_opened or t.my_calls or len(t.their_bids) != 1:
        return None
    call = opening[1]
    theirs = suit_of(call)
    if theirs is None or call.level not in (2, 3) or str(call) == "2C":
        return None
    if len(t.partner_calls) != 1 or not t.partner_calls[0].is_bid:
        return None
    overcall = t.partner_calls[0]
    suit = suit_of(overcall)
    if suit is None or suit is theirs or t.rho is None or t.rho.kind is not CallKind.PASS:
        return None
    cheapest = call.level if SUIT_ORDER.index(suit) < SUIT_ORDER.index(theirs) else call.level + 1
    return theirs, suit, overcall.level > cheapest


def rule_of_seven_pass(t: Table) -> Advice | None:
    """Partner's simple overcall of their preempt: three trumps and no more than the
    seven points he counted on pass."""
    found = _over_preempt(t)
    if found is None:
        return None
    theirs, suit, jumped = found
    if jumped:
        return None
    counted = counted_points(t.hand, suit, theirs)
    checks = (
        length(t, suit, 3),
        Check("support points less their suit's queens and jacks", f"0-{RULE_OF_SEVEN}",
              str(counted), counted <= RULE_OF_SEVEN),
    )  # fmt: skip
    return when(t, PASS, "The Rule of Seven: partner's overcall of their preempt already "
                f"counted on about {RULE_OF_SEVEN} ordinary points here; no more, so no "
                "raise.", *checks)  # fmt: skip


def _outside_trick(hand: Hand, suit: Suit, theirs: Suit) -> bool:
    """An ace outside the trump suit (theirs included), or a king-queen in a side suit
    of ours (in theirs it sits under the preempter's ace as often as not)."""
    for side in SUIT_ORDER:
        if side is suit:
            continue
        ranks = set(hand.ranks(side))
        if "A" in ranks or (side is not theirs and {"K", "Q"} <= ranks):
            return True
    return False


def raise_the_jump(t: Table) -> Advice | None:
    """Partner's jump overcall of their preempt in a major forces to game: a trump and
    a trick outside raise it."""
    found = _over_preempt(t)
    if found is None:
        return None
    theirs, suit, jumped = found
    if not jumped or suit not in MAJORS:
        return None
    trick = _outside_trick(t.hand, suit, theirs)
    return when(t, bid(GAME_LEVEL[suit], suit), "Partner's jump over their preempt is "
                "strong and forces to game: with a trump and a trick outside, raise to "
                "game.", length(t, suit, 1),
                Check("an ace or king-queen outside", "held", "held" if trick else "none",
                      trick))  # fmt: skip


ADVANCING_OVER_PREEMPT: tuple[Callable[[Table], Advice | None], ...] = (
    rule_of_seven_pass,
    raise_the_jump,
)
