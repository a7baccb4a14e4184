"""The takeout doubler with a big balanced hand doubles again when they bid over
partner's forced answer (issue 33, 0.26.0).

Partner's cheapest answer to the double was forced and may hold nothing; when the
opener's side bids again, a raise of the answer only competes. The Australian Bridge
Readers' Bidding Forum (December 2018), AKQ5 AK2 KT2 QJ9 after P-1C-X-P-1S-2C: "a second
double shows the extra strength and keeps game in view" (top award double, 2NT next).
The booklet's strong doubler is "any 17+ HCP hand"; the second double says the hand was
the strong one, balanced, and leaves partner to choose: his suit again at the level of
his values, notrump with their suit stopped, or a pass for penalty.

So: I doubled their one-level opening, partner answered in a suit at the cheapest
level, the opener's side bid again below game and partner has not spoken since: a
balanced hand of 19 HCP or more doubles again.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER
from library.principles_checks import balanced, hcp, when
from library.principles_reading import DOUBLE, GAME_LEVEL, Advice, Table, suit_of

__all__ = ["BIG_BALANCED", "doubling_again_with_extras"]

BIG_BALANCED = 19  # the strong doubler's balanced floor (17+ doubles; 19+ is no minimum)


def doubling_again_with_extras(t: Table) -> Advice | None:
    """My double, partner's forced suit answer, their bid over it: 19+ balanced doubles."""
    opening = t.opening
    if not t.they_opened or opening is None or opening[1].level != 1 or t.my_bids:
        return None
    if [c.kind for c in t.my_calls] != [CallKind.DOUBLE] or len(t.partner_bids) != 1:
        return None
    answer = t.partner_bids[0]
    suit, opened = suit_of(answer), suit_of(opening[1])
    if suit is None or opened is None or suit in t.their_suits:
        return None
    cheapest = 1 if SUIT_ORDER.index(suit) < SUIT_ORDER.index(opened) else 2
    if answer.level != cheapest or t.partner_calls[-1] is not answer:
        return None  # a jump, or partner spoke again: other principles
    last = t.last_bid
    if last is None or last is answer or t.rho is None or not t.rho.is_bid:
        return None
    theirs = suit_of(last)
    if theirs is None or last.level >= GAME_LEVEL[theirs]:
        return None  # their notrump or game: a double is for penalty
    return when(
        t, DOUBLE,
        "A second double after partner's forced answer: the extra strength (a balanced "
        "19+), keeping game in view; partner chooses again.",
        hcp(t, BIG_BALANCED), balanced(t),
    )  # fmt: skip
