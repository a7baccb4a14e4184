"""Slam interest in a game-forcing auction goes slow: the trump suit below game, not the
jump to it (0.26.0, issue 33, h56b; library/principles_slow_arrival_forcing.py). The
calls are from North as dealer, answered by SAYC with the default conventions.

Robert S. Todd (Adventures in Bridge, "2/1 Game Forcing - Slam Bidding and Fast
Arrival"): "The Principle of Fast Arrival ... when you are in a 'forcing auction,'
jumping to game is the weakest action and bids below game show extra values (because
they leave room for cuebidding.)"; Richard Pavlicek ("Bidding After a Raise"): "If total
might be ... 33+ points see Slam Bidding."
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from domain.rules.cards import Seat, Suit
from domain.rules.hand_evaluation import parse_hand
from library.principles_reading import Table, bid
from library.principles_slow_arrival_forcing import slow_in_forcing_auction
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_advice, sayc_book

# as on an olympiad-2000 deal (development data; the spot cards changed here): opener's
# solid seven-card suit opposite the strong jump shift (19+, slam interest); 4S was
# passed by the jump shifter with a void in spades, and the tables reached 6NT, 7S and
# 7NT after opener's 3S
_AFTER_JUMP_SHIFT = "Pass 1S Pass 3D Pass"
_SOLID = "AKQJ542.T63.A4.5"


def test_opener_rebids_his_suit_below_game_opposite_the_jump_shift() -> None:
    advice = sayc_advice(_AFTER_JUMP_SHIFT, _SOLID)
    assert advice.call == "3S", advice.reason
    assert "fast arrival" in advice.reason


def test_the_jump_shifter_with_his_own_suit_goes_slow_too() -> None:
    # 1H-2S (strong jump shift), 3D: KQJ9853 and a void in hearts, 33 between the hands
    advice = sayc_advice("1H Pass 2S Pass 3D Pass", "KQJ9862.-.KJ.AK43")
    assert advice.call == "3S", advice.reason


def _table(calls: str, hand: str) -> Table:
    return Table(sayc_book(), place_from_calls(Seat.N, calls.split()), parse_hand(hand))


@given(st.integers(20, 40))
def test_slow_from_within_a_king_of_slam(total: int) -> None:
    # the small slam's 33 (Lindop), less a king: the zone where a slam may be there
    t = _table(_AFTER_JUMP_SHIFT, _SOLID)
    advice = slow_in_forcing_auction(t, Suit.S, bid(4, Suit.S), total, forcing=True)
    assert (advice is not None and advice.call == "3S") == (total >= 33 - 3)


@given(st.integers(30, 40))
def test_without_a_game_force_nothing_is_slow(total: int) -> None:
    # a bid below game that partner may pass is no slow arrival
    t = _table(_AFTER_JUMP_SHIFT, _SOLID)
    assert slow_in_forcing_auction(t, Suit.S, bid(4, Suit.S), total, forcing=False) is None


def test_in_competition_the_cuebid_is_the_slow_bid() -> None:
    # their bid: principles_slow_arrival's cuebid decides, not this principle
    t = _table("1H 2C 2S Pass 3D Pass", "KQJ9862.-.KJ.AK43")
    assert slow_in_forcing_auction(t, Suit.S, bid(4, Suit.S), 35, forcing=True) is None


def test_a_minors_four_level_is_no_slow_arrival() -> None:
    # after 3D the cheapest diamond bid is 4D, which only climbs towards the five-level
    # game: the control bids that a slow arrival makes room for begin at the four level
    t = _table(_AFTER_JUMP_SHIFT, _SOLID)
    assert slow_in_forcing_auction(t, Suit.D, bid(5, Suit.D), 35, forcing=True) is None
