"""The fourth round of issue 33, competitive doubles and reverses: each principle on
hands written for it here (none is taken from a corpus file). The constructive rebids
and openings of the round are in test_principles_fourth_round_rebids.py.

- Responder's answer to opener's reverse and opener's next call
  (library/principles_reverses.py). sayc.md's notes state the system's rule: "Opener's
  reverse shows 17+ points ... and is forcing one round; responder's rebid of his own
  suit, 2NT or a preference to opener's first suit are the weak (6-9 HCP) replies."
- A takeout double before an overcall in a poor five-card suit
  (library/principles_double_first.py): with opening values, shortness in their suit and
  three or more cards in every unbid suit, a suit without two of its top three honours
  is better left to partner's choice ("whether to double or overcall depends on suit
  quality", as teachers put it); and a good minor at the two level over their major
  gives way to the double when the hand is short in their major.
- Doubles the system does not write out (library/principles_doubles.py): the majors
  over their minor preempt, the two unbid suits between two bidding opponents, and the
  doubler's pass of a forced three-level advance short of 19 points.
- After their takeout double (library/systems/sayc.md): every two-level new suit is 6-9
  and five cards, non-forcing, as 1H-(X)-2C was; 1m-(X)-1NT denies a four-card major
  as 1m-1NT does.
"""

from __future__ import annotations

import pytest

from domain.rules.calls import Call
from domain.rules.cards import Seat, Suit
from domain.rules.hand_evaluation import parse_hand
from library.principles_double_first import double_first, poor_suit
from library.principles_reverses import is_reverse
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_advice, sayc_book


@pytest.mark.parametrize(
    ("calls", "reverse"),
    [
        ("1C 1H 2D", True),
        ("1D 1S 2H", True),
        ("1H 1NT 2S", True),
        ("1C 1S 2D", True),
        ("1C 1D 2H", False),  # 1H was there to bid: a jump shift
        ("1D 1H 2C", False),  # a lower suit
        ("1H 1S 2D", False),
        ("1H 2C 2S", False),  # after a two-level response (needs no extra)
        ("1S 1NT 2H", False),
        ("1C 1H 2H", False),  # a raise
    ],
)
def test_which_rebids_are_reverses(calls: str, reverse: bool) -> None:
    opening, response, rebid = (Call.parse(c) for c in calls.split())
    assert is_reverse(opening, response, rebid) is reverse


@pytest.mark.parametrize(
    ("auction", "hand", "expected", "why"),
    [
        # six hearts of my own and 7 HCP: rebid them, the weakest bid
        ("1C Pass 1H Pass 2D Pass", "Q7.KJ8643.J52.84", "2H", "rebid at the two level"),
        # five spades of my own: rebid them before anything else
        ("1C Pass 1S Pass 2H Pass", "KJ642.83.Q75.J64", "2S", "rebid at the two level"),
        # four spades only, three clubs: back to opener's longer suit
        ("1C Pass 1S Pass 2D Pass", "Q852.J74.963.K92", "3C", "with three clubs"),
        # no fit, both unbid suits guarded: 2NT
        ("1H Pass 1NT Pass 2S Pass", "82.J4.KJ65.Q9763", "2NT", "unbid suits stopped"),
        # spades unguarded, a doubleton diamond: the preference on two
        ("1D Pass 1NT Pass 2H Pass", "975.Q82.K4.QJ853", "3D", "on two diamonds"),
        # a singleton heart and no guard in diamonds: 2NT, the cheapest that says minimum
        ("1H Pass 1NT Pass 2S Pass", "J8.7.T98642.KQ52", "2NT", "nothing else to show"),
    ],
)
def test_the_weak_replies_to_a_reverse(auction: str, hand: str, expected: str, why: str) -> None:
    answer = sayc_advice(auction, hand)
    assert answer.call == expected
    assert answer.basis == "principles" and why in answer.reason


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # 11 HCP and diamonds guarded opposite 17+: 3NT
        ("1C Pass 1S Pass 2H Pass", "KJ852.Q4.KQ7.953", "3NT"),
        # 11 HCP and four of opener's second suit, a major: game there
        ("1C Pass 1S Pass 2H Pass", "AJ85.KT74.Q83.J2", "4H"),
    ],
)
def test_game_values_opposite_a_reverse(auction: str, hand: str, expected: str) -> None:
    answer = sayc_advice(auction, hand)
    assert answer.call == expected and "Game opposite the reverse" in answer.reason


@pytest.mark.parametrize(
    "auction",
    ["1C Pass 1H Pass 2D Pass 2H Pass", "1C Pass 1H Pass 2D Pass 2NT Pass",
     "1C Pass 1H Pass 2D Pass 3C Pass"],
)  # fmt: skip
def test_opener_passes_a_weak_reply_with_17_or_18(auction: str) -> None:
    minimum = sayc_advice(auction, "A5.43.AQ84.KQJ75")  # 16 HCP and a fifth club: 17
    assert minimum.call == "Pass" and "weak one" in minimum.reason
    strong = sayc_advice(auction, "A5.A3.AQ84.KQJ75")  # 20 HCP: game is there
    assert strong.call != "Pass"


