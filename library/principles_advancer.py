"""The advancer's first call: partner doubled or overcalled their opening.

Advancing partner's takeout double (a penalty pass with five strong trumps, which
stands although the double forces; a free bid when they bid over the double) or his
overcall, raising by the number of trumps; with three trumps and 11+ HCP the cuebid, a
limit raise or better ("A cue bid of opener's suit shows a limit raise or better in
overcaller's suit", Ned Downey's SAYC notes), opposite a passed hand as well. Returns
None when the situation is not the auction's. (Split from principles_defence, whose
long-suit fact it reads; the narrower advances come first: principles_advances,
principles_overcall_advances.)
"""

from __future__ import annotations

from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_advancer_values import free_advance_by_values
from library.principles_checks import (
    balanced,
    converting,
    hcp,
    length,
    short,
    stopper,
    when,
)
from library.principles_defence import long_suit
from library.principles_reading import MAJORS, PASS, Advice, Table, bid, suit_of
from library.principles_spades_first import spades_first
from library.recommend_checks import Check

__all__ = ["LIMIT_RAISE_HCP", "advancing"]

# The cuebid advance of an overcall is "a limit raise or better in overcaller's suit"
# (Ned Downey's SAYC notes, swangames.com); "a cue raise ... shows 10+ high card points ...
# the cue-bidder may pass with 9-11 pts" after the overcaller's minimum rebid (Joan Butts,
# "Cue raises of overcalls"). Opposite a passed hand's overcall too: the overcaller signs
# off in his suit with a minimum, so a limit raise (11-13) no longer passes for want of a
# game forcing hand.
LIMIT_RAISE_HCP = 11


def advancing(t: Table) -> Advice | None:
    """Partner doubled or overcalled their opening and this is our first call."""
    if not t.they_opened or t.my_bids or any(c.kind is not CallKind.PASS for c in t.my_calls):
        return None
    acted = [c for c in t.partner_calls if c.kind is not CallKind.PASS]
    if len(acted) != 1:
        return None
    theirs = t.their_suits[0] if t.their_suits else None
    if theirs is None:
        return None
    if acted[0].kind is CallKind.DOUBLE:
        return _advance_double(t, theirs)
    opened = t.opening[1] if t.opening is not None else None
    if str(acted[0]) == "4NT" and opened is not None and opened.level == 4:
        # straight over their four of a major: a takeout for the minors
        return _minors_asked(t) if theirs in MAJORS and len(t.their_bids) == 1 else None
    partner = suit_of(acted[0])
    if partner is None or partner not in t.partner_suits:
        return None  # partner's notrump or cuebid: the system's conventions say what it is
    return _advance_overcall(t, partner, theirs)


def _raised_over_double(t: Table, theirs: Suit) -> bool:
    """They raised their own suit over partner's double: their fit is shown, and my four
    cards there mark the doubler short (``_advance_double``)."""
    return t.rho is not None and t.rho.is_bid and suit_of(t.rho) is theirs


