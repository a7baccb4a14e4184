"""General principles when the opponents opened: overcalls, doubles, advances, balancing.

SAYC's defensive agreements (the ACBL SAYC booklet) as situations: over their 1NT;
between two bidding opponents, an overcall in a suit of one's own (the Suit Quality Test
sets the one-level floor: Klinger, Robson);
over their suit opening, direct or in the passout seat (balancing: about three points
lighter), a takeout double also with 13+ and three or more cards in every unbid suit
(over their major, directly, four of the other major);
advancing partner's takeout double (a penalty pass with five strong trumps, which
stands although the double forces) or overcall, raising by the number of trumps. Each
returns None when its situation is not the auction's.
"""

from __future__ import annotations

from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import (
    balanced,
    converting,
    hcp,
    length,
    longest,
    short,
    stopper,
    when,
)
from library.principles_double_first import suit_quality
from library.principles_playing_tricks import playing_tricks
from library.principles_reading import DOUBLE, MAJORS, PASS, Advice, Table, bid, suit_of
from library.recommend_artificial import artificial_call
from library.recommend_checks import Check

__all__ = [
    "advancing",
    "long_suit",
    "over_their_1nt",
    "over_their_opening",
    "over_their_strong_2c",
    "sandwiched",
    "takeout_shape",
]


# Between two bidding opponents a one-level suit that passes the Suit Quality Test (its
# cards and honours at least the seven tricks bid) is overcalled on the booklet's simple
# overcall's floor, 8 HCP; any other five-card suit wants 10 (12 at the two level).
_SOUND_ONE = 8
_PARTNERS_TRICKS = 2  # the Rule of Seven: partner's ordinary seven points, about two tricks


def _only_passed(t: Table) -> bool:
    """Our side has made no call but passes."""
    return all(c.kind is CallKind.PASS for c in t.my_calls + t.partner_calls)


def long_suit(t: Table, least: int, without: set[Suit] | None = None) -> Suit | None:
    """The hand's longest suit of ``least`` cards or more outside ``without`` (of two of
    equal length, the higher)."""
    suits = [s for s in SUIT_ORDER if s not in (without or set()) and t.hand.length(s) >= least]
    return max(suits, key=t.hand.length) if suits else None


def _three_suited(t: Table, theirs: Suit) -> bool:
    """Three or more cards in every suit but theirs: support for whatever partner bids."""
    return all(t.hand.length(s) >= 3 for s in SUIT_ORDER if s is not theirs)


def _other_major(t: Table, theirs: Suit) -> Check:
    """Over their major, four cards in the other: a takeout double without shortness in
    their major asks above all for the other major (the booklet's double of 1H: "support
    for the other suits, especially spades"; "4 cards in unbid Major suits (usually)",
    the Georgia Tech club's SAYC notes), so three cards there and three of their suit
    pass. Over a minor, three-card majors will do (Goren's weekly quiz: K83.KQ7.J73.AQ97
    doubles 1D)."""
    if theirs not in MAJORS:
        return Check("their suit", "a minor", theirs.name_plural, True)
    other = Suit.S if theirs is Suit.H else Suit.H
    return length(t, other, 4)


def takeout_shape(t: Table, theirs: list[Suit]) -> bool:
    """At most two cards in their suits, three or more in every other."""
    return all(t.hand.length(s) <= 2 if s in theirs else t.hand.length(s) >= 3 for s in SUIT_ORDER)


