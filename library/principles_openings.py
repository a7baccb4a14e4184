"""Openings, and the weak two's continuations, as SAYC's booklet and teachers state them.

Sources, principle by principle (issue 33):

- Which suit: the ACBL SAYC System Booklet's "General Approach": "Normally open
  five-card majors in all seats. Open the higher of long suits of equal length: 5-5 or
  6-6. Normally open 1D with 4-4 in the minors. Normally open 1C with 3-3 in the
  minors." A hand that opens by the principles (no written rule fits it) opens its
  five-card or longer suit, else the better minor, never a four-card major.
- When to open, first and second seat: the Rule of 20 (Marty Bergen; taught with SAYC,
  e.g. Ned Downey's SAYC lessons: "First and second seat borderline openers follow the
  Rule of 20. Add total HCP to the number of cards in your two longest suits. If the
  total comes to 20 or more, open the bidding."). It works both ways: a borderline hand
  that does not reach 20 (12 HCP and 4-3-3-3) passes, the system's 12 HCP floor
  notwithstanding, unless it has three quick tricks (Max Hardy, "Two Over One Game
  Force": "Balanced hands with 4-3-3-3 distribution with only 12 HCP should not be
  opened unless there are three quick tricks").
- Fourth seat: the Rule of 15 (Bergen; Downey: "Fourth seat borderline openers are
  based on the Rule of 15. Take your HCP and add the number of spades in your hand. If
  the total is 15 or more, open the bidding."), since the side without the spades is
  outbid in a part-score: a borderline hand (11-13 HCP, the third seat's floor up to a
  minimum opening) opens if and only if it reaches 15.
- Semi-balanced notrump: the booklet's notrump openings "show a balanced hand and may be
  made with a five-card major or minor"; teachers (Bergen, Larry Cohen, Mike Lawrence)
  open 1NT with 5-4-2-2 when the four-card major could only be shown by a reverse the
  hand is too weak for (hearts with a five-card minor: 1m-1S-2H; spades with five
  hearts: 1H-1NT-2S), and with 6-3-2-2 when the six-card suit is a minor. At 20-21 HCP
  any 5-4-2-2 opens 2NT: one bid shows the hand, where one of a suit could be passed
  out; a 6-3-2-2 20-count opens its suit and jumps in it (the strong pairs' 1C with
  AK9.KJ.A3.KQT743; library/principles_strong_opening.py keeps it out of 2C). The
  system's own notrump range must cover the hand too.
- Over partner's three-level minor preempt a five-card major is shown before 3NT: the
  booklet's new suit over a preempt is forcing, so the preempter raises with three
  cards or bids 3NT himself, and the major's 5-3 fit plays where the minor, without a
  side entry, may not run (Downey: "New suits by responder below game level are
  forcing").
- Answering the 2NT inquiry: the booklet's weak-two 3NT answer shows a solid suit, so
  a written rule asking for "solid" spades holds only with their ace, king and queen;
  and "a bid of three of the suit of the weak two bid denies a feature in any other
  suit" (the SAYC answers as Wikipedia's "Weak two bid" states them), so a hand with no
  feature to show rebids its suit, maximum or not.
- Opener's rebid after responder's forcing new suit (sayc.md's weak-two notes: "a new
  suit is forcing one round";
  Downey: "Opener should raise a new major suit with three-card support or, perhaps, a
  doubleton honor. With no fit for responder's suit, opener rebids his own suit with a
  minimum. With a maximum he will name a new suit or bid NT.").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from domain.bidding.port import USER_CUSTOM
from domain.rules.calls import Call, CallKind
from domain.rules.cards import SUIT_ORDER, Suit
from domain.rules.hand_evaluation import Hand
from library.principles_checks import hcp, length, when, written_rule
from library.principles_reading import MAJORS, PASS, Advice, Table, suit_of
from library.principles_third_seat_preempt import light_third_seat_weak_two
from library.principles_valuation import (
    judged_notrump_opening,
    light_floor,
    opening_count,
    twenty,
)
from library.recommend_auction import AuctionPlace
from library.recommend_book import RuleBook, RuleRecord
from library.recommend_checks import Check, check_constraints

__all__ = [
    "OPENER_OF_A_WEAK_TWO",
    "answering_feature_ask",
    "major_before_notrump_over_preempt",
    "opening",
    "opening_gives_way",
    "rule_of_15",
    "rule_of_20",
    "semi_balanced_notrump",
    "solid_suit_missing",
    "system_notrump",
    "weak_two_rebid",
]

_ONE_OF_A_SUIT = ("1c", "1d", "1h", "1s")
_SOLID = re.compile(r"\bsolid (clubs|diamonds|hearts|spades)\b", re.IGNORECASE)
_SUITS = {"clubs": Suit.C, "diamonds": Suit.D, "hearts": Suit.H, "spades": Suit.S}
# the Gambling 3NT's "solid 7+ card minor" / "solid seven-card minor" (AKQ at the head)
_SOLID_MINOR = re.compile(r"\bsolid (?:7\+|seven)[- ]card minor\b", re.IGNORECASE)
# ... and "no outside ace or king" / "no ace or king outside"
_NOTHING_OUTSIDE = re.compile(r"\bno (?:outside ace or king|ace or king outside)\b", re.IGNORECASE)
_GAMBLING_LENGTH = 7  # the Gambling 3NT's seven-card minor
_BORDERLINE = 13  # the most HCP for which the seat rules (20, 15) decide
_QUICK_TRICKS_TO_OPEN = 3  # Hardy: a 12-count 4-3-3-3 opens only with three
_FOURTH_SEAT_FLOOR = 11  # the written third-seat floor: no lighter opening in fourth
_WEAK_TWOS = ("2D", "2H", "2S")
_WEAK_TWO_MINIMUM = 8  # the booklet's 5-11 split as its 2NT answers split it: 5-8, 9-11


def rule_of_20(hand: Hand) -> bool:
    """The opening rule taught with SAYC: HCP plus the two longest suits' lengths reach
    20 (with 10+ HCP and 1.5 quick tricks), so the hand opens at the one level."""
    return hand.hcp >= 10 and hand.hcp + sum(hand.pattern[:2]) >= 20 and hand.quick_tricks >= 1.5


def _below_twenty(book: RuleBook, place: AuctionPlace, hand: Hand) -> bool:
    """A first- or second-seat hand that passes: below the rule of 20 (its HCP judged
    where the system asks, principles_valuation) and without the three quick tricks that
    open a 12-count 4-3-3-3 all the same (Hardy)."""
    return twenty(book, place, hand) < 20 and hand.quick_tricks < _QUICK_TRICKS_TO_OPEN


def rule_of_15(hand: Hand) -> bool:
    """Fourth seat: HCP plus the number of spades reach 15."""
    return hand.hcp + hand.length(Suit.S) >= 15


def semi_balanced_notrump(hand: Hand) -> str | None:
    """'1NT' or '2NT' when a semi-balanced hand (5-4-2-2, 6-3-2-2) opens in notrump as
    teachers allow, else None. A balanced hand is the written rules' business. The
    ranges are SAYC's; a system's own range decides too (``system_notrump``)."""
    if hand.balanced or not hand.semi_balanced:
        return None
    long = max(SUIT_ORDER, key=hand.length)  # the one longest suit of 5-4-2-2 or 6-3-2-2
    if hand.pattern[0] == 6:
        fits = long not in MAJORS
    else:
        four = next(s for s in SUIT_ORDER if hand.length(s) == 4)
        fits = _reverse_to_show(long, four) or 20 <= hand.hcp <= 21
    if not fits:
        return None
    if 15 <= hand.hcp <= 17:
        return "1NT"
    return "2NT" if 20 <= hand.hcp <= 21 and hand.pattern[0] == 5 else None


def _reverse_to_show(long: Suit, four: Suit) -> bool:
    """Whether the four-card major can only be shown by a reverse after a one-level
    response: hearts over a minor (partner's 1S leaves 2H), spades over 1H (partner's
    1NT leaves 2S). Spades over a minor are shown at the one level over 1H, and a
    four-card minor is no rebid problem."""
    if four is Suit.H:
        return long in (Suit.C, Suit.D)
    return four is Suit.S and long is Suit.H


def system_notrump(book: RuleBook, place: AuctionPlace, hand: Hand) -> str | None:
    """The semi-balanced notrump opening when the system's own opening in it covers the
    hand's HCP too (a 1NT of another range is not this hand's bid), else None."""
    notrump = semi_balanced_notrump(hand)
    if notrump is None:
        return None
    pid = notrump[:2].lower()
    written = written_rule(book, place, pid)
    strength = None if written is None else written.constraints.hcp
    return notrump if strength is not None and hand.hcp in strength else None


def _only_passes(place: AuctionPlace) -> bool:
    return all(c.kind is CallKind.PASS for c in place.calls)


def opening_gives_way(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why a written one-of-a-suit opening does not apply in this seat, else None: the
    seat's borderline rule says pass, or the hand opens in notrump."""
    if rule.module_type == USER_CUSTOM or rule.call not in _ONE_OF_A_SUIT:
        return None
    if not _only_passes(place):
        return None
    seat = len(place.calls) + 1
    if seat <= 2 and _below_twenty(book, place, hand):
        longest = f"{hand.pattern[0]}+{hand.pattern[1]}"
        return (f"the rule of 20 in first and second seat: {opening_count(book, place, hand)} "
                f"HCP and {longest} cards make {twenty(book, place, hand)}, a pass")  # fmt: skip
    if seat == 4 and hand.hcp <= _BORDERLINE and not rule_of_15(hand):
        spades = hand.length(Suit.S)
        return (f"the rule of 15 in fourth seat: {hand.hcp} HCP and {spades} spades make "
                f"{hand.hcp + spades}: pass the deal out")  # fmt: skip
    notrump = system_notrump(book, place, hand)
    if notrump is not None:
        return f"a semi-balanced {hand.hcp}-count opens {notrump}, as teachers allow"
    return None