def _advance_double(t: Table, theirs: Suit) -> Advice | None:
    """A takeout double: 12+ cuebids, and 9+ with both majors (partner picks one), 9-11
    jumps in a four-card major, a balanced 6-10
    with their suit stopped bids notrump, else the cheapest bid in the best suit (a
    four-card major first); only a long strong holding in their suit passes. When they
    bid over the double the advancer is free to pass, and a bid is a free bid: "a new
    suit shows 8-12 points" (the Carnegie Mellon "Bridge Bidding" notes), "any free bid
    shows 6+ points and at least a 4-card suit" (bridgebum.com): a five-card suit with
    6+, a four-card suit with 8+ unless he holds four of their suit (length in their
    trumps is a reason to defend: their fit is smaller, Larry Cohen's total tricks). A
    four-card major at the two level needs only the 6+ when partner doubled straight over
    their opening: "If the responder ... bids over the double – if you have less than 5
    points you can pass as the double is taken out. ... With 6+ you should bid"
    (thebridgeguru.com, "How do you know when to double for takeout?"; 0.27.0, h57a).
    After their raise the four of their suit that keep the other free bids out do not
    keep this one out (0.27.0, h57h): the raise shows their fit, and the doubler is
    short there (his shortness in their suit is what lets a double be made "with as
    little as 11 HCP", Marvin's "Takeout Doubles"), so my length in their trumps is no
    defence but the sign of partner's shortness, and "With 6+ you should bid" stands.
    With invitational or game values in a major the free advance jumps or bids game
    first, by the same ladder as the forced one (principles_advancer_values)."""
    doubled = _doubled_bid(t)
    # a free bid: they bid again after partner's double, so advancer need not speak
    # a redouble is no bid: the advancer still answers (Kantar: "a pass ... is considered
    # a penalty pass"; tests/unit/library/test_principles_redoubled_advance.py)
    free = (t.rho is not None and t.rho.is_bid) or t.last_bid is not doubled
    # partner doubled straight over their bid, not in the passout seat, where a balancing
    # double may be light and "a free bid needs a little more" (Wolff)
    index = max(i for i, c in enumerate(t.place.calls)
                if t.place.by_partner(i) and c.kind is CallKind.DOUBLE)  # fmt: skip
    direct = index > 0 and t.place.calls[index - 1].is_bid
    majors = sorted(
        (m for m in MAJORS if m not in t.their_suits and t.hand.length(m) >= 4),
        key=lambda m: (-t.hand.length(m), (m is Suit.S) != spades_first(t.hand)),
    )
    others = [s for s in SUIT_ORDER if s not in t.their_suits]
    if not majors and not others:
        return None  # they have named every suit: no suit of the double's is left

    # with only three-card suits a minor: a major bid suggests four cards ("partner will
    # not be excited by a major fit", Sarah Bell, "Responding to partner's take-out doubles")
    # and of three-card suits the cheapest ("their cheapest 3-card suit", Loeb bridge,
    # "Advancing a takeout double"; principles_advances)
    def preference(s: Suit) -> tuple[int, bool, int, int]:
        three = t.hand.length(s) < 4
        cheaper = SUIT_ORDER.index(s) if three else 0  # clubs below diamonds at a level
        return (t.hand.length(s), t.hand.length(s) >= 4 or s not in MAJORS,
                -t.cheapest(s).level, cheaper)  # fmt: skip

    best = majors[0] if majors else max(others, key=preference)
    if free:
        return (
            free_advance_by_values(t, best)
            or when(t, t.cheapest(best), "A free bid after their raise: 6+ HCP and five cards.",
                 hcp(t, 6), length(t, best, 5))
            or (best in MAJORS and direct and t.cheapest(best).level <= 2 and when(
                t, t.cheapest(best), "A free bid after their bid: 6+ HCP and a four-card "
                "major at the two level.", hcp(t, 6), length(t, best, 4),
                *(() if _raised_over_double(t, theirs) else (short(t, theirs, 3),))))
            or (t.cheapest(best).level <= 3 and when(
                t, t.cheapest(best), "A free bid after their raise: 8+ HCP, four cards and "
                "at most three of their suit, too good to sell out.", hcp(t, 8),
                length(t, best, 4), short(t, theirs, 3)))
            or when(t, PASS, "Partner's double was taken out: no need to bid a weak hand.")
        )  # fmt: skip
    return (
        converting(when(t, PASS, "A penalty pass: long, strong trumps in their suit, sitting over "
             "the declarer.", length(t, theirs, 5), _strong(t, theirs)))
        or when(t, t.cheapest(theirs), "Advancing a takeout double with 12+: cuebid.",
                hcp(t, 12))
        or (len(majors) == 2 and when(t, t.cheapest(theirs), "Advancing a takeout double "
            "with both majors and 9+: cuebid, so partner chooses the major.", hcp(t, 9)))
        or (majors and when(t, t.jump(best), "Advancing a takeout double with 9-11: jump "
                            "in a four-card major.", hcp(t, 9, 11), length(t, best, 4)))
        or when(t, t.cheapest("NT"), "Advancing with notrump: balanced, their suit stopped.",
                hcp(t, 6, 10), balanced(t), stopper(t, theirs))
        or when(t, t.cheapest(best), "Advancing a takeout double: the cheapest bid in the "
                "best suit (a four-card major first).", hcp(t, 0, 11))
    )  # fmt: skip


