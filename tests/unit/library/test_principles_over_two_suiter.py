"""Over the opponents' unusual 2NT or Michaels cuebid of partner's opening (issue 34: the
robots read their 2NT as notrump and passed).

Sources: the ACBL's teaching column on "unusual vs. unusual" ("Bid 3C with a limit raise
or better in hearts ... raise partner's major with 7-10 support points ... double with a
hand that is worth a redouble of a takeout double"), Kit Woolsey's "Defense against
two-suited overcalls" (the cuebids describe length in our two possible trump suits), and
the forms teachers list: the cuebid of their lower suit is a limit raise or better for
partner, the cuebid of their higher suit shows five cards in the fourth suit with game
interest, a bid of the fourth suit is natural and not forcing, 3NT is to play.
"""

from __future__ import annotations

import pytest

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.test_principles import _system

SAYC = _system("sayc")


def _call(calls: str, hand: str) -> str:
    return recommend(SAYC, place_from_calls(Seat.N, calls.split()), parse_hand(hand)).call


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # "raise partner's major with 7-10 support points"
        ("1H 2NT", "K83.QJ74.A52.965", "3H"),
        # "bid 3C with a limit raise or better in hearts" (their lower suit)
        ("1H 2NT", "KJ3.QJ74.A52.K65", "3C"),
        ("1S 2NT", "AK4.J6.KQ85.QT95", "3C"),
        # the higher cuebid: five cards in the fourth suit, game interest
        ("1H 2NT", "AQJ85.72.K52.965", "3D"),
        # "double ... you can double at least one of their suits for penalty"
        ("1H 2NT", "KJ4.6.Q9852.AT95", "X"),
        # nothing to say: pass, never a notrump reading of their 2NT
        ("1H 2NT", "J7.82.96532.8742", "Pass"),
        # Michaels over a minor shows both majors: the same answers (a minor raised
        # with five cards)
        ("1C 2C", "K8.QJ7.852.K9652", "3C"),
        ("1D 2D", "K3.Q4.AJ652.K652", "2H"),
    ],
)
def test_responder_over_their_two_suiter(calls: str, hand: str, call: str) -> None:
    assert _call(calls, hand) == call


@pytest.mark.parametrize(
    ("calls", "hand", "call"),
    [
        # the cuebid raise is forcing: game with 15+, three of the suit with a minimum
        ("1H 2NT 3C Pass", "A5.AKJ85.K52.Q96", "4H"),
        ("1H 2NT 3C Pass", "A5.KJ854.K52.J96", "3H"),
        # the higher cuebid showed spades: three of them raise to game
        ("1H 2NT 3D Pass", "K95.KJ854.K52.J6", "4S"),
        ("1H 2NT 3D Pass", "A5.KJ854.K52.J96", "3H"),
    ],
)
def test_opener_answers_the_cuebid(calls: str, hand: str, call: str) -> None:
    assert _call(calls, hand) == call
