"""Situations where our side opened: responses, rebids, conventions, competition.

Each function takes a random hand and a random source, picks an auction of its pattern,
and returns (auction from the dealer, the textbook call, the principle applied), or
None when the hand is not a clear-cut case of the principle.
"""

from __future__ import annotations

import random

from tests.textbook.hands import MAJORS, SUITS, Deal, cheapest, higher

Answer = tuple[list[str], str, str] | None


def _short(hand: Deal) -> bool:
    return min(hand.n(suit) for suit in SUITS) <= 1


def interference_over_1nt(hand: Deal, rng: random.Random) -> Answer:
    """SAYC booklet, after 1NT and a natural two-level overcall: double is for penalty
    (here four cards in their suit with two honours, 8+ HCP); a new suit at the two
    level is to play (0-7); a three-level major is forcing (10+, five cards); 2NT
    invites and 3NT bids game with their suit stopped; a weak hand without a suit passes."""
    theirs = rng.choice("CDHS")
    auction = ["1NT", f"2{theirs}"]
    suit = hand.only_long_suit()
    other_major = any(hand.n(m) >= 4 for m in MAJORS if m != theirs)
    if hand.hcp >= 8 and hand.n(theirs) >= 4 and hand.honours(theirs, 4) >= 2:
        return (auction, "X", "penalty double of the overcall") if hand.longest <= 4 else None
    if hand.hcp <= 7:
        if suit is not None and suit != theirs and higher(suit, theirs):
            return auction, f"2{suit}", "a weak five-card suit at the two level, to play"
        if hand.longest <= 4 or (hand.hcp <= 5 and suit is not None and suit != theirs):
            return auction, "Pass", "a weak hand passes partner's 1NT overcalled"
        return None
    if hand.balanced and hand.stopper(theirs) and not other_major and hand.hcp <= 15:
        if hand.hcp >= 10:
            return auction, "3NT", "game values and their suit stopped"
        return auction, "2NT", "invitational with their suit stopped"
    if 10 <= hand.hcp <= 15 and suit in MAJORS and suit != theirs and not hand.balanced:
        return auction, f"3{suit}", "a forcing five-card major at the three level"
    return None


def jacoby_transfers(hand: Deal, rng: random.Random) -> Answer:
    """SAYC booklet: 2D shows five hearts, 2H five spades; opener completes the transfer
    (jumps with 17 and four trumps); then responder passes with 0-7, invites with 8-9
    (2NT with five cards, three of the major with six) and bids game with 10-15."""
    major = rng.choice(MAJORS)
    other = "S" if major == "H" else "H"
    transfer = "2D" if major == "H" else "2H"
    step = rng.randrange(3)
    if step == 0:
        auction = rng.choice([["1NT", "Pass"], ["Pass", "1NT", "Pass"]])
        weak_other = hand.n(other) < 4 or hand.hcp < 8
        if hand.n(major) >= 5 and hand.n(other) < 5 and weak_other and hand.hcp <= 15:
            return auction, transfer, "Jacoby transfer with five cards in the major"
        return None
    if step == 1:
        if not (15 <= hand.hcp <= 17 and hand.balanced):
            return None
        auction = ["1NT", "Pass", transfer, "Pass"]
        if hand.hcp == 17 and hand.n(major) >= 4:
            return auction, f"3{major}", "super-accept: 17 HCP and four trumps"
        return auction, f"2{major}", "opener completes the transfer"
    auction = ["1NT", "Pass", transfer, "Pass", f"2{major}", "Pass"]
    if hand.n(major) < 5 or hand.n(other) >= 4 or hand.hcp > 15 or hand.only_long_suit() != major:
        return None
    if hand.n(major) == 5 and not hand.balanced:
        return None
    if hand.hcp <= 7:
        return auction, "Pass", "a weak hand passes the completed transfer"
    if hand.hcp <= 9:
        invite = "2NT" if hand.n(major) == 5 else f"3{major}"
        return auction, invite, "invitational after the transfer"
    game = "3NT" if hand.n(major) == 5 else f"4{major}"
    return auction, game, "game values after the transfer"