def test_a_reply_with_game_values_is_not_passed() -> None:
    # 1C-1H-2D-3H is a jump: not one of the weak replies, so the rule does not apply
    answer = sayc_advice("1C Pass 1H Pass 2D Pass 3H Pass", "A5.43.AQ84.KQJ75")
    assert "weak one" not in answer.reason


@pytest.mark.parametrize(
    ("holding", "poor"), [("J8642", True), ("Q9543", True), ("A8642", True),
                          ("KQ864", False), ("AQ764", False), ("AK432", False)],
)  # fmt: skip
def test_a_poor_suit_lacks_two_of_the_top_three_honours(holding: str, poor: bool) -> None:
    hand = parse_hand(f"{holding}.K32.A32.K2")
    assert poor_suit(hand, Suit.S) is poor


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        # 14 HCP, J8642 in hearts, three spades and three diamonds: double
        ("KJ5.J8642.AQ7.K3", "X"),
        # the same shape with KQ864: a good suit is overcalled
        ("AJ5.KQ864.Q97.83", "1H"),
        # a doubleton diamond: no support for every unbid suit, so overcall
        ("KJ54.J8642.A7.K3", "1H"),
        # 10 HCP: the written double needs 12, the overcall stays
        ("Q85.J8642.K97.A3", "1H"),
    ],
)
def test_double_before_a_poor_overcall(hand: str, expected: str) -> None:
    answer = sayc_advice("1C", hand)
    assert answer.call == expected
    if expected == "X":
        assert "1H fits too but gives way here: a poor five-card heart suit" in answer.reason
        aside = next(a for a in answer.alternatives if a.call == "1H")
        assert aside.why.startswith("Fits, but gives way here")


def test_a_weak_jump_overcall_is_never_set_aside() -> None:
    book = sayc_book()
    place = place_from_calls(Seat("N"), ["1C"])
    rule = book.rule("(1c)-2h")
    assert rule is not None
    assert double_first(book, place, parse_hand("KJ5.J86542.AQ7.3"), rule) is None


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # both majors over their 3C, a doubleton diamond: double, partner picks the major
        ("3C", "KQ63.AJ952.Q6.A3", "X"),
        ("2D", "AQ74.KJ85.3.KJ92", "X"),
        # 12 HCP: short of the preempt double's 13
        ("3C", "KQ63.AJ952.96.Q3", "3H"),
    ],
)
def test_the_majors_over_their_minor_preempt(auction: str, hand: str, expected: str) -> None:
    assert sayc_advice(auction, hand).call == expected


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # passed hand, 9 HCP, hearts and diamonds after 1C-1S: double
        ("Pass Pass 1C Pass 1S", "93.AJ84.KT863.Q4", "X"),
        # unpassed, 12 HCP, four of each red suit
        ("1C Pass 1S", "93.AQ84.KJ86.Q64", "X"),
        # unpassed and only 9: no double between two bidding opponents
        ("1C Pass 1S", "93.AJ84.KT86.Q64", "Pass"),
    ],
)
def test_a_double_between_two_bidding_opponents(auction: str, hand: str, expected: str) -> None:
    assert sayc_advice(auction, hand).call == expected


def test_the_doubler_does_not_raise_a_forced_three_level_advance_to_game() -> None:
    auction = "3D X Pass 3S Pass"
    assert sayc_advice(auction, "AK84.KQ63.7.Q852").call == "Pass"  # 14 HCP, a singleton: 17
    assert sayc_advice(auction, "AK84.AQ63.7.AKJ2").call != "Pass"  # 21 HCP: game is there


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # five clubs, 7 HCP, no spade fit: the non-forcing 2C, not 1NT
        ("1S X", "82.J74.953.AQJ82", "2C"),
        ("1S X", "82.J74.AQJ82.953", "2D"),
        ("1H X", "J74.82.AQJ82.953", "2D"),
        ("1D X", "J74.95.82.AQJ832", "2C"),
        # four spades over 1D-(X): the major first, as without the double
        ("1D X", "K976.653.Q72.Q42", "1S"),
        ("1D X", "K97.Q53.J72.Q842", "1NT"),
    ],
)
def test_new_suits_after_their_takeout_double(auction: str, hand: str, expected: str) -> None:
    assert sayc_advice(auction, hand).call == expected


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # over 1S, a singleton spade, AQJ74 and three hearts: double, not 2D
        ("1S", "6.K85.AQJ74.Q983", "X"),
        # a doubleton in their major: the good minor is overcalled
        ("1S", "75.K85.AQJ74.Q98", "2D"),
        # over their minor the good suit is overcalled at the two level
        ("1D", "Q98.K85.6.AQJ742", "2C"),
    ],
)
def test_a_good_minor_over_their_major(auction: str, hand: str, expected: str) -> None:
    assert sayc_advice(auction, hand).call == expected
