"""Openings and the weak two's rebids as teachers state them (issue 33,
library/principles_openings.py).

Every case illustrates a teacher's sentence, quoted above its table; the hands are
written for the sentence, not taken from the corpus files. North deals, so the seat to
call is the one after the last call listed.
"""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import Seat, Suit
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_openings import opening_gives_way, rule_of_15, semi_balanced_notrump
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook, RuleRecord
from tests.unit.library.test_principles import _system

_RANKS = "AKQJT98765432"
_DECK = [(suit, rank) for suit in range(4) for rank in _RANKS]


@cache
def _sayc() -> RuleBook:
    return _system("sayc")


def _ask(hand: str, calls: list[str]) -> Recommendation:
    return recommend(_sayc(), place_from_calls(Seat.N, calls), parse_hand(hand))


# Ned Downey, "SAYC" lessons: "First and Second seat borderline openers follow the Rule
# of 20. Add total HCP to the number of cards in your two longest suits. If the total
# comes to 20 or more, open the bidding." A 12-count 4-3-3-3 makes 19. Max Hardy: "Balanced
# hands with 4-3-3-3 distribution with only 12 HCP should not be opened unless there are
# three quick tricks."
@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        ([], "KQ54.J93.Q82.KJ5", "Pass"),  # 12 + 4 + 3 = 19
        (["Pass"], "AJ6.Q73.K842.Q95", "Pass"),  # second seat, 12 + 4 + 3 = 19
        ([], "KQ54.J932.Q8.KJ5", "1C"),  # 12 + 4 + 4 = 20: the better minor
        ([], "KQ54.J93.Q82.KQ5", "1C"),  # 13 + 4 + 3 = 20
        ([], "AK54.A93.862.J52", "1C"),  # 19, but three quick tricks open (Hardy)
        ([], "KJ975.AQ654.7.32", "1S"),  # 10 + 5 + 5 = 20: the higher of two fives
    ],
)
def test_the_rule_of_20_in_first_and_second_seat(calls: list[str], hand: str, call: str) -> None:
    assert _ask(hand, calls).call == call


# Downey: "Fourth seat borderline openers are based on the Rule of 15. Take your HCP
# and add the number of spades in your hand. If the total is 15 or more, open."
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("7.A94.KQ965.QJ52", "Pass"),  # 12 + 1 = 13: pass the deal out
        ("KQJ87.A6.982.Q65", "1S"),  # 12 + 5 = 17
        ("AJ76.K5.Q8743.J2", "1D"),  # 11 + 4 = 15: the five-card suit
        (".AK54.KQ76.Q8653", "1C"),  # 14 HCP: no longer borderline, opens anyway
    ],
)
def test_the_rule_of_15_in_fourth_seat(hand: str, call: str) -> None:
    assert _ask(hand, ["Pass", "Pass", "Pass"]).call == call


# Gordon Bower, "How light should an opening bid be?", part III (fourth seat): "It is
# unwise to open in fourth seat unless it is with the intention of making your
# contract." A hand that makes game by itself (its playing tricks and one from the
# partner who passed) opens it; a preempt's hand that does not still passes the deal out.
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("AKQJT98765432...", "4S"),  # thirteen tricks in hand: never passed out
        ("AKQJT9876.32.2.2", "4S"),  # nine playing tricks, ten with partner's one
        ("KQT9876.432.2.32", "Pass"),  # a preempt's hand: six playing tricks
        ("5.KQJT9876.32.32", "Pass"),  # seven tricks: 4H needs ten
    ],
)
def test_a_fourth_seat_hand_that_makes_its_contract_opens_it(hand: str, call: str) -> None:
    assert _ask(hand, ["Pass", "Pass", "Pass"]).call == call


# The booklet's overview: "Players may still exercise bridge judgment, such as opening
# a four-card major in third seat"; with both majors the four-card-major openers' up the
# line (1H), so partner's four spades are shown at the one level.
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("KQ73.AJ65.862.J3", "1H"),  # both majors good: hearts first
        ("KQ73.J654.A62.J3", "1S"),  # only the spades have two top honours
    ],
)
def test_a_four_card_major_in_third_seat(hand: str, call: str) -> None:
    assert _ask(hand, ["Pass", "Pass"]).call == call


# The booklet's "General Approach": notrump openings "show a balanced hand and may be
# made with a five-card major or minor suit"; Bergen and Cohen open 1NT with 5-4-2-2
# when the four-card major could only be shown by a reverse, and with a six-card minor
# in 6-3-2-2; at 20-21 one 2NT bid shows the hand.
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("K7.AQ95.Q6.AJ854", "1NT"),  # 1C-1S-2H would be a reverse
        ("AQ65.KJ854.K7.Q5", "1NT"),  # 1H-1NT-2S would be a reverse
        ("AQ65.K7.KJ854.Q5", "1D"),  # 1D-1H-1S shows the spades at the one level
        ("K7.Q5.AQ65.KJ854", "1C"),  # a four-card minor is no rebid problem
        ("K7.Q4.AQJ752.K93", "1NT"),  # a six-card minor, 6-3-2-2
        ("K7.AQJ752.Q4.K93", "1H"),  # a six-card major is opened and rebid
        ("AQ.KJ.KQT96.KQ75", "2NT"),  # 20 HCP, 5-4-2-2
    ],
)
def test_semi_balanced_notrump_openings(hand: str, call: str) -> None:
    assert _ask(hand, []).call == call


