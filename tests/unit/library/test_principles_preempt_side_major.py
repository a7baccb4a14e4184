"""No preempt in first or second seat with a side four-card major holding the ace or king
(library/principles_preempt_side_major.py; issue 33, h56f).

The sources, as the module reads them: Max Hardy, "Two Over One Game Force", weak
two-bids: "A six card suit with a pattern of 6-3-2-2, 6-3-3-1, or 6-4-2-1, but if the
four card side suit is a major it must be very poor"; the Bridge Hands guide to weak
twos: "some preempt with a four card outside suit (most not a useful honor in the
suit)", and "Usually not more than one useful outside honors (in first or second
seat)"; against the rule as such, Larry Cohen ("Don't Open a Weak 2-Bid With a Side
4-Card Major"): "a side four-card major -- all possible". So only the side major with
its ace or king keeps the preempt out, and only in first or second seat.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.rules.cards import Seat
from domain.rules.hand_evaluation import parse_hand
from library.principles_preempt_side_major import side_major_keeps_preempt_out
from library.recommend_auction import place_from_calls
from tests.unit.library.support import sayc_advice, sayc_book, sayc_written


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # four hearts with the ace and king beside six spades, first seat: no 2S, and
        # 9 HCP with 6+4 cards is below the rule of 20: pass
        ("", "Q96543.AKT9.7.42", "Pass"),
        # the side hearts without the ace or king: "most not a useful honor" allows it
        ("", "QJT643.QJ98.J2.3", "2S"),
        # third seat: partner has passed, the major fit matters less (Cohen: "third-seat
        # preempts can be very wide ranging")
        ("Pass Pass", "Q96543.AKT9.7.42", "2S"),
        # a seven-card heart preempt with the king of spades: no 3H, a pass
        ("", "K943.AQ98762.T8.-", "Pass"),
    ],
)
def test_side_major_with_ace_or_king(auction: str, hand: str, expected: str) -> None:
    assert str(sayc_advice(auction, hand).call) == expected


_DECK = [f"{s}{r}" for s in "SHDC" for r in "AKQJT98765432"]


def _hand_text(cards: list[str]) -> str:
    return ".".join("".join(c[1] for c in cards if c[0] == s) or "-" for s in "SHDC")


@given(st.permutations(_DECK))
def test_set_aside_exactly_with_four_hearts_holding_ace_or_king(deck: list[str]) -> None:
    """Against an independent reading of the rule: the written 2S opening in first seat
    gives way exactly when the hand holds four or more hearts with the ace or king."""
    cards = deck[:13]
    hand = parse_hand(_hand_text(cards))
    hearts = [c[1] for c in cards if c[0] == "H"]
    expected = len(hearts) >= 4 and ("A" in hearts or "K" in hearts)
    rule = sayc_written("", "2s")
    place = place_from_calls(Seat.N, [])
    why = side_major_keeps_preempt_out(sayc_book(), place, hand, rule)
    assert (why is not None) == expected
