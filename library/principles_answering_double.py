"""Answering partner's double of their suit bid (takeout, negative, responsive or
reopening) when the next opponent passed, or raised after our negative double: the best
unbid suit (a four-card major first, a jump with 16+ after a negative double), notrump
with their suit stopped, pass for penalty only with five strong trumps of theirs; and
responder who passed answers opener's reopening double (library/principles_reopening.py).
"""

from __future__ import annotations

from domain.rules.calls import CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import (
    balanced,
    converting,
    hcp,
    length,
    points,
    short,
    stopper,
    when,
)
from library.principles_reading import DOUBLE, MAJORS, PASS, Advice, Table, bid, suit_of
from library.recommend_checks import Check

__all__ = ["answering_double"]


def answering_double(t: Table) -> Advice | None:
    """Partner doubled their suit bid (takeout, negative, responsive or reopening) and
    the next opponent passed: bid the best unbid suit (a four-card major first, a jump
    with 16+ after a negative double), notrump with their suit stopped, pass for
    penalty only with five strong trumps of theirs."""
    partner = t.partner_last
    if partner is None or partner.kind is not CallKind.DOUBLE or t.rho is None:
        return None
    if t.rho.is_bid and t.i_opened and len(t.my_bids) == 1 and suit_of(t.rho) in t.their_suits:
        doubled = t.place.calls[-3]
        if doubled.is_bid and suit_of(doubled) is None:
            return None  # a double of their notrump is for penalty, never negative
        return _after_their_raise(t)
    if t.rho.kind is not CallKind.PASS or t.last_bid is None or not t.their_bids:
        return None
    theirs = suit_of(t.last_bid)
    if theirs is None or t.last_bid is not t.their_bids[-1] or t.last_bid.level >= 4:
        return None
    if not t.my_bids:
        # advancing a double is its own situation; answering opener's reopening double
        # after passing is this one
        return _answering_reopening(t, theirs) if t.partner_opened else None
    unbid = [s for s in SUIT_ORDER if s not in t.their_suits and s not in t.my_suits]
    majors = [s for s in unbid if s in MAJORS and t.hand.length(s) >= 4]
    best = majors[0] if majors else max(unbid or SUIT_ORDER, key=t.hand.length)
    mine = t.my_suits[0] if t.my_suits else best
    top = sum(1 for rank in "AKQJT" if rank in t.hand.ranks(theirs))
    return (
        converting(when(t, PASS, "A penalty pass: five strong cards in their suit.",
             length(t, theirs, 5), Check(f"{theirs.name_plural} honours", "3+", str(top),
                                         top >= 3)))
        or (majors and when(t, t.jump(best), "Answering partner's double with a jump: 16+ "
                            "and four cards in the suit.", length(t, best, 4), hcp(t, 16)))
        or (majors and when(t, t.cheapest(best), "Answering partner's double in a four-card "
                            "major.", length(t, best, 4)))
        or when(t, t.cheapest("NT"), "Answering partner's double in notrump: their suit "
                "stopped.", stopper(t, theirs), balanced(t))
        # Bergen: opener "may be stuck, and be forced to ... bid a new suit with 3
        # cards"; Cohen: on the three level "extras are needed": a minimum prefers a
        # three-card major at the two level to his own suit at the three
        or (t.cheapest(mine).level == 3 and majors == [] and _three_card_major_at_two(t, unbid))
        or when(t, t.cheapest(mine), "Answering partner's double: rebidding my suit.",
                length(t, mine, 5))
        or when(t, t.cheapest(best), "Answering partner's double in my best suit.",
                length(t, best, 3))
    )  # fmt: skip


def _three_card_major_at_two(t: Table, unbid: list[Suit]) -> Advice | None:
    """A three-card unbid major at the two level, with a minimum (12-15 HCP)."""
    major = next(
        (s for s in unbid if s in MAJORS and t.hand.length(s) == 3 and t.cheapest(s).level == 2),
        None,
    )
    if major is None:
        return None
    return when(
        t, t.cheapest(major), "Answering partner's double at the two level: a three-card "
        "major his double asks for, since my own suit at the three level would show extras.",
        length(t, major, 3), hcp(t, 12, 15),
    )  # fmt: skip


def _after_their_raise(t: Table) -> Advice | None:
    """I opened, partner made a negative double and they raised (or rebid) their suit:
    the double no longer forces. Compete in a four-card unbid major partner's double
    shows (a fit) at the two level, at the three level with extras (15+ support points:
    Cohen, "After partner's negative double"); with extras (16+), a five-card suit
    of mine, or double again; a minimum passes."""
    theirs = suit_of(t.rho)
    mine = t.my_suits[0] if t.my_suits else None
    if theirs is None or mine is None:
        return None
    majors = [m for m in MAJORS if m not in t.their_suits and m != mine
              and t.hand.length(m) >= 4]  # fmt: skip
    fit = majors[0] if majors else None
    return (
        (fit and t.cheapest(fit).level == 2 and when(
            t, t.cheapest(fit), "Competing in the major partner's negative double shows: "
            "four cards make a fit.", length(t, fit, 4)))
        # Larry Cohen: "if opener's 'free-bid' is on the 3-level, extras are needed"
        or (fit and t.cheapest(fit).level == 3 and when(
            t, t.cheapest(fit), "Competing at the three level in the major partner's "
            "negative double shows: a fit and extras (15+ support points).",
            length(t, fit, 4), points(t, 15, None, fit)))
        or (t.cheapest(mine).level <= 3 and when(
            t, t.cheapest(mine), "Extras after their raise: 16+ and a five-card suit.",
            hcp(t, 16), length(t, mine, 5)))
        or when(t, DOUBLE, "Extras after their raise: 16+ and nothing to bid, double again.",
                hcp(t, 16), short(t, theirs, 2))
        or when(t, PASS, "Their raise frees me: a minimum passes.")
    )  # fmt: skip


def _answering_reopening(t: Table, theirs: Suit) -> Advice | None:
    """I passed over their overcall and partner, the opener, doubled again: a takeout
    double from a good hand. Game in a six-card major when it must be bid at the three
    level; else the longest unbid suit, a four-card major first; pass for penalty with
    four trumps of theirs and two honours; else back to partner's suit."""
    opened = t.partner_suits[0] if t.partner_suits else None
    unbid = [s for s in SUIT_ORDER if s not in t.their_suits and s != opened]
    majors = [s for s in unbid if s in MAJORS and t.hand.length(s) >= 4]
    best = majors[0] if majors else max(unbid or SUIT_ORDER, key=t.hand.length)
    top = sum(1 for rank in "AKQJT" if rank in t.hand.ranks(theirs))
    if best in MAJORS and t.cheapest(best).level == 3:
        game = when(
            t,
            bid(4, best),
            "Game in a six-card major: partner's double at the three level shows a strong opening.",
            length(t, best, 6),
            hcp(t, 5),
        )
        if game is not None:
            return game
    return (
        converting(when(
            t, PASS, "A penalty pass: four of their trumps with two honours.",
            length(t, theirs, 4), Check(f"{theirs.name_plural} honours", "2+", str(top),
                                        top >= 2)))
        or when(t, t.cheapest(best), "Answering partner's reopening double in my longest "
                "unbid suit.", length(t, best, 4))
        or (when(t, t.cheapest(opened), "Back to partner's suit: nothing better to bid.",
                 length(t, opened, 2)) if opened is not None else None)
    )  # fmt: skip