def over_their_1nt(t: Table) -> Advice | None:
    """Over their strong 1NT opening (natural overcalls, as the SAYC card's defence
    reads): double for penalty with 15+ and no six-card suit; overcall a six-card suit
    with 8+ HCP, the higher of two five-card suits with 10+ (the two-suited overcalls'
    usual floor), a good five-card suit (two of the top three honours) with 10+ in the
    direct seat. In the passout seat a semi-balanced hand does not balance against a
    strong notrump: only the shapely hands act. Else pass."""
    if not t.they_opened or t.opening is None or str(t.opening[1]) != "1NT":
        return None
    if not _only_passed(t) or str(t.last_bid) != "1NT":
        return None
    passout = t.rho is not None and t.rho.kind is CallKind.PASS
    six, five = long_suit(t, 6), long_suit(t, 5)
    two_suited = five is not None and sum(t.hand.length(s) >= 5 for s in SUIT_ORDER) >= 2
    top = 0 if five is None else sum(r in t.hand.ranks(five) for r in "AKQ")
    honours = Check("top honours in the suit", "2 of A K Q", str(top), top >= 2)
    return (
        when(t, DOUBLE, "A penalty double of their 1NT: at least the opener's strength.",
             hcp(t, 15), longest(t, 0, 5))
        or (six and when(t, t.cheapest(six), "A natural overcall of their 1NT: a six-card "
                         "suit and 8+ HCP.", hcp(t, 8), length(t, six, 6)))
        or (five and two_suited and when(
            t, t.cheapest(five), "A natural overcall of their 1NT: two five-card suits, the "
            "higher first, and 10+ HCP.", hcp(t, 10), length(t, five, 5)))
        or (five and not passout and when(
            t, t.cheapest(five), "A natural overcall of their 1NT: a good five-card suit and "
            "10+ HCP.", hcp(t, 10), honours))
        or when(t, PASS, "No overcall of their 1NT: no long or good suit, and not the "
                "opener's strength for a double.")
    )  # fmt: skip


def over_their_opening(t: Table) -> Advice | None:
    """Their suit opening, our side silent and the opening the last bid: 1NT with 15-18
    balanced and a stopper, a takeout double with shortness and 12+ (any hand of 17+), a
    weak jump overcall (six cards, 5-9), a simple overcall (five cards, 8-16 at the one
    level, 11-16 at two); in the passout seat a balancing 1NT is 11-14, a double 8+, an
    overcall 7-14 (9-14 at two). Over a preempt: double with 13+ and shortness, a suit
    with 12-17, 2NT with 15-18 and a stopper. Otherwise pass."""
    opening = t.opening
    if not t.they_opened or opening is None or not _only_passed(t):
        return None
    theirs = suit_of(opening[1])
    if theirs is None or t.last_bid != opening[1]:
        return None
    passout = t.rho is not None and t.rho.kind is CallKind.PASS
    if opening[1].level >= 2:
        return _over_preempt(t, theirs, passout)
    nt_low, nt_high, x_low, one, two, top = (11, 14, 8, 7, 9, 14) if passout else (
        15, 18, 12, 8, 11, 16)  # fmt: skip
    suit = long_suit(t, 5, {theirs})
    return (
        when(t, bid(1, "NT"), f"A notrump overcall: {nt_low}-{nt_high} balanced with their "
             "suit stopped.", hcp(t, nt_low, nt_high), balanced(t), stopper(t, theirs))
        or (takeout_shape(t, [theirs]) and when(
            t, DOUBLE, f"A takeout double: short in their suit, support for the others, "
            f"{x_low}+ HCP.", hcp(t, x_low), short(t, theirs)))
        or (suit and _suit_overcall(t, suit, passout, one, two, top))
        or (_three_suited(t, theirs) and when(
            t, DOUBLE, "A takeout double: opening values and three or more cards in every "
            "unbid suit (over their major four of the other), with no five-card suit to "
            "overcall nor notrump to bid.", hcp(t, x_low if passout else 13), short(t, theirs, 3),
            *([] if passout else [_other_major(t, theirs)])))
        # the strong double starts where the overcall's range ends (a balancing
        # overcall stops at 14, so a balancing double-then-bid shows 15+)
        or when(t, DOUBLE, "Too strong for an overcall: double first.", hcp(t, top + 1))
        or when(t, PASS, "No overcall: the hand has neither the shape nor the strength "
                "for one.")
    )  # fmt: skip


