"""Opener's rebids and responder's later bids (issue 33, ninth session), each principle
on hands from the teaching text it follows or written for it here (none is a corpus
case).

- The three-card raise with a ruffing value (library/principles_later_bids.py; Pat
  Harrington, ACBL: "a minimum opener has to rebid at or below two of his original suit
  unless he can raise responder's suit to the two level ... Try 2S ... Your lack of a
  trump is made up for by your ability to ruff").
- False preference after opener's jump shift (library/principles_later_bids.py; Audrey
  Grant, "Opener's Jump Shift": "Responder gives 'false preference' back to opener's
  first suit"; Larry Cohen, "False Preference": "A false preference is often taken
  after a jumpshift ... He does not want to go past 3NT").
- Responder's second bid after opener's new suit (library/systems/sayc.md): the zones
  6-10 / 11-12 / 13+ (preference, invitational jumps, 3NT with the unbid suit stopped),
  3NT up to 17 (no slam opposite opener's minimum, 33 being slam), preference counted in
  dummy points.
- Responder's strong jump shift is for one good suit (library/principles_later_bids.py;
  Karen Walker, "Do NOT jump-shift if you hold: A two-suited or three-suited hand. A
  weak suit"); 19+ takes the traditional jump shift with any hand.
- After 1NT the simple rebid of a six-card suit is a minimum (library/principles_rebids.py;
  sayc.md 1M-1NT-2M 12-15), so a hand that can reverse shows the second suit.
- A reverse before a rebid of the first suit with 16+ HCP (library/principles_later_bids.py;
  sayc.md's reverse, Grant's "The Dreaded Reverse").
- An unbalanced two-suiter does not pass partner's 1NT, a light opening included
  (library/principles_later_bids.py).
- Responder after opener's 1NT rebid (sayc.md, the 6-10 / 11-12 / 13+ zones written
  for 1D-1H-1NT, 1C-1S-1NT and 1C-1D-1NT as for the others); responder's signoff in
  his own six-card suit is not a preempt (library/principles.py, ruled_out).
"""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import SUIT_ORDER, Seat, Suit
from domain.rules.hand_evaluation import parse_hand
from library import load_library
from library.principles_later_bids import raise_with_three_first, three_card_raise
from library.principles_reading import Table
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from library.recommend_book import RuleBook
from library.recommend_corpus import books_for


@cache
def _book(system: str = "sayc") -> RuleBook:
    return books_for(load_library(), [system])[system]


def _advice(auction: str, hand: str, system: str = "sayc") -> Recommendation:
    place = place_from_calls(Seat("N"), auction.split())
    return recommend(_book(system), place, parse_hand(hand))


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # Harrington's hand 3: "Try 2S ... Your lack of a trump is made up for by your
        # ability to ruff clubs" (2H would be a reverse, the diamonds are weak)
        ("1D Pass 1S Pass", "AQ2.A1064.Q7653.4", "2S"),
        # Harrington's hand 4: "Will you raise spades again? I would." (14 HCP: the
        # singleton is not counted as extra strength for a three-card raise)
        ("1D Pass 1S Pass", "AJ4.AJ73.A9854.T", "2S"),
        # hand 2: four-card support and a minimum, the plain single raise
        ("1D Pass 1S Pass", "K754.AK3.QJ62.65", "2S"),
        # hand 1: balanced, "Rebid 1NT to describe a balanced hand"
        ("1D Pass 1S Pass", "Q93.652.KQT6.AQ5", "1NT"),
        # a weak lower second suit gives way to the raise (J-high clubs)
        ("1D Pass 1S Pass", "Q62.A.AK975.J932", "2S"),
        # a good lower second suit describes the hand: no raise on three
        ("1H Pass 1S Pass", "K82.AQ753.5.KQ64", "2C"),
        # three small trumps: no honour to make a 4-3 fit playable, rebid the suit
        ("1D Pass 1S Pass", "743.AQ42.AKJ76.8", "2D"),
        # not a minimum: with 18 the reverse shows the hearts
        ("1D Pass 1S Pass", "AQ2.AK64.KQ763.4", "2H"),
    ],
)
def test_the_three_card_raise_with_a_ruffing_value(auction: str, hand: str, expected: str) -> None:
    answer = _advice(auction, hand)
    assert answer.call == expected, answer.reason


