"""Six-five, come alive: a two-suiter with six cards in one suit and five in another
shows the second suit in competition instead of passing (issue 34: the robots' 6-5
hands passed with "nothing more to say" while the opponents held the contract).

Grant Baze's maxim, as Larry Cohen puts it: "It is true that 6-5 hands should 'come
alive.' The shape alone makes the hand worth much more than its HCP" (larryco.com,
"6-5 come alive"); "The basic idea is that 6-5 distribution is so powerful that it
justifies aggressive bidding, even when you have minimum high-card strength" (Karen
Walker, "'Coming alive' with 6-5 openers"); "The standard way to show a hand with 6-5
distribution is to start with the 6-card suit, and then bid the 5-card suit twice"
(bbi5m, "The big six-five", on Baze). And in competition the law of total tricks says
the same: a second long suit is a second chance of a fit, and "a two-suiter shows both
suits" (library/principles_high_competition.py).

So a hand holding six or more cards in a suit it bid and five or more in another that
no opponent has named, when the opponents hold the contract and partner has not
doubled it, bids the second suit (the first time, or a second time to show the five)
at the cheapest level, up to the four level. (Opener's second call at the two level is
library/principles_six_five.py's, read before this.)
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import length, when
from library.principles_reading import Advice, Table, suit_of
from library.recommend_checks import Check

__all__ = ["HIGHEST_LEVEL", "six_five_alive"]

HIGHEST_LEVEL = 4  # the second suit is shown up to the four level, never at five


def six_five_alive(t: Table) -> Advice | None:
    """The second five-card suit of a 6-5 hand, while the opponents hold the contract."""
    last = t.last_bid
    if last is None or last not in t.their_bids or not t.my_bids:
        return None
    if t.partner_last is not None and t.partner_last.kind is CallKind.DOUBLE:
        return None  # partner's double is his decision: a penalty to collect or to answer
    long, second = _two_suits(t)
    if long is None or second is None or long not in t.my_suits:
        return None
    if long in t.their_suits or second in t.their_suits:
        return None
    named = [suit_of(c) for c in t.my_bids].count(second)
    if named > 1 or second in t.partner_suits:
        return None  # shown twice already, or partner's suit: the fit is read elsewhere
    call = t.cheapest(second)
    times = "a second time" if named else "now"
    return when(
        t, call, f"Six-five, come alive: six {long.name_plural} and five "
        f"{second.name_plural}, the second suit shown {times} rather than sell out; the "
        "shape is worth more than the points.",
        length(t, long, 6), length(t, second, 5),
        Check("level", f"{HIGHEST_LEVEL} or lower", str(call.level), call.level <= HIGHEST_LEVEL),
    )  # fmt: skip


def _two_suits(t: Table) -> tuple[Suit | None, Suit | None]:
    """The hand's longest suit (six or more) and its next longest (five or more)."""
    ranked = sorted(SUIT_ORDER, key=lambda s: -t.hand.length(s))
    long, second = ranked[0], ranked[1]
    if t.hand.length(long) < 6 or t.hand.length(second) < 5:
        return None, None
    if t.hand.length(long) == t.hand.length(second) and second in t.my_suits:
        long, second = second, long  # six-six: the suit bid first is the long one
    return long, second
