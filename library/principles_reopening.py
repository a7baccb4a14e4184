"""Opener's reopening: I opened, they overcalled, partner passed and it came back.
Opener reopens with a double when holding two or fewer of the overcall (at the one or
two level; over a game-level overcall only with a strong hand); with length in their
suit he rebids a six-card suit or shows a lower second suit, or passes (bridgetips,
"Re-opening Double"). Responder's answer to the reopening double is
library/principles_answering_double.py.
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import balanced, hcp, length, short, stopper, when
from library.principles_reading import DOUBLE, PASS, Advice, Table, suit_of

__all__ = ["reopening"]


def _second_suit_below(t: Table, mine: Suit, theirs: Suit) -> Advice | None:
    """Too long in their suit to double: a four-card suit below the opened one is bid at
    the two level, as without their overcall (no reverse, so no extra values). The
    teaching (bridgetips, "Re-opening Double"): "whenever you hold 3 or more of the
    overcall suit, assume partner is weak and only act on the merits of your own hand
    ... Without this hand structure, either rebid your suit or bid your second suit"."""
    below = [s for s in SUIT_ORDER[SUIT_ORDER.index(mine) + 1 :] if s is not theirs]
    second = next((s for s in below if t.hand.length(s) >= 4), None)
    if second is None or t.cheapest(second).level != 2:
        return None
    return when(
        t, t.cheapest(second), "Reopening with a second suit: too long in theirs to "
        "double, a four-card suit below mine at the two level is no reverse.",
        length(t, mine, 5), length(t, second, 4),
    )  # fmt: skip


def reopening(t: Table) -> Advice | None:
    """I opened, they overcalled, partner passed and it came back: short in their suit,
    double (partner may be waiting to pass it for penalty); rebid a six-card suit; jump
    in notrump with 18-19 balanced; double any hand of 18+; pass with length in their
    suit."""
    if not t.i_opened or len(t.my_bids) != 1 or t.partner_bids or len(t.their_bids) != 1:
        return None
    if t.rho is None or t.rho.kind is not CallKind.PASS or t.last_bid != t.their_bids[0]:
        return None
    if t.partner_last is None or t.partner_last.kind is not CallKind.PASS:
        return None  # partner acted: not a reopening
    mine, theirs = suit_of(t.my_bids[0]), suit_of(t.their_bids[0])
    if mine is None or theirs is None:
        return None
    if t.their_bids[0].level >= 4:
        return when(t, PASS, "Their overcall is at game level: no reopening without a "
                    "strong hand of one's own.", hcp(t, 0, 17))  # fmt: skip
    low = t.their_bids[0].level <= 2  # negative doubles reach 2S; higher, partner bids
    return (
        (low and when(
            t, DOUBLE, "A reopening double: two or fewer cards in their suit, so partner "
            "may be waiting to pass it for penalty.", short(t, theirs, 2),
            length(t, mine, 0, 5)))
        or when(t, t.cheapest(mine), "Rebidding a six-card suit.", length(t, mine, 6))
        or _second_suit_below(t, mine, theirs)
        or when(t, t.jump("NT"), "A jump in notrump: 18-19 balanced, their suit stopped.",
                hcp(t, 18, 19), balanced(t), stopper(t, theirs))
        or when(t, DOUBLE, "Too strong to let them play it: double.", hcp(t, 18))
        or when(t, PASS, "Length in their suit or nothing more to say: pass.")
    )  # fmt: skip