def responder_rebids(hand: Deal, rng: random.Random) -> Answer:
    """Responder's second call by strength (SAYC booklet, textbook): after opener's 1NT
    rebid (12-14) pass with 6-10 balanced, 2NT with 11-12, 3NT with 13+; with a six-card
    major rebid it at two (6-9), three (10-12) or four (13+). After 1H-1S-2H: with three
    hearts pass (6-9), 3H (10-12) or 4H (13+); with six spades 2S or 3S."""
    if rng.random() < 0.6:
        minor, major = rng.choice("CD"), rng.choice("HS")
        auction = [f"1{minor}", "Pass", f"1{major}", "Pass", "1NT", "Pass"]
        if hand.n(major) < 4 or hand.hcp < 6 or hand.hcp > 16:
            return None
        if hand.n(major) >= 6 and hand.only_long_suit() == major:
            level = 2 if hand.hcp <= 9 else 3 if hand.hcp <= 12 else 4
            return auction, f"{level}{major}", "responder rebids a six-card major by strength"
        if hand.balanced and (hand.n(major) == 4 or hand.hcp <= 10):
            call = "Pass" if hand.hcp <= 10 else "2NT" if hand.hcp <= 12 else "3NT"
            return auction, call, "responder's notrump decision facing 12-14"
        return None
    auction = ["1H", "Pass", "1S", "Pass", "2H", "Pass"]
    if hand.n("S") < 4 or hand.n("H") > 3 or not 6 <= hand.hcp <= 16:
        return None
    if hand.n("H") == 3:
        call = "Pass" if hand.hcp <= 9 else "3H" if hand.hcp <= 12 else "4H"
        return auction, call, "responder raises opener's six-card suit by strength"
    if hand.n("S") >= 6 and hand.only_long_suit() == "S" and hand.hcp <= 12:
        return auction, "2S" if hand.hcp <= 9 else "3S", "responder rebids six spades"
    if hand.balanced and hand.n("S") <= 5 and hand.hcp <= 9:
        return auction, "Pass", "no fit and a minimum: pass opener's rebid"
    return None


_FOURTH = [  # opening, response, opener's rebid, the fourth suit
    ("1C", "1H", "1S", "2D"), ("1D", "1H", "1S", "2C"),
    ("1D", "1S", "2C", "2H"), ("1H", "1S", "2C", "2D"),
]  # fmt: skip


def fourth_suit_forcing(hand: Deal, rng: random.Random) -> Answer:
    """SAYC booklet: the fourth suit by responder is forcing (here game-forcing values,
    13+) and asks opener for a stopper; with the fourth suit stopped and a balanced hand
    responder bids 3NT; with 6-9 he rebids a six-card suit, or 1NT with a stopper."""
    opening, response, rebid, fourth = rng.choice(_FOURTH)
    auction = [opening, "Pass", response, "Pass", rebid, "Pass"]
    own, first, second, last = response[1], opening[1], rebid[1], fourth[1]
    if hand.n(own) < 4 or hand.n(second) > 3 or hand.n(first) > 2 or hand.hcp > 17:
        return None
    if hand.hcp >= 13 and hand.n(own) <= 5:
        if hand.stopper(last):
            return (
                (auction, "3NT", "game values, the fourth suit stopped") if hand.balanced else None
            )
        return auction, fourth, "fourth suit forcing: game values, no stopper in it"
    if 6 <= hand.hcp <= 9:
        if hand.n(own) >= 6 and hand.only_long_suit() == own:
            return auction, cheapest(own, rebid), "a minimum rebids its six-card suit"
        if rebid[0] == "1" and hand.balanced and hand.stopper(last) and hand.n(own) <= 5:
            return auction, "1NT", "a minimum with the fourth suit stopped"
    return None


_REVERSES = [("1D", "1S", "H"), ("1C", "1S", "D"), ("1C", "1S", "H"), ("1C", "1H", "D")]


