"""Situations where the opponents opened: overcalls, takeout doubles, advances, balancing.

Each function takes a random hand and a random source, picks an auction of its pattern,
and returns (auction from the dealer, the textbook call, the principle applied), or
None when the hand is not a clear-cut case of the principle.
"""

from __future__ import annotations

import random

from tests.textbook.hands import MAJORS, MINORS, SUITS, Deal, cheapest, higher, jump

Answer = tuple[list[str], str, str] | None


def overcalls_of_1nt(hand: Deal, rng: random.Random) -> Answer:
    """SAYC booklet, defence to 1NT: double is for penalty (a hand at least as strong as
    the opener's, 15+ HCP); suit bids are natural (a six-card suit, 8-14 HCP); with less,
    or no long suit, pass. A five-card suit with 10-14 HCP is left out (a judgement)."""
    auction = rng.choice([["1NT"], ["Pass", "1NT"], ["1NT", "Pass", "Pass"]])
    suit = hand.only_long_suit()
    if hand.hcp >= 15 and hand.longest <= 5:
        return auction, "X", "penalty double of 1NT with 15+ HCP"
    if 8 <= hand.hcp <= 14 and suit is not None and hand.n(suit) >= 6:
        return auction, f"2{suit}", "natural overcall of 1NT with a six-card suit"
    if hand.hcp <= 7 and hand.longest <= 5:
        return auction, "Pass", "no overcall of 1NT with fewer than 8 HCP"
    if hand.hcp <= 14 and (hand.longest <= 4 or (hand.longest == 5 and hand.hcp <= 9)):
        return auction, "Pass", "no overcall of 1NT without a long suit"
    return None


def _opened(rng: random.Random, suits: str = "CDHS") -> tuple[list[str], str]:
    """An opening of one of a suit by the right-hand opponent, maybe after a pass."""
    suit = rng.choice(suits)
    return rng.choice([[f"1{suit}"], ["Pass", f"1{suit}"], ["Pass", "Pass", f"1{suit}"]]), suit


def _takeout_shape(hand: Deal, theirs: str) -> bool:
    others = [s for s in SUITS if s != theirs]
    return hand.n(theirs) <= 2 and all(hand.n(s) >= 3 for s in others) and hand.longest <= 4


def overcalls(hand: Deal, rng: random.Random) -> Answer:
    """SAYC booklet: a one-level overcall 8-16 HCP with a five-card suit; a two-level
    overcall 11-16 HCP with a five-card suit or longer; weak jump overcalls (a six-card
    suit, 5-9 HCP); 1NT overcall 15-18 balanced with a stopper in their suit; otherwise,
    with fewer than 8 HCP, pass. Two-suited hands and takeout-double shapes are left out."""
    auction, theirs = _opened(rng)
    opening = auction[-1]
    suit = hand.only_long_suit()
    if 15 <= hand.hcp <= 18 and hand.balanced and hand.stopper(theirs) and hand.longest <= 4:
        return auction, "1NT", "1NT overcall, 15-18 balanced with a stopper"
    if hand.hcp <= 7 and hand.longest <= 5:
        return auction, "Pass", "too weak to overcall"
    if suit is None or suit == theirs or _takeout_shape(hand, theirs) or hand.hcp > 16:
        return None
    if hand.n(suit) >= 6 and 5 <= hand.hcp <= 9:
        return auction, jump(suit, opening), "weak jump overcall: six cards, 5-9 HCP"
    one_level = higher(suit, theirs)
    if one_level and 8 <= hand.hcp <= 16:
        return auction, cheapest(suit, opening), "one-level overcall: five cards, 8-16 HCP"
    if not one_level and 11 <= hand.hcp <= 16:
        return auction, cheapest(suit, opening), "two-level overcall: five cards, 11-16 HCP"
    if not one_level and hand.hcp <= 9 and hand.n(suit) == 5:
        return auction, "Pass", "a five-card suit too weak for the two level"
    return None


