"""Advancing partner's overcall of their preempt: the Rule of Seven (issue 33;
library/principles_preempt_advance.py).

Karen Walker, quiz answers "Advancing partner's call over their preempt": "he is already
hoping that you have around 7 'average' points and a few trumps. When you count your
points, don't include low honors in the preempter's suit"; "Partner's jump overcall
shows ... around 16-18 points and 6+ cards in his suit. Try to raise if you have a few
tricks". Hands written here, on the full SAYC system.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.rules.cards import SUIT_ORDER, Seat, Suit, full_pack
from domain.rules.hand_evaluation import Hand, parse_hand
from library.principles_preempt_advance import counted_points
from library.recommend import recommend
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_book


def _ask(hand: str, calls: list[str]) -> str:
    return recommend(sayc_book(), place_from_calls(Seat.N, calls), parse_hand(hand), "None").call


@pytest.mark.parametrize(
    ("hand", "calls", "call"),
    [
        # three trumps, 9 HCP of which the heart queen does not count: seven flat points,
        # what partner's 2S already hoped for
        ("J82.Q652.KT6.K75", ["2H", "2S", "Pass"], "Pass"),
        # the same over their 2D and partner's 2H
        ("J82.K75.Q652.KT6", ["2D", "2H", "Pass"], "Pass"),
        # partner's jump over their preempt forces to game: a singleton trump and the ace
        # of clubs raise it
        ("J.863.T8743.AQJ4", ["2H", "3S", "Pass"], "4S"),
    ],
)
def test_the_rule_of_seven(hand: str, calls: list[str], call: str) -> None:
    assert _ask(hand, calls) == call


def test_more_than_seven_points_is_no_rule_of_seven_pass() -> None:
    # three trumps, 10 HCP and a doubleton: more than partner counted on, so a bid
    assert _ask("K82.A652.KT6.753", ["2H", "2S", "Pass"]) != "Pass"


def _hands() -> st.SearchStrategy[Hand]:
    return st.permutations(full_pack()).map(lambda cards: Hand.of(cards[:13]))


@settings(max_examples=300, deadline=None)
@given(_hands(), st.sampled_from(list(SUIT_ORDER)), st.sampled_from(list(SUIT_ORDER)))
def test_counted_points_drop_their_queen_and_jack(hand: Hand, trump: Suit, theirs: Suit) -> None:
    if trump is theirs:
        return
    held = {c.rank for c in hand.cards if c.suit is theirs}
    soft = (2 if "Q" in held else 0) + (1 if "J" in held else 0)
    assert counted_points(hand, trump, theirs) == hand.support_points(trump) - soft