def reverses(hand: Deal, rng: random.Random) -> Answer:
    """SAYC booklet: opener's new suit at the two level higher than his first suit (a
    reverse) shows 17+ points and a longer first suit; with 12-15 opener rebids his
    first suit instead."""
    opening, response, second = rng.choice(_REVERSES)
    auction = [opening, "Pass", response, "Pass"]
    first, theirs = opening[1], response[1]
    rest = [s for s in SUITS if s not in (first, theirs, second)]
    if hand.n(first) < 5 or hand.n(second) != 4 or hand.n(theirs) > 2:
        return None
    if any(hand.n(s) >= 4 for s in rest) or not 12 <= hand.hcp <= 18:
        return None
    if hand.hcp >= 17:
        return auction, f"2{second}", "a reverse with 17+ and a longer first suit"
    if hand.hcp <= 15:
        return auction, f"2{first}", "too weak to reverse: rebid the first suit"
    return None


def opener_rebids(hand: Deal, rng: random.Random) -> Answer:
    """Opener's rebid by strength (SAYC booklet): balanced 12-14 rebids 1NT, 18-19 2NT
    (15-17 opened 1NT); a six-card major is rebid at two (12-15) or three (16-18); four
    of responder's major are raised to two (12-13 HCP) or three (16-17 HCP); a balanced
    minimum passes 1M-1NT."""
    kind = rng.randrange(4)
    if kind == 0:
        minor = "C" if hand.n("C") > hand.n("D") or hand.n("C") == hand.n("D") == 3 else "D"
        response = rng.choice(["1H", "1S"])
        auction = [f"1{minor}", "Pass", response, "Pass"]
        if not hand.balanced or hand.n(response[1]) > 3 or hand.n("H") >= 4 or hand.n("S") >= 4:
            return None
        if hand.n(minor) < 3 or (hand.n("C") == hand.n("D") == 4 and minor != "D"):
            return None
        if 12 <= hand.hcp <= 14:
            return auction, "1NT", "a balanced minimum rebids 1NT"
        return (auction, "2NT", "a balanced 18-19 jumps to 2NT") if 18 <= hand.hcp <= 19 else None
    if kind == 1:
        auction = ["1H", "Pass", "1S", "Pass"]
        if hand.n("H") < 6 or hand.n("S") > 2 or hand.only_long_suit() != "H":
            return None
        if 12 <= hand.hcp <= 15:
            return auction, "2H", "a minimum rebids its six-card major"
        return (
            (auction, "3H", "16-18 jumps in its six-card major") if 16 <= hand.hcp <= 18 else None
        )
    if kind == 2:
        auction = ["1H", "Pass", "1S", "Pass"]
        if (hand.n("H"), hand.n("S")) != (5, 4) or hand.shape != (5, 4, 2, 2):
            return None
        if 12 <= hand.hcp <= 13:
            return auction, "2S", "a minimum raises responder's major"
        return (
            (auction, "3S", "16-17 jump-raises responder's major") if 16 <= hand.hcp <= 17 else None
        )
    major = rng.choice(MAJORS)
    auction = [f"1{major}", "Pass", "1NT", "Pass"]
    if hand.shape != (5, 3, 3, 2) or hand.n(major) != 5 or not 12 <= hand.hcp <= 14:
        return None
    return auction, "Pass", "1M-1NT is not forcing: a balanced minimum passes"


def raises(hand: Deal, rng: random.Random) -> Answer:
    """SAYC booklet, raising partner's major: 6-9 with three trumps raises to two; a limit
    raise to three shows 10-12 (here four trumps); Jacoby 2NT 13+ with four trumps; a
    jump to game is weak with five trumps and a singleton or void; 0-5 passes."""
    major = rng.choice(MAJORS)
    auction = rng.choice([[f"1{major}", "Pass"], ["Pass", f"1{major}", "Pass"]])
    trumps = hand.n(major)
    if hand.hcp <= 5 and trumps <= 4:
        return auction, "Pass", "0-5 HCP passes partner's opening"
    if trumps >= 5 and _short(hand) and 4 <= hand.hcp <= 9:
        return auction, f"4{major}", "preemptive raise to game"
    if trumps < 3 or _short(hand) or hand.hcp > 15:
        return None
    if 6 <= hand.hcp <= 9:
        return auction, f"2{major}", "single raise, 6-9 with three trumps"
    if trumps >= 4 and hand.hcp <= 12 and hand.hcp >= 10:
        return auction, f"3{major}", "limit raise, 10-12 with four trumps"
    if trumps >= 4 and hand.hcp >= 13:
        return auction, "2NT", "Jacoby 2NT, game values with four trumps"
    return None