def test_the_written_lower_suit_gives_way_to_the_raise() -> None:
    place = place_from_calls(Seat("N"), ["1D", "Pass", "1S", "Pass"])
    hand = parse_hand("Q62.A.AK975.J932")
    two_clubs = next(r for r in _book().continuations("1d-(p)-1s-(p)") if r.call == "2c")
    assert raise_with_three_first(_book(), place, hand, two_clubs) is not None
    good = parse_hand("Q62.A.AK975.KQ32")  # two top honours in clubs: 2C describes it
    assert raise_with_three_first(_book(), place, good, two_clubs) is None


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # Cohen: 1S-1NT-3D, "3S is the most flexible call" (not past 3NT)
        ("1S Pass 1NT Pass 3D Pass", "Q64.J3.JT2.AT875", "3S"),
        # Grant: after 1H-1S-3C responder goes back to opener's first suit on two
        ("1H Pass 1S Pass 3C Pass", "AQ862.J4.T73.952", "3H"),
        # four cards in opener's second suit, a major: the 4-4 fit, game in it
        ("1C Pass 1D Pass 2H Pass", "83.KJ74.Q9652.85", "4H"),
        # no major to show, the unbid suits stopped: 3NT rather than past it
        ("1S Pass 1NT Pass 3C Pass", "7.KJ84.QJ92.T853", "3NT"),
        # not a jump shift: Cohen's 1S-1NT-2H, "responder can take this preference to
        # spades even with longer hearts" (the system's written 2S)
        ("1S Pass 1NT Pass 2H Pass", "Q2.873.AK74.9862", "2S"),
    ],
)
def test_answering_opener_s_jump_shift(auction: str, hand: str, expected: str) -> None:
    answer = _advice(auction, hand)
    assert answer.call == expected, answer.reason


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # 16 HCP balanced, the unbid clubs stopped: game, no slam opposite 12-15
        ("1D Pass 1H Pass 1S Pass", "KJ5.AQ74.Q82.KJ3", "3NT"),
        # 13 HCP, clubs stopped, after opener's 2D: 3NT before the fourth suit
        ("1H Pass 1S Pass 2D Pass", "KQ82.J4.A73.QJ95", "3NT"),
        # 10 HCP and three hearts: 11 dummy points, the invitational jump preference
        ("1H Pass 1S Pass 2C Pass", "KJ874.Q52.K6.J73", "3H"),
        # 7 HCP: the simple preference
        ("1H Pass 1S Pass 2C Pass", "KJ874.Q52.863.J7", "2H"),
        # a six-card suit and a doubleton in opener's first suit: rebid the suit
        ("1H Pass 1S Pass 2C Pass", "KQJ765.82.Q73.84", "2S"),
        # a club raise with a singleton: 12 dummy points invite at the three level
        ("1H Pass 1S Pass 2C Pass", "KQ752.4.K83.J762", "3C"),
        # 1C-1D-1S: four spades and 7 dummy points, the single raise; 11, the jump
        ("1C Pass 1D Pass 1S Pass", "J874.853.Q965.K8", "2S"),
        ("1C Pass 1D Pass 1S Pass", "KJ74.85.Q9652.K8", "3S"),
    ],
)
def test_responder_s_second_bid_after_opener_s_new_suit(
    auction: str, hand: str, expected: str
) -> None:
    answer = _advice(auction, hand)
    assert answer.call == expected, answer.reason


_CARDS = [rank + suit.value for suit in SUIT_ORDER for rank in "AKQJT98765432"]


def _pbn(cards: list[str]) -> str:
    return ".".join("".join(c[0] for c in cards if c[1] == suit.value) for suit in SUIT_ORDER)


@settings(max_examples=300, deadline=None)
@given(st.permutations(_CARDS))
def test_the_three_card_raise_reads_as_the_teacher_states_it(deck: list[str]) -> None:
    """The raise is advised exactly when a reading written here from Harrington's
    conditions holds: 12-15 HCP, three spades with an honour, a singleton or void, five
    diamonds at most, and no four-card club suit with two of the top four honours."""
    hand = parse_hand(_pbn(deck[:13]))
    place = place_from_calls(Seat("N"), ["1D", "Pass", "1S", "Pass"])
    advice = three_card_raise(Table(_book(), place, hand))
    spades = hand.ranks(Suit.S)
    clubs = hand.ranks(Suit.C)
    good_clubs = len(clubs) >= 4 and sum(r in clubs for r in "AKQJ") >= 2
    expected = (
        12 <= hand.hcp <= 15
        and len(spades) == 3
        and any(r in spades for r in "AKQJ")
        and min(hand.length(s) for s in (Suit.H, Suit.D, Suit.C)) <= 1
        and hand.length(Suit.D) <= 5
        and not good_clubs
    )
    assert (advice is not None and advice.call == "2S") == expected