# Downey on the weak two: "A new suit by responder shows at least five cards and is
# forcing for one round. Opener should raise a new major suit with three-card support
# or, perhaps, a doubleton honor. With no fit for responder's suit, opener rebids his
# own suit with a minimum. With a maximum he will name a new suit or bid NT."
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("K87.52.KQJ742.84", "3S"),  # three spades: raise
        ("7.952.KQT742.Q84", "3D"),  # 7 HCP, no fit: rebid the suit
        ("74.62.AQJ742.K95", "3C"),  # 10 HCP: the club king, a new suit
        ("74.Q2.AQJ742.Q95", "2NT"),  # 11 HCP, no side ace or king: notrump
    ],
)
def test_the_weak_two_rebid_after_a_new_suit(hand: str, call: str) -> None:
    assert _ask(hand, ["2D", "Pass", "2S", "Pass"]).call == call


def test_a_users_own_opening_is_never_set_aside() -> None:
    rule = RuleRecord.of("1c", "Opening, 12-21 HCP, 3+ clubs", USER_CUSTOM, "mine")
    place = place_from_calls(Seat.N, [])
    assert opening_gives_way(_sayc(), place, parse_hand("KQ54.J93.Q82.KJ5"), rule) is None


def _hand(cards: list[tuple[int, str]]) -> Hand:
    suits = ["".join(r for r in _RANKS if (s, r) in cards) for s in range(4)]
    return parse_hand(".".join(suits))


_HANDS = st.permutations(_DECK).map(lambda deck: _hand(deck[:13]))


# The rules of 20 and 15 read independently: a borderline hand opens exactly when its
# count reaches the rule's total (first seat: HCP and the two longest suits; fourth
# seat: HCP and spades); a semi-balanced hand in a notrump range is left aside.
@settings(max_examples=150, deadline=None)
@given(hand=_HANDS.filter(lambda h: 11 <= h.hcp <= 13 and semi_balanced_notrump(h) is None))
def test_the_seat_rules_decide_borderline_hands(hand: Hand) -> None:
    lengths = sorted((hand.length(s) for s in (Suit.S, Suit.H, Suit.D, Suit.C)), reverse=True)
    first = _ask(str(hand), [])
    if hand.hcp + lengths[0] + lengths[1] < 20 and hand.quick_tricks < 3:
        assert first.call == "Pass"
    fourth = _ask(str(hand), ["Pass", "Pass", "Pass"])
    if _most_tricks_in_hand(hand) + 1 >= 10:
        return  # a hand that may make game by itself opens it, whatever its count (Bower)
    opens = hand.hcp + hand.length(Suit.S) >= 15
    assert rule_of_15(hand) == opens
    assert (fourth.call != "Pass") == opens
    if opens:
        assert fourth.call[0] == "1"


def _most_tricks_in_hand(hand: Hand) -> int:
    """Independently, an upper bound of the tricks a hand takes by itself: every card of
    its longest suit, and one for each ace, king or queen of the other suits."""
    suits = (Suit.S, Suit.H, Suit.D, Suit.C)
    long = max(suits, key=hand.length)
    side = sum(1 for s in suits if s is not long for rank in hand.ranks(s) if rank in "AKQ")
    return hand.length(long) + side


# Downey on three-level preempts: "New suits by responder below game level are
# forcing": the five-card major is shown first, and the preempter raises it with three
# cards or bids 3NT with the other suits held.
@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        (["3C", "Pass"], "AKJ84.K72.A95.72", "3S"),  # five spades: shown first
        (["3D", "Pass"], "72.AKQ72.A72.K72", "3H"),  # five hearts over diamonds
        (["3C", "Pass"], "AKJ8.K72.A95.Q72", "3NT"),  # four spades: 3NT as written
    ],
)
def test_a_five_card_major_before_notrump_over_a_minor_preempt(
    calls: list[str], hand: str, call: str
) -> None:
    assert _ask(hand, calls).call == call


# The SAYC answers to the weak two's 2NT (Wikipedia, "Weak two bid"): "A bid of three of
# any suit other than the suit of the weak two bid shows a feature (typically either an
# ace or a king) in the named suit. A bid of three of the suit of the weak two bid
# denies a feature in any other suit"; 3NT shows A-K-Q of the suit.
@pytest.mark.parametrize(
    ("hand", "call"),
    [
        ("KQJ972.72.Q72.J2", "3S"),  # a maximum without a feature or a solid suit
        ("AKQ972.72.972.72", "3NT"),  # solid spades
        ("AKT972.A2.972.72", "3H"),  # the heart ace: a feature, not 3NT
    ],
)
def test_answering_the_feature_inquiry(hand: str, call: str) -> None:
    assert _ask(hand, ["2S", "Pass", "2NT", "Pass"]).call == call


def test_a_semi_balanced_hand_keeps_to_the_systems_own_notrump_range() -> None:
    weak_notrump = RuleBook(
        RuleRecord.of(sequence, meaning, "base_system", "test")
        for sequence, meaning in (
            ("1c", "Opening, 12-21 HCP, 3+ clubs"),
            ("1h", "Opening, 12-21 HCP, 5+ hearts"),
            ("1n", "12-14 HCP, balanced"),
        )
    )
    place = place_from_calls(Seat.N, [])
    assert recommend(weak_notrump, place, parse_hand("K7.AQ95.Q6.AJ854")).call == "1C"