def responses(hand: Deal, rng: random.Random) -> Answer:
    """SAYC booklet, new suits and notrump by responder: a four-card major at the one
    level (hearts first with four of each, the longer major first); 1S over 1H with four
    spades; a two-over-one needs 11+ here (SAYC 10+) and a five-card suit; a jump shift
    19+; 1NT 6-10 without a fit or a four-card suit to show at one."""
    opening = rng.choice(["1C", "1D", "1H", "1S"])
    auction = [opening, "Pass"]
    own = opening[1]
    if not 6 <= hand.hcp <= 21 or hand.n(own) >= 3 + (own in "CD"):
        return None
    majors = [m for m in MAJORS if m != own and hand.n(m) >= 4 and higher(m, own)]
    if own in "CD" and majors and 6 <= hand.hcp <= 17:
        if own == "C" and hand.n("D") > max(hand.n(m) for m in majors):
            return None
        best = "H" if len(majors) == 2 and hand.n("H") >= hand.n("S") else majors[0]
        return auction, f"1{best}", "a four-card major at the one level"
    suit = hand.only_long_suit()
    if own == "S" and suit is not None and suit != "S" and 11 <= hand.hcp <= 17:
        return auction, f"2{suit}", "two over one: a five-card suit and 11+"
    if own in MAJORS and suit in MAJORS and suit != own and hand.hcp >= 19:
        return auction, f"{3 if own == 'S' else 2}{suit}", "strong jump shift with 19+"
    if own == "H" and hand.n("S") >= 4 and 6 <= hand.hcp <= 17 and suit in (None, "S"):
        return auction, "1S", "four spades at the one level over 1H"
    if hand.hcp <= 10 and not majors and hand.longest <= 5 and own in MAJORS:
        if own == "H" and hand.n("S") >= 4:
            return None
        return auction, "1NT", "1NT response, 6-10 without a fit"
    return None


def preempts(hand: Deal, rng: random.Random) -> Answer:
    """SAYC booklet: weak two bids in diamonds, hearts and spades (a good six-card suit,
    5-10 HCP), three-level openings with seven cards, four of a major with eight; no
    weak two in clubs; in fourth seat a weak hand passes the deal out."""
    passes = rng.randrange(4)
    auction = ["Pass"] * passes
    suit = hand.only_long_suit()
    if suit is None or hand.n(suit) < 6 or not 5 <= hand.hcp <= 10 or not hand.good_suit(suit):
        return None
    if passes == 3:
        return auction, "Pass", "no preempt in fourth seat"
    length = hand.n(suit)
    if any(hand.n(m) >= 4 for m in MAJORS if m != suit) or min(hand.shape) == 0:
        return None
    if length == 6 and suit == "C":
        return auction, "Pass", "no weak two in clubs (2C is strong)"
    if length == 6:
        return auction, f"2{suit}", "weak two: a good six-card suit, 5-10 HCP"
    if hand.hcp > 9:
        return None
    if length == 7:
        return auction, f"3{suit}", "three-level preempt with seven cards"
    return (auction, f"4{suit}", "four-level preempt with eight cards") if suit in MAJORS else None


_NEGATIVE = [("1C", "1H"), ("1D", "1H"), ("1C", "1S"), ("1D", "1S"), ("1H", "1S")]


