"""The strong doubler's second turn (issue 34: a 19-count doubled, partner passed
responder's bid, and the doubler passed the opponents' partscore).

Source: the ACBL SAYC System Booklet's takeout double ("12+ HCP with support for the
unbid suits, or any 17+ hand") and the teaching rule that double-then-bid-a-suit shows a
hand too strong for a simple overcall (17+): the double was the first step, so the suit
is bid at the next turn even when partner has said nothing.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER
from library.principles_checks import hcp, length, when
from library.principles_reading import Advice, Table

__all__ = ["strong_doubler_again"]


def strong_doubler_again(t: Table) -> Advice | None:
    """I doubled their opening, partner has only passed and they bid on: with 17+ HCP
    and a five-card suit of my own the double was the strong hand's first step, so the
    suit is bid now, whatever partner's silence (teachers: "double, then bid your suit,
    shows a hand too strong for a simple overcall, 17+"; the booklet's takeout double
    "or any 17+ hand")."""
    if not t.they_opened or t.partner_bids or len(t.my_calls) != 1:
        return None
    if t.my_calls[0].kind is not CallKind.DOUBLE or t.last_bid not in t.their_bids:
        return None
    theirs = set(t.their_suits)
    suit = next((s for s in SUIT_ORDER if s not in theirs and t.hand.length(s) >= 5), None)
    if suit is None or t.cheapest(suit).level > 3:
        return None
    return when(t, t.cheapest(suit), "The strong doubler's own suit: 17+ HCP and five "
                "cards, bid after the double whatever partner's pass.", hcp(t, 17),
                length(t, suit, 5))  # fmt: skip