def doubles(hand: Deal, rng: random.Random) -> Answer:
    """SAYC booklet: a takeout double of an opening (one or a weak two) promises opening
    values (12+ HCP; 13+ over a weak two) with shortness in their suit and support for
    the others; a balanced 15-18 with a stopper overcalls 1NT instead (left out); with
    four cards in their suit, no five-card suit and 12-14 (13-14), pass."""
    if rng.random() < 0.75:
        auction, theirs = _opened(rng)
        least = 12
    else:
        theirs = rng.choice("DHS")
        auction = rng.choice([[f"2{theirs}"], ["Pass", f"2{theirs}"]])
        least = 13
    if hand.n(theirs) >= 4 and hand.longest <= 4 and least <= hand.hcp <= 14:
        return auction, "Pass", "no takeout double with length in their suit"
    if not _takeout_shape(hand, theirs) or hand.hcp < least or hand.hcp > 16:
        return None
    if hand.balanced and hand.stopper(theirs) and hand.hcp >= 15:
        return None
    return auction, "X", f"takeout double: short in their suit, {least}+ HCP"


def advances(hand: Deal, rng: random.Random) -> Answer:
    """Advancing partner's takeout double (SAYC booklet and every textbook): with 0-8 HCP
    bid the longest unbid suit at the cheapest level, a four-card major before a minor;
    with 9-11 jump in a four-card major; with 12+ cuebid their suit. Hands with five
    cards in their suit (a penalty pass) or a balanced 6-10 with their suit stopped
    (1NT) are left out."""
    theirs = rng.choice("CDHS")
    auction = [f"1{theirs}", "X", "Pass"]
    if hand.n(theirs) >= 5 or (hand.balanced and hand.stopper(theirs) and 6 <= hand.hcp <= 10):
        return None
    majors = [s for s in MAJORS if s != theirs and hand.n(s) >= 4]
    majors.sort(key=lambda s: (-hand.n(s), s != "H"))
    if hand.hcp >= 12:
        return auction, f"2{theirs}", "advancing a takeout double with 12+: cuebid"
    if 9 <= hand.hcp <= 11 and majors:
        return auction, jump(majors[0], auction[0]), "advance with 9-11: jump in a major"
    if hand.hcp <= 8:
        if majors:
            best = majors[0]
        else:
            minors = [s for s in MINORS if s != theirs]
            if len(minors) == 2 and hand.n(minors[0]) == hand.n(minors[1]):
                return None  # which of two equal minors is a matter of style
            best = max(minors, key=hand.n)
        return auction, cheapest(best, auction[0]), "advance with 0-8: cheapest longest suit"
    return None


def balancing(hand: Deal, rng: random.Random) -> Answer:
    """In the passout seat after 1x-Pass-Pass (textbook balancing: borrow a king): a
    balanced 11-14 with their suit stopped bids 1NT; a takeout shape with 8+ HCP doubles;
    a five-card suit bids it with 7-14 HCP at the one level, 9-14 at the two level; with
    6 HCP or fewer, pass."""
    theirs = rng.choice("CDHS")
    auction = [f"1{theirs}", "Pass", "Pass"]
    suit = hand.only_long_suit()
    if hand.hcp <= 6:
        return auction, "Pass", "too weak to balance"
    if 11 <= hand.hcp <= 14 and hand.balanced and hand.stopper(theirs) and hand.longest <= 4:
        return auction, "1NT", "balancing 1NT, 11-14 with a stopper"
    if _takeout_shape(hand, theirs) and 8 <= hand.hcp <= 14:
        return auction, "X", "balancing double: takeout shape, 8+ HCP"
    if suit is None or suit == theirs or hand.hcp > 14:
        return None
    if higher(suit, theirs) and hand.hcp >= 7:
        return auction, cheapest(suit, auction[0]), "balancing one-level overcall, 7-14"
    if not higher(suit, theirs) and hand.hcp >= 9:
        return auction, cheapest(suit, auction[0]), "balancing two-level overcall, 9-14"
    return None


def two_suited(hand: Deal, rng: random.Random) -> Answer:
    """SAYC booklet: Michaels cuebid (over a minor both majors, over a major the other
    major and a minor) and the unusual 2NT (the two lowest unbid suits, both minors over
    a major), five-five or longer, here with 8-12 HCP."""
    auction, theirs = _opened(rng)
    fives = hand.suits_with(5)
    if len(fives) != 2 or not 8 <= hand.hcp <= 12 or theirs in fives:
        return None
    if theirs in MINORS and set(fives) == set(MAJORS):
        return auction, f"2{theirs}", "Michaels: both majors over a minor"
    if theirs in MAJORS and set(fives) == set(MINORS):
        return auction, "2NT", "unusual 2NT: both minors over a major"
    other = next(s for s in MAJORS if s != theirs)
    if theirs in MAJORS and other in fives:
        return auction, f"2{theirs}", "Michaels: the other major and a minor"
    return None