def negative_doubles(hand: Deal, rng: random.Random) -> Answer:
    """SAYC booklet, negative doubles through 2S: after 1m-(1H) a double shows exactly four
    spades (1S five or more); after 1m-(1S) four hearts, or five with 6-9 (2H needs 10+);
    after 1H-(1S) both minors. With 0-5 HCP responder passes."""
    opening, overcall = rng.choice(_NEGATIVE)
    auction = [opening, overcall]
    own, theirs = opening[1], overcall[1]
    if hand.hcp <= 5:
        return auction, "Pass", "0-5 HCP passes over the overcall"
    if hand.hcp > 17 or hand.n(own) >= 3 + (own in "CD") or hand.n(theirs) >= 4:
        return None
    if own == "H":
        if hand.n("C") >= 4 and hand.n("D") >= 4 and hand.n("H") <= 2:
            return auction, "X", "negative double: both minors after 1H-(1S)"
        return None
    if theirs == "H":
        if hand.n("S") == 4:
            return auction, "X", "negative double: exactly four spades"
        return (auction, "1S", "five spades bid at the one level") if hand.n("S") >= 5 else None
    if hand.n("H") == 4 or (hand.n("H") >= 5 and hand.hcp <= 9):
        return auction, "X", "negative double: hearts without values for 2H"
    return (auction, "2H", "five hearts and 10+ bid 2H") if hand.n("H") >= 5 else None


_REOPEN = [("1C", "1H"), ("1D", "1S"), ("1H", "1S"), ("1C", "1S"), ("1S", "2H"), ("1H", "2D")]


def reopening_doubles(hand: Deal, rng: random.Random) -> Answer:
    """SAYC booklet with negative doubles: when the overcall is passed round to opener,
    opener with shortness in the overcaller's suit reopens with a double (partner may
    have the penalty pass); with four cards in it he passes; with a six-card suit and a
    doubleton there he rebids his suit."""
    opening, overcall = rng.choice(_REOPEN)
    auction = [opening, overcall, "Pass", "Pass"]
    own, theirs = opening[1], overcall[1]
    if not 12 <= hand.hcp <= 17 or (hand.balanced and 15 <= hand.hcp <= 17):
        return None
    if hand.longest != hand.n(own) or (own in MAJORS and hand.n(own) < 5):
        return None
    if own in "CD" and any(hand.n(m) >= 4 and hand.n(m) >= hand.n(own) for m in MAJORS):
        return None
    if hand.n(theirs) <= 1 and hand.n(own) <= 5:
        return auction, "X", "reopening double with shortness in their suit"
    if hand.n(theirs) >= 4 and hand.n(own) <= 5:
        return auction, "Pass", "length in their suit: pass"
    if hand.n(own) >= 6 and hand.n(theirs) == 2 and hand.only_long_suit() == own:
        return auction, cheapest(own, overcall), "a six-card suit is rebid"
    return None


def competitive(hand: Deal, rng: random.Random) -> Answer:
    """Competing by the number of trumps (the law of total tricks, taught with SAYC):
    after 1M-2M and an overcall, a minimum opener bids three with six trumps (nine
    together) and passes with five; advancing a one-level overcall raised by the
    opponents, three trumps raise to two (6-9) and four trumps to three (up to 9)."""
    if rng.random() < 0.5:
        major = rng.choice(MAJORS)
        theirs = rng.choice([s for s in "CDHS" if s != major])
        level = 2 if higher(theirs, major) else 3
        auction = [f"1{major}", "Pass", f"2{major}", f"{level}{theirs}"]
        if not 12 <= hand.hcp <= 14 or hand.n(major) < 5 or hand.only_long_suit() != major:
            return None
        if hand.n(major) >= 6:
            return auction, f"3{major}", "nine trumps together: compete to three"
        return auction, "Pass", "eight trumps: leave the three level to them"
    opening, overcall = rng.choice(_NEGATIVE)
    theirs, ours = opening[1], overcall[1]
    auction = [opening, overcall, f"2{theirs}"]
    if hand.hcp > 9 or hand.n(theirs) >= 4:
        return None
    if hand.n(ours) == 3 and hand.hcp >= 6:
        return auction, f"2{ours}", "three trumps: raise to two"
    if hand.n(ours) >= 4 and hand.hcp >= 3 and hand.n(ours) <= 5:
        return auction, f"3{ours}", "four trumps: raise to three"
    if hand.n(ours) <= 2 and hand.longest <= 5 and hand.hcp <= 7:
        return auction, "Pass", "no fit and a weak hand: pass"
    return None
