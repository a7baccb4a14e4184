"""The fourth round of issue 33, constructive rebids and openings: each principle on
hands written for it here (none is taken from a corpus file).

- A balanced minimum rebids 1NT (library/principles_balanced_rebid.py): the system's
  "12-14, balanced" 1NT rebid before a second four-card minor that a convention module
  restates at its higher priority.
- Opener's 6-4 (library/principles_six_four.py): the six-card major before a four-card
  minor; four hearts after 1S-1NT before a spade rebid; and responder's six-card major
  before a raise of opener's minor.
- Fourth suit forcing gives way to the system's own 3NT
  (library/principles_fourth_suit_notrump.py) with a balanced hand and the fourth suit
  stopped.
- A written rule that asks for two of the top three honours in a suit holds only with
  them (library/principles_suit_quality.py).
- The strong 2C opening by playing tricks, as the system's own rule allows ("a hand with
  nine playing tricks may open 2C with fewer"; library/principles_playing_tricks.py).
- 3NT opposite partner's preempt needs two cards in his suit to reach it
  (library/principles_preempt_notrump.py).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import Seat, Suit
from domain.rules.hand_evaluation import parse_hand
from library.principles_balanced_rebid import notrump_rebid_first
from library.principles_playing_tricks import playing_tricks
from library.principles_suit_quality import honours_wanted
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_advice, sayc_book


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # 4-4 in the minors, 13 HCP, balanced: 1NT, not 2C
        ("1D Pass 1H Pass", "K5.J73.AQ84.KJ62", "1NT"),
        ("1D Pass 1S Pass", "Q73.K5.AJ84.KT62", "1NT"),
        # five diamonds and four clubs: unbalanced, the second suit is shown
        ("1D Pass 1H Pass", "K5.J7.AQ843.KJ62", "2C"),
        # 19 HCP balanced: the written 2NT (18-19), the check does not touch it
        ("1D Pass 1H Pass", "K5.Q73.AQ84.AKJ6", "2NT"),
    ],
)
def test_a_balanced_minimum_rebids_1nt(auction: str, hand: str, expected: str) -> None:
    answer = sayc_advice(auction, hand)
    assert answer.call == expected
    if expected == "1NT":
        assert "2C fits too but gives way here: a balanced 12-14 rebids 1NT" in answer.reason


def test_a_users_own_new_suit_rebid_is_not_set_aside() -> None:
    book = sayc_book()
    place = place_from_calls(Seat("N"), ["1D", "Pass", "1H", "Pass"])
    rule = book.rule("1d-(p)-1h-(p)-2c")
    assert rule is not None
    hand = parse_hand("K5.J73.AQ84.KJ62")
    assert notrump_rebid_first(book, place, hand, rule) is not None
    assert notrump_rebid_first(book, place, hand, replace(rule, module_type=USER_CUSTOM)) is None


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # six hearts, four clubs, 13 HCP: rebid the hearts
        ("1H Pass 1S Pass", "7.KQJ842.83.AQ95", "2H"),
        # the same with 17 HCP: the jump rebid
        ("1H Pass 1S Pass", "7.AKQJ84.83.AQ95", "3H"),
        # five hearts and four clubs: the new suit, as written
        ("1H Pass 1S Pass", "72.KQJ84.83.AQ95", "2C"),
        # six spades, four hearts after 1NT: hearts first, minimum or not
        ("1S Pass 1NT Pass", "AQ9842.KJ73.5.K4", "2H"),
        ("1S Pass 1NT Pass", "AQJ842.AKJ7.5.K4", "2H"),
        # six spades, four diamonds after 1NT: spades rebid
        ("1S Pass 1NT Pass", "AQ9842.5.KJ73.K4", "2S"),
    ],
)
def test_opener_with_six_four(auction: str, hand: str, expected: str) -> None:
    assert sayc_advice(auction, hand).call == expected


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        # 14 HCP, balanced, Q82 in clubs: 3NT at once
        ("A84.KQ95.K73.Q82", "3NT"),
        # no club stopper: ask with the fourth suit
        ("K84.KQ95.AJ3.852", "2C"),
        # five hearts, two doubletons: not balanced, so the fourth suit
        ("A8.KQ953.K7.Q852", "2C"),
    ],
)
def test_the_fourth_suit_is_for_hands_without_a_natural_call(hand: str, expected: str) -> None:
    answer = sayc_advice("1D Pass 1H Pass 1S Pass", hand)
    assert answer.call == expected
    if expected == "3NT":
        assert "2C fits too but gives way here: game values, a balanced hand" in answer.reason


def test_the_meanings_that_ask_for_top_honours() -> None:
    assert honours_wanted("6+ clubs with two of the top three honours, 6-9 HCP") == [Suit.C]
    assert honours_wanted("Good 5+ diamonds (two of the top three honours), 5+ hearts") == [Suit.D]
    assert honours_wanted("6+ diamonds, good suit, 6-9 HCP") == []


@pytest.mark.parametrize(
    ("auction", "hand", "expected", "aside"),
    [
        # 1NT-3D asks for two of the top three diamonds: KJ8642 has one, so not 3D
        ("1NT Pass", "Q93.84.KJ8642.Q5", "2NT", "3D"),
        ("1NT Pass", "93.84.AQ8642.Q75", "3D", None),
        # a positive 2H over 2C asks the same of the hearts
        ("2C Pass", "K3.J98654.K92.Q4", "2D", "2H"),
        ("2C Pass", "K3.AQ8654.92.Q54", "2H", None),
    ],
)
def test_a_rule_asking_for_top_honours(
    auction: str, hand: str, expected: str, aside: str | None
) -> None:
    answer = sayc_advice(auction, hand)
    assert answer.call == expected
    if aside is not None:
        lost = next(a for a in answer.alternatives if a.call == aside)
        assert "asks for two of the top three honours" in lost.why


@pytest.mark.parametrize(
    ("hand", "tricks"),
    [
        ("AKQJ974.A5.A83.7", 9),  # seven solid spades, two side aces
        ("AKQJ962.A4.K32.5", 8),  # a side king counts half
        ("KQJT8742.A5.A3.7", 9),  # the eighth spade is a winner, the king's loser is not
        ("AKQT9.AK82.7.A64", 8),  # a two-suiter: the side suit's small cards do not count
    ],
)
def test_playing_tricks(hand: str, tricks: int) -> None:
    assert playing_tricks(parse_hand(hand)) == tricks


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        # nine tricks in spades and 18 HCP (21 points): 2C, as the rule's words allow
        ("AKQJ974.A5.A83.7", "2C"),
        # nine tricks but 14 HCP: a preempt's hand, not a strong opening
        ("KQJT8742.A5.A3.7", "1S"),
        # nine tricks in a minor: game needs eleven, so one of the suit
        ("7.A5.AKQJ974.A83", "1D"),
        # eight tricks: one of the suit
        ("AKQJ962.A4.K32.5", "1S"),
    ],
)
def test_the_strong_opening_by_playing_tricks(hand: str, expected: str) -> None:
    answer = sayc_advice("", hand)
    assert answer.call == expected
    if expected == "2C":
        assert any(c.name == "playing tricks" for c in answer.checks)
        assert "playing tricks: the strong 2C opening" in answer.reason


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        # six hearts, four clubs, 11 HCP: the invitational 3H, not the club raise
        ("7.AQJ974.K84.J53", "3H"),
        # five hearts and four clubs: the club raise stands
        ("7.AQJ97.K84.J653", "3C"),
    ],
)
def test_responders_six_card_major_before_a_minor_raise(hand: str, expected: str) -> None:
    assert sayc_advice("1C Pass 1H Pass 1S Pass", hand).call == expected


@pytest.mark.parametrize(
    ("auction", "hand", "notrump"),
    [
        # a singleton diamond opposite 3D: the written 3NT gives way
        ("3D Pass", "AKJ5.AQ94.6.KQ84", False),
        # two diamonds reach partner's suit: 3NT
        ("3D Pass", "AK5.AQ94.76.KQ84", True),
        # a void in partner's weak-two spades
        ("2S Pass", "-.AQ94.AKJ53.KQ84", False),
    ],
)
def test_3nt_over_a_preempt_needs_a_way_to_partners_suit(
    auction: str, hand: str, notrump: bool
) -> None:
    answer = sayc_advice(auction, hand)
    assert (answer.call == "3NT") is notrump
    if not notrump:
        lost = next(a for a in answer.alternatives if a.call == "3NT")
        assert "cannot be reached in notrump" in lost.why