def sandwiched(t: Table) -> Advice | None:
    """Their opening and their response in a new suit, partner passed: between two
    bidding opponents, with partner marked with little, a good five-card suit of my own
    is overcalled (10-17 HCP at the one level, 12-17 at two) rather than doubled, since
    the best chance to buy the contract is in that suit; otherwise pass. A one-level suit
    that passes the Suit Quality Test keeps the booklet's overcall floor, 8 HCP: "It's the
    strength of the suit that matters, not the strength of the hand" (Andrew Robson, "A
    suit overcall"); "The SQ should equal or exceed the number of tricks for which you
    are bidding for an overcall" (Ron Klinger). At the two level the higher floor stands
    (Mike Lawrence, "Sandwich Overcalls": "the dangers of being penalized are high")."""
    opening = t.opening
    if not t.they_opened or opening is None or not _only_passed(t) or len(t.their_bids) != 2:
        return None
    response = t.their_bids[-1]
    theirs = [suit_of(c) for c in t.their_bids]
    if t.last_bid != response or None in theirs or theirs[0] == theirs[1] or response.level > 2:
        return None
    suit = long_suit(t, 5, {s for s in theirs if s is not None})
    if suit is None:
        return None
    level = t.cheapest(suit).level
    # a suit that passes the Suit Quality Test keeps the booklet's one-level floor
    sound = level == 1 and suit_quality(t.hand, suit) >= level + 6
    low = _SOUND_ONE if sound else (10 if level == 1 else 12)
    quality = " that passes the Suit Quality Test" if sound else ""
    return when(t, t.cheapest(suit), f"An overcall between two bidding opponents: a "
                f"five-card suit{quality} and {low}-17 HCP; partner is marked with little, "
                "so the hand's own suit is the best chance to buy the contract.",
                hcp(t, low, 17), length(t, suit, 5))  # fmt: skip


def _suit_overcall(
    t: Table, suit: Suit, passout: bool, one: int, two: int, top: int
) -> Advice | None:
    cheapest = t.cheapest(suit)
    low = one if cheapest.level == 1 else two
    weak_jump = None if passout else when(
        t, t.jump(suit), "A weak jump overcall: a six-card suit and 5-9 HCP.",
        hcp(t, 5, 9), length(t, suit, 6),
    )  # fmt: skip
    return weak_jump or when(
        t, cheapest, f"An overcall at the {cheapest.level} level: a five-card suit and "
        f"{low}-{top} HCP.", hcp(t, low, top), length(t, suit, 5),
    )  # fmt: skip


def _over_preempt(t: Table, theirs: Suit, passout: bool) -> Advice | None:
    suit = long_suit(t, 5, {theirs})
    # in the passout seat partner is marked with values: balance about three lighter
    low = 10 if passout else 13
    return (
        (takeout_shape(t, [theirs]) and when(
            t, DOUBLE, f"A takeout double of their preempt: {low}+ HCP, short in their "
            "suit.", hcp(t, low), short(t, theirs)))
        or when(t, t.cheapest("NT"), "A notrump overcall of their preempt: 15-18 balanced, "
                "their suit stopped.", hcp(t, 15, 18), balanced(t), stopper(t, theirs))
        or (suit and when(t, t.cheapest(suit), "An overcall of their preempt: a five-card "
                          "suit and 12-17 HCP.", hcp(t, 12, 17), length(t, suit, 5),
                          *_game_tricks(t, t.cheapest(suit))))
        or when(t, DOUBLE, "Too strong to pass their preempt: double.", hcp(t, 18))
        or when(t, PASS, "Their preempt leaves no sound action for this hand.")
    )  # fmt: skip


def _game_tricks(t: Table, call: Call) -> tuple[Check, ...]:
    """An overcall of their preempt at the four level or higher contracts for game: the
    Rule of Seven asks that it make opposite partner's ordinary seven points, about two
    tricks ("Try to imagine an 'ordinary' (not perfect) 7 points in partner's hand. If
    you could make your bid opposite that hand, you should overcall", Karen Walker,
    "Bidding over preempts")."""
    if call.level < 4:
        return ()
    tricks = playing_tricks(t.hand) + _PARTNERS_TRICKS
    return (Check("playing tricks with partner's ordinary two", f"{call.level + 6}+",
                  str(tricks), tricks >= call.level + 6),)  # fmt: skip