def _doubled_bid(t: Table) -> Call | None:
    """The bid partner's double was of (the last bid before it)."""
    index = max(i for i, c in enumerate(t.place.calls)
                if t.place.by_partner(i) and c.kind is CallKind.DOUBLE)  # fmt: skip
    return next((c for c in reversed(t.place.calls[:index]) if c.is_bid), None)


def _strong(t: Table, suit: Suit) -> Check:
    top = sum(1 for rank in "AKQJT" if rank in t.hand.ranks(suit))
    return Check(f"{suit.name_plural} honours", "3+", str(top), top >= 3)


def _advance_overcall(t: Table, partner: Suit, theirs: Suit) -> Advice | None:
    """Partner's suit overcall: raise to the level of the trumps held together (eight:
    two, nine or more: three) with a weak hand, cuebid with 11+ and support; without
    support bid a five-card suit (8+), notrump with their suit stopped, or pass."""
    trumps = t.fit(partner)
    level = max(2, min(3, trumps - 6))  # a weak hand competes; game needs values
    least = 3 if trumps >= 9 else 6  # the more trumps, the less strength a raise needs
    suit = long_suit(t, 5, {partner, *t.their_suits})
    game = bid(4 if partner in MAJORS else 5, partner)
    # a passed hand's overcall (often a balancing one) is up to 11 HCP: game needs more
    passed = any(c.kind is CallKind.PASS for c in t.partner_calls[:-1])
    values = 14 if passed else 11
    return (
        (t.cheapest(theirs).level <= 3 and t.cheapest(theirs).level < game.level and when(
            t, t.cheapest(theirs), "A cuebid: support for partner's suit and 11+ HCP, a "
            "limit raise or better"
            + (" (a passed partner signs off in his suit with a minimum)." if passed else "."),
            length(t, partner, 3), hcp(t, LIMIT_RAISE_HCP)))
        or (partner in MAJORS and when(
            t, game, f"Game in partner's major: support and {values}+ HCP"
            + (" opposite a passed hand." if passed else "."), length(t, partner, 3),
            hcp(t, values)))
        or when(t, bid(level, partner), f"Raising by the number of trumps: {trumps} "
                f"together, the {level} level.", length(t, partner, 3), hcp(t, least, 10))
        or (suit and t.cheapest(suit).level <= 3 and when(
            t, t.cheapest(suit), "A new suit: five cards, 8+ HCP (11+ at the three level; "
            "above it, only a fit bids).", length(t, suit, 5),
            hcp(t, 8 if t.cheapest(suit).level <= 2 else 11, 16)))
        or (t.cheapest("NT").level <= 2 and when(
            t, t.cheapest("NT"), "Notrump: balanced, their suit stopped, 8-11 HCP, no fit.",
            hcp(t, 8, 11), balanced(t), stopper(t, theirs), length(t, partner, 0, 2)))
        # "the five level belongs to the opponents": a weak raise stops below it
        or (t.cheapest(partner).level <= 4 and when(
            t, t.cheapest(partner), "Support for partner's suit.", length(t, partner, 3),
            hcp(t, 6, 10)))
        or when(t, PASS, "Nothing to add to partner's overcall.")
    )  # fmt: skip


def _minors_asked(t: Table) -> Advice | None:
    """Partner's 4NT over their four-level major opening: a takeout for the minors, "a
    2-suited takeout (at least 5-5)" (Larry Cohen), not Blackwood (no suit of ours is
    agreed). The longer minor at the five level, clubs with equal length (the cheaper:
    partner holds both)."""
    better = max((Suit.C, Suit.D), key=lambda s: (t.hand.length(s), s is Suit.C))
    return when(t, t.cheapest(better), f"Partner's 4NT over their four of a major asks "
                f"for a minor: the longer, {better.name_plural}.")  # fmt: skip