@pytest.mark.parametrize(
    ("auction", "hand", "system", "expected"),
    [
        # Walker: "Do NOT jump-shift if you hold: A two-suited or three-suited hand"
        ("1C Pass", "AQ842.K3.AQ92.K2", "2_1_game_force", "1S"),
        ("1D Pass", "AKJ42.AJ63.K9.Q2", "2_1_game_force", "1S"),
        # "... A weak suit (missing 2 or more top honors)"
        ("1C Pass", "AJ8652.K3.AQ9.K2", "2_1_game_force", "1S"),
        # one long strong suit and 17+: the 2/1 system's jump shift (17+) stands
        ("1C Pass", "AKQJ52.A3.Q92.Q2", "2_1_game_force", "2S"),
        ("1C Pass", "AKQJ52.A3.K92.K2", "2_1_game_force", "2S"),
        # SAYC's jump shift is 19+ (the Goren standard): with 18 responder bids his suit
        ("1C Pass", "AKJ652.AQ.Q92.Q2", "sayc", "1S"),
        # ... unless it is a one-suiter whose suit plays opposite a singleton (Klinger's
        # suit quality 10): from 17 total points it jumps at once (bridgebum's modern
        # 17-19, Walt Sturm's one-suiter; library/principles_responding.py)
        ("1C Pass", "AKQJ52.A3.Q92.Q2", "sayc", "2S"),
        ("1C Pass", "AKQJ52.A3.K92.K2", "sayc", "2S"),
        # 19+: the traditional jump shift takes a two-suiter too
        ("1C Pass", "AQ842.K3.AK92.K2", "sayc", "2S"),
        ("1C Pass", "AQ842.K3.AK92.K2", "2_1_game_force", "2S"),
    ],
)
def test_responder_s_jump_shift_needs_one_good_suit(
    auction: str, hand: str, system: str, expected: str
) -> None:
    answer = _advice(auction, hand, system)
    assert answer.call == expected, answer.reason


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        # 1C-1NT: the simple rebid of a six-card suit is the minimum's (sayc.md 12-15) ...
        ("8.K54.Q2.AQJ9763", "2C"),
        # ... so with 18 HCP and four spades the reverse shows the second suit first
        ("AQJ7.J4.A.AQ9763", "2S"),
    ],
)
def test_after_1nt_the_six_card_rebid_is_a_minimum(hand: str, expected: str) -> None:
    answer = _advice("1C Pass 1NT Pass", hand)
    assert answer.call == expected, answer.reason


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        # 17 HCP, six clubs and four hearts: the reverse shows both suits and the
        # strength at once (Grant, "The Dreaded Reverse"), not the one-suited jump 3C
        ("7.AJ92.Q3.AKQJ85", "2H"),
        # 15 HCP: the simple rebid's own 12-15 describes it, length points or not
        ("7.KJ92.Q3.AKQ985", "2C"),
    ],
)
def test_a_reverse_before_a_rebid_of_the_first_suit(hand: str, expected: str) -> None:
    answer = _advice("1C Pass 1S Pass", hand)
    assert answer.call == expected, answer.reason


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # a light third-seat 5-5: the opening showed the values, the shape is shown
        ("Pass Pass 1S Pass 1NT Pass", "AQJ95.4.KT976.85", "2D"),
        # a full opening: the system's own 2D
        ("1S Pass 1NT Pass", "AQJ95.4.KQ976.85", "2D"),
        # a balanced minimum passes the non-forcing 1NT
        ("1S Pass 1NT Pass", "AQJ95.Q4.K97.852", "Pass"),
    ],
)
def test_an_unbalanced_two_suiter_does_not_pass_1nt(auction: str, hand: str, expected: str) -> None:
    answer = _advice(auction, hand)
    assert answer.call == expected, answer.reason


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # 1D-1H-1NT (12-14): 10 HCP balanced is short of the 11-12 invitation, pass
        ("1D Pass 1H Pass 1NT Pass", "J74.Q752.AK62.T4", "Pass"),
        # a weak six-card suit signs off in it; a rebid of one's own suit is no preempt,
        # so it needs no top honour
        ("1D Pass 1H Pass 1NT Pass", "J.T87542.K953.QT", "2H"),
        ("1C Pass 1S Pass 1NT Pass", "T87542.J.K953.QT", "2S"),
        # 11-12 balanced invites
        ("1C Pass 1S Pass 1NT Pass", "KJ74.Q52.K62.Q43", "2NT"),
    ],
)
def test_responder_after_opener_s_1nt_rebid(auction: str, hand: str, expected: str) -> None:
    answer = _advice(auction, hand)
    assert answer.call == expected, answer.reason
