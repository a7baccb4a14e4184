"""The strain before a notrump slam: with a singleton, the fit or the suit below game, not
6NT at once (0.25.0, h55a; library/principles_slam_strain.py), on hands written for this
test (none is a corpus case).

- Larry Cohen, "When does a notrump bid show a balanced hand?": "A natural 2NT (or 3NT)
  response would promise a balanced hand (no singletons or voids)".
- Audrey Grant, Bridge Basics, "Slam Bidding": "The first priority, of course, is to find
  the denomination in which the partnership belongs. Once that has been decided, the
  partner with the extra strength can simply bid a slam".
- District 8 Solvers Forum, October 2007: 1D-1H-3NT, top score 4D, "the most
  straightforward slam move"; TGIF bidding contest, December 2019: 2C-2D-3D-3H-3NT, top
  award 4C, "natural, still looking for slam".
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.unit.library.support import sayc_advice


@pytest.mark.parametrize(
    ("auction", "hand", "expected"),
    [
        # his 3NT rebid shows 6+ running diamonds: two of them make eight, agreed at 4D
        ("1D Pass 1H Pass 3NT Pass", "K.AQJ876.95.KQ82", "4D"),
        # the same values balanced: 6NT, as the points say
        ("1D Pass 1H Pass 3NT Pass", "K4.AQJ87.95.KQ82", "6NT"),
        # after 2C and his diamonds, my hearts declined: my four clubs, natural
        ("2C Pass 2D Pass 3D Pass 3H Pass 3NT Pass", "92.KJ8752.7.AQ85", "4C"),
    ],
)
def test_strain_before_notrump_slam(auction: str, hand: str, expected: str) -> None:
    assert sayc_advice(auction, hand).call == expected


def test_the_reason_names_the_singleton() -> None:
    advice = sayc_advice("1D Pass 1H Pass 3NT Pass", "K.AQJ876.95.KQ82")
    assert "singleton" in advice.reason and "below game" in advice.reason


_RANKS = "AKQJT98765432"
_HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


@settings(max_examples=120, deadline=None)
@given(st.permutations([(s, r) for s in range(4) for r in _RANKS]), st.sampled_from([0, 3]))
def test_property_a_singleton_never_jumps_to_6nt_after_his_3nt(
    deck: list[tuple[int, str]], short: int
) -> None:
    """1D-1H-3NT (19-21, six running diamonds): a responder with a singleton spade or
    club (dealt so here), two or more diamonds (eight with his six) and slam points by
    the independent count written here (HCP, a point a card past four, partner's 19)
    never bids 6NT or 7NT at once: the diamonds are agreed below game (or the aces
    asked, by the slam principles before this one)."""
    single = [c for c in deck if c[0] == short][:1]
    others = [c for c in deck if c[0] != short]
    # six honours and six spot cards in the other suits: slam values are common
    rest = [c for c in others if c[1] in "AKQJ"][:6] + [c for c in others if c[1] not in "AKQJ"][:6]
    cards = single + rest
    holdings = ["".join(r for r in _RANKS if (s, r) in cards) for s in range(4)]
    if min(len(h) for h in holdings) != 1 or len(holdings[1]) < 4 or len(holdings[2]) < 2:
        return  # a singleton, the four hearts it answered, two diamonds
    points = sum(_HCP.get(r, 0) for _, r in cards) + sum(max(0, len(h) - 4) for h in holdings)
    call = sayc_advice("1D Pass 1H Pass 3NT Pass", ".".join(holdings)).call
    if points + 19 >= 33:
        assert call not in ("6NT", "7NT")
