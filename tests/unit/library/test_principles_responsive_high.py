"""The responsive double over their weak two raised and at the four level, and 4NT for
the minors over their four of a major (issue 33; library/principles_free_bids.
responsive_double, library/principles_overcalls, library/principles_advancer).

Larry Cohen, "Doubles, part 2" (larryco.com): "a double of a bid-and-raised suit should
be 'responsive' on any level (not just the two level). If they bid (1H) - Dbl - (3H),
then double is still card-showing/responsive—not penalty. Even (1H) - Dbl - (4H) - Dbl
is responsive, maybe with a hand such as: A 2 / 6 3 / Q 10 8 7 2 / K J 4 3"; "Generally,
a responsive doubler won't hold 4 cards in the (lone) unbid major". Harold Feldheim's
lesson: "at the 2-level about 6 HCP's, and that at the 3-level about 9". Of their 4S,
Cohen ("4-Level Doubles"): "In case you are wondering, a bid of 4NT would show a
2-suited takeout (at least 5-5)". Hands written here, run on the SAYC system.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import Seat, Suit, full_pack
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_free_bids import responsive_double
from library.principles_reading import Table
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _ask(hand: str, calls: list[str]) -> str:
    return recommend(sayc_book(), place_from_calls(Seat.N, calls), parse_hand(hand), "None").call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # their weak two raised: both minors and 11 HCP, the double at the three level
        ("J9.753.KQ42.AQ76", ["2H", "X", "3H"], "X"),
        ("J9.753.KQ42.AJ76", ["2S", "X", "3S"], "X"),
        # both majors over their diamonds raised
        ("K942.QJ93.75.A76", ["2D", "X", "3D"], "X"),
        # four spades and two hearts: the spades are bid, not doubled
        ("KQ42.J9.753.AQ76", ["2D", "X", "3D"], "3S"),
        # Cohen's four-level examples: two places to play, a five-card minor among them
        ("A2.63.QT872.KJ43", ["1H", "X", "4H"], "X"),
        ("KQ5.52.A762.J762", ["1H", "X", "4H"], "X"),
        # after partner's overcall of their weak two, the two unbid suits
        ("J9.753.KQ42.AQ76", ["2H", "2S", "3H"], "X"),
    ],
)
def test_the_responsive_double_at_any_level(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) == call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # 5-5 in the minors and 16 HCP over their four of a major: 4NT, not a pass
        ("9.A2.KQJ84.AQT93", ["4S"], "4NT"),
        ("9.A2.KQJ84.AQT93", ["4H"], "4NT"),
        # too weak: 9 HCP
        ("9.A2.K9842.Q7632", ["4S"], "Pass"),
        # a balanced 17 with hearts stopped: 4NT is no natural overcall here
        ("AQ2.KQ3.KJ52.QJ3", ["4H"], "X"),
    ],
)
def test_4nt_over_their_four_of_a_major_is_for_the_minors(
    hand: str, calls: list[str], call: str
) -> None:
    assert _ask(hand, calls) == call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # not Blackwood: no suit of ours is agreed; the longer minor, clubs when equal
        ("Q8532.K93.J4.Q72", ["4S", "4NT", "Pass"], "5C"),
        ("Q853.K932.J42.Q7", ["4S", "4NT", "Pass"], "5D"),
        ("Q853.K932.QJ42.7", ["4H", "4NT", "Pass"], "5D"),
        ("Q853.K93.QJ4.742", ["4S", "4NT", "Pass"], "5C"),
    ],
)
def test_partner_answers_4nt_with_his_longer_minor(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) == call


def _hands() -> st.SearchStrategy[Hand]:
    return st.permutations(full_pack()).map(lambda cards: Hand.of(cards[:13]))


_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


@settings(max_examples=150, deadline=None)
@given(_hands(), st.sampled_from([(["2H", "X", "3H"], 3), (["1S", "X", "4S"], 4),
                                  (["2D", "X", "3D"], 3)]))  # fmt: skip
def test_the_double_asks_by_an_independent_count(hand: Hand, case: tuple[list[str], int]) -> None:
    """Whenever the principle doubles their raise of a major: four or more of each minor,
    fewer than four of the other major, 9+ HCP at the three level and 10+ at the four;
    of a minor: four or more of each major."""
    calls, level = case
    table = Table(sayc_book(), place_from_calls(Seat.N, calls), hand)
    advice = responsive_double(table)
    if advice is None or advice.call != "X":
        return
    lengths = {s: sum(1 for c in hand.cards if c.suit is s) for s in Suit}
    hcp = sum(_HCP.get(c.rank, 0) for c in hand.cards)
    assert hcp >= {3: 9, 4: 10}[level]
    theirs = Suit(calls[0][1])
    if theirs in (Suit.S, Suit.H):
        other = Suit.H if theirs is Suit.S else Suit.S
        assert lengths[other] < 4 and lengths[Suit.C] >= 4 and lengths[Suit.D] >= 4
    else:
        assert lengths[Suit.S] >= 4 and lengths[Suit.H] >= 4