def _better_minor(hand: Hand) -> Suit:
    """The booklet's minor: the longer, 1C with 3-3, 1D with 4-4 (and longer equal)."""
    clubs, diamonds = hand.length(Suit.C), hand.length(Suit.D)
    if clubs != diamonds:
        return Suit.C if clubs > diamonds else Suit.D
    return Suit.C if clubs <= 3 else Suit.D


def _opening_suit(hand: Hand) -> Suit:
    """A five-card or longer suit (the higher of two of equal length), else the better
    minor: five-card majors in all seats."""
    most = hand.pattern[0]
    if most >= 5:
        return next(s for s in SUIT_ORDER if hand.length(s) == most)
    return _better_minor(hand)


def opening(t: Table) -> Advice | None:
    """Nobody has bid: the principles' opening (no written opening fits, or one gave
    way), by the seat's rule: notrump for a semi-balanced hand in range, the rule of 15
    in fourth seat, the rule of 20 in first and second, 12+ HCP, else pass."""
    if t.last_bid is not None:
        return None
    suit = _opening_suit(t.hand)
    notrump = system_notrump(t.book, t.place, t.hand)
    if notrump is not None and t.legal(Call.parse(notrump)):
        shape = "-".join(str(n) for n in t.hand.pattern)
        checks = (hcp(t, 15, 17) if notrump == "1NT" else hcp(t, 20, 21),
                  Check("shape", "semi-balanced", shape, True))  # fmt: skip
        advice = when(t, Call.parse(notrump), f"A semi-balanced hand in the {notrump} range "
                      f"opens {notrump}: the suit-and-rebid alternative misdescribes it.",
                      *checks)  # fmt: skip
        if advice is not None:
            return advice
    judged = judged_notrump_opening(t)
    if judged is not None:
        return judged
    seat = len(t.place.calls) + 1
    if seat == 4 and t.hand.hcp <= _BORDERLINE:
        return _fourth_seat(t, suit)
    if seat <= 2 and _below_twenty(t.book, t.place, t.hand):
        check = Check("rule of 20", "20+", str(twenty(t.book, t.place, t.hand)), False)
        return Advice(str(PASS), "A borderline hand below the rule of 20: pass.", (check,))
    return (
        _open(t, suit, "An opening bid: 12+ HCP; a five-card suit or the better minor.",
              hcp(t, 12), length(t, suit, 3))
        or _rule_of_20_opening(t, suit)
        or _third_seat_major(t)
        or light_third_seat_weak_two(t)
        or Advice(str(PASS), "Too weak to open: pass.", (hcp(t, 0, 11),))
    )  # fmt: skip


