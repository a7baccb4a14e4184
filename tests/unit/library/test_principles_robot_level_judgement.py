"""The robots' level judgement, 0.20.0 (issue 34, h50a): partner's pass over their
intervention limits his later bids, and a control bid is answered in competition too.
Each hand is written here for the principle it tests, none taken from a corpus file or a
deal.

Sources, as the modules quote them: "A two-over-one response shows 9+ points" and "A
response of 2NT shows 10 to 12 HCP" after a suit overcall (Richard Pavlicek, "Coping
with Interference"); after their takeout double "redouble 10+" (the SAYC booklet, as
library/systems/sayc.md writes it); so a responder who passed over their double or a
one-level overcall and bids later holds at most 9 HCP (at most 11 over a two-level
one), unless opener reopened with a double: "A re-opening double was designed to protect
partner's penalty double. It does not show any extra as partners penalty pass is
unlimited" (Mike Crosby, "Hand Evaluation - Re-opening Doubles")
(library/principles_reading.py). After agreement "a non-jump bid in a new suit at the
4-level or higher" is a control bid (J. Belk, "Control-showing cuebids"), with the
opponents in the auction as without them (library/principles_slam_zone.py).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_reading import Table
from library.recommend import Recommendation, recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _advice(auction: str, hand: str) -> Recommendation:
    return recommend(sayc_book(), place_from_calls(Seat.N, auction.split()), parse_hand(hand))


def _table(auction: str, hand: str) -> Table:
    return Table(sayc_book(), place_from_calls(Seat.N, auction.split()), parse_hand(hand))


# (auction, the most partner can hold): I opened, partner passed over their call, then bid
PASSED_OVER_THEIR_CALL = [
    ("1D X Pass 1H Pass Pass 2D Pass", 9),  # no redouble: fewer than 10
    ("1D 1H Pass 2H Pass Pass 3D Pass", 9),  # no two-over-one, 2NT or negative double
    ("1H 2C Pass 3C Pass Pass 3H Pass", 11),  # no three-level new suit or double
]


@pytest.mark.parametrize(("auction", "most"), PASSED_OVER_THEIR_CALL)
def test_partners_pass_over_their_call_caps_his_later_bid(auction: str, most: int) -> None:
    table = _table(auction, "KJ4.A92.AQ85.QJ3")
    assert table.partner_called.high == most
    assert table.partner_called.low <= most


def test_after_my_reopening_double_his_answer_is_not_capped() -> None:
    # his pass may have been the trap pass my double protects: "unlimited"
    table = _table("1C 2S Pass Pass X Pass 3D Pass", "K4.AQ92.AQ85.KQ3")
    assert table.partner_called.high is None or table.partner_called.high > 11


def test_partner_who_bid_at_once_is_not_capped() -> None:
    # the free raise over their overcall: his range is the raise's own
    table = _table("1D 1H 2D Pass", "KJ4.A92.AQ85.QJ3")
    assert table.partner_called.high != 9


def test_no_game_opposite_a_passed_partners_balancing_raise() -> None:
    # 17 HCP and their hearts stopped: partner, who passed 1H, then competed with 3D,
    # holds 6-9, so 17 + 7 falls short of 26 (it was 3NT with his 6-18 read as 9)
    assert _advice("1D 1H Pass 2H Pass Pass 3D Pass", "KJ4.A92.AQ85.QJ3").call == "Pass"


def test_a_control_bid_over_their_overcall_is_answered() -> None:
    # 1S (2D) 2S: spades agreed; partner's 4C is a control bid, not a new suit to pass or
    # prefer: with the upper half of the raise (12 dummy points) and the king of their
    # diamonds, the cheapest control below game
    advice = _advice("1S 2D 2S Pass 4C Pass", "K973.A82.K4.J962")
    assert advice.call == "4D"
    assert "control bid" in advice.reason
    # a minimum signs off in game, as the control bid's answer, never a pass
    minimum = _advice("1S 2D 2S Pass 4C Pass", "K973.Q82.K4.J962")
    assert minimum.call == "4S"
    assert "control bid" in minimum.reason


def test_a_control_bid_in_their_suit_is_not_passed() -> None:
    # 1S (2C) 2S: partner's 4C cues their clubs after agreement
    advice = _advice("1S 2C 2S Pass 4C Pass", "K973.A82.K84.962")
    assert advice.call != "Pass"
    assert "control bid" in advice.reason


RANKS = "AKQJT98765432"


def _hand_from(indexes: list[int]) -> Hand:
    suits: list[list[str]] = [[], [], [], []]
    for index in sorted(indexes):
        suits[index // 13].append(RANKS[index % 13])
    return parse_hand(".".join("".join(suit) for suit in suits))


@given(st.permutations(range(52)))
def test_the_cap_holds_for_any_hand_opener_holds(cards: list[int]) -> None:
    """Whatever the opener holds, partner's pass over their double and then his 2D are
    read as 0-9 HCP, against a count written here: the redouble's floor less one; the
    deck's narrowing (40 less mine and theirs) only lowers it."""
    hand = _hand_from(cards[:13])
    place = place_from_calls(Seat.N, ["1D", "X", "Pass", "1H", "Pass", "Pass", "2D", "Pass"])
    table = Table(sayc_book(), place, hand)
    redouble_floor = 10
    called = table.partner_called
    assert called.high == redouble_floor - 1
    assert 0 <= called.low <= called.high
    shown = table.partner_shown
    assert shown.high is not None
    assert shown.high <= min(redouble_floor - 1, max(shown.low, 40 - hand.hcp))
