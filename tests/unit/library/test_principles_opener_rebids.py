"""Opener's rebids (issue 33, eleventh session; library/principles_opener_rebids.py),
each principle on hands from the teaching text it follows or written for it here (none
is a corpus case).

- The jump shift counts length (Funbridge, "Opener's Reverses and Jump Shifts": it
  "promises at least 19 HCP with 5-4 distribution but 17+ HCP with at least ten cards
  in the two suits").
- A balanced maximum opposite 1NT bids game (the classes "Minimum: 13-16 points ...
  Medium: 17.18 points ... Maximum: 19-21 points"; the Goren column: "The best way of
  getting to game is by bidding it directly").
- The help-suit try before the re-raise, in the weaker suit (bridgeinfo.net: "Instead
  of inviting game by reraising the trump suit ... opener should instead bid a new suit
  in which he needs help from responder"; the Ocala club: "you should have two or more
  losers in it"; Bridge in Chicago: "the help suit game try is made in the weaker
  suit").
- After a two-over-one the second suit comes before the major again (Larry Cohen,
  "Two-Over-One GF -- Part 7": "If opener has a second suit (of 4 or more cards), he
  bids it ... If he has 6+ cards in the major opened, he repeats it"; "Repeating your
  major promises 6+"; "With five, you will repeat the second suit on your third bid").
- A minimum that has rebid its suit stops when partner repeats his own (Hamilton Bridge
  Club, on 83 AQ10843 KJ7 A6: "you should rebid 2H. However, do not bid again unless
  your partner continues making forcing rebids (ie new suits)").
- The reverse before the jump reverse (Larry Cohen, "The difference between Opener's
  Reverse and a Jumpshift": "Any other jump by opener would not be a GF jumpshift"; a
  Bridge Base Forums answer: "1C - 1H - 3D is not included, as diamonds are above
  clubs").
- Six-five comes alive (Karen Walker, "Jump Reverse", after Grant Baze: "6—5
  distribution is so powerful that it justifies aggressive bidding, even when you have
  minimum high-card strength").
- The jump rebid's 16-18 counted as the booklet counts it, in HCP (sayc.md's "16-18 HCP,
  6+ clubs, invitational" after 1C-1D and 1C-1H), where the system writes no jump
  rebid (library/principles_rebids.py).
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.bidding.port import USER_CUSTOM
from domain.rules.cards import Seat
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_help_suit_try import help_suit_before_reraise
from library.principles_opener_jump_shift import jump_shift_by_length, reverse_before_jump
from library.principles_two_over_one_shape import second_suit_before_major
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_advice, sayc_book, sayc_written


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # "17+ HCP with at least ten cards in the two suits": 5-5, 17 HCP, a jump shift
        ("1S Pass 1NT Pass", "AQJ75.4.KQJ86.A3", "3D"),
        # the same after a one-level suit response, the second suit lower
        ("1H Pass 1S Pass", "4.AKJ75.A3.KQJ86", "3C"),
        # a higher suit the simple bid shows at the one level: 1C-1D-2H is a jump shift
        # too, and with five hearts it comes before the jump rebid of the six clubs
        ("1C Pass 1D Pass", "4.AKQ75.3.AKJ862", "2H"),
        # "at least 19 HCP with 5-4": 20 HCP, 5-4, a jump shift
        ("1S Pass 1NT Pass", "AKJ75.4.KQJ8.AQ3", "3D"),
        # 6-4 with 18 HCP: ten cards, but no jump shift: a 6-4 has the jump rebid of its
        # six-card suit for 16-18
        ("1S Pass 1NT Pass", "AQJ842.5.AKJ7.K4", "3S"),
        # 5-4 with 17 HCP: the simple new suit (the system's 12-18)
        ("1S Pass 1NT Pass", "AQJ75.43.KQJ8.A3", "2D"),
        # 5-5 with 16 HCP: short of the jump shift's 17
        ("1S Pass 1NT Pass", "AQJ75.4.KQJ86.K3", "2D"),
    ],
)
def test_the_jump_shift_counts_length(auction: str, hand: str, expected: str) -> None:
    answer = sayc_advice(auction, hand)
    assert answer.call == expected, answer.reason


def test_the_written_simple_new_suit_gives_way_to_the_jump_shift() -> None:
    place = place_from_calls(Seat("N"), ["1S", "Pass", "1NT", "Pass"])
    two_diamonds = sayc_written("1s-(p)-1n-(p)", "2d")
    assert jump_shift_by_length(sayc_book(), place, parse_hand("AQJ75.4.KQJ86.A3"), two_diamonds)
    mine = replace(two_diamonds, module_type=USER_CUSTOM)  # the user's own rule stands
    assert jump_shift_by_length(sayc_book(), place, parse_hand("AQJ75.4.KQJ86.A3"), mine) is None


def _two_suiter(spades: int, diamonds: int, cards: list[int]) -> Hand:
    """A hand with ``spades`` spades, ``diamonds`` diamonds and the rest split between
    hearts and clubs at three cards or fewer each, its cards chosen by ``cards``."""
    hearts = min(3, 13 - spades - diamonds)
    clubs = 13 - spades - diamonds - hearts
    return parse_hand(_hand_text((spades, hearts, diamonds, clubs), cards))


_PERMUTATIONS = st.permutations(list(range(13)))


@settings(max_examples=150, deadline=None)
@given(
    spades=st.integers(5, 6),
    diamonds=st.integers(4, 5),
    s=_PERMUTATIONS,
    h=_PERMUTATIONS,
    d=_PERMUTATIONS,
    c=_PERMUTATIONS,
)
def test_the_jump_shift_threshold_against_the_teaching(
    spades: int, diamonds: int, s: list[int], h: list[int], d: list[int], c: list[int]
) -> None:
    """Over 1S-1NT, a spade-diamond two-suiter (spades the longer or equal suit, the
    other suits three cards or fewer) set aside the simple 2D for the jump shift exactly
    when the Funbridge reading holds: 17-21 HCP with ten cards in the two suits (a
    five-card second suit), else 19-21."""
    hand = _two_suiter(spades, diamonds, [*s, *h, *d, *c])
    place = place_from_calls(Seat("N"), ["1S", "Pass", "1NT", "Pass"])
    needed = 17 if spades + diamonds >= 10 and diamonds >= 5 else 19
    reading = needed <= hand.hcp <= 21
    two_diamonds = sayc_written("1s-(p)-1n-(p)", "2d")
    assert (jump_shift_by_length(sayc_book(), place, hand, two_diamonds) is not None) == reading


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # a balanced 20 opposite 1NT: 20 and partner's 6 make game, "bid it directly"
        ("1C Pass 1NT Pass", "AQ4.KJ5.AQ3.KJ84", "3NT"),
        ("1D Pass 1NT Pass", "AQ4.KJ5.AQJ3.K84", "3NT"),
        # a balanced 18, the medium class: 2NT invites
        ("1C Pass 1NT Pass", "AQ4.KJ5.KJ3.KJ84", "2NT"),
        # after a major the system's own 2NT (18-19) stands
        ("1H Pass 1NT Pass", "KQ4.AKJ85.KJ3.Q4", "2NT"),
    ],
)
def test_a_maximum_opposite_1nt_bids_game(auction: str, hand: str, expected: str) -> None:
    answer = sayc_advice(auction, hand)
    assert answer.call == expected, answer.reason


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # Bridge in Chicago's opener: "the help suit game try is made in the weaker suit"
        # (J87, not the strong AK7)
        ("1S Pass 2S Pass", "AK9865.AK7.7.J87", "3C"),
        # a long major fit for the re-raise, but K83 has two losers: ask there
        ("1H Pass 2H Pass", "J4.AQ9865.K83.A5", "3D"),
        # two weak side suits of equal losers: the cheaper try leaves partner room
        ("1S Pass 2S Pass", "AKJ82.A3.Q94.K72", "3C"),
        # no side suit with two losers (AQ4, and doubletons): the re-raise
        ("1S Pass 2S Pass", "AKJ965.AQ4.Q4.54", "3S"),
    ],
)
def test_the_help_suit_try_before_the_re_raise(auction: str, hand: str, expected: str) -> None:
    answer = sayc_advice(auction, hand)
    assert answer.call == expected, answer.reason


def test_the_user_s_own_re_raise_is_never_set_aside() -> None:
    place = place_from_calls(Seat("N"), ["1H", "Pass", "2H", "Pass"])
    hand = parse_hand("J4.AQ9865.K83.A5")
    three_hearts = sayc_written("1h-(p)-2h-(p)", "3h")
    assert help_suit_before_reraise(sayc_book(), place, hand, three_hearts) is not None
    mine = replace(three_hearts, module_type=USER_CUSTOM)
    assert help_suit_before_reraise(sayc_book(), place, hand, mine) is None


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # "If opener has a second suit (of 4 or more cards), he bids it": 5-4
        ("1S Pass 2C Pass", "AKJ75.Q4.KJ84.95", "2D"),
        # "If he has 6+ cards in the major opened, he repeats it": 6-3
        ("1S Pass 2C Pass", "AKJ754.Q4.KJ8.95", "2S"),
        # Cohen's own hand: seven hearts, "rebid a peaceful 2H"
        ("1H Pass 2C Pass", "54.KJ87654.A.AK2", "2H"),
        # six and five: the five-card second suit first, "repeat the second suit" later
        ("1S Pass 2C Pass", "AKJ754.4.KQ986.5", "2D"),
        # six and four: the six-card major is repeated
        ("1S Pass 2C Pass", "AKJ754.4.KQ98.54", "2S"),
    ],
)
def test_after_a_two_over_one_the_shape_first(auction: str, hand: str, expected: str) -> None:
    answer = sayc_advice(auction, hand)
    assert answer.call == expected, answer.reason


def test_the_user_s_own_major_rebid_is_never_set_aside() -> None:
    place = place_from_calls(Seat("N"), ["1S", "Pass", "2C", "Pass"])
    hand = parse_hand("AKJ75.Q4.KJ84.95")
    two_spades = sayc_written("1s-(p)-2c-(p)", "2s")
    assert second_suit_before_major(sayc_book(), place, hand, two_spades) is not None
    mine = replace(two_spades, module_type=USER_CUSTOM)
    assert second_suit_before_major(sayc_book(), place, hand, mine) is None


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # 17 HCP and six clubs: the jump rebid, though length makes it 19 points
        ("1C Pass 1S Pass", "K52.Q3.A4.AKJ874", "3C"),
        # 14 HCP: the minimum's simple rebid (the system's 12-15)
        ("1C Pass 1S Pass", "K52.Q3.A4.KJT874", "2C"),
    ],
)
def test_the_jump_rebid_counts_the_booklet_s_hcp(auction: str, hand: str, expected: str) -> None:
    answer = sayc_advice(auction, hand)
    assert answer.call == expected, answer.reason


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # Hamilton's own hand: 2H, then "do not bid again"
        ("1H Pass 1S Pass 2H Pass 2S Pass", "83.AQT843.KJ7.A6", "Pass"),
        # a jump in his suit invites: the hand answers the invitation instead
        ("1H Pass 1S Pass 2H Pass 3S Pass", "83.AQT843.KJ7.A6", "4S"),
        # three of partner's suit is a fit, not a misfit: the principle is silent
        ("1H Pass 1S Pass 2H Pass 2S Pass", "K83.AQT843.KJ7.6", "3S"),
    ],
)
def test_a_limited_minimum_stops_in_a_misfit(auction: str, hand: str, expected: str) -> None:
    answer = sayc_advice(auction, hand)
    assert answer.call == expected, answer.reason


def _hand_text(lengths: tuple[int, int, int, int], cards: list[int]) -> str:
    """A hand of the given suit lengths (spades first), its cards chosen by ``cards``."""
    ranks = "AKQJT98765432"
    suits = [
        "".join(ranks[i] for i in sorted(cards[n * 13 : n * 13 + 13][:length]))
        for n, length in enumerate(lengths)
    ]
    return ".".join(suits)


@settings(max_examples=150, deadline=None)
@given(
    spades=st.integers(0, 2),
    diamonds=st.integers(1, 4),
    s=_PERMUTATIONS,
    h=_PERMUTATIONS,
    d=_PERMUTATIONS,
    c=_PERMUTATIONS,
)
def test_the_misfit_pass_against_the_teaching(
    spades: int, diamonds: int, s: list[int], h: list[int], d: list[int], c: list[int]
) -> None:
    """1H-1S-2H-2S with six hearts and two or fewer spades: every hand of 12-15 HCP
    passes (the reading: both hands limited, no fit)."""
    clubs = 13 - 6 - spades - diamonds
    text = _hand_text((spades, 6, diamonds, clubs), [*s, *h, *d, *c])
    if not 12 <= parse_hand(text).hcp <= 15:
        return
    answer = sayc_advice("1H Pass 1S Pass 2H Pass 2S Pass", text)
    assert answer.call == "Pass", answer.reason


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # "1C - 1H - 3D is not included, as diamonds are above clubs": reverse with 20
        ("1C Pass 1H Pass", "4.K32.AKQ5.AKJ86", "2D"),
        ("1C Pass 1S Pass", "4.K32.AKQ5.AKJ86", "2D"),
        # "1D - 1H - 2S" is an honest jump shift: the one-level spade bid is no reverse
        ("1D Pass 1H Pass", "AKQ5.4.AKJ86.K32", "2S"),
    ],
)
def test_the_reverse_before_the_jump_reverse(auction: str, hand: str, expected: str) -> None:
    answer = sayc_advice(auction, hand)
    assert answer.call == expected, answer.reason


def test_the_user_s_own_jump_is_never_set_aside() -> None:
    place = place_from_calls(Seat("N"), ["1C", "Pass", "1H", "Pass"])
    hand = parse_hand("4.K32.AKQ5.AKJ86")
    jump = sayc_written("1c-(p)-1h-(p)", "3d")
    assert reverse_before_jump(sayc_book(), place, hand, jump) is not None
    assert (
        reverse_before_jump(sayc_book(), place, hand, replace(jump, module_type=USER_CUSTOM))
        is None
    )


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # 6-5 and a minimum: the second suit at the two level in competition
        ("1H Pass 1NT 2C", "4.KQJ865.AJT76.4", "2D"),
        # reopening after their overcall: no takeout double on this shape, the suit
        ("1H 1S Pass Pass", "4.KQJ865.AJT76.4", "2D"),
        # 6-4 is not six-five: the six-card suit competes
        ("1H Pass 1NT 2C", "4.KQJ865.AJT7.43", "2H"),
    ],
)
def test_six_five_comes_alive(auction: str, hand: str, expected: str) -> None:
    answer = sayc_advice(auction, hand)
    assert answer.call == expected, answer.reason