def _open(t: Table, suit: Suit, reason: str, *checks: Check) -> Advice | None:
    # the seat's rule (of 20, of 15) counts what the written opening's HCP do not
    return when(t, t.cheapest(suit), reason, *checks, despite_written_range=True)


def _fourth_seat(t: Table, suit: Suit) -> Advice:
    spades = t.hand.length(Suit.S)
    check = Check("rule of 15", "15+", str(t.hand.hcp + spades), rule_of_15(t.hand))
    opened = _open(t, suit, "Fourth seat by the rule of 15: HCP and spades make 15 or more, "
                   "enough to win the part-score.", hcp(t, _FOURTH_SEAT_FLOOR), check)  # fmt: skip
    return opened or Advice(str(PASS), "Fourth seat below the rule of 15: pass the deal out.",
                            (check,))  # fmt: skip


def _rule_of_20_opening(t: Table, suit: Suit) -> Advice | None:
    """One of a five-card suit by the rule of 20. The system's 12+ HCP floor for a
    one-level opening does not veto it: the rule counts the shape the floor leaves out."""
    if len(t.place.calls) == 3:
        return None  # fourth seat opens by the rule of 15 instead
    counted = twenty(t.book, t.place, t.hand)
    total = Check("rule of 20", "20+", str(counted), counted >= 20)
    quick = Check("quick tricks", "1.5+", f"{t.hand.quick_tricks:g}", t.hand.quick_tricks >= 1.5)
    reason = ("An opening bid by the rule of 20: the HCP and the lengths of the two "
              "longest suits make 20 or more.")  # fmt: skip
    return _open(t, suit, reason, light_floor(t, 10), total, length(t, suit, 5), quick)