def _honours(t: Table, suit: Suit, ranks: str) -> int:
    return sum(rank in t.hand.ranks(suit) for rank in ranks)


def over_their_strong_2c(t: Table) -> Advice | None:
    """Their strong artificial 2C (or the artificial answer to it) is the last bid and
    our side has only passed: they hold most of the strength, so no overcall looks for a
    game of ours. The double of the artificial bid directs the lead (five cards of its
    suit, three of the top four honours), a suit bid is a preempt (a good six-card suit,
    5-10 HCP); else pass (Brian's bridge notes, "Overcalling 2C")."""
    opening = t.opening
    if not t.they_opened or opening is None or not _only_passed(t):
        return None
    index, opened = opening
    if str(opened) != "2C" or not artificial_call(t.book, t.place, index):
        return None
    last = len(t.place.calls) - 1
    relay = last > index and t.place.theirs[last] and t.rho is not None and t.rho.is_bid
    if not (t.rho == opened or (relay and artificial_call(t.book, t.place, last))):
        return None
    asked = suit_of(t.last_bid) if t.last_bid is not None else None
    if asked is None:
        return None
    top = _honours(t, asked, "AKQJ")
    six = long_suit(t, 6, {asked})
    good = 0 if six is None else _honours(t, six, "AKQ")
    return (
        when(t, DOUBLE, f"Their strong 2C is artificial: the double directs the lead in "
             f"{asked.name_plural} (five cards, three of the top four honours).",
             length(t, asked, 5), Check(f"{asked.name_plural} honours", "3 of A K Q J",
                                        str(top), top >= 3))
        or (six and when(t, t.cheapest(six), "Over their strong 2C any suit bid is a "
                         "preempt: a good six-card suit and 5-10 HCP.", length(t, six, 6),
                         hcp(t, 5, 10), Check(f"{six.name_plural} honours", "2 of A K Q",
                                              str(good), good >= 2)))
        or when(t, PASS, "Over their strong 2C they hold most of the strength: no game "
                "for us, and an overcall risks a penalty double; pass.")
    )  # fmt: skip


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
    partner = suit_of(acted[0])
    if partner is None or partner not in t.partner_suits:
        return None  # partner's notrump or cuebid: the system's conventions say what it is
    return _advance_overcall(t, partner, theirs)


def _advance_double(t: Table, theirs: Suit) -> Advice | None:
    """A takeout double: 12+ cuebids, and 9+ with both majors (partner picks one), 9-11
    jumps in a four-card major, a balanced 6-10
    with their suit stopped bids notrump, else the cheapest bid in the best suit (a
    four-card major first); only a long strong holding in their suit passes. When they
    bid over the double the advancer is free to pass, and a bid is a free bid: "a new
    suit shows 8-12 points" (the Carnegie Mellon "Bridge Bidding" notes), "any free bid
    shows 6+ points and at least a 4-card suit" (bridgebum.com): a five-card suit with
    6+, a four-card suit with 8+ unless he holds four of their suit (length in their
    trumps is a reason to defend: their fit is smaller, Larry Cohen's total tricks)."""
    doubled = _doubled_bid(t)
    # a free bid: they bid again after partner's double, so advancer need not speak
    # a redouble is no bid: the advancer still answers (Kantar: "a pass ... is considered
    # a penalty pass"; tests/unit/library/test_principles_redoubled_advance.py)
    free = (t.rho is not None and t.rho.is_bid) or t.last_bid is not doubled
    majors = sorted((m for m in MAJORS if m not in t.their_suits and t.hand.length(m) >= 4),
                    key=lambda m: (-t.hand.length(m), m is not Suit.H))  # fmt: skip
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
            when(t, t.cheapest(best), "A free bid after their raise: 6+ HCP and five cards.",
                 hcp(t, 6), length(t, best, 5))
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
            t, t.cheapest(theirs), f"A cuebid: support for partner's suit and {values}+ HCP.",
            length(t, partner, 3), hcp(t, values)))
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
