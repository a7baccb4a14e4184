"""The slam after a transfer is played in the major (library/principles_transfer_fit.py).

Audrey Grant (Bridge Basics, "Slam Bidding"): "The first priority, of course, is to find
the denomination in which the partnership belongs. Once that has been decided, the
partner with the extra strength can simply bid a slam"; Bridge For Dummies: "if you have
eight or more cards in a suit between your hand and the dummy, particularly in a major
suit (either hearts or spades), you try to make that suit your trump suit." The
transfer "shows 5+ hearts ... The 1NT opener must bid 2H" (kwbridge.com): with six, his
acceptance makes eight. The hands are written here for the principle.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from domain.rules.cards import SUIT_ORDER, Card, Suit
from domain.rules.hand_evaluation import Hand
from tests.unit.library.support import sayc_advice

AFTER_HEARTS_3NT = "1NT Pass 2D Pass 2H Pass 3D Pass 3NT Pass"

CASES = [
    # six hearts, 18 HCP and a sixth-card point opposite 15-17: 34 between the hands;
    # his 3NT denies a third heart, not the two his acceptance promised (before: 6NT
    # with a singleton club)
    (AFTER_HEARTS_3NT, "A2.KQ8532.AK32.2", "6H"),
    # spades the same way, over the club rebid
    ("1NT Pass 2H Pass 2S Pass 3C Pass 3NT Pass", "KQ8532.2.AK32.A2", "6S"),
    # the six cards are clubs, no transfer: no major fit, the notrump slam stands
    ("1NT Pass 2H Pass 2S Pass 3C Pass 3NT Pass", "A2.2.AK32.KQ8532", "6NT"),
    # five hearts only: seven or eight between the hands, the notrump ladder's 4NT
    (AFTER_HEARTS_3NT, "A2.KQ853.AK32.32", "4NT"),
]


@pytest.mark.parametrize(("auction", "hand", "expected"), CASES)
def test_slam_in_the_transferred_major(auction: str, hand: str, expected: str) -> None:
    assert sayc_advice(auction, hand).call == expected


_DECK = [Card(suit, rank) for suit in SUIT_ORDER for rank in "AKQJT98765432"]
_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


def _slam_level(hand: Hand) -> int:
    """Independent: the points between the hands with 1NT's 15 (HCP, one for each card
    past four in a suit): 33 a small slam, else none; never a grand, which nothing here
    asks for (iowacitybridge.com, "Slam Bidding": "With 36 combined high card points, we
    could be missing an ace"; tests/unit/library/test_principles_slam_grand.py)."""
    hcp = sum(_HCP.get(c.rank, 0) for c in hand.cards)
    length = sum(max(0, len([c for c in hand.cards if c.suit is s]) - 4) for s in SUIT_ORDER)
    total = hcp + length + 15
    return 6 if total >= 33 else 0


_HEARTS = [c for c in _DECK if c.suit is Suit.H]
_OTHERS = [c for c in _DECK if c.suit is not Suit.H]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(st.integers(6, 7), st.permutations(_HEARTS), st.permutations(_OTHERS))
def test_six_hearts_never_play_a_notrump_slam(
    length: int, hearts: list[Card], others: list[Card]
) -> None:
    """With six hearts or more after the transfer and 3NT, a slam is bid in hearts, at
    the level the points between the hands give (six, never seven)."""
    hand = Hand.of(hearts[:length] + others[: 13 - length])
    assume(hand.hcp >= 12)
    call = sayc_advice(AFTER_HEARTS_3NT, str(hand)).call
    assert call not in ("6NT", "7NT")
    level = _slam_level(hand)
    if call in ("6H", "7H"):
        assert int(call[0]) == level