def _third_seat_major(t: Table) -> Advice | None:
    """Third seat, 11 HCP: a four-card major with two of the top four honours may be
    opened, the booklet's own example of judgment ("opening a four-card major in third
    seat"), to direct partner's lead and compete. With both majors, 1H (Hardy: "With
    four-four in the majors, open one heart if the hearts are of good quality"), so
    partner's four spades are shown at the one level."""
    if len(t.place.calls) != 2:
        return None
    for suit in (Suit.H, Suit.S):  # with both, hearts: partner's spades stay at one level
        top = sum(r in t.hand.ranks(suit) for r in "AKQJ")
        honours = Check(f"{suit.name_plural} honours", "2 of the top 4", str(top), top >= 2)
        reason = ("Third seat: a good four-card major opened light, as the booklet allows, "
                  "to show partner the lead.")  # fmt: skip
        advice = _open(t, suit, reason, hcp(t, 11, 11), length(t, suit, 4, 4), honours)
        if advice is not None:
            return advice
    return None


def major_before_notrump_over_preempt(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why a written 3NT over partner's three-level minor preempt gives way: a five-card
    major is shown first, since the new suit is forcing and 3NT stays available."""
    if rule.module_type == USER_CUSTOM or rule.call != "3n":
        return None
    t = Table(book, place, hand)
    if not t.partner_opened or t.opening is None or t.my_bids or t.their_bids:
        return None
    opened = t.opening[1]
    if opened.level != 3 or suit_of(opened) not in (Suit.C, Suit.D):
        return None
    for major in MAJORS:
        if hand.length(major) < 5:
            continue
        shown = written_rule(book, place, f"3{major.value.lower()}")
        checks = [] if shown is None else check_constraints(shown.constraints, hand)
        if checks and all(c.holds for c in checks):
            return (f"five {major.name_plural}: the forcing new suit looks for a 5-3 fit "
                    "first, and 3NT stays open")  # fmt: skip
    return None


def solid_suit_missing(
    book: RuleBook, place: AuctionPlace, hand: Hand, rule: RuleRecord
) -> str | None:
    """Why a written rule asking for a solid suit does not apply: the suit lacks one of
    its ace, king and queen (the weak two's 3NT answer to 2NT shows AKQxxx; the Gambling
    3NT's "solid 7+ card minor (AKQ at the head)", AKQxxxx, with "no outside ace or
    king" where the rule says so)."""
    del book, place  # the rule's own words decide
    for match in _SOLID.finditer(rule.meaning):
        suit = _SUITS[match.group(1).lower()]
        ranks = hand.ranks(suit)
        if not all(r in ranks for r in "AKQ"):
            holding = "".join(ranks) or "void"
            return f"the rule asks for solid {suit.name_plural} (AKQ); the hand holds {holding}"
    if _SOLID_MINOR.search(rule.meaning):
        minors = [s for s in (Suit.D, Suit.C) if hand.length(s) >= _GAMBLING_LENGTH]
        if not any(all(r in hand.ranks(s) for r in "AKQ") for s in minors):
            held = ", ".join("".join(hand.ranks(s)) for s in minors) or "none of seven cards"
            return f"the rule asks for a solid seven-card minor (AKQ at its head); {held} is not"
        outside = [s for s in SUIT_ORDER if s not in minors and {"A", "K"} & set(hand.ranks(s))]
        if _NOTHING_OUTSIDE.search(rule.meaning) and outside:
            names = ", ".join(s.name_plural for s in outside)
            return f"the rule asks for no ace or king outside the long minor; {names} hold one"
    return None


def answering_feature_ask(t: Table) -> Advice | None:
    """The weak-two opener answers partner's 2NT inquiry: with no side ace or king to
    show (and no solid suit), three of his suit, which denies a feature; the inquiry asks
    him to describe, and responder places the contract."""
    if not t.i_opened or t.opening is None or str(t.opening[1]) not in _WEAK_TWOS:
        return None
    if len(t.my_bids) != 1 or [str(c) for c in t.partner_bids] != ["2NT"] or t.their_bids:
        return None
    suit = suit_of(t.opening[1])
    if suit is None:
        return None
    return _rebid(t, suit, "The 2NT inquiry answered without a feature to show: three of "
                  "the suit denies one.", length(t, suit, 6))  # fmt: skip


def weak_two_rebid(t: Table) -> Advice | None:
    """The weak-two opener's rebid after partner's forcing new suit: raise with support,
    rebid the suit with a minimum, with a maximum name a feature or bid notrump."""
    if not t.i_opened or t.opening is None or str(t.opening[1]) not in _WEAK_TWOS:
        return None
    if len(t.my_bids) != 1 or len(t.partner_bids) != 1 or t.their_bids:
        return None
    mine, theirs = suit_of(t.opening[1]), suit_of(t.partner_bids[0])
    if mine is None or theirs is None or theirs is mine:
        return None  # 2NT, or a raise: the written rules' business
    held = t.hand.ranks(theirs)
    support = len(held) >= 3 or (len(held) == 2 and any(r in held for r in "AKQ"))
    if theirs in MAJORS and support:
        advice = _rebid(t, theirs, "Partner's new major, with support: raise it.",
                        length(t, theirs, 2))  # fmt: skip
        if advice is not None:
            return advice
    if t.hand.hcp <= _WEAK_TWO_MINIMUM:
        return _rebid(t, mine, "A minimum weak two without a fit: rebid the suit.",
                      hcp(t, 0, _WEAK_TWO_MINIMUM))  # fmt: skip
    for suit in SUIT_ORDER[::-1]:  # the cheapest feature first
        if suit in (mine, theirs) or not any(r in t.hand.ranks(suit) for r in "AK"):
            continue
        feature = Check(f"{suit.name_plural} feature", "ace or king",
                        "".join(t.hand.ranks(suit)), True)  # fmt: skip
        advice = _rebid(t, suit, "A maximum weak two without a fit: name a new suit, the "
                        "feature.", hcp(t, _WEAK_TWO_MINIMUM + 1), feature)  # fmt: skip
        if advice is not None:
            return advice
    return _rebid(t, "NT", "A maximum weak two without a fit or a feature: notrump.",
                  hcp(t, _WEAK_TWO_MINIMUM + 1))  # fmt: skip


def _rebid(t: Table, strain: Suit | str, reason: str, *checks: Check) -> Advice | None:
    call = t.cheapest(strain)
    if call.level > 3:
        return None
    # the weak two's minimum and maximum are the principle's own (5-8, 9-11): the
    # written answer to the ask states a feature's range the rebid does not claim
    return when(t, call, reason, *checks, despite_written_range=True)


# The weak-two opener's rebids, read before the other situations: they describe the
# hand partner asked about, where a principle that places the contract would jump.
OPENER_OF_A_WEAK_TWO: tuple[Callable[[Table], Advice | None], ...] = (
    answering_feature_ask,
    weak_two_rebid,
)
