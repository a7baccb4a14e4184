"""General principles when the opponents opened and our side has only passed.

SAYC's defensive agreements (the ACBL SAYC booklet) as situations: over their 1NT;
between two bidding opponents, an overcall in a suit of one's own (the Suit Quality Test
sets the one-level floor: Klinger, Robson);
over their suit opening, direct or in the passout seat (balancing: about three points
lighter), a takeout double also with 13+ and three or more cards in every unbid suit
(over their major, directly, four of the other major); over their four of a major, 4NT
for the minors (Cohen: "a 2-suited takeout (at least 5-5)"), never a natural notrump;
over their strong artificial 2C.
Each returns None when its situation is not the auction's. (Split from
principles_defence, whose shared facts it reads; the advances are principles_advancer.)
"""

from __future__ import annotations

from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from library.principles_checks import (
    balanced,
    hcp,
    length,
    longest,
    short,
    stopper,
    when,
)
from library.principles_defence import long_suit, only_passed, takeout_shape
from library.principles_double_first import suit_quality
from library.principles_playing_tricks import playing_tricks
from library.principles_reading import DOUBLE, MAJORS, PASS, Advice, Table, bid, suit_of
from library.principles_takeout import PREEMPT_DOUBLE_HCP
from library.recommend_artificial import artificial_call
from library.recommend_checks import Check

__all__ = ["over_their_1nt", "over_their_opening", "over_their_strong_2c", "sandwiched"]


# Between two bidding opponents a one-level suit that passes the Suit Quality Test (its
# cards and honours at least the seven tricks bid) is overcalled on the booklet's simple
# overcall's floor, 8 HCP; any other five-card suit wants 10 (12 at the two level).
_SOUND_ONE = 8
_PARTNERS_TRICKS = 2  # the Rule of Seven: partner's ordinary seven points, about two tricks


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


def over_their_1nt(t: Table) -> Advice | None:
    """Over their strong 1NT opening (natural overcalls, as the SAYC card's defence
    reads): double for penalty with 15+ and no six-card suit; overcall a six-card suit
    with 8+ HCP, the higher of two five-card suits with 10+ (the two-suited overcalls'
    usual floor), a good five-card suit (two of the top three honours) with 10+ in the
    direct seat. In the passout seat a semi-balanced hand does not balance against a
    strong notrump: only the shapely hands act. Else pass."""
    if not t.they_opened or t.opening is None or str(t.opening[1]) != "1NT":
        return None
    if not only_passed(t) or str(t.last_bid) != "1NT":
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
    if not t.they_opened or opening is None or not only_passed(t):
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
        # a flat 19 holding four or more of their suit has no shape for the double, whose
        # answer would come in a suit it cannot support: "a flat hand, underbid slightly
        # with 1NT" (the Goren quiz, QJ65 KQ7 AJ8 AQ6 over 1S)
        or (not passout and when(
            t, bid(1, "NT"), "Too strong for 1NT by a point, but flat and long in their "
            "suit: no shape for a double, so underbid slightly with 1NT.",
            hcp(t, nt_high + 1, nt_high + 1), balanced(t), stopper(t, theirs),
            length(t, theirs, 4), despite_written_range=True))  # read as 15-18: an underbid
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
    if not t.they_opened or opening is None or not only_passed(t) or len(t.their_bids) != 2:
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
    low = 10 if passout else PREEMPT_DOUBLE_HCP
    four_major = theirs in MAJORS and t.cheapest("NT").level == 4
    return (
        # "a bid of 4NT would show a 2-suited takeout (at least 5-5)" (Larry Cohen, of
        # their 4S): over four of a major the minors, with a suit overcall's values
        (four_major and when(
            t, bid(4, "NT"), f"4NT over their four-level major: a takeout for the minors, "
            f"five or more of each and {low - 1}+ HCP.", length(t, Suit.C, 5),
            length(t, Suit.D, 5), hcp(t, low - 1)))
        or (takeout_shape(t, [theirs]) and when(
            t, DOUBLE, f"A takeout double of their preempt: {low}+ HCP, short in their "
            "suit.", hcp(t, low), short(t, theirs)))
        or (not four_major and when(
            t, t.cheapest("NT"), "A notrump overcall of their preempt: 15-18 balanced, "
            "their suit stopped.", hcp(t, 15, 18), balanced(t), stopper(t, theirs)))
        or (suit and when(t, t.cheapest(suit), "An overcall of their preempt: a five-card "
                          "suit and 12-17 HCP.", hcp(t, 12, 17), length(t, suit, 5),
                          *_game_tricks(t, t.cheapest(suit))))
        # too strong to pass, their suit held: notrump rather than a double that asks
        # partner for his suit a level higher ("a double might land in a poor 4H", F.
        # Stewart's Daily Question, Denver Post 2016-12-14; the TGIF panel's 3NT over 3D
        # "with the well-placed diamond values"; over 2D, 2NT: "not your average
        # 19-count, downgrade")
        or (not four_major and when(
            t, t.cheapest("NT"), "Too strong to pass their preempt, with their suit "
            "stopped: notrump, rather than a double that would have partner name his suit "
            "a level higher.", hcp(t, 18, 21), stopper(t, theirs), _no_void(t)))
        or when(t, DOUBLE, "Too strong to pass their preempt: double.", hcp(t, 18))
        or when(t, PASS, "Their preempt leaves no sound action for this hand.")
    )  # fmt: skip


def _no_void(t: Table) -> Check:
    fewest = min(t.hand.pattern)
    return Check("shortest suit", "1+", str(fewest), fewest >= 1)


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
    if not t.they_opened or opening is None or not only_passed(t):
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
